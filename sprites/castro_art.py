"""Castro's board art: stone tiles with a pictogram per category, and stacks of pagoda roofs.

`field_tile(category, size, caption)` is one courtyard tile (pairs show the
pair's pips, three/four show fanned dice with the count, the straight a run,
the full house a house of 3 + 2 dice, yatzy a crown); `roof(color, width)` a
roof seen from the front; `draw_stack` draws a stack bottom → top with a
visible step per roof and the height on the top roof. Everything is cached.
"""
from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from sprites import draw as draw_util
from sprites import audit, icons, text, theme

STONE = {
    "pair": (196, 188, 170),
    "three": (214, 192, 150),
    "four": (206, 174, 128),
    "straight": (170, 196, 160),
    "full_house": (214, 160, 130),
    "yatzy": (236, 206, 120),
}
STACK_STEP = 9  # pixels each roof sits above the one below


def family(category: str) -> str:
    return "pair" if category.startswith("pair") else category


@lru_cache(maxsize=8)
def _blank_die(size: int) -> pygame.Surface:
    s = size * 3
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    pygame.draw.rect(surf, (60, 52, 40), (0, 0, s, s), border_radius=int(s * 0.24))
    pygame.draw.rect(surf, (250, 246, 232), (4, 4, s - 8, s - 8), border_radius=int(s * 0.22))
    return pygame.transform.smoothscale(surf, (size, size))


@lru_cache(maxsize=16)
def _small_die(value: int, size: int) -> pygame.Surface:
    s = size * 3
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    pygame.draw.rect(surf, (60, 52, 40), (0, 0, s, s), border_radius=int(s * 0.24))
    pygame.draw.rect(surf, (250, 246, 232), (4, 4, s - 8, s - 8), border_radius=int(s * 0.22))
    for px, py in icons.PIPS[value]:
        pygame.draw.circle(surf, (28, 28, 34), (int(px * s), int(py * s)), int(s * 0.1))
    return pygame.transform.smoothscale(surf, (size, size))


