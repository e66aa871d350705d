"""Castro: states and moves as JSON (the save format and what crosses to workers and phones).

``state_to_json`` / ``state_from_json`` make an exact round trip; ``state_from_json`` refuses every
position play cannot produce (``state_check``) with a ``ValueError`` naming the problem, and loads
views too. ``move_to_json`` writes the canonical move JSON of ARCHITECTURE.md; ``move_from_json``
raises ``ValueError`` for anything else. Pure Python.
"""
from __future__ import annotations

from typing import Any
from .board import CATEGORIES, SIZE, STRAIGHT_OPTIONS, is_field
from .rules import DISCARD, MAX_ROLLS, ROOFS, Dice, Discard, Place, Roll, Start, State
from .state_check import check_state

__all__ = ["state_to_json", "state_from_json", "move_to_json", "move_from_json"]


def state_to_json(s: State) -> dict:
    return {
        "players": s.players,
        "options": {"straight": s.straight},
        "stacks": [[list(s.stacks[r * SIZE + c]) for c in range(SIZE)] for r in range(SIZE)],
        "supply": list(s.supply),
        "discarded": list(s.discarded),
        "starter": s.starter,
        "rolls": s.rolls,
        "dice": list(s.dice),
        "kept": None if s.kept is None else list(s.kept),
        "seen": list(s.seen),
        "winner": s.winner,
    }


def _int(v: Any, what: str, lo: int, hi: int, none: bool = False) -> int | None:
    if v is None and none:
        return None
    if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
        raise ValueError(f"castro state: {what} must be an int {lo}-{hi}{' or null' if none else ''}, not {v!r}")
    return v


def _ints(v: Any, what: str, lo: int, hi: int, max_len: int) -> tuple[int, ...]:
    if not isinstance(v, list) or len(v) > max_len:
        raise ValueError(f"castro state: {what} must be a list of at most {max_len} ints")
    return tuple(_int(x, what, lo, hi) for x in v)


def state_from_json(d: Any) -> State:
    """The state ``state_to_json`` wrote; ``ValueError`` naming the problem on a malformed dict or
    a position that play cannot produce (``game.castro.state_check``)."""
    if not isinstance(d, dict):
        raise ValueError("a castro state must be a JSON object")
    keys = {"players", "options", "stacks", "supply", "discarded", "starter", "rolls", "dice", "kept",
            "seen", "winner"}
    if set(d) != keys:
        raise ValueError(f"castro state keys must be {sorted(keys)}, got {sorted(map(str, d))}")
    players = _int(d["players"], "players", 2, 4)
    options = d["options"]
    if (not isinstance(options, dict) or set(options) != {"straight"} or not isinstance(options["straight"], str)
            or options["straight"] not in STRAIGHT_OPTIONS):
        raise ValueError(f"castro state: options must be {{'straight': one of {STRAIGHT_OPTIONS}}}, not {options!r}")
    rows = d["stacks"]
    if not isinstance(rows, list) or len(rows) != SIZE or any(not isinstance(r, list) or len(r) != SIZE for r in rows):
        raise ValueError("castro state: stacks must be 6 rows of 6 stacks")
    stacks = tuple(_ints(st, "a stack", 0, players - 1, MAX_ROLLS) for row in rows for st in row)
    supply_ = _ints(d["supply"], "supply", 0, ROOFS, players)
    discarded = _ints(d["discarded"], "discarded", 0, ROOFS, players)
    if len(supply_) != players or len(discarded) != players:
        raise ValueError("castro state: supply and discarded need one entry per player")
    seen = d["seen"]
    if not isinstance(seen, list) or any(not isinstance(c, str) or c not in CATEGORIES for c in seen):
        raise ValueError("castro state: seen must be a list of categories")
    s = State(
        players=players, straight=options["straight"], stacks=stacks, supply=supply_, discarded=discarded,
        starter=_int(d["starter"], "starter", 0, players - 1, none=True),
        rolls=_int(d["rolls"], "rolls", 0, MAX_ROLLS), dice=_ints(d["dice"], "dice", 1, 6, MAX_ROLLS),
        kept=None if d["kept"] is None else _ints(d["kept"], "kept", 1, 6, MAX_ROLLS - 1),
        seen=tuple(seen), winner=_int(d["winner"], "winner", 0, players - 1, none=True),
    )
    check_state(s)
    return s


def move_to_json(m: Any) -> dict:
    if isinstance(m, Start):
        return {"type": "start", "player": m.player}
    if isinstance(m, Roll):
        return {"type": "roll", "keep": list(m.keep)}
    if isinstance(m, Dice):
        return {"type": "dice", "values": list(m.values)}
    if isinstance(m, Place):
        return {"type": "place", "field": list(m.field)}
    if isinstance(m, Discard):
        return {"type": "discard"}
    raise TypeError(f"not a Castro move: {m!r}")


def _json_dice(v: Any, what: str, max_len: int) -> tuple[int, ...]:
    if not isinstance(v, list) or len(v) > max_len:
        raise ValueError(f"castro move: {what} must be a list of at most {max_len} die values")
    for x in v:
        if isinstance(x, bool) or not isinstance(x, int) or not 1 <= x <= 6:
            raise ValueError(f"castro move: {what} holds {x!r}, not a die value 1-6")
    return tuple(sorted(v))


_FIELDS_OF_TYPE = {"start": {"player"}, "roll": {"keep"}, "dice": {"values"}, "place": {"field"}, "discard": set()}


def move_from_json(d: Any):
    """The move of a move JSON dict; ValueError naming the problem on anything else.

    Die values may come in any order (they are a multiset); ``move_to_json``
    writes them ascending.
    """
    if not isinstance(d, dict):
        raise ValueError(f"a Castro move must be a JSON object, not {d!r}")
    kind = d.get("type")
    if not isinstance(kind, str) or kind not in _FIELDS_OF_TYPE:
        raise ValueError(f"unknown Castro move type {kind!r}; one of {', '.join(_FIELDS_OF_TYPE)}")
    want = _FIELDS_OF_TYPE[kind] | {"type"}
    if set(d) != want:
        raise ValueError(f"a Castro {kind} move needs exactly the keys {sorted(want)}, got {sorted(map(str, d))}")
    if kind == "start":
        p = d["player"]
        if isinstance(p, bool) or not isinstance(p, int) or not 0 <= p < 4:
            raise ValueError(f"castro move: start player must be an int 0-3, not {p!r}")
        return Start(p)
    if kind == "roll":
        return Roll(_json_dice(d["keep"], "keep", MAX_ROLLS - 1))
    if kind == "dice":
        values = _json_dice(d["values"], "values", MAX_ROLLS)
        if not values:
            raise ValueError("castro move: dice values must hold 1 to 5 dice")
        return Dice(values)
    if kind == "place":
        f = d["field"]
        if not isinstance(f, list) or not is_field(tuple(f)):
            raise ValueError(f"castro move: field must be [row, col] with 0-{SIZE - 1} each, not {f!r}")
        return Place(tuple(f))
    return DISCARD
