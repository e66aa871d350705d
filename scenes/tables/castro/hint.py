"""Castro's hint on the table: asked off the frame, kept for the position it was asked for, put into words.

`hint_keeper()` keeps it (`scenes.tables.hint_keeper.HintKeeper`): its `ask`
sends `game.castro.hint.advise` to the table's worker (`submit_call`; inline
in headless runs), `poll()` picks the answer up, and `advice_for(state)` is the
answer while the position is still the one it was asked for (any move forgets
it). `hint_lines(advice, names)` are
the two lines the table shows: what to do, and why.
"""
from __future__ import annotations

import game.castro as castro
from game.castro.hint import Advice, advise
from scenes.services.i18n import tr
from scenes.tables.hint_keeper import HintKeeper
from scenes.tables.castro.panels import category_name



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


def key_of(view) -> tuple:
    """What makes a Castro position the same one for its hint."""
    return (view.stacks, view.supply, view.rolls, view.dice, view.kept)


def hint_keeper() -> HintKeeper:
    """Castro's hint, kept for its position (`scenes.tables.hint_keeper`)."""
    return HintKeeper(advise, key_of)
