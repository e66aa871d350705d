"""The app's worker processes, shared by every table: the AI's (`worker`) and the long searches' (`checker`).

Each is made on first use and kept until the app shuts down; a table never starts a process of its own.
A table that loads the compiled Castile solver into them (about 70 MB of private memory in each) says
so (`loaded_heavy`); once no scene on the stack has wanted it (`Scene.heavy_workers`) for
`RELEASE_AFTER` seconds and neither computes, both start afresh, light (`tick`).
"""
from __future__ import annotations

#: seconds without a table that wants the compiled solver before the workers let it go
RELEASE_AFTER = 60.0


class Workers:
    """The two worker processes (``game.worker.AIWorker``), made when first asked for."""

    def __init__(self) -> None:
        self._worker = None   # the AI worker all tables share (`worker`)
        self._checker = None  # the worker for long background searches (`checker`)
        self.heavy = False    # the compiled solver was loaded into them
        self._unwanted = 0.0  # seconds since a scene last wanted it

    @property
    def worker(self):
        """The AI worker process all tables share: made (and started, in a background thread) on first
        use; the app's `start` starts it unless the AI thinks inline."""
        if self._worker is None:
            from game.worker import AIWorker

            self._worker = AIWorker()
            self._worker.start()
        return self._worker

    @property
    def checker(self):
        """A second worker process all tables share, for long searches in the background (Castile's
        "can this deal still be won?"), so that they never hold up a hint or an AI move on `worker`.
        Its process is started by the warm-up (Castile's jobs), else by the first search, in the worker's
        thread, and kept: a table used to start a process of its own on entry (a thread and a fresh
        interpreter beside the table's first frames) and stop it on leaving."""
        if self._checker is None:
            from game.worker import AIWorker

            self._checker = AIWorker()
        return self._checker

    def loaded_heavy(self) -> None:
        """A table asks the workers to load the compiled solver (kept while it is wanted)."""
        self.heavy = True
        self._unwanted = 0.0

    def tick(self, dt: float, wanted: bool) -> bool:
        """One step: `wanted`, a scene on the stack uses the compiled solver. After `RELEASE_AFTER`
        seconds unwanted, while neither computes, both processes start afresh without it (in their own
        threads: no frame waits). Returns True when they did."""
        if not self.heavy or wanted:
            self._unwanted = 0.0
            return False
        self._unwanted += dt
        if self._unwanted < RELEASE_AFTER or self.thinking():
            return False
        for worker in (self._worker, self._checker):
            if worker is not None and not worker.is_inline:
                worker.restart()
        self.heavy = False
        return True

    def thinking(self) -> bool:
        """True while one of the worker processes computes (or starts)."""
        return any(w is not None and w.busy for w in (self._worker, self._checker))

    def shutdown(self) -> None:
        """Stop both processes (and wait for them); a later use makes new ones."""
        for worker in (self._worker, self._checker):
            if worker is not None:
                worker.shutdown(wait=True)
        self._worker = self._checker = None
