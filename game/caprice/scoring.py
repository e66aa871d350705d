"""Caprice scoring: how well a player's tile sequence matches the six towers.

A player's four symbol tiles, arranged bottom → top, form one sequence that
applies to every tower. Per tower: +1 for each level ``i`` (0 = bottom) whose
disc equals ``order[i]``; +1 bonus when the tower has 4 discs and all 4 match.

Pure functions on plain data (tuples / lists of disc names), shared by the
rules, the UI and the AI.
"""
from __future__ import annotations

from itertools import permutations
from typing import Iterable, Sequence

__all__ = ["tower_score", "matching_levels", "full_match", "score", "best_order", "orderings"]

#: Discs in a full tower (and tiles in a hand).
HEIGHT = 4


def matching_levels(tower: Sequence[str], order: Sequence[str]) -> list[int]:
    """The levels of ``tower`` (0 = bottom) whose disc equals the tile at that position of ``order``."""
    return [level for level, (disc, tile) in enumerate(zip(tower, order)) if disc == tile]


def full_match(tower: Sequence[str], order: Sequence[str]) -> bool:
    """True when ``tower`` is full and every level matches ``order`` (the bonus point)."""
    return len(tower) == HEIGHT and len(order) >= HEIGHT and len(matching_levels(tower, order)) == HEIGHT


def tower_score(tower: Sequence[str], order: Sequence[str]) -> int:
    """Points one tower (bottom → top) gives for ``order``: matches, +1 if a full tower matches completely."""
    return len(matching_levels(tower, order)) + (1 if full_match(tower, order) else 0)


def score(towers: Iterable[Sequence[str]], order: Sequence[str]) -> int:
    """The total of ``order`` (4 tiles bottom → top) over all ``towers`` (each bottom → top)."""
    return sum(tower_score(t, order) for t in towers)


def orderings(tiles: Iterable[str]) -> list[tuple[str, ...]]:
    """Every distinct arrangement of ``tiles``, sorted (at most 24)."""
    return sorted(set(permutations(tuple(tiles))))


def best_order(towers: Iterable[Sequence[str]], tiles: Iterable[str]) -> list[str]:
    """The arrangement of ``tiles`` (bottom → top) with the highest ``score``.

    Ties go to the lexicographically smallest arrangement, so the answer is
    deterministic.
    """
    towers = [tuple(t) for t in towers]
    best: tuple[str, ...] | None = None
    best_points = -1
    for order in orderings(tiles):  # sorted: the first of equal scores wins
        points = score(towers, order)
        if points > best_points:
            best, best_points = order, points
    return list(best) if best is not None else []
