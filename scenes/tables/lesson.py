"""Lessons ("Lernpartie"), the data and its progress: a fixed game taught one step at a time.

A lesson is a `Lesson`: the seats and the hand-picked seed of a short game, and
a list of `Step`s. Each game keeps its lesson as data beside its table code
(`scenes/tables/<game>/lesson.py`, exported as `LESSON`); the coach
(`scenes.tables.coach`) shows the steps on the real table, and the table asks
`LessonRun` what may happen next:

- `say(text, *targets)`: the coach explains; the player taps "Weiter".
- `do(text, move, *targets, wrong=...)`: the player must make exactly `move`
  (the coach points at `targets`); any other move gets the friendly correction
  `wrong` and is not applied.
- `tap(text, event, *targets)`: the player must use a control that is not a
  move (Castro's Trainer, Castile's undo): the table reports it as `event`.
- `computer(move, text)`: the computer seat plays `move` (scripted, so every
  lesson is the same game); `text` is shown while it plays.
- `chance(move)`: the dice or cards come out as `move` (the seed decides the rest).

Targets are names the table (or the overlay on top of it) turns into rectangles
with `lesson_target(name)` (one rectangle or a list); a step whose target is missing on screen is a bug
the lesson test finds. The last step is followed by the ending: the player
plays on alone (the computer seats use their AI, chance its generator) or goes
to the menu.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

YOU, COMPUTER, CHANCE_STEP, READ, TAP = "you", "computer", "chance", "read", "tap"


@dataclass(frozen=True)
class Step:
    """One thing the lesson waits for: a read step, a move of the player, a computer move, or dice."""

    who: str                          # READ, YOU, TAP, COMPUTER or CHANCE_STEP
    text: str = ""                    # the string key of what the coach says ("" for silent steps)
    move: Any = None                  # the move expected (YOU) or played (COMPUTER, CHANCE_STEP); TAP: the event
    targets: tuple[str, ...] = ()     # what the coach points at (names the table resolves)
    wrong: str = "lesson.wrong"       # the string key of the correction after a wrong move or tap
    params: dict = field(default_factory=dict)  # values for the text's {placeholders}


def say(text: str, *targets: str, **params) -> Step:
    return Step(READ, text, None, tuple(targets), params=params)


def do(text: str, move, *targets: str, wrong: str = "lesson.wrong", **params) -> Step:
    return Step(YOU, text, move, tuple(targets), wrong, params=params)


def tap(text: str, event: str, *targets: str, wrong: str = "lesson.wrong", **params) -> Step:
    return Step(TAP, text, event, tuple(targets), wrong, params=params)


def computer(move, text: str = "", *targets: str, **params) -> Step:
    return Step(COMPUTER, text, move, tuple(targets), params=params)


def chance(move) -> Step:
    return Step(CHANCE_STEP, "", move)


@dataclass(frozen=True)
class Lesson:
    """A whole lesson: the game's setup (seats and seed) and its steps."""

    game: str
    seats: tuple[dict, ...]
    seed: int
    steps: tuple[Step, ...]
    options: dict = field(default_factory=dict)

    def setup(self, you: str) -> dict:
        """The table setup of this lesson, the person's seat named `you`."""
        seats = [dict(s) for s in self.seats]
        for s in seats:
            if s.get("kind") == "human":
                s["name"] = you
        return {"game": self.game, "seats": seats, "seed": self.seed, "options": dict(self.options),
                "lesson": True}

    @property
    def you(self) -> int:
        """The person's seat."""
        return next(i for i, s in enumerate(self.seats) if s.get("kind") == "human")


class LessonRun:
    """Where a lesson stands: the current step, the correction on show, and whether it has ended."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.index = 0
        self.correction = ""     # the string key of the correction shown now ("" for none)
        self.finished = False    # the steps are done: the ending (play on or menu) is offered
        self.left = False        # the coach is gone: a normal game goes on

    @property
    def active(self) -> bool:
        return not self.left

    @property
    def step(self) -> Step | None:
        if self.left or self.finished:
            return None
        return self.lesson.steps[self.index]

    @property
    def waiting_for(self) -> str:
        """Who the lesson waits for: READ, YOU, COMPUTER, CHANCE_STEP, or "" (ended)."""
        step = self.step
        return step.who if step is not None else ""

    def next(self) -> None:
        """The current step is done: on to the next (or the ending)."""
        self.correction = ""
        self.index += 1
        if self.index >= len(self.lesson.steps):
            self.finished = True

    def accepts(self, move) -> bool:
        """May the player make `move` now? Only the step's own move, and only at a YOU step;
        once the steps are done every legal move is the player's."""
        if self.left or self.finished:
            return True
        step = self.step
        ok = step.who == YOU and move == step.move
        self.correction = "" if ok else self._wrong()
        return ok

    def _wrong(self) -> str:
        step = self.step
        return step.wrong if step is not None and step.who in (YOU, TAP) else "lesson.read_first"

    def correct(self, key: str = "") -> None:
        """Show a correction (a tap beside the target)."""
        self.correction = key or self._wrong()

    def event(self, name: str) -> bool:
        """The table reports a control the player used; True when it was the TAP step's (then done)."""
        step = self.step
        if step is not None and step.who == TAP and step.move == name:
            self.next()
            return True
        return False

    def scripted(self, actor_is_chance: bool):
        """The scripted move for the computer or chance now, or None when the lesson does not
        script this one (a chance step it leaves to the seed)."""
        step = self.step
        if step is None:
            return None
        if actor_is_chance:
            return step.move if step.who == CHANCE_STEP else None
        return step.move if step.who == COMPUTER else None

    def holds_computer(self) -> bool:
        """True while a computer seat must wait: the player reads or acts, or the ending is offered."""
        if self.left:
            return False
        return self.finished or self.step.who != COMPUTER

    def leave(self) -> None:
        self.left = True
        self.correction = ""


__all__ = ["Step", "Lesson", "LessonRun", "say", "do", "tap", "computer", "chance",
           "YOU", "TAP", "COMPUTER", "CHANCE_STEP", "READ"]
