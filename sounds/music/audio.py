"""Sample arithmetic on rendered music with numpy alone: WAV in and out, cue tails, seam figures.

The seam figures are shared by the renderer (which writes them to the manifest) and the tests (which
recompute them from the decoded OGG files): the jump across a loop's wrap-around against the body's
99.9th-percentile neighbour step, and the RMS of a window straddling the wrap against its neighbours.
"""
from __future__ import annotations

import wave
from pathlib import Path

import numpy as np

RATE = 44100
SEAM_WINDOW = 0.020  # seconds


def read_wav(path: Path) -> np.ndarray:
    """A PCM WAV (16, 24 or 32 bit) as floats in [-1, 1], shape (frames, channels)."""
    with wave.open(str(path), "rb") as f:
        width, channels, raw = f.getsampwidth(), f.getnchannels(), f.readframes(f.getnframes())
        assert f.getframerate() == RATE, f"{path}: {f.getframerate()} Hz"
    if width == 3:
        bytes3 = np.frombuffer(raw, np.uint8).reshape(-1, 3)
        data = (bytes3[:, 0].astype(np.int32) << 8 | bytes3[:, 1].astype(np.int32) << 16
                | bytes3[:, 2].astype(np.int32) << 24)
        scale = 2.0 ** 31
    else:
        data, scale = np.frombuffer(raw, {2: "<i2", 4: "<i4"}[width]), 2.0 ** (8 * width - 1)
    return (data.astype(np.float64) / scale).reshape(-1, channels)


def write_wav16(path: Path, audio: np.ndarray) -> None:
    """Floats (frames, 2) in [-1, 1] as a 16-bit stereo WAV, rounded (no clipping is allowed)."""
    ints = np.round(audio * 32767.0)
    assert np.abs(ints).max() < 32767, f"{path}: would clip"
    with wave.open(str(path), "wb") as f:
        f.setnchannels(audio.shape[1])
        f.setsampwidth(2)
        f.setframerate(RATE)
        f.writeframes(ints.astype("<i2").tobytes())


def finish_cue(audio: np.ndarray, longest: float, fade: float = 0.150, floor_db: float = -60.0) -> np.ndarray:
    """A cue without its trailing silence (below `floor_db` of its peak), at most `longest` seconds,
    its last `fade` seconds faded out."""
    level = np.abs(audio).max(axis=1)
    loud = np.nonzero(level > level.max() * 10 ** (floor_db / 20))[0]
    end = min(int(loud[-1]) + 1, int(longest * RATE))
    out = audio[:end].copy()
    n = int(fade * RATE)
    out[-n:] *= np.linspace(1.0, 0.0, n)[:, None] ** 2
    return out


def rms_db(x: np.ndarray) -> float:
    return float(10 * np.log10(np.mean(x ** 2) + 1e-20))


def seam_figures(audio: np.ndarray) -> dict[str, float]:
    """How the loop joins itself: the wrap-around jump (largest channel) against the 99.9th percentile
    of neighbour steps in the body, and the RMS (dB) of a window straddling the wrap against the
    windows just before and after it."""
    steps = np.abs(np.diff(audio, axis=0))
    half = int(SEAM_WINDOW * RATE) // 2
    wrapped = np.concatenate([audio[-3 * half:], audio[:3 * half]])
    before, seam, after = (rms_db(wrapped[k * 2 * half:(k + 1) * 2 * half]) for k in range(3))
    return {"seam_jump": float(np.abs(audio[0] - audio[-1]).max()),
            "seam_p999": float(np.percentile(steps, 99.9)),
            "seam_rms_db": seam, "before_rms_db": before, "after_rms_db": after}

