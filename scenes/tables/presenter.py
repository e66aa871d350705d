"""The presenter: the part of a table that turns what the rules did into what people see and hear.

Each game's table folder has one (`scenes/tables/<game>/presenter.py`). The table hands it every
applied move as (actor, move, before, after) and it queues the animations that carry the move to the
board (`table.animate`), plays the move's sounds and says what the board is still busy with. It never
decides a move and never reads a state the screen's seat may not see: it draws its pictures from the
move, the two states' public parts and the table's shown view. It also says what the phones are told
of the show while it lasts (`showing_text`, `showing_after`) and what they make shine with it
(`phone_highlight`).

The base presenter shows nothing: a move appears at once (the board catches up when the queue is
empty, which it is).
"""
from __future__ import annotations

from scenes.services.i18n import tr


class Presenter:
    def __init__(self, table) -> None:
        self.table = table

    def on_move(self, actor: int, move, before, after) -> None:
        """A move was applied (actor CHANCE or a seat): queue its animation and sounds."""

    def on_landed(self, animation) -> None:
        """One of the queued animations has finished (a sound, a burst of particles)."""

    def on_caught_up(self) -> None:
        """The shown state has just caught up with the match (redraw what depends on it)."""

    def busy(self) -> bool:
        """Something besides the queue still holds the match (dice tumbling, a trick on show)."""
        return False

    def hurry(self) -> None:
        """People are waiting: finish what is on show sooner."""

    # what the phones are told of the big screen's show
    def showing_text(self) -> str:
        """What the phones are told while the big screen takes long to show a move (a reveal)."""
        return tr("phones.hold.showing")

    def showing_after(self, usual: float) -> float:
        """Seconds the big screen may show a move before the phones are told (`showing_text`)."""
        return usual

    def phone_highlight(self) -> list | None:
        """What the big screen makes shine on the board, for the phones to shine too (Castro's winning
        line), or None."""
        return None
