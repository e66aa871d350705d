"""Toasts: short messages that slide up from the bottom (illegal moves, saves, hints).

The text is rendered once per toast; the toast slides in with ease-out, waits,
then fades. At most three are shown; a new identical text restarts the old one.
"""
from __future__ import annotations

import pygame

from sprites import fonts, theme
from sprites.draw import rounded_panel
from sprites.text import render, wrap
from sprites.tween import ease

SHOW = 2.6
SLIDE = 0.22


class Toast:
    def __init__(self, text: str, kind: str = "info") -> None:
        self.text = text
        self.kind = kind
        self.age = 0.0
        self.surface = self._make()

    def _make(self) -> pygame.Surface:
        pal = theme.palette()
        lines = wrap(self.text, "bold", fonts.BODY, 760)
        rendered = [render(line, "bold", fonts.BODY, pal["text"]) for line in lines]
        w = max(s.get_width() for s in rendered) + 72
        h = sum(s.get_height() for s in rendered) + 28
        edge = pal["error"] if self.kind == "error" else pal["accent"] if self.kind == "info" else pal["ok"]
        surf = rounded_panel((w, h), pal["shade"], 18, 3, edge, alpha=235)
        pygame.draw.circle(surf, edge, (26, h // 2), 8)
        y = 14
        for s in rendered:
            surf.blit(s, (48, y))
            y += s.get_height()
        return surf

    @property
    def done(self) -> bool:
        return self.age >= SHOW + SLIDE


class Toasts:
    def __init__(self) -> None:
        self.items: list[Toast] = []

    def show(self, text: str, kind: str = "info") -> None:
        for t in self.items:
            if t.text == text:
                t.age = min(t.age, SLIDE)
                return
        self.items.append(Toast(text, kind))
        self.items = self.items[-3:]

    def update(self, dt: float) -> None:
        for t in self.items:
            t.age += dt
        self.items = [t for t in self.items if not t.done]

    @property
    def animating(self) -> bool:
        return bool(self.items)

    def draw(self, surface: pygame.Surface) -> None:
        y = surface.get_height() - 24
        for t in reversed(self.items):
            k = ease("out", t.age / SLIDE)
            alpha = 255
            if t.age > SHOW:
                alpha = int(255 * max(0.0, 1 - (t.age - SHOW) / SLIDE))
            h = t.surface.get_height()
            top = y - h * k
            t.surface.set_alpha(alpha)
            surface.blit(t.surface, t.surface.get_rect(midtop=(surface.get_width() // 2, int(top))))
            y -= h + 10
