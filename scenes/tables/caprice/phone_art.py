"""Caprice's pictures for the phone page, drawn by the table's own art: ``caprice-disc-<kind>`` (a disc
in 3/4 view, as stacked on the board), ``caprice-tile-<kind>`` (a symbol tile) for every kind of
``game.caprice.DISCS``, and ``caprice-marker`` (the red bead)."""
from __future__ import annotations

#: pixel sizes on the phone (about twice the big screen's)
DISC = 104             # the discs on the board (drawn so, then scaled ×2: a disc's thickness is fixed in
                       # pixels, so a disc drawn wider would look thinner than on the table)
TILE = 168             # the symbol tiles are 84
BEAD = 22              # the red marker's radius (11 on the table)


def pictures() -> dict:
    """name -> a function drawing that picture (the art's caches bypassed: ``__wrapped__``)."""
    import pygame

    from game.caprice import DISCS
    from scenes.tables.caprice import art

    out: dict = {}
    for k in DISCS:  # (drawn at the board's size, then scaled ×2: a disc's thickness is fixed in pixels)
        out[f"caprice-disc-{k}"] = lambda k=k: pygame.transform.smoothscale_by(art.disc.__wrapped__(k, DISC), 2)
    for k in DISCS:
        out[f"caprice-tile-{k}"] = lambda k=k: art.tile.__wrapped__(k, TILE)
    out["caprice-marker"] = lambda: art.bead.__wrapped__(BEAD)
    return out
