"""How the scores are written: note names, melodies as text, chords, arpeggios and bass patterns.

A pitch is a MIDI number (``pitch("C4") == 60``); times and lengths are in beats (quarter notes in
4/4 and 3/4). A melody is a line of text such as ``"E4:1 G4:.5 r:.5 A4:2"`` (name:beats, ``r`` a
rest). A chord symbol such as ``"Am7"`` or ``"G/B"`` names its tones; ``arpeggio`` and ``bass`` lay
them out over a progression of ``(symbol, beats)``.
"""
from __future__ import annotations

from dataclasses import dataclass

_STEPS = {"C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11}
#: chord qualities as semitones above the root
_QUALITIES = {
    "": (0, 4, 7), "m": (0, 3, 7), "7": (0, 4, 7, 10), "m7": (0, 3, 7, 10), "maj7": (0, 4, 7, 11),
    "sus4": (0, 5, 7), "sus2": (0, 2, 7), "add9": (0, 4, 7, 14), "6": (0, 4, 7, 9), "m6": (0, 3, 7, 9),
    "dim": (0, 3, 6),
}


@dataclass(frozen=True)
class Note:
    """One note: when it starts and how long it lasts (beats), which key, how hard (1-127)."""

    start: float
    beats: float
    pitch: int
    velocity: int


def pitch(name: str) -> int:
    """The MIDI number of a name like ``C4`` (60), ``F#3`` or ``Bb5``."""
    letter, rest = name[0].upper(), name[1:]
    shift = 0
    while rest and rest[0] in "#b":
        shift += 1 if rest[0] == "#" else -1
        rest = rest[1:]
    return 12 * (int(rest) + 1) + _STEPS[letter] + shift


def melody(text: str, start: float = 0.0, velocity: int = 80) -> list[Note]:
    """The notes of a line ``"name:beats ..."``; ``r`` is a rest, ``name:beats:vel`` sets a velocity."""
    notes, at = [], start
    for word in text.split():
        parts = word.split(":")
        beats = float(parts[1]) if len(parts) > 1 else 1.0
        if parts[0] != "r":
            vel = int(parts[2]) if len(parts) > 2 else velocity
            notes.append(Note(at, beats, pitch(parts[0]), vel))
        at += beats
    return notes


def line_length(text: str) -> float:
    """How many beats a melody line lasts, rests included."""
    return sum(float(w.split(":")[1]) if ":" in w else 1.0 for w in text.split())


def chord_root(symbol: str) -> tuple[int, tuple[int, ...], int]:
    """(root pitch class, quality intervals, bass pitch class) of a symbol like ``F#m7`` or ``C/E``."""
    body, _, over = symbol.partition("/")
    size = 2 if len(body) > 1 and body[1] in "#b" else 1
    root = (_STEPS[body[0]] + (0 if size == 1 else (1 if body[1] == "#" else -1))) % 12
    quality = _QUALITIES[body[size:]]
    bass_pc = root if not over else pitch(over + "0") % 12
    return root, quality, bass_pc


def voicing(symbol: str, low: int, count: int) -> list[int]:
    """`count` chord tones of `symbol` climbing from the first one at or above pitch `low`."""
    root, quality, _ = chord_root(symbol)
    classes = sorted({(root + i) % 12 for i in quality})
    out, p = [], low
    while len(out) < count:
        if p % 12 in classes:
            out.append(p)
        p += 1
    return out


def block(progression: list[tuple[str, float]], low: int, count: int, velocity: int,
          start: float = 0.0) -> list[Note]:
    """Each chord of the progression held for its length, `count` tones from `low` up."""
    notes, at = [], start
    for symbol, beats in progression:
        notes += [Note(at, beats, p, velocity) for p in voicing(symbol, low, count)]
        at += beats
    return notes


def arpeggio(progression: list[tuple[str, float]], low: int, order: list[int], step: float,
             velocity: int, start: float = 0.0, hold: float = 1.0) -> list[Note]:
    """Each chord broken in the `order` of its tones (indices into a voicing from `low`), one every
    `step` beats, repeated to fill the chord; each tone rings `hold` steps."""
    notes, at = [], start
    for symbol, beats in progression:
        tones = voicing(symbol, low, max(order) + 1)
        for k in range(round(beats / step)):
            accent = 8 if k == 0 else 0
            notes.append(Note(at + k * step, step * hold, tones[order[k % len(order)]], velocity + accent))
        at += beats
    return notes


def bass(progression: list[tuple[str, float]], low: int, pattern: list[tuple[float, float, int]],
         velocity: int, start: float = 0.0) -> list[Note]:
    """A bass under each chord: `pattern` is (offset, beats, 0 root | 1 fifth | 2 octave) per note,
    offsets within the chord; the root is the chord's bass note (``C/E`` plays E) from `low` up."""
    notes, at = [], start
    for symbol, beats in progression:
        root_pc, _, bass_pc = chord_root(symbol)
        base = low + (bass_pc - low) % 12
        fifth = low + (root_pc + 7 - low) % 12
        for offset, length, degree in pattern:
            if offset < beats:
                p = (base, fifth, base + 12)[degree]
                notes.append(Note(at + offset, min(length, beats - offset), p, velocity))
        at += beats
    return notes


def stabs(progression: list[tuple[str, float]], low: int, count: int, offsets: list[float],
          beats: float, velocity: int, start: float = 0.0) -> list[Note]:
    """Short chords (`count` tones from `low`) at the given `offsets` within each chord, `beats` long."""
    notes, at = [], start
    for symbol, length in progression:
        tones = voicing(symbol, low, count)
        notes += [Note(at + off, beats, p, velocity) for off in offsets if off < length for p in tones]
        at += length
    return notes


def progression(text: str, meter: int) -> list[tuple[str, float]]:
    """Chords one bar each (``"Dm C G A"``); ``Em7,A`` shares a bar equally between its chords."""
    out = []
    for bar in text.split():
        chords = bar.split(",")
        out += [(symbol, meter / len(chords)) for symbol in chords]
    return out


def triads(progression: list[tuple[str, float]]) -> list[tuple[str, float]]:
    """The progression with sevenths, sixths and ninths left out (``Fmaj7`` -> ``F``, ``Dm7/A`` ->
    ``Dm/A``): for a close-voiced part that should not rub a semitone against itself."""
    out = []
    for symbol, beats in progression:
        body, slash, over = symbol.partition("/")
        for extension in ("maj7", "m7", "m6", "add9", "7", "6"):
            if body.endswith(extension):
                body = body[: -len(extension)] + ("m" if extension.startswith("m") and extension != "maj7" else "")
                break
        out.append((body + slash + over, beats))
    return out
