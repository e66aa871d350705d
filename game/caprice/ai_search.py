"""Caprice AI helpers: fast turn enumeration, hand evaluation and determinisation.

A *turn* is a ``Place`` plus the following ``Move`` / ``Skip``. Its effect on
the scores depends only on a small *change*: discs added / removed at a level
(``(level, disc, ±1)``) and full towers made / broken (``(tower, ±1)``: the
+1 bonus of a full tower matching an order). Many turns share a change, so a
hand's value is memoised per change.

A hand's value on a board is its best score: ``max`` over the distinct
orderings ``o`` of ``sum_l C[l][o[l]] + #(full towers equal to o)``.
``HandEval`` keeps the score of every ordering on the base board and applies
a change to that list.

Pure functions on plain data; the only randomness is the ``rng`` passed in.
"""
from __future__ import annotations

import math
from itertools import product

from .rules import DISCS, DISCS_PER_TYPE, HAND, HEIGHT, MAX_SAME, SKIP, SPOTS, TILES, TILES_PER_TYPE, Move, Place
from .scoring import orderings, tower_score

__all__ = ["HandEval", "ALL_HANDS", "turn_options", "move_options", "apply_turn", "building_done",
           "sample_worlds", "hand_prior", "supply_of"]

#: Every legal hand (sorted 4-tuples, at most 2 of a type): 19 of them.
ALL_HANDS: tuple[tuple[str, ...], ...] = tuple(sorted({
    tuple(sorted(h)) for h in product(TILES, repeat=HAND) if all(h.count(t) <= MAX_SAME for t in h)
}))

_ORDS: dict[tuple[str, ...], tuple] = {}


def _ord_data(hand: tuple[str, ...]):
    """(orderings, index of each ordering, idx[level][disc] = ordering indices with that tile there)."""
    data = _ORDS.get(hand)
    if data is None:
        ords = orderings(hand)
        index = {o: i for i, o in enumerate(ords)}
        idx = [{d: tuple(i for i, o in enumerate(ords) if o[lv] == d) for d in DISCS} for lv in range(HEIGHT)]
        data = _ORDS[hand] = (ords, index, idx)
    return data


class HandEval:
    """A hand's orderings scored on a base board; ``value(change)`` is the best score after a change (memoised)."""

    __slots__ = ("hand", "ords", "index", "idx", "base", "best", "memo")

    def __init__(self, hand: tuple[str, ...], towers) -> None:
        self.hand = hand
        self.ords, self.index, self.idx = _ord_data(hand)
        self.base = [sum(tower_score(t, o) for t in towers) for o in self.ords]
        self.best = max(self.base)
        self.memo: dict = {}

    def value(self, change) -> int:
        v = self.memo.get(change)
        if v is None:
            discs, fulls = change
            if not discs and not fulls:
                v = self.best
            else:
                t = self.base[:]
                idx = self.idx
                for lv, d, sg in discs:
                    for i in idx[lv][d]:
                        t[i] += sg
                index = self.index
                for seq, sg in fulls:
                    i = index.get(seq)
                    if i is not None:
                        t[i] += sg
                v = max(t)
            self.memo[change] = v
        return v


def supply_of(towers) -> dict[str, int]:
    left = {d: DISCS_PER_TYPE for d in DISCS}
    for t in towers:
        for d in t:
            left[d] -= 1
    return left


def building_done(towers) -> bool:
    """The rules' end test (five full towers, or no room, or no disc left)."""
    if sum(1 for t in towers if len(t) == HEIGHT) >= 5:
        return True
    return all(len(t) >= HEIGHT for t in towers) or sum(len(t) for t in towers) >= DISCS_PER_TYPE * len(DISCS)


_NO_CHANGE = ((), ())


