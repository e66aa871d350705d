"""What a table's phones are told while something at the big screen holds the game.

A round's score, the results, the pause menu, the join screen, the privacy screen, dice typed in at
the big screen: while such a screen is open over a table, the match waits, and so must the phones.
Each of those screens says why in a `PhoneHold` (`Scene.phone_hold`): a key the page may style by,
the sentence it shows, optionally a title and the public figures the big screen shows (a round's
points), and the actions a phone may take instead of a tap on the big screen ("Nächste Runde",
"Nochmal spielen"). A phone's move during a hold is refused at once with the hold's sentence.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

#: every hold's key (the page words its header line by it: ``phone.held.<key>``)
HOLD_KEYS = ("joining", "paused", "privacy", "round_score", "results", "dice", "order", "screen", "showing")


@dataclass(frozen=True)
class PhoneAction:
    """A button of the big screen a phone may press too: its name on the wire, its label, what it does."""

    name: str
    label: str
    run: Callable[[], None] = field(compare=False)


@dataclass(frozen=True)
class PhoneHold:
    key: str                              # "round_score", "results", "paused", "joining", "privacy", ...
    text: str                             # why the game waits, in the table's language
    title: str = ""                       # the big screen's heading, when it shows one
    rows: tuple[tuple, ...] = ()          # public figures the big screen shows: (seat, points, total)
    actions: tuple[PhoneAction, ...] = ()

    def __post_init__(self) -> None:
        if self.key not in HOLD_KEYS:
            raise ValueError(f"unknown phone hold {self.key!r}")

    def to_json(self, hold_id: int) -> dict:
        out = {"hold": self.key, "id": hold_id, "text": self.text,
               "actions": [{"name": a.name, "label": a.label} for a in self.actions]}
        if self.title:
            out["title"] = self.title
        if self.rows:
            out["rows"] = [{"seat": seat, "points": points, "total": total} for seat, points, total in self.rows]
        return out

    def action(self, name: str) -> PhoneAction | None:
        return next((a for a in self.actions if a.name == name), None)


__all__ = ["HOLD_KEYS", "PhoneAction", "PhoneHold"]
