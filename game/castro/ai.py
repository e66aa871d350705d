"""The Castro AI: ``choose_move(view_state, level, rng)``.

- **hard**: every reachable placement is valued by the board evaluation of
  ``game.castro.ai_eval`` (own lines, blocking the opponents' open threes and
  yatzy threats, stealing tall towers, the yatzy fields, height points). The
  value of a field does not depend on the dice, only on whether the roll
  number allows its height, so a per-field value table is built once per turn.
  The dice decision is then an exact expectimax over the 252 sorted five-dice
  outcomes: ``V(r, d) = max(best placement after roll r with dice d, E[best
  keep for roll r + 1])``, ``V(5, d)`` = best placement, else discard. The
  tables are cached per turn (keyed by the board and the player), so the later
  decisions of a turn are look-ups.
- **normal**: the simple evaluation (own lines, own yatzy fields and own
  height points: no blocking, no stealing bonus, no opponent threats), a
  one-step lookahead for keeping (the value of a keep is the best placement
  after the next roll only, on the fields that roll's number still allows),
  and a little noise from ``rng`` that only picks among the keeps.
- **easy**: greedy: places as soon as any field is legal (the tallest stack,
  then the most own roofs in its lines), else keeps the most common value.

A made combination is given up only for something better: when the current
roll can be placed, normal and hard reroll it only for a keep whose expectation
(without noise) is higher than the placement's value; easy always places. An
immediate win (four own roofs on top in a line, or a roof in all three yatzy
stacks) is always taken at every level but easy. ``rng`` is the only
randomness; ``choose_move`` never fails on a decision point and always returns
one of ``legal_moves(view_state)``.
"""
from __future__ import annotations

from collections import Counter
from itertools import combinations

from game.core import CHANCE, LEVELS, IllegalMove

from . import rules
from .ai_eval import (
    CAT_INDEX, FIELD_CAT, LINES_THROUGH_I, N_FIELDS, Evaluator, wins_at,
)
from .board import CATEGORIES, FIELDS, combos
from .probability import multisets
from .rules import DISCARD, MAX_ROLLS, Place, Roll

__all__ = ["choose_move", "turn_plan", "clear_cache"]

_NEG = float("-inf")

#: The normal level's noise on the keeps' values: it varies which keep it takes, never whether it
#: places (see ``TurnPlan.decide``).
NOISE = 0.02

# --------------------------------------------------------------------------- dice space


class _DiceSpace:
    """Sorted multisets of 0–5 dice (462): the 252 five-dice outcomes and the 210 keeps of 0–4 dice.

    One index over all of them (``sets``, by size then value). ``five``: the
    indices of the five-dice sets; ``add[m]``: the six sets one die larger
    (m has 0–4 dice), so the expectation of keeping m is the mean over
    ``add[m]`` of the expectation one die larger (rolling n dice = rolling one,
    then n − 1); ``drop[m]``: the distinct sets one die smaller.
    """

    def __init__(self) -> None:
        self.sets = multisets()
        self.index = {m: i for i, m in enumerate(self.sets)}
        self.five = [i for i, m in enumerate(self.sets) if len(m) == 5]
        self.small = [i for i, m in enumerate(self.sets) if len(m) < 5]  # ascending size
        self.add: list[tuple[int, ...]] = [
            tuple(self.index[tuple(sorted(m + (v,)))] for v in range(1, 7)) if len(m) < 5 else ()
            for m in self.sets
        ]
        self.drop: list[tuple[int, ...]] = [
            tuple(sorted({self.index[m[:k] + m[k + 1:]] for k in range(len(m))})) for m in self.sets
        ]
        self.combos: dict[str, list[tuple[int, ...]]] = {}

    def cats(self, straight: str) -> list[tuple[int, ...]]:
        """Per set (five-dice ones only; () for the others): the categories it satisfies, as indices."""
        if straight not in self.combos:
            self.combos[straight] = [
                tuple(sorted(CAT_INDEX[c] for c in combos(m, straight))) if len(m) == 5 else ()
                for m in self.sets
            ]
        return self.combos[straight]

    def subs(self, dice: tuple[int, ...]) -> list[int]:
        """The keeps of ``dice``: its distinct sub-multisets of 0–4 dice, by index (ascending)."""
        return sorted({self.index[c] for n in range(min(len(dice), 4) + 1) for c in combinations(dice, n)})


_space: _DiceSpace | None = None


