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
  its end with a fast heuristic policy for all players: play high when the
  player still has room in their columns and wants cards, low when full; the
  last player of a trick, who sees the whole trick, plays the card that gains
  most from the takes it leads to; take the best-fitting card; open a suit in
  the empty column whose limit fits the cards of that suit still to come.
  How the other seats behave is inferred from public information only: their
  takes this round (replayed from the tricks and the tableaux) are compared
  with the easy heuristic's, and a seat whose takes look random takes (and
  plays) at random in the rollouts as often; the others play at random with
  probability ``OPP_EPSILON``.
  The value of a rollout is the player's game total (finished rounds plus
  the simulated round) minus the best other total; in round 3 a win in the
  rollout adds ``FINAL_WEIGHT``. The work is capped in simulated tricks
  (hard ``HARD_BUDGET``, normal ``NORMAL_BUDGET``; with many candidates the
  worst ones by the heuristic are pruned first) and, for hard, by a wall
  clock: after ``MIN_WORLDS`` worlds no new world is sampled once
  ``HARD_TIME`` seconds have passed since the call, so a loaded machine gets
  a weaker move, not a later one. The generator advances by one draw
  whatever the clock did; with ``USE_CLOCK = False`` the move is a function
  of the view and the generator alone (the determinism tests use that).

Never crashes: any problem falls back to the first legal move of the rules.
Cards are handled as ints (``suit * 12 + value - 1``) for speed.
"""
from __future__ import annotations

import random
import time
from typing import Any

from game.core import CHANCE

from . import rules
from .rules import Play, Take
from .scoring import SUITS

__all__ = ["choose_move", "fit", "HARD_BUDGET", "NORMAL_BUDGET"]

HARD_BUDGET = 5000      # simulated tricks per decision at most (the clock usually stops it first)
NORMAL_BUDGET = 120
MAX_CANDIDATES = 8
MIN_WORLDS = 3
MAX_WORLDS = 64
EPSILON = 0.1           # random plays in the rollout policy (the AI's own seat)
OPP_EPSILON = 0.5       # random plays of the other seats in the rollouts
WANT_ROOM = 2           # a rollout player with at least this much room in its columns plays high
FINAL_WEIGHT = 8.0      # round 3: weight of winning the game in a rollout's value
HARD_TIME = 0.09        # s (wall clock) after which a hard decision samples no new world; None: no clock
USE_CLOCK = True        # False: no clock at all (the move is a function of the view and the generator)
DENIAL = 0.5            # rollout takers also weigh how much the next taker would like the card

_SUIT = {s: i for i, s in enumerate(SUITS)}


def _ci(card: str) -> int:
    return _SUIT[card[0]] * 12 + int(card[1:]) - 1


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


def fit(state, card: str, column: int, player: int | None = None) -> int:
    """How much taking ``card`` into ``column`` changes the player's raw round score now."""
    p = rules.current_player(state) if player is None else player
    cols = rules.columns(state, p)
    lim = state.limits
    exact = sum(1 for i, (_, cards, li) in enumerate(cols) if li > 0 and len(cards) == li)
    return _place_delta(len(cols[column][1]), lim[column], exact, state.bonus)


# --------------------------------------------------------------------------- the simulator


class _World:
    """One determinised round: every hand known. Per player: ``col[p][suit]`` (its column or -1),
    ``cnts[p][column]``, ``free[p]`` (the empty columns, ascending) and ``exact[p]`` (columns at
    their limit)."""

    __slots__ = ("n", "limits", "bonus", "hands", "col", "cnts", "free", "exact", "trick", "leader",
                 "queue", "pool", "second", "peps", "teps")

    def copy(self) -> "_World":
        w = _World.__new__(_World)
        w.n, w.limits, w.bonus = self.n, self.limits, self.bonus
        w.hands = [h[:] for h in self.hands]
        w.col = [t[:] for t in self.col]
        w.cnts = [t[:] for t in self.cnts]
        w.free = [t[:] for t in self.free]
        w.exact = self.exact[:]
        w.trick = self.trick[:]
        w.leader = self.leader
        w.queue = self.queue[:]
        w.pool = self.pool[:]
        w.second = self.second
        w.peps, w.teps = self.peps, self.teps
        return w


