"""The setup screen of a game: how many players, and for each seat a name,
human or computer, and the computer's level. Seat colours and shapes follow
STYLE.md. The last setup of each game is remembered in storage.
"""
from __future__ import annotations

import pygame

from scenes.catalog import GAMES
from scenes.i18n import tr
from scenes.rules_text import rules_for
from scenes.ui_scene import UIScene
from sprites import fonts, theme
from sprites.background import backdrop
from sprites.draw import rounded_panel, seat_badge
from sprites.text import outlined, render
from sprites.widgets import Button, Choice

LEVELS = ["easy", "normal", "hard"]
AI_NAMES = ["Ritter Kuno", "Gräfin Gisela", "Baron Balduin", "Knappe Kurt", "Zofe Zora"]
MAX_NAME = 14


_icons: dict = {}


def swap_icon() -> pygame.Surface:
    """Two arrows, one each way: this button switches between human and computer."""
    key = theme.version()
    if key not in _icons:
        col = theme.palette()["accent"]
        icon = pygame.Surface((26, 24), pygame.SRCALPHA)
        pygame.draw.line(icon, col, (2, 7), (20, 7), 3)
        pygame.draw.polygon(icon, col, [(24, 7), (17, 1), (17, 13)])
        pygame.draw.line(icon, col, (6, 17), (24, 17), 3)
        pygame.draw.polygon(icon, col, [(2, 17), (9, 11), (9, 23)])
        _icons.clear()
        _icons[key] = icon
    return _icons[key]


def default_seats(game: str, players: int, humans: int = 1, level: str = "normal") -> list[dict]:
    seats = []
    for i in range(players):
        if i < humans:
            seats.append({"kind": "human", "level": level, "name": tr("name.player", n=i + 1)})
        else:
            seats.append({"kind": "ai", "level": level, "name": AI_NAMES[i % len(AI_NAMES)]})
    return seats


def setup_from_config(cfg) -> dict:
    """The setup a command line asks for (--game, --players, --humans, --level, --seed, --demo)."""
    info = GAMES[cfg.game]
    players = cfg.players or info.default_players
    humans = 0 if cfg.demo else (cfg.humans if cfg.humans is not None else 1)
    return {"game": cfg.game, "seats": default_seats(cfg.game, players, min(humans, players), cfg.level),
            "seed": cfg.seed, "options": {}, "demo": cfg.demo}


