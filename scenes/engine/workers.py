"""The app's worker processes, shared by every table: the AI's (`worker`) and the long searches' (`checker`).

Each is made on first use and kept until the app shuts down; a table never starts a process of its own.
"""
from __future__ import annotations


class Workers:
    """The two worker processes (``game.worker.AIWorker``), made when first asked for."""

    def __init__(self) -> None:
        self._worker = None   # the AI worker all tables share (`worker`)
        self._checker = None  # the worker for long background searches (`checker`)

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

    def thinking(self) -> bool:
        """True while one of the worker processes computes (or starts)."""
        return any(w is not None and w.busy for w in (self._worker, self._checker))

    def shutdown(self) -> None:
        """Stop both processes (and wait for them); a later use makes new ones."""
        for worker in (self._worker, self._checker):
            if worker is not None:
                worker.shutdown(wait=True)
        self._worker = self._checker = None
