"""What the Castile table draws over its cards: the glowing targets, the hint, the hand, the focus and
the lost deal's badge.

The board's layer (felt, slots, the cards at rest) comes first, then the rings on the piles the held
card may go to, the hint's pulsing glow and arrow, the cards in the air or in the hand, the glow round a
card held by a tap or a key, the keys' focus, the badge of a deal no longer winnable, the particles, the
top bar and its buttons. While the win's cascade runs it is drawn instead of the table (`presenter`).
"""
from __future__ import annotations

from functools import lru_cache
from typing import Iterator

import pygame

from scenes.services.i18n import tr
from scenes.tables.castile import layout as L
from sprites import card as cards
from sprites import fonts, theme
from sprites.draw import rounded_panel
from sprites.text import render

HELD_GLOW = (255, 255, 255)  # round a card held by a tap or a key
HINT_GLOW = (120, 220, 255)  # round the hint's card and its target


class CastilePainter:
    """Draws one Castile table: its board, then what shows over the cards."""

    def __init__(self, table) -> None:
        self.table = table

    def static_steps(self, surface: pygame.Surface) -> Iterator[None]:
        """The board's layer, a few cards per step (a staged entry and the warm-up's rehearsal spread
        it over frames), then the table as `draw_static` draws it."""
        yield from self.table.board.layer_steps(cards_per_step=12)
        self.table.draw_static(surface)
        yield

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        presenter = table.presenter
        if presenter.cascade is not None:
            presenter.draw(surface)
            table.topbar.draw(surface)
            return
        table.draw_table(surface)
        counts = table.counts()
        pad = cards.highlight_pad(L.CARD)
        self.draw_targets(surface, counts, pad)
        if table.advisor.hint is not None:
            self.draw_hint(surface, counts, pad)
        moving = sorted((s for s in table.board.moving() if s.lifted), key=lambda s: s.sort_key)
        for s in moving:  # cards still waiting for their turn in the deal are not drawn
            s.draw(surface)
        self.draw_hand(surface, counts, pad)
        if table.advisor.verdict == "lost" and not table.match.is_over():
            self.draw_lost_badge(surface)
        presenter.particles.draw(surface)
        table.topbar.draw(surface)
        show = table.show_focus() and not table.gestures.focus_pile
        for i, w in enumerate(table.widgets):
            w.draw(surface, focused=show and i == table.focus)

    def draw_targets(self, surface: pygame.Surface, counts: dict, pad: int) -> None:
        """A ring on every pile the held card may go to."""
        ring = cards.highlight(L.CARD)
        for pile in self.table.gestures.targets:
            r = L.top_rect(pile, counts[pile])
            surface.blit(ring, (r.x - pad, r.y - pad))

    def draw_hand(self, surface: pygame.Surface, counts: dict, pad: int) -> None:
        """A white glow round a card held by a tap or a key, and the frame of the keys' focus."""
        table = self.table
        held, focus_pile = table.gestures.held, table.gestures.focus_pile
        if held is not None and not table.gestures.dragging:
            r = table.board.sprites[held[0]].rect
            surface.blit(cards.highlight(L.CARD, HELD_GLOW), (r.x - pad, r.y - pad))
        if table.show_focus() and focus_pile:
            r = L.top_rect(focus_pile, counts[focus_pile])
            pygame.draw.rect(surface, theme.palette()["accent"], r.inflate(10, 10), 4, border_radius=12)

    def draw_hint(self, surface: pygame.Surface, counts: dict, pad: int) -> None:
        """A pulsing glow on the card and its target, and an arrow between them."""
        src, dst, _ = self.table.advisor.hint
        pulse = abs(((self.table.time * 2.2) % 2) - 1)
        glow = cards.highlight(L.CARD, HINT_GLOW)
        for pile in (src, dst):
            r = L.top_rect(pile, counts[pile])
            surface.blit(glow, (r.x - pad, r.y - pad))
        a = pygame.Vector2(L.top_rect(src, counts[src]).center)
        b = pygame.Vector2(L.top_rect(dst, counts[dst]).center)
        if (b - a).length() < 1:
            return
        direction = (b - a).normalize()
        a += direction * 40
        b -= direction * (40 + 10 * pulse)
        color = (140, 230, 255)
        pygame.draw.line(surface, (20, 40, 60), a, b, 12)
        pygame.draw.line(surface, color, a, b, 7)
        side = pygame.Vector2(-direction.y, direction.x)
        head = [b + direction * 22, b + side * 16, b - side * 16]
        pygame.draw.polygon(surface, (20, 40, 60), [b + direction * 27, b + side * 20, b - side * 20])
        pygame.draw.polygon(surface, color, head)

    def draw_lost_badge(self, surface: pygame.Surface) -> None:
        """'No longer winnable' on a dark pill at the foot of the tableau; it makes room for the
        toasts, which appear in the same place (the first of them says the same at length)."""
        if self.table.app.toasts.items:
            return
        badge = lost_badge(tr("castile.lost_badge"), theme.version())
        surface.blit(badge, badge.get_rect(midbottom=(L.TABLEAU_X + (7 * L.TABLEAU_STEP + L.CARD[0]) // 2, 716)))


@lru_cache(maxsize=4)
def lost_badge(text: str, palette_version: int) -> pygame.Surface:
    """The pill saying the deal can no longer be won (made once per language and palette)."""
    pal = theme.palette()
    label = render(text, "bold", fonts.BODY, (255, 226, 210))
    box = label.get_rect().inflate(32, 12)
    surf = rounded_panel(box.size, pal["shade"], box.h // 2, 2, pal["error"], alpha=235)
    surf.blit(label, label.get_rect(center=surf.get_rect().center))
    return surf


def clear_caches() -> None:
    lost_badge.cache_clear()
