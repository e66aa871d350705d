"""Storage: the one SQLite database in the data folder, behind one small API.

Holds settings (key → JSON value), per-game statistics (game, key → number),
the autosave of the game in progress (its setup and its save in the format of
ARCHITECTURE.md, rewritten after every move) and the high scores (wins by
player name and day; Castile's fastest wins and fewest moves). The database runs in WAL mode
with `synchronous=FULL` (a pulled plug keeps every committed move).

No frame waits for the disk: a write is queued and returns at once; one writer thread (the only
user of the writing connection) commits what has queued up in one transaction (one sync per
batch, in order; a newer autosave replaces one still queued). Reads use a second connection (WAL:
it sees the last commit and never waits for the writer); the reads of settings, statistics and
the stored game add the writes still queued, so a read right after a write sees it. The high
scores' reads first wait for the queue (`flush`). `close()` writes what is queued and stops the
thread (also at interpreter exit).

A database that cannot be read is moved
aside (``kastell.db.broken-<time>``) and a fresh one made; a folder that cannot
be written leaves the app running on an in-memory database (`persistent` False; there a write
runs at once, and so does every write after one that failed on disk).

Its parts: the queue and the writer thread are scenes/services/storage_writer.py's (`Writer`), the
file, its schema and connections scenes/services/storage_file.py's; this module owns what is stored
and how a read sees the writes not on disk yet.
"""
from __future__ import annotations

import atexit
import json
import logging
import os
import sqlite3
import threading
import time
import weakref

from scenes.services.storage_file import connect, copy_tables, in_memory, move_aside, open_reader
from scenes.services.storage_writer import Write, Writer, one

DB_NAME = "kastell.db"
_log = logging.getLogger("kastell.storage")

def default_data_dir() -> str:
    """The platform's user data folder for Kastell."""
    import platformdirs

    return platformdirs.user_data_dir("kastell", appauthor=False)


#: the storages open in this process: those still open when the interpreter exits are closed then,
#: so what they queued is written (the app closes its own in `App.shutdown`)
_OPEN: "weakref.WeakSet[Storage]" = weakref.WeakSet()


@atexit.register
def _close_all() -> None:
    for storage in list(_OPEN):
        storage.close()


