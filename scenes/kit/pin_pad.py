"""The PIN pad of the café kiosk: checking the operator PIN and choosing a new one.

Two overlays on one base (`PinPad`): a number pad, the digits as dots, one
line for what to do or what went wrong, and Cancel. Touch, mouse, keys (digits,
Backspace, Enter, Esc) and a pad all work.

- `PinCheckScene` asks for the current PIN; after `ATTEMPTS` wrong entries the
  pad locks and counts down (`scenes.services.pin_vault`); the right PIN calls `on_ok`.
- `PinChooseScene` asks for a new PIN twice and stores its hash; on the first
  operator visit it explains that the default PIN only opens this step.

The key derivation runs in a thread (`hashlib.scrypt` releases the GIL), so no
frame waits for it; the pad shows "Prüfe …" meanwhile.
"""
from __future__ import annotations

import threading
from typing import Callable

import pygame

from scenes.kit.dialogs import veil
from scenes.services.formats import clock
from scenes.services.i18n import tr
from scenes.services.pin_vault import ATTEMPTS, MAX_DIGITS, MIN_DIGITS, PinVault, new_pin_problem
from scenes.kit.ui_scene import UIScene
from sprites import fonts, theme
from sprites.draw import rounded_panel
from sprites.text import render, wrap
from sprites.widgets import Button

PANEL = pygame.Rect(0, 0, 560, 676)
PANEL.center = (640, 360)
KEY_W, KEY_H, KEY_GAP = 124, 74, 12


