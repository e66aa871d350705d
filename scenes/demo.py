"""Demo games: the setup of a computer-only game for the attract loop (`scenes.attract`).

`first_demo_scene` and `next_demo` are the loop's entry points (kept here for
the boot and the results screen); the loop itself lives in `scenes.attract`.
"""
from __future__ import annotations

from scenes.catalog import GAMES, ORDER, playable
from scenes.setup import default_seats


def demo_setup(game: str, seed: int | None = None) -> dict:
    info = GAMES[game]
    return {"game": game, "seats": default_seats(game, info.default_players, humans=0, level="normal"),
            "seed": seed, "options": {}, "demo": True, "attract": True}


def first_demo_scene(app):
    """The scene that starts `--demo` (and the kiosk's attract loop)."""
    from scenes import attract

    return attract.start(app)


def next_demo(app, current: str) -> None:
    """A demo game is over: the loop goes on."""
    from scenes import attract

    attract.after(app, current)


__all__ = ["demo_setup", "first_demo_scene", "next_demo", "ORDER"]
