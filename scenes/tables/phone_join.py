"""The phone seats' screen over a table: scan to join, and who is connected.

When a table with phone seats opens, this overlay shows one card per phone seat: the seat's colour,
shape and name, and its QR code until that phone has joined (then a tick). The codes are the only
form the tokens ever take on the big screen: the words under them give the table's address without
any token. When every phone has joined, the overlay closes by itself and the game begins.

A seat belongs to the device that joined it: its code lets that phone back in (after a sleep, a
reload, a restart of the program) and no other. So once a seat has joined, its card shows how the
phone is doing instead of the code, and "Neues Handy" re-pairs it deliberately, in front of the
whole table: the question names the seat, a new code appears, the old phone is told. From the pause
menu ("Handys") the same screen also gives a seat back to the big screen (the privacy screen then
guards it) or to the computer, after a question naming it. In kiosk mode those two ask for the
operator's PIN, and so does "Neues Handy" when the operator locked re-pairing: a guest at the big
screen must not take over someone's phone seat and see their hand.
"""
from __future__ import annotations

import pygame

from scenes.kit.dialogs import ConfirmScene, veil
from scenes.kit.pin_pad import PinCheckScene
from scenes.kit.ui_scene import UIScene
from scenes.services.i18n import tr
from sprites import fonts, theme
from sprites.draw import rounded_panel, seat_badge
from sprites.text import elide, fit, outlined, render, wrap
from sprites.widgets import Button

PANEL = pygame.Rect(30, 24, 1220, 672)
CARD_TOP, CARD_H = 128, 440
QR_BOX = 206            # the code's side on the screen (with its white quiet zone)
CLOSE_AFTER = 0.9       # seconds the last tick shows before the game begins


