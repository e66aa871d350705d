"""The win cascade: cards leap off the foundations one after another and bounce
across the table, leaving a trail of copies behind them (the classic patience finale).

The trail lives on one surface that starts as a picture of the table; each
frame only the cards in the air are stamped onto it, so a frame costs one
full-screen blit plus a few card blits.
"""
from __future__ import annotations

import random

import pygame

GRAVITY = 1500.0
FLOOR = 716.0
LAUNCH_EVERY = 0.11


class Cascade:
    def __init__(self, background: pygame.Surface, cards: list[tuple[pygame.Surface, tuple[float, float]]],
                 rng: random.Random | None = None, stamp_every: float = 1 / 60) -> None:
        self.trail = background.copy()
        self.queue = list(cards)          # (face, start centre), launched in order
        self.flying: list[list] = []      # [face, x, y, vx, vy]
        self.rng = rng or random.Random(52)
        self.clock = 0.0
        self.next_launch = 0.0
        self.stamp_every = stamp_every
        self._stamp_clock = 0.0

    @property
    def done(self) -> bool:
        return not self.queue and not self.flying

    def update(self, dt: float) -> None:
        self.clock += dt
        while self.queue and self.clock >= self.next_launch:
            face, (x, y) = self.queue.pop(0)
            vx = (1 if self.rng.random() < 0.2 else -1) * self.rng.uniform(140, 420)
            vy = -self.rng.uniform(60, 460)
            self.flying.append([face, x, y, vx, vy])
            self.next_launch += LAUNCH_EVERY
        alive = []
        for c in self.flying:
            face = c[0]
            c[1] += c[3] * dt
            c[4] += GRAVITY * dt
            c[2] += c[4] * dt
            half_h = face.get_height() / 2
            if c[2] + half_h > FLOOR:
                c[2] = FLOOR - half_h
                c[4] = -c[4] * 0.72
            half_w = face.get_width() / 2
            if -half_w * 2 < c[1] < 1280 + half_w * 2:
                alive.append(c)
        self.flying = alive
        self._stamp_clock += dt
        if self._stamp_clock >= self.stamp_every:
            self._stamp_clock = 0.0
            for face, x, y, _, _ in self.flying:
                self.trail.blit(face, (round(x - face.get_width() / 2), round(y - face.get_height() / 2)))

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.trail, (0, 0))
        for face, x, y, _, _ in self.flying:
            surface.blit(face, (round(x - face.get_width() / 2), round(y - face.get_height() / 2)))
