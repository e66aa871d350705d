"""The AI's worker process ends with the app, however the app ends: killed (SIGKILL) it has no time
to stop its worker, which must notice by itself and go (it held about 50 MB, forever)."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

APP = textwrap.dedent("""
    import sys, time
    from game.worker import AIWorker
    worker = AIWorker()
    worker.start()
    worker.warm_up("game.castro").result(60)
    executor = worker._executor
    print(" ".join(str(pid) for pid in executor._processes), flush=True)
    time.sleep(120)
""")


def alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split()[2] != "Z"
    except FileNotFoundError:
        return False


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_a_killed_apps_worker_goes_too():
    app = subprocess.Popen([sys.executable, "-c", APP], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    try:
        pids = [int(p) for p in app.stdout.readline().split()]
        assert pids and all(alive(p) for p in pids), "the worker runs"
        os.kill(app.pid, signal.SIGKILL)
        app.wait(5)
        end = time.monotonic() + 10
        while any(alive(p) for p in pids) and time.monotonic() < end:
            time.sleep(0.1)
        assert not any(alive(p) for p in pids), "the worker outlived the app it thought for"
    finally:
        if app.poll() is None:
            app.kill()
