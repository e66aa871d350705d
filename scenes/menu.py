"""The main menu: four game tiles with live previews, high scores, settings, quit.

In kiosk mode only the games, the high scores and the language switch are
offered (settings and quitting are the operator's, behind the PIN).

A playable game's tile opens its setup screen; a game still to come wears the
"kommt bald" badge and opens its rules screen. A small DE | EN switch sits at
the top right. Every tile and button is a focus target for keys and pads.
"""
from __future__ import annotations

import math

import pygame

from scenes.catalog import GAMES, ORDER
from scenes.i18n import language, tr
from scenes.rules_text import rules_for
from scenes.ui_scene import UIScene
from sprites import fonts, theme
from sprites.background import backdrop
from sprites.draw import rounded_panel
from sprites.previews import PREVIEWS
from sprites.previews import H as PH
from sprites.previews import W as PW
from sprites.text import fit, outlined, render, wrap
from sprites.tween import ease
from sprites.widgets import Button, Widget

TILE_W, TILE_H = 288, 372


class GameTile(Widget):
    """A big focusable tile: live preview, name, tagline, badge."""

    def __init__(self, rect, key: str, on_click) -> None:
        super().__init__(rect, on_click)
        self.key = key
        self.info = GAMES[key]
        self.preview = PREVIEWS[key]()
        self._frame: pygame.Surface | None = None
        self._frame_key = None
        self.lift = 0.0
        self.rise = 0.0  # the entrance: tiles rise into place one after another
        self.available = self.info.available

    def update(self, dt: float) -> None:
        super().update(dt)
        self.preview.update(dt)
        target = 1.0 if self.hover else 0.0
        self.lift += (target - self.lift) * min(1.0, dt * 12)
        if abs(self.lift - target) < 0.02:
            self.lift = target

    @property
    def animating(self) -> bool:
        """The frame moves only while it lifts; the preview is drawn apart (`draw_live`)."""
        return super().animating or self.lift not in (0.0, 1.0)

    @property
    def offset(self) -> int:
        return int(self.lift * 6) - (3 if self.sunk else 0) - int(self.rise)

    def frame(self) -> pygame.Surface:
        key = (language(), theme.version(), self.available)
        if self._frame is None or self._frame_key != key:
            self._frame = self._make_frame()
            self._frame_key = key
        return self._frame

    def _make_frame(self) -> pygame.Surface:
        pal = theme.palette()
        w, h = self.rect.size
        surf = rounded_panel((w, h), pal["panel"], 22, 3, pal["panel_edge"])
        accent = self.info.accent
        pygame.draw.rect(surf, accent, (0, PH + 8, w, 6))
        text = rules_for(self.key, language())
        name = text["name"]
        px = fit(name, "display", 30, w - 28)
        surf.blit(render(name, "display", px, pal["text"]), (16, PH + 24))
        y = PH + 66
        for line in wrap(text["tagline"], "text", fonts.SMALL, w - 32)[:3]:
            surf.blit(render(line, "text", fonts.SMALL, pal["muted"]), (16, y))
            y += 22
        players = render(text["players"], "bold", fonts.SMALL, pal["accent"])
        surf.blit(players, (16, h - 36))
        return surf

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        surface.blit(self.frame(), (self.rect.x, self.rect.y - self.offset))
        if focused:
            self.draw_focus(surface)

    def draw_live(self, surface: pygame.Surface) -> None:
        """The animated preview and the badge over it (every frame)."""
        x, y = self.rect.x, self.rect.y - self.offset
        self.preview.draw(surface, (x + 8, y + 8))
        if not self.available:
            badge = _soon_badge()
            surface.blit(badge, (x + self.rect.w - badge.get_width() + 12, y - 12))


_soon = {}


