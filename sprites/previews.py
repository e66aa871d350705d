"""Live previews for the menu's game tiles: each shows its game in motion.

A preview owns a small looping animation and draws itself into a rect of the
tile; its static parts are cached once. Castro: dice tumble and a roof drops
onto a stack; CATsle: four cards fly into a trick and are taken; Caprice: discs
stack into a tower and the red marker hops; Castile: cards cascade home.
"""
from __future__ import annotations

import math
import random

import pygame

from sprites import icons, theme
from sprites.tween import arc_point, ease

W, H = 272, 200


class Preview:
    period = 4.0

    def __init__(self) -> None:
        self.t = 0.0
        self._static: pygame.Surface | None = None

    def update(self, dt: float) -> None:
        self.t += dt

    @property
    def phase(self) -> float:
        return self.t % self.period

    def static(self) -> pygame.Surface:
        if self._static is None:
            self._static = self.make_static()
        return self._static

    def make_static(self) -> pygame.Surface:
        return pygame.Surface((W, H))

    def draw(self, surface: pygame.Surface, topleft: tuple[int, int]) -> None:
        surface.blit(self.static(), topleft)
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(topleft, (W, H)))
        self.draw_moving(surface, topleft[0], topleft[1])
        surface.set_clip(clip)

    def draw_moving(self, surface: pygame.Surface, x: int, y: int) -> None:
        pass


def _felt(color, edge) -> pygame.Surface:
    surf = pygame.Surface((W, H))
    surf.fill(edge)
    inner = pygame.Rect(6, 6, W - 12, H - 12)
    pygame.draw.rect(surf, color, inner, border_radius=10)
    rng = random.Random(3)
    for _ in range(500):
        px, py = rng.randrange(8, W - 8), rng.randrange(8, H - 8)
        c = tuple(max(0, min(255, v + rng.randint(-10, 10))) for v in color)
        surf.set_at((px, py), c)
    return surf


class CastroPreview(Preview):
    period = 4.2

    def make_static(self) -> pygame.Surface:
        surf = _felt((150, 132, 104), (96, 78, 58))
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


class CatslePreview(Preview):
    period = 4.4
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


class CapricePreview(Preview):
    period = 4.8
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


class CastilePreview(Preview):
    period = 4.0
    HOME = ("AS", "2S", "3S", "4S")

    def make_static(self) -> pygame.Surface:
        from sprites import card

        surf = _felt((30, 112, 62), (18, 72, 40))
        for i in range(4):
            slot = card.empty_slot((46, 64))
            surf.blit(slot, (16 + i * 62, 14))
        for i, cid in enumerate(("KH", "9C", "QD")):
            surf.blit(card.face(cid, (46, 64)), (40 + i * 70, 112))
            surf.blit(card.face(("8D", "JS", "6H")[i], (46, 64)), (40 + i * 70, 126))
        return surf

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


PREVIEWS = {"castro": CastroPreview, "catsle": CatslePreview, "caprice": CapricePreview,
            "castile": CastilePreview}


def clear_caches() -> None:
    """Forget the surfaces made here (pygame restarted, or the audit switched on)."""
    _badges.clear()
