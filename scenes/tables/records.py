"""A table's records: the autosave after every move, and a finished game's statistics and high scores.

Every `TableScene` owns one `Records` (``table.records``):

- `save` stores the game in progress after every move (one transaction of the app's storage); a
  finished game is cleared. Never in the attract loop or a demo, never while a lesson leads, and never
  for a lesson begun while a guest's game was stored (it must not take that game's place). The stored
  setup (`setup`) is the table's without what only this run needs, plus the phone seats' keys, so the
  same phones get back in after a restart; a game adds what its table needs (`table.saved_setup`).
- `count_end` counts a finished game once: played, won by a person, the streak of games people won in
  a row and its best, and the café's high-score table of wins by player name. A lesson's game counts
  only once the player plays on alone. (Castile keeps its own statistics: its table overrides
  `record_stats`.)

Saving must never stop a game in front of guests: a failure is logged.
"""
from __future__ import annotations

import logging
import time

_log = logging.getLogger("kastell.table")

NOT_STORED = ("demo", "phone_keys")  # setup keys of this run only (phone keys are stored fresh)


class Records:
    def __init__(self, table) -> None:
        self.table = table

    def setup(self) -> dict:
        """The setup stored with the autosave."""
        table = self.table
        setup = {k: v for k, v in table.setup.items() if k not in NOT_STORED}
        phones = table.phones
        if phones is not None and phones.seats:
            setup["phone_keys"] = {str(seat): key for seat, key in phones.server.keys().items()
                                   if seat in phones.seats}
        setup.update(table.saved_setup())
        return setup

    def save(self) -> None:
        """Store the game in progress (a finished game is cleared)."""
        table = self.table
        storage = table.app.storage if table.app is not None else None
        if storage is None or table.demo or table.match is None or table.lesson.active or table.lesson.keeps_stored:
            return  # (a lesson is saved once the player plays on alone, unless a guest's game is stored)
        try:
            if table.match.is_over():
                storage.clear_game()
            else:
                storage.save_game(table.game_key, self.setup(), table.match.to_save())
        except Exception:  # noqa: BLE001 - saving must never stop a game in front of guests
            _log.exception("autosave failed")

    def count_end(self) -> None:
        """Count a finished game in the statistics and, for each person who won, in the high scores."""
        table = self.table
        storage = table.app.storage
        if storage is None or table.demo or table.setup.get("lesson"):
            return
        key, match = table.game_key, table.match
        storage.stat_add(key, "played", 1)
        winners = match.winners()
        if any(match.seats[w].is_human for w in winners):
            storage.stat_add(key, "won", 1)
            streak = int(storage.stats(key).get("streak", 0)) + 1
            storage.stat_set(key, "streak", streak)
            storage.stat_best(key, "best_streak", streak)
        else:
            storage.stat_set(key, "streak", 0)
        day = time.strftime("%Y-%m-%d")
        for w in winners:
            if match.seats[w].is_human:
                storage.add_win(key, table.names[w], day)


__all__ = ["Records"]
