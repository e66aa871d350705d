"""Castro's hint: the move the hard AI would make now, and why, as data the table puts into words.

``advise(view_state) -> Advice`` asks the hard AI (``game.castro.ai``) for its
move and explains it with facts of the position:

- a roll: before the turn's first roll simply ``"first_roll"``; otherwise
  ``"chance"``: the category the kept dice aim at and its exact chance
  (``probability``) within the rolls that field still allows. The aim is the
  category whose best open field gains the AI's evaluation most, weighted by
  that chance (the expectimax itself names no target);
- a placement, by the first fact that holds: ``"win_line"`` / ``"win_yatzy"``
  (the roof wins at once), ``"block"`` (it gets in the way of an opponent's
  threat: three of four in a line, or two of the three yatzy fields),
  ``"three_in_line"`` (three own roofs on top in an open line), ``"steal"``
  (an opponent's tower of two or more roofs becomes mine), ``"yatzy_field"``
  (one of the three yatzy fields), else ``"height"`` (the height it stands at);
- putting a roof aside: ``"nothing_fits"``.

Pure Python, no pygame; picklable, so the table can run it in its worker.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from . import ai as castro_ai
from .ai_eval import Evaluator
from .board import FIELDS, LINES, YATZY_FIELDS, field_category
from .probability import probability
from .rules import MAX_ROLLS, Discard, Place, Roll, State, current_player

__all__ = ["Advice", "advise", "aim"]

_INDEX = {f: i for i, f in enumerate(FIELDS)}


@dataclass(frozen=True)
class Advice:
    """The hint: ``move`` (Roll, Place or Discard) and the reason's code with its facts."""

    move: object
    reason: str                      # see the module docstring
    category: str | None = None      # the category aimed at ("chance") or placed on
    chance: float | None = None      # "chance": 0.0–1.0
    rolls: int = 0                   # "chance": the rolls the chance counts on
    height: int = 0                  # a placement: the height the roof will stand at
    player: int | None = None        # "block" / "steal": whose roof or threat it is
    count: int = 0                   # "yatzy_field": yatzy fields holding my roof afterwards

    @property
    def keep(self) -> tuple[int, ...]:
        return tuple(self.move.keep) if isinstance(self.move, Roll) else ()

    @property
    def field(self) -> tuple[int, int] | None:
        return tuple(self.move.field) if isinstance(self.move, Place) else None


def advise(s: State) -> Advice:
    """The hard AI's move for the player to move in ``s`` (a decision point), with its reason."""
    me = current_player(s)
    if me is None or me < 0:
        raise ValueError("a hint needs a player to move")
    move = castro_ai.choose_move(s, "hard", random.Random(0))
    if isinstance(move, Discard):
        return Advice(move, "nothing_fits")
    if isinstance(move, Roll):
        if s.rolls == 0:
            return Advice(move, "first_roll", rolls=MAX_ROLLS)
        category, chance, rolls = aim(s, me, move.keep)
        return Advice(move, "chance", category=category, chance=chance, rolls=rolls)
    return _placement(s, me, move)


def aim(s: State, me: int, keep: tuple[int, ...]) -> tuple[str, float, int]:
    """(category, chance, rolls): what keeping ``keep`` after roll ``s.rolls`` most likely aims at.

    For every open field a later roll of this turn may still build on (its
    height allows roll ``s.rolls + 1`` or later), the chance of rolling its
    category in the rolls that remain for it, times what a roof there gains
    over putting one aside (the hard AI's evaluation). A category the kept
    dice already hold is a fallback, not what the roll is for: it names the
    aim only when nothing else can. The best field names the aim; its chance
    and rolls are what the hint says.
    """
    ev = Evaluator(s, me)
    base = ev.base_value()
    best = fallback = None
    for i, f in enumerate(FIELDS):
        h = len(s.stacks[i])
        rolls = (MAX_ROLLS - h) - s.rolls  # the last roll that may build here is 5 - h
        if h >= MAX_ROLLS or rolls < 1:
            continue
        cat = field_category(f)
        p = probability(cat, keep, rolls, s.straight)
        gain = max(ev.place_value(i) - base, 0.0)
        key = (p * gain, p, -i)
        if p >= 1.0 - 1e-9:  # the kept dice hold it already: a safe fallback, not what the roll is for
            if fallback is None or key > fallback[0]:
                fallback = (key, cat, p, rolls)
        elif best is None or key > best[0]:
            best = (key, cat, p, rolls)
    best = best or fallback
    if best is None:  # nothing can be built this turn any more
        return "pair1", 0.0, MAX_ROLLS - s.rolls
    return best[1], best[2], best[3]


def _tops(stacks) -> list[int]:
    return [st[-1] if st else -1 for st in stacks]


def _in_the_way(stacks, q: int, f) -> bool:
    """Whether a roof on ``f`` gets in the way of q's threat: a line holding three of q's tops
    (f is one of its fields) whose fourth field is not locked, or the last yatzy field q lacks
    while q is in the other two."""
    tops = _tops(stacks)
    for line in LINES:
        if f not in line:
            continue
        own = [g for g in line if tops[_INDEX[g]] == q]
        if len(own) == 3:
            miss = next(g for g in line if tops[_INDEX[g]] != q)
            if len(stacks[_INDEX[miss]]) < MAX_ROLLS:
                return True
    have = [q in stacks[_INDEX[g]] for g in YATZY_FIELDS]
    if sum(have) == 2:
        miss = YATZY_FIELDS[have.index(False)]
        return f == miss and len(stacks[_INDEX[miss]]) < MAX_ROLLS
    return False


def _placement(s: State, me: int, move: Place) -> Advice:
    f = tuple(move.field)
    i = _INDEX[f]
    cat = field_category(f)
    before = s.stacks
    after = before[:i] + (before[i] + (me,),) + before[i + 1:]
    height = len(after[i])
    tops = _tops(after)
    for line in LINES:
        if f in line and all(tops[_INDEX[g]] == me for g in line):
            return Advice(move, "win_line", category=cat, height=height)
    if f in YATZY_FIELDS and all(me in after[_INDEX[g]] for g in YATZY_FIELDS):
        return Advice(move, "win_yatzy", category=cat, height=height)
    for q in range(s.players):
        if q != me and _in_the_way(before, q, f):
            return Advice(move, "block", category=cat, height=height, player=q)
    for line in LINES:
        if f in line and sum(tops[_INDEX[g]] == me for g in line) == 3:
            miss = next(g for g in line if tops[_INDEX[g]] != me)
            if len(after[_INDEX[miss]]) < MAX_ROLLS:
                return Advice(move, "three_in_line", category=cat, height=height)
    owner = before[i][-1] if before[i] else None
    if owner is not None and owner != me and height >= 3:
        return Advice(move, "steal", category=cat, height=height, player=owner)
    if f in YATZY_FIELDS:
        count = sum(me in after[_INDEX[g]] for g in YATZY_FIELDS)
        return Advice(move, "yatzy_field", category=cat, height=height, count=count)
    return Advice(move, "height", category=cat, height=height)

