"""Storage: the one SQLite database in the data folder, behind one small API.

Holds settings (key → JSON value), per-game statistics (game, key → number),
the autosave of the game in progress (its setup and its save in the format of
ARCHITECTURE.md, rewritten after every move) and the high scores (wins by
player name and day; Castile's fastest wins and fewest moves). The database runs in WAL mode
with `synchronous=FULL` (a pulled plug keeps every committed move); every write is its own
transaction. A database that cannot be read is moved
aside (``kastell.db.broken-<time>``) and a fresh one made; a folder that cannot
be written leaves the app running on an in-memory database (`persistent` False).
"""
from __future__ import annotations

import json
import logging
import os
import sqlite3
import time

DB_NAME = "kastell.db"
SCHEMA_VERSION = 1
_log = logging.getLogger("kastell.storage")

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS stats (
    game TEXT NOT NULL, key TEXT NOT NULL, value REAL NOT NULL,
    PRIMARY KEY (game, key)
);
CREATE TABLE IF NOT EXISTS autosave (
    slot TEXT PRIMARY KEY, game TEXT NOT NULL, setup TEXT NOT NULL, save TEXT NOT NULL, updated REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS wins (
    game TEXT NOT NULL, name TEXT NOT NULL, day TEXT NOT NULL, wins INTEGER NOT NULL,
    PRIMARY KEY (game, name, day)
);
CREATE TABLE IF NOT EXISTS records (
    game TEXT NOT NULL, name TEXT NOT NULL, seconds REAL NOT NULL, moves INTEGER NOT NULL, deal INTEGER,
    day TEXT NOT NULL
);
"""


def default_data_dir() -> str:
    """The platform's user data folder for Kastell."""
    import platformdirs

    return platformdirs.user_data_dir("kastell", appauthor=False)


class Storage:
    def __init__(self, folder: str | None) -> None:
        self.folder = folder
        self.path = os.path.join(folder, DB_NAME) if folder else None
        self.persistent = False
        self.problem: str | None = None
        self.conn = self._open()

    # opening
    def _open(self) -> sqlite3.Connection:
        if self.path is None:
            return self._memory("no data folder")
        try:
            os.makedirs(self.folder, exist_ok=True)
        except OSError as exc:
            return self._memory(f"cannot create {self.folder}: {exc}")
        try:
            conn = self._connect(self.path)
            self.persistent = True
            return conn
        except sqlite3.DatabaseError as exc:
            broken = os.path.exists(self.path) and not isinstance(exc, sqlite3.OperationalError)
            if broken:
                aside = f"{self.path}.broken-{int(time.time())}"
                try:
                    os.replace(self.path, aside)
                    for suffix in ("-wal", "-shm"):
                        if os.path.exists(self.path + suffix):
                            os.replace(self.path + suffix, aside + suffix)
                    _log.warning("database %s was unreadable (%s); moved to %s", self.path, exc, aside)
                    conn = self._connect(self.path)
                    self.persistent = True
                    return conn
                except (OSError, sqlite3.DatabaseError) as exc2:
                    return self._memory(f"cannot replace broken database: {exc2}")
            return self._memory(f"cannot open {self.path}: {exc}")

    def _connect(self, path: str) -> sqlite3.Connection:
        conn = sqlite3.connect(path, isolation_level=None, timeout=2.0)
        try:
            conn.execute("PRAGMA journal_mode=WAL")
            # FULL: a commit is on the card before the move is shown; a pulled plug loses nothing
            conn.execute("PRAGMA synchronous=FULL")
            conn.executescript(_SCHEMA)
            conn.execute("INSERT OR IGNORE INTO meta VALUES ('schema', ?)", (str(SCHEMA_VERSION),))
            conn.execute("SELECT count(*) FROM settings").fetchone()
        except sqlite3.DatabaseError:
            conn.close()
            raise
        return conn

    def _memory(self, why: str) -> sqlite3.Connection:
        self.problem = why
        self.persistent = False
        _log.warning("storage is not persistent: %s", why)
        conn = sqlite3.connect(":memory:", isolation_level=None)
        conn.executescript(_SCHEMA)
        return conn

    def _write(self, sql: str, params: tuple) -> None:
        try:
            self.conn.execute(sql, params)
        except sqlite3.DatabaseError as exc:
            if self.persistent:
                _log.warning("write failed (%s); continuing in memory", exc)
                old = self.conn
                self.conn = self._memory(str(exc))
                self._copy_from(old)
                self.conn.execute(sql, params)

    def _copy_from(self, old: sqlite3.Connection) -> None:
        try:
            for table in ("settings", "stats", "autosave", "wins", "records"):
                rows = old.execute(f"SELECT * FROM {table}").fetchall()
                marks = ",".join("?" * (len(rows[0]) if rows else 0))
                for row in rows:
                    self.conn.execute(f"INSERT OR REPLACE INTO {table} VALUES ({marks})", row)
        except sqlite3.DatabaseError:
            pass

    # settings
    def get_setting(self, key: str, default=None):
        try:
            row = self.conn.execute("SELECT value FROM settings WHERE key=?", (key,)).fetchone()
        except sqlite3.DatabaseError:
            return default
        if row is None:
            return default
        try:
            return json.loads(row[0])
        except ValueError:
            return default

    def set_setting(self, key: str, value) -> None:
        self._write("INSERT OR REPLACE INTO settings VALUES (?, ?)", (key, json.dumps(value)))

    def delete_setting(self, key: str) -> None:
        self._write("DELETE FROM settings WHERE key=?", (key,))

    def all_settings(self) -> dict:
        out = {}
        try:
            for key, value in self.conn.execute("SELECT key, value FROM settings"):
                try:
                    out[key] = json.loads(value)
                except ValueError:
                    pass
        except sqlite3.DatabaseError:
            pass
        return out

    # statistics
    def stat_add(self, game: str, key: str, delta: float = 1) -> None:
        self._write("INSERT INTO stats VALUES (?, ?, ?) ON CONFLICT(game, key) "
                    "DO UPDATE SET value = value + excluded.value", (game, key, delta))

    def stat_set(self, game: str, key: str, value: float) -> None:
        self._write("INSERT OR REPLACE INTO stats VALUES (?, ?, ?)", (game, key, value))

    def stat_best(self, game: str, key: str, value: float, lower_is_better: bool = False) -> bool:
        """Store `value` if it beats the stored best; True when it did."""
        old = self.stats(game).get(key)
        if old is None or (value < old if lower_is_better else value > old):
            self.stat_set(game, key, value)
            return True
        return False

    def reset_stats(self) -> None:
        """Forget every statistic and high score (the operator's "Statistik zurücksetzen")."""
        for table in ("stats", "wins", "records"):
            self._write(f"DELETE FROM {table}", ())

    def stats(self, game: str) -> dict[str, float]:
        try:
            rows = self.conn.execute("SELECT key, value FROM stats WHERE game=?", (game,)).fetchall()
        except sqlite3.DatabaseError:
            return {}
        return {k: (int(v) if float(v).is_integer() else v) for k, v in rows}

    # the game in progress
    def save_game(self, game: str, setup: dict, save: dict) -> None:
        """Store the game in progress (one statement: one transaction, after every move)."""
        self._write("INSERT OR REPLACE INTO autosave VALUES ('current', ?, ?, ?, ?)",
                    (game, json.dumps(setup), json.dumps(save), time.time()))

    def load_game(self) -> dict | None:
        """The stored game in progress as ``{"game", "setup", "save", "updated"}``, or None.
        A record that cannot be read raises ``ValueError`` (the caller sets it aside, never trusts it)."""
        try:
            row = self.conn.execute("SELECT game, setup, save, updated FROM autosave WHERE slot='current'").fetchone()
        except sqlite3.DatabaseError:
            return None
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
        self._write("DELETE FROM autosave WHERE slot='current'", ())

    def set_aside_game(self, keep: int = 5) -> None:
        """Move the stored game in progress out of the way (it no longer loads) without losing it:
        it is kept as slot ``aside-<time>`` for the developers; only the newest ``keep`` are kept."""
        slot = f"aside-{time.time():.3f}"
        self._write("UPDATE autosave SET slot=? WHERE slot='current'", (slot,))
        try:
            old = self.conn.execute("SELECT slot FROM autosave WHERE slot LIKE 'aside-%' "
                                    "ORDER BY updated DESC LIMIT -1 OFFSET ?", (keep,)).fetchall()
        except sqlite3.DatabaseError:
            return
        for (name,) in old:
            self._write("DELETE FROM autosave WHERE slot=?", (name,))

    def set_aside_games(self) -> list[dict]:
        """The games set aside, newest first: ``{"slot", "game", "setup", "save", "updated"}``."""
        try:
            rows = self.conn.execute("SELECT slot, game, setup, save, updated FROM autosave "
                                     "WHERE slot LIKE 'aside-%' ORDER BY updated DESC").fetchall()
        except sqlite3.DatabaseError:
            return []
        return [{"slot": r[0], "game": r[1], "setup": r[2], "save": r[3], "updated": r[4]} for r in rows]

    # high scores
    def add_win(self, game: str, name: str, day: str) -> None:
        self._write("INSERT INTO wins VALUES (?, ?, ?, 1) ON CONFLICT(game, name, day) "
                    "DO UPDATE SET wins = wins + 1", (game, name, day))

    def top_wins(self, game: str, day: str | None = None, limit: int = 5) -> list[tuple[str, int]]:
        """Names with the most wins (all time, or on ``day``)."""
        sql = "SELECT name, SUM(wins) AS w FROM wins WHERE game=?" + (" AND day=?" if day else "") + \
            " GROUP BY name ORDER BY w DESC, name LIMIT ?"
        params = (game, day, limit) if day else (game, limit)
        try:
            return [(n, int(w)) for n, w in self.conn.execute(sql, params).fetchall()]
        except sqlite3.DatabaseError:
            return []

    def add_record(self, game: str, name: str, seconds: float, moves: int, deal: int | None, day: str) -> None:
        self._write("INSERT INTO records VALUES (?, ?, ?, ?, ?, ?)", (game, name, seconds, moves, deal, day))

    def top_records(self, game: str, by: str = "seconds", limit: int = 5) -> list[tuple]:
        """Best finished games: ``(name, seconds, moves, deal)``, fastest or fewest moves first."""
        order = "seconds, moves" if by == "seconds" else "moves, seconds"
        try:
            return self.conn.execute(f"SELECT name, seconds, moves, deal FROM records WHERE game=? "
                                     f"ORDER BY {order} LIMIT ?", (game, limit)).fetchall()
        except sqlite3.DatabaseError:
            return []

    def close(self) -> None:
        try:
            self.conn.close()
        except sqlite3.Error:
            pass
