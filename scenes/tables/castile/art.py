"""Castile's small pictures: the undo and redo arrows of its buttons and the star that marks a record.

Drawn once at four times the size and scaled down (smooth edges), then cached per size and colour.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from sprites.draw import shape_points

SS = 4  # supersampling


def _smooth(big: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    return pygame.transform.smoothscale(big, size)


@lru_cache(maxsize=16)
def turn_arrow(size: int, color: tuple[int, int, int], redo: bool = False) -> pygame.Surface:
    """A curved arrow turning back (undo: its head points left) or on (redo: mirrored)."""
    n = size * SS
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    cx, cy = n * 0.54, n * 0.58
    r_out, r_in = n * 0.40, n * 0.24
    start, end = math.radians(-200), math.radians(30)   # a wide arc from the left over the top to the right
    steps = 40
    outer = [(cx + r_out * math.cos(start + (end - start) * i / steps),
              cy + r_out * math.sin(start + (end - start) * i / steps)) for i in range(steps + 1)]
    inner = [(cx + r_in * math.cos(start + (end - start) * i / steps),
              cy + r_in * math.sin(start + (end - start) * i / steps)) for i in reversed(range(steps + 1))]
    pygame.draw.polygon(big, color, outer + inner)
    # the head at the arc's left end, pointing down-left
    mid_r = (r_out + r_in) / 2
    hx, hy = cx + mid_r * math.cos(start), cy + mid_r * math.sin(start)
    half = (r_out - r_in) * 1.25
    head = [(hx - half, hy - n * 0.02), (hx + half, hy - n * 0.02), (hx, hy + half * 1.15)]
    pygame.draw.polygon(big, color, head)
    img = _smooth(big, (size, size))
    return pygame.transform.flip(img, True, False) if redo else img


@lru_cache(maxsize=16)
def star(size: int, color: tuple[int, int, int], edge: tuple[int, int, int] = (40, 28, 8)) -> pygame.Surface:
    """A five-pointed star with a dark rim (a record)."""
    n = size * SS
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    pygame.draw.polygon(big, edge, shape_points("star", (n / 2, n / 2 + n * 0.03), n * 0.5))
    pygame.draw.polygon(big, color, shape_points("star", (n / 2, n / 2 + n * 0.03), n * 0.42))
    return _smooth(big, (size, size))


def clear_caches() -> None:
    turn_arrow.cache_clear()
    star.cache_clear()
