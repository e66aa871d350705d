"""Kiosk mode (`--kiosk`): the café cabinet that guests cannot quit, change or lock.

What a guest reaches: the games (setup, play, rules, results), the statistics
and high scores, the language switch and the music's mute (for their visit only:
the attract loop restores the owner's). Everything else — the settings,
the PIN, the idle timeout, the effects' and the music's volume, resetting the statistics
and quitting — lives on the operator screen alone, behind the PIN.

`KioskGuard` (owned by the app) watches the input:
- the operator's way in: hold the top-left corner of the screen for
  `HOLD_SECONDS` (a ring grows from the first second; letting go cancels it),
  or press the key chord from the settings (Ctrl+Alt+Q by default); then the
  PIN pad (`scenes.kit.pin_pad`, hashed PIN and lockout in `scenes.services.pin_vault`);
  while the default PIN 0000 is in force, it only opens the choice of an own
  PIN, then the operator screen;
- the idle timeout from the settings: with no input for that long, any screen
  (the operator's too) goes back to the attract loop (the game in progress
  stays stored and the menu offers it at the next touch).
Window close, Alt+F4, F11 and Esc never quit or leave full screen (the app ignores them).
"""
from __future__ import annotations

import logging
import math
import os
import shutil
import subprocess
import sys

import pygame

from scenes.kit.dialogs import ConfirmScene
from scenes.kit.pin_pad import PinCheckScene, PinChooseScene
from scenes.kit.ui_scene import UIScene
from scenes.services.i18n import tr
from scenes.services.pin_vault import PinVault
from scenes.services.version import app_version
from scenes.shell.audio_output import output_label, sound_problem_text
from sprites import fonts, theme
from sprites.background import backdrop
from sprites.draw import rounded_panel
from sprites.text import outlined, render, wrap
from sprites.widgets import Button

