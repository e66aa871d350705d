"""The base of the live previews on the menu's game tiles (and the attract loop's teasers).

A preview owns a small looping animation and draws itself into a rect of the tile; its static parts
are cached once. Each game's preview lives in its folder (``scenes/tables/<game>/preview.py``) and is
found through the catalog. ``felt`` is a table cloth the previews share.
"""
from __future__ import annotations

import random
from typing import Iterator

import pygame


W, H = 272, 200

#: each game's static preview picture, shared by every preview of it (menu tiles, setup, teasers)
_statics: dict[tuple, pygame.Surface] = {}


def clear_caches() -> None:
    _statics.clear()
    _felts.clear()


class Preview:
    period = 4.0
    #: where the loop starts: a moment with its whole picture on show (a preview first seen still, like
    #: the menu's under the resume question, is never an empty table waiting for its first card)
    still = 0.0
    #: the (color, edge) of the `felt` its static picture lies on, if any (the warm-up makes it ahead)
    felt_colors: tuple | None = None

    def __init__(self) -> None:
        self.t = self.still
        self._static: pygame.Surface | None = None

    def update(self, dt: float) -> None:
        self.t += dt

    @property
    def phase(self) -> float:
        return self.t % self.period

    def static(self) -> pygame.Surface:
        if self._static is None:
            from sprites import theme

            key = (type(self), theme.version())
            surf = _statics.get(key)
            if surf is None:
                if len(_statics) >= 16:  # an old palette's pictures (a few games × two palettes at most)
                    _statics.clear()
                surf = _statics[key] = self.make_static()
            self._static = surf
        return self._static

    def make_static(self) -> pygame.Surface:
        return pygame.Surface((W, H))

    def static_steps(self) -> Iterator[None]:
        """Make the pieces `make_static` uses ahead of it, a piece per step (the warm-up runs it, so
        that no single step builds them all); none by default."""
        return iter(())

    def draw(self, surface: pygame.Surface, topleft: tuple[int, int]) -> None:
        surface.blit(self.static(), topleft)
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(topleft, (W, H)))
        self.draw_moving(surface, topleft[0], topleft[1])
        surface.set_clip(clip)

    def draw_moving(self, surface: pygame.Surface, x: int, y: int) -> None:
        pass


_felts: dict[tuple, pygame.Surface] = {}


def felt_steps(color, edge):
    """Make the cloth of `color` with its `edge` in slices (a generator; the prewarm runs it)."""
    key = (tuple(color), tuple(edge))
    if key in _felts:
        return
    surf = pygame.Surface((W, H))
    surf.fill(edge)
    inner = pygame.Rect(6, 6, W - 12, H - 12)
    pygame.draw.rect(surf, color, inner, border_radius=10)
    rng = random.Random(3)
    for i in range(500):
        px, py = rng.randrange(8, W - 8), rng.randrange(8, H - 8)
        c = tuple(max(0, min(255, v + rng.randint(-10, 10))) for v in color)
        surf.set_at((px, py), c)
        if i % 100 == 99 and i < 499:
            yield
    _felts[key] = surf


def felt_steps_for(preview: "Preview"):
    """The slices of the cloth a preview's static picture lies on (none for a preview without one)."""
    if preview.felt_colors is not None:
        yield from felt_steps(*preview.felt_colors)


def felt(color, edge) -> pygame.Surface:
    """A table cloth for a preview (a fresh copy of the cached one: the caller draws on it)."""
    for _ in felt_steps(color, edge):
        pass
    return _felts[(tuple(color), tuple(edge))].copy()
