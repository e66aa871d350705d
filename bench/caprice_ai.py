"""`python -m bench.caprice_ai [--games N] [--quick]`: the Caprice AI's strength and speed.

Two-player games with the seats rotating (the tested AI sits in seat 0 in the
even games and in seat 1 in the odd ones; a shared win counts 0.5):

- hard vs a uniformly random player (``game.core.random_agent_move``), target ≥ 90 %;
- hard vs easy, target ≥ 65 %;
- normal vs easy (for information: the levels are ordered);
- the time of every "hard" decision (``choose_move`` wall clock): p50 / p95 /
  max, target p95 ≤ 250 ms.

Game ``g`` of a pairing uses seed ``SEED0 + g`` (chance from ``chance_rng``,
each seat its ``seat_rng``); the games run on ``processes`` processes.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from multiprocessing import get_context

SEED0 = 20_000
TARGETS = {"hard_vs_random": 0.90, "hard_vs_easy": 0.65, "hard_move_p95_ms": 250.0}
PAIRINGS = (("hard", "random"), ("hard", "easy"), ("normal", "easy"))


def play_one(args: tuple) -> dict:
    """One game: ``(level, opponent, g)``; the tested level sits in seat ``g % 2``."""
    level, opponent, g = args
    from game import caprice
    from game.caprice import ai
    from game.core import CHANCE, chance_rng, random_agent_move, seat_rng

    seed = SEED0 + g
    seat = g % 2
    levels = [level, opponent] if seat == 0 else [opponent, level]
    s = caprice.new_game(players=2, seed=seed)
    crng = chance_rng(seed)
    rngs = [seat_rng(seed, 0), seat_rng(seed, 1)]
    times: list[float] = []
    illegal = 0
    while not caprice.is_over(s):
        p = caprice.current_player(s)
        if p == CHANCE:
            s = caprice.apply_move(s, caprice.sample_chance(s, crng))
            continue
        v = caprice.view(s, p)
        if levels[p] == "random":
            move = random_agent_move(caprice, v, rngs[p])
        else:
            t = time.perf_counter()
            move = ai.choose_move(v, levels[p], rngs[p])
            if levels[p] == "hard":
                times.append(time.perf_counter() - t)
            if move not in caprice.legal_moves(s):
                illegal += 1
        s = caprice.apply_move(s, move)
    w = caprice.winners(s)
    pts = caprice.scores(s)
    return {"points": (1 / len(w)) if seat in w else 0.0, "won": seat in w, "tied": seat in w and len(w) > 1,
            "margin": pts[seat] - pts[1 - seat], "times": times, "illegal": illegal}


def _pct(sorted_values: list[float], q: float) -> float:
    if not sorted_values:
        return 0.0
    return sorted_values[min(len(sorted_values) - 1, int(q * len(sorted_values)))]


def run(games: int = 100, quick: bool = False, processes: int = 2, pairings=PAIRINGS) -> dict:
    """Play the pairings (``games`` each; 10 when ``quick``) and return the figures."""
    if quick:
        games = min(games, 10)
    t0 = time.perf_counter()
    jobs = [(a, b, g) for a, b in pairings for g in range(games)]
    if processes > 1:
        with get_context("spawn").Pool(processes) as pool:
            results = pool.map(play_one, jobs, chunksize=1)
    else:
        results = [play_one(j) for j in jobs]
    out: dict = {"games": games}
    hard_times: list[float] = []
    illegal = 0
    for i, (a, b) in enumerate(pairings):
        part = results[i * games:(i + 1) * games]
        points = sum(r["points"] for r in part)
        out[f"{a}_vs_{b}"] = {
            "points": points, "games": games, "rate": round(points / games, 3),
            "won": sum(r["won"] and not r["tied"] for r in part), "tied": sum(r["tied"] for r in part),
            "mean_margin": round(sum(r["margin"] for r in part) / games, 2),
        }
        for r in part:
            hard_times += r["times"]
            illegal += r["illegal"]
    hard_times.sort()
    out["hard_move_ms"] = {
        "decisions": len(hard_times),
        "p50": round(_pct(hard_times, 0.50) * 1000, 3),
        "p95": round(_pct(hard_times, 0.95) * 1000, 3),
        "max": round((hard_times[-1] if hard_times else 0.0) * 1000, 3),
    }
    out["illegal_moves"] = illegal
    out["seconds"] = round(time.perf_counter() - t0, 1)
    ok = {"hard_move_p95_ms": out["hard_move_ms"]["p95"] <= TARGETS["hard_move_p95_ms"]}
    for key in ("hard_vs_random", "hard_vs_easy"):
        if key in out:
            ok[key] = out[key]["rate"] >= TARGETS[key]
    out["ok"] = ok
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.caprice_ai", description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=100, help="games per pairing (default 100)")
    p.add_argument("--quick", action="store_true", help="10 games per pairing")
    p.add_argument("--processes", type=int, default=2)
    args = p.parse_args(argv)
    print(json.dumps(run(games=args.games, quick=args.quick, processes=args.processes), indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
