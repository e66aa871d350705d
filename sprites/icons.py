"""Small procedural game pieces for the frame: dice, roofs, wooden discs, crowns.

Used by the title's floating pieces and the menu's live previews (the game
tables draw their own large pieces). Each is drawn at 3× and smoothscaled once,
then cached; `rotations()` caches a full turn of a piece in fixed steps so
nothing is rotated per frame.
"""
from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.27, 0.27), (0.73, 0.73)],
    3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
    4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
    5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
    6: [(0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)],
}
IVORY = (248, 243, 228)
PIP = (28, 28, 34)


@lru_cache(maxsize=128)
def die(value: int, size: int = 48, tint: tuple[int, int, int] = IVORY) -> pygame.Surface:
    """An ivory die showing `value` with rounded corners and a soft edge shade."""
    s = size * 3
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    r = int(s * 0.2)
    shade = tuple(int(c * 0.78) for c in tint)
    pygame.draw.rect(surf, shade, (0, 0, s, s), border_radius=r)
    pygame.draw.rect(surf, tint, (int(s * 0.04), int(s * 0.03), int(s * 0.92), int(s * 0.88)), border_radius=r)
    for px, py in PIPS[value]:
        pygame.draw.circle(surf, PIP, (int(px * s), int(py * s * 0.95)), int(s * 0.085))
    return pygame.transform.smoothscale(surf, (size, size))


@lru_cache(maxsize=64)
def roof(color: tuple[int, int, int], width: int = 64) -> pygame.Surface:
    """A pagoda roof (Castro) in a player colour, seen from the front."""
    w = width * 3
    h = int(w * 0.55)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    dark = tuple(int(c * 0.6) for c in color)
    light = tuple(min(255, int(c * 1.18) + 12) for c in color)
    # eaves curve up at the ends
    base = [(0, h * 0.62), (w * 0.08, h * 0.78), (w * 0.92, h * 0.78), (w, h * 0.62),
            (w * 0.9, h * 0.96), (w * 0.1, h * 0.96)]
    pygame.draw.polygon(surf, dark, base)
    body = [(w * 0.06, h * 0.66), (w * 0.3, h * 0.22), (w * 0.7, h * 0.22), (w * 0.94, h * 0.66),
            (w * 0.86, h * 0.82), (w * 0.14, h * 0.82)]
    pygame.draw.polygon(surf, color, body)
    pygame.draw.polygon(surf, light, [(w * 0.3, h * 0.22), (w * 0.7, h * 0.22), (w * 0.62, h * 0.34),
                                      (w * 0.38, h * 0.34)])
    for i in range(1, 8):
        x = w * (0.14 + 0.72 * i / 8)
        pygame.draw.line(surf, dark, (x, h * 0.4), (x + (x - w / 2) * 0.15, h * 0.8), 3)
    pygame.draw.rect(surf, dark, (w * 0.46, h * 0.04, w * 0.08, h * 0.2), border_radius=6)
    pygame.draw.circle(surf, light, (int(w * 0.5), int(h * 0.06)), int(w * 0.04))
    return pygame.transform.smoothscale(surf, (width, int(width * 0.55)))


WOOD = {"L": ((226, 190, 140), (196, 152, 100)), "D": ((122, 78, 46), (88, 54, 30))}


@lru_cache(maxsize=64)
def disc(kind: str, width: int = 72) -> pygame.Surface:
    """A thick wooden disc (Caprice) in 3/4 view: light or dark wood, round or toothed edge."""
    top, side = WOOD[kind[0]]
    toothed = kind[1] == "T"
    w = width * 3
    rx, ry = w / 2, w * 0.22
    thick = w * 0.16
    h = int(ry * 2 + thick + 6)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    cx, cy = w / 2, ry + 2
    # side band
    pygame.draw.ellipse(surf, side, (0, cy - ry + thick, w, ry * 2))
    pygame.draw.rect(surf, side, (0, cy, w, thick))
    if toothed:
        for i in range(14):
            x = (i + 0.5) * w / 14
            pygame.draw.rect(surf, tuple(int(c * 0.8) for c in side), (x - 4, cy + 4, 8, thick + ry * 0.6 * (1 - ((x - cx) / rx) ** 2) ** 0.5))
    # top face with grain
    pygame.draw.ellipse(surf, top, (0, cy - ry, w, ry * 2))
    rng = random.Random(kind)
    grain = tuple(int(c * 0.9) for c in top)
    for i in range(6):
        k = 0.25 + i * 0.12
        rect = pygame.Rect(0, 0, int(w * k), int(ry * 2 * k))
        rect.center = (int(cx + rng.uniform(-6, 6)), int(cy + rng.uniform(-3, 3)))
        pygame.draw.ellipse(surf, grain, rect, 2)
    pygame.draw.ellipse(surf, tuple(min(255, c + 18) for c in top), (w * 0.2, cy - ry * 0.8, w * 0.35, ry * 0.5), 3)
    return pygame.transform.smoothscale(surf, (width, int(h / 3)))


