"""Castro: exact chances of rolling a category, with optimal keeping.

This module owns the probability table the coach panel and the AI use:

- ``probability(category, kept, rolls_left)``: the chance to satisfy
  ``category`` when the player now holds the dice ``kept`` (0–5 values) and
  may still roll ``rolls_left`` times. The next roll rolls the
  ``5 - len(kept)`` other dice; after each roll the player may stop (the
  category counts if the five dice satisfy it) or keep any of the five dice
  (kept dice may be rolled again later) and roll the rest. ``rolls_left = 0``
  means only ``kept`` itself counts (``combos(kept)``, so two kept 3s satisfy
  ``pair3``; a full house or a straight needs five dice);
- ``best_keep(category, dice, rolls_left)``: which of the current dice to keep
  for the best such chance;
- ``chances(dice, rolls_left)``: the chance of every category from the current
  dice, the player being free to keep any of them (the best keep per category);
- ``build_tables(straight)``: the whole table (all categories, every kept
  multiset of 0–5 dice, rolls_left 0–5).

Exact dynamic programming over sorted multisets (462 multisets of 0–5 dice,
252 of them five dice), with floats weighted by exact outcome counts. The
table for one ``straight`` option builds lazily on the first call (about 0.1 s;
``python -m bench`` may time ``build_tables``) and is cached; nothing is
computed at import. Look-ups are constant time.
"""
from __future__ import annotations

from collections import Counter
from itertools import combinations, combinations_with_replacement
from math import factorial
from typing import Iterable

from .board import CATEGORIES, STRAIGHT_OPTIONS, combos

__all__ = ["MAX_ROLLS", "probability", "best_keep", "chances", "build_tables", "multisets"]

#: Rolls in a turn: the largest ``rolls_left`` the table covers.
MAX_ROLLS = 5


def multisets() -> tuple[tuple[int, ...], ...]:
    """Every sorted multiset of 0–5 die values (462), by size then value."""
    return tuple(m for n in range(6) for m in combinations_with_replacement(range(1, 7), n))


class _Space:
    """Index arrays shared by every category: multisets, rolls and sub-multisets."""

    def __init__(self) -> None:
        self.sets = multisets()
        self.index = {m: i for i, m in enumerate(self.sets)}
        # roll[i]: for multiset i held, the outcomes as (index of the five dice, count), and 6**n.
        self.roll: list[tuple[tuple[int, ...], tuple[int, ...], int]] = []
        outcomes = {n: [(o, _arrangements(o)) for o in combinations_with_replacement(range(1, 7), n)] for n in range(6)}
        for m in self.sets:
            n = 5 - len(m)
            idx = tuple(self.index[tuple(sorted(m + o))] for o, _ in outcomes[n])
            cnt = tuple(c for _, c in outcomes[n])
            self.roll.append((idx, cnt, 6 ** n))
        # drop[i]: the multisets one die smaller than multiset i (each distinct value removed once).
        self.drop: list[tuple[int, ...]] = []
        for m in self.sets:
            smaller = {m[:k] + m[k + 1:] for k in range(len(m))}
            self.drop.append(tuple(self.index[s] for s in sorted(smaller)))


def _arrangements(outcome: tuple[int, ...]) -> int:
    """How many ordered rolls give this sorted outcome (multinomial coefficient)."""
    n = factorial(len(outcome))
    for c in Counter(outcome).values():
        n //= factorial(c)
    return n


_space: _Space | None = None
_tables: dict[str, dict[str, tuple[tuple[float, ...], ...]]] = {}
_best: dict[str, dict[str, tuple[tuple[float, ...], ...]]] = {}


def _get_space() -> _Space:
    global _space
    if _space is None:
        _space = _Space()
    return _space


def _build(sat: list[float], sp: _Space) -> tuple[list[list[float]], list[list[float]]]:
    """value[k][i]: chance with k rolls left holding multiset i; best[k][i]: max over its sub-multisets."""
    value = [sat]
    best = [_sub_max(sat, sp)]
    five = [len(m) == 5 for m in sp.sets]
    for _k in range(1, MAX_ROLLS + 1):
        b = best[-1]
        v = []
        for i, (idx, cnt, total) in enumerate(sp.roll):
            if five[i]:
                v.append(sat[i])  # nothing left to roll: the five dice count as they are
            else:
                v.append(sum(c * b[j] for j, c in zip(idx, cnt)) / total)
        value.append(v)
        best.append(_sub_max(v, sp))
    return value, best


def _sub_max(v: list[float], sp: _Space) -> list[float]:
    """For each multiset, the best value among all its sub-multisets (itself included)."""
    out = list(v)
    for i, smaller in enumerate(sp.drop):  # sizes ascend, so the smaller ones are done
        for j in smaller:
            if out[j] > out[i]:
                out[i] = out[j]
    return out


