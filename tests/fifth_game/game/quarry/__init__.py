"""Quarry: a tiny complete game of the Kastell rules protocol, the tests' fifth game.

2-4 builders share a quarry of stones (15 by default). At the start a chance step gives each builder a
secret favourite number, 1 to 3 (hidden from the others by ``view``). On a turn a builder takes 1, 2
or 3 stones; taking exactly one's favourite number earns a bonus stone (counted, not taken from the
quarry). Whoever takes the last stone wins; after that the stones count only for the high scores.
"""
from __future__ import annotations

import types
from dataclasses import dataclass, replace

from game.core import CHANCE, LEVELS, GameSpec, IllegalMove

NAME = "quarry"
VERSION = 1

GAME = GameSpec(key="quarry", name="Quarry", title_key="game.quarry", min_players=2, max_players=4,
                default_players=2, hidden_info=True, options=(("stones", 15),))


@dataclass(frozen=True, order=True)
class Deal:
    """Chance: every builder's secret favourite number."""

    favourites: tuple[int, ...]


@dataclass(frozen=True, order=True)
class Take:
    """Take ``count`` stones (1-3) from the quarry."""

    count: int


@dataclass(frozen=True)
class State:
    players: int
    stones: int                               # left in the quarry
    favourites: tuple[int | None, ...] | None  # None until the deal; others' hidden in a view
    taken: tuple[int, ...]                    # stones (and bonus stones) per builder
    to_move: int
    last: int | None                          # who took the last stone: the winner


def new_game(players: int = 2, seed: int = 0, stones: int = 15) -> State:
    if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 4:
        raise ValueError(f"quarry needs 2-4 players, not {players!r}")
    if isinstance(stones, bool) or not isinstance(stones, int) or not 1 <= stones <= 99:
        raise ValueError(f"stones must be 1-99, not {stones!r}")
    return State(players, stones, None, (0,) * players, 0, None)


def is_over(state: State) -> bool:
    return state.stones == 0


def current_player(state: State) -> int | None:
    if is_over(state):
        return None
    return CHANCE if state.favourites is None else state.to_move


def legal_moves(state: State) -> list:
    p = current_player(state)
    if p is None or p == CHANCE:
        return []
    return [Take(n) for n in range(1, min(3, state.stones) + 1)]


def sample_chance(state: State, rng) -> Deal:
    if current_player(state) != CHANCE:
        raise IllegalMove("quarry.not_chance_step", "This is not a chance step.")
    return Deal(tuple(rng.randint(1, 3) for _ in range(state.players)))


def apply_move(state: State, move) -> State:
    p = current_player(state)
    if p is None:
        raise IllegalMove("quarry.game_over", "The game is over.")
    if p == CHANCE:
        if not isinstance(move, Deal) or len(move.favourites) != state.players \
                or not all(isinstance(v, int) and 1 <= v <= 3 for v in move.favourites):
            raise IllegalMove("quarry.bad_deal", "A deal gives every builder a number from 1 to 3.")
        return replace(state, favourites=tuple(move.favourites))
    if not isinstance(move, Take) or isinstance(move.count, bool) or not isinstance(move.count, int):
        raise IllegalMove("quarry.not_a_take", "Take 1, 2 or 3 stones.")
    if not 1 <= move.count <= min(3, state.stones):
        raise IllegalMove("quarry.too_many", "There are not that many stones.", count=move.count)
    taken = list(state.taken)
    taken[p] += move.count + (1 if state.favourites[p] == move.count else 0)
    stones = state.stones - move.count
    return replace(state, stones=stones, taken=tuple(taken), to_move=(p + 1) % state.players,
                   last=p if stones == 0 else None)


def scores(state: State) -> list[int]:
    return list(state.taken)


def winners(state: State) -> list[int]:
    return [state.last] if is_over(state) else []


def view(state: State, player: int) -> State:
    if state.favourites is None:
        return state
    return replace(state, favourites=tuple(v if i == player else None for i, v in enumerate(state.favourites)))


def state_to_json(state: State) -> dict:
    return {"players": state.players, "stones": state.stones,
            "favourites": None if state.favourites is None else list(state.favourites),
            "taken": list(state.taken), "to_move": state.to_move, "last": state.last}


def state_from_json(d: dict) -> State:
    favourites = d["favourites"]
    state = State(int(d["players"]), int(d["stones"]), None if favourites is None else tuple(favourites),
                  tuple(int(t) for t in d["taken"]), int(d["to_move"]), d["last"])
    if len(state.taken) != state.players:
        raise ValueError("quarry state: one count of stones per builder")
    return state


def move_to_json(move) -> dict:
    if isinstance(move, Deal):
        return {"type": "deal", "favourites": list(move.favourites)}
    if isinstance(move, Take):
        return {"type": "take", "count": move.count}
    raise TypeError(f"not a quarry move: {move!r}")


def move_from_json(d: dict):
    if d["type"] == "deal":
        return Deal(tuple(d["favourites"]))
    if d["type"] == "take":
        if isinstance(d["count"], bool) or not isinstance(d["count"], int):
            raise ValueError("a take's count is a number")
        return Take(d["count"])
    raise ValueError(f"unknown quarry move type {d['type']!r}")


def _choose_move(view_state: State, level: str, rng):
    """One draw from ``rng`` per decision, at every level: the hard builder leaves a multiple of four."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}")
    moves = legal_moves(view_state)
    if not moves:
        raise IllegalMove("quarry.not_a_player_turn", "No builder is to move.")
    x = rng.random()
    if level == "hard" and view_state.stones % 4:
        return Take(view_state.stones % 4)
    return moves[int(x * len(moves))]


ai = types.SimpleNamespace(choose_move=_choose_move)
