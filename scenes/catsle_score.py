"""CATsle's round scoring: every blueprint counted up column by column, then the round table.

Each player's row shows their columns (cards / limit) and, one column after
another, the points it brings: +cards within the limit, −sideways cards over
it; then the bonus for columns exactly at their limit and the round total
(never below 0). Below, the table of all rounds so far with the running sums.
"Weiter" goes on (in the demo it goes on by itself).
"""
from __future__ import annotations

import pygame

from game.catsle.scoring import column_score, exact_bonus, exact_columns, round_score
from scenes.i18n import tr
from scenes.ui_scene import UIScene
from sprites import theme
from sprites.draw import rounded_panel, seat_badge, shade
from sprites.text import fit, render
from sprites.widgets import Button

STEP = 0.35
DEMO_WAIT = 4.0


class CatsleRoundScore(UIScene):
    name = "catsle_score"
    overlay = True

    def __init__(self, table, info: dict) -> None:
        super().__init__()
        self.table = table
        before, move, actor = info["before"], info["move"], info["actor"]
        after = info["after"]
        self.limits = list(before.limits)
        self.bonus = tuple(before.bonus)
        self.counts = []
        for p in range(before.players):
            counts = [len(col) for col in before.tableaux[p]]
            if p == actor:
                counts[move.column] += 1
            self.counts.append(counts)
        self.round_no = len(after.finished)
        self.finished = [list(r) for r in after.finished]
        self.final = after.phase == "over"
        self.t = 0.0
        self.steps = len(self.limits) + 2  # columns, bonus, total

    def enter(self) -> None:
        label = (lambda: tr("catsle.to_results")) if self.final else (lambda: tr("catsle.next_round"))
        self.ok = self.add(Button((980, 640, 260, 64), label, self.close, style="primary"))
        self.set_focus(self.ok)
        self.sound("pop")

    def close(self) -> None:
        self.app.stack.pop(self)
        self.table.dirty = True

    def on_back(self) -> None:
        self.close()

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

    def draw_static(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        surface.blit(shade((1280, 720), (6, 10, 24, 242)), (0, 0))
        title = tr("catsle.score_title", n=self.round_no)
        surface.blit(render(title, "display", 34, pal["text"]), (40, 22))
        n = len(self.counts)
        row_h = min(84, 330 // n)
        x0, y0 = 40, 80
        col_w = 92
        for p, counts in enumerate(self.counts):
            y = y0 + p * (row_h + 6)
            r = pygame.Rect(x0, y, 1200, row_h)
            surface.blit(rounded_panel(r.size, pal["panel"], 12, 2, theme.seat_color(p), 235), r)
            surface.blit(seat_badge(theme.seat_shape(p), theme.seat_color(p), 28), (r.x + 10, r.centery - 14))
            name = self.table.names[p]
            surface.blit(render(name, "bold", fit(name, "bold", 20, 160, 12), pal["text"]), (r.x + 46, r.centery - 12))
            for i, (c, lim) in enumerate(zip(counts, self.limits)):
                cx = r.x + 230 + i * col_w
                label = render(f"{c} / {lim}", "text", 16, pal["muted"])
                surface.blit(label, (cx, r.y + 8))
                if self.shown > i:
                    pts = column_score(c, lim)
                    exact = lim > 0 and c == lim
                    color = pal["ok"] if pts > 0 else (pal["error"] if pts < 0 else pal["muted"])
                    txt = f"+{pts}" if pts > 0 else str(pts)
                    surface.blit(render(txt, "display", 24, color), (cx, r.y + row_h - 34))
                    if exact:  # a gold tick: this column is exactly at its limit
                        tick = [(cx + 50, r.y + row_h - 22), (cx + 57, r.y + row_h - 15), (cx + 70, r.y + row_h - 32)]
                        pygame.draw.lines(surface, pal["accent"], False, tick, 4)
            bx = r.x + 230 + len(self.limits) * col_w + 10
            if self.shown > len(self.limits):
                ex = exact_columns(counts, self.limits)
                b = exact_bonus(ex, self.bonus)
                surface.blit(render(tr("catsle.exact", n=ex), "text", 16, pal["muted"]), (bx, r.y + 8))
                surface.blit(render(f"+{b}", "display", 24, pal["accent"] if b else pal["muted"]),
                             (bx, r.y + row_h - 34))
            if self.shown > len(self.limits) + 1:
                total = round_score(counts, self.limits, self.bonus)
                surface.blit(render(tr("catsle.round_total"), "text", 16, pal["muted"]), (r.right - 150, r.y + 8))
                surface.blit(render(str(total), "display", 34, pal["text"]), (r.right - 150, r.y + row_h - 44))
        # the table of rounds
        ty = y0 + n * (row_h + 6) + 14
        surface.blit(render(tr("catsle.table_title"), "bold", 18, pal["accent"]), (x0, ty))
        ty += 28
        heads = [tr("catsle.round_short", n=i + 1) for i in range(3)] + [tr("catsle.sum")]
        for j, h in enumerate(heads):
            surface.blit(render(h, "bold", 16, pal["muted"]), (x0 + 230 + j * 110, ty))
        for p in range(n):
            yy = ty + 24 + p * 26
            surface.blit(render(self.table.names[p], "text", 17, pal["text"]), (x0 + 46, yy))
            total = 0
            for j in range(3):
                val = self.finished[j][p] if j < len(self.finished) else None
                if val is not None:
                    total += val
                txt = "–" if val is None else str(val)
                surface.blit(render(txt, "text", 17, pal["text"]), (x0 + 230 + j * 110, yy))
            surface.blit(render(str(total), "bold", 17, pal["accent"]), (x0 + 230 + 3 * 110, yy))
