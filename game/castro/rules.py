"""Castro: the rules (state, moves, the protocol and the helpers the UI and AI use).

2–4 players, 15 roofs each, 5 dice, the 6×6 board of ``game.castro.board``
(RULES.md, "Castro (seed 000)"). The game opens with a chance ``Start`` (the
starting player). A turn: the player ``Roll``s keeping nothing, a chance
``Dice`` step rolls the dice; after roll r (1–5) the player rolls again
(keeping 0–4 of the current dice, r < 5) or ``Place``s a roof on a field whose
category the current (last) roll satisfies and whose stack holds at most 5 − r
roofs (a stack of 5 is locked). With nothing to place after the 5th roll the
player must ``Discard`` a roof. Immediate win for the placer: four own roofs on
top in a line of four, or an own roof anywhere in the stacks of all three
yatzy fields. Otherwise the game ends after 15 rounds; each roof on top scores
its height.

Every refused move raises ``IllegalMove`` with a stable ``castro.*`` code (see
``ERROR_CODES``); ``placement_error`` gives the error of a tap on a field
without raising.

Castro hides nothing on the table, but the dice to come are secret: a state
holds no seed (the match keeps it), so no view lets anyone foresee a roll.
``state_from_json`` refuses every position play cannot produce
(``game.castro.state_check``).
"""
from __future__ import annotations

from dataclasses import replace
from itertools import combinations
from typing import Any

from game.core import CHANCE, IllegalMove
from game.records import record

from .board import (
    CATEGORIES, FIELDS, LINES, PAIR_CATEGORIES, PAIR_FIELD, STRAIGHT_OPTIONS, YATZY_FIELDS, combos,
    field_category, is_field,
)

__all__ = [
    "NAME", "VERSION", "ROOFS", "MAX_ROLLS", "OPTIONS", "ERROR_CODES",
    "State", "Start", "Roll", "Dice", "Place", "Discard", "DISCARD",
    "new_game", "current_player", "legal_moves", "sample_chance", "apply_move", "is_over",
    "scores", "winners", "view",
    "legal_fields", "max_height", "top_owner", "stack", "supply", "roll_number", "dice", "kept",
    "round_number", "winning_line", "placement_error", "move_error", "turn_categories",
]

NAME = "castro"
VERSION = 1
ROOFS = 15
MAX_ROLLS = 5
#: The options of ``new_game`` and their allowed values (the first is the default).
OPTIONS: dict[str, tuple[str, ...]] = {"straight": STRAIGHT_OPTIONS}

#: Every code ``apply_move`` may raise, with the params it passes.
ERROR_CODES: dict[str, tuple[str, ...]] = {
    "castro.game_over": (),
    "castro.not_your_turn": ("player", "current"),
    "castro.waiting_for_dice": (),
    "castro.not_chance_step": (),
    "castro.not_a_move": ("move",),
    "castro.bad_player": ("player", "players"),
    "castro.wrong_dice_count": ("expected", "got"),
    "castro.bad_die": ("value",),
    "castro.must_roll_first": (),
    "castro.first_roll_all_dice": (),
    "castro.no_rolls_left": (),
    "castro.keep_not_in_dice": ("keep", "dice"),
    "castro.keep_all_five": (),
    "castro.unknown_field": ("field",),
    "castro.stack_locked": ("field",),
    "castro.last_roll_counts": ("category", "field"),
    "castro.wrong_pair_field": ("value", "field", "asked"),
    "castro.not_satisfied": ("category", "field"),
    "castro.fifth_roll_empty_only": ("height",),
    "castro.too_high": ("rolls", "max_height", "height"),
    "castro.discard_while_rolls_left": ("rolls_left",),
    "castro.discard_but_can_place": ("count",),
}

_INDEX = {f: i for i, f in enumerate(FIELDS)}
_CATEGORIES = tuple(field_category(f) for f in FIELDS)


# --------------------------------------------------------------------------- moves


def _sorted_tuple(values: Any) -> tuple:
    values = tuple(values)
    try:
        return tuple(sorted(values))
    except TypeError:
        return values