class Storage:
    """The database. A write returns at once: with a database on disk it is queued for the writer
    thread, which commits what has queued up (one transaction, one sync); reads are never held up
    by it (a second, reading connection sees what is committed, and the reads of settings, stats
    and the stored game add the writes still queued). `flush()` waits until everything queued is on
    disk; `close()` writes what is queued, then stops the thread. In memory, writes run at once."""

    def __init__(self, folder: str | None) -> None:
        self.folder = folder
        self.path = os.path.join(folder, DB_NAME) if folder else None
        self.persistent = False
        self.problem: str | None = None
        self._lock = threading.RLock()        # the reading connection (in memory: the only one)
        self._conn = self._open()
        self._reader = open_reader(self.path) if self.persistent else None
        #: the queue of writes and its thread (with a database on disk and its reading connection)
        self._writes = Writer(lambda: self._conn, self._write_now, self._lock, seq=self._last_written(),
                              queues=self._reader is not None)
        if self._reader is None:
            self._reader = self._conn
        _OPEN.add(self)

    @property
    def conn(self) -> sqlite3.Connection:
        """The writing connection, with every queued write on it (for tests and tools)."""
        self.flush()
        return self._conn

    @conn.setter
    def conn(self, value) -> None:
        self.flush()
        with self._lock:
            if self._reader is self._conn:
                self._reader = value
            self._conn = value

    # opening
    def _open(self) -> sqlite3.Connection:
        if self.path is None:
            return self._memory("no data folder")
        try:
            os.makedirs(self.folder, exist_ok=True)
        except OSError as exc:
            return self._memory(f"cannot create {self.folder}: {exc}")
        try:
            conn = connect(self.path)
            self.persistent = True
            return conn
        except sqlite3.DatabaseError as exc:
            broken = os.path.exists(self.path) and not isinstance(exc, sqlite3.OperationalError)
            if broken:
                try:
                    aside = move_aside(self.path)
                    _log.warning("database %s was unreadable (%s); moved to %s", self.path, exc, aside)
                    conn = connect(self.path)
                    self.persistent = True
                    return conn
                except (OSError, sqlite3.DatabaseError) as exc2:
                    return self._memory(f"cannot replace broken database: {exc2}")
            return self._memory(f"cannot open {self.path}: {exc}")

    def _memory(self, why: str) -> sqlite3.Connection:
        self.problem = why
        self.persistent = False
        _log.warning("storage is not persistent: %s", why)
        return in_memory()

    # writing
    def _last_written(self) -> int:
        try:
            row = self._conn.execute("SELECT value FROM meta WHERE key='written'").fetchone()
            return int(row[0]) if row else 0
        except (sqlite3.DatabaseError, ValueError):
            return 0

    def _write(self, sql: str, params: tuple, key: tuple | None = None, effect: tuple = ("other",)) -> None:
        self._writes.submit(one(sql, params, key, effect))

    def _write_now(self, writes: list[Write]) -> None:
        """Run `writes` on the writing connection; a failing database is left for one in memory."""
        try:
            Writer.execute(self._conn, writes)
        except sqlite3.DatabaseError as exc:
            if self.persistent:
                _log.warning("write failed (%s); continuing in memory", exc)
                old = self._conn
                self._conn = self._memory(str(exc))
                copy_tables(old, self._conn)
                if self._reader is not old:
                    try:
                        self._reader.close()
                    except sqlite3.Error:
                        pass
                self._reader = self._conn
                self._writes.queues = False  # (in memory a write costs nothing: at once from now on)
                Writer.execute(self._conn, writes)

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every queued write is committed; False when `timeout` ran out first."""
        return self._writes.flush(timeout)

    @property
    def pending(self) -> int:
        """Writes queued or being written (not committed yet)."""
        return self._writes.pending

    # reading
    def _read(self, sql: str, params: tuple = ()) -> list:
        with self._lock:
            return self._reader.execute(sql, params).fetchall()

    def _read_fresh(self, sql: str, params: tuple = ()) -> tuple[list, list[Write]]:
        """The rows of `sql` as committed, and the writes this read does not see yet, oldest first.
        (A write the writer commits between the look at the queue and the read is seen once: the
        read reads the mark of the last write committed in the same transaction.)"""
        unwritten = self._writes.unwritten()
        with self._lock:
            conn = self._reader
            conn.execute("BEGIN")
            try:
                mark = conn.execute("SELECT value FROM meta WHERE key='written'").fetchone()
                rows = conn.execute(sql, params).fetchall()
            finally:
                conn.execute("COMMIT")
        written = int(mark[0]) if mark else 0
        return rows, [w for w in unwritten if w.seq > written]

    # settings
    def get_setting(self, key: str, default=None):
        unwritten = []
        try:
            rows, unwritten = self._read_fresh("SELECT value FROM settings WHERE key=?", (key,))
            text = rows[0][0] if rows else None
        except sqlite3.DatabaseError:
            text = None
        for w in unwritten:
            if w.effect[0] == "setting" and w.effect[1] == key:
                text = w.effect[2]
        if text is None:
            return default
        try:
            return json.loads(text)
        except ValueError:
            return default

    def set_setting(self, key: str, value) -> None:
        text = json.dumps(value)
        self._write("INSERT OR REPLACE INTO settings VALUES (?, ?)", (key, text),
                    key=("setting", key), effect=("setting", key, text))

    def delete_setting(self, key: str) -> None:
        self._write("DELETE FROM settings WHERE key=?", (key,), key=("setting", key), effect=("setting", key, None))

    def all_settings(self) -> dict:
        unwritten = []
        try:
            rows, unwritten = self._read_fresh("SELECT key, value FROM settings")
            texts = dict(rows)
        except sqlite3.DatabaseError:
            texts = {}
        for w in unwritten:
            if w.effect[0] == "setting":
                _, key, text = w.effect
                if text is None:
                    texts.pop(key, None)
                else:
                    texts[key] = text
        out = {}
        for key, value in texts.items():
            try:
                out[key] = json.loads(value)
            except ValueError:
                pass
        return out

    # statistics
    def stat_add(self, game: str, key: str, delta: float = 1) -> None:
        self._write("INSERT INTO stats VALUES (?, ?, ?) ON CONFLICT(game, key) "
                    "DO UPDATE SET value = value + excluded.value", (game, key, delta),
                    effect=("stat", game, key, "add", delta))

    def stat_set(self, game: str, key: str, value: float) -> None:
        self._write("INSERT OR REPLACE INTO stats VALUES (?, ?, ?)", (game, key, value),
                    key=("stat", game, key), effect=("stat", game, key, "set", value))

    def stat_best(self, game: str, key: str, value: float, lower_is_better: bool = False) -> bool:
        """Store `value` if it beats the stored best; True when it did."""
        old = self.stats(game).get(key)
        if old is None or (value < old if lower_is_better else value > old):
            self.stat_set(game, key, value)
            return True
        return False

    def reset_stats(self) -> None:
        """Forget every statistic and high score (the operator's "Statistik zurücksetzen")."""
        self._writes.submit(Write(tuple((f"DELETE FROM {table}", ()) for table in ("stats", "wins", "records")),
                            None, ("stats_reset",)))

    def stats(self, game: str) -> dict[str, float]:
        try:
            rows, unwritten = self._read_fresh("SELECT key, value FROM stats WHERE game=?", (game,))
            values = dict(rows)
        except sqlite3.DatabaseError:
            return {}
        for w in unwritten:
            effect = w.effect
            if effect[0] == "stats_reset":
                values = {}
            elif effect[0] == "stat" and effect[1] == game:
                _, _, key, how, value = effect
                values[key] = values.get(key, 0) + value if how == "add" else value
        return {k: (int(v) if float(v).is_integer() else v) for k, v in values.items()}

    # the game in progress
    def save_game(self, game: str, setup: dict, save: dict) -> None:
        """Store the game in progress (one statement, after every move): queued for the writer,
        where a newer save replaces one not written yet."""
        row = (game, json.dumps(setup), json.dumps(save), time.time())
        self._write("INSERT OR REPLACE INTO autosave VALUES ('current', ?, ?, ?, ?)", row,
                    key=("game",), effect=("game", row))

    def load_game(self) -> dict | None:
        """The stored game in progress as ``{"game", "setup", "save", "updated"}``, or None.
        A record that cannot be read raises ``ValueError`` (the caller sets it aside, never trusts it)."""
        try:
            rows, unwritten = self._read_fresh("SELECT game, setup, save, updated FROM autosave WHERE slot='current'")
        except sqlite3.DatabaseError:
            return None
        row = rows[0] if rows else None
        for w in unwritten:
            if w.effect[0] == "game":
                row = w.effect[1]
        if row is None:
            return None
        try:
            setup, save = json.loads(row[1]), json.loads(row[2])
        except ValueError as exc:
            raise ValueError(f"the stored game is not JSON: {exc}") from None
        if not isinstance(setup, dict) or not isinstance(save, dict):
            raise ValueError("the stored game's setup and save must be JSON objects")
        return {"game": row[0], "setup": setup, "save": save, "updated": row[3]}

    def clear_game(self) -> None:
        self._write("DELETE FROM autosave WHERE slot='current'", (), key=("game",), effect=("game", None))

    def set_aside_game(self, keep: int = 5) -> None:
        """Move the stored game in progress out of the way (it no longer loads) without losing it:
        it is kept as slot ``aside-<time>`` for the developers; only the newest ``keep`` are kept."""
        slot = f"aside-{time.time():.3f}"
        self._writes.submit(Write((
            ("UPDATE autosave SET slot=? WHERE slot='current'", (slot,)),
            ("DELETE FROM autosave WHERE slot IN (SELECT slot FROM autosave WHERE slot LIKE 'aside-%' "
             "ORDER BY updated DESC LIMIT -1 OFFSET ?)", (keep,)),
        ), None, ("game", None)))

    def set_aside_games(self) -> list[dict]:
        """The games set aside, newest first: ``{"slot", "game", "setup", "save", "updated"}``."""
        self.flush()
        try:
            rows = self._read("SELECT slot, game, setup, save, updated FROM autosave "
                              "WHERE slot LIKE 'aside-%' ORDER BY updated DESC")
        except sqlite3.DatabaseError:
            return []
        return [{"slot": r[0], "game": r[1], "setup": r[2], "save": r[3], "updated": r[4]} for r in rows]

    # high scores (their reads wait for the queued writes: a screen of scores, not a frame of play)
    def add_win(self, game: str, name: str, day: str) -> None:
        self._write("INSERT INTO wins VALUES (?, ?, ?, 1) ON CONFLICT(game, name, day) "
                    "DO UPDATE SET wins = wins + 1", (game, name, day))

    def top_wins(self, game: str, day: str | None = None, limit: int = 5) -> list[tuple[str, int]]:
        """Names with the most wins (all time, or on ``day``)."""
        sql = "SELECT name, SUM(wins) AS w FROM wins WHERE game=?" + (" AND day=?" if day else "") + \
            " GROUP BY name ORDER BY w DESC, name LIMIT ?"
        params = (game, day, limit) if day else (game, limit)
        self.flush()
        try:
            return [(n, int(w)) for n, w in self._read(sql, params)]
        except sqlite3.DatabaseError:
            return []

    def add_record(self, game: str, name: str, seconds: float, moves: int, deal: int | None, day: str) -> None:
        self._write("INSERT INTO records VALUES (?, ?, ?, ?, ?, ?)", (game, name, seconds, moves, deal, day))

    def top_records(self, game: str, by: str = "seconds", limit: int = 5) -> list[tuple]:
        """Best finished games: ``(name, seconds, moves, deal)``, fastest or fewest moves first."""
        order = "seconds, moves" if by == "seconds" else "moves, seconds"
        self.flush()
        try:
            return self._read(f"SELECT name, seconds, moves, deal FROM records WHERE game=? "
                              f"ORDER BY {order} LIMIT ?", (game, limit))
        except sqlite3.DatabaseError:
            return []

    def close(self) -> None:
        """Write what is queued, stop the writer thread, close the connections."""
        self._writes.close()
        _OPEN.discard(self)
        with self._lock:
            for conn in {id(c): c for c in (self._reader, self._conn) if c is not None}.values():
                try:
                    conn.close()
                except sqlite3.Error:
                    pass
