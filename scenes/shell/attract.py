"""The attract loop (`--demo`, and kiosk mode when guests walk away).

Computer players play each game for a while (`GAME_SECONDS`, or to its end),
then a teaser card introduces the next game; after the last game come the high
scores. A pulsing "Tippen zum Spielen" banner lies over everything, and any
touch, click, key or button leaves the loop for the menu (which then offers to
resume a game a guest left unfinished).
"""
from __future__ import annotations


import pygame

from scenes.engine import reports
from scenes.engine.scene import Scene
from scenes.services.data_place import staff_notice
from scenes.services.i18n import language, tr
from scenes.services.rules_book import rules_for
from scenes.services.seat_names import default_seats
from scenes.shell.scores import draw_high_scores
from scenes.shell.scores import sheets as score_sheets
from scenes.tables.catalog import GAMES, ORDER
from scenes.tables.entry import ATTRACT_LEAVE_KINDS, ATTRACT_SECONDS
from sprites import banner, fonts, theme
from sprites.background import backdrop
from sprites.draw import rounded_panel
from sprites.text import outlined, render, wrap

GAME_SECONDS = ATTRACT_SECONDS  # each game plays this long in the loop (or to its end)
TEASER_SECONDS = 5.0
SCORES_SECONDS = 9.0
CYCLE_REPORT_AT = 4.0  # seconds into the high scores: the soak's report of each round (the table left)
LEAVE_KINDS = ATTRACT_LEAVE_KINDS

BANNER_H = banner.HEIGHT


def draw_banner(surface: pygame.Surface, t: float, app=None) -> None:
    """The invitation over the attract loop's cards (and a warning for the staff, if any)."""
    banner.draw_banner(surface, t, tr("title.tap"), tr("lesson.attract"), staff_notice(app))


def clear_caches() -> None:
    _panels.clear()


_panels: dict = {}


def _teaser_panel(size: tuple[int, int]) -> pygame.Surface:
    key = (size, theme.version())
    if key not in _panels:
        pal = theme.palette()
        _panels.clear()
        _panels[key] = rounded_panel(size, pal["panel"], 20, 2, pal["panel_edge"], 235)
    return _panels[key]


def cycle(app) -> list[str]:
    cfg = app.config
    if cfg.game:
        return [cfg.game] if cfg.game in GAMES else []
    return list(ORDER)


def leave(app, action=None) -> None:
    """A guest touched the screen: to the menu (which offers to resume a stored game), or, touching
    the banner's "Neu hier?", to the menu of lessons."""
    app.sound.play("whoosh")
    if action is not None and action.kind == "point_down" and banner.LEARN_RECT.collidepoint(action.pos):
        app.router.reset("menu", learn=True)
        return
    app.router.reset("menu", offer=True)


def start(app) -> Scene:
    """The scene that starts the loop. The guests have gone: a mute one of them chose ends with
    them (the owner's setting holds again)."""
    app.music.muted = not app.settings.music
    games = cycle(app)
    if not games:
        return app.router.make("title", demo=True)
    return game_scene(app, games[0])


def demo_setup(game: str, seed: int | None = None) -> dict:
    """The setup of a computer-only game of the loop."""
    info = GAMES[game]
    return {"game": game, "seats": default_seats(info.default_players, humans=0, level="normal"),
            "seed": seed, "options": {}, "demo": True, "attract": True}


def game_scene(app, game: str) -> Scene:
    cfg = app.config
    setup = demo_setup(game, cfg.seed if cfg.game else None)
    if cfg.game and cfg.players:
        setup["seats"] = default_seats(cfg.players, humans=0, level=cfg.level)
    return GAMES[game].make_scene(setup)


def next_scene(app, current: str) -> Scene:
    """A game of the loop is done (its time is up or it ended): the next teaser, or the high scores."""
    games = cycle(app) or [current]
    if len(games) == 1:
        return game_scene(app, games[0])
    i = games.index(current) if current in games else -1
    nxt = games[(i + 1) % len(games)]
    if i == len(games) - 1:
        return HighScoreScene(nxt)
    return TeaserScene(nxt)