def _check_straight(straight: str) -> str:
    if straight not in STRAIGHT_OPTIONS:
        raise ValueError(f"straight must be one of {STRAIGHT_OPTIONS}, not {straight!r}")
    return straight


def build_tables(straight: str = "five") -> dict[str, tuple[tuple[float, ...], ...]]:
    """The whole table for one ``straight`` option (built once, then cached).

    ``build_tables()[category][rolls_left][i]`` is
    ``probability(category, multisets()[i], rolls_left)``.
    """
    _check_straight(straight)
    if straight not in _tables:
        sp = _get_space()
        sats = [combos(m, straight) for m in sp.sets]
        tables, bests = {}, {}
        for cat in CATEGORIES:
            value, best = _build([1.0 if cat in s else 0.0 for s in sats], sp)
            tables[cat] = tuple(tuple(v) for v in value)
            bests[cat] = tuple(tuple(b) for b in best)
        _tables[straight] = tables
        _best[straight] = bests
    return _tables[straight]


def _key(dice: Iterable[int], what: str) -> tuple[int, ...]:
    if isinstance(dice, (str, bytes)) or not hasattr(dice, "__iter__"):
        raise ValueError(f"{what} must be a list of die values, not {dice!r}")
    dice = tuple(dice)
    if len(dice) > 5 or not all(isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 6 for v in dice):
        raise ValueError(f"{what} must be 0 to 5 die values 1-6, not {dice!r}")
    return tuple(sorted(dice))


def _check(category: str, rolls_left: int) -> None:
    if category not in CATEGORIES:
        raise ValueError(f"unknown category {category!r}; one of {', '.join(CATEGORIES)}")
    if isinstance(rolls_left, bool) or not isinstance(rolls_left, int) or not 0 <= rolls_left <= MAX_ROLLS:
        raise ValueError(f"rolls_left must be an int 0-{MAX_ROLLS}, not {rolls_left!r}")


def probability(category: str, kept: Iterable[int], rolls_left: int, straight: str = "five") -> float:
    """The chance to satisfy ``category`` within ``rolls_left`` more rolls, keeping optimally.

    ``kept``: the 0–5 die values held now (any order). The next roll rolls the
    other ``5 - len(kept)`` dice; after every roll the player may stop or keep
    any of the five dice and roll the others again. With ``rolls_left = 0``
    only ``kept`` counts: 1.0 if ``combos(kept)`` holds ``category``, else 0.0.
    Five kept dice are never rolled: their value is 1.0 or 0.0 whatever
    ``rolls_left`` is (to reroll, keep fewer). ``straight``: the game's option.
    """
    _check(category, rolls_left)
    key = _key(kept, "kept")
    return build_tables(straight)[category][rolls_left][_get_space().index[key]]


def chances(dice: Iterable[int], rolls_left: int, straight: str = "five") -> dict[str, float]:
    """For the coach: the chance of each category from the current ``dice``.

    The player may keep any sub-multiset of ``dice`` (all of them: stop now;
    none: roll all five) and has ``rolls_left`` rolls left, then keeps optimally.
    So each value is the best ``probability(category, keep, rolls_left)`` over
    the keeps ``keep`` ⊆ ``dice``. After roll ``r`` of a turn, ``rolls_left``
    is ``5 - r``; before the first roll pass ``dice=()`` and ``rolls_left=5``.
    """
    _check(CATEGORIES[0], rolls_left)
    key = _key(dice, "dice")
    build_tables(straight)
    i = _get_space().index[key]
    best = _best[straight]
    return {cat: best[cat][rolls_left][i] for cat in CATEGORIES}


def best_keep(category: str, dice: Iterable[int], rolls_left: int, straight: str = "five") -> tuple[int, ...]:
    """The keep (a sorted sub-multiset of ``dice``) with the best chance for ``category``.

    The chance of a keep is ``probability(category, keep, rolls_left)``; keeping
    all the dice means stopping now (so a satisfied roll returns all of
    ``dice``). Ties go to the keep with more dice, then to the higher values.
    With ``rolls_left = 0`` nothing can be rolled and all of ``dice`` is returned.
    """
    _check(category, rolls_left)
    key = _key(dice, "dice")
    if rolls_left == 0:
        return key
    table = build_tables(straight)[category][rolls_left]
    index = _get_space().index
    keeps = {sub for n in range(len(key) + 1) for sub in combinations(key, n)}
    return max(keeps, key=lambda s: (round(table[index[s]], 12), len(s), s))

