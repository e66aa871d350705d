"""Frame time per scene: update (two 120 Hz steps) + draw at 1280×720, headless, uncapped.

Every frame is drawn (forced), so this is the worst case of a busy screen. The app first builds
what its warm-up builds while the title plays (not measured here: `bench.transitions` measures those
frames), so each scene is measured as a guest meets it after the title.
"""
from __future__ import annotations

import os
import statistics
import time


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    k = (len(ordered) - 1) * q
    lo, hi = int(k), min(int(k) + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


def measure_frames(n: int = 600, warmup: int = 60, only: list[str] | None = None) -> dict:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    import tempfile

    from bench.scenes import scene_factories
    from scenes.engine.app import STEP, App, Config

    results = {}
    with tempfile.TemporaryDirectory() as data:
        app = App(Config(headless=True, windowed=True, uncapped=True, data_dir=data))
        app.start()
        from scenes.shell import warmup as shell_warmup

        shell_warmup.queue_all(app)
        app.prewarm.run_all()
        try:
            for name, make in scene_factories().items():
                if only and name not in only:
                    continue
                scenes, drive = make()
                app.stack.reset(scenes[0])
                for extra in scenes[1:]:
                    app.stack.push(extra)
                app.stack.flush()
                times = []
                for i in range(warmup + n):
                    if drive is not None:
                        drive(app, i)
                    t0 = time.perf_counter()
                    app.step(STEP)
                    app.step(STEP)
                    app.render(force=True)
                    t1 = time.perf_counter()
                    if i >= warmup:
                        times.append((t1 - t0) * 1000.0)
                results[name] = {"p50_ms": round(statistics.median(times), 3),
                                 "p95_ms": round(percentile(times, 0.95), 3),
                                 "p99_ms": round(percentile(times, 0.99), 3),
                                 "max_ms": round(max(times), 3), "frames": n}
        finally:
            app.shutdown()
    return results
