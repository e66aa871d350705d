"""Where everything lies on the Castile table: piles, card positions, drop zones, focus.

Left: the four reserve piles, each fanned sideways so every card can be read
(only the rightmost one plays). Middle: the eight tableau piles, fanned down
and squeezed when they grow long. Right: the four foundations. All positions
are card centres in logical pixels; nothing here draws.
"""
from __future__ import annotations

import pygame

from game.castile import PILES

CARD = (96, 134)
TOP = 80                 # below the top bar
BOTTOM = 716
RESERVE_X = 14
RESERVE_STEP = 19        # sideways fan of a reserve pile
ROW_STEP = 150           # reserve rows and foundations
TABLEAU_X = 244
TABLEAU_STEP = 110
TABLEAU_FAN = 34         # downward fan of a tableau pile, squeezed when long
TABLEAU_MIN_FAN = 12
FOUNDATION_X = 1150
DECK = (640, 800)        # where the deal flies from (just below the screen)


def base_rect(pile: str) -> pygame.Rect:
    """The rect of the bottom card (the empty slot) of a pile."""
    kind, i = pile[0], int(pile[1:])
    if kind == "t":
        return pygame.Rect(TABLEAU_X + i * TABLEAU_STEP, TOP, *CARD)
    if kind == "r":
        return pygame.Rect(RESERVE_X, TOP + i * ROW_STEP, *CARD)
    return pygame.Rect(FOUNDATION_X, TOP + i * ROW_STEP, *CARD)


def tableau_fan(n: int) -> float:
    """Vertical step between the cards of a tableau pile of n cards."""
    if n <= 1:
        return TABLEAU_FAN
    room = BOTTOM - TOP - CARD[1]
    return max(TABLEAU_MIN_FAN, min(TABLEAU_FAN, room / (n - 1)))


def card_center(pile: str, index: int, n: int) -> tuple[float, float]:
    """Centre of card `index` (0 = bottom) in a pile of n cards."""
    r = base_rect(pile)
    kind = pile[0]
    if kind == "t":
        return (r.centerx, r.centery + index * tableau_fan(n))
    if kind == "r":
        return (r.centerx + index * RESERVE_STEP, r.centery)
    return (r.centerx, r.centery)


def positions(piles: dict[str, tuple[str, ...]]) -> dict[str, tuple[float, float, int]]:
    """card → (x, y, z) for every card in `piles` (pile name → cards bottom→top)."""
    out: dict[str, tuple[float, float, int]] = {}
    for pile, cards in piles.items():
        n = len(cards)
        for i, card in enumerate(cards):
            x, y = card_center(pile, i, n)
            out[card] = (x, y, i)
    return out


def top_rect(pile: str, n: int) -> pygame.Rect:
    """The rect of the top card (or the empty slot) of a pile of n cards."""
    if n == 0:
        return base_rect(pile)
    x, y = card_center(pile, n - 1, n)
    r = pygame.Rect(0, 0, *CARD)
    r.center = (round(x), round(y))
    return r


def zone(pile: str, n: int) -> pygame.Rect:
    """Where a drop or tap counts for this pile: the whole column of a tableau pile,
    the whole fanned row of a reserve pile, the slot of a foundation."""
    r = base_rect(pile)
    kind = pile[0]
    if kind == "t":
        bottom = max(top_rect(pile, n).bottom, r.bottom)
        return pygame.Rect(r.x - 6, r.y - 6, r.w + 12, max(bottom - r.y + 12, BOTTOM - r.y))
    if kind == "r":
        right = top_rect(pile, n).right if n else r.right
        return pygame.Rect(r.x - 6, r.y - 6, right - r.x + 12, r.h + 12)
    return r.inflate(16, 12)


def pile_at(point: tuple[float, float], counts: dict[str, int]) -> str | None:
    """The pile whose zone holds `point`."""
    for pile in PILES:
        if zone(pile, counts.get(pile, 0)).collidepoint(point):
            return pile
    return None


def drop_pile(card_rect: pygame.Rect, counts: dict[str, int], exclude: str | None = None) -> str | None:
    """The pile a dragged card lands on: the zone it overlaps most."""
    best, best_area = None, 0
    for pile in PILES:
        if pile == exclude:
            continue
        overlap = card_rect.clip(zone(pile, counts.get(pile, 0)))
        area = overlap.w * overlap.h
        if area > best_area:
            best, best_area = pile, area
    return best if best_area >= CARD[0] * CARD[1] * 0.12 else None
