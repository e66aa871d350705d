"""CATsle blueprints: blue grid paper with a player's columns of won cards.

`draw_blueprint` draws the columns into a rect: each column has a header (its
suit icon, or "frei" while empty, and its limit), the cards overlapping
downwards, a dashed limit line after the `limit`-th card, and cards beyond the
limit lying sideways across the column. Mini card faces come from
`sprites.card` at the sizes asked for (cached there); the paper is cached here.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from sprites import audit
from sprites import card as cards
from sprites import text

PAPER = (36, 82, 150)
GRID = (62, 110, 180)
INK = (220, 235, 255)


@lru_cache(maxsize=16)
def paper(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, PAPER, (0, 0, w, h), border_radius=12)
    for x in range(8, w, 16):
        pygame.draw.line(surf, GRID, (x, 4), (x, h - 4), 1)
    for y in range(8, h, 16):
        pygame.draw.line(surf, GRID, (4, y), (w - 4, y), 1)
    pygame.draw.rect(surf, INK, (0, 0, w, h), 2, border_radius=12)
    audit.container(surf, surf.get_rect(), "blueprint")
    return surf


@lru_cache(maxsize=64)
def sideways(card_id: str, size: tuple[int, int]) -> pygame.Surface:
    return pygame.transform.rotate(cards.face(card_id, size), 90)


def _dashed(surface, color, a, b, dash=6) -> None:
    x0, y = a
    x1, _ = b
    x = x0
    while x < x1:
        pygame.draw.line(surface, color, (x, y), (min(x + dash, x1), y), 2)
        x += dash * 2


def column_rects(rect: pygame.Rect, n: int, header: int) -> list[pygame.Rect]:
    w = (rect.w - 8) // n
    return [pygame.Rect(rect.x + 4 + i * w, rect.y + header, w, rect.h - header - 4) for i in range(n)]


def card_size_for(col_w: int) -> tuple[int, int]:
    w = max(24, min(60, col_w - 10))
    return (w, int(w * 1.4))


def draw_blueprint(surface: pygame.Surface, rect: pygame.Rect, columns, glow_cols=(), header: int = 24,
                   focus_col: int | None = None, label_free: str = "") -> list[pygame.Rect]:
    """Draw the columns ``[(suit or None, cards, limit), …]`` into ``rect``; returns the column rects."""
    surface.blit(paper(rect.size), rect)
    cols = column_rects(rect, len(columns), header)
    for i, ((suit, cs, limit), c) in enumerate(zip(columns, cols)):
        size = card_size_for(c.w)
        step = max(8, min(size[1] // 3, (c.h - size[1] - 6) // max(1, max(limit, len(cs)) - 1 or 1)))
        if i in glow_cols:
            pygame.draw.rect(surface, (255, 226, 120), c.inflate(2, 2), 4, border_radius=8)
        head = pygame.Rect(c.x, rect.y + 3, c.w, header - 4)
        lim = text.render(f"≤{limit}" if limit else "0", "bold", 14, INK)
        if suit is not None:
            icon = cards.face(f"{suit}1", (18, 25))
            surface.blit(icon, (head.x + 3, head.y))
            surface.blit(lim, (head.right - lim.get_width() - 3, head.y + 2))
        else:
            surface.blit(lim, lim.get_rect(center=head.center))
        top = c.y + 2
        limit_y = top + (size[1] + (limit - 1) * step if limit else 0) + 3
        for k, card_id in enumerate(cs):
            if k < limit:
                img = cards.face(card_id, size)
                surface.blit(img, (c.centerx - size[0] // 2, top + k * step))
        over = cs[limit:]
        for k, card_id in enumerate(over):
            img = sideways(card_id, size)
            y = limit_y + 2 + k * max(8, size[0] // 3)
            surface.blit(img, (c.centerx - img.get_width() // 2, y))
        _dashed(surface, (255, 200, 120), (c.x + 3, limit_y), (c.right - 3, limit_y))
        if focus_col == i:
            pygame.draw.rect(surface, (252, 163, 17), c.inflate(4, 4), 4, border_radius=8)
    return cols


def next_card_pos(rect: pygame.Rect, columns, index: int, header: int = 24) -> tuple[int, int]:
    """Where the next card of column `index` lands (its centre), for flights."""
    cols = column_rects(rect, len(columns), header)
    c = cols[index]
    suit, cs, limit = columns[index]
    size = card_size_for(c.w)
    step = max(8, min(size[1] // 3, (c.h - size[1] - 6) // max(1, max(limit, len(cs)) - 1 or 1)))
    k = len(cs)
    return (c.centerx, c.y + 2 + min(k, max(0, limit - 1)) * step + size[1] // 2)


def clear_caches() -> None:
    paper.cache_clear()
    sideways.cache_clear()
