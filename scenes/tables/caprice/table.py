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

import random
from typing import Iterator

import pygame

import game.caprice as caprice
from game.core import CHANCE
from scenes.tables.caprice import board as board
from scenes.tables.caprice import layout as L
from scenes.tables.caprice import reveal as reveal_view
from scenes.tables.caprice import side as side
from scenes.tables.caprice.reveal import Reveal
from scenes.tables.caprice.turn import Turn, note
from scenes.services.i18n import tr, tr_error
from scenes.tables.animations import TweenAnimation
from scenes.tables.lesson import CHANCE_STEP, COMPUTER
from scenes.tables.table import TableScene
from scenes.tables.caprice import art as art
from sprites import theme
from sprites.particles import Particles
from sprites.text import render
from sprites.topbar import HEIGHT as TOPBAR_HEIGHT
from sprites.tween import Tween, arc_point, ease
from sprites.widgets import Button, Hotspot

FLY = 0.38        # seconds a disc flies
WOBBLE = board.WOBBLE  # seconds it wobbles after landing
BEAD_SLIDE = 0.3
TAP_SLOP = 10
AI_FIRST = 1.1    # seconds a computer player waits before its placement (people look at the board)
AI_SECOND = 0.9   # … and before moving a disc (people look at the placement first)


def disc_name(kind: str) -> str:
    return tr(f"caprice.disc.{kind}")


class Flight(TweenAnimation):
    """A disc flying from a point to the top of a tower, then wobbling there."""

    def __init__(self, kind: str, start, spot: int, level: int, src: int | None = None) -> None:
        self.kind = kind
        self.start = start
        self.src = src          # the tower it left (a move), whose top the board no longer shows
        self.spot = spot
        self.level = level
        self.end = L.disc_pos(spot, level)
        self.tween = Tween(0.0, 1.0, FLY, "linear")
        self.wobble = 0.0
        self.landed = False

    @property
    def pos(self):
        k = ease("in_out", self.tween.progress)
        return arc_point(self.start, self.end, k, 90)


