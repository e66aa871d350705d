"""The storage's write-behind: the queue of writes and the one writer thread that commits them.

No frame waits for the disk (scenes/services/storage.py): a write is queued and returns at once;
the writer thread (the only user of the writing connection) commits what has queued up in one
transaction (one sync per batch, in order; a newer write of the same key replaces one still
queued). Each commit also stores the place of its last write (meta "written"), so a read knows
which of the writes it found queued it already sees (`unwritten`). When the database fails, the
storage moves to one in memory (its `fall_back`); from then on a write runs at once.
"""
from __future__ import annotations

import logging
import sqlite3
import threading
from collections import deque
from typing import Callable, NamedTuple

_log = logging.getLogger("kastell.storage")

#: the most writes the writer thread commits in one transaction
MAX_BATCH = 64


class Write(NamedTuple):
    """One write: its statements (run in order, in one transaction), the one thing it replaces
    completely (`key`: a newer write of that key replaces an unwritten one queued last) and what
    a read sees of it while it is not on disk yet (`effect`)."""

    statements: tuple
    key: tuple | None
    effect: tuple
    #: its place in the order of writes (`Writer.submit`); every commit also stores the last place it
    #: wrote (meta "written"), so a read knows which of the writes it found queued it already sees
    seq: int = 0


def one(sql: str, params: tuple = (), key: tuple | None = None, effect: tuple = ("other",)) -> Write:
    """A write of one statement."""
    return Write(((sql, params),), key, effect)


class Writer:
    """The queue of writes and the thread that commits them. `connection()` gives the writing
    connection of the moment; `fall_back(writes)` runs writes at once (the storage's, which leaves a
    failing database for one in memory and then sets `queues` False), called under `lock`."""

    def __init__(self, connection: Callable[[], sqlite3.Connection], fall_back: Callable[[list[Write]], None],
                 lock: threading.RLock, seq: int, queues: bool) -> None:
        self._connection = connection
        self._fall_back = fall_back
        self._lock = lock                     # the storage's reading connection (in memory: the only one)
        self._cv = threading.Condition()      # the queue and the writer's state
        self._queue: deque[Write] = deque()   # written by the writer thread, in order
        self._writing: list[Write] = []       # taken by the writer, not committed yet
        self._thread: threading.Thread | None = None
        self._stop = False
        self._closed = False
        self._seq = seq
        #: writes go to the writer thread (a database on disk with its reading connection)
        self.queues = queues
        if queues:
            with self._cv:
                self._start()  # now, not in the frame of the first write (a start waits for the thread)

    def _start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="kastell-storage", daemon=True)
        self._thread.start()

    def submit(self, write: Write) -> None:
        """Queue `write` for the thread; in memory (or closed) it runs at once."""
        with self._cv:
            self._seq += 1
            write = write._replace(seq=self._seq)
            if self.queues and not self._closed:
                if write.key is not None and self._queue and self._queue[-1].key == write.key:
                    self._queue.pop()  # the newer write replaces the unwritten one
                self._queue.append(write)
                if self._thread is None:
                    self._start()
                self._cv.notify_all()
                return
        with self._lock:  # in memory (or closed): at once
            self._fall_back([write])

    @staticmethod
    def execute(conn, writes: list[Write]) -> None:
        """Run `writes` in one transaction on `conn`, with the mark of the last one."""
        statements = [s for w in writes for s in w.statements]
        last = max(w.seq for w in writes)
        if last:  # (in the same transaction: a read sees the writes and this mark together, or neither)
            statements.append(("INSERT OR REPLACE INTO meta VALUES ('written', ?)", (str(last),)))
        if len(statements) == 1:
            conn.execute(*statements[0])  # (autocommit: its own transaction)
            return
        conn.execute("BEGIN IMMEDIATE")
        try:
            for sql, params in statements:
                conn.execute(sql, params)
            conn.execute("COMMIT")
        except BaseException:
            try:
                conn.execute("ROLLBACK")
            except sqlite3.Error:
                pass
            raise

    def _take(self) -> list[Write] | None:
        """The next batch, once there is one; None when stopped with nothing queued."""
        with self._cv:
            while not self._queue and not self._stop:
                self._cv.wait()
            if not self._queue:
                self._thread = None
                return None
            batch = [self._queue.popleft() for _ in range(min(MAX_BATCH, len(self._queue)))]
            self._writing = batch
            return batch

    def _run(self) -> None:
        """The writer thread: commits what has queued up, in order, until `close`."""
        while (batch := self._take()) is not None:
            try:
                try:
                    self.execute(self._connection(), batch)
                except sqlite3.DatabaseError:
                    with self._lock, self._cv:  # to memory: what failed and all queued since, then at once
                        batch += self._queue
                        self._queue.clear()
                        self._fall_back(batch)
            except Exception:  # noqa: BLE001 - the writer must outlive a bad write; it is logged
                _log.exception("storage: %d write(s) failed and are lost", len(batch))
            finally:
                with self._cv:
                    self._writing = []
                    done = not self.queues  # (at once from now on: the thread ends)
                    if done:
                        self._thread = None
                    self._cv.notify_all()
            if done:
                return

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every queued write is committed; False when `timeout` ran out first."""
        with self._cv:
            return self._cv.wait_for(lambda: not self._queue and not self._writing, timeout)

    @property
    def pending(self) -> int:
        """Writes queued or being written (not committed yet)."""
        with self._cv:
            return len(self._queue) + len(self._writing)

    def unwritten(self) -> list[Write]:
        """The writes not committed yet, oldest first (taken before a read: what the read does not
        see of them, they add)."""
        with self._cv:
            return self._writing + list(self._queue) if (self._writing or self._queue) else []

    def close(self) -> None:
        """Commit what is queued, then stop the thread (and wait for it, unless called from it)."""
        with self._cv:
            self._stop = True
            self._closed = True
            thread = self._thread
            self._cv.notify_all()
        if thread is not None and thread is not threading.current_thread():
            thread.join()
