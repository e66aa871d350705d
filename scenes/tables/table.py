"""The base of every game table: a match, its seats, AI pacing, and the shared game UI.

A game's table scene subclasses `TableScene` and draws its board; this base
holds the `Match` (game.core), asks the AI off the frame (a worker process, or
inline in headless runs), applies chance steps, shows the top bar, opens the
pause overlay (Esc, P, Start, the ❚❚ button), routes the hint button, shows the
privacy overlay between human players in hot-seat play when the game hides
information, turns `IllegalMove` into a translated toast, and opens the results
when the match is over.

It also owns what every table needs to know before it draws:
- the shown state (`shown_state`): the rules state the board shows. It lags the
  match while the animations a table queued in `on_move` play (`animate`), and
  catches up when the last one has landed (`catch_up`, then the `on_caught_up` hook);
- whose turn it is for a person at the screen (`human_turn`, from `Match.needs_human`);
- what may be shown: secrets are drawn from the rules' `view(state, seat)` of the
  seat at the screen (`screen_seat`, `seen`), never read from the full state;
- phone seats (`scenes.tables.phone_seats`): a seat whose person plays on their own
  phone is never shown or played on the big screen; its moves arrive through the
  table server and are applied like taps (`play_phone_move`);
- chance from outside: a table may take a chance step's outcome from the people at it
  instead of the match's generator (Castro's real dice, typed in): `outside_chance` says
  the match waits, `apply_chance` applies the outcome like a sampled one;
- a lesson (`lesson_run`, set when the table plays a "Lernpartie"): its coach
  (`scenes.tables.coach`) speaks over the table, the player's moves must be the
  lesson's, and the computer seats and dice play the lesson's script
  (`scenes.tables.lesson`); afterwards the game goes on as any other.
"""
from __future__ import annotations

import logging
import secrets
import time
from typing import Iterator
from types import ModuleType

import pygame

from game.core import CHANCE, AIAgent, HumanAgent, IllegalMove, Match, random_agent_move
from scenes.services import seat_names
from scenes.services.data_place import staff_notice
from scenes.services.i18n import tr, tr_error
from scenes.kit.ui_scene import UIScene
from scenes.tables.animations import AnimationQueue
from scenes.tables.coach import Coach
from scenes.tables.lesson import CHANCE_STEP, COMPUTER, TAP, YOU, LessonRun
from scenes.tables.lesson_end import LessonEndScene
from scenes.tables.phone_join import PhoneJoinScene
from scenes.tables.overlays import PauseScene, PrivacyScene, ResultsScene
from sprites import banner
from sprites.topbar import HEIGHT as TOPBAR_HEIGHT
from sprites.topbar import TopBar
from sprites.backgrounds_cache import table_background, table_background_steps
from scenes.tables.entry import ATTRACT_LEAVE_KINDS, ATTRACT_SECONDS

_log = logging.getLogger("kastell.table")

AI_DELAY = 0.55       # seconds an AI move waits so people can follow it
# ATTRACT_SECONDS, ATTRACT_LEAVE_KINDS: see scenes.tables.entry (the attract loop reads them without the table)
RESULTS_DELAY = 1.2   # seconds between the last move and the results


def agents_from_setup(seats: list[dict]) -> list:
    out = []
    for s in seats:
        if s.get("kind") == "ai":
            out.append(AIAgent(level=s.get("level", "normal"), name=s.get("name")))
        else:
            out.append(HumanAgent(name=s.get("name")))
    return out


