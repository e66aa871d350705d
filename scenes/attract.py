"""The attract loop (`--demo`, and kiosk mode when guests walk away).

Computer players play each game for a while (`GAME_SECONDS`, or to its end),
then a teaser card introduces the next game; after the last game come the high
scores. A pulsing "Tippen zum Spielen" banner lies over everything, and any
touch, click, key or button leaves the loop for the menu (which then offers to
resume a game a guest left unfinished).
"""
from __future__ import annotations

import math

import pygame

from scenes.i18n import tr
from scenes.scene import Scene
from sprites import audit, fonts, theme
from sprites.background import backdrop
from sprites.draw import rounded_panel
from sprites.text import outlined, render, wrap

GAME_SECONDS = 45.0     # each game plays this long in the loop (or to its end)
TEASER_SECONDS = 5.0
SCORES_SECONDS = 9.0
LEAVE_KINDS = ("point_down", "select", "back", "menu", "key", "hint", "nav", "text")

_banner: dict = {}


BANNER_H = 64  # the strip lies over the top bar: a table's own texts stay free


def banner_surface() -> pygame.Surface:
    key = (tr("title.tap"), theme.version())
    if _banner.get("key") != key:
        pal = theme.palette()
        text = outlined(tr("title.tap"), "display", 40, pal["accent"], (12, 18, 40), 4)
        strip = pygame.Surface((1280, BANNER_H), pygame.SRCALPHA)
        strip.fill((*pal["shade"], 240))
        pygame.draw.line(strip, pal["accent"], (0, BANNER_H - 2), (1280, BANNER_H - 2), 3)
        strip.blit(text, text.get_rect(center=(640, BANNER_H // 2 - 1)))
        _banner.update(key=key, surface=audit.panel(strip, "banner", 240))
    return _banner["surface"]


def draw_banner(surface: pygame.Surface, t: float) -> None:
    """The invitation over the attract loop: a strip across the top, its words pulsing gently."""
    img = banner_surface()
    pulse = 0.5 + 0.5 * math.sin(t * 3.4)
    img.set_alpha(int(215 + 40 * pulse))
    surface.blit(img, (0, 0))
    img.set_alpha(None)


def clear_caches() -> None:
    _banner.clear()
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
    from scenes.catalog import playable

    cfg = app.config
    if cfg.game:
        return [cfg.game] if cfg.game in playable() else []
    return playable()


def leave(app) -> None:
    """A guest touched the screen: to the menu (which offers to resume a stored game)."""
    from scenes.menu import MenuScene

    app.sound.play("whoosh")
    app.stack.reset(MenuScene(offer=True))


def start(app) -> Scene:
    """The scene that starts the loop."""
    from scenes.title import TitleScene

    games = cycle(app)
    if not games:
        return TitleScene(demo=True)
    return game_scene(app, games[0])


def game_scene(app, game: str) -> Scene:
    from scenes.catalog import GAMES
    from scenes.demo import demo_setup
    from scenes.setup import default_seats

    cfg = app.config
    setup = demo_setup(game, cfg.seed if cfg.game else None)
    if cfg.game and cfg.players:
        setup["seats"] = default_seats(cfg.game, cfg.players, humans=0, level=cfg.level)
    return GAMES[game].make_scene(setup)


def after(app, current: str) -> None:
    """A game of the loop is done (its time is up or it ended): the next teaser, or the high scores."""
    games = cycle(app) or [current]
    if len(games) == 1:
        app.stack.reset(game_scene(app, games[0]))
        return
    i = games.index(current) if current in games else -1
    nxt = games[(i + 1) % len(games)]
    if i == len(games) - 1:
        app.stack.reset(HighScoreScene(nxt))
    else:
        app.stack.reset(TeaserScene(nxt))


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
            leave(self.app)

    @property
    def animating(self) -> bool:
        return True

    def enter(self) -> None:
        from sprites.previews import PREVIEWS

        self.preview = PREVIEWS[self.next_game]()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.preview.update(dt)
        if self.time >= self.seconds:
            self.app.stack.reset(game_scene(self.app, self.next_game))

    def draw(self, surface: pygame.Surface) -> None:
        from scenes.catalog import GAMES
        from scenes.i18n import language
        from scenes.rules_text import RULES
        pal = theme.palette()
        surface.blit(backdrop(), (0, 0))
        info = GAMES[self.next_game]
        rules = RULES[self.next_game][language()]
        k = min(1.0, self.time / 0.5)
        title = outlined(info.name, "display", 64, pal["accent"], (12, 18, 40), 5)
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
        draw_banner(surface, self.time)


class HighScoreScene(TeaserScene):
    """The café's high scores: wins by player name (today and all time); Castile's best games."""

    name = "highscores"
    seconds = SCORES_SECONDS

    def enter(self) -> None:
        """No game preview here (only the teaser shows one)."""

    def update(self, dt: float) -> None:
        Scene.update(self, dt)
        if self.time >= self.seconds:
            self.app.stack.reset(game_scene(self.app, self.next_game))

    board: pygame.Surface | None = None

    def draw(self, surface: pygame.Surface) -> None:
        if self.board is None:  # the boards are read and drawn once, the banner pulses over them
            from scenes.scores import draw_high_scores

            pal = theme.palette()
            self.board = pygame.Surface(surface.get_size()).convert() if pygame.display.get_surface() \
                else pygame.Surface(surface.get_size())
            self.board.blit(backdrop(), (0, 0))
            title = outlined(tr("scores.title"), "display", 48, pal["accent"], (12, 18, 40), 4)
            self.board.blit(title, title.get_rect(center=(640, BANNER_H + 34)))
            draw_high_scores(self.board, self.app.storage, top=BANNER_H + 70)
        surface.blit(self.board, (0, 0))
        draw_banner(surface, self.time)

    def on_language(self) -> None:
        super().on_language()
        self.board = None
