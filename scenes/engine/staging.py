"""A staged entry: a new top scene's first picture built over the frames after the change.

A scene that asks for it (`Scene.staged_entry`) has its first picture built in parts, within each
frame's budget, while the picture before stays on screen (the scenes wait meanwhile: its entrance
plays from its start when it is shown); the frame after the last part shows it. Headless runs draw
it at once unless the config asks for staging (`Config.stages_entries`).
"""
from __future__ import annotations

import time

from scenes.engine.pacing import IDLE_BUDGET
from scenes.engine.prewarm import Prewarm

#: the guess for a staged entry's parts' length until one has run, and at most how many frames in a
#: row it waits for one with room for a part (then it takes a part anyway)
PREP_GUESS = 0.0015
PREP_PATIENCE = 2


class Staging:
    """The staged entry of the top scene, if any (the app's `_preparing` asks it each frame)."""

    def __init__(self, config) -> None:
        self.config = config
        self._of = None        # the scene whose first picture is built (or was last looked at)
        self._parts = None     # its parts still to build, paced (`Prewarm`)
        self._ready = False    # its picture is built and waits to be shown

    def holds(self, top) -> bool:
        """True while `top`'s first picture is being built (the scenes do not update meanwhile)."""
        return self._parts is not None and self._of is top

    def preparing(self, top, frame_started: float | None) -> bool:
        """True while the top scene's first picture is being built: this frame builds a part of it within
        the frame's budget (`frame_started`: when the frame began) and shows nothing new."""
        if top is not self._of:
            self._of, self._parts = top, None
            if top is not None and top.staged_entry and self.config.stages_entries and top.needs_preparing():
                # its parts are paced as the warm-up's steps are: a part only when its likely length
                # (the longest so far) still fits in the frame beside the change's own work
                self._parts = Prewarm(first_guess=PREP_GUESS, patience=PREP_PATIENCE)
                self._parts.add("entry", top.prepare_steps)
        if self._parts is None:
            return False
        spent = 0.0 if frame_started is None else max(0.0, time.perf_counter() - frame_started)
        self._parts.run(IDLE_BUDGET - spent)
        if not self._parts.pending:  # (a part that fails is logged; the scene's own draw builds it then)
            self._parts = None
            self._ready = True  # the next frame shows it, even if nothing in it moves
        return True

    def take_ready(self) -> bool:
        """True once after the last part was built (that frame shows the scene)."""
        ready, self._ready = self._ready, False
        return ready
