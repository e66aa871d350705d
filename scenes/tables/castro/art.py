"""Castro's board art: stone tiles with a pictogram per category, stacks of pagoda roofs, rings.

`pictogram(category, w, h)` draws a category's sign (pairs show the pair's
pips, three/four fanned dice with "3×"/"4×", the straight a run of 1–5, the
full house a house of 3 + 2 dice, yatzy a crown with "5×"); the numerals are
text of at least 22 px. `field_tile(category, size, contrast, stacked)` is
one courtyard tile: an empty tile shows its pictogram large in the upper part
and keeps the strip below free (the table puts the would-be roof there); a
tile with a tower shows the pictogram in a band at the top and the tower
stands below it, so no roof ever lies on a numeral. `roof(color, width)` is
a roof seen from the front, `draw_stack` a tower bottom → top with a visible
step per roof, the owner's shape on the top roof and its height beside it.
`focus_ring` and `hint_ring` mark a rect. Everything is cached.
"""
from __future__ import annotations

import random
from functools import lru_cache

import pygame

from sprites import audit, icons, text, theme
from sprites import draw as draw_util

STONE = {
    "pair": (196, 188, 170),
    "three": (214, 192, 150),
    "four": (206, 174, 128),
    "straight": (170, 196, 160),
    "full_house": (214, 160, 130),
    "yatzy": (236, 206, 120),
}
ROOF_W = 52        # a roof on the board
STACK_STEP = 6     # pixels each roof sits above the one below
BAND = 36          # height of a stacked tile's pictogram band (from the tile's top)
BIG_H = 60         # height of an empty tile's pictogram (from 6 px below the top)
NUMERAL = 24       # the "3×" / "4×" / "5×" on tiles (px)
BADGE = 30         # diameter of a height badge
ACCENT = (252, 163, 17)
INK = (40, 30, 20)


def family(category: str) -> str:
    return "pair" if category.startswith("pair") else category


def _die(size: int, value: int | None) -> pygame.Surface:
    """A small ivory die, with pips (`value`) or blank."""
    return _die_cached(max(8, int(size)), value)


@lru_cache(maxsize=64)
def _die_cached(size: int, value: int | None) -> pygame.Surface:
    s = size * 3
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    pygame.draw.rect(surf, (60, 52, 40), (0, 0, s, s), border_radius=int(s * 0.24))
    pygame.draw.rect(surf, (250, 246, 232), (4, 4, s - 8, s - 8), border_radius=int(s * 0.22))
    if value is not None:
        for px, py in icons.PIPS[value]:
            pygame.draw.circle(surf, (28, 28, 34), (int(px * s), int(py * s)), int(s * 0.1))
    return pygame.transform.smoothscale(surf, (size, size))


def _numeral(n: int, px: int, outline: bool) -> pygame.Surface:
    if outline:
        return text.outlined(f"{n}×", "display", px, ACCENT, INK, 2)
    return text.render(f"{n}×", "display", px, ACCENT)