def _get_space() -> _DiceSpace:
    global _space
    if _space is None:
        _space = _DiceSpace()
    return _space


# --------------------------------------------------------------------------- the turn plan


class TurnPlan:
    """Everything one player's turn needs, for one board (valid for the whole turn).

    Arrays are indexed by ``_DiceSpace.sets`` (all 462 sorted multisets):

    - ``value[i]``: the value of a roof on field ``FIELDS[i]`` (None if locked);
    - ``place[r][d]``: the best placement value after roll ``r`` with the five
      dice ``sets[d]`` (``-inf`` when nothing is legal), ``field[r][d]`` its field;
    - ``keep_ev[r][k]``: the expected value of keeping ``sets[k]`` (0–4 dice)
      after roll ``r``: roll once more, then play on by the plan.
    """

    def __init__(self, s, me: int, level: str) -> None:
        sp = _get_space()
        self.level = level
        ev = Evaluator(s, me, simple=(level == "normal"))
        self.base = ev.base_value()
        heights = [len(st) for st in s.stacks]
        self.value: list[float | None] = [
            ev.place_value(i) if heights[i] < MAX_ROLLS else None for i in range(N_FIELDS)
        ]
        self.place, self.field = self._placements(sp, s.straight, heights)
        self.keep_ev = self._keep_values(sp, level)

    def _placements(self, sp, straight, heights: list[int]) -> tuple[dict, dict]:
        """For each roll number: the best placement's value for every five-dice set, and its field."""
        cats = sp.cats(straight)
        n_cat = len(CATEGORIES)
        n_sets = len(sp.sets)
        place: dict[int, list[float]] = {}
        field: dict[int, list[int]] = {}
        for r in range(1, MAX_ROLLS + 1):
            limit = MAX_ROLLS - r
            best = [_NEG] * n_cat
            arg = [-1] * n_cat
            for i in range(N_FIELDS):
                v = self.value[i]
                if v is not None and heights[i] <= limit:
                    c = FIELD_CAT[i]
                    if v > best[c]:
                        best[c], arg[c] = v, i
            pl = [_NEG] * n_sets
            fl = [-1] * n_sets
            for d in sp.five:
                bv, bf = _NEG, -1
                for c in cats[d]:
                    if best[c] > bv:
                        bv, bf = best[c], arg[c]
                pl[d] = bv
                fl[d] = bf
            place[r] = pl
            field[r] = fl
        return place, field

    def _keep_values(self, sp, level: str) -> dict[int, list[float]]:
        """For each roll number before the last: every keep's expectation (one step ahead for the
        normal level, exact over the rolls left for the hard one)."""
        n_sets = len(sp.sets)
        keep_ev: dict[int, list[float]] = {}
        base = self.base
        if level == "normal":
            # one-step lookahead: a keep is worth the best placement after the next roll
            # (a roll that allows no placement counts as a discard: the board as it is)
            for r in range(1, MAX_ROLLS):
                nxt = self.place[r + 1]
                keep_ev[r] = self._expect([v if v != _NEG else base for v in nxt])
            return keep_ev
        # exact expectimax over the rolls left: V(5, d) = placement or discard,
        # V(r, d) = max(placement after roll r, best keep's expectation)
        v = [x if x != _NEG else base for x in self.place[MAX_ROLLS]]
        drop = sp.drop
        for r in range(MAX_ROLLS - 1, 0, -1):
            e = self._expect(v)
            keep_ev[r] = e
            if r == 1:
                break
            bs = list(e)  # best over sub-multisets (sizes ascend in sp.small)
            for m in sp.small:
                for j in drop[m]:
                    if bs[j] > bs[m]:
                        bs[m] = bs[j]
            pl = self.place[r]
            v = [_NEG] * n_sets
            for d in sp.five:
                kb = max(bs[j] for j in drop[d])
                v[d] = pl[d] if pl[d] > kb else kb
        return keep_ev

    @staticmethod
    def _expect(v: list[float]) -> list[float]:
        """Expectations of every keep (0–4 dice) given values ``v`` of the five-dice sets."""
        sp = _get_space()
        e = list(v)
        add = sp.add
        for m in reversed(sp.small):  # sizes descend: the larger sets are done
            a = add[m]
            e[m] = (e[a[0]] + e[a[1]] + e[a[2]] + e[a[3]] + e[a[4]] + e[a[5]]) / 6.0
        return e

    def decide(self, dice: tuple[int, ...], roll: int, rng=None, noise: float = 0.0):
        """The move for ``dice`` after roll ``roll`` (1–5): Place, Roll(keep) or DISCARD.

        The keep is picked by its expectation plus ``noise`` from ``rng`` (the normal level's
        variety); a legal placement is then given up only when that keep's expectation *without*
        the noise is higher. Comparing the placement with the noisy maximum instead (as before
        issue 31, 7) favoured rerolling by almost the whole noise (the largest of some 30 noisy
        keeps), more than the spread of all field values early in a game: the normal level then
        rerolled a made straight on a free straight field of an empty board every time (rolls
        1–4), and about one time in three over the positions of played games.
        """
        sp = _get_space()
        dice = tuple(sorted(dice))
        d = sp.index[dice]
        pv = self.place[roll][d]
        pf = self.field[roll][d]
        if roll >= MAX_ROLLS:
            return Place(FIELDS[pf]) if pf >= 0 else DISCARD
        kev = self.keep_ev[roll]
        best_k, best_v = None, _NEG
        for k in sp.subs(dice):  # ascending index: fewer dice first, then lower values
            v = kev[k]
            if noise and rng is not None:
                v += rng.uniform(-noise, noise)
            if v > best_v + 1e-12:
                best_k, best_v = k, v
        if pf >= 0 and kev[best_k] <= pv + 1e-12:
            return Place(FIELDS[pf])
        return Roll(sp.sets[best_k])


