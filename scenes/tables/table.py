"""The base of every game table: the screen a game is played on, composed of parts with one job each.

A game's table scene subclasses `TableScene` and draws its board; its presenter turns moves into
animations and sounds. The base shows the top bar, opens the pause overlay (Esc, P, Start, the ❚❚
button), routes the hint button, shows the privacy overlay between people in hot-seat play when the
game hides information, turns a refused move into a translated toast (`try_move`, `Referee.error_text`) and
opens the results when the match is over. Its parts:

- `driver` (`scenes.tables.match_driver.MatchDriver`): chance steps, the computer seats' moves
  asked off the frame and paced, the results;
- `lesson` (`scenes.tables.lesson_director.LessonDirector`): a "Lernpartie"'s steps and coach;
- `records` (`scenes.tables.records.Records`): the autosave, statistics and high scores;
- `desk` (`scenes.tables.phone_desk.PhoneDesk`): the seats played on phones (a phone seat is never
  shown or played on the big screen; its moves arrive through the table server and are applied like
  taps: `Referee.play_phone_move`);
- `view` (`scenes.tables.shown_view.ShownView`): what the board shows (`shown_state`, lagging the
  match while the presenter's animations play) and to whom (the seat at the screen, `seen`);
- `referee` (`scenes.tables.referee.Referee`): every move reaches the match through it (`try_move`,
  a phone's, an outside chance's) and is then `applied`;
- `presenter` (each game's `scenes/tables/<game>/presenter.py`): the moves as animations and sounds.

Chance from outside: a table may take a chance step's outcome from the people at it instead of the
match's generator (Castro's real dice, typed in): `outside_chance` says the match waits, and
`Referee.apply_chance` applies the outcome like a sampled one.
"""
from __future__ import annotations

import secrets
from typing import Iterator
from types import ModuleType

import pygame

from game.core import CHANCE, Match
from scenes.services import seat_names
from scenes.services.data_place import staff_notice
from scenes.services.i18n import tr
from scenes.kit.ui_scene import UIScene
from scenes.tables.referee import Referee
from scenes.tables.shown_view import ShownView
from scenes.tables.lesson_director import LessonDirector
from scenes.tables.match_driver import MatchDriver
from scenes.tables.phone_desk import PhoneDesk
from scenes.tables.presenter import Presenter
from scenes.tables.records import Records
from scenes.tables.overlays import PauseScene, PrivacyScene, ResultsScene
from sprites import banner
from sprites.topbar import HEIGHT as TOPBAR_HEIGHT
from sprites.topbar import TopBar
from sprites.backgrounds_cache import Backdrop
from scenes.tables.attract_exit import leave_attract
from scenes.tables.art_release import only_game_art
from scenes.tables.entry import ATTRACT_SECONDS
from sounds.music_player import THEME

AI_DELAY = 0.55       # seconds an AI move waits so people can follow it
# ATTRACT_SECONDS, ATTRACT_LEAVE_KINDS: see scenes.tables.entry (the attract loop reads them without the table)


