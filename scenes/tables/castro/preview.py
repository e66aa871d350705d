"""The live preview of Castro for its menu tile and teaser: dice tumble and a roof drops onto a stack."""
from __future__ import annotations

import math

import pygame

from sprites import icons, theme
from sprites.previews import W, Preview, felt
from sprites.tween import ease


class CastroPreview(Preview):
    felt_colors = ((150, 132, 104), (96, 78, 58))
    period = 4.2
    still = 2.6  # the dice at rest, the roof landed

    def make_static(self) -> pygame.Surface:
        surf = felt(*self.felt_colors)
        for r in range(3):
            for c in range(4):
                rect = pygame.Rect(18 + c * 62, 100 + r * 30, 56, 26)
                if r == 2:
                    rect.h = 22
                pygame.draw.rect(surf, (188, 176, 152), rect, border_radius=5)
                pygame.draw.rect(surf, (120, 104, 80), rect, 2, border_radius=5)
        # a tray for the dice
        pygame.draw.rect(surf, (96, 60, 36), (12, 10, W - 24, 82), border_radius=10)
        pygame.draw.rect(surf, (32, 104, 64), (18, 16, W - 36, 70), border_radius=8)
        # stacked roofs on the board
        for i, seat in enumerate((0, 1, 0)):
            surf.blit(icons.roof(theme.seat_color(seat), 48), (80 + 62 - 4, 118 - i * 9 - 14))
        surf.blit(icons.roof(theme.seat_color(1), 48), (18 + 62 * 3 + 4, 108))
        return surf

    def draw_moving(self, surface, x, y) -> None:
        p = self.phase
        values = [(6, 6, 6, 2, 5), (3, 3, 3, 6, 6)][int(self.t // self.period) % 2]
        for i in range(5):
            start = 0.12 * i
            k = min(1.0, max(0.0, (p - start) / 1.1))
            bounce = abs(math.sin(k * math.pi * 3)) * (1 - k) * 40
            dx = 30 + i * 46 + (1 - k) * 120
            dy = 48 - bounce
            if k < 1.0:
                frames = icons.rotations("die", ((i + int(p * 9)) % 6 + 1, 34))
                img = icons.rotated(frames, (1 - k) * 720 + i * 40)
            else:
                img = icons.die(values[i], 34)
            surface.blit(img, (x + int(dx) - img.get_width() // 2, y + int(dy) - img.get_height() // 2))
        # the roof drops onto the second stack
        if p > 1.8:
            k = ease("out_bounce", (p - 1.8) / 0.6)
            ry = 40 + k * (118 - 3 * 9 - 14 - 40)
            roof = icons.roof(theme.seat_color(1), 48)
            surface.blit(roof, (x + 138, y + int(ry)))
