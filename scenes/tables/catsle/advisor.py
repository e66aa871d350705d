"""CATsle's hint at the table: the move the hard AI would make for the seat to move (asked off the frame
through the table's worker, `game.catsle.hint.advise` on the seat's own view), kept for the position it
was asked for and shown as a ring on the card (and the column of a take) and one line in the prompt.
A move forgets it; asked again, it goes; not the person's turn: the toast ``hint.none``.
"""
from __future__ import annotations

import pygame

import game.catsle as catsle
from game.catsle.hint import Advice, advise
from scenes.services.i18n import tr
from scenes.tables.catsle import targets
from scenes.tables.catsle.prompt import card_name, suit_name
from scenes.tables.hint_keeper import HintKeeper

RING = (120, 230, 255)  # the hint's ring: cyan, unlike the gold of the cards to take and the white picked one


def hint_line(advice: Advice, names: list[str]) -> str:
    """The hint in words: what to do, then why (one line in the prompt area)."""
    m = advice.move
    suit = suit_name(catsle.suit_of(m.card))
    name = names[advice.player] if advice.player is not None and advice.player < len(names) else ""
    n = advice.cost if advice.reason == "overflow" else advice.takes
    why = tr(f"catsle.why.{advice.reason}", count=advice.count, limit=advice.limit, suit=suit, name=name,
             n=n, rank=advice.rank)
    if isinstance(m, catsle.Take):
        return tr("catsle.hint.take", card=card_name(m.card), limit=advice.limit, why=why)
    return tr("catsle.hint.play", card=card_name(m.card), why=why)


class CatsleAdvisor:
    """The hint of one position: asked once, answered off the frame, forgotten when the position changes."""

    def __init__(self, table) -> None:
        self.table = table
        self.hint_on = False
        self.hint = HintKeeper(advise)

    def on_hint(self) -> None:
        t = self.table
        me = t.match.actor()
        allowed = t.human_turn() and not t.busy() and me == t.hand_seat and t.thinker is not None
        self.hint_on = self.hint.toggle(t, self.hint_on, allowed, lambda: (catsle.view(t.state, me), me))

    def poll(self) -> None:
        if self.hint.poll():
            self.table.dirty = True

    def advice(self) -> Advice | None:
        """The hint to show now, or None (not asked, not ready, or the position changed)."""
        t = self.table
        me = t.match.actor()
        if not self.hint_on or not t.human_turn() or me != t.hand_seat:
            return None
        return self.hint.advice_for(catsle.view(t.state, me))

    def forget(self) -> None:
        """A move was made: the hint is gone until asked again."""
        self.hint_on = False

    def update(self) -> None:
        if self.hint_on:
            self.poll()

    def draw(self, surface: pygame.Surface) -> None:
        """The ring on the card the hint means (in the hand or the trick) and, for a take, on its column."""
        advice = self.advice()
        if advice is None:
            return
        t = self.table
        m = advice.move
        rects = [targets.hand_rect(t, m.card)] if isinstance(m, catsle.Play) else [targets.trick_rect(t, m.card)]
        if isinstance(m, catsle.Take) and m.column < len(t.col_rects):
            rects.append(t.col_rects[m.column])
        for r in rects:
            if r is not None:
                pygame.draw.rect(surface, RING, r.inflate(14, 14), 4, border_radius=12)
