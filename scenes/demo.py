"""The demo loop (`--demo`): AI on every seat, one game after another.

With `--game` only that game repeats; otherwise it cycles through the games
that can play themselves. While none can, the title's attract animation runs.
"""
from __future__ import annotations

from scenes.catalog import GAMES, ORDER, playable
from scenes.setup import default_seats


def demo_setup(game: str, seed: int | None = None) -> dict:
    info = GAMES[game]
    return {"game": game, "seats": default_seats(game, info.default_players, humans=0, level="normal"),
            "seed": seed, "options": {}, "demo": True}


def first_demo_scene(app):
    """The scene that starts `--demo`."""
    from scenes.title import TitleScene

    cfg = app.config
    if cfg.game:
        games = [cfg.game] if GAMES[cfg.game].available else []
    else:
        games = playable()
    if not games:
        return TitleScene(demo=True)
    setup = demo_setup(games[0], cfg.seed)
    if cfg.game and cfg.players:
        setup["seats"] = default_seats(cfg.game, cfg.players, humans=0, level=cfg.level)
    return GAMES[games[0]].make_scene(setup)


def next_demo(app, current: str) -> None:
    """Replace everything with the next demo game."""
    cfg = app.config
    if cfg.game:
        nxt = cfg.game
    else:
        games = playable() or [current]
        nxt = games[(games.index(current) + 1) % len(games)] if current in games else games[0]
    app.stack.reset(GAMES[nxt].make_scene(demo_setup(nxt)))


__all__ = ["demo_setup", "first_demo_scene", "next_demo", "ORDER"]
