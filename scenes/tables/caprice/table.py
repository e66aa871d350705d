"""Caprice's table: the round board, wooden discs that fly, drop and wobble, the red marker bead,
the supply trays, the player's private tile rack, the ordering screen and the final reveal.

The table wires its parts together and keeps the flow of the game (the ordering screen opened for
each person at the end, the phones' preset order, the widgets' focus):
- `presenter` (`scenes.tables.caprice.presenter.CapricePresenter`): each move's flights and sounds,
  the bead, the last turn told and traced, the final count, the computer players' pace;
- `controls` (`scenes.tables.caprice.controls.CapriceControls`): the disc in hand and the taps,
  drags and keys of a turn (keys and pads move a focus over trays, spots and the button: select
  picks up, select again puts down; F = Fertig);
- the drawing: `scenes.tables.caprice.painter` (the layer's order and what moves over it), with
  `scenes.tables.caprice.board` (the board) and `scenes.tables.caprice.side` (the right column);
- the words: `scenes.tables.caprice.prompt`; the hint (the hard AI's move for the person to move,
  asked off the frame, ringed on the board, its reason in the prompt): `scenes.tables.caprice.advisor`;
  the lesson's targets and taps:
  `scenes.tables.caprice.lesson_marks`.

With several people at one screen, the privacy overlay hands the screen over before each person's
turn so nobody sees another's tiles. At the end each person fixes the order of their tiles
(`CapriceOrder`) and the reveal counts every tower level by level (`scenes.tables.caprice.reveal`).
"""
from __future__ import annotations

from typing import Iterator

import pygame

import game.caprice as caprice
from game.core import CHANCE
from scenes.services.i18n import tr
from scenes.tables.caprice import art as art
from scenes.tables.caprice import layout as L
from scenes.tables.caprice import lesson_marks, painter, prompt
from scenes.tables.caprice.advisor import CapriceAdvisor
from scenes.tables.caprice.controls import CapriceControls
from scenes.tables.caprice.presenter import AI_FIRST, CapricePresenter
from scenes.tables.caprice.reveal import Reveal
from scenes.tables.caprice.turn import Turn
from scenes.tables.table import TableScene
from sprites.backgrounds_cache import Backdrop
from sprites.widgets import Button, Hotspot


def disc_name(kind: str) -> str:
    return tr(f"caprice.disc.{kind}")


