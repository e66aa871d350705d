"""Synthesize Kastell's sound effects from code and write them as WAV files.

This module owns the *content* of every effect in ``sounds/``: each effect is
built here from the Python standard library alone (``math``, ``array``,
``wave`` and ``random.Random`` with a fixed seed), so running it twice writes
byte-identical files and nothing is ever downloaded.  Playback belongs to
``sounds.manager``.

The palette follows STYLE.md "Sound": short and warm, never shrill.  Hits
are modal syntheses (a short contact pulse ringing a few damped resonators)
plus filtered noise; the fanfare is a small band-limited brass section.
Dice are normalised loudest (about -3 dBFS peak); everything else sits lower.

Run from the project root::

    python -m sounds.make_sounds        # or: python sounds/make_sounds.py

Output: 16-bit mono 44100 Hz WAV files next to this script.  Nothing runs at
import time.
"""

from __future__ import annotations

import array
import math
import random
import sys
import wave
from pathlib import Path
from typing import Callable, Dict, List, Optional, Sequence, Tuple

SR = 44100
LEAD = 44  # ~1 ms of silence before a hit so every file starts from exact zero
SEED = 0x4B415354  # "KAST"; every effect derives its own Random from it.
TWO_PI = 2.0 * math.pi

Signal = List[float]
Mode = Tuple[float, float, float]  # (frequency Hz, decay time constant s, amplitude)


# ---------------------------------------------------------------- primitives

def _n(seconds: float) -> int:
    return int(round(seconds * SR))


def _rng(salt: int) -> random.Random:
    return random.Random(SEED * 1000 + salt)


def _db(db: float) -> float:
    return 10.0 ** (db / 20.0)


def _mix(dst: Signal, src: Sequence[float], offset: int = 0, gain: float = 1.0) -> None:
    """Add ``src * gain`` into ``dst`` starting at ``offset`` (clipped to dst)."""
    end = min(len(dst), offset + len(src))
    for i in range(max(0, offset), end):
        dst[i] += gain * src[i - offset]


def _noise(rng: random.Random, n: int) -> Signal:
    r = rng.random
    return [2.0 * r() - 1.0 for _ in range(n)]


def _decay(x: Signal, tau: float, attack: float = 0.0, start: int = 0) -> Signal:
    """Multiply by a raised-cosine attack then exponential decay (in place)."""
    k = math.exp(-1.0 / (tau * SR))
    na = _n(attack)
    g = 1.0
    for i in range(start, len(x)):
        j = i - start
        if j < na:
            x[i] *= 0.5 - 0.5 * math.cos(math.pi * j / na)
        else:
            x[i] *= g
            g *= k
    for i in range(min(start, len(x))):
        x[i] = 0.0
    return x


def _one_pole_lp(x: Sequence[float], cutoff: float) -> Signal:
    a = math.exp(-TWO_PI * cutoff / SR)
    b = 1.0 - a
    y = 0.0
    out = [0.0] * len(x)
    for i, s in enumerate(x):
        y = b * s + a * y
        out[i] = y
    return out


def _one_pole_hp(x: Sequence[float], cutoff: float) -> Signal:
    low = _one_pole_lp(x, cutoff)
    return [s - l for s, l in zip(x, low)]


def _biquad(x: Sequence[float], coeffs: Tuple[float, float, float, float, float]) -> Signal:
    b0, b1, b2, a1, a2 = coeffs
    x1 = x2 = y1 = y2 = 0.0
    out = [0.0] * len(x)
    for i, s in enumerate(x):
        y = b0 * s + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, s, y1, y
        out[i] = y
    return out


def _bandpass(freq: float, q: float) -> Tuple[float, float, float, float, float]:
    """RBJ cookbook band-pass, 0 dB peak gain."""
    w = TWO_PI * freq / SR
    alpha = math.sin(w) / (2.0 * q)
    a0 = 1.0 + alpha
    return (alpha / a0, 0.0, -alpha / a0, -2.0 * math.cos(w) / a0, (1.0 - alpha) / a0)


