"""Caprice's table: the round board, wooden discs that fly, drop and wobble, the red marker bead,
the supply trays, the player's private tile rack, the ordering screen and the final reveal.

A turn: drag a disc from a supply tray onto a spot (or tap the tray, then the
spot); then optionally drag the top disc of another tower somewhere else (or
tap it, then its target) — or press "Fertig". Legal targets glow while a disc
is held; a refused drop is explained. The moved disc gets the red bead.
Keys and pads move a focus over trays, spots and the button (select picks up,
select again puts down; F = Fertig). With several people at one screen, the
privacy overlay hands the screen over before each person's turn so nobody
sees another's tiles. At the end each person fixes the order of their tiles
(`CapriceOrder`) and the reveal counts every tower level by level
(`scenes.tables.caprice.reveal`).

Every turn is told and traced until the next player acts (`scenes.tables.caprice.turn`):
a line says what was placed where and what moved from where to where, and the
board marks the placed and the moved disc and the moved disc's path. Computer
players wait before each of their moves so people can follow. The drawing
lives in `scenes.tables.caprice.board` (the board) and `scenes.tables.caprice.side`
(the right column).
"""
from __future__ import annotations

from typing import Iterator

import pygame

import game.caprice as caprice
from game.core import CHANCE
from scenes.tables.caprice import board as board
from scenes.tables.caprice import layout as L
from scenes.tables.caprice import reveal as reveal_view
from scenes.tables.caprice import side as side
from scenes.tables.caprice.reveal import Reveal
from scenes.tables.caprice.controls import CapriceControls
from scenes.tables.caprice.presenter import AI_FIRST, CapricePresenter
from scenes.tables.caprice.presenter import Flight  # noqa: F401 (bench.scenes takes it from here)
from scenes.tables.caprice.turn import Turn
from scenes.services.i18n import tr
from scenes.tables.lesson import CHANCE_STEP, COMPUTER
from scenes.tables.table import TableScene
from scenes.tables.caprice import art as art
from sprites import theme
from sprites.text import render
from sprites.topbar import HEIGHT as TOPBAR_HEIGHT
from sprites.tween import ease
from sprites.widgets import Button, Hotspot

def disc_name(kind: str) -> str:
    return tr(f"caprice.disc.{kind}")


