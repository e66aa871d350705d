"""Overlays every game table shares: pause, results, and the privacy screen.

- `PauseScene`: resume, restart, rules, back to the menu (the table is frozen beneath).
- `ResultsScene`: the ranking with points, the winner in a burst of their colour
  and a fanfare; play again or go to the menu.
- `PrivacyScene`: in hot-seat play with hidden information it covers the whole
  table: "Gib das Gerät an Anna — tippe, wenn nur Anna hinschaut".
"""
from __future__ import annotations

import math
import random
from typing import Iterator

import pygame

from scenes.kit.dialogs import ConfirmScene, veil
from scenes.services.i18n import tr
from scenes.kit.music_button import music_button
from scenes.kit.ui_scene import UIScene
from sprites import fonts, theme
from sprites.background import backdrop
from sprites.draw import seat_badge
from sprites.particles import Particles
from sprites.text import outlined, render
from sprites.tween import ease
from scenes.tables.phone_hold import PhoneAction, PhoneHold
from scenes.tables.phone_join import PhoneJoinScene
from sprites.widgets import Button, cached_panel


class PauseScene(UIScene):
    overlay = True
    name = "pause"

    def __init__(self, table) -> None:
        super().__init__()
        self.table = table

    def enter(self) -> None:
        x, w = 640 - 200, 400
        y = 230
        self.add(Button((x, y, w, 68), lambda: tr("btn.resume"), self.resume_game, style="primary"))
        self.add(Button((x, y + 84, w, 64), lambda: tr("btn.restart"), self.restart))
        half = (w - 16) // 2  # the rules and the music's mute share a row
        self.add(Button((x, y + 164, half, 64), lambda: tr("btn.rules"), self.rules))
        self.add(music_button(self.app, (x + w - half, y + 164, half, 64)))
        self.add(Button((x, y + 244, w, 64), lambda: tr("btn.menu"), self.menu))
        if self.table.phones is not None and self.table.phone_seats:  # the phone seats, their codes, taking them back
            self.add(Button((x, y + 324, w, 64), lambda: tr("phones.manage"), self.phones))
            self.panel = self.PANEL.inflate(0, 80).move(0, 40)
        self.focus = 0

    def phones(self) -> None:
        self.app.stack.push(PhoneJoinScene(self.table, managing=True))

    def phone_hold(self) -> PhoneHold:
        return PhoneHold("paused", tr("phones.hold.paused"))

    def resume_game(self) -> None:
        self.app.stack.pop(self)

    def restart(self) -> None:
        def yes() -> None:
            self.app.stack.pop(self)
            self.table.restart()
        self.app.stack.push(ConfirmScene(tr("btn.restart") + "?", yes))

    def rules(self) -> None:
        self.app.router.push("rules", game=self.table.game_key, overlay=True)

    def menu(self) -> None:
        self.app.stack.push(ConfirmScene(tr("btn.menu") + "?", self.table.to_menu))

    def on_back(self) -> None:
        self.resume_game()

    def handle(self, action) -> None:
        if action.kind == "menu":
            self.resume_game()
            return
        super().handle(action)

    entrance = 0.3

    PANEL = pygame.Rect(640 - 260, 84, 520, 500)
    panel = PANEL

    def draw_static(self, surface: pygame.Surface) -> None:
        veil(surface)
        pal = theme.palette()
        cached_panel(self.panel.size, pal["panel"], 24, 3, pal["accent"]).draw(surface, self.panel)
        k = ease("out", self.time / 0.2)
        title = outlined(tr("pause.title"), "display", fonts.TITLE, pal["text"], (12, 18, 40), 4)
        surface.blit(title, title.get_rect(center=(640, 150 - int((1 - k) * 12))))


