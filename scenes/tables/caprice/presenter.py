"""Caprice's presenter: what people see and hear of each move, and what the board still has on show.

It owns the discs in the air (`Flight`: placed from a tray, or moved from one tower to another), the
wobble of a disc that has landed, the red bead (where it lies, and its slide to its next disc), the
particles, the last turn told and traced (`scenes.tables.caprice.turn`), the final count while it runs
(`scenes.tables.caprice.reveal`) and the pace of the computer players, who wait before each of their
moves so people can follow. The table draws these (`scenes.tables.caprice.painter`); the presenter
only keeps them moving.

What it shows comes from the move, the towers and the marker (public to every seat) and, once the
game is over, the final state, whose tiles the reveal shows to everybody.
"""
from __future__ import annotations

import random

import game.caprice as caprice
from game.core import CHANCE
from scenes.tables.animations import TweenAnimation
from scenes.tables.caprice import art as art
from scenes.tables.caprice import board as board
from scenes.tables.caprice import layout as L
from scenes.tables.caprice.reveal import Reveal
from scenes.tables.caprice.turn import Turn, note
from scenes.services.i18n import tr
from scenes.tables.presenter import Presenter
from sprites import theme
from sprites.particles import Particles
from sprites.tween import Tween, arc_point, ease

FLY = 0.38        # seconds a disc flies
WOBBLE = board.WOBBLE  # seconds it wobbles after landing
BEAD_SLIDE = 0.3
AI_FIRST = 1.1    # seconds a computer player waits before its placement (people look at the board)
AI_SECOND = 0.9   # … and before moving a disc (people look at the placement first)


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


class CapricePresenter(Presenter):
    def __init__(self, table) -> None:
        super().__init__(table)
        self.wobble: tuple[int, float] | None = None        # (spot, time left)
        self.bead_at: tuple[float, float] | None = None
        self.bead_tween: tuple[tuple, tuple, Tween] | None = None
        self.particles = Particles(random.Random(5))
        self.reveal: Reveal | None = None                    # the final count while it runs
        self.counted: list[int] = []                         # its points so far (kept when it is done)
        self.turn: Turn | None = None                        # the last turn, told and traced

    # ----------------------------------------------------------------- the table's hooks
    def on_move(self, actor, move, before, after) -> None:
        t = self.table
        self.turn = note(self.turn, actor, move, before) if not t.match.is_over() else None
        if actor != CHANCE and not t.match.seats[actor].is_human:
            # the computer's next move waits again (AI_SECOND after a placement), so people can follow
            t.driver.wait = AI_FIRST - AI_SECOND if isinstance(move, caprice.Place) else 0.0
        if isinstance(move, caprice.Place):
            tray = L.TRAYS[caprice.DISCS.index(move.disc)]
            hand = t.controls
            start = hand.drag_pos if hand.dragging else tray.center
            level = len(caprice.towers(after)[move.spot]) - 1
            t.animate(Flight(move.disc, start, move.spot, level))
            t.sound("whoosh")
        elif isinstance(move, caprice.Move):
            src_tower = caprice.towers(before)[move.src]
            kind = src_tower[-1]
            start = L.disc_pos(move.src, len(src_tower) - 1)
            level = len(caprice.towers(after)[move.dst]) - 1
            t.animate(Flight(kind, start, move.dst, level, src=move.src))
            t.sound("whoosh")
        elif isinstance(move, caprice.Skip):
            t.sound("click")
        elif isinstance(move, caprice.Order):
            t.sound("card")
        if t.match.is_over():
            self.reveal = Reveal(after)
            self.counted = self.reveal.counted

    def on_landed(self, f: Flight) -> None:
        t = self.table
        t.app.sound.play("disc")
        x, y = f.end
        self.particles.burst((x, y + 20), (200, 160, 110), 10, speed=120, radius=3)
        self.wobble = (f.spot, WOBBLE)
        old = self.bead_at
        self.on_caught_up()  # where the bead lies now (the board catches up when the last flight lands)
        t.dirty = True
        new = self.bead_at
        if old is not None and new is not None and old != new:
            self.bead_tween = (old, new, Tween(0.0, 1.0, BEAD_SLIDE, "out_back"))
        elif old is None and new is not None:
            self.bead_tween = ((new[0], new[1] - 60), new, Tween(0.0, 1.0, BEAD_SLIDE, "out_bounce"))
        t.refresh_widgets()

    def on_caught_up(self) -> None:
        m = caprice.marker(self.table.state)
        self.bead_at = self.bead_point(m) if m is not None else None

    def bead_point(self, spot: int) -> tuple[float, float]:
        level = len(caprice.towers(self.table.state)[spot]) - 1
        x, y = L.disc_pos(spot, level)
        return (x, y - art.disc_height() // 2 + 16)

    def showing_text(self) -> str:
        return tr("phones.hold.reveal") if self.reveal is not None else super().showing_text()

    def busy(self) -> bool:
        return self.reveal is not None

    def hurry(self) -> None:
        for f in self.table.animations:
            f.tween.finish()
        if self.reveal is not None:
            self.reveal.hurry()

    # ----------------------------------------------------------------- the loop
    def update(self, dt: float) -> None:
        """The wobble, the bead's slide, the particles and the count, a frame on."""
        if self.wobble is not None:
            spot, left = self.wobble
            left -= dt
            self.wobble = (spot, left) if left > 0 else None
            self.table.dirty = True
        if self.bead_tween is not None:
            self.bead_tween[2].update(dt)
            if self.bead_tween[2].done:
                self.bead_tween = None
        self.particles.update(dt)
        self.step_reveal(dt)

    def step_reveal(self, dt: float) -> None:
        t = self.table
        if self.reveal is None or t.animations:
            return
        step = self.reveal.update(dt)
        if self.reveal.done:
            self.reveal = None
            t.refresh_topbar()
            t.dirty = True
            return
        if step is None:
            return
        x, y = L.disc_pos(step.spot, step.level)
        for p in step.hits:
            self.particles.burst((x, y), theme.seat_color(p), 12 if step.kind == "level" else 40, speed=180, radius=4)
        if step.hits:
            t.sound("pop")
        t.refresh_topbar()
        t.dirty = True

    def moving(self) -> bool:
        """Something of the presenter's moves over the layer (the bead, particles, the count)."""
        return bool(self.bead_tween or self.particles.animating or self.reveal is not None)
