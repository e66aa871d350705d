"""The CATsle table's panels around the cards: opponents, the info panel and the prompt.

Pure drawing from what the table passes in (names, counts, columns, the
ranking of the trick); nothing here keeps game state. Every text is at least
18 logical px, numbers that matter (cards in hand, tricks left, how many cards
each rank takes) at least 22 px. A name too long even at 18 px is shortened
with "…" rather than shrunk. Texts come from `sprites.text.render` (cached),
so redrawing an unchanged panel renders nothing anew.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.tables.catsle import layout as L
from scenes.services.i18n import tr
from scenes.tables.catsle import blueprint
from sprites import theme
from sprites import card as cards
from sprites.draw import rounded_panel, seat_badge
from sprites.text import fit, render, size_of, wrap
from sprites.widgets import cached_panel

NUMBER_PX = 22
MIN_PX = 18
MINI_BACK = (20, 28)


@lru_cache(maxsize=256)
def fitted(text: str, kind: str, size: int, width: int) -> tuple[str, int]:
    """`text` at the largest size ≤ `size` (≥ 18 px) that fits `width`; shortened with "…" if it
    does not fit even at 18 px."""
    px = fit(text, kind, size, width, MIN_PX)
    if size_of(text, kind, px)[0] <= width:
        return text, px
    cut = text
    while len(cut) > 1 and size_of(cut.rstrip() + "…", kind, px)[0] > width:
        cut = cut[:-1]
    return cut.rstrip() + "…", px


def name_label(name: str, width: int, color, size: int = 22) -> pygame.Surface:
    words, px = fitted(name, "bold", size, width)
    return render(words, "bold", px, color)


def draw_hand_count(surface: pygame.Surface, right: int, top: int, count: int) -> None:
    """A little fan of card backs and the number of cards in a hand, right-aligned at `right`."""
    pal = theme.palette()
    number = render(str(count), "bold", NUMBER_PX, pal["text"])
    x = right - number.get_width()
    surface.blit(number, (x, top + 2))
    back = cards.back(MINI_BACK)
    shown = min(3, count)
    for i in range(shown):
        surface.blit(back, (x - 8 - MINI_BACK[0] - (shown - 1 - i) * 6, top))


@lru_cache(maxsize=16)
def _opponent_panel(size: tuple[int, int], fill, border: int, edge) -> pygame.Surface:
    """An opponent panel's background, made once per look (the static layer is redrawn after every
    trick; building five 235-alpha panels each time cost about 2 ms)."""
    return rounded_panel(size, fill, 14, border, edge, 235)


def draw_opponent(surface: pygame.Surface, rect: pygame.Rect, seat: int, name: str, count: int, columns,
                  current: bool) -> None:
    """An opponent's panel: seat badge, name, cards in hand and their blueprint."""
    pal = theme.palette()
    surface.blit(_opponent_panel(rect.size, pal["panel"], 3 if current else 2,
                                 theme.seat_color(seat) if current else pal["panel_edge"]), rect)
    surface.blit(seat_badge(theme.seat_shape(seat), theme.seat_color(seat), 26), (rect.x + 8, rect.y + 6))
    count_w = 8 + MINI_BACK[0] + 12 + size_of(str(count), "bold", NUMBER_PX)[0] + 10
    label = name_label(name, rect.w - 42 - count_w - 12, pal["text"])
    surface.blit(label, (rect.x + 40, rect.y + 5 + (28 - label.get_height()) // 2))
    draw_hand_count(surface, rect.right - 10, rect.y + 5, count)
    blueprint.draw_blueprint(surface, L.opponent_blueprint(rect), columns, header=L.OPP_HEADER)


@lru_cache(maxsize=32)
def rank_disc(rank: int, color: tuple[int, int, int] | None) -> pygame.Surface:
    """A round rank badge: the rank's number on the player's colour (or neutral while unknown)."""
    d = 30
    s = pygame.Surface((d, d), pygame.SRCALPHA)
    fill = color if color is not None else (58, 78, 128)
    pygame.draw.circle(s, (20, 20, 30), (d // 2, d // 2), d // 2)
    pygame.draw.circle(s, fill, (d // 2, d // 2), d // 2 - 2)
    dark = color is not None and sum(color) > 400
    t = render(str(rank), "display", NUMBER_PX, (20, 20, 30) if dark else (255, 255, 255))
    s.blit(t, t.get_rect(center=(d // 2, d // 2)))
    return s


def draw_info(surface: pygame.Surface, round_no: int, tricks_left: int, counts, ranking: list[int],
              names: list[str]) -> None:
    """Round and tricks left, then who takes how many: rank badge, card pictogram and count, and
    (once the trick is complete) the player who got that rank."""
    pal = theme.palette()
    box = L.INFO
    cached_panel(box.size, pal["panel"], 14, 2, pal["panel_edge"], 225).draw(surface, box)
    x, y = box.x + 12, box.y + 10
    width = box.w - 24
    for line in (tr("catsle.round_of", n=round_no), tr("catsle.tricks_left", n=tricks_left)):
        words, px = fitted(line, "bold", NUMBER_PX, width)
        surface.blit(render(words, "bold", px, pal["text"]), (x, y))
        y += 28
    y += 8
    words, px = fitted(tr("catsle.takes_title"), "bold", MIN_PX, width)
    surface.blit(render(words, "bold", px, pal["accent"]), (x, y))
    y += 28
    row_h = min(34, (box.bottom - 6 - y) // max(1, len(counts)))
    back = cards.back(MINI_BACK)
    name_x = x + 38 + MINI_BACK[0] + 6 + 22
    name_w = box.right - 10 - name_x
    name_px = min([fitted(names[p], "bold", 20, name_w)[1] for p in ranking] or [20])  # one size for all
    for rank, n in enumerate(counts, start=1):
        who = ranking[rank - 1] if rank - 1 < len(ranking) else None
        disc = rank_disc(rank, theme.seat_color(who) if who is not None else None)
        cy = y + row_h // 2
        surface.blit(disc, disc.get_rect(midleft=(x, cy)))
        bx = x + 38
        surface.blit(back, back.get_rect(midleft=(bx, cy)))
        number = render(str(n), "bold", NUMBER_PX, pal["text"] if n else pal["muted"])
        surface.blit(number, number.get_rect(midleft=(bx + MINI_BACK[0] + 6, cy)))
        if who is not None:
            label = name_label(names[who], name_w, pal["text"], name_px)
            surface.blit(label, label.get_rect(midleft=(name_x, cy)))
        y += row_h


def prompt_lines(text: str) -> tuple[tuple[str, ...], int]:
    """The prompt wrapped into the space beneath the trick: 22 px, or smaller (not below 18 px)
    when it would need more lines than fit."""
    for px in (22, 20, 18):
        lines = wrap(text, "bold", px, L.PROMPT.w)
        if len(lines) * (px + 6) <= L.PROMPT.h:
            return lines, px
    return lines, 18


def draw_prompt(surface: pygame.Surface, text: str) -> None:
    pal = theme.palette()
    lines, px = prompt_lines(text)
    y = L.PROMPT.y
    for line in lines:
        t = render(line, "bold", px, pal["text"])
        surface.blit(t, t.get_rect(midtop=(L.PROMPT.centerx, y)))
        y += px + 6


def clear_caches() -> None:
    fitted.cache_clear()
    rank_disc.cache_clear()