def _lowpass(freq: float, q: float = 0.707) -> Tuple[float, float, float, float, float]:
    """RBJ cookbook low-pass."""
    w = TWO_PI * freq / SR
    alpha = math.sin(w) / (2.0 * q)
    c = math.cos(w)
    a0 = 1.0 + alpha
    return ((1 - c) / 2 / a0, (1 - c) / a0, (1 - c) / 2 / a0, -2 * c / a0, (1 - alpha) / a0)


def _swept_bandpass(x: Sequence[float], centre: Callable[[float], float], q: float,
                    block: int = 32) -> Signal:
    """Band-pass whose centre frequency follows ``centre(t)``; coefficients per block."""
    x1 = x2 = y1 = y2 = 0.0
    out = [0.0] * len(x)
    for start in range(0, len(x), block):
        b0, _, b2, a1, a2 = _bandpass(centre(start / SR), q)
        for i in range(start, min(start + block, len(x))):
            s = x[i]
            y = b0 * s + b2 * x2 - a1 * y1 - a2 * y2
            x2, x1, y2, y1 = x1, s, y1, y
            out[i] = y
    return out


def _modes(excitation: Sequence[float], modes: Sequence[Mode]) -> Signal:
    """Ring a bank of two-pole resonators (damped sines) with ``excitation``."""
    n = len(excitation)
    out = [0.0] * n
    for freq, tau, amp in modes:
        w = TWO_PI * freq / SR
        r = math.exp(-1.0 / (tau * SR))
        c1 = 2.0 * r * math.cos(w)
        c2 = -r * r
        g = amp * math.sin(w)
        y1 = y2 = 0.0
        for i in range(n):
            y = g * excitation[i] + c1 * y1 + c2 * y2
            out[i] += y
            y2 = y1
            y1 = y
    return out


def _pulse(n: int, width_s: float, at: int = 0) -> Signal:
    """Half-sine contact pulse of unit area: shorter contact = brighter hit."""
    w = max(2, _n(width_s))
    peak = math.pi / (2.0 * w)
    x = [0.0] * n
    for j in range(w):
        if 0 <= at + j < n:
            x[at + j] = peak * math.sin(math.pi * (j + 0.5) / w)
    return x


def _saturate(x: Signal, drive: float) -> Signal:
    """Light tanh saturation, unity gain for small signals."""
    peak = max((abs(s) for s in x), default=0.0) or 1.0
    k = drive / peak
    return [math.tanh(k * s) / k for s in x]


