"""Caprice's hint at the table: the move the hard AI would make for the person to move
(`game.caprice.hint.advise` on their own view), asked off the frame through the table's worker
(`thinker.submit_call`), kept only for the position it was asked for, drawn on the board in gold
(the tray and the spot of a place, the disc and its target of a move with an arrow, the "Fertig" button of a skip)
and put into one short line in the prompt area (`hint_text`). Asked again, it goes; a move forgets it.
"""
from __future__ import annotations

import math

import pygame

import game.caprice as caprice
from game.caprice.hint import Advice, advise
from scenes.services.i18n import tr
from scenes.tables.caprice import board as board
from scenes.tables.caprice import layout as L
from scenes.tables.hint_keeper import HintKeeper
from sprites import theme

HINT_COLOR = (255, 255, 255)


class CapriceAdvisor:
    def __init__(self, table) -> None:
        self.table = table
        self.hint_on = False
        self.hint = HintKeeper(advise)

    def view(self):
        t = self.table
        return caprice.view(t.state, t.match.actor())

    def on_hint(self) -> None:
        """Asked: the hard AI's move is worked out off the frame; asked again, it goes."""
        t = self.table
        allowed = t.human_turn() and not t.busy() and t.phase() in ("place", "move") and t.thinker is not None
        self.hint_on = self.hint.toggle(t, self.hint_on, allowed, lambda: (self.view(),))

    def update(self) -> None:
        """Take the worker's answer when it is there."""
        if self.hint.poll():
            self.table.dirty = True

    def advice(self) -> Advice | None:
        """The hint to show now: asked, answered, and still the position it was asked for."""
        t = self.table
        if not self.hint_on or not t.human_turn() or t.phase() not in ("place", "move"):
            return None
        return self.hint.advice_for(self.view())

    def forget(self) -> None:
        self.hint_on = False


def hint_text(advice: Advice) -> str:
    """One short line: what to do, and why."""
    m = advice.move
    if isinstance(m, caprice.Place):
        what = tr("caprice.hint.place", disc=tr(f"caprice.disc.{m.disc}"))
    elif isinstance(m, caprice.Move):
        what = tr("caprice.hint.move")
    else:
        what = tr("caprice.hint.skip")
    why = tr(f"caprice.why.{advice.reason}", gain=advice.gain, lost=-advice.gain, points=advice.points,
             n=advice.points)
    return f"{what} {why}"


def hint_rects(table, advice: Advice) -> list[tuple[str, pygame.Rect]]:
    """What the hint rings: ("disc", ellipse box) on the board, ("box", rect) for a tray or the button."""
    m = advice.move
    towers = table.board_towers()
    if isinstance(m, caprice.Place):
        return [("box", pygame.Rect(L.TRAYS[caprice.DISCS.index(m.disc)])),
                ("disc", board.disc_box(m.spot, len(towers[m.spot])))]
    if isinstance(m, caprice.Move):
        return [("disc", board.disc_box(m.src, max(0, len(towers[m.src]) - 1))),
                ("disc", board.disc_box(m.dst, len(towers[m.dst])))]
    return [("box", pygame.Rect(L.SKIP))]


def _gold() -> tuple[int, int, int]:
    return tuple(theme.palette()["accent"])[:3]


def _arrow(surface: pygame.Surface, a: tuple[int, int], b: tuple[int, int]) -> None:
    """A gold arrow from the disc to move to its target (outlined, its head short of the target)."""
    ax, ay = a
    bx, by = b
    d = max(1.0, math.hypot(bx - ax, by - ay))
    ux, uy = (bx - ax) / d, (by - ay) / d
    tip = (bx - ux * 40, by - uy * 40)
    start = (ax + ux * 40, ay + uy * 40)
    head = [tip, (tip[0] - ux * 22 - uy * 14, tip[1] - uy * 22 + ux * 14),
            (tip[0] - ux * 22 + uy * 14, tip[1] - uy * 22 - ux * 14)]
    pygame.draw.line(surface, board.OUTLINE, start, tip, 10)
    pygame.draw.polygon(surface, board.OUTLINE, head, 0)
    pygame.draw.line(surface, _gold(), start, tip, 6)
    pygame.draw.polygon(surface, _gold(), [(x + 0.0, y + 0.0) for x, y in head], 0)


def draw_hint(table, surface: pygame.Surface) -> None:
    """The hint's marks over the board (nothing while no hint is shown): a gold ring with a white
    one inside round each disc or place it means, a gold frame round a tray or the button, and for a
    move a gold arrow from the disc to its target."""
    advice = table.advisor.advice()
    if advice is None:
        return
    marks = hint_rects(table, advice)
    for kind, r in marks:
        if kind == "disc":
            board.ring(surface, r.inflate(4, 4), _gold(), 5)
            pygame.draw.ellipse(surface, HINT_COLOR, r.inflate(-8, -8), 3)
        else:
            pygame.draw.rect(surface, board.OUTLINE, r.inflate(14, 14), 9, border_radius=16)
            pygame.draw.rect(surface, _gold(), r.inflate(10, 10), 5, border_radius=14)
            pygame.draw.rect(surface, HINT_COLOR, r.inflate(2, 2), 2, border_radius=12)
    if isinstance(advice.move, caprice.Move):
        _arrow(surface, marks[0][1].center, marks[1][1].center)
