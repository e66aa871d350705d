"""Caprice's hint: the move the hard AI would make for the seat to move, and why, as data the table puts into words.

``advise(view_state) -> Advice`` asks the hard AI (``game.caprice.ai``, a rng
seeded from the view's JSON, so one view always gets one answer) and explains
the move with the seat's own best score (``best_order`` of its own tiles on
the towers, ``game.caprice.scoring``) before and after it:

- ``"full_match"``: the tower it builds on becomes full and matches the
  seat's best order on all four levels (the bonus point);
- ``"gain"``: the seat's best score rises by ``gain`` points;
- ``"cost"``: the seat's best score falls by ``-gain`` (the AI judged the
  others lose more: its margin search);
- ``"guard"``: a move that leaves the seat's best score at ``points``: the moved disc
  gets the red marker, so the next player cannot move it away;
- ``"hold"``: a place that leaves the seat's best score at ``points``;
- ``"skip_nothing"``: a skip when no move raises the seat's score;
- ``"skip"``: a skip when some move would raise it (the AI keeps the board).

A ``Move`` also puts the red marker on its disc (``marker`` True): the next
player cannot move it. Pure Python, no pygame; it reads only the view.
"""
from __future__ import annotations

import hashlib
import json
import random
from dataclasses import dataclass

from . import ai as caprice_ai
from . import rules
from .codec import state_to_json
from .rules import Move, Place, Skip
from .scoring import best_order, full_match, score

__all__ = ["Advice", "advise", "own_points", "view_rng"]


@dataclass(frozen=True)
class Advice:
    """The hint: ``move`` (Place, Move or Skip) and the reason's code with its facts."""

    move: object
    reason: str          # see the module docstring
    gain: int = 0        # the seat's best score after minus before
    points: int = 0      # the seat's best score after the move
    spot: int | None = None   # the tower built on (Place: its spot; Move: the destination)
    marker: bool = False      # a Move: the moved disc gets the red marker


def own_points(towers, own) -> int:
    """The seat's best score on ``towers`` with its own tiles ``own``."""
    return score(towers, best_order(towers, own))


def view_rng(view_state) -> random.Random:
    """A rng seeded from the view itself (its JSON): the same view, the same hint; no global random."""
    text = json.dumps(state_to_json(view_state), sort_keys=True)
    return random.Random(int(hashlib.sha256(text.encode()).hexdigest()[:16], 16))


def advise(view_state) -> Advice:
    """The hard AI's move for the player to move in ``view_state`` (their own view), with its reason."""
    s = view_state
    me = rules.current_player(s)
    own = rules.tiles(s, me) if isinstance(me, int) and me >= 0 else None
    if own is None or s.phase not in ("place", "move"):
        raise ValueError("a hint needs a seat to move that sees its own tiles")
    move = caprice_ai.choose_move(s, "hard", view_rng(s))
    before = own_points(s.towers, own)
    if isinstance(move, Skip):
        better = any(own_points(rules.apply_move(s, m).towers, own) > before
                     for m in rules.legal_moves(s) if isinstance(m, Move))
        return Advice(move, "skip" if better else "skip_nothing", 0, before)
    after = rules.apply_move(s, move).towers
    points = own_points(after, own)
    spot = move.spot if isinstance(move, Place) else move.dst
    marker = isinstance(move, Move)
    tower = after[spot]
    if len(tower) == rules.HEIGHT and len(s.towers[spot]) < rules.HEIGHT \
            and full_match(tower, best_order(after, own)):
        reason = "full_match"
    elif points > before:
        reason = "gain"
    elif points < before:
        reason = "cost"
    else:
        reason = "guard" if marker else "hold"
    return Advice(move, reason, points - before, points, spot, marker)