class CapriceTable(TableScene, game=caprice):
    #: toasts rest over the middle of the board (no text or button lies beneath it)
    toast_anchor = ("in", pygame.Rect(L.CENTER[0] - L.RADIUS, L.CENTER[1] - 70, 2 * L.RADIUS, 140))
    param_names = {"disc": disc_name}
    ai_delay = AI_FIRST
    presenter_class = CapricePresenter
    has_hint = True
    backdrop = Backdrop(lambda: art.board((1280, 720), L.CENTER, L.RADIUS, L.SPOTS), lambda: ("caprice",))

    def __init__(self, setup: dict) -> None:
        super().__init__(setup)
        self.controls = CapriceControls(self)                # the disc in hand, the taps and drags
        self.order_open = False
        self.advisor = CapriceAdvisor(self)                  # the hint

    # ----------------------------------------------------------------- set-up
    def enter(self) -> None:
        super().enter()
        self.presenter.particles.low_power = self.app.settings.low_power
        self.catch_up()
        self.build_widgets()

    def build_widgets(self) -> None:
        self.widgets = []
        hand = self.controls
        self.tray_spots = [self.add(Hotspot(L.TRAYS[i], lambda i=i: hand.select_tray(i), ("tray", i)))
                           for i in range(4)]
        self.spot_spots = [self.add(Hotspot(L.spot_rect(i), lambda i=i: hand.select_spot(i), ("spot", i)))
                           for i in range(6)]
        self.skip_btn = self.add(Button(L.SKIP, lambda: tr("caprice.done"), hand.skip, style="primary"))
        self.refresh_widgets()

    @property
    def state(self) -> caprice.State:
        return self.match.state

    @property
    def reveal(self) -> Reveal | None:
        """The final count while it runs (the presenter's)."""
        return self.presenter.reveal

    @property
    def counted(self) -> list[int]:
        """The final count's points so far, kept when it is done (the presenter's)."""
        return self.presenter.counted

    @property
    def turn(self) -> Turn | None:
        """The last turn, told and traced (the presenter's)."""
        return self.presenter.turn

    def board_towers(self) -> list[tuple[str, ...]]:
        """The towers as the board shows them: the shown state's, without the discs in the air (one
        flying off a tower in a move, or the top disc a finger drags away)."""
        towers = list(caprice.towers(self.shown_state))
        lifted = [f.src for f in self.animations if f.src is not None]
        hand = self.controls
        if hand.dragging and hand.held is not None and hand.held[0] == "spot":
            lifted.append(hand.held[1])
        for spot in lifted:
            towers[spot] = towers[spot][:-1]
        return towers

    # ----------------------------------------------------------------- questions
    def phase(self) -> str:
        return caprice.phase(self.state)

    def scores_for_bar(self) -> list:
        if self.match.is_over():
            if self.reveal is not None and self.counted:
                return list(self.counted)
            return self.match.scores()
        return ["?"] * self.state.players

    def round_text(self) -> str:
        full = caprice.full_towers(self.state)
        # four players' chips leave the top bar room for the short form only
        return tr("caprice.full_short" if self.state.players >= 4 else "caprice.full", n=full)

    # ----------------------------------------------------------------- lesson
    def lesson_target(self, name: str):
        """What Caprice's lesson points at (`scenes.tables.caprice.lesson_marks.target`)."""
        return lesson_marks.target(self, name)

    def lesson_stage(self, step) -> list[pygame.Rect]:
        return lesson_marks.stage(step)

    def lesson_taps(self, move) -> list[tuple[int, int]] | None:
        return lesson_marks.taps(move)

    def on_refused(self) -> None:
        self.sound("error")

    # ----------------------------------------------------------------- match events
    def on_move(self, actor, move, before, after) -> None:
        """The presenter shows the move; the hand lets go of what it held."""
        super().on_move(actor, move, before, after)
        self.controls.let_go()
        self.advisor.forget()
        self.refresh_widgets()
        self.dirty = True

    # ----------------------------------------------------------------- ordering and reveal
    def step_match(self, dt: float) -> None:
        m = self.match
        p = m.actor()
        if not self.busy() and p is not None and p != CHANCE and self.phase() == "order" \
                and m.seats[p].is_human and not self.is_phone(p) and not self.order_open:
            if self.needs_privacy(p):
                self.show_privacy(p)
                return
            from scenes.tables.caprice.order import CapriceOrder

            self.order_open = True
            self.app.stack.push(CapriceOrder(self, p))
            return
        super().step_match(dt)

    def phone_preset(self, seat: int):
        """A phone's ordering starts from the best order, as the big screen's does."""
        state = self.match.state
        if caprice.phase(state) != "order":
            return None
        own = list(caprice.tiles(caprice.view(state, seat), seat) or [])
        return caprice.Order(tuple(caprice.best_order(caprice.towers(state), own)))

    def fix_order(self, seat: int, order) -> None:
        """The ordering screen's answer."""
        self.order_open = False
        if self.match.actor() == seat:
            self.try_move(caprice.Order(tuple(order)))

    # ----------------------------------------------------------------- widgets and input
    def refresh_widgets(self) -> None:
        human = self.human_turn()
        ph = self.phase()
        self.skip_btn.visible = human and ph == "move"
        for i, w in enumerate(self.tray_spots):
            w.focusable = human and ph == "place" and caprice.supply(self.state)[caprice.DISCS[i]] > 0
        for w in self.spot_spots:
            w.focusable = human and ph in ("place", "move")
        w = self.focused()
        if w is None or not w.visible or not w.focusable:
            order = self.focusables()
            if order:
                self.focus = order[0]

    def handle_table(self, action) -> None:
        if not self.controls.handle(action):
            super().handle_table(action)

    # ----------------------------------------------------------------- loop
    def update_table(self, dt: float) -> None:
        self.presenter.update(dt)
        self.advisor.update()

    def on_hint(self) -> None:
        self.advisor.on_hint()

    def layer_animating(self) -> bool:
        return self.presenter.wobble is not None or super().layer_animating()

    def has_dynamic(self) -> bool:
        return bool(self.animations) or self.presenter.moving() or self.controls.dragging

    # ----------------------------------------------------------------- drawing and words
    def draw_static(self, surface: pygame.Surface) -> None:
        for _ in self.static_steps(surface):
            pass

    def static_steps(self, surface: pygame.Surface) -> Iterator[None]:
        return painter.static_steps(self, surface)

    def draw_dynamic(self, surface: pygame.Surface) -> None:
        painter.draw_dynamic(self, surface)

    def prompt_text(self) -> str:
        return prompt.prompt_text(self)

    def told_text(self) -> str:
        """The last turn in words, as the right column shows it ("" when there is none to tell)."""
        return prompt.told_text(self)
