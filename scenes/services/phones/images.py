"""The pictures of the phone page: `render_images(folder, drawers)`, which writes each drawer's
picture into `folder` as ``<name>.png`` (the table server serves them as ``/p/<token>/img/<name>.png``),
and the seats' shape's size. What is drawn is the tables' business: each game's
``scenes/tables/<game>/phone_art.py`` draws its pictures (named ``<game>-…``, at sizes of its own,
about twice the big screen's so that they stay crisp on a phone) with the table's own art, gathered
with ``seat-<seat>`` (each seat's shape in its colour) by `scenes.tables.phone_pictures`.

Nothing happens at import. The art's own caches are bypassed (``__wrapped__``) for the large
pictures, so the phone sizes do not sit in the table's caches; no display mode is needed or set
(the sprite code converts surfaces only when a display exists), so this runs headless
(``SDL_VIDEODRIVER=dummy``) and beside a running table alike. Call it from the thread that owns
pygame (fonts are not thread-safe), e.g. before the server thread starts: it takes well under a
second.
"""
from __future__ import annotations

import pathlib

__all__ = ["SEAT", "render_images"]

#: Pixel size of a seat's shape (the games' own pictures have their sizes in their phone_art.py).
SEAT = 96


def render_images(folder: pathlib.Path, drawers: dict) -> list[str]:
    """Draw every picture of `drawers` (name -> a function returning its surface) into `folder` (created if
    missing) as ``<name>.png``; the names written, in the drawers' order.

    Works without a display (nothing is converted then) and beside the table's display alike.
    """
    import pygame

    folder = pathlib.Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    written: list[str] = []
    for name, drawer in drawers.items():
        pygame.image.save(drawer(), str(folder / f"{name}.png"))
        written.append(name)
    return written
