"""CATsle Builders: the pure scoring helpers (trick ranking and round score).

- ``trick_ranking(cards_in_play_order)``: the indices of the trick's cards,
  strongest first. Cards of the led suit (the first card's suit) beat all
  others, higher value first; off-suit cards rank by value only; two off-suit
  cards of equal value: the one played later is stronger.
- ``round_score(column_counts, limits, bonus=EXACT_BONUS)``: per column within
  its limit → +cards; over the limit → −(sideways cards) and the cards within
  the limit then count nothing; plus the exact-limit bonus by the number of
  columns exactly at their limit (a 0-limit column never counts); a negative
  total counts as 0.
"""
from __future__ import annotations

from typing import Sequence

__all__ = ["SUITS", "VALUES", "EXACT_BONUS", "suit_of", "value_of", "trick_ranking", "column_score",
           "exact_columns", "exact_bonus", "round_score", "raw_round_score"]

#: Suits in canonical order: Mauern, Giebel, Tore, Brücken, Burggräben.
SUITS: tuple[str, ...] = ("W", "G", "R", "Y", "B")
VALUES: tuple[int, ...] = tuple(range(1, 13))
#: House default: bonus by the number of columns exactly at their limit (index = count).
EXACT_BONUS: tuple[int, ...] = (0, 1, 3, 6, 10)


def suit_of(card: str) -> str:
    return card[0]


def value_of(card: str) -> int:
    return int(card[1:])


def trick_ranking(cards_in_play_order: Sequence[str]) -> list[int]:
    """Indices into ``cards_in_play_order``, strongest first (see the module docstring)."""
    cards = list(cards_in_play_order)
    if not cards:
        return []
    led = suit_of(cards[0])

    def key(i: int) -> tuple[int, int, int]:
        c = cards[i]
        # led suit first; then by value; then (off-suit ties) the later-played first.
        # Two led-suit cards never tie (each card exists once).
        return (0 if suit_of(c) == led else 1, -value_of(c), -i)

    return sorted(range(len(cards)), key=key)


def column_score(count: int, limit: int) -> int:
    """One column's points: +count within the limit, −(count − limit) beyond it."""
    return count if count <= limit else -(count - limit)


def exact_columns(column_counts: Sequence[int], limits: Sequence[int]) -> int:
    """How many columns hold exactly their limit (a 0-limit column never counts)."""
    return sum(1 for c, lim in zip(column_counts, limits) if lim > 0 and c == lim)


def exact_bonus(exact: int, bonus: Sequence[int] = EXACT_BONUS) -> int:
    """The bonus for ``exact`` columns at their limit (the table's last entry beyond its end)."""
    if exact <= 0:
        return 0
    return bonus[min(exact, len(bonus) - 1)]


def raw_round_score(column_counts: Sequence[int], limits: Sequence[int], bonus: Sequence[int] = EXACT_BONUS) -> int:
    """The round total before a negative total is raised to 0."""
    if len(column_counts) != len(limits):
        raise ValueError(f"{len(column_counts)} column counts for {len(limits)} limits")
    total = sum(column_score(c, lim) for c, lim in zip(column_counts, limits))
    return total + exact_bonus(exact_columns(column_counts, limits), bonus)


def round_score(column_counts: Sequence[int], limits: Sequence[int], bonus: Sequence[int] = EXACT_BONUS) -> int:
    """The round's points for one tableau (never negative)."""
    return max(0, raw_round_score(column_counts, limits, bonus))
