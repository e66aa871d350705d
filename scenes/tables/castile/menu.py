"""Castile's own overlays: the game menu and the results with statistics.

The menu: a new random deal, a deal chosen by number (number pad), the same
deal again, "only winnable deals", automatic safe moves, giving up, and the
statistics. The results: won, lost or given up, time and moves, and the
statistics (played, won, win %, current and best streak, best time, fewest
moves) with new records marked by a star.

Both are modal: the table beneath is veiled almost black (it keeps under 8 %
of its contrast, the top bar included) and everything they show lies on one
opaque panel, so nothing beneath competes with their titles or buttons.
"""
from __future__ import annotations

import pygame

from scenes.kit.dialogs import veil
from scenes.services.formats import clock
from scenes.services.i18n import tr
from scenes.kit.ui_scene import UIScene
from sprites import fonts, theme
from scenes.tables.castile.art import star
from scenes.tables.castile.stats import STAT_KEYS, stat_rows
from sprites.text import fit, outlined, render, wrap
from sprites.tween import ease
from sprites.widgets import Button, Panel, Toggle, cached_panel

MAX_DEAL = 999_999_999
VEIL = 240                                   # the table keeps 1 - 240/255 ≈ 6 % of its contrast
MENU_PANEL = pygame.Rect(40, 36, 1200, 648)
RESULTS_PANEL = pygame.Rect(170, 30, 940, 660)

def panel(size: tuple[int, int], fill: str, edge: str, border: int = 2, radius: int = 18) -> Panel:
    """A rounded panel in palette colours (cached with the other panels)."""
    pal = theme.palette()
    return cached_panel(size, pal[fill], radius, border, pal[edge])


