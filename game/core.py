"""The shared core of Kastell's rules layer.

This module owns the pieces every game package (``game.castro``, ``game.catsle``,
``game.caprice``, ``game.castile``) and the scenes share:

- ``CHANCE`` (the actor of a chance step) and ``LEVELS`` (the AI levels);
- ``IllegalMove``: the one error the rules raise for a refused move, with a
  stable ``code``, an English ``reason`` for logs and ``params`` for the UI's
  translation;
- seeded random generators: ``chance_rng(seed)`` for a match's chance draws and
  ``seat_rng(seed, seat)`` for each AI seat, so that swapping a human for an AI
  never changes the dice or the deal;
- the agents (``HumanAgent``, ``AIAgent``) and the match driver ``Match``: the
  rules state, the seats, the history of applied moves, saves and replays;
- ``play_match`` (AI on every seat, to the end) and ``random_agent_move`` (the
  uniform "random player" baseline) for tests and the bench.

Secrets stay secret: the match keeps the seed and the chance generator; no
rules state holds them. ``view(state, p)`` and its JSON carry nothing from
which another seat's secrets follow (no seed, no generator state, no counter
that identifies a deal). AI seats and the worker receive views only, plus
their own seat's generator, which is derived from (seed, seat) by SHA-512 and
so tells nothing about the chance draws (the tables pick 63-bit seeds, too
many to try out). Saves keep the seed: a save is the operator's, not a guest's.

Pure Python: it never imports pygame, does no I/O at import time and never
touches the global ``random`` state; every random draw comes from an explicit,
seeded ``random.Random``.
"""
from __future__ import annotations

import copy
import random
from types import ModuleType
from typing import Any, Callable, ClassVar, Iterator

from game.records import record

__all__ = [
    "GameSpec",
    "lazy_exports",
    "CHANCE",
    "LEVELS",
    "IllegalMove",
    "chance_rng",
    "seat_rng",
    "Agent",
    "HumanAgent",
    "AIAgent",
    "AIRequest",
    "Match",
    "play_match",
    "random_agent_move",
]

#: ``current_player(state)`` at a chance step (dice, deals, tile draws).
CHANCE = -1


@record(order=False)
class GameSpec:
    """One game's description, exported by its package as ``GAME``: everything the cabinet needs to
    list it and set it up, and nothing about drawing it.

    - ``key``: the package's name (``"castro"``), used in saves, setups and the command line;
    - ``name``: the game's name, a proper noun shown as it is in every language;
    - ``title_key``: the translation key of how screens introduce it;
    - ``min_players`` / ``max_players`` / ``default_players``;
    - ``hidden_info``: whether seats hold secrets (hot-seat play needs the privacy screen);
    - ``options``: ``new_game``'s options with their defaults, as ``(name, default)`` pairs.
    """

    key: str
    name: str
    title_key: str
    min_players: int
    max_players: int
    default_players: int
    hidden_info: bool
    options: tuple = ()

    def __post_init__(self) -> None:
        if not 1 <= self.min_players <= self.default_players <= self.max_players:
            raise ValueError(f"{self.key}: players {self.min_players} <= {self.default_players} <= "
                             f"{self.max_players} must hold")

#: The AI levels every game's ``ai.choose_move`` accepts.
LEVELS = ("easy", "normal", "hard")


# --------------------------------------------------------------------------- errors


def _rebuild_illegal_move(cls, code, reason, params):
    return cls(code, reason, **params)


class IllegalMove(ValueError):
    """A move the rules refuse.

    ``IllegalMove(code, reason, **params)``:

    - ``code``: a stable identifier such as ``"castro.fifth_roll_empty_only"``;
      the UI looks its translation up by this code;
    - ``reason``: an English sentence for logs (``str(e)`` gives it);
    - ``params``: the values the translated text needs (``{"rolls": 2}``).

    It is a ``ValueError`` and it pickles, so it can cross the boundary of the
    AI worker process unchanged.
    """

    def __init__(self, code: str, reason: str, **params: Any) -> None:
        super().__init__(code, reason)
        self.code = str(code)
        self.reason = str(reason)
        self.params = dict(params)

    def __str__(self) -> str:
        return self.reason

    def __repr__(self) -> str:
        extra = "".join(f", {k}={v!r}" for k, v in self.params.items())
        return f"{type(self).__name__}({self.code!r}, {self.reason!r}{extra})"

    def __reduce__(self):
        return (_rebuild_illegal_move, (type(self), self.code, self.reason, dict(self.params)))


# --------------------------------------------------------------------------- seeds


