"""Where everything sits on the CATsle table (logical 1280×720 pixels).

Top: the other players, each with their hidden hand (a card pictogram and a
count) and their blueprint. Middle: the info panel (left), the trick with the
prompt beneath its cards (centre), the player's own blueprint (right).
Bottom: the player's hand, fanned.
"""
from __future__ import annotations

import pygame

TOP = 64
CARD = (88, 124)
DEALT_BACK = (60, 84)                      # a card dealt to another player, flying to their panel
OPP = pygame.Rect(10, TOP + 6, 1260, 220)
MID_Y = OPP.bottom + 8
MID_H = 268
INFO = pygame.Rect(10, MID_Y, 226, MID_H)
TRICK = pygame.Rect(INFO.right + 10, MID_Y, 552, MID_H)
TRICK_Y = TRICK.y + 98                     # the centre of the trick's cards (rank badges above them)
PROMPT = pygame.Rect(TRICK.x + 12, TRICK.y + 172, TRICK.w - 24, TRICK.bottom - 6 - (TRICK.y + 172))
OWN = pygame.Rect(TRICK.right + 10, MID_Y, 1270 - TRICK.right - 10, MID_H)
OWN_HEADER = 40                            # the limit plaques of the own blueprint
OPP_HEADER = 32                            # ... of the opponents' blueprints
OPP_NAME_H = 38                            # an opponent's name row above their blueprint
HAND_Y = 654
HAND_RAISE = 22
HAND_LEFT, HAND_RIGHT = 60, 1220
DECK = (TRICK.centerx, TRICK_Y)


def opponent_rect(index: int, count: int) -> pygame.Rect:
    w = (OPP.w - (count - 1) * 10) // max(1, count)
    w = min(w, 420)
    total = count * w + (count - 1) * 10
    x0 = OPP.x + (OPP.w - total) // 2
    return pygame.Rect(x0 + index * (w + 10), OPP.y, w, OPP.h)


def opponent_blueprint(panel: pygame.Rect) -> pygame.Rect:
    """An opponent's blueprint inside their panel, below the name row."""
    return pygame.Rect(panel.x + 6, panel.y + OPP_NAME_H, panel.w - 12, panel.h - OPP_NAME_H - 6)


def own_blueprint() -> pygame.Rect:
    return OWN.inflate(-8, -8)


def trick_slot(index: int, count: int) -> tuple[int, int]:
    step = min(118, (TRICK.w - 24 - CARD[0]) // max(1, count - 1)) if count > 1 else 0
    total = step * (count - 1)
    return (TRICK.centerx - total // 2 + index * step, TRICK_Y)


def hand_slots(n: int) -> list[tuple[int, int]]:
    if n <= 0:
        return []
    step = min(96, (HAND_RIGHT - HAND_LEFT - CARD[0]) // max(1, n - 1)) if n > 1 else 0
    total = step * (n - 1)
    x0 = (HAND_LEFT + HAND_RIGHT) // 2 - total // 2
    return [(x0 + i * step, HAND_Y) for i in range(n)]
