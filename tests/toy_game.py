"""Dice race: a tiny but complete game implementing the Kastell rules protocol.

Used by the core tests (Match, saves, the AI worker). 2-4 players. At the start
a chance step deals each player a secret number 1-6 (hidden from the others by
``view``). On a turn, a chance step rolls one die: a 1 loses the turn's points
and ends the turn; any other value is added to the turn's points (twice when it
equals the player's secret number), then the player chooses to ``bank`` (add the
turn's points to their score, end the turn) or ``roll`` again. The first to bank
``target`` points (default 20) wins; after ``max_turns`` turns the highest
score(s) win.
"""
from __future__ import annotations

import types
from dataclasses import dataclass, replace

from game.core import CHANCE, LEVELS, GameSpec, IllegalMove

NAME = "dice_race"
VERSION = 1

#: The description the cabinet lists (the tests register it as a fifth game, ``tests/toy_table.py``).
GAME = GameSpec(key="toy", name="Dice Race", title_key="game.toy", min_players=2, max_players=4,
                default_players=2, hidden_info=True, options=(("target", 20), ("max_turns", 200)))


# --------------------------------------------------------------------------- moves


@dataclass(frozen=True, order=True)
class Deal:
    """Chance: the secret number of every player."""

    secrets: tuple[int, ...]


@dataclass(frozen=True, order=True)
class Die:
    """Chance: the value of the rolled die."""

    value: int


@dataclass(frozen=True, order=True)
class Bank:
    pass


@dataclass(frozen=True, order=True)
class Roll:
    pass


BANK = Bank()
ROLL = Roll()


# --------------------------------------------------------------------------- state


@dataclass(frozen=True)
class State:
    players: int
    target: int
    max_turns: int
    secrets: tuple[int | None, ...] | None  # None until the deal
    banked: tuple[int, ...]
    to_move: int
    turn_total: int
    rolling: bool  # the next step is the chance roll for to_move
    turns: int  # turns completed
    last_roll: int | None
    over: bool


def new_game(players: int = 2, seed: int = 0, target: int = 20, max_turns: int = 200) -> State:
    if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 4:
        raise ValueError(f"dice race needs 2-4 players, not {players!r}")
    if isinstance(target, bool) or not isinstance(target, int) or target < 1:
        raise ValueError(f"target must be a positive int, not {target!r}")
    if isinstance(max_turns, bool) or not isinstance(max_turns, int) or max_turns < 1:
        raise ValueError(f"max_turns must be a positive int, not {max_turns!r}")
    return State(
        players=players, target=target, max_turns=max_turns, secrets=None,
        banked=(0,) * players, to_move=0, turn_total=0, rolling=True, turns=0,
        last_roll=None, over=False,
    )


def current_player(state: State) -> int | None:
    if state.over:
        return None
    if state.secrets is None or state.rolling:
        return CHANCE
    return state.to_move


def legal_moves(state: State) -> list:
    p = current_player(state)
    if p is None or p == CHANCE:
        return []
    return [BANK, ROLL]


def is_over(state: State) -> bool:
    return state.over


def sample_chance(state: State, rng) -> Deal | Die:
    if current_player(state) != CHANCE:
        raise IllegalMove("toy.not_chance_step", "This is not a chance step.")
    if state.secrets is None:
        return Deal(tuple(rng.randint(1, 6) for _ in range(state.players)))
    return Die(rng.randint(1, 6))


def _end_turn(state: State, **changes) -> State:
    turns = state.turns + 1
    return replace(
        state, turn_total=0, rolling=True, turns=turns,
        to_move=(state.to_move + 1) % state.players, over=turns >= state.max_turns, **changes,
    )


