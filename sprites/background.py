"""The cabinet background: a night-blue gradient, stars and a castle skyline.

`backdrop()` is made once per palette and cached (it is the static layer every
menu blits first; `backdrop_steps()` builds it a part per prewarm turn, ahead of
need); `Stars` adds a few twinkling stars on top for the title.
"""
from __future__ import annotations

import math
import random
from typing import Iterator

import pygame

from sprites import surface_pool, theme
from sprites.draw import prepared, vertical_gradient

SIZE = (1280, 720)


def _castle(surf: pygame.Surface, x: int, base: int, w: int, h: int, color, rng: random.Random) -> None:
    """One castle silhouette: keep, towers with crenellations and pointed roofs."""
    # curtain wall
    wall_h = int(h * 0.45)
    pygame.draw.rect(surf, color, (x, base - wall_h, w, wall_h))
    for cx in range(x, x + w, 18):
        pygame.draw.rect(surf, color, (cx, base - wall_h - 10, 10, 10))
    # towers
    n = rng.randint(2, 3)
    for i in range(n):
        tw = rng.randint(34, 52)
        tx = x + int((w - tw) * (i / max(1, n - 1)))
        th = int(h * rng.uniform(0.65, 1.0))
        pygame.draw.rect(surf, color, (tx, base - th, tw, th))
        if rng.random() < 0.55:
            pygame.draw.polygon(surf, color, [(tx - 6, base - th), (tx + tw + 6, base - th),
                                              (tx + tw // 2, base - th - int(tw * 1.3))])
            # a flag
            fx, fy = tx + tw // 2, base - th - int(tw * 1.3)
            pygame.draw.line(surf, color, (fx, fy), (fx, fy - 18), 2)
            pygame.draw.polygon(surf, color, [(fx, fy - 18), (fx + 14, fy - 14), (fx, fy - 10)])
        else:
            for cx in range(tx, tx + tw, 12):
                pygame.draw.rect(surf, color, (cx, base - th - 9, 7, 9))


_made: dict[tuple[int, bool], pygame.Surface] = {}


def _draw(skyline: bool) -> Iterator[None]:
    """Draws the backdrop for the current palette, pausing between its parts; returns it."""
    pal = theme.palette()
    surf = vertical_gradient(SIZE, pal["bg_top"], pal["bg_bottom"])
    yield
    rng = random.Random(1213)
    if skyline and not theme.high_contrast():
        # a soft moon glow
        glow = pygame.Surface((360, 360), pygame.SRCALPHA)
        for r in range(180, 0, -6):
            pygame.draw.circle(glow, (200, 210, 255, int(18 * (1 - r / 180) ** 1.5) + 1), (180, 180), r)
        surf.blit(glow, (900, -40))
        pygame.draw.circle(surf, (236, 232, 214), (1080, 140), 34)
        pygame.draw.circle(surf, (214, 208, 186), (1070, 132), 7)
        pygame.draw.circle(surf, (214, 208, 186), (1092, 150), 5)
    if not theme.high_contrast():
        # static stars
        for _ in range(140):
            x, y = rng.randrange(SIZE[0]), rng.randrange(int(SIZE[1] * 0.7))
            b = rng.randint(90, 200)
            surf.set_at((x, y), (b, b, min(255, b + 30)))
    if skyline:
        yield
        far = tuple(int(c * 0.75 + 12) for c in pal["bg_bottom"])
        near = tuple(max(0, int(c * 0.45)) for c in pal["bg_top"])
        layer = pygame.Surface(SIZE, pygame.SRCALPHA)
        # far hills
        pts = [(0, SIZE[1])]
        for x in range(0, SIZE[0] + 40, 40):
            pts.append((x, 610 + 22 * math.sin(x / 170.0) + 10 * math.sin(x / 53.0)))
        pts.append((SIZE[0], SIZE[1]))
        pygame.draw.polygon(layer, far, pts)
        _castle(layer, 140, 620, 260, 170, far, rng)
        _castle(layer, 860, 615, 300, 190, far, rng)
        # near ridge with a big castle
        pts = [(0, SIZE[1])]
        for x in range(0, SIZE[0] + 40, 40):
            pts.append((x, 668 + 14 * math.sin(x / 120.0 + 1.3)))
        pts.append((SIZE[0], SIZE[1]))
        pygame.draw.polygon(layer, near, pts)
        _castle(layer, 520, 672, 240, 150, near, rng)
        # lit windows
        for _ in range(16):
            x = rng.randrange(530, 750)
            y = rng.randrange(560, 650)
            if layer.get_at((x, y))[3] and layer.get_at((x, y - 6))[3]:
                pygame.draw.rect(layer, (252, 196, 90, 200), (x, y, 4, 7))
        surf.blit(layer, (0, 0))
    yield
    return prepared(surf)


def _key(skyline: bool) -> tuple[int, bool]:
    return theme.version() * 2 + int(theme.high_contrast()), skyline


def backdrop(skyline: bool = True) -> pygame.Surface:
    """The cached static background for the current palette."""
    for _ in backdrop_steps(skyline):
        pass
    return _made[_key(skyline)]


def backdrop_steps(skyline: bool = True) -> Iterator[None]:
    """Make `backdrop(skyline)` if it is not cached yet, a part per step."""
    key = _key(skyline)
    if key in _made:
        return
    surface_pool.stock(1)  # (see `backgrounds_cache.table_background_steps`)
    yield
    surf = yield from _draw(skyline)
    if len(_made) >= 4:  # (a palette switch leaves the old pictures behind)
        _made.clear()
    _made[key] = surf


def clear_caches() -> None:
    _made.clear()


class Stars:
    """A few stars that twinkle over the backdrop."""

    def __init__(self, count: int = 24, seed: int = 5) -> None:
        rng = random.Random(seed)
        self.stars = [(rng.randrange(SIZE[0]), rng.randrange(430), rng.uniform(0, math.tau),
                       rng.uniform(1.2, 3.0)) for _ in range(count)]
        self.t = 0.0

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface: pygame.Surface) -> None:
        for x, y, phase, speed in self.stars:
            k = 0.5 + 0.5 * math.sin(self.t * speed + phase)
            b = int(120 + 135 * k)
            r = 1 if k < 0.7 else 2
            pygame.draw.circle(surface, (b, b, min(255, b + 20)), (x, y), r)
