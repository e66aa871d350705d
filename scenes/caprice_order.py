"""Caprice's ordering screen: a player arranges their four tiles bottom → top before the reveal.

The best sequence is preset; tap a tile and then another to swap them (or drag
one onto another; keys and pads: focus a tile, select, focus another, select).
Each tower shows live how many points the current sequence scores there, and
the total updates at once. "Festlegen" fixes the order (it stays hidden from
the others until everyone has ordered).
"""
from __future__ import annotations

import pygame

import game.caprice as caprice
from scenes.i18n import tr
from scenes.ui_scene import UIScene
from sprites import caprice_art as art
from sprites import theme
from sprites.draw import rounded_panel, shade
from sprites.text import render
from sprites.widgets import Button, Hotspot

TILE = 84
SLOT_X = 150
SLOT_Y = [560, 460, 360, 260]   # bottom slot first
TOWER_X = [372 + i * 100 for i in range(6)]


class CapriceOrder(UIScene):
    name = "caprice_order"
    overlay = True

    def __init__(self, table, seat: int) -> None:
        super().__init__()
        self.table = table
        self.seat = seat
        s = table.state
        self.towers = caprice.towers(s)
        own = list(caprice.tiles(s, seat) or [])
        self.order = list(caprice.best_order(self.towers, own))
        self.best = caprice.score(self.towers, self.order)
        self.picked: int | None = None
        self.drag_from: int | None = None
        self.drag_pos = (0, 0)

    def enter(self) -> None:
        self.slots = [self.add(Hotspot(pygame.Rect(SLOT_X - 8, SLOT_Y[i] - 8, TILE + 16, TILE + 16),
                                       lambda i=i: self.tap_slot(i), ("slot", i))) for i in range(4)]
        self.ok = self.add(Button((950, 640, 290, 64), lambda: tr("caprice.fix_order"), self.confirm, style="primary"))
        self.set_focus(self.ok)

    def score(self) -> int:
        return caprice.score(self.towers, self.order)

    def tap_slot(self, i: int) -> None:
        if self.picked is None:
            self.picked = i
        else:
            j, self.picked = self.picked, None
            self.order[i], self.order[j] = self.order[j], self.order[i]
        self.dirty = True

    def confirm(self) -> None:
        self.app.stack.pop(self)
        self.table.fix_order(self.seat, list(self.order))

    def on_back(self) -> None:
        """Esc keeps the screen (the order must be fixed to go on) but drops a picked tile."""
        self.picked = None
        self.dirty = True

    def slot_at(self, pos) -> int | None:
        for i in range(4):
            if pygame.Rect(SLOT_X - 8, SLOT_Y[i] - 8, TILE + 16, TILE + 16).collidepoint(pos):
                return i
        return None

    def handle(self, action) -> None:
        if action.kind == "point_down":
            i = self.slot_at(action.pos)
            if i is not None:
                self.drag_from, self.drag_pos = i, action.pos
        elif action.kind == "point_move" and self.drag_from is not None:
            self.drag_pos = action.pos
            self.dirty = True
        elif action.kind == "point_up" and self.drag_from is not None:
            j = self.slot_at(action.pos)
            i, self.drag_from = self.drag_from, None
            if j is not None and j != i:  # a drag onto another tile swaps the two
                self.order[i], self.order[j] = self.order[j], self.order[i]
                self.picked = None
                self._pressed = None
                self.dirty = True
                return
        super().handle(action)

    def draw_static(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        surface.blit(shade((1280, 720), (10, 8, 6, 215)), (0, 0))
        title = render(tr("caprice.order_title", name=self.table.names[self.seat]), "display", 34, pal["text"])
        surface.blit(title, (40, 24))
        hint = render(tr("caprice.order_help"), "text", 18, pal["muted"])
        surface.blit(hint, (40, 72))
        surface.blit(render(tr("caprice.top"), "bold", 16, pal["muted"]), (SLOT_X + 8, SLOT_Y[3] - 30))
        surface.blit(render(tr("caprice.bottom"), "bold", 16, pal["muted"]), (SLOT_X + 8, SLOT_Y[0] + TILE + 6))
        for i in range(4):
            r = pygame.Rect(SLOT_X, SLOT_Y[i], TILE, TILE)
            if self.drag_from == i:
                continue
            surface.blit(art.tile(self.order[i], TILE), r)
            if self.picked == i:
                pygame.draw.rect(surface, pal["accent"], r.inflate(10, 10), 4, border_radius=14)
            n = render(str(i + 1), "display", 22, pal["muted"])
            surface.blit(n, (SLOT_X - 34, SLOT_Y[i] + TILE // 2 - 12))
        # each tower with its matches for this order
        for t, tower in enumerate(self.towers):
            x = TOWER_X[t]
            pts = caprice.score([tower] + [()] * 5, self.order)
            for level, disc in enumerate(tower):
                img = art.disc(disc, 76)
                y = SLOT_Y[level] + TILE // 2
                if self.order[level] == disc:  # a match: a green ring and a tick
                    ring = pygame.Rect(0, 0, 92, 60)
                    ring.center = (x, y + 4)
                    pygame.draw.ellipse(surface, pal["ok"], ring, 4)
                    tick = [(x + 30, y - 26), (x + 37, y - 18), (x + 50, y - 36)]
                    pygame.draw.lines(surface, (20, 40, 20), False, tick, 8)
                    pygame.draw.lines(surface, pal["ok"], False, tick, 5)
                surface.blit(img, (x - img.get_width() // 2, y - img.get_height() // 2))
            label = render(f"+{pts}", "display", 26, pal["accent"] if pts else pal["muted"])
            surface.blit(label, label.get_rect(center=(x, 660)))
        total = self.score()
        box = pygame.Rect(950, 540, 290, 86)
        surface.blit(rounded_panel(box.size, pal["panel"], 14, 2, pal["panel_edge"], 235), box)
        surface.blit(render(tr("caprice.order_point") if total == 1 else tr("caprice.order_points", n=total), "display", 30, pal["accent"]), (box.x + 16, box.y + 8))
        best = tr("caprice.order_best") if total == self.best else tr("caprice.order_best_is", n=self.best)
        surface.blit(render(best, "text", 16, pal["muted"]), (box.x + 16, box.y + 52))

    def has_dynamic(self) -> bool:
        return self.drag_from is not None

    def draw_dynamic(self, surface: pygame.Surface) -> None:
        if self.drag_from is not None:
            img = art.tile(self.order[self.drag_from], TILE)
            surface.blit(img, img.get_rect(center=self.drag_pos))
        w = self.focused()
        if self.show_focus() and isinstance(w, Hotspot):
            pygame.draw.rect(surface, theme.palette()["accent"], w.rect, 4, border_radius=14)
