"""Drawing Caprice's board into the table's cached layer: towers, spot numbers, height badges, the
glowing targets of a held disc, the rings of the discs that may move, and the trace of the last turn.

The trace stays until the next player acts: the placed disc wears a halo in
its player's colour, the moved disc too, and a dashed arc with an arrowhead
runs from where it stood (a dashed outline) to where it landed. Everything
here is drawn only when something changed (the table's static layer).
"""
from __future__ import annotations

import math
from typing import Iterator

import pygame

import game.caprice as caprice
from scenes.tables.caprice import layout as L
from scenes.tables.caprice import art as art
from sprites import theme
from sprites.draw import glow

WOBBLE = 0.3       # seconds a landed disc wobbles
MOVABLE = (255, 250, 230)
OUTLINE = (40, 24, 12)


def disc_box(spot: int, level: int, grow: int = 0) -> pygame.Rect:
    """The ellipse around a disc at `level` of `spot`'s tower (grown by `grow` px on each side)."""
    x, y = L.disc_pos(spot, level)
    r = pygame.Rect(0, 0, art.DISC_W + 8 + 2 * grow, 62 + 2 * grow)
    r.center = (x, y + 2)
    return r


def ring(surface: pygame.Surface, rect: pygame.Rect, color, width: int = 4) -> None:
    """A ring with a dark edge, readable on light and dark wood alike."""
    pygame.draw.ellipse(surface, OUTLINE, rect.inflate(4, 4), width + 4)
    pygame.draw.ellipse(surface, color, rect, width)


def dashed_ellipse(surface: pygame.Surface, rect: pygame.Rect, color, dashes: int = 14, width: int = 3) -> None:
    cx, cy = rect.center
    rx, ry = rect.w / 2, rect.h / 2
    for i in range(dashes):
        a0 = 2 * math.pi * i / dashes
        a1 = a0 + math.pi / dashes
        pts = [(cx + rx * math.cos(a0 + (a1 - a0) * k / 4), cy + ry * math.sin(a0 + (a1 - a0) * k / 4))
               for k in range(5)]
        pygame.draw.lines(surface, OUTLINE, False, pts, width + 3)
        pygame.draw.lines(surface, color, False, pts, width)


def arc(a, b, steps: int = 24) -> list[tuple[float, float]]:
    """Points of a curve from `a` up over both ends and down onto `b` (a quadratic Bézier whose
    control point stays on the board)."""
    top = max(L.CENTER[1] - L.RADIUS + 30, min(a[1], b[1]) - 90)
    c = ((a[0] + b[0]) / 2, top)
    out = []
    for i in range(steps + 1):
        k = i / steps
        u = 1 - k
        out.append((u * u * a[0] + 2 * u * k * c[0] + k * k * b[0], u * u * a[1] + 2 * u * k * c[1] + k * k * b[1]))
    return out


def trace_path(surface: pygame.Surface, a, b, color) -> None:
    """A dashed arc from `a` to `b` with an arrowhead at `b`."""
    pts = arc(a, b)
    for i in range(0, 22, 2):
        pygame.draw.line(surface, OUTLINE, pts[i], pts[i + 1], 9)
    for i in range(0, 22, 2):
        pygame.draw.line(surface, color, pts[i], pts[i + 1], 5)
    (x0, y0), (x1, y1) = pts[21], pts[24]
    ang = math.atan2(y1 - y0, x1 - x0)
    tip = (x1, y1)
    left = (x1 - 26 * math.cos(ang - 0.5), y1 - 26 * math.sin(ang - 0.5))
    right = (x1 - 26 * math.cos(ang + 0.5), y1 - 26 * math.sin(ang + 0.5))
    pygame.draw.polygon(surface, OUTLINE, [tip, left, right], 0)
    inner = [(x1 - 3 * math.cos(ang), y1 - 3 * math.sin(ang)),
             (left[0] + 2 * math.cos(ang), left[1] + 2 * math.sin(ang)),
             (right[0] + 2 * math.cos(ang), right[1] + 2 * math.sin(ang))]
    pygame.draw.polygon(surface, color, inner, 0)