class ResultsScene(UIScene):
    overlay = True
    update_below = False
    name = "results"
    #: its outlined title (px, outline width): it names the winners, so it is a new text each time;
    #: the warm-up draws its glyphs ahead (`warmup.stroke_steps`)
    STROKES = ((fonts.TITLE - 8, 4),)

    def __init__(self, table) -> None:
        super().__init__()
        self.table = table
        self.particles = Particles(random.Random(11))
        self.demo_timer = 0.0

    def enter(self) -> None:
        m = self.table.match
        self.particles.low_power = self.app.settings.low_power
        scores = m.scores()
        self.winners = m.winners()
        order = sorted(range(len(self.table.names)), key=lambda i: (-scores[i] if i < len(scores) else 0, i))
        self.rows = [(i, scores[i] if i < len(scores) else 0) for i in order]
        self.add(Button((640 - 330, 590, 310, 68), lambda: tr("btn.again"), self.again, style="primary"))
        self.add(Button((640 + 20, 590, 310, 68), lambda: tr("btn.menu"), self.table.to_menu))
        self.focus = 0
        if self.winners:
            self.app.sound.play("fanfare")
        self._texts()

    @property
    def music(self) -> str | None:
        """The win cue when a person won, the kind "next time" when people played and none won; a
        game of computers only (the attract loop) keeps its music."""
        humans = self.table.view.humans
        if not humans:
            return None
        return "win" if any(w in humans for w in self.winners) else "lose"

    def _texts(self) -> None:
        pal = theme.palette()
        names = [self.table.names[w] for w in self.winners]
        if len(names) == 1:
            head = tr("results.winner", name=names[0])
        elif names:
            head = tr("results.shared", names=", ".join(names))
        else:
            head = tr("results.nobody")
        (px, edge), = self.STROKES
        self.head = outlined(head, "display", px, pal["accent"], (12, 18, 40), edge)
        self.title = render(tr("results.title"), "display", fonts.HEADING, pal["muted"])

    def on_language(self) -> None:
        super().on_language()
        self._texts()

    def again(self) -> None:
        self.app.stack.pop(self)
        self.table.restart()

    def phone_hold(self) -> PhoneHold:
        """The phones show the result too, and may start the next game with the same people."""
        return PhoneHold("results", tr("phones.hold.results"),
                         actions=(PhoneAction("play_again", tr("btn.again"), self.again),))

    def on_back(self) -> None:
        self.table.to_menu()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.particles.update(dt)
        if self.winners and int((self.time - dt) / 0.7) != int(self.time / 0.7) and self.time < 4:
            w = self.winners[int(self.time / 0.7) % len(self.winners)]
            rng = self.particles.rng
            self.particles.burst((rng.uniform(240, 1040), rng.uniform(120, 300)), theme.seat_color(w), 60, radius=7)
        if self.table.demo:
            self.demo_timer += dt
            if self.demo_timer > 6.0:  # the attract loop goes on
                self.app.router.reset("attract_after", current=self.table.game_key)

    @property
    def entrance(self) -> float:
        return 0.3 + len(self.rows) * 0.12 + 0.35

    def has_dynamic(self) -> bool:
        return True

    def draw_dynamic(self, surface: pygame.Surface) -> None:
        self.particles.draw(surface)

    PANEL = pygame.Rect(640 - 400, 28, 800, 664)

    def draw_static(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        veil(surface)
        cached_panel(self.PANEL.size, pal["panel"], 24, 3, pal["accent"]).draw(surface, self.PANEL)
        k = ease("out_back", self.time / 0.5)
        surface.blit(self.title, self.title.get_rect(center=(640, 68)))
        head = self.head
        if k < 1:
            head = pygame.transform.rotozoom(self.head, 0, max(0.05, k))
        surface.blit(head, head.get_rect(center=(640, 132)))
        y = 190
        for rank, (seat, pts) in enumerate(self.rows):
            t = ease("out", (self.time - 0.3 - rank * 0.12) / 0.3)
            if t <= 0:
                continue
            rect = pygame.Rect(0, 0, 640, 66)
            rect.midtop = (640 + int((1 - t) * 60), y)
            win = seat in self.winners
            cached_panel(rect.size, pal["panel"], 16, 3 if win else 2,
                         pal["accent"] if win else pal["panel_edge"]).draw(surface, rect)
            surface.blit(render(f"{rank + 1}.", "display", 30, pal["muted"]), (rect.x + 18, rect.y + 14))
            surface.blit(seat_badge(theme.seat_shape(seat), theme.seat_color(seat), 40), (rect.x + 70, rect.y + 13))
            surface.blit(render(self.table.names[seat], "bold", fonts.BODY + 4, pal["text"]), (rect.x + 126, rect.y + 17))
            pts_s = render(tr("results.points", points=pts), "display", 28, pal["accent"] if win else pal["text"])
            surface.blit(pts_s, pts_s.get_rect(midright=(rect.right - 20, rect.centery)))
            y += 76


def _breathing(surface: pygame.Surface, k: float) -> pygame.Surface:
    """`surface` scaled by `k` in steps of 1 % (cached: a handful of sizes, no per-frame smoothscale)."""
    step = round(k * 100)
    key = (id(surface), step)
    if key not in _breaths:
        if len(_breaths) > 24:
            _breaths.clear()
        w, h = surface.get_size()
        _breaths[key] = pygame.transform.smoothscale(surface, (round(w * step / 100), round(h * step / 100)))
    return _breaths[key]


_breaths: dict = {}


def clear_caches() -> None:
    _breaths.clear()


class PrivacyScene(UIScene):
    """Covers the table until the next player, and only they, look."""

    overlay = False  # the table beneath must not show
    name = "privacy"
    #: its two outlined lines (px, outline width): both name the player, so they are new texts each
    #: time; the warm-up draws their glyphs ahead (`warmup.stroke_steps`)
    STROKES = ((fonts.TITLE - 4, 4), (fonts.HEADING, 3))

    def __init__(self, name: str, seat: int) -> None:
        super().__init__()
        self.player = name
        self.seat = seat

    def enter(self) -> None:
        self.title = self.tap = None  # the two lines name the player: made when first drawn, a step each
        self.add(Button((640 - 180, 560, 360, 72), lambda: tr("btn.ok"), self.done, style="primary"))
        self.focus = 0

    def on_language(self) -> None:
        super().on_language()
        self.title = self.tap = None

    def done(self) -> None:
        self.app.stack.pop(self)

    def on_back(self) -> None:
        self.done()

    def on_background(self, pos) -> None:
        self.done()

    def phone_hold(self) -> PhoneHold:
        return PhoneHold("privacy", tr("phones.hold.privacy", name=self.player))

    PULSE_SECONDS = 6.0  # then the screen rests (it may wait a long time for the next player)

    def has_dynamic(self) -> bool:
        return self.time < self.PULSE_SECONDS

    def draw_static(self, surface: pygame.Surface) -> None:
        for _ in self.static_steps(surface):
            pass

    def static_steps(self, surface: pygame.Surface) -> Iterator[None]:
        """The backdrop and the title, then the invitation (each line is a new text for each name)."""
        pal = theme.palette()
        (title_px, title_edge), (tap_px, tap_edge) = self.STROKES
        surface.blit(backdrop(), (0, 0))
        if self.title is None:
            self.title = outlined(tr("privacy.title", name=self.player), "display", title_px, pal["text"],
                                  (12, 18, 40), title_edge)
        surface.blit(self.title, self.title.get_rect(center=(640, 340)))
        yield
        if self.tap is None:
            self.tap = outlined(tr("privacy.tap", name=self.player), "display", tap_px, pal["accent"],
                                (12, 18, 40), tap_edge)
        if not self.has_dynamic():  # resting: the badge and the invitation stand still
            self.draw_dynamic(surface)
        yield

    def draw_dynamic(self, surface: pygame.Surface) -> None:
        if not self.has_dynamic() and surface is not self._layer:
            return  # resting: the layer already holds the badge and the invitation
        bob = math.sin(self.time * 2.5) * 8
        badge = seat_badge(theme.seat_shape(self.seat), theme.seat_color(self.seat), 120)
        surface.blit(badge, badge.get_rect(center=(640, 190 + int(bob))))
        grow = 1.0 + 0.04 * math.sin(self.time * 3)  # it breathes, but never fades: read from two metres
        tap = self.tap if abs(grow - 1.0) < 0.005 else _breathing(self.tap, grow)
        surface.blit(tap, tap.get_rect(center=(640, 440)))
