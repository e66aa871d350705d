"""`python -m bench.catsle_ai [--games N] [--quick]`: the CATsle Builders AI's strength and speed.

Three-player games with the seats rotating (the tested AI sits in seat
``g % 3`` of game ``g``, the two other seats are the opponent; a shared win
counts as a fraction):

- hard vs two uniformly random players (``game.core.random_agent_move``), target ≥ 80 %;
- hard vs two easy players, target ≥ 50 %;
- normal vs two easy players (for information: the levels are ordered);
- the time of every "hard" decision (``choose_move`` wall clock, on the view):
  p50 / p95 / max, target p95 ≤ 250 ms.

Game ``g`` of a pairing uses seed ``SEED0 + g``; the games run on ``processes``
processes (the machine has 2 cores).
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from multiprocessing import get_context

SEED0 = 20_000
PLAYERS = 3
TARGETS = {"hard_vs_random": 0.80, "hard_vs_easy": 0.50, "hard_move_p95_ms": 250.0}
PAIRINGS = (("hard", "random"), ("hard", "easy"), ("normal", "easy"))


def play_one(args: tuple) -> dict:
    """One game: ``(level, opponent, g)``; the tested level sits in seat ``g % 3``."""
    level, opponent, g = args
    from game import catsle
    from game.catsle import ai
    from game.core import CHANCE, chance_rng, random_agent_move, seat_rng

    seed = SEED0 + g
    seat = g % PLAYERS
    levels = [opponent] * PLAYERS
    levels[seat] = level
    s = catsle.new_game(players=PLAYERS, seed=seed)
    crng = chance_rng(seed)
    rngs = [seat_rng(seed, i) for i in range(PLAYERS)]
    times: list[float] = []
    illegal = 0
    while not catsle.is_over(s):
        p = catsle.current_player(s)
        if p == CHANCE:
            s = catsle.apply_move(s, catsle.sample_chance(s, crng))
            continue
        if levels[p] == "random":
            move = random_agent_move(catsle, s, rngs[p])
        else:
            v = catsle.view(s, p)
            t = time.perf_counter()
            move = ai.choose_move(v, levels[p], rngs[p])
            if levels[p] == "hard":
                times.append(time.perf_counter() - t)
            if move not in catsle.legal_moves(s):
                illegal += 1
                move = catsle.legal_moves(s)[0]
        s = catsle.apply_move(s, move)
    w = catsle.winners(s)
    sc = catsle.scores(s)
    return {"points": (1 / len(w)) if seat in w else 0.0, "won": seat in w, "score": sc[seat],
            "opp_score": (sum(sc) - sc[seat]) / (PLAYERS - 1), "times": times, "illegal": illegal}


def _pct(sorted_values: list[float], q: float) -> float:
    if not sorted_values:
        return 0.0
    return sorted_values[min(len(sorted_values) - 1, int(q * len(sorted_values)))]


def run(games: int = 100, quick: bool = False, processes: int = 2, pairings: tuple = PAIRINGS) -> dict:
    """Play the pairings (``games`` each; 9 when ``quick``) and return the figures."""
    pairings = tuple(tuple(p) for p in pairings)
    if quick:
        games = min(games, 9)
    t0 = time.perf_counter()
    jobs = [(a, b, g) for a, b in pairings for g in range(games)]
    if processes > 1:
        with get_context("spawn").Pool(processes) as pool:
            results = pool.map(play_one, jobs, chunksize=1)
    else:
        results = [play_one(j) for j in jobs]
    out: dict = {"games": games, "players": PLAYERS}
    hard_times: list[float] = []
    illegal = 0
    for i, (a, b) in enumerate(pairings):
        part = results[i * games:(i + 1) * games]
        points = sum(r["points"] for r in part)
        out[f"{a}_vs_{b}"] = {
            "points": round(points, 3), "games": games, "rate": round(points / games, 3),
            "mean_score": round(sum(r["score"] for r in part) / games, 2),
            "mean_opponent_score": round(sum(r["opp_score"] for r in part) / games, 2),
        }
        for r in part:
            if a == "hard":
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
    out["ok"] = {k: (out[k]["rate"] >= t if k in out else None) for k, t in TARGETS.items() if k != "hard_move_p95_ms"}
    out["ok"]["hard_move_p95_ms"] = out["hard_move_ms"]["p95"] <= TARGETS["hard_move_p95_ms"]
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.catsle_ai", description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=100, help="games per pairing (default 100)")
    p.add_argument("--quick", action="store_true", help="9 games per pairing")
    p.add_argument("--processes", type=int, default=2)
    args = p.parse_args(argv)
    print(json.dumps(run(games=args.games, quick=args.quick, processes=args.processes), indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
