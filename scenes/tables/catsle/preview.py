"""The live preview of CATsle Builders for its menu tile and teaser: four cards fly into a trick, get their ranks and are taken."""
from __future__ import annotations


import pygame

from sprites.previews import H, W, Preview
from sprites.tween import arc_point, ease


class CatslePreview(Preview):
    period = 4.4
    still = 2.0  # the trick lies played, the rank badges on it
    CARDS = ("R9", "R12", "G7", "R3")

    def make_static(self) -> pygame.Surface:
        surf = pygame.Surface((W, H))
        surf.fill((38, 84, 150))
        for gx in range(0, W, 16):
            pygame.draw.line(surf, (64, 110, 176), (gx, 0), (gx, H))
        for gy in range(0, H, 16):
            pygame.draw.line(surf, (64, 110, 176), (0, gy), (W, gy))
        pygame.draw.rect(surf, (200, 220, 250), (4, 4, W - 8, H - 8), 2, border_radius=8)
        return surf

    def warm_steps(self):
        """The faces and badges its animation shows, one per step (for the prewarm)."""
        from sprites import card

        for i, cid in enumerate(self.CARDS):
            yield from card.face_steps(cid, (52, 73))
            yield
            _rank_badge(1 + [1, 0, 3, 2][i], i == 1)

    def draw_moving(self, surface, x, y) -> None:
        from sprites import card

        p = self.phase
        starts = [(-40, 100), (136, -80), (W + 40, 100), (136, H + 80)]
        spots = [(86, 100), (122, 92), (158, 100), (194, 92)]
        winner = 1
        for i, cid in enumerate(self.CARDS):
            t0 = 0.25 * i
            k = ease("out", (p - t0) / 0.45)
            if p < t0:
                continue
            pos = arc_point(starts[i], spots[i], k, 30)
            if p > 2.6:
                k2 = ease("in_out", (p - 2.6 - 0.1 * i) / 0.5)
                pos = (pos[0] + (20 + 40 * i - pos[0]) * k2, pos[1] + (H + 60 - pos[1]) * k2)
            face = card.face(cid, (52, 73))
            surface.blit(face, (x + int(pos[0]) - 26, y + int(pos[1]) - 36))
            if 1.4 < p < 2.6:
                badge = _rank_badge(1 + [1, 0, 3, 2][i], i == winner)
                surface.blit(badge, (x + int(pos[0]) - 12, y + int(pos[1]) - 58))


_badges: dict = {}


def _rank_badge(n: int, gold: bool) -> pygame.Surface:
    key = (n, gold)
    if key not in _badges:
        from sprites.text import render

        surf = pygame.Surface((26, 26), pygame.SRCALPHA)
        pygame.draw.circle(surf, (252, 163, 17) if gold else (245, 245, 245), (13, 13), 13)
        label = render(str(n), "display", 18, (20, 20, 30))
        surf.blit(label, label.get_rect(center=(13, 13)))
        _badges[key] = surf
    return _badges[key]


def clear_caches() -> None:
    _badges.clear()
