"""The shown view: the part of a table that knows what the big screen shows, and to whom.

- the shown state (`state`): the rules state the board shows. It lags the match while the animations
  the presenter queued play (`animations`), and catches up when the last one has landed (the table's
  `catch_up`, then the presenter's `on_caught_up`);
- who is at the screen: the people (`humans`), those of them not on their phones (`screen_humans`),
  whether one of them is to move (`human_turn`), whose eyes the table is drawn for (`viewer`) and the
  person the screen was last handed to (`to`);
- what may be shown: secrets are drawn from the rules' `view(state, seat)` of the seat at the screen
  (`screen_seat`, `seen`), never read from the full state; in hot-seat play a game with hidden
  information hands the screen over behind the privacy overlay (`needs_privacy`).
"""
from __future__ import annotations

from scenes.tables.animations import AnimationQueue


class ShownView:
    def __init__(self, table) -> None:
        self.table = table
        self.state = None                   # the rules state the board shows (lags while animations play)
        self.to: int | None = None          # the human seat the screen was last handed to
        self.animations = AnimationQueue()  # the moves still on their way to the board

    def update(self, dt: float) -> None:
        """Advance the queue; each finished animation goes to the table's `on_landed`, and when the last
        one has landed the board catches up with the match."""
        finished = self.animations.update(dt)
        for animation in finished:
            self.table.on_landed(animation)
        if finished and not self.animations:
            self.table.catch_up()

    @property
    def humans(self) -> list[int]:
        return [i for i, a in enumerate(self.table.match.seats) if a.is_human]

    @property
    def screen_humans(self) -> list[int]:
        """The people who play at the big screen (not on their phones)."""
        return [i for i in self.humans if not self.table.is_phone(i)]

    def human_turn(self) -> bool:
        """A person at the big screen is to move (not a computer seat, not a phone seat, not a chance
        step, not over)."""
        match = self.table.match
        return match.needs_human() and not self.table.is_phone(match.actor())

    def viewer(self) -> int | None:
        """Whose eyes the table is drawn for: the person at the screen to move, else the last one the
        screen was handed to, else the only person at the screen (phone seats never count)."""
        screen = self.screen_humans
        p = self.table.match.actor()
        if p in screen:
            return p
        if self.to in screen:
            return self.to
        return screen[0] if len(screen) == 1 else None

    def screen_seat(self) -> int | None:
        """Whose secrets the screen may show: the person at the screen, never another's in hot-seat
        play (None while the screen passes from one person to the next); with computer players only
        (the attract loop) the first seat's, as a show."""
        if not self.humans:
            return 0
        screen = self.screen_humans
        if not screen:  # every person plays on a phone: no secret on the big screen
            return None
        seat = self.viewer()
        p = self.table.match.actor()
        if len(screen) > 1 and p in screen and p != seat:
            return None
        return seat

    def seen(self, state=None):
        """``state`` (the shown state by default) as the seat at the screen may see it: the rules'
        ``view`` for that seat, or None when the screen belongs to nobody right now."""
        seat = self.screen_seat()
        if seat is None:
            return None
        return self.table.module.view(self.state if state is None else state, seat)

    def needs_privacy(self, seat: int) -> bool:
        """The screen must be handed to `seat` behind the privacy overlay first (hidden information, and
        more than one person at the screen)."""
        hidden = bool(getattr(getattr(self.table.module, "GAME", None), "hidden_info", False))
        return hidden and self.to != seat and len(self.screen_humans) > 1