def modal_panel(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Veil everything beneath (the top bar too) and lay the opaque panel of an overlay."""
    veil(surface, VEIL)
    panel(rect.size, "bg_top", "accent", 3, 26).draw(surface, rect)


def draw_stats(surface: pygame.Surface, storage, rect: pygame.Rect, marks: dict | None = None) -> None:
    """The statistics on their own panel in `rect`: labels 24 px, figures 28 px, a new record marked
    with a star and "Record!" (20 px) between label and figure."""
    pal = theme.palette()
    panel(rect.size, "panel", "panel_edge").draw(surface, rect)
    title = render(tr("castile.stats"), "display", 30, pal["accent"])
    surface.blit(title, (rect.x + 22, rect.y + 12))
    rows = stat_rows(storage)
    top = rect.y + 20 + title.get_height()
    step = (rect.bottom - 10 - top) / len(rows)
    for i, ((label, value), key) in enumerate(zip(rows, STAT_KEYS)):
        cy = round(top + step * (i + 0.5))
        v = render(value, "display", 28, pal["text"])
        v_rect = v.get_rect(midright=(rect.right - 22, cy))
        surface.blit(v, v_rect)
        mark_w = 0
        if marks and marks.get(key):
            mark = render(tr("castile.record"), "bold", 20, pal["accent"])
            icon = star(26, pal["accent"])
            mark_rect = mark.get_rect(midright=(v_rect.x - 14, cy))
            surface.blit(mark, mark_rect)
            surface.blit(icon, icon.get_rect(midright=(mark_rect.x - 6, cy)))
            mark_w = v_rect.right - mark_rect.x + 6 + icon.get_width()
        room = rect.w - 44 - max(v_rect.w, mark_w) - 16
        px = fit(label, "bold", fonts.BODY + 2, room)
        lab = render(label, "bold", px, pal["text"])
        surface.blit(lab, lab.get_rect(midleft=(rect.x + 22, cy)))


class CastileMenu(UIScene):
    overlay = True
    name = "castile_menu"

    def __init__(self, table) -> None:
        super().__init__()
        self.table = table

    def enter(self) -> None:
        storage = self.app.storage
        x, w = MENU_PANEL.x + 40, 560
        y = MENU_PANEL.y + 100
        self.add(Button((x, y, w, 64), lambda: tr("castile.new_deal"), self.new_random, style="primary"))
        self.add(Button((x, y + 80, w, 64), lambda: tr("castile.choose_deal"), self.choose))
        self.add(Button((x, y + 160, w, 64), lambda: tr("castile.same_deal"), self.same))
        self.add(Toggle((x, y + 240, w, 64), lambda: tr("castile.winnable_only"),
                        bool(storage.get_setting("castile.winnable_only", False)), self.set_winnable,
                        lambda: tr("settings.on"), lambda: tr("settings.off")))
        self.add(Toggle((x, y + 320, w, 64), lambda: tr("castile.auto"),
                        bool(storage.get_setting("castile.auto", True)), self.set_auto,
                        lambda: tr("settings.on"), lambda: tr("settings.off")))
        self.add(Button((x, y + 420, 270, 64), lambda: tr("castile.resign"), self.resign))
        self.add(Button((x + 290, y + 420, 270, 64), lambda: tr("btn.back"), self.close))
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
        from scenes.kit.keyboard import KeyboardScene

        def done(text: str) -> None:
            if text.isdigit() and 0 <= int(text) <= MAX_DEAL:
                self.app.stack.pop(self)
                self.table.new_deal(int(text))
        self.app.stack.push(KeyboardScene(tr("castile.deal_number"), "", done, max_len=9, digits=True))

    def set_winnable(self, on: bool) -> None:
        self.app.storage.set_setting("castile.winnable_only", bool(on))

    def set_auto(self, on: bool) -> None:
        self.app.storage.set_setting("castile.auto", bool(on))
        self.table.auto.setting_changed()

    def resign(self) -> None:
        from scenes.kit.dialogs import ConfirmScene

        def yes() -> None:
            self.app.stack.pop(self)
            self.table.resign()
        self.app.stack.push(ConfirmScene(tr("castile.resign_ask"), yes))

    def on_back(self) -> None:
        self.close()

    def draw_static(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        modal_panel(surface, MENU_PANEL)
        text = tr("castile.menu_title", deal=self.table.seed)
        px = fit(text, "display", fonts.HEADING + 4, MENU_PANEL.w - 80)
        title = render(text, "display", px, pal["text"])
        surface.blit(title, title.get_rect(midleft=(MENU_PANEL.x + 40, MENU_PANEL.y + 52)))
        right = pygame.Rect(MENU_PANEL.x + 640, MENU_PANEL.y + 100, 520, 330)
        draw_stats(surface, self.app.storage, right)
        y = right.bottom + 26
        for line in wrap(tr("castile.keys"), "text", 20, right.w):
            img = render(line, "text", 20, pal["muted"])
            surface.blit(img, (right.x, y))
            y += img.get_height() + 2


class CastileResults(UIScene):
    overlay = True
    name = "castile_results"

    def __init__(self, table) -> None:
        super().__init__()
        self.table = table

    @property
    def music(self) -> str | None:
        """The win cue for a deal won, the kind "next time" for one lost; the attract loop's own."""
        return None if self.table.demo else ("win" if self.table.won() else "lose")

    def enter(self) -> None:
        self.won = self.table.won()
        self.resigned = bool(getattr(self.table.state, "resigned", False))
        self.marks = self.table.stats_result
        y = RESULTS_PANEL.bottom - 100
        self.add(Button((640 - 140, y, 280, 68), lambda: tr("castile.new_deal"), self.again, style="primary"))
        self.add(Button((640 + 160, y, 280, 68), lambda: tr("btn.menu"), self.table.to_menu))
        self.add(Button((640 - 440, y, 280, 68), lambda: tr("castile.same_deal"), self.same))
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
                self.app.router.reset("attract_after", current="castile")

    entrance = 0.5

    def headline(self) -> str:
        if self.won:
            return tr("castile.won")
        return tr("castile.gave_up") if self.resigned else tr("castile.lost")

    def summary(self) -> str:
        n = self.table.human_moves()
        return tr("castile.summary", deal=self.table.seed, time=clock(self.table.elapsed),
                  moves=tr("castile.moves", n=n), cards=self.table.match.scores()[0])

    def draw_static(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        modal_panel(surface, RESULTS_PANEL)
        k = ease("out_back", self.time / 0.45)
        head = self.headline()
        px = fit(head, "display", fonts.TITLE, RESULTS_PANEL.w - 80)
        img = outlined(head, "display", px, pal["accent"] if self.won else pal["text"], (12, 18, 40), 4)
        if k < 1:
            img = pygame.transform.rotozoom(img, 0, max(0.05, k))
        surface.blit(img, img.get_rect(center=(640, RESULTS_PANEL.y + 66)))
        text = self.summary()
        px = fit(text, "bold", fonts.BODY + 2, RESULTS_PANEL.w - 80)
        line = render(text, "bold", px, pal["text"])
        surface.blit(line, line.get_rect(center=(640, RESULTS_PANEL.y + 136)))
        box = pygame.Rect(RESULTS_PANEL.x + 60, RESULTS_PANEL.y + 170, RESULTS_PANEL.w - 120, 340)
        draw_stats(surface, self.app.storage, box, self.marks)
