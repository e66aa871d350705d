"""The setup screen of a game: how many players, and for each seat a name,
human or computer, and the computer's level. Seat colours and shapes follow
STYLE.md. The last setup of each game is remembered in storage. A patience
(one player) has no computer seat. Where the seats leave room, the game shows
itself: its live preview and a few lines of what it is about. A game's table
options (`TableEntry.table_options`, e.g. Castro's real dice) are switches
beside the player count; they go into the setup dict and are remembered too.
"""
from __future__ import annotations

from typing import Iterator

import pygame

from scenes.kit.keyboard import KeyboardScene
from scenes.kit.ui_scene import UIScene
from scenes.services.i18n import language, tr
from scenes.services.rules_book import rules_for
from scenes.services.seat_names import ai_name, default_seats, is_default, player_name, shown
from scenes.tables.catalog import GAMES
from sprites import fonts, theme
from sprites.background import backdrop
from sprites.draw import seat_badge
from sprites.previews import H as PREVIEW_H
from sprites.previews import W as PREVIEW_W
from sprites.text import outlined, render, wrap
from sprites.widgets import Button, Choice, Panel, Toggle, cached_panel

LEVELS = ["easy", "normal", "hard"]
PANEL = pygame.Rect(135, 112, 1010, 480)
MAX_NAME = 14
OPTION_W = 380  # a table option's switch, beside the player count


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


def where_icon(phone: bool) -> pygame.Surface:
    """A phone (this person plays on their own phone) or a screen (at the big screen)."""
    key = ("phone" if phone else "screen", theme.version())
    if key not in _icons:
        col = theme.palette()["accent"]
        icon = pygame.Surface((26, 26), pygame.SRCALPHA)
        if phone:
            pygame.draw.rect(icon, col, (7, 1, 13, 24), 3, border_radius=4)
            pygame.draw.line(icon, col, (11, 20), (15, 20), 2)
        else:
            pygame.draw.rect(icon, col, (1, 3, 24, 15), 3, border_radius=3)
            pygame.draw.line(icon, col, (13, 18), (13, 23), 3)
            pygame.draw.line(icon, col, (7, 24), (19, 24), 3)
        _icons[key] = icon
    return _icons[key]


def setup_from_config(cfg) -> dict:
    """The setup a command line asks for (--game, --players, --humans, --level, --seed, --demo, and the
    game's table options such as --real-dice)."""
    info = GAMES[cfg.game]
    players = cfg.players or info.default_players
    humans = 0 if cfg.demo else (cfg.humans if cfg.humans is not None else 1)
    seats = default_seats(players, min(humans, players), cfg.level)
    if getattr(cfg, "phones", False) and info.phone is not None:  # (a game without a phone page: at the screen)
        for seat in seats:
            seat["phone"] = seat["kind"] == "human"
    setup = {"game": cfg.game, "seats": seats, "seed": cfg.seed, "options": {}, "demo": cfg.demo}
    asked = getattr(cfg, "table_options", None) or {}
    for option in info.table_options:
        if asked.get(option.key):
            setup[option.key] = True
    return setup


