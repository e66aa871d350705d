"""Caprice: states and moves as JSON (the save format and what crosses to workers and phones).

``state_to_json`` / ``state_from_json`` make an exact round trip; ``state_from_json`` refuses every
position play cannot produce (``state_check``) with a ``ValueError`` naming the problem, and loads
views too. ``move_to_json`` writes the canonical move JSON of ARCHITECTURE.md; ``move_from_json``
raises ``ValueError`` for anything else. Pure Python.
"""
from __future__ import annotations

from typing import Any
from .rules import (
    DISCS, Draw, HAND, Move, Order, PHASES, Place, SKIP, SPOTS, Skip, State, _PLAYERS, _spot_ok,
)
from .state_check import check_state

__all__ = ["state_to_json", "state_from_json", "move_to_json", "move_from_json"]


def state_to_json(s: State) -> dict:
    """A JSON-able dict of ``s`` (a view keeps its hidden parts as null)."""
    return {
        "players": s.players,
        "phase": s.phase,
        "turn": s.turn,
        "towers": [list(t) for t in s.towers],
        "tiles": None if s.tiles is None else [None if h is None else list(h) for h in s.tiles],
        "placed": s.placed,
        "marker": None if s.marker is None else list(s.marker),
        "orders": [None if o is None else list(o) for o in s.orders],
    }


def _int(v: Any, what: str, allow_none: bool = False) -> int | None:
    if v is None and allow_none:
        return None
    if isinstance(v, bool) or not isinstance(v, int):
        raise ValueError(f"caprice state: {what} must be an int{' or null' if allow_none else ''}, not {v!r}")
    return v


def _names(v: Any, what: str, count: int | None = None) -> tuple[str, ...]:
    if not isinstance(v, list) or not all(isinstance(x, str) and x in DISCS for x in v):
        raise ValueError(f"caprice state: {what} must be a list of {'/'.join(DISCS)}, not {v!r}")
    if count is not None and len(v) != count:
        raise ValueError(f"caprice state: {what} must hold {count} entries")
    return tuple(v)


_STATE_KEYS = {"players", "phase", "turn", "towers", "tiles", "placed", "marker", "orders"}


def state_from_json(d: Any) -> State:
    """The state ``state_to_json`` wrote; ``ValueError`` naming the problem on a malformed dict or a
    position that play cannot produce (``game.caprice.state_check``). Views (hidden tiles) load too."""
    if not isinstance(d, dict):
        raise ValueError("caprice state must be a JSON object")
    if set(d) != _STATE_KEYS:
        missing, extra = sorted(_STATE_KEYS - set(d)), sorted(map(str, set(d) - _STATE_KEYS))
        raise ValueError(f"caprice state keys: missing {missing}, unexpected {extra}")
    players = _int(d["players"], "players")
    if players not in _PLAYERS:
        raise ValueError(f"caprice state: players must be 2-4, not {players}")
    if not isinstance(d["phase"], str) or d["phase"] not in PHASES:
        raise ValueError(f"caprice state: unknown phase {d['phase']!r}")
    if not isinstance(d["towers"], list) or len(d["towers"]) != SPOTS:
        raise ValueError(f"caprice state: towers must be a list of {SPOTS} towers")
    towers_ = tuple(_names(t, f"tower {i}") for i, t in enumerate(d["towers"]))
    hands = d["tiles"]
    if hands is not None:
        if not isinstance(hands, list) or len(hands) != players:
            raise ValueError("caprice state: tiles must be null or one hand (or null) per player")
        hands = tuple(None if h is None else _names(h, f"tiles of player {p}", HAND) for p, h in enumerate(hands))
    placed = _int(d["placed"], "placed", allow_none=True)
    if placed is not None and not _spot_ok(placed):
        raise ValueError(f"caprice state: placed spot {placed} out of range")
    mark = d["marker"]
    if mark is not None:
        if not isinstance(mark, list) or len(mark) != 2:
            raise ValueError("caprice state: marker must be null or [spot, level]")
        mark = (_int(mark[0], "marker spot"), _int(mark[1], "marker level"))
    if not isinstance(d["orders"], list) or len(d["orders"]) > players:
        raise ValueError("caprice state: orders must be a list of at most one order per player")
    orders_ = tuple(None if o is None else _names(o, "an order", HAND) for o in d["orders"])
    s = State(players=players, towers=towers_, tiles=hands, phase=d["phase"], turn=_int(d["turn"], "turn"),
              placed=placed, marker=mark, orders=orders_)
    check_state(s)
    return s


def move_to_json(m: Any) -> dict:
    """The canonical move JSON (a draw's hands sorted)."""
    if isinstance(m, Draw):
        return {"type": "draw", "tiles": [sorted(h) for h in m.tiles]}
    if isinstance(m, Place):
        return {"type": "place", "disc": m.disc, "spot": m.spot}
    if isinstance(m, Move):
        return {"type": "move", "from": m.src, "to": m.dst}
    if isinstance(m, Skip):
        return {"type": "skip"}
    if isinstance(m, Order):
        return {"type": "order", "tiles": list(m.tiles)}
    raise TypeError(f"not a Caprice move: {m!r}")


def _keys(d: dict, *keys: str) -> None:
    if set(d) != {"type", *keys}:
        raise ValueError(f"a Caprice {d.get('type')} move needs exactly {['type', *keys]}: {d!r}")


def _json_spot(v: Any) -> int:
    if isinstance(v, bool) or not isinstance(v, int):
        raise ValueError(f"a spot must be an int, not {v!r}")
    return v


def _json_strs(v: Any, what: str) -> tuple[str, ...]:
    if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
        raise ValueError(f"{what} must be a list of strings, not {v!r}")
    return tuple(v)


def move_from_json(d: Any):
    """The move of a move JSON dict; ValueError on anything malformed.

    Only shapes are checked here; whether the move is legal is ``apply_move``'s job.
    """
    if not isinstance(d, dict):
        raise ValueError(f"a Caprice move must be a JSON object, not {d!r}")
    kind = d.get("type")
    if not isinstance(kind, str):
        raise ValueError(f"a Caprice move type must be a string, not {kind!r}")
    if kind == "draw":
        _keys(d, "tiles")
        if not isinstance(d["tiles"], list):
            raise ValueError(f"draw tiles must be a list of hands: {d!r}")
        return Draw(tuple(tuple(sorted(_json_strs(h, "a hand"))) for h in d["tiles"]))
    if kind == "place":
        _keys(d, "disc", "spot")
        if not isinstance(d["disc"], str):
            raise ValueError(f"a disc must be a string, not {d['disc']!r}")
        return Place(d["disc"], _json_spot(d["spot"]))
    if kind == "move":
        _keys(d, "from", "to")
        return Move(_json_spot(d["from"]), _json_spot(d["to"]))
    if kind == "skip":
        _keys(d)
        return SKIP
    if kind == "order":
        _keys(d, "tiles")
        return Order(_json_strs(d["tiles"], "order tiles"))
    raise ValueError(f"unknown Caprice move type {kind!r}")
