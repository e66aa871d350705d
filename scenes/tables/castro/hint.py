"""Castro's hint on the table: asked off the frame, kept for the position it was asked for, put into words.

`HintKeeper.ask(state, thinker)` sends `game.castro.hint.advise` to the
table's worker (`submit_call`; inline in headless runs); `poll()` picks the
answer up; `advice_for(state)` is the answer while the position is still the
one it was asked for (any move forgets it). `hint_lines(advice, names)` are
the two lines the table shows: what to do, and why.
"""
from __future__ import annotations

import logging

import game.castro as castro
from game.castro.hint import Advice, advise
from scenes.services.i18n import tr
from scenes.tables.castro.panels import category_name

_log = logging.getLogger("kastell.castro")


def dice_words(values) -> str:
    """"2, 3 und 5" / "2, 3 and 5"; equal dice as one group: "zwei 4er und 6" / "two 4s and 6"."""
    values = sorted(values)
    words = []
    for v in sorted(set(values)):
        n = values.count(v)
        words.append(str(v) if n == 1 else tr("castro.dice_group", word=tr(f"castro.word.{n}"), value=v))
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} {tr('castro.and')} {words[-1]}"


def in_rolls(n: int) -> str:
    return tr("castro.in_rolls", n=n, word=tr(f"castro.word.{n}") if n > 1 else "1")


def action_line(advice: Advice) -> str:
    move = advice.move
    if isinstance(move, castro.Place):
        return tr("castro.hint.place")
    if isinstance(move, castro.Discard):
        return tr("castro.hint.discard")
    if advice.reason == "first_roll":
        return tr("castro.hint.first")
    if not move.keep:
        return tr("castro.hint.roll_all")
    return tr("castro.hint.keep", n=len(move.keep), dice=dice_words(move.keep))


def reason_line(advice: Advice, names: list[str]) -> str:
    r = advice.reason
    name = names[advice.player] if advice.player is not None and advice.player < len(names) else ""
    if r == "chance":
        pct = round((advice.chance or 0.0) * 100)
        return tr("castro.why.chance", category=category_name(advice.category), pct=pct, rolls=in_rolls(advice.rolls))
    params = {"category": category_name(advice.category) if advice.category else "", "height": advice.height,
              "name": name, "count": advice.count}
    return tr(f"castro.why.{r}", **params)


def hint_lines(advice: Advice, names: list[str]) -> tuple[str, str]:
    return action_line(advice), reason_line(advice, names)


class HintKeeper:
    """The hint of one position: asked once, answered off the frame, forgotten when the position changes."""

    def __init__(self) -> None:
        self.key = None
        self.advice: Advice | None = None
        self.pending = None   # (key, future)

    @staticmethod
    def key_of(state) -> tuple:
        return (state.stacks, state.supply, state.rolls, state.dice, state.kept)

    def ask(self, state, thinker) -> None:
        key = self.key_of(state)
        if self.key == key or (self.pending is not None and self.pending[0] == key):
            return
        self.pending = (key, thinker.submit_call(advise, state))

    def poll(self) -> bool:
        """Take a finished answer; True when one arrived."""
        pending = self.pending
        if pending is None or not pending[1].done():
            return False
        self.pending = None
        try:
            self.advice = pending[1].result()
            self.key = pending[0]
        except Exception:  # noqa: BLE001 - a hint is a nicety; the game goes on without it
            _log.exception("the hint failed")
            self.advice, self.key = None, None
        return True

    def advice_for(self, state) -> Advice | None:
        return self.advice if self.advice is not None and self.key == self.key_of(state) else None

    def waiting_for(self, state) -> bool:
        return self.pending is not None and self.pending[0] == self.key_of(state)

    def clear(self) -> None:
        self.key, self.advice, self.pending = None, None, None
