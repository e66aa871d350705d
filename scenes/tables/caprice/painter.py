"""Caprice's painter: the order in which the table is drawn, and what moves over it each frame.

The layer (`static_steps`): the board (`scenes.tables.caprice.board`), then the right column
(`scenes.tables.caprice.side`), or, once the game is over, the count on the board and its panel
(`scenes.tables.caprice.reveal`). Over it (`draw_dynamic`): the discs in the air, the disc in hand
(dragged, or ringed on its tower), the hint's rings (`scenes.tables.caprice.advisor`), the red bead, the focus ring of a hotspot and the particles.
"""
from __future__ import annotations

from typing import Iterator

import pygame

from scenes.tables.caprice import advisor as advisor
from scenes.tables.caprice import art as art
from scenes.tables.caprice import board as board
from scenes.tables.caprice import reveal as reveal_view
from scenes.tables.caprice import side as side
from sprites import theme
from sprites.tween import ease
from sprites.widgets import Hotspot


def static_steps(table, surface: pygame.Surface) -> Iterator[None]:
    """The board, then the side column, a part per step (a staged entry and the warm-up's
    rehearsal spread them over frames)."""
    yield from board.draw_steps(table, surface)
    if table.match.is_over():
        reveal_view.draw_board(surface, table.reveal)
        reveal_view.draw_panel(table, surface, table.reveal)
        yield
    else:
        yield from side.draw_steps(table, surface)


def draw_dynamic(table, surface: pygame.Surface) -> None:
    """What moves over the layer, bottom to top."""
    draw_flights(table, surface)
    advisor.draw_hint(table, surface)
    draw_hand(table, surface)
    draw_bead(table, surface)
    focused = table.focused()
    if table.show_focus() and isinstance(focused, Hotspot):
        pygame.draw.rect(surface, theme.palette()["accent"], focused.rect.inflate(6, 6), 4, border_radius=14)
    table.presenter.particles.draw(surface)


def draw_flights(table, surface: pygame.Surface) -> None:
    for f in table.animations:
        img = art.disc(f.kind)
        x, y = f.pos
        surface.blit(img, (int(x) - img.get_width() // 2, int(y) - img.get_height() // 2))


def draw_hand(table, surface: pygame.Surface) -> None:
    """The disc a finger drags (with its shadow), or the ring round the tower's top disc tapped up."""
    hand = table.controls
    if hand.dragging and hand.held is not None:
        kind = hand.held_kind()
        if kind:
            img = art.disc(kind)
            x, y = hand.drag_pos
            surface.blit(art.disc_shadow(), (x - img.get_width() // 2 - 4, y + 6))
            surface.blit(img, (x - img.get_width() // 2, y - img.get_height() // 2 - 10))
    elif hand.held is not None and hand.held[0] == "spot":
        spot = hand.held[1]
        board.ring(surface, board.disc_box(spot, max(0, len(table.board_towers()[spot]) - 1)), (255, 255, 255), 4)


def draw_bead(table, surface: pygame.Surface) -> None:
    """The red bead: sliding to its next disc, else on its disc while no disc flies and the game goes on."""
    shown = table.presenter
    bead_pos = None
    if shown.bead_tween is not None:
        a, b, tw = shown.bead_tween
        k = ease(tw.easing, tw.progress)
        bead_pos = (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k)
    elif shown.bead_at is not None and not table.animations and not table.match.is_over():
        bead_pos = shown.bead_at
    if bead_pos is not None:
        b = art.bead()
        surface.blit(b, (int(bead_pos[0]) - b.get_width() // 2, int(bead_pos[1]) - b.get_height() // 2))
