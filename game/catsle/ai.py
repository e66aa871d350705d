"""CATsle Builders AI: ``choose_move(view_state, level, rng)``.

The AI sees only ``view(state, me)``: its own hand, the public tricks of the
round (``tricks`` / ``trick``), every tableau and the scores.

- **easy**: plays a random legal card; takes the card (and column) that fits
  best right now (``fit``: the change of its round score, exact-limit bonus
  included).
- **normal** and **hard**: flat Monte Carlo over determinised worlds. The
  unseen cards (the deck minus the own hand minus every card played this
  round) are dealt to the other players consistently: each gets exactly as
  many cards as they hold, never a card of a suit they have shown to be void
  in (they did not follow it), the rest stays out of the round. Every
  candidate move is applied in each sampled world and the round is played to
  its end with a fast heuristic policy for all players (play high when the
  player still has room in their columns and wants cards, low when full;
  take the best-fitting card and place it to approach the limits exactly).
  The value of a rollout is the player's game total (finished rounds plus
  the simulated round) minus the best other total; in round 3 a win in the
  rollout adds ``FINAL_WEIGHT``. The budget is counted in simulated tricks (deterministic, not wall
  time): hard ``HARD_BUDGET``, normal ``NORMAL_BUDGET``; with many
  candidates the worst ones by the heuristic are pruned first.

Never crashes: any problem falls back to the first legal move of the rules.
Cards are handled as ints (``suit * 12 + value - 1``) for speed.
"""
from __future__ import annotations

import random
from typing import Any

from game.core import CHANCE

from . import rules
from .rules import Play, Take
from .scoring import SUITS

__all__ = ["choose_move", "fit", "HARD_BUDGET", "NORMAL_BUDGET"]

HARD_BUDGET = 1800      # simulated tricks per decision
NORMAL_BUDGET = 120
MAX_CANDIDATES = 8
MIN_WORLDS = 3
MAX_WORLDS = 48
EPSILON = 0.1           # random plays in the rollout policy
WANT_ROOM = 2           # a rollout player with at least this much room in its columns plays high
FINAL_WEIGHT = 8.0      # round 3: weight of winning the game in a rollout's value
REL_MODE = "lead"       # "mean": own round score − mean of the others'; "lead": own total − best other total

_SUIT = {s: i for i, s in enumerate(SUITS)}


def _ci(card: str) -> int:
    return _SUIT[card[0]] * 12 + int(card[1:]) - 1


def _cs(c: int) -> str:
    return f"{SUITS[c // 12]}{c % 12 + 1}"


# --------------------------------------------------------------------------- heuristics


def _place_delta(cnt: int, lim: int, exact: int, bonus: tuple) -> int:
    """Change of the raw round score when a card joins a column holding ``cnt`` of limit ``lim``."""
    if cnt < lim:
        d = 1
        if cnt + 1 == lim:
            d += bonus[min(exact + 1, 4)] - bonus[min(exact, 4)]
        return d
    d = -1
    if cnt == lim and lim > 0:
        d -= bonus[min(exact, 4)] - bonus[min(exact - 1, 4)]
    return d


def _best_column(c: int, suits: list, cnts: list, limits: tuple, bonus: tuple) -> tuple[int, float]:
    """(column, value) of the best placement of card ``c`` for one tableau."""
    s = c // 12
    exact = sum(1 for i, lim in enumerate(limits) if lim > 0 and cnts[i] == lim)
    for i, cs in enumerate(suits):
        if cs == s:
            return i, _place_delta(cnts[i], limits[i], exact, bonus)
    best, bv = -1, -99.0
    for i, cs in enumerate(suits):
        if cs == -1:
            v = _place_delta(0, limits[i], exact, bonus) + 0.01 * limits[i]  # room for the suit's next cards
            if v > bv:
                best, bv = i, v
    return best, bv


def fit(state, card: str, column: int, player: int | None = None) -> int:
    """How much taking ``card`` into ``column`` changes the player's raw round score now."""
    p = rules.current_player(state) if player is None else player
    cols = rules.columns(state, p)
    lim = state.limits
    exact = sum(1 for i, (_, cards, li) in enumerate(cols) if li > 0 and len(cards) == li)
    return _place_delta(len(cols[column][1]), lim[column], exact, state.bonus)


# --------------------------------------------------------------------------- the simulator


class _World:
    __slots__ = ("n", "limits", "bonus", "hands", "suits", "cnts", "trick", "leader", "queue", "pool", "second")

    def copy(self) -> "_World":
        w = _World.__new__(_World)
        w.n, w.limits, w.bonus = self.n, self.limits, self.bonus
        w.hands = [h[:] for h in self.hands]
        w.suits = [t[:] for t in self.suits]
        w.cnts = [t[:] for t in self.cnts]
        w.trick = self.trick[:]
        w.leader = self.leader
        w.queue = self.queue[:]
        w.pool = self.pool[:]
        w.second = self.second
        return w


