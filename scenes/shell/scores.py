"""The café's high scores and statistics: one board per game of the catalog, drawn for the menu and
the attract loop.

- `draw_high_scores`: wins by player name (today and all time) for the games
  played against others; a game may bring its own columns (Castile: fastest
  wins and fewest moves, `TableEntry.score_columns`).
- `statistics_steps`: games played and won by people per game, and the streak of games in a row
  won by people (now / best); a game may bring
  its own rows (Castile: played, won, streaks, best time, `TableEntry.stats_rows`).
- `ScoresScene`: the screen the main menu opens ("Bestenliste"), with both
  pages, for guests too (kiosk mode shows it; resetting lives with the operator).

Boards sit two by two, four to a sheet; with more games the screen turns sheets
(a button) and the attract loop shows them one after another.
"""
from __future__ import annotations

import time
from typing import Iterator

import pygame

from scenes.kit.ui_scene import UIScene
from scenes.services.i18n import tr
from scenes.tables.catalog import GAMES, ORDER
from sprites import fonts, theme
from sprites.background import backdrop
from sprites.text import outlined, render
from sprites.widgets import Button, cached_panel

BOX_W, BOX_H = 580, 226
TOP = 112               # the upper pair's top edge on the scores screen
PER_SHEET = 4           # boards on one sheet (two rows of two)
ROW = 34


def sheets() -> int:
    """How many sheets the catalog's games fill."""
    return max(1, -(-len(ORDER) // PER_SHEET))


def _sheet_games(sheet: int) -> list[str]:
    return ORDER[sheet * PER_SHEET:(sheet + 1) * PER_SHEET]


def _box(surface: pygame.Surface, game: str, index: int, top: int = TOP) -> pygame.Rect:
    """The board of `game`, the `index`-th on its sheet (left to right, then down)."""
    pal = theme.palette()
    box = pygame.Rect(40 + (index % 2) * 620, top + (index // 2) * 240, BOX_W, BOX_H)
    cached_panel(box.size, pal["panel"], 18, 2, pal["panel_edge"]).draw(surface, box)
    surface.blit(render(GAMES[game].title, "display", 28, pal["text"]), (box.x + 20, box.y + 10))
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


def wins_columns(storage, game: str) -> list[tuple[str, list[tuple[str, str]]]]:
    """The usual two columns of a game played against others: wins by name today and of all time."""
    today = time.strftime("%Y-%m-%d")
    return [(tr(head), [(f"{i + 1}. {name}", tr("scores.wins", n=wins))
                        for i, (name, wins) in enumerate(storage.top_wins(game, day, 4))])
            for head, day in (("scores.today", today), ("scores.all_time", None))]


def draw_high_scores(surface: pygame.Surface, storage, top: int = TOP, sheet: int = 0) -> None:
    """A sheet of up to four boards (the upper pair at `top`): each game's two columns (wins by name,
    or the game's own, e.g. Castile's fastest wins and fewest moves)."""
    for _ in high_scores_steps(surface, storage, top, sheet):
        pass


def high_scores_steps(surface: pygame.Surface, storage, top: int = TOP, sheet: int = 0) -> Iterator[None]:
    """`draw_high_scores`, pausing after each board (its names and figures are new texts each time)."""
    half = (BOX_W - 60) // 2
    for index, game in enumerate(_sheet_games(sheet)):
        box = _box(surface, game, index, top)
        own = GAMES[game].score_columns
        cols = own(storage) if own is not None else wins_columns(storage, game)
        for j, (head, rows) in enumerate(cols[:2]):
            _column(surface, box.x + 20 + j * (half + 20), box.y + 52, half, head, rows)
        yield


def _stat_rows(storage, game: str) -> list[tuple[str, str]]:
    own = GAMES[game].stats_rows
    if own is not None:
        return own(storage)
    s = storage.stats(game)
    played, won = int(s.get("played", 0)), int(s.get("won", 0))
    share = f" ({round(100 * won / played)} %)" if played else ""
    return [(tr("stats.played"), str(played)), (tr("stats.won_by_people"), f"{won}{share}"),
            (tr("stats.streak"), f"{int(s.get('streak', 0))} / {int(s.get('best_streak', 0))}")]


def statistics_steps(surface: pygame.Surface, storage, sheet: int = 0) -> Iterator[None]:
    """A sheet of up to four boards of figures (played and won per game, or the game's own rows),
    pausing after each board."""
    pal = theme.palette()
    for index, game in enumerate(_sheet_games(sheet)):
        box = _box(surface, game, index)
        y = box.y + 52
        for label, value in _stat_rows(storage, game):
            surface.blit(render(label, "text", fonts.SMALL, pal["muted"]), (box.x + 20, y + 3))
            v = render(value, "display", fonts.BODY, pal["text"])
            surface.blit(v, (box.right - 20 - v.get_width(), y))
            y += ROW
        yield


class ScoresScene(UIScene):
    """High scores and statistics, from the main menu."""

    name = "scores"

    def __init__(self, page: str = "scores") -> None:
        super().__init__()
        self.page = page
        self.sheet = 0

    def enter(self) -> None:
        self.add(Button((40, 610, 260, 64), lambda: tr("btn.back"), self.on_back, style="primary"))
        self.switch = self.add(Button((1280 - 40 - 320, 610, 320, 64), self._switch_label, self.flip))
        self.more = None
        if sheets() > 1:  # more games than one sheet holds: a button turns the sheets
            self.more = self.add(Button((640 - 150, 610, 300, 64), self._sheet_label, self.next_sheet))
        self.focus = 0
        self._texts()

    def _sheet_label(self) -> str:
        return tr("scores.sheet", n=self.sheet + 1, of=sheets())

    def next_sheet(self) -> None:
        self.sheet = (self.sheet + 1) % sheets()
        self.dirty = True

    def _switch_label(self) -> str:
        return tr("scores.stats") if self.page == "scores" else tr("scores.title")

    def flip(self) -> None:
        self.page = "stats" if self.page == "scores" else "scores"
        self._texts()

    def _texts(self) -> None:
        self.title = None  # (made when first drawn: a staged entry makes it in a frame of its own)

    def title_art(self) -> pygame.Surface:
        if self.title is None:
            pal = theme.palette()
            key = "scores.title" if self.page == "scores" else "scores.stats"
            self.title = outlined(tr(key), "display", 48, pal["accent"], (12, 18, 40), 4)
        return self.title

    def on_language(self) -> None:
        super().on_language()
        self._texts()

    def draw_static(self, surface: pygame.Surface) -> None:
        for _ in self.static_steps(surface):
            pass

    def static_steps(self, surface: pygame.Surface) -> Iterator[None]:
        """The backdrop and title, then a board per step (a staged entry spreads them over frames)."""
        surface.blit(backdrop(skyline=False), (0, 0))
        title = self.title_art()
        surface.blit(title, title.get_rect(center=(640, 56)))
        yield
        if self.page == "scores":
            yield from high_scores_steps(surface, self.app.storage, sheet=self.sheet)
        else:
            yield from statistics_steps(surface, self.app.storage, sheet=self.sheet)
