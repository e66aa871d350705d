"""The live preview of Castile Solitaire for its menu tile and teaser: cards cascade home."""
from __future__ import annotations


import pygame

from sprites.previews import Preview, felt
from sprites.tween import arc_point, ease


class CastilePreview(Preview):
    felt_colors = ((30, 112, 62), (18, 72, 40))
    period = 4.0
    still = 2.4  # cards on their way home
    HOME = ("AS", "2S", "3S", "4S")

    STATIC = (("KH", "8D"), ("9C", "JS"), ("QD", "6H"))  # the three piles it shows, lower card first

    def make_static(self) -> pygame.Surface:
        from sprites import card

        surf = felt(*self.felt_colors)
        for i in range(4):
            slot = card.empty_slot((46, 64))
            surf.blit(slot, (16 + i * 62, 14))
        for i, (low, high) in enumerate(self.STATIC):
            # the upper card 28 px down: the lower one's rank and suit both show (14 px cut its rank)
            surf.blit(card.face(low, (46, 64)), (40 + i * 70, 104))
            surf.blit(card.face(high, (46, 64)), (40 + i * 70, 132))
        return surf

    def static_steps(self):
        from sprites import card

        card.empty_slot((46, 64))
        for pile in self.STATIC:
            for cid in pile:
                yield
                card.face(cid, (46, 64))

    def draw_moving(self, surface, x, y) -> None:
        from sprites import card

        p = self.phase
        for i, cid in enumerate(self.HOME):
            t0 = 0.5 * i + 0.2
            if p < t0:
                continue
            k = ease("out", (p - t0) / 0.45)
            a = (40 + (i % 3) * 70 + 23, 170)
            b = (16 + 23, 14 + 32)
            pos = arc_point(a, b, k, 40)
            surface.blit(card.face(cid, (46, 64)), (x + int(pos[0]) - 23, y + int(pos[1]) - 32))
