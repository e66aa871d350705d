"""The live preview of Caprice for its menu tile and teaser: discs stack into a tower and the red marker hops."""
from __future__ import annotations

import math

import pygame

from sprites import icons
from sprites.previews import H, W, Preview
from sprites.tween import ease


class CapricePreview(Preview):
    period = 4.8
    still = 3.4  # all four discs stacked, the marker on top
    ORDER = ("DR", "LT", "LR", "DT")

    def make_static(self) -> pygame.Surface:
        surf = pygame.Surface((W, H))
        surf.fill((70, 44, 28))
        pygame.draw.ellipse(surf, (206, 168, 118), (16, 70, W - 32, 124))
        pygame.draw.ellipse(surf, (182, 144, 96), (16, 70, W - 32, 124), 4)
        for i in range(6):
            a = math.tau * i / 6
            cx, cy = W / 2 + math.cos(a) * 92, 132 + math.sin(a) * 42
            pygame.draw.ellipse(surf, (170, 130, 86), (cx - 24, cy - 10, 48, 20))
        # two short towers already standing
        surf.blit(icons.disc("LR", 52), (W / 2 + 92 - 26, 132 - 10))
        surf.blit(icons.disc("DT", 52), (W / 2 - 92 - 26, 132 - 10))
        surf.blit(icons.disc("LT", 52), (W / 2 - 92 - 26, 132 - 22))
        return surf

    def draw_moving(self, surface, x, y) -> None:
        p = self.phase
        cx, base = W / 2 - 26, 132 + 42 - 12
        level_h = 12
        top = None
        for i, kind in enumerate(self.ORDER):
            t0 = 0.8 * i
            if p < t0:
                break
            k = ease("out_bounce", (p - t0) / 0.5)
            ty = base - i * level_h
            dy = -120 + k * (ty + 120)
            wob = math.sin((p - t0) * 18) * max(0.0, 1 - (p - t0) / 0.6) * 3
            surface.blit(icons.disc(kind, 52), (x + int(cx + wob), y + int(dy)))
            top = (x + int(cx + 26), y + int(dy))
        if top is not None:
            hop = abs(math.sin(p * 4)) * 6
            pygame.draw.circle(surface, (160, 10, 20), (top[0] + 14, top[1] + 4 - int(hop)), 7)
            pygame.draw.circle(surface, (230, 60, 60), (top[0] + 12, top[1] + 2 - int(hop)), 3)
