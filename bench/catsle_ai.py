"""`python -m bench.catsle_ai [--games N] [--quick]`: the CATsle Builders AI's strength and speed.

Three-player games with the seats rotating (the tested AI sits in seat
``g % 3`` of game ``g``, the two other seats are the opponent; a shared win
counts as a fraction):

- hard vs two uniformly random players (``game.core.random_agent_move``), target ≥ 90 %;
- hard vs two easy players, target ≥ 70 %;
- normal vs two easy players (for information: the levels are ordered);
- the time of every "hard" decision (``choose_move`` wall clock, on the view):
  p50 / p95 / max, target p95 ≤ 100 ms. The hard level thinks against a
  wall-clock deadline (``game.catsle.ai.HARD_TIME``), so on a loaded machine
  it samples fewer worlds rather than answering later; the targets are meant
  for runs of at least 300 games per pairing (a 9-game sample is a smoke test).

Game ``g`` of a pairing uses seed ``SEED0 + g``; the games run on ``processes``
processes (the machine has 2 cores).
"""
from __future__ import annotations

import sys
import time

from bench.ai_games import cli, play_game, play_pairings, summary

SEED0 = 20_000
PLAYERS = 3
TARGETS = {"hard_vs_random": 0.90, "hard_vs_easy": 0.70, "hard_move_p95_ms": 100.0}
PAIRINGS = (("hard", "random"), ("hard", "easy"), ("normal", "easy"))


def play_one(args: tuple) -> dict:
    """One game: ``(level, opponent, g)``; the tested level sits in seat ``g % 3``."""
    from game import catsle

    level, opponent, g = args
    seat = g % PLAYERS
    r = play_game("catsle", PLAYERS, level, opponent, seat, SEED0 + g)
    sc = catsle.scores(r.pop("state"))
    r["score"] = sc[seat]
    r["opp_score"] = (sum(sc) - sc[seat]) / (PLAYERS - 1)
    return r


def run(games: int = 100, quick: bool = False, processes: int = 2, pairings: tuple = PAIRINGS) -> dict:
    """Play the pairings (``games`` each; 9 when ``quick``) and return the figures."""
    pairings = tuple(tuple(p) for p in pairings)
    if quick:
        games = min(games, 9)
    t0 = time.perf_counter()
    groups = play_pairings(play_one, pairings, games, processes)
    out: dict = {"games": games, "players": PLAYERS}
    for (a, b), part in zip(pairings, groups):
        points = sum(r["points"] for r in part)
        out[f"{a}_vs_{b}"] = {
            "points": round(points, 3), "games": games, "rate": round(points / games, 3),
            "mean_score": round(sum(r["score"] for r in part) / games, 2),
            "mean_opponent_score": round(sum(r["opp_score"] for r in part) / games, 2),
        }
    return summary(out, groups, pairings, TARGETS, t0)


def main(argv: list[str] | None = None) -> int:
    return cli("bench.catsle_ai", __doc__, run, 9, argv)


if __name__ == "__main__":
    sys.exit(main())
