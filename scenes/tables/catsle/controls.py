"""CATsle's taps, keys and pads: the hotspots over the hand, the trick and the own columns, and what a
tap on each does (play a card, pick a card of the trick, place it in a column).

It keeps the card picked from the trick (`held`) and, after a tap on a column where it may not go,
the right columns' pulse (`pulse`, `pulse_cols`). A refused tap says why in a toast.
"""
from __future__ import annotations

import pygame

import game.catsle as catsle
from scenes.services.i18n import tr
from scenes.tables.catsle import blueprint
from scenes.tables.catsle import layout as L
from scenes.tables.catsle.painter import PULSE
from sprites.widgets import Hotspot


class CatsleControls:
    def __init__(self, table) -> None:
        self.table = table
        self.held: str | None = None                   # a trick card picked to take
        self.told_one_column = False
        self.pulse = 0.0                               # the right column pulses (after a wrong tap)
        self.pulse_cols: list[int] = []

    def build_hotspots(self) -> None:
        t = self.table
        t.widgets = []
        order = t.hand_order()
        slots = L.hand_slots(len(order))
        playable = t.playable_now()
        for c, pos in zip(order, slots):
            r = pygame.Rect(0, 0, *L.CARD)
            r.center = (pos[0], pos[1] - (L.HAND_RAISE if c in playable else 0))
            w = t.add(Hotspot(r, lambda c=c: self.tap_hand(c), ("hand", c)))
            w.focusable = bool(playable)
        taking = t.my_take()
        for i, (_, c) in enumerate(catsle.trick(t.state)):
            if c not in catsle.pool(t.state):
                continue
            r = pygame.Rect(0, 0, *L.CARD)
            r.center = L.trick_slot(i, t.state.players)
            w = t.add(Hotspot(r, lambda c=c: self.tap_trick(c), ("trick", c)))
            w.focusable = taking
        if t.hand_seat is not None:
            cols = blueprint.column_rects(L.own_blueprint(), t.state.limits, L.OWN_HEADER)
            t.col_rects = cols
            for i, r in enumerate(cols):
                w = t.add(Hotspot(r, lambda i=i: self.tap_column(i), ("column", i)))
                w.focusable = taking and self.held is not None
        order = t.focusables()
        focused = t.focused()
        ready = [i for i in order if t.widgets[i].key[0] == "hand" and t.widgets[i].key[1] in playable]
        dimmed = focused is not None and focused.key[0] == "hand" and focused.key[1] not in playable
        if order and (focused is None or not focused.focusable or (dimmed and ready)):
            t.focus = (ready or order)[0]  # keys and pads start on a card that can be played

    def tap_hand(self, card: str) -> None:
        t = self.table
        if t.busy() or not t.human_turn():
            return
        if t.phase() == "take":
            t.app.toast(tr("catsle.take_first"))
            return
        err = catsle.play_error(catsle.view(t.state, t.match.actor()), card)  # (the hand of the seat to play)
        if err is not None:
            self.explain(err)
            return
        t.try_move(catsle.Play(card))

    def tap_trick(self, card: str) -> None:
        t = self.table
        if not t.my_take() or t.busy():
            return
        self.held = None if self.held == card else card
        self.pulse = 0.0
        t.sound("click")
        cols = catsle.legal_columns(t.state, card) if self.held else []
        if len(cols) == 1 and self.held and not self.told_one_column and not t.in_lesson:
            self.told_one_column = True  # said once per game: it teaches, then it would nag
            t.app.toast(tr("catsle.one_column"))
        self.build_hotspots()
        t.dirty = True

    def tap_column(self, column: int) -> None:
        t = self.table
        if not t.my_take() or t.busy():
            return
        if self.held is None:
            t.app.toast(tr("catsle.pick_card"))
            return
        err = catsle.take_error(t.state, self.held, column)
        if err is not None:  # keep the card picked, say why and show where it may go
            self.explain(err)
            self.pulse_cols = catsle.legal_columns(t.state, self.held)
            self.pulse = PULSE
            t.dirty = True
            return
        card, self.held = self.held, None
        self.pulse = 0.0
        t.try_move(catsle.Take(card, column))

    def explain(self, err) -> None:
        self.table.app.toast(self.table.referee.error_text(err), "error")
        self.table.sound("error")

    def update(self, dt: float) -> None:
        """The pulse fades, and stops when the card is no longer picked or the take no longer the seat's."""
        if self.pulse > 0:
            self.pulse = max(0.0, self.pulse - dt)
            if self.held is None or not self.table.my_take():
                self.pulse = 0.0
