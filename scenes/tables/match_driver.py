"""A table's match driver: what moves the match on when no person at the screen is to move.

Every `TableScene` owns one `MatchDriver` (``table.driver``). Each step (`step`), unless the table is
`busy()` showing a move:

- a chance step is taken from the match's seeded generator, from the lesson's script, or, when the
  table says the outcome comes from outside (`outside_chance()`: Castro's real dice, typed in), left
  to the table;
- a computer seat's move is asked of the thinker off the frame (a worker process, or inline in headless
  runs and rehearsals) and applied after a watching delay (`delay`, the table's ``ai_delay``; a tap
  shortens it: `hurry`); a computer seat in a lesson plays the script after the same delay. A thinker
  that fails (or answers a request the match has moved past) never stops the game: the seat plays a
  random legal move from its own generator;
- a person's turn at the screen shows the privacy screen first when the game hides information and the
  screen passes between people (`table.needs_privacy`, `table.show_privacy`);
- a finished match shows its results after `RESULTS_DELAY` (`table.show_results`).

Every move it applies goes through ``table.applied(actor, move, before)``, as a person's does (animated,
autosaved, the phones told).
"""
from __future__ import annotations

import logging
import time

from game.core import CHANCE, AIAgent, HumanAgent, Match, random_agent_move

_log = logging.getLogger("kastell.table")

RESULTS_DELAY = 1.2   # seconds between the last move and the results


def agents_from_setup(seats: list[dict]) -> list:
    out = []
    for s in seats:
        if s.get("kind") == "ai":
            out.append(AIAgent(level=s.get("level", "normal"), name=s.get("name")))
        else:
            out.append(HumanAgent(name=s.get("name")))
    return out


class MatchDriver:
    def __init__(self, table) -> None:
        self.table = table
        self.thinker = None      # the AI's worker (a lease of the app's, or inline)
        self.pending = None      # (request, future, time asked) of the computer seat's move being thought
        self.wait = 0.0          # seconds the computer seat's move has waited to be shown
        self.over_time = 0.0     # seconds since the match ended
        self.results_shown = False

    @property
    def delay(self) -> float:
        return self.table.ai_delay

    # ------------------------------------------------------------ lifetime
    def new_match(self, seed: int) -> Match:
        """The table's match: its rules, the setup's seats and options, `seed`."""
        table = self.table
        return Match(table.module, agents_from_setup(table.setup["seats"]), seed=seed,
                     options=dict(table.setup.get("options") or {}), game_name=table.game_key)

    def start(self, app, inline: bool) -> None:
        """Get a thinker: inline, or the app's worker (its process started with the app, never in this
        frame), or a worker of its own without an app; warm it up for the game's computer seats."""
        from game.worker import AIWorker, InlineAI

        table = self.table
        if inline:
            self.thinker = InlineAI()
        elif app is not None:
            self.thinker = app.worker.lease()
        else:
            self.thinker = AIWorker()
        if not inline and any(not a.is_human for a in table.match.seats):
            self.thinker.warm_up(table.module_name)

    def stop(self) -> None:
        if self.thinker is not None:
            self.thinker.shutdown()
            self.thinker = None

    def hurry(self) -> None:
        """A tap during a computer's turn: skip the watching delay."""
        self.wait = max(self.wait, self.delay)

    # ------------------------------------------------------------ the step
    def step(self, dt: float) -> None:
        """Advance a chance step or a computer seat's move when nothing on screen holds the match."""
        table = self.table
        if table.busy():
            return
        m = table.match
        if m.is_over():
            self.over_time += dt
            if self.over_time >= RESULTS_DELAY and not self.results_shown:
                self.results_shown = True
                table.show_results()
            return
        p = m.actor()
        lesson = table.lesson if table.lesson.active else None
        if lesson is not None and not lesson.in_step(p, m):
            _log.error("lesson of %s out of step at step %s (actor %s): playing on without the coach",
                       table.game_key, lesson.run.index, p)
            lesson.end()  # never stall in front of guests
            lesson = None
        if p == CHANCE:
            self._chance(lesson)
        elif m.seats[p].is_human:
            self.wait = 0.0
            if not table.is_phone(p) and table.needs_privacy(p):
                table.show_privacy(p)
        elif lesson is not None:
            self._scripted(p, lesson, dt)
        else:
            self._computer(p, dt)

    def _chance(self, lesson) -> None:
        table, m = self.table, self.table.match
        scripted = lesson.scripted(chance=True) if lesson is not None else None
        if lesson is None and table.outside_chance():
            return  # (a lesson never waits for dice from outside: it scripts them or leaves them to the seed)
        before = m.state
        if scripted is not None:  # the lesson's hand-picked dice or cards
            m.apply(scripted)
        else:
            m.step_chance()
        table.applied(CHANCE, m.moves[-1], before)
        if scripted is not None:
            lesson.moved()

    def _scripted(self, seat: int, lesson, dt: float) -> None:
        """A computer seat in a lesson plays the script after the watching delay; it waits while the
        player reads or the ending is offered."""
        if lesson.computer_waits():
            self.wait = 0.0
            return
        self.wait += dt
        if self.wait < self.delay:
            return
        self.wait = 0.0
        m = self.table.match
        before = m.state
        m.apply(lesson.scripted(chance=False))
        self.table.applied(seat, m.moves[-1], before)
        lesson.moved()

    def _computer(self, seat: int, dt: float) -> None:
        """Ask the thinker once, then apply its answer when it is there and the delay has passed."""
        table, m = self.table, self.table.match
        self.wait += dt
        if self.pending is None:
            request = m.ai_request()
            self.pending = (request, self.thinker.submit_request(request), time.perf_counter())
            return
        request, future, _ = self.pending
        if not future.done() or self.wait < self.delay:
            return
        self.pending = None
        if not m.is_current(request):
            return
        before = m.state
        try:
            result = self.thinker.poll(future)
            m.finish_ai(request, result.move_json, result.rng_state)
        except Exception:  # noqa: BLE001 - an AI bug must never stop the game in front of guests
            _log.exception("AI of seat %s failed; it plays a random legal move instead", seat)
            m.apply(random_agent_move(table.module, m.state, m.seat_rngs[seat]))
        table.applied(seat, m.moves[-1], before)


__all__ = ["MatchDriver", "RESULTS_DELAY"]
