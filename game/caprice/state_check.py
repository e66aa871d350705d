"""Caprice: what a position must satisfy to be reachable by play (used by ``state_from_json``).

``check_state(s)`` raises ``ValueError`` naming the first problem. It works on
views too (hidden tiles and orders are None). What it checks follows from the
rules:

- towers of at most 4 discs, at most 6 discs of a type on the board;
- the phase against the board: nothing before the draw; building goes on only
  while fewer than five towers are full and a disc can still be placed (full
  towers in the place phase are refused); ordering starts only when building
  is done; in the move phase the disc just placed is the top of its spot;
- whose turn it is: each turn places one disc, player 0 first, so the builder
  follows from the number of discs on the board;
- the red marker on the top disc of its spot, never on the disc just placed;
- tiles: four per player, at most two of a type per player, at most five of a
  type in all; orders only while ordering (or over), each a permutation of
  its player's tiles.

Pure Python; no I/O.
"""
from __future__ import annotations

from collections import Counter

from .rules import (
    DISCS, DISCS_PER_TYPE, HAND, HEIGHT, MAX_SAME, PHASES, SPOTS, TILES, TILES_PER_TYPE, State,
    _building_done,
)

__all__ = ["check_state"]


def _fail(problem: str) -> None:
    raise ValueError(f"caprice state: {problem}")


def _check_board(s: State) -> None:
    if len(s.towers) != SPOTS:
        _fail(f"the board has {SPOTS} spots, not {len(s.towers)}")
    if any(len(t) > HEIGHT for t in s.towers):
        _fail(f"a tower holds at most {HEIGHT} discs")
    counts = Counter(d for t in s.towers for d in t)
    if any(d not in DISCS for d in counts):
        _fail(f"discs are {'/'.join(DISCS)}")
    over = [d for d in DISCS if counts[d] > DISCS_PER_TYPE]
    if over:
        _fail(f"there are only {DISCS_PER_TYPE} {over[0]} discs")


def _check_phase(s: State) -> None:
    n = s.players
    if s.phase not in PHASES:
        _fail(f"unknown phase {s.phase!r}")
    if not 0 <= s.turn < n:
        _fail(f"turn must be a player 0-{n - 1}, not {s.turn}")
    discs = sum(len(t) for t in s.towers)
    if s.phase == "draw":
        if discs or s.tiles is not None or s.turn or s.placed is not None or s.marker or s.orders:
            _fail("nothing has happened before the draw")
        return
    if s.tiles is None:
        _fail(f"the tiles are drawn before phase {s.phase}")
    if s.phase == "place":
        if _building_done(s.towers):
            _fail("building is over (five full towers, or nothing left to place): the phase must be order")
        turns = discs
    else:
        if discs == 0:
            _fail(f"phase {s.phase} needs a disc on the board")
        turns = discs - 1
    if s.turn != turns % n:
        _fail(f"after {turns} turn(s) it is player {turns % n}'s turn to build, not player {s.turn}'s")
    if s.phase == "move":
        if s.placed is None or not s.towers[s.placed]:
            _fail("the move phase needs the spot the disc was just placed on")
        before = s.towers[:s.placed] + (s.towers[s.placed][:-1],) + s.towers[s.placed + 1:]
        if _building_done(before):
            _fail("no disc could have been placed: building was already over")
    elif s.placed is not None:
        _fail(f"placed names a spot only in the move phase, not in phase {s.phase}")
    if s.phase in ("order", "over") and not _building_done(s.towers):
        _fail("tiles are ordered only when building is over (five full towers)")
    if s.marker is not None:
        spot, level = s.marker
        if not 0 <= spot < SPOTS or level != len(s.towers[spot]) - 1:
            _fail("the red marker must sit on the top disc of a spot")
        if s.phase == "move" and spot == s.placed:
            _fail("a disc placed on the marked disc frees it: the marker cannot be on the spot just placed on")
        if discs < 2:
            _fail("a disc carries the marker only after a move, which needs two discs")


def _check_tiles(s: State) -> None:
    n = s.players
    if s.tiles is None:
        return
    if len(s.tiles) != n:
        _fail(f"tiles must hold one hand (or null) per player ({n})")
    total: Counter = Counter()
    for p, hand in enumerate(s.tiles):
        if hand is None:
            continue
        if len(hand) != HAND or any(t not in TILES for t in hand) or tuple(hand) != tuple(sorted(hand)):
            _fail(f"player {p} holds {HAND} sorted tiles of {'/'.join(TILES)}")
        mine = Counter(hand)
        if max(mine.values()) > MAX_SAME:
            _fail(f"player {p} holds more than {MAX_SAME} tiles of one type")
        total += mine
    over = [t for t in TILES if total[t] > TILES_PER_TYPE]
    if over:
        _fail(f"the bag holds only {TILES_PER_TYPE} {over[0]} tiles")
    if s.phase in ("draw", "place", "move") and s.orders:
        _fail("nobody orders tiles while building")
    if (s.phase == "order" and len(s.orders) >= n) or (s.phase == "over" and len(s.orders) != n):
        _fail(f"{len(s.orders)} orders do not fit phase {s.phase} with {n} players")
    for p, order in enumerate(s.orders):
        if order is None:
            continue
        hand = s.tiles[p]
        if len(order) != HAND or (hand is not None and sorted(order) != sorted(hand)):
            _fail(f"player {p}'s order must use exactly their {HAND} tiles")


def check_state(s: State) -> None:
    """Raise ``ValueError`` naming the problem unless ``s`` can arise in play."""
    if s.players not in (2, 3, 4):
        _fail(f"players must be 2-4, not {s.players}")
    _check_board(s)
    _check_phase(s)
    _check_tiles(s)
