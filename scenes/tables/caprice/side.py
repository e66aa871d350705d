"""Drawing the right column of the Caprice table while the towers are built: the supply trays with
their counts, the prompt, the last turn in words (or the red-marker note beside "Fertig"), the private
rack of secret symbol tiles with the live score, and the other players' hidden racks.

All of it goes into the table's cached layer; texts come from the render cache. Sizes follow
STYLE.md: nothing below 18 px, the numbers that matter (counts, points) at 22 px or more.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Iterator

import pygame

import game.caprice as caprice
from game.core import CHANCE
from scenes.tables.caprice import layout as L
from scenes.services.i18n import tr
from sprites import theme
from scenes.tables.caprice import art as art
from sprites.draw import rounded_panel, seat_badge, shade
from sprites.text import fit, render, wrap

TOLD_PAD = 10


@lru_cache(maxsize=64)
def panel(size: tuple[int, int], color, radius: int, border: int, edge, alpha: int = 255) -> pygame.Surface:
    """A rounded panel, made once per look (the layer is redrawn every frame while a disc wobbles)."""
    return rounded_panel(size, color, radius, border, edge, alpha)


@lru_cache(maxsize=256)
def live_points(towers: tuple, own: tuple) -> int:
    """What `own` tiles score on `towers` in their best order (asked again only when either changes)."""
    return caprice.score(list(towers), caprice.best_order(list(towers), list(own)))


def lines_fitting(text: str, kind: str, sizes: tuple[int, ...], width: int, most: int) -> tuple[int, tuple]:
    """The largest size of `sizes` at which `text` wraps into at most `most` lines (else the smallest)."""
    for size in sizes:
        lines = wrap(text, kind, size, width)
        if len(lines) <= most:
            return size, lines
    return sizes[-1], lines[:most]


def draw(table, surface: pygame.Surface) -> None:
    for _ in draw_steps(table, surface):
        pass


def draw_steps(table, surface: pygame.Surface) -> Iterator[None]:
    """`draw`, pausing between its parts (a staged entry and the warm-up spread it over frames)."""
    draw_trays(table, surface)
    draw_prompt(table, surface)
    draw_told(table, surface)
    yield
    draw_marker_note(table, surface)
    draw_rack(table, surface)
    yield
    draw_others(table, surface)
    yield


def draw_trays(table, surface: pygame.Surface) -> None:
    pal = theme.palette()
    left = caprice.supply(table.state)
    placing = table.human_turn() and table.phase() == "place"
    for i, kind in enumerate(caprice.DISCS):
        r = L.TRAYS[i]
        held = table.controls.held == ("supply", kind)
        edge = pal["accent"] if held else (150, 110, 70)
        surface.blit(panel(r.size, (70, 44, 24), 14, 3 if held else 2, edge), r)
        n = left[kind]
        img = art.disc(kind, 80)
        for j in range(min(n, 3)):
            surface.blit(img, (r.centerx - img.get_width() // 2, r.y + 28 - j * 10))
        if n == 0:
            pygame.draw.ellipse(surface, (96, 62, 34), (r.centerx - 36, r.y + 30, 72, 34), 3)
        cnt = render(f"× {n}", "display", 26, pal["text"] if n else pal["muted"])
        surface.blit(cnt, cnt.get_rect(midbottom=(r.centerx, r.bottom - 2)))
        if not placing:
            surface.blit(shade(r.size, (0, 0, 0, 70)), r)


def draw_prompt(table, surface: pygame.Surface) -> None:
    pal = theme.palette()
    size, lines = lines_fitting(table.prompt_text(), "bold", (22, 20, 18), L.PROMPT.w, 2)
    step = size + 5
    y = L.PROMPT.y + (L.PROMPT.h - step * len(lines)) // 2
    for line in lines:
        surface.blit(render(line, "bold", size, pal["text"]), (L.PROMPT.x, y))
        y += step


def told_turn(table):
    """The last turn to tell: another player's (never the one who is choosing their own move now)."""
    turn = table.turn
    if turn is None or table.match.is_over():
        return None
    p = table.match.actor()
    if turn.seat == p and p != CHANCE and table.match.seats[p].is_human:
        return None
    return turn


