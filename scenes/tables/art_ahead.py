"""A table's art built ahead of need, in the frames' spare time (the app's prewarm queue).

`backdrop_job(entry)` builds a table's background a part per turn; `game_ahead(app, key)` queues, in
front of the warm-up, what game `key`'s table draws first: its background, then its `warm` jobs. The
screens that lead to a table call it (its setup, the attract loop's teaser, the table's own entry):
the art may have gone with another game's table (`scenes.tables.art_release`). Done jobs find their
pictures kept and end at once.
"""
from __future__ import annotations

from typing import Iterator


def backdrop_job(entry):
    """The table's background (its class's `Backdrop`), a part per turn, before the table's own art."""
    def job() -> Iterator[None]:
        backdrop = getattr(entry.table_class(), "backdrop", None)
        if backdrop is not None:
            yield from backdrop.steps()
    return job


def game_ahead(app, key: str, soon: bool = True) -> None:
    """Queue game `key`'s background and `warm` jobs, to run next (`soon`) or after what is queued
    (again, if they ran before)."""
    from scenes.tables.catalog import GAMES

    entry = GAMES[key]
    jobs = [(f"ahead:{key}:background", backdrop_job(entry))]
    warm = getattr(entry, "warm", None)
    if warm is not None:
        jobs += [(f"ahead:{key}:{name}", job) for name, job in warm(app)]
    for name, job in (reversed(jobs) if soon else jobs):  # (in front, each goes first: reversed)
        app.prewarm.add(name, job, soon=soon, again=True)
