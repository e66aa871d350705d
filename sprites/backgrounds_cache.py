"""Table backgrounds kept between games: each table's static backdrop is drawn once.

A café cabinet enters the same four tables again and again (the attract loop,
guests starting games); drawing a 1280×720 backdrop with its wood grain or
felt costs tens of milliseconds here and several times that on a Raspberry Pi.
`table_background(key, make)` keeps one surface per key (the key names the game and
whatever the picture depends on: language, contrast) and hands out the same
surface every time; tables only read it.
"""
from __future__ import annotations

from typing import Callable

import pygame

from sprites.draw import prepared

_cache: dict[tuple, pygame.Surface] = {}


def table_background(key: tuple, make: Callable[[], pygame.Surface]) -> pygame.Surface:
    surface = _cache.get(key)
    if surface is None:
        stale = [k for k in _cache if k[0] == key[0]]  # one picture per game: drop its older variants
        for k in stale:
            del _cache[k]
        surface = _cache[key] = prepared(make())
    return surface


def clear_caches() -> None:
    _cache.clear()
