"""Fonts: Fredoka One for titles and numbers, Lato for text (STYLE.md).

Loaded lazily from the installed font packages' files (never SysFont) and
cached per (kind, size). Sizes are logical pixels.
"""
from __future__ import annotations

import importlib.util
import os
from functools import lru_cache

import pygame

# STYLE.md type scale, logical pixels.
TITLE = 64
HEADING = 36
BUTTON = 28
BODY = 22
SMALL = 18

_FILES = {
    "display": ("font_fredoka_one", "FredokaOne-Regular.ttf"),
    "text": ("font_lato", "Lato-Regular.ttf"),
    "bold": ("font_lato", "Lato-Bold.ttf"),
}


@lru_cache(maxsize=None)
def font_path(kind: str) -> str | None:
    """Path of the font file for `kind` ("display", "text", "bold"), or None if missing."""
    package, filename = _FILES[kind]
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        return None
    for folder in spec.submodule_search_locations:
        path = os.path.join(folder, "files", filename)
        if os.path.exists(path):
            return path
    return None


@lru_cache(maxsize=None)
def get_font(kind: str, size: int) -> pygame.font.Font:
    """The cached font of `kind` at `size` logical pixels (falls back to pygame's default font)."""
    return _open(kind, size)


def _open(kind: str, size: int) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(font_path(kind), size)


@lru_cache(maxsize=None)
def get_outline_font(kind: str, size: int, width: int) -> pygame.font.Font | None:
    """A font of `kind` at `size` that draws only the `width`-pixel outline of its glyphs (SDL_ttf's
    stroker, `Font.outline`, pygame-ce 2.5.6 and later), kept apart from `get_font`'s (setting an
    outline empties a font's glyph cache); None where this pygame cannot outline."""
    font = _open(kind, size)
    try:
        font.outline = width
    except (AttributeError, pygame.error):
        return None
    return font