def _moves_after(towers, heights, spot, mark, pch, pb, out, place):
    """Append (place, move, change) for every move after placing on ``spot`` (heights already updated)."""
    for src in range(SPOTS):
        hs = heights[src]
        if hs == 0 or src == spot or src == mark:
            continue
        st = towers[src]
        x = st[-1]
        rm = (hs - 1, x, -1)
        rb = ((st, -1),) if hs == HEIGHT else ()
        for dst in range(SPOTS):
            if dst == src:
                continue
            l2 = heights[dst]
            if l2 >= HEIGHT:
                continue
            if l2 == HEIGHT - 1:
                dt = towers[dst] + (x,)
                ab = ((dt, 1),)
            else:
                ab = ()
            if l2 == hs - 1 and not rb and not ab:
                change = (pch, pb)
            else:
                change = (pch + (rm, (l2, x, 1)), pb + rb + ab)
            out.append((place, Move(src, dst), change))


def turn_options(towers, mark) -> list:
    """Every turn from a place-phase board: ``(Place, Move or SKIP, change)``.

    ``mark`` is the marker's spot (or None).
    """
    out: list = []
    left = supply_of(towers)
    base_h = [len(t) for t in towers]
    for spot in range(SPOTS):
        h = base_h[spot]
        if h >= HEIGHT:
            continue
        heights = base_h[:]
        heights[spot] = h + 1
        mk = None if mark == spot else mark
        for d in DISCS:
            if left[d] <= 0:
                continue
            place = Place(d, spot)
            pch = ((h, d, 1),)
            new_t = towers[spot] + (d,)
            pb = ((new_t, 1),) if h == HEIGHT - 1 else ()
            out.append((place, SKIP, (pch, pb)))
            tw = towers[:spot] + (new_t,) + towers[spot + 1:]
            _moves_after(tw, heights, spot, mk, pch, pb, out, place)
    return out


def move_options(towers, mark, placed) -> list:
    """The move-phase options after the place on ``placed`` (towers already include it): ``(None, move, change)``."""
    out: list = [(None, SKIP, _NO_CHANGE)]
    heights = [len(t) for t in towers]
    _moves_after(towers, heights, placed, mark, (), (), out, None)
    return out


def apply_turn(towers, mark, place, move):
    """(towers, marker spot) after ``place`` (may be None: already placed) and ``move``."""
    tw = list(towers)
    if place is not None:
        tw[place.spot] = tw[place.spot] + (place.disc,)
        if mark == place.spot:
            mark = None
    if isinstance(move, Move):
        x = tw[move.src][-1]
        tw[move.src] = tw[move.src][:-1]
        tw[move.dst] = tw[move.dst] + (x,)
        mark = move.dst
    return tuple(tw), mark


# --------------------------------------------------------------------------- determinisation


def hand_prior(hand, bag: dict[str, int]) -> float:
    """Ways to draw ``hand`` from ``bag`` (a multivariate hypergeometric weight, 0 if impossible)."""
    w = 1
    for t in TILES:
        k = hand.count(t)
        if k > bag[t]:
            return 0.0
        w *= math.comb(bag[t], k)
    return float(w)


def sample_worlds(me: int, players: int, own, rng, k: int, likelihood=None) -> list:
    """``k`` sampled worlds merged: ``[(weight, hands)]`` with ``hands[p]`` for every player (own at ``me``).

    The opponents' hands come from the bag left after ``own`` (5 of each type),
    each ≤ 2 of a type, drawn in seat order; ``likelihood(hand)`` (optional)
    multiplies the prior (inference from the board).
    """
    bag0 = {t: TILES_PER_TYPE - own.count(t) for t in TILES}
    opps = [p for p in range(players) if p != me]
    counts: dict[tuple, int] = {}
    lik = {h: (likelihood(h) if likelihood else 1.0) for h in ALL_HANDS}
    for _ in range(k):
        bag = dict(bag0)
        hands: list = [None] * players
        hands[me] = tuple(own)
        for p in opps:
            ws = [hand_prior(h, bag) * lik[h] for h in ALL_HANDS]
            total = sum(ws)
            x = rng.random() * total
            acc = 0.0
            pick = None
            for h, w in zip(ALL_HANDS, ws):
                if w <= 0:
                    continue
                acc += w
                pick = h
                if x < acc:
                    break
            hands[p] = pick
            for t in pick:
                bag[t] -= 1
        key = tuple(hands)
        counts[key] = counts.get(key, 0) + 1
    return [(c / k, hands) for hands, c in sorted(counts.items())]
