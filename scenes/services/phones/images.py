"""The pictures of the phone page: their sizes, and `render_images(folder, drawers)`, which writes
each drawer's picture into `folder` as ``<name>.png`` (the table server serves them as
``/p/<token>/img/<name>.png``). What is drawn is the tables' business: each game's
``scenes/tables/<game>/phone_art.py`` draws its pictures with the table's own art, gathered by
`scenes.tables.phone_pictures`, at about twice the big screen's size so that they stay crisp on a
phone:

- CATsle Builders: ``catsle-<card>`` for every card (suits W G R Y B, values 1-12, e.g.
  ``catsle-R12``), ``catsle-back``, and ``catsle-suit-<suit>`` (the suit's icon, for the columns);
- Caprice: ``caprice-disc-<kind>`` (a disc in 3/4 view, as stacked on the board),
  ``caprice-tile-<kind>`` (a symbol tile) for every kind of ``game.caprice.DISCS``, and
  ``caprice-marker`` (the red bead);
- Castro: ``castro-die-1`` … ``castro-die-6``, ``castro-roof-<seat>`` in every seat colour and
  ``castro-field-<category>`` (a field's pictogram, for the board on the phone);
- ``seat-<seat>``: each seat's shape in its colour.

Nothing happens at import. The art's own caches are bypassed (``__wrapped__``) for the large
pictures, so the phone sizes do not sit in the table's caches; no display mode is needed or set
(the sprite code converts surfaces only when a display exists), so this runs headless
(``SDL_VIDEODRIVER=dummy``) and beside a running table alike. Call it from the thread that owns
pygame (fonts are not thread-safe), e.g. before the server thread starts: it takes well under a
second.
"""
from __future__ import annotations

import pathlib

__all__ = ["CARD", "DIE", "DISC", "TILE", "ROOF", "FIELD", "BEAD", "SEAT", "render_images"]

#: Pixel sizes of the pictures (about twice the big screen's).
CARD = (200, 280)      # sprites.card.CARD_SIZE is 100×140
DIE = 116              # the dice tray's dice are 58
DISC = 104             # Caprice's discs on the board (drawn so, then scaled ×2: a disc's thickness is
                       # fixed in pixels, so a disc drawn wider would look thinner than on the table)
TILE = 168             # the symbol tiles are 84
ROOF = 104             # Castro's roofs are 52 wide on the board
FIELD = (86, 56)       # a field's pictogram on an empty 96-px tile (drawn so, then scaled ×2: the
                       # pictograms cap their dice and crown sizes, so they do not grow by themselves)
BEAD = 22              # the red marker's radius (11 on the table)
SEAT = 96              # a seat's shape


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
