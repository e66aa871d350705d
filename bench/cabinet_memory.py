"""The whole cabinet's memory: the app and its worker processes, in PSS (shared pages split fairly).

In a child process: the app headless, with its AI and checker in real worker processes as in a window
(`think_in_worker`), the warm-up run. PSS of the app and every process it started (its workers and
their helpers), read from /proc/<pid>/smaps_rollup:
- `menu_mb`: at the menu, the workers started;
- `castile_mb`: a Castile table open for a person, its checker with the compiled solver loaded: the
  most of samples taken every 0.05 s for 2 s from when the table's first verdict is asked (it waits
  for the compiled solver to load: these samples hold the loading, about a second), then every 0.2 s
  for 6 s, while it searches a deal it cannot decide in its 6 s (deal 47: its hash table at its
  largest) and after; `castile_steady_mb` is the median of the samples from 2 s on, the solver
  loaded;
- `after_mb`: back at the menu once `Workers.RELEASE_AFTER` seconds have passed without a Castile
  table (the steps' clock is moved on; the workers start afresh, light).
Targets: ≤ 250 MB with a Castile table open, ≤ 180 MB otherwise.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGETS = {"castile_mb": 250.0, "menu_mb": 180.0, "after_mb": 180.0}

_CHILD = r"""
import json, os, sys, tempfile, time
from bench.cabinet_memory import cabinet_pss_mb
from scenes.engine.app import STEP, Config
from scenes.engine import workers as workers_module
from scenes.shell.boot import build_app, start_app
from scenes.shell.menu import MenuScene
from scenes.services.seat_names import default_seats
from scenes.tables.catalog import GAMES

LOADING_SAMPLES = 40  # (every 0.05 s: the first 2 s)

def frames(app, seconds, until=None):
    end = time.perf_counter() + seconds
    while time.perf_counter() < end and not (until and until()):
        app.step(STEP)
        app.stack.flush()
        app.render(force=True)
        app.idle(0.0)
        time.sleep(0.005)

def settled(app):
    return not app.workers.thinking() and all(w is None or w.ready for w in (app.workers._worker, app.workers._checker))

with tempfile.TemporaryDirectory() as data:
    app = build_app(Config(headless=True, windowed=True, data_dir=data, think_in_worker=True, staged=False))
    start_app(app)
    app.stack.reset(MenuScene())
    app.prewarm.run_all()  # (in a window the warm-up is done within seconds, during the title)
    frames(app, 60, until=lambda: settled(app))
    frames(app, 2)
    menu = cabinet_pss_mb()
    seats = default_seats(1, humans=1)
    app.stack.reset(GAMES["castile"].make_scene({"game": "castile", "seats": seats, "seed": 47, "options": {}}))
    frames(app, 30, until=lambda: app.workers.heavy and app.stack.top.advisor.check_pending is not None)
    samples = []  # (the table's first verdict searches now, compiled, for its 6 s)
    for i in range(LOADING_SAMPLES + 30):
        frames(app, 0.05 if i < LOADING_SAMPLES else 0.2)
        samples.append(cabinet_pss_mb())
    castile = max(samples, key=lambda s: s["total"])
    loaded = sorted(samples[LOADING_SAMPLES:], key=lambda s: s["total"])  # (2 s on)
    steady = loaded[len(loaded) // 2]
    app.stack.reset(MenuScene())
    frames(app, 1)
    app.workers.tick(workers_module.RELEASE_AFTER, False)
    frames(app, 20, until=lambda: settled(app))
    frames(app, 2)
    after = cabinet_pss_mb()
    print(json.dumps({"menu_mb": menu, "castile_mb": castile, "castile_steady_mb": steady, "after_mb": after,
                      "heavy_loaded": True}))
    app.shutdown()
"""


def _children(pid: int) -> list[int]:
    out = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat", encoding="ascii") as f:
                    fields = f.read().rsplit(")", 1)[1].split()
                if int(fields[1]) == pid:
                    out.append(int(entry))
            except (OSError, IndexError, ValueError):
                continue
    return out


def _pss_kb(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/smaps_rollup", encoding="ascii") as f:
            for line in f:
                if line.startswith("Pss:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def cabinet_pss_mb(pid: int | None = None) -> dict:
    """PSS in MB of `pid` (this process) and of every process below it: {"total", "app", "workers"}."""
    pid = pid or os.getpid()
    tree, todo = [], [pid]
    while todo:
        p = todo.pop()
        tree.append(p)
        todo.extend(_children(p))
    app = _pss_kb(pid) / 1024
    total = sum(_pss_kb(p) for p in tree) / 1024
    return {"total": round(total, 1), "app": round(app, 1), "workers": round(total - app, 1),
            "processes": len(tree)}


def measure_cabinet() -> dict:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    r = subprocess.run([sys.executable, "-c", _CHILD], cwd=ROOT, env=env, capture_output=True, text=True,
                       timeout=600)
    if r.returncode != 0 or not r.stdout.strip():
        return {"skipped": (r.stderr.strip().splitlines() or ["failed"])[-1]}
    out = json.loads(r.stdout.strip().splitlines()[-1])
    out["ok"] = all(out[k]["total"] <= t for k, t in TARGETS.items())
    return out


if __name__ == "__main__":
    print(json.dumps(measure_cabinet(), indent=2))
