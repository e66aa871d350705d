"""Headless smoke runs of the whole program, as CI and the README promise."""
from __future__ import annotations

import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(*args, timeout=120):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=timeout, env=env)


def test_plain_start_runs_120_frames(tmp_path):
    r = run("--headless", "--frames", "120", "--uncapped", "--data-dir", str(tmp_path))
    assert r.returncode == 0, r.stderr
    assert (tmp_path / "kastell.db").exists()


def test_demo_runs_600_frames(tmp_path):
    r = run("--headless", "--demo", "--frames", "600", "--uncapped", "--data-dir", str(tmp_path))
    assert r.returncode == 0, r.stderr


def test_every_game_flag_starts(tmp_path):
    for game in ("castro", "catsle", "caprice", "castile"):
        r = run("--headless", "--game", game, "--frames", "30", "--uncapped", "--data-dir", str(tmp_path))
        assert r.returncode == 0, (game, r.stderr)


def test_shots_are_written(tmp_path):
    shots = tmp_path / "shots"
    r = run("--headless", "--frames", "130", "--uncapped", "--shots", str(shots), "--data-dir", str(tmp_path),
            "--lang", "en")
    assert r.returncode == 0, r.stderr
    names = sorted(os.listdir(shots))
    assert names == ["final.png", "frame_000060.png", "frame_000120.png"]


def test_corrupt_database_still_starts(tmp_path):
    (tmp_path / "kastell.db").write_bytes(b"\x00garbage" * 500)
    r = run("--headless", "--frames", "10", "--uncapped", "--data-dir", str(tmp_path))
    assert r.returncode == 0, r.stderr
    assert any(n.startswith("kastell.db.broken-") for n in os.listdir(tmp_path))
