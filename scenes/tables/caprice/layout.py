"""Where everything sits on the Caprice table (logical 1280×720 pixels).

Left: the round board with six spots in a ring (spot 0 at the top, then
clockwise; shown to people as "Platz 1" … "Platz 6", the number carved under
each spot), each tower's height on a badge at its outer side. Right, top to
bottom: the supply trays, the prompt, the last turn in words (or the "Fertig"
button with the red-marker note), the player's private tile rack with the live
score, and the other players' hidden racks. When the game is over the right
column holds the reveal's score panel and the board's centre its medallion.
"""
from __future__ import annotations

import math

import pygame

from scenes.tables.caprice.art import DISC_STEP, DISC_W

CENTER = (440, 394)
RADIUS = 300
RING = 205

SPOTS = [(int(CENTER[0] + RING * math.cos(math.radians(-90 + 60 * k))),
          int(CENTER[1] + RING * math.sin(math.radians(-90 + 60 * k)))) for k in range(6)]

RIGHT_X = 790
RIGHT_W = 1264 - RIGHT_X
TOP = 74                       # below the top bar
TRAY_W = 110
TRAYS = [pygame.Rect(RIGHT_X + i * (TRAY_W + 11), TOP, TRAY_W, 118) for i in range(4)]
PROMPT = pygame.Rect(RIGHT_X, 200, RIGHT_W, 54)
TOLD = pygame.Rect(RIGHT_X, 260, RIGHT_W, 84)          # the last turn in words
SKIP = pygame.Rect(RIGHT_X, 272, 230, 60)              # shares TOLD's place (never shown together)
MARKER_NOTE = pygame.Rect(RIGHT_X + 246, 262, RIGHT_W - 246, 80)
RACK_LABEL_Y = 352
RACK_TILE = 84
RACK = [pygame.Rect(RIGHT_X + i * (RACK_TILE + 12), 384, RACK_TILE, RACK_TILE) for i in range(4)]
LIVE = pygame.Rect(RIGHT_X, 474, RIGHT_W, 32)
OTHERS = pygame.Rect(RIGHT_X, 512, RIGHT_W, 200)
SCORES = pygame.Rect(RIGHT_X, TOP, RIGHT_W, 712 - TOP)  # the reveal's score panel (game over)
MEDAL = pygame.Rect(0, 0, 236, 104)                    # the reveal's medallion in the board's centre
MEDAL.center = CENTER

BADGE = (44, 34)               # a tower's height badge


def disc_pos(spot: int, level: int) -> tuple[int, int]:
    """Centre of the disc image at `level` (0 = bottom) of a spot's tower."""
    x, y = SPOTS[spot]
    return (x, y - level * DISC_STEP)


def spot_rect(spot: int) -> pygame.Rect:
    """The tap target of a spot and its tower (generous: taps on any disc of it count)."""
    x, y = SPOTS[spot]
    return pygame.Rect(x - DISC_W // 2 - 8, y - 4 * DISC_STEP - 34, DISC_W + 16, 4 * DISC_STEP + 72)


def spot_label_center(spot: int) -> tuple[int, int]:
    """Where the spot's number is carved: just below its hole (towers grow upwards)."""
    x, y = SPOTS[spot]
    return (x, y + 58)


def badge_rect(spot: int) -> pygame.Rect:
    """The tower-height badge: beside the tower's foot on the board's outer side (right for the top
    and bottom spots), where no other tower stands and the board is still wide enough."""
    x, y = SPOTS[spot]
    r = pygame.Rect((0, 0), BADGE)
    side = -1 if x < CENTER[0] - 10 else 1
    r.center = (x + side * (DISC_W // 2 + 2 + BADGE[0] // 2), y + (8 if y < CENTER[1] else -8))
    return r


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
    """Row `index` of `count` rows of the other players' panel."""
    h = min(72, (OTHERS.h - (count - 1) * 6) // max(1, count))
    return pygame.Rect(OTHERS.x, OTHERS.y + index * (h + 6), OTHERS.w, h)


def score_row(index: int, count: int) -> pygame.Rect:
    """Row `index` of `count` player rows in the reveal's score panel (below its title)."""
    top = SCORES.y + 86
    h = min(128, (SCORES.bottom - top - (count - 1) * 10) // max(1, count))
    return pygame.Rect(SCORES.x, top + index * (h + 10), SCORES.w, h)
