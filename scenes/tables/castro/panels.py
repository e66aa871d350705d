"""The panels beside Castro's board: the roll button, the players' supplies, the prompt or hint line,
and the fields panel (a legend of the field signs; with the Trainer on, each category's chance).

Every text here is at least 18 px; heights, counts and percentages at least 22 px. Texts, signs and
surfaces are cached (`sprites.text`, `castro_art.pictogram`, the widget face cache); the table draws
these into its cached layer, never per frame.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

import game.castro as castro
from scenes.tables.castro import layout as L
from scenes.services import i18n
from scenes.services.i18n import tr
from scenes.tables.castro import art as castro_art
from sprites import theme
from sprites.draw import prepared, rounded_panel, seat_badge
from sprites.text import fit, render, size_of, wrap
from sprites.widgets import Button, _cached

PAIR_ICON = (42, 22)      # a pair's sign in the fields panel
SIGN = (60, 26)           # the other categories' signs there
ROW = 28                  # a row of the fields panel
SPECIALS = ("three", "four", "full_house", "straight", "yatzy")


def category_name(category: str) -> str:
    """A field's category in words ("Große Straße"), for the panels, the hint and a refusal's toast."""
    return tr(f"castro.cat.{category}")


def ellipsized(text: str, kind: str, size: int, width: int) -> str:
    """`text` cut with "…" so that it fits `width` at `size` (names longer than their panel)."""
    if size_of(text, kind, size)[0] <= width:
        return text
    while text and size_of(text + "…", kind, size)[0] > width:
        text = text[:-1]
    return text.rstrip() + "…"


class RollButton(Button):
    """The big roll button: "Würfeln" and, below, which roll it is and how high it lets you build."""

    def __init__(self, rect, on_click, sub) -> None:
        super().__init__(rect, lambda: tr("castro.roll"), on_click, style="primary")
        self.sub = sub

    def face(self) -> pygame.Surface:
        main, sub = self.label(), self.sub()
        pal = theme.palette()
        key = ("castro.roll", self.rect.size, main, sub, self.hover, self.enabled, theme.version())

        def make() -> pygame.Surface:
            w, h = self.rect.size
            color = pal["primary"] if self.enabled else pal["disabled"]
            if self.hover and self.enabled:
                color = tuple(min(255, c + 18) for c in color)
            surf = rounded_panel((w, h), color, 18, 3, (255, 255, 255) if self.enabled else pal["panel_edge"])
            ink = pal["primary_text"] if self.enabled else pal["muted"]
            t = render(main, "display", fit(main, "display", 32, w - 24, 22), ink)
            surf.blit(t, t.get_rect(midtop=(w // 2, 8)))
            s = render(sub, "bold", fit(sub, "bold", 22, w - 16, 20), ink)
            surf.blit(s, s.get_rect(midbottom=(w // 2, h - 10)))
            return prepared(surf)

        return _cached(key, make)


def draw_players(surface: pygame.Surface, state, names: list[str], current) -> None:
    """Each player's panel: shape, name (ellipsized if need be) and the roofs left (22 px)."""
    n = state.players
    supplies = tuple(castro.supply(state, seat) for seat in range(n))
    key = ("players", tuple(names[:n]), supplies, current, i18n.language(), theme.version())
    layer = _cached(key, lambda: _players(names, supplies, current))
    surface.blit(layer, L.PLAYERS)


