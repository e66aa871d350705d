"""CATsle's round scoring: every blueprint counted up column by column, with all rounds so far.

A modal panel (opaque, over a veil of alpha 245) with one row per player:
the columns under their limit plaques (a card pictogram with how many cards
lie there, then, one column after another, the points it brings: +cards within
the limit, −cards over it), the bonus for columns exactly at their limit (a
gold tick), and the points of rounds 1–3 with their sum; this round's points
appear last. A legend explains the counting. "Weiter" goes on (in the demo it
goes on by itself). Every text is at least 18 px, every figure at least 22 px.
"""
from __future__ import annotations

import pygame

import game.catsle as catsle
from game.catsle.scoring import column_score, exact_bonus, exact_columns, round_score
from scenes.tables.catsle import panels as panels
from scenes.services.i18n import tr
from scenes.kit.ui_scene import UIScene
from scenes.tables.catsle import blueprint
from scenes.tables.phone_hold import PhoneAction, PhoneHold
from sprites import theme
from sprites import card as cards
from sprites.draw import rounded_panel, seat_badge, shade
from sprites.text import render, wrap
from sprites.widgets import Button

STEP = 0.35
DEMO_WAIT = 4.0
ROUNDS = 3
PANEL = pygame.Rect(16, 12, 1248, 696)
ROWS_TOP = 136                   # the first player's row (the headings sit above it)
ROWS_BOTTOM = 596                # the last row ends here at the latest (the legend and the button below)
NAME_W = 214
COUNT_BACK = (18, 25)            # the card pictogram beside each column's count
BONUS_W = 104
ROUND_W = 104
SUM_W = 110
LEGEND_W = 900
BUTTON = pygame.Rect(PANEL.right - 290, PANEL.bottom - 84, 266, 64)


def tick(surface: pygame.Surface, x: int, y: int, color, size: int = 20) -> None:
    """A gold tick (column exactly at its limit) with its lower left corner at (x, y)."""
    k = size / 20
    points = [(x, y - 10 * k), (x + 7 * k, y - 3 * k), (x + 20 * k, y - 20 * k)]
    pygame.draw.lines(surface, color, False, points, max(3, round(4 * k)))


