"""Where everything sits on the Caprice table (logical 1280×720 pixels).

Left: the round board with six spots in a ring (spot 0 at the top, then
clockwise). Right: the supply trays, the prompt, the "Fertig" button, the
player's private tile rack and the other players' hidden racks.
"""
from __future__ import annotations

import math

import pygame

from sprites.caprice_art import DISC_STEP, DISC_W

CENTER = (440, 394)
RADIUS = 300
RING = 205

SPOTS = [(int(CENTER[0] + RING * math.cos(math.radians(-90 + 60 * k))),
          int(CENTER[1] + RING * math.sin(math.radians(-90 + 60 * k)))) for k in range(6)]

RIGHT_X = 790
RIGHT_W = 1264 - RIGHT_X
TRAY_W = 110
TRAYS = [pygame.Rect(RIGHT_X + i * (TRAY_W + 11), 78, TRAY_W, 128) for i in range(4)]
PROMPT = pygame.Rect(RIGHT_X, 214, RIGHT_W, 52)
SKIP = pygame.Rect(RIGHT_X, 272, 230, 60)
RACK_LABEL_Y = 350
RACK_TILE = 96
RACK = [pygame.Rect(RIGHT_X + i * (RACK_TILE + 14), 378, RACK_TILE, RACK_TILE) for i in range(4)]
LIVE = pygame.Rect(RIGHT_X, 482, RIGHT_W, 30)
OTHERS = pygame.Rect(RIGHT_X, 522, RIGHT_W, 186)


def disc_pos(spot: int, level: int) -> tuple[int, int]:
    """Centre of the disc image at `level` (0 = bottom) of a spot's tower."""
    x, y = SPOTS[spot]
    return (x, y - level * DISC_STEP)


def spot_rect(spot: int) -> pygame.Rect:
    """The tap target of a spot and its tower (generous: taps on any disc of it count)."""
    x, y = SPOTS[spot]
    return pygame.Rect(x - DISC_W // 2 - 8, y - 4 * DISC_STEP - 34, DISC_W + 16, 4 * DISC_STEP + 72)


def spot_at(pos) -> int | None:
    for i in range(6):
        if spot_rect(i).collidepoint(pos):
            return i
    return None


def tray_at(pos) -> int | None:
    for i, r in enumerate(TRAYS):
        if r.collidepoint(pos):
            return i
    return None


def other_rect(index: int, count: int) -> pygame.Rect:
    h = min(60, (OTHERS.h - (count - 1) * 6) // max(1, count))
    return pygame.Rect(OTHERS.x, OTHERS.y + index * (h + 6), OTHERS.w, h)
