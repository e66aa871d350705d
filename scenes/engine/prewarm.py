"""Prewarm: art built ahead of need, in small jobs, in frames with time to spare.

A screen's first frame must not build its art (issue "No hitch on a Raspberry Pi": no frame over
8 ms here). So the shell queues small jobs (each well under 3 ms here: one text, one card face, one
slice of a backdrop) that fill the same caches the screens read, and the app runs a few of them
after each frame while the frame's own work left time (`App.idle`). A job is a callable; when it
returns a generator (or is one), the generator is advanced one step per turn, so a long build can be
cut into slices. Jobs only fill caches: what a screen shows is the same, warm or cold.

A job that cannot be cut and takes longer (importing a module that builds many classes) is queued
`heavy`: it only starts a frame's idle time, so it never follows other jobs in the same frame.

A step only starts when it is likely to fit: the queue remembers each job's longest step so far, a
step follows others in a frame only while that much time is left, and a frame's first step waits for
a calm frame (one whose own work took about 1 ms at most) when it is long, at most `PATIENCE` frames.
Guessing a job's next step from the step before it (the first way) let a job of many small steps
and a few long ones put a long one at the end of a full frame: 6–7 ms frames in the menu.

The app keeps two queues: `App.first_screen`, what the very first screen needs, run whole at start
before the first frame (it counts in the startup time), and `App.prewarm`, run in idle time.
"""
from __future__ import annotations

import logging
import time
from collections import deque
from typing import Callable, Iterator

_log = logging.getLogger("kastell.prewarm")

#: the guess for the cost of a job's first step (s), until it has run once
FIRST_GUESS = 0.003
#: the first step of a frame may overrun its spare time by this much (s); a step that took longer than
#: `LONG_STEP` counts as that long, so it starts in any frame whose own work took at most about 1 ms
STRETCH = 0.0005
LONG_STEP = 0.0035
#: after this many frames in a row without room for the next step, it runs anyway (a screen that keeps
#: every frame busy must not hold the warm-up back for ever)
PATIENCE = 30

Job = Callable[[], object]


class Prewarm:
    def __init__(self, first_guess: float = FIRST_GUESS, patience: int = PATIENCE) -> None:
        #: a job's first step is guessed at `first_guess` (s); a long step waits at most `patience` frames
        self.first_guess, self.patience = first_guess, patience
        self._jobs: deque[tuple[str, object]] = deque()
        self._known: set[str] = set()
        self._heavy: set[str] = set()
        #: the longest step of each job so far (s): a step only starts when its job's longest one would
        #: still fit in the frame's spare time (a job not yet seen is guessed at `FIRST_GUESS`)
        self._cost: dict[str, float] = {}
        self._waited = 0  # frames in a row whose spare time was too short for the next step
        #: called once, the first time the queue runs dry after work (the app freezes the heap then: the
        #: queue also runs dry after each later chore, when a scene is on show that must not be frozen)
        self.on_done: Callable[[], None] | None = None

    def __len__(self) -> int:
        return len(self._jobs)

    @property
    def pending(self) -> bool:
        return bool(self._jobs)

    def add(self, name: str, job: Job, heavy: bool = False, soon: bool = False, again: bool = False) -> None:
        """Queue `job` under `name`; a name already queued or done is not queued again (`again`: done
        is not enough, a chore such as giving heap pages back after each change of scenes). A `heavy`
        job (more than about 3 ms, not cut into steps) runs only first in a frame's idle time. A job
        wanted `soon` (by the screen on show, for what it will draw next) goes before the warm-up's."""
        if name in self._known and not (again and all(queued != name for queued, _ in self._jobs)):
            return
        self._known.add(name)
        if heavy:
            self._heavy.add(name)
        if soon:
            self._jobs.appendleft((name, job))
        else:
            self._jobs.append((name, job))

    def forget(self) -> None:
        """Drop the queue and what was done (the caches were cleared: the jobs may run again)."""
        self._jobs.clear()
        self._known.clear()
        self._heavy.clear()
        self._cost.clear()

    def _turn(self) -> None:
        name, job = self._jobs[0]
        try:
            if isinstance(job, Iterator):
                try:
                    next(job)
                    return
                except StopIteration:
                    self._jobs.popleft()
                    return
            self._jobs.popleft()
            out = job()
            if isinstance(out, Iterator):
                self._jobs.appendleft((name, out))
        except Exception:  # noqa: BLE001 - a warm-up is a nicety: the screen builds it itself if need be
            _log.exception("prewarm job %s failed", name)
            if self._jobs and self._jobs[0][0] == name:
                self._jobs.popleft()

    def run(self, budget: float) -> int:
        """Run jobs while less than `budget` seconds have passed; returns how many turns ran."""
        if not self._jobs:
            return 0
        start = time.perf_counter()
        turns = 0
        while self._jobs:
            name = self._jobs[0][0]
            elapsed = time.perf_counter() - start
            guess = self._cost.get(name, self.first_guess)
            if not turns and min(guess, LONG_STEP) > budget + STRETCH and self._waited < self.patience:
                self._waited += 1
                break  # the frame's own work left too little: a calmer frame runs it
            self._waited = 0
            if turns and (elapsed + guess > budget or name in self._heavy):
                break  # it waits for the next frame's spare time (a heavy job always starts it)
            self._turn()
            turns += 1
            took = time.perf_counter() - start - elapsed
            self._cost[name] = max(took, self._cost.get(name, 0.0))
        if not self._jobs and self.on_done is not None:
            done, self.on_done = self.on_done, None
            done()
        return turns

    def run_all(self) -> None:
        """Run every queued job now (the first screen's, at start)."""
        while self._jobs:
            self._turn()
