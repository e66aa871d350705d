"""Where everything sits on the CATsle table (logical 1280×720 pixels).

Top: the other players, each with their hidden hand and their blueprint.
Middle: the info panel (left), the trick (centre), the player's own blueprint
(right). Bottom: the player's hand, fanned.
"""
from __future__ import annotations

import pygame

TOP = 64
CARD = (88, 124)
OPP = pygame.Rect(10, TOP + 8, 1260, 200)
INFO = pygame.Rect(10, OPP.bottom + 10, 226, 258)
TRICK = pygame.Rect(INFO.right + 10, OPP.bottom + 10, 640, 232)
PROMPT = pygame.Rect(TRICK.x, TRICK.bottom + 2, TRICK.w, 26)
OWN = pygame.Rect(TRICK.right + 10, OPP.bottom + 10, 1270 - TRICK.right - 10, 258)
HAND_Y = 648
HAND_RAISE = 22
HAND_LEFT, HAND_RIGHT = 60, 1220
DECK = (TRICK.centerx, TRICK.centery)


def opponent_rect(index: int, count: int) -> pygame.Rect:
    w = (OPP.w - (count - 1) * 10) // max(1, count)
    w = min(w, 420)
    total = count * w + (count - 1) * 10
    x0 = OPP.x + (OPP.w - total) // 2
    return pygame.Rect(x0 + index * (w + 10), OPP.y, w, OPP.h)


def trick_slot(index: int, count: int) -> tuple[int, int]:
    step = min(118, (TRICK.w - CARD[0]) // max(1, count - 1)) if count > 1 else 0
    total = step * (count - 1)
    return (TRICK.centerx - total // 2 + index * step, TRICK.centery - 6)


def hand_slots(n: int) -> list[tuple[int, int]]:
    if n <= 0:
        return []
    step = min(96, (HAND_RIGHT - HAND_LEFT - CARD[0]) // max(1, n - 1)) if n > 1 else 0
    total = step * (n - 1)
    x0 = (HAND_LEFT + HAND_RIGHT) // 2 - total // 2
    return [(x0 + i * step, HAND_Y) for i in range(n)]


def hand_hit(slots: list[tuple[int, int]], pos, raised: set[int]) -> int | None:
    """Index of the hand card under `pos` (the rightmost card on top wins)."""
    for i in range(len(slots) - 1, -1, -1):
        x, y = slots[i]
        if i in raised:
            y -= HAND_RAISE
        r = pygame.Rect(0, 0, *CARD)
        r.center = (x, y)
        if r.collidepoint(pos):
            return i
    return None