@record
class Start:
    """Chance, the game's first step: ``player`` begins (stands for "highest die roll")."""

    player: int


@record
class Roll:
    """Roll the dice, keeping ``keep`` (die values, stored ascending; () on the first roll)."""

    keep: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "keep", _sorted_tuple(self.keep))


@record
class Dice:
    """Chance: the values of the rerolled dice (stored ascending)."""

    values: tuple[int, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "values", _sorted_tuple(self.values))


@record
class Place:
    """Put a roof on ``field`` = ``(row, col)``."""

    field: tuple[int, int]

    def __post_init__(self) -> None:
        if isinstance(self.field, list):
            object.__setattr__(self, "field", tuple(self.field))


@record
class Discard:
    """Put a roof aside (only after the 5th roll, when no field is legal)."""


DISCARD = Discard()


# --------------------------------------------------------------------------- state


@record(order=False)
class State:
    """A Castro position.

    - ``stacks``: 36 tuples, one per field in ``FIELDS`` order (row by row),
      each the owners of its roofs bottom → top;
    - ``supply`` / ``discarded``: roofs left / put aside, per player;
    - ``starter``: who began (None before the ``Start`` chance step); the
      player to move follows from it and the roofs used so far;
    - ``rolls``: rolls made this turn (0–5); ``dice``: the current (last) roll,
      sorted (() before the first roll);
    - ``kept``: the dice held for the pending chance roll, or None when no roll
      is pending;
    - ``seen``: categories earlier rolls of this turn satisfied (sorted), only
      to explain "only the last roll counts";
    - ``winner``: the immediate winner, else None.
    """

    players: int
    straight: str
    stacks: tuple[tuple[int, ...], ...]
    supply: tuple[int, ...]
    discarded: tuple[int, ...]
    starter: int | None = None
    rolls: int = 0
    dice: tuple[int, ...] = ()
    kept: tuple[int, ...] | None = None
    seen: tuple[str, ...] = ()
    winner: int | None = None


def new_game(players: int = 2, seed: int = 0, **options: Any) -> State:
    """A new game for 2–4 players. Option ``straight``: ``"five"`` (default) or ``"four"``."""
    if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 4:
        raise ValueError(f"Castro is played by 2 to 4 players, not {players!r}")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"the seed must be an int, not {seed!r}")
    unknown = set(options) - set(OPTIONS)
    if unknown:
        raise ValueError(f"unknown Castro option(s): {', '.join(sorted(map(str, unknown)))}; known: straight")
    straight = options.get("straight", OPTIONS["straight"][0])
    if straight not in OPTIONS["straight"]:
        raise ValueError(f"option straight must be one of {OPTIONS['straight']}, not {straight!r}")
    return State(
        players=players, straight=straight, stacks=((),) * len(FIELDS),
        supply=(ROOFS,) * players, discarded=(0,) * players,
    )


# --------------------------------------------------------------------------- questions


def stack(s: State, field: tuple[int, int]) -> tuple[int, ...]:
    """The owners of the roofs on ``field``, bottom → top."""
    return s.stacks[_INDEX[tuple(field)]]


def top_owner(s: State, field: tuple[int, int]) -> int | None:
    """The owner of the top roof of ``field``, or None when it is empty."""
    st = stack(s, field)
    return st[-1] if st else None


def supply(s: State, player: int) -> int:
    """Roofs ``player`` still has to place."""
    return s.supply[player]


def roll_number(s: State) -> int:
    """Rolls made in the current turn (0 before the first, 1–5 after)."""
    return s.rolls


def dice(s: State) -> tuple[int, ...]:
    """The current (last) roll, sorted; () before the turn's first roll."""
    return s.dice


def kept(s: State) -> tuple[int, ...] | None:
    """The dice held for the pending roll (the chance step), or None when no roll is pending."""
    return s.kept


def turn_categories(s: State) -> set[str]:
    """The categories the current roll satisfies (empty before the first roll)."""
    return combos(s.dice, s.straight) if s.rolls else set()


