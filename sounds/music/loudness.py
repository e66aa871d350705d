"""Loudness of the music and of the effects it plays under (ITU-R BS.1770 via pyloudnorm), and peaks.

Used by the renderer only (pyloudnorm and scipy are render-time needs, see requirements-render.txt).
An effect's figure is its loudest momentary (400 ms) loudness, padded to 3 s with silence when
shorter; the music's target sits a chosen margin under the median of those figures.
"""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pyloudnorm
from scipy.signal import resample_poly

from sounds.music.audio import RATE, read_wav

MOMENTARY = 0.400  # seconds


def integrated(audio: np.ndarray) -> float:
    """Integrated loudness (LUFS) of floats shaped (frames, channels)."""
    return float(pyloudnorm.Meter(RATE).integrated_loudness(audio))


def max_momentary(audio: np.ndarray) -> float:
    """The loudest 400 ms window's loudness (LUFS), windows every 10 ms, padded to 3 s."""
    if len(audio) < 3 * RATE:
        audio = np.concatenate([audio, np.zeros((3 * RATE - len(audio), audio.shape[1]))])
    meter = pyloudnorm.Meter(RATE)
    weighted = audio.copy()
    for ch in range(audio.shape[1]):
        for stage in meter._filters.values():  # the K-weighting pre-filter and high-pass
            weighted[:, ch] = stage.apply_filter(weighted[:, ch])
    n, hop = int(MOMENTARY * RATE), RATE // 100
    sums = np.concatenate([np.zeros((1, audio.shape[1])), np.cumsum(weighted ** 2, axis=0)])
    power = ((sums[n::hop] - sums[:-n:hop]) / n).sum(axis=1)  # channel weights 1.0 (L, R, mono)
    return float(-0.691 + 10 * np.log10(power.max()))


def true_peak_dbfs(audio: np.ndarray) -> float:
    """The inter-sample peak (4x oversampled, as BS.1770 suggests) in dBFS."""
    over = resample_poly(audio, 4, 1, axis=0)
    return float(20 * np.log10(np.abs(over).max()))


def effects(folder: Path) -> dict[str, float]:
    """Each effect WAV of `folder` by name -> its loudest momentary loudness (LUFS)."""
    return {p.stem: round(max_momentary(read_wav(p)), 2) for p in sorted(folder.glob("*.wav"))}
