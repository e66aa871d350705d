"""Large surfaces, kept and handed out again: a scene's cached layer, an overlay's picture of what
lies beneath it, a table's board layer and top bar.

A fresh 1280×720 surface costs 2–5 ms here (the allocator maps new pages and the first write
faults each of them in), more than a whole frame's drawing, and every scene change made one or
more. Scenes `take` a surface when they first draw and `give` it back when they leave the stack, so
a change of scene reuses pages already in memory. The free lists are bounded (`KEEP` screens, a
one of any other size), so a burst of overlays cannot grow memory for good. A surface taken is
cleared (black, or transparent with `alpha`), as a fresh one would be: what a screen shows is the
same with or without the pool.
"""
from __future__ import annotations

import pygame

from sprites import audit

#: the logical screen (`scenes.engine.input.LOGICAL`; sprites draw below the scenes' layer)
LOGICAL = (1280, 720)

#: free screen-sized surfaces kept for the next scene (3.7 MB each; a table, the pause menu and a
#: question over it hold five at once, but each kept one is memory the system does not get back): a
#: change of scene takes one or two (a screen, an overlay over it); the kiosk soak held 3.5 on average
#: with four kept, and a staged entry takes a missing one in a step of its own
KEEP = 2
#: how many the warm-up makes ahead of need (the menu's layer, then an overlay's)
STOCK = 2
#: free surfaces kept of any other size
KEEP_OTHER = 1

_free: dict[tuple[tuple[int, int], bool], list[pygame.Surface]] = {}


def _fresh(size: tuple[int, int], alpha: bool) -> pygame.Surface:
    if alpha:
        return pygame.Surface(size, pygame.SRCALPHA)
    display = pygame.display.get_surface()
    if display is not None:
        return pygame.Surface(size, 0, display)  # the display's format, without a converting copy
    return pygame.Surface(size)


def _key(surf: pygame.Surface) -> tuple[tuple[int, int], bool]:
    return surf.get_size(), bool(surf.get_flags() & pygame.SRCALPHA)


def _fits(surf: pygame.Surface) -> bool:
    display = pygame.display.get_surface()
    alpha = bool(surf.get_flags() & pygame.SRCALPHA)
    return alpha or display is None or surf.get_bitsize() == display.get_bitsize()


def _limit(key) -> int:
    return KEEP if key == (LOGICAL, False) else KEEP_OTHER


def take(size: tuple[int, int] = LOGICAL, alpha: bool = False) -> pygame.Surface:
    """A cleared surface of `size`: opaque black in the display's format, or transparent with
    `alpha` (per-pixel alpha, as `pygame.Surface(size, pygame.SRCALPHA)` makes it)."""
    size = (int(size[0]), int(size[1]))
    free = _free.get((size, alpha), [])
    while free:
        surf = free.pop()
        if _fits(surf):  # (the display may have been opened again in another format meanwhile)
            surf.fill((0, 0, 0, 0) if alpha else (0, 0, 0))
            audit.clear(surf)  # (the layout audit forgets what the surface showed before)
            return surf
    return _fresh(size, alpha)


def give(surf: pygame.Surface | None) -> None:
    """Hand a surface from `take` back; the caller must not draw on it or show it afterwards."""
    if surf is None or not _fits(surf):
        return
    key = _key(surf)
    free = _free.setdefault(key, [])
    if len(free) >= _limit(key) or any(s is surf for s in free):
        return
    free.append(surf)


def stock(count: int = KEEP) -> None:
    """Make sure `count` screen-sized surfaces wait in the free list (a prewarm job: one surface per
    call is a few ms, so callers queue one call per surface)."""
    free = _free.setdefault((LOGICAL, False), [])
    while len(free) < min(count, KEEP):
        surf = _fresh(LOGICAL, False)
        surf.fill((0, 0, 0))  # touches every page now, not in a scene's first frame
        free.append(surf)


def free_count(size: tuple[int, int] = LOGICAL, alpha: bool = False) -> int:
    return len(_free.get((tuple(size), alpha), []))


def clear_caches() -> None:
    """Drop the free surfaces (the display was closed, or every cache is cleared)."""
    _free.clear()
