"""Memory and idle CPU.

- Peak resident memory of a real run (`--headless --demo`, 600 frames) read
  from the child's rusage.
- Idle CPU: the settings screen (static) in the real capped loop for 10 s of
  wall time, CPU time of this process over wall time, in % of one core.
"""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def measure_rss(frames: int = 600) -> dict:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    code = (
        "import resource, subprocess, sys\n"
        f"r = subprocess.run([sys.executable, 'main.py', '--headless', '--demo', '--uncapped', '--frames', '{frames}',"
        " '--data-dir', sys.argv[1]])\n"
        "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n"
        "sys.exit(r.returncode)\n"
    )
    with tempfile.TemporaryDirectory() as data:
        r = subprocess.run([sys.executable, "-c", code, data], cwd=ROOT, env=env, capture_output=True, text=True,
                           timeout=300)
    if r.returncode != 0:
        raise RuntimeError(r.stderr)
    kb = int(r.stdout.strip().splitlines()[-1])
    return {"peak_mb": round(kb / 1024.0, 1)}


def measure_idle(seconds: float = 10.0) -> dict:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    from scenes.engine.app import App, Config
    from scenes.shell.settings_scene import SettingsScene

    class TimedSettings(SettingsScene):
        def update(self, dt: float) -> None:
            super().update(dt)
            if time.perf_counter() >= self.until:
                self.app.quit()

    with tempfile.TemporaryDirectory() as data:
        app = App(Config(headless=True, windowed=True, data_dir=data))
        app.start()
        try:
            scene = TimedSettings()
            scene.until = time.perf_counter() + 2.0 + seconds
            app.stack.reset(scene)
            app.stack.flush()
            # settle for 2 s (the first frames draw), then measure
            settle_until = time.perf_counter() + 2.0
            app.config.frames = None
            start_frame = [None]

            class Meter:
                cpu0 = wall0 = 0.0

            def probe() -> None:
                if start_frame[0] is None and time.perf_counter() >= settle_until:
                    start_frame[0] = app.frame
                    Meter.cpu0, Meter.wall0 = time.process_time(), time.perf_counter()

            original = app.step

            def step(dt: float) -> None:
                probe()
                original(dt)
            app.step = step
            app.run()
            cpu = time.process_time() - Meter.cpu0
            wall = time.perf_counter() - Meter.wall0
            frames = app.frame - (start_frame[0] or 0)
        finally:
            app.shutdown()
    return {"cpu_pct": round(100.0 * cpu / wall, 2), "seconds": round(wall, 1), "frames": frames}
