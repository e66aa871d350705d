"""The top bar every game table shares: pause, the players with scores, whose turn, the round, hint.

Each player chip shows the seat shape in its colour, the name and the score;
the player to move gets a gold frame and a small bouncing arrow. A seat played
on a phone wears a small phone; while its phone is away the phone turns red and
crossed out, and so does the chip's frame (`phones`: seat → status). The chips
are rendered once per change of names, scores, turn or phones; only the arrow
moves.
"""
from __future__ import annotations

import math

import pygame

from sprites import audit, fonts, surface_pool, theme
from sprites.draw import rounded_panel, seat_badge
from sprites.text import elide, fit, render, render_fresh

HEIGHT = 64
PAUSE_RECT = pygame.Rect(8, 8, 56, 48)
HINT_RECT = pygame.Rect(1280 - 8 - 120, 8, 120, 48)


class TopBar:
    def __init__(self, names: list[str], with_hint: bool = False) -> None:
        self.names = list(names)
        self.scores: list[int | str] = [0] * len(names)
        self.current: int | None = None
        self.round_text = ""
        self.with_hint = with_hint
        self.hint_label = ""
        self.t = 0.0
        self._surface: pygame.Surface | None = None
        self._key = None
        self.chip_rects: list[pygame.Rect] = []
        #: seat -> "connected" / "waiting" (a phone glyph) or "disconnected" (red and crossed out)
        self.phones: dict[int, str] = {}

    def set(self, scores=None, current=None, round_text=None, hint_label=None) -> None:
        if scores is not None:
            self.scores = list(scores)
        self.current = current
        if round_text is not None:
            self.round_text = round_text
        if hint_label is not None:
            self.hint_label = hint_label

    def update(self, dt: float) -> None:
        self.t += dt

    def _layout(self) -> list[pygame.Rect]:
        n = len(self.names)
        left = PAUSE_RECT.right + 12
        right = (HINT_RECT.x if self.with_hint else 1280) - 170
        width = min(250, (right - left - (n - 1) * 8) // max(1, n))
        return [pygame.Rect(left + i * (width + 8), 8, width, 48) for i in range(n)]

    def surface(self) -> pygame.Surface:
        key = (tuple(self.names), tuple(self.scores), self.current, self.round_text, self.with_hint,
               self.hint_label, tuple(sorted(self.phones.items())), theme.version())
        if self._surface is None or key != self._key:
            self._surface = self._make()
            self._key = key
        return self._surface

    def release(self) -> None:
        """The table left: its bar's surface goes back to the pool."""
        surface_pool.give(self._surface)
        self._surface = None

    def _make(self) -> pygame.Surface:
        """The bar, drawn again into the same surface (a fresh one each turn cost its page faults)."""
        pal = theme.palette()
        surf = self._surface if self._surface is not None else surface_pool.take((1280, HEIGHT), alpha=True)
        surf.fill((*pal["shade"], 200))
        audit.clear(surf)
        pygame.draw.line(surf, pal["panel_edge"], (0, HEIGHT - 1), (1280, HEIGHT - 1), 2)
        # pause button: two bars
        surf.blit(rounded_panel(PAUSE_RECT.size, pal["button"], 12), PAUSE_RECT)
        for dx in (-8, 6):
            pygame.draw.rect(surf, pal["text"], (PAUSE_RECT.centerx + dx, PAUSE_RECT.y + 13, 6, 22), border_radius=2)
        self.chip_rects = self._layout()
        for i, rect in enumerate(self.chip_rects):
            active = i == self.current
            gone = self.phones.get(i) == "disconnected"
            fill = pal["panel"] if not active else tuple(min(255, c + 20) for c in pal["panel"])
            edge = pal["error"] if gone else (pal["accent"] if active else pal["panel_edge"])
            surf.blit(rounded_panel(rect.size, fill, 14, 3 if active else 2, edge), rect)
            surf.blit(seat_badge(theme.seat_shape(i), theme.seat_color(i), 30), (rect.x + 8, rect.y + 9))
            if i in self.phones:
                _phone_glyph(surf, (rect.x + 30, rect.y + 26), pal["error"] if gone else pal["text"], gone)
            score = render(str(self.scores[i]) if i < len(self.scores) else "", "display", 26, pal["accent"])
            name_w = rect.w - 50 - score.get_width() - 14
            px = fit(self.names[i], "bold", fonts.BODY, name_w)
            name = render(elide(self.names[i], "bold", px, name_w), "bold", px, pal["text"])
            surf.blit(name, (rect.x + 46, rect.centery - name.get_height() // 2))
            surf.blit(score, (rect.right - score.get_width() - 10, rect.centery - score.get_height() // 2))
        if self.round_text:
            label = render_fresh(self.round_text, "display", 24, pal["text"])  # a clock in Castile: uncached
            x = (HINT_RECT.x - 16 if self.with_hint else 1264) - label.get_width()
            surf.blit(label, (x, (HEIGHT - label.get_height()) // 2))
        if self.with_hint:
            surf.blit(rounded_panel(HINT_RECT.size, pal["primary"], 14), HINT_RECT)
            label = render(self.hint_label, "display", 24, pal["primary_text"])
            surf.blit(label, label.get_rect(center=HINT_RECT.center))
        return surf

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.surface(), (0, 0))
        if self.current is not None and 0 <= self.current < len(self.chip_rects):
            rect = self.chip_rects[self.current]
            bob = int(3 * math.sin(self.t * 6))
            pts = [(rect.centerx - 9, rect.bottom + 4 + bob), (rect.centerx + 9, rect.bottom + 4 + bob),
                   (rect.centerx, rect.bottom + 14 + bob)]
            pygame.draw.polygon(surface, theme.palette()["accent"], pts)

    def hit_pause(self, pos) -> bool:
        return PAUSE_RECT.inflate(8, 8).collidepoint(pos)

    def hit_hint(self, pos) -> bool:
        return self.with_hint and HINT_RECT.inflate(8, 8).collidepoint(pos)


def _phone_glyph(surface: pygame.Surface, topleft: tuple[int, int], color, crossed: bool = False) -> None:
    """A small phone in the corner of a seat badge: this seat plays on its own phone (crossed out while
    the phone is away)."""
    x, y = topleft
    pygame.draw.rect(surface, (20, 24, 40), (x - 1, y - 1, 14, 22), border_radius=4)
    pygame.draw.rect(surface, color, (x, y, 12, 20), 2, border_radius=3)
    pygame.draw.line(surface, color, (x + 4, y + 16), (x + 7, y + 16), 2)
    if crossed:
        pygame.draw.line(surface, (20, 24, 40), (x - 3, y + 22), (x + 15, y - 2), 5)
        pygame.draw.line(surface, color, (x - 3, y + 22), (x + 15, y - 2), 3)
