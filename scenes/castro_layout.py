"""Where everything sits on the Castro table (logical 1280×720 pixels).

Left: the 6×6 courtyard board. Right, top to bottom: the players' supplies,
the dice tray, the keep row, the prompt line, the roll button with the coach
toggle, and the coach panel.
"""
from __future__ import annotations

import pygame

TOP = 64  # below the top bar

CELL = 88
GAP = 4
BOARD_X = 30
BOARD_Y = TOP + 26
BOARD_W = 6 * CELL + 5 * GAP
FRAME = pygame.Rect(BOARD_X - 14, BOARD_Y - 14, BOARD_W + 28, BOARD_W + 28)

RIGHT_X = 612
RIGHT_W = 1264 - RIGHT_X

PLAYERS = pygame.Rect(RIGHT_X, TOP + 10, RIGHT_W, 52)
TRAY = pygame.Rect(RIGHT_X, TOP + 72, RIGHT_W, 246)          # outer rim
TRAY_FELT = TRAY.inflate(-26, -26)                            # where dice roll
KEEP = pygame.Rect(RIGHT_X, TRAY.bottom + 8, RIGHT_W, 76)
SLOT_STEP = 84
SLOTS = [(KEEP.centerx + 40 + (i - 2) * SLOT_STEP, KEEP.centery) for i in range(5)]
PROMPT = pygame.Rect(RIGHT_X, KEEP.bottom + 6, RIGHT_W, 48)
ROLL = pygame.Rect(RIGHT_X, PROMPT.bottom + 4, 300, 78)
COACH_TOGGLE = pygame.Rect(RIGHT_X, ROLL.bottom + 10, 300, 52)
COACH = pygame.Rect(RIGHT_X + 316, PROMPT.bottom + 4, RIGHT_W - 316, 720 - PROMPT.bottom - 12)


def cell_rect(field) -> pygame.Rect:
    r, c = field
    return pygame.Rect(BOARD_X + c * (CELL + GAP), BOARD_Y + r * (CELL + GAP), CELL, CELL)


def field_at(pos) -> tuple[int, int] | None:
    x, y = pos
    c = (x - BOARD_X) // (CELL + GAP)
    r = (y - BOARD_Y) // (CELL + GAP)
    if 0 <= r < 6 and 0 <= c < 6 and cell_rect((r, c)).inflate(GAP, GAP).collidepoint(pos):
        return (int(r), int(c))
    return None


def player_rect(seat: int, players: int) -> pygame.Rect:
    w = (PLAYERS.w - (players - 1) * 8) // players
    return pygame.Rect(PLAYERS.x + seat * (w + 8), PLAYERS.y, w, PLAYERS.h)
