"""The last turn at the Caprice table: what was placed where and what moved from where to where.

The table notes each move of a turn here as it is applied (`note`); the record
stays until the next player acts (their first move starts a new record), so
people can follow what a computer player, or the person before them at a
hot-seat table, did. `sentence` tells it in words ("Gräfin Gisela legt eine
helle gezahnte Scheibe auf Platz 3 und versetzt eine dunkle runde von Platz 5
auf Platz 1."); the board draws its trace (see `scenes.tables.caprice.board`).
Spots are numbered 1–6 for people (the rules count 0–5).
"""
from __future__ import annotations

from dataclasses import dataclass

import game.caprice as caprice
from scenes.services.i18n import tr


@dataclass
class Turn:
    seat: int
    disc: str | None = None        # the placed disc and its spot
    spot: int | None = None
    moved: str | None = None       # the moved disc, from where to where
    src: int | None = None
    dst: int | None = None
    skipped: bool = False

    def sentence(self, name: str) -> str:
        params = {"name": name}
        if self.disc is not None:
            params.update(disc=tr(f"caprice.a_disc.{self.disc}"), spot=self.spot + 1)
        if self.moved is not None:
            params.update(moved=tr(f"caprice.a_moved.{self.moved}"), src=self.src + 1, dst=self.dst + 1)
        if self.disc is None:
            return tr("caprice.told.move", **params) if self.moved else tr("caprice.told.skip", **params)
        if self.moved is not None:
            return tr("caprice.told.place_move", **params)
        if self.skipped:
            return tr("caprice.told.place_skip", **params)
        return tr("caprice.told.place", **params)


def note(turn: Turn | None, seat: int, move, before) -> Turn | None:
    """The record after `seat` made `move` in the position `before`: a new turn begins with a
    placement (or with any move of another seat); the building phase's records end with it."""
    if isinstance(move, caprice.Place):
        return Turn(seat, disc=move.disc, spot=move.spot)
    if turn is None or turn.seat != seat:
        turn = Turn(seat)
    if isinstance(move, caprice.Move):
        turn.moved = caprice.towers(before)[move.src][-1]
        turn.src, turn.dst = move.src, move.dst
    elif isinstance(move, caprice.Skip):
        turn.skipped = True
    else:  # the draw and the orders tell nothing on the board
        return None
    return turn
