"""The Castro AI's board evaluation (used by ``game.castro.ai``).

A position is valued from one player's view right after that player's
placement (the others move next), roughly in "win probability" units:
+1 a win, -1 a loss.

- the opponents' immediate threats: a line of four holding three of their
  tops whose fourth field they can still build on, or two of the three yatzy
  stacks holding their roof with the third still open. The chance that they
  take such a field next turn is the exact chance of rolling its category
  within the rolls its height allows (``probability``), combined over their
  threat fields. That chance counts as a loss (so blocking pays);
- my own threats (the same, for me; discounted as the others move first);
- line potentials: per open line of four, a weight by the number of own tops,
  times the chances of taking the missing fields (a field topped by someone
  else under four roofs is hard to take, a locked one kills the line);
- the yatzy fields: a roof in one or two of the three yatzy stacks;
- height points: the score difference, weighted more as the game nears its
  end (so stealing a tall tower pays late); at the very end the result.

``simple=True`` (the "normal" level) drops everything about the opponents:
no threats of theirs, no potentials of theirs, only the own score.
"""
from __future__ import annotations

from math import tanh

from .board import BOARD, CATEGORIES, FIELDS, LINES, YATZY_FIELDS
from .probability import probability
from .rules import MAX_ROLLS, ROOFS

__all__ = ["Evaluator", "wins_at", "WEIGHTS", "CAT_INDEX", "FIELD_CAT", "LINES_I", "LINES_THROUGH_I", "N_FIELDS"]

N_FIELDS = len(FIELDS)
_INDEX = {f: i for i, f in enumerate(FIELDS)}
CAT_INDEX = {c: i for i, c in enumerate(CATEGORIES)}
FIELD_CAT = [CAT_INDEX[BOARD[r][c]] for r, c in FIELDS]
LINES_I = [tuple(_INDEX[f] for f in line) for line in LINES]
LINES_THROUGH_I = [tuple(line for line in LINES_I if i in line) for i in range(N_FIELDS)]
YATZY_I = tuple(_INDEX[f] for f in YATZY_FIELDS)

#: The evaluation weights (tuned by self-play against the easy level).
WEIGHTS = {
    "pot": (0.0, 0.004, 0.025, 0.06),  # by own tops in an open line (0–3)
    "opp_pot": 1.0,         # the opponents' potentials count this much against me
    "my_threat": 0.6,       # my next-turn win chance counts this much
    "yatzy": (0.0, 0.01, 0.04),  # a roof in 1 or 2 yatzy stacks (beyond the threat itself)
    "score": 0.7,           # weight of tanh(score diff / score_scale) at the very end
    "score_scale": 6.0,
}

_ease: dict[str, list[list[float]]] = {}


def ease_table(straight: str) -> list[list[float]]:
    """``[height][category]``: the chance to roll the category in time to build on that height."""
    if straight not in _ease:
        _ease[straight] = [
            [probability(c, (), MAX_ROLLS - h, straight) if h < MAX_ROLLS else 0.0 for c in CATEGORIES]
            for h in range(MAX_ROLLS + 1)
        ]
    return _ease[straight]


def wins_at(s, player: int, field) -> bool:
    """Whether a roof of ``player`` on ``field`` wins at once (a line of four tops or all yatzy stacks)."""
    i = _INDEX[tuple(field)]
    stacks = s.stacks
    for line in LINES_THROUGH_I[i]:
        if all(j == i or (stacks[j] and stacks[j][-1] == player) for j in line):
            return True
    if i in YATZY_I:
        return all(j == i or player in stacks[j] for j in YATZY_I)
    return False