HOLD_SECONDS = 5.0
RING_FROM = 1.0          # the ring shows from the first second of the hold
CORNER = pygame.Rect(0, 0, 72, 72)
RING_CENTER, RING_RADIUS = (48, 48), 34
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
        self.vault = PinVault(app.storage)
        self._ring_shown = False

    # input
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
        """Nobody is here any more: back to the attract loop (a game in progress stays stored).
        The operator's screens close too, so a walked-away owner never leaves them open."""
        top = self.app.stack.top
        if top is None or getattr(top, "attract", False):
            return
        _log.info("idle: back to the attract loop")
        self.app.router.reset("attract")

    # the way in
    def operator_open(self) -> bool:
        return any(isinstance(s, (OperatorScene, PinCheckScene, PinChooseScene)) for s in self.app.stack.scenes)

    def ask_pin(self) -> None:
        if self.operator_open():
            return
        self.app.stack.push(PinCheckScene(self.vault, tr("kiosk.pin"), self.open_operator))

    def open_operator(self) -> None:
        """The right PIN: the operator screen (after choosing an own PIN while the default is in force)."""
        if self.vault.is_default():
            self.app.stack.push(PinChooseScene(self.vault, lambda: self.app.stack.push(OperatorScene()), first=True))
        else:
            self.app.stack.push(OperatorScene())

    # the ring of the corner hold
    def ring_progress(self) -> float | None:
        """0..1 while the corner is held long enough to show the ring, else None."""
        if self.hold is None or self.hold < RING_FROM:
            return None
        return min(1.0, (self.hold - RING_FROM) / (HOLD_SECONDS - RING_FROM))

    def ring_changed(self) -> bool:
        """True while the ring must be drawn, and once more when it goes (to clear it)."""
        shown = self.ring_progress() is not None
        changed = shown or self._ring_shown
        self._ring_shown = shown
        return changed

    def draw_ring(self, surface: pygame.Surface) -> None:
        k = self.ring_progress()
        if k is None:
            return
        pal = theme.palette()
        cx, cy = RING_CENTER
        pygame.draw.circle(surface, pal["shade"], RING_CENTER, RING_RADIUS + 8)
        pygame.draw.circle(surface, pal["disabled"], RING_CENTER, RING_RADIUS, width=8)
        if k > 0:
            steps = max(2, int(48 * k))
            outer, inner = [], []
            for i in range(steps + 1):
                a = -math.pi / 2 + 2 * math.pi * k * i / steps
                outer.append((cx + math.cos(a) * RING_RADIUS, cy + math.sin(a) * RING_RADIUS))
                inner.append((cx + math.cos(a) * (RING_RADIUS - 8), cy + math.sin(a) * (RING_RADIUS - 8)))
            pygame.draw.polygon(surface, pal["accent"], outer + inner[::-1])
        label = _hold_label()
        surface.blit(label, (cx + RING_RADIUS + 16, cy - label.get_height() // 2))


_labels: dict = {}


def _hold_label() -> pygame.Surface:
    key = (tr("kiosk.hold"), theme.version())
    if key not in _labels:
        _labels.clear()
        pal = theme.palette()
        text = render(tr("kiosk.hold"), "bold", fonts.BODY, pal["text"])
        pill = rounded_panel((text.get_width() + 28, text.get_height() + 14), pal["shade"], 16, 2, pal["accent"])
        pill.blit(text, text.get_rect(center=(pill.get_width() // 2, pill.get_height() // 2)))
        _labels[key] = pill
    return _labels[key]


PROBLEM_LINES = 4  # the operator screen's lines for problems, between its title and its buttons
POWER_OFF = ("systemctl", "poweroff")  # allowed to the service user by a polkit rule (kiosk/install.sh)


def power_off_command() -> tuple[str, ...] | None:
    """The command that shuts the machine down, where there is one (Linux with systemd)."""
    if sys.platform.startswith("linux") and shutil.which(POWER_OFF[0]):
        return POWER_OFF
    return None


def run_power_off(command) -> tuple[bool, str]:
    """Run the shut-down command; (True, "") when the system accepted it, else (False, why)."""
    try:
        done = subprocess.run(list(command), capture_output=True, text=True, timeout=15)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return False, str(exc)
    if done.returncode != 0:
        why = (done.stderr or done.stdout or f"exit code {done.returncode}").strip().splitlines()
        return False, why[-1] if why else f"exit code {done.returncode}"
    return True, ""


class OperatorScene(UIScene):
    """The operator's screen: settings (with the PIN), the sound output, resetting the statistics,
    quitting or shutting the machine down, or back to the cabinet. Problems (no sound, a missing
    output, a display fallback) are named here in red."""

    name = "operator"

    def enter(self) -> None:
        x, w = 640 - 280, 560
        y = 236
        self.add(Button((x, y, w, 66), lambda: tr("menu.settings"), self.settings, style="primary"))
        self.add(Button((x, y + 78, w, 66), lambda: tr("kiosk.sound", name=output_label(self.app.sound.device)),
                        self.sound_output, size_px=24))
        self.add(Button((x, y + 156, w, 66), lambda: tr("kiosk.reset_stats"), self.reset_stats))
        self.power = power_off_command()
        half = (w - 16) // 2
        self.add(Button((x, y + 234, half if self.power else w, 66), lambda: tr("kiosk.quit"), self.quit_app))
        if self.power:
            self.add(Button((x + half + 16, y + 234, half, 66), lambda: tr("kiosk.power_off"), self.power_off))
        self.add(Button((x, y + 336, w, 66), lambda: tr("kiosk.back_to_cabinet"), self.on_back))
        self.focus = 0

    def settings(self) -> None:
        self.app.router.push("settings")

    def sound_output(self) -> None:
        self.app.router.push("audio_output")

    def reset_stats(self) -> None:
        def yes() -> None:
            self.app.storage.reset_stats()
            _log.info("the operator reset the statistics and high scores")
            self.app.toast(tr("kiosk.stats_reset_done"))
        self.app.stack.push(ConfirmScene(tr("kiosk.reset_stats_confirm"), yes))

    def quit_app(self) -> None:
        def yes() -> None:
            _log.info("the operator quit Kastell")
            self.app.quit(0)
        self.app.stack.push(ConfirmScene(tr("kiosk.quit_confirm"), yes))

    def power_off(self) -> None:
        def yes() -> None:
            _log.info("the operator shuts the machine down")
            ok, why = run_power_off(self.power)
            if ok:
                self.app.toast(tr("kiosk.powering_off"))
                self.app.quit(0)  # a clean exit: the service does not come back while the system stops
            else:
                _log.warning("shutting down failed: %s", why)
                self.app.toast(tr("kiosk.power_off_failed", reason=why), "error")
        self.app.stack.push(ConfirmScene(tr("kiosk.power_off_confirm"), yes))

    def on_back(self) -> None:
        self.app.stack.pop(self)

    def problems(self) -> list[str]:
        """What the operator should know, in words (no sound, a missing output, a display fallback)."""
        out = []
        sound = sound_problem_text(self.app.sound)
        if sound:
            out.append(sound)
        if self.app.stick_missing:
            out.append(tr("kiosk.stick_missing", name=self.app.stick_missing.split("=", 1)[-1]))
        note = os.environ.get("KASTELL_DISPLAY_NOTE", "").strip()
        if note:
            out.append(tr("kiosk.display_note", note=note))
        return out

    def draw_static(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        surface.blit(backdrop(skyline=False), (0, 0))
        title = outlined(tr("kiosk.operator"), "display", fonts.TITLE, pal["text"], (12, 18, 40), 4)
        surface.blit(title, title.get_rect(center=(640, 70)))
        y = 114
        problems = self.problems()
        lines = [(line, pal["error"]) for p in problems for line in wrap(p, "bold", fonts.BODY, 1180)]
        if not lines:
            lines = [(line, pal["muted"]) for line in wrap(tr("kiosk.operator_hint"), "text", fonts.BODY, 1000)]
        if len(lines) > PROBLEM_LINES:  # (never seen: each problem is one or two lines)
            lines = lines[:PROBLEM_LINES - 1] + [(lines[PROBLEM_LINES - 1][0].rstrip(" .") + " …", pal["error"])]
        for line, color in lines:
            img = render(line, "bold" if color == pal["error"] else "text", fonts.BODY, color)
            surface.blit(img, img.get_rect(midtop=(640, y)))
            y += 29
        installed = app_version()
        version = tr("kiosk.version", version=installed or tr("kiosk.version_dev"))
        img = render(version, "text", fonts.BODY, pal["muted"])
        surface.blit(img, img.get_rect(midbottom=(640, 708)))


def clear_caches() -> None:
    """Forget the surfaces made here (pygame restarted, or the audit switched on)."""
    _labels.clear()