class TableScene(UIScene):
    name = "table"
    game_key = ""
    module: ModuleType | None = None
    module_name = ""
    has_hint = False

    ai_delay = AI_DELAY
    staged_entry = True
    #: True for the warm-up's rehearsal of a first entry (drawn off screen, never shown): it starts no
    #: worker process and no phone server
    rehearsing = False
    #: toasts appear just under the top bar, clear of hands, trays and side panels
    toast_anchor = ("top", TOPBAR_HEIGHT + 10)

    def __init__(self, setup: dict) -> None:
        super().__init__()
        self.setup = setup
        self.names = [seat_names.shown(s, i) for i, s in enumerate(setup["seats"])]
        self.seed = 0
        self.match: Match | None = None  # made in enter(), when the app (settings, storage) is known
        self.topbar = TopBar(self.names, with_hint=self.has_hint)
        self.thinker = None
        self.pending = None  # (request, future)
        self.ai_wait = 0.0
        self.over_timer = 0.0
        self.results_shown = False
        self.shown_to: int | None = None  # the human seat the screen was last handed to
        self.shown_state = None            # the rules state the board shows (lags while animations play)
        self.animations = AnimationQueue()  # the moves still on their way to the board
        self.phones = None                 # the phone seats and their server (PhoneSeats), if any
        self.lesson_run: LessonRun | None = None  # the lesson this table teaches, if any
        self.lesson_coach: Coach | None = None    # its coach (the app draws it over every scene)
        self._phone_marks: dict[int, str] = {}
        #: a lesson opened while a guest's game was stored: its game never takes that game's place
        self.keeps_stored = False

    # ------------------------------------------------------------ lifecycle
    def pick_seed(self) -> int:
        """The seed of a new match: the setup's, else a random one of 63 bits (too many to try out
        from an AI seat's generator, which is derived from the seed)."""
        seed = self.setup.get("seed")
        return int(seed) if seed is not None else secrets.randbits(63)

    def new_match(self, seed: int) -> Match:
        return Match(self.module, agents_from_setup(self.setup["seats"]), seed=seed,
                     options=dict(self.setup.get("options") or {}), game_name=self.game_key)

    def enter(self) -> None:
        from game.worker import AIWorker, InlineAI

        if self.match is None:
            self.seed = self.pick_seed()
            self.match = self.new_match(self.seed)
        inline = self.rehearsing or (self.app is not None and self.app.config.think_inline)
        if inline:
            self.thinker = InlineAI()
        elif self.app is not None:  # the app's worker, its process started with the app (never in this frame)
            self.thinker = self.app.worker.lease()
        else:
            self.thinker = AIWorker()
        if not inline and any(not a.is_human for a in self.match.seats):
            self.thinker.warm_up(self.module_name)
        self.shown_state = self.match.state
        if not self.rehearsing:
            self.open_phones()
        if self.lesson_run is not None and self.app is not None and self.app.storage is not None \
                and not self.rehearsing:
            try:
                self.keeps_stored = self.app.storage.load_game() is not None
            except ValueError:  # (a stored game that does not load is set aside by the menu's offer)
                self.keeps_stored = True
        if self.lesson_run is not None and self.lesson_coach is None and self.app is not None:
            self.lesson_coach = Coach(self, self.lesson_run)
            if not self.rehearsing:  # (a rehearsal draws its coach itself, off screen)
                self.app.coach = self.lesson_coach
        self.refresh_topbar()

    def release(self) -> None:
        super().release()
        self.topbar.release()
        if self.lesson_coach is not None:
            self.lesson_coach.release()

    def exit(self) -> None:
        if self.app is not None and self.lesson_coach is not None and self.app.coach is self.lesson_coach:
            self.app.coach = None
        if self.thinker is not None:
            self.thinker.shutdown()
            self.thinker = None
        if self.phones is not None:
            self.phones.stop()

    # ------------------------------------------------------------- lesson
    @property
    def in_lesson(self) -> bool:
        """True while a lesson's coach leads the table (its steps, or the ending it offers)."""
        return self.lesson_run is not None and not self.lesson_run.left

    def lesson_target(self, name: str) -> pygame.Rect | None:
        """The rectangle on screen of a lesson's target name (each table names its own things)."""
        return None

    def lesson_taps(self, move) -> list[tuple[int, int]] | None:
        """Where a person taps to make `move` (the lesson test and bench tap there); None: the table
        cannot say (they make the move as a tap would, through `try_move`)."""
        return None

    def lesson_keep_clear(self, step) -> list[pygame.Rect]:
        """What the coach's bubble should leave in sight at `step` besides its targets: where its move is
        tapped (the computer's move too: where it will land), and the table's `lesson_stage`."""
        out = list(self.lesson_stage(step))
        if step.move is not None and not isinstance(step.move, str):  # (a TAP step's move names an event)
            out += [pygame.Rect(x - 48, y - 48, 96, 96) for x, y in self.lesson_taps(step.move) or ()]
        return out

    def lesson_stage(self, step) -> list[pygame.Rect]:
        """Where the table's play at `step` happens, which a lesson's bubble must not hide (the dice, the
        trick; while the computer moves, where its move lands)."""
        return []

    def on_lesson_step(self) -> None:
        """The lesson went on a step: offer the ending after its last one."""
        self.dirty = True
        run = self.lesson_run
        if run is not None and run.finished and not run.left:
            self.offer_lesson_end(done=True)

    def offer_lesson_end(self, done: bool) -> None:
        self.app.stack.push(LessonEndScene(self, done))

    def leave_lesson(self) -> None:
        """The ✕ on the coach's bubble: ask how to go on."""
        self.offer_lesson_end(done=False)

    def end_lesson(self) -> None:
        """Play on alone: the coach goes, the computer seats think for themselves again, and from here
        on it is a game like any other: its end counts in the statistics and high scores (and "Neu
        starten" deals a normal game)."""
        if self.lesson_run is not None:
            self.lesson_run.leave()
        self.setup.pop("lesson", None)
        if self.app is not None and self.app.coach is self.lesson_coach:
            self.app.coach = None
        self.lesson_coach = None
        self.dirty = True

    def lesson_event(self, name: str) -> None:
        """A control that is not a move was used (the Trainer, undo, the hint): a lesson's TAP step
        may wait for it."""
        if self.in_lesson and self.lesson_run.event(name):
            self.on_lesson_step()

    def _lesson_moved(self) -> None:
        """A move of the current step was applied: on to the next step."""
        self.lesson_run.next()
        self.on_lesson_step()

    # ------------------------------------------------------------- phone seats
    def wanted_phone_seats(self) -> list[int]:
        """The human seats the setup puts on phones (none in the attract loop, none when the owner
        turned phone play off, none once the game is over)."""
        if self.attract or self.demo or self.app is None or not self.app.settings.phones or self.match.is_over():
            return []
        return [i for i, s in enumerate(self.setup["seats"]) if s.get("phone") and self.match.seats[i].is_human]

    def open_phones(self) -> None:
        if self.phones is not None:  # "play again": the phones came along from the game before
            self.phones.adopt(self)
            self.phones.sync(force=True)
            return
        seats = self.wanted_phone_seats()
        if not seats:
            return
        from scenes.tables.phone_seats import PhoneSeats

        storage = self.app.storage
        folder = storage.folder if storage is not None and storage.persistent else None
        phones = PhoneSeats(self, seats, port=self.app.config.phones_port, data_folder=folder,
                            keys=self.setup.get("phone_keys"))
        if not phones.start():  # the port is taken: everybody plays at the big screen
            for seat in seats:
                self.setup["seats"][seat]["phone"] = False
            self.app.toast(tr("phones.no_server"), "error")
            return
        self.phones = phones
        phones.sync(force=True)
        if self.app.config.headless:
            for line in phones.headless_lines():
                print(line, flush=True)
        if any(phones.status(s) != "connected" for s in phones.seats):
            self.app.stack.push(PhoneJoinScene(self))

    @property
    def phone_seats(self) -> set[int]:
        return self.phones.seats if self.phones is not None else set()

    def is_phone(self, seat: int | None) -> bool:
        return seat is not None and seat in self.phone_seats

    @property
    def screen_humans(self) -> list[int]:
        """The people who play at the big screen (not on their phones)."""
        return [i for i in self.humans if i not in self.phone_seats]

    def phones_may_see(self) -> bool:
        """The phones are shown the match as it stands once the big screen shows it too: no move still
        on its way to the board, and a finished game only once the results are up."""
        if self.busy():
            return False
        return not self.match.is_over() or self.results_shown

    def phone_hold_now(self):
        """What holds the game at the big screen, for the phones (a `PhoneHold`), or None: the topmost
        screen over the table that says why; else, when a phone seat is to move and something is open
        over the table, a general word."""
        scenes = self.app.stack.scenes if self.app is not None else []
        if self not in scenes:
            return None
        above = scenes[scenes.index(self) + 1:]
        for scene in reversed(above):
            hold = scene.phone_hold()
            if hold is not None:
                return hold
        if above and self.is_phone(self.match.actor()):
            from scenes.tables.phone_hold import PhoneHold

            return PhoneHold("screen", tr("phones.hold.screen"))
        return None

    def showing_text(self) -> str:
        """What the phones are told while the big screen takes long to show a move (a reveal)."""
        return tr("phones.hold.showing")

    def showing_after(self, usual: float) -> float:
        """Seconds the big screen may show a move before the phones are told (`showing_text`)."""
        return usual

    def phone_highlight(self) -> list | None:
        """What the big screen makes shine on the board, for the phones to shine too (Castro's winning
        line), or None."""
        return None

    def phone_preset(self, seat: int):
        """The move a phone's choice starts from when it is that seat's turn (the big screen presets
        the same), or None. Caprice's ordering: the best order."""
        return None

    def play_phone_move(self, seat: int, move) -> None:
        """A phone's move, already checked for its version and turn: applied like a tap on the big
        screen (animated, autosaved). Raises IllegalMove when the rules refuse it."""
        before = self.match.state
        self.match.apply(move)
        self._applied(seat, move, before)

    def outside_chance(self) -> bool:
        """At a chance step: True when its outcome comes from outside the program (real dice typed in);
        the table has asked for it (opened its picker) and the match waits for `apply_chance`. The
        base never does: chance is sampled from the match's seeded generator."""
        return False

    def apply_chance(self, move) -> None:
        """A chance outcome from outside (real dice typed in), applied like a sampled one: validated by
        the rules, the match's generator kept in step, animated, autosaved, the phones told. Raises
        IllegalMove when the rules refuse it; then the match and the board stay as they were."""
        if self.match.actor() != CHANCE:
            raise RuntimeError(f"no chance step to take an outcome (actor {self.match.actor()!r})")
        before = self.match.state
        self.match.apply(move)
        self._applied(CHANCE, move, before)

    def seat_to_screen(self, seat: int) -> None:
        """A phone seat comes back to the big screen (with the privacy screen between people)."""
        if self.phones is not None:
            self.phones.release(seat)
        self.setup["seats"][seat]["phone"] = False
        self.shown_to = None
        self.autosave()
        self.dirty = True

    def repair_phone(self, seat: int) -> None:
        """A phone seat goes to a new device (the table saw its name and said yes): a new code, the old
        device told; saved at once, so a restart does not let the old device back in."""
        if self.phones is None or seat not in self.phones.seats:
            return
        self.phones.server.repair(seat)
        _log.info("phone seat %s given to a new device", seat)
        self.app.toast(tr("phones.repair.done", name=self.names[seat]))
        self.autosave()
        self.dirty = True

    def seat_to_computer(self, seat: int) -> None:
        """A phone seat is played by the computer from now on (its own generator: nothing else changes)."""
        if self.phones is not None:
            self.phones.release(seat)
        name = self.names[seat]
        self.setup["seats"][seat].update(kind="ai", phone=False, level="normal")
        self.match.seats[seat] = AIAgent(level="normal", name=name)
        self.autosave()
        self.dirty = True

    def update_covered(self, dt: float) -> None:
        """A screen over the table (a round's score, the results, the pause menu): the phones are still
        answered, and told what the table waits for."""
        self.watch_phones()

    def watch_phones(self) -> None:
        """Each step: what the phones sent (answered at once), what they are shown, and their marks on
        the top bar."""
        if self.phones is None:
            return
        self.phones.sync()
        if self.phones.poll():
            if self.phones is None:  # a phone's "play again": the phones went on to the new game
                return
            self.phones.sync()  # (a move applied without animation, a screen closed: said at once)
        marks = {seat: self.phones.status(seat) for seat in self.phones.seats}
        if marks != self._phone_marks:
            for seat, status in marks.items():
                if status == "disconnected" and self._phone_marks.get(seat) == "connected":
                    self.app.toast(tr("phones.toast.gone", name=self.names[seat]))
            if any(status == "connected" and self._phone_marks.get(seat) == "waiting" for seat, status in marks.items()):
                self.autosave()  # a phone joined its seat: kept, so that after a restart it gets back in
            self._phone_marks = marks
            self.topbar.phones = dict(marks)
            self.dirty = True

    def phone_turn_text(self, seat: int) -> str:
        """Whose turn it is on the big screen when that person plays on a phone (and whether it is away)."""
        if self.phones is not None and self.phones.status(seat) == "disconnected":
            return tr("phones.turn_gone", name=self.names[seat])
        return tr("phones.turn", name=self.names[seat])

    @property
    def humans(self) -> list[int]:
        return [i for i, a in enumerate(self.match.seats) if a.is_human]

    @property
    def demo(self) -> bool:
        return bool(self.setup.get("demo"))

    @property
    def attract(self) -> bool:
        """Part of the attract loop: any input leaves for the menu, the banner invites, time is limited."""
        return bool(self.setup.get("attract"))

    # ------------------------------------------------------------- hooks
    def on_move(self, actor: int, move, before, after) -> None:
        """A move was applied (actor CHANCE or a seat): start its animation."""

    def busy(self) -> bool:
        """True while an animation that matters plays; the match waits. Tables with more to wait for
        (dice still tumbling, a trick on show) add it to this."""
        return bool(self.animations)

    # ------------------------------------------------------------- the shown state
    def animate(self, animation) -> None:
        """Queue an animation that carries a move to the board; the board keeps showing the state from
        before it until the queue is empty."""
        self.animations.add(animation)

    def update_animations(self, dt: float) -> None:
        """Advance the queue; each finished animation goes to `on_landed`, and when the last one has
        landed the board catches up with the match."""
        finished = self.animations.update(dt)
        for animation in finished:
            self.on_landed(animation)
        if finished and not self.animations:
            self.catch_up()

    def on_landed(self, animation) -> None:
        """An animation of the queue has finished (a sound, a burst of particles)."""

    def catch_up(self) -> None:
        """Show the match's state now (no animation is left to play)."""
        self.shown_state = self.match.state
        self.on_caught_up()
        self.dirty = True

    def on_caught_up(self) -> None:
        """The shown state has just caught up (redraw what depends on it)."""

    def human_turn(self) -> bool:
        """A person at the big screen is to move (not a computer seat, not a phone seat, not a chance
        step, not over)."""
        return self.match.needs_human() and not self.is_phone(self.match.actor())

    def screen_seat(self) -> int | None:
        """Whose secrets the screen may show: the person at the screen, never another's in hot-seat
        play (None while the screen passes from one person to the next); with computer players only
        (the attract loop) the first seat's, as a show."""
        if not self.humans:
            return 0
        screen = self.screen_humans
        if not screen:  # every person plays on a phone: no secret on the big screen
            return None
        seat = self.viewer()
        p = self.match.actor()
        if len(screen) > 1 and p in screen and p != seat:
            return None
        return seat

    def seen(self, state=None):
        """``state`` (the shown state by default) as the seat at the screen may see it: the rules'
        ``view`` for that seat, or None when the screen belongs to nobody right now."""
        seat = self.screen_seat()
        if seat is None:
            return None
        return self.module.view(self.shown_state if state is None else state, seat)

    def round_text(self) -> str:
        return ""

    def scores_for_bar(self) -> list:
        return self.match.scores()

    def on_hint(self) -> None:
        self.app.toast(tr("hint.none"))

    def viewer(self) -> int | None:
        """Whose eyes the table is drawn for: the person at the screen to move, else the last one the
        screen was handed to, else the only person at the screen (phone seats never count)."""
        screen = self.screen_humans
        p = self.match.actor()
        if p in screen:
            return p
        if self.shown_to in screen:
            return self.shown_to
        return screen[0] if len(screen) == 1 else None

    # ------------------------------------------------------------- moves
    def refresh_topbar(self) -> None:
        p = self.match.actor()
        self.topbar.set(scores=self.scores_for_bar(), current=p if p not in (None, CHANCE) else None,
                        round_text=self.round_text(), hint_label=tr("btn.hint"))

    def _applied(self, actor, move, before) -> None:
        self.autosave()
        self.on_move(actor, move, before, self.match.state)
        if not self.animations:  # nothing on its way: the board shows the move at once
            self.catch_up()
        if self.phones is not None:
            self.phones.sync()
        self.refresh_topbar()
        self.dirty = True

    # ------------------------------------------------------------- autosave
    def autosave_setup(self) -> dict:
        """The setup stored with the autosave (games may add what their table needs); with phone seats
        their tokens and devices, so the same phones get back in after a restart."""
        setup = {k: v for k, v in self.setup.items() if k not in ("demo", "phone_keys")}
        if self.phones is not None and self.phones.seats:
            setup["phone_keys"] = {str(seat): key for seat, key in self.phones.server.keys().items()
                                   if seat in self.phones.seats}
        return setup

    def autosave(self) -> None:
        """Store the game in progress after every move (one transaction); a finished game is cleared."""
        storage = self.app.storage if self.app is not None else None
        if storage is None or self.demo or self.match is None or self.in_lesson or self.keeps_stored:
            return  # (a lesson is saved once the player plays on alone, unless a guest's game is stored)
        try:
            if self.match.is_over():
                storage.clear_game()
            else:
                storage.save_game(self.game_key, self.autosave_setup(), self.match.to_save())
        except Exception:  # noqa: BLE001 - saving must never stop a game in front of guests
            _log.exception("autosave failed")

    def try_move(self, move) -> bool:
        """A human's move: apply it, or explain in a toast why it is not allowed."""
        actor = self.match.actor()
        if actor is None or actor == CHANCE or not self.match.seats[actor].is_human or self.is_phone(actor):
            return False  # (a phone seat's move comes from its phone, never from the big screen)
        run = self.lesson_run
        coached = run is not None and self.in_lesson and not run.finished
        if coached and not run.accepts(move):  # not the lesson's move: a friendly word, not an error
            if self.lesson_coach is not None:
                self.lesson_coach.correct(run.correction)
            return False
        before = self.match.state
        try:
            self.match.apply(move)
        except IllegalMove as exc:
            self.app.toast(self.error_text(exc), "error")
            return False
        self._applied(actor, move, before)
        if coached:
            self._lesson_moved()
        return True

    def error_text(self, exc: IllegalMove) -> str:
        """The translated reason of a refused move (games may dress up the params)."""
        return tr_error(exc.code, exc.reason, **exc.params)

    def step_match(self, dt: float) -> None:
        """Advance chance steps and AI moves when no animation holds the match."""
        if self.busy():
            return
        m = self.match
        if m.is_over():
            self.over_timer += dt
            if self.over_timer >= RESULTS_DELAY and not self.results_shown:
                self.results_shown = True
                self.show_results()
            return
        p = m.actor()
        run = self.lesson_run if self.in_lesson else None
        if run is not None and not self._lesson_in_step(p):
            _log.error("lesson of %s out of step at step %s (actor %s): playing on without the coach",
                       self.game_key, run.index, p)
            self.end_lesson()  # never stall in front of guests
            run = None
        if p == CHANCE:
            scripted = run.scripted(actor_is_chance=True) if run is not None else None
            if scripted is None and run is None and self.outside_chance():
                return  # (a lesson never waits for dice from outside: it scripts them or leaves them to the seed)
            before = m.state
            scripted = run.scripted(actor_is_chance=True) if run is not None else None
            if scripted is not None:  # the lesson's hand-picked dice or cards
                m.apply(scripted)
            else:
                m.step_chance()
            self._applied(CHANCE, m.moves[-1], before)
            if scripted is not None:
                self._lesson_moved()
            return
        if m.seats[p].is_human:
            self.ai_wait = 0.0
            if not self.is_phone(p) and self.needs_privacy(p):
                self.show_privacy(p)
            return
        if run is not None:
            self._lesson_computer(p, dt)
            return
        self.ai_wait += dt
        if self.pending is None:
            req = m.ai_request()
            self.pending = (req, self.thinker.submit_request(req), time.perf_counter())
            return
        req, future, _ = self.pending
        if not future.done() or self.ai_wait < self.ai_delay:
            return
        self.pending = None
        if not m.is_current(req):
            return
        before = m.state
        try:
            result = self.thinker.poll(future)
            m.finish_ai(req, result.move_json, result.rng_state)
        except Exception:  # noqa: BLE001 - an AI bug must never stop the game in front of guests
            _log.exception("AI of seat %s failed; it plays a random legal move instead", p)
            m.apply(random_agent_move(self.module, m.state, m.seat_rngs[p]))
        self._applied(p, m.moves[-1], before)

    def _lesson_in_step(self, actor) -> bool:
        """Does the match's actor fit the lesson's step? (A lesson that does not is a bug its test finds.)"""
        who = self.lesson_run.waiting_for
        if who in (YOU, TAP):
            return actor == self.lesson_run.lesson.you
        if who == COMPUTER:
            return actor not in (None, CHANCE) and not self.match.seats[actor].is_human
        if who == CHANCE_STEP:
            return actor == CHANCE
        return True

    def _lesson_computer(self, seat: int, dt: float) -> None:
        """A computer seat in a lesson plays the lesson's scripted move, after the usual watching
        delay; it waits while the player reads or the ending is offered."""
        run = self.lesson_run
        if run.finished or run.holds_computer():
            self.ai_wait = 0.0
            return
        self.ai_wait += dt
        if self.ai_wait < self.ai_delay:
            return
        self.ai_wait = 0.0
        before = self.match.state
        self.match.apply(run.scripted(actor_is_chance=False))
        self._applied(seat, self.match.moves[-1], before)
        self._lesson_moved()

    def hurry(self) -> None:
        """A tap during AI turns: skip the watching delay."""
        self.ai_wait = max(self.ai_wait, self.ai_delay)

    # ------------------------------------------------------------- overlays
    def needs_privacy(self, seat: int) -> bool:
        hidden = bool(getattr(getattr(self.module, "GAME", None), "hidden_info", False))
        return hidden and self.shown_to != seat and len(self.screen_humans) > 1

    def show_privacy(self, seat: int) -> None:
        self.shown_to = seat
        self.app.stack.push(PrivacyScene(self.names[seat], seat))

    def show_results(self) -> None:
        self.record_stats()
        self.app.stack.push(ResultsScene(self))

    def record_stats(self) -> None:
        storage = self.app.storage
        if storage is None or self.demo or self.setup.get("lesson"):
            return
        storage.stat_add(self.game_key, "played", 1)
        winners = self.match.winners()
        if any(self.match.seats[w].is_human for w in winners):
            storage.stat_add(self.game_key, "won", 1)
            streak = int(storage.stats(self.game_key).get("streak", 0)) + 1  # games in a row won by people
            storage.stat_set(self.game_key, "streak", streak)
            storage.stat_best(self.game_key, "best_streak", streak)
        else:
            storage.stat_set(self.game_key, "streak", 0)
        day = time.strftime("%Y-%m-%d")
        for w in winners:  # the café's high-score table: wins by player name
            if self.match.seats[w].is_human:
                storage.add_win(self.game_key, self.names[w], day)

    def pause(self) -> None:
        self.app.stack.push(PauseScene(self))

    def restart(self) -> None:
        if self.in_lesson:  # a lesson starts again from its first step
            self.end_lesson()
            self.app.router.replace("lesson", game=self.game_key)
            return
        setup = dict(self.setup)
        setup["seed"] = None
        table = type(self)(setup)
        if self.phones is not None:  # the same people play again on the same phones
            table.phones, self.phones = self.phones, None
        self.app.stack.replace(table)

    def to_menu(self) -> None:
        self.app.router.reset("menu")

    # ------------------------------------------------------------- input
    def handle(self, action) -> None:
        kind = action.kind
        if self.attract:
            if kind in ATTRACT_LEAVE_KINDS:  # a guest touched the screen: to the menu (it offers a stored game)
                self.app.sound.play("whoosh")
                if kind == "point_down" and banner.LEARN_RECT.collidepoint(action.pos):  # "Neu hier?"
                    self.app.router.reset("menu", learn=True)
                else:
                    self.app.router.reset("menu", offer=True)
            return
        if kind in ("back", "menu"):
            self.pause()
            return
        if kind == "hint" and self.has_hint:
            self.on_hint()
            self.lesson_event("hint")
            return
        if kind == "point_down":
            if self.topbar.hit_pause(action.pos):
                self.sound("click")
                self.pause()
                return
            if self.topbar.hit_hint(action.pos):
                self.sound("click")
                self.on_hint()
                self.lesson_event("hint")
                return
            if self.match.needs_ai():
                self.hurry()
        self.handle_table(action)

    def handle_table(self, action) -> None:
        """Game-specific input (board taps, drags, focus)."""
        super().handle(action)

    # ------------------------------------------------------------- loop
    def update(self, dt: float) -> None:
        self.update_animations(dt)
        self.update_table(dt)
        super().update(dt)
        self.topbar.update(dt)
        self.watch_phones()
        self.step_match(dt)
        if self.attract and not self.results_shown:
            self.attract_time = getattr(self, "attract_time", 0.0) + dt
            if self.attract_time >= ATTRACT_SECONDS:
                self.app.router.reset("attract_after", current=self.game_key)

    def update_table(self, dt: float) -> None:
        """The game's own work of one step (dice, sprites, particles, polls), after the animation queue
        and before the widgets, the top bar and the match."""

    # A table redraws only while something moves (UIScene.animating: `has_dynamic`, widget
    # motion) or after a change (`dirty`); a table waiting for a player costs nothing.
    def draw_table(self, surface: pygame.Surface) -> None:
        """Draw the game's board below the top bar (into the cached layer)."""

    def draw_static(self, surface: pygame.Surface) -> None:
        self.draw_table(surface)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.topbar.draw(surface)
        if self.attract:  # the attract loop's tables wear the invitation over their top bar
            banner.draw_banner(surface, self.time, tr("title.tap"), tr("lesson.attract"), staff_notice(self.app))

    def prepare_steps(self) -> Iterator[None]:
        yield from super().prepare_steps()
        yield
        self.topbar.surface()
        if self.lesson_coach is not None:
            yield
            self.lesson_coach.prepare()

    # ------------------------------------------------------------- background
    @classmethod
    def background_key(cls) -> tuple:
        """What the table's background picture depends on (its game, and language or theme if it
        shows words or palette colours); a table with a background overrides it and `make_background`."""
        return (cls.game_key,)

    @staticmethod
    def make_background() -> Iterator[None]:
        """Draws the background, pausing between its parts, and returns it (see `table_background`)."""
        raise NotImplementedError

    @classmethod
    def background_art(cls) -> pygame.Surface:
        """The table's background, drawn once per `background_key` and then kept."""
        return table_background(cls.background_key(), cls.make_background)

    @classmethod
    def background_steps(cls) -> Iterator[None]:
        """`background_art` built a step per turn (the warm-up runs it ahead of the first entry)."""
        return table_background_steps(cls.background_key(), cls.make_background)

    def rehearsal(self, surface: pygame.Surface) -> Iterator[None]:
        yield from super().rehearsal(surface)
        yield
        self.topbar.draw(surface)
        if self.lesson_coach is not None:
            yield
            self.lesson_coach.draw(surface)

    def ai_turn_text(self, name: str, game_key: str) -> str:
        """The prompt while a computer player moves: "tap to hurry", or in the attract loop just who plays."""
        return tr("attract.playing", name=name) if self.attract else tr(game_key, name=name)


__all__ = ["TableScene", "TOPBAR_HEIGHT", "agents_from_setup"]
