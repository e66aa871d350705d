"""The settings screen: language, effects and music volume, full screen, animation speed,
high contrast, low power and the kiosk's idle timeout (in kiosk mode also
"PIN ändern", which asks for the current PIN first, and no full-screen switch: the kiosk is always
full screen). Every change applies at once and is saved. In kiosk mode only the operator screen
opens it.
"""
from __future__ import annotations

import pygame

from scenes.kit.pin_pad import PinCheckScene, PinChooseScene
from scenes.kit.ui_scene import UIScene
from scenes.services.i18n import tr
from scenes.services.settings import IDLE_TIMEOUTS, SPEEDS
from sprites import fonts, theme
from sprites.background import backdrop
from sprites.text import outlined
from sprites.widgets import Button, Choice, Slider, Toggle, cached_panel

ROW_W, ROW_H, GAP = 760, 54, 6


class SettingsScene(UIScene):
    name = "settings"

    def enter(self) -> None:
        self.build()

    def build(self) -> None:
        s = self.app.settings
        self.widgets = []
        x = (1280 - ROW_W) // 2
        y = 124
        kiosk = self.app.config.kiosk
        row_h = ROW_H - 6  # (nine rows fit the panel)
        on, off = (lambda: tr("settings.on")), (lambda: tr("settings.off"))
        self.add(Choice((x, y, ROW_W, row_h), lambda: tr("settings.language"), ["de", "en"],
                        ["de", "en"].index(s.language), self.set_language,
                        text_of=lambda v: tr(f"lang.{v}")))
        y += row_h + GAP
        self.add(Slider((x, y, ROW_W, row_h), lambda: tr("settings.volume"), s.volume, self.set_volume))
        y += row_h + GAP
        self.add(Slider((x, y, ROW_W, row_h), lambda: tr("settings.music_volume"), s.music_volume,
                        self.set_music_volume))
        y += row_h + GAP
        self.fullscreen_toggle = None
        if not kiosk:  # (the kiosk is always full screen)
            self.fullscreen_toggle = self.add(Toggle((x, y, ROW_W, row_h), lambda: tr("settings.fullscreen"),
                                                     self.app.window_fullscreen, self.set_fullscreen, on, off))
            y += row_h + GAP
        speeds = list(SPEEDS)
        self.add(Choice((x, y, ROW_W, row_h), lambda: tr("settings.speed"), speeds, speeds.index(s.speed),
                        self.set_speed, text_of=lambda v: tr(f"settings.speed.{v}"), wrap_around=False))
        y += row_h + GAP
        self.add(Toggle((x, y, ROW_W, row_h), lambda: tr("settings.contrast"), s.high_contrast,
                        self.app.set_high_contrast, on, off))
        y += row_h + GAP
        self.add(Toggle((x, y, ROW_W, row_h), lambda: tr("settings.low_power"), s.low_power,
                        self.set_low_power, on, off))
        y += row_h + GAP
        self.add(Choice((x, y, ROW_W, row_h), lambda: tr("settings.idle"), list(IDLE_TIMEOUTS),
                        IDLE_TIMEOUTS.index(s.idle_timeout), self.set_idle,
                        text_of=lambda v: tr("settings.seconds", n=v), wrap_around=False))
        y += row_h + GAP
        self.add(Toggle((x, y, ROW_W, row_h), lambda: tr("settings.phones"), s.phones, self.set_phones, on, off))
        y += row_h + GAP
        if kiosk:  # the operator may lock re-pairing a phone seat (then it takes the PIN)
            self.add(Toggle((x, y, ROW_W, row_h), lambda: tr("settings.phones_repair"), s.phones_repair,
                            self.set_phones_repair, on, off))
            y += row_h + GAP
        y += 12
        self.add(Button((x, y, 280, 64), lambda: tr("btn.back"), self.on_back, style="primary"))
        if self.app.config.kiosk:
            self.add(Button((x + ROW_W - 280, y, 280, 64), lambda: tr("kiosk.change_pin"), self.change_pin))
        self.focus = 0
        self._texts()

    def _texts(self) -> None:
        pal = theme.palette()
        self.title = outlined(tr("settings.title"), "display", fonts.TITLE, pal["text"], (12, 18, 40), 4)
        self.panel = cached_panel((ROW_W + 60, 580), pal["panel"], 24, 2, pal["panel_edge"], alpha=150)

    def on_language(self) -> None:
        super().on_language()
        self._texts()

    def set_language(self, lang) -> None:
        self.app.set_language(lang)

    def set_volume(self, v: float) -> None:
        self.app.settings.volume = v
        self.app.sound.set_volume(v)
        self.app.settings.save(self.app.storage, "volume")
        self.app.sound.play("dice1")  # let the player hear the new level

    def set_music_volume(self, v: float) -> None:
        """The music's volume, apart from the effects' (the music on show changes at once)."""
        self.app.settings.music_volume = v
        self.app.music.set_volume(v)
        self.app.settings.save(self.app.storage, "music_volume")

    def set_fullscreen(self, on: bool) -> None:
        if on != self.app.window_fullscreen:
            self.app.toggle_fullscreen()

    def set_speed(self, speed) -> None:
        self.app.settings.speed = speed
        self.app.settings.save(self.app.storage, "speed")

    def update(self, dt: float) -> None:
        super().update(dt)
        toggle = self.fullscreen_toggle
        if toggle is not None and toggle.value != self.app.window_fullscreen:  # F11 / Alt+Enter changed it meanwhile
            toggle.value = self.app.window_fullscreen
            self.dirty = True

    def set_idle(self, seconds) -> None:
        self.app.settings.idle_timeout = int(seconds)
        self.app.settings.save(self.app.storage, "idle_timeout")

    def change_pin(self) -> None:
        """Changing the PIN asks for the current one first (kiosk only; this screen is the operator's)."""
        vault = self.app.kiosk.vault
        self.app.stack.push(PinCheckScene(vault, tr("kiosk.change_pin"),
                                          lambda: self.app.stack.push(PinChooseScene(vault))))

    def set_phones(self, on: bool) -> None:
        """The owner's switch for phone play: off, no table opens the phone server."""
        self.app.settings.phones = on
        self.app.settings.save(self.app.storage, "phones")

    def set_phones_repair(self, on: bool) -> None:
        """The operator's lock on re-pairing phone seats: off, "Neues Handy" takes the PIN."""
        self.app.settings.phones_repair = on
        self.app.settings.save(self.app.storage, "phones_repair")

    def set_low_power(self, on: bool) -> None:
        self.app.settings.low_power = on
        self.app.settings.save(self.app.storage, "low_power")

    def draw_static(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(skyline=False), (0, 0))
        surface.blit(self.title, self.title.get_rect(center=(640, 66)))
        self.panel.draw(surface, ((1280 - ROW_W - 60) // 2, 108))
