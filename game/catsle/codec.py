"""CATsle Builders: states and moves as JSON (the save format and what crosses to workers and phones).

``state_to_json`` / ``state_from_json`` make an exact round trip; ``state_from_json`` refuses every
position play cannot produce (``state_check``) with a ``ValueError`` naming the problem, and loads
views too. ``move_to_json`` writes the canonical move JSON of ARCHITECTURE.md; ``move_from_json``
raises ``ValueError`` for anything else. Pure Python.
"""
from __future__ import annotations

from typing import Any
from .rules import (
    Deal, PHASES, Play, Start, State, Take, _PLAYERS, _int_ok, _is_card,
)
from .state_check import check_state

__all__ = ["state_to_json", "state_from_json", "move_to_json", "move_from_json"]


def state_to_json(s: State) -> dict:
    """A JSON-able dict of ``s`` (a view keeps its hidden hands as null)."""
    return {
        "players": s.players,
        "hand_size": s.hand_size,
        "limits": list(s.limits),
        "bonus": list(s.bonus),
        "phase": s.phase,
        "round": s.round,
        "starter": s.starter,
        "hands": [None if h is None else list(h) for h in s.hands],
        "leader": s.leader,
        "trick": [[p, c] for p, c in s.trick],
        "pool": list(s.pool),
        "queue": list(s.queue),
        "ranking": list(s.ranking),
        "tableaux": [[list(col) for col in tab] for tab in s.tableaux],
        "history": [[[p, c] for p, c in t] for t in s.history],
        "finished": [list(r) for r in s.finished],
    }


def _j_int(v: Any, what: str, allow_none: bool = False) -> int | None:
    if v is None and allow_none:
        return None
    if not _int_ok(v):
        raise ValueError(f"catsle state: {what} must be an int, not {v!r}")
    return v


def _j_ints(v: Any, what: str) -> tuple[int, ...]:
    if not isinstance(v, list):
        raise ValueError(f"catsle state: {what} must be a list of ints")
    return tuple(_j_int(x, what) for x in v)


def _j_cards(v: Any, what: str) -> tuple[str, ...]:
    if not isinstance(v, list) or not all(_is_card(c) for c in v):
        raise ValueError(f"catsle state: {what} must be a list of cards, not {v!r}")
    return tuple(v)


def _j_plays(v: Any, what: str, players: int) -> tuple[tuple[int, str], ...]:
    if not isinstance(v, list):
        raise ValueError(f"catsle state: {what} must be a list of [player, card]")
    out = []
    for e in v:
        if not (isinstance(e, list) and len(e) == 2 and _int_ok(e[0]) and 0 <= e[0] < players and _is_card(e[1])):
            raise ValueError(f"catsle state: bad entry {e!r} in {what}")
        out.append((e[0], e[1]))
    return tuple(out)


_STATE_KEYS = {"players", "hand_size", "limits", "bonus", "phase", "round", "starter", "hands", "leader",
               "trick", "pool", "queue", "ranking", "tableaux", "history", "finished"}


def state_from_json(d: Any) -> State:
    """The state ``state_to_json`` wrote; ``ValueError`` naming the problem on a malformed dict or a
    position that play cannot produce (``game.catsle.state_check``). Views (hidden hands) load too."""
    if not isinstance(d, dict):
        raise ValueError("catsle state must be a JSON object")
    if set(d) != _STATE_KEYS:
        missing, extra = sorted(_STATE_KEYS - set(d)), sorted(map(str, set(d) - _STATE_KEYS))
        raise ValueError(f"catsle state keys: missing {missing}, unexpected {extra}")
    n = _j_int(d["players"], "players")
    if n not in _PLAYERS:
        raise ValueError(f"catsle state: players must be 3-5, not {n}")
    if not isinstance(d["phase"], str) or d["phase"] not in PHASES:
        raise ValueError(f"catsle state: unknown phase {d['phase']!r}")
    hands = d["hands"]
    if not isinstance(hands, list) or (hands and len(hands) != n):
        raise ValueError("catsle state: hands must be [] or one hand (or null) per player")
    hands_ = tuple(None if h is None else _j_cards(h, "a hand") for h in hands)
    tabs = d["tableaux"]
    if not isinstance(tabs, list) or len(tabs) != n or not all(isinstance(t, list) for t in tabs):
        raise ValueError(f"catsle state: tableaux must hold one list of columns per player ({n})")
    tableaux = tuple(tuple(_j_cards(col, "a column") for col in t) for t in tabs)
    if not isinstance(d["history"], list) or not isinstance(d["finished"], list):
        raise ValueError("catsle state: history and finished must be lists")
    s = State(
        players=n, hand_size=_j_int(d["hand_size"], "hand_size"),
        limits=_j_ints(d["limits"], "limits"), bonus=_j_ints(d["bonus"], "bonus"), phase=d["phase"],
        round=_j_int(d["round"], "round"), starter=_j_int(d["starter"], "starter", allow_none=True),
        hands=hands_, leader=_j_int(d["leader"], "leader"), trick=_j_plays(d["trick"], "trick", n),
        pool=_j_cards(d["pool"], "pool"), queue=_j_ints(d["queue"], "queue"),
        ranking=_j_ints(d["ranking"], "ranking"), tableaux=tableaux,
        history=tuple(_j_plays(t, "history", n) for t in d["history"]),
        finished=tuple(_j_ints(r, "finished") for r in d["finished"]),
    )
    check_state(s)
    return s


def move_to_json(m: Any) -> dict:
    """The canonical move JSON (a deal's hands sorted canonically)."""
    if isinstance(m, Start):
        return {"type": "start", "player": m.player}
    if isinstance(m, Deal):
        return {"type": "deal", "hands": [list(h) for h in m.hands]}
    if isinstance(m, Play):
        return {"type": "play", "card": m.card}
    if isinstance(m, Take):
        return {"type": "take", "card": m.card, "column": m.column}
    raise TypeError(f"not a CATsle move: {m!r}")


def _keys(d: dict, *keys: str) -> None:
    if set(d) != {"type", *keys}:
        raise ValueError(f"a CATsle {d.get('type')} move needs exactly {['type', *keys]}: {d!r}")


def move_from_json(d: Any):
    """The move of a move JSON dict; ValueError on anything malformed (legality is ``apply_move``'s job)."""
    if not isinstance(d, dict):
        raise ValueError(f"a CATsle move must be a JSON object, not {d!r}")
    kind = d.get("type")
    if not isinstance(kind, str):
        raise ValueError(f"a CATsle move type must be a string, not {kind!r}")
    if kind == "start":
        _keys(d, "player")
        if not _int_ok(d["player"]):
            raise ValueError(f"a player must be an int, not {d['player']!r}")
        return Start(d["player"])
    if kind == "deal":
        _keys(d, "hands")
        h = d["hands"]
        if not isinstance(h, list) or not all(isinstance(x, list) and all(isinstance(c, str) for c in x) for x in h):
            raise ValueError(f"deal hands must be a list of lists of cards: {d!r}")
        return Deal(tuple(tuple(x) for x in h))
    if kind == "play":
        _keys(d, "card")
        if not isinstance(d["card"], str):
            raise ValueError(f"a card must be a string, not {d['card']!r}")
        return Play(d["card"])
    if kind == "take":
        _keys(d, "card", "column")
        if not isinstance(d["card"], str) or not _int_ok(d["column"]):
            raise ValueError(f"a take needs a card string and an int column: {d!r}")
        return Take(d["card"], d["column"])
    raise ValueError(f"unknown CATsle move type {kind!r}")