def _finish(x: Signal, peak_db: float, fade_in: float = 0.001, fade_out: float = 0.008) -> Signal:
    """Raised-cosine fade in/out (no clicks) then normalise to ``peak_db`` dBFS."""
    n = len(x)
    fi = min(_n(fade_in), n // 2)
    fo = min(_n(fade_out), n // 2)
    for j in range(fi):
        x[j] *= 0.5 - 0.5 * math.cos(math.pi * j / fi)
    for j in range(fo):
        x[n - 1 - j] *= 0.5 - 0.5 * math.cos(math.pi * j / fo)
    peak = max((abs(s) for s in x), default=0.0)
    if peak > 0.0:
        g = _db(peak_db) / peak
        x = [s * g for s in x]
    return x


# ------------------------------------------------------------- shared voices

_DIE_MODES: Dict[str, List[Mode]] = {
    # die on the wooden tray: bright body modes plus a little tray ring
    "wood": [(1980, 0.011, 1.0), (3270, 0.007, 0.55), (4410, 0.004, 0.30),
             (540, 0.014, 0.40), (910, 0.010, 0.30)],
    # die on die: two hard small bodies, higher and shorter
    "die": [(2480, 0.008, 1.0), (3720, 0.005, 0.55), (4900, 0.003, 0.25),
            (1640, 0.007, 0.35)],
    # die on felt: muffled, lower, with a soft thump
    "felt": [(1520, 0.008, 1.0), (2390, 0.005, 0.50), (3350, 0.003, 0.20),
             (270, 0.014, 0.45), (640, 0.009, 0.35)],
}


def _die_hit(rng: random.Random, kind: str, seconds: float, detune: float = 0.0) -> Signal:
    """One die impact: contact pulse -> modal bank, plus a short noise tick."""
    n = _n(seconds)
    contact = {"wood": 0.00018, "die": 0.0001, "felt": 0.0004}[kind]
    if detune:
        contact *= rng.uniform(0.8, 1.3)
    modes = [(f * (1.0 + rng.uniform(-detune, detune)), tau, amp)
             for f, tau, amp in _DIE_MODES[kind]]
    out = _modes(_pulse(n, contact, at=LEAD), modes)
    tick = _decay(_noise(rng, n), 0.0025 if kind != "felt" else 0.004, attack=0.0006,
                  start=LEAD)
    tick = _biquad(tick, _bandpass(3000 if kind != "felt" else 1500, 0.9))
    level = {"wood": 0.22, "die": 0.18, "felt": 0.28}[kind]
    _mix(out, tick, 0, level)
    return out


def _flick(rng: random.Random, seconds: float) -> Signal:
    """A paper flick: band-limited noise snap plus the card's stiff flutter."""
    n = _n(seconds)
    snap = _decay(_noise(rng, n), 0.010, attack=0.0015, start=LEAD)
    snap = _biquad(_one_pole_hp(snap, 1200), _bandpass(3100, 0.7))
    grain = _decay(_noise(rng, n), 0.005, attack=0.001, start=_n(0.022))
    grain = _biquad(grain, _bandpass(2400, 1.2))
    flutter = _modes(_pulse(n, 0.0008, at=LEAD), [(930, 0.008, 0.5), (1720, 0.006, 0.35)])
    out = [0.0] * n
    _mix(out, snap, 0, 1.0)
    _mix(out, grain, 0, 0.35)
    _mix(out, flutter, 0, 0.06)
    return _biquad(out, _lowpass(5500, 0.6))


# ------------------------------------------------------------------- effects

def click() -> Signal:
    """Soft UI click: a tiny wooden tick, ~40 ms."""
    n = _n(0.040)
    x = _modes(_pulse(n, 0.0004, at=LEAD),
               [(1650, 0.0050, 1.0), (2900, 0.0030, 0.35), (640, 0.0075, 0.45)])
    return _finish(_one_pole_lp(x, 6000), -15.0, fade_out=0.006)


def dice1() -> Signal:
    """Die on the wooden tray, ~90 ms."""
    rng = _rng(11)
    x = _die_hit(rng, "wood", 0.090)
    return _finish(_saturate(_one_pole_lp(x, 7500), 1.2), -3.0)


def dice2() -> Signal:
    """Die clipping another die then the tray: a double knock, ~110 ms."""
    rng = _rng(12)
    n = _n(0.110)
    x = _die_hit(rng, "die", 0.110)
    _mix(x, _die_hit(rng, "wood", 0.090, detune=0.04), _n(0.019), 0.55)
    return _finish(_saturate(_one_pole_lp(x, 7500), 1.2), -3.0)[:n]


def dice3() -> Signal:
    """Die landing on felt: duller knock with a soft thump, ~70 ms."""
    rng = _rng(13)
    x = _die_hit(rng, "felt", 0.070)
    return _finish(_saturate(_one_pole_lp(x, 6500), 1.2), -3.0)


def dice_rattle() -> Signal:
    """A handful of dice thrown: bounces, die-on-die clicks, settling, ~0.6 s."""
    rng = _rng(14)
    n = _n(0.600)
    out = [0.0] * n
    hit_len = 0.045
    for _die in range(4):
        t = rng.uniform(0.0, 0.05)
        gap = rng.uniform(0.075, 0.12)
        amp = rng.uniform(0.7, 1.0)
        while amp > 0.06 and t < 0.52:
            kind = "wood" if rng.random() < 0.6 else "felt"
            _mix(out, _die_hit(rng, kind, hit_len, detune=0.08), _n(t), amp)
            t += gap * rng.uniform(0.8, 1.2)
            gap *= 0.72
            amp *= rng.uniform(0.5, 0.7)
    for _ in range(7):  # dice clipping each other mid-flight and while rolling
        _mix(out, _die_hit(rng, "die", 0.03, detune=0.1), _n(rng.uniform(0.02, 0.38)),
             rng.uniform(0.2, 0.5))
    for _ in range(6):  # edge-rolls settling
        _mix(out, _die_hit(rng, "felt", 0.03, detune=0.1), _n(rng.uniform(0.30, 0.52)),
             rng.uniform(0.05, 0.14))
    rumble = _decay(_noise(rng, n), 0.16, attack=0.03)
    _mix(out, _biquad(rumble, _lowpass(900, 0.6)), 0, 0.05)
    out = _one_pole_lp(out, 7500)
    return _finish(_saturate(out, 1.3), -3.5, fade_out=0.02)


def card() -> Signal:
    """Paper flick, ~80 ms."""
    return _finish(_flick(_rng(21), 0.080), -11.0)


def card_deal() -> Signal:
    """A card slid off the deck then flicked down, ~150 ms."""
    rng = _rng(22)
    n = _n(0.150)
    slide_end = 0.105
    ns = _n(slide_end)
    slide = _noise(rng, n)
    # friction texture: slow random amplitude jitter under a rising swell
    jitter = _one_pole_lp(_noise(rng, n), 180)
    for i in range(n):
        t = i / SR
        swell = math.sin(0.5 * math.pi * min(1.0, t / slide_end)) ** 2 if t < slide_end else \
            math.exp(-(t - slide_end) / 0.006)
        slide[i] *= swell * (0.7 + 3.0 * jitter[i])
    slide = _swept_bandpass(slide, lambda t: 900.0 + 1400.0 * min(1.0, t / slide_end), 1.1)
    out = [0.0] * n
    _mix(out, slide, 0, 0.45)
    at = ns - _n(0.004)  # the flick lands just as the slide ends
    _mix(out, _flick(rng, (n - at) / SR), at, 1.0)
    return _finish(_one_pole_lp(out, 7000), -11.0, fade_in=0.004)


def roof() -> Signal:
    """Wooden roof piece set down: hollow clack, ~150 ms."""
    rng = _rng(31)
    n = _n(0.150)
    modes = [(780, 0.030, 1.0), (1245, 0.020, 0.55), (2060, 0.012, 0.35),
             (3110, 0.007, 0.20), (335, 0.040, 0.55)]  # last: hollow cavity
    x = _modes(_pulse(n, 0.0004, at=LEAD), modes)
    tick = _biquad(_decay(_noise(rng, n), 0.003, attack=0.0005, start=LEAD),
                   _bandpass(2500, 0.8))
    _mix(x, tick, 0, 0.25)
    return _finish(_saturate(_one_pole_lp(x, 6000), 1.4), -7.0, fade_out=0.015)


def disc() -> Signal:
    """Heavier wooden disc dropped on the board: thud with a woody ring, ~200 ms."""
    rng = _rng(32)
    n = _n(0.200)
    modes = [(165, 0.055, 1.0), (410, 0.038, 0.65), (860, 0.022, 0.40),
             (1510, 0.012, 0.22), (2380, 0.006, 0.10)]
    x = _modes(_pulse(n, 0.0012, at=LEAD), modes)
    thump = _biquad(_decay(_noise(rng, n), 0.008, attack=0.001, start=LEAD),
                    _lowpass(500, 0.7))
    _mix(x, thump, 0, 0.3)
    return _finish(_saturate(_one_pole_lp(x, 4500), 1.4), -9.0, fade_out=0.02)


def error() -> Signal:
    """Illegal action: a low, soft, muffled wooden "tock", ~120 ms."""
    rng = _rng(41)
    n = _n(0.120)
    modes = [(220, 0.030, 1.0), (470, 0.018, 0.50), (820, 0.009, 0.20)]
    x = _modes(_pulse(n, 0.0022, at=LEAD), modes)
    thump = _biquad(_decay(_noise(rng, n), 0.006, attack=0.0015, start=LEAD),
                    _lowpass(700, 0.7))
    _mix(x, thump, 0, 0.15)
    return _finish(_one_pole_lp(x, 2200), -11.0, fade_out=0.015)


def whoosh() -> Signal:
    """Soft air whoosh for menu transitions, ~250 ms."""
    rng = _rng(51)
    n = _n(0.250)
    dur = n / SR
    peak_t = 0.55 * dur

    def env(t: float) -> float:
        u = t / peak_t if t < peak_t else 1.0 - (t - peak_t) / (dur - peak_t)
        return max(0.0, math.sin(0.5 * math.pi * u)) ** 2

    x = _noise(rng, n)
    for i in range(n):
        x[i] *= env(i / SR)
    x = _swept_bandpass(x, lambda t: 350.0 + 1100.0 * env(t), 0.8)
    x = _one_pole_lp(x, 3000)
    return _finish(x, -14.0, fade_in=0.005, fade_out=0.01)


def pop() -> Signal:
    """Small bubbly pop for badges and toasts, ~80 ms."""
    rng = _rng(61)
    n = _n(0.080)
    x = [0.0] * n
    ph = 0.0
    amp = 1.0
    k = math.exp(-1.0 / (0.016 * SR))
    attack = _n(0.0015)
    for i in range(LEAD, n):
        j = i - LEAD
        f = 640.0 * (1.0 + 12.0 * j / SR)  # a bubble's pitch rises as it rings out
        ph += TWO_PI * f / SR
        rise = 0.5 - 0.5 * math.cos(math.pi * j / attack) if j < attack else 1.0
        x[i] = rise * amp * (math.sin(ph) + 0.12 * math.sin(2.0 * ph))
        amp *= k
    tick = _biquad(_decay(_noise(rng, n), 0.0012, attack=0.0004, start=LEAD),
                   _bandpass(2200, 1.0))
    _mix(x, tick, 0, 0.25)
    return _finish(_one_pole_lp(x, 5000), -13.0, fade_out=0.01)


def _brass_table(size: int = 4096, harm: int = 16) -> List[float]:
    """One cycle of a brass-like wave (16 harmonics falling as 1/k^0.85), peak 1, its first sample
    repeated at the end for interpolation."""
    table = [sum(math.sin(TWO_PI * k * i / size) / k ** 0.85 for k in range(1, harm + 1))
             for i in range(size)]
    tpeak = max(abs(v) for v in table)
    table = [v / tpeak for v in table]
    table.append(table[0])
    return table


def _brass_note(out: Signal, table: Sequence[float], rng: random.Random, freq: float, start: float,
                hold: float, level: float, release: float = 0.07, vib_delay: float = 0.25) -> None:
    """One brass note mixed into `out`: a lip scoop up into the pitch, a late vibrato, and a low-pass
    whose brightness follows the loudness."""
    n = len(out)
    size = len(table) - 1
    i0 = _n(start)
    length = min(n - i0, _n(hold + 6 * release))
    cents = rng.uniform(-3.0, 3.0)
    f0 = freq * 2.0 ** (cents / 1200.0)
    vib_rate = rng.uniform(5.0, 5.6)
    attack = 0.035
    ph = rng.random()
    lp1 = lp2 = 0.0
    a = 0.0
    rel_k = math.exp(-1.0 / (release * SR))
    rel_g = 1.0
    for j in range(length):
        t = j / SR
        if t < attack:
            env = 0.5 - 0.5 * math.cos(math.pi * t / attack)
            env *= 1.1
        elif t < hold:
            env = 0.85 + 0.25 * math.exp(-(t - attack) / 0.08)
        else:
            rel_g *= rel_k
            env = 0.85 * rel_g
        scoop = -0.012 * math.exp(-t / 0.025)  # lip up into the pitch
        vib = 0.0
        if t > vib_delay:
            depth = 0.0035 * min(1.0, (t - vib_delay) / 0.3)
            vib = depth * math.sin(TWO_PI * vib_rate * t)
        ph += f0 * (1.0 + scoop + vib) / SR
        ph -= int(ph)
        pos = ph * size
        k = int(pos)
        s = table[k] + (table[k + 1] - table[k]) * (pos - k)
        if j % 8 == 0:  # brightness follows loudness: the brass "bwah"
            a = math.exp(-TWO_PI * (350.0 + 2600.0 * env * env) / SR)
        lp1 = s + a * (lp1 - s)
        lp2 = lp1 + a * (lp2 - lp1)
        out[i0 + j] += level * env * lp2


def _warm_room(out: Sequence[float]) -> Signal:
    """A small warm room: three damped feedback combs; the wet signal alone."""
    n = len(out)
    wet = [0.0] * n
    for delay, fb in ((1116, 0.50), (1277, 0.47), (1491, 0.44)):
        buf = [0.0] * delay
        lp = 0.0
        idx = 0
        for i in range(n):
            d = buf[idx]
            lp = d + 0.35 * (lp - d)
            buf[idx] = out[i] + fb * lp
            idx = idx + 1 if idx + 1 < delay else 0
            wet[i] += d
    return wet


def fanfare() -> Signal:
    """Win fanfare: brass arpeggio G3-C4-E4-G4 into a held C major chord, 2.0 s."""
    rng = _rng(71)
    n = _n(2.0)
    table = _brass_table()
    out = [0.0] * n

    def note(freq: float, start: float, hold: float, level: float,
             release: float = 0.07, vib_delay: float = 0.25) -> None:
        _brass_note(out, table, rng, freq, start, hold, level, release, vib_delay)

    g3, c3, c4, e4, g4, c5 = 196.00, 130.81, 261.63, 329.63, 392.00, 523.25
    step = 0.13
    note(g3, 0.0 * step, 0.10, 0.9, vib_delay=1.0)
    note(c4, 1.0 * step, 0.10, 0.9, vib_delay=1.0)
    note(e4, 2.0 * step, 0.10, 0.9, vib_delay=1.0)
    note(g4, 3.0 * step, 0.15, 0.9, vib_delay=1.0)
    chord_at = 4.0 * step + 0.05
    hold = 0.95
    for f, lvl in ((c3, 0.45), (c4, 0.6), (e4, 0.55), (g4, 0.55), (c5, 0.7)):
        note(f, chord_at, hold, lvl, release=0.25)

    wet = _warm_room(out)
    mixed = [o + 0.12 * w for o, w in zip(out, wet)]
    mixed = _saturate(mixed, 1.1)
    # let the end of the chord die away smoothly to silence at 2.0 s
    fade = _n(0.40)
    for j in range(fade):
        mixed[n - fade + j] *= 0.5 + 0.5 * math.cos(math.pi * j / fade)
    return _finish(mixed, -10.0, fade_in=0.005, fade_out=0.01)


EFFECTS: Dict[str, Callable[[], Signal]] = {
    "click": click,
    "dice1": dice1,
    "dice2": dice2,
    "dice3": dice3,
    "dice_rattle": dice_rattle,
    "card": card,
    "card_deal": card_deal,
    "roof": roof,
    "disc": disc,
    "fanfare": fanfare,
    "error": error,
    "whoosh": whoosh,
    "pop": pop,
}


# -------------------------------------------------------------------- output

def to_pcm16(samples: Sequence[float]) -> bytes:
    """Clamp to [-1, 1] and quantise to little-endian signed 16-bit."""
    pcm = array.array("h", (int(round(max(-1.0, min(1.0, s)) * 32767.0)) for s in samples))
    if sys.byteorder == "big":
        pcm.byteswap()
    return pcm.tobytes()


def write_wav(path: Path, samples: Sequence[float]) -> None:
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(SR)
        w.writeframes(to_pcm16(samples))


def stats(samples: Sequence[float]) -> Tuple[float, float, float]:
    """(duration s, peak dBFS, RMS dBFS) of a float signal."""
    n = len(samples) or 1
    peak = max((abs(s) for s in samples), default=0.0)
    rms = math.sqrt(sum(s * s for s in samples) / n)
    to_db = lambda v: 20.0 * math.log10(v) if v > 0 else float("-inf")  # noqa: E731
    return len(samples) / SR, to_db(peak), to_db(rms)


def main(folder: Optional[Path] = None, quiet: bool = False) -> Dict[str, Path]:
    """Render every effect in ``EFFECTS`` to ``folder`` (default: this directory)."""
    folder = Path(folder) if folder is not None else Path(__file__).resolve().parent
    folder.mkdir(parents=True, exist_ok=True)
    written: Dict[str, Path] = {}
    for name, fn in EFFECTS.items():
        samples = fn()
        path = folder / f"{name}.wav"
        write_wav(path, samples)
        written[name] = path
        if not quiet:
            dur, peak, rms = stats(samples)
            print(f"{name + '.wav':<16} {dur:6.3f} s  peak {peak:6.1f} dBFS  rms {rms:6.1f} dBFS")
    return written


if __name__ == "__main__":
    main()
