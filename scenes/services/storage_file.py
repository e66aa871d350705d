"""The storage's database file: its schema, its connections, a broken one set aside, one in memory.

The database runs in WAL mode with `synchronous=FULL` (a pulled plug keeps every committed move);
the writing connection (`connect`) belongs to the writer thread, the reading one (`open_reader`)
sees the last commit and never waits for it. A file that cannot be read is moved aside
(`move_aside`: ``kastell.db.broken-<time>``); `in_memory` is the database of a folder that cannot be
written, and `copy_tables` carries what a failing file still gives over to it. What is stored and
when is scenes/services/storage.py's.
"""
from __future__ import annotations

import logging
import os
import sqlite3
import time

SCHEMA_VERSION = 1
_log = logging.getLogger("kastell.storage")

SCHEMA = """
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
#: the tables whose rows are kept (all but meta)
TABLES = ("settings", "stats", "autosave", "wins", "records")


def connect(path: str) -> sqlite3.Connection:
    """The writing connection to the database at `path`, its schema made (raises
    ``sqlite3.DatabaseError`` when the file cannot be read)."""
    # (made here, used by the writer thread: every use of a connection is by one thread at a time)
    conn = sqlite3.connect(path, isolation_level=None, timeout=2.0, check_same_thread=False)
    try:
        conn.execute("PRAGMA journal_mode=WAL")
        # FULL: a commit is on the card once the writer has it done; a pulled plug loses no
        # committed move (and at most the moves of the last few frames, not yet committed)
        conn.execute("PRAGMA synchronous=FULL")
        conn.executescript(SCHEMA)
        conn.execute("INSERT OR IGNORE INTO meta VALUES ('schema', ?)", (str(SCHEMA_VERSION),))
        conn.execute("SELECT count(*) FROM settings").fetchone()
    except sqlite3.DatabaseError:
        conn.close()
        raise
    return conn


def open_reader(path: str) -> sqlite3.Connection | None:
    """The second connection, for reads (WAL: it sees the last commit, never waits for a write)."""
    try:
        reader = sqlite3.connect(path, isolation_level=None, timeout=2.0, check_same_thread=False)
        reader.execute("PRAGMA query_only=1")
        reader.execute("SELECT count(*) FROM settings").fetchall()
        return reader
    except sqlite3.Error as exc:
        _log.warning("no reading connection (%s); writes wait for the disk", exc)
        return None


def move_aside(path: str) -> str:
    """Move the unreadable database at `path` (and its WAL files) out of the way; returns where to."""
    aside = f"{path}.broken-{int(time.time())}"
    os.replace(path, aside)
    for suffix in ("-wal", "-shm"):
        if os.path.exists(path + suffix):
            os.replace(path + suffix, aside + suffix)
    return aside


def in_memory() -> sqlite3.Connection:
    """A database in memory with the schema (nothing in it outlives the app)."""
    conn = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
    conn.executescript(SCHEMA)
    return conn


def copy_tables(old: sqlite3.Connection, new: sqlite3.Connection) -> None:
    """Copy what `old` still gives of every table into `new` (what it cannot read is left)."""
    try:
        for table in TABLES:
            rows = old.execute(f"SELECT * FROM {table}").fetchall()
            marks = ",".join("?" * (len(rows[0]) if rows else 0))
            for row in rows:
                new.execute(f"INSERT OR REPLACE INTO {table} VALUES ({marks})", row)
    except sqlite3.DatabaseError:
        pass
