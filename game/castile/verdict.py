"""The table's background question "is this deal still winnable?", as one picklable call.

Runs in a worker process (game.worker.AIWorker.submit_call): rebuilds the state
from JSON, searches with a time limit (or a budget of positions, which answers the same at
any load: headless runs) and answers "won", "lost" (proven) or
"unknown". Nothing runs at import time.
"""
from __future__ import annotations


def verdict(state_json: dict, time_limit: float, node_limit: int | None = None) -> str:
    from game.castile import state_from_json
    from game.castile.solver import solve

    if node_limit is not None:
        time_limit = float("inf")
    # (only the verdict counts: the winning line is not shortened)
    return solve(state_from_json(state_json), time_limit=time_limit, node_limit=node_limit, shorten=False).result