def _play_policy(w: _World, p: int, rng: random.Random) -> int:
    hand = w.hands[p]
    if w.trick:
        led = w.trick[0][1] // 12
        legal = [c for c in hand if c // 12 == led] or hand
    else:
        legal = hand
    if len(legal) == 1:
        return legal[0]
    if rng.random() < EPSILON:
        return legal[int(rng.random() * len(legal))]
    lims = w.limits
    cnts = w.cnts[p]
    room = 0
    for i, lim in enumerate(lims):
        if cnts[i] < lim:
            room += lim - cnts[i]
    if room >= WANT_ROOM:
        return max(legal, key=lambda c: c % 12)
    return min(legal, key=lambda c: c % 12)


def _take(w: _World, p: int, c: int, col: int) -> None:
    w.pool.remove(c)
    if w.suits[p][col] == -1:
        w.suits[p][col] = c // 12
    w.cnts[p][col] += 1


def _take_policy(w: _World, p: int) -> None:
    best = None
    bv = -99.0
    suits, cnts = w.suits[p], w.cnts[p]
    for c in w.pool:
        col, v = _best_column(c, suits, cnts, w.limits, w.bonus)
        if v > bv:
            best, bv = (c, col), v
    _take(w, p, best[0], best[1])


def _rank(w: _World) -> None:
    tr = w.trick
    led = tr[0][1] // 12
    order = sorted(range(len(tr)), key=lambda i: ((tr[i][1] // 12) == led, tr[i][1] % 12, i), reverse=True)
    q: list[int] = []
    n = w.n
    for r, i in enumerate(order):
        k = 1 if r == 0 else 2 if r == 1 else 0 if r == n - 1 else 1
        q += [tr[i][0]] * k
    w.queue = q
    w.pool = [c for _, c in tr]
    w.second = tr[order[1]][0]


def _finish(w: _World, rng: random.Random) -> None:
    """Play the round to its end with the heuristic policy."""
    n = w.n
    while True:
        if w.queue:
            while w.queue:
                _take_policy(w, w.queue.pop(0))
            w.leader = w.second
            w.trick = []
            if not w.hands[w.leader]:
                return
        while len(w.trick) < n:
            p = (w.leader + len(w.trick)) % n
            c = _play_policy(w, p, rng)
            w.hands[p].remove(c)
            w.trick.append((p, c))
        _rank(w)


def _scores(w: _World) -> list[int]:
    out = []
    bonus = w.bonus
    for p in range(w.n):
        tot = 0
        exact = 0
        for cnt, lim in zip(w.cnts[p], w.limits):
            if cnt <= lim:
                tot += cnt
                if lim > 0 and cnt == lim:
                    exact += 1
            else:
                tot -= cnt - lim
        if exact:
            tot += bonus[min(exact, 4)]
        out.append(max(0, tot))
    return out


def _apply(w: _World, move: Any, me: int) -> None:
    if isinstance(move, Play):
        c = _ci(move.card)
        w.hands[me].remove(c)
        w.trick.append((me, c))
        if len(w.trick) == w.n:
            _rank(w)
    else:
        w.queue.pop(0)
        _take(w, me, _ci(move.card), move.column)
        if not w.queue:
            w.leader = w.second
            w.trick = []


# --------------------------------------------------------------------------- determinisation


def _base_world(v, me: int) -> tuple[_World, list[int], list[int], list[set]]:
    n = v.players
    w = _World()
    w.n, w.limits, w.bonus = n, tuple(v.limits), tuple(v.bonus) + (v.bonus[-1],) * 5
    w.suits = [[(_SUIT[col[0][0]] if col else -1) for col in tab] for tab in v.tableaux]
    w.cnts = [[len(col) for col in tab] for tab in v.tableaux]
    w.trick = [(p, _ci(c)) for p, c in v.trick]
    w.leader = v.leader
    w.queue = list(v.queue)
    w.pool = [_ci(c) for c in v.pool]
    w.second = v.ranking[1] if v.ranking else v.leader
    own = [_ci(c) for c in v.hands[me]]
    played = {c for t in v.history for _, c in t} | {c for _, c in v.trick}
    unseen = sorted(_ci(c) for c in rules.deck(n) if c not in played and c not in v.hands[me])
    voids: list[set] = [set() for _ in range(n)]
    for t in list(v.history) + ([v.trick] if v.trick else []):
        led = t[0][1][0]
        for p, c in t[1:]:
            if c[0] != led:
                voids[p].add(_SUIT[led])
    counts = [rules.hand_count(v, p) for p in range(n)]
    w.hands = [[] for _ in range(n)]
    w.hands[me] = own
    return w, unseen, counts, voids


def _sample(base: _World, me: int, unseen: list[int], counts: list[int], voids: list[set],
            rng: random.Random) -> _World:
    w = base.copy()
    others = [p for p in range(w.n) if p != me]
    for attempt in range(6):
        pool = unseen[:]
        rng.shuffle(pool)
        ok = True
        hands = {}
        order = sorted(others, key=lambda p: (-len(voids[p]) if attempt < 5 else 0, p))
        for p in order:
            vs = voids[p] if attempt < 5 else set()
            pick = []
            rest = []
            for c in pool:
                if len(pick) < counts[p] and c // 12 not in vs:
                    pick.append(c)
                else:
                    rest.append(c)
            if len(pick) < counts[p]:
                ok = False
                break
            hands[p] = pick
            pool = rest
        if ok:
            for p in others:
                w.hands[p] = hands[p]
            return w
    for p in others:  # unreachable in practice: the last attempt ignores voids
        w.hands[p] = unseen[:counts[p]]
    return w


# --------------------------------------------------------------------------- choosing


def _heuristic_take(v, moves: list) -> Any:
    best, bv = moves[0], -99.0
    p = rules.current_player(v)
    cols = rules.columns(v, p)
    empties = [i for i, (s, _, _) in enumerate(cols) if s is None]
    for m in moves:
        val = fit(v, m.card, m.column, p)
        if cols[m.column][0] is None and empties:
            val += 0.01 * v.limits[m.column]
        if val > bv:
            best, bv = m, val
    return best


def _prune(v, moves: list, me: int, k: int) -> list:
    if len(moves) <= k:
        return moves
    if isinstance(moves[0], Take):
        scored = sorted(moves, key=lambda m: (-fit(v, m.card, m.column, me), -v.limits[m.column], m))
        return scored[:k]
    # plays: keep the extremes and spread of values per suit
    by_suit: dict[str, list] = {}
    for m in moves:
        by_suit.setdefault(m.card[0], []).append(m)
    keep: list = []
    for ms in by_suit.values():
        ms = sorted(ms, key=lambda m: int(m.card[1:]))
        keep += [ms[0], ms[-1]] if len(ms) > 1 else ms
    keep = sorted(set(keep))
    rest = [m for m in moves if m not in keep]
    i = 0
    while len(keep) < k and rest:
        keep.append(rest[(i * 7) % len(rest)])
        rest.remove(keep[-1])
        i += 1
    return sorted(keep[: max(k, len(by_suit))])


def _monte_carlo(v, moves: list, me: int, budget: int, rng: random.Random) -> Any:
    cands = _prune(v, moves, me, MAX_CANDIDATES)
    if len(cands) == 1:
        return cands[0]
    base, unseen, counts, voids = _base_world(v, me)
    tricks_left = max(1, rules.hand_count(v, me) + (1 if v.phase == "take" else 0))
    worlds = max(MIN_WORLDS, min(MAX_WORLDS, budget // (len(cands) * tricks_left)))
    samples = [_sample(base, me, unseen, counts, voids, rng) for _ in range(worlds)]
    seeds = [rng.random() for _ in range(worlds)]
    n = v.players
    final = FINAL_WEIGHT > 0 and v.round >= rules.ROUNDS
    before = rules.scores(v)
    lead = REL_MODE == "lead"
    best, bv = cands[0], None
    for m in cands:
        total = 0.0
        for w0, sd in zip(samples, seeds):
            w = w0.copy()
            _apply(w, m, me)
            r = random.Random(sd)
            _finish(w, r)
            sc = _scores(w)
            if lead:
                tot = [a + b for a, b in zip(before, sc)]
                total += tot[me] - max(t for q, t in enumerate(tot) if q != me)
            else:
                total += sc[me] - (sum(sc) - sc[me]) / (n - 1)
            if final:
                tot = [a + b for a, b in zip(before, sc)]
                best_other = max(t for q, t in enumerate(tot) if q != me)
                total += FINAL_WEIGHT * (1.0 if tot[me] > best_other else 0.5 if tot[me] == best_other else 0.0)
        if bv is None or total > bv:
            best, bv = m, total
    return best


def choose_move(view_state, level: str, rng: random.Random):
    """The AI's move for the player to move in ``view_state`` (a ``view(state, me)``)."""
    moves = rules.legal_moves(view_state)
    if not moves:
        raise ValueError(f"no legal moves (actor {rules.current_player(view_state)!r})")
    if len(moves) == 1:
        return moves[0]
    try:
        me = rules.current_player(view_state)
        if me is None or me == CHANCE:
            return moves[0]
        if level == "easy":
            if isinstance(moves[0], Play):
                return moves[rng.randrange(len(moves))]
            return _heuristic_take(view_state, moves)
        budget = HARD_BUDGET if level == "hard" else NORMAL_BUDGET
        move = _monte_carlo(view_state, moves, me, budget, rng)
        return move if move in moves else moves[0]
    except Exception:  # never crash a game: the first legal move
        return moves[0]
