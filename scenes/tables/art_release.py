"""At a table, the other games' cached art goes (the kiosk's soak: memory).

Each game's table folder caches the pictures it draws (panels, tiles, blueprints) in its modules'
`functools.lru_cache` functions and `clear_caches()`; a table may name shared modules that hold art
only its game uses (`TableScene.own_art`, e.g. Castro's turned dice in `sprites.dice`). While one game
is on show, the other games' art is of no use: about 9 MB each for Castro and CATsle. It goes when a
table of another game is entered (not when a table leaves: a lesson or a new game of the same game
finds its art kept). The next table's art is built ahead while its teaser or setup shows, and at its
entry (`scenes.tables.art_ahead.game_ahead`); what is still missing a staged entry builds a part per frame.
"""
from __future__ import annotations

import sys


def own_game_art_only(table) -> None:
    """A table of `table`'s game is entered: forget the cached art of every other game (shared modules
    it names are kept), and build its own ahead in the frames' spare time where it is missing."""
    from scenes.tables.art_ahead import game_ahead
    from scenes.tables.catalog import GAMES

    if table.app is not None:
        game_ahead(table.app, table.game_key)
    keep = set(table.own_art)
    for key, entry in GAMES.items():
        maker = entry.scene
        if key == table.game_key or getattr(maker, "module", "") not in sys.modules:
            continue  # (a game whose table was never loaded has no art cached)
        other = entry.table_class()
        _clear(f"scenes.tables.{key}.", {m for m in getattr(other, "own_art", ()) if m not in keep})


def _clear(prefix: str, shared: set) -> None:
    for name, module in list(sys.modules.items()):
        if module is None or not (name.startswith(prefix) or name in shared):
            continue
        for value in list(vars(module).values()):
            if callable(getattr(value, "cache_clear", None)) and getattr(value, "__module__", None) == name:
                value.cache_clear()
        clear = vars(module).get("clear_caches")
        if callable(clear):
            clear()
