"""CATsle's hint: the move the hard AI would make for a seat, and why, as data the table puts into words.

``advise(view_state, seat) -> Advice`` asks the hard AI (``game.catsle.ai``,
``choose_move(view, "hard", rng)``) with a generator seeded from the view's
JSON (``game.catsle.codec``), so the advice depends on the seat's view only.
The reason is worked out from the rules on that view:

- a take (``Take``), by the first fact that holds: ``"exact"`` (the column
  then holds exactly its limit), ``"open"`` (the card opens an empty column),
  ``"room"`` (the column has room for it: ``count`` of ``limit`` afterwards),
  ``"deny"`` (it gains nothing here, but the next taker, ``player``, could
  place it without going over a limit), else ``"overflow"`` (over the limit:
  it costs ``cost`` points);
- a play (``Play``): leading, ``"lead_high"`` / ``"lead_low"`` (the highest /
  lowest card of its suit in the hand); as the trick's last card ``"rank"``
  (the trick's rank ``rank`` it gets and the cards ``takes`` it takes then);
  else ``"ahead"`` (the strongest card of the trick so far) or ``"low"``
  (it stays behind a card already played).

Pure Python, no pygame; picklable, so the table can run it in its worker.
"""
from __future__ import annotations

import json
import random
import zlib
from dataclasses import dataclass

from . import ai as catsle_ai
from . import rules
from .codec import state_to_json
from .rules import Play, Take
from .scoring import suit_of, trick_ranking, value_of

__all__ = ["Advice", "advise"]


@dataclass(frozen=True)
class Advice:
    """The hint: ``move`` (Play or Take) and the reason's code with its facts."""

    move: object
    reason: str                  # see the module docstring
    limit: int = 0               # a take: the limit of the column it goes to
    count: int = 0               # a take: the cards in that column afterwards
    cost: int = 0                # "overflow": the points it costs
    player: int | None = None    # "deny": the next taker
    rank: int = 0                # "rank": the trick's rank the card gets (1: strongest)
    takes: int = 0               # "rank": how many cards that rank takes


def seed_of(view_state) -> int:
    """The generator's seed: a checksum of the view's JSON (the same view, the same seed)."""
    text = json.dumps(state_to_json(view_state), sort_keys=True, separators=(",", ":"))
    return zlib.crc32(text.encode("utf-8"))


def advise(view_state, seat: int) -> Advice:
    """The hard AI's move for ``seat`` (the player to move) in its view ``view_state``, with its reason."""
    if rules.current_player(view_state) != seat:
        raise ValueError("a hint needs the seat to move")
    move = catsle_ai.choose_move(view_state, "hard", random.Random(seed_of(view_state)))
    if isinstance(move, Take):
        return _take(view_state, seat, move)
    return _play(view_state, seat, move)


def _take(v, me: int, move: Take) -> Advice:
    col = rules.columns(v, me)[move.column]
    limit, count = col[2], len(col[1]) + 1
    gain = catsle_ai.fit(v, move.card, move.column, me)
    if count == limit:
        return Advice(move, "exact", limit=limit, count=count)
    if gain > 0 and not col[1]:
        return Advice(move, "open", limit=limit, count=count)
    if gain > 0:
        return Advice(move, "room", limit=limit, count=count)
    nxt = next((q for q in v.queue[1:] if q != me), None)
    if nxt is not None and any(catsle_ai.fit(v, move.card, c, nxt) > 0
                               for c in rules.legal_columns(v, move.card, nxt)):
        return Advice(move, "deny", limit=limit, count=count, player=nxt)
    return Advice(move, "overflow", limit=limit, count=count, cost=-gain)


def _play(v, me: int, move: Play) -> Advice:
    card = move.card
    if not v.trick:
        same = [value_of(c) for c in rules.hand(v, me) if suit_of(c) == suit_of(card)]
        return Advice(move, "lead_high" if value_of(card) == max(same) else "lead_low")
    cards = [c for _, c in v.trick] + [card]
    order = trick_ranking(cards)
    rank = order.index(len(cards) - 1) + 1
    if len(cards) == v.players:
        return Advice(move, "rank", rank=rank, takes=rules.take_counts(v.players)[rank - 1])
    return Advice(move, "ahead" if rank == 1 else "low", rank=rank)
