"""The title: the animated attract screen of the cabinet.

The name drops in and breathes, pieces of all four games drift and tumble past,
stars twinkle over the castle skyline, and "Tippen zum Spielen" pulses.
Any touch, click, key or button opens the main menu. `--demo` shows it while
no game can play itself yet.
"""
from __future__ import annotations

import math
import random

import pygame

from scenes.services.i18n import tr
from scenes.engine.scene import Scene
from sprites import fonts, icons, theme
from sprites.background import Stars, backdrop
from sprites.text import outlined, render
from sprites.tween import ease


class Floater:
    """A piece drifting across the sky, turning slowly."""

    def __init__(self, frames, x: float, y: float, vx: float, vy: float, spin: float, phase: float) -> None:
        self.frames, self.x, self.y, self.vx, self.vy, self.spin = frames, x, y, vx, vy, spin
        self.angle = phase * 360
        self.phase = phase

    def update(self, dt: float, t: float) -> None:
        self.x += self.vx * dt
        self.y += self.vy * dt + math.sin(t * 1.3 + self.phase * 6) * 8 * dt
        self.angle += self.spin * dt
        if self.x > 1400:
            self.x = -120
        elif self.x < -140:
            self.x = 1380

    def draw(self, surface: pygame.Surface) -> None:
        img = icons.rotated(self.frames, self.angle)
        surface.blit(img, (int(self.x - img.get_width() / 2), int(self.y - img.get_height() / 2)))


class TitleScene(Scene):
    name = "title"

    def __init__(self, demo: bool = False) -> None:
        super().__init__()
        self.demo = demo
        self.stars = Stars()
        self.floaters: list[Floater] = []

    def enter(self) -> None:
        rng = random.Random(42)
        pieces = []
        for v in (6, 3, 5, 1):
            pieces.append(icons.rotations("die", (v, 52)))
        for seat in range(4):
            pieces.append(icons.rotations("roof", (theme.seat_color(seat), 76)))
        for kind in ("LR", "DT", "LT", "DR"):
            pieces.append(icons.rotations("disc", (kind, 70)))
        rng.shuffle(pieces)
        for i, frames in enumerate(pieces):
            lane = (120 + (i % 3) * 36 if i % 2 == 0 else 410 + (i % 3) * 34) + rng.uniform(-10, 10)
            speed = rng.uniform(18, 42) * (1 if i % 2 == 0 else -1)
            self.floaters.append(Floater(frames, rng.uniform(-100, 1380), lane, speed, 0,
                                         rng.uniform(-40, 40), rng.random()))
        self._texts()

    def _texts(self) -> None:
        pal = theme.palette()
        self.logo = outlined(tr("app.name"), "display", 150, pal["accent"], (12, 18, 40), 6)
        self.subtitle = render(tr("title.subtitle"), "display", fonts.HEADING, pal["text"])
        self.tap = outlined(tr("title.tap"), "display", fonts.HEADING + 4, pal["text"], (12, 18, 40), 3)
        self.demo_label = render(tr("title.demo"), "bold", fonts.SMALL, pal["muted"])

    def on_language(self) -> None:
        super().on_language()
        self._texts()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.stars.update(dt)
        for f in self.floaters:
            f.update(dt, self.time)

    def handle(self, action) -> None:
        if action.kind in ("point_down", "select", "back", "menu", "key", "hint", "nav"):
            if action.kind == "back" and action.source == "keyboard" and not self.demo:
                return  # Esc on the title does nothing; the menu has Quit
            self.open_menu()

    def open_menu(self) -> None:
        if self.app is not None:
            self.app.sound.play("whoosh")
            self.app.router.replace("menu", offer=True)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(), (0, 0))
        self.stars.draw(surface)
        for f in self.floaters:
            f.draw(surface)
        t = self.time
        k = ease("out_back", t / 0.9)
        y = 250 - (1 - k) * 300 + math.sin(t * 1.6) * 6
        logo = self.logo
        surface.blit(logo, logo.get_rect(center=(640, int(y))))
        if t > 0.5:
            a = min(1.0, (t - 0.5) / 0.5)
            self.subtitle.set_alpha(int(255 * a))
            surface.blit(self.subtitle, self.subtitle.get_rect(center=(640, 352)))
        if t > 1.0:
            pulse = 0.5 + 0.5 * math.sin(t * 3.2)
            self.tap.set_alpha(int(140 + 115 * pulse))
            surface.blit(self.tap, self.tap.get_rect(center=(640, 520 + int(pulse * 4))))
        if self.demo:
            surface.blit(self.demo_label, (20, 688))