def _check_seed(seed: Any) -> int:
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise TypeError(f"a seed must be an int, not {type(seed).__name__}")
    return seed


def chance_rng(seed: int) -> random.Random:
    """The generator a match draws its chance outcomes from: ``random.Random(seed)``.

    Seeding with an int is stable across Python versions, so a seed written in a
    bug report keeps reproducing the same dice and deals.
    """
    return random.Random(_check_seed(seed))


def seat_rng(seed: int, seat: int) -> random.Random:
    """The AI generator of one seat, derived deterministically from (seed, seat).

    Seeded with a string (hashed with SHA-512 by ``random``, stable across
    Python versions), independent of ``chance_rng(seed)`` and of the other seats.
    """
    _check_seed(seed)
    if isinstance(seat, bool) or not isinstance(seat, int) or seat < 0:
        raise ValueError(f"a seat must be an int >= 0, not {seat!r}")
    return random.Random(f"kastell:{seed}:{seat}")


# --------------------------------------------------------------------------- agents


class Agent:
    """Who sits on a seat. Agents hold no logic: the Match asks the game's AI."""

    is_human: ClassVar[bool] = False
    kind: ClassVar[str] = ""
    name: str | None
    level: str | None

    def to_json(self) -> dict:
        return {"kind": self.kind, "level": self.level, "name": self.name}


@record(order=False)
class HumanAgent(Agent):
    """A seat played by a person (through the UI, or a test driving the Match)."""

    name: str | None = None
    is_human: ClassVar[bool] = True
    kind: ClassVar[str] = "human"

    @property
    def level(self) -> None:  # type: ignore[override]
        return None


@record(order=False)
class AIAgent(Agent):
    """A seat played by the game's AI at ``level`` ("easy", "normal" or "hard")."""

    level: str = "normal"  # type: ignore[assignment]
    name: str | None = None
    is_human: ClassVar[bool] = False
    kind: ClassVar[str] = "ai"

    def __post_init__(self) -> None:
        if self.level not in LEVELS:
            raise ValueError(f"AI level must be one of {LEVELS}, not {self.level!r}")


@record(order=False)
class AIRequest:
    """Everything an AI worker needs to think about one decision.

    ``ply`` is the history length when the request was made: ``Match.finish_ai``
    refuses a result that no longer fits the match (a stale request).
    ``rng_state`` is ``getstate()`` of the seat's generator; the worker returns
    the advanced state so the parent stays in step with a synchronous game.
    """

    seat: int
    ply: int
    module_name: str
    view_json: dict
    level: str
    rng_state: tuple


# --------------------------------------------------------------------------- match


def _game_name(module: ModuleType) -> str:
    name = getattr(module, "NAME", None)
    if isinstance(name, str) and name:
        return name
    return module.__name__.rpartition(".")[2]


def _game_version(module: ModuleType) -> int:
    version = getattr(module, "VERSION", 1)
    return version if isinstance(version, int) and not isinstance(version, bool) else 1


