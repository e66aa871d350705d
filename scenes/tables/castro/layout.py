"""Where everything sits on the Castro table (logical 1280×720 pixels).

Left: the 6×6 courtyard board (96 px fields). Right, top to bottom: the
players' supplies, the dice tray, the keep row, the prompt line (the hint's
place too), and at the bottom the roll button with the Trainer toggle beside
the fields panel (the legend of the field signs; with the Trainer on, each
category's chance within the rolls left).
"""
from __future__ import annotations

import pygame

TOP = 64  # below the top bar

CELL = 96
GAP = 4
BOARD_X = 28
BOARD_Y = TOP + 20
BOARD_W = 6 * CELL + 5 * GAP
FRAME = pygame.Rect(BOARD_X - 12, BOARD_Y - 12, BOARD_W + 24, BOARD_W + 24)

RIGHT_X = FRAME.right + 16
RIGHT_W = 1264 - RIGHT_X

PLAYERS = pygame.Rect(RIGHT_X, TOP + 8, RIGHT_W, 60)
TRAY = pygame.Rect(RIGHT_X, PLAYERS.bottom + 4, RIGHT_W, 196)   # outer rim
TRAY_FELT = TRAY.inflate(-26, -26)                              # where dice roll
KEEP = pygame.Rect(RIGHT_X, TRAY.bottom + 4, RIGHT_W, 70)
KEEP_LABEL_W = 128                                              # the "Behalten" label at the left
SLOT_STEP = 84
SLOT = 66
_slots_x = KEEP.x + KEEP_LABEL_W + (KEEP.w - KEEP_LABEL_W - 4 * SLOT_STEP - SLOT) // 2 + SLOT // 2
SLOTS = [(_slots_x + i * SLOT_STEP, KEEP.centery) for i in range(5)]
PROMPT = pygame.Rect(RIGHT_X, KEEP.bottom + 4, RIGHT_W, 56)
ROLL = pygame.Rect(RIGHT_X, PROMPT.bottom + 6, 244, 96)
COACH_TOGGLE = pygame.Rect(RIGHT_X, ROLL.bottom + 10, 244, 56)
COACH = pygame.Rect(ROLL.right + 12, PROMPT.bottom + 6, 1264 - ROLL.right - 12, 712 - PROMPT.bottom - 6)


def cell_rect(field) -> pygame.Rect:
    r, c = field
    return pygame.Rect(BOARD_X + c * (CELL + GAP), BOARD_Y + r * (CELL + GAP), CELL, CELL)


def player_rect(seat: int, players: int) -> pygame.Rect:
    w = (PLAYERS.w - (players - 1) * 8) // players
    return pygame.Rect(PLAYERS.x + seat * (w + 8), PLAYERS.y, w, PLAYERS.h)
