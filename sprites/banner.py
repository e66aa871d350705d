"""The attract loop's invitation: a strip across the top of the screen ("Tippen zum Spielen"), its words
pulsing gently, and at its right end a button for newcomers ("Neu hier? Spiel lernen", `LEARN_RECT`)
that leads to the lessons. It lies over a table's top bar, so the table's own texts stay free."""
from __future__ import annotations

import math

import pygame

from sprites import audit, theme
from sprites import fonts
from sprites.draw import rounded_panel
from sprites.text import fit, outlined, render

HEIGHT = 64
#: the newcomers' button at the banner's right end (a tap there opens the lessons)
LEARN_RECT = pygame.Rect(1280 - 8 - 318, 6, 318, HEIGHT - 12)
_banner: dict = {}


def banner_surface(words: str, learn: str = "") -> tuple[pygame.Surface, pygame.Surface, tuple[int, int]]:
    """The strip (opaque: the top bar beneath never shows through), with the newcomers' button, and
    the invitation's words with their centre (they pulse on their own)."""
    key = (words, learn, theme.version())
    if _banner.get("key") != key:
        pal = theme.palette()
        strip = pygame.Surface((1280, HEIGHT))
        strip.fill(pal["shade"])
        pygame.draw.line(strip, pal["accent"], (0, HEIGHT - 2), (1280, HEIGHT - 2), 3)
        centre = 640
        if learn:  # the invitation moves left to leave the button room
            pill = rounded_panel(LEARN_RECT.size, pal["button"], 14, 2, pal["accent"])
            px = fit(learn, "bold", fonts.BODY, LEARN_RECT.w - 24)
            label = render(learn, "bold", px, pal["text"])
            pill.blit(label, label.get_rect(center=(LEARN_RECT.w // 2, LEARN_RECT.h // 2)))
            strip.blit(pill, LEARN_RECT)
            centre = (LEARN_RECT.x - 16) // 2
        size = fit(words, "display", 40, 2 * centre - 40)
        text = outlined(words, "display", size, pal["accent"], (12, 18, 40), 4)
        _banner.update(key=key, strip=audit.panel(strip, "banner"), words=text, centre=(centre, HEIGHT // 2 - 1))
    return _banner["strip"], _banner["words"], _banner["centre"]


NOTICE_H = 48
_notice: dict = {}


def notice_surface(words: str) -> pygame.Surface:
    """A warning strip for the bottom of the screen (e.g. a missing data stick on a kiosk)."""
    key = (words, theme.version())
    if _notice.get("key") != key:
        pal = theme.palette()
        strip = pygame.Surface((1280, NOTICE_H))
        strip.fill(pal["error"])
        pygame.draw.line(strip, pal["text"], (0, 1), (1280, 1), 2)
        size = fit(words, "bold", fonts.BODY + 2, 1240)
        label = render(words, "bold", size, pal["text"])
        strip.blit(label, label.get_rect(center=(640, NOTICE_H // 2 + 1)))
        _notice.update(key=key, strip=audit.panel(strip, "notice"))
    return _notice["strip"]


def draw_banner(surface: pygame.Surface, t: float, words: str, learn: str = "", notice: str = "") -> None:
    strip, text, centre = banner_surface(words, learn)
    surface.blit(strip, (0, 0))
    pulse = 0.5 + 0.5 * math.sin(t * 3.4)
    text.set_alpha(int(175 + 80 * pulse))
    surface.blit(text, text.get_rect(center=centre))
    text.set_alpha(None)
    if notice:  # the staff's warning, at the bottom of the attract loop
        surface.blit(notice_surface(notice), (0, 720 - NOTICE_H))


def clear_caches() -> None:
    _banner.clear()
    _notice.clear()
