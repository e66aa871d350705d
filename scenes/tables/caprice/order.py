"""Caprice's ordering screen: a player arranges their four tiles bottom → top before the reveal.

The best sequence is preset; tap a tile and then another to swap them (or drag
one onto another; keys and pads: focus a tile, select, focus another, select).
Each tower shows live how many points the current sequence scores there, and
the total updates at once. "Festlegen" fixes the order (it stays hidden from
the others until everyone has ordered).

A modal screen: the table beneath is veiled almost black and the screen's own
opaque panel covers it, so nothing of the table competes with it. The towers
are headed by their spot numbers as carved on the board; every figure that
counts (a tower's points, the total) is 28 px or more.
"""
from __future__ import annotations

import pygame

import game.caprice as caprice
from scenes.services.i18n import tr
from scenes.kit.ui_scene import UIScene
from scenes.tables.caprice import art as art
from sprites import theme
from sprites.draw import rounded_panel, shade
from sprites.text import fit, render, wrap
from sprites.widgets import Button, Hotspot

TILE = 84
SLOT_X = 150
SLOT_Y = [540, 440, 340, 240]   # bottom slot first
TOWER_X = [372 + i * 100 for i in range(6)]
PANEL = pygame.Rect(16, 12, 1248, 696)
TOTAL = pygame.Rect(944, 400, 296, 160)
OK = pygame.Rect(944, 600, 296, 72)
WOOD = (46, 30, 17)
EDGE = (150, 110, 70)
GOLD = (255, 214, 90)


class CapriceOrder(UIScene):
    name = "caprice_order"
    overlay = True

    def __init__(self, table, seat: int) -> None:
        super().__init__()
        self.table = table
        self.seat = seat
        s = table.state
        self.towers = caprice.towers(s)
        own = list(caprice.tiles(caprice.view(s, seat), seat) or [])  # what this seat may see of the tiles
        self.order = list(caprice.best_order(self.towers, own))
        self.best = caprice.score(self.towers, self.order)
        self.picked: int | None = None
        self.drag_from: int | None = None
        self.drag_pos = (0, 0)

    def enter(self) -> None:
        self.slots = [self.add(Hotspot(pygame.Rect(SLOT_X - 8, SLOT_Y[i] - 8, TILE + 16, TILE + 16),
                                       lambda i=i: self.tap_slot(i), ("slot", i))) for i in range(4)]
        self.ok = self.add(Button(OK, lambda: tr("caprice.fix_order"), self.confirm, style="primary"))
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

    def phone_hold(self):
        from scenes.tables.phone_hold import PhoneHold

        return PhoneHold("order", tr("phones.hold.order", name=self.table.names[self.seat]))

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
        surface.blit(shade((1280, 720), (8, 6, 4, 242)), (0, 0))
        surface.blit(rounded_panel(PANEL.size, WOOD, 20, 3, EDGE), PANEL)
        text_w = PANEL.w - 64
        words = tr("caprice.order_title", name=self.table.names[self.seat])
        title = render(words, "display", fit(words, "display", 36, text_w), pal["text"])
        surface.blit(title, (PANEL.x + 32, PANEL.y + 18))
        y = PANEL.y + 70
        for line in wrap(tr("caprice.order_help"), "text", 22, text_w)[:2]:
            surface.blit(render(line, "text", 22, pal["text"]), (PANEL.x + 32, y))
            y += 28
        self.draw_slots(surface)
        self.draw_towers(surface)
        self.draw_total(surface)

    def draw_slots(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        top = render(tr("caprice.top"), "bold", 20, pal["muted"])
        surface.blit(top, top.get_rect(midbottom=(SLOT_X + TILE // 2, SLOT_Y[3] - 10)))
        bottom = render(tr("caprice.bottom"), "bold", 20, pal["muted"])
        surface.blit(bottom, bottom.get_rect(midtop=(SLOT_X + TILE // 2, SLOT_Y[0] + TILE + 8)))
        for i in range(4):
            r = pygame.Rect(SLOT_X, SLOT_Y[i], TILE, TILE)
            n = render(str(i + 1), "display", 26, pal["muted"])
            surface.blit(n, n.get_rect(midright=(SLOT_X - 18, r.centery)))
            if self.drag_from == i:
                pygame.draw.rect(surface, EDGE, r, 3, border_radius=12)
                continue
            surface.blit(art.tile(self.order[i], TILE), r)
            if self.picked == i:
                pygame.draw.rect(surface, pal["accent"], r.inflate(10, 10), 4, border_radius=14)

    def draw_towers(self, surface: pygame.Surface) -> None:
        """Each tower with its matches for this order, headed by its spot number, its points below."""
        pal = theme.palette()
        for t, tower in enumerate(self.towers):
            x = TOWER_X[t]
            head = render(tr("caprice.spot", n=t + 1), "bold", 20, pal["muted"])
            surface.blit(head, head.get_rect(midbottom=(x, SLOT_Y[3] - 10)))
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
            label = render(f"+{pts}", "display", 30, GOLD if pts else pal["muted"])
            surface.blit(label, label.get_rect(midtop=(x, SLOT_Y[0] + TILE + 6)))

    def draw_total(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        box = TOTAL
        surface.blit(rounded_panel(box.size, pal["panel"], 16, 3, GOLD), box)
        total = self.score()
        big = render(tr("caprice.order_points", n=total), "display", 40, GOLD)
        surface.blit(big, (box.x + 20, box.y + 14))
        best = tr("caprice.order_best") if total == self.best else tr("caprice.order_best_is", n=self.best)
        y = box.y + 74
        for line in wrap(best, "text", 22, box.w - 40)[:2]:
            surface.blit(render(line, "text", 22, pal["text"]), (box.x + 20, y))
            y += 28

    def has_dynamic(self) -> bool:
        return self.drag_from is not None

    def draw_dynamic(self, surface: pygame.Surface) -> None:
        if self.drag_from is not None:
            img = art.tile(self.order[self.drag_from], TILE)
            surface.blit(img, img.get_rect(center=self.drag_pos))
        w = self.focused()
        if self.show_focus() and isinstance(w, Hotspot):
            pygame.draw.rect(surface, theme.palette()["accent"], w.rect, 4, border_radius=14)