def _pictogram(category: str, w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    cx, cy = w // 2, h // 2
    fam = family(category)
    if fam == "pair":
        v = int(category[-1])
        d = _small_die(v, int(h * 0.62))
        surf.blit(d, (cx - d.get_width() - 2, cy - d.get_height() // 2))
        surf.blit(d, (cx + 2, cy - d.get_height() // 2))
    elif fam in ("three", "four"):
        n = 3 if fam == "three" else 4
        size = int(h * 0.5)
        num = text.outlined(f"{n}×", "display", int(h * 0.42), (252, 163, 17), (40, 30, 20), 2)
        spread = size * 0.34
        cluster = size + spread * (n - 1)
        x0 = (w - cluster - num.get_width() - 2) / 2
        for i in range(n):
            y = cy - size // 2 + int(abs(i - (n - 1) / 2) * 3)
            surf.blit(_blank_die(size), (int(x0 + i * spread), y))
        surf.blit(num, (int(x0 + cluster + 2), cy - num.get_height() // 2))
    elif fam == "straight":
        size = int(min(h * 0.5, (w - 8) / 5.4))
        total = 5 * size + 4 * 2
        x0 = cx - total // 2
        for i in range(5):
            surf.blit(_small_die(i + 1 if i < 5 else 6, size), (x0 + i * (size + 2), cy - size // 2 + (2 - i) * 2))
        pygame.draw.line(surf, (70, 110, 60), (x0, cy + size // 2 + 8), (x0 + total, cy + size // 2 - 2), 3)
    elif fam == "full_house":
        size = int(h * 0.34)
        roof = [(cx - size * 2.0, cy - size * 0.45), (cx, cy - size * 1.55), (cx + size * 2.0, cy - size * 0.45)]
        pygame.draw.polygon(surf, (150, 70, 50), roof)
        pygame.draw.polygon(surf, (90, 40, 30), roof, 2)
        for i in range(3):
            surf.blit(_blank_die(size), (cx - int(size * 1.6) + i * (size + 2), cy - int(size * 0.35)))
        for i in range(2):
            surf.blit(_small_die(2, size), (cx - size - 1 + i * (size + 2), cy + int(size * 0.7)))
    elif fam == "yatzy":
        c = icons.crown(int(h * 0.78))
        surf.blit(c, (cx - c.get_width() // 2, cy - c.get_height() // 2 - 2))
        n = text.outlined("5×", "display", int(h * 0.3), (255, 255, 255), (90, 60, 10), 2)
        surf.blit(n, (cx - n.get_width() // 2, cy - n.get_height() // 2 + 6))
    return surf


@lru_cache(maxsize=64)
def field_tile(category: str, size: int, caption: str, contrast: bool = False) -> pygame.Surface:
    """A stone tile of `size` px with the category's pictogram and a small caption."""
    base = STONE[family(category)]
    if contrast:
        base = tuple(min(255, int(c * 1.08)) for c in base)
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    dark = tuple(int(c * 0.62) for c in base)
    light = tuple(min(255, int(c * 1.1) + 8) for c in base)
    pygame.draw.rect(surf, dark, (0, 0, size, size), border_radius=10)
    pygame.draw.rect(surf, base, (2, 2, size - 4, size - 6), border_radius=9)
    pygame.draw.line(surf, light, (10, 4), (size - 10, 4), 2)
    rng = random.Random(hash(category) & 0xFFFF)
    for _ in range(60):  # a little grain in the stone
        x, y = rng.randrange(4, size - 4), rng.randrange(4, size - 6)
        c = tuple(max(0, min(255, v + rng.randint(-14, 10))) for v in base)
        surf.set_at((x, y), c)
    if category == "yatzy":
        pygame.draw.rect(surf, (252, 163, 17), (0, 0, size, size), 3, border_radius=10)
    pic = _pictogram(category, size - 10, int(size * 0.58))
    surf.blit(pic, (5, 6))
    cap_size = text.fit(caption, "text", 14, size - 8, 10)
    cap = text.render(caption, "text", cap_size, (48, 40, 30) if not contrast else (0, 0, 0))
    surf.blit(cap, ((size - cap.get_width()) // 2, size - cap.get_height() - 6))
    return surf


@lru_cache(maxsize=16)
def roof(color: tuple[int, int, int], width: int) -> pygame.Surface:
    return audit.sprite(icons.roof(color, width), "roof")


@lru_cache(maxsize=64)
def height_badge(n: int, color: tuple[int, int, int]) -> pygame.Surface:
    surf = pygame.Surface((26, 26), pygame.SRCALPHA)
    pygame.draw.circle(surf, (20, 20, 30), (13, 13), 13)
    pygame.draw.circle(surf, color, (13, 13), 11)
    t = text.render(str(n), "display", 17, (20, 20, 30) if sum(color) > 400 else (255, 255, 255))
    surf.blit(t, ((26 - t.get_width()) // 2, (26 - t.get_height()) // 2))
    return surf


def stack_top_y(cell: pygame.Rect, height: int, roof_w: int) -> float:
    """The y of the roof at level `height` (1 = bottom) in a field's rect."""
    roof_h = int(roof_w * 0.55)
    return cell.bottom - roof_h - 8 - (height - 1) * STACK_STEP


def draw_stack(surface: pygame.Surface, cell: pygame.Rect, owners, roof_w: int, seat_colors) -> None:
    """Roofs bottom → top (owner seat numbers), the top one with its seat shape and height."""
    n = len(owners)
    if not n:
        return
    for level, seat in enumerate(owners, start=1):
        img = roof(seat_colors[seat], roof_w)
        surface.blit(img, (cell.centerx - img.get_width() // 2, int(stack_top_y(cell, level, roof_w))))
    top = owners[-1]
    y = stack_top_y(cell, n, roof_w)
    badge = draw_util.seat_badge(theme.seat_shape(top), seat_colors[top], 18)
    surface.blit(badge, (cell.centerx - 9, int(y) + 6))
    hb = height_badge(n, seat_colors[top])
    surface.blit(hb, (cell.right - hb.get_width() - 2, int(y) - 8))


def clear_caches() -> None:
    for fn in (_blank_die, _small_die, field_tile, roof, height_badge):
        fn.cache_clear()


__all__ = ["field_tile", "roof", "draw_stack", "stack_top_y", "height_badge", "STACK_STEP", "family"]