def _used(s: State) -> int:
    return ROOFS * s.players - sum(s.supply)


def round_number(s: State) -> int:
    """The round being played, 1–15 (15 once the game is over)."""
    return min(_used(s) // s.players + 1, ROOFS)


def max_height(roll: int) -> int:
    """How many roofs a stack may hold to be built on after roll ``roll`` (1–5): 5 − roll."""
    if isinstance(roll, bool) or not isinstance(roll, int) or not 1 <= roll <= MAX_ROLLS:
        raise ValueError(f"a roll number is 1-5, not {roll!r}")
    return MAX_ROLLS - roll


def is_over(s: State) -> bool:
    return s.winner is not None or (s.starter is not None and sum(s.supply) == 0)


def _to_move(s: State) -> int:
    return (s.starter + _used(s)) % s.players


def current_player(s: State) -> int | None:
    """CHANCE before the start and while dice are rolling, None when over, else the player."""
    if is_over(s):
        return None
    if s.starter is None or s.kept is not None:
        return CHANCE
    return _to_move(s)


def _line_wins(s: State, player: int) -> list[tuple[tuple[int, int], ...]]:
    return [line for line in LINES if all(top_owner(s, f) == player for f in line)]


def _yatzy_win(s: State, player: int) -> bool:
    return all(player in stack(s, f) for f in YATZY_FIELDS)


def winning_line(s: State) -> tuple[tuple[int, int], ...]:
    """The fields of the immediate win, for highlighting; () when nobody won that way.

    A line win gives its four fields (several lines at once: all their fields,
    sorted); a yatzy win gives the three yatzy fields.
    """
    if s.winner is None:
        return ()
    lines = _line_wins(s, s.winner)
    if len(lines) == 1:
        return lines[0]
    if lines:
        return tuple(sorted({f for line in lines for f in line}))
    return YATZY_FIELDS if _yatzy_win(s, s.winner) else ()


def scores(s: State) -> list[int]:
    """Per player: the heights of the stacks they top (the final score; during the game, points so far)."""
    out = [0] * s.players
    for st in s.stacks:
        if st:
            out[st[-1]] += len(st)
    return out


def winners(s: State) -> list[int]:
    """The immediate winner, or (at the end) everyone with the top score; [] while playing."""
    if s.winner is not None:
        return [s.winner]
    if not is_over(s):
        return []
    sc = scores(s)
    best = max(sc)
    return [p for p, v in enumerate(sc) if v == best]


def view(s: State, player: int) -> State:
    """Castro has no secrets: everyone sees everything."""
    return s


# --------------------------------------------------------------------------- checking moves


def _placement_error(s: State, field: Any) -> IllegalMove | None:
    """Why a roof may not go on ``field`` now (the player's decision phase assumed)."""
    if s.rolls == 0:
        return IllegalMove("castro.must_roll_first", "Roll the dice first.")
    if not is_field(field):
        return IllegalMove("castro.unknown_field", f"There is no field {field!r}.", field=repr(field))
    height = len(stack(s, field))
    if height >= MAX_ROLLS:
        return IllegalMove(
            "castro.stack_locked", "A stack of five roofs is locked: nobody can build on it.", field=field,
        )
    category = field_category(field)
    have = combos(s.dice, s.straight)
    if category not in have:
        if category in s.seen:
            return IllegalMove(
                "castro.last_roll_counts",
                f"Only the last roll counts: an earlier roll had {category}, this one does not.",
                category=category, field=field,
            )
        pairs = sorted(int(c[4]) for c in have if c in PAIR_CATEGORIES)
        if category in PAIR_CATEGORIES and pairs:
            value = pairs[-1]
            return IllegalMove(
                "castro.wrong_pair_field",
                f"Each pair has its own field: a pair of {value}s goes on field {list(PAIR_FIELD[value])}.",
                value=value, field=PAIR_FIELD[value], asked=int(category[4]),
            )
        return IllegalMove(
            "castro.not_satisfied", f"The roll does not make {category}.", category=category, field=field,
        )
    limit = max_height(s.rolls)
    if height > limit:
        if s.rolls == MAX_ROLLS:
            return IllegalMove(
                "castro.fifth_roll_empty_only", "After the fifth roll only an empty field may be built on.",
                height=height,
            )
        return IllegalMove(
            "castro.too_high",
            f"After roll {s.rolls} a roof may go on at most {limit} roofs; this stack has {height}.",
            rolls=s.rolls, max_height=limit, height=height,
        )
    return None


def _phase_error(s: State, chance: bool) -> IllegalMove | None:
    if is_over(s):
        return IllegalMove("castro.game_over", "The game is over.")
    waiting = current_player(s) == CHANCE
    if chance and not waiting:
        return IllegalMove("castro.not_chance_step", "It is a player's turn, not a chance step.")
    if not chance and waiting:
        return IllegalMove("castro.waiting_for_dice", "Wait for the dice.")
    return None


def placement_error(s: State, field: tuple[int, int]) -> IllegalMove | None:
    """The ``IllegalMove`` that placing on ``field`` now would raise, or None if it is legal."""
    field = tuple(field) if isinstance(field, list) else field
    return _phase_error(s, chance=False) or _placement_error(s, field)


def legal_fields(s: State) -> list[tuple[int, int]]:
    """The fields a roof may go on now (row by row); [] when the player cannot place."""
    if current_player(s) in (None, CHANCE) or s.rolls == 0:
        return []
    have = combos(s.dice, s.straight)  # the same answers as _placement_error, faster
    limit = max_height(s.rolls)
    return [f for f, cat, st in zip(FIELDS, _CATEGORIES, s.stacks) if cat in have and len(st) <= limit]


def _has_subset(values: tuple, pool: tuple) -> bool:
    rest = list(pool)
    for v in values:
        if v not in rest:
            return False
        rest.remove(v)
    return True


def _chance_error(s: State, move: Start | Dice) -> IllegalMove | None:
    """Why a chance outcome (who starts, the dice rolled) cannot be taken now, or None."""
    err = _phase_error(s, chance=True)
    if err:
        return err
    if isinstance(move, Start):
        if s.starter is not None:
            return IllegalMove("castro.not_chance_step", "The game has already started.")
        if isinstance(move.player, bool) or not isinstance(move.player, int) or not 0 <= move.player < s.players:
            return IllegalMove(
                "castro.bad_player", f"There is no player {move.player!r}.", player=repr(move.player),
                players=s.players,
            )
        return None
    if s.starter is None:
        return IllegalMove("castro.not_chance_step", "The game starts with the starting player, not dice.")
    expected = MAX_ROLLS - len(s.kept)
    if len(move.values) != expected:
        return IllegalMove(
            "castro.wrong_dice_count", f"{expected} dice are rolled, not {len(move.values)}.",
            expected=expected, got=len(move.values),
        )
    for v in move.values:
        if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= 6:
            return IllegalMove("castro.bad_die", f"A die shows 1 to 6, not {v!r}.", value=repr(v))
    return None


def _roll_error(s: State, move: Roll) -> IllegalMove | None:
    """Why the player to move may not roll again keeping `move.keep`, or None."""
    for v in move.keep:
        if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= 6:
            return IllegalMove("castro.bad_die", f"A die shows 1 to 6, not {v!r}.", value=repr(v))
    if s.rolls >= MAX_ROLLS:
        return IllegalMove("castro.no_rolls_left", "All five rolls are used: place a roof or put one aside.")
    if s.rolls == 0 and move.keep:
        return IllegalMove("castro.first_roll_all_dice", "The first roll of a turn rolls all five dice.")
    if len(move.keep) == MAX_ROLLS and _has_subset(move.keep, s.dice):
        return IllegalMove("castro.keep_all_five", "Keeping all five dice is not a roll: place a roof instead.")
    if not _has_subset(move.keep, s.dice):
        return IllegalMove(
            "castro.keep_not_in_dice", f"Only dice of the current roll {list(s.dice)} can be kept.",
            keep=list(move.keep), dice=list(s.dice),
        )
    return None


def move_error(s: State, move: Any, player: int | None = None) -> IllegalMove | None:
    """The ``IllegalMove`` that ``apply_move(s, move)`` would raise, or None.

    With ``player`` (the seat that asks, e.g. a tap in the UI), a player move
    by someone else than the player to move gives ``castro.not_your_turn``.
    """
    if isinstance(move, (Start, Dice)):
        return _chance_error(s, move)
    if not isinstance(move, (Roll, Place, Discard)):
        if is_over(s):
            return IllegalMove("castro.game_over", "The game is over.")
        return IllegalMove("castro.not_a_move", "That is not a Castro move.", move=repr(move))
    err = _phase_error(s, chance=False)
    if err:
        return err
    if player is not None and player != _to_move(s):
        return IllegalMove(
            "castro.not_your_turn", f"It is player {_to_move(s)}'s turn.", player=player, current=_to_move(s),
        )
    if isinstance(move, Roll):
        return _roll_error(s, move)
    if isinstance(move, Place):
        return _placement_error(s, move.field)
    # Discard
    if s.rolls < MAX_ROLLS:
        return IllegalMove(
            "castro.discard_while_rolls_left", "A roof may only be put aside after the fifth roll.",
            rolls_left=MAX_ROLLS - s.rolls,
        )
    count = len(legal_fields(s))
    if count:
        return IllegalMove(
            "castro.discard_but_can_place", "A roof fits on the board, so it may not be put aside.", count=count,
        )
    return None


# --------------------------------------------------------------------------- playing


def legal_moves(s: State) -> list:
    """The player's moves: placements (row by row), then rolls (by kept dice), then discard.

    [] at chance steps and when the game is over.
    """
    if current_player(s) in (None, CHANCE):
        return []
    if s.rolls == 0:
        return [Roll(())]
    moves: list = [Place(f) for f in legal_fields(s)]
    if s.rolls < MAX_ROLLS:
        keeps = {k for n in range(MAX_ROLLS) for k in combinations(s.dice, n)}
        moves += [Roll(k) for k in sorted(keeps)]
    elif not moves:
        moves.append(DISCARD)
    return moves


def sample_chance(s: State, rng) -> Start | Dice:
    """The chance outcome drawn from ``rng``: the starting player, or the rolled dice."""
    if current_player(s) != CHANCE:
        raise IllegalMove("castro.not_chance_step", "This is not a chance step.")
    if s.starter is None:
        return Start(rng.randrange(s.players))
    return Dice(tuple(rng.randint(1, 6) for _ in range(MAX_ROLLS - len(s.kept))))


def apply_move(s: State, move: Any) -> State:
    """The state after ``move`` (pure). Raises ``IllegalMove`` for an illegal move."""
    err = move_error(s, move)
    if err is not None:
        raise err
    if isinstance(move, Start):
        return replace(s, starter=move.player)
    if isinstance(move, Dice):
        return replace(s, dice=tuple(sorted(s.kept + move.values)), kept=None, rolls=s.rolls + 1)
    if isinstance(move, Roll):
        seen = s.seen
        if s.rolls:
            seen = tuple(sorted(set(seen) | combos(s.dice, s.straight), key=CATEGORIES.index))
        return replace(s, kept=move.keep, seen=seen)
    p = _to_move(s)
    supply_ = s.supply[:p] + (s.supply[p] - 1,) + s.supply[p + 1:]
    after = replace(s, supply=supply_, rolls=0, dice=(), kept=None, seen=())
    if isinstance(move, Discard):
        return replace(after, discarded=s.discarded[:p] + (s.discarded[p] + 1,) + s.discarded[p + 1:])
    i = _INDEX[move.field]
    after = replace(after, stacks=s.stacks[:i] + (s.stacks[i] + (p,),) + s.stacks[i + 1:])
    if _line_wins(after, p) or _yatzy_win(after, p):
        after = replace(after, winner=p)
    return after
