"""The table's background question "is this deal still winnable?", as one picklable call.

Runs in a worker process (game.worker.AIWorker.submit_call): rebuilds the state
from JSON, searches with a time limit and answers "won", "lost" (proven) or
"unknown". Nothing runs at import time.
"""
from __future__ import annotations


def verdict(state_json: dict, time_limit: float) -> str:
    from game.castile import state_from_json
    from game.castile.solver import solve

    return solve(state_from_json(state_json), time_limit=time_limit).result
