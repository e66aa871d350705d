"""The attract loop's invitation: a strip across the top of the screen ("Tippen zum Spielen"), its words
pulsing gently. It lies over a table's top bar, so the table's own texts stay free."""
from __future__ import annotations

import math

import pygame

from sprites import audit, theme
from sprites.text import outlined

HEIGHT = 64
_banner: dict = {}


def banner_surface(words: str) -> pygame.Surface:
    key = (words, theme.version())
    if _banner.get("key") != key:
        pal = theme.palette()
        text = outlined(words, "display", 40, pal["accent"], (12, 18, 40), 4)
        strip = pygame.Surface((1280, HEIGHT), pygame.SRCALPHA)
        strip.fill((*pal["shade"], 240))
        pygame.draw.line(strip, pal["accent"], (0, HEIGHT - 2), (1280, HEIGHT - 2), 3)
        strip.blit(text, text.get_rect(center=(640, HEIGHT // 2 - 1)))
        _banner.update(key=key, surface=audit.panel(strip, "banner", 240))
    return _banner["surface"]


def draw_banner(surface: pygame.Surface, t: float, words: str) -> None:
    img = banner_surface(words)
    pulse = 0.5 + 0.5 * math.sin(t * 3.4)
    img.set_alpha(int(215 + 40 * pulse))
    surface.blit(img, (0, 0))
    img.set_alpha(None)


def clear_caches() -> None:
    _banner.clear()
