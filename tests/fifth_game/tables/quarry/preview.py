"""Quarry's tile on the menu: a stone that rolls across a grey cloth."""
from __future__ import annotations

import pygame

from sprites.previews import H, W, Preview, felt


class QuarryPreview(Preview):
    period = 2.0

    def make_static(self) -> pygame.Surface:
        return felt((120, 110, 100), (70, 64, 58))

    def draw_moving(self, surface, x, y) -> None:
        k = self.phase / self.period
        pygame.draw.circle(surface, (190, 180, 170), (x + 30 + int(k * (W - 60)), y + H // 2), 20)
