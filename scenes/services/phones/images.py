"""The pictures of the phone page, drawn once with the big screen's own procedural art.

`render_images(folder)` writes PNG files into `folder` and returns their names (without ``.png``);
the table server serves them as ``/p/<token>/img/<name>.png``. Every picture is drawn by the same
code the tables use, at about twice the big screen's size so that it stays crisp on a phone:

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

__all__ = ["CARD", "DIE", "DISC", "TILE", "ROOF", "FIELD", "SEAT", "expected_names", "render_images"]

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

_CATSLE_SUITS = "WGRYB"


def expected_names() -> list[str]:
    """Every name `render_images` writes, in the order it writes them."""
    from game.caprice import DISCS
    from game.castro import CATEGORIES
    from sprites.theme import SEAT_COLORS

    names = [f"catsle-{s}{v}" for s in _CATSLE_SUITS for v in range(1, 13)]
    names += ["catsle-back"] + [f"catsle-suit-{s}" for s in _CATSLE_SUITS]
    names += [f"caprice-disc-{k}" for k in DISCS] + [f"caprice-tile-{k}" for k in DISCS] + ["caprice-marker"]
    names += [f"castro-die-{v}" for v in range(1, 7)]
    names += [f"castro-roof-{i}" for i in range(len(SEAT_COLORS))]
    names += [f"castro-field-{c}" for c in CATEGORIES]
    names += [f"seat-{i}" for i in range(len(SEAT_COLORS))]
    return names


def _drawers() -> dict:
    """name -> a function drawing that picture (imports the art only when asked)."""
    import pygame

    from game.caprice import DISCS
    from game.castro import CATEGORIES
    from scenes.tables.caprice import art as caprice_art
    from scenes.tables.castro import art as castro_art
    from sprites import card, dice, draw, icons, theme

    out: dict = {}
    for s in _CATSLE_SUITS:
        for v in range(1, 13):
            cid = f"{s}{v}"
            out[f"catsle-{cid}"] = lambda cid=cid: card._face.__wrapped__(cid, *CARD)
    out["catsle-back"] = lambda: card._back.__wrapped__("kastell", *CARD)
    for s in _CATSLE_SUITS:
        out[f"catsle-suit-{s}"] = lambda s=s: card._catsle_icon.__wrapped__(s, 108, 80)
    for k in DISCS:
        out[f"caprice-disc-{k}"] = lambda k=k: pygame.transform.smoothscale_by(caprice_art.disc.__wrapped__(k, DISC), 2)
    for k in DISCS:
        out[f"caprice-tile-{k}"] = lambda k=k: caprice_art.tile.__wrapped__(k, TILE)
    out["caprice-marker"] = lambda: caprice_art.bead.__wrapped__(BEAD)
    for v in range(1, 7):
        out[f"castro-die-{v}"] = lambda v=v: dice._face(v, DIE)
    for i, color in enumerate(theme.SEAT_COLORS):
        out[f"castro-roof-{i}"] = lambda color=color: icons.roof.__wrapped__(color, ROOF)
    for c in CATEGORIES:
        out[f"castro-field-{c}"] = lambda c=c: pygame.transform.smoothscale(
            castro_art.pictogram.__wrapped__(c, *FIELD), (FIELD[0] * 2, FIELD[1] * 2))
    for i, color in enumerate(theme.SEAT_COLORS):
        out[f"seat-{i}"] = lambda i=i, color=color: draw.seat_badge.__wrapped__(theme.seat_shape(i), color, SEAT)
    return out


def render_images(folder: pathlib.Path) -> list[str]:
    """Draw every phone picture into `folder` (created if missing) as ``<name>.png``; the names written.

    Works without a display (nothing is converted then) and beside the table's display alike.
    """
    import pygame

    folder = pathlib.Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    drawers = _drawers()
    written: list[str] = []
    for name in expected_names():
        surface = drawers[name]()
        pygame.image.save(surface, str(folder / f"{name}.png"))
        written.append(name)
    return written
