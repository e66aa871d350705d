"""Toasts: short messages (illegal moves, saves, hints) that slide in, wait and fade.

The text is rendered once per toast; the toast fades in while it slides a little
way (never across the top bar or the buttons it would pass), waits, then fades.
One at a time: a new text replaces the old one, the same text restarts it. Menus
show toasts at the bottom; each table says where its toasts rest (`toast_anchor`:
over its play area, where no text or button lies beneath).
"""
from __future__ import annotations

import pygame

from sprites import fonts, theme
from sprites.draw import rounded_panel
from sprites.text import render, wrap
from sprites.tween import ease

SHOW = 2.6
SLIDE = 0.22
DRIFT = 18      # px a toast slides while it fades in


WRAP = 760      # a toast's text wraps at this width, or narrower to fit the area its anchor names


class Toast:
    def __init__(self, text: str, kind: str = "info") -> None:
        self.text = text
        self.kind = kind
        self.age = 0.0
        self._surfaces: dict[tuple[int, int], pygame.Surface] = {}

    def at_width(self, wrap_at: int, fill: int = 0) -> pygame.Surface:
        """The toast with its text wrapped at `wrap_at`, at least `fill` wide (made once per size)."""
        key = (wrap_at, fill)
        if key not in self._surfaces:
            self._surfaces[key] = self._make(wrap_at, fill)
        return self._surfaces[key]

    def _make(self, wrap_at: int = WRAP, fill: int = 0) -> pygame.Surface:
        pal = theme.palette()
        lines = wrap(self.text, "bold", fonts.BODY, wrap_at)
        rendered = [render(line, "bold", fonts.BODY, pal["text"]) for line in lines]
        w = max(max(s.get_width() for s in rendered) + 72, fill)
        h = sum(s.get_height() for s in rendered) + 28
        edge = pal["error"] if self.kind == "error" else pal["accent"] if self.kind == "info" else pal["ok"]
        surf = rounded_panel((w, h), pal["shade"], 18, 3, edge, alpha=255 if fill else 235)  # (a band hides wholly)
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
    """One toast at a time: a new message replaces the one on screen (they never pile up over the
    table); the same message again restarts it. The top scene says where toasts go (`draw(anchor)`)."""

    def __init__(self) -> None:
        self.items: list[Toast] = []

    def show(self, text: str, kind: str = "info") -> None:
        text = text[:1].upper() + text[1:]  # a sentence (a card's name may begin it: "jack of spades …")
        for t in self.items:
            if t.text == text:
                t.age = min(t.age, SLIDE)
                return
        self.items = [Toast(text, kind)]

    def update(self, dt: float) -> None:
        for t in self.items:
            t.age += dt
        self.items = [t for t in self.items if not t.done]

    @property
    def animating(self) -> bool:
        return bool(self.items)

    def draw(self, surface: pygame.Surface, anchor: tuple = ("bottom", 24)) -> None:
        """Draw the toast: `("bottom", margin)` rests it `margin` above the bottom edge, `("top", y)` with
        its top at `y`, `("in", rect)` at the top of `rect`, as narrow as `rect` (its text wraps to fit),
        `("fill", rect)` as wide as `rect` and in its middle (a band over what lies there, wholly).
        It fades in while it drifts the last `DRIFT` px to its place, so it never passes over what lies
        beyond."""
        for t in self.items:
            side, at = anchor
            area = pygame.Rect(at) if side in ("in", "fill") else None
            surf = t.at_width(min(WRAP, area.w - 72), area.w if side == "fill" else 0) if area else t.at_width(WRAP)
            k = ease("out", t.age / SLIDE)
            alpha = int(255 * k)
            if t.age > SHOW:
                alpha = int(255 * max(0.0, 1 - (t.age - SHOW) / SLIDE))
            w, h = surf.get_size()
            if side == "in":
                x, top = area.centerx, area.y
            elif side == "fill":
                x, top = area.centerx, area.centery - h // 2
            elif side == "top":
                x, top = surface.get_width() // 2, at
            else:
                x, top = surface.get_width() // 2, surface.get_height() - at - h
            top += int(DRIFT * (1 - k))  # (from below: a toast under the top bar never crosses it)
            rect = surf.get_rect(midtop=(int(x), int(top))).clamp(surface.get_rect())
            surf.set_alpha(alpha)
            surface.blit(surf, rect)
