"""The big screen with five phones at the table: frame time (update + draw and the art built ahead of
need in the frame's spare time, headless, at 60 frames a second, after the title's warm-up) of a
CATsle table whose five seats all play on phones (real WebSockets from another process),
and round trips, p50 / p95: a move's (sent → the state holding it received; the phones see a state once
the big screen shows it, so this includes the big screen animating the move), for a player who taps the
moment their turn arrives and for one who thinks first (`bench.phone_players`); and a refusal's (a stale
move sent → its error received: the socket, the server thread, the game loop's next step and back).
"""
from __future__ import annotations

import contextlib
import io
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
    with tempfile.TemporaryDirectory() as data, contextlib.redirect_stdout(io.StringIO()):  # (KASTELL_PHONE lines)
        return _measure(data, n, warmup)


def _frame(app, step) -> float:
    """One frame as the app's loop makes it: the steps, the draw, and the art it builds ahead of need
    in the frame's spare time (`App.idle`), which counts in the frame."""
    t0 = app.frame_started = time.perf_counter()
    app.step(step)
    app.step(step)
    app.render(force=True)
    app.idle(time.perf_counter() - t0)
    return (time.perf_counter() - t0) * 1000.0


def _measure(data: str, n: int, warmup: int) -> dict:
    from scenes.engine.app import STEP, Config
    from scenes.shell.boot import build_app, start_app
    from scenes.tables.catalog import GAMES

    app = build_app(Config(headless=True, windowed=True, uncapped=True, data_dir=data, phones_port=0))
    start_app(app)
    app.prewarm.run_all()  # measured after the title's warm-up, as the scene frames are
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
            _frame(app, STEP)
            time.sleep(0.005)
        times = []
        for i in range(warmup + n):
            ms = _frame(app, STEP)
            if i >= warmup:
                times.append(ms)
            time.sleep(max(0.0, 1 / 60 - ms / 1000.0))  # the phones answer in real time: a frame's pace
        out, _ = players.communicate("", timeout=20)
        players = None
        report = json.loads(out.strip().splitlines()[-1])
        moves = len(table.match.moves)
    finally:
        if players is not None:
            players.kill()
        app.shutdown()
    trips, refusals = report["round_trips_ms"], report["refusals_ms"]
    waited = report["round_trips_after_wait_ms"]

    def stats(values: list[float]) -> dict:
        if not values:
            return {"p50_ms": None, "p95_ms": None, "count": 0}
        return {"p50_ms": round(statistics.median(values), 2), "p95_ms": round(percentile(values, 0.95), 2),
                "count": len(values)}
    return {"frame_p50_ms": round(statistics.median(times), 3), "frame_p95_ms": round(percentile(times, 0.95), 3),
            "frame_max_ms": round(max(times), 3), "frames": n, "moves": moves,
            "move_round_trip": stats(trips), "move_round_trip_after_wait": stats(waited),
            "refusal_round_trip": stats(refusals)}


if __name__ == "__main__":
    print(json.dumps(measure_phones(), indent=2))
