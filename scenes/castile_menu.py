"""Castile's own overlays: the game menu and the results with statistics.

The menu: a new random deal, a deal chosen by number (number pad), the same
deal again, "only winnable deals", automatic safe moves, giving up, and the
statistics. The results: won or lost, time and moves, and the statistics
(played, won, win %, current and best streak, best time, fewest moves) with
new records marked.
"""
from __future__ import annotations

import pygame

from scenes.dialogs import veil
from scenes.i18n import tr
from scenes.ui_scene import UIScene
from sprites import fonts, theme
from sprites.draw import rounded_panel
from sprites.text import outlined, render
from sprites.tween import ease
from sprites.widgets import Button, Toggle

MAX_DEAL = 999_999_999


def stats_lines(storage) -> list[tuple[str, str]]:
    """(label, value) rows of the Castile statistics."""
    s = storage.stats("castile") if storage is not None else {}
    played, won = int(s.get("played", 0)), int(s.get("won", 0))
    pct = f"{100.0 * won / played:.0f} %" if played else "–"
    best_time = s.get("best_time")
    return [
        (tr("castile.stat.played"), str(played)),
        (tr("castile.stat.won"), f"{won} ({pct})"),
        (tr("castile.stat.streak"), f"{int(s.get('streak', 0))} / {int(s.get('best_streak', 0))}"),
        (tr("castile.stat.best_time"), clock(best_time) if best_time is not None else "–"),
        (tr("castile.stat.fewest_moves"), str(int(s["fewest_moves"])) if "fewest_moves" in s else "–"),
    ]


def clock(seconds: float) -> str:
    s = int(seconds)
    return f"{s // 60}:{s % 60:02d}"


def draw_stats(surface: pygame.Surface, storage, rect: pygame.Rect, marks: dict | None = None) -> None:
    pal = theme.palette()
    surface.blit(rounded_panel(rect.size, pal["panel"], 18, 2, pal["panel_edge"]), rect)
    title = render(tr("castile.stats"), "display", 26, pal["accent"])
    surface.blit(title, (rect.x + 20, rect.y + 12))
    y = rect.y + 56
    keys = ["played", "won", "best_streak", "best_time", "fewest_moves"]
    for (label, value), key in zip(stats_lines(storage), keys):
        surface.blit(render(label, "text", fonts.BODY, pal["muted"]), (rect.x + 20, y))
        v = render(value, "display", 24, pal["text"])
        surface.blit(v, (rect.right - 20 - v.get_width(), y - 2))
        if marks and marks.get(key):
            star = render(tr("castile.record"), "bold", fonts.SMALL, pal["accent"])
            surface.blit(star, (rect.right - 30 - v.get_width() - star.get_width(), y + 2))
        y += 40