def draw_told(table, surface: pygame.Surface) -> None:
    turn = told_turn(table)
    if turn is None:
        return
    pal = theme.palette()
    box = L.TOLD
    color = theme.seat_color(turn.seat)
    surface.blit(panel(box.size, (40, 26, 14), 12, 2, color, 235), box)
    badge = seat_badge(theme.seat_shape(turn.seat), color, 26)
    surface.blit(badge, (box.x + TOLD_PAD, box.y + TOLD_PAD + 2))
    width = box.w - 2 * TOLD_PAD - 34
    size, lines = lines_fitting(turn.sentence(table.names[turn.seat]), "text", (20, 18), width, 3)
    step = size + 4
    y = box.y + (box.h - step * len(lines)) // 2
    for line in lines:
        surface.blit(render(line, "text", size, pal["text"]), (box.x + TOLD_PAD + 34, y))
        y += step


def draw_marker_note(table, surface: pygame.Surface) -> None:
    """Beside "Fertig" in the move step: what the red bead means (when there is one)."""
    if not table.skip_btn.visible or caprice.marker(table.state) is None:
        return
    pal = theme.palette()
    r = L.MARKER_NOTE
    bead = art.bead(12)
    surface.blit(bead, (r.x, r.y + 10))
    size, lines = lines_fitting(tr("caprice.marker_note"), "text", (20, 18), r.w - 34, 3)
    y = r.y + (r.h - (size + 4) * len(lines)) // 2
    for line in lines:
        surface.blit(render(line, "text", size, pal["text"]), (r.x + 34, y))
        y += size + 4


def draw_rack(table, surface: pygame.Surface) -> None:
    pal = theme.palette()
    seat = table.screen_seat()
    if seat is None:
        label = tr("caprice.your_tiles")
    elif table.setup.get("lesson"):  # a lesson's player is called "Du": no name after "Deine …"
        label = tr("caprice.tiles_yours")
    else:
        label = tr("caprice.tiles_of", name=table.names[seat])
    size = fit(label, "bold", 22, L.RIGHT_W)
    surface.blit(render(label, "bold", size, pal["muted"]), (L.RIGHT_X, L.RACK_LABEL_Y))
    seen = table.seen(table.state)  # the tiles come from the rules' view of the seat at the screen
    own = caprice.tiles(seen, seat) if seen is not None else None
    for i, r in enumerate(L.RACK):
        img = art.tile(own[i], L.RACK_TILE) if own else art.tile_back(L.RACK_TILE)
        surface.blit(img, r)
    if not own:
        return
    pts = live_points(tuple(caprice.towers(table.state)), tuple(own))
    x, y = L.LIVE.x, L.LIVE.centery
    for words, kind, size, color in ((tr("caprice.live_now"), "bold", 22, pal["text"]),
                                     (tr("caprice.live", n=pts), "display", 26, pal["accent"]),
                                     (tr("caprice.live_best"), "text", 20, pal["text"])):
        t = render(words, kind, size, color)
        surface.blit(t, t.get_rect(midleft=(x, y)))
        x += t.get_width() + 9


def other_status(table, p: int) -> str:
    if caprice.phase(table.state) != "order":
        return ""
    return tr("caprice.ordered") if caprice.has_ordered(table.state, p) else tr("caprice.ordering")


def draw_others(table, surface: pygame.Surface) -> None:
    """The other players: shape, name, four hidden tiles, and in the ordering phase whether they are done."""
    pal = theme.palette()
    seat = table.screen_seat()
    rows = [p for p in range(table.state.players) if p != seat]
    for i, p in enumerate(rows):
        r = L.other_rect(i, len(rows))
        surface.blit(panel(r.size, pal["panel"], 12, 2, theme.seat_color(p), 235), r)
        badge = seat_badge(theme.seat_shape(p), theme.seat_color(p), 28)
        surface.blit(badge, (r.x + 10, r.centery - 14))
        size = min(40, r.h - 16)
        tiles_x = r.right - 10 - 4 * size - 3 * 6
        name = table.names[p]
        name_w = tiles_x - (r.x + 48) - 10
        status = other_status(table, p)
        name_y = r.y + 6 if status else r.centery - 13
        surface.blit(render(name, "bold", fit(name, "bold", 22, name_w), pal["text"]), (r.x + 48, name_y))
        if status:
            t = render(status, "text", 18, pal["muted"])
            surface.blit(t, (r.x + 48, r.bottom - 6 - t.get_height()))
        for j in range(4):
            surface.blit(art.tile_back(size), (tiles_x + j * (size + 6), r.centery - size // 2))
