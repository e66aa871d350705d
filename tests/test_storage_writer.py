"""The storage's writer thread: writes leave the frame at once and reach the disk in order, a newer
autosave replaces one still queued, reads see queued writes, `flush` and `close` wait for the disk, and
no writer thread outlives `close` (or the app's shutdown)."""
from __future__ import annotations

import json
import logging
import sqlite3
import threading

from scenes.services.storage import DB_NAME, Storage
from scenes.services.storage_writer import Writer

WRITER = "kastell-storage"


class Gate:
    """A writing connection whose writes (from the writer thread) wait until `open` is set, like a slow
    SD card; it records what reached it."""

    def __init__(self, real):
        self.real = real
        self.open = threading.Event()
        self.entered = threading.Event()
        self.calls: list[tuple[str, tuple]] = []

    def execute(self, sql, params=()):
        if threading.current_thread().name == WRITER:
            self.calls.append((sql, params))
            self.entered.set()
            assert self.open.wait(30), "the test never opened the gate"
        return self.real.execute(sql, params)

    def close(self):
        self.real.close()


def writer_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name == WRITER and t.is_alive()]


def on_disk(folder, sql, params=()):
    other = sqlite3.connect(folder / DB_NAME)
    try:
        return other.execute(sql, params).fetchall()
    finally:
        other.close()


def gated(tmp_path):
    s = Storage(str(tmp_path))
    gate = Gate(s.conn)
    s.conn = gate
    return s, gate


def test_a_queued_save_is_seen_at_once_and_on_disk_after_flush(tmp_path):
    s, gate = gated(tmp_path)
    try:
        s.save_game("castro", {"seats": []}, {"moves": [1]})
        assert gate.entered.wait(30)  # the writer has it, and waits for the "disk"
        assert s.pending == 1
        assert s.load_game()["save"] == {"moves": [1]}  # the read does not wait for the disk
        assert on_disk(tmp_path, "SELECT count(*) FROM autosave") == [(0,)]
        gate.open.set()
        assert s.flush(timeout=30) and s.pending == 0
        rows = on_disk(tmp_path, "SELECT game, save FROM autosave WHERE slot='current'")
        assert rows == [("castro", json.dumps({"moves": [1]}))]
    finally:
        gate.open.set()
        s.close()


def test_a_newer_save_replaces_one_still_queued(tmp_path):
    s, gate = gated(tmp_path)
    try:
        s.save_game("castro", {}, {"moves": [1]})           # taken by the writer (in flight)
        assert gate.entered.wait(30)
        s.save_game("castro", {}, {"moves": [1, 2]})        # queued
        s.save_game("castro", {}, {"moves": [1, 2, 3]})     # replaces it
        assert s.pending == 2
        assert s.load_game()["save"]["moves"] == [1, 2, 3]
        gate.open.set()
        assert s.flush(timeout=30)
        written = [json.loads(p[2])["moves"] for sql, p in gate.calls if "autosave" in sql]
        assert written == [[1], [1, 2, 3]]
        assert s.load_game()["save"]["moves"] == [1, 2, 3]
    finally:
        gate.open.set()
        s.close()


def test_queued_writes_keep_their_order_and_commit_together(tmp_path):
    s, gate = gated(tmp_path)
    try:
        s.set_setting("first", 1)
        assert gate.entered.wait(30)
        s.save_game("castro", {}, {"moves": [1]})
        s.stat_add("castro", "played")
        s.clear_game()  # not merged with the save before it: a clear after a stat is its own write
        s.stat_add("castro", "played")
        s.set_setting("volume", 0.5)
        s.set_setting("volume", 0.25)  # replaces the one queued last
        assert s.stats("castro") == {"played": 2}
        assert s.load_game() is None
        assert s.get_setting("volume") == 0.25 and s.all_settings() == {"first": 1, "volume": 0.25}
        gate.open.set()
        assert s.flush(timeout=30)
        sql = [c[0].split()[0] for c in gate.calls]
        first, rest = sql[:4], sql[4:]
        assert first == ["BEGIN", "INSERT", "INSERT", "COMMIT"]  # the first write and the mark of the last written
        assert rest[0] == "BEGIN" and rest[-1] == "COMMIT" and len(rest) == 2 + 5 + 1  # the rest: one transaction
        assert "meta" in gate.calls[-2][0]
        assert on_disk(tmp_path, "SELECT value FROM stats") == [(2.0,)]
        assert on_disk(tmp_path, "SELECT count(*) FROM autosave") == [(0,)]
        assert on_disk(tmp_path, "SELECT value FROM settings WHERE key='volume'") == [("0.25",)]
    finally:
        gate.open.set()
        s.close()


