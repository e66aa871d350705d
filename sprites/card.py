"""Card sprites: how every playing card in Kastell looks and moves.

This module owns
- the card ids and their families (`kind_of`): Castile's French cards
  (rank ``A23456789TJQK`` + suit ``SHDC``: ``"AS"``, ``"TD"``, ``"KH"``) and
  CATsle Builders cards (suit ``WGRYB`` + value 1-12: ``"W7"``, ``"R12"``),
  as fixed in design/RULES.md;
- the procedural card art, drawn with ``pygame.draw`` at a multiple of the
  final size and smoothscaled once, then cached per (card, size):
  `face`, `back`, `shadow`, `empty_slot` / `outline` and `highlight`;
- `CardSprite`, one card on a table: it flies in arcs with ease-out, flips
  mid-flight (width scaled to 0 and back, face switched at the midpoint) and
  can be dragged with its grab offset kept (design/STYLE.md, Motion).

Cached surfaces are shared: blit them, never draw on them. Nothing is created
at import time; surfaces are made on first use and converted with
``convert_alpha`` only when a display mode is set (`clear_cache` drops them,
e.g. after the display mode changed). There are no art files.
"""
from __future__ import annotations

import math
from functools import lru_cache
from typing import Callable, Iterator, Sequence

import pygame

from sprites import audit
from sprites.fonts import get_font
from sprites.tween import Tween, arc_point, lerp

__all__ = [
    "FRENCH", "CATSLE", "FRENCH_RANKS", "FRENCH_SUITS", "CATSLE_SUITS", "FRENCH_IDS", "CATSLE_IDS",
    "ALL_IDS", "CARD_SIZE", "SMALL_CARD_SIZE", "kind_of", "face", "face_steps", "back", "shadow", "empty_slot",
    "outline", "highlight", "suit_icon", "index_glyphs", "index_rect", "clear_caches", "CardSprite",
]

# --------------------------------------------------------------------------- ids

FRENCH = "french"
CATSLE = "catsle"
FRENCH_RANKS = "A23456789TJQK"
FRENCH_SUITS = "SHDC"
CATSLE_SUITS = "WGRYB"
FRENCH_IDS: tuple[str, ...] = tuple(r + s for s in FRENCH_SUITS for r in FRENCH_RANKS)
CATSLE_IDS: tuple[str, ...] = tuple(f"{s}{v}" for s in CATSLE_SUITS for v in range(1, 13))
ALL_IDS: tuple[str, ...] = FRENCH_IDS + CATSLE_IDS
_CATSLE_VALUES = frozenset(str(v) for v in range(1, 13))

CARD_SIZE = (100, 140)       # the reference size every layout number below is given in
SMALL_CARD_SIZE = (70, 98)


def kind_of(card_id: str) -> str:
    """`FRENCH` ("french") for Castile ids like "TD", `CATSLE` ("catsle") for ids like "R12".

    Raises ValueError for anything else (lower case, "10D", "W0", "W13", non-strings).
    """
    if isinstance(card_id, str):
        if len(card_id) == 2 and card_id[0] in FRENCH_RANKS and card_id[1] in FRENCH_SUITS:
            return FRENCH
        if len(card_id) in (2, 3) and card_id[0] in CATSLE_SUITS and card_id[1:] in _CATSLE_VALUES:
            return CATSLE
    raise ValueError(f"not a card id: {card_id!r}")


def _size(size: Sequence[float]) -> tuple[int, int]:
    try:
        w, h = int(round(size[0])), int(round(size[1]))
    except (TypeError, IndexError) as exc:
        raise ValueError(f"bad card size: {size!r}") from exc
    if w < 16 or h < 16:
        raise ValueError(f"card size too small: {size!r}")
    return w, h


# --------------------------------------------------------------------------- palette

PAPER_TOP = (255, 254, 250)
PAPER_BOTTOM = (244, 241, 232)
PAPER_EDGE = (150, 146, 138)
RED = (207, 30, 44)
BLACK = (30, 33, 43)
GOLD = (252, 163, 17)
GOLD_DARK = (178, 108, 8)
NIGHT = (20, 33, 61)          # #14213D
NIGHT_2 = (31, 47, 87)        # #1F2F57
WHITE = (255, 255, 255)
CREAM = (255, 250, 238)

# CATsle suits: band (card edge), panel top / bottom gradient, dark (outlines, shadows), ink (numbers).
_CATSLE = {
    "W": dict(band=(186, 88, 62), top=(250, 246, 236), bottom=(236, 228, 212), dark=(112, 52, 38),
              ink=(104, 48, 34), shade=(255, 255, 255), mortar=(234, 222, 204)),
    "G": dict(band=(34, 112, 62), top=(104, 190, 118), bottom=(58, 150, 86), dark=(22, 84, 44),
              ink=(255, 255, 255), shade=(22, 84, 44)),
    "R": dict(band=(150, 34, 38), top=(236, 96, 82), bottom=(200, 52, 50), dark=(116, 24, 30),
              ink=(255, 255, 255), shade=(116, 24, 30)),
    "Y": dict(band=(204, 138, 14), top=(255, 222, 110), bottom=(244, 186, 44), dark=(128, 82, 6),
              ink=(92, 58, 8), shade=(255, 240, 190)),
    "B": dict(band=(28, 76, 150), top=(92, 160, 230), bottom=(46, 116, 200), dark=(20, 56, 116),
              ink=(255, 255, 255), shade=(20, 56, 116)),
}

SS = 3  # supersampling of card bodies; small pieces (pips, icons) use 4


# --------------------------------------------------------------------------- small helpers

def _finish(surface: pygame.Surface) -> pygame.Surface:
    """convert_alpha when (and only when) a display mode is set."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surface.convert_alpha()
    return surface


def _surf(w: int, h: int, rgb: tuple[int, int, int] = (0, 0, 0)) -> pygame.Surface:
    """Transparent SRCALPHA surface whose invisible pixels carry `rgb` (no dark fringes on smoothscale)."""
    s = pygame.Surface((max(1, int(w)), max(1, int(h))), pygame.SRCALPHA)
    s.fill((*rgb[:3], 0))
    return s


def _down(big: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    return pygame.transform.smoothscale(big, size)


def _radius(w: int, h: int) -> float:
    return 8.0 * min(w / 100.0, h / 140.0)


def _rrect_mask(w: int, h: int, radius: float, inset: float = 0.0) -> pygame.Surface:
    """White, opaque rounded rect on transparent: blit with BLEND_RGBA_MIN to clip to it."""
    m = pygame.Surface((w, h), pygame.SRCALPHA)
    m.fill((255, 255, 255, 0))
    r = pygame.Rect(0, 0, w, h).inflate(-2 * round(inset), -2 * round(inset))
    pygame.draw.rect(m, (255, 255, 255, 255), r, border_radius=max(0, round(radius - inset)))
    return m


@lru_cache(maxsize=None)
def _seal_mask(w: int, h: int) -> pygame.Surface:
    m = pygame.Surface((w, h), pygame.SRCALPHA)
    m.fill((0, 0, 0, 0))
    pygame.draw.rect(m, (0, 0, 0, 255), pygame.Rect(0, 0, w, h).inflate(-2, -2),
                     border_radius=max(0, round(_radius(w, h) - 1)))
    return m


def _seal(card: pygame.Surface) -> pygame.Surface:
    """Make a card's inside fully opaque again (smoothscale leaves alpha at 253)."""
    card.blit(_seal_mask(*card.get_size()), (0, 0), special_flags=pygame.BLEND_RGBA_MAX)
    return card


def _vgradient(surface: pygame.Surface, rect: pygame.Rect, top: Sequence[int], bottom: Sequence[int]) -> None:
    span = max(1, rect.height - 1)
    pairs = [(float(a), float(b) - float(a)) for a, b in zip(top, bottom)]
    row = pygame.Rect(rect.left, rect.top, rect.width, 1)
    for i in range(rect.height):
        k = i / span
        row.y = rect.top + i
        surface.fill([round(a + d * k) for a, d in pairs], row)  # (the same colours lerp gives, row by row)