def qr_surface(url: str, box: int = QR_BOX) -> pygame.Surface:
    """The QR code of `url` drawn with whole pixels per module on white, centred in a box x box square."""
    import segno  # (here: only a table with phone seats needs it, not the start)

    code = segno.make(url, error="m", micro=False)
    rows = [list(row) for row in code.matrix]
    modules = len(rows) + 8  # a quiet zone of four modules each side
    scale = max(2, box // modules)
    side = modules * scale
    surf = pygame.Surface((box, box))
    surf.fill((255, 255, 255))
    offset = (box - side) // 2 + 4 * scale
    for y, row in enumerate(rows):
        for x, dark in enumerate(row):
            if dark:
                surf.fill((0, 0, 0), (offset + x * scale, offset + y * scale, scale, scale))
    return surf


_qr_cache: dict[str, pygame.Surface] = {}


def cached_qr(url: str) -> pygame.Surface:
    if url not in _qr_cache:
        if len(_qr_cache) >= 8:  # one table's codes at a time
            _qr_cache.clear()
        _qr_cache[url] = qr_surface(url)
    return _qr_cache[url]


def clear_caches() -> None:
    _qr_cache.clear()


class PhoneJoinScene(UIScene):
    overlay = True
    name = "phone_join"
    #: toasts ("Neues Handy für …") cover the foot's left part, the table's address line wholly, never
    #: "Weiterspielen" at its right (at the bottom's middle they reached its corner)
    toast_anchor = ("fill", pygame.Rect(PANEL.x + 16, CARD_TOP + CARD_H + 30, 860, 70))

    def __init__(self, table, managing: bool = False) -> None:
        super().__init__()
        self.table = table
        self.managing = managing       # opened from the pause menu (else: the table has just opened)
        self.statuses: dict[int, str] = {}
        self.all_joined_at: float | None = None
        self.address = ""

    # ------------------------------------------------------------------ building
    @property
    def seats(self) -> list[int]:
        return sorted(self.table.phone_seats)

    def enter(self) -> None:
        phones = self.table.phones
        self.address = phones.server.short_url() if phones is not None else ""
        self.urls = {seat: phones.server.url(seat) for seat in self.seats} if phones is not None else {}
        self.build()

    def build(self) -> None:
        self.widgets = []
        seats = self.seats
        self.cards = self.card_rects(len(seats))
        self.repairs: dict[int, Button] = {}
        for seat, card in zip(seats, self.cards):
            bw = card.w - 28
            self.repairs[seat] = self.add(Button((card.x + 14, card.y + 62 + QR_BOX - 58, bw, 58),
                                                 lambda: tr("phones.repair.button"),
                                                 lambda s=seat: self.repair(s), size_px=fonts.SMALL + 2))
            self.add(Button((card.x + 14, card.bottom - 132, bw, 56), lambda: tr("phones.join.to_screen"),
                            lambda s=seat: self.reassign(s, "screen"), size_px=fonts.SMALL + 2))
            self.add(Button((card.x + 14, card.bottom - 68, bw, 56), lambda: tr("phones.join.to_ai"),
                            lambda s=seat: self.reassign(s, "ai"), size_px=fonts.SMALL + 2))
        label = (lambda: tr("btn.resume")) if self.managing else (lambda: tr("phones.join.go"))
        self.add(Button((PANEL.right - 330, PANEL.bottom - 86, 300, 64), label, self.close, style="primary"))
        self.focus = len(self.widgets) - 1
        self.statuses = {}
        self.show_statuses()
        self.dirty = True

    @staticmethod
    def card_rects(n: int) -> list[pygame.Rect]:
        gap = 16
        width = min(300, (PANEL.w - 40 - (n - 1) * gap) // max(1, n))
        left = PANEL.centerx - (n * width + (n - 1) * gap) // 2
        return [pygame.Rect(left + i * (width + gap), CARD_TOP, width, CARD_H) for i in range(n)]

    # ------------------------------------------------------------------ actions
    def repair(self, seat: int) -> None:
        """Give a phone seat to a new device: asked by name in front of the table (the operator's PIN
        instead where the kiosk's operator locked re-pairing)."""
        def do() -> None:
            self.table.desk.repair(seat)
            self.statuses = {}
            self.dirty = True
        kiosk = self.app.kiosk
        if kiosk is not None and not self.app.settings.phones_repair:
            self.app.stack.push(PinCheckScene(kiosk.vault, tr("phones.repair.pin"), do))
            return
        self.app.stack.push(ConfirmScene(tr("phones.repair.ask", name=self.table.names[seat]), do,
                                         yes_label=lambda: tr("phones.repair.yes")))

    def reassign(self, seat: int, to: str) -> None:
        """Give a phone seat back to the big screen or to the computer: asked by name, the PIN first
        in kiosk mode."""
        def do() -> None:
            if to == "ai":
                self.table.desk.to_computer(seat)
            else:
                self.table.desk.to_screen(seat)
            self.table.refresh_topbar()
            if not self.seats:
                self.close()
            else:
                self.enter()
        kiosk = self.app.kiosk
        if kiosk is not None:
            self.app.stack.push(PinCheckScene(kiosk.vault, tr("phones.join.pin"), do))
        else:
            key = "phones.to_ai.ask" if to == "ai" else "phones.to_screen.ask"
            self.app.stack.push(ConfirmScene(tr(key, name=self.table.names[seat]), do))

    def close(self) -> None:
        self.app.stack.pop(self)

    def phone_hold(self):
        from scenes.tables.phone_hold import PhoneHold

        if self.managing:
            return PhoneHold("paused", tr("phones.hold.paused"))
        missing = [self.table.names[s] for s, status in self.statuses.items() if status != "connected"]
        if not missing:
            return PhoneHold("joining", tr("phones.hold.starting"))
        return PhoneHold("joining", tr("phones.hold.joining", names=", ".join(missing)))

    def on_back(self) -> None:
        self.close()

    # ------------------------------------------------------------------ loop
    def update(self, dt: float) -> None:
        super().update(dt)
        phones = self.table.phones
        if phones is None:
            self.close()
            return
        self.show_statuses()
        joined = all(s == "connected" for s in self.statuses.values())
        if not joined:
            self.all_joined_at = None
        elif self.all_joined_at is None:
            self.all_joined_at = self.time
        elif not self.managing and self.time - self.all_joined_at >= CLOSE_AFTER:
            self.close()

    def show_statuses(self) -> None:
        """Each seat's phone as it is now: a code while no device holds the seat, else "Neues Handy"."""
        phones = self.table.phones
        statuses = {seat: phones.status(seat) for seat in self.seats} if phones is not None else {}
        if statuses == self.statuses:
            return
        self.statuses = statuses
        for seat, button in self.repairs.items():
            button.visible = statuses[seat] in ("connected", "disconnected")
        self.urls = {s: phones.server.url(s) for s in self.seats}  # (a re-paired seat has a new code)
        self.dirty = True

    # ------------------------------------------------------------------ drawing
    def draw_static(self, surface: pygame.Surface) -> None:
        veil(surface)
        pal = theme.palette()
        surface.blit(rounded_panel(PANEL.size, pal["panel"], 24, 3, pal["accent"]), PANEL)
        title = outlined(tr("phones.join.title"), "display", fonts.HEADING + 4, pal["text"], (12, 18, 40), 3)
        surface.blit(title, title.get_rect(midtop=(640, PANEL.y + 18)))
        hint = render(tr("phones.join.scan"), "text", fonts.BODY, pal["muted"])
        surface.blit(hint, hint.get_rect(midtop=(640, PANEL.y + 72)))
        for seat, card in zip(self.seats, self.cards):
            self.draw_card(surface, seat, card)
        where = tr("phones.join.wifi", address=self.address)
        for i, line in enumerate(wrap(where, "text", fonts.BODY, PANEL.w - 420)[:2]):
            text = render(line, "text", fonts.BODY, pal["text"])
            surface.blit(text, (PANEL.x + 30, PANEL.bottom - 84 + i * 30))

    def draw_card(self, surface: pygame.Surface, seat: int, card: pygame.Rect) -> None:
        pal = theme.palette()
        status = self.statuses.get(seat, "waiting")
        surface.blit(rounded_panel(card.size, pal["shade"], 18, 3, theme.seat_color(seat)), card)
        surface.blit(seat_badge(theme.seat_shape(seat), theme.seat_color(seat), 36), (card.x + 12, card.y + 12))
        name_w = card.w - 64
        name = self.table.names[seat]
        px = fit(name, "bold", fonts.BODY, name_w)
        surface.blit(render(elide(name, "bold", px, name_w), "bold", px, pal["text"]), (card.x + 56, card.y + 18))
        box = pygame.Rect(0, 0, QR_BOX, QR_BOX)
        box.midtop = (card.centerx, card.y + 62)
        mark = (box.centerx, box.y + 66)  # above the "Neues Handy" button
        if status == "connected":
            pygame.draw.circle(surface, pal["ok"], mark, 58)
            pygame.draw.lines(surface, (255, 255, 255), False,
                              [(mark[0] - 28, mark[1] + 2), (mark[0] - 7, mark[1] + 23),
                               (mark[0] + 31, mark[1] - 21)], 10)
        elif status == "disconnected":  # the seat's phone is away: it gets back in by itself
            pygame.draw.circle(surface, pal["error"], mark, 58, 8)
            phone = pygame.Rect(0, 0, 40, 64)
            phone.center = mark
            pygame.draw.rect(surface, pal["text"], phone, 5, border_radius=8)
            pygame.draw.line(surface, pal["error"], (mark[0] - 40, mark[1] + 40), (mark[0] + 40, mark[1] - 40), 8)
        else:
            surface.blit(cached_qr(self.urls[seat]), box)
        words = tr(f"phones.status.{status}")
        color = pal["ok"] if status == "connected" else (pal["error"] if status == "disconnected" else pal["text"])
        label = render(words, "bold", fonts.SMALL + 2, color)
        surface.blit(label, label.get_rect(midtop=(card.centerx, box.bottom + 8)))
