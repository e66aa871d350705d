"""Castro: what a position must satisfy to be reachable by play (used by ``state_from_json``).

``check_state(s)`` raises ``ValueError`` naming the first problem; it returns
nothing for a position that the rules can produce. It checks what follows
from the rules, not only shapes:

- every player's 15 roofs are placed, put aside or in the supply;
- roofs are used one per turn in seat order from the starter, so the roofs
  used per player follow from the total (a supply that turn order cannot
  produce is refused), and nothing happens before the start;
- the turn's dice: five sorted dice after a roll, none before; kept dice are
  dice of the current roll, none on the first roll, no roll after the fifth;
  ``seen`` lists only categories of earlier rolls of this turn;
- an immediate winner really has four on top in a line or a roof in all three
  yatzy stacks, was the last to place, and nobody else has such a win; without
  a winner nobody has one (the game would have ended).

Pure Python; no I/O.
"""
from __future__ import annotations

from .board import CATEGORIES, combos
from .rules import MAX_ROLLS, ROOFS, State, _has_subset, _line_wins, _used, _yatzy_win

__all__ = ["check_state"]


def _fail(problem: str) -> None:
    raise ValueError(f"castro state: {problem}")


def _check_roofs(s: State) -> None:
    for p in range(s.players):
        placed = sum(st.count(p) for st in s.stacks)
        if s.supply[p] < 0 or s.discarded[p] < 0:
            _fail(f"player {p} has a negative supply or discard count")
        if placed + s.discarded[p] + s.supply[p] != ROOFS:
            _fail(f"player {p} must have {ROOFS} roofs in all (placed {placed} + put aside "
                  f"{s.discarded[p]} + supply {s.supply[p]})")


def _check_turn_order(s: State) -> None:
    if s.starter is None:
        if (s.rolls or s.kept is not None or s.dice or s.seen or any(s.stacks) or s.winner is not None
                or any(s.discarded) or any(v != ROOFS for v in s.supply)):
            _fail("nothing can have happened before the start")
        return
    used = _used(s)
    n = s.players
    for p in range(n):
        # the players from the starter on have had one more turn than the others
        expected = used // n + (1 if (p - s.starter) % n < used % n else 0)
        if ROOFS - s.supply[p] != expected:
            _fail(f"turn order cannot produce these supplies: after {used} roofs in all, player {p} "
                  f"has used {ROOFS - s.supply[p]}, not {expected}")


def _check_dice(s: State) -> None:
    if not 0 <= s.rolls <= MAX_ROLLS:
        _fail(f"rolls must be 0-{MAX_ROLLS}, not {s.rolls}")
    if len(s.dice) != (MAX_ROLLS if s.rolls else 0) or list(s.dice) != sorted(s.dice):
        _fail("dice must be five sorted values after a roll, none before")
    if any(not 1 <= v <= 6 for v in s.dice):
        _fail("a die shows 1 to 6")
    if s.kept is not None:
        if s.rolls >= MAX_ROLLS:
            _fail("no roll can be pending after the fifth roll")
        if s.rolls == 0 and s.kept:
            _fail("the first roll of a turn keeps no dice")
        if len(s.kept) >= MAX_ROLLS or list(s.kept) != sorted(s.kept) or not _has_subset(s.kept, s.dice):
            _fail("kept dice must be at most four sorted dice of the current roll")
    if len(set(s.seen)) != len(s.seen) or list(s.seen) != sorted(s.seen, key=CATEGORIES.index):
        _fail("seen must list categories once each, in category order")
    earlier_rolls = s.rolls - (0 if s.kept is not None else 1)
    if s.seen and earlier_rolls < 1:
        _fail("seen holds categories although no earlier roll was made this turn")
    if s.kept is not None and s.rolls and not combos(s.dice, s.straight) <= set(s.seen):
        _fail("the categories of the roll before a pending roll must be in seen")
    if (s.starter is not None and sum(s.supply) == 0) or s.winner is not None:
        if s.rolls or s.kept is not None or s.seen:
            _fail("a finished game has no dice in play")


def _check_winner(s: State) -> None:
    winners = [p for p in range(s.players) if _line_wins(s, p) or _yatzy_win(s, p)]
    if s.winner is None:
        if winners:
            _fail(f"player {winners[0]} has a winning position, so the game would be over")
        return
    if winners != [s.winner]:
        _fail(f"player {s.winner} is named the winner, but the winning positions are {winners}")
    last = (s.starter + _used(s) - 1) % s.players
    if last != s.winner:
        _fail(f"player {s.winner} is named the winner but did not place the last roof")


def check_state(s: State) -> None:
    """Raise ``ValueError`` naming the problem unless ``s`` can arise in play."""
    _check_roofs(s)
    _check_turn_order(s)
    _check_dice(s)
    if s.starter is not None:
        _check_winner(s)
