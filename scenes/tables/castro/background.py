"""Castro's table background: the wooden table with its grain, the courtyard's stone frame, the dice
tray's felt and the keep row's ledge with its five hollows and its word. Drawn a part per step (see
`sprites.backgrounds_cache.Backdrop`), once per language and palette, and then kept.
"""
from __future__ import annotations

import random
from typing import Iterator

import pygame

from scenes.services.i18n import tr
from scenes.tables.castro import layout as L
from sprites import audit
from sprites.draw import vertical_gradient
from sprites.text import fit, render


def make_background() -> Iterator[None]:
    """Draws the picture, pausing between its parts; returns it (see `table_background`)."""
    surf = vertical_gradient((1280, 720), (92, 64, 44), (58, 40, 28))
    yield
    rng = random.Random(4)
    for _ in range(90):  # wood grain streaks across the table
        y = rng.randrange(64, 720)
        c = (rng.randint(70, 104), rng.randint(48, 72), rng.randint(30, 48))
        pygame.draw.line(surf, c, (0, y), (1280, y + rng.randint(-6, 6)), 1)
    yield
    # the courtyard frame
    pygame.draw.rect(surf, (40, 30, 22), L.FRAME.move(0, 5), border_radius=20)
    pygame.draw.rect(surf, (120, 112, 100), L.FRAME, border_radius=20)
    pygame.draw.rect(surf, (84, 78, 70), L.FRAME.inflate(-12, -12), border_radius=14)
    audit.container(surf, L.FRAME, "board")
    # the tray: a wooden rim around green felt
    pygame.draw.rect(surf, (30, 20, 12), L.TRAY.move(0, 5), border_radius=22)
    pygame.draw.rect(surf, (128, 82, 46), L.TRAY, border_radius=22)
    pygame.draw.rect(surf, (160, 108, 64), L.TRAY, 3, border_radius=22)
    felt = vertical_gradient(L.TRAY_FELT.size, (40, 118, 72), (26, 88, 52))
    mask = pygame.Surface(L.TRAY_FELT.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=14)
    felt = felt.convert_alpha()
    felt.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(felt, L.TRAY_FELT)
    pygame.draw.rect(surf, (20, 60, 36), L.TRAY_FELT, 2, border_radius=14)
    yield
    # the keep row: a ledge with five hollows
    pygame.draw.rect(surf, (30, 20, 12), L.KEEP.move(0, 4), border_radius=16)
    pygame.draw.rect(surf, (110, 72, 42), L.KEEP, border_radius=16)
    audit.region(surf, L.KEEP, "keep row")
    word = tr("castro.keep")
    label = render(word, "bold", fit(word, "bold", 24, L.KEEP_LABEL_W - 16), (244, 226, 196))
    surf.blit(label, label.get_rect(center=(L.KEEP.x + L.KEEP_LABEL_W // 2 + 2, L.KEEP.centery)))
    half = L.SLOT // 2
    for x, y in L.SLOTS:
        pygame.draw.rect(surf, (78, 50, 28), (x - half, y - half, L.SLOT, L.SLOT), border_radius=14)
        pygame.draw.rect(surf, (140, 96, 58), (x - half, y - half, L.SLOT, L.SLOT), 2, border_radius=14)
    return surf
