"""Table dice for Castro: ivory faces seen from above, their soft shadow, and cached turns.

Each face is drawn at 3× and smoothscaled once. A die on the felt may lie at any
angle; a square looks the same every quarter turn, so `face_at(value, size,
angle)` picks one of `STEPS` pre-rotated images of a quarter turn (pips turn
with the die). Nothing here rotates or scales per frame.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from sprites.icons import PIP, PIPS

IVORY = (250, 246, 232)
EDGE = (206, 196, 172)
KEPT_RIM = (252, 163, 17)
STEPS = 24  # images per quarter turn (3.75° apart)


def _face(value: int, size: int, rim: tuple[int, int, int] | None = None) -> pygame.Surface:
    s = size * 3
    pad = int(s * 0.08)  # room for the rotation and the rim
    surf = pygame.Surface((s + 2 * pad, s + 2 * pad), pygame.SRCALPHA)
    body = pygame.Rect(pad, pad, s, s)
    r = int(s * 0.22)
    if rim is not None:
        pygame.draw.rect(surf, rim, body.inflate(int(s * 0.12), int(s * 0.12)), border_radius=r + 8)
    pygame.draw.rect(surf, EDGE, body, border_radius=r)
    pygame.draw.rect(surf, IVORY, body.inflate(-int(s * 0.07), -int(s * 0.07)).move(-2, -3), border_radius=r)
    # a soft highlight towards the top left
    hi = pygame.Surface((s, s), pygame.SRCALPHA)
    pygame.draw.ellipse(hi, (255, 255, 255, 70), (int(s * 0.08), int(s * 0.06), int(s * 0.55), int(s * 0.35)))
    surf.blit(hi, body.topleft)
    for px, py in PIPS[value]:
        c = (body.x + int(px * s), body.y + int(py * s))
        pygame.draw.circle(surf, (90, 84, 74), (c[0] + 2, c[1] + 3), int(s * 0.085))
        pygame.draw.circle(surf, PIP, c, int(s * 0.08))
    out = size + 2 * (pad // 3)
    return pygame.transform.smoothscale(surf, (out, out))


@lru_cache(maxsize=32)
def face(value: int, size: int, kept: bool = False) -> pygame.Surface:
    """One upright face (kept dice wear a gold rim)."""
    return _face(value, size, KEPT_RIM if kept else None)


#: Turned images, made one at a time when first shown (a first throw needs five of 144, not all of
#: them in one frame); the warm-up makes the rest ahead of need. Bounded: sizes follow the layout.
_BASES: dict = {}
_TURNED: dict = {}
_CAP = 4096


def _remember(cache: dict, key, make):
    img = cache.get(key)
    if img is None:
        if len(cache) >= _CAP:
            cache.clear()
        img = cache[key] = make()
    return img


def _base(value: int, size: int) -> pygame.Surface:
    # rotate from a larger image, then shrink: smooth edges
    return _remember(_BASES, ("face", value, size), lambda: _face(value, size * 2))


def _turn(value: int, size: int, i: int) -> pygame.Surface:
    return _remember(_TURNED, ("face", value, size, i),
                     lambda: pygame.transform.rotozoom(_base(value, size), -90.0 * i / STEPS, 0.5))


def _step(angle_deg: float) -> int:
    return int((angle_deg % 90.0) / 90.0 * STEPS + 0.5) % STEPS


def face_at(value: int, size: int, angle_deg: float) -> pygame.Surface:
    """The face of `value` turned by `angle_deg` (clockwise), from the cache."""
    return _turn(value, size, _step(angle_deg))


def _shadow_base(size: int) -> pygame.Surface:
    def make() -> pygame.Surface:
        s = size * 2
        pad = s // 3
        surf = pygame.Surface((s + 2 * pad, s + 2 * pad), pygame.SRCALPHA)
        for i in range(8, 0, -1):
            a = 16 + (8 - i) * 9
            rect = pygame.Rect(pad - i * 2, pad - i * 2, s + i * 4, s + i * 4)
            pygame.draw.rect(surf, (0, 0, 0, a // 3), rect, border_radius=int(s * 0.3) + i * 2)
        pygame.draw.rect(surf, (0, 0, 0, 60), (pad, pad, s, s), border_radius=int(s * 0.25))
        return surf
    return _remember(_BASES, ("shadow", size), make)


def shadow_at(size: int, angle_deg: float) -> pygame.Surface:
    i = _step(angle_deg)
    return _remember(_TURNED, ("shadow", size, i),
                     lambda: pygame.transform.rotozoom(_shadow_base(size), -90.0 * i / STEPS, 0.5))


def warm_turns(size: int):
    """Make every face and shadow turn of dice of `size` ahead of need, a few images per step (a
    generator for the prewarm queue)."""
    _shadow_base(size)
    yield
    for i in range(STEPS):
        shadow_at(size, 90.0 * i / STEPS)
        if i % 8 == 7:
            yield
    yield
    for value in range(1, 7):
        _base(value, size)
        yield
        for i in range(STEPS):
            _turn(value, size, i)
            if i % 8 == 7:
                yield


def clear_caches() -> None:
    face.cache_clear()
    _BASES.clear()
    _TURNED.clear()
