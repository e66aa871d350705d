"""Castro's pictures for the phone page, drawn by the table's own art: ``castro-die-1`` … ``castro-die-6``,
``castro-roof-<seat>`` in every seat colour and ``castro-field-<category>`` (a field's pictogram, for the
board on the phone)."""
from __future__ import annotations

#: pixel sizes on the phone (about twice the big screen's)
DIE = 116              # the dice tray's dice are 58
ROOF = 104             # the roofs are 52 wide on the board
FIELD = (86, 56)       # a field's pictogram on an empty 96-px tile (drawn so, then scaled ×2: the
                       # pictograms cap their dice and crown sizes, so they do not grow by themselves)


def pictures() -> dict:
    """name -> a function drawing that picture (the art's caches bypassed: ``__wrapped__``)."""
    import pygame

    from game.castro import CATEGORIES
    from scenes.tables.castro import art
    from sprites import dice, icons, theme

    out: dict = {}
    for v in range(1, 7):
        out[f"castro-die-{v}"] = lambda v=v: dice._face(v, DIE)
    for i, color in enumerate(theme.SEAT_COLORS):
        out[f"castro-roof-{i}"] = lambda color=color: icons.roof.__wrapped__(color, ROOF)
    for c in CATEGORIES:  # (drawn on a 96-px tile's size, then scaled ×2: the pictograms cap their parts)
        out[f"castro-field-{c}"] = lambda c=c: pygame.transform.smoothscale(
            art.pictogram.__wrapped__(c, *FIELD), (FIELD[0] * 2, FIELD[1] * 2))
    return out
