"""The Castile AI: ``choose_move(view_state, level, rng)``.

- "hard" and "normal" play the solver's winning line: the solver runs with a
  small deterministic node budget (about 0.25 s for "hard", 0.1 s for
  "normal"); the line it finds is remembered, keyed by the state, so the
  following calls just continue it. Without a line they fall back to the
  progress heuristic below.
- "easy" never searches: it plays a progress move chosen by the heuristic,
  with some randomness from ``rng``.

The fallback only plays moves that make progress (``solver.progress_moves``),
so a game played by the AI always ends; with no progress move left the AI
resigns. It also resigns when no card can move at all.
"""
from __future__ import annotations

from game.core import LEVELS, IllegalMove

from . import rules
from .rules import RESIGN
from .solver import cached_line, progress_moves, remember_line, solve

__all__ = ["choose_move", "NODE_BUDGET"]

#: Solver budgets (positions) per level: deterministic, about 0.25 s and 0.1 s.
NODE_BUDGET = {"hard": 5000, "normal": 2000}


def choose_move(view_state, level, rng):
    if level not in LEVELS:
        raise ValueError(f"unknown AI level {level!r}; expected one of {LEVELS}")
    if rules.is_over(view_state):
        raise IllegalMove("castile.game_over", "The game is over.")
    x = rng.random()  # one draw per decision at every level
    if level != "easy":
        line = cached_line(view_state)
        if not line:
            r = solve(view_state, time_limit=60.0, node_limit=NODE_BUDGET[level], seed=0)
            if r.result == "won" and r.moves:
                remember_line(view_state, r.moves)
                line = r.moves
        if line:
            return line[0]
    moves = progress_moves(view_state)
    if not moves:
        return RESIGN
    if level == "easy" and x < 0.35:
        # now and then another plain-progress move (never a non-progress one, so the game still ends)
        plain = progress_moves(view_state, plain_only=True)
        if len(plain) > 1:
            return plain[1 + int(x / 0.35 * (len(plain) - 1)) % (len(plain) - 1)]
    return moves[0]