_cache: dict[tuple, TurnPlan] = {}
_CACHE_SIZE = 16


def clear_cache() -> None:
    _cache.clear()


def turn_plan(s, me: int, level: str = "hard") -> TurnPlan:
    """The (cached) plan of ``me``'s turn on the board of ``s``."""
    key = (s.stacks, s.supply, s.discarded, s.straight, me, level)
    plan = _cache.get(key)
    if plan is None:
        if len(_cache) >= _CACHE_SIZE:
            _cache.pop(next(iter(_cache)))
        plan = TurnPlan(s, me, level)
        _cache[key] = plan
    return plan


# --------------------------------------------------------------------------- levels


def _winning_field(s, me: int, fields) -> tuple[int, int] | None:
    for f in fields:
        if wins_at(s, me, f):
            return f
    return None


def _easy(s, me: int, legal):
    fields = [m.field for m in legal if isinstance(m, Place)]
    if fields:
        def score(f):
            i = FIELDS.index(f)
            own = sum(1 for line in LINES_THROUGH_I[i] for j in line if j != i and s.stacks[j] and s.stacks[j][-1] == me)
            h = len(s.stacks[i])
            covers_other = 1 if h and s.stacks[i][-1] != me else 0
            return (h + covers_other, own, f)
        return Place(max(fields, key=score))
    if s.rolls >= MAX_ROLLS:
        return DISCARD
    if s.rolls == 0:
        return Roll(())
    cnt = Counter(s.dice)
    value, n = max(cnt.items(), key=lambda vn: (vn[1], vn[0]))
    return Roll((value,) * min(n, 4))


def choose_move(view_state, level, rng):
    """The AI's move for the player to move in ``view_state`` (a decision point)."""
    if level not in LEVELS:
        raise ValueError(f"unknown AI level {level!r}; expected one of {LEVELS}")
    s = view_state
    me = rules.current_player(s)
    if me is None:
        raise IllegalMove("castro.game_over", "The game is over.")
    if me == CHANCE:
        raise IllegalMove("castro.waiting_for_dice", "Wait for the dice.")
    legal = rules.legal_moves(s)
    x = rng.random()  # one draw per decision at every level
    try:
        move = _choose(s, me, level, rng, legal, x)
    except Exception:  # never fail a game on an AI bug: fall back to a legal move
        move = None
    if move is None or move not in legal:
        move = _fallback(legal)
    return move


def _choose(s, me, level, rng, legal, x):
    if s.rolls == 0:
        return Roll(())
    if level == "easy":
        return _easy(s, me, legal)
    fields = [m.field for m in legal if isinstance(m, Place)]
    win = _winning_field(s, me, fields)
    if win is not None:
        return Place(win)
    plan = turn_plan(s, me, level)
    if level == "normal":
        return plan.decide(s.dice, s.rolls, rng, noise=NOISE)
    return plan.decide(s.dice, s.rolls)


def _fallback(legal):
    for m in legal:
        if isinstance(m, Place):
            return m
    return legal[-1] if legal else DISCARD
