"""The big screen with five phones at the table: frame time (update + draw, uncapped, headless) of a
CATsle table whose five seats all play on phones (real WebSockets from another process), and the
round trip of a phone's move (sent → the state with it received), p50 / p95.
"""
from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

from bench.frames import percentile


def measure_phones(n: int = 600, warmup: int = 60) -> dict:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    from scenes.engine.app import STEP, Config
    from scenes.shell.boot import build_app, start_app
    from scenes.tables.catalog import GAMES

    with tempfile.TemporaryDirectory() as data:
        app = build_app(Config(headless=True, windowed=True, uncapped=True, data_dir=data, phones_port=0))
        start_app(app)
        players = None
        try:
            seats = [{"kind": "human", "level": "normal", "name": f"P{i + 1}", "phone": True} for i in range(5)]
            table = GAMES["catsle"].make_scene({"game": "catsle", "seats": seats, "seed": 7, "options": {}})
            app.stack.reset(table)
            app.stack.flush()
            urls = [table.phones.server.url(s, "127.0.0.1") for s in sorted(table.phone_seats)]
            root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
            players = subprocess.Popen([sys.executable, "-m", "bench.phone_players", *urls], cwd=root,
                                       stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
            end = time.monotonic() + 20  # all five join (the join screen closes by itself)
            while app.stack.top is not table and time.monotonic() < end:
                app.step(STEP)
                app.step(STEP)
                app.render(force=True)
                time.sleep(0.005)
            times = []
            for i in range(warmup + n):
                t0 = time.perf_counter()
                app.step(STEP)
                app.step(STEP)
                app.render(force=True)
                t1 = time.perf_counter()
                if i >= warmup:
                    times.append((t1 - t0) * 1000.0)
                time.sleep(max(0.0, 1 / 60 - (t1 - t0)))  # the phones answer in real time: a frame's pace
            out, _ = players.communicate("", timeout=20)
            trips = json.loads(out.strip().splitlines()[-1])["round_trips_ms"]
            players = None
            moves = len(table.match.moves)
        finally:
            if players is not None:
                players.kill()
            app.shutdown()
    return {"frame_p50_ms": round(statistics.median(times), 3), "frame_p95_ms": round(percentile(times, 0.95), 3),
            "frame_max_ms": round(max(times), 3), "frames": n, "moves": moves,
            "round_trip_p50_ms": round(statistics.median(trips), 2) if trips else None,
            "round_trip_p95_ms": round(percentile(trips, 0.95), 2) if trips else None, "round_trips": len(trips)}


if __name__ == "__main__":
    print(json.dumps(measure_phones(), indent=2))
