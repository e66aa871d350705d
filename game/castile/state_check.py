"""Castile Solitaire: what a position must satisfy to be reachable by play (used by ``state_from_json``).

``check_state(s)`` raises ``ValueError`` naming the first problem:

- the 52 cards once each, every foundation a run of one suit from the ace up
  (``rules._validate_layout``, shared with ``new_game(layout=…)``);
- a numbered deal: cards only ever leave a reserve pile from the top, so each
  reserve pile is the bottom part of its dealt pile; a tableau pile is the
  bottom part of its dealt pile with a built run on it (each card one rank
  lower than the one below; a king first on an emptied pile);
- a game is not both won and given up.

Castile has no hidden information: its deal number is public (the player
chose it or sees it), so views may carry it.

Pure Python; no I/O.
"""
from __future__ import annotations

from .deal import deal_layout
from .rules import State, _validate_layout, is_won, rank_of

__all__ = ["check_state"]


def _fail(problem: str) -> None:
    raise ValueError(f"castile state: {problem}")


def _built_on(base: tuple[str, ...], added: tuple[str, ...]) -> bool:
    """Whether ``added`` can have been built, card by card, onto a pile ending in ``base``."""
    below = base[-1] if base else None
    for card in added:
        if below is None:
            if rank_of(card) != 13:
                return False
        elif rank_of(card) != rank_of(below) - 1:
            return False
        below = card
    return True


def _check_deal(s: State) -> None:
    if s.deal < 0:
        _fail(f"a deal number is >= 0, not {s.deal}")
    dealt = deal_layout(s.deal)
    for i, (now, then) in enumerate(zip(s.reserve, dealt["reserve"])):
        if tuple(then[:len(now)]) != tuple(now):
            _fail(f"reserve pile {i} can only lose cards from the top of deal {s.deal}'s pile")
    for i, (now, then) in enumerate(zip(s.tableau, dealt["tableau"])):
        kept = 0
        while kept < min(len(now), len(then)) and now[kept] == then[kept]:
            kept += 1
        if not _built_on(tuple(now[:kept]), tuple(now[kept:])):
            _fail(f"tableau pile {i} is not deal {s.deal}'s pile with a run built on it")


def check_state(s: State) -> None:
    """Raise ``ValueError`` naming the problem unless ``s`` can arise in play."""
    _validate_layout(s.tableau, s.reserve, s.foundations)
    if s.deal is not None:
        _check_deal(s)
    if s.resigned and is_won(s):
        _fail("a won game cannot have been given up")
