"""The operator's choice of sound output: the outputs SDL sees, a test sound, remembered.

Listed: the system's default first, then every output by the name SDL gives it (on a Raspberry Pi
e.g. the HDMI ports, the headphone jack, a USB sound card). A tap switches to it, plays a test sound
and stores the choice (`Settings.audio_device`); an output that fails says so in red and the previous
one stays. `sound_problem_text` turns `SoundManager.problem` into words for the operator screen.
"""
from __future__ import annotations

import pygame

from scenes.services.i18n import tr
from scenes.kit.ui_scene import UIScene
from sprites import fonts, theme
from sprites.background import backdrop
from sprites.draw import rounded_panel
from sprites.text import elide, outlined, render, wrap
from sprites.widgets import Button

MAX_SHOWN = 6
ROW_W, ROW_H, GAP = 760, 56, 8
LEFT = (1280 - ROW_W) // 2
STATUS = pygame.Rect(LEFT + 300, 614, ROW_W - 300, 76)


def sound_problem_text(sound) -> str:
    """What the operator should know about the sound ("" when all is well)."""
    if sound is None:
        return tr("audio.none")
    problem = getattr(sound, "problem", None)
    if not sound.available:
        return tr("audio.none")
    if problem and problem.startswith("missing:"):
        return tr("audio.missing", name=problem.split(":", 1)[1])
    if problem and problem.startswith("failed:"):
        return tr("audio.failed", reason=problem.split(":", 1)[1])
    return ""


def output_label(device: str | None) -> str:
    return tr("audio.default") if device is None else device


class AudioOutputScene(UIScene):
    name = "audio_output"

    def enter(self) -> None:
        self.devices: list[str | None] = [None] + self.app.sound.outputs()[:MAX_SHOWN]
        x = LEFT
        y = 142
        self.rows = []
        for device in self.devices:
            self.rows.append(self.add(Button((x, y, ROW_W, ROW_H), self._label(device),
                                             lambda d=device: self.choose(d), size_px=24)))
            y += ROW_H + GAP
        self.add(Button((x, 620, 280, 64), lambda: tr("btn.back"), self.on_back, style="primary"))
        self.status, self.status_kind = "", "info"
        self.mark()
        self.focus = 0

    def _label(self, device: str | None):
        def label() -> str:
            text = output_label(device)
            return ("✓ " if device == self.app.sound.device else "") + elide(text, "display", 24, ROW_W - 60)
        return label

    def mark(self) -> None:
        for device, row in zip(self.devices, self.rows):
            row.style = "primary" if device == self.app.sound.device else "normal"

    def choose(self, device: str | None) -> None:
        sound = self.app.sound
        self.app.music.reopened()  # (the mixer reopens on the new output: the music starts again there)
        if sound.use(device):
            self.app.settings.audio_device = device
            self.app.settings.save(self.app.storage, "audio_device")
            sound.play("fanfare")
            self.status, self.status_kind = tr("audio.testing", name=output_label(device)), "ok"
        else:
            self.status, self.status_kind = tr("audio.cannot", name=output_label(device)), "error"
        self.mark()
        self.dirty = True

    def draw_static(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        surface.blit(backdrop(skyline=False), (0, 0))
        title = outlined(tr("audio.title"), "display", fonts.HEADING + 8, pal["text"], (12, 18, 40), 3)
        surface.blit(title, title.get_rect(center=(640, 60)))
        hint = render(tr("audio.hint"), "text", fonts.BODY, pal["muted"])
        surface.blit(hint, hint.get_rect(center=(640, 112)))
        text = self.status or sound_problem_text(self.app.sound)
        if text:
            color = pal["ok"] if self.status_kind == "ok" and self.status else pal["error"]
            surface.blit(rounded_panel(STATUS.size, pal["panel"], 12, 2, color), STATUS)
            lines = wrap(text, "bold", fonts.SMALL, STATUS.w - 28)[:2]
            y = STATUS.centery - 12 * len(lines)
            for part in lines:
                img = render(part, "bold", fonts.SMALL, color)
                surface.blit(img, img.get_rect(midtop=(STATUS.centerx, y)))
                y += 24