class Match:
    """One game being played: the rules state, the seats and the history.

    The match draws chance outcomes only from ``chance_rng`` and each AI seat
    thinks only with its own ``seat_rngs[seat]``. Every chance step in the
    history advances ``chance_rng`` by exactly one ``sample_chance`` call, also
    when the outcome was applied from outside (a test, typed-in café dice, a
    replayed save): so the dice only depend on the seed and the chance steps
    so far, whoever sits on the seats, and a loaded save continues with the same
    dice as the original game would have.
    """

    def __init__(
        self,
        module: ModuleType,
        seats: list[Agent],
        seed: int = 0,
        options: dict | None = None,
        game_name: str | None = None,
    ) -> None:
        seats = list(seats)
        if not seats:
            raise ValueError("a match needs at least one seat")
        for i, agent in enumerate(seats):
            if not isinstance(agent, Agent):
                raise TypeError(f"seat {i} must be an Agent, not {type(agent).__name__}")
        if options is None:
            options = {}
        if not isinstance(options, dict) or not all(isinstance(k, str) for k in options):
            raise TypeError("options must be a dict with str keys")
        self.module = module
        self.module_name: str = module.__name__
        self.game_name: str = game_name or _game_name(module)
        self.version: int = _game_version(module)
        self.seed: int = _check_seed(seed)
        self.options: dict = copy.deepcopy(options)
        self.seats: list[Agent] = seats
        self.state = module.new_game(players=len(seats), seed=seed, **copy.deepcopy(options))
        self.moves: list = []
        #: ``actors[i]`` is who made ``moves[i]`` (CHANCE or a seat index).
        self.actors: list[int] = []
        self.chance_rng: random.Random = chance_rng(seed)
        self.seat_rngs: list[random.Random] = [seat_rng(seed, i) for i in range(len(seats))]
        #: ``states_before[i]`` is the state ``moves[i]`` was made in, kept once ``keep_states`` was
        #: called (a table that takes moves back, see ``truncated``; states are immutable, so this
        #: holds one reference per move)
        self.states_before: list | None = None

    def __repr__(self) -> str:
        return (
            f"Match({self.game_name!r}, seed={self.seed}, seats={len(self.seats)}, "
            f"moves={len(self.moves)}, actor={self.actor()})"
        )

    # -- questions about the current state

    def _status(self) -> tuple:
        """(current_player, is_over) of the current state, computed once per state.

        States are immutable (``apply_move`` is pure), so the answers can be kept
        until the state object changes; scenes ask every frame."""
        cached = self.__dict__.get("_status_cache")
        if cached is None or cached[0] is not self.state:
            cached = (self.state, self.module.current_player(self.state), bool(self.module.is_over(self.state)))
            self.__dict__["_status_cache"] = cached
        return cached[1], cached[2]

    def actor(self) -> int | None:
        """``current_player(state)``: CHANCE, a seat index, or None when over."""
        return self._status()[0]

    def is_over(self) -> bool:
        return self._status()[1]

    def needs_human(self) -> bool:
        """True when the current actor is a human seat."""
        p = self.actor()
        return p is not None and p != CHANCE and self.seats[p].is_human

    def needs_ai(self) -> bool:
        """True when the current actor is an AI seat."""
        p = self.actor()
        return p is not None and p != CHANCE and not self.seats[p].is_human

    def legal_moves(self) -> list:
        return self.module.legal_moves(self.state)

    def scores(self) -> list[int]:
        return self.module.scores(self.state)

    def winners(self) -> list[int]:
        return self.module.winners(self.state)

    def chance_moves(self) -> list:
        """The moves of the history that were chance outcomes."""
        return [m for m, a in zip(self.moves, self.actors) if a == CHANCE]

    # -- applying moves

    def apply(self, move):
        """Apply ``move`` for the current actor and return the new state.

        ``module.apply_move`` validates it: an ``IllegalMove`` propagates
        unchanged and leaves the state, the history and every generator as they
        were. A chance outcome applied from outside still advances the chance
        generator by one draw (see the class docstring).
        """
        before = self.state
        actor = self.module.current_player(before)
        new_state = self.module.apply_move(before, move)
        if actor == CHANCE:
            self.module.sample_chance(before, self.chance_rng)  # keep the stream in step
        self._record(actor, move, new_state)
        return new_state

    def step_chance(self):
        """Sample the chance outcome with the match's generator and apply it."""
        if self.actor() != CHANCE:
            raise RuntimeError(f"step_chance called when the actor is {self.actor()!r}, not CHANCE")
        saved = self.chance_rng.getstate()
        move = self.module.sample_chance(self.state, self.chance_rng)
        try:
            new_state = self.module.apply_move(self.state, move)
        except Exception:
            self.chance_rng.setstate(saved)
            raise
        self._record(CHANCE, move, new_state)
        return new_state

    def _record(self, actor, move, new_state) -> None:
        if self.states_before is not None:
            self.states_before.append(self.state)
        self.state = new_state
        self.moves.append(move)
        self.actors.append(actor)

    # -- AI

    def _ai_seat(self) -> int:
        p = self.actor()
        if p is None or p == CHANCE:
            raise RuntimeError(f"no seat is to move (actor {p!r})")
        if self.seats[p].is_human:
            raise RuntimeError(f"seat {p} is a human seat, not an AI seat")
        return p

    def ai_view(self, seat: int | None = None):
        """``module.view(state, seat)``: what that seat (default: the actor) may know."""
        if seat is None:
            seat = self.actor()
            if seat is None or seat == CHANCE:
                raise RuntimeError(f"no seat is to move (actor {seat!r})")
        return self.module.view(self.state, seat)

    def choose_ai_move(self):
        """The AI seat to move chooses (synchronously) with its own generator."""
        seat = self._ai_seat()
        agent = self.seats[seat]
        return self.module.ai.choose_move(self.ai_view(seat), agent.level, self.seat_rngs[seat])

    def ai_request(self) -> AIRequest:
        """A request for an ``AIWorker`` (game.worker) for the AI seat to move."""
        seat = self._ai_seat()
        return AIRequest(
            seat=seat,
            ply=len(self.moves),
            module_name=self.module_name,
            view_json=self.module.state_to_json(self.ai_view(seat)),
            level=self.seats[seat].level,
            rng_state=self.seat_rngs[seat].getstate(),
        )

    def is_current(self, request: AIRequest) -> bool:
        """Whether ``request`` still fits the match (same ply, same seat to move)."""
        return request.ply == len(self.moves) and request.seat == self.actor()

    def finish_ai(self, request: AIRequest, move_json: dict, rng_state) -> Any:
        """Apply a worker's answer to ``request`` and adopt its advanced generator state."""
        if not self.is_current(request):
            raise RuntimeError(
                f"stale AI result: asked at ply {request.ply} for seat {request.seat}, "
                f"the match is at ply {len(self.moves)} with actor {self.actor()!r}"
            )
        move = self.module.move_from_json(move_json)
        new_state = self.apply(move)
        self.seat_rngs[request.seat].setstate(_as_rng_state(rng_state))
        return new_state

    def advance(self, max_steps: int = 100_000) -> int:
        """Play chance steps and AI moves until a human must act or the game is over.

        Returns the number of steps taken (at most ``max_steps``).
        """
        steps = 0
        while steps < max_steps:
            p = self.actor()
            if p is None:
                break
            if p == CHANCE:
                self.step_chance()
            elif self.seats[p].is_human:
                break
            else:
                self.apply(self.choose_ai_move())
            steps += 1
        return steps

    # -- saves and replays

    def to_save(self) -> dict:
        """The save / replay / bug report: a JSON-able dict (no code, no pickle)."""
        return {
            "game": self.game_name,
            "version": self.version,
            "options": copy.deepcopy(self.options),
            "seed": self.seed,
            "seats": [agent.to_json() for agent in self.seats],
            "moves": [self.module.move_to_json(m) for m in self.moves],
        }

    @classmethod
    def from_save(cls, d: Any, module: ModuleType, game_name: str | None = None) -> "Match":
        """Rebuild a match from ``to_save()`` output by replaying its moves.

        Chance outcomes come from the saved list (never resampled). The shapes
        are checked and any problem raises ``ValueError`` naming what is wrong.
        Nothing in the save is executed.
        """
        if not isinstance(d, dict):
            raise ValueError(f"malformed save: expected a JSON object, got {type(d).__name__}")
        missing = [k for k in ("game", "version", "options", "seed", "seats", "moves") if k not in d]
        if missing:
            raise ValueError(f"malformed save: missing key(s) {', '.join(missing)}")
        expected = game_name or _game_name(module)
        if d["game"] != expected:
            raise ValueError(f"save is for game {d['game']!r}, not {expected!r}")
        version = d["version"]
        if isinstance(version, bool) or not isinstance(version, int):
            raise ValueError(f"malformed save: 'version' must be an int, got {version!r}")
        if version != _game_version(module):
            raise ValueError(
                f"save was made with version {version} of {expected!r}; this is version "
                f"{_game_version(module)}"
            )
        options = d["options"]
        if not isinstance(options, dict) or not all(isinstance(k, str) for k in options):
            raise ValueError("malformed save: 'options' must be an object with string keys")
        seed = d["seed"]
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise ValueError(f"malformed save: 'seed' must be an int, got {seed!r}")
        seats = _seats_from_json(d["seats"])
        moves = d["moves"]
        if not isinstance(moves, list):
            raise ValueError("malformed save: 'moves' must be a list")
        try:
            match = cls(module, seats, seed=seed, options=options, game_name=game_name)
        except (TypeError, ValueError) as e:
            raise ValueError(f"save rejected by the game: cannot start it with these options: {e}") from e
        for i, mj in enumerate(moves):
            if not isinstance(mj, dict):
                raise ValueError(f"malformed save: move {i} must be an object, got {mj!r}")
            if match.is_over():
                raise ValueError(f"malformed save: move {i} comes after the end of the game")
            try:
                move = module.move_from_json(mj)
            except (KeyError, TypeError, ValueError, AttributeError) as e:
                raise ValueError(f"malformed save: move {i} {mj!r} is not a move: {e}") from e
            try:
                match.apply(move)
            except IllegalMove as e:
                raise ValueError(f"malformed save: move {i} {mj!r} is illegal [{e.code}]: {e.reason}") from e
        return match

    def keep_states(self) -> None:
        """From now on keep the state each move is made in (what ``truncated`` takes moves back to);
        the states of the moves already made (a resumed game) are rebuilt once, by replaying them."""
        if self.states_before is None:
            self.states_before = list(self.replay_states())[:len(self.moves)] if self.moves else []

    def truncated(self, count: int) -> "Match":
        """This match without its last ``count`` moves: what ``from_save`` rebuilds from the shorter
        save (the same state, history and generators), without replaying the moves (but for a match
        that has not kept its states: see ``keep_states``). The match returned keeps its states."""
        if not 0 <= count <= len(self.moves):
            raise ValueError(f"cannot take back {count} of {len(self.moves)} moves")
        self.keep_states()
        keep = len(self.moves) - count
        m = Match(self.module, list(self.seats), seed=self.seed, options=self.options, game_name=self.game_name)
        m.states_before = self.states_before[:keep]
        m.moves, m.actors = self.moves[:keep], self.actors[:keep]
        m.state = self.states_before[keep] if keep < len(self.moves) else self.state
        for before, actor in zip(m.states_before, m.actors):
            if actor == CHANCE:  # (as ``apply`` keeps the chance stream in step when replaying)
                self.module.sample_chance(before, m.chance_rng)
        return m

    def replay_states(self) -> Iterator[Any]:
        """The initial state (rebuilt from options and seed), then the state after each move."""
        state = self.module.new_game(players=len(self.seats), seed=self.seed, **copy.deepcopy(self.options))
        yield state
        for move in self.moves:
            state = self.module.apply_move(state, move)
            yield state


