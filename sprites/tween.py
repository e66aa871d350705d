"""Tweens: values that move over time with easing (STYLE.md motion).

A `Tween` interpolates a float (or a tuple of floats) from `start` to `end` over
`duration` seconds with an easing curve from pytweening; its owner updates it
once per fixed step. Times are in seconds; the app's animation-speed setting
scales `dt` before it reaches here.
"""
from __future__ import annotations

from typing import Callable, Sequence

import pytweening

Number = float | tuple[float, ...]

EASINGS: dict[str, Callable[[float], float]] = {
    "linear": pytweening.linear,
    "out": pytweening.easeOutCubic,
    "in": pytweening.easeInCubic,
    "in_out": pytweening.easeInOutCubic,
    "out_back": lambda t: pytweening.easeOutBack(t, 1.4),
    "out_elastic": pytweening.easeOutElastic,
    "out_bounce": pytweening.easeOutBounce,
    "out_quad": pytweening.easeOutQuad,
}


def ease(name: str, t: float) -> float:
    """Eased progress for linear progress t in [0, 1]."""
    t = 0.0 if t <= 0.0 else 1.0 if t >= 1.0 else t
    return EASINGS[name](t)


def lerp(a: Number, b: Number, k: float) -> Number:
    """Linear interpolation between numbers or equal-length tuples of numbers."""
    if isinstance(a, tuple):
        return tuple(x + (y - x) * k for x, y in zip(a, b))  # type: ignore[arg-type]
    return a + (b - a) * k  # type: ignore[operator]


class Tween:
    """One value moving from `start` to `end`; read `.value`, check `.done`."""

    def __init__(self, start: Number, end: Number, duration: float, easing: str = "out",
                 delay: float = 0.0, on_done: Callable[[], None] | None = None) -> None:
        self.start = start
        self.end = end
        self.duration = max(1e-6, float(duration))
        self.easing = easing
        self.delay = delay
        self.elapsed = 0.0
        self.on_done = on_done
        self.done = False

    @property
    def progress(self) -> float:
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    @property
    def value(self) -> Number:
        return lerp(self.start, self.end, ease(self.easing, self.progress))

    def update(self, dt: float) -> None:
        if self.done:
            return
        self.elapsed += dt
        if self.elapsed >= self.delay + self.duration:
            self.done = True
            if self.on_done is not None:
                self.on_done()

    def finish(self) -> None:
        """Jump to the end (used to hurry animations)."""
        self.elapsed = self.delay + self.duration
        self.update(0.0)


def arc_point(a: Sequence[float], b: Sequence[float], k: float, height: float) -> tuple[float, float]:
    """Point at progress k on an arc from a to b bulging up by `height` px at the middle."""
    x = a[0] + (b[0] - a[0]) * k
    y = a[1] + (b[1] - a[1]) * k - height * 4.0 * k * (1.0 - k)
    return (x, y)