class CapriceTable(TableScene, game=caprice):
    #: toasts rest over the middle of the board (no text or button lies beneath it)
    toast_anchor = ("in", pygame.Rect(L.CENTER[0] - L.RADIUS, L.CENTER[1] - 70, 2 * L.RADIUS, 140))
    param_names = {"disc": disc_name}
    ai_delay = AI_FIRST

    def __init__(self, setup: dict) -> None:
        super().__init__(setup)
        self.wobble: tuple[int, float] | None = None        # (spot, time left)
        self.bead_at: tuple[float, float] | None = None
        self.bead_tween: tuple[tuple, tuple, Tween] | None = None
        self.held: tuple[str, object] | None = None          # ("supply", kind) or ("spot", spot)
        self.dragging = False
        self.drag_pos = (0, 0)
        self.press_at = (0, 0)
        self.particles = Particles(random.Random(5))
        self.background: pygame.Surface | None = None
        self.reveal: Reveal | None = None                    # the final count while it runs
        self.counted: list[int] = []                         # its points so far (kept when it is done)
        self.turn: Turn | None = None                        # the last turn, told and traced
        self.order_open = False

    # ----------------------------------------------------------------- set-up
    def enter(self) -> None:
        super().enter()
        self.particles.low_power = self.app.settings.low_power
        self.background = self.background_art()
        self.catch_up()
        self.build_widgets()

    @staticmethod
    def make_background() -> Iterator[None]:
        return art.board((1280, 720), L.CENTER, L.RADIUS, L.SPOTS)

    def build_widgets(self) -> None:
        self.widgets = []
        self.tray_spots = [self.add(Hotspot(L.TRAYS[i], lambda i=i: self.select_tray(i), ("tray", i)))
                           for i in range(4)]
        self.spot_spots = [self.add(Hotspot(L.spot_rect(i), lambda i=i: self.select_spot(i), ("spot", i)))
                           for i in range(6)]
        self.skip_btn = self.add(Button(L.SKIP, lambda: tr("caprice.done"), self.skip, style="primary"))
        self.refresh_widgets()

    @property
    def state(self) -> caprice.State:
        return self.match.state

    def board_towers(self) -> list[tuple[str, ...]]:
        """The towers as the board shows them: the shown state's, without the discs in the air (one
        flying off a tower in a move, or the top disc a finger drags away)."""
        towers = list(caprice.towers(self.shown_state))
        lifted = [f.src for f in self.animations if f.src is not None]
        if self.dragging and self.held is not None and self.held[0] == "spot":
            lifted.append(self.held[1])
        for spot in lifted:
            towers[spot] = towers[spot][:-1]
        return towers

    def on_caught_up(self) -> None:
        m = caprice.marker(self.state)
        self.bead_at = self.bead_point(m) if m is not None else None

    def bead_point(self, spot: int) -> tuple[float, float]:
        level = len(caprice.towers(self.state)[spot]) - 1
        x, y = L.disc_pos(spot, level)
        return (x, y - art.disc_height() // 2 + 16)

    # ----------------------------------------------------------------- questions
    def phase(self) -> str:
        return caprice.phase(self.state)

    def targets(self) -> list[int]:
        if self.held is None or not self.human_turn():
            return []
        kind, what = self.held
        if kind == "supply":
            return caprice.place_targets(self.state)
        return caprice.move_targets(self.state, what)

    def busy(self) -> bool:
        return super().busy() or self.reveal is not None

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
            if self.held == ("supply", kind):
                return L.spot_rect(int(spot))
            return pygame.Rect(L.TRAYS[caprice.DISCS.index(kind)])
        if name.startswith("move:"):  # a move, one tap at a time: the tower, then (disc in hand) its new spot
            src, dst = (int(x) for x in name[5:].split(","))
            return L.spot_rect(dst if self.held == ("spot", src) else src)
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

    # ----------------------------------------------------------------- actions
    def select_tray(self, i: int) -> None:
        kind = caprice.DISCS[i]
        if not self.human_turn() or self.phase() != "place" or self.busy():
            if self.human_turn() and self.phase() == "move":
                self.app.toast(tr("caprice.placed_already"))
            return
        if caprice.supply(self.state)[kind] <= 0:
            self.explain(caprice.place_error(self.state, kind, 0))
            return
        self.held = None if self.held == ("supply", kind) else ("supply", kind)
        self.sound("click")
        self.dirty = True

    def select_spot(self, spot: int) -> None:
        if not self.human_turn() or self.busy():
            return
        if self.held is not None:
            self.put(spot)
            return
        if self.phase() == "place":
            self.app.toast(tr("caprice.pick_disc"))
            return
        if self.phase() == "move":
            err = caprice.move_error(self.state, spot, (spot + 1) % 6)
            if err is not None and err.code in ("caprice.empty_spot", "caprice.just_placed", "caprice.marked"):
                self.explain(err)
                return
            self.held = ("spot", spot)
            self.sound("click")
            self.dirty = True

    def put(self, spot: int) -> None:
        kind, what = self.held
        self.held = None
        self.dragging = False
        self.dirty = True
        if kind == "supply":
            self.try_move(caprice.Place(what, spot))
        elif what != spot:
            self.try_move(caprice.Move(what, spot))

    def skip(self) -> None:
        if self.human_turn() and self.phase() == "move" and not self.busy():
            self.held = None
            self.try_move(caprice.SKIP)

    def explain(self, err) -> None:
        if err is not None:
            self.app.toast(self.error_text(err), "error")
            self.sound("error")

    def on_refused(self) -> None:
        self.sound("error")

    def hurry(self) -> None:
        super().hurry()
        for f in self.animations:
            f.tween.finish()
        if self.reveal is not None:
            self.reveal.hurry()

    # ----------------------------------------------------------------- match events
    def on_move(self, actor, move, before, after) -> None:
        self.turn = note(self.turn, actor, move, before) if not self.match.is_over() else None
        if actor != CHANCE and not self.match.seats[actor].is_human:
            # the computer's next move waits again (AI_SECOND after a placement), so people can follow
            self.driver.wait = AI_FIRST - AI_SECOND if isinstance(move, caprice.Place) else 0.0
        if isinstance(move, caprice.Place):
            tray = L.TRAYS[caprice.DISCS.index(move.disc)]
            start = self.drag_pos if self.dragging else tray.center
            level = len(caprice.towers(after)[move.spot]) - 1
            self.animate(Flight(move.disc, start, move.spot, level))
            self.sound("whoosh")
        elif isinstance(move, caprice.Move):
            src_tower = caprice.towers(before)[move.src]
            kind = src_tower[-1]
            start = L.disc_pos(move.src, len(src_tower) - 1)
            level = len(caprice.towers(after)[move.dst]) - 1
            self.animate(Flight(kind, start, move.dst, level, src=move.src))
            self.sound("whoosh")
        elif isinstance(move, caprice.Skip):
            self.sound("click")
        elif isinstance(move, caprice.Order):
            self.sound("card")
        self.held = None
        self.dragging = False
        if self.match.is_over():
            self.start_reveal()
        self.refresh_widgets()
        self.dirty = True

    def on_landed(self, f: Flight) -> None:
        self.app.sound.play("disc")
        x, y = f.end
        self.particles.burst((x, y + 20), (200, 160, 110), 10, speed=120, radius=3)
        self.wobble = (f.spot, WOBBLE)
        old = self.bead_at
        self.on_caught_up()  # where the bead lies now (the board catches up when the last flight lands)
        self.dirty = True
        new = self.bead_at
        if old is not None and new is not None and old != new:
            self.bead_tween = (old, new, Tween(0.0, 1.0, BEAD_SLIDE, "out_back"))
        elif old is None and new is not None:
            self.bead_tween = ((new[0], new[1] - 60), new, Tween(0.0, 1.0, BEAD_SLIDE, "out_bounce"))
        self.refresh_widgets()

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

    def start_reveal(self) -> None:
        self.reveal = Reveal(self.state)
        self.counted = self.reveal.counted

    def step_reveal(self, dt: float) -> None:
        if self.reveal is None or self.animations:
            return
        step = self.reveal.update(dt)
        if self.reveal.done:
            self.reveal = None
            self.refresh_topbar()
            self.dirty = True
            return
        if step is None:
            return
        x, y = L.disc_pos(step.spot, step.level)
        for p in step.hits:
            self.particles.burst((x, y), theme.seat_color(p), 12 if step.kind == "level" else 40, speed=180, radius=4)
        if step.hits:
            self.sound("pop")
        self.refresh_topbar()
        self.dirty = True

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
        kind = action.kind
        if kind == "key":
            if action.key == pygame.K_f:
                self.skip()
            return
        if kind == "point_down":
            if self.busy():
                self.hurry()
                return
            if self.skip_btn.visible and self.skip_btn.hit(action.pos):
                super().handle_table(action)
                return
            self.press_at = action.pos
            self.drag_pos = action.pos
            if not self.human_turn():
                return
            tray = L.tray_at(action.pos)
            spot = L.spot_at(action.pos)
            if self.held is not None and not self.dragging:
                if spot is not None:
                    self.put(spot)
                elif tray is not None and self.phase() == "place":
                    self.select_tray(tray)
                else:
                    self.held = None
                    self.dirty = True
                return
            if tray is not None:
                self.select_tray(tray)
                if self.held is not None:
                    self.dragging = True
            elif spot is not None:
                self.select_spot(spot)
                if self.held is not None:
                    self.dragging = True  # the board no longer shows the top disc (`board_towers`)
                    self.dirty = True
            return
        if kind == "point_move":
            if self.dragging:
                self.drag_pos = action.pos
            super().handle_table(action)
            return
        if kind == "point_up":
            if self._pressed is not None:
                super().handle_table(action)
                return
            if not self.dragging or self.held is None:
                return
            moved = abs(action.pos[0] - self.press_at[0]) + abs(action.pos[1] - self.press_at[1])
            if moved < TAP_SLOP:  # a tap: keep holding; the next tap puts it down
                self.dragging = False
                self.dirty = True
                return
            spot = L.spot_at(action.pos)
            if spot is None:
                self.held = None
                self.dragging = False
                self.dirty = True
                return
            self.put(spot)
            return
        super().handle_table(action)

    def held_kind(self) -> str | None:
        if self.held is None:
            return None
        kind, what = self.held
        if kind == "supply":
            return what
        t = caprice.towers(self.state)[what]
        return t[-1] if t else None

    # ----------------------------------------------------------------- loop
    def update_table(self, dt: float) -> None:
        if self.wobble is not None:
            spot, left = self.wobble
            left -= dt
            self.wobble = (spot, left) if left > 0 else None
            self.dirty = True
        if self.bead_tween is not None:
            self.bead_tween[2].update(dt)
            if self.bead_tween[2].done:
                self.bead_tween = None
        self.particles.update(dt)
        self.step_reveal(dt)

    def layer_animating(self) -> bool:
        return self.wobble is not None or super().layer_animating()

    def has_dynamic(self) -> bool:
        return bool(self.animations or self.bead_tween or self.particles.animating or self.dragging
                    or self.reveal is not None)

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
        if self.dragging and self.held is not None:
            kind = self.held_kind()
            if kind:
                img = art.disc(kind)
                x, y = self.drag_pos
                surface.blit(art.disc_shadow(), (x - img.get_width() // 2 - 4, y + 6))
                surface.blit(img, (x - img.get_width() // 2, y - img.get_height() // 2 - 10))
        elif self.held is not None and self.held[0] == "spot":
            spot = self.held[1]
            board.ring(surface, board.disc_box(spot, max(0, len(self.board_towers()[spot]) - 1)), (255, 255, 255), 4)
        bead_pos = None
        if self.bead_tween is not None:
            a, b, tw = self.bead_tween
            k = ease(tw.easing, tw.progress)
            bead_pos = (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k)
        elif self.bead_at is not None and not self.animations and not self.match.is_over():
            bead_pos = self.bead_at
        if bead_pos is not None:
            b = art.bead()
            surface.blit(b, (int(bead_pos[0]) - b.get_width() // 2, int(bead_pos[1]) - b.get_height() // 2))
        focused = self.focused()
        if self.show_focus() and isinstance(focused, Hotspot):
            pygame.draw.rect(surface, theme.palette()["accent"], focused.rect.inflate(6, 6), 4, border_radius=14)
        self.particles.draw(surface)
