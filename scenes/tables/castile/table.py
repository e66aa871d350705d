"""Castile Solitaire's table scene: the match on green felt, and its parts put together.

The table holds the match (the one record of the position: `piles()` and `counts()` read it through
the rules) and makes every move the same way (`play`: try_move, then the presenter flies it to the board,
then the history records it). A card taken by the automatic moves guards its pile for a moment, so a
press meant for it never lands on the card it uncovered. The table runs the clock, makes undo and redo,
opens the game menu and the results, and sets off the card cascade once the deal is won.

Its parts, one job each: `board` (the card sprites, their flights, the cached layer), `presenter` (a
move as cards in flight, the win's cascade and fanfare), `painter` (the glowing targets, the hint, the
hand, the focus and the lost deal's badge over the card layer), `controls` (where an input goes) with
`gestures` (the player's hand: drag, tap, double tap, keys and pads), `autoplay` (safe cards going home
by themselves, a setting, and the finish once only foundation moves are left), `history` (undo and
redo, and which moves were automatic), `advice` (the hint and the "still winnable?" verdict from worker
processes) and `stats` (the figures of finished games).

In a lesson ("Lernpartie", `lesson.py`) the table's `coaching` names what the coach points at
(`lesson_target`) and where a person taps for a move (`lesson_taps`); no card goes home by itself, undo
and redo work only at the steps that teach them (undo is reported as the lesson event "undo"), and the
hint shows the move the lesson asks for next.
"""
from __future__ import annotations

import random
from typing import Iterator

import pygame

import game.castile as castile
from game.castile import RESIGN, Move
from game.core import Match
from scenes.services.formats import clock
from scenes.services.i18n import tr
from scenes.tables.castile import stats
from scenes.tables.castile.advice import Advisor
from scenes.tables.castile.art import turn_arrow
from scenes.tables.castile.autoplay import AutoMoves
from scenes.tables.castile.board import FLY, Board
from scenes.tables.castile.board import felt as board_felt
from scenes.tables.castile.coaching import CastileCoaching
from scenes.tables.castile.controls import CastileControls
from scenes.tables.castile.gestures import Gestures
from scenes.tables.castile.history import History
from scenes.tables.castile.painter import CastilePainter
from scenes.tables.castile.presenter import CastilePresenter
from scenes.tables.castile.strings import card_name
from scenes.tables.castile.taps import REACTION
from scenes.tables.table import TableScene
from sprites import theme
from sprites.backgrounds_cache import Backdrop
from sprites.widgets import Button