def _text(kind: str, size: int, text: str, color: Sequence[int]) -> pygame.Surface:
    """Rendered text cropped to its ink (so layout can use real glyph bounds)."""
    surf = get_font(kind, max(6, int(round(size)))).render(text, True, color)
    box = surf.get_bounding_rect()
    if box.width == 0 or box.height == 0:
        return surf
    return surf.subsurface(box).copy()


def _rank_text(rank: str, size: int, color: Sequence[int], max_width: float) -> pygame.Surface:
    """A rank glyph; "T" reads "10", set tight and condensed to fit the index column."""
    if rank == "T":
        one = _text("display", size, "1", color)
        zero = _text("display", size, "0", color)
        gap = -max(1, round(size * 0.03))
        w = one.get_width() + zero.get_width() + gap
        h = max(one.get_height(), zero.get_height())
        surf = _surf(w, h, color)
        surf.blit(one, (0, h - one.get_height()))
        surf.blit(zero, (one.get_width() + gap, h - zero.get_height()))
    else:
        surf = _text("display", size, rank, color)
    if surf.get_width() > max_width:
        surf = pygame.transform.smoothscale(surf, (max(1, round(max_width)), surf.get_height()))
    return surf


def _underlined(img: pygame.Surface, on: bool, color: Sequence[int], s: float) -> pygame.Surface:
    """`img` with a short bar under it when `on` (tells a corner 6 from an upside-down 9)."""
    if not on:
        return img
    t = max(1, round(2.2 * s))
    gap = max(1, round(2 * s))
    w, h = img.get_size()
    out = _surf(w, h + gap + t, color)
    out.blit(img, (0, 0))
    bar = pygame.Rect(0, 0, max(2, round(w * 0.75)), t)
    bar.midtop = (w // 2, h + gap)
    pygame.draw.rect(out, color, bar, border_radius=t // 2)
    return out


def _blit_center(dest: pygame.Surface, src: pygame.Surface, center: tuple[float, float]) -> pygame.Rect:
    r = src.get_rect(center=(round(center[0]), round(center[1])))
    dest.blit(src, r)
    return r


def _outlined(src: pygame.Surface, color: Sequence[int], thickness: float) -> pygame.Surface:
    """`src` with a solid outline of `color` around its silhouette (`thickness` in src pixels)."""
    t = max(1, int(round(thickness)))
    w, h = src.get_size()
    out = _surf(w + 2 * t, h + 2 * t, color)
    sil = pygame.mask.from_surface(src, 8).to_surface(setcolor=(*color[:3], 255), unsetcolor=(*color[:3], 0))
    steps = max(12, t * 4)
    offsets = {(0, 0)}
    for i in range(steps):
        a = 2 * math.pi * i / steps
        for rr in (t, t * 0.5):
            offsets.add((round(math.cos(a) * rr), round(math.sin(a) * rr)))
    for dx, dy in offsets:
        out.blit(sil, (t + dx, t + dy))
    out.blit(src, (t, t))
    return out


def _erode(mask: pygame.mask.Mask, r: int) -> pygame.mask.Mask:
    """Morphological erosion of `mask` by a disc of radius r (approximated by 24 directions)."""
    out = mask.copy()
    for i in range(24):
        a = 2 * math.pi * i / 24
        for rr in range(1, r + 1):
            out = out.overlap_mask(mask, (round(math.cos(a) * rr), round(math.sin(a) * rr)))
    return out


# --------------------------------------------------------------------------- French pips

# width / height of each suit's pip box
PIP_ASPECT = {"H": 1.08, "D": 0.80, "S": 0.92, "C": 1.0}


@lru_cache(maxsize=None)
def _heart_unit(n: int = 120) -> tuple[tuple[float, float], ...]:
    """The classic parametric heart, point down, normalised to the unit box."""
    pts = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        pts.append((x, y))
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    return tuple(((x - x0) / (x1 - x0), (y - y0) / (y1 - y0)) for x, y in pts)


def _stem(x: float, y: float, w: float, h: float, top: float) -> list[tuple[float, float]]:
    """A flared stem (spade, club) from unit height `top` to the bottom of the box."""
    left, right = [], []
    n = 14
    for i in range(n + 1):
        v = top + (1.0 - top) * i / n
        k = i / n
        half = 0.035 + 0.19 * k ** 2.4
        left.append((x + (0.5 - half) * w, y + v * h))
        right.append((x + (0.5 + half) * w, y + v * h))
    return left + right[::-1]


def _draw_pip(surface: pygame.Surface, suit: str, box: Sequence[float], color: Sequence[int]) -> None:
    """Draw a suit symbol filling `box` (x, y, w, h) of `surface` (call at a supersampled size)."""
    x, y, w, h = (float(v) for v in box)
    if suit == "H":
        pygame.draw.polygon(surface, color, [(x + u * w, y + v * h) for u, v in _heart_unit()])
    elif suit == "D":
        pts = []
        corners = [(0.5, 0.0), (1.0, 0.5), (0.5, 1.0), (0.0, 0.5)]
        for i in range(4):
            (u0, v0), (u1, v1) = corners[i], corners[(i + 1) % 4]
            # slightly concave sides: a quadratic curve pulled toward the centre
            cu, cv = (u0 + u1) / 2 + (0.5 - (u0 + u1) / 2) * 0.16, (v0 + v1) / 2 + (0.5 - (v0 + v1) / 2) * 0.16
            for j in range(12):
                t = j / 12
                pu = (1 - t) ** 2 * u0 + 2 * (1 - t) * t * cu + t * t * u1
                pv = (1 - t) ** 2 * v0 + 2 * (1 - t) * t * cv + t * t * v1
                pts.append((x + pu * w, y + pv * h))
        pygame.draw.polygon(surface, color, pts)
    elif suit == "S":
        body_h = 0.80
        pygame.draw.polygon(surface, color, [(x + u * w, y + (1.0 - v) * body_h * h) for u, v in _heart_unit()])
        pygame.draw.polygon(surface, color, _stem(x, y, w, h, 0.55))
    elif suit == "C":
        r = 0.235 * w
        pygame.draw.circle(surface, color, (x + 0.5 * w, y + r + 0.01 * h), r)
        pygame.draw.circle(surface, color, (x + 0.5 * w - 0.255 * w, y + 0.56 * h), r)
        pygame.draw.circle(surface, color, (x + 0.5 * w + 0.255 * w, y + 0.56 * h), r)
        pygame.draw.polygon(surface, color, [(x + 0.5 * w, y + 0.28 * h), (x + 0.3 * w, y + 0.58 * h),
                                             (x + 0.7 * w, y + 0.58 * h)])
        pygame.draw.polygon(surface, color, _stem(x, y, w, h, 0.52))
    else:
        raise ValueError(f"not a French suit: {suit!r}")


@lru_cache(maxsize=None)
def _pip(suit: str, height: int, color: tuple[int, int, int]) -> pygame.Surface:
    """An antialiased pip `height` px tall (width from PIP_ASPECT)."""
    height = max(3, int(height))
    width = max(3, round(height * PIP_ASPECT[suit]))
    q = 4
    big = _surf(width * q, height * q, color)
    _draw_pip(big, suit, (0, 0, width * q, height * q), color)
    return _down(big, (width, height))


@lru_cache(maxsize=None)
def _pip_outline(suit: str, height: int, rgba: tuple[int, int, int, int], fill_alpha: int,
                 thickness: float) -> pygame.Surface:
    """A pip drawn as an outline (empty foundations), with a very faint fill."""
    height = max(3, int(height))
    width = max(3, round(height * PIP_ASPECT[suit]))
    q = 4
    pad = q * 2
    big = _surf(width * q + 2 * pad, height * q + 2 * pad, rgba[:3])
    _draw_pip(big, suit, (pad, pad, width * q, height * q), (255, 255, 255, 255))
    full = pygame.mask.from_surface(big, 127)
    inner = _erode(full, max(1, round(thickness * q)))
    ring = full.copy()
    ring.erase(inner, (0, 0))
    out = inner.to_surface(setcolor=(*rgba[:3], fill_alpha), unsetcolor=(*rgba[:3], 0))
    out.blit(ring.to_surface(setcolor=rgba, unsetcolor=(*rgba[:3], 0)), (0, 0))
    return _down(out, (width + 2 * pad // q, height + 2 * pad // q))


# --------------------------------------------------------------------------- bodies

@lru_cache(maxsize=None)
def _paper(w: int, h: int) -> pygame.Surface:
    """The blank French card: warm white with a faint vertical gradient and a 1-px soft border."""
    W, H = w * SS, h * SS
    R = _radius(w, h) * SS
    big = _surf(W, H, PAPER_TOP)
    _vgradient(big, big.get_rect(), PAPER_TOP, PAPER_BOTTOM)
    big.blit(_rrect_mask(W, H, R), (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.rect(big, PAPER_EDGE, big.get_rect(), width=SS, border_radius=round(R))
    return _down(big, (w, h))


def _draw_bricks(surface: pygame.Surface, rect: pygame.Rect, brick: Sequence[int], mortar: Sequence[int],
                 bw: float, bh: float, gap: float, shade: Sequence[int] | None = None) -> None:
    """Running-bond brick courses filling `rect` (mortar as background)."""
    surface.fill(mortar, rect)
    clip = surface.get_clip()
    surface.set_clip(rect)
    rows = int(rect.height / bh) + 2
    cols = int(rect.width / bw) + 3
    for r in range(rows):
        y0 = rect.top + r * bh
        off = (bw / 2) if r % 2 else 0.0
        for c in range(-1, cols):
            x0 = rect.left + c * bw - off
            br = pygame.Rect(round(x0 + gap / 2), round(y0 + gap / 2), round(bw - gap), round(bh - gap))
            pygame.draw.rect(surface, brick, br, border_radius=max(0, round(gap * 0.6)))
            if shade is not None:  # a darker lower lip gives the bricks some depth
                lip = pygame.Rect(br.left, br.bottom - max(1, round(gap * 0.8)), br.width, max(1, round(gap * 0.8)))
                pygame.draw.rect(surface, shade, lip)
    surface.set_clip(clip)


@lru_cache(maxsize=None)
def _catsle_body(suit: str, w: int, h: int) -> pygame.Surface:
    """The blank CATsle card of `suit`: coloured band (bricks for W) around a gradient panel."""
    p = _CATSLE[suit]
    s = min(w / 100.0, h / 140.0) * SS
    W, H = w * SS, h * SS
    R = _radius(w, h) * SS
    big = _surf(W, H, p["band"])
    if suit == "W":
        big.fill((*p["band"], 255))
        _draw_bricks(big, big.get_rect(), p["band"], p["mortar"], 12 * s, 6 * s, 1.6 * s,
                     shade=(160, 72, 50))
        inset = round(8 * s)
    else:
        _vgradient(big, big.get_rect(), [min(255, c + 18) for c in p["band"]], p["band"])
        inset = round(5 * s)
    panel = big.get_rect().inflate(-2 * inset, -2 * inset)
    pr = max(2, round(R - inset * 0.6))
    inner = _surf(panel.width, panel.height, p["top"])
    _vgradient(inner, inner.get_rect(), p["top"], p["bottom"])
    inner.blit(_rrect_mask(panel.width, panel.height, pr), (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    # panel edge: a dark hairline, then a light inner bevel
    pygame.draw.rect(big, p["dark"], panel.inflate(round(2 * s), round(2 * s)), border_radius=pr + round(s))
    big.blit(inner, panel)
    pygame.draw.rect(big, (*[min(255, c + 40) for c in p["top"]], 255), panel, width=max(1, round(0.8 * s)),
                     border_radius=pr)
    big.blit(_rrect_mask(W, H, R), (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.rect(big, p["dark"], big.get_rect(), width=SS, border_radius=round(R))
    return _down(big, (w, h))


# --------------------------------------------------------------------------- castle drawing

def _castle_polys(x: float, y: float, w: float, h: float) -> list[list[tuple[float, float]]]:
    """Rectangles (as polygons) of a three-towered castle silhouette in box (x, y, w, h)."""
    def rect(u0, v0, u1, v1):
        return [(x + u0 * w, y + v0 * h), (x + u1 * w, y + v0 * h), (x + u1 * w, y + v1 * h), (x + u0 * w, y + v1 * h)]

    polys = [
        rect(0.16, 0.50, 0.84, 1.0),     # curtain wall
        rect(0.00, 0.28, 0.26, 1.0),     # left tower
        rect(0.74, 0.28, 1.00, 1.0),     # right tower
        rect(0.35, 0.12, 0.65, 1.0),     # keep
    ]
    mh = 0.10
    for u0, u1, top in ((0.00, 0.26, 0.28), (0.74, 1.00, 0.28), (0.35, 0.65, 0.12)):
        n = 3
        mw = (u1 - u0) / (2 * n - 1)
        for i in range(n):
            a = u0 + 2 * i * mw
            polys.append(rect(a, top - mh, a + mw, top))
    for a in (0.30, 0.66):  # merlons on the curtain wall
        polys.append(rect(a, 0.42, a + 0.05, 0.50))
    return polys


def _draw_castle(surface: pygame.Surface, box: Sequence[float], color: Sequence[int],
                 hole: Sequence[int] | None = None) -> None:
    x, y, w, h = (float(v) for v in box)
    for poly in _castle_polys(x, y, w, h):
        pygame.draw.polygon(surface, color, poly)
    if hole is not None:
        # gate arch and two windows
        gx, gw = x + 0.43 * w, 0.14 * w
        gy = y + 0.72 * h
        pygame.draw.rect(surface, hole, (gx, gy, gw, y + h - gy + 1))
        pygame.draw.circle(surface, hole, (gx + gw / 2, gy), gw / 2)
        for u in (0.10, 0.84):
            pygame.draw.rect(surface, hole, (x + u * w, y + 0.46 * h, 0.06 * w, 0.12 * h))
        pygame.draw.rect(surface, hole, (x + 0.475 * w, y + 0.28 * h, 0.05 * w, 0.12 * h))


# --------------------------------------------------------------------------- court emblems

def _draw_crown(s: pygame.Surface, box, gold, dark, jewel) -> None:
    x, y, w, h = box
    base_top = y + 0.62 * h
    pts = [(x + 0.06 * w, y + h), (x + 0.02 * w, y + 0.22 * h), (x + 0.28 * w, y + 0.52 * h),
           (x + 0.5 * w, y + 0.08 * h), (x + 0.72 * w, y + 0.52 * h), (x + 0.98 * w, y + 0.22 * h),
           (x + 0.94 * w, y + h)]
    pygame.draw.polygon(s, gold, pts)
    for u, v in ((0.02, 0.22), (0.5, 0.08), (0.98, 0.22)):
        pygame.draw.circle(s, gold, (x + u * w, y + v * h), 0.075 * w)
    pygame.draw.rect(s, dark, (x + 0.06 * w, base_top, 0.88 * w, 0.07 * h))
    for u in (0.25, 0.5, 0.75):
        pygame.draw.circle(s, jewel, (x + u * w, y + 0.84 * h), 0.065 * w)


def _draw_tiara(s: pygame.Surface, box, gold, dark, jewel) -> None:
    x, y, w, h = box
    # an arched band: outer arc over inner arc
    outer, inner = [], []
    for i in range(25):
        t = math.pi * i / 24
        outer.append((x + w / 2 - math.cos(t) * w * 0.5, y + h - math.sin(t) * h * 0.62))
        inner.append((x + w / 2 - math.cos(t) * w * 0.40, y + h - math.sin(t) * h * 0.40))
    pygame.draw.polygon(s, gold, outer + inner[::-1])
    # central point and pearls along the arch
    pygame.draw.polygon(s, gold, [(x + 0.38 * w, y + 0.45 * h), (x + 0.5 * w, y + 0.02 * h), (x + 0.62 * w, y + 0.45 * h)])
    for i in range(1, 8):
        t = math.pi * i / 8
        if i == 4:
            continue
        pygame.draw.circle(s, gold, (x + w / 2 - math.cos(t) * w * 0.5, y + h - math.sin(t) * h * 0.62), 0.06 * w)
    pygame.draw.circle(s, jewel, (x + 0.5 * w, y + 0.48 * h), 0.09 * w)
    pygame.draw.circle(s, dark, (x + 0.5 * w, y + 0.48 * h), 0.09 * w, max(1, round(0.02 * w)))


def _draw_feather(s: pygame.Surface, box, vane, shaft) -> None:
    x, y, w, h = box
    # a quill leaning right: vane between two curves, a shaft through it, barbs notched out
    cx, cy = x + 0.5 * w, y + 0.5 * h
    ang = math.radians(-35)
    ca, sa = math.cos(ang), math.sin(ang)
    L = 0.5 * h / 0.95

    def pt(u, v):  # u along the quill (-1 tip .. 1 root), v across
        px, py = v * 0.30 * L, u * L
        return (cx + px * ca - py * sa, cy + px * sa + py * ca)

    left = [pt(-1 + 2 * i / 30, -math.sin(math.pi * min(1, i / 24)) ** 0.8 * (0.9 if i < 12 else 0.75)) for i in range(31)]
    right = [pt(-1 + 2 * i / 30, math.sin(math.pi * min(1, i / 24)) ** 0.8 * (0.8 if i < 12 else 0.9)) for i in range(31)]
    pygame.draw.polygon(s, vane, left + right[::-1])
    lw = max(1, round(0.05 * w))
    pygame.draw.line(s, shaft, pt(-0.92, 0), pt(1.0, 0), lw)
    for u in (-0.45, -0.1, 0.25):
        pygame.draw.line(s, shaft, pt(u, 0), pt(u + 0.18, 0.75), max(1, lw // 2))
        pygame.draw.line(s, shaft, pt(u + 0.1, 0), pt(u + 0.28, -0.75), max(1, lw // 2))


@lru_cache(maxsize=None)
def _court_art(rank: str, suit: str, w: int, h: int) -> pygame.Surface:
    """The framed centre of J / Q / K (frame, tint, emblem) at final size w x h of the frame."""
    q = 4
    color = RED if suit in "HD" else BLACK
    tint = (255, 236, 232) if suit in "HD" else (232, 238, 250)
    W, H = w * q, h * q
    big = _surf(W, H, tint)
    R = round(0.12 * W)
    pygame.draw.rect(big, tint, big.get_rect(), border_radius=R)
    lw = max(2, round(0.035 * W))
    pygame.draw.rect(big, color, big.get_rect(), width=lw, border_radius=R)
    inner = big.get_rect().inflate(-lw * 3, -lw * 3)
    pygame.draw.rect(big, (*GOLD, 255), inner, width=max(1, lw // 2), border_radius=max(1, R - lw * 2))
    # corner dots inside the frame
    for cx, cy in ((inner.left + lw * 2.4, inner.top + lw * 2.4), (inner.right - lw * 2.4, inner.top + lw * 2.4),
                   (inner.left + lw * 2.4, inner.bottom - lw * 2.4), (inner.right - lw * 2.4, inner.bottom - lw * 2.4)):
        pygame.draw.circle(big, color, (cx, cy), lw * 0.8)
    ew, eh = 0.70 * W, 0.40 * W
    ebox = (W / 2 - ew / 2, 0.075 * H, ew, eh)
    gold = (246, 176, 36)
    if rank == "K":
        _draw_crown(big, ebox, gold, GOLD_DARK, color)
    elif rank == "Q":
        _draw_tiara(big, (W / 2 - ew * 0.47, 0.075 * H, ew * 0.94, eh), gold, GOLD_DARK, color)
    else:
        fb = (W / 2 - ew * 0.55, 0.035 * H, ew * 1.1, eh * 1.55)
        _draw_feather(big, fb, color, gold)
    return _down(big, (w, h))


# --------------------------------------------------------------------------- CATsle icons

def _thick_curve(s: pygame.Surface, pts: Sequence[tuple[float, float]], color, width: float) -> None:
    """A round-capped thick polyline (circles along the path, so joins stay smooth)."""
    r = width / 2
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        n = max(1, int(math.hypot(x1 - x0, y1 - y0) / max(1.0, r * 0.5)))
        for i in range(n + 1):
            t = i / n
            pygame.draw.circle(s, color, (x0 + (x1 - x0) * t, y0 + (y1 - y0) * t), r)


def _icon_wall(s, W, H, p) -> None:
    brick, mortar = (198, 92, 64), (252, 240, 222)
    top = 0.22 * H
    body = pygame.Rect(round(0.04 * W), round(top), round(0.92 * W), round(H - top))
    _draw_bricks(s, body, brick, mortar, body.width / 3.6, body.height / 4.0, 0.05 * W, shade=(168, 74, 50))
    # merlons
    n = 4
    mw = body.width / (2 * n - 1)
    for i in range(n):
        m = pygame.Rect(round(body.left + 2 * i * mw), round(0.0 * H), round(mw), round(top + 1))
        s.fill(mortar, m)
        pygame.draw.rect(s, brick, m.inflate(-round(0.05 * W), -round(0.05 * W)),
                         border_radius=round(0.02 * W))


def _icon_gable(s, W, H, p) -> None:
    cream, dark = CREAM, p["dark"]
    roof_top, eave = 0.0, 0.46 * H
    pygame.draw.rect(s, cream, (0.14 * W, eave - 1, 0.72 * W, H - eave + 1))
    pygame.draw.polygon(s, cream, [(0.5 * W, roof_top), (1.0 * W, eave + 0.06 * H), (0.0, eave + 0.06 * H)])
    # roof edge (barge boards) in the suit's dark green
    _thick_curve(s, [(0.03 * W, eave + 0.03 * H), (0.5 * W, roof_top + 0.04 * H), (0.97 * W, eave + 0.03 * H)],
                 dark, 0.08 * W)
    # round window in the gable, door, two windows
    pygame.draw.circle(s, dark, (0.5 * W, 0.30 * H), 0.075 * W)
    dw, dh = 0.18 * W, 0.30 * H
    pygame.draw.rect(s, dark, (0.5 * W - dw / 2, H - dh, dw, dh))
    pygame.draw.circle(s, dark, (0.5 * W, H - dh), dw / 2)
    for u in (0.22, 0.64):
        pygame.draw.rect(s, dark, (u * W, 0.60 * H, 0.14 * W, 0.14 * H), border_radius=round(0.02 * W))


def _icon_gate(s, W, H, p) -> None:
    cream, dark = CREAM, p["dark"]
    top = 0.16 * H
    pygame.draw.rect(s, cream, (0.0, top, W, H - top))
    n = 5
    mw = W / (2 * n - 1)
    for i in range(n):
        pygame.draw.rect(s, cream, (2 * i * mw, 0.0, mw, top + 1))
    # arch opening with portcullis
    aw = 0.52 * W
    ax = 0.5 * W - aw / 2
    ay = 0.50 * H
    opening = (60, 20, 22)  # deep shadow behind the portcullis
    pygame.draw.rect(s, opening, (ax, ay, aw, H - ay + 1))
    pygame.draw.circle(s, opening, (0.5 * W, ay), aw / 2)
    bar = max(1, round(0.035 * W))
    for i in range(1, 5):
        bx = ax + aw * i / 5
        half = math.sqrt(max(0.0, (aw / 2) ** 2 - (bx - 0.5 * W) ** 2))
        pygame.draw.line(s, cream, (bx, ay - half + bar), (bx, 0.9 * H), bar)
        pygame.draw.polygon(s, cream, [(bx - bar * 1.1, 0.9 * H), (bx + bar * 1.1, 0.9 * H), (bx, 0.97 * H)])
    for v in (0.42, 0.62, 0.80):
        yy = ay - aw / 2 + (H * 0.9 - (ay - aw / 2)) * v
        half = aw / 2 if yy >= ay else math.sqrt(max(0.0, (aw / 2) ** 2 - (ay - yy) ** 2))
        pygame.draw.line(s, cream, (0.5 * W - half + bar, yy), (0.5 * W + half - bar, yy), bar)
    # window slits either side
    for u in (0.12, 0.82):
        pygame.draw.rect(s, dark, (u * W, 0.34 * H, 0.06 * W, 0.22 * H), border_radius=round(0.03 * W))


def _icon_bridge(s, W, H, p) -> None:
    cream, dark = CREAM, p["dark"]
    spring = 0.80 * H                    # where the arch springs from the piers
    ar = 0.31 * W                        # arch radius
    lw = max(1, round(0.03 * W))

    def deck(u: float) -> float:         # humpback deck: top edge height at u
        return 0.10 * H + 0.16 * H * (2 * u - 1) ** 2

    top = [(W * i / 24, deck(i / 24)) for i in range(25)]
    arch = [(0.5 * W + ar * math.cos(math.pi * i / 24), spring - ar * math.sin(math.pi * i / 24) * 0.95)
            for i in range(25)]
    body = top + [(W, spring)] + arch + [(0, spring)]
    pygame.draw.polygon(s, cream, body)
    # parapet course along the deck and voussoir stones around the arch
    pygame.draw.lines(s, dark, False, [(x, y + 0.11 * H) for x, y in top[1:-1]], lw)
    for i in range(1, 12):
        a = math.pi * i / 12
        c, sn = math.cos(a), math.sin(a) * 0.95
        pygame.draw.line(s, dark, (0.5 * W + ar * c, spring - ar * sn),
                         (0.5 * W + (ar + 0.09 * W) * c, spring - (ar + 0.09 * W) * sn), lw)
    pygame.draw.lines(s, dark, False, [(0.5 * W + (ar + 0.09 * W) * math.cos(math.pi * i / 24),
                                        spring - (ar + 0.09 * W) * math.sin(math.pi * i / 24) * 0.95)
                                       for i in range(25)], lw)
    # a ripple of water under the arch
    pts = [(W * (0.30 + 0.40 * i / 16), 0.93 * H - math.sin(i / 16 * 4 * math.pi) * 0.025 * H) for i in range(17)]
    _thick_curve(s, pts, cream, 0.045 * W)


def _icon_waves(s, W, H, p) -> None:
    cream = CREAM
    for k, v in enumerate((0.20, 0.50, 0.80)):
        amp = 0.085 * H
        pts = []
        phase = k * 0.9
        for i in range(49):
            u = i / 48
            pts.append((0.07 * W + 0.86 * W * u, H * v - amp * math.sin(u * 2.6 * math.pi + phase)))
        _thick_curve(s, pts, cream, 0.11 * W)


_ICONS: dict[str, Callable] = {"W": _icon_wall, "G": _icon_gable, "R": _icon_gate, "Y": _icon_bridge, "B": _icon_waves}


@lru_cache(maxsize=None)
def _catsle_icon(suit: str, w: int, h: int) -> pygame.Surface:
    """The suit icon (wall, gable, gate, bridge, waves) with a dark sticker outline."""
    p = _CATSLE[suit]
    q = 4
    W, H = w * q, h * q
    big = _surf(W, H, CREAM)
    _ICONS[suit](big, W, H, p)
    big = _outlined(big, p["dark"], 0.045 * W)
    return _down(big, (round(big.get_width() / q), round(big.get_height() / q)))


def suit_icon(suit: str, size: Sequence[float]) -> pygame.Surface:
    """A CATsle suit's icon (wall, gable, gate, bridge, waves) fitting `size`, for labels. Cached."""
    if suit not in _CATSLE:
        raise ValueError(f"not a CATsle suit: {suit!r}")
    w, h = _size(size)
    return _catsle_icon(suit, w, h)


@lru_cache(maxsize=None)
def _cat_mason(d: int, ring: tuple[int, int, int]) -> pygame.Surface:
    """A round badge (diameter d) with an orange cat mason in a yellow hard hat."""
    q = 4
    D = d * q
    big = _surf(D, D, ring)
    c = D / 2
    pygame.draw.circle(big, ring, (c, c), D / 2)
    pygame.draw.circle(big, (255, 247, 230), (c, c), D / 2 - max(2, 0.07 * D))
    fur, fur_dark, pink, ink = (238, 146, 56), (176, 92, 30), (246, 156, 160), (52, 36, 30)
    hx, hy, hr = c, c + 0.12 * D, 0.27 * D
    # ears
    for sgn in (-1, 1):
        ear = [(hx + sgn * 0.10 * D, hy - 0.20 * D), (hx + sgn * 0.30 * D, hy - 0.36 * D), (hx + sgn * 0.28 * D, hy - 0.06 * D)]
        pygame.draw.polygon(big, fur_dark, ear)
        inner = [(hx + sgn * 0.15 * D, hy - 0.19 * D), (hx + sgn * 0.27 * D, hy - 0.29 * D), (hx + sgn * 0.25 * D, hy - 0.11 * D)]
        pygame.draw.polygon(big, pink, inner)
    pygame.draw.ellipse(big, fur_dark, (hx - hr * 1.12 - 2, hy - hr - 2, hr * 2.24 + 4, hr * 1.9 + 4))
    pygame.draw.ellipse(big, fur, (hx - hr * 1.12, hy - hr, hr * 2.24, hr * 1.9))
    # tabby stripes on the forehead
    for dx in (-0.06, 0.0, 0.06):
        pygame.draw.line(big, fur_dark, (hx + dx * D, hy - 0.19 * D), (hx + dx * D, hy - 0.12 * D), max(1, round(0.025 * D)))
    # muzzle, eyes, nose
    pygame.draw.ellipse(big, (255, 240, 222), (hx - 0.13 * D, hy + 0.02 * D, 0.26 * D, 0.15 * D))
    for sgn in (-1, 1):
        pygame.draw.ellipse(big, ink, (hx + sgn * 0.11 * D - 0.035 * D, hy - 0.07 * D, 0.07 * D, 0.09 * D))
        pygame.draw.circle(big, WHITE, (hx + sgn * 0.11 * D + 0.01 * D, hy - 0.05 * D), 0.014 * D)
        for k in (-1, 1):
            pygame.draw.line(big, ink, (hx + sgn * 0.14 * D, hy + 0.07 * D),
                             (hx + sgn * 0.34 * D, hy + 0.07 * D + k * 0.03 * D), max(1, round(0.012 * D)))
    pygame.draw.polygon(big, pink, [(hx - 0.035 * D, hy + 0.03 * D), (hx + 0.035 * D, hy + 0.03 * D), (hx, hy + 0.07 * D)])
    # hard hat: dome + brim
    hat, hat_dark = (252, 200, 34), (186, 132, 6)
    base_y = hy - 0.22 * D

    def dome(r: float) -> list[tuple[float, float]]:
        return [(hx + r * math.cos(math.pi * i / 24), base_y - r * math.sin(math.pi * i / 24)) for i in range(25)]

    pygame.draw.polygon(big, hat_dark, dome(0.19 * D + 2))
    pygame.draw.polygon(big, hat, dome(0.19 * D))
    brim = pygame.Rect(round(hx - 0.27 * D), round(hy - 0.25 * D), round(0.54 * D), round(0.06 * D))
    pygame.draw.rect(big, hat_dark, brim.inflate(4, 4), border_radius=round(0.03 * D))
    pygame.draw.rect(big, hat, brim, border_radius=round(0.03 * D))
    pygame.draw.rect(big, hat_dark, (hx - 0.025 * D, hy - 0.40 * D, 0.05 * D, 0.15 * D))  # ridge
    return _down(big, (d, d))


# --------------------------------------------------------------------------- faces

INDEX_COLUMN = 15.0  # a French card's corner index: the centre of its column, its top (at 100×140)
INDEX_TOP = 8.0


def _french_index(card_id: str, w: int, h: int) -> tuple[pygame.Surface, pygame.Rect, int]:
    """The corner index of a French card, rank over suit (cropped to their ink), where it lies in the
    top-left corner of a w×h face, and how far down in it the suit begins."""
    rank, suit = card_id[0], card_id[1]
    sx, sy = w / 100.0, h / 140.0
    s = min(sx, sy)
    color = RED if suit in "HD" else BLACK
    rank_img = _underlined(_rank_text(rank, round(30 * s), color, 23 * s), rank in "69", color, s)
    pip = _pip(suit, max(4, round(17 * s)), color)
    gap = max(1, round(4 * s))
    bw = max(rank_img.get_width(), pip.get_width())
    bh = rank_img.get_height() + gap + pip.get_height()
    block = _surf(bw, bh, color)
    block.blit(rank_img, ((bw - rank_img.get_width()) // 2, 0))
    block.blit(pip, ((bw - pip.get_width()) // 2, rank_img.get_height() + gap))
    col = INDEX_COLUMN * sx  # centred on a column near the edge
    top = INDEX_TOP * sy
    return block, pygame.Rect(round(col - bw / 2), round(top), bw, bh), rank_img.get_height() + gap


@lru_cache(maxsize=256)
def _index_glyphs(card_id: str, w: int, h: int) -> tuple[tuple[int, int, int, int], ...]:
    block, at, split = _french_index(card_id, w, h)
    out = []
    for top, bottom in ((0, split), (split, block.get_height())):
        part = block.subsurface((0, top, block.get_width(), bottom - top)).get_bounding_rect()
        if part.w and part.h:
            out.append(tuple(part.move(at.x, at.y + top)))
    return tuple(out)


def index_glyphs(card_id: str, size: Sequence[float] = CARD_SIZE) -> list[pygame.Rect]:
    """The ink of a French card's top-left corner index, rank (with its underline) and suit, each on its
    own, in face pixels: a card above may hide a glyph wholly (a cascade shows the rank alone), never cut
    one (the audit's test)."""
    if kind_of(card_id) != FRENCH:
        raise ValueError(f"not a French card: {card_id!r}")
    return [pygame.Rect(r) for r in _index_glyphs(card_id, *_size(size))]


def index_rect(card_id: str, size: Sequence[float] = CARD_SIZE) -> pygame.Rect:
    """Where the whole corner index (rank over suit) lies on a French card's face at `size`: a fan that
    overlaps cards (Castile's reserve) must leave this much of every card but the top one uncovered,
    for its widest ranks ("10", "Q", "A")."""
    rank, *suit = index_glyphs(card_id, size)
    return rank.unionall(suit)


def _french_face(card_id: str, w: int, h: int) -> pygame.Surface:
    rank, suit = card_id[0], card_id[1]
    sx, sy = w / 100.0, h / 140.0
    s = min(sx, sy)
    color = RED if suit in "HD" else BLACK
    surf = _paper(w, h).copy()

    # corner index: rank over suit, in the top-left corner and, turned, in the bottom-right one
    block, at, _ = _french_index(card_id, w, h)
    surf.blit(block, at)
    bw, bh = block.get_size()
    surf.blit(pygame.transform.flip(block, True, True), (round(w - INDEX_COLUMN * sx - bw / 2),
                                                               round(h - INDEX_TOP * sy - bh)))

    if rank in "JQK":
        fw, fh = round(42 * sx), round(104 * sy)
        frame = _court_art(rank, suit, fw, fh)
        fx, fy = round(w / 2 - fw / 2), round(h / 2 - fh / 2)
        surf.blit(frame, (fx, fy))
        letter = _text("display", round(40 * s), rank, color)
        _blit_center(surf, letter, (w / 2, fy + 0.53 * fh))
        _blit_center(surf, _pip(suit, max(4, round(20 * s)), color), (w / 2, fy + 0.80 * fh))
    elif rank == "A":
        big = _pip(suit, max(6, round(58 * s)), color)
        _blit_center(surf, big, (w / 2, h / 2 + 1 * sy))
    else:
        big = _pip(suit, max(6, round(48 * s)), color)
        _blit_center(surf, big, (w / 2, h / 2 + 2 * sy))
    return surf


def _shadowed_text(kind: str, size: int, text: str, ink, shade, offset: float) -> pygame.Surface:
    front = _text(kind, size, text, ink)
    back = _text(kind, size, text, shade)
    o = max(1, round(offset))
    out = _surf(front.get_width() + o, front.get_height() + o, ink)
    out.blit(back, (o, o))
    out.blit(front, (0, 0))
    return out


def _catsle_face(card_id: str, w: int, h: int) -> pygame.Surface:
    suit, value = card_id[0], card_id[1:]
    p = _CATSLE[suit]
    sx, sy = w / 100.0, h / 140.0
    s = min(sx, sy)
    surf = _catsle_body(suit, w, h).copy()
    ink, shade = p["ink"], p["shade"]
    light_text = ink == (255, 255, 255)

    # big value, centre top
    big = _shadowed_text("display", round(44 * s), value, ink, shade, 2.2 * s if light_text else 1.5 * s)
    _blit_center(surf, big, (w / 2, 34 * sy))
    # corner values
    small = _shadowed_text("display", round(18 * s), value, ink, shade, 1.2 * s)
    if value in ("6", "9"):
        small = _underlined(small, True, ink, s * 0.8)
    inset = (17 if suit == "W" else 15)
    _blit_center(surf, small, (inset * sx, (inset + 2) * sy))
    _blit_center(surf, pygame.transform.flip(small, True, True), (w - inset * sx, h - (inset + 2) * sy))
    # suit icon
    icon = _catsle_icon(suit, round(54 * s), round(40 * s))
    _blit_center(surf, icon, (w / 2, 84 * sy))
    # cat mason, lower left
    d = max(8, round(28 * s))
    badge = _cat_mason(d, p["dark"])
    _blit_center(surf, badge, ((inset + 5) * sx, h - (inset + 5) * sy))
    return surf


@lru_cache(maxsize=512)  # every card at a few sizes; bounded, since sizes follow the layout
def _face(card_id: str, w: int, h: int) -> pygame.Surface:
    if kind_of(card_id) == FRENCH:
        return _finish(_seal(_french_face(card_id, w, h)))
    return _finish(_seal(_catsle_face(card_id, w, h)))


def face(card_id: str, size: Sequence[float] = CARD_SIZE) -> pygame.Surface:
    """The face of `card_id` at `size` (SRCALPHA, rounded corners, no shadow). Cached: do not draw on it."""
    kind = kind_of(card_id)
    w, h = _size(size)
    if not audit.ENABLED:
        return _face(card_id, w, h)
    # (the audit checks that no card drawn above cuts the corner index: "10" must never read "1(")
    index = list(_index_glyphs(card_id, w, h)) if kind == FRENCH else None  # (rank and suit apart)
    return audit.sprite(_face(card_id, w, h), "card", index)


def face_steps(card_id: str, size: Sequence[float] = CARD_SIZE) -> Iterator[None]:
    """Make `face(card_id, size)` ahead of need, pausing between its costly parts (a CATsle suit's
    first card builds the suit's body, icon and mason first): a generator for the prewarm queue."""
    w, h = _size(size)
    if kind_of(card_id) != FRENCH:
        suit = card_id[0]
        s = min(w / 100.0, h / 140.0)
        _catsle_body(suit, w, h)
        yield
        _catsle_icon(suit, round(54 * s), round(40 * s))
        _cat_mason(max(8, round(28 * s)), _CATSLE[suit]["dark"])
        yield
    face(card_id, size)


# --------------------------------------------------------------------------- back

@lru_cache(maxsize=None)
def _back(style: str, w: int, h: int) -> pygame.Surface:
    if style != "kastell":
        raise ValueError(f"unknown card back style: {style!r}")
    s = min(w / 100.0, h / 140.0) * SS
    W, H = w * SS, h * SS
    R = _radius(w, h) * SS
    big = _surf(W, H, NIGHT)
    pygame.draw.rect(big, NIGHT, big.get_rect(), border_radius=round(R))
    # gold border ring
    ring_in = round(4 * s)
    ring = big.get_rect().inflate(-2 * ring_in, -2 * ring_in)
    rr = max(2, round(R - ring_in * 0.7))
    pygame.draw.rect(big, GOLD, ring, width=max(2, round(2.2 * s)), border_radius=rr)
    # inner panel with a staggered pattern of tiny castles
    panel = ring.inflate(-round(7 * s), -round(7 * s))
    pr = max(2, rr - round(3 * s))
    pat = _surf(panel.width, panel.height, NIGHT_2)
    pat.fill((*NIGHT_2, 255))
    cw, ch = 11 * s, 8.5 * s
    stepx, stepy = 19 * s, 17 * s
    rows = int(panel.height / stepy) + 2
    cols = int(panel.width / stepx) + 2
    motif = (46, 66, 116)
    for r in range(rows):
        for c in range(cols):
            cx = (c + (0.5 if r % 2 else 0.0)) * stepx + (panel.width - (cols - 1) * stepx) / 2 - stepx / 4
            cy = r * stepy + (panel.height - (rows - 1) * stepy) / 2
            _draw_castle(pat, (cx - cw / 2, cy - ch / 2, cw, ch), motif)
    pat.blit(_rrect_mask(panel.width, panel.height, pr), (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(pat, panel)
    pygame.draw.rect(big, (58, 80, 132), panel, width=max(1, round(0.8 * s)), border_radius=pr)
    # centre medallion: gold ring, night disc, gold castle
    c = (W / 2, H / 2)
    mr = 23 * s
    pygame.draw.circle(big, GOLD, c, mr + 2.2 * s)
    pygame.draw.circle(big, NIGHT, c, mr)
    pygame.draw.circle(big, GOLD_DARK, c, mr - 3 * s, max(1, round(0.8 * s)))
    cw2, ch2 = 26 * s, 20 * s
    _draw_castle(big, (c[0] - cw2 / 2, c[1] - ch2 / 2 - 1 * s, cw2, ch2), GOLD, hole=NIGHT)
    big.blit(_rrect_mask(W, H, R), (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.rect(big, (10, 17, 34), big.get_rect(), width=SS, border_radius=round(R))
    return _finish(_seal(_down(big, (w, h))))


def back(size: Sequence[float] = CARD_SIZE, style: str = "kastell") -> pygame.Surface:
    """The card back: night blue with a gold border and a castle pattern. Cached."""
    w, h = _size(size)
    return audit.sprite(_back(style, w, h), "card")


# --------------------------------------------------------------------------- shadow, slots, highlight

def shadow_pad(size: Sequence[float] = CARD_SIZE) -> int:
    """How far `shadow(size)` reaches beyond the card on each side."""
    w, h = _size(size)
    return max(3, round(6 * min(w / 100.0, h / 140.0)))


@lru_cache(maxsize=None)
def _shadow(w: int, h: int) -> pygame.Surface:
    pad = shadow_pad((w, h))
    surf = _surf(w + 2 * pad, h + 2 * pad, (0, 0, 0))
    pygame.draw.rect(surf, (0, 0, 0, 120), pygame.Rect(pad, pad, w, h).inflate(-2, -2),
                     border_radius=round(_radius(w, h)))
    surf = pygame.transform.gaussian_blur(surf, max(1, pad // 2), repeat_edge_pixels=False)
    return _finish(surf)


def shadow(size: Sequence[float] = CARD_SIZE) -> pygame.Surface:
    """A soft dark rounded rect (alpha) to blit under a card, centred on it plus an offset.

    It is `shadow_pad(size)` px larger than the card on each side. Cached.
    """
    w, h = _size(size)
    return _shadow(w, h)


@lru_cache(maxsize=None)
def _empty_slot(w: int, h: int, label: str | None, suit: str | None) -> pygame.Surface:
    s = min(w / 100.0, h / 140.0)
    R = _radius(w, h) * SS
    W, H = w * SS, h * SS
    big = _surf(W, H, (255, 255, 255))
    pygame.draw.rect(big, (0, 0, 0, 40), big.get_rect(), border_radius=round(R))
    pygame.draw.rect(big, (255, 255, 255, 92), big.get_rect().inflate(-SS, -SS), width=max(2, round(2 * SS * s)),
                     border_radius=round(R))
    surf = _down(big, (w, h))
    if suit is not None:
        pip = _pip_outline(suit, max(6, round(50 * s)), (255, 255, 255, 105), 22, max(1.0, 2.2 * s))
        _blit_center(surf, pip, (w / 2, h / 2))
    if label:
        txt = _text("display", round(52 * s), label, (255, 255, 255))
        faint = _surf(txt.get_width(), txt.get_height(), (255, 255, 255))
        faint.blit(txt, (0, 0))
        faint.fill((255, 255, 255, 80), special_flags=pygame.BLEND_RGBA_MULT)
        _blit_center(surf, faint, (w / 2, h / 2))
    return _finish(surf)


def empty_slot(size: Sequence[float] = CARD_SIZE, label: str | None = None, suit: str | None = None) -> pygame.Surface:
    """A faint rounded outline on felt for an empty pile; `suit` ("SHDC") adds a faint suit outline
    (empty Castile foundation), `label` (e.g. "K") a faint letter (empty tableau spot). Cached."""
    if suit is not None and (not isinstance(suit, str) or len(suit) != 1 or suit not in FRENCH_SUITS):
        raise ValueError(f"not a French suit: {suit!r}")
    w, h = _size(size)
    return _empty_slot(w, h, label or None, suit)


def outline(kind: str, size: Sequence[float] = CARD_SIZE) -> pygame.Surface:
    """Empty-slot outline by kind: "slot" (plain), a suit letter "S" "H" "D" "C" (foundation),
    or "K" (empty tableau spot)."""
    if kind == "slot":
        return empty_slot(size)
    if kind in ("S", "H", "D", "C"):
        return empty_slot(size, suit=kind)
    if kind == "K":
        return empty_slot(size, label="K")
    raise ValueError(f"unknown outline kind: {kind!r}")


def highlight_pad(size: Sequence[float] = CARD_SIZE) -> int:
    """How far `highlight(size)` reaches beyond the card on each side."""
    w, h = _size(size)
    return max(6, round(12 * min(w / 100.0, h / 140.0)))


@lru_cache(maxsize=None)
def _highlight(w: int, h: int, color: tuple[int, int, int]) -> pygame.Surface:
    s = min(w / 100.0, h / 140.0)
    pad = highlight_pad((w, h))
    R = _radius(w, h)
    card = pygame.Rect(pad, pad, w, h)
    # soft glow: a thick ring, blurred
    glow = _surf(w + 2 * pad, h + 2 * pad, color)
    pygame.draw.rect(glow, (*color, 200), card.inflate(round(6 * s), round(6 * s)), width=max(2, round(4 * s)),
                     border_radius=round(R + 3 * s))
    glow = pygame.transform.gaussian_blur(glow, max(2, round(pad * 0.45)), repeat_edge_pixels=False)
    # crisp ring, antialiased by supersampling
    q = 4
    ring = _surf((w + 2 * pad) * q, (h + 2 * pad) * q, color)
    rr = pygame.Rect(card.x * q, card.y * q, w * q, h * q).inflate(round(5 * s * q), round(5 * s * q))
    pygame.draw.rect(ring, (*color, 255), rr, width=max(q, round(3 * s * q)), border_radius=round((R + 2.5 * s) * q))
    glow.blit(_down(ring, glow.get_size()), (0, 0))
    # keep the card's own area clear so the ring reads the same drawn under or over the card
    pygame.draw.rect(glow, (*color, 0), card.inflate(-2, -2), border_radius=round(R))
    return _finish(glow)


def highlight(size: Sequence[float] = CARD_SIZE, color: Sequence[int] = GOLD) -> pygame.Surface:
    """A glowing rounded ring to blit centred on a card (legal target, hint, focus).

    It is `highlight_pad(size)` px larger than the card on each side. Cached per colour.
    """
    w, h = _size(size)
    return _highlight(w, h, tuple(int(c) for c in color[:3]))


def clear_caches() -> None:
    """Forget every cached surface (e.g. after the display mode changed)."""
    for fn in (_face, _back, _seal_mask, _shadow, _empty_slot, _highlight, _paper, _catsle_body, _court_art,
               _catsle_icon, _cat_mason, _pip, _pip_outline):
        fn.cache_clear()


# --------------------------------------------------------------------------- sprite

class _Flight:
    __slots__ = ("start", "target", "arc", "tween", "flip_to", "flipped", "on_done")

    def __init__(self, start, target, arc, tween, flip_to, on_done) -> None:
        self.start = start
        self.target = target
        self.arc = arc
        self.tween = tween
        self.flip_to = flip_to
        self.flipped = flip_to is None
        self.on_done = on_done


class CardSprite:
    """One card on a table.

    `card` is the card id, `pos` the centre (floats), `face_up`, `size` (w, h), `z` the
    stacking order within its layer (`sort_key` puts flying and dragged cards on top).
    Call `update(dt)` once per step and `draw(surface)` once per frame.
    """

    FLIP_WINDOW = (0.2, 0.8)          # part of the flight (eased progress) during which the card turns
    REST_SHADOW = (1.0, 2.0)          # shadow offset at 100 px wide, lying on the table
    LIFT_SHADOW = (7.0, 12.0)         # ... while flying or dragged
    LIFT_RATE = 16.0                  # how fast the lift follows (1/s)

    def __init__(self, card: str, pos: Sequence[float] = (0.0, 0.0), face_up: bool = True,
                 size: Sequence[float] = CARD_SIZE, z: int = 0) -> None:
        kind_of(card)
        self.card = card
        self.pos: tuple[float, float] = (float(pos[0]), float(pos[1]))
        self.face_up = bool(face_up)
        self.size = _size(size)
        self.z = z
        self._flight: _Flight | None = None
        self._grab: tuple[float, float] | None = None
        self._lift = 0.0

    def __repr__(self) -> str:
        return f"CardSprite({self.card!r}, pos=({self.pos[0]:.1f}, {self.pos[1]:.1f}), face_up={self.face_up})"

    # -- state
    @property
    def busy(self) -> bool:
        """True while a flight (including its delay) is running."""
        return self._flight is not None

    @property
    def done(self) -> bool:
        """No flight left (a table's animation queue asks this)."""
        return self._flight is None

    @property
    def dragging(self) -> bool:
        return self._grab is not None

    @property
    def lifted(self) -> bool:
        return self.dragging or (self._flight is not None and self._flight.tween.elapsed >= self._flight.tween.delay)

    @property
    def sort_key(self) -> tuple[int, int]:
        return (1 if self.lifted else 0, self.z)

    @property
    def rect(self) -> pygame.Rect:
        r = pygame.Rect(0, 0, *self.size)
        r.center = (round(self.pos[0]), round(self.pos[1]))
        return r

    def contains(self, point: Sequence[float]) -> bool:
        return self.rect.collidepoint(point[0], point[1])

    @property
    def image(self) -> pygame.Surface:
        """The unscaled surface of the side showing now."""
        return face(self.card, self.size) if self.face_up else back(self.size)

    # -- motion
    def fly_to(self, target: Sequence[float], duration: float = 0.35, arc: float = 60, flip_to: bool | None = None,
               delay: float = 0, on_done: Callable[[], None] | None = None) -> None:
        """Fly along an arc bulging `arc` px up to `target` (centre) with ease-out.

        If `flip_to` differs from `face_up` the card turns over mid-flight. A new flight (or a
        drag) replaces a running one from wherever the card is; the replaced flight's pending
        flip is applied at once and its `on_done` is not called. `on_done` fires once, on arrival.
        """
        self._cancel_flight()
        self._grab = None
        flip = None if flip_to is None or bool(flip_to) == self.face_up else bool(flip_to)
        tween = Tween(0.0, 1.0, duration, "out", delay=max(0.0, float(delay)))
        self._flight = _Flight(self.pos, (float(target[0]), float(target[1])), float(arc), tween, flip, on_done)
        if duration <= 0 and delay <= 0:
            self.finish()

    def flip(self, duration: float = 0.25, on_done: Callable[[], None] | None = None) -> None:
        """Turn over where it lies (a flight to its own place with no arc)."""
        self.fly_to(self.pos, duration=duration, arc=0, flip_to=not self.face_up, on_done=on_done)

    def finish(self) -> None:
        """Jump to the end of a running flight (hurry animations)."""
        if self._flight is not None:
            self._flight.tween.elapsed = self._flight.tween.delay + self._flight.tween.duration
            self.update(0.0)

    def _cancel_flight(self) -> None:
        f = self._flight
        if f is not None and not f.flipped:
            self.face_up = bool(f.flip_to)
        self._flight = None

    def update(self, dt: float) -> None:
        f = self._flight
        if f is None and self._grab is None and self._lift == 0.0:
            return  # lying still: nothing to do (most cards, most frames)
        if f is not None and f.tween.elapsed + dt < f.tween.delay:
            f.tween.elapsed += dt  # still waiting for its turn (a staggered deal)
            return
        if f is not None:
            f.tween.update(dt)
            k = float(f.tween.value)
            if f.tween.done:
                self.pos = f.target
                if not f.flipped:
                    self.face_up = bool(f.flip_to)
                    f.flipped = True
                self._flight = None
                if f.on_done is not None:
                    f.on_done()
            else:
                self.pos = arc_point(f.start, f.target, k, f.arc)
                if not f.flipped and self._flip_phase(k) >= 0.5:
                    self.face_up = bool(f.flip_to)
                    f.flipped = True
        target = 1.0 if self.lifted else 0.0
        self._lift += (target - self._lift) * min(1.0, max(0.0, dt) * self.LIFT_RATE)
        if abs(target - self._lift) < 1e-3:
            self._lift = target

    def _flip_phase(self, k: float) -> float:
        a, b = self.FLIP_WINDOW
        return min(1.0, max(0.0, (k - a) / (b - a)))

    def _xscale(self) -> float:
        f = self._flight
        if f is None or f.flip_to is None:
            return 1.0
        return abs(math.cos(math.pi * self._flip_phase(float(f.tween.value))))

    # -- dragging
    def start_drag(self, point: Sequence[float]) -> None:
        """Pick the card up at `point`; a running flight stops where the card is."""
        self._cancel_flight()
        self._grab = (self.pos[0] - float(point[0]), self.pos[1] - float(point[1]))

    def drag_to(self, point: Sequence[float]) -> None:
        if self._grab is not None:
            self.pos = (float(point[0]) + self._grab[0], float(point[1]) + self._grab[1])

    def end_drag(self) -> None:
        """Let go; the scene then flies the card to its new home (or back)."""
        self._grab = None

    def settle(self) -> None:
        """Lie flat at once (the shadow's lift gone): for a card that a cached layer keeps, which
        would otherwise keep it with the shadow it had at the moment it landed."""
        self._lift = 0.0

    # -- drawing
    def _shadow_at(self, cx: float, cy: float, xscale: float) -> tuple[pygame.Surface, pygame.Rect] | None:
        """The shadow of the card centred at (cx, cy) and where it goes; None mid-flip (`xscale` < 1):
        only the card is squeezed and its shadow is left out for that instant (scaling the larger
        shadow every frame costs more than it shows)."""
        if xscale < 0.999:
            return None
        w, h = self.size
        s = min(w / 100.0, h / 140.0)
        ox, oy = lerp(self.REST_SHADOW, self.LIFT_SHADOW, self._lift)
        sh = shadow(self.size)
        return sh, sh.get_rect(center=(round(cx + ox * s), round(cy + oy * s)))

    def bounds(self) -> pygame.Rect:
        """The pixels `draw` covers now: the card and its shadow (a cached layer that drew the card
        redraws this much to take it off again; a card squeezed mid-flip lies inside its rectangle)."""
        cx, cy = self.pos
        card = self.image.get_rect(center=(round(cx), round(cy)))
        placed = self._shadow_at(cx, cy, self._xscale())
        return card.union(placed[1]) if placed is not None else card

    def draw(self, surface: pygame.Surface, offset: Sequence[float] = (0, 0)) -> None:
        cx, cy = self.pos[0] + offset[0], self.pos[1] + offset[1]
        img = self.image
        xs = self._xscale()
        if xs < 0.999:
            w, h = self.size
            img = pygame.transform.scale(img, (max(1, round(w * xs)), h))
        placed = self._shadow_at(cx, cy, xs)
        if placed is not None:
            surface.blit(*placed)
        surface.blit(img, img.get_rect(center=(round(cx), round(cy))))
