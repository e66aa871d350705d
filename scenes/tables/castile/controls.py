"""Where an input at the Castile table goes: the buttons of the top bar, the hand over the cards, the
focus over the piles, and the keys.

Presses on the buttons are theirs; a press while cards fly hurries them (and does nothing else); the
rest of the mouse and the fingers is the hand's (`gestures`). Keys and pads move the focus over the
piles and from the top row up into the buttons; select picks up or puts down at the focused pile;
u/z undo, y/r redo, f sends the focused pile's card home and n opens the game menu. Back puts a held
card down first; a key from a pad is not the table's.
"""
from __future__ import annotations

import pygame


class CastileControls:
    """Routes the inputs of one Castile table to its hand, its focus and its buttons."""

    def __init__(self, table) -> None:
        self.table = table

    def intercept(self, action) -> bool:
        """Before the table's own handling: True when the input ends here (back while a card is held
        puts it down; a key from a pad is not the table's)."""
        table = self.table
        if action.kind == "back" and table.gestures.held is not None:
            table.gestures.release()
            table.board.sync()
            return True
        return action.kind == "key" and action.source == "pad"

    def act(self, action) -> bool:
        """An input on the table; False when it is the buttons' (the table's base handles it)."""
        kind = action.kind
        if kind in ("point_down", "point_move", "point_up"):
            return self.pointer(action)
        if kind == "nav":
            return self.nav(action)
        if kind == "select":
            self.select()
        elif kind == "key":
            self.key(action.key)
        return True

    def pointer(self, action) -> bool:
        """Presses on the buttons are theirs, a press while cards fly hurries them, the rest is the hand's."""
        table = self.table
        pressing = action.kind == "point_down"
        if (pressing and table.widget_at(action.pos) is not None) or table._pressed is not None:
            return False
        if pressing and table.busy():
            dealing = table.board.dealing
            table.hurry_animations()
            if not dealing:  # (a press that skips the deal begins no double tap)
                table.gestures.hurried(action.pos)
        else:
            table.gestures.pointer(action)
        return True

    def nav(self, action) -> bool:
        """Keys and pads move the focus over the piles, and from the top row up into the buttons."""
        table = self.table
        gestures = table.gestures
        direction = action.direction
        if gestures.focus_pile:
            if not gestures.move_focus(direction) and direction == "up":
                table.set_focus(table.undo_btn)
                gestures.focus_pile = ""
        elif direction == "down":
            gestures.focus_pile = "t0"  # from the buttons down onto the piles
        else:
            return False
        return True

    def select(self) -> None:
        table = self.table
        if table.gestures.focus_pile:
            table.gestures.select()
            return
        widget = table.focused()
        if widget is not None:
            widget.activate(None)
            table.sound(widget.sound)

    def key(self, key: int) -> None:
        table = self.table
        if key in (pygame.K_u, pygame.K_z):
            table.undo()
        elif key in (pygame.K_y, pygame.K_r):
            table.redo()
        elif key == pygame.K_f and table.gestures.focus_pile:
            table.gestures.send_home(table.gestures.focus_pile)
        elif key == pygame.K_n:
            table.open_menu()
