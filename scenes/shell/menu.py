"""The main menu: a tile with a live preview for every game of the catalog, high scores, settings, quit.

In kiosk mode only the games, the high scores and the language switch are
offered (settings and quitting are the operator's, behind the PIN).

A tile opens its game's setup screen; its "Lernpartie" chip starts the game's
lesson. Opened to learn (`learn=True`, from the attract loop's "Neu hier?"), a
tile starts the lesson itself. Up to four games share one row; more are
shown three at a time, with arrow buttons (and left/right past the last tile)
turning the page. A small DE | EN switch sits at the top right. Every tile and
button is a focus target for keys and pads. Screens are reached by route name.
"""
from __future__ import annotations


import pygame

from scenes.kit.dialogs import ConfirmScene
from scenes.kit.music_button import MusicButton
from scenes.kit.ui_scene import UIScene
from scenes.services.i18n import language, tr
from scenes.services.rules_book import rules_for
from scenes.shell.resume import offer_resume
from scenes.tables.catalog import GAMES, ORDER
from sprites import fonts, theme
from sprites.background import backdrop
from sprites.draw import rounded_panel
from sprites.previews import H as PH
from sprites.text import fit, outlined, render, wrap
from sprites.tween import ease
from sprites.widgets import Button, Widget

TILE_W, TILE_H = 288, 372
TILE_GAP = 20
ONE_ROW = 4     # this many games fit one row; more are shown PER_PAGE at a time
PER_PAGE = 3


#: the tiles' frames, shared by every menu (and made ahead of need by the warm-up)
_frames: dict[tuple, pygame.Surface] = {}


def clear_caches() -> None:
    _frames.clear()


class GameTile(Widget):
    """A big focusable tile: live preview, name, tagline, players."""

    #: the fonts `_make_frame` writes with: name (at most this size), tagline, players (the warm-up
    #: opens them ahead, a step each)
    FONTS = (("display", 30), ("text", fonts.SMALL), ("bold", fonts.SMALL))

    def __init__(self, rect, key: str, on_click) -> None:
        super().__init__(rect, on_click)
        self.key = key
        self.info = GAMES[key]
        self.preview = self.info.make_preview()
        self._frame: pygame.Surface | None = None
        self._frame_key = None
        self.lift = 0.0
        self.rise = 0.0  # the entrance: tiles rise into place one after another

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.visible:  # a tile on another page rests
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
        key = (self.key, self.rect.size, language(), theme.version())
        if self._frame is None or self._frame_key != key:
            frame = _frames.get(key)
            if frame is None:
                if len(_frames) >= 32:  # another language's or palette's tiles
                    _frames.clear()
                frame = _frames[key] = self._make_frame()
            self._frame = frame
            self._frame_key = key
        return self._frame

    def _make_frame(self) -> pygame.Surface:
        pal = theme.palette()
        w, h = self.rect.size
        surf = rounded_panel((w, h), pal["panel"], 22, 3, pal["panel_edge"])
        accent = self.info.accent
        pygame.draw.rect(surf, accent, (0, PH + 8, w, 6))
        text = rules_for(self.key, language())
        name = self.info.title
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
        """The animated preview (every frame)."""
        self.preview.draw(surface, (self.rect.x + 8, self.rect.y - self.offset + 8))


