"""Startup to first frame: the median of cold starts of `main.py --headless --frames 1`.

The clock starts just before the process is spawned (so Python's own start and
every import count) and stops when the app reports its first frame was shown.
"""
from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def one_start(data_dir: str) -> float:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", KASTELL_REPORT_FIRST_FRAME="1")
    t0 = time.time()
    r = subprocess.run([sys.executable, "main.py", "--headless", "--frames", "1", "--uncapped",
                        "--data-dir", data_dir], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    if r.returncode != 0:
        raise RuntimeError(f"start failed: {r.stderr}")
    for line in r.stdout.splitlines():
        if line.startswith("KASTELL_FIRST_FRAME "):
            return float(line.split()[1]) - t0
    raise RuntimeError("the app did not report its first frame")


def measure_startup(runs: int = 5) -> dict:
    with tempfile.TemporaryDirectory() as data:
        one_start(data)  # the first start creates the database; not counted
        times = [one_start(data) for _ in range(runs)]
    return {"median_s": round(statistics.median(times), 3), "runs": [round(t, 3) for t in times]}
