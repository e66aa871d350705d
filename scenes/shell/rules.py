"""The rules screen of a game, in German or English, written from the seeds and RULES.md.

Sections with headings and paragraphs, house defaults marked with a gold
"Hausregel" badge. Scroll by dragging (touch or mouse, with a little momentum),
the wheel, ↑/↓ or the pad; the buttons at the bottom leave, open the setup, and
(from the menu or the setup, not over a game) start the game's lesson.
Lines are rendered once per language and only the visible ones are drawn.
"""
from __future__ import annotations

from typing import Iterator

import pygame

from scenes.kit.ui_scene import UIScene
from scenes.services.i18n import language, tr
from scenes.services.rules_book import HOUSE_PREFIX, rules_for
from scenes.tables.catalog import GAMES
from sprites import fonts, theme
from sprites.background import backdrop
from sprites.text import outlined, render, size_of, wrap
from sprites.widgets import Button, cached_panel

VIEW = pygame.Rect(150, 128, 980, 476)
TEXT_W = VIEW.w - 90


class RulesScene(UIScene):
    name = "rules"

    def __init__(self, game: str, overlay: bool = False, offer_lesson: bool = False) -> None:
        super().__init__()
        self.game = game
        self.overlay = overlay
        #: offer the lesson ("Lernpartie"): on the rules from the setup (or not over a game at all)
        self.offer_lesson = GAMES[game].has_lesson and (offer_lesson or not overlay)
        self.scroll = 0.0
        self.velocity = 0.0
        self._drag_y: float | None = None
        #: (x, y, height, a picture or the `render` arguments of a line) of the whole text
        self.lines: list[tuple[int, int, int, object]] = []
        self.content_h = 0

    def enter(self) -> None:
        self.widgets = []
        self.add(Button((VIEW.x, 624, 200 if self.offer_lesson else 260, 64), lambda: tr("btn.back"),
                        self.on_back))
        if self.offer_lesson:
            right = VIEW.right - (356 if not self.overlay else 0)
            self.add(Button((VIEW.x + 216, 624, right - VIEW.x - 216, 64), lambda: tr("lesson.offer"),
                            self.open_lesson, size_px=22))
        if not self.overlay:
            self.add(Button((VIEW.right - 340, 624, 340, 64), lambda: tr("btn.setup"), self.open_setup,
                            style="primary"))
        self.focus = len(self.widgets) - 1
        self.layout()

    def layout(self) -> None:
        for _ in self.layout_steps():
            pass

    def layout_steps(self) -> Iterator[None]:
        """`layout`, pausing after each section (the prewarm spreads it over frames). The lines are
        placed here and rendered when they first scroll into view: the whole text of a game is about
        a hundred lines (4 MB of pictures), of which a screen shows fifteen."""
        pal = theme.palette()
        text = rules_for(self.game, language())
        self.title = outlined(tr("rules.title", game=GAMES[self.game].title), "display", fonts.HEADING + 8,
                              pal["text"], (12, 18, 40), 3)
        self.subtitle = render(text["players"] + " · " + text["tagline"], "text", fonts.BODY, pal["muted"])
        self.lines = []
        y = 24
        badge = _house_badge()
        line_h = size_of("Ag", "text", fonts.BODY)[1]
        for section in text["sections"]:
            head = (section["title"], "display", fonts.HEADING - 6, pal["accent"])
            self.lines.append((0, y, size_of(head[0], "display", head[2])[1], head))
            y += self.lines[-1][2] + 8
            for item in section["items"]:
                house = item.startswith(HOUSE_PREFIX)
                body = item[len(HOUSE_PREFIX):] if house else item
                x = 28
                width = TEXT_W - x
                if house:
                    self.lines.append((x, y + 2, badge.get_height(), badge))
                    y += badge.get_height() + 6
                self.lines.append((6, y, line_h, ("•", "bold", fonts.BODY, pal["accent"] if house else pal["muted"])))
                for line in wrap(body, "text", fonts.BODY, width):
                    self.lines.append((x, y, line_h, (line, "text", fonts.BODY, pal["text"])))
                    y += line_h + 2
                y += 12
            y += 14
            yield
        self.content_h = y
        self.scroll = min(self.scroll, self.max_scroll)
        self.panel = cached_panel(VIEW.inflate(24, 24).size, pal["panel"], 20, 2, pal["panel_edge"])

    @property
    def max_scroll(self) -> float:
        return max(0.0, self.content_h - VIEW.h + 20)

    def on_language(self) -> None:
        super().on_language()
        self.layout()

    def open_setup(self) -> None:
        self.app.router.replace("setup", game=self.game)

    def open_lesson(self) -> None:
        self.app.sound.play("whoosh")
        self.app.router.reset("lesson", game=self.game)

    def scroll_by(self, dy: float) -> None:
        self.scroll = min(self.max_scroll, max(0.0, self.scroll + dy))
        self.dirty = True

    def handle(self, action) -> None:
        kind = action.kind
        if kind == "nav" and action.direction in ("up", "down"):
            self.scroll_by(-70 if action.direction == "up" else 70)
            return
        if kind == "key" and action.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            self.scroll_by(VIEW.h * (0.9 if action.key == pygame.K_PAGEDOWN else -0.9))
            return
        if kind == "point_down" and VIEW.collidepoint(action.pos):
            self._drag_y = action.pos[1]
            self.velocity = 0.0
            return
        if kind == "point_move" and self._drag_y is not None:
            dy = action.pos[1] - self._drag_y
            self._drag_y = action.pos[1]
            self.scroll_by(-dy)
            self.velocity = -dy * 60
            return
        if kind == "point_up" and self._drag_y is not None:
            self._drag_y = None
            return
        super().handle(action)

    def on_wheel(self, dy: int) -> None:
        self.scroll_by(-dy * 60)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self._drag_y is None and abs(self.velocity) > 5:
            self.scroll_by(self.velocity * dt)
            self.velocity *= max(0.0, 1 - dt * 5)
            if self.scroll in (0.0, self.max_scroll):
                self.velocity = 0.0
        elif self._drag_y is None:
            self.velocity = 0.0
        else:
            # held: the fling speed fades, so a finger that rests before lifting does not fling
            self.velocity *= max(0.0, 1 - dt * 20)

    def layer_animating(self) -> bool:
        return super().layer_animating() or abs(self.velocity) > 5

    def draw_static(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        # over a setup or a game too, the rules get the whole screen: nothing beneath competes
        surface.blit(backdrop(skyline=False), (0, 0))
        surface.blit(self.title, (VIEW.x - 8, 14))
        surface.blit(self.subtitle, (VIEW.x, 72))
        self.panel.draw(surface, (VIEW.x - 12, VIEW.y - 12))
        clip = surface.get_clip()
        surface.set_clip(VIEW)
        top = VIEW.y - int(self.scroll)
        for x, y, h, what in self.lines:
            sy = top + y
            if sy > VIEW.bottom or sy + h < VIEW.y:
                continue
            surface.blit(what if isinstance(what, pygame.Surface) else render(*what), (VIEW.x + 24 + x, sy))
        surface.set_clip(clip)
        fade = _fades(pal["panel"])
        if self.scroll > 0:
            surface.blit(fade[0], (VIEW.x, VIEW.y))
        if self.scroll < self.max_scroll:
            surface.blit(fade[1], (VIEW.x, VIEW.bottom - fade[1].get_height()))
        if self.max_scroll > 0:
            track = pygame.Rect(VIEW.right - 14, VIEW.y + 6, 6, VIEW.h - 12)
            pygame.draw.rect(surface, pal["disabled"], track, border_radius=3)
            k = VIEW.h / (self.content_h + 1)
            thumb_h = max(40, int(track.h * k))
            ty = track.y + int((track.h - thumb_h) * (self.scroll / self.max_scroll))
            pygame.draw.rect(surface, pal["accent"], (track.x, ty, 6, thumb_h), border_radius=3)
            if not self.offer_lesson:  # (the lesson's offer takes the hint's place between the buttons)
                hint = render(tr("rules.scroll"), "text", fonts.SMALL, pal["muted"])
                surface.blit(hint, hint.get_rect(midtop=(VIEW.centerx, 640)))


_badges: dict = {}
_fade_cache: dict = {}


def clear_caches() -> None:
    _badges.clear()
    _fade_cache.clear()


def _fades(color) -> tuple[pygame.Surface, pygame.Surface]:
    """Bands that fade the text out at the top and bottom edge of the view (there is more to scroll)."""
    key = tuple(color)
    if key not in _fade_cache:
        h = 28
        top = pygame.Surface((VIEW.w - 20, h), pygame.SRCALPHA)
        for y in range(h):
            pygame.draw.line(top, (*color[:3], int(255 * (1 - y / h) ** 1.5)), (0, y), (top.get_width(), y))
        _fade_cache.clear()
        _fade_cache[key] = (top, pygame.transform.flip(top, False, True))
    return _fade_cache[key]


def _house_badge() -> pygame.Surface:
    key = (language(), theme.version())
    if key not in _badges:
        pal = theme.palette()
        label = render(tr("rules.house"), "bold", fonts.SMALL, pal["primary_text"])
        surf = pygame.Surface((label.get_width() + 20, label.get_height() + 6), pygame.SRCALPHA)
        pygame.draw.rect(surf, pal["accent"], surf.get_rect(), border_radius=12)
        surf.blit(label, (10, 3))
        _badges[key] = surf
    return _badges[key]
