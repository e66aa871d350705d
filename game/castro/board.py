"""Castro: the board (as data), its lines of four, and the dice categories.

This module owns:

- ``LAYOUT``: the one table of the board (RULES.md, **house default**; the
  printed layout is not known), row 0 first, written as category names;
- ``make_board(rows)``: checks a layout and returns it as ``BOARD`` is stored
  (6 tuples of 6 category names), so another layout can be loaded;
- ``BOARD``, ``FIELDS`` (every ``(row, col)``), ``LINES`` (every line of four
  fields: rows, columns and both diagonals), ``PAIR_FIELD`` (the one field of
  each pair value), ``YATZY_FIELDS`` and small look-ups;
- ``CATEGORIES`` and ``combos(dice)``: which categories a roll satisfies.

Fields are ``(row, col)`` tuples, row 0 at the top, col 0 at the left.
"""
from __future__ import annotations

from collections import Counter
from typing import Iterable

__all__ = [
    "CATEGORIES", "PAIR_CATEGORIES", "STRAIGHT_OPTIONS", "SIZE", "LAYOUT", "BOARD", "FIELDS",
    "LINES", "PAIR_FIELD", "YATZY_FIELDS", "make_board", "field_category", "fields_of",
    "is_field", "lines_through", "combos",
]

#: Every category, in the order the UI lists them.
CATEGORIES: tuple[str, ...] = (
    "pair1", "pair2", "pair3", "pair4", "pair5", "pair6",
    "three", "four", "full_house", "straight", "yatzy",
)
PAIR_CATEGORIES: tuple[str, ...] = CATEGORIES[:6]

#: Values of the ``straight`` option: five dice in sequence (house default) or four.
STRAIGHT_OPTIONS: tuple[str, ...] = ("five", "four")

SIZE = 6

# The board, house default (RULES.md). ``strt`` = straight, ``full`` = full_house.
LAYOUT = """
yatzy  pair1  three  full   yatzy  three
three  full   strt   pair2  full   four
full   four   three  strt   four   pair3
pair4  full   strt   four   three  strt
yatzy  three  pair5  full   strt   full
three  four   strt   four   pair6  four
"""

_SHORT = {"strt": "straight", "full": "full_house"}


def make_board(rows: str | Iterable[Iterable[str]]) -> tuple[tuple[str, ...], ...]:
    """A checked board from a layout: a text like ``LAYOUT`` or 6 rows of 6 names.

    Short names ``strt`` and ``full`` are accepted. The board must hold each
    pair category exactly once and the yatzy category exactly three times
    (the two win rules rely on that); ``ValueError`` otherwise.
    """
    if isinstance(rows, str):
        rows = [line.split() for line in rows.strip().splitlines() if line.strip()]
    board = tuple(tuple(_SHORT.get(name, name) for name in row) for row in rows)
    if len(board) != SIZE or any(len(row) != SIZE for row in board):
        raise ValueError(f"a Castro board has {SIZE} rows of {SIZE} fields")
    counts = Counter(name for row in board for name in row)
    unknown = set(counts) - set(CATEGORIES)
    if unknown:
        raise ValueError(f"unknown categories on the board: {', '.join(sorted(unknown))}")
    for cat in PAIR_CATEGORIES:
        if counts[cat] != 1:
            raise ValueError(f"the board needs exactly one {cat} field, not {counts[cat]}")
    if counts["yatzy"] != 3:
        raise ValueError(f"the board needs exactly three yatzy fields, not {counts['yatzy']}")
    return board


#: The board in use: 6 rows of 6 category names.
BOARD: tuple[tuple[str, ...], ...] = make_board(LAYOUT)

#: Every field, row by row.
FIELDS: tuple[tuple[int, int], ...] = tuple((r, c) for r in range(SIZE) for c in range(SIZE))


def _lines() -> tuple[tuple[tuple[int, int], ...], ...]:
    out = []
    for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):  # row, column, diagonal ↘, diagonal ↙
        for r, c in FIELDS:
            line = tuple((r + i * dr, c + i * dc) for i in range(4))
            if all(0 <= rr < SIZE and 0 <= cc < SIZE for rr, cc in line):
                out.append(line)
    return tuple(out)


#: Every line of four adjacent fields (18 in rows, 18 in columns, 9 + 9 diagonal).
LINES: tuple[tuple[tuple[int, int], ...], ...] = _lines()

_CATEGORY = {f: BOARD[f[0]][f[1]] for f in FIELDS}

#: The one field of each pair value: ``PAIR_FIELD[3]`` is the pair3 field.
PAIR_FIELD: dict[int, tuple[int, int]] = {int(cat[4]): f for f, cat in _CATEGORY.items() if cat in PAIR_CATEGORIES}

#: The three yatzy fields.
YATZY_FIELDS: tuple[tuple[int, int], ...] = tuple(f for f in FIELDS if _CATEGORY[f] == "yatzy")

_LINES_THROUGH = {f: tuple(line for line in LINES if f in line) for f in FIELDS}


def is_field(field) -> bool:
    """Whether ``field`` is a ``(row, col)`` pair of ints on the board."""
    return (
        isinstance(field, tuple) and len(field) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v < SIZE for v in field)
    )


def field_category(field: tuple[int, int]) -> str:
    """The category of ``field`` (``"pair3"``, ``"full_house"`` …); ValueError off the board."""
    field = tuple(field) if isinstance(field, list) else field
    if not is_field(field):
        raise ValueError(f"not a field of the board: {field!r}")
    return _CATEGORY[field]


def fields_of(category: str) -> tuple[tuple[int, int], ...]:
    """The fields of ``category``, row by row."""
    return tuple(f for f in FIELDS if _CATEGORY[f] == category)


def lines_through(field: tuple[int, int]) -> tuple[tuple[tuple[int, int], ...], ...]:
    """The lines of four that contain ``field``."""
    return _LINES_THROUGH[field]


def combos(dice: Iterable[int], straight: str = "five") -> set[str]:
    """The categories the dice satisfy (RULES.md), for any number of dice.

    ``pairN``: at least two N; ``three`` / ``four``: some value at least 3 / 4
    times; ``yatzy``: 5 times; ``full_house``: 3 of one value and 2 of another,
    or a yatzy; ``straight``: 1-2-3-4-5 or 2-3-4-5-6 (``straight="five"``, the
    house default) or any four values in sequence (``straight="four"``).
    A roll serves every category it satisfies (a yatzy is also a four, a three,
    a full house and its own pair).
    """
    if straight not in STRAIGHT_OPTIONS:
        raise ValueError(f"straight must be one of {STRAIGHT_OPTIONS}, not {straight!r}")
    counts = Counter(dice)
    out = {f"pair{v}" for v, n in counts.items() if n >= 2}
    most = max(counts.values(), default=0)
    if most >= 3:
        out.add("three")
    if most >= 4:
        out.add("four")
    if most >= 5:
        out.add("yatzy")
        out.add("full_house")
    if sorted(counts.values()) == [2, 3]:
        out.add("full_house")
    values = set(counts)
    runs = ({1, 2, 3, 4, 5}, {2, 3, 4, 5, 6}) if straight == "five" else ({1, 2, 3, 4}, {2, 3, 4, 5}, {3, 4, 5, 6})
    if any(run <= values for run in runs):
        out.add("straight")
    return out
