"""The end of a lesson: after its last step ("Geschafft!") or when the player leaves it (✕).

Offers to play the same game on alone (the coach goes; the computer seats think
for themselves), to go to the menu, and, when the lesson was left early, to
keep learning.
"""
from __future__ import annotations

import pygame

from scenes.kit.dialogs import veil
from scenes.kit.ui_scene import UIScene
from scenes.services.i18n import tr
from sprites import fonts, theme
from sprites.draw import rounded_panel
from sprites.text import outlined, render, wrap
from sprites.tween import ease
from sprites.widgets import Button

PANEL = pygame.Rect(640 - 330, 120, 660, 470)


class LessonEndScene(UIScene):
    overlay = True
    name = "lesson_end"

    def __init__(self, table, done: bool) -> None:
        super().__init__()
        self.table = table
        self.done = done

    def enter(self) -> None:
        x, w = PANEL.x + 90, PANEL.w - 180
        y = PANEL.bottom - (236 if not self.done else 160)
        self.add(Button((x, y, w, 68), lambda: tr("lesson.play_on"), self.play_on, style="primary"))
        self.add(Button((x, y + 80, w, 64), lambda: tr("btn.menu"), self.menu))
        if not self.done:
            self.add(Button((x, y + 156, w, 64), lambda: tr("lesson.keep_learning"), self.keep_learning))
        self.focus = 0

    def play_on(self) -> None:
        self.app.stack.pop(self)
        self.table.lesson.end()

    def menu(self) -> None:
        self.table.lesson.end()
        self.app.router.reset("menu", offer=True)  # (a game stored before the lesson is offered)

    def keep_learning(self) -> None:
        self.app.stack.pop(self)

    def on_back(self) -> None:
        if self.done:
            self.play_on()
        else:
            self.keep_learning()

    entrance = 0.3

    def draw_static(self, surface: pygame.Surface) -> None:
        veil(surface)
        pal = theme.palette()
        k = ease("out", self.time / 0.2)
        surface.blit(rounded_panel(PANEL.size, pal["panel"], 24, 3, pal["accent"]), PANEL)
        key = "lesson.done_title" if self.done else "lesson.leave_title"
        title = outlined(tr(key), "display", fonts.TITLE, pal["accent"] if self.done else pal["text"],
                         (12, 18, 40), 4)
        surface.blit(title, title.get_rect(center=(640, PANEL.y + 62 - int((1 - k) * 12))))
        run = self.table.lesson.run
        done_text = run.lesson.done_text if run is not None else "lesson.done_text"
        text = tr(done_text if self.done else "lesson.leave_text")
        y = PANEL.y + 118
        for line in wrap(text, "text", fonts.BODY, PANEL.w - 90):
            s = render(line, "text", fonts.BODY, pal["text"])
            surface.blit(s, s.get_rect(midtop=(640, y)))
            y += fonts.BODY + 8


__all__ = ["LessonEndScene"]
