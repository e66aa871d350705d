"""Text rendering with a cache: unchanged text is never rendered twice.

`render(text, kind, size, color)` returns a cached antialiased surface;
`wrap(text, kind, size, width)` splits a paragraph into lines that fit;
`TextCache` keeps per-scene labels keyed by their content.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from sprites import audit
from sprites.draw import prepared
from sprites.fonts import get_font, get_outline_font


@lru_cache(maxsize=400)  # (the attract loop and its screens meet about 520 texts: the rarest are made again)
def render(text: str, kind: str = "text", size: int = 22, color: tuple[int, int, int] = (245, 245, 245)) -> pygame.Surface:
    """A cached surface of `text` (single line)."""
    return render_fresh(text, kind, size, color)


def render_fresh(text: str, kind: str = "text", size: int = 22,
                 color: tuple[int, int, int] = (245, 245, 245)) -> pygame.Surface:
    """An uncached surface of `text`, for text that changes all the time (a running clock):
    the caller keeps it as long as it is shown, and the cache stays free for lasting labels."""
    font = get_font(kind, size)
    return audit.text(prepared(font.render(text, True, color)), text, size)


@lru_cache(maxsize=128)
def outlined(text: str, kind: str, size: int, color, outline=(10, 14, 30), width: int = 3) -> pygame.Surface:
    """Text with a solid outline, for titles over animated backgrounds (the renderings it is made of
    are not kept: the outlined text itself is). The outline is the font's own stroke (one rendering,
    0.5-0.7 ms for a 60 px title here); where pygame cannot stroke, the text is stamped around a
    disc of `width` (3.4 ms for the same title: up to 49 blits)."""
    base = get_font(kind, size).render(text, True, color)
    stroke = get_outline_font(kind, size, width) if width > 0 else None
    if stroke is not None:
        surf = stroke.render(text, True, outline)
        surf.blit(base, (width, width))  # (the stroke grows the text by `width` on every side)
        return audit.text(prepared(surf), text, size)
    edge = get_font(kind, size).render(text, True, outline)
    w, h = base.get_width() + 2 * width, base.get_height() + 2 * width
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    for dx in range(-width, width + 1):
        for dy in range(-width, width + 1):
            if dx * dx + dy * dy <= width * width:
                surf.blit(edge, (width + dx, width + dy))
    surf.blit(base, (width, width))
    return audit.text(prepared(surf), text, size)


@lru_cache(maxsize=512)
def wrap(text: str, kind: str, size: int, width: int) -> tuple[str, ...]:
    """Lines of `text` that each fit into `width` pixels."""
    font = get_font(kind, size)
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split(" ")
        line = ""
        for word in words:
            trial = word if not line else line + " " + word
            if font.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(lines)


def size_of(text: str, kind: str = "text", size: int = 22) -> tuple[int, int]:
    return get_font(kind, size).size(text)


@lru_cache(maxsize=1024)
def fit(text: str, kind: str, size: int, width: int, min_size: int = 18) -> int:
    """The largest font size ≤ `size` (not below `min_size`) at which `text` fits `width`."""
    s = size
    while s > min_size and get_font(kind, s).size(text)[0] > width:
        s -= 2
    return s


@lru_cache(maxsize=512)
def elide(text: str, kind: str, size: int, width: int) -> str:
    """`text`, or its longest beginning with "…" that fits `width` (a name on a narrow chip)."""
    font = get_font(kind, size)
    if font.size(text)[0] <= width:
        return text
    for cut in range(len(text) - 1, 0, -1):
        trial = text[:cut].rstrip() + "…"
        if font.size(trial)[0] <= width:
            return trial
    return "…"