def apply_move(state: State, move) -> State:
    p = current_player(state)
    if p is None:
        raise IllegalMove("toy.game_over", "The game is over.")
    if p == CHANCE:
        if state.secrets is None:
            if not isinstance(move, Deal):
                raise IllegalMove("toy.deal_expected", "The secret numbers must be dealt first.")
            if len(move.secrets) != state.players or not all(
                isinstance(v, int) and 1 <= v <= 6 for v in move.secrets
            ):
                raise IllegalMove("toy.bad_deal", "A deal gives every player a number from 1 to 6.",
                                  players=state.players)
            return replace(state, secrets=tuple(move.secrets))
        if not isinstance(move, Die):
            raise IllegalMove("toy.roll_expected", "The die must be rolled first.")
        if isinstance(move.value, bool) or not isinstance(move.value, int) or not 1 <= move.value <= 6:
            raise IllegalMove("toy.bad_die", "A die shows 1 to 6.", value=move.value)
        if move.value == 1:
            return _end_turn(state, last_roll=1)
        gain = move.value * (2 if state.secrets[state.to_move] == move.value else 1)
        return replace(state, turn_total=state.turn_total + gain, rolling=False, last_roll=move.value)
    if isinstance(move, Roll):
        return replace(state, rolling=True)
    if isinstance(move, Bank):
        banked = list(state.banked)
        banked[p] += state.turn_total
        new = _end_turn(state, banked=tuple(banked))
        return replace(new, over=True) if banked[p] >= state.target else new
    raise IllegalMove("toy.not_a_decision", "Choose to bank or to roll.", move=repr(move))


def scores(state: State) -> list[int]:
    return list(state.banked)


def winners(state: State) -> list[int]:
    if not state.over:
        return []
    reached = [i for i, b in enumerate(state.banked) if b >= state.target]
    if reached:
        return reached
    best = max(state.banked)
    return [i for i, b in enumerate(state.banked) if b == best]


def view(state: State, player: int) -> State:
    if state.secrets is None:
        return state
    return replace(state, secrets=tuple(s if i == player else None for i, s in enumerate(state.secrets)))


# --------------------------------------------------------------------------- JSON


def state_to_json(state: State) -> dict:
    return {
        "players": state.players, "target": state.target,
        "max_turns": state.max_turns,
        "secrets": None if state.secrets is None else list(state.secrets),
        "banked": list(state.banked), "to_move": state.to_move, "turn_total": state.turn_total,
        "rolling": state.rolling, "turns": state.turns, "last_roll": state.last_roll,
        "over": state.over,
    }


def state_from_json(d: dict) -> State:
    secrets = d["secrets"]
    state = State(
        players=int(d["players"]), target=int(d["target"]),
        max_turns=int(d["max_turns"]),
        secrets=None if secrets is None else tuple(secrets),
        banked=tuple(int(b) for b in d["banked"]), to_move=int(d["to_move"]),
        turn_total=int(d["turn_total"]), rolling=bool(d["rolling"]), turns=int(d["turns"]),
        last_roll=d["last_roll"], over=bool(d["over"]),
    )
    if len(state.banked) != state.players or (secrets is not None and len(secrets) != state.players):
        raise ValueError("dice race state: per-player lists must have one entry per player")
    return state


def move_to_json(move) -> dict:
    if isinstance(move, Deal):
        return {"type": "deal", "secrets": list(move.secrets)}
    if isinstance(move, Die):
        return {"type": "die", "value": move.value}
    if isinstance(move, Bank):
        return {"type": "bank"}
    if isinstance(move, Roll):
        return {"type": "roll"}
    raise TypeError(f"not a dice race move: {move!r}")


def move_from_json(d: dict):
    kind = d["type"]
    if kind == "deal":
        if not isinstance(d["secrets"], list):
            raise ValueError("deal secrets must be a list")
        return Deal(tuple(d["secrets"]))
    if kind == "die":
        return Die(d["value"])
    if kind == "bank":
        return BANK
    if kind == "roll":
        return ROLL
    raise ValueError(f"unknown dice race move type {kind!r}")


# --------------------------------------------------------------------------- AI


def _choose_move(view_state: State, level: str, rng):
    """Exactly one draw from ``rng`` per decision, at every level."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}")
    me = current_player(view_state)
    if me is None or me == CHANCE:
        raise IllegalMove("toy.not_a_player_turn", "No player is to move.", actor=me)
    x = rng.random()
    if view_state.banked[me] + view_state.turn_total >= view_state.target:
        return BANK
    if level == "easy":
        return BANK if x < 0.4 else ROLL
    if level == "normal":
        return BANK if view_state.turn_total >= 6 + int(x * 5) else ROLL
    lead = max(b for i, b in enumerate(view_state.banked) if i != me) - view_state.banked[me]
    threshold = max(6, min(20, 10 + lead // 4 + (1 if x < 0.3 else 0)))
    return BANK if view_state.turn_total >= threshold else ROLL


ai = types.SimpleNamespace(choose_move=_choose_move)
