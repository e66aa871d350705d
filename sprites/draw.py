"""Drawing helpers shared by all sprites: gradients, rounded panels, glows, seat shapes.

Everything here returns or fills surfaces; callers cache what they make.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from sprites import audit, surface_pool


def prepared(surface: pygame.Surface) -> pygame.Surface:
    """The surface in the display's pixel format (fast to blit), once a display exists. An opaque
    surface already in that format is returned as it is: converting copies it, and a screen-sized copy
    costs about 3 ms here (a fresh 3.7 MB of pixels), a step of the warm-up."""
    display = pygame.display.get_surface()
    if display is None:
        return surface
    if surface.get_flags() & pygame.SRCALPHA:
        return surface.convert_alpha()
    if (surface.get_bitsize() == display.get_bitsize() and surface.get_masks() == display.get_masks()
            and surface.get_alpha() is None and surface.get_colorkey() is None):
        return surface
    return surface.convert()


def vertical_gradient(size: tuple[int, int], top: tuple[int, int, int], bottom: tuple[int, int, int]) -> pygame.Surface:
    """A surface filled with a top-to-bottom gradient (made once via a 1-px column, scaled), in the
    display's format once a display exists (so that `prepared` need not copy it). A screen-sized one
    is drawn into a surface of the pool (`surface_pool.take`, its pages touched ahead when the warm-up
    stocked it); full-screen gradients are the backdrops and the tables' backgrounds, which keep it."""
    w, h = size
    column = bytearray(4 * h)  # (its bytes at once: a pixel per call took twice as long)
    span = max(1, h - 1)
    (r0, g0, b0), (r1, g1, b1) = top[:3], bottom[:3]
    for y in range(h):
        k = y / span
        column[4 * y:4 * y + 3] = (int(r0 + (r1 - r0) * k), int(g0 + (g1 - g0) * k), int(b0 + (b1 - b0) * k))
    source = pygame.image.frombytes(bytes(column), (1, h), "RGBX")
    if pygame.display.get_surface() is None:
        return pygame.transform.scale(source, (w, h))
    native = pygame.Surface((1, h))
    native.blit(source, (0, 0))
    if (w, h) == surface_pool.LOGICAL:  # a full-screen picture: into a surface the pool made ahead
        return pygame.transform.scale(native, (w, h), surface_pool.take())
    return pygame.transform.scale(native, (w, h))


def rounded_panel(size: tuple[int, int], color, radius: int = 16, border: int = 0,
                  border_color=None, alpha: int = 255) -> pygame.Surface:
    """A rounded rectangle on a transparent surface."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    rect = surf.get_rect()
    pygame.draw.rect(surf, (*color[:3], alpha), rect, border_radius=radius)
    if border and border_color is not None:
        pygame.draw.rect(surf, border_color, rect, width=border, border_radius=radius)
    return audit.panel(surf, "panel", alpha)


@lru_cache(maxsize=64)
def glow(size: tuple[int, int], color: tuple[int, int, int], radius: int = 18, spread: int = 10) -> pygame.Surface:
    """A soft glowing ring around a rect of `size`; the returned surface is larger by 2*spread."""
    w, h = size[0] + spread * 2, size[1] + spread * 2
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    for i in range(spread, 0, -1):
        a = int(120 * (1 - i / spread) ** 2) + 8
        r = pygame.Rect(spread - i, spread - i, size[0] + 2 * i, size[1] + 2 * i)
        pygame.draw.rect(surf, (*color, a), r, width=2, border_radius=radius + i)
    pygame.draw.rect(surf, (*color, 255), pygame.Rect(spread - 1, spread - 1, size[0] + 2, size[1] + 2),
                     width=3, border_radius=radius + 1)
    return surf


@lru_cache(maxsize=32)
def shade(size: tuple[int, int], rgba: tuple[int, int, int, int] = (8, 12, 26, 150), radius: int = 0) -> pygame.Surface:
    """A translucent veil of `size` (dims what lies beneath: unusable fields, unplayable cards, a
    table under an overlay). Made once per size and colour."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, rgba, surf.get_rect(), border_radius=radius)
    return audit.veil(surf, rgba[3] if len(rgba) > 3 else 255)


def shape_points(shape: str, center: tuple[float, float], r: float) -> list[tuple[float, float]]:
    cx, cy = center
    if shape == "square":
        return [(cx - r * 0.85, cy - r * 0.85), (cx + r * 0.85, cy - r * 0.85),
                (cx + r * 0.85, cy + r * 0.85), (cx - r * 0.85, cy + r * 0.85)]
    if shape == "triangle":
        return [(cx, cy - r), (cx + r * 0.95, cy + r * 0.75), (cx - r * 0.95, cy + r * 0.75)]
    if shape == "diamond":
        return [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    if shape == "star":
        pts = []
        for i in range(10):
            rr = r if i % 2 == 0 else r * 0.45
            a = -math.pi / 2 + i * math.pi / 5
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        return pts
    return []


@lru_cache(maxsize=128)
def seat_badge(shape: str, color: tuple[int, int, int], size: int = 40, outline=(20, 20, 30)) -> pygame.Surface:
    """The seat's shape in its colour with a dark outline, antialiased by drawing at 4× and scaling once."""
    big = size * 4
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    c = (big / 2, big / 2)
    r = big * 0.42
    if shape == "circle":
        pygame.draw.circle(surf, outline, c, r + big * 0.05)
        pygame.draw.circle(surf, color, c, r)
    else:
        pts_o = shape_points(shape, c, r + big * 0.07)
        pts = shape_points(shape, c, r)
        pygame.draw.polygon(surf, outline, pts_o)
        pygame.draw.polygon(surf, color, pts)
    return pygame.transform.smoothscale(surf, (size, size))
