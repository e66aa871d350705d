"""The player's hand on the Castile table: what a press, a drag, a tap, a double tap or a select means.

A card is picked up by a drag (mouse, touch), by a tap (then a tap on its target puts it there) or
by select on the focused pile (keys and pads move that focus over the piles); a double tap or double
click sends it home, never the card beneath it (see `taps`). The gestures own where the hand is:
`held` (card, pile), `dragging`, the `targets` that glow while a card is held, and `focus_pile`
("" while the focus is on the buttons of the top bar). The table makes the moves and animates them.
"""
from __future__ import annotations

import game.castile as castile
from scenes.kit.ui_scene import nearest_in_direction
from scenes.services.i18n import tr
from scenes.tables.castile import layout as L
from scenes.tables.castile.strings import card_name
from scenes.tables.castile.taps import DOUBLE_TAP, TapMemory

TAP_SLOP = 10  # pixels a press may wander and still count as a tap


class Gestures:
    """The hand and the focus of the one player at a Castile table."""

    def __init__(self, table) -> None:
        self.table = table
        self.held: tuple[str, str] | None = None  # (card, pile) picked up by drag, tap or keys
        self.dragging = False
        self.press_at: tuple[int, int] | None = None
        self.taps = TapMemory()                    # double taps; piles whose top card just left
        self.targets: list[str] = []
        self.focus_pile = "t0"

    # ------------------------------------------------------------------ holding cards
    def pick(self, pile: str) -> bool:
        table = self.table
        card = castile.top(table.state, pile)
        if card is None or not table.match.needs_human():
            return False
        self.held = (card, pile)
        self.targets = castile.targets(table.state, pile)
        return True

    def release(self) -> None:
        if self.held is not None:
            sprite = self.table.board.sprites.get(self.held[0])
            if sprite is not None and sprite.dragging:
                sprite.end_drag()
        self.held = None
        self.dragging = False
        self.targets = []

    def place(self, dst: str) -> None:
        """Put the held card on dst (or back where it was)."""
        card, src = self.held
        self.release()
        if dst == src:
            self.table.board.sync()
            return
        if self.table.attempt(src, dst):
            self.table.sound("card")

    def send_home(self, pile: str, card: str | None = None) -> bool:
        """Send the top card of `pile` to its foundation (or say why it cannot go yet).

        With `card` (a double tap on that card) nothing happens unless it still lies on top:
        a gesture aimed at a card that has already gone home never falls through to the card
        it uncovered."""
        table = self.table
        top = castile.top(table.state, pile)
        if top is None or (card is not None and top != card) or pile in castile.FOUNDATIONS:
            return False  # (a foundation's card is home already: nothing to say about it)
        dst = castile.foundation_for(table.state, top)
        if dst is None:
            table.app.toast(tr("castile.not_home", card=card_name(top)), "error")
            return False
        if self.held is not None and self.held[0] == top:
            self.release()
        ok = table.attempt(pile, dst)
        if ok and card is not None:
            self.taps.left(pile, top, DOUBLE_TAP)  # the rest of the double click is spent
        return ok

    # ------------------------------------------------------------------ pointer
    def pointer(self, action) -> None:
        """A press, a move or a release of the mouse or a finger on the table."""
        if action.kind == "point_down":
            self.press(action.pos)
        elif action.kind == "point_move" and self.dragging and self.held is not None:
            self.table.board.sprites[self.held[0]].drag_to(action.pos)
        elif action.kind == "point_up" and self.dragging and self.held is not None:
            self.let_go(action.pos)

    def press(self, pos) -> None:
        pile = L.pile_at(pos, self.table.counts())
        if self.held is not None and not self.dragging:
            self.press_while_holding(pile)
            return
        if pile is None or self.taps.aimed_at_gone(pile):
            return  # nothing there, or aimed at the card that has just left this pile
        self.grab(pile, pos)

    def press_while_holding(self, pile: str | None) -> None:
        """A press while a tapped card is held: a double tap on it sends it home, else it goes there.

        A press on another card may also be the first tap of a double tap on that card (the player
        forgot the card in the hand): when the held card may not go there, the second tap is that
        double tap (home, or a word why not; nothing stays in the hand); when it went there, a press
        on that pile in the next moment is the rest of the double tap, not a tap on the card now on top."""
        card, src = self.held
        if pile == src and self.taps.tap(card, src):
            self.release()
            self.send_home(src, card)
            return
        under = castile.top(self.table.state, pile) if pile is not None and pile != src else None
        self.place(pile if pile else src)  # tap-then-tap: the second tap places the held card
        if under is None:
            return
        if castile.top(self.table.state, pile) == under:  # refused: it lies on top still
            self.taps.first(under, pile)
        else:                                             # covered by the card that was in the hand
            self.taps.left(pile, under, DOUBLE_TAP)

    def hurried(self, pos) -> None:
        """A press that hurried the cards in the air (the table's rule: it does nothing else) may still be
        the first tap of a double tap on the card it lands on, once they lie still."""
        table = self.table
        if self.held is not None or self.dragging or not table.match.needs_human():
            return
        counts = table.counts()
        pile = L.pile_at(pos, counts)
        if pile is None or self.taps.aimed_at_gone(pile):
            return
        top = castile.top(table.state, pile)
        if top is not None and L.top_rect(pile, counts[pile]).collidepoint(pos):
            self.taps.first(top, pile)

    def grab(self, pile: str, pos) -> None:
        """Take the top card of `pile` in the hand if the press is on it."""
        table = self.table
        top = castile.top(table.state, pile)
        if top is None or not L.top_rect(pile, table.counts()[pile]).collidepoint(pos):
            return
        if self.pick(pile):
            self.press_at = pos
            table.board.sprites[top].start_drag(pos)
            self.dragging = True
            table.board.mark_moving()

    def let_go(self, pos) -> None:
        """The end of a drag: a tap if the hand hardly moved, else a drop on the pile beneath."""
        card, src = self.held
        moved = abs(pos[0] - self.press_at[0]) + abs(pos[1] - self.press_at[1])
        if moved < TAP_SLOP:
            self.tapped(card, src)
            return
        sprite = self.table.board.sprites[card]
        sprite.end_drag()
        dst = L.drop_pile(sprite.rect, self.table.counts(), exclude=src)
        self.dragging = False
        self.place(dst or src)

    def tapped(self, card: str, src: str) -> None:
        """A tap: a double tap sends the card home, a single tap holds it for a target tap."""
        table = self.table
        sprite = table.board.sprites[card]
        sprite.end_drag()
        x, y, _ = L.positions(table.piles())[card]
        sprite.fly_to((x, y), duration=0)  # back in place at once: a tap's jitter is no flight
        self.dragging = False
        table.board.sync()
        if self.taps.tap(card, src):
            self.release()
            self.send_home(src, card)
        else:
            table.sound("click")

    # ------------------------------------------------------------------ keys and pads
    def move_focus(self, direction: str) -> bool:
        """Move the focus to the nearest pile that way; False when there is none."""
        counts = self.table.counts()
        current = L.top_rect(self.focus_pile, counts[self.focus_pile])
        others = [(i, L.top_rect(p, counts[p])) for i, p in enumerate(castile.PILES) if p != self.focus_pile]
        nearest = nearest_in_direction(current, others, direction)
        if nearest is None:
            return False
        self.focus_pile = castile.PILES[nearest]
        self.table.sound("click")
        return True

    def select(self) -> None:
        """Select on the focused pile: pick its top card up, or put the held card there."""
        if self.held is None:
            if self.pick(self.focus_pile):
                self.table.sound("click")
        else:
            self.place(self.focus_pile)
