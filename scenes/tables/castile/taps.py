"""What a press on the Castile table was aimed at: double taps and cards that just left.

A double tap (or double click) sends a card home. It counts only when both taps
hit the same card on the same pile within `DOUBLE_TAP` seconds of wall-clock
time (the animation speed setting does not stretch or squeeze it).

A player reacts to what they saw a moment ago. When a card leaves a pile without
the player's hand (an automatic move: a safe card going home, the finish) or by
their own double tap, a press on that pile shortly afterwards was aimed at the
card that left, not at the card it uncovered: `aimed_at_gone` says so, and each
such press keeps the pile guarded for one more double-tap window so that the
second press of a double click is swallowed as well.

A tap that did something else (it put the held card on a pile, or hurried the cards
in the air) can still begin a double tap on the card it hit (`first`), and a card the
held card was just put on counts as gone from its pile's top for a double-tap window:
a double tap is never half a single tap that leaves a card in the hand.
"""
from __future__ import annotations

DOUBLE_TAP = 0.4        # seconds between the two taps of a double tap
REACTION = 0.6          # seconds a player needs to see that a card has gone


class TapMemory:
    """Wall-clock memory of the last tap and of piles whose top card just left."""

    def __init__(self) -> None:
        self.clock = 0.0
        self.last: tuple[str, str, float] | None = None   # (card, pile, when) of the last single tap
        self.gone: dict[str, tuple[str, float]] = {}      # pile → (card that left, guarded until)

    def tick(self, seconds: float) -> None:
        self.clock += seconds
        if self.gone:
            self.gone = {p: g for p, g in self.gone.items() if g[1] > self.clock}

    def tap(self, card: str, pile: str) -> bool:
        """A tap on `card` lying on `pile`: True when it completes a double tap (then forgotten)."""
        last = self.last
        if last is not None and last[0] == card and last[1] == pile and self.clock - last[2] < DOUBLE_TAP:
            self.last = None
            return True
        self.last = (card, pile, self.clock)
        return False

    def first(self, card: str, pile: str) -> None:
        """A tap on `card` that did something else (it put the held card there, or hurried the cards in
        the air): it may still begin a double tap on `card`, so that the second tap does not pick the card
        up as a single tap would (it stayed in the hand, and the next tap elsewhere carried it off)."""
        self.last = (card, pile, self.clock)

    def forget(self) -> None:
        self.last = None

    def left(self, pile: str, card: str, seconds: float) -> None:
        """`card` left `pile` without a drag: guard the pile for `seconds`, while the player may
        still aim at it (its flight plus `REACTION` for an automatic move, `DOUBLE_TAP` after the
        player's own double tap)."""
        self.gone[pile] = (card, self.clock + seconds)
        if self.last is not None and self.last[0] == card:
            self.last = None

    def aimed_at_gone(self, pile: str | None) -> bool:
        """Is a press on `pile` now meant for a card that has just left it? (Keeps guarding for
        one more double-tap window, for the second press of a double click.)"""
        if pile is None or pile not in self.gone:
            return False
        card, until = self.gone[pile]
        if self.clock >= until:
            return False
        self.gone[pile] = (card, max(until, self.clock + DOUBLE_TAP))
        return True
