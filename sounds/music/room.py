"""The hall the music plays in: a fixed, time-invariant convolution reverb made from seeded noise.

FluidSynth's own reverb modulates its delay lines, so two identical repetitions of a loop come out
slightly different through it, and the loop could not be cut seamlessly; the renderer therefore
asks FluidSynth for a dry signal and adds this hall, a linear time-invariant filter (the same input
gives the same output wherever it falls in time). Its impulse response is decorrelated noise per
channel under an exponential decay, its highs dying sooner than its lows, after a short pre-delay.
"""
from __future__ import annotations

import numpy as np
from scipy.signal import fftconvolve, lfilter

from sounds.music.audio import RATE

PRE_DELAY = 0.018  # seconds
LOW_RT60, HIGH_RT60 = 1.9, 0.7  # seconds to fall by 60 dB
LENGTH = 2.4  # seconds of impulse response


def impulse_response(seed: int = 7) -> np.ndarray:
    """The hall's stereo impulse response, (frames, 2), each channel of unit energy."""
    rng = np.random.default_rng(seed)
    n = int(LENGTH * RATE)
    t = np.arange(n) / RATE
    out = np.zeros((n + int(PRE_DELAY * RATE), 2))
    for ch in range(2):
        noise = rng.standard_normal(n)
        low = lfilter([0.06], [1.0, -0.94], noise)  # one-pole low-pass, about 400 Hz
        high = noise - low
        tail = low * 10 ** (-3 * t / LOW_RT60) + 0.35 * high * 10 ** (-3 * t / HIGH_RT60)
        tail *= np.minimum(1.0, t / 0.012)  # a soft onset, no click at the start of the tail
        out[-n:, ch] = tail / np.sqrt(np.sum(tail ** 2))
    return out


def in_the_hall(dry: np.ndarray, wet: float) -> np.ndarray:
    """`dry` (frames, 2) plus `wet` times its convolution with the hall, the tail cut to `dry`'s length."""
    ir = impulse_response()
    tail = np.stack([fftconvolve(dry[:, ch], ir[:, ch])[:len(dry)] for ch in range(2)], axis=1)
    return dry + wet * tail
