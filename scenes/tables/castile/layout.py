"""Where everything lies on the Castile table: piles, card positions, drop zones, focus.

Left: the four reserve piles, each fanned sideways so every card can be read
(only the rightmost one plays). A card covers the one beneath it only from 2 px
right of that card's corner index on (rank over suit; at 96×134 the widest, "10",
"Q" and "A", end 25 px into the card: `sprites.card.index_rect`): "10" never
reads "1(" nor Q "O", also when SDL scales the logical screen up (its linear
filter blends a pixel with its next neighbour only). Middle: the eight tableau
piles, fanned down; a long one lays its buried cards edge on edge. Right: the four
foundations. All positions are card centres in logical pixels; nothing here draws.
"""
from __future__ import annotations

import pygame

from game.castile import PILES

CARD = (96, 134)
TOP = 80                 # below the top bar
BOTTOM = 716
RESERVE_X = 14
RESERVE_STEP = 27        # sideways fan of a reserve pile: clear of every corner index (see above)
ROW_STEP = 150           # reserve rows and foundations
TABLEAU_X = 284          # 12 px right of the longest reserve fan (7 cards: 14 + 6 * 27 + 96 = 272)
TABLEAU_STEP = 108       # 12 px between the piles; their tap zones (6 px round each) just meet
RESERVE_TIGHT = 3        # an overlong reserve row's buried cards (a made-up deal's; a real one has 7)
RESERVE_ROOM = 272 - RESERVE_X - 96   # how far a reserve row's top card may lie right of its first
TABLEAU_FAN = 34         # downward fan of a tableau pile: its ranks read ("6" and "9" end 34 px down)
TABLEAU_TIGHT = 6        # a long pile's buried cards: only their edges show (the rank begins 8 px down)
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


def _fan(n: int, step: int, tight: int, room: float) -> list[float]:
    """The offsets of n cards fanned by `step`; when they would reach past `room`, the lowest cards lie
    `tight` apart (edge on edge) and the upper ones keep `step`, as many as fit."""
    if n <= 1 or (n - 1) * step <= room:
        return [i * step for i in range(n)]
    readable = max(0, min(n - 1, int((room - (n - 1) * tight) // (step - tight))))
    buried = n - 1 - readable
    out, at = [], 0
    for i in range(n):
        out.append(at)
        at += tight if i < buried else step
    return out


def reserve_offsets(n: int) -> list[float]:
    """How far right each card of a reserve row of n cards lies (bottom card first): a real deal's 7 at
    the full step; a longer row (a made-up deal's) lays its buried cards edge on edge, so it never
    reaches over the tableau and no card cuts another's index."""
    return _fan(n, RESERVE_STEP, RESERVE_TIGHT, RESERVE_ROOM)


def tableau_offsets(n: int) -> list[float]:
    """How far down each card of a tableau pile of n cards lies (bottom card first). A pile too long
    for the full fan keeps its upper cards' ranks readable and lays its buried cards edge on edge, so
    no card above ever cuts a rank in half (a squeeze of every step did: 14 px cut "9" to a blot)."""
    return _fan(n, TABLEAU_FAN, TABLEAU_TIGHT, BOTTOM - TOP - CARD[1])


def card_center(pile: str, index: int, n: int) -> tuple[float, float]:
    """Centre of card `index` (0 = bottom) in a pile of n cards."""
    r = base_rect(pile)
    kind = pile[0]
    if kind == "t":
        return (r.centerx, r.centery + tableau_offsets(n)[index])
    if kind == "r":
        return (r.centerx + reserve_offsets(n)[index], r.centery)
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
