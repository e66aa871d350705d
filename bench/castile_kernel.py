"""The Castile solver's two searches, the Python one and the compiled kernel, compared on deals 1-30.

- ``record``: per deal and search, ``solve(new_game(seed=n), time_limit=1e9, node_limit=20000,
  compiled=c)``: the result, the positions searched and the winning line. Kept in
  `bench/castile_solver_baseline.json` under "<0|1>:<deal>" (0 the Python search, 1 the compiled
  one) as [result, positions, moves ("t1-t6")]; `tests/test_castile_search_common.py` replays part of it,
  so a change that alters the search by one position shows.
- ``speed``: positions per CPU second of each search (the same solves without shortening the
  line, ``time.process_time``), p50 over the deals, after a warm-up that compiles the kernel;
  and their ratio, the one speed figure the solver's and the kernel's docstrings quote.

    python3 -m bench.castile_kernel            # the speed figures
    python3 -m bench.castile_kernel --check    # and every deal against the recorded baseline
    python3 -m bench.castile_kernel --record   # write the baseline again (only when the search changes)

``python -m bench`` reports ``speed`` as ``games.castile.kernel_speed`` (measured in a process of
its own: numba stays out of the bench's process).
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time

from bench.frames import percentile

BASELINE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "castile_solver_baseline.json")
DEALS = range(1, 31)
NODE_LIMIT = 20_000


def record(deals=DEALS, modes=(False, True)) -> dict:
    """{"<0|1>:<deal>": [result, positions, moves ("t1-t6": pile to pile)]} for the deals and searches."""
    from game.castile import rules
    from game.castile.solver import solve

    out = {}
    for compiled in modes:
        for n in deals:
            r = solve(rules.new_game(seed=n), time_limit=1e9, node_limit=NODE_LIMIT, compiled=compiled)
            out[f"{int(compiled)}:{n}"] = [r.result, r.nodes, [f"{m.src}-{m.dst}" for m in r.moves]]
    return out


def speed(deals=DEALS) -> dict:
    """Positions per CPU second of each search, p50 over ``deals`` (deals searched to the node
    limit or to their verdict, without shortening the line), and compiled / Python."""
    from game.castile import rules
    from game.castile.solver import solve, warm_compiled

    if not warm_compiled():
        return {"compiled": False}
    figures = {}
    for compiled in (False, True):
        rates = []
        for n in deals:
            r = solve(rules.new_game(seed=n), time_limit=1e9, node_limit=NODE_LIMIT, compiled=compiled,
                      clock=time.process_time, shorten=False)
            if r.nodes and r.seconds > 0:
                rates.append(r.nodes / r.seconds)
        figures["compiled_nodes_per_s" if compiled else "python_nodes_per_s"] = round(percentile(rates, 0.5))
    figures["ratio"] = round(figures["compiled_nodes_per_s"] / figures["python_nodes_per_s"], 1)
    figures["deals"] = len(deals)
    return figures


def speed_apart() -> dict:
    """``speed`` in a process of its own (numba, which the compiled search loads, stays out of this one)."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as pool:
        return pool.submit(speed).result()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m bench.castile_kernel")
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--record", action="store_true", help="write the baseline file again")
    group.add_argument("--check", action="store_true", help="compare every deal with the baseline file")
    args = parser.parse_args(argv)
    status = 0
    if args.record or args.check:
        rows = record()
        if args.record:
            with open(BASELINE, "w", encoding="utf-8") as f:  # (one solve a line)
                f.write("{\n" + ",\n".join(f"{json.dumps(k)}: {json.dumps(v, separators=(',', ':'))}"
                                            for k, v in rows.items()) + "\n}\n")
        else:
            with open(BASELINE, encoding="utf-8") as f:
                base = json.load(f)
            differ = sorted(k for k in base if rows.get(k) != base[k])
            status = 1 if differ or rows.keys() != base.keys() else 0
            print(f"{len(base)} solves against the baseline: {len(differ)} differ {differ}")
        for mode in ("0", "1"):
            print(f"positions, {'compiled' if mode == '1' else 'Python'}: "
                  f"{sum(v[1] for k, v in rows.items() if k.startswith(mode + ':'))}")
    print(json.dumps(speed()))
    return status


if __name__ == "__main__":
    sys.exit(main())
