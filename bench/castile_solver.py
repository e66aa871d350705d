"""Castile's solver and AI figures for `python -m bench`.

- the shipped sweep (`game/castile/winnable_deals.json`): won / lost / unknown
  over deals 1..N at its time limit, and the share decided in 1..200;
- the recorded sweeps (`castile_sweep_1000.jsonl`, `castile_winnability.jsonl`, both at
  60 CPU s a deal): the share of deals 1-1000 decided with its median, and the winnability
  of deals 1-10,000 with its 95 % interval (read from the files: no live sweep by default);
- hint latency: the table's hint (`solver.hint_json`: a solver run of at most
  `HINT_LIMIT` seconds, else the best heuristic move), from JSON to JSON; measured on fresh positions (deal
  starts and positions a few progress moves in), p50/p95;
- the hard AI playing whole deals: how many it wins, and its move time;
- the compiled search's speed against the Python one: positions per CPU second, p50 over
  deals 1-30, and their ratio (`bench/castile_kernel.py`).

Sweeps (each deal's verdict, CPU seconds and positions appended to a JSON-lines
file as soon as it is known, so an interrupted sweep resumes where it stopped):

    python3 -m bench.castile_solver --sweep 1 1000 --time-limit 60 --out sweep.jsonl
    python3 -m bench.castile_solver --winnability 10000 --node-limit 20000 --out w.jsonl
    python3 -m bench.castile_solver --summary w.jsonl
    python3 -m bench.castile_solver --winnability 10000 --time-limit 60 --retry-unknown --out w.jsonl

``--summary`` prints won / lost / unknown, the median and p95 CPU seconds and
the share of won deals with its 95 % Wilson interval (undecided deals counted
as not won, and separately as won: the true share lies between the two).

A sweep's solver takes the large position table (``solver.SWEEP_SLOTS``: 2^25 slots,
up to 1.9 GB in the worker; the game's own searches keep 2^21). The recorded sweeps
were made with ``--jobs 1`` on a two-core machine whose other core was busy.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys
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


#: The recorded sweeps of the solver (one JSON line per deal; the README tells how they were made).
SWEEP_1000 = os.path.join(os.path.dirname(os.path.abspath(__file__)), "castile_sweep_1000.jsonl")
WINNABILITY = os.path.join(os.path.dirname(os.path.abspath(__file__)), "castile_winnability.jsonl")


def recorded_figures() -> dict:
    """The recorded sweeps: deals 1-1000 at 60 CPU s (decided share, median) and the winnability
    of deals 1-10,000 (won share with its 95 % interval, still undecided), from ``summary``."""
    first = {n: r for n, r in read_sweep(SWEEP_1000).items() if 1 <= n <= 1000}
    both = {**first, **{n: r for n, r in read_sweep(WINNABILITY).items() if 1000 < n <= 10000}}
    return {"deals_1_1000": summary(first), "deals_1_10000": summary(both)}


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
    """The hint's latency, measured in a process of its own, as the app's worker runs it (which
    keeps numba, loaded by the compiled solver, out of the bench's process and its later frames)."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as pool:
        return pool.submit(_hint_latency_here, count).result()


def _hint_latency_here(count: int) -> dict:
    import game.castile as castile
    from game.castile.solver import hint_json, warm_compiled
    from scenes.tables.castile.advice import HINT_LIMIT

    warm_compiled()  # (as the worker does when a Castile table opens)
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


def live_sweep(upto: int = 1000, time_limit: float = 10.0, jobs: int = 2) -> dict:
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


def _solve_timed(args: tuple) -> dict:
    """One deal: the solver's verdict, its CPU seconds (``time.process_time``; the time limit
    is CPU time too, so that a busy machine does not change the verdicts much) and positions."""
    from game.castile import rules
    from game.castile.solver import SWEEP_SLOTS, solve

    n, time_limit, node_limit = args
    t0 = time.process_time()
    r = solve(rules.new_game(seed=n), time_limit=time_limit, node_limit=node_limit, clock=time.process_time,
              table_slots=SWEEP_SLOTS)
    return {"deal": n, "result": r.result, "cpu_s": round(time.process_time() - t0, 4),
            "wall_s": round(r.seconds, 4), "nodes": r.nodes, "moves": len(r.moves)}


def read_sweep(path: str) -> dict[int, dict]:
    """The deals already recorded in a JSON-lines sweep file (the last line per deal wins)."""
    out: dict[int, dict] = {}
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            for line in f:
                try:
                    row = json.loads(line)
                    out[int(row["deal"])] = row
                except (ValueError, KeyError, TypeError):
                    continue  # a line cut short by an interrupted run
    return out


def sweep(first: int, last: int, out: str, time_limit: float = 60.0, node_limit: int | None = None,
          jobs: int = 1, retry: bool = False) -> dict[int, dict]:
    """Solve deals first..last not yet in ``out`` (with ``retry`` also those recorded as
    unknown), appending one JSON line per deal."""
    from concurrent.futures import ProcessPoolExecutor

    done = read_sweep(out)
    todo = [(n, time_limit, node_limit) for n in range(first, last + 1)
            if n not in done or (retry and done[n]["result"] == "unknown")]
    with open(out, "a", encoding="utf-8") as f, ProcessPoolExecutor(max_workers=jobs) as pool:
        for row in pool.map(_solve_timed, todo, chunksize=4):
            f.write(json.dumps(row) + "\n")
            f.flush()
            done[row["deal"]] = row
    return done


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion k / n."""
    if n == 0:
        return 0.0, 1.0
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z / (1 + z * z / n) * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return max(0.0, centre - half), min(1.0, centre + half)


def summary(rows: dict[int, dict]) -> dict:
    """Counts, CPU-time percentiles, the won share with its Wilson interval, the decided deal that
    took the most CPU time (deal, verdict, seconds) and the undecided deals (the first 100)."""
    n = len(rows)
    count = {r: sum(1 for x in rows.values() if x["result"] == r) for r in ("won", "lost", "unknown")}
    cpu = [x["cpu_s"] for x in rows.values()]
    decided = [x for x in rows.values() if x["result"] != "unknown"]
    hardest = max(decided, key=lambda x: x["cpu_s"], default=None)
    lo, hi = wilson(count["won"], n)
    lo2, hi2 = wilson(count["won"] + count["unknown"], n)
    return {"deals": n, "first": min(rows, default=0), "last": max(rows, default=0), **count,
            "decided_pct": round(100 * (count["won"] + count["lost"]) / max(1, n), 2),
            "median_cpu_s": round(percentile(cpu, 0.5), 3), "p95_cpu_s": round(percentile(cpu, 0.95), 3),
            "won_pct": round(100 * count["won"] / max(1, n), 2),
            "won_ci95_pct": [round(100 * lo, 2), round(100 * hi, 2)],
            "won_or_unknown_ci95_pct": [round(100 * lo2, 2), round(100 * hi2, 2)],
            "hardest_decided": [hardest["deal"], hardest["result"], hardest["cpu_s"]] if hardest else None,
            "unknown_deals": sorted(k for k, x in rows.items() if x["result"] == "unknown")[:100]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m bench.castile_solver")
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--sweep", nargs=2, type=int, metavar=("FIRST", "LAST"))
    group.add_argument("--winnability", type=int, metavar="N", help="sweep deals 1..N")
    group.add_argument("--summary", metavar="FILE")
    parser.add_argument("--time-limit", type=float, default=60.0)
    parser.add_argument("--node-limit", type=int, default=None)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--out", default="castile_sweep.jsonl")
    parser.add_argument("--retry-unknown", action="store_true", help="solve the unknown deals again")
    args = parser.parse_args(argv)
    if args.summary:
        print(json.dumps(summary(read_sweep(args.summary)), indent=2))
    elif args.sweep or args.winnability:
        first, last = args.sweep or (1, args.winnability)
        rows = sweep(first, last, args.out, args.time_limit, args.node_limit, min(2, args.jobs),
                     args.retry_unknown)
        print(json.dumps(summary({n: r for n, r in rows.items() if first <= n <= last}), indent=2))
    else:
        print(json.dumps(run(), indent=2))
    return 0


def run(quick: bool = False, live: bool = False) -> dict:
    from bench.castile_kernel import speed_apart

    out = {"sweep": sweep_figures(), "recorded": recorded_figures(), "hint": hint_latency(6 if quick else 20),
           "ai": ai_games(4 if quick else 20), "kernel_speed": speed_apart()}
    if live:
        out["live_sweep"] = live_sweep()
    return out


if __name__ == "__main__":
    sys.exit(main())