def _delta(cnt: int, lim: int, exact: int, bonus: tuple) -> int:
    """``_place_delta`` inlined for the simulator (``bonus`` is padded, so no ``min``)."""
    if cnt < lim:
        if cnt + 1 == lim:
            return 1 + bonus[exact + 1] - bonus[exact]
        return 1
    if cnt == lim and lim > 0:
        return -1 - bonus[exact] + bonus[exact - 1]
    return -1


def _new_column(w: _World, p: int, s: int, free: list) -> int:
    """The empty column a rollout player opens for suit ``s``: the limit closest to the cards of the
    suit the player may still expect (this one plus its share of the suit's cards still in the
    hands, its own counted fully), ties to the larger column."""
    if len(free) == 1:
        return free[0]
    lims = w.limits
    own = sum(1 for c in w.hands[p] if c // 12 == s)
    rest = 0
    for q, h in enumerate(w.hands):
        if q != p:
            rest += sum(1 for c in h if c // 12 == s)
    want = 1.0 + 0.5 * own + rest / w.n
    return min(free, key=lambda i: (abs(lims[i] - want), -lims[i]))


def _open_delta(free: list, lims: tuple, exact: int, bonus: tuple) -> int:
    """The best score change of a card opening a new column (any of the ``free`` ones)."""
    return max(_delta(0, lims[i], exact, bonus) for i in free)


def _take(w: _World, p: int, c: int, col: int) -> None:
    w.pool.remove(c)
    cnts = w.cnts[p]
    if cnts[col] == 0 and w.col[p][c // 12] < 0:
        w.col[p][c // 12] = col
        w.free[p].remove(col)
    lim = w.limits[col]
    if lim > 0:
        if cnts[col] + 1 == lim:
            w.exact[p] += 1
        elif cnts[col] == lim:
            w.exact[p] -= 1
    cnts[col] += 1


def _take_policy(w: _World, p: int, rng: random.Random) -> None:
    """Take the card whose placement scores best now (the first such card of the pool); with
    probability ``teps[p]`` a uniformly random legal take instead."""
    if w.teps[p] > 0.0 and rng.random() < w.teps[p]:
        opts = []
        for c in w.pool:
            i = w.col[p][c // 12]
            opts += [(c, i)] if i >= 0 else [(c, f) for f in w.free[p]]
        c, i = opts[int(rng.random() * len(opts))]
        _take(w, p, c, i)
        return
    best = -1
    bv = -99.0
    col, cnts, lims, exact, bonus = w.col[p], w.cnts[p], w.limits, w.exact[p], w.bonus
    q = w.queue[0] if DENIAL and w.queue and w.queue[0] != p else -1
    for c in w.pool:
        i = col[c // 12]
        v = _delta(cnts[i], lims[i], exact, bonus) if i >= 0 else _open_delta(w.free[p], lims, exact, bonus)
        if q >= 0:
            # the next taker gets what is left: a card it would like is worth denying
            j = w.col[q][c // 12]
            v += DENIAL * (_delta(w.cnts[q][j], lims[j], w.exact[q], bonus) if j >= 0
                           else _open_delta(w.free[q], lims, w.exact[q], bonus))
        if v > bv:
            best, bv = c, v
    i = col[best // 12]
    _take(w, p, best, i if i >= 0 else _new_column(w, p, best // 12, w.free[p]))


def _order(tr: list) -> list[int]:
    """Indices of the trick's cards, strongest first (the led suit first, then value, later first)."""
    led = tr[0][1] // 12
    return sorted(range(len(tr)), key=lambda i: ((tr[i][1] // 12) == led, tr[i][1] % 12, i), reverse=True)


def _gain(w: _World, p: int, tr: list) -> float:
    """What player ``p`` would gain from the complete trick ``tr``: every taker before it takes by
    the take policy (without placing), ``p`` takes its cards one by one, best first."""
    order = _order(tr)
    pool = [c for _, c in tr]
    n = w.n
    for r, i in enumerate(order):
        q = tr[i][0]
        k = 1 if r == 0 else 2 if r == 1 else 0 if r == n - 1 else 1
        if q == p:
            if k == 0:
                return 0.0
            total = 0.0
            col, cnts, free, exact = w.col[p][:], w.cnts[p][:], w.free[p][:], w.exact[p]
            lims, bonus = w.limits, w.bonus
            for _ in range(k):
                bv, bc = -99, pool[0]
                for c in pool:
                    i2 = col[c // 12]
                    v = _delta(cnts[i2], lims[i2], exact, bonus) if i2 >= 0 else _open_delta(free, lims, exact, bonus)
                    if v > bv:
                        bv, bc = v, c
                total += bv
                pool.remove(bc)
                bi = col[bc // 12]
                if bi < 0:
                    bi = col[bc // 12] = _new_column(w, p, bc // 12, free)
                    free.remove(bi)
                lim = lims[bi]
                if lim > 0:
                    if cnts[bi] + 1 == lim:
                        exact += 1
                    elif cnts[bi] == lim:
                        exact -= 1
                cnts[bi] += 1
            return total
        qcol, qcnts, qexact = w.col[q], w.cnts[q], w.exact[q]
        for _ in range(k):
            bv, bc = -99, pool[0]
            for c in pool:
                i2 = qcol[c // 12]
                v = (_delta(qcnts[i2], w.limits[i2], qexact, w.bonus) if i2 >= 0
                     else _open_delta(w.free[q], w.limits, qexact, w.bonus))
                if v > bv:
                    bv, bc = v, c
            pool.remove(bc)
    return 0.0


def _play_policy(w: _World, p: int, rng: random.Random) -> int:
    hand = w.hands[p]
    tr = w.trick
    if tr:
        led = tr[0][1] // 12
        legal = [c for c in hand if c // 12 == led] or hand
    else:
        legal = hand
    if len(legal) == 1:
        return legal[0]
    if rng.random() < w.peps[p]:
        return legal[int(rng.random() * len(legal))]
    if len(tr) == w.n - 1:
        # the last player sees the whole trick: play the card that gains most (the lowest of equals)
        best, bv = legal[0], None
        for c in sorted(legal, key=lambda c: c % 12):
            tr.append((p, c))
            v = _gain(w, p, tr)
            tr.pop()
            if bv is None or v > bv + 1e-9:
                best, bv = c, v
        return best
    lims = w.limits
    cnts = w.cnts[p]
    room = 0
    for i, lim in enumerate(lims):
        if cnts[i] < lim:
            room += lim - cnts[i]
    if room >= WANT_ROOM:
        return max(legal, key=lambda c: c % 12)
    return min(legal, key=lambda c: c % 12)


def _rank(w: _World) -> None:
    tr = w.trick
    order = _order(tr)
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
                _take_policy(w, w.queue.pop(0), rng)
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
        for cnt, lim in zip(w.cnts[p], w.limits):
            tot += cnt if cnt <= lim else lim - cnt
        tot += bonus[w.exact[p]]
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
    w.n, w.limits = n, tuple(v.limits)
    w.bonus = (0,) + tuple(v.bonus[1:]) + (v.bonus[-1],) * 8  # index = exact columns (0 → no bonus)
    w.cnts = [[len(col) for col in tab] for tab in v.tableaux]
    w.col = [[-1] * len(SUITS) for _ in range(n)]
    w.free = [[] for _ in range(n)]
    for p, tab in enumerate(v.tableaux):
        for i, col in enumerate(tab):
            if col:
                w.col[p][_SUIT[col[0][0]]] = i
            else:
                w.free[p].append(i)
    w.exact = [sum(1 for cnt, lim in zip(cs, w.limits) if lim > 0 and cnt == lim) for cs in w.cnts]
    w.trick = [(p, _ci(c)) for p, c in v.trick]
    w.leader = v.leader
    w.queue = list(v.queue)
    w.pool = [_ci(c) for c in v.pool]
    w.second = v.ranking[1] if v.ranking else v.leader
    # rollouts let a seat take (and play) at random as often as its past takes look random
    w.teps = [0.0 if p == me else r for p, r in enumerate(_take_randomness(v))]
    w.peps = [max(EPSILON if p == me else OPP_EPSILON, t) for p, t in enumerate(w.teps)]
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


def _take_randomness(v) -> list[float]:
    """Per seat, how likely its takes this round are uniformly random rather than the easy
    heuristic's (the best-fitting card; a new suit in the largest empty column), from the public
    tricks and tableaux alone: every completed trick is replayed, the card each taker took is the
    one of the trick in its tableau, and each choice updates the odds (prior 1:1; the heuristic
    is allowed 10 % slips; a random taker hits the heuristic's choice by chance)."""
    n = v.players
    lims = v.limits
    bonus = (0,) + tuple(v.bonus[1:]) + (v.bonus[-1],) * 8
    where = [{c: i for i, col in enumerate(tab) for c in col} for tab in v.tableaux]
    cnts = [[0] * len(lims) for _ in range(n)]
    odds = [1.0] * n  # P(random) / P(heuristic)
    for t in v.history:
        cards = [c for _, c in t]
        taken = [[c for c in cards if c in where[p]] for p in range(n)]
        for p in range(n):
            if not taken[p]:
                continue
            exact = sum(1 for cnt, lim in zip(cnts[p], lims) if lim > 0 and cnt == lim)
            if len(taken[p]) == 1 and len(taken[p]) < len(cards) - 1:
                # a real choice of one card among several (the strongest's, or a middle taker's)
                # — approximated as a choice among all the trick's cards
                def val(c, p=p, exact=exact):
                    i = where[p].get(c)
                    if i is None:
                        col = [j for j, col in enumerate(v.tableaux[p]) if col and col[0][0] == c[0]]
                        i = col[0] if col else None
                    if i is None:
                        return 1
                    return _delta(cnts[p][i], lims[i], exact, bonus)
                vals = [val(c) for c in cards]
                best = max(vals)
                frac = vals.count(best) / len(vals)
                hit = val(taken[p][0]) == best
                odds[p] *= (frac / 0.9) if hit else ((1 - frac) / 0.1)
            free = [i for i in range(len(lims)) if cnts[p][i] == 0]
            for c in taken[p]:
                i = where[p][c]
                if i in free:
                    if len(free) > 1:
                        hit = lims[i] == max(lims[j] for j in free)
                        frac = 1 / len(free)
                        odds[p] *= (frac / 0.9) if hit else ((1 - frac) / 0.1)
                    free.remove(i)
            for c in taken[p]:
                cnts[p][where[p][c]] += 1
    return [o / (1 + o) for o in odds]


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


def _monte_carlo(v, moves: list, me: int, budget: int, rng: random.Random, deadline: float | None = None) -> Any:
    """The candidate with the best summed rollout value over the sampled worlds.

    Worlds are sampled one at a time from a generator seeded by one draw of ``rng`` (so ``rng``
    advances the same however many worlds there are) and every candidate is rolled out in each;
    sampling stops at ``budget`` simulated tricks (``MAX_WORLDS`` at most) or, after ``MIN_WORLDS``
    worlds, at ``deadline`` (``time.perf_counter``)."""
    cands = _prune(v, moves, me, MAX_CANDIDATES)
    if len(cands) == 1:
        return cands[0]
    base, unseen, counts, voids = _base_world(v, me)
    tricks_left = max(1, rules.hand_count(v, me) + (1 if v.phase == "take" else 0))
    worlds = max(MIN_WORLDS, min(MAX_WORLDS, budget // (len(cands) * tricks_left)))
    wrng = random.Random(rng.getrandbits(64))
    final = FINAL_WEIGHT > 0 and v.round >= rules.ROUNDS
    before = rules.scores(v)
    totals = [0.0] * len(cands)
    for k in range(worlds):
        if deadline is not None and k >= MIN_WORLDS and time.perf_counter() > deadline:
            break
        w0 = _sample(base, me, unseen, counts, voids, wrng)
        sd = wrng.random()
        for j, m in enumerate(cands):
            w = w0.copy()
            _apply(w, m, me)
            _finish(w, random.Random(sd))
            sc = _scores(w)
            tot = [a + b for a, b in zip(before, sc)]
            best_other = max(t for q, t in enumerate(tot) if q != me)
            val = tot[me] - best_other  # own total − the best other total
            if final:
                val += FINAL_WEIGHT * (1.0 if tot[me] > best_other else 0.5 if tot[me] == best_other else 0.0)
            totals[j] += val
    best = max(range(len(cands)), key=lambda j: (totals[j], -j))
    return cands[best]


def choose_move(view_state, level: str, rng: random.Random):
    """The AI's move for the player to move in ``view_state`` (a ``view(state, me)``)."""
    t0 = time.perf_counter()
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
        deadline = None
        if level == "hard" and USE_CLOCK and HARD_TIME is not None:
            deadline = t0 + HARD_TIME
        budget = HARD_BUDGET if level == "hard" else NORMAL_BUDGET
        move = _monte_carlo(view_state, moves, me, budget, rng, deadline)
        return move if move in moves else moves[0]
    except Exception:  # never crash a game: the first legal move
        return moves[0]
