"""The referee: the part of a table through which every move reaches the match.

A person's move at the big screen (`try_move`) is applied, or refused: a computer's, a chance step's
or a phone's turn is not the screen's to play, a lesson's coach takes a move that is not the step's
with a friendly word instead, and the rules' refusal is told in a translated toast, its values named in
words (`error_text`, with the table's `param_names`); the table's `on_refused` follows a move not
applied. A phone's move (already checked for its version and turn: `play_phone_move`) and a chance
outcome from outside (real dice typed in: `apply_chance`) are applied the same way. Every applied move
is then `applied`: saved, handed to the presenter, shown at once when nothing animates it, told to the
phones and the top bar.
"""
from __future__ import annotations

from game.core import CHANCE, IllegalMove
from scenes.services.i18n import tr_error


class Referee:
    def __init__(self, table) -> None:
        self.table = table

    def try_move(self, move) -> bool:
        """A person's move at the big screen: True when it was applied."""
        t = self.table
        actor = t.match.actor()
        if actor is None or actor == CHANCE or not t.match.seats[actor].is_human or t.is_phone(actor):
            t.on_refused()  # (a phone seat's move comes from its phone, never from the big screen)
            return False
        coached = t.lesson.coached
        if coached and not t.lesson.admits(move):  # not the lesson's move: a friendly word, not an error
            t.on_refused()
            return False
        before = t.match.state
        try:
            t.match.apply(move)
        except IllegalMove as exc:
            t.app.toast(self.error_text(exc), "error")
            t.on_refused()
            return False
        self.applied(actor, move, before)
        if coached:
            t.lesson.moved()
        return True

    def error_text(self, exc: IllegalMove) -> str:
        """The translated reason of a refused move, its values named in words (`param_names`)."""
        names = self.table.param_names
        params = {key: names[key](value) if key in names and isinstance(value, str) else value
                  for key, value in exc.params.items()}
        return tr_error(exc.code, exc.reason, **params)

    def play_phone_move(self, seat: int, move) -> None:
        """A phone's move, already checked for its version and turn: applied like a tap on the big
        screen (animated, autosaved). Raises IllegalMove when the rules refuse it."""
        before = self.table.match.state
        self.table.match.apply(move)
        self.applied(seat, move, before)

    def apply_chance(self, move) -> None:
        """A chance outcome from outside (real dice typed in), applied like a sampled one: validated by
        the rules, the match's generator kept in step, animated, autosaved, the phones told. Raises
        IllegalMove when the rules refuse it; then the match and the board stay as they were."""
        match = self.table.match
        if match.actor() != CHANCE:
            raise RuntimeError(f"no chance step to take an outcome (actor {match.actor()!r})")
        before = match.state
        match.apply(move)
        self.applied(CHANCE, move, before)

    def applied(self, actor, move, before) -> None:
        """A move was applied to the match (a person's, a phone's, the computer's or chance): saved,
        handed to the game's animations, the phones and the top bar told."""
        t = self.table
        t.records.save()
        t.on_move(actor, move, before, t.match.state)
        if not t.animations:  # nothing on its way: the board shows the move at once
            t.catch_up()
        if t.phones is not None:
            t.phones.sync()
        t.refresh_topbar()
        t.dirty = True
