"""Castile: states and moves as JSON (the save format and what crosses to workers and phones).

``state_to_json`` / ``state_from_json`` make an exact round trip; ``state_from_json`` refuses every
position play cannot produce (``state_check``) with a ``ValueError`` naming the problem, and loads
views too. ``move_to_json`` writes the canonical move JSON of ARCHITECTURE.md; ``move_from_json``
raises ``ValueError`` for anything else. Pure Python.
"""
from __future__ import annotations

from typing import Any
from .rules import (
    Move, RESIGN, Resign, State, _PILE_SET, _piles_from,
)
from .state_check import check_state

__all__ = ["state_to_json", "state_from_json", "move_to_json", "move_from_json"]


def state_to_json(s: State) -> dict:
    return {
        "tableau": [list(p) for p in s.tableau],
        "reserve": [list(p) for p in s.reserve],
        "foundations": [list(p) for p in s.foundations],
        "deal": s.deal,
        "resigned": s.resigned,
    }


def _json_int(v, what: str, allow_none: bool = False):
    if v is None and allow_none:
        return None
    if isinstance(v, bool) or not isinstance(v, int):
        raise ValueError(f"castile state: {what} must be an int{' or null' if allow_none else ''}, not {v!r}")
    return v


_STATE_KEYS = {"tableau", "reserve", "foundations", "deal", "resigned"}


def state_from_json(d: Any) -> State:
    """The state ``state_to_json`` wrote; ``ValueError`` naming the problem on a malformed dict or a
    position that play cannot produce (``game.castile.state_check``)."""
    if not isinstance(d, dict):
        raise ValueError("castile state must be a JSON object")
    if set(d) != _STATE_KEYS:
        missing, extra = sorted(_STATE_KEYS - set(d)), sorted(map(str, set(d) - _STATE_KEYS))
        raise ValueError(f"castile state keys: missing {missing}, unexpected {extra}")
    resigned = d["resigned"]
    if not isinstance(resigned, bool):
        raise ValueError(f"castile state: resigned must be true or false, not {resigned!r}")
    s = State(
        tableau=_piles_from(d["tableau"], 8, "tableau"), reserve=_piles_from(d["reserve"], 4, "reserve"),
        foundations=_piles_from(d["foundations"], 4, "foundations"),
        deal=_json_int(d["deal"], "deal", allow_none=True), resigned=resigned,
    )
    check_state(s)
    return s


def move_to_json(m) -> dict:
    if isinstance(m, Resign):
        return {"type": "resign"}
    if isinstance(m, Move):
        return {"type": "move", "from": m.src, "to": m.dst}
    raise TypeError(f"not a Castile move: {m!r}")


def move_from_json(d: dict):
    """The move of a move JSON dict; ValueError on anything else."""
    if not isinstance(d, dict):
        raise ValueError(f"a Castile move must be a JSON object, not {d!r}")
    kind = d.get("type")
    if kind == "resign":
        if set(d) != {"type"}:
            raise ValueError(f"a resign move has no other fields: {d!r}")
        return RESIGN
    if kind == "move":
        if set(d) != {"type", "from", "to"}:
            raise ValueError(f"a Castile move needs exactly 'type', 'from' and 'to': {d!r}")
        src, dst = d["from"], d["to"]
        for pile in (src, dst):
            if not isinstance(pile, str) or pile not in _PILE_SET:
                raise ValueError(f"unknown Castile pile {pile!r}")
        return Move(src, dst)
    raise ValueError(f"unknown Castile move type {kind!r}")
