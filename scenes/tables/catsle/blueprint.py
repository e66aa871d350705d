"""CATsle blueprints: blue grid paper with a player's columns of won cards.

A blueprint is a row of columns. Each column has a header plaque with its
limit ("≤4", or "0" for the 0-limit column) in numbers of at least 22 px,
centred over its own lane; once a suit has claimed the column, the plaque and
the lane take the suit's colour (nothing moves). Below the plaque the cards
within the limit overlap downwards in a staircase, then the dashed limit line,
then the cards over the limit lying sideways, the staircase going on below the
line. The step is the same in every column and never depends on how many cards
lie there: the limit lines stay put (where a column's limit-th card ends) and
rise evenly from column to column. No step hides a card's corner value
(`readable_step`, `readable_fan`); the cards are sized so that the fullest
column still has room for a card over its limit beneath its line. The
sideways cards never leave the lane: when they cannot all show at a readable
step, the latest ones lie there and a red counter ("+3") tells how many cards
lie over the limit.

`geometry` measures a blueprint once (lanes, plaques, card sizes); `plan`
places one column's cards; `draw_blueprint` blits a cached picture of the
whole blueprint (paper, plaques, cards, glow and focus rings), so a redraw of
an unchanged blueprint costs one blit; `next_card_pos` tells a flying card
where it lands.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame

from sprites import audit
from sprites import card as cards
from sprites import text

PAPER = (36, 82, 150)
GRID = (62, 110, 180)
INK = (220, 235, 255)
PLAQUE = (22, 50, 96)
LINE = (255, 200, 120)
GLOW = (255, 226, 120)
FOCUS = (252, 163, 17)
OVER = (200, 52, 50)

#: The suits' colours on plaques and lanes: fill, ink (the limit's number on the plaque).
SUIT_COLORS = {
    "W": ((250, 246, 236), (104, 48, 34)),
    "G": ((58, 150, 86), (255, 255, 255)),
    "R": ((200, 52, 50), (255, 255, 255)),
    "Y": ((255, 222, 110), (92, 58, 8)),
    "B": ((46, 116, 200), (255, 255, 255)),
}

PAD = 3          # between a lane's edge and its cards
LINE_GAP = 4     # around the dashed limit line
LIMIT_PX = 22    # the limits are numbers that matter in play
#: How deep a card's corner value reaches into it (its lower edge, shadow and the 6's and 9's
#: underline included), as a share of the card's height; and, for a card lying sideways, how far
#: the turned corner value reaches down from its top edge, as a share of the upright card's width
#: (the CATsle face of `sprites.card`: the value at 18/140 of the height, centred 15-17/100 in)
DIGIT_DEPTH = 0.21
SIDE_DIGIT_DEPTH = 0.345


def readable_step(card_h: int) -> int:
    """The least step between overlapping upright cards of height `card_h` that leaves the corner
    value of the card beneath fully in sight (with a pixel or two of paper under it)."""
    return math.ceil(card_h * DIGIT_DEPTH) + 2


def readable_fan(side_w: int) -> int:
    """The same for cards lying sideways (`side_w`: the upright card's width, the turned card's height)."""
    return math.ceil(side_w * SIDE_DIGIT_DEPTH) + 2


@lru_cache(maxsize=16)
def paper(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, PAPER, (0, 0, w, h), border_radius=12)
    for x in range(8, w, 16):
        pygame.draw.line(surf, GRID, (x, 4), (x, h - 4), 1)
    for y in range(8, h, 16):
        pygame.draw.line(surf, GRID, (4, y), (w - 4, y), 1)
    pygame.draw.rect(surf, INK, (0, 0, w, h), 2, border_radius=12)
    return surf


@lru_cache(maxsize=64)
def sideways(card_id: str, size: tuple[int, int]) -> pygame.Surface:
    """A card turned across its lane; `size` is the upright card's size."""
    return pygame.transform.rotate(cards.face(card_id, size), 90)


