"""Caprice's controls: the disc in a person's hand and the taps, drags and keys that move it.

A turn: drag a disc from a supply tray onto a spot (or tap the tray, then the spot); then optionally
drag the top disc of another tower somewhere else (or tap it, then its target), or press "Fertig"
(the F key too). A tap keeps the disc in hand until the next tap puts it down; a refused pick is
explained in a toast. The hand (`held`: ("supply", kind) or ("spot", spot)) is what the board's
glowing targets and the dragged disc are drawn from; the moves go to the table's `try_move`.
"""
from __future__ import annotations

import pygame

import game.caprice as caprice
from scenes.services.i18n import tr
from scenes.tables.caprice import layout as L

TAP_SLOP = 10


class CapriceControls:
    def __init__(self, table) -> None:
        self.table = table
        self.held: tuple[str, object] | None = None          # ("supply", kind) or ("spot", spot)
        self.dragging = False
        self.drag_pos = (0, 0)
        self.press_at = (0, 0)

    # ----------------------------------------------------------------- the hand
    def targets(self) -> list[int]:
        """The spots the disc in hand may go to (none when it is nobody's turn at the screen)."""
        t = self.table
        if self.held is None or not t.human_turn():
            return []
        kind, what = self.held
        if kind == "supply":
            return caprice.place_targets(t.state)
        return caprice.move_targets(t.state, what)

    def held_kind(self) -> str | None:
        if self.held is None:
            return None
        kind, what = self.held
        if kind == "supply":
            return what
        tower = caprice.towers(self.table.state)[what]
        return tower[-1] if tower else None

    def let_go(self) -> None:
        """A move was made: nothing is in hand any more."""
        self.held = None
        self.dragging = False

    # ----------------------------------------------------------------- actions
    def select_tray(self, i: int) -> None:
        t = self.table
        kind = caprice.DISCS[i]
        if not t.human_turn() or t.phase() != "place" or t.busy():
            if t.human_turn() and t.phase() == "move":
                t.app.toast(tr("caprice.placed_already"))
            return
        if caprice.supply(t.state)[kind] <= 0:
            self.explain(caprice.place_error(t.state, kind, 0))
            return
        self.held = None if self.held == ("supply", kind) else ("supply", kind)
        t.sound("click")
        t.dirty = True

    def select_spot(self, spot: int) -> None:
        t = self.table
        if not t.human_turn() or t.busy():
            return
        if self.held is not None:
            self.put(spot)
            return
        if t.phase() == "place":
            t.app.toast(tr("caprice.pick_disc"))
            return
        if t.phase() == "move":
            err = caprice.move_error(t.state, spot, (spot + 1) % 6)
            if err is not None and err.code in ("caprice.empty_spot", "caprice.just_placed", "caprice.marked"):
                self.explain(err)
                return
            self.held = ("spot", spot)
            t.sound("click")
            t.dirty = True

    def put(self, spot: int) -> None:
        kind, what = self.held
        self.held = None
        self.dragging = False
        self.table.dirty = True
        if kind == "supply":
            self.table.try_move(caprice.Place(what, spot))
        elif what != spot:
            self.table.try_move(caprice.Move(what, spot))

    def skip(self) -> None:
        t = self.table
        if t.human_turn() and t.phase() == "move" and not t.busy():
            self.held = None
            t.try_move(caprice.SKIP)

    def explain(self, err) -> None:
        if err is not None:
            self.table.app.toast(self.table.referee.error_text(err), "error")
            self.table.sound("error")

    # ----------------------------------------------------------------- input
    def handle(self, action) -> bool:
        """Take a key, tap or drag on the board; False leaves the action to the widgets (a button, the focus)."""
        kind = action.kind
        if kind == "key":
            if action.key == pygame.K_f:
                self.skip()
            return True
        if kind == "point_down":
            return self.point_down(action.pos)
        if kind == "point_move":
            if self.dragging:
                self.drag_pos = action.pos
            return False
        if kind == "point_up":
            return self.point_up(action.pos)
        return False

    def point_down(self, pos) -> bool:
        """A press: hurries what is on show, picks up a disc or puts the held one down."""
        t = self.table
        if t.busy():
            t.hurry()
            return True
        if t.skip_btn.visible and t.skip_btn.hit(pos):
            return False
        self.press_at = pos
        self.drag_pos = pos
        if not t.human_turn():
            return True
        tray = L.tray_at(pos)
        spot = L.spot_at(pos)
        if self.held is not None and not self.dragging:
            if spot is not None:
                self.put(spot)
            elif tray is not None and t.phase() == "place":
                self.select_tray(tray)
            else:
                self.held = None
                t.dirty = True
            return True
        if tray is not None:
            self.select_tray(tray)
            if self.held is not None:
                self.dragging = True
        elif spot is not None:
            self.select_spot(spot)
            if self.held is not None:
                self.dragging = True  # the board no longer shows the top disc (`board_towers`)
                t.dirty = True
        return True

    def point_up(self, pos) -> bool:
        """A release: a tap keeps the disc in hand, a drag puts it down where it ends (or nowhere)."""
        t = self.table
        if t._pressed is not None:  # a button's press ends on the button
            return False
        if not self.dragging or self.held is None:
            return True
        moved = abs(pos[0] - self.press_at[0]) + abs(pos[1] - self.press_at[1])
        if moved < TAP_SLOP:  # a tap: keep holding; the next tap puts it down
            self.dragging = False
            t.dirty = True
            return True
        spot = L.spot_at(pos)
        if spot is None:
            self.held = None
            self.dragging = False
            t.dirty = True
            return True
        self.put(spot)
        return True