class Evaluator:
    """Values the boards reachable by one placement of ``me`` in the state ``s``."""

    def __init__(self, s, me: int, simple: bool = False, weights: dict | None = None) -> None:
        self.me = me
        self.players = s.players
        self.simple = simple
        self.w = weights or WEIGHTS
        self.tops = [st[-1] if st else -1 for st in s.stacks]
        self.hs = [len(st) for st in s.stacks]
        self.yatzy = [[p in s.stacks[j] for j in YATZY_I] for p in range(s.players)]
        self.ease_t = ease_table(s.straight)
        self.ease = [self.ease_t[h][FIELD_CAT[i]] for i, h in enumerate(self.hs)]
        self.supply = list(s.supply)
        self.used = ROOFS * s.players - sum(s.supply)
        self.total = ROOFS * s.players

    # -- public

    def base_value(self) -> float:
        """The value of putting a roof aside (the board unchanged, one roof less)."""
        supply = list(self.supply)
        supply[self.me] -= 1
        return self._value(self.tops, self.hs, self.ease, self.yatzy, supply)

    def place_value(self, i: int) -> float:
        """The value of a roof of mine on field index ``i``."""
        me = self.me
        tops = list(self.tops)
        hs = list(self.hs)
        ease = list(self.ease)
        tops[i] = me
        hs[i] += 1
        ease[i] = self.ease_t[hs[i]][FIELD_CAT[i]]
        yatzy = self.yatzy
        if i in YATZY_I:
            yatzy = [list(y) for y in yatzy]
            yatzy[me][YATZY_I.index(i)] = True
            if all(yatzy[me]):
                return 1.0
        for line in LINES_THROUGH_I[i]:
            if all(tops[j] == me for j in line):
                return 1.0
        supply = list(self.supply)
        supply[me] -= 1
        return self._value(tops, hs, ease, yatzy, supply)

    # -- the evaluation

    def _player_terms(self, q, tops, ease, yatzy) -> tuple[float, float]:
        """(threat: q's chance to win on q's next turn, potential of q's lines)."""
        w_pot = self.w["pot"]
        thr: dict[int, float] = {}
        pot = 0.0
        for line in LINES_I:
            m = 0
            prod = 1.0
            miss = -1
            for j in line:
                if tops[j] == q:
                    m += 1
                else:
                    e = ease[j]
                    if e == 0.0:
                        break
                    prod *= e
                    miss = j
            else:
                if m == 3:
                    thr[miss] = ease[miss]
                elif m:
                    pot += w_pot[m] * prod
        have = yatzy[q]
        n_y = sum(have)
        if n_y == 2:
            j = YATZY_I[have.index(False)]
            if ease[j] > 0.0:
                thr[j] = ease[j]
        if n_y:
            pot += self.w["yatzy"][min(n_y, 2)]
        miss_all = 1.0
        for p in thr.values():
            miss_all *= 1.0 - p
        return 1.0 - miss_all, pot

    def _value(self, tops, hs, ease, yatzy, supply) -> float:
        me = self.me
        w = self.w
        score = [0] * self.players
        for j, t in enumerate(tops):
            if t >= 0:
                score[t] += hs[j]
        left = sum(supply)
        if left == 0:  # the game ends with this roof: the result
            best_other = max(score[q] for q in range(self.players) if q != me)
            if self.simple:
                return tanh((score[me] - best_other) / w["score_scale"])
            return 1.0 if score[me] > best_other else (0.0 if score[me] == best_other else -1.0)
        phase = (self.total - left) / self.total
        my_thr, my_pot = self._player_terms(me, tops, ease, yatzy)
        if supply[me] == 0:
            my_thr = 0.0
        if self.simple:
            return w["my_threat"] * my_thr + my_pot + w["score"] * phase * phase * tanh(score[me] / (3 * w["score_scale"]))
        opp_stay = 1.0
        opp_pot = 0.0
        for q in range(self.players):
            if q == me:
                continue
            thr, pot = self._player_terms(q, tops, ease, yatzy)
            if supply[q] > 0:
                opp_stay *= 1.0 - thr
            opp_pot += pot
        best_other = max(score[q] for q in range(self.players) if q != me)
        cont = (w["my_threat"] * my_thr + my_pot - w["opp_pot"] * opp_pot
                + w["score"] * phase * phase * tanh((score[me] - best_other) / w["score_scale"]))
        cont = max(-0.99, min(0.99, cont))
        return -(1.0 - opp_stay) + opp_stay * cont
