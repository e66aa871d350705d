"""Quarry's pictures for the phone page: ``quarry-stone``, one stone of the quarry."""
from __future__ import annotations

STONE = 64  # pixels on the phone


def pictures() -> dict:
    """name -> a function drawing that picture."""
    return {"quarry-stone": _stone}


def _stone():
    import pygame

    surface = pygame.Surface((STONE, STONE), pygame.SRCALPHA)
    pygame.draw.circle(surface, (150, 140, 130), (STONE // 2, STONE // 2), STONE // 2 - 2)
    pygame.draw.circle(surface, (190, 180, 170), (STONE // 2 - 8, STONE // 2 - 8), STONE // 6)
    return surface
