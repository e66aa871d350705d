"""A table's lesson, as a part of the table: its run of steps, its coach, and what a lesson changes in
the table's play.

Every `TableScene` owns one `LessonDirector` (``table.lesson``); its `run` (a
`scenes.tables.lesson.LessonRun`) is set when the table plays a "Lernpartie", and None otherwise.
While it is `active`:

- the coach (`scenes.tables.coach.Coach`) speaks over the table; the app draws it over every scene;
- a person's move must be the step's (`admits`): any other gets the step's friendly correction and is
  not applied; a move that was the step's moves the lesson on (`moved`);
- the computer seats and the dice play the lesson's script (`scripted`, `computer_waits`), so every
  lesson is the same game; a match that gets out of step with the script (`in_step`) is a bug its test
  finds, and in front of guests the lesson ends and the game plays on (`end`);
- a control that is not a move (the Trainer, undo, the hint) may be a step (`event`).

After its last step the lesson offers its ending (`LessonEndScene`): play on alone, or go to the menu.
From `end` on it is a game like any other: its end counts, and it is saved after every move, unless a
guest's game was stored when the lesson began (`keeps_stored`): a lesson never takes its place.

The table supplies what only it knows: where a step's targets and moves are on screen (`lesson_target`,
`lesson_taps`, `lesson_stage`), `busy()`, `hurry()` and `has_hint`.
"""
from __future__ import annotations

import pygame

from game.core import CHANCE
from scenes.tables.coach import Coach
from scenes.tables.lesson import CHANCE_STEP, COMPUTER, TAP, YOU, LessonRun
from scenes.tables.lesson_end import LessonEndScene

TAP_ROOM = 48  # half the side of the square kept clear around a tap's spot


class LessonDirector:
    def __init__(self, table, run: LessonRun | None = None) -> None:
        self.table = table
        self.run = run
        self.coach: Coach | None = None
        #: a lesson opened while a guest's game was stored: its game never takes that game's place
        self.keeps_stored = False

    @property
    def active(self) -> bool:
        """True while the lesson leads the table (its steps, or the ending it offers)."""
        return self.run is not None and not self.run.left

    @property
    def coached(self) -> bool:
        """True while a step waits: a person's move must be the lesson's."""
        return self.active and not self.run.finished

    # ------------------------------------------------------------ lifetime
    def enter(self, app, rehearsing: bool) -> None:
        """The table comes on screen: note whether a guest's game is stored, and put the coach up (a
        rehearsal draws its coach itself, off screen)."""
        if self.run is None or app is None:
            return
        if app.storage is not None and not rehearsing:
            try:
                self.keeps_stored = app.storage.load_game() is not None
            except ValueError:  # (a stored game that does not load is set aside by the menu's offer)
                self.keeps_stored = True
        if self.coach is None:
            self.coach = Coach(self.table, self.run)
            if not rehearsing:
                app.coach = self.coach

    def release(self) -> None:
        if self.coach is not None:
            self.coach.release()

    def exit(self, app) -> None:
        if app is not None and self.coach is not None and app.coach is self.coach:
            app.coach = None

    # ------------------------------------------------------------ steps
    def keep_clear(self, step) -> list[pygame.Rect]:
        """What the coach's bubble should leave in sight at `step` besides its targets: where its move is
        tapped (the computer's move too: where it will land), and the table's `lesson_stage`."""
        out = list(self.table.lesson_stage(step))
        if step.move is not None and not isinstance(step.move, str):  # (a TAP step's move names an event)
            out += [pygame.Rect(x - TAP_ROOM, y - TAP_ROOM, 2 * TAP_ROOM, 2 * TAP_ROOM)
                    for x, y in self.table.lesson_taps(step.move) or ()]
        return out

    def on_step(self) -> None:
        """The lesson went on a step: offer the ending after its last one."""
        self.table.dirty = True
        if self.run is not None and self.run.finished and not self.run.left:
            self.offer_end(done=True)

    def offer_end(self, done: bool) -> None:
        self.table.app.stack.push(LessonEndScene(self.table, done))

    def leave(self) -> None:
        """The ✕ on the coach's bubble: ask how to go on."""
        self.offer_end(done=False)

    def end(self) -> None:
        """Play on alone: the coach goes, the computer seats think for themselves again, and from here
        on it is a game like any other: its end counts in the statistics and high scores (and "Neu
        starten" deals a normal game)."""
        table = self.table
        if self.run is not None:
            self.run.leave()
        table.setup.pop("lesson", None)
        if table.app is not None and table.app.coach is self.coach:
            table.app.coach = None
        self.coach = None
        table.dirty = True

    def event(self, name: str) -> None:
        """A control that is not a move was used (the Trainer, undo, the hint): a TAP step may wait for it."""
        if self.active and self.run.event(name):
            self.on_step()

    def admits(self, move) -> bool:
        """A person's move while a step waits: True when it is the step's; else the coach corrects."""
        if self.run.accepts(move):
            return True
        if self.coach is not None:
            self.coach.correct(self.run.correction)
        return False

    def moved(self) -> None:
        """A move of the current step was applied: on to the next step."""
        self.run.next()
        self.on_step()

    def in_step(self, actor, match) -> bool:
        """Does the match's actor fit the step? (A lesson that does not is a bug its test finds.)"""
        who = self.run.waiting_for
        if who in (YOU, TAP):
            return actor == self.run.lesson.you
        if who == COMPUTER:
            return actor not in (None, CHANCE) and not match.seats[actor].is_human
        if who == CHANCE_STEP:
            return actor == CHANCE
        return True

    def scripted(self, chance: bool):
        """The lesson's move for the dice (`chance`) or a computer seat at this step, or None."""
        return self.run.scripted(actor_is_chance=chance)

    def computer_waits(self) -> bool:
        """A computer seat waits while the player reads a step or the ending is offered."""
        return self.run.finished or self.run.holds_computer()


__all__ = ["LessonDirector"]
