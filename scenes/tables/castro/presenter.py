"""Castro's presenter: each applied move as the table shows and sounds it.

A roll sends the kept dice to the keep row (or all back to the tray) and the tray throws the dice the
chance step chose; a roof falls onto its field's stack (`Drop`) with a whoosh, lands with a knock and
a burst of the seat's colour; a roof put aside is told in a toast. At the game's end the winning line
shines for `WIN_SHOW` seconds before the results (the match waits: `busy`). A tap hurries the tumbling
dice and the falling roofs.
"""
from __future__ import annotations

import game.castro as castro
from scenes.services.i18n import tr
from scenes.tables.animations import TweenAnimation
from scenes.tables.castro import art as castro_art
from scenes.tables.castro import layout as L
from scenes.tables.presenter import Presenter
from sprites import theme
from sprites.tween import Tween

DROP = 0.5           # seconds a roof falls
WIN_SHOW = 1.8       # seconds the winning fields shine before the results
ROLLING_NOTICE = 0.2  # seconds of rolling dice before the phones are told (their result follows when they rest)


class Drop(TweenAnimation):
    """A roof falling onto a field's stack."""

    def __init__(self, field, seat: int, level: int) -> None:
        self.field = field
        self.seat = seat
        self.level = level
        self.tween = Tween(0.0, 1.0, DROP, "out_bounce")
        self.landed = False


class CastroPresenter(Presenter):
    def __init__(self, table) -> None:
        super().__init__(table)
        self.win_timer = 0.0  # seconds the winning line has shone

    def on_move(self, actor, move, before, after) -> None:
        t = self.table
        if isinstance(move, castro.Roll):
            if castro.roll_number(before) == 0:
                t.tray.keep_values(())
            else:
                t.tray.keep_values(move.keep)
        elif isinstance(move, castro.Dice):
            t.tray.throw(move.values)
        elif isinstance(move, castro.Place):
            level = len(castro.stack(after, move.field))
            t.animate(Drop(move.field, actor, level))
            t.sound("whoosh")
            t.tray.keep_values(())  # the dice go back to the tray for the next player
        elif isinstance(move, castro.Discard):
            t.app.toast(tr("castro.discarded", name=t.names[actor]))
            t.sound("pop")
            t.tray.keep_values(())
        t.advisor.hint_on = False  # a hint belongs to one position
        t.refresh_widgets()
        t.dirty = True

    def on_landed(self, d: Drop) -> None:
        t = self.table
        t.app.sound.play("roof")
        cell = L.cell_rect(d.field)
        y = castro_art.stack_top_y(cell, d.level) + castro_art.roof_height()
        t.particles.burst((cell.centerx, y), theme.seat_color(d.seat), 14, speed=160, radius=3)
        t.dirty = True
        if t.match.is_over():
            line = castro.winning_line(t.state)
            for f in line:
                c = L.cell_rect(f)
                t.particles.burst(c.center, theme.seat_color(d.seat), 30, speed=260, radius=5)
        t.refresh_widgets()

    def on_caught_up(self) -> None:
        self.table.painter.board_dirty = True  # the stacks the board layer shows have changed

    def busy(self) -> bool:
        """Dice still tumbling, or the winning line still shining before the results."""
        t = self.table
        if t.tray is not None and t.tray.tumbling:
            return True
        return t.match.is_over() and self.win_timer < WIN_SHOW and bool(castro.winning_line(t.state))

    def hurry(self) -> None:
        t = self.table
        if t.tray is not None and t.tray.tumbling:
            t.tray.finish()
        for d in t.animations:
            d.tween.finish()

    def showing_text(self) -> str:
        """The phones, while the big screen takes long: the dice still rolling there."""
        t = self.table
        if t.tray is not None and t.tray.tumbling:
            return tr("phones.hold.rolling")
        return super().showing_text()

    def phone_highlight(self) -> list | None:
        line = castro.winning_line(self.table.match.state)
        return [list(field) for field in line] or None

    def showing_after(self, usual: float) -> float:
        """Rolling dice are news for the phones at once (a roof's fall is not)."""
        t = self.table
        return ROLLING_NOTICE if t.tray is not None and t.tray.tumbling else usual

    def update(self, dt: float) -> None:
        if self.table.match.is_over() and castro.winning_line(self.table.state):
            self.win_timer += dt
