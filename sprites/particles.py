"""Particles: short bursts of glowing dots for celebrations and landings.

Particles are plain float lists updated in place; each colour's dot image is
made once. The low-power setting halves every burst (STYLE.md).
"""
from __future__ import annotations

import math
import random

import pygame

_dots: dict[tuple, pygame.Surface] = {}


def dot(color: tuple[int, int, int], radius: int) -> pygame.Surface:
    key = (color, radius)
    surf = _dots.get(key)
    if surf is None:
        size = radius * 4
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        for i in range(radius * 2, 0, -1):
            a = int(255 * (1 - i / (radius * 2)) ** 1.6)
            pygame.draw.circle(surf, (*color, a), (size // 2, size // 2), i)
        pygame.draw.circle(surf, (255, 255, 255, 200), (size // 2, size // 2), max(1, radius // 2))
        _dots[key] = surf
    return surf


class Particles:
    def __init__(self, rng: random.Random | None = None, low_power: bool = False, limit: int = 400) -> None:
        self.rng = rng or random.Random(7)
        self.low_power = low_power
        self.limit = limit
        # each particle: [x, y, vx, vy, life, max_life, radius, color]
        self.items: list[list] = []

    def burst(self, pos: tuple[float, float], color: tuple[int, int, int], count: int = 40,
              speed: float = 320.0, life: float = 1.0, gravity: bool = True, radius: int = 4) -> None:
        if self.low_power:
            count //= 2
        rng = self.rng
        for _ in range(count):
            if len(self.items) >= self.limit:
                break
            a = rng.uniform(0, math.tau)
            v = speed * rng.uniform(0.35, 1.0)
            ll = life * rng.uniform(0.6, 1.0)
            self.items.append([pos[0], pos[1], math.cos(a) * v, math.sin(a) * v - (speed * 0.4 if gravity else 0),
                               ll, ll, radius, color, 1 if gravity else 0])

    def update(self, dt: float) -> None:
        alive = []
        for p in self.items:
            p[4] -= dt
            if p[4] <= 0:
                continue
            p[0] += p[2] * dt
            p[1] += p[3] * dt
            p[2] *= 0.985
            if p[8]:
                p[3] += 520 * dt
            alive.append(p)
        self.items = alive

    @property
    def animating(self) -> bool:
        return bool(self.items)

    def draw(self, surface: pygame.Surface) -> None:
        for p in self.items:
            img = dot(p[7], p[6])
            k = p[4] / p[5]
            img.set_alpha(int(255 * min(1.0, k * 1.5)))
            surface.blit(img, (int(p[0]) - img.get_width() // 2, int(p[1]) - img.get_height() // 2))


def clear_caches() -> None:
    """Forget the surfaces made here (pygame restarted, or the audit switched on)."""
    _dots.clear()
