"""Table backgrounds kept between games: each table's static backdrop is drawn once.

A café cabinet enters the same four tables again and again (the attract loop,
guests starting games); drawing a 1280×720 backdrop with its wood grain or
felt costs tens of milliseconds here and several times that on a Raspberry Pi.
`table_background(key, make)` keeps one surface per key (the key names the game and
whatever the picture depends on: language, contrast) and hands out the same
surface every time; tables only read it. `make` may be a generator function that yields
between the steps of its drawing and returns the picture: `table_background_steps(key, make)`
then builds it a step per prewarm turn (the warm-up, while the title plays), and
`table_background` all at once. A table holds its picture as a `Backdrop` (its drawing and what it
depends on), a class attribute the warm-up reaches without making the table.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterator

import pygame

from sprites import surface_pool
from sprites.draw import prepared

_cache: dict[tuple, pygame.Surface] = {}
#: how many pictures are kept (3.7 MB each), the newest: on a laptop every table's (`EVERY`; the
#: warm-up builds them while the title plays, and no table's entry draws its own); in the café's
#: kiosk and the attract loop one (`App.start`: a small Pi), the table on show or the next one (its
#: setup and the attract loop's teaser build it ahead, `scenes.tables.art_ahead.game_ahead`)
EVERY = 8  # (four tables, each in two variants: after a change of language or palette the old stays
           # until it is the oldest; the laptop's bench keeps 4-5, 15-18 MB)
_keep = [EVERY]


def keep(count: int) -> None:
    """Keep the `count` newest pictures from now on (older ones go at the next build)."""
    _keep[0] = max(1, int(count))


def table_background(key: tuple, make: Callable[[], object]) -> pygame.Surface:
    for _ in table_background_steps(key, make):
        pass
    return _cache[key]


def table_background_steps(key: tuple, make: Callable[[], object]) -> Iterator[None]:
    """Build the picture of `key` (if not cached yet), pausing where `make` yields and before the
    conversion to the display's format."""
    if key in _cache:
        return
    surface_pool.stock(1)  # (the picture's full-screen gradient takes it: its page faults in a step of
    yield                  # their own, 3-8 ms here, not in the drawing's first step)
    made = make()
    if isinstance(made, Iterator):
        made = yield from made
    yield
    while len(_cache) >= _keep[0]:  # (the oldest goes: another game's, or this game's older variant)
        del _cache[next(iter(_cache))]
    _cache[key] = prepared(made)


@dataclass(frozen=True)
class Backdrop:
    """A table's background: drawn by `make` (a function, or a generator function that yields between
    its steps and returns the picture), once per `key()` (the game, and what the picture shows that
    may change: the language of its words, the palette)."""

    make: Callable[[], object]
    key: Callable[[], tuple]

    def art(self) -> pygame.Surface:
        """The picture, drawn once per key and then kept."""
        return table_background(self.key(), self.make)

    def steps(self) -> Iterator[None]:
        """The picture built a step per turn (the warm-up runs it ahead of the first entry; nothing
        when it is kept)."""
        return table_background_steps(self.key(), self.make)


def clear_caches() -> None:
    _cache.clear()
