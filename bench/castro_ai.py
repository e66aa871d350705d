"""`python -m bench.castro_ai [--games N] [--quick]`: the Castro AI's strength and speed.

Two-player games with the seats rotating (the tested AI sits in seat 0 in the
even games and in seat 1 in the odd ones; a shared win counts 0.5):

- hard vs a uniformly random player (``game.core.random_agent_move``), target ≥ 95 %;
- hard vs easy, target ≥ 70 %;
- normal vs easy (for information: the levels are ordered);
- the time of every "hard" decision (``choose_move`` wall clock, after a
  warm-up that builds the probability tables once): p50 / p95 / max, target
  p95 ≤ 100 ms; ``cold_ms`` is the very first decision of a fresh process
  (the tables are built then).

Game ``g`` of a pairing uses seed ``SEED0 + g``; the games run on two
processes (the machine has 2 cores).
"""
from __future__ import annotations

import sys
import time
from multiprocessing import get_context

from bench.ai_games import cli, move_times, play_game, play_pairings, summary

SEED0 = 10_000
TARGETS = {"hard_vs_random": 0.95, "hard_vs_easy": 0.70, "hard_move_p95_ms": 100.0}
PAIRINGS = (("hard", "random"), ("hard", "easy"), ("normal", "easy"))


def _cold_ms() -> float:
    """The first decision of a fresh process (tables built), in ms."""
    import random

    from game import castro
    from game.castro import ai

    s = castro.new_game(players=2, seed=0)
    rng = random.Random(0)
    while castro.current_player(s) == castro.rules.CHANCE or castro.roll_number(s) == 0:
        if castro.current_player(s) == castro.rules.CHANCE:
            s = castro.apply_move(s, castro.sample_chance(s, rng))
        else:
            s = castro.apply_move(s, castro.legal_moves(s)[0])
    t = time.perf_counter()
    ai.choose_move(s, "hard", rng)
    return (time.perf_counter() - t) * 1000


def _warm() -> None:
    _cold_ms()


def play_one(args: tuple) -> dict:
    """One game: ``(level, opponent, g)``; the tested level sits in seat ``g % 2``."""
    from game import castro

    level, opponent, g = args
    r = play_game("castro", 2, level, opponent, g % 2, SEED0 + g)
    s = r.pop("state")
    r["how"] = "score"
    if s.winner is not None:
        r["how"] = "yatzy" if set(castro.winning_line(s)) == set(castro.YATZY_FIELDS) else "line"
    return r


def run(games: int = 100, quick: bool = False, processes: int = 2) -> dict:
    """Play the pairings (``games`` each; 10 when ``quick``) and return the figures."""
    if quick:
        games = min(games, 10)
    with get_context("spawn").Pool(1) as pool:  # a fresh process: the cold first decision
        cold = pool.apply(_cold_ms)
    t0 = time.perf_counter()
    groups = play_pairings(play_one, PAIRINGS, games, processes, initializer=_warm)
    out: dict = {"games": games}
    for (a, b), part in zip(PAIRINGS, groups):
        points = sum(r["points"] for r in part)
        ends: dict[str, int] = {}
        for r in part:
            key = f"{'won' if r['won'] else 'lost'}_{r['how']}"
            ends[key] = ends.get(key, 0) + 1
        out[f"{a}_vs_{b}"] = {"points": points, "games": games, "rate": round(points / games, 3),
                              "ends": dict(sorted(ends.items()))}
    out["hard_move_ms"] = dict(move_times(groups, PAIRINGS), cold_ms=round(cold, 1))
    return summary(out, groups, PAIRINGS, TARGETS, t0)


def main(argv: list[str] | None = None) -> int:
    return cli("bench.castro_ai", __doc__, run, 10, argv)


if __name__ == "__main__":
    sys.exit(main())