class Turn:
    """A full turn of a piece in `steps` images, each made the first time it is asked for (a screen
    showing twelve turning pieces needs twelve images in its first frame, not 288)."""

    def __init__(self, kind: str, key: tuple, steps: int) -> None:
        self.kind, self.key = kind, key
        self._images: list[pygame.Surface | None] = [None] * steps
        self._base: pygame.Surface | None = None

    def __len__(self) -> int:
        return len(self._images)

    def __getitem__(self, i: int) -> pygame.Surface:
        image = self._images[i]
        if image is None:
            if self._base is None:
                self._base = {"die": die, "roof": roof, "disc": disc}[self.kind](*self.key)
            image = self._images[i] = pygame.transform.rotozoom(self._base, -360.0 * i / len(self._images), 1.0)
        return image

    def __iter__(self):
        return (self[i] for i in range(len(self)))


@lru_cache(maxsize=32)
def rotations(kind: str, key: tuple, steps: int = 24) -> Turn:
    """A full turn of a piece, `steps` images (each made once, when first shown)."""
    return Turn(kind, key, steps)


def rotated(frames: "Turn | tuple[pygame.Surface, ...]", angle: float) -> pygame.Surface:
    return frames[int((angle % 360.0) / 360.0 * len(frames)) % len(frames)]


def crown(size: int = 40, color=(252, 163, 17)) -> pygame.Surface:
    s = size * 3
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    pts = [(s * 0.1, s * 0.8), (s * 0.1, s * 0.3), (s * 0.3, s * 0.55), (s * 0.5, s * 0.2),
           (s * 0.7, s * 0.55), (s * 0.9, s * 0.3), (s * 0.9, s * 0.8)]
    pygame.draw.polygon(surf, color, pts)
    for x in (0.1, 0.5, 0.9):
        pygame.draw.circle(surf, color, (int(s * x), int(s * (0.3 if x != 0.5 else 0.2))), int(s * 0.07))
    return pygame.transform.smoothscale(surf, (size, size))


def wobble(t: float, speed: float = 1.0, amount: float = 1.0) -> float:
    return math.sin(t * speed) * amount


@lru_cache(maxsize=8)
def note(size: int = 32, color=(245, 245, 245), crossed: bool = False) -> pygame.Surface:
    """Two beamed eighth notes: the music's sign (its mute button); `crossed`: struck through (muted)."""
    s = size * 3
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    stem = max(3, s // 14)
    for x in (0.30, 0.80):
        pygame.draw.ellipse(surf, color, (s * (x - 0.24), s * 0.68, s * 0.26, s * 0.2))
        pygame.draw.rect(surf, color, (s * x - stem, s * 0.16, stem, s * 0.62))
    pygame.draw.polygon(surf, color, [(s * 0.30 - stem, s * 0.12), (s * 0.80, s * 0.04),
                                      (s * 0.80, s * 0.18), (s * 0.30 - stem, s * 0.26)])
    if crossed:
        pygame.draw.line(surf, (20, 28, 52), (s * 0.1, s * 0.06), (s * 0.9, s * 0.94), stem * 3)
        pygame.draw.line(surf, (230, 90, 60), (s * 0.1, s * 0.06), (s * 0.9, s * 0.94), stem + 2)
    return pygame.transform.smoothscale(surf, (size, size))
