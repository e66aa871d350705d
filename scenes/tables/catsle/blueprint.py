"""CATsle blueprints: blue grid paper with a player's columns of won cards.

A blueprint is a row of columns. Each column has a header plaque with its
limit ("≤4", or "0" for the 0-limit column) in numbers of at least 22 px,
centred over its own lane; once a suit has claimed the column, the plaque and
the lane take the suit's colour (nothing moves). Below the plaque the cards
within the limit overlap downwards, then the dashed limit line, then the cards
over the limit lying sideways in a compact fan. The fan never leaves the lane:
when it cannot show every card, the latest ones lie there and a red counter
("+3") tells how many cards lie over the limit.

`geometry` measures a blueprint once (lanes, plaques, card sizes); `plan`
places one column's cards; `draw_blueprint` blits a cached picture of the
whole blueprint (paper, plaques, cards, glow and focus rings), so a redraw of
an unchanged blueprint costs one blit; `next_card_pos` tells a flying card
where it lands.
"""
from __future__ import annotations

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
    step: int            # the overlap of upright cards: the same in every column (the limit lines rise evenly)
    min_step: int
    fan_min: int


def _lanes(size: tuple[int, int], n: int, header: int) -> tuple[pygame.Rect, ...]:
    w, h = size
    lane_w = (w - 8) // max(1, n)
    return tuple(pygame.Rect(4 + i * lane_w, header, lane_w, h - header - 4) for i in range(n))


@lru_cache(maxsize=32)
def geometry(size: tuple[int, int], limits: tuple[int, ...], header: int) -> Geometry:
    """The blueprint of `size` with columns of `limits`: cards as large as the worst case allows
    (the largest limit filled, with cards over it) while the overlaps stay readable."""
    lanes = _lanes(size, len(limits), header)
    plaques = tuple(pygame.Rect(c.x + 3, 4, c.w - 6, header - 8) for c in lanes)
    lane_w, lane_h = lanes[0].size
    room = lane_h - 2 * PAD - 2 * LINE_GAP
    side_w = max(12, min(round((lane_w - 2 * PAD - 4) / 1.4), round(lane_h * 0.2)))
    min_step = max(8, lane_h // 16)
    most = max([lim for lim in limits if lim > 0] or [1])
    card_h = min(round((lane_w - 12) * 1.4), room - side_w - (most - 1) * min_step,
                 round(room / (1 + (most - 1) * 0.3)), 130)
    card_h = max(card_h, min(room - side_w, 28))
    card_w = max(16, round(card_h / 1.4))
    step = max(1, min(card_h // 3, (room - card_h) // max(1, most - 1)))
    return Geometry(size, lanes, plaques, (card_w, card_h), (side_w, round(side_w * 1.4)), step, min_step,
                    max(8, side_w // 3))


@dataclass(frozen=True)
class Plan:
    """One column laid out: upright card centres, the limit line's y, sideways card centres (the
    latest over-limit cards) and how many over-limit cards do not show (then a counter shows)."""

    upright: tuple[tuple[int, int], ...]
    line_y: int
    sideways: tuple[tuple[int, int], ...]
    hidden: int


def plan(geo: Geometry, index: int, limit: int, count: int) -> Plan:
    """Where the `count` cards of column `index` lie (coordinates relative to the blueprint)."""
    lane = geo.lanes[index]
    ch = geo.card[1]
    side_h = geo.side[0]  # a sideways card is as high as the upright one is wide
    top, bottom = lane.y + PAD, lane.bottom - PAD
    inside = min(count, limit)
    over = count - inside
    slots = max(0, limit)
    need_over = side_h + LINE_GAP if over else 0
    step = 0
    if slots > 1:
        room = bottom - top - LINE_GAP - need_over - ch
        step = max(1, min(geo.step, room // (slots - 1)))
    stack_h = ch + (slots - 1) * step if slots else 0
    line_y = top + stack_h + LINE_GAP // 2 if slots else top
    upright = tuple((lane.centerx, top + k * step + ch // 2) for k in range(inside))
    shown: list[tuple[int, int]] = []
    hidden = 0
    if over:
        area_top = line_y + LINE_GAP
        space = max(0, bottom - area_top - side_h)
        fan = min(side_h // 2, space // (over - 1)) if over > 1 else 0
        visible = over
        if over > 1 and fan < geo.fan_min:
            visible = max(1, min(over, 1 + space // geo.fan_min))
            fan = space // (visible - 1) if visible > 1 else 0
            fan = min(fan, side_h // 2)
        hidden = over - visible
        shown = [(lane.centerx, area_top + k * fan + side_h // 2) for k in range(visible)]
    return Plan(upright, line_y, tuple(shown), hidden)


def column_rects(rect: pygame.Rect, limits, header: int) -> list[pygame.Rect]:
    """The lanes of the blueprint in `rect` (screen coordinates), plaques included: tap targets."""
    geo = geometry(tuple(rect.size), tuple(limits), header)
    return [pygame.Rect(rect.x + c.x, rect.y + 4, c.w, c.bottom - 4) for c in geo.lanes]


def _counter(over: int) -> pygame.Surface:
    label = text.render(f"+{over}", "display", LIMIT_PX, (255, 255, 255))
    w, h = label.get_width() + 14, label.get_height() + 2
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
        if p.hidden:  # not every card over the limit shows: a counter tells how many there are
            pill = _counter(len(cs) - limit)
            x, y = p.sideways[0]
            surf.blit(pill, pill.get_rect(midright=(lane.right - PAD, y)))
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
