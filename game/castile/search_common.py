"""What the Castile solver's two searches share: ``solver.py`` (Python) and ``kernel.py`` (compiled).

It owns:

- the card encoding: cards as ints ``rank_index * 4 + suit_index`` (AS = 0, AH = 1, … KC = 51),
  a position as ``internal(state)`` (tableau piles, reserve piles, reserve heights, foundation
  levels per suit), and the bit masks of the deadlock test (``LOWER``, ``NEED``, ``HOME``,
  ``BIT``, ``EMPTY``);
- the moves: the kinds (``T2F`` … ``F2T``: tableau / reserve / foundation to foundation / tableau)
  and the named fields of a generated move (``M_KIND`` … ``M_SID``: the solver's tuples and the
  kernel's rows of its move buffer), with the weights that order the moves and the progress
  weights of a line;
- the pool of the most progressing lines (``wants`` and ``offer``), which the solver's restarts
  start from, and ``Abort``, raised by a run that a budget, the deadline or the depth limit stops;
- ``MAX_DEPTH``, the cap on the search depth.

The kernel's compiled functions read these names as constants, frozen when they are compiled:
numba's cache notices only changes to ``kernel.py``, so after a change of a constant here the
cache (the ``kernel.*.nbi`` and ``.nbc`` files in this package's ``__pycache__`` folder, made when the
kernel is first compiled) must be deleted.

Pure Python: no pygame, no numba, nothing done at import but building the tables below.
"""
from __future__ import annotations

__all__ = [
    "RANKS", "SUITS", "to_int", "internal", "LOWER", "BIT", "HOME", "EMPTY", "NEED", "RANKBITS",
    "T2F", "R2F", "R2T", "T2T", "F2T", "MOVE_FIELDS",
    "M_KIND", "M_A", "M_B", "M_POST", "M_SRC", "M_DST", "M_CARD", "M_SCORE", "M_SID",
    "V_HOME", "V_KING", "V_HOST", "V_RES_EMPTY", "V_EMPTY", "V_EMPTY0",
    "B_HOME", "B_R2T", "B_LAT", "B_JUNK", "B_F2T", "V_F2T_NEED",
    "PROG_HOME", "PROG_RES", "POOL", "line", "wants", "offer", "Abort", "MAX_DEPTH",
]

# --------------------------------------------------------------------------- cards

RANKS = "A23456789TJQK"
SUITS = "SHDC"


def to_int(card: str) -> int:
    """Cards as ints: rank index * 4 + suit index (AS = 0, AH = 1, … KC = 51)."""
    return RANKS.index(card[0]) * 4 + SUITS.index(card[1])


def internal(state):
    """``state`` (a ``rules.State``) as ``(tableau, reserve, reserve heights, foundation levels)``:
    the piles as lists of card ints bottom to top, the levels per suit index."""
    tab = [[to_int(c) for c in p] for p in state.tableau]
    res = [[to_int(c) for c in p] for p in state.reserve]
    F = [0, 0, 0, 0]
    for f in state.foundations:
        if f:
            F[to_int(f[0]) & 3] = len(f)
    return tab, res, [len(p) for p in res], F


#: per card: the lower cards of its suit
LOWER = [sum(1 << (k * 4 + (c & 3)) for k in range(c >> 2)) for c in range(52)]
#: per rank: the bits of its four cards (and 0 past the king)
RANKBITS = [sum(1 << (r * 4 + s) for s in range(4)) for r in range(13)] + [0]
#: per card: its bit
BIT = [1 << c for c in range(52)]
#: per suit and level: the cards of the suit at home at that level
HOME = [[sum(1 << (k * 4 + s) for k in range(f)) for f in range(14)] for s in range(4)]
#: stands for "some tableau pile is empty" in the deadlock test
EMPTY = 1 << 52
#: the cards that can host a card on the tableau: every card one rank higher; for a king
#: an empty tableau pile
NEED = [RANKBITS[(c >> 2) + 1] if c < 48 else EMPTY for c in range(52)]

# --------------------------------------------------------------------------- moves

#: move kinds: tableau to foundation, reserve to foundation, reserve to tableau, tableau to
#: tableau, foundation to tableau
T2F, R2F, R2T, T2T, F2T = 0, 1, 2, 3, 4

#: The fields of a generated move, ``(kind, a, b, postponable, src_pile, dst_pile, card, score,
#: src_id)``: ``(kind, a, b)`` is the move as the line keeps it (T2F / R2F: pile or reserve, suit;
#: R2T / T2T: pile or reserve, pile; F2T: suit, pile); piles are numbered 0–7 tableau, 8–11
#: reserve, 12–15 foundation of suit 0–3; ``src_id`` names the source pile canonically (its new
#: top card, 60+q for a reserve, 52+s for a foundation, 99 for an emptied tableau pile).
M_KIND, M_A, M_B, M_POST, M_SRC, M_DST, M_CARD, M_SCORE, M_SID = range(9)
MOVE_FIELDS = 9

#: move-ordering weights: what a move uncovers (V_*) and what it does (B_*)
V_HOME, V_KING, V_HOST, V_RES_EMPTY, V_EMPTY, V_EMPTY0 = 100, 60, 40, 30, 60, 20
B_HOME, B_R2T, B_LAT, B_JUNK, B_F2T, V_F2T_NEED = 100, 50, 0, 30, -50, 60

# --------------------------------------------------------------------------- the pool

#: Progress of a line = PROG_HOME × cards home − PROG_RES × cards left in the reserve.
PROG_HOME = 2
PROG_RES = 1
#: The lines kept in the pool: the POOL most progressing.
POOL = 1
#: Cap on the search depth; a run that reaches it cannot prove a loss.
MAX_DEPTH = 20_000
#: Reserve tops are sent home at once up to rank lowest level + RESERVE_SLACK (tableau tops up to
#: lowest level + 2): nothing is ever placed on a reserve card (``solver``'s docstring, *Reserve tops
#: go home one rank further*). Only when foundation cards may come back to the tableau: the proof
#: moves the card back from its foundation. The solver's and the kernel's searches both read it.
RESERVE_SLACK = 3


def line(path) -> list:
    """The moves of ``path`` (generated moves, or moves as a line keeps them) as a line keeps them:
    ``(kind, a, b)``, the first three fields."""
    return [m[M_KIND:M_B + 1] for m in path]


class Abort(Exception):
    """A run stopped by a budget, the deadline or the depth limit (it proves nothing)."""


def wants(pool: list, prog: int) -> bool:
    """Whether a line of progress ``prog`` would go into ``pool`` (``offer``)."""
    return prog >= 0 and (len(pool) < POOL or prog > pool[-1][0])


def offer(pool: list, prog: int, path: list) -> None:
    """Keep the line ``path`` in the pool (of ``solver._Search`` or ``kernel.KernelSearch``) if it
    is among the POOL most progressing, as ``(progress, [(kind, a, b), …])``. Only lines with
    progress ≥ 0 (twice the cards home at least the cards left in the reserve) are kept; until one
    is found, prefix restarts run from the start. (Keeping every line from the first run on: 7 of
    the 32 deals undecided at 10 s won at 5 s, against 10 of 32 for this rule with another seed:
    no gain.)"""
    if not wants(pool, prog):
        return
    pool.append((prog, line(path)))
    pool.sort(key=lambda x: -x[0])
    del pool[POOL:]
