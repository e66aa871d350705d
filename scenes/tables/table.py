"""The base of every game table: the screen a game is played on, composed of parts with one job each.

A game's table scene subclasses `TableScene`, draws its board and turns moves into animations and
sounds (`on_move`). The base shows the top bar, opens the pause overlay (Esc, P, Start, the ❚❚
button), routes the hint button, shows the privacy overlay between people in hot-seat play when the
game hides information, turns a refused move into a translated toast (`try_move`, `error_text`) and
opens the results when the match is over. Its parts:

- `driver` (`scenes.tables.match_driver.MatchDriver`): chance steps, the computer seats' moves
  asked off the frame and paced, the results;
- `lesson` (`scenes.tables.lesson_director.LessonDirector`): a "Lernpartie"'s steps and coach;
- `records` (`scenes.tables.records.Records`): the autosave, statistics and high scores;
- `desk` (`scenes.tables.phone_desk.PhoneDesk`): the seats played on phones (a phone seat is never
  shown or played on the big screen; its moves arrive through the table server and are applied like
  taps: `play_phone_move`).

It also owns what every table needs to know before it draws:
- the shown state (`shown_state`): the rules state the board shows. It lags the
  match while the animations a table queued in `on_move` play (`animate`), and
  catches up when the last one has landed (`catch_up`, then the `on_caught_up` hook);
- whose turn it is for a person at the screen (`human_turn`, from `Match.needs_human`);
- what may be shown: secrets are drawn from the rules' `view(state, seat)` of the
  seat at the screen (`screen_seat`, `seen`), never read from the full state;
- chance from outside: a table may take a chance step's outcome from the people at it
  instead of the match's generator (Castro's real dice, typed in): `outside_chance` says
  the match waits, `apply_chance` applies the outcome like a sampled one.
"""
from __future__ import annotations

import secrets
from typing import Iterator
from types import ModuleType

import pygame

from game.core import CHANCE, AIAgent, HumanAgent, IllegalMove, Match
from scenes.services import seat_names
from scenes.services.data_place import staff_notice
from scenes.services.i18n import tr, tr_error
from scenes.kit.ui_scene import UIScene
from scenes.tables.animations import AnimationQueue
from scenes.tables.lesson_director import LessonDirector
from scenes.tables.match_driver import MatchDriver
from scenes.tables.phone_desk import PhoneDesk
from scenes.tables.records import Records
from scenes.tables.overlays import PauseScene, PrivacyScene, ResultsScene
from sprites import banner
from sprites.topbar import HEIGHT as TOPBAR_HEIGHT
from sprites.topbar import TopBar
from sprites.backgrounds_cache import table_background, table_background_steps
from scenes.tables.entry import ATTRACT_LEAVE_KINDS, ATTRACT_SECONDS