def _dashed(surface, color, a, b, dash=6) -> None:
    x0, y = a
    x1, _ = b
    x = x0
    while x < x1:
        pygame.draw.line(surface, color, (x, y), (min(x + dash, x1), y), 2)
        x += dash * 2


@dataclass(frozen=True)
class Geometry:
    """A blueprint measured once: lanes and plaques (relative to the blueprint's top left), the
    upright card size, the sideways card's upright size, and the overlap steps."""

    size: tuple[int, int]
    lanes: tuple[pygame.Rect, ...]
    plaques: tuple[pygame.Rect, ...]
    card: tuple[int, int]
    side: tuple[int, int]
    step: int            # the staircase's step: the same in every column and for any count (the lines stay put)
    fan_min: int         # ... of sideways cards (`readable_fan`)


def _lanes(size: tuple[int, int], n: int, header: int) -> tuple[pygame.Rect, ...]:
    w, h = size
    lane_w = (w - 8) // max(1, n)
    return tuple(pygame.Rect(4 + i * lane_w, header, lane_w, h - header - 4) for i in range(n))


@lru_cache(maxsize=32)
def geometry(size: tuple[int, int], limits: tuple[int, ...], header: int) -> Geometry:
    """The blueprint of `size` with columns of `limits`: cards as large as the worst case allows
    (the largest limit filled, its line, and a card over the limit beneath it) at a step that
    leaves every corner value readable."""
    lanes = _lanes(size, len(limits), header)
    plaques = tuple(pygame.Rect(c.x + 3, 4, c.w - 6, header - 8) for c in lanes)
    lane_w, lane_h = lanes[0].size
    span = lane_h - 2 * PAD
    side_w = max(12, min(round((lane_w - 2 * PAD - 4) / 1.4), round(lane_h * 0.2)))
    most = max([lim for lim in limits if lim > 0] or [1])
    below = LINE_GAP // 2 + LINE_GAP + side_w  # the line, and one card over the limit under the fullest column

    def step_for(h: int) -> int:
        return min(h // 3, (span - below - h) // max(1, most - 1))

    card_h = max(28, min(round((lane_w - 12) * 1.4), 130))
    while card_h > 28 and step_for(card_h) < readable_step(card_h):
        card_h -= 1
    card_w = max(16, round(card_h / 1.4))
    return Geometry(size, lanes, plaques, (card_w, card_h), (side_w, round(side_w * 1.4)),
                    max(1, step_for(card_h)), readable_fan(side_w))


@dataclass(frozen=True)
class Plan:
    """One column laid out: upright card centres, the limit line's y, sideways card centres (the
    latest over-limit cards), how many over-limit cards do not show, and then where the counter
    that tells how many lie over the limit goes (its rectangle)."""

    upright: tuple[tuple[int, int], ...]
    line_y: int
    sideways: tuple[tuple[int, int], ...]
    hidden: int
    counter: pygame.Rect | None = None


def limit_line_y(geo: Geometry, index: int, limit: int) -> int:
    """Where column `index`'s dashed limit line lies: under its limit-th card's place, whatever the
    column holds (relative to the blueprint)."""
    top = geo.lanes[index].y + PAD
    return top + geo.card[1] + (limit - 1) * geo.step + LINE_GAP // 2 if limit > 0 else top


def plan(geo: Geometry, index: int, limit: int, count: int) -> Plan:
    """Where the `count` cards of column `index` lie (coordinates relative to the blueprint): the
    upright ones at the blueprint's step above the line, those over the limit sideways below it,
    going on down at the same step, a closer one (never below `fan_min`) when the lane is short.
    What does not show then at a readable step, a counter tells: at the line's right end, just
    above it (on the last upright card's lower corner, away from its corner value and from the
    cards below the line), or for the 0 column, which has no card above its line, just below it."""
    lane = geo.lanes[index]
    ch = geo.card[1]
    side_h = geo.side[0]  # a sideways card is as high as the upright one is wide
    top, bottom = lane.y + PAD, lane.bottom - PAD
    inside = min(count, max(0, limit))
    over = count - inside
    line_y = limit_line_y(geo, index, limit)
    upright = tuple((lane.centerx, top + k * geo.step + ch // 2) for k in range(inside))
    shown: list[tuple[int, int]] = []
    hidden = 0
    counter = None
    if over:
        area_top = line_y + LINE_GAP

        def fitting(area_top: int) -> tuple[int, int]:
            """How many of the cards over the limit show below `area_top`, and at what step."""
            space = max(0, bottom - area_top - side_h)
            visible = over
            if over > 1 and space // (over - 1) < geo.fan_min:
                visible = max(1, min(over, 1 + space // geo.fan_min))
            return visible, min(geo.step, space // (visible - 1)) if visible > 1 else 0

        visible, fan = fitting(area_top)
        if visible < over:
            counter = pygame.Rect((0, 0), counter_size(over))
            if counter.w <= lane.w - 2 * PAD:
                counter.right = lane.right - PAD
            else:  # (a lane narrower than "+10": it overlaps both edges alike)
                counter.centerx = lane.centerx
            if limit > 0:
                counter.bottom = line_y - LINE_GAP // 2
            else:
                counter.top = area_top
                area_top = counter.bottom + LINE_GAP
                visible, fan = fitting(area_top)
        hidden = over - visible
        shown = [(lane.centerx, area_top + k * fan + side_h // 2) for k in range(visible)]
    return Plan(upright, line_y, tuple(shown), hidden, counter)


def column_rects(rect: pygame.Rect, limits, header: int) -> list[pygame.Rect]:
    """The lanes of the blueprint in `rect` (screen coordinates), plaques included: tap targets."""
    geo = geometry(tuple(rect.size), tuple(limits), header)
    return [pygame.Rect(rect.x + c.x, rect.y + 4, c.w, c.bottom - 4) for c in geo.lanes]


def counter_size(over: int) -> tuple[int, int]:
    """The counter pill's size for `over` cards over a limit ("+3" at 22 px)."""
    w, h = text.size_of(f"+{over}", "display", LIMIT_PX)
    return w + 14, h + 2


def _counter(over: int) -> pygame.Surface:
    label = text.render(f"+{over}", "display", LIMIT_PX, (255, 255, 255))
    w, h = counter_size(over)
    pill = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(pill, OVER, pill.get_rect(), border_radius=h // 2)
    pygame.draw.rect(pill, (255, 255, 255), pill.get_rect(), 2, border_radius=h // 2)
    audit.region(pill, pill.get_rect(), "counter")
    pill.blit(label, label.get_rect(center=(w // 2, h // 2)))
    return pill


def _label(limit: int, ink) -> pygame.Surface:
    return text.render(f"≤{limit}" if limit else "0", "bold", LIMIT_PX + 2, ink)


def _icon(suit: str, plaque: pygame.Rect) -> pygame.Surface:
    ih = max(16, min(plaque.h - 10, 18))
    return cards.suit_icon(suit, (round(ih * 1.35), ih))


def _icons_fit(plaque: pygame.Rect, limits) -> bool:
    """Whether every plaque has room for the suit's icon left of its centred limit (all or none, so
    the plaques of one blueprint look alike)."""
    widest = max(_label(lim, INK).get_width() for lim in limits)
    return (plaque.w - widest) // 2 >= 5 + _icon("W", plaque).get_width() + 4


def plaque(surf: pygame.Surface, rect: pygame.Rect, suit: str | None, limit: int, icons: bool = False) -> None:
    """A column's header plaque: its limit, centred; the suit's colour (and icon) once claimed."""
    fill, ink = SUIT_COLORS.get(suit, (PLAQUE, INK))
    pygame.draw.rect(surf, fill, rect, border_radius=8)
    pygame.draw.rect(surf, INK if suit is None else (20, 30, 50), rect, 2, border_radius=8)
    audit.region(surf, rect, "limit")
    if suit is not None and icons:
        icon = _icon(suit, rect)
        surf.blit(icon, icon.get_rect(midleft=(rect.x + 5, rect.centery)))
    label = _label(limit, ink)
    surf.blit(label, label.get_rect(center=rect.center))


@lru_cache(maxsize=8)
def _tints(suit: str) -> pygame.Surface:
    s = pygame.Surface((1, 1), pygame.SRCALPHA)
    s.fill((*SUIT_COLORS[suit][0], 46))
    return s


@lru_cache(maxsize=16)  # the blueprints on the table (one changes per move) and their glow / focus
def picture(size: tuple[int, int], columns: tuple, header: int, glow: tuple[int, ...] = (),
            focus: int | None = None) -> pygame.Surface:
    """The whole blueprint of `columns` ``((suit or None, cards, limit), …)`` as one cached surface."""
    limits = tuple(lim for _, _, lim in columns)
    geo = geometry(size, limits, header)
    surf = paper(size).copy()
    audit.container(surf, surf.get_rect(), "blueprint")
    icons = _icons_fit(geo.plaques[0], limits)
    for i, ((suit, cs, limit), lane, box) in enumerate(zip(columns, geo.lanes, geo.plaques)):
        if suit is not None:
            surf.blit(pygame.transform.scale(_tints(suit), lane.inflate(-2, 0).size), lane.inflate(-2, 0))
        plaque(surf, box, suit, limit, icons)
        p = plan(geo, i, limit, len(cs))
        for card_id, centre in zip(cs, p.upright):
            img = cards.face(card_id, geo.card)
            surf.blit(img, img.get_rect(center=centre))
        _dashed(surf, LINE, (lane.x + 3, p.line_y), (lane.right - 3, p.line_y))
        over = cs[limit:][-len(p.sideways):] if p.sideways else ()
        for card_id, centre in zip(over, p.sideways):
            img = sideways(card_id, geo.side)
            surf.blit(img, img.get_rect(center=centre))
        if p.counter is not None:  # not every card over the limit shows: a counter tells how many there are
            surf.blit(_counter(len(cs) - limit), p.counter)
        ring = pygame.Rect(lane.x, box.y - 2, lane.w, lane.bottom - box.y + 2)
        if i in glow:
            pygame.draw.rect(surf, GLOW, ring, 4, border_radius=10)
        if focus == i:
            pygame.draw.rect(surf, FOCUS, ring.inflate(-8, -8), 4, border_radius=8)
    return surf


def draw_blueprint(surface: pygame.Surface, rect: pygame.Rect, columns, glow_cols=(), header: int = 36,
                   focus_col: int | None = None) -> list[pygame.Rect]:
    """Draw the columns ``[(suit or None, cards, limit), …]`` into ``rect``; returns the tap targets."""
    cols = tuple((suit, tuple(cs), limit) for suit, cs, limit in columns)
    surface.blit(picture(tuple(rect.size), cols, header, tuple(sorted(glow_cols)), focus_col), rect)
    return column_rects(rect, [lim for _, _, lim in cols], header)


def next_card_pos(rect: pygame.Rect, columns, index: int, header: int = 36) -> tuple[int, int]:
    """Where the next card of column `index` lands (its centre), for flights."""
    limits = tuple(lim for _, _, lim in columns)
    geo = geometry(tuple(rect.size), limits, header)
    _, cs, limit = columns[index]
    p = plan(geo, index, limit, len(cs) + 1)
    x, y = p.upright[-1] if len(cs) < limit else p.sideways[-1]
    return (rect.x + x, rect.y + y)


def clear_caches() -> None:
    paper.cache_clear()
    sideways.cache_clear()
    geometry.cache_clear()
    picture.cache_clear()
    _tints.cache_clear()
