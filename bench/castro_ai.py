"""`python -m bench.castro_ai [--games N] [--quick] [--real-dice]`: the Castro AI's strength and speed.

Two-player games with the seats rotating (the tested AI sits in seat 0 in the
even games and in seat 1 in the odd ones; a shared win counts 0.5):

- hard vs a uniformly random player (``game.core.random_agent_move``), target ≥ 95 %;
- hard vs easy, target ≥ 70 %;
- normal vs easy and hard vs normal (for information: the levels are ordered);
- the time of every "hard" decision (``choose_move`` wall clock, after a
  warm-up that builds the probability tables once): p50 / p95 / max, target
  p95 ≤ 100 ms; ``cold_ms`` is the very first decision of a fresh process
  (the tables are built then).

Game ``g`` of a pairing uses seed ``SEED0 + g``; the games run on two
processes (the machine has 2 cores).

``--real-dice`` (``real_dice``; key ``games.castro.real_dice`` of ``python -m bench``,
200 games with ``--full``): a normal computer whose every roll is typed in, as
at a table with real dice, against a normal computer with sampled dice, on the
table's own decision path (see ``play_real_dice``). Wins, losses and draws of
the real-dice seat with the 95 % Wilson interval of its points share, and how
often it rerolled a roll it could have placed (a made straight among them).
"""
from __future__ import annotations

import sys
import time
from multiprocessing import get_context

from bench.ai_games import cli, move_times, play_game, play_pairings, summary

SEED0 = 10_000
TARGETS = {"hard_vs_random": 0.95, "hard_vs_easy": 0.70, "hard_move_p95_ms": 100.0}
PAIRINGS = (("hard", "random"), ("hard", "easy"), ("normal", "easy"), ("hard", "normal"))
CUP_SEED = 70_000  # the café's dice cup in the real-dice games (not the match's generator)


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


def play_real_dice(g: int) -> dict:
    """Real-dice game ``g``: a normal computer in seat ``g % 2`` has its rolls typed in, the normal
    computer in the other seat has them sampled; the starter alternates every two games.

    It goes as at a table with real dice (``scenes.tables.castro``): every decision is a
    ``Match.ai_request`` (the view as JSON) answered by ``game.worker``'s data-only ``think``
    (``InlineAI``, what the worker process runs) and applied with ``Match.finish_ai``; every roll of
    the real-dice seat is the chance move ``Dice(values)`` the dice picker makes of the typed values,
    applied with ``Match.apply`` as the table's ``Referee.apply_chance`` does (the match's generator kept in
    step), the values thrown by a cup of its own. The starter is applied the same way (``Start``)."""
    import random

    from game import castro
    from game.core import CHANCE, AIAgent, Match
    from game.worker import InlineAI

    real = g % 2
    m = Match(castro, [AIAgent("normal"), AIAgent("normal")], seed=SEED0 + g)
    m.apply(castro.Start((g // 2) % 2))
    cup = random.Random(CUP_SEED + g)
    thinker = InlineAI()
    rerolled = straights = 0
    while not m.is_over():
        p = m.actor()
        if p == CHANCE:
            if m.actors[-1] == real:
                m.apply(castro.Dice(tuple(cup.randint(1, 6) for _ in range(5 - len(m.state.kept)))))
            else:
                m.step_chance()
            continue
        s = m.state
        req = m.ai_request()
        m.finish_ai(req, *thinker.submit_request(req).result())
        if p == real and isinstance(m.moves[-1], castro.Roll) and castro.roll_number(s) and castro.legal_fields(s):
            rerolled += 1
            straights += "straight" in castro.combos(s.dice, s.straight)
    w = m.winners()
    return {"won": real in w and len(w) == 1, "drawn": real in w and len(w) > 1, "started": (g // 2) % 2 == real,
            "rerolled_placeable": rerolled, "rerolled_straight": straights}


def real_dice(games: int = 200, processes: int = 2) -> dict:
    """The real-dice figure over ``games`` games (see ``play_real_dice``)."""
    from bench.castile_solver import wilson

    t0 = time.perf_counter()
    if processes > 1:
        with get_context("spawn").Pool(processes) as pool:
            results = pool.map(play_real_dice, range(games), chunksize=4)
    else:
        results = [play_real_dice(g) for g in range(games)]
    won = sum(r["won"] for r in results)
    drawn = sum(r["drawn"] for r in results)
    points = won + drawn / 2
    lo, hi = wilson(points, games)
    return {"games": games, "won": won, "lost": games - won - drawn, "drawn": drawn,
            "rate": round(points / games, 3), "ci95": [round(lo, 3), round(hi, 3)],
            "won_when_starting": sum(r["won"] for r in results if r["started"]),
            "rerolled_placeable": sum(r["rerolled_placeable"] for r in results),
            "rerolled_straight": sum(r["rerolled_straight"] for r in results),
            "seconds": round(time.perf_counter() - t0, 1)}


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if "--real-dice" in args:  # `python -m bench.castro_ai --real-dice [--games N] [--processes P]`
        import argparse
        import json

        p = argparse.ArgumentParser(prog="python -m bench.castro_ai --real-dice")
        p.add_argument("--real-dice", action="store_true")
        p.add_argument("--games", type=int, default=200)
        p.add_argument("--processes", type=int, default=2)
        a = p.parse_args(args)
        print(json.dumps(real_dice(a.games, a.processes), indent=2))
        return 0
    return cli("bench.castro_ai", __doc__, run, 10, argv)


if __name__ == "__main__":
    sys.exit(main())