def _as_rng_state(state) -> tuple:
    """Normalise a ``Random.getstate()`` value (e.g. after JSON turned tuples into lists)."""
    version, internal, gauss = state
    return (version, tuple(internal), gauss)


def _seats_from_json(seats: Any) -> list[Agent]:
    if not isinstance(seats, list) or not seats:
        raise ValueError("malformed save: 'seats' must be a non-empty list")
    out: list[Agent] = []
    for i, s in enumerate(seats):
        if not isinstance(s, dict):
            raise ValueError(f"malformed save: seat {i} must be an object, got {s!r}")
        name = s.get("name")
        if name is not None and not isinstance(name, str):
            raise ValueError(f"malformed save: seat {i} name must be a string or null")
        kind = s.get("kind")
        if kind == "human":
            out.append(HumanAgent(name=name))
        elif kind == "ai":
            level = s.get("level")
            if level not in LEVELS:
                raise ValueError(f"malformed save: seat {i} AI level must be one of {LEVELS}, got {level!r}")
            out.append(AIAgent(level=level, name=name))
        else:
            raise ValueError(f"malformed save: seat {i} kind must be 'human' or 'ai', got {kind!r}")
    return out


# --------------------------------------------------------------------------- helpers


def play_match(
    module: ModuleType,
    seats: list[Agent],
    seed: int = 0,
    options: dict | None = None,
    max_moves: int = 100_000,
) -> Match:
    """Play a whole match with the AI on every seat; returns the finished Match.

    Raises ``ValueError`` if a seat is human and ``RuntimeError`` if the game is
    not over after ``max_moves`` moves (chance steps included).
    """
    seats = list(seats)
    humans = [i for i, s in enumerate(seats) if getattr(s, "is_human", False)]
    if humans:
        raise ValueError(f"play_match needs AI on every seat; seat(s) {humans} are human")
    match = Match(module, seats, seed=seed, options=options)
    match.advance(max_steps=max_moves)
    if not match.is_over():
        raise RuntimeError(f"{match.game_name}: game not over after {max_moves} moves (seed {seed})")
    return match


def random_agent_move(module: ModuleType, state, rng: random.Random):
    """A move chosen uniformly from ``legal_moves(state)`` (the random-player baseline)."""
    moves = module.legal_moves(state)
    if not moves:
        raise ValueError(f"no legal moves (actor {module.current_player(state)!r})")
    return moves[rng.randrange(len(moves))]


def lazy_exports(package: dict, load: Callable[[], None], parts: tuple[str, ...]):
    """PEP 562 hooks for a game package that loads its rules on first use: listing the games (the
    catalog, the command line) then costs only each package's ``GAME`` description. ``package`` is
    the package's ``globals()``; ``load()`` imports the parts and puts their names there; a name of
    ``__all__`` or of ``parts`` (the submodules) triggers it once. Returns ``(__getattr__, __dir__)``."""
    def __getattr__(name: str):
        if "_loaded" not in package and (name in package["__all__"] or name in parts):
            package["_loaded"] = True
            try:
                load()
            except BaseException:
                del package["_loaded"]
                raise
            if name in package:
                return package[name]
        raise AttributeError(f"module {package['__name__']!r} has no attribute {name!r}")

    def __dir__() -> list[str]:
        return sorted(set(package) | set(package["__all__"]))

    return __getattr__, __dir__
