"""One game's cached art at a time in the kiosk and the attract loop: the other games' goes (the
kiosk's soak: memory).

Each game's table folder caches the pictures it draws (panels, tiles, blueprints) in its modules'
`functools.lru_cache` functions and `clear_caches()`; a table may name shared modules that hold art
only its game uses (`TableScene.own_art`, e.g. Castro's turned dice in `sprites.dice`). While one game
is on show, the other games' art is of no use: about 9 MB each for Castro and CATsle. It goes when a
screen that leads to another game's table opens (its setup, the attract loop's teaser) or that table
is entered (not when a table leaves: a lesson or a new game of the same game finds its art kept), and
that game's art is built ahead then (`scenes.tables.art_ahead.game_ahead`); what is still missing a
staged entry builds a part per frame.
"""
from __future__ import annotations

import sys


def only_game_art(scene, key: str, soon: bool = True) -> None:
    """`scene` leads to game `key`'s table (its setup, the attract loop's teaser) or is that table. In
    the café's kiosk and the attract loop (`--kiosk`, `--demo`: a small Pi, running for months), forget
    the cached art of every other game (shared modules `key`'s table names are kept) and build its own
    ahead in the frames' spare time where it is missing (`soon`: before the warm-up's other work; a
    table's own entry queues it behind what the table asked for first). Elsewhere every game's art is
    kept (a lesson after another game drew its art in its own frames: up to 11 ms), and a rehearsal of
    the warm-up changes nothing."""
    from scenes.tables.art_ahead import game_ahead
    from scenes.tables.catalog import GAMES

    app = scene.app
    if app is None or scene.rehearsing or not (app.config.kiosk or app.config.demo):
        return
    keep = set(_own_art(GAMES[key])) if key in GAMES else set()
    for other, entry in GAMES.items():
        if other != key:
            _clear(f"scenes.tables.{other}.", {m for m in _own_art(entry) if m not in keep})
    if key in GAMES:
        game_ahead(app, key, soon)


def _own_art(entry) -> tuple:
    """The shared modules whose art only this game's table draws ((): its table was never loaded)."""
    maker = entry.scene
    if isinstance(maker, type):
        return getattr(maker, "own_art", ())
    if getattr(maker, "module", "") not in sys.modules:
        return ()
    return getattr(entry.table_class(), "own_art", ())


def _clear(prefix: str, shared: set) -> None:
    from sprites.caches import clear_modules

    clear_modules(lambda name: name.startswith(prefix) or name in shared)