class TableScene(UIScene):
    """A game's table subclasses it, naming its rules package (``class CastroTable(TableScene, game=castro)``):
    its key, its scene name and the worker's module name come from the package and its ``GAME``."""
    name = "table"
    game_key = ""
    has_hint = False
    backdrop: Backdrop | None = None  #: its background picture (`sprites.backgrounds_cache`), if any
    #: turns the applied moves into animations and sounds (each game's scenes/tables/<game>/presenter.py)
    presenter_class = Presenter
    #: a refused move's values named in words for its toast: param name -> namer (Castro's category,
    #: CATsle's suit and card, ...), applied to the values that are strings
    param_names: dict = {}
    ai_delay = AI_DELAY
    #: toasts appear just under the top bar, clear of hands, trays and side panels
    toast_anchor = ("top", TOPBAR_HEIGHT + 10)
    entry = None  #: its line in the catalog (`TableEntry`, from make_scene): its phones' page comes from it
    own_art: tuple = ()  #: shared modules whose cached art only this game draws (`art_release`)

    module: ModuleType | None = None   # the game's pure rules package
    module_name = ""                   # its name, for the AI workers (``game.<key>``, or a test's package)

    def __init_subclass__(cls, game: ModuleType | None = None, **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        if game is not None:
            cls.module, cls.module_name = game, game.__name__
            cls.game_key = cls.name = cls.music = game.GAME.key  # (its music: the game's own loop)

    def __init__(self, setup: dict) -> None:
        super().__init__()
        self.setup = setup
        self.names = [seat_names.shown(s, i) for i, s in enumerate(setup["seats"])]
        self.seed = 0
        self.match: Match | None = None  # made in enter(), when the app (settings, storage) is known
        self.topbar = TopBar(self.names, with_hint=self.has_hint)
        self.attract_time = 0.0            # seconds this table has played in the attract loop
        self.music = THEME if self.attract else self.music  # (the attract loop's theme goes on)
        # the table's parts, each with one job
        self.view = ShownView(self)        # what the screen shows, and to whom
        self.referee = Referee(self)       # every move reaches the match through it
        self.driver = MatchDriver(self)    # chance, the computer seats, the results
        self.lesson = LessonDirector(self)  # a lesson's run and coach (run None: no lesson)
        self.records = Records(self)       # the autosave, the statistics and high scores
        self.desk = PhoneDesk(self)        # the seats played on phones
        self.presenter = self.presenter_class(self)  # the moves as animations and sounds

    # ------------------------------------------------------------ lifecycle
    def pick_seed(self) -> int:
        """The seed of a new match: the setup's, else a random one of 63 bits (too many to try out
        from an AI seat's generator, derived from the seed)."""
        seed = self.setup.get("seed")
        return int(seed) if seed is not None else secrets.randbits(63)

    def enter(self) -> None:
        if self.match is None:
            self.seed = self.pick_seed()
            self.match = self.driver.new_match(self.seed)
        app = self.app
        self.driver.start(app, inline=self.rehearsing or (app is not None and app.config.think_inline))
        self.shown_state = self.match.state
        if not self.rehearsing:
            self.desk.open()
            only_game_art(self, self.game_key, soon=False)
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

    def phone_preset(self, seat: int):
        """The move a phone's choice starts from when it is that seat's turn (the big screen presets
        the same), or None. Caprice's ordering: the best order."""
        return None

    def outside_chance(self) -> bool:
        """At a chance step: True when its outcome comes from outside the program (real dice typed in);
        the table has asked for it (opened its picker) and the match waits for `Referee.apply_chance`. The
        base never does: chance is sampled from the match's seeded generator."""
        return False

    def update_covered(self, dt: float) -> None:
        """A screen over the table (a round's score, the results, the pause menu): the phones are still
        answered, and told what the table waits for."""
        self.desk.watch()

    @property
    def demo(self) -> bool:
        return bool(self.setup.get("demo"))

    @property
    def attract(self) -> bool:
        """Part of the attract loop: any input leaves for the menu, the banner invites, time is limited."""
        return bool(self.setup.get("attract"))

    # ------------------------------------------------------------- hooks (the presenter's)
    def on_move(self, actor: int, move, before, after) -> None:
        """A move was applied (actor CHANCE or a seat): the presenter starts its animation."""
        self.presenter.on_move(actor, move, before, after)

    def busy(self) -> bool:
        """True while an animation that matters plays, or the presenter has more on show (dice still
        tumbling, a trick on show); the match waits."""
        return bool(self.animations) or self.presenter.busy()

    # ------------------------------------------------------------- the shown view's
    def animate(self, animation) -> None:
        """Queue an animation that carries a move to the board (it shows the state before until then)."""
        self.view.animations.add(animation)

    animations = property(lambda self: self.view.animations)

    @property
    def shown_state(self):
        """The rules state the board shows (`ShownView.state`)."""
        return self.view.state

    @shown_state.setter
    def shown_state(self, state) -> None:
        self.view.state = state

    @property
    def shown_to(self) -> int | None:
        return self.view.to

    @shown_to.setter
    def shown_to(self, seat: int | None) -> None:
        self.view.to = seat

    def on_landed(self, animation) -> None:  # (an animation of the queue has finished)
        self.presenter.on_landed(animation)

    def catch_up(self) -> None:
        """Show the match's state now (no animation is left to play)."""
        self.shown_state = self.match.state
        self.on_caught_up()
        self.dirty = True

    def on_caught_up(self) -> None:  # (the shown state has just caught up: redraw what depends on it)
        self.presenter.on_caught_up()

    def human_turn(self) -> bool:
        return self.view.human_turn()

    def screen_seat(self) -> int | None:  # (`ShownView.screen_seat`)
        return self.view.screen_seat()

    def seen(self, state=None):
        return self.view.seen(state)

    def round_text(self) -> str:  # (the top bar's round, e.g. "Runde 3 / 15"; none by default)
        return ""

    def scores_for_bar(self) -> list:
        return self.match.scores()

    def on_hint(self) -> None:
        self.app.toast(tr("hint.none"))

    # ------------------------------------------------------------- moves
    def refresh_topbar(self) -> None:
        p = self.match.actor()
        self.topbar.set(scores=self.scores_for_bar(), current=p if p not in (None, CHANCE) else None,
                        round_text=self.round_text(), hint_label=tr("btn.hint"))

    def applied(self, actor, move, before) -> None:
        self.referee.applied(actor, move, before)

    def try_move(self, move) -> bool:
        """A person's move at the big screen: applied, or refused with its reason (`Referee.try_move`)."""
        return self.referee.try_move(move)

    def on_refused(self) -> None:
        """A move at the big screen was not applied (games sound it, or fly a dropped card back)."""

    # ------------------------------------------------------------- records and the match's pace
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
        """A tap during a computer's turn: skip the watching delay, and finish what is on show sooner."""
        self.driver.hurry()
        self.presenter.hurry()

    @property
    def thinker(self):
        """The AI's worker of this table (the driver's): hints and checks ask it too."""
        return self.driver.thinker

    # ------------------------------------------------------------- overlays
    def needs_privacy(self, seat: int) -> bool:
        return self.view.needs_privacy(seat)

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
        if self.attract:  # a guest's touch leaves the attract loop for the menu
            return leave_attract(self.app, action)
        tapped = kind == "point_down"
        if kind in ("back", "menu") or tapped and self.topbar.hit_pause(action.pos):  # Esc, P, Start, ❚❚
            if tapped:
                self.sound("click")
            self.pause()
        elif kind == "hint" and self.has_hint or tapped and self.topbar.hit_hint(action.pos):
            if tapped:
                self.sound("click")
            self.on_hint()
            self.lesson.event("hint")
        else:
            if tapped and self.match.needs_ai():
                self.hurry()
            self.handle_table(action)

    def handle_table(self, action) -> None:
        """Game-specific input (board taps, drags, focus)."""
        super().handle(action)

    # ------------------------------------------------------------- loop
    def update(self, dt: float) -> None:
        self.view.update(dt)
        self.update_table(dt)
        super().update(dt)
        self.topbar.update(dt)
        self.desk.watch()
        self.step_match(dt)
        if self.attract and not self.driver.results_shown:
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

    @property
    def background(self) -> pygame.Surface:
        """The background, read where drawn (a staged entry builds it first if the cache let it go)."""
        return self.backdrop.art()

    def prepare_steps(self) -> Iterator[None]:
        if self.backdrop is not None:  # (not kept: built a part per frame, as the warm-up does)
            yield from self.backdrop.steps()
        yield from super().prepare_steps()
        yield
        self.topbar.surface()
        if self.lesson.coach is not None:
            yield
            self.lesson.coach.prepare()

    def rehearsal(self, surface: pygame.Surface) -> Iterator[None]:
        yield from super().rehearsal(surface)
        yield
        self.topbar.draw(surface)
        if self.lesson.coach is not None:
            yield
            self.lesson.coach.draw(surface)

    def turn_elsewhere(self, p: int, ai_key: str) -> str | None:
        """The prompt while seat `p` moves away from the screen: a computer (`ai_key`: "tap to hurry"; in
        the attract loop just who plays) or a phone (`PhoneDesk.turn_text`); None: `p` plays here."""
        if self.match.seats[p].is_human:
            return self.desk.turn_text(p) if self.is_phone(p) else None
        return tr("attract.playing", name=self.names[p]) if self.attract else tr(ai_key, name=self.names[p])


__all__ = ["TableScene", "TOPBAR_HEIGHT"]