def trace_marks(table) -> dict[tuple[int, int], tuple]:
    """The discs the last turn marks: {(spot, level): seat colour} as they stand now."""
    turn = table.turn
    if turn is None or table.animations:
        return {}
    shown = table.board_towers()
    color = theme.seat_color(turn.seat)
    marks = {}
    if turn.disc is not None and turn.spot is not None:
        tower = shown[turn.spot]
        level = len(tower) - 1
        if turn.moved is not None and turn.dst == turn.spot:
            level -= 1  # the moved disc landed on the placed one
        if 0 <= level < len(tower) and tower[level] == turn.disc:
            marks[(turn.spot, level)] = color
    if turn.moved is not None and shown[turn.dst]:
        marks[(turn.dst, len(shown[turn.dst]) - 1)] = color
    return marks


def draw(table, surface: pygame.Surface) -> None:
    """The board: everything of the table's left half that stands still."""
    for _ in draw_steps(table, surface):
        pass


def draw_steps(table, surface: pygame.Surface) -> Iterator[None]:
    """`draw`, pausing after the towers (a staged entry and the warm-up spread it over frames)."""
    surface.blit(table.background, (0, 0))
    draw_targets(table, surface)
    marks = trace_marks(table)
    draw_towers(table, surface, marks)
    yield
    draw_labels(table, surface)
    draw_movable(table, surface)
    draw_trace(table, surface)
    yield


def draw_targets(table, surface: pygame.Surface) -> None:
    targets = set(table.controls.targets())
    if targets:
        towers = table.board_towers()
        halo = glow((art.DISC_W + 10, 56), (255, 236, 140), 26, 9)
        for spot in targets:
            x, y = L.disc_pos(spot, len(towers[spot]))
            surface.blit(halo, (x - art.DISC_W // 2 - 14, y - 28 - 9 + 8))


def draw_towers(table, surface: pygame.Surface, marks: dict) -> None:
    shadow = art.disc_shadow()
    for spot, tower in enumerate(table.board_towers()):
        if tower:
            x, y = L.SPOTS[spot]
            surface.blit(shadow, (x - shadow.get_width() // 2, y - shadow.get_height() // 2 + 16))
        for level, kind in enumerate(tower):
            color = marks.get((spot, level))
            if color is not None:  # a halo behind the disc: it shows around it even under another
                box = disc_box(spot, level, 7)
                pygame.draw.ellipse(surface, OUTLINE, box.inflate(4, 4))
                pygame.draw.ellipse(surface, color, box)
            img = art.disc(kind)
            x, y = L.disc_pos(spot, level)
            wobble = table.presenter.wobble
            if wobble and wobble[0] == spot and level == len(tower) - 1:
                k = wobble[1] / WOBBLE
                y -= int(5 * k * abs(math.sin(k * math.pi * 3)))
            surface.blit(img, (x - img.get_width() // 2, y - img.get_height() // 2))


def draw_labels(table, surface: pygame.Surface) -> None:
    """Each spot's number under it and, beside every tower, its height (not during the reveal:
    then all towers are full and the board's centre shows the count)."""
    over = table.match.is_over()
    towers = table.board_towers()
    for spot in range(6):
        plate = art.spot_plate(spot + 1)
        surface.blit(plate, plate.get_rect(center=L.spot_label_center(spot)))
        n = len(towers[spot])
        if n and not over:
            badge = art.height_badge(n, n >= caprice.HEIGHT, L.BADGE)
            surface.blit(badge, L.badge_rect(spot))


def draw_movable(table, surface: pygame.Surface) -> None:
    """In the move step, the top discs that may move wear a light ring."""
    if not (table.human_turn() and table.phase() == "move" and table.controls.held is None and not table.animations):
        return
    towers = table.board_towers()
    for spot in caprice.movable_from(table.state):
        tower = towers[spot]
        if tower:
            ring(surface, disc_box(spot, len(tower) - 1), MOVABLE, 4)


def draw_trace(table, surface: pygame.Surface) -> None:
    turn = table.turn
    if turn is None or turn.moved is None or table.animations or table.controls.held is not None:
        return
    color = theme.seat_color(turn.seat)
    towers = table.board_towers()
    src_level = len(towers[turn.src])
    ghost = disc_box(turn.src, src_level, -4)
    dashed_ellipse(surface, ghost, color)
    dst_level = max(0, len(towers[turn.dst]) - 1)
    a = (ghost.centerx, ghost.top + 6)
    bx, by = L.disc_pos(turn.dst, dst_level)
    trace_path(surface, a, (bx, by - 36), color)
