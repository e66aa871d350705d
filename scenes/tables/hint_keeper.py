"""A table's hint kept for one position: asked once through the table's worker (off the frame, the
worker runs the game's pure `advise`), taken when the answer is there (`poll`), and shown only while
the position is the one it was asked for (`advice_for`): any move forgets it. Castro, CATsle Builders
and Caprice keep their hints in one (each game's advisor says when to ask and how to show it).
"""
from __future__ import annotations

import logging
from typing import Callable

from scenes.services.i18n import tr

_log = logging.getLogger("kastell.hint")


class HintKeeper:
    def __init__(self, advise: Callable, key_of: Callable = lambda view: view) -> None:
        """`advise(view, *context)`: the game's hint, run by the worker; `key_of(view)`: what makes a
        position the same one (the view itself, or the parts of it the hint depends on)."""
        self.advise, self.key_of = advise, key_of
        self.key = None
        self.advice = None
        self.pending = None   # (key, future)

    def ask(self, view, thinker, *context) -> None:
        """Send the position to the worker, unless its hint is known or already on its way."""
        key = self.key_of(view)
        if self.key == key or (self.pending is not None and self.pending[0] == key):
            return
        self.pending = (key, thinker.submit_call(self.advise, view, *context))

    def poll(self) -> bool:
        """Take a finished answer; True when one arrived."""
        pending = self.pending
        if pending is None or not pending[1].done():
            return False
        self.pending = None
        try:
            self.advice = pending[1].result()
            self.key = pending[0]
        except Exception:  # noqa: BLE001 - a hint is a nicety; the game goes on without it
            _log.exception("the hint failed")
            self.advice, self.key = None, None
        return True

    def toggle(self, table, on: bool, allowed: bool, position: Callable[[], tuple]) -> bool:
        """The hint button: a hint on show goes; else, where one may be asked (`allowed`), the position
        (`position()`: the view and what else `advise` takes) is sent; else the "no hint here" toast.
        Whether the hint is on now."""
        if on:
            table.dirty = True
            return False
        if not allowed:
            table.app.toast(tr("hint.none"))
            return False
        view, *context = position()
        self.ask(view, table.thinker, *context)
        self.poll()
        table.dirty = True
        return True

    def advice_for(self, view):
        """The hint of `view`'s position, or None (not asked, not answered yet, or another position)."""
        return self.advice if self.advice is not None and self.key == self.key_of(view) else None