def _soon_badge() -> pygame.Surface:
    key = (language(), theme.version())
    if key not in _soon:
        pal = theme.palette()
        label = render(tr("menu.soon"), "display", 22, pal["primary_text"])
        w, h = label.get_width() + 28, 40
        surf = pygame.Surface((w, h + 6), pygame.SRCALPHA)
        pygame.draw.rect(surf, (0, 0, 0, 90), (3, 6, w - 3, h), border_radius=20)
        pygame.draw.rect(surf, pal["accent"], (0, 0, w - 3, h), border_radius=20)
        surf.blit(label, label.get_rect(center=((w - 3) // 2, h // 2)))
        _soon.clear()
        _soon[key] = pygame.transform.rotozoom(surf, -6, 1.0)
    return _soon[key]


class MenuScene(UIScene):
    name = "menu"

    def __init__(self, offer: bool = False) -> None:
        super().__init__()
        self.offer = offer  # ask "Weiterspielen?" when a game in progress is stored (from the title / attract)

    def enter(self) -> None:
        self.build()
        if self.offer:
            self.offer = False
            from scenes.resume import offer_resume

            offer_resume(self.app)

    def build(self) -> None:
        self.widgets = []
        gap = 20
        total = len(ORDER) * TILE_W + (len(ORDER) - 1) * gap
        x0 = (1280 - total) // 2
        for i, key in enumerate(ORDER):
            rect = pygame.Rect(x0 + i * (TILE_W + gap), 150, TILE_W, TILE_H)
            self.add(GameTile(rect, key, lambda k=key: self.open_game(k)))
        kiosk = self.app is not None and self.app.config.kiosk
        self.settings_btn = self.quit_btn = None
        if kiosk:  # guests reach the games, the high scores and the language; the rest is the operator's
            self.scores_btn = self.add(Button((640 - 170, 566, 340, 64), lambda: tr("menu.scores"),
                                              self.open_scores))
        else:
            self.settings_btn = self.add(Button((x0, 566, 300, 64), lambda: tr("menu.settings"),
                                                self.open_settings))
            self.scores_btn = self.add(Button((x0 + 320, 566, 300, 64), lambda: tr("menu.scores"),
                                              self.open_scores))
            self.quit_btn = self.add(Button((x0 + total - 220, 566, 220, 64), lambda: tr("menu.quit"),
                                            self.confirm_quit))
        self.lang_btn = self.add(Button((1280 - 170, 28, 140, 56), self._lang_label, self.switch_language,
                                        style="ghost", size_px=24))
        self.focus = 0
        self._texts()

    def _lang_label(self) -> str:
        return "DE · en" if language() == "de" else "de · EN"

    def _texts(self) -> None:
        pal = theme.palette()
        self.heading = outlined(tr("menu.heading"), "display", fonts.TITLE, pal["text"], (12, 18, 40), 4)
        self.logo = outlined(tr("app.name"), "display", 44, pal["accent"], (12, 18, 40), 3)
        self.keys_hint = render(tr("menu.hint_keys"), "text", fonts.SMALL, pal["muted"])

    def on_language(self) -> None:
        super().on_language()
        self._texts()

    # actions
    def open_game(self, key: str) -> None:
        info = GAMES[key]
        if info.available:
            from scenes.setup import SetupScene

            self.app.stack.push(SetupScene(key))
        else:
            from scenes.rules import RulesScene

            self.app.stack.push(RulesScene(key))
        self.sound("whoosh")

    def open_scores(self) -> None:
        from scenes.scores import ScoresScene

        self.app.stack.push(ScoresScene())

    def open_settings(self) -> None:
        from scenes.settings_scene import SettingsScene

        self.app.stack.push(SettingsScene())

    def switch_language(self) -> None:
        self.app.set_language("en" if language() == "de" else "de")

    def confirm_quit(self) -> None:
        from scenes.dialogs import ConfirmScene

        self.app.stack.push(ConfirmScene(tr("confirm.quit"), self.app.quit))

    def on_back(self) -> None:
        if self.app.config.kiosk:
            return
        self.confirm_quit()

    ENTRANCE = 0.45

    def update(self, dt: float) -> None:
        super().update(dt)
        tiles = [w for w in self.widgets if isinstance(w, GameTile)]
        for i, tile in enumerate(tiles):
            k = ease("out_back", (self.time - 0.05 - i * 0.08) / self.ENTRANCE)
            tile.rise = (1.0 - k) * 90.0

    def layer_animating(self) -> bool:
        return super().layer_animating() or self.time < 0.05 + 3 * 0.08 + self.ENTRANCE + 0.05

    def has_dynamic(self) -> bool:
        return True

    def draw_static(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(skyline=False), (0, 0))
        surface.blit(self.logo, (40, 26))
        k = min(1.0, self.time / 0.35)
        self.heading.set_alpha(int(255 * k))
        surface.blit(self.heading, self.heading.get_rect(center=(640, 82 - int((1 - k) * 16))))
        surface.blit(self.keys_hint, self.keys_hint.get_rect(center=(640, 684)))

    def draw_dynamic(self, surface: pygame.Surface) -> None:
        for w in self.widgets:
            if isinstance(w, GameTile):
                w.draw_live(surface)


def clear_caches() -> None:
    """Forget the surfaces made here (pygame restarted, or the audit switched on)."""
    _soon.clear()
