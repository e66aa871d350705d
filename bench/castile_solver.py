"""Castile's solver and AI figures for `python -m bench`.

- the shipped sweep (`game/castile/winnable_deals.json`): won / lost / unknown
  over deals 1..N at its time limit, and the share decided in 1..200;
- hint latency: the table's hint (`solver.hint_json`: a solver run of at most
  `HINT_LIMIT` seconds, else the best heuristic move), from JSON to JSON; measured on fresh positions (deal
  starts and positions a few progress moves in), p50/p95;
- the hard AI playing whole deals: how many it wins, and its move time.
"""
from __future__ import annotations

import json
import random
import time

from bench.frames import percentile


def sweep_figures() -> dict:
    from game.castile.winnable import DATA_FILE

    data = json.loads(DATA_FILE.read_text(encoding="utf-8"))
    won, lost, unknown = set(data["won"]), set(data["lost"]), set(data.get("unknown", []))
    first = range(1, 201)
    decided_200 = sum(1 for n in first if n in won or n in lost)
    total = len(won) + len(lost) + len(unknown)
    return {
        "upto": data["upto"], "time_limit_s": data["time_limit"],
        "won": len(won), "lost": len(lost), "unknown": len(unknown),
        "won_pct": round(100 * len(won) / max(1, total), 1),
        "decided_1_200_pct": round(100 * decided_200 / 200, 1),
        "solver_seconds_total": data.get("seconds"),
    }


def _positions(count: int) -> list:
    import game.castile as castile
    from game.castile.solver import progress_moves

    out = []
    rng = random.Random(7)
    for n in range(1, count + 1):
        s = castile.new_game(seed=1000 + n)
        out.append(s)
        for _ in range(rng.randint(3, 12)):
            moves = progress_moves(s)
            if not moves:
                break
            s = castile.apply_move(s, rng.choice(moves))
        if not castile.is_over(s):
            out.append(s)
    return out


def hint_latency(count: int = 20) -> dict:
    import game.castile as castile
    from game.castile.solver import hint_json
    from scenes.tables.castile.advice import HINT_LIMIT

    times = []
    for s in _positions(count):
        t0 = time.perf_counter()
        hint_json(castile.state_to_json(s), HINT_LIMIT)
        times.append((time.perf_counter() - t0) * 1000)
    return {"p50_ms": round(percentile(times, 0.5), 1), "p95_ms": round(percentile(times, 0.95), 1),
            "max_ms": round(max(times), 1), "positions": len(times)}


def ai_games(deals: int = 20) -> dict:
    import game.castile as castile
    import game.castile.ai as ai

    won, times = 0, []
    for n in range(1, deals + 1):
        s = castile.new_game(seed=n)
        rng = random.Random(n)
        while not castile.is_over(s):
            t0 = time.perf_counter()
            m = ai.choose_move(s, "hard", rng)
            times.append((time.perf_counter() - t0) * 1000)
            s = castile.apply_move(s, m)
        won += castile.is_won(s)
    return {"deals": deals, "won": won, "move_p50_ms": round(percentile(times, 0.5), 2),
            "move_p95_ms": round(percentile(times, 0.95), 2)}


def live_sweep(upto: int = 200, time_limit: float = 10.0, jobs: int = 2) -> dict:
    """Solve deals 1..upto now (not the shipped file): decided share and the median time per deal."""
    import statistics
    from concurrent.futures import ProcessPoolExecutor

    from game.castile.winnable import _solve_deal

    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        results = list(pool.map(_solve_deal, [(n, time_limit) for n in range(1, upto + 1)]))
    seconds = [r[2] for r in results]
    decided = sum(1 for r in results if r[1] in ("won", "lost"))
    return {"upto": upto, "time_limit_s": time_limit, "decided": decided,
            "decided_pct": round(100 * decided / upto, 1), "median_s": round(statistics.median(seconds), 3),
            "wall_s": round(time.perf_counter() - started, 1)}


def run(quick: bool = False, live: bool = False) -> dict:
    out = {"sweep": sweep_figures(), "hint": hint_latency(6 if quick else 20),
           "ai": ai_games(4 if quick else 20)}
    if live:
        out["live_sweep"] = live_sweep()
    return out


if __name__ == "__main__":
    print(json.dumps(run(), indent=2))
