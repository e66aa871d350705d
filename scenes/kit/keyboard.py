"""An on-screen keyboard for names, so touch alone (or a pad) can type.

German layout with umlauts; a physical keyboard types too (Backspace deletes,
Enter confirms, Esc cancels). Pushed as an overlay; calls `on_done(text)`.
"""
from __future__ import annotations

from typing import Callable

import pygame

from sprites.background import backdrop
from scenes.services.i18n import tr
from scenes.kit.ui_scene import UIScene
from sprites import fonts, theme
from sprites.draw import rounded_panel
from sprites.text import render
from sprites.widgets import Button

ROWS = ["1234567890", "QWERTZUIOPÜ", "ASDFGHJKLÖÄ", "YXCVBNM-ß."]
KEY = 84


class KeyboardScene(UIScene):
    overlay = True
    name = "keyboard"
    takes_text = True

    def __init__(self, title: str, text: str, on_done: Callable[[str], None], max_len: int = 14,
                 digits: bool = False) -> None:
        super().__init__()
        self.title = title
        self.text = text
        self.on_done = on_done
        self.max_len = max_len
        self.shift = False
        self.digits = digits  # a number pad (deal numbers) instead of the letters
        self._box: pygame.Surface | None = None
        self._box_key = None

    def enter(self) -> None:
        self.widgets = []
        if self.digits:
            self.enter_digits()
            return
        y = 250
        for r, row in enumerate(ROWS):
            x = (1280 - len(row) * (KEY + 8)) // 2 + (r % 2) * 10
            for ch in row:
                self.add(Button((x, y, KEY, 72), lambda ch=ch: self.key_label(ch), lambda ch=ch: self.type(ch),
                                size_px=30))
                x += KEY + 8
            y += 80
        self.add(Button((190, y, 170, 72), lambda: tr("keyboard.shift"), self.toggle_shift, size_px=26))
        self.add(Button((370, y, 380, 72), lambda: tr("keyboard.space"), lambda: self.type(" "), size_px=26))
        self.add(Button((760, y, 170, 72), lambda: tr("btn.delete"), self.backspace, size_px=26))
        ok = self.add(Button((940, y, 150, 72), lambda: tr("btn.ok"), self.confirm, style="primary"))
        self.add(Button((1036, 130, 180, 84), lambda: tr("btn.cancel"), self.cancel, size_px=24))
        self.set_focus(ok)
        pygame.key.start_text_input()

    def enter_digits(self) -> None:
        x0, y = 640 - (3 * 96 + 2 * 10) // 2, 250
        for r, row in enumerate(("789", "456", "123")):
            for c, ch in enumerate(row):
                self.add(Button((x0 + c * 106, y + r * 84, 96, 74), ch, lambda ch=ch: self.type(ch), size_px=32))
        y += 3 * 84
        self.add(Button((x0, y, 96, 74), lambda: tr("btn.delete"), self.backspace, size_px=20))
        self.add(Button((x0 + 106, y, 96, 74), "0", lambda: self.type("0"), size_px=32))
        ok = self.add(Button((x0 + 212, y, 96, 74), lambda: tr("btn.ok"), self.confirm, style="primary"))
        self.add(Button((1036, 130, 180, 84), lambda: tr("btn.cancel"), self.cancel, size_px=24))
        self.set_focus(ok)
        pygame.key.start_text_input()

    def key_label(self, ch: str) -> str:
        return ch if self.shift or not ch.isalpha() else ch.lower()

    def type(self, ch: str) -> None:
        if self.digits and not ch.isdigit():
            return
        if len(self.text) < self.max_len:
            if ch.isalpha() and not self.shift and ch != "ß":
                ch = ch.lower()
            self.text += ch
            if self.shift and ch.isalpha():
                self.shift = False

    def toggle_shift(self) -> None:
        self.shift = not self.shift

    def backspace(self) -> None:
        self.text = self.text[:-1]

    def cancel(self) -> None:
        self.app.stack.pop(self)

    def exit(self) -> None:
        pygame.key.stop_text_input()

    def confirm(self) -> None:
        self.app.stack.pop(self)
        self.on_done(self.text)

    def handle(self, action) -> None:
        if action.kind == "text":
            for ch in action.text:
                if ch.isprintable() and len(self.text) < self.max_len and (ch.isdigit() or not self.digits):
                    self.text += ch
            return
        if action.kind == "back" and action.key == pygame.K_BACKSPACE:
            self.backspace()
            return
        if action.kind == "back":
            self.cancel()
            return
        if action.kind == "nav" and action.source == "keyboard" and pygame.K_a <= action.key <= pygame.K_z:
            return  # W A S D type letters here (the text event does it), they do not move the focus
        if action.kind == "select" and action.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm()
            return
        if action.kind == "select" and action.key == pygame.K_SPACE:
            return  # the TEXTINPUT event of the same press types the space (text input is on)
        super().handle(action)

    def draw_static(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        surface.blit(backdrop(skyline=False), (0, 0))  # the whole screen: nothing beneath between the keys
        title = render(self.title, "display", fonts.HEADING, pal["text"])
        surface.blit(title, title.get_rect(midtop=(640, 60)))

    def has_dynamic(self) -> bool:
        return True

    def draw_dynamic(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        box = pygame.Rect(190, 130, 830, 84)
        key = (box.size, theme.version())
        if self._box_key != key:  # the entry's panel is made once, not every frame
            self._box, self._box_key = rounded_panel(box.size, pal["panel"], 16, 3, pal["accent"]), key
        surface.blit(self._box, box)
        text = render(self.text or " ", "display", fonts.HEADING, pal["text"])
        surface.blit(text, text.get_rect(midleft=(box.x + 24, box.centery)))
        if int(self.time * 2) % 2 == 0:
            cx = box.x + 24 + (text.get_width() if self.text else 0) + 4
            pygame.draw.rect(surface, pal["accent"], (cx, box.y + 20, 4, box.h - 40))