def test_close_writes_what_is_queued_and_stops_the_writer(tmp_path):
    before = len(writer_threads())
    s, gate = gated(tmp_path)
    s.save_game("castro", {}, {"moves": [1]})
    assert gate.entered.wait(30)
    s.save_game("castro", {}, {"moves": [1, 2]})
    s.set_setting("language", "en")
    assert len(writer_threads()) == before + 1
    gate.open.set()
    s.close()
    assert len(writer_threads()) == before
    again = Storage(str(tmp_path))
    try:
        assert again.load_game()["save"]["moves"] == [1, 2] and again.get_setting("language") == "en"
    finally:
        again.close()


def test_a_failing_write_is_logged_and_the_writer_goes_on(tmp_path, caplog):
    s = Storage(str(tmp_path))

    class Odd:
        def __init__(self, real):
            self.real = real

        def execute(self, sql, params=()):
            if "stats" in sql:
                raise RuntimeError("a bug, not the disk")
            return self.real.execute(sql, params)

        def close(self):
            self.real.close()

    s.conn = Odd(s.conn)
    try:
        with caplog.at_level(logging.WARNING, logger="kastell.storage"):
            s.stat_add("castro", "played")
            assert s.flush(timeout=30)
            s.set_setting("language", "en")
            assert s.flush(timeout=30)
        assert "failed" in caplog.text and "a bug, not the disk" in caplog.text
        assert on_disk(tmp_path, "SELECT value FROM settings") == [('"en"',)]
        assert s.persistent  # (not a database error: the disk is fine)
    finally:
        s.close()


def test_in_memory_writes_run_at_once_without_a_thread():
    before = len(writer_threads())
    s = Storage(None)
    try:
        s.save_game("castro", {}, {"moves": [1]})
        assert s.pending == 0 and len(writer_threads()) == before
        assert s.load_game()["save"]["moves"] == [1]
    finally:
        s.close()


def test_the_table_autosave_leaves_the_frame_and_shutdown_writes_it(tmp_path):
    """A table's autosave is queued in the frame; the app's shutdown writes it and stops the writer."""
    from tests.harness import make_app
    from tests.toy_table import ToyTable

    before = len(writer_threads())
    app = make_app(tmp_path / "data")
    try:
        table = ToyTable({"game": "toy", "seats": [{"kind": "human"}, {"kind": "human"}], "seed": 3})
        app.stack.reset(table)
        app.stack.flush()
        gate = Gate(app.storage.conn)
        app.storage.conn = gate
        for _ in range(30):
            app.step(1 / 120)
            if table.match.moves:
                break
        assert table.match.moves, "the toy table made its first (chance) move"
        assert gate.entered.wait(30)  # the autosave reached the writer, which waits: the frame did not
        assert app.storage.load_game()["save"]["moves"] == table.match.to_save()["moves"]
        gate.open.set()
        moves = table.match.to_save()["moves"]
    finally:
        gate.open.set()
        app.shutdown()
    assert len(writer_threads()) == before
    rows = on_disk(tmp_path / "data", "SELECT save FROM autosave WHERE slot='current'")
    assert json.loads(rows[0][0])["moves"] == moves


def test_a_write_committed_while_a_read_looks_is_counted_once(tmp_path, monkeypatch):
    """The writer commits a batch, then (a moment later) forgets it as unwritten: a read in between
    sees it on disk and in the writer's hands, and must count it once (a statistics screen once
    showed 4 wins of 6 games for 3 of 4)."""
    committed, go_on = threading.Event(), threading.Event()
    real = Writer.execute

    def execute_then_linger(conn, writes):
        real(conn, writes)
        if threading.current_thread().name == WRITER:
            committed.set()
            assert go_on.wait(30), "the test never let the writer go on"

    monkeypatch.setattr(Writer, "execute", staticmethod(execute_then_linger))
    s = Storage(str(tmp_path))
    try:
        s.stat_add("castro", "won")
        assert committed.wait(30)           # on disk, and still the writer's batch
        assert s.pending == 1
        assert s.stats("castro") == {"won": 1}
        s.stat_add("castro", "won")         # queued behind it
        assert s.stats("castro") == {"won": 2}
        go_on.set()
        assert s.flush(timeout=30)
        assert s.stats("castro") == {"won": 2}
    finally:
        go_on.set()
        s.close()
    again = Storage(str(tmp_path))          # a new start goes on counting writes from the last mark
    try:
        again.stat_add("castro", "won")
        assert again.stats("castro") == {"won": 3}
        assert again.flush(timeout=30) and again.stats("castro") == {"won": 3}
    finally:
        again.close()
