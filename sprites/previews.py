"""The base of the live previews on the menu's game tiles (and the attract loop's teasers).

A preview owns a small looping animation and draws itself into a rect of the tile; its static parts
are cached once. Each game's preview lives in its folder (``scenes/tables/<game>/preview.py``) and is
found through the catalog. ``felt`` is a table cloth the previews share.
"""
from __future__ import annotations

import random

import pygame


W, H = 272, 200


class Preview:
    period = 4.0

    def __init__(self) -> None:
        self.t = 0.0
        self._static: pygame.Surface | None = None

    def update(self, dt: float) -> None:
        self.t += dt

    @property
    def phase(self) -> float:
        return self.t % self.period

    def static(self) -> pygame.Surface:
        if self._static is None:
            self._static = self.make_static()
        return self._static

    def make_static(self) -> pygame.Surface:
        return pygame.Surface((W, H))

    def draw(self, surface: pygame.Surface, topleft: tuple[int, int]) -> None:
        surface.blit(self.static(), topleft)
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(topleft, (W, H)))
        self.draw_moving(surface, topleft[0], topleft[1])
        surface.set_clip(clip)

    def draw_moving(self, surface: pygame.Surface, x: int, y: int) -> None:
        pass


def felt(color, edge) -> pygame.Surface:
    surf = pygame.Surface((W, H))
    surf.fill(edge)
    inner = pygame.Rect(6, 6, W - 12, H - 12)
    pygame.draw.rect(surf, color, inner, border_radius=10)
    rng = random.Random(3)
    for _ in range(500):
        px, py = rng.randrange(8, W - 8), rng.randrange(8, H - 8)
        c = tuple(max(0, min(255, v + rng.randint(-10, 10))) for v in color)
        surf.set_at((px, py), c)
    return surf