class CapriceTable(TableScene, game="caprice"):
    #: toasts rest over the middle of the board (no text or button lies beneath it)
    toast_anchor = ("in", pygame.Rect(L.CENTER[0] - L.RADIUS, L.CENTER[1] - 70, 2 * L.RADIUS, 140))
    param_names = {"disc": disc_name}
    ai_delay = AI_FIRST
    presenter_class = CapricePresenter

    def __init__(self, setup: dict) -> None:
        super().__init__(setup)
        self.controls = CapriceControls(self)                # the disc in hand, the taps and drags
        self.background: pygame.Surface | None = None
        self.order_open = False

    # ----------------------------------------------------------------- set-up
    def enter(self) -> None:
        super().enter()
        self.presenter.particles.low_power = self.app.settings.low_power
        self.background = self.background_art()
        self.catch_up()
        self.build_widgets()

    @staticmethod
    def make_background() -> Iterator[None]:
        return art.board((1280, 720), L.CENTER, L.RADIUS, L.SPOTS)

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
        """What Caprice's lesson points at: the next tap of a placement ("place:DR,0": the tray, and once
        the disc is in hand the spot) or of a move ("move:2,0": the tower, then the new spot), a supply
        tray ("tray:DR"), a spot and its tower ("spot:0", the rules' numbering), "Fertig", the disc under the red marker, the secret tiles, the
        live score, the other players' hidden tiles, the count of full towers on the top bar."""
        if name.startswith("place:"):  # a placement, one tap at a time: the tray, then (disc in hand) the spot
            kind, spot = name[6:].split(",")
            if self.controls.held == ("supply", kind):
                return L.spot_rect(int(spot))
            return pygame.Rect(L.TRAYS[caprice.DISCS.index(kind)])
        if name.startswith("move:"):  # a move, one tap at a time: the tower, then (disc in hand) its new spot
            src, dst = (int(x) for x in name[5:].split(","))
            return L.spot_rect(dst if self.controls.held == ("spot", src) else src)
        if name.startswith("tray:"):
            kind = name[5:]
            return pygame.Rect(L.TRAYS[caprice.DISCS.index(kind)]) if kind in caprice.DISCS else None
        if name.startswith("spot:"):
            return L.spot_rect(int(name[5:]))
        if name == "board":
            return pygame.Rect(L.CENTER[0] - L.RADIUS, L.CENTER[1] - L.RADIUS, 2 * L.RADIUS, 2 * L.RADIUS)
        if name == "done":
            return pygame.Rect(L.SKIP) if self.skip_btn.visible else None
        if name == "marker":
            spot = caprice.marker(self.shown_state)
            if spot is None:
                return None
            return board.disc_box(spot, len(caprice.towers(self.shown_state)[spot]) - 1, 6)
        if name == "rack":  # the tiles and their label
            return pygame.Rect(L.RIGHT_X, L.RACK_LABEL_Y - 4, L.RIGHT_W, L.RACK[0].bottom - L.RACK_LABEL_Y + 4)
        if name == "live":
            return pygame.Rect(L.LIVE)
        if name == "others":
            seat = self.screen_seat()
            rows = [p for p in range(self.state.players) if p != seat]
            return [L.other_rect(i, len(rows)) for i in range(len(rows))]
        if name == "full":  # "Volle Türme: n / 5" at the right end of the top bar
            text = self.topbar.round_text
            if not text:
                return None
            w, h = render(text, "display", 24, theme.palette()["text"]).get_size()
            return pygame.Rect(1264 - w, (TOPBAR_HEIGHT - h) // 2, w, h)
        return None

    def lesson_stage(self, step) -> list[pygame.Rect]:
        """The prompt and the last turn in words stay in sight of the coach's bubble; while the
        computer plays, the whole right column too (its disc comes from the trays, its tiles and the
        points change): the bubble then rests on the board, off the spots its move taps."""
        out = [pygame.Rect(L.PROMPT), pygame.Rect(L.TOLD)]
        if step.who in (COMPUTER, CHANCE_STEP):
            out += [pygame.Rect(L.RIGHT_X, L.TOP, L.RIGHT_W, 712 - L.TOP)]
        return out

    def lesson_taps(self, move) -> list[tuple[int, int]] | None:
        """Where a person taps to make `move`: the tray, then the spot (a placement); the tower, then
        its new spot (a move); "Fertig" (no move)."""
        if isinstance(move, caprice.Place):
            return [L.TRAYS[caprice.DISCS.index(move.disc)].center, L.spot_rect(move.spot).center]
        if isinstance(move, caprice.Move):
            return [L.spot_rect(move.src).center, L.spot_rect(move.dst).center]
        if isinstance(move, caprice.Skip):
            return [L.SKIP.center]
        return None

    def on_refused(self) -> None:
        self.sound("error")

    # ----------------------------------------------------------------- match events
    def on_move(self, actor, move, before, after) -> None:
        """The presenter shows the move; the hand lets go of what it held."""
        super().on_move(actor, move, before, after)
        self.controls.let_go()
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

    def showing_text(self) -> str:
        return tr("phones.hold.reveal") if self.reveal is not None else super().showing_text()

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

    def layer_animating(self) -> bool:
        return self.presenter.wobble is not None or super().layer_animating()

    def has_dynamic(self) -> bool:
        return bool(self.animations) or self.presenter.moving() or self.controls.dragging

    # ----------------------------------------------------------------- drawing

    def draw_static(self, surface: pygame.Surface) -> None:
        for _ in self.static_steps(surface):
            pass

    def static_steps(self, surface: pygame.Surface) -> Iterator[None]:
        """The board, then the side column, a part per step (a staged entry and the warm-up's
        rehearsal spread them over frames)."""
        yield from board.draw_steps(self, surface)
        if self.match.is_over():
            reveal_view.draw_board(surface, self.reveal)
            reveal_view.draw_panel(self, surface, self.reveal)
            yield
        else:
            yield from side.draw_steps(self, surface)

    def prompt_text(self) -> str:
        m = self.match
        p = m.actor()
        if m.is_over():
            return tr("caprice.counting") if self.reveal is not None else tr("caprice.over")
        if p is None or p == CHANCE:
            return tr("caprice.drawing")
        name = self.names[p]
        if not m.seats[p].is_human:
            return self.ai_turn_text(name, "caprice.ai_turn")
        if self.is_phone(p):
            return self.desk.turn_text(p)
        ph = self.phase()
        if ph == "place":
            return tr("caprice.prompt_place", name=name)
        if ph == "move":
            if not caprice.movable_from(self.state):
                return tr("caprice.prompt_nothing_to_move")
            return tr("caprice.prompt_move")
        if ph == "order":
            return tr("caprice.prompt_order", name=name)
        return ""

    def told_text(self) -> str:
        """The last turn in words, as the right column shows it ("" when there is none to tell)."""
        turn = side.told_turn(self)
        return turn.sentence(self.names[turn.seat]) if turn is not None else ""

    def draw_dynamic(self, surface: pygame.Surface) -> None:
        for f in self.animations:
            img = art.disc(f.kind)
            x, y = f.pos
            surface.blit(img, (int(x) - img.get_width() // 2, int(y) - img.get_height() // 2))
        hand = self.controls
        if hand.dragging and hand.held is not None:
            kind = hand.held_kind()
            if kind:
                img = art.disc(kind)
                x, y = hand.drag_pos
                surface.blit(art.disc_shadow(), (x - img.get_width() // 2 - 4, y + 6))
                surface.blit(img, (x - img.get_width() // 2, y - img.get_height() // 2 - 10))
        elif hand.held is not None and hand.held[0] == "spot":
            spot = hand.held[1]
            board.ring(surface, board.disc_box(spot, max(0, len(self.board_towers()[spot]) - 1)), (255, 255, 255), 4)
        shown = self.presenter
        bead_pos = None
        if shown.bead_tween is not None:
            a, b, tw = shown.bead_tween
            k = ease(tw.easing, tw.progress)
            bead_pos = (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k)
        elif shown.bead_at is not None and not self.animations and not self.match.is_over():
            bead_pos = shown.bead_at
        if bead_pos is not None:
            b = art.bead()
            surface.blit(b, (int(bead_pos[0]) - b.get_width() // 2, int(bead_pos[1]) - b.get_height() // 2))
        focused = self.focused()
        if self.show_focus() and isinstance(focused, Hotspot):
            pygame.draw.rect(surface, theme.palette()["accent"], focused.rect.inflate(6, 6), 4, border_radius=14)
        shown.particles.draw(surface)