def _pair(surf: pygame.Surface, value: int, w: int, h: int) -> None:
    size = int(min(h, (w - 6) / 2))
    d = _die(size, value)
    y = (h - size) // 2
    surf.blit(d, (w // 2 - size - 3, y))
    surf.blit(d, (w // 2 + 3, y))


def _of_a_kind(surf: pygame.Surface, n: int, w: int, h: int, px: int, outline: bool) -> None:
    num = _numeral(n, px, outline)
    fan = 0.36  # each die shows this share of its width beside the next
    size = int(min(h * 0.8, 40, (w - 4 - num.get_width()) / (1 + fan * (n - 1))))
    spread = max(4, int(size * fan))
    cluster = size + spread * (n - 1)
    total = cluster + 4 + num.get_width()
    x0 = (w - total) // 2
    for i in range(n):
        lift = int(abs(i - (n - 1) / 2) * 2)
        surf.blit(_die(size, None), (x0 + i * spread, (h - size) // 2 + lift))
    surf.blit(num, (x0 + cluster + 4, (h - num.get_height()) // 2))


def _straight(surf: pygame.Surface, w: int, h: int) -> None:
    """A run 1–5 rising like a staircase; neighbours overlap at the corners only."""
    size = int(min(h * 0.72, w / 4.3))
    step = (w - size) // 4
    rise = max(1, (h - size) // 4)
    x0 = (w - size - 4 * step) // 2
    for i in range(5):
        surf.blit(_die(size, i + 1), (x0 + i * step, h - size - i * rise))


def _full_house(surf: pygame.Surface, w: int, h: int) -> None:
    cx = w // 2
    if h >= 50:  # three dice over two under a roof
        size = int(h * 0.3)
        roof_h = h - 2 * size - 4
        row1 = roof_h
        widths = 3 * size + 4
        pygame.draw.polygon(surf, (150, 70, 50), [(cx - widths * 0.72, roof_h + 2), (cx, 0),
                                                  (cx + widths * 0.72, roof_h + 2)])
        pygame.draw.polygon(surf, (90, 40, 30), [(cx - widths * 0.72, roof_h + 2), (cx, 0),
                                                 (cx + widths * 0.72, roof_h + 2)], 2)
        for i in range(3):
            surf.blit(_die(size, 3), (cx - widths // 2 + i * (size + 2), row1))
        for i in range(2):
            surf.blit(_die(size, 5), (cx - size - 1 + i * (size + 2), row1 + size + 3))
        return
    size = int(min(h * 0.56, (w - 16) / 5))  # one row, 3 + 2, under a roof
    roof_h = h - size - 1
    widths = 5 * size + 10
    left = cx - widths // 2
    pygame.draw.polygon(surf, (150, 70, 50), [(left - 4, roof_h + 1), (cx, 0), (left + widths + 4, roof_h + 1)])
    pygame.draw.polygon(surf, (90, 40, 30), [(left - 4, roof_h + 1), (cx, 0), (left + widths + 4, roof_h + 1)], 2)
    for i in range(5):
        x = left + i * (size + 2) + (6 if i >= 3 else 0)
        surf.blit(_die(size, 3 if i < 3 else 5), (x, h - size))


def _yatzy(surf: pygame.Surface, w: int, h: int, px: int, outline: bool) -> None:
    num = _numeral(5, px, outline)
    crown = icons.crown(int(min(h, 64)))
    if crown.get_width() + num.get_width() + 2 <= w:
        total = crown.get_width() + num.get_width() + 2
        x0 = (w - total) // 2
        surf.blit(crown, (x0, (h - crown.get_height()) // 2))
        surf.blit(num, (x0 + crown.get_width() + 2, (h - num.get_height()) // 2 + 2))
    else:
        surf.blit(crown, ((w - crown.get_width()) // 2, (h - crown.get_height()) // 2))
        surf.blit(num, ((w - num.get_width()) // 2, (h - num.get_height()) // 2 + 4))


@lru_cache(maxsize=96)
def pictogram(category: str, w: int, h: int, px: int = NUMERAL, outline: bool = True) -> pygame.Surface:
    """The category's sign fitted into `w`×`h` (numerals at `px`, outlined for the stone)."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    fam = family(category)
    if fam == "pair":
        _pair(surf, int(category[-1]), w, h)
    elif fam in ("three", "four"):
        _of_a_kind(surf, 3 if fam == "three" else 4, w, h, px, outline)
    elif fam == "straight":
        _straight(surf, w, h)
    elif fam == "full_house":
        _full_house(surf, w, h)
    elif fam == "yatzy":
        _yatzy(surf, w, h, px, outline)
    return surf


def _stone(category: str, size: int, contrast: bool) -> pygame.Surface:
    base = STONE[family(category)]
    if contrast:
        base = tuple(min(255, int(c * 1.08)) for c in base)
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    dark = tuple(int(c * 0.62) for c in base)
    light = tuple(min(255, int(c * 1.1) + 8) for c in base)
    pygame.draw.rect(surf, dark, (0, 0, size, size), border_radius=10)
    pygame.draw.rect(surf, base, (2, 2, size - 4, size - 6), border_radius=9)
    pygame.draw.line(surf, light, (10, 4), (size - 10, 4), 2)
    rng = random.Random(sum(map(ord, category)))
    for _ in range(70):  # a little grain in the stone
        x, y = rng.randrange(4, size - 4), rng.randrange(4, size - 6)
        c = tuple(max(0, min(255, v + rng.randint(-14, 10))) for v in base)
        surf.set_at((x, y), c)
    if category == "yatzy":
        pygame.draw.rect(surf, ACCENT, (0, 0, size, size), 3, border_radius=10)
    return surf


@lru_cache(maxsize=64)
def field_tile(category: str, size: int, contrast: bool = False, stacked: bool = False) -> pygame.Surface:
    """A stone tile of `size` px with the category's pictogram: large on an empty tile (the strip
    below it stays free), in a band at the top when a tower stands on the tile."""
    surf = _stone(category, size, contrast)
    if stacked:
        pic = pictogram(category, size - 10, BAND - 6)
        surf.blit(pic, (5, 4))
    else:
        floor = pygame.Rect(size // 2 - ROOF_W // 2 - 2, size - 14, ROOF_W + 4, 8)
        pygame.draw.ellipse(surf, tuple(int(c * 0.86) for c in STONE[family(category)]), floor)
        pic = pictogram(category, size - 10, BIG_H - 4)
        surf.blit(pic, (5, 6))
    return draw_util.prepared(surf)


@lru_cache(maxsize=16)
def roof(color: tuple[int, int, int], width: int = ROOF_W) -> pygame.Surface:
    return audit.sprite(icons.roof(color, width), "roof")


@lru_cache(maxsize=8)
def ghost_roof(color: tuple[int, int, int], width: int = ROOF_W) -> pygame.Surface:
    """Where a roof would land: the roof's shape, pale (a hint, not a piece)."""
    img = icons.roof(color, width).copy()
    img.set_alpha(120)
    return img


@lru_cache(maxsize=64)
def height_badge(n: int, color: tuple[int, int, int], size: int = BADGE) -> pygame.Surface:
    """A round badge with a height (22 px numeral) in a seat's colour."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    pygame.draw.circle(surf, (20, 20, 30), (c, c), c)
    pygame.draw.circle(surf, color, (c, c), c - 2)
    t = text.render(str(n), "display", 22, (20, 20, 30) if sum(color) > 400 else (255, 255, 255))
    surf.blit(t, ((size - t.get_width()) // 2, (size - t.get_height()) // 2))
    return surf


def roof_height(width: int = ROOF_W) -> int:
    return int(width * 0.55)


def stack_top_y(cell: pygame.Rect, height: int, roof_w: int = ROOF_W) -> float:
    """The y of the roof at level `height` (1 = bottom) in a field's rect."""
    return cell.bottom - roof_height(roof_w) - 4 - (height - 1) * STACK_STEP


def draw_stack(surface: pygame.Surface, cell: pygame.Rect, owners, seat_colors, roof_w: int = ROOF_W) -> None:
    """Roofs bottom → top (owner seat numbers), the top one with its seat shape and, beside it, the height."""
    n = len(owners)
    if not n:
        return
    for level, seat in enumerate(owners, start=1):
        img = roof(seat_colors[seat], roof_w)
        surface.blit(img, (cell.centerx - img.get_width() // 2, int(stack_top_y(cell, level, roof_w))))
    top = owners[-1]
    y = int(stack_top_y(cell, n, roof_w))
    rh = roof_height(roof_w)
    badge = draw_util.seat_badge(theme.seat_shape(top), seat_colors[top], 16)
    surface.blit(badge, (cell.centerx - 8, y + rh // 2 - 6))
    hb = height_badge(n, seat_colors[top])
    surface.blit(hb, (cell.right - hb.get_width() - 1, y + rh // 2 - hb.get_height() // 2))


def would_be(surface: pygame.Surface, cell: pygame.Rect, height: int, color) -> None:
    """On a glowing field: a pale roof where the new roof would land, with the height it would have
    at its left end (a tower's own height stands at the right)."""
    img = ghost_roof(color)
    y = int(stack_top_y(cell, height))
    x = cell.centerx - img.get_width() // 2
    surface.blit(img, (x, y))
    badge = height_badge(height, color)
    bx = cell.x + 1 if height > 1 else cell.centerx - badge.get_width() // 2
    surface.blit(badge, (bx, y + roof_height() // 2 - badge.get_height() // 2 + 1))


@lru_cache(maxsize=32)
def focus_ring(size: tuple[int, int], radius: int = 14, color: tuple[int, int, int] = ACCENT) -> pygame.Surface:
    """The keyboard / pad focus: a thick gold ring with a dark edge, 8 px outside a rect of `size`
    (in another colour: the winning line's mark)."""
    w, h = size[0] + 16, size[1] + 16
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, (20, 14, 10), (0, 0, w, h), 9, border_radius=radius + 8)
    pygame.draw.rect(surf, color, (2, 2, w - 4, h - 4), 6, border_radius=radius + 6)
    return draw_util.prepared(surf)


def mark_ring(size: tuple[int, int], color: tuple[int, int, int]) -> pygame.Surface:
    """A winning field's ring in the winner's colour."""
    return focus_ring(size, 12, tuple(color))


@lru_cache(maxsize=32)
def hint_ring(size: tuple[int, int], radius: int = 14) -> pygame.Surface:
    """The hint's mark: a white ring in a gold glow, 10 px outside a rect of `size`."""
    glow = draw_util.glow((size[0] + 4, size[1] + 4), ACCENT, radius + 2, 8)
    surf = pygame.Surface(glow.get_size(), pygame.SRCALPHA)
    surf.blit(glow, (0, 0))
    inner = pygame.Rect(6, 6, surf.get_width() - 12, surf.get_height() - 12)
    pygame.draw.rect(surf, (255, 255, 255), inner, 4, border_radius=radius + 4)
    return draw_util.prepared(surf)


def clear_caches() -> None:
    for fn in (_die_cached, pictogram, field_tile, roof, ghost_roof, height_badge, focus_ring, hint_ring):
        fn.cache_clear()


__all__ = ["field_tile", "pictogram", "roof", "ghost_roof", "draw_stack", "would_be", "stack_top_y",
           "roof_height", "height_badge", "focus_ring", "mark_ring", "hint_ring", "STACK_STEP", "ROOF_W", "family"]
