"""The Caprice AI: ``choose_move(view_state, level, rng)``.

The AI sees only its view: its own 4 tiles (the others are None). At the end
every level orders its tiles with ``best_order`` (the highest score).

- **hard**: determinisation. The opponents' hands are sampled from the bag
  left after its own hand (5 tiles of each type, at most 2 of a type per
  hand), each candidate hand weighted by its prior (the ways to draw it) times
  a likelihood from the board: ``exp(BETA · best score of that hand on the
  board)`` — the opponents built much of the board, so hands the board
  already suits are likelier (someone who keeps stacking dark-toothed discs
  at level 2 probably holds a DT tile to put there). The view has no move
  history, so the board is the evidence. A turn is the pair *place + move /
  skip*; every pair is valued over the sampled worlds by the margin "my best
  score minus the best opponent's best score" after it (one ply); the best
  ``SHORTLIST`` pairs are then searched one ply deeper: in each world the
  next player answers with the turn that maximises *their* margin, and the
  pair is valued by the margin after that answer. At the move step (the
  protocol's second decision of a turn) the same search runs over the moves
  and the skip. The budget is a fixed number of samples and candidates (no
  wall clock), so a game replays identically.
- **normal**: fewer samples, no inference (prior only), the one-ply margin
  search only.
- **easy**: greedy: places the disc that raises its own best score most
  right now (random tie-breaks) and usually skips the move (it moves only
  now and then, when a move raises its own score).

``rng`` is the only randomness; ``choose_move`` always returns one of
``legal_moves(view_state)`` (falling back to a legal move on any internal
error).
"""
from __future__ import annotations

import math

from game.core import CHANCE, LEVELS, IllegalMove

from . import rules
from .ai_search import (
    HandEval, apply_turn, building_done, move_options, sample_worlds, turn_options,
)
from .rules import SKIP, Order
from .scoring import best_order

__all__ = ["choose_move", "CONFIG"]

#: Search settings per level: sampled worlds (for 2 players; ``worlds · 2 / players``, at least 4, with
#: more), inference weight ``BETA``, shortlist searched one ply deeper.
CONFIG = {
    "normal": {"worlds": 4, "beta": 0.0, "shortlist": 0},
    "hard": {"worlds": 12, "beta": 0.7, "shortlist": 4},
}
#: easy: chance of taking an own-score-raising move instead of skipping.
EASY_MOVE_CHANCE = 0.25


def choose_move(view_state, level, rng):
    """The AI's move for the player to move in ``view_state`` (a view: others' tiles hidden)."""
    if level not in LEVELS:
        raise ValueError(f"unknown AI level {level!r}; expected one of {LEVELS}")
    s = view_state
    me = rules.current_player(s)
    if me is None:
        raise IllegalMove("caprice.game_over", "The game is over.")
    if me == CHANCE:
        raise IllegalMove("caprice.not_a_chance_step", "The tiles are drawn by chance, not by the AI.")
    legal = rules.legal_moves(s)
    try:
        move = _choose(s, me, level, rng, legal)
    except Exception:  # never fail a game on an AI bug: fall back to a legal move
        move = None
    if move is None or move not in legal:
        move = _fallback(s, me, legal)
    return move


def _fallback(s, me, legal):
    own = rules.tiles(s, me)
    if s.phase == "order" and own is not None:
        return Order(tuple(best_order(s.towers, own)))
    if not legal:
        raise IllegalMove("caprice.no_move", "No legal move in this view.")
    if SKIP in legal:
        return SKIP
    return legal[0]


def _choose(s, me, level, rng, legal):
    own = rules.tiles(s, me)
    if s.phase == "order":
        return Order(tuple(best_order(s.towers, own)))
    if own is None:
        return None
    if level == "easy":
        return _easy(s, own, rng)
    return _search(s, me, own, rng, CONFIG[level])


# --------------------------------------------------------------------------- easy