class CastileTable(TableScene, game=castile):
    param_names = {"card": card_name, "needed": card_name, "target": card_name}
    own_art = ("sprites.card",)  # (its cards' faces at its sizes: the other tables draw none of them)
    heavy_workers = True  # (its hint and verdict search with the compiled solver)
    has_hint = True
    ai_delay = 0.28
    presenter_class = CastilePresenter
    backdrop = Backdrop(board_felt, lambda: ("castile",))

    def __init__(self, setup: dict) -> None:
        super().__init__(setup)
        self.board = Board(self)          # the card sprites, their flights and the cached layer
        self.gestures = Gestures(self)    # the player's hand and the focus over the piles
        self.history = History()          # undo and redo; which moves were automatic
        self.advisor = Advisor(self)      # the hint and the verdict, from worker processes
        self.auto = AutoMoves(self)       # the safe cards going home and the finish, by themselves
        self.painter = CastilePainter(self)    # the glows, the hint and the badge over the cards
        self.controls = CastileControls(self)  # where an input goes: buttons, hand, focus, keys
        self.coaching = CastileCoaching(self)  # the answers to a lesson's coach
        self.elapsed = float(setup.get("elapsed") or 0.0)
        self.finished = False
        self.stats_result: dict = {}  # the new bests of the finished game (the results mark them)

    # ----------------------------------------------------------------- setup
    def pick_seed(self) -> int:
        seed = self.setup.get("seed")
        if seed is not None:
            return int(seed)
        rng = random.SystemRandom()
        if self.winnable_only():
            deals = castile.winnable_deals()
            if deals:
                return rng.choice(deals)
        return rng.randrange(1, 1_000_000)

    def winnable_only(self) -> bool:
        storage = self.app.storage if self.app is not None else None
        return bool(storage.get_setting("castile.winnable_only", False)) if storage else False

    def enter(self) -> None:
        super().enter()
        self.match.keep_states()  # (an undo takes moves back to them: `rewound`)
        self.advisor.start(self.app.config.think_inline)
        self.presenter.particles.low_power = self.app.settings.low_power
        self.build_buttons()
        self.board.deal()
        self.advisor.ask_verdict()

    def exit(self) -> None:
        super().exit()
        self.advisor.stop()

    def release(self) -> None:
        super().release()
        self.board.release()

    def build_buttons(self) -> None:
        """Undo and redo as arrows (their words would not fit at a readable size beside the deal
        number, time and moves of the top bar), the game menu by its name."""
        self.widgets = []
        y = 8
        ink = theme.palette()["button_text"]
        self.undo_btn = self.add(Button((340, y, 64, 48), "", self.undo, icon=turn_arrow(34, ink)))
        self.redo_btn = self.add(Button((412, y, 64, 48), "", self.redo, icon=turn_arrow(34, ink, redo=True)))
        self.menu_btn = self.add(Button((484, y, 124, 48), lambda: tr("castile.game"), self.open_menu, size_px=26))

    # ----------------------------------------------------------------- state helpers
    @property
    def state(self) -> castile.State:
        return self.match.state

    def piles(self) -> dict[str, tuple[str, ...]]:
        """pile name → its cards bottom→top, every pile in the rules' order."""
        return {pile: castile.pile_cards(self.state, pile) for pile in castile.PILES}

    def counts(self) -> dict[str, int]:
        return {k: len(v) for k, v in self.piles().items()}

    def human_moves(self) -> int:
        return sum(1 for m in self.match.moves if m != RESIGN)

    @property
    def cascade(self):
        """The win's card cascade while it runs (the presenter's), else None."""
        return self.presenter.cascade

    @property
    def animating(self) -> bool:
        """Redraw every frame only while something moves; a table waiting for the player stays still."""
        return (self.board.animating() or self.presenter.animating() or self.gestures.dragging
                or self.advisor.hint is not None)

    # ----------------------------------------------------------------- moves
    def on_move(self, actor, move, before, after) -> None:
        """The presenter flies the cards; the hint shown is out of date and the verdict asked again."""
        self.advisor.hint = None
        super().on_move(actor, move, before, after)
        if move != RESIGN:
            self.advisor.ask_verdict()

    def attempt(self, src: str, dst: str, auto: bool = False) -> bool:
        """Try a move of the top card of src to dst (the player's or an automatic one)."""
        if not auto:
            self.history.player_moves()
        card = castile.top(self.state, src)
        ok = self.play(Move(src, dst), auto)
        if ok and auto and card is not None:
            # the player may already be reaching for this card: a press on its pile in the next
            # moment is meant for it, not for the card it uncovered
            self.gestures.taps.left(src, card, FLY / self.speed() + REACTION)
        return ok

    def play(self, move, auto: bool = False) -> bool:
        """The one way a move is made at this table (the player's, an automatic one, a redo): through
        try_move, so on_move animates it, then into the history."""
        ok = self.try_move(move)
        if ok:
            self.history.record(move, auto)
        return ok

    def speed(self) -> float:
        """The animation speed factor (flights take 1/speed of their time in seconds)."""
        return max(0.1, self.app.settings.speed_factor) if self.app is not None else 1.0

    def on_refused(self) -> None:
        self.board.sync()  # an illegal drop flies back

    def undo(self) -> None:
        """Take back the player's last move and the automatic moves that followed it."""
        if self.busy() or not self.match.moves or self.match.is_over() or not self.coaching.allows("undo"):
            return
        taken = self.history.take_back(self.match.moves)
        self.match = self.rewound(len(taken))
        self.shown_state = self.match.state  # (the board shows the rewound deal at once: nothing flies)
        self.records.save()
        self.advisor.hint = None
        self.advisor.forget_verdict()
        self.show_verdict()
        self.gestures.release()
        self.board.sync()
        self.refresh_topbar()
        self.advisor.ask_verdict()
        self.sound("card")
        self.lesson.event("undo")

    def rewound(self, count: int) -> Match:
        """The match without its last `count` moves, from the states it kept (an undo used to replay
        the whole game from its save in the frame: 4 ms after 29 moves here, a frozen screen on a Pi
        in a long game)."""
        return self.match.truncated(count)

    def redo(self) -> None:
        """Make the moves taken back last again, each as every move is made (animated, saved, recorded)."""
        if self.busy() or not self.history.can_redo() or not self.coaching.allows("redo"):
            return
        self.gestures.release()
        for entry in self.history.redo():
            self.play(entry.move, entry.auto)
        self.advisor.forget_verdict()
        self.show_verdict()
        self.sound("card")

    def saved_setup(self) -> dict:
        return {"seed": self.seed, "elapsed": round(self.elapsed, 1)}  # the clock goes on where it stopped

    # ----------------------------------------------------------------- input
    def handle(self, action) -> None:
        if not self.controls.intercept(action):
            super().handle(action)

    def handle_table(self, action) -> None:
        if not self.controls.act(action):
            super().handle_table(action)

    def hurry_animations(self) -> None:
        """Every flight jumps to its end and the cascade stops (a press while cards fly)."""
        self.presenter.finish()

    # ----------------------------------------------------------------- lesson
    def lesson_target(self, name: str):
        return self.coaching.target(name)

    def lesson_taps(self, move) -> list[tuple[int, int]] | None:
        return self.coaching.taps(move)

    # ----------------------------------------------------------------- hint and verdict
    def on_hint(self) -> None:
        self.advisor.ask_hint()

    def show_verdict(self) -> None:
        """A lost deal: the undo arrow turns gold and a badge on the felt says so."""
        lost = self.advisor.verdict == "lost" and not self.match.is_over()
        style = "primary" if lost else "normal"
        if self.undo_btn.style != style:
            self.undo_btn.style = style
            self.board.layer_dirty = True
            self.dirty = True

    # ----------------------------------------------------------------- menu, end
    def open_menu(self) -> None:
        from scenes.tables.castile.menu import CastileMenu

        self.gestures.release()
        self.app.stack.push(CastileMenu(self))

    def new_deal(self, seed: int | None) -> None:
        setup = dict(self.setup)
        setup["seed"] = seed
        self.app.stack.replace(CastileTable(setup))

    def restart_deal(self) -> None:
        self.new_deal(self.seed)

    def restart(self) -> None:
        self.new_deal(None)

    def resign(self) -> None:
        if self.match.needs_human():
            self.play(RESIGN)

    def round_text(self) -> str:
        n = self.human_moves()
        return tr("castile.status", deal=self.seed, time=clock(self.elapsed), moves=tr("castile.moves", n=n))

    def won(self) -> bool:
        return castile.is_won(self.state)

    def on_language(self) -> None:
        super().on_language()
        self.board.layer_dirty = True

    def record_stats(self) -> None:
        storage = self.app.storage
        if storage is None or self.demo or self.setup.get("lesson"):
            return  # (a lesson's game counts once the player plays on alone: `end_lesson`)
        won = castile.is_won(self.state)
        self.stats_result = stats.record_game(storage, won, self.elapsed, self.human_moves())
        if won:
            stats.record_win(storage, self.names[0], self.elapsed, self.human_moves(), self.seed)

    def show_results(self) -> None:
        from scenes.tables.castile.menu import CastileResults

        self.record_stats()
        self.app.stack.push(CastileResults(self))

    def start_cascade(self) -> None:
        self.presenter.celebrate()

    # ----------------------------------------------------------------- loop
    def update(self, dt: float) -> None:
        self.board.update(dt)
        self.advisor.update(dt)
        self.gestures.taps.tick(dt / self.speed())
        self.presenter.update(dt)
        over = self.match.is_over()
        if not over and not self.board.dealing:
            self.run_clock(dt)
        if not self.busy() and not self.gestures.dragging and self.gestures.held is None:
            self.auto.step()
        if over and not self.finished and not self.busy():
            self.finished = True
            if castile.is_won(self.state) and not self.demo:
                self.start_cascade()
        super().update(dt)

    def run_clock(self, dt: float) -> None:
        self.elapsed += dt
        if int(self.elapsed) != int(self.elapsed - dt):
            self.refresh_topbar()
            self.dirty = True  # the clock in the top bar moved on: one redraw a second

    def step_match(self, dt: float) -> None:
        if self.finished and self.cascade is not None:
            return
        super().step_match(dt)

    # ----------------------------------------------------------------- drawing
    def draw_table(self, surface: pygame.Surface) -> None:
        self.board.draw(surface)

    def static_steps(self, surface: pygame.Surface) -> Iterator[None]:
        return self.painter.static_steps(surface)

    def draw(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface)
