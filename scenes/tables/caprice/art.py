"""Caprice's art: the round wooden board, thick wooden discs, symbol tiles and the red marker bead.

Discs are seen in 3/4 view (an elliptic top face over a side band) so a tower
of four reads as a stack: each disc sits `DISC_STEP` pixels above the one
below. Light discs are maple, dark ones walnut; a toothed disc has notches
round its edge (on the band and the rim of the top face). Symbol tiles show
the disc from straight above. Everything is drawn at 3× and smoothscaled once,
then cached.
"""
from __future__ import annotations

import math
import random
from functools import lru_cache
from typing import Iterator

import pygame

from sprites import audit, text

WOOD = {"L": ((232, 196, 142), (192, 146, 92), (210, 172, 120)),
        "D": ((128, 82, 48), (84, 50, 28), (104, 66, 38))}
DISC_W = 104
DISC_STEP = 19   # how much higher each disc of a tower sits


def _shade(c, k):
    return tuple(max(0, min(255, int(v * k))) for v in c)


@lru_cache(maxsize=16)
def disc(kind: str, width: int = DISC_W) -> pygame.Surface:
    """A disc of `kind` ("LR", "LT", "DR", "DT") in 3/4 view, `width` px wide."""
    top, side, grain_c = WOOD[kind[0]]
    toothed = kind[1] == "T"
    s = 3
    w = width * s
    rx, ry = w / 2 - 3, w * 0.24
    thick = DISC_STEP * s
    h = int(ry * 2 + thick + 8)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    cx, cy = w / 2, ry + 3
    # the side band: the lower half-ellipse moved down by the thickness, joined to the top
    band = pygame.Rect(0, 0, int(rx * 2), int(ry * 2))
    band.center = (int(cx), int(cy + thick))
    pygame.draw.ellipse(surf, _shade(side, 0.8), band)
    pygame.draw.rect(surf, side, (cx - rx, cy, rx * 2, thick))
    inner = band.inflate(-6, -6)
    pygame.draw.ellipse(surf, side, inner)
    # band grain: a few horizontal lines
    rng = random.Random(kind)
    for i in range(3):
        y = cy + thick * (0.3 + 0.22 * i)
        pygame.draw.line(surf, _shade(side, 0.88), (cx - rx + 8, y), (cx + rx - 8, y + rng.uniform(-2, 2)), 2)
    if toothed:  # notches all round the visible edge
        n = 18
        for i in range(n + 1):
            a = math.pi * i / n
            x = cx - rx * math.cos(a)
            yb = cy + ry * math.sin(a) + thick
            pygame.draw.line(surf, _shade(side, 0.55), (x, cy + ry * math.sin(a) + 2), (x, yb), 7)
    # the top face
    face = pygame.Rect(0, 0, int(rx * 2), int(ry * 2))
    face.center = (int(cx), int(cy))
    pygame.draw.ellipse(surf, top, face)
    for i in range(7):
        k = 0.22 + i * 0.11
        r = pygame.Rect(0, 0, int(rx * 2 * k), int(ry * 2 * k))
        r.center = (int(cx + rng.uniform(-10, 10)), int(cy + rng.uniform(-3, 3)))
        pygame.draw.ellipse(surf, grain_c, r, 3)
    if toothed:
        n = 24
        for i in range(n):
            a = 2 * math.pi * i / n
            x, y = cx + rx * 0.9 * math.cos(a), cy + ry * 0.9 * math.sin(a)
            pygame.draw.circle(surf, _shade(side, 0.6), (x, y), 8)
        pygame.draw.ellipse(surf, _shade(top, 0.9), face.inflate(-int(rx * 0.5), -int(ry * 0.5)), 4)
    pygame.draw.ellipse(surf, _shade(top, 1.12), face.inflate(-int(rx * 1.1), -int(ry * 1.2)).move(-int(rx * 0.25), -int(ry * 0.3)), 5)
    pygame.draw.ellipse(surf, _shade(side, 0.7), face, 3)
    return audit.sprite(pygame.transform.smoothscale(surf, (width, h // s)), "disc")


def disc_height(width: int = DISC_W) -> int:
    return disc("LR", width).get_height()


@lru_cache(maxsize=8)
def disc_shadow(width: int = DISC_W) -> pygame.Surface:
    h = int(width * 0.5)
    surf = pygame.Surface((width + 20, h), pygame.SRCALPHA)
    for i in range(8, 0, -1):
        pygame.draw.ellipse(surf, (0, 0, 0, 10 + (8 - i) * 6), (10 - i, 10 - i // 2, width + 2 * i - 10, h - 20 + i))
    return surf


@lru_cache(maxsize=16)
def symbol(kind: str, size: int) -> pygame.Surface:
    """The disc seen from straight above: a round or toothed wooden coin (for tiles and supply labels)."""
    top, side, grain_c = WOOD[kind[0]]
    s = size * 3
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    c = (s / 2, s / 2)
    r = s * 0.42
    if kind[1] == "T":
        pts = []
        n = 12
        for i in range(n * 2):
            a = math.pi * i / n
            rr = r if i % 2 == 0 else r * 0.82
            pts.append((c[0] + rr * math.cos(a), c[1] + rr * math.sin(a)))
        pygame.draw.polygon(surf, _shade(side, 0.7), [(x + 3, y + 5) for x, y in pts])
        pygame.draw.polygon(surf, top, pts)
        pygame.draw.polygon(surf, _shade(side, 0.6), pts, 5)
    else:
        pygame.draw.circle(surf, _shade(side, 0.7), (c[0] + 3, c[1] + 5), r)
        pygame.draw.circle(surf, top, c, r)
        pygame.draw.circle(surf, _shade(side, 0.6), c, r, 5)
    for k in (0.3, 0.5, 0.68):
        pygame.draw.circle(surf, grain_c, c, r * k, 3)
    return pygame.transform.smoothscale(surf, (size, size))


@lru_cache(maxsize=16)
def tile(kind: str, size: int) -> pygame.Surface:
    """A symbol tile: parchment card with the disc's symbol."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(surf, (70, 52, 30), (0, 3, size, size - 3), border_radius=12)
    pygame.draw.rect(surf, (246, 232, 200), (0, 0, size, size - 4), border_radius=12)
    pygame.draw.rect(surf, (196, 170, 120), (0, 0, size, size - 4), 2, border_radius=12)
    sym = symbol(kind, int(size * 0.72))
    surf.blit(sym, sym.get_rect(center=(size // 2, (size - 4) // 2)))
    return surf


@lru_cache(maxsize=8)
def tile_back(size: int) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(surf, (40, 24, 12), (0, 2, size, size - 2), border_radius=max(4, size // 8))
    pygame.draw.rect(surf, (150, 40, 40), (0, 0, size, size - 3), border_radius=max(4, size // 8))
    pygame.draw.rect(surf, (220, 170, 90), (3, 3, size - 6, size - 9), 2, border_radius=max(3, size // 9))
    q = text.render("?", "display", int(size * 0.55), (250, 220, 160))
    surf.blit(q, q.get_rect(center=(size // 2, size // 2 - 2)))
    return surf


@lru_cache(maxsize=4)
def bead(radius: int = 11) -> pygame.Surface:
    """The red marker: a small glossy red bead."""
    s = radius * 6
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    c = s // 2
    pygame.draw.circle(surf, (60, 0, 0), (c + 3, c + 5), c - 4)
    for i in range(12):
        k = i / 12
        col = (int(150 + 100 * k), int(20 + 30 * k), int(20 + 30 * k))
        pygame.draw.circle(surf, col, (c - int(k * c * 0.25), c - int(k * c * 0.3)), int((c - 4) * (1 - k * 0.75)))
    pygame.draw.circle(surf, (255, 230, 230), (c - c // 3, c - c // 3), c // 6)
    return pygame.transform.smoothscale(surf, (radius * 2, radius * 2))


def board(size: tuple[int, int], center: tuple[int, int], radius: int, spots: list[tuple[int, int]]) -> Iterator[None]:
    """The dark wooden table with the round light-wood board and its six carved spots: draws it,
    pausing between its parts, and returns it (see `sprites.backgrounds_cache.table_background`)."""
    from sprites.draw import vertical_gradient

    surf = vertical_gradient(size, (74, 46, 28), (44, 26, 14))
    yield
    rng = random.Random(12)
    for _ in range(120):
        y = rng.randrange(size[1])
        c = (rng.randint(50, 84), rng.randint(30, 52), rng.randint(16, 30))
        pygame.draw.line(surf, c, (0, y), (size[0], y + rng.randint(-5, 5)), 1)
    yield
    cx, cy = center
    pygame.draw.circle(surf, (24, 14, 8), (cx + 4, cy + 10), radius + 4)
    pygame.draw.circle(surf, (150, 108, 62), (cx, cy), radius + 4)
    pygame.draw.circle(surf, (214, 172, 114), (cx, cy), radius)
    for i in range(14):  # growth rings of the board
        r = int(radius * (0.12 + i * 0.065))
        pygame.draw.circle(surf, (200 - i % 3 * 6, 158 - i % 3 * 5, 104 - i % 3 * 4), (cx + rng.randint(-3, 3), cy + rng.randint(-3, 3)), r, 2)
    for x, y in spots:
        hole = pygame.Rect(0, 0, DISC_W + 16, int((DISC_W + 16) * 0.5))
        hole.center = (x, y + DISC_STEP // 2 + 4)
        pygame.draw.ellipse(surf, (150, 110, 68), hole)
        pygame.draw.ellipse(surf, (120, 84, 48), hole, 4)
        pygame.draw.ellipse(surf, (226, 190, 138), hole.move(0, 3), 2)
    return surf


@lru_cache(maxsize=16)
def height_badge(count: int, full: bool, size: tuple[int, int] = (44, 34)) -> pygame.Surface:
    """A tower's height: a dark wooden plaque with a small stack pictogram and the count (gold when full)."""
    from sprites.draw import rounded_panel

    w, h = size
    surf = rounded_panel(size, (44, 28, 16), 10, 2, (236, 214, 170) if not full else (252, 196, 60))
    for i in range(3):  # the pictogram: three discs on top of each other
        y = h - 11 - i * 7
        pygame.draw.ellipse(surf, (214, 172, 114), (5, y, 13, 6))
        pygame.draw.ellipse(surf, (120, 84, 48), (5, y, 13, 6), 1)
    num = text.render(str(count), "display", 24, (252, 196, 60) if full else (250, 244, 230))
    surf.blit(num, num.get_rect(center=(w - 15, h // 2)))
    return surf


@lru_cache(maxsize=8)
def spot_plate(number: int) -> pygame.Surface:
    """A spot's number carved into the board: a sunken ring with the figure in dark wood."""
    d = 34
    surf = pygame.Surface((d, d), pygame.SRCALPHA)
    pygame.draw.circle(surf, (196, 152, 96), (d // 2, d // 2), d // 2)
    pygame.draw.circle(surf, (120, 84, 48), (d // 2, d // 2), d // 2, 2)
    pygame.draw.circle(surf, (232, 200, 150), (d // 2, d // 2 + 1), d // 2 - 3, 1)
    num = text.render(str(number), "display", 22, (70, 42, 20))
    surf.blit(num, num.get_rect(center=(d // 2, d // 2)))
    return surf


def clear_caches() -> None:
    for fn in (disc, disc_shadow, symbol, tile, tile_back, bead, height_badge, spot_plate):
        fn.cache_clear()


__all__ = ["disc", "disc_height", "disc_shadow", "symbol", "tile", "tile_back", "bead", "board", "height_badge",
           "spot_plate", "DISC_STEP", "DISC_W"]