def _players(names: list[str], supplies: tuple, current) -> pygame.Surface:
    pal = theme.palette()
    n = len(supplies)
    out = pygame.Surface(L.PLAYERS.size, pygame.SRCALPHA)
    for seat in range(n):
        r = L.player_rect(seat, n).move(-L.PLAYERS.x, -L.PLAYERS.y)
        on = seat == current
        panel = rounded_panel(r.size, pal["panel"], 12, 3 if on else 1,
                              theme.seat_color(seat) if on else pal["panel_edge"], 235)
        out.blit(panel, r)
        badge = seat_badge(theme.seat_shape(seat), theme.seat_color(seat), 22)
        roof = castro_art.roof(theme.seat_color(seat), 30)
        wide = r.w >= 190  # two or three players: the shape beside the name; four: beside the count
        name_x = r.x + (38 if wide else 10)
        room = r.right - 8 - name_x
        size = fit(names[seat], "bold", 20, room)
        name = ellipsized(names[seat], "bold", size, room)
        t = render(name, "bold", size, pal["text"])
        out.blit(t, (name_x, r.y + 17 - t.get_height() // 2))
        x = r.x + 8
        if wide:
            out.blit(badge, (x + 1, r.y + 6))
        else:
            out.blit(badge, (x, r.y + 34))
            x += 26
        out.blit(roof, (x, r.y + 37))
        cnt = render(tr("castro.supply", n=supplies[seat]), "bold", 22, pal["text"])
        out.blit(cnt, (x + 34, r.y + 45 - cnt.get_height() // 2))
    return out


def draw_prompt(surface: pygame.Surface, text: str, told: tuple[int, str] | None = None) -> None:
    """The prompt (one or two lines); under a one-line prompt, `told`: (seat, sentence), the last turn of
    another player in words, after that player's badge."""
    pal = theme.palette()
    lines = wrap(text, "bold", 20, L.PROMPT.w - 8)[:2]
    told_line = None
    if told is not None and len(lines) == 1:
        seat, sentence = told
        told_line = (seat, ellipsized(sentence, "text", 20, L.PROMPT.w - 8 - TOLD_BADGE - 8))
    rows = len(lines) + (1 if told_line else 0)
    y = L.PROMPT.y + (L.PROMPT.h - 26 * rows) // 2
    for line in lines:
        t = render(line, "bold", 20, pal["text"])
        surface.blit(t, (L.PROMPT.x + 4, y))
        y += 26
    if told_line is not None:
        seat, sentence = told_line
        badge = seat_badge(theme.seat_shape(seat), theme.seat_color(seat), TOLD_BADGE)
        surface.blit(badge, (L.PROMPT.x + 4, y + (26 - TOLD_BADGE) // 2))
        t = render(sentence, "text", 20, pal["text"])
        surface.blit(t, (L.PROMPT.x + 4 + TOLD_BADGE + 8, y + (26 - t.get_height()) // 2))


TOLD_BADGE = 18            # the seat badge before the last turn's line


def draw_hint(surface: pygame.Surface, lines: tuple[str, str]) -> None:
    """The hint in the prompt's place: what to do (20 px) and why (22 px, it holds the chance)."""
    pal = theme.palette()
    box = L.PROMPT
    surface.blit(rounded_panel(box.size, pal["panel"], 12, 3, pal["accent"], 255), box)
    what, why = lines
    a = render(what, "bold", fit(what, "bold", 20, box.w - 24), pal["accent"])
    b = render(why, "bold", fit(why, "bold", 22, box.w - 24, 20), pal["text"])
    surface.blit(a, (box.x + 12, box.y + 4))
    surface.blit(b, (box.x + 12, box.bottom - b.get_height() - 4))


def draw_fields_panel(surface: pygame.Surface, chances: dict | None, coach: bool) -> None:
    """The fields panel: the signs and names of the categories (the legend of the board); with the
    Trainer on, each category's chance within the rolls left (a bar and a 22 px percentage)."""
    show = tuple(round(chances.get(c, 0.0), 4) for c in castro.CATEGORIES) if coach and chances else None
    surface.blit(_fields_panel(show, coach, i18n.language(), theme.version()), L.COACH)


#: the fields panels of the last few rolls (each roll's chances make their own, 340 KB each: kept
#: apart from the widgets' cache, so that rolling does not push the lasting panels out of it)
FIELDS_KEEP = 6


@lru_cache(maxsize=FIELDS_KEEP)
def _fields_panel(show: tuple | None, coach: bool, language: str, version: int) -> pygame.Surface:
    """The fields panel for these chances (`language` and `version`: its words and palette)."""
    return prepared(_fields(dict(zip(castro.CATEGORIES, show)) if show else None, coach))


def clear_caches() -> None:
    _fields_panel.cache_clear()


def _fields(show: dict | None, coach: bool) -> pygame.Surface:
    pal = theme.palette()
    box = pygame.Rect((0, 0), L.COACH.size)
    surface = rounded_panel(box.size, pal["panel"], 14, 1, pal["panel_edge"], 235)
    title = tr("castro.coach_title") if coach else tr("castro.legend_title")
    t = render(title, "bold", fit(title, "bold", 20, box.w - 24), pal["accent"])
    surface.blit(t, (box.x + 12, box.y + 8))
    y = box.y + 36
    inner = box.w - 24
    col = inner // 3
    for row in range(2):
        x = box.x + 12
        if show is None:
            if row == 0:
                lab = render(tr("castro.pairs"), "bold", 20, pal["text"])
                surface.blit(lab, (x, y + ROW // 2 - lab.get_height() // 2))
            x += 96
        for k in range(3):
            cat = f"pair{row * 3 + k + 1}"
            icon = castro_art.pictogram(cat, *PAIR_ICON)
            surface.blit(icon, (x, y + (ROW - PAIR_ICON[1]) // 2))
            if show is not None:
                room = col - PAIR_ICON[0] - 4 - (PERCENT_GAP if k < 2 else 0)
                _percent(surface, show.get(cat, 0.0), x + PAIR_ICON[0] + 4, y, left=True, width=room)
                x += col
            else:
                x += PAIR_ICON[0] + 32
        y += ROW
    for cat in SPECIALS:
        x = box.x + 12
        icon = castro_art.pictogram(cat, *SIGN, px=22, outline=False)
        surface.blit(icon, (x, y + (ROW - SIGN[1]) // 2))
        name = category_name(cat)
        lab = render(name, "bold", 20, pal["text"])
        surface.blit(lab, (x + SIGN[0] + 8, y + ROW // 2 - lab.get_height() // 2))
        if show is not None:
            p = show.get(cat, 0.0)
            right = box.right - 12
            bar_x = x + SIGN[0] + 8 + lab.get_width() + 10
            bar = pygame.Rect(bar_x, y + ROW // 2 - 3, max(0, right - 66 - bar_x), 6)
            if bar.w > 12:
                pygame.draw.rect(surface, (60, 70, 100), bar, border_radius=3)
                fill = bar.copy()
                fill.w = int(bar.w * p)
                if fill.w:
                    pygame.draw.rect(surface, pal["ok"] if p >= 0.5 else pal["accent"], fill, border_radius=3)
            _percent(surface, p, right, y)
        y += ROW
    return surface


PERCENT_GAP = 8            # at least this much between a chance and the sign after it


def _percent(surface: pygame.Surface, p: float, x: int, y: int, left: bool = False, width: int = 0) -> None:
    """A chance as "95 %" (22 px; narrower when `width` is given and "100 %" would not fit, so it never
    touches what follows), ending at `x` (or starting there when `left`)."""
    pal = theme.palette()
    words = f"{round(p * 100)} %"
    px = fit(words, "bold", 22, width, 18) if width else 22
    pct = render(words, "bold", px, pal["ok"] if p >= 0.5 else pal["text"])
    surface.blit(pct, (x if left else x - pct.get_width(), y + ROW // 2 - pct.get_height() // 2))