class SetupScene(UIScene):
    name = "setup"
    #: its outlined title (px, outline width), one text per game; the warm-up draws the stroke's
    #: glyphs ahead of the first setup (`warmup.stroke_steps`)
    STROKES = ((fonts.TITLE - 8, 4),)

    def __init__(self, game: str) -> None:
        super().__init__()
        self.game = game
        self.info = GAMES[game]
        self.seats: list[dict] = []

    def enter(self) -> None:
        self.preview = self.info.make_preview()
        from scenes.tables.art_release import only_game_art

        only_game_art(self, self.game)  # (its table comes next)
        stored = self.app.storage.get_setting(f"setup.{self.game}") if self.app.storage else None
        info = self.info
        seats = stored.get("seats") if isinstance(stored, dict) else None
        if not self._valid(seats):
            seats = default_seats(info.default_players)
        self.all_seats = [dict(s) for s in seats]
        while len(self.all_seats) < info.max_players:
            i = len(self.all_seats)
            self.all_seats.append({"kind": "ai", "level": "normal", "name": ai_name(i)})
        self.count = len(seats)
        table = stored.get("table") if isinstance(stored, dict) else None
        table = table if isinstance(table, dict) else {}
        self.table_choices = {o.key: table.get(o.key) is True for o in info.table_options}
        self.build()

    def _valid(self, seats) -> bool:
        if not isinstance(seats, list) or not self.info.min_players <= len(seats) <= self.info.max_players:
            return False
        for s in seats:
            if not isinstance(s, dict) or s.get("kind") not in ("human", "ai") or s.get("level") not in LEVELS:
                return False
            if not isinstance(s.get("name"), str) or not s["name"].strip():
                return False
            if not isinstance(s.get("phone", False), bool):
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
        options = info.table_options
        beside = len(options) * (OPTION_W + 16)  # the table options sit right of the player count
        if info.min_players != info.max_players:
            counts = list(range(info.min_players, info.max_players + 1))
            self.add(Choice((x0, y, 980 - beside, 64), lambda: tr("setup.players"), counts, counts.index(self.count),
                            self.set_count, wrap_around=False, value_width=120))
        for k, option in enumerate(options):
            switch = Toggle((x0 + 980 - beside + 16 + k * (OPTION_W + 16), y, OPTION_W, 64),
                            lambda o=option: tr(o.label_key), self.table_choices[option.key],
                            lambda on, o=option: self.set_option(o.key, on))
            switch.role = option.key
            self.add(switch)
        y += 82
        self.rows_y = []
        for i in range(self.count):
            seat = self.all_seats[i]
            self.rows_y.append(y)
            self.add(Button((x0 + 76, y, 330, 64), lambda i=i: shown(self.all_seats[i], i),
                            lambda i=i: self.edit_name(i), style="ghost", size_px=26))
            y += 76
            if info.max_players == 1:
                continue  # a patience is played by a person: no computer to choose
            kind = self.add(Button((x0 + 420, y - 76, 300, 64),
                                   lambda i=i: tr(f"setup.{self.all_seats[i]['kind']}"),
                                   lambda i=i: self.set_kind(i, "ai" if self.all_seats[i]["kind"] == "human"
                                                             else "human"),
                                   size_px=26, icon=swap_icon()))
            kind.role = "kind"
            lvl = Choice((x0 + 734, y - 76, 246, 64), "", LEVELS, LEVELS.index(seat["level"]),
                         lambda v, i=i: self.set_level(i, v), text_of=lambda v: tr(f"setup.level.{v}"),
                         wrap_around=False, value_width=118)
            lvl.visible = seat["kind"] == "ai"
            self.add(lvl)
            if self.phones_offered():  # a person plays here at the screen, or on their own phone
                where = self.add(Button((x0 + 734, y - 76, 246, 64), lambda i=i: self.where_label(i),
                                        lambda i=i: self.toggle_phone(i), size_px=26,
                                        icon=where_icon(bool(seat.get("phone")))))
                where.role = "where"
                where.visible = seat["kind"] == "human"
        by = 624
        if info.has_lesson:  # newcomers are offered the game's lesson beside the rules
            self.add(Button((x0, by, 170, 64), lambda: tr("btn.back"), self.on_back))
            self.add(Button((x0 + 183, by, 170, 64), lambda: tr("btn.rules"), self.open_rules))
            self.lesson_btn = self.add(Button((x0 + 366, by, 400, 64), lambda: tr("lesson.offer"),
                                              self.open_lesson, size_px=22))
            start = Button((x0 + 980 - 200, by, 200, 64), lambda: tr("btn.start"), self.start, style="primary")
        else:
            self.add(Button((x0, by, 240, 64), lambda: tr("btn.back"), self.on_back))
            self.add(Button((x0 + 260, by, 240, 64), lambda: tr("btn.rules"), self.open_rules))
            start = Button((x0 + 980 - 380, by, 380, 64), lambda: tr("btn.start"), self.start, style="primary")
        self.start_btn = self.add(start)
        order = self.focusables()
        self.focus = keep_focus if keep_focus in order else self.widgets.index(start)
        self.free = self._free_room(y)
        self._texts()

    def _free_room(self, rows_end: int) -> pygame.Rect:
        """The part of the panel the seats leave empty (the game's preview and teaser go there)."""
        if self.info.max_players == 1:  # a patience: its statistics on the left, the room on the right
            return pygame.Rect(PANEL.x + 670, 300, PANEL.right - 20 - (PANEL.x + 670), PANEL.bottom - 316)
        top = rows_end + 6
        return pygame.Rect(PANEL.x + 30, top, PANEL.w - 60, PANEL.bottom - 16 - top)

    def _texts(self) -> None:
        pal = theme.palette()
        name = self.info.title
        (px, edge), = self.STROKES
        self.title = outlined(tr("setup.title", game=name), "display", px, pal["text"], (12, 18, 40), edge)
        self.panel = panel_art()
        self.solo = render(tr("setup.solo"), "bold", fonts.BODY, pal["muted"])
        self.teaser = self._teaser_layout()

    def _teaser_layout(self) -> list[tuple[pygame.Surface, tuple[int, int]]]:
        """The teaser lines placed in the free room, beside the preview or below it, or alone. The whole
        teaser is shown where it can be: with the preview in the body size, else in the small one,
        else without the preview; only a room too small for all of these cuts it (at a word)."""
        room = self.free
        self.preview_at = None
        self.teaser_cut = False
        if room.h < 2 * 30:  # (the seats fill the panel: the rules say it all)
            return []
        words = rules_for(self.game, language())["teaser"]
        tries = []
        if room.h >= PREVIEW_H and room.w >= PREVIEW_W:
            if room.w >= PREVIEW_W + 300:  # side by side
                beside = pygame.Rect(room.x + PREVIEW_W + 28, room.y, room.w - PREVIEW_W - 28, room.h)
                at = (room.x, room.y + (room.h - PREVIEW_H) // 2)
                tries += [(at, beside, fonts.BODY, 30), (at, beside, fonts.SMALL, 25)]
            elif room.h >= PREVIEW_H + 2 * 30 + 12:  # one above the other
                below = pygame.Rect(room.x, room.y + PREVIEW_H + 12, room.w, room.h - PREVIEW_H - 12)
                at = (room.centerx - PREVIEW_W // 2, room.y)
                tries += [(at, below, fonts.BODY, 30), (at, below, fonts.SMALL, 25)]
        tries.append((None, room.copy(), fonts.BODY, 30))
        for at, text_box, px, step in tries:
            lines = list(wrap(words, "text", px, text_box.w))
            if len(lines) <= text_box.h // step:
                break
        else:  # (not even the whole room holds it: cut at a word, and say so)
            lines = lines[:text_box.h // step]
            lines[-1] = lines[-1].rstrip(" ,;:") + " …"
            self.teaser_cut = True
        self.preview_at = at
        pal = theme.palette()
        y = text_box.y + max(0, (text_box.h - step * len(lines)) // 2)
        out = []
        for line in lines:
            out.append((render(line, "text", px, pal["text"]), (text_box.x, y)))
            y += step
        return out

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
        if kind == "ai":
            self.all_seats[i].pop("phone", None)
        if is_default(self.all_seats[i]["name"]):  # a typed name stays; a default one follows the kind
            self.all_seats[i]["name"] = player_name(i) if kind == "human" else ai_name(i)
        self.build()
        self.remember()

    def phones_offered(self) -> bool:
        """The owner allows phone play, and the game has a phone page (its catalog line's `phone`)."""
        return self.app is not None and self.app.settings.phones and self.info.phone is not None

    def where_label(self, i: int) -> str:
        return tr("setup.where.phone") if self.all_seats[i].get("phone") else tr("setup.where.screen")

    def toggle_phone(self, i: int) -> None:
        self.all_seats[i]["phone"] = not self.all_seats[i].get("phone")
        self.build()
        self.remember()

    def set_option(self, key: str, on: bool) -> None:
        self.table_choices[key] = bool(on)
        self.remember()

    def set_level(self, i: int, level) -> None:
        self.all_seats[i]["level"] = level
        self.remember()

    def edit_name(self, i: int) -> None:
        def done(text: str) -> None:
            text = text.strip()[:MAX_NAME]
            if text:
                self.all_seats[i]["name"] = text
                self.remember()
        self.app.stack.push(KeyboardScene(tr("setup.edit_name", seat=i + 1), self.all_seats[i]["name"], done,
                                          max_len=MAX_NAME))

    def remember(self) -> None:
        if self.app.storage is not None:
            self.app.storage.set_setting(f"setup.{self.game}", {"seats": self.current,
                                                                 "table": dict(self.table_choices)})

    def open_rules(self) -> None:
        self.app.router.push("rules", game=self.game, overlay=True, offer_lesson=True)

    def open_lesson(self) -> None:
        """The game's lesson ("Lernpartie"): a short fixed game with the coach."""
        self.app.sound.play("whoosh")
        self.app.router.reset("lesson", game=self.game)

    def start(self) -> None:
        self.remember()
        seats = [dict(s) for s in self.current]
        for seat in seats:  # phone seats only while the owner allows phone play
            seat["phone"] = bool(seat.get("phone")) and seat["kind"] == "human" and self.phones_offered()
        setup = {"game": self.game, "seats": seats, "seed": None, "options": {}}
        setup.update(self.table_choices)  # table options (Castro's real dice): kept by the autosave
        self.app.router.replace("table", setup=setup)

    PREVIEW_SECONDS = 8.0  # the preview plays for a while, then rests (the screen may wait long)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.preview_at is not None and self.time < self.PREVIEW_SECONDS:
            self.preview.update(dt)

    def has_dynamic(self) -> bool:
        return self.preview_at is not None and self.time < self.PREVIEW_SECONDS

    def draw_dynamic(self, surface: pygame.Surface) -> None:
        if self.preview_at is not None:
            self.preview.draw(surface, self.preview_at)

    def draw_static(self, surface: pygame.Surface) -> None:
        for _ in self.static_steps(surface):
            pass

    def static_steps(self, surface: pygame.Surface) -> Iterator[None]:
        """The backdrop, panel and teaser, then the still preview, then the game's own block (a
        staged entry and the warm-up spread them over frames)."""
        surface.blit(backdrop(skyline=False), (0, 0))
        surface.blit(self.title, self.title.get_rect(midtop=(640, 22)))
        self.panel.draw(surface, PANEL)
        for img, pos in self.teaser:
            surface.blit(img, pos)
        yield
        if self.preview_at is not None and not self.has_dynamic():
            self.preview.draw(surface, self.preview_at)
            yield
        if self.info.min_players == self.info.max_players:
            surface.blit(self.solo, (165, 144))
        if self.info.setup_panel is not None:  # a game's own block (Castile: its statistics)
            self.info.setup_panel(surface, self.app.storage, pygame.Rect(165, 300, 600, 270))
            yield
        for i, y in enumerate(self.rows_y):
            badge = seat_badge(theme.seat_shape(i), theme.seat_color(i), 48)
            surface.blit(badge, (160, y + 6))


def panel_art() -> Panel:
    """The translucent panel behind the setup's rows (the same for every game; cached)."""
    pal = theme.palette()
    return cached_panel(PANEL.size, pal["panel"], 24, 2, pal["panel_edge"], alpha=140)


def clear_caches() -> None:
    """Forget the surfaces made here (pygame restarted, or the audit switched on)."""
    _icons.clear()
