"""The table's background question "is this deal still winnable?", as one picklable call.

Runs in a worker process (game.worker.AIWorker.submit_call): rebuilds the state
from JSON, searches with a time limit (or a budget of positions, which answers the same at
any load: headless runs) and answers "won", "lost" (proven) or
"unknown", with the winning line it found (the table's hints follow it).
Its hash table is kept small (`VERDICT_SLOTS`): the checker's process stays lean while a Castile
table is open (`lean.py`). Nothing runs at import time.
"""
from __future__ import annotations

#: the verdict's largest hash table: 2^18 slots, 15 MB (searches for sweeps may grow theirs to 117 MB)
VERDICT_SLOTS = 1 << 18


def verdict_line(state_json: dict, time_limit: float, node_limit: int | None = None) -> dict:
    """The verdict and the winning line it found: {"result": ..., "moves": [move JSON, ...]} (moves only
    for "won"). The only search of a Castile table that runs compiled (the checker's process)."""
    from game.castile import state_from_json
    from game.castile.codec import move_to_json
    from game.castile.solver import solve

    if node_limit is not None:
        time_limit = float("inf")
    # (the line is shortened: the hints follow it, and a line with detours would show them)
    r = solve(state_from_json(state_json), time_limit=time_limit, node_limit=node_limit, table_slots=VERDICT_SLOTS)
    return {"result": r.result, "moves": [move_to_json(m) for m in r.moves] if r.result == "won" else []}
