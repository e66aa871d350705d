"""The café's high scores and statistics: one board per game, drawn for the menu and the attract loop.

- `draw_high_scores`: wins by player name (today and all time) for the games
  played against others; Castile's fastest wins and fewest moves.
- `draw_statistics`: games played and won by people per game; Castile's
  played, won, streaks, best time and fewest moves.
- `ScoresScene`: the screen the main menu opens ("Bestenliste"), with both
  pages, for guests too (kiosk mode shows it; resetting lives with the operator).
"""
from __future__ import annotations

import time

import pygame

from scenes.i18n import tr
from scenes.ui_scene import UIScene
from sprites import fonts, theme
from sprites.background import backdrop
from sprites.draw import rounded_panel
from sprites.text import outlined, render
from sprites.widgets import Button

BOX_W, BOX_H = 580, 226
BOXES = {"castro": (40, 112), "catsle": (660, 112), "caprice": (40, 352), "castile": (660, 352)}
ROW = 34


def _box(surface: pygame.Surface, game: str, top: int = BOXES["castro"][1]) -> pygame.Rect:
    from scenes.catalog import GAMES

    pal = theme.palette()
    x, y = BOXES[game]
    box = pygame.Rect(x, y - BOXES["castro"][1] + top, BOX_W, BOX_H)
    surface.blit(rounded_panel(box.size, pal["panel"], 18, 2, pal["panel_edge"]), box)
    surface.blit(render(GAMES[game].name, "display", 28, pal["text"]), (box.x + 20, box.y + 10))
    return box


def _column(surface: pygame.Surface, x: int, y: int, width: int, head: str,
            rows: list[tuple[str, str]]) -> None:
    """A heading and up to four rows: the name on the left, the figure right-aligned."""
    pal = theme.palette()
    surface.blit(render(head, "bold", fonts.SMALL, pal["accent"]), (x, y))
    if not rows:
        surface.blit(render(tr("scores.none"), "text", fonts.SMALL, pal["muted"]), (x, y + 32))
    for i, (name, figure) in enumerate(rows):  # names have at most 14 letters: they fit at 18 px
        surface.blit(render(name, "text", fonts.SMALL, pal["text"]), (x, y + 32 + i * ROW))
        value = render(figure, "bold", fonts.SMALL, pal["text"])
        surface.blit(value, (x + width - value.get_width(), y + 32 + i * ROW))


def _clock(seconds: float) -> str:
    s = int(seconds)
    return f"{s // 60}:{s % 60:02d}"


def draw_high_scores(surface: pygame.Surface, storage, top: int = BOXES["castro"][1]) -> None:
    """Four boards (the upper pair at `top`): wins by name (today, all time); Castile's fastest wins
    and fewest moves."""
    today = time.strftime("%Y-%m-%d")
    for game in BOXES:
        box = _box(surface, game, top)
        half = (BOX_W - 60) // 2
        if game == "castile":
            fastest = [(f"{i + 1}. {name}", _clock(secs))
                       for i, (name, secs, _m, _d) in enumerate(storage.top_records(game, "seconds", 4))]
            fewest = [(f"{i + 1}. {name}", tr("castile.moves", n=moves))
                      for i, (name, _s, moves, _d) in enumerate(storage.top_records(game, "moves", 4))]
            cols = [(tr("scores.fastest"), fastest), (tr("scores.fewest"), fewest)]
        else:
            cols = [(tr(head), [(f"{i + 1}. {name}", tr("scores.wins", n=wins))
                                for i, (name, wins) in enumerate(storage.top_wins(game, day, 4))])
                    for head, day in (("scores.today", today), ("scores.all_time", None))]
        for j, (head, rows) in enumerate(cols):
            _column(surface, box.x + 20 + j * (half + 20), box.y + 52, half, head, rows)


def _stat_rows(storage, game: str) -> list[tuple[str, str]]:
    if game == "castile":
        from scenes.castile_menu import stats_lines

        return stats_lines(storage)
    s = storage.stats(game)
    played, won = int(s.get("played", 0)), int(s.get("won", 0))
    return [(tr("stats.played"), str(played)), (tr("stats.won_by_people"), str(won))]


def draw_statistics(surface: pygame.Surface, storage) -> None:
    """Four boards of figures: played and won per game; Castile's own statistics."""
    pal = theme.palette()
    for game in BOXES:
        box = _box(surface, game)
        y = box.y + 52
        for label, value in _stat_rows(storage, game):
            surface.blit(render(label, "text", fonts.SMALL, pal["muted"]), (box.x + 20, y + 3))
            v = render(value, "display", fonts.BODY, pal["text"])
            surface.blit(v, (box.right - 20 - v.get_width(), y))
            y += ROW


class ScoresScene(UIScene):
    """High scores and statistics, from the main menu."""

    name = "scores"

    def __init__(self, page: str = "scores") -> None:
        super().__init__()
        self.page = page

    def enter(self) -> None:
        self.add(Button((40, 610, 260, 64), lambda: tr("btn.back"), self.on_back, style="primary"))
        self.switch = self.add(Button((1280 - 40 - 320, 610, 320, 64), self._switch_label, self.flip))
        self.focus = 0
        self._texts()

    def _switch_label(self) -> str:
        return tr("scores.stats") if self.page == "scores" else tr("scores.title")

    def flip(self) -> None:
        self.page = "stats" if self.page == "scores" else "scores"
        self._texts()

    def _texts(self) -> None:
        pal = theme.palette()
        key = "scores.title" if self.page == "scores" else "scores.stats"
        self.title = outlined(tr(key), "display", 48, pal["accent"], (12, 18, 40), 4)

    def on_language(self) -> None:
        super().on_language()
        self._texts()

    def draw_static(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(skyline=False), (0, 0))
        surface.blit(self.title, self.title.get_rect(center=(640, 56)))
        if self.page == "scores":
            draw_high_scores(surface, self.app.storage)
        else:
            draw_statistics(surface, self.app.storage)
