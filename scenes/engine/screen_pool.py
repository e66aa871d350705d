"""Screen-sized surfaces, kept and handed out again: a scene's cached layer, an overlay's picture
of what lies beneath it.

A fresh 1280×720 surface costs 2–5 ms here (the allocator maps new pages and the first write
faults each of them in), more than a whole frame's drawing, and every scene change made one or
two. Scenes `take` one when they first draw and `give` it back when they leave the stack, so a
change of scene reuses pages already in memory. The free list is bounded (`KEEP` surfaces), so a
burst of overlays cannot grow memory for good. A surface taken is cleared to black, as a fresh
one would be: what a screen shows is the same with or without the pool.
"""
from __future__ import annotations

import pygame

from scenes.engine.input import LOGICAL
from sprites import audit

#: free surfaces kept for the next scene (3.7 MB each)
KEEP = 4

_free: list[pygame.Surface] = []


def _fresh() -> pygame.Surface:
    display = pygame.display.get_surface()
    if display is not None:
        return pygame.Surface(LOGICAL, 0, display)  # the display's format, without a converting copy
    return pygame.Surface(LOGICAL)


def _fits(surf: pygame.Surface) -> bool:
    display = pygame.display.get_surface()
    return surf.get_size() == LOGICAL and not surf.get_flags() & pygame.SRCALPHA and (
        display is None or surf.get_bitsize() == display.get_bitsize())


def take() -> pygame.Surface:
    """A black, opaque, screen-sized surface in the display's format."""
    while _free:
        surf = _free.pop()
        if _fits(surf):  # (the display may have been opened again in another format meanwhile)
            surf.fill((0, 0, 0))
            audit.clear(surf)  # (the layout audit forgets what the surface showed before)
            return surf
    return _fresh()


def give(surf: pygame.Surface | None) -> None:
    """Hand a surface from `take` back; the caller must not draw on it or show it afterwards."""
    if surf is None or len(_free) >= KEEP or any(s is surf for s in _free) or not _fits(surf):
        return
    _free.append(surf)


def stock(count: int = KEEP) -> None:
    """Make sure `count` surfaces wait in the free list (a prewarm job: one surface per call is a
    few ms, so callers queue one call per surface)."""
    while len(_free) < min(count, KEEP):
        surf = _fresh()
        surf.fill((0, 0, 0))  # touches every page now, not in a scene's first frame
        _free.append(surf)


def free_count() -> int:
    return len(_free)


def clear_caches() -> None:
    """Drop the free surfaces (the display was closed, or every cache is cleared)."""
    _free.clear()
