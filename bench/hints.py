"""The coach's time in CATsle Builders and Caprice: `game.<game>.hint.advise` on a seat's own view.

Positions come from games the easy computer plays against itself (seeded), every position where a
seat is to move; each hint is timed in this process (the table asks it in its worker process, off
the frame: the time is how long a guest waits for the ring, not a frame's). Reports p50, p95 and
max in ms over `positions` positions per game.
"""
from __future__ import annotations

import importlib
import random
import time

from game.core import CHANCE


def _positions(game: str, count: int, seed: int = 1):
    """Up to `count` (state, seat) pairs where a seat is to move, from easy self-play games."""
    rules = importlib.import_module(f"game.{game}.rules")
    ai = importlib.import_module(f"game.{game}.ai")
    players = 4 if game == "catsle" else 3
    out, game_seed = [], seed
    while len(out) < count:
        rng = random.Random(game_seed)
        s = rules.new_game(players=players, seed=game_seed)
        while not rules.is_over(s) and len(out) < count:
            p = rules.current_player(s)
            if p == CHANCE:
                s = rules.apply_move(s, rules.sample_chance(s, rng))
                continue
            if game != "caprice" or s.phase in ("place", "move"):
                out.append((s, p))
            s = rules.apply_move(s, ai.choose_move(rules.view(s, p), "easy", rng))
        game_seed += 1
    return out, rules


def measure_hint(game: str, positions: int = 60) -> dict:
    hint = importlib.import_module(f"game.{game}.hint")
    states, rules = _positions(game, positions)
    times = []
    for s, p in states:
        v = rules.view(s, p)
        t = time.perf_counter()
        hint.advise(v, p) if game == "catsle" else hint.advise(v)
        times.append((time.perf_counter() - t) * 1000)
    times.sort()
    return {"positions": len(times), "p50_ms": round(times[len(times) // 2], 2),
            "p95_ms": round(times[int(len(times) * 0.95)], 2), "max_ms": round(times[-1], 2)}


def measure_hints(positions: int = 60) -> dict:
    return {game: measure_hint(game, positions) for game in ("catsle", "caprice")}


if __name__ == "__main__":
    import json

    print(json.dumps(measure_hints(), indent=2))
