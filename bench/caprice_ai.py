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

import sys
import time

from bench.ai_games import cli, play_game, play_pairings, summary

SEED0 = 20_000
TARGETS = {"hard_vs_random": 0.90, "hard_vs_easy": 0.65, "hard_move_p95_ms": 250.0}
PAIRINGS = (("hard", "random"), ("hard", "easy"), ("normal", "easy"))


def play_one(args: tuple) -> dict:
    """One game: ``(level, opponent, g)``; the tested level sits in seat ``g % 2``."""
    from game import caprice

    level, opponent, g = args
    seat = g % 2
    r = play_game("caprice", 2, level, opponent, seat, SEED0 + g)
    pts = caprice.scores(r.pop("state"))
    r["margin"] = pts[seat] - pts[1 - seat]
    return r


def run(games: int = 100, quick: bool = False, processes: int = 2, pairings=PAIRINGS) -> dict:
    """Play the pairings (``games`` each; 10 when ``quick``) and return the figures."""
    pairings = tuple(tuple(p) for p in pairings)
    if quick:
        games = min(games, 10)
    t0 = time.perf_counter()
    groups = play_pairings(play_one, pairings, games, processes)
    out: dict = {"games": games}
    for (a, b), part in zip(pairings, groups):
        points = sum(r["points"] for r in part)
        out[f"{a}_vs_{b}"] = {
            "points": points, "games": games, "rate": round(points / games, 3),
            "won": sum(1 for r in part if r["won"] and not r["tied"]), "tied": sum(1 for r in part if r["tied"]),
            "mean_margin": round(sum(r["margin"] for r in part) / games, 2),
        }
    return summary(out, groups, pairings, TARGETS, t0)


def main(argv: list[str] | None = None) -> int:
    return cli("bench.caprice_ai", __doc__, run, 10, argv)


if __name__ == "__main__":
    sys.exit(main())