class SetupScene(UIScene):
    name = "setup"

    def __init__(self, game: str) -> None:
        super().__init__()
        self.game = game
        self.info = GAMES[game]
        self.seats: list[dict] = []

    def enter(self) -> None:
        stored = self.app.storage.get_setting(f"setup.{self.game}") if self.app.storage else None
        info = self.info
        seats = stored.get("seats") if isinstance(stored, dict) else None
        if not self._valid(seats):
            seats = default_seats(self.game, info.default_players)
        self.all_seats = [dict(s) for s in seats]
        while len(self.all_seats) < info.max_players:
            i = len(self.all_seats)
            self.all_seats.append({"kind": "ai", "level": "normal", "name": AI_NAMES[i % len(AI_NAMES)]})
        self.count = len(seats)
        self.build()

    def _valid(self, seats) -> bool:
        if not isinstance(seats, list) or not self.info.min_players <= len(seats) <= self.info.max_players:
            return False
        for s in seats:
            if not isinstance(s, dict) or s.get("kind") not in ("human", "ai") or s.get("level") not in LEVELS:
                return False
            if not isinstance(s.get("name"), str) or not s["name"].strip():
                return False
        return True

    @property
    def current(self) -> list[dict]:
        return self.all_seats[:self.count]

    def build(self) -> None:
        keep_focus = self.focus
        self.widgets = []
        info = self.info
        x0, y = 150, 128
        if info.min_players != info.max_players:
            counts = list(range(info.min_players, info.max_players + 1))
            self.add(Choice((x0, y, 980, 64), lambda: tr("setup.players"), counts, counts.index(self.count),
                            self.set_count, wrap_around=False, value_width=120))
        y += 82
        self.rows_y = []
        for i in range(self.count):
            seat = self.all_seats[i]
            self.rows_y.append(y)
            self.add(Button((x0 + 76, y, 330, 64), lambda i=i: self.all_seats[i]["name"],
                            lambda i=i: self.edit_name(i), style="ghost", size_px=26))
            kind = self.add(Button((x0 + 420, y, 300, 64), lambda i=i: tr(f"setup.{self.all_seats[i]['kind']}"),
                                   lambda i=i: self.set_kind(i, "ai" if self.all_seats[i]["kind"] == "human"
                                                             else "human"),
                                   size_px=26, icon=swap_icon()))
            kind.role = "kind"
            lvl = Choice((x0 + 734, y, 246, 64), "", LEVELS, LEVELS.index(seat["level"]),
                         lambda v, i=i: self.set_level(i, v), text_of=lambda v: tr(f"setup.level.{v}"),
                         wrap_around=False, value_width=118)
            lvl.visible = seat["kind"] == "ai"
            self.add(lvl)
            y += 76
        by = 624
        self.add(Button((x0, by, 240, 64), lambda: tr("btn.back"), self.on_back))
        self.add(Button((x0 + 260, by, 240, 64), lambda: tr("btn.rules"), self.open_rules))
        start = Button((x0 + 980 - 380, by, 380, 64),
                       lambda: tr("btn.start") if self.info.available else tr("menu.soon"),
                       self.start, style="primary", enabled=self.info.available)
        self.start_btn = self.add(start)
        order = self.focusables()
        self.focus = keep_focus if keep_focus in order else (self.widgets.index(start) if info.available
                                                             else order[0])
        self._texts()

    def _texts(self) -> None:
        pal = theme.palette()
        name = rules_for(self.game, "de")["name"]
        self.title = outlined(tr("setup.title", game=name), "display", fonts.TITLE - 8, pal["text"], (12, 18, 40), 4)
        self.panel = rounded_panel((1010, 480), pal["panel"], 24, 2, pal["panel_edge"], alpha=140)
        self.solo = render(tr("setup.solo"), "bold", fonts.BODY, pal["muted"])
        self.soon = render(tr("setup.soon"), "bold", fonts.BODY, pal["accent"])

    def on_language(self) -> None:
        super().on_language()
        self._texts()

    # changes
    def set_count(self, n) -> None:
        self.count = int(n)
        self.build()
        self.remember()

    def set_kind(self, i: int, kind) -> None:
        self.all_seats[i]["kind"] = kind
        if kind == "human" and self.all_seats[i]["name"] in AI_NAMES:
            self.all_seats[i]["name"] = tr("name.player", n=i + 1)
        elif kind == "ai" and self.all_seats[i]["name"].startswith(tr("name.player", n="").strip()):
            self.all_seats[i]["name"] = AI_NAMES[i % len(AI_NAMES)]
        self.build()
        self.remember()

    def set_level(self, i: int, level) -> None:
        self.all_seats[i]["level"] = level
        self.remember()

    def edit_name(self, i: int) -> None:
        from scenes.keyboard import KeyboardScene

        def done(text: str) -> None:
            text = text.strip()[:MAX_NAME]
            if text:
                self.all_seats[i]["name"] = text
                self.remember()
        self.app.stack.push(KeyboardScene(tr("setup.edit_name", seat=i + 1), self.all_seats[i]["name"], done,
                                          max_len=MAX_NAME))

    def remember(self) -> None:
        if self.app.storage is not None:
            self.app.storage.set_setting(f"setup.{self.game}", {"seats": self.current})

    def open_rules(self) -> None:
        from scenes.rules import RulesScene

        self.app.stack.push(RulesScene(self.game, overlay=True))

    def start(self) -> None:
        if not self.info.available:
            return
        self.remember()
        setup = {"game": self.game, "seats": [dict(s) for s in self.current], "seed": None, "options": {}}
        self.app.stack.replace(self.info.make_scene(setup))

    def draw_static(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(skyline=False), (0, 0))
        surface.blit(self.title, self.title.get_rect(midtop=(640, 22)))
        surface.blit(self.panel, (135, 112))
        if self.info.min_players == self.info.max_players:
            surface.blit(self.solo, (165, 144))
        if self.game == "castile" and self.info.available:
            from scenes.castile_menu import draw_stats

            draw_stats(surface, self.app.storage, pygame.Rect(165, 300, 600, 270))
        for i, y in enumerate(self.rows_y):
            badge = seat_badge(theme.seat_shape(i), theme.seat_color(i), 48)
            surface.blit(badge, (160, y + 6))
        if not self.info.available:
            surface.blit(self.soon, self.soon.get_rect(midbottom=(640, 612)))
