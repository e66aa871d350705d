"""Reading the machine's screen as a person would: the words on it (tesseract, German and English), and
what a WAV file of its sound card holds. Host-side helpers for the booted check."""
from __future__ import annotations

import os
import re
import struct
import subprocess
import wave


def words(png: str, rotate: int = 0, crop: tuple[int, int, int, int] | None = None) -> str:
    """The text tesseract reads on a screenshot (optionally turned back by `rotate` degrees, or cut to
    `crop` = (x, y, w, h)), lower-cased, with runs of blanks made single."""
    source = png
    if rotate or crop:
        source = png[:-4] + ".ocr.png"
        cmd = ["convert", png]
        if crop:
            x, y, w, h = crop
            cmd += ["-crop", f"{w}x{h}+{x}+{y}", "+repage"]
        if rotate:
            cmd += ["-rotate", str(rotate)]
        subprocess.run(cmd + [source], check=True)
    out = subprocess.run(["tesseract", source, "-", "-l", "deu+eng", "--psm", "3"], capture_output=True,
                         text=True).stdout
    if source != png:
        os.unlink(source)
    return re.sub(r"\s+", " ", out).strip().lower()


def has_words(text: str, *wanted: str) -> bool:
    return all(w.lower() in text for w in wanted)


def difference(a: str, b: str) -> float:
    """The share of pixels that differ between two screenshots of one size (0: the same picture)."""
    out = subprocess.run(["compare", "-metric", "AE", "-fuzz", "3%", a, b, "null:"], capture_output=True,
                         text=True)
    text = (out.stderr or out.stdout).strip().split()[0]
    w, h = (int(v) for v in subprocess.run(["identify", "-format", "%w %h", a], capture_output=True, text=True,
                                           check=True).stdout.split())
    try:
        return float(text) / (w * h)
    except ValueError:
        return 1.0


def wav_peak(path: str, from_byte: int = 0) -> tuple[float, float]:
    """(peak, RMS) of a 16-bit WAV file's samples from a byte offset on, each 0..1. QEMU's wav
    backend leaves the header's sizes at 0 while it runs, so the samples are read by offset."""
    with open(path, "rb") as f:
        data = f.read()
    if len(data) <= 44:
        return 0.0, 0.0
    try:
        with wave.open(path) as w:
            width = w.getsampwidth()
    except (wave.Error, EOFError):
        width = 2
    if width != 2:
        raise ValueError(f"{path}: {8 * width}-bit samples, expected 16")
    body = data[max(44, from_byte):]
    body = body[: len(body) - len(body) % 2]
    if not body:
        return 0.0, 0.0
    samples = struct.unpack(f"<{len(body) // 2}h", body)
    peak = max(abs(s) for s in samples) / 32768
    rms = (sum(s * s for s in samples) / len(samples)) ** 0.5 / 32768
    return peak, rms
