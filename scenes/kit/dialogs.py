"""Small modal dialogs pushed as overlays: a yes/no confirmation.

The scene below stays faintly visible under a dark veil (`MODAL_VEIL`); Esc / B answers "no".
"""
from __future__ import annotations

from typing import Callable

import pygame

from scenes.services.i18n import tr
from scenes.kit.ui_scene import UIScene
from sprites import audit, fonts, theme
from sprites.text import render, size_of, wrap
from sprites.tween import ease


#: How much a modal overlay darkens what lies beneath it: the screen beneath keeps 8 % of its
#: contrast (STYLE.md allows at most 35 %, and nothing beneath may compete with the overlay).
MODAL_VEIL = 235


#: the veil is one band this high, laid over the screen band by band (the same pixels as one
#: screen-sized veil, in an eighth of its memory)
VEIL_BAND = 90


def veil(surface: pygame.Surface, alpha: int = MODAL_VEIL) -> None:
    """Darken what lies under an overlay."""
    w, h = surface.get_size()
    key = (w, alpha, theme.version())
    band = _veils.get(key)
    if band is None:
        band = pygame.Surface((w, VEIL_BAND), pygame.SRCALPHA)
        band.fill((*theme.palette()["shade"], alpha))
        _veils[key] = band = audit.veil(band, alpha)
    for y in range(0, h, VEIL_BAND):
        surface.blit(band, (0, y))


_veils: dict = {}
ease_in_time = 0.25
QUESTION_TOP = 50   # the question's first line below the panel's top
BUTTON_GAP = 28     # at least this much between the question's last line and the buttons


class ConfirmScene(UIScene):
    overlay = True
    name = "confirm"
    _whole = None  # the whole panel while the entrance grows it

    def __init__(self, question: str, on_yes: Callable[[], None], on_no: Callable[[], None] | None = None,
                 yes_label: Callable[[], str] | None = None, no_label: Callable[[], str] | None = None,
                 safe: str = "no", on_back: Callable[[], None] | None = None) -> None:
        """`safe`: the answer that loses nothing, which Enter (or A) chooses when nothing else was
        focused ("no" for quitting or deleting; "yes" where "no" throws something away). `on_back`:
        what Esc (or B) does; by default it answers "no", with `on_back` it only closes the question
        and calls it."""
        super().__init__()
        self.question = question
        self.on_yes = on_yes
        self.on_no = on_no
        self.yes_label = yes_label or (lambda: tr("confirm.yes"))
        self.no_label = no_label or (lambda: tr("confirm.no"))
        self.safe = safe
        self.back = on_back

    def enter(self) -> None:
        """The panel grows with the question (its lines never touch the buttons), and the answer that
        loses nothing is the highlighted one: a destructive "Ja" is never the default."""
        lines = len(wrap(self.question, "display", fonts.HEADING, 620 - 60))
        line_h = size_of("Äg", "display", fonts.HEADING)[1]
        self.box = pygame.Rect(0, 0, 620, max(280, QUESTION_TOP + lines * line_h + BUTTON_GAP + 64 + 36))
        self.box.center = (640, 360)
        self.question_bottom = self.box.y + QUESTION_TOP + lines * line_h
        safe_yes = self.safe == "yes"
        self.add(Button((self.box.x + 40, self.box.bottom - 100, 250, 64), self.no_label, self.no,
                        style="normal" if safe_yes else "primary", destructive=safe_yes))
        self.add(Button((self.box.right - 290, self.box.bottom - 100, 250, 64), self.yes_label,
                        self.yes, style="primary" if safe_yes else "normal", destructive=not safe_yes))
        self.focus = 1 if safe_yes else 0

    def no(self) -> None:
        self.app.stack.pop(self)
        if self.on_no is not None:
            self.on_no()

    def yes(self) -> None:
        self.app.stack.pop(self)
        self.on_yes()

    def on_back(self) -> None:
        if self.back is None:
            self.no()
            return
        self.app.stack.pop(self)
        self.back()

    entrance = 0.3

    @property
    def settled(self) -> bool:
        """The panel has grown: the question and its buttons show, always together (a slow frame never
        shows one alone)."""
        return self.time >= ease_in_time

    def draw_static(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        veil(surface)
        k = ease("out_back", self.time / ease_in_time)
        panel = cached_panel(self.box.size, pal["panel"], 24, 3, pal["accent"])
        if k < 1:  # the entrance grows the whole panel (made once per dialog, while it grows)
            if self._whole is None:
                self._whole = panel.whole()
            w, h = int(self.box.w * (0.8 + 0.2 * k)), int(self.box.h * (0.8 + 0.2 * k))
            grown = pygame.transform.scale(self._whole, (max(1, w), max(1, h)))
            surface.blit(grown, grown.get_rect(center=self.box.center))
        else:
            self._whole = None
            panel.draw(surface, self.box)
        if self.settled:
            y = self.box.y + QUESTION_TOP
            for line in wrap(self.question, "display", fonts.HEADING, self.box.w - 60):
                s = render(line, "display", fonts.HEADING, pal["text"])
                surface.blit(s, s.get_rect(midtop=(self.box.centerx, y)))
                y += s.get_height()

    def draw_widgets(self, surface: pygame.Surface) -> None:
        if self.settled:
            super().draw_widgets(surface)


from sprites.widgets import Button, cached_panel  # noqa: E402  (kept at the end: dialogs are imported by widgets' users)


def clear_caches() -> None:
    """Forget the surfaces made here (pygame restarted, or the audit switched on)."""
    _veils.clear()