class PinPad(UIScene):
    """The shared pad: digits as dots, a message line, a worker thread for the slow checks."""

    overlay = True
    name = "pin"
    takes_text = True

    def __init__(self, vault: PinVault, title: str) -> None:
        super().__init__()
        self.vault = vault
        self.title = title
        self.digits = ""
        self.message = ""
        self.message_kind = "info"
        self._job: threading.Thread | None = None
        self._result = None
        self._then: Callable | None = None
        self._shown_lock = -1

    # -- building
    def enter(self) -> None:
        x0 = PANEL.centerx - (3 * KEY_W + 2 * KEY_GAP) // 2
        y0 = PANEL.y + 236
        self.keys: list[Button] = []
        for r, row in enumerate(("123", "456", "789")):
            for c, ch in enumerate(row):
                self.keys.append(self.add(Button((x0 + c * (KEY_W + KEY_GAP), y0 + r * (KEY_H + KEY_GAP), KEY_W, KEY_H),
                                                 ch, lambda ch=ch: self.type(ch), size_px=34)))
        y = y0 + 3 * (KEY_H + KEY_GAP)
        self.keys.append(self.add(Button((x0, y, KEY_W, KEY_H), lambda: tr("btn.delete"), self.backspace,
                                         size_px=22)))
        self.keys.append(self.add(Button((x0 + KEY_W + KEY_GAP, y, KEY_W, KEY_H), "0", lambda: self.type("0"),
                                         size_px=34)))
        self.ok = self.add(Button((x0 + 2 * (KEY_W + KEY_GAP), y, KEY_W, KEY_H), lambda: tr("btn.ok"),
                                  self.confirm, style="primary"))
        self.keys.append(self.ok)
        self.cancel_btn = self.add(Button((PANEL.centerx - 140, PANEL.bottom - 84, 280, 64), lambda: tr("btn.cancel"),
                                          self.cancel, size_px=24))
        self.set_focus(self.keys[0])
        self.refresh()

    # -- typing
    def type(self, ch: str) -> None:
        if self.busy or self.locked_for() > 0 or len(self.digits) >= MAX_DIGITS:
            return
        self.digits += ch
        self.dirty = True

    def backspace(self) -> None:
        if not self.busy:
            self.digits = self.digits[:-1]

    def cancel(self) -> None:
        self.app.stack.pop(self)

    def confirm(self) -> None:
        if self.busy or self.locked_for() > 0:
            return
        if len(self.digits) < MIN_DIGITS:
            self.say(tr("pin.too_short", n=MIN_DIGITS), "error")
            return
        pin, self.digits = self.digits, ""
        self.submit(pin)

    def submit(self, pin: str) -> None:
        """A complete PIN was entered (subclasses decide what it means)."""

    def say(self, text: str, kind: str = "info") -> None:
        self.message, self.message_kind = text, kind
        if kind == "error" and self.app is not None:
            self.app.sound.play("error")
        self.dirty = True

    # -- the slow part, off the frame
    def run(self, job: Callable[[], object], then: Callable[[object], None]) -> None:
        """Run `job` in a thread; `then(result)` runs in `update` once it is done. The job must not
        touch the storage (SQLite connections stay in their thread): read and write in `then`."""
        def work() -> None:
            try:
                self._result = job()
            except Exception as exc:  # noqa: BLE001 - handed back to the frame
                self._result = exc
        self._result = None
        self._then = then
        self._job = threading.Thread(target=work, name="kastell-pin", daemon=True)
        self._job.start()
        self.refresh()

    @property
    def busy(self) -> bool:
        return self._job is not None

    def locked_for(self) -> float:
        return 0.0

    def update(self, dt: float) -> None:
        super().update(dt)
        if self._job is not None and not self._job.is_alive():
            self._job = None
            then, result = self._then, self._result
            self._then = self._result = None
            if isinstance(result, Exception):
                raise result
            then(result)
            self.refresh()
        lock = self.locked_for()
        whole = int(lock + 0.999)
        if whole != self._shown_lock:  # the countdown changes once a second
            self._shown_lock = whole
            self.refresh()

    def refresh(self) -> None:
        """Enable the keys as the state allows and redraw."""
        open_ = not self.busy and self.locked_for() <= 0
        for key in self.keys:
            key.enabled = open_
        self.dirty = True

    # -- input
    def handle(self, action) -> None:
        if action.kind == "text":
            for ch in action.text:
                if ch.isdigit() and ch.isascii():
                    self.type(ch)
            return
        if action.kind == "back":
            if action.key == pygame.K_BACKSPACE:
                self.backspace()
            else:
                self.cancel()
            return
        if action.kind == "select" and action.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm()
            return
        if action.kind == "nav" and action.source == "keyboard" and pygame.K_a <= action.key <= pygame.K_z:
            return
        super().handle(action)

    def exit(self) -> None:
        pygame.key.stop_text_input()

    def resume(self) -> None:
        super().resume()
        pygame.key.start_text_input()

    # -- drawing
    def lines(self) -> list[str]:
        """What the pad asks for, under the title (subclasses)."""
        return []

    def draw_static(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        veil(surface)
        surface.blit(rounded_panel(PANEL.size, pal["panel"], 24, 3, pal["accent"]), PANEL)
        title = render(self.title, "display", fonts.HEADING, pal["text"])
        surface.blit(title, title.get_rect(midtop=(PANEL.centerx, PANEL.y + 22)))
        y = PANEL.y + 72
        for line in self.lines()[:1]:
            for part in wrap(line, "text", fonts.SMALL, PANEL.w - 60)[:2]:
                img = render(part, "text", fonts.SMALL, pal["muted"])
                surface.blit(img, img.get_rect(midtop=(PANEL.centerx, y)))
                y += 24
        self.draw_dots(surface, PANEL.y + 130)
        lock = self.locked_for()
        if lock > 0:
            text, color = tr("pin.locked", time=clock(lock, round_up=True)), pal["error"]
        elif self.busy:
            text, color = tr("pin.checking"), pal["muted"]
        else:
            text = self.message
            color = pal["error"] if self.message_kind == "error" else pal["ok"] if self.message_kind == "ok" \
                else pal["text"]
        if text:
            for i, part in enumerate(wrap(text, "bold", fonts.SMALL, PANEL.w - 48)[:2]):
                img = render(part, "bold", fonts.SMALL, color)
                surface.blit(img, img.get_rect(midtop=(PANEL.centerx, PANEL.y + 180 + i * 24)))

    def draw_dots(self, surface: pygame.Surface, y: int) -> None:
        """The digits as dots (never the digits themselves); hollow rings up to the shortest PIN."""
        pal = theme.palette()
        slots = max(MIN_DIGITS, len(self.digits))
        gap = 40
        x = PANEL.centerx - (slots - 1) * gap // 2
        for i in range(slots):
            if i < len(self.digits):
                pygame.draw.circle(surface, pal["accent"], (x + i * gap, y + 16), 12)
            else:
                pygame.draw.circle(surface, pal["muted"], (x + i * gap, y + 16), 12, width=3)

    def has_dynamic(self) -> bool:
        return self.busy


class PinCheckScene(PinPad):
    """Ask for the current PIN; the right one calls `on_ok` (after the pad is closed)."""

    name = "pin_check"

    def __init__(self, vault: PinVault, title: str, on_ok: Callable[[], None]) -> None:
        super().__init__(vault, title)
        self.on_ok = on_ok

    def enter(self) -> None:
        super().enter()
        pygame.key.start_text_input()

    def locked_for(self) -> float:
        return self.vault.locked_for()

    def lines(self) -> list[str]:
        return [tr("pin.ask_current")]

    def submit(self, pin: str) -> None:
        self.run(self.vault.checker(pin), self.checked)

    def checked(self, right: bool) -> None:
        if right:
            self.vault.record_success()
            self.app.stack.pop(self)
            self.on_ok()
            return
        lock = self.vault.record_failure()
        if lock > 0:
            self.say("", "error")
        else:
            self.say(tr("pin.wrong", n=self.vault.attempts_left()), "error")


class PinChooseScene(PinPad):
    """Choose a new PIN (typed twice); its hash is stored, then `on_done` runs."""

    name = "pin_choose"

    def __init__(self, vault: PinVault, on_done: Callable[[], None] | None = None, first: bool = False) -> None:
        super().__init__(vault, tr("pin.choose_title_first") if first else tr("pin.choose_title"))
        self.on_done = on_done
        self.first = first
        self.candidate: str | None = None

    def enter(self) -> None:
        super().enter()
        pygame.key.start_text_input()

    def lines(self) -> list[str]:
        if self.candidate is not None:
            return [tr("pin.repeat")]
        return [tr("pin.choose_first_help" if self.first else "pin.choose_help", lo=MIN_DIGITS, hi=MAX_DIGITS)]

    def submit(self, pin: str) -> None:
        if self.candidate is None:
            problem = new_pin_problem(pin)
            if problem is not None:
                self.say(tr(problem, lo=MIN_DIGITS, hi=MAX_DIGITS), "error")
                return
            self.candidate = pin
            self.say("")
            return
        if pin != self.candidate:
            self.candidate = None
            self.say(tr("pin.mismatch"), "error")
            return
        self.run(lambda: self.vault.prepare(pin), self.saved)

    def saved(self, record: dict) -> None:
        self.vault.store(record)
        self.app.stack.pop(self)
        self.app.toast(tr("kiosk.pin_saved"))
        if self.on_done is not None:
            self.on_done()


__all__ = ["PinPad", "PinCheckScene", "PinChooseScene", "ATTEMPTS"]
