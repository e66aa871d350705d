"""Prewarm: art built ahead of need, in small jobs, in frames with time to spare.

A screen's first frame must not build its art (issue "No hitch on a Raspberry Pi": no frame over
8 ms here). So the shell queues small jobs (each well under 3 ms here: one text, one card face, one
slice of a backdrop) that fill the same caches the screens read, and the app runs a few of them
after each frame while the frame's own work left time (`App.idle`). A job is a callable; when it
returns a generator (or is one), the generator is advanced one step per turn, so a long build can be
cut into slices. Jobs only fill caches: what a screen shows is the same, warm or cold.

A job that cannot be cut and takes longer (importing a module that builds many classes) is queued
`heavy`: it only starts a frame's idle time, so it never follows other jobs in the same frame.

The app keeps two queues: `App.first_screen`, what the very first screen needs, run whole at start
before the first frame (it counts in the startup time), and `App.prewarm`, run in idle time.
"""
from __future__ import annotations

import logging
import time
from collections import deque
from typing import Callable, Iterator

_log = logging.getLogger("kastell.prewarm")

Job = Callable[[], object]


class Prewarm:
    def __init__(self) -> None:
        self._jobs: deque[tuple[str, object]] = deque()
        self._known: set[str] = set()
        self._heavy: set[str] = set()
        #: called once when the queue has run dry after work (the app freezes the heap then)
        self.on_done: Callable[[], None] | None = None

    def __len__(self) -> int:
        return len(self._jobs)

    @property
    def pending(self) -> bool:
        return bool(self._jobs)

    def add(self, name: str, job: Job, heavy: bool = False) -> None:
        """Queue `job` under `name`; a name already queued or done is not queued again. A `heavy`
        job (more than about 3 ms, not cut into steps) runs only first in a frame's idle time."""
        if name in self._known:
            return
        self._known.add(name)
        if heavy:
            self._heavy.add(name)
        self._jobs.append((name, job))

    def forget(self) -> None:
        """Drop the queue and what was done (the caches were cleared: the jobs may run again)."""
        self._jobs.clear()
        self._known.clear()
        self._heavy.clear()

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
        last = 0.0  # what the previous turn took: the next one (often the same job's next step) likely as much
        while self._jobs:
            elapsed = time.perf_counter() - start
            if turns and (elapsed + last > budget or self._jobs[0][0] in self._heavy):
                break  # it waits for the next frame's spare time (a heavy job always starts it)
            self._turn()
            turns += 1
            last = time.perf_counter() - start - elapsed
        if not self._jobs and self.on_done is not None:
            self.on_done()
        return turns

    def run_all(self) -> None:
        """Run every queued job now (the first screen's, at start)."""
        while self._jobs:
            self._turn()
