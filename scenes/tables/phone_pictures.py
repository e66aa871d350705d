"""Every picture of the phone page: each game's own (`scenes/tables/<game>/phone_art.py`, found by its
folder: a game's folder with a ``phone_art`` module plays on phones) and the seats' shapes, drawn by `scenes.services.phones.images.render_images`.

The phone server (a service) only serves a folder of PNG files; what is drawn into it is the tables'
business, so the tables hand it over: `PhoneSeats` starts the worker process that draws them as
``python -m scenes.tables.phone_pictures FOLDER`` (`scenes.services.phones.picture_cache`). A game
without phone play has no ``phone_art`` module.
"""
from __future__ import annotations

import importlib
import importlib.util
import pathlib

#: the module the picture worker runs (`PictureCache`)
WORKER = "scenes.tables.phone_pictures"


def drawers() -> dict:
    """name -> a function drawing that picture: the games' pictures (their folders by name), then
    ``seat-<i>``. (The folders, not the catalog: the catalog imports the tables, which start this.)"""
    import pkgutil

    import scenes.tables
    from scenes.services.phones.images import SEAT
    from sprites import draw, theme

    out: dict = {}
    for folder in sorted(m.name for m in pkgutil.iter_modules(scenes.tables.__path__) if m.ispkg):
        name = f"scenes.tables.{folder}.phone_art"
        if importlib.util.find_spec(name) is not None:
            out.update(importlib.import_module(name).pictures())
    for i, color in enumerate(theme.SEAT_COLORS):
        out[f"seat-{i}"] = lambda i=i, color=color: draw.seat_badge.__wrapped__(theme.seat_shape(i), color, SEAT)
    return out


def expected_names() -> list[str]:
    """Every name `render` writes, in the order it writes them."""
    return list(drawers())


def render(folder: pathlib.Path) -> list[str]:
    """Draw every phone picture into `folder` as ``<name>.png``; the names written."""
    from scenes.services.phones.images import render_images

    return render_images(folder, drawers())


if __name__ == "__main__":  # the picture worker
    import sys

    from scenes.services.phones.picture_cache import draw

    sys.exit(0 if draw(pathlib.Path(sys.argv[1]), render) else 1)
