"""The catalog: the games of the cabinet, one line each.

A game is a rules package (`game/<key>/`, exporting `GAME`, its description) and a table folder
(`scenes/tables/<key>/`, exporting `TABLE`). Adding a game is a package, a folder and one more line
in `ENTRIES`. The menu, setup, rules screen, attract loop, high scores, boot, `main.py`, the bench
and the gallery read the games from here. `register` adds a game while the program runs (the tests
register a fifth game this way); `unregister` takes it away again.
"""
from __future__ import annotations

from scenes.tables import caprice, castile, castro, catsle
from scenes.tables.entry import TableEntry

ENTRIES: list[TableEntry] = [castro.TABLE, catsle.TABLE, caprice.TABLE, castile.TABLE]

GAMES: dict[str, TableEntry] = {}
ORDER: list[str] = []


def register(entry: TableEntry) -> None:
    if entry.key not in GAMES:
        ORDER.append(entry.key)
    GAMES[entry.key] = entry


def unregister(key: str) -> None:
    GAMES.pop(key, None)
    if key in ORDER:
        ORDER.remove(key)


def reset() -> None:
    """Back to the games of `ENTRIES`."""
    GAMES.clear()
    ORDER.clear()
    for entry in ENTRIES:
        register(entry)


reset()
