"""The moves the Castile table makes by itself: safe cards going home (a setting of the game menu, on by
default) and the finish once only foundation moves are left. A lesson's moves are all the player's, and
after an undo the automatic moves wait until the player moves again (`History.auto_paused`). Each is
made as every move is (`CastileTable.attempt`), so it animates, is saved and recorded as automatic.
"""
from __future__ import annotations

import game.castile as castile
from game.castile import RESIGN


class AutoMoves:
    """When the table moves a card by itself, and which."""

    def __init__(self, table) -> None:
        self.table = table
        self._checked = None  # the state `step` last found nothing to do in

    def enabled(self) -> bool:
        storage = self.table.app.storage if self.table.app is not None else None
        return bool(storage.get_setting("castile.auto", True)) if storage else True

    def setting_changed(self) -> None:
        """Look again for safe cards (the game menu switched the automatic moves)."""
        self._checked = None

    def step(self) -> bool:
        """One automatic move: the finish when only foundation moves are left, else a safe card."""
        table = self.table
        match = table.match
        if match.is_over() or table.history.auto_paused or not match.needs_human():
            return False
        if table.lesson.coached:  # a lesson's moves are all the player's (its steps say which)
            return False
        state = table.state
        if self._checked is state:  # nothing changed since the last look: no work per frame
            return False
        self._checked = state
        if castile.only_foundation_moves_left(state):
            moves = [m for m in castile.legal_moves(state) if m != RESIGN and m.dst.startswith("f")]
            if moves:
                m = moves[0]
                return table.attempt(m.src, m.dst, auto=True)
        if self.enabled():
            safe = castile.safe_auto_moves(state)
            if safe:
                return table.attempt(safe[0].src, safe[0].dst, auto=True)
        return False