class CatsleRoundScore(UIScene):
    name = "catsle_score"
    overlay = True

    def __init__(self, table, info: dict) -> None:
        super().__init__()
        self.table = table
        before, after = info["before"], info["after"]
        laid = catsle.place_taken(before, info["move"])  # every column as the round ends, before scoring
        self.limits = list(before.limits)
        self.bonus = tuple(before.bonus)
        self.suits = []
        self.counts = []
        for p in range(before.players):
            columns = catsle.columns(laid, p)
            self.counts.append([len(cards) for _, cards, _ in columns])
            self.suits.append([suit for suit, _, _ in columns])
        self.round_no = len(after.finished)
        self.finished = [list(r) for r in after.finished]
        self.final = after.phase == "over"
        self.t = 0.0
        self.steps = len(self.limits) + 2  # columns, bonus, this round's points
        #: per seat (seat, this round's points, the sum so far): what the phones show of the scoring
        self.sums = tuple((p, self.finished[self.round_no - 1][p], sum(r[p] for r in self.finished))
                          for p in range(len(self.counts)))

    def enter(self) -> None:
        label = (lambda: tr("catsle.to_results")) if self.final else (lambda: tr("catsle.next_round"))
        self.ok = self.add(Button(BUTTON, label, self.close, style="primary"))
        self.set_focus(self.ok)
        self.sound("pop")

    def close(self) -> None:
        self.app.stack.pop(self)
        self.table.dirty = True

    def on_back(self) -> None:
        self.close()

    def phone_hold(self) -> PhoneHold:
        """The phones show the round's points and the sums as the big screen does, and may go on."""
        label = tr("catsle.to_results") if self.final else tr("catsle.next_round")
        return PhoneHold("round_score", tr("phones.hold.final_score" if self.final else "phones.hold.round_score"),
                         title=tr("catsle.score_title", n=self.round_no), rows=self.sums,
                         actions=(PhoneAction("continue", label, self.close),))

    def handle(self, action) -> None:
        if action.kind == "point_down" and not self.ok.hit(action.pos) and self.shown < self.steps:
            self.t = STEP * self.steps  # a tap shows everything at once
            self.dirty = True
            return
        super().handle(action)

    @property
    def shown(self) -> int:
        return min(self.steps, int(self.t / STEP))

    def update(self, dt: float) -> None:
        before = self.shown
        self.t += dt
        if self.shown != before:
            self.dirty = True
            self.sound("click")
        if self.table.demo and self.t > STEP * self.steps + DEMO_WAIT:
            self.close()
        super().update(dt)

    def layer_animating(self) -> bool:
        return self.shown < self.steps

    # ----------------------------------------------------------------- geometry
    def col_w(self) -> int:
        free = PANEL.w - 48 - NAME_W - BONUS_W - 16 - ROUNDS * ROUND_W - SUM_W
        return min(104, free // len(self.limits))

    def xs(self) -> dict:
        """Left edges of the cells: name, each column, bonus, each round, sum."""
        x = PANEL.x + 24
        out = {"name": x}
        x += NAME_W
        out["cols"] = [x + i * self.col_w() for i in range(len(self.limits))]
        x += len(self.limits) * self.col_w()
        out["bonus"] = x
        x += BONUS_W + 16
        out["sep"] = x - 8
        out["rounds"] = [x + j * ROUND_W for j in range(ROUNDS)]
        out["sum"] = x + ROUNDS * ROUND_W
        return out

    def row_h(self) -> int:
        n = len(self.counts)
        return min(100, (ROWS_BOTTOM - ROWS_TOP - (n - 1) * 8) // n)

    # ----------------------------------------------------------------- drawing
    def draw_static(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        surface.blit(shade((1280, 720), (6, 10, 24, 245)), (0, 0))
        surface.blit(rounded_panel(PANEL.size, (20, 30, 58), 20, 3, pal["panel_edge"]), PANEL)
        title = render(tr("catsle.score_title", n=self.round_no), "display", 36, pal["text"])
        surface.blit(title, (PANEL.x + 28, PANEL.y + 14))
        self.draw_headings(surface)
        for p in range(len(self.counts)):
            self.draw_row(surface, p)
        self.draw_legend(surface)

    def draw_headings(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        xs = self.xs()
        y = ROWS_TOP - 48
        w = self.col_w()
        for x, lim in zip(xs["cols"], self.limits):
            blueprint.plaque(surface, pygame.Rect(x + 4, y, w - 8, 36), None, lim)
        head = render(tr("catsle.bonus"), "bold", 22, pal["accent"])
        surface.blit(head, head.get_rect(midleft=(xs["bonus"] + 8, y + 18)))
        for j, x in enumerate(xs["rounds"]):
            current = j + 1 == self.round_no
            t = render(tr("catsle.round_short", n=j + 1), "bold", 22, pal["text"] if current else pal["muted"])
            surface.blit(t, t.get_rect(center=(x + (ROUND_W - 12) // 2, y + 18)))
        t = render(tr("catsle.sum"), "bold", 22, pal["accent"])
        surface.blit(t, t.get_rect(center=(xs["sum"] + SUM_W // 2 - 6, y + 18)))

    def draw_row(self, surface: pygame.Surface, p: int) -> None:
        pal = theme.palette()
        xs = self.xs()
        h = self.row_h()
        r = pygame.Rect(PANEL.x + 16, ROWS_TOP + p * (h + 8), PANEL.w - 32, h)
        surface.blit(rounded_panel(r.size, pal["panel"], 12, 3, theme.seat_color(p)), r)
        pygame.draw.line(surface, pal["panel_edge"], (xs["sep"], r.y + 10), (xs["sep"], r.bottom - 10), 2)
        surface.blit(seat_badge(theme.seat_shape(p), theme.seat_color(p), 28), (r.x + 10, r.centery - 14))
        label = panels.name_label(self.table.names[p], NAME_W - 56, pal["text"], 24)
        surface.blit(label, label.get_rect(midleft=(r.x + 46, r.centery)))
        counts = self.counts[p]
        top, bottom = r.y + h // 4 + 2, r.y + (h * 3) // 4 - 2
        back = cards.back(COUNT_BACK)
        w = self.col_w()
        for i, (x, c, lim) in enumerate(zip(xs["cols"], counts, self.limits)):
            mid = x + w // 2
            n = render(str(c), "bold", 22, pal["text"])
            left = mid - (back.get_width() + 6 + n.get_width()) // 2
            surface.blit(back, back.get_rect(midleft=(left, top)))
            surface.blit(n, n.get_rect(midleft=(left + back.get_width() + 6, top)))
            if self.shown > i:
                pts = column_score(c, lim)
                color = pal["ok"] if pts > 0 else (pal["error"] if pts < 0 else pal["muted"])
                t = render(f"+{pts}" if pts > 0 else str(pts).replace("-", "−"), "display", 28, color)
                at = t.get_rect(center=(mid, bottom))
                surface.blit(t, at)
                if lim > 0 and c == lim:
                    tick(surface, at.right + 4, bottom + 9, pal["accent"], 16)
        bx = xs["bonus"]
        if self.shown > len(self.limits):
            ex = exact_columns(counts, self.limits)
            tick(surface, bx + 10, top + 10, pal["accent"])
            n = render(str(ex), "bold", 22, pal["text"])
            surface.blit(n, n.get_rect(midleft=(bx + 38, top)))
            b = exact_bonus(ex, self.bonus)
            t = render(f"+{b}", "display", 28, pal["accent"] if b else pal["muted"])
            surface.blit(t, t.get_rect(midleft=(bx + 8, bottom)))
        self.draw_rounds(surface, p, r)

    def draw_rounds(self, surface: pygame.Surface, p: int, row: pygame.Rect) -> None:
        pal = theme.palette()
        xs = self.xs()
        revealed = self.shown > len(self.limits) + 1
        total = 0
        for j, x in enumerate(xs["rounds"]):
            val = self.finished[j][p] if j < len(self.finished) else None
            if j + 1 == self.round_no:
                val = round_score(self.counts[p], self.limits, self.bonus) if revealed else None
                if revealed:
                    box = pygame.Rect(x, row.y + 6, ROUND_W - 12, row.h - 12)
                    pygame.draw.rect(surface, pal["accent"], box, 3, border_radius=10)
            if val is not None:
                total += val
            t = render("–" if val is None else str(val), "display", 28, pal["text"] if val is not None
                       else pal["muted"])
            surface.blit(t, t.get_rect(center=(x + (ROUND_W - 12) // 2, row.centery)))
        if revealed:
            t = render(str(total), "display", 32, pal["accent"])
            surface.blit(t, t.get_rect(center=(xs["sum"] + SUM_W // 2 - 6, row.centery)))

    def draw_legend(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        pieces = [tr("catsle.bonus_piece", n=k, bonus=self.bonus[k]) for k in range(1, len(self.bonus))]
        y = ROWS_BOTTOM + 12
        x = PANEL.x + 28
        for key, params in (("catsle.score_legend", {}), ("catsle.score_legend_bonus", {"table": ", ".join(pieces)})):
            for line in wrap(tr(key, **params), "text", 18, LEGEND_W):
                t = render(line, "text", 18, pal["muted"])
                surface.blit(t, (x, y))
                y += 23
