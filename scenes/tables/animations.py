"""The animation queue of a table: what still plays before the board may show the rules' latest state.

A table puts each animation that carries a move onto the board (a roof falling, a card flying to a
column, a disc flying to a tower) into its queue. An animation has `update(dt)` and `done`; the queue
advances them and hands back the ones that finished. While the queue holds anything the match waits
(`TableScene.busy`) and the board keeps showing the state from before; when the last one lands the
table catches up (`TableScene.catch_up`).
"""
from __future__ import annotations

from typing import Iterator, Protocol


class Animation(Protocol):
    done: bool

    def update(self, dt: float) -> None: ...


class TweenAnimation:
    """An animation carried by one tween (`self.tween`, set by the subclass): a roof falling, a disc flying."""

    tween = None

    def update(self, dt: float) -> None:
        self.tween.update(dt)

    @property
    def done(self) -> bool:
        return self.tween.done


class AnimationQueue:
    def __init__(self) -> None:
        self._playing: list = []

    def add(self, animation: Animation) -> None:
        self._playing.append(animation)

    def update(self, dt: float) -> list:
        """Advance every animation; returns those that finished now, in the order they were added."""
        finished = []
        for animation in list(self._playing):
            animation.update(dt)
            if animation.done:
                self._playing.remove(animation)
                finished.append(animation)
        return finished

    def clear(self) -> None:
        self._playing.clear()

    def __bool__(self) -> bool:
        return bool(self._playing)

    def __len__(self) -> int:
        return len(self._playing)

    def __iter__(self) -> Iterator:
        return iter(list(self._playing))