def _easy(s, own, rng):
    ev = HandEval(tuple(own), s.towers)
    mark = rules.marker(s)
    if s.phase == "place":
        opts = [(p, c) for p, m, c in turn_options(s.towers, mark) if m is SKIP]
        best = max(ev.value(c) for _, c in opts)
        return rng.choice([p for p, c in opts if ev.value(c) == best])
    x = rng.random()
    opts = move_options(s.towers, mark, s.placed)
    best = max(ev.value(c) for _, _, c in opts)
    if x >= EASY_MOVE_CHANCE or best <= ev.best:
        return SKIP
    return rng.choice([m for _, m, c in opts if ev.value(c) == best])


# --------------------------------------------------------------------------- normal / hard


class _Worlds:
    """Sampled worlds ``[(weight, hands)]`` and one ``HandEval`` per distinct hand on one board."""

    def __init__(self, worlds, towers) -> None:
        self.worlds = worlds
        self.evals: dict = {}
        for _, hands in worlds:
            for h in hands:
                if h not in self.evals:
                    self.evals[h] = HandEval(h, towers)

    def margins(self, change, me: int) -> float:
        """The weighted margin (mine − the best opponent's) after ``change``."""
        ev = self.evals
        mine = ev[self.worlds[0][1][me]].value(change)
        total = 0.0
        for w, hands in self.worlds:
            best = max(ev[h].value(change) for p, h in enumerate(hands) if p != me)
            total += w * (mine - best)
        return total


def _search(s, me, own, rng, cfg):
    towers = s.towers
    mark = rules.marker(s)
    n = s.players
    beta = cfg["beta"]
    likelihood = None
    if beta > 0:
        def likelihood(h):
            return math.exp(beta * HandEval(h, towers).best)
    k = max(4, cfg["worlds"] * 2 // n)  # fewer worlds with more opponents per world (time)
    worlds = sample_worlds(me, n, tuple(own), rng, k, likelihood)
    W = _Worlds(worlds, towers)
    if s.phase == "place":
        opts = turn_options(towers, mark)
    else:
        opts = move_options(towers, mark, s.placed)
    seen: dict = {}
    scored = []
    for i, (place, move, change) in enumerate(opts):
        v = seen.get(change)
        if v is None:
            v = seen[change] = W.margins(change, me)
        scored.append((-v, i))
    scored.sort()
    k = cfg["shortlist"]
    if k and len(scored) > 1:
        best_key = None
        for neg_v, i in scored[:k]:
            place, move, change = opts[i]
            v2 = _reply_value(towers, mark, place, move, me, n, worlds, -neg_v)
            key = (v2, -neg_v, -i)
            if best_key is None or key > best_key:
                best_key, pick = key, i
    else:
        pick = scored[0][1]
    place, move, _ = opts[pick]
    return place if s.phase == "place" else move


def _reply_value(towers, mark, place, move, me, n, worlds, one_ply):
    """The margin after the next player's best answer (per world) to my turn ``place`` + ``move``."""
    tw, mk = apply_turn(towers, mark, place, move)
    if building_done(tw):
        return one_ply
    q = (me + 1) % n
    W = _Worlds(worlds, tw)
    ev = W.evals
    changes = list(dict.fromkeys(c for _, _, c in turn_options(tw, mk)))  # ordered: deterministic ties
    total = 0.0
    for w, hands in worlds:
        his = ev[hands[q]]
        others = [ev[h] for p, h in enumerate(hands) if p != q]
        mine_ev = ev[hands[me]]
        rest = [ev[h] for p, h in enumerate(hands) if p != me]
        best_m = None
        best_c = None
        for c in changes:
            m = his.value(c) - max(e.value(c) for e in others)
            if best_m is None or m > best_m:
                best_m, best_c = m, c
        total += w * (mine_ev.value(best_c) - max(e.value(best_c) for e in rest))
    return total