AI_DELAY = 0.55       # seconds an AI move waits so people can follow it
# ATTRACT_SECONDS, ATTRACT_LEAVE_KINDS: see scenes.tables.entry (the attract loop reads them without the table)


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
    #: a refused move's values named in words for its toast: param name -> namer (Castro's category,
    #: CATsle's suit and card, ...), applied to the values that are strings
    param_names: dict = {}

    ai_delay = AI_DELAY
    staged_entry = True
    #: True for the warm-up's rehearsal of a first entry (drawn off screen, never shown): it starts no
    #: worker process and no phone server
    rehearsing = False
    #: toasts appear just under the top bar, clear of hands, trays and side panels
    toast_anchor = ("top", TOPBAR_HEIGHT + 10)
    #: the game's line in the catalog (`scenes.tables.entry.TableEntry`), set by its ``make_scene``: its
    #: phone seats serve its phone page (None: a table made without it, whose phones show no game)
    entry = None

    def __init__(self, setup: dict) -> None:
        super().__init__()
        self.setup = setup
        self.names = [seat_names.shown(s, i) for i, s in enumerate(setup["seats"])]
        self.seed = 0
        self.match: Match | None = None  # made in enter(), when the app (settings, storage) is known
        self.topbar = TopBar(self.names, with_hint=self.has_hint)
        self.shown_to: int | None = None  # the human seat the screen was last handed to
        self.shown_state = None            # the rules state the board shows (lags while animations play)
        self.animations = AnimationQueue()  # the moves still on their way to the board
        self.attract_time = 0.0            # seconds this table has played in the attract loop
        # the table's parts, each with one job
        self.driver = MatchDriver(self)    # chance, the computer seats, the results
        self.lesson = LessonDirector(self)  # a lesson's run and coach (run None: no lesson)
        self.records = Records(self)       # the autosave, the statistics and high scores
        self.desk = PhoneDesk(self)        # the seats played on phones

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
        if self.match is None:
            self.seed = self.pick_seed()
            self.match = self.new_match(self.seed)
        app = self.app
        self.driver.start(app, inline=self.rehearsing or (app is not None and app.config.think_inline))
        self.shown_state = self.match.state
        if not self.rehearsing:
            self.desk.open()
        self.lesson.enter(app, self.rehearsing)
        self.refresh_topbar()

    def release(self) -> None:
        super().release()
        self.topbar.release()
        self.lesson.release()

    def exit(self) -> None:
        self.lesson.exit(self.app)
        self.driver.stop()
        self.desk.stop()

    # ------------------------------------------------------------- lesson (hooks for the director)
    @property
    def in_lesson(self) -> bool:
        """True while a lesson's coach leads the table (its steps, or the ending it offers)."""
        return self.lesson.active

    def lesson_target(self, name: str) -> pygame.Rect | None:
        """The rectangle on screen of a lesson's target name (each table names its own things)."""
        return None

    def lesson_taps(self, move) -> list[tuple[int, int]] | None:
        """Where a person taps to make `move` (the lesson test and bench tap there); None: the table
        cannot say (they make the move as a tap would, through `try_move`)."""
        return None

    def lesson_stage(self, step) -> list[pygame.Rect]:
        """Where the table's play at `step` happens, which a lesson's bubble must not hide (the dice, the
        trick; while the computer moves, where its move lands)."""
        return []

    # ------------------------------------------------------------- phone seats (hooks for the desk)
    @property
    def phones(self):
        """The phone seats and their server (`PhoneSeats`), or None: kept by the desk."""
        return self.desk.phones

    @property
    def phone_seats(self) -> set[int]:
        return self.desk.seats

    def is_phone(self, seat: int | None) -> bool:
        return self.desk.is_phone(seat)

    @property
    def screen_humans(self) -> list[int]:
        """The people who play at the big screen (not on their phones)."""
        return [i for i in self.humans if i not in self.desk.seats]

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
        self.applied(seat, move, before)

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
        self.applied(CHANCE, move, before)

    def update_covered(self, dt: float) -> None:
        """A screen over the table (a round's score, the results, the pause menu): the phones are still
        answered, and told what the table waits for."""
        self.desk.watch()

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

    def applied(self, actor, move, before) -> None:
        """A move was applied to the match (a person's, a phone's, the computer's or chance): saved,
        handed to the game's animations, the phones and the top bar told."""
        self.autosave()
        self.on_move(actor, move, before, self.match.state)
        if not self.animations:  # nothing on its way: the board shows the move at once
            self.catch_up()
        if self.phones is not None:
            self.phones.sync()
        self.refresh_topbar()
        self.dirty = True

    def try_move(self, move) -> bool:
        """A person's move at the big screen: apply it, or explain in a toast why it is not allowed (a
        lesson's coach corrects a move that is not the step's instead); the game's `on_refused` follows
        a move not applied."""
        actor = self.match.actor()
        if actor is None or actor == CHANCE or not self.match.seats[actor].is_human or self.is_phone(actor):
            self.on_refused()  # (a phone seat's move comes from its phone, never from the big screen)
            return False
        coached = self.lesson.coached
        if coached and not self.lesson.admits(move):  # not the lesson's move: a friendly word, not an error
            self.on_refused()
            return False
        before = self.match.state
        try:
            self.match.apply(move)
        except IllegalMove as exc:
            self.app.toast(self.error_text(exc), "error")
            self.on_refused()
            return False
        self.applied(actor, move, before)
        if coached:
            self.lesson.moved()
        return True

    def on_refused(self) -> None:
        """A move at the big screen was not applied (games sound it, or fly a dropped card back)."""

    def error_text(self, exc: IllegalMove) -> str:
        """The translated reason of a refused move, its values named in words (`param_names`)."""
        params = {key: self.param_names[key](value) if key in self.param_names and isinstance(value, str) else value
                  for key, value in exc.params.items()}
        return tr_error(exc.code, exc.reason, **params)

    # ------------------------------------------------------------- records and the match's pace
    def autosave(self) -> None:
        """Store the game in progress after every move (`Records.save`)."""
        self.records.save()

    def saved_setup(self) -> dict:
        """What the game adds to the setup stored with the autosave (`Records.setup`)."""
        return {}

    def record_stats(self) -> None:
        """Count the finished game (`Records.count_end`; Castile keeps its own statistics)."""
        self.records.count_end()

    def step_match(self, dt: float) -> None:
        """Advance chance steps and computer moves when nothing holds the match (`MatchDriver.step`)."""
        self.driver.step(dt)

    def hurry(self) -> None:
        """A tap during a computer's turn: skip the watching delay."""
        self.driver.hurry()

    @property
    def thinker(self):
        """The AI's worker of this table (the driver's): hints and checks ask it too."""
        return self.driver.thinker

    @property
    def results_shown(self) -> bool:
        return self.driver.results_shown

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

    def pause(self) -> None:
        self.app.stack.push(PauseScene(self))

    def restart(self) -> None:
        if self.in_lesson:  # a lesson starts again from its first step
            self.lesson.end()
            self.app.router.replace("lesson", game=self.game_key)
            return
        setup = dict(self.setup)
        setup["seed"] = None
        table = type(self)(setup)
        table.entry = self.entry
        table.desk.take_over(self.desk)  # the same people play again on the same phones
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
            self.lesson.event("hint")
            return
        if kind == "point_down":
            if self.topbar.hit_pause(action.pos):
                self.sound("click")
                self.pause()
                return
            if self.topbar.hit_hint(action.pos):
                self.sound("click")
                self.on_hint()
                self.lesson.event("hint")
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
        self.desk.watch()
        self.step_match(dt)
        if self.attract and not self.results_shown:
            self.attract_time += dt
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
        if self.lesson.coach is not None:
            yield
            self.lesson.coach.prepare()

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
        if self.lesson.coach is not None:
            yield
            self.lesson.coach.draw(surface)

    def ai_turn_text(self, name: str, game_key: str) -> str:
        """The prompt while a computer player moves: "tap to hurry", or in the attract loop just who plays."""
        return tr("attract.playing", name=name) if self.attract else tr(game_key, name=name)


__all__ = ["TableScene", "TOPBAR_HEIGHT", "agents_from_setup"]
