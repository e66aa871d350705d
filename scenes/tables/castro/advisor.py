"""Castro's two helpers at the table: the Trainer (each field's chance within the rolls left, worked out
by the worker off the frame: `chances`) and the hint (the move the hard AI would make now, asked off the
frame and shown until the position changes: `advice`, `hint_dice`). Both look only at the seat to move's
own view of the game.
"""
from __future__ import annotations

import game.castro as castro
from scenes.tables.castro.hint import hint_keeper


class CastroAdvisor:
    def __init__(self, table) -> None:
        self.table = table
        self.coach = False              # the Trainer is on (the owner's setting, or a lesson's)
        self.hint = hint_keeper()
        self.hint_on = False            # the player asked for the hint of the current position
        self._chances_key = None
        self._chances: dict[str, float] = {}
        self._chances_pending = None

    # ----------------------------------------------------------------- the Trainer
    def set_coach(self, on: bool) -> None:
        t = self.table
        self.coach = on
        if t.app.storage is not None:
            t.app.storage.set_setting("castro.coach", on)
        t.dirty = True

    def toggle_coach(self) -> None:
        self.table.coach_toggle.value = not self.coach
        self.set_coach(not self.coach)

    def chances_key(self) -> tuple:
        s = self.table.state
        r = castro.roll_number(s)
        return (s.dice if r else (), castro.MAX_ROLLS - r, s.straight)

    def chances(self) -> dict[str, float] | None:
        """The coach's figures for the current dice, None until the worker has sent them."""
        return self._chances if self.chances_key() == self._chances_key else None

    def request_chances(self) -> None:
        """Ask the worker (off the frame: it builds the probability tables once) for the coach's figures."""
        key = self.chances_key()
        if key == self._chances_key:
            return
        if self._chances_pending is None or self._chances_pending[0] != key:
            from game.castro.probability import chances as chances_fn

            self._chances_pending = (key, self.table.thinker.submit_call(chances_fn, *key))

    def poll_chances(self) -> None:
        pending = self._chances_pending
        if pending is None or not pending[1].done():
            return
        self._chances_pending = None
        try:
            self._chances = pending[1].result()
            self._chances_key = pending[0]
        except Exception:  # noqa: BLE001 - the coach is a nicety; the game goes on without it
            self._chances, self._chances_key = {}, pending[0]
        self.table.dirty = True

    # ----------------------------------------------------------------- the hint
    def on_hint(self) -> None:
        """The hint: the move the hard AI would make now (asked off the frame); asked again, it goes."""
        t = self.table
        allowed = t.human_turn() and not t.busy() and t.state.kept is None and t.thinker is not None
        self.hint_on = self.hint.toggle(t, self.hint_on, allowed, lambda: (castro.view(t.state, t.match.actor()),))

    def poll_hint(self) -> None:
        if self.hint.poll():
            self.table.dirty = True

    def advice(self):
        """The hint to show now, or None (not asked, not ready, or the position changed)."""
        t = self.table
        if not self.hint_on or not t.human_turn():
            return None
        return self.hint.advice_for(castro.view(t.state, t.match.actor()))

    def hint_dice(self, advice) -> list[int]:
        """The dice (tray indices) the hint says to keep: kept ones first, then free ones of each value."""
        want = list(advice.keep)
        marked = []
        for kept_first in (True, False):
            for d in self.table.tray.dice:
                if d.kept == kept_first and d.value in want and d.index not in marked:
                    want.remove(d.value)
                    marked.append(d.index)
        return marked

    def update(self) -> None:
        t = self.table
        if self.coach and t.thinker is not None:
            self.request_chances()
            self.poll_chances()
        if self.hint_on:
            self.poll_hint()
