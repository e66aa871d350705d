"""A pulled plug never loses a game: the app is killed with SIGKILL in the middle of its autosaves, many
times, and every time the database is intact and the stored game replays to a consistent position (a
prefix of the very game that was being played)."""
from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import time

import pytest

import game.castro as castro
from game.core import AIAgent, Match
from scenes.services.storage import DB_NAME, Storage

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEED = 77


PLAYERS = 4


def reference_moves() -> list[dict]:
    match = Match(castro, [AIAgent("easy") for _ in range(PLAYERS)], seed=SEED)
    match.advance()
    return match.to_save()["moves"]


def _has_save(db) -> bool:
    if not db.exists():
        return False
    try:
        with sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=0.2) as conn:
            return conn.execute("SELECT count(*) FROM autosave WHERE slot='current'").fetchone()[0] > 0
    except sqlite3.Error:
        return False


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_killing_the_app_during_autosaves_never_loses_the_game(tmp_path):
    data = tmp_path / "data"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    command = [sys.executable, "main.py", "--headless", "--uncapped", "--game", "castro", "--players", str(PLAYERS),
               "--humans", "0", "--level", "easy", "--seed", str(SEED), "--frames", "1000000",
               "--data-dir", str(data)]
    expected = reference_moves()
    rng = random.Random(5)
    stored_counts = []
    for attempt in range(10):
        db = data / DB_NAME
        if db.exists():  # each run starts the same game afresh: forget the last one's save
            for suffix in ("", "-wal", "-shm"):
                if os.path.exists(f"{db}{suffix}"):
                    os.remove(f"{db}{suffix}")
        proc = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and proc.poll() is None and not _has_save(db):
            time.sleep(0.02)  # the game is under way once its first move is stored
        time.sleep(rng.uniform(0.0, 1.5))  # then the plug is pulled somewhere among its autosaves
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
        assert db.exists(), proc.stderr.read().decode()[-2000:]
        with sqlite3.connect(db) as conn:
            assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        storage = Storage(str(data))
        try:
            record = storage.load_game()
        finally:
            storage.close()
        if record is None:
            stored_counts.append(0)  # killed before the first move was stored: nothing to lose yet
            continue
        match = Match.from_save(record["save"], castro, game_name="castro")  # replays: a consistent game
        moves = record["save"]["moves"]
        assert moves == expected[:len(moves)], f"attempt {attempt}: the stored game is not the played one"
        assert castro.state_to_json(match.state) is not None
        stored_counts.append(len(moves))
    assert sum(1 for n in stored_counts if n > 0) >= 8, stored_counts
    assert len(set(stored_counts)) >= 5, f"the kills landed at different points of the game: {stored_counts}"
