"""The shared harness of the AI benches (`bench.castro_ai`, `bench.caprice_ai`, `bench.catsle_ai`).

`play_game` plays one seeded game through the rules protocol: the tested level
in one seat, the opponent level (or "random": `game.core.random_agent_move`)
in the others; every AI sees only its `view`. `play_pairings` runs the games
of each pairing on a process pool; `move_times` summarises the hard level's
decision times.
"""
from __future__ import annotations

import importlib
import time
from multiprocessing import get_context


def play_game(game: str, players: int, level: str, opponent: str, seat: int, seed: int) -> dict:
    """One game; returns the final ``state``, the ``seat`` tested, the hard ``times`` (s) and ``illegal`` moves."""
    from game.core import CHANCE, chance_rng, random_agent_move, seat_rng

    module = importlib.import_module(f"game.{game}")
    ai = importlib.import_module(f"game.{game}.ai")
    levels = [opponent] * players
    levels[seat] = level
    s = module.new_game(players=players, seed=seed)
    crng = chance_rng(seed)
    rngs = [seat_rng(seed, i) for i in range(players)]
    times: list[float] = []
    illegal = 0
    while not module.is_over(s):
        p = module.current_player(s)
        if p == CHANCE:
            s = module.apply_move(s, module.sample_chance(s, crng))
            continue
        v = module.view(s, p)
        if levels[p] == "random":
            move = random_agent_move(module, v, rngs[p])
        else:
            t = time.perf_counter()
            move = ai.choose_move(v, levels[p], rngs[p])
            if levels[p] == "hard":
                times.append(time.perf_counter() - t)
            legal = module.legal_moves(s)
            if move not in legal:
                illegal += 1
                move = legal[0]
        s = module.apply_move(s, move)
    w = module.winners(s)
    return {"state": s, "seat": seat, "points": (1 / len(w)) if seat in w else 0.0, "won": seat in w,
            "tied": seat in w and len(w) > 1, "times": times, "illegal": illegal}


def play_pairings(play_one, pairings, games: int, processes: int = 2, initializer=None) -> list[list[dict]]:
    """Run ``play_one((level, opponent, g))`` for every pairing and game; results grouped by pairing."""
    jobs = [(a, b, g) for a, b in pairings for g in range(games)]
    if processes > 1:
        with get_context("spawn").Pool(processes, initializer=initializer) as pool:
            results = pool.map(play_one, jobs, chunksize=1)
    else:
        if initializer is not None:
            initializer()
        results = [play_one(j) for j in jobs]
    return [results[i * games:(i + 1) * games] for i in range(len(pairings))]


def pct(sorted_values: list[float], q: float) -> float:
    if not sorted_values:
        return 0.0
    return sorted_values[min(len(sorted_values) - 1, int(q * len(sorted_values)))]


def move_times(groups: list[list[dict]], pairings) -> dict:
    """p50 / p95 / max (ms) of every "hard" decision in the pairings where hard is tested."""
    times = sorted(t for (a, _), part in zip(pairings, groups) if a == "hard" for r in part for t in r["times"])
    return {"decisions": len(times), "p50": round(pct(times, 0.50) * 1000, 3),
            "p95": round(pct(times, 0.95) * 1000, 3), "max": round((times[-1] if times else 0.0) * 1000, 3)}


def verdicts(out: dict, targets: dict) -> dict:
    ok = {k: out[k]["rate"] >= t for k, t in targets.items() if k in out and "rate" in out[k]}
    ok["hard_move_p95_ms"] = out["hard_move_ms"]["p95"] <= targets["hard_move_p95_ms"]
    return ok


def summary(out: dict, groups: list[list[dict]], pairings, targets: dict, t0: float) -> dict:
    """The common tail of every AI bench's figures: move times, illegal moves, time taken, verdicts."""
    out.setdefault("hard_move_ms", move_times(groups, pairings))
    out["illegal_moves"] = sum(r["illegal"] for part in groups for r in part)
    out["seconds"] = round(time.perf_counter() - t0, 1)
    out["ok"] = verdicts(out, targets)
    return out


def cli(module_name: str, doc: str, run, quick_games: int, argv: list[str] | None = None) -> int:
    """`python -m bench.<game>_ai [--games N] [--quick] [--processes P]`: print the figures as JSON."""
    import argparse
    import json

    p = argparse.ArgumentParser(prog=f"python -m {module_name}", description=doc.splitlines()[0])
    p.add_argument("--games", type=int, default=100, help="games per pairing (default 100)")
    p.add_argument("--quick", action="store_true", help=f"{quick_games} games per pairing")
    p.add_argument("--processes", type=int, default=2)
    args = p.parse_args(argv)
    print(json.dumps(run(games=args.games, quick=args.quick, processes=args.processes), indent=2))
    return 0