class PageArrow(Widget):
    """A round button at the side of the tiles that turns the page (drawn triangle, no glyph)."""

    def __init__(self, rect, step: int, on_click) -> None:
        super().__init__(rect, on_click)
        self.step = step

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        pal = theme.palette()
        r = self.rect.move(0, 3 if self.sunk else 0)
        pygame.draw.circle(surface, (0, 0, 0), (r.centerx + 2, r.centery + 4), r.w // 2)
        pygame.draw.circle(surface, pal["panel_edge"] if self.hover else pal["panel"], r.center, r.w // 2)
        pygame.draw.circle(surface, pal["panel_edge"], r.center, r.w // 2, 3)
        cx, cy, k = r.centerx + 3 * self.step, r.centery, r.w // 5
        tip = cx + k * self.step
        pygame.draw.polygon(surface, pal["text"], [(tip, cy), (cx - k * self.step, cy - k), (cx - k * self.step, cy + k)])
        if focused:
            self.draw_focus(surface)


class MenuScene(UIScene):
    name = "menu"
    #: its outlined titles (px, outline width): the heading (at most this size) and the logo; the
    #: warm-up draws their glyphs ahead of the menu (`warmup.stroke_steps`)
    STROKES = ((fonts.TITLE, 4), (44, 3))

    def __init__(self, offer: bool = False, learn: bool = False) -> None:
        super().__init__()
        self.offer = offer  # ask "Weiterspielen?" when a game in progress is stored (from the title / attract)
        self.learn = learn  # opened to learn a game: a tile starts its lesson
        self.chips: list[tuple[GameTile, Button, int]] = []  # (tile, its lesson button, the button's resting y)
        self.page = 0
        self.tiles: list[GameTile] = []
        self.arrows: list[PageArrow] = []

    def enter(self) -> None:
        self.build()
        if self.offer:
            self.offer = False
            offer_resume(self.app)

    @property
    def pages(self) -> int:
        return 1 if len(ORDER) <= ONE_ROW else -(-len(ORDER) // PER_PAGE)

    def build(self) -> None:
        self.widgets = []
        gap = TILE_GAP
        per_row = len(ORDER) if len(ORDER) <= ONE_ROW else PER_PAGE
        total = per_row * TILE_W + (per_row - 1) * gap
        x0 = (1280 - total) // 2
        self.tiles = []
        for i, key in enumerate(ORDER):
            on_page = min(per_row, len(ORDER) - i // per_row * per_row)  # a last page's tiles sit centred too
            left = (1280 - on_page * TILE_W - (on_page - 1) * gap) // 2
            rect = pygame.Rect(left + (i % per_row) * (TILE_W + gap), 150, TILE_W, TILE_H)
            self.tiles.append(self.add(GameTile(rect, key, lambda k=key: self.open_game(k))))
        self.chips = []
        for tile in self.tiles:
            if tile.info.has_lesson and not self.learn:
                chip = Button((tile.rect.right - 154, tile.rect.bottom - 56, 142, 48), lambda: tr("lesson.tile"),
                              lambda k=tile.key: self.open_lesson(k), size_px=22)
                chip.visible = False  # shown once its tile has risen into place
                self.chips.append((tile, self.add(chip), chip.rect.y))
        self.arrows = []
        if self.pages > 1:
            for step, x in ((-1, x0 // 2), (1, 1280 - x0 // 2)):
                self.arrows.append(self.add(PageArrow((x - 40, 150 + TILE_H // 2 - 40, 80, 80), step,
                                                      lambda s=step: self.turn_page(s))))
            total = 3 * TILE_W + 2 * gap  # the buttons below line up with a full page
        self.page = min(self.page, self.pages - 1)
        self._show_page()
        kiosk = self.app is not None and self.app.config.kiosk
        self.settings_btn = self.quit_btn = None
        if kiosk:  # guests reach the games, the high scores, the language and the music's mute; the rest is
            # the operator's
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
        self.add(MusicButton(self.app, (1280 - 170 - 80, 28, 64, 56)))
        self.focus = 0
        self._texts()

    def _show_page(self) -> None:
        per_page = len(ORDER) if self.pages == 1 else PER_PAGE
        for i, tile in enumerate(self.tiles):
            tile.visible = i // per_page == self.page
        for tile, chip, _ in self.chips:
            chip.visible = tile.visible and tile.rise < 1.0
        self.dirty = True

    def turn_page(self, step: int) -> None:
        """Show the next (+1) or previous (-1) page of games, wrapping round; the focus goes to its first tile."""
        self.page = (self.page + step) % self.pages
        self._show_page()
        first = next(t for t in self.tiles if t.visible)
        if self.focused() in self.tiles:
            self.set_focus(first)
        self.sound("whoosh")

    def move_focus(self, direction: str) -> None:
        """Left from a page's first tile (right from its last) turns the page."""
        current = self.focused()
        if self.pages > 1 and current in self.tiles and direction in ("left", "right"):
            shown = [t for t in self.tiles if t.visible]
            edge = shown[0] if direction == "left" else shown[-1]
            if current is edge:
                self.turn_page(-1 if direction == "left" else 1)
                shown = [t for t in self.tiles if t.visible]
                self.set_focus(shown[-1] if direction == "left" else shown[0])
                return
        super().move_focus(direction)

    def _lang_label(self) -> str:
        return "DE · en" if language() == "de" else "de · EN"

    def _texts(self) -> None:
        pal = theme.palette()
        heading = tr("lesson.choose") if self.learn else tr("menu.heading")
        (heading_px, heading_edge), (logo_px, logo_edge) = self.STROKES
        px = fit(heading, "display", heading_px, 1280 - 2 * 260)  # (clear of the top-right buttons)
        self.heading = outlined(heading, "display", px, pal["text"], (12, 18, 40), heading_edge)
        self.logo = outlined(tr("app.name"), "display", logo_px, pal["accent"], (12, 18, 40), logo_edge)
        self.keys_hint = render(tr("menu.hint_keys"), "text", fonts.SMALL, pal["muted"])

    def on_language(self) -> None:
        super().on_language()
        self._texts()

    # actions
    def open_game(self, key: str) -> None:
        if self.learn and GAMES[key].has_lesson:
            self.open_lesson(key)
            return
        self.app.router.push("setup", game=key)
        self.sound("whoosh")

    def open_lesson(self, key: str) -> None:
        self.app.router.reset("lesson", game=key)
        self.sound("whoosh")

    def open_scores(self) -> None:
        self.app.router.push("scores")

    def open_settings(self) -> None:
        self.app.router.push("settings")

    def switch_language(self) -> None:
        self.app.set_language("en" if language() == "de" else "de")

    def confirm_quit(self) -> None:
        self.app.stack.push(ConfirmScene(tr("confirm.quit"), self.app.quit))

    def on_back(self) -> None:
        if self.app.config.kiosk:
            return
        self.confirm_quit()

    ENTRANCE = 0.45

    def update(self, dt: float) -> None:
        super().update(dt)
        for i, tile in enumerate(t for t in self.tiles if t.visible):
            k = ease("out_back", (self.time - 0.05 - i * 0.08) / self.ENTRANCE)
            tile.rise = (1.0 - k) * 90.0
        for tile, chip, rest in self.chips:  # a lesson chip rides on its tile, once it has risen into place
            chip.rect.y = rest - int(tile.lift * 6)
            arrived = tile.visible and tile.rise < 1.0
            if chip.visible != arrived:
                chip.visible = arrived
                self.dirty = True

    @property
    def entrance(self) -> float:
        return 0.05 + 3 * 0.08 + self.ENTRANCE + 0.05

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
        for tile in self.tiles:
            if tile.visible:
                tile.draw_live(surface)
