"""Kiosk mode (`--kiosk`): the café cabinet that guests cannot quit and that resets itself.

`KioskGuard` (owned by the app) watches the input:
- the operator's way out: hold the top-left corner of the screen for
  `HOLD_SECONDS`, or press the key chord from the settings (Ctrl+Alt+Q by
  default), then type the PIN from the settings → the operator screen
  (settings, quit Kastell, back);
- the idle timeout from the settings: with no input for that long, any screen
  goes back to the attract loop (the game in progress stays stored and the
  menu offers it at the next touch).
Window close, Alt+F4 and Esc never quit in kiosk mode (the app ignores them).
"""
from __future__ import annotations

import logging

import pygame

from scenes.i18n import tr
from scenes.ui_scene import UIScene
from sprites import fonts, theme
from sprites.background import backdrop
from sprites.text import outlined, render
from sprites.widgets import Button

HOLD_SECONDS = 5.0
CORNER = pygame.Rect(0, 0, 72, 72)
_log = logging.getLogger("kastell.kiosk")

_MODS = {"ctrl": pygame.KMOD_CTRL, "alt": pygame.KMOD_ALT, "shift": pygame.KMOD_SHIFT, "gui": pygame.KMOD_GUI}


def parse_chord(text: str) -> tuple[int, int] | None:
    """"ctrl+alt+q" → (modifier mask, key); None when it cannot be read."""
    parts = [p.strip().lower() for p in str(text).split("+") if p.strip()]
    if not parts:
        return None
    mods = 0
    for p in parts[:-1]:
        if p not in _MODS:
            return None
        mods |= _MODS[p]
    try:
        key = pygame.key.key_code(parts[-1])
    except (ValueError, pygame.error):
        return None
    return mods, key


def _mods_match(want: int, have: int) -> bool:
    for mask in _MODS.values():
        if want & mask and not have & mask:
            return False
    return True


class KioskGuard:
    def __init__(self, app) -> None:
        self.app = app
        self.hold: float | None = None
        self.idle = 0.0

    # input
    def on_input(self) -> None:
        self.idle = 0.0

    def on_action(self, action) -> None:
        self.idle = 0.0
        if action.kind == "point_down" and action.pos is not None and CORNER.collidepoint(action.pos):
            self.hold = 0.0
        elif action.kind == "point_up" or (action.kind == "point_move" and action.pos is not None
                                           and not CORNER.collidepoint(action.pos)):
            self.hold = None

    def on_key(self, event) -> bool:
        """A key press; True when it was the operator's chord (then nothing else sees it)."""
        self.idle = 0.0
        chord = parse_chord(self.app.settings.kiosk_chord) or parse_chord("ctrl+alt+q")
        mods, key = chord
        if event.key == key and _mods_match(mods, event.mod):
            self.ask_pin()
            return True
        return False

    # time
    def update(self, dt: float) -> None:
        if self.hold is not None:
            self.hold += dt
            if self.hold >= HOLD_SECONDS:
                self.hold = None
                self.ask_pin()
        self.idle += dt
        if self.idle >= self.app.settings.idle_timeout:
            self.idle = 0.0
            self.to_attract()

    def to_attract(self) -> None:
        """Nobody is here any more: back to the attract loop (a game in progress stays stored)."""
        top = self.app.stack.top
        if top is None or getattr(top, "attract", False) or isinstance(top, (OperatorScene,)):
            return
        from scenes import attract

        _log.info("idle: back to the attract loop")
        self.app.stack.reset(attract.start(self.app))

    # the way out
    def ask_pin(self) -> None:
        from scenes.keyboard import KeyboardScene

        if any(isinstance(s, OperatorScene) for s in self.app.stack.scenes):
            return

        def done(text: str) -> None:
            if text == self.app.settings.kiosk_pin:
                self.app.stack.push(OperatorScene())
            else:
                self.app.toast(tr("kiosk.wrong_pin"), "error")

        self.app.stack.push(KeyboardScene(tr("kiosk.pin"), "", done, max_len=8, digits=True))


class OperatorScene(UIScene):
    """The operator's screen: settings, quit Kastell, or back to the cabinet."""

    name = "operator"

    def enter(self) -> None:
        x = 640 - 200
        self.add(Button((x, 250, 400, 72), lambda: tr("menu.settings"), self.settings, style="primary"))
        self.add(Button((x, 340, 400, 72), lambda: tr("kiosk.quit"), self.quit_app))
        self.add(Button((x, 430, 400, 72), lambda: tr("btn.back"), self.on_back))
        self.focus = 0

    def settings(self) -> None:
        from scenes.settings_scene import SettingsScene

        self.app.stack.push(SettingsScene())

    def quit_app(self) -> None:
        _log.info("the operator quit Kastell")
        self.app.quit(0)

    def on_back(self) -> None:
        self.app.stack.pop(self)

    def draw_static(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        surface.blit(backdrop(skyline=False), (0, 0))
        title = outlined(tr("kiosk.operator"), "display", fonts.TITLE, pal["text"], (12, 18, 40), 4)
        surface.blit(title, title.get_rect(center=(640, 120)))
        hint = render(tr("kiosk.operator_hint"), "text", 20, pal["muted"])
        surface.blit(hint, hint.get_rect(center=(640, 190)))