class TeaserScene(Scene):
    """A card of the loop: a short rule teaser for the next game. Any input leaves the loop;
    after `seconds` the next game starts."""

    name = "teaser"
    seconds = TEASER_SECONDS
    attract = True

    def __init__(self, next_game: str) -> None:
        super().__init__()
        self.next_game = next_game

    def handle(self, action) -> None:
        if action.kind in LEAVE_KINDS:
            leave(self.app, action)

    @property
    def animating(self) -> bool:
        return True

    def enter(self) -> None:
        self.preview = GAMES[self.next_game].make_preview()
        from scenes.tables.art_release import only_game_art

        only_game_art(self, self.next_game)  # (its table comes next)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.preview.update(dt)
        if self.time >= self.seconds:
            self.app.stack.reset(game_scene(self.app, self.next_game))

    def draw(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        surface.blit(backdrop(), (0, 0))
        info = GAMES[self.next_game]
        rules = rules_for(self.next_game, language())
        k = min(1.0, self.time / 0.5)
        title = outlined(info.title, "display", 64, pal["accent"], (12, 18, 40), 5)
        surface.blit(title, title.get_rect(center=(640, 120 - int((1 - k) * 60))))
        tag = render(rules["tagline"], "bold", 26, pal["text"])
        surface.blit(tag, tag.get_rect(center=(640, 190)))
        self.preview.draw(surface, (640 - 136, 228))
        lines = wrap(rules["teaser"], "text", 24, 900)[:4]
        box = pygame.Rect(0, 0, 960, 32 * len(lines) + 70)
        box.midtop = (640, 446)
        surface.blit(_teaser_panel(box.size), box)  # the words stand on a panel, not on the skyline
        y = box.y + 14
        for line in lines:
            t = render(line, "text", 24, pal["text"])
            surface.blit(t, t.get_rect(midtop=(640, y)))
            y += 32
        players = render(rules["players"], "bold", fonts.BODY, pal["accent"])
        surface.blit(players, players.get_rect(midtop=(640, y + 6)))
        draw_banner(surface, self.time, self.app)


class HighScoreScene(TeaserScene):
    """The café's high scores: wins by player name (today and all time); Castile's best games.
    With more games than one sheet holds, each sheet stands `SCORES_SECONDS` in turn."""

    name = "highscores"

    def __init__(self, next_game: str) -> None:
        super().__init__(next_game)
        self.seconds = SCORES_SECONDS * score_sheets()
        self.sheet = 0

    def enter(self) -> None:
        """No game preview here (only the teaser shows one)."""

    def update(self, dt: float) -> None:
        Scene.update(self, dt)
        if self.time >= CYCLE_REPORT_AT and not self.reported and self.app is not None:
            self.reported = True  # (the soak's memory at the same moment of each round)
            reports.cycle(self.app.frame)
        if self.time >= self.seconds:
            self.app.stack.reset(game_scene(self.app, self.next_game))
            return
        sheet = min(int(self.time // SCORES_SECONDS), score_sheets() - 1)
        if sheet != self.sheet:
            self.sheet, self.board = sheet, None

    board: pygame.Surface | None = None
    reported = False

    def draw(self, surface: pygame.Surface) -> None:
        if self.board is None:  # the boards are read and drawn once per sheet, the banner pulses over them
            pal = theme.palette()
            self.board = pygame.Surface(surface.get_size()).convert() if pygame.display.get_surface() \
                else pygame.Surface(surface.get_size())
            self.board.blit(backdrop(), (0, 0))
            title = outlined(tr("scores.title"), "display", 48, pal["accent"], (12, 18, 40), 4)
            self.board.blit(title, title.get_rect(center=(640, BANNER_H + 34)))
            draw_high_scores(self.board, self.app.storage, top=BANNER_H + 70, sheet=self.sheet)
        surface.blit(self.board, (0, 0))
        draw_banner(surface, self.time, self.app)

    def on_language(self) -> None:
        super().on_language()
        self.board = None