class CastileMenu(UIScene):
    overlay = True
    name = "castile_menu"

    def __init__(self, table) -> None:
        super().__init__()
        self.table = table

    def enter(self) -> None:
        storage = self.app.storage
        x, w = 90, 500
        y = 120
        self.add(Button((x, y, w, 64), lambda: tr("castile.new_deal"), self.new_random, style="primary"))
        self.add(Button((x, y + 80, w, 64), lambda: tr("castile.choose_deal"), self.choose))
        self.add(Button((x, y + 160, w, 64), lambda: tr("castile.same_deal"), self.same))
        self.add(Toggle((x, y + 240, w, 64), lambda: tr("castile.winnable_only"),
                        bool(storage.get_setting("castile.winnable_only", False)), self.set_winnable,
                        lambda: tr("settings.on"), lambda: tr("settings.off")))
        self.add(Toggle((x, y + 320, w, 64), lambda: tr("castile.auto"),
                        bool(storage.get_setting("castile.auto", True)), self.set_auto,
                        lambda: tr("settings.on"), lambda: tr("settings.off")))
        self.add(Button((x, y + 400, 240, 64), lambda: tr("castile.resign"), self.resign))
        self.add(Button((x + 260, y + 400, 240, 64), lambda: tr("btn.back"), self.close))
        self.focus = 0

    def close(self) -> None:
        self.app.stack.pop(self)

    def new_random(self) -> None:
        self.app.stack.pop(self)
        self.table.new_deal(None)

    def same(self) -> None:
        self.app.stack.pop(self)
        self.table.restart_deal()

    def choose(self) -> None:
        from scenes.keyboard import KeyboardScene

        def done(text: str) -> None:
            if text.isdigit() and 0 <= int(text) <= MAX_DEAL:
                self.app.stack.pop(self)
                self.table.new_deal(int(text))
        self.app.stack.push(KeyboardScene(tr("castile.deal_number"), "", done, max_len=9, digits=True))

    def set_winnable(self, on: bool) -> None:
        self.app.storage.set_setting("castile.winnable_only", bool(on))

    def set_auto(self, on: bool) -> None:
        self.app.storage.set_setting("castile.auto", bool(on))
        self.table._auto_checked = None  # look again for safe cards with the new setting

    def resign(self) -> None:
        from scenes.dialogs import ConfirmScene

        def yes() -> None:
            self.app.stack.pop(self)
            self.table.resign()
        self.app.stack.push(ConfirmScene(tr("castile.resign") + "?", yes))

    def on_back(self) -> None:
        self.close()

    def draw_static(self, surface: pygame.Surface) -> None:
        veil(surface, 228)
        pal = theme.palette()
        title = outlined(tr("castile.menu_title", deal=self.table.seed), "display", fonts.HEADING + 4,
                         pal["text"], (12, 18, 40), 3)
        surface.blit(title, (90, 40))
        draw_stats(surface, self.app.storage, pygame.Rect(660, 120, 520, 270))
        hint = render(tr("castile.keys"), "text", fonts.SMALL, pal["muted"])
        surface.blit(hint, (660, 410))


class CastileResults(UIScene):
    overlay = True
    name = "castile_results"

    def __init__(self, table) -> None:
        super().__init__()
        self.table = table

    def enter(self) -> None:
        self.won = self.table.won()
        self.marks = getattr(self.table, "stats_result", {}) or {}
        self.add(Button((640 - 360, 600, 340, 68), lambda: tr("castile.new_deal"), self.again, style="primary"))
        self.add(Button((640 + 20, 600, 340, 68), lambda: tr("btn.menu"), self.table.to_menu))
        self.add(Button((640 - 360, 520, 340, 64), lambda: tr("castile.same_deal"), self.same))
        self.focus = 0
        if not self.won:
            self.app.sound.play("error")
        if self.table.demo:
            self.demo_timer = 0.0

    def again(self) -> None:
        self.app.stack.pop(self)
        self.table.new_deal(None)

    def same(self) -> None:
        self.app.stack.pop(self)
        self.table.restart_deal()

    def on_back(self) -> None:
        self.table.to_menu()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.table.demo:
            self.demo_timer += dt
            if self.demo_timer > 4.0:
                from scenes.demo import next_demo

                next_demo(self.app, "castile")

    def layer_animating(self) -> bool:
        return super().layer_animating() or self.time < 0.5

    def draw_static(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        veil(surface, 200)
        k = ease("out_back", self.time / 0.45)
        head = tr("castile.won") if self.won else tr("castile.lost")
        img = outlined(head, "display", fonts.TITLE, pal["accent"] if self.won else pal["text"], (12, 18, 40), 4)
        if k < 1:
            img = pygame.transform.rotozoom(img, 0, max(0.05, k))
        surface.blit(img, img.get_rect(center=(640, 90)))
        summary = tr("castile.summary", deal=self.table.seed, time=clock(self.table.elapsed),
                     moves=self.table.human_moves(), cards=sum(len(f) for f in self.table.state.foundations))
        line = render(summary, "bold", fonts.BODY + 2, pal["text"])
        surface.blit(line, line.get_rect(center=(640, 160)))
        draw_stats(surface, self.app.storage, pygame.Rect(640 - 300, 200, 600, 270), self.marks)
