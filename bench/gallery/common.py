"""Helpers the game states share: wait for a table to rest, pass hot-seat screens, find overlays."""
from __future__ import annotations

from game.core import CHANCE


def rest(g, table, limit: int = 4000, hurry: bool = True) -> None:
    """Run until the table waits for a person (privacy screens are passed) or the game is over and shown."""
    from scenes.tables.overlays import PrivacyScene

    for i in range(limit):
        top = g.app.stack.top
        if isinstance(top, PrivacyScene):
            g.tap((640, 400))
            continue
        if top is not table:
            return
        p = table.match.actor()
        if not table.busy() and (p is None or (p != CHANCE and table.match.seats[p].is_human)):
            g.settle(300)
            return
        if hurry and i % 4 == 0:
            table.hurry()
        g.run(1)
    raise RuntimeError("the table never came to rest")


def until_top(g, kind, limit: int = 4000):
    """Run until a scene of type `kind` is on top (hurrying the table below); returns it."""
    for i in range(limit):
        top = g.app.stack.top
        if isinstance(top, kind):
            g.settle(400)
            return g.app.stack.top
        table = next((s for s in g.app.stack.scenes if hasattr(s, "match")), None)
        if table is not None and i % 4 == 0:
            table.hurry()
        g.run(1)
    raise RuntimeError(f"no {kind.__name__} appeared")
