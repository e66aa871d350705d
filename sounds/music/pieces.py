"""The seven pieces of Kastell's music, composed as notes: the title theme, one loop per table, two cues.

Each function returns a ``Piece``; ``PIECES`` names them by the file they become. The loops are
16 or 32 bars (an A and a B section, or A A' B A) whose last bar leads back to the first; melodies
keep to about C4-C6, basses to C2-C3, drums are left out but for one soft woodblock.
"""
from __future__ import annotations

from typing import Callable

from sounds.music.notation import arpeggio, bass, block, line_length, melody, pitch, progression, stabs, triads
from sounds.music.score import Piece, Track

# General MIDI programs (0-based) used here
HARP, NYLON, STEEL, STRINGS, SLOW_STRINGS, PIZZICATO, CONTRABASS = 46, 24, 25, 48, 49, 45, 43
ACOUSTIC_BASS, HORN, BRASS, TIMPANI, FLUTE, RECORDER = 32, 60, 61, 47, 73, 74
CLARINET, BASSOON, MARIMBA = 71, 70, 12


def lines(*texts: str, start: float = 0.0, velocity: int = 80) -> list:
    """Melody lines played one after the other from `start`."""
    notes, at = [], start
    for text in texts:
        notes += melody(text, at, velocity)
        at += line_length(text)
    return notes


def title() -> Piece:
    """The cabinet's theme in D major, 100 BPM, 16 bars: a horn tune (A) answered by flute (B)."""
    chords = progression("D G D/F# A Bm G Em7,A D  G A F#m Bm G A Bm,G Em7,A7", 4)
    horn = lines("A4:1.5 F#4:.5 A4:1 D5:1", "B4:1.5 A4:.5 G4:1 B4:1", "A4:1 F#4:1 D4:.5 E4:.5 F#4:1",
                 "E4:1.5 F#4:.5 A4:2", "B4:1.5 C#5:.5 D5:1 B4:1", "D5:1.5 B4:.5 G4:1 B4:1",
                 "B4:1 G4:.5 E4:.5 A4:1 C#5:1", "D5:3 r:1", velocity=76)
    flute = lines("D5:1.5 E5:.5 D5:1 B4:1", "C#5:1.5 D5:.5 E5:2", "F#5:1.5 E5:.5 C#5:1 A4:1",
                  "B4:1.5 C#5:.5 D5:2", "G5:1.5 F#5:.5 D5:1 B4:1", "C#5:1.5 B4:.5 A4:1 E5:1",
                  "D5:1 F#5:1 D5:1 B4:1", "E5:1 D5:.5 B4:.5 C#5:1 A4:1", start=32, velocity=74)
    # in the B section the horn holds chord tones under the flute, an octave down
    horn_b = melody("B3:4 A3:4 A3:4 F#3:4 G3:4 A3:4 F#3:2 G3:2 G3:2 E3:2", 32, 58)
    timpani = [n for n in bass(chords, pitch("D2"), [(0, 1, 0)], 40) if n.start % 8 == 0]
    return Piece("title", "Kastell", 100.0, 4, 16, [
        Track("horn", HORN, 0, "melody", horn, volume=100, pan=58),
        Track("flute", FLUTE, 1, "melody", flute, volume=100, pan=70),
        Track("horn below", HORN, 6, "harmony", horn_b, volume=90, pan=58),
        Track("harp", HARP, 2, "harmony", arpeggio(chords, pitch("D3"), [0, 1, 2, 3, 2, 1], 0.5, 52,
                                                  hold=2.0), volume=90, pan=44),
        Track("strings", STRINGS, 3, "harmony", block(chords, pitch("F#3"), 3, 44), volume=78, pan=84),
        Track("bass", ACOUSTIC_BASS, 4, "bass", bass(chords, pitch("D2"), [(0, 2, 0), (2, 2, 1)], 66),
              volume=96, swing_ticks=2),
        Track("timpani", TIMPANI, 5, "bass", timpani, volume=70, swing_ticks=0),
    ], seed=1)


def castro() -> Piece:
    """Castro's courtyard in D dorian, 125 BPM in 3/4, 32 bars (A' A B A): recorder over a lute-like
    guitar and pizzicato bass, a soft string pad in the B section."""
    half, full = "Dm C Dm G F C Am A", "Dm C Dm G F C A Dm"
    b_part = "F C Bb F Gm Dm G A"
    chords = progression(" ".join((full, half, b_part, half)), 3)
    opening = ("A4:1 D5:1 E5:1", "E5:1.5 D5:.5 C5:1", "D5:2 A4:1", "B4:1 D5:1 G4:1",
               "A4:1.5 C5:.5 F5:1", "E5:1 D5:1 C5:1")
    a_full = opening + ("E5:1 C#5:1 A4:1", "D5:3")
    a_half = opening + ("C5:1 B4:1 A4:1", "A4:3")
    b_tune = ("F5:1.5 E5:.5 C5:1", "G5:2 E5:1", "F5:1 D5:1 Bb4:1", "C5:1.5 D5:.5 A4:1",
              "Bb4:1 D5:1 G5:1", "F5:1.5 E5:.5 D5:1", "D5:1 B4:1 G4:1", "A4:1 C#5:1 E5:1")
    tune = lines(*a_full, *a_half, *b_tune, *a_half, velocity=70)
    pad = block(progression(b_part, 3), pitch("F3"), 3, 40, start=48)
    return Piece("castro", "Castro", 125.0, 3, 32, [
        Track("recorder", RECORDER, 0, "melody", tune, volume=88, pan=70),
        Track("lute", NYLON, 1, "harmony", arpeggio(chords, pitch("D3"), [0, 2, 1, 3, 2, 1], 0.5, 56,
                                                   hold=1.6), volume=100, pan=50),
        Track("pizzicato", PIZZICATO, 2, "bass", bass(chords, pitch("D2"), [(0, 1, 0), (2, 1, 1)], 70),
              volume=100, pan=60, swing_ticks=3),
        Track("pad", STRINGS, 3, "harmony", pad, volume=70, pan=80),
    ], seed=2)


def catsle() -> Piece:
    """The cat masons' guild in A minor, 100 BPM, 16 bars: a sly clarinet with chromatic steps,
    tip-toe bassoon, pizzicato off-beats; marimba takes the tune in the B section."""
    chords = progression("Am Dm E7 Am F Dm Am,E7 Am  Dm G C F Dm Am F E7", 4)
    clarinet = lines(
        "E4:.5 A4:.5 r:.5 B4:.5 C5:.5 B4:.5 A4:1", "F4:.5 A4:.5 r:.5 C#5:.5 D5:1 A4:1",
        "G#4:.5 B4:.5 r:.5 D5:.5 E5:.5 D5:.5 B4:.5 G#4:.5", "A4:1.5 r:.5 E4:.5 F4:.5 F#4:.5 G#4:.5",
        "A4:.5 C5:.5 r:.5 E5:.5 F5:1 C5:1", "D5:.5 F5:.5 r:.5 E5:.5 D5:.5 C#5:.5 D5:.5 A4:.5",
        "C5:.5 B4:.5 A4:.5 E4:.5 G#4:.5 B4:.5 D5:.5 B4:.5", "A4:1 r:1 E4:.5 r:.5 A4:.5 r:.5",
        velocity=72) + lines(
        "r:.5 D5:.5 C#5:.5 D5:.5 F5:1 A4:1", "r:.5 C5:.5 B4:.5 C5:.5 E5:1 A4:1",
        "r:.5 A4:.5 G#4:.5 A4:.5 C5:.5 B4:.5 A4:.5 F4:.5",
        "E4:.5 G#4:.5 B4:.5 D5:.5 E5:.5 D5:.5 B4:.5 G#4:.5", start=48, velocity=70)
    marimba = lines("D5:.5 F5:.5 A5:.5 F5:.5 D5:.5 r:.5 A4:1", "B4:.5 D5:.5 G5:.5 D5:.5 B4:.5 r:.5 G4:1",
                    "C5:.5 E5:.5 G5:.5 E5:.5 C5:.5 D5:.5 E5:1", "F5:.5 E5:.5 D5:.5 C5:.5 A4:1 r:1",
                    start=32, velocity=74)
    pad = block(chords[9:], pitch("C4"), 3, 46, start=32)  # the B section's soft floor
    woodblock = [n for bar in range(16) for n in melody("r:3 E5:1", bar * 4, 26)]  # GM 76: hi wood block
    return Piece("catsle", "CATsle Builders", 100.0, 4, 16, [
        Track("clarinet", CLARINET, 0, "melody", clarinet, volume=90, pan=54),
        Track("marimba", MARIMBA, 1, "melody", marimba, volume=96, pan=76),
        Track("pizzicato", PIZZICATO, 2, "harmony", stabs(chords, pitch("A3"), 3, [1, 3], 0.4, 50),
              volume=88, pan=88),
        Track("bassoon", BASSOON, 3, "bass", bass(chords, pitch("C2"), [(0, .45, 0), (1, .45, 1), (2, .45, 2),
                                                                        (3, .45, 1)], 76),
              volume=92, pan=44, swing_ticks=3),
        Track("strings", STRINGS, 4, "harmony", pad, volume=76, pan=30),
        Track("woodblock", 0, 9, "drums", woodblock, volume=60, pan=40, swing_ticks=0),
    ], seed=3)


def caprice() -> Piece:
    """Caprice's wooden board in F major, 93.75 BPM, 16 bars: marimba arpeggios and soft guitar
    under a slow flute, seventh chords for a thoughtful colour."""
    chords = progression("Fmaj7 Dm7 Bbmaj7 C Fmaj7 Am7 Bbmaj7 Csus4,C  "
                         "Dm7 Am7 Bbmaj7 F/A Gm7 Am7 Bbmaj7 Csus4,C", 4)
    flute = lines("A4:2 C5:1 E5:1", "D5:3 C5:1", "D5:2 F5:1 D5:1", "E5:3 r:1", "F5:1.5 E5:.5 C5:2",
                  "E5:1 C5:1 A4:2", "D5:1.5 C5:.5 D5:1 F4:1", "G4:1 F4:1 E4:1 G4:1",
                  "A4:1 D5:1 F5:2", "E5:1.5 D5:.5 C5:2", "D5:1 F5:1 A5:2", "A5:1 G5:.5 F5:.5 C5:2",
                  "Bb4:1 D5:1 F5:1 D5:1", "E5:1.5 D5:.5 C5:1 A4:1", "F5:2 D5:1 C5:1", "C5:2 Bb4:1 G4:1",
                  velocity=64)
    return Piece("caprice", "Caprice", 93.75, 4, 16, [
        Track("flute", FLUTE, 0, "melody", flute, volume=90, pan=70),
        Track("marimba", MARIMBA, 1, "harmony", arpeggio(chords, pitch("F3"), [0, 2, 1, 3, 2, 1, 3, 2], 0.5,
                                                        54, hold=1.5), volume=100, pan=50),
        Track("guitar", STEEL, 2, "harmony", stabs(triads(chords), pitch("C4"), 3, [0, 2], 1.9, 36),
              volume=80, pan=86),
        Track("bass", ACOUSTIC_BASS, 3, "bass", bass(chords, pitch("C2"), [(0, 2.5, 0), (2.5, 1.5, 1)], 62),
              volume=96, swing_ticks=2),
    ], seed=4)


def castile() -> Piece:
    """Castile's green felt in G major, 75 BPM in 3/4, 16 bars: a harp waltz tune over nylon-guitar
    arpeggios and a slow string pad; the calmest of the loops."""
    chords = progression("G Em C D G/B C Am7 D  C G/B Am7 Em C G/B Am7 D7", 3)
    harp = lines("D5:2 B4:1", "E5:2 B4:1", "C5:1.5 D5:.5 E5:1", "D5:2 A4:1", "B4:2 D5:1", "E5:1.5 D5:.5 C5:1",
                 "A4:1 C5:1 E5:1", "A4:3", "G4:1 C5:1 E5:1", "D5:2 B4:1", "C5:1.5 B4:.5 A4:1", "G4:2 B4:1",
                 "E5:1 G5:1 E5:1", "D5:1.5 C5:.5 B4:1", "A4:1 C5:1 G4:1", "F#4:2 A4:1", velocity=70)
    return Piece("castile", "Castile Solitaire", 75.0, 3, 16, [
        Track("harp", HARP, 0, "melody", harp, volume=100, pan=70),
        Track("guitar", NYLON, 1, "harmony", arpeggio(chords, pitch("G2") + 5, [0, 1, 2, 3, 2, 1], 0.5, 50,
                                                     hold=2.0), volume=96, pan=48),
        Track("strings", SLOW_STRINGS, 2, "harmony", block(chords, pitch("G3"), 3, 40),
              volume=72, pan=84),
        Track("bass", ACOUSTIC_BASS, 3, "bass", bass(chords, pitch("C2"), [(0, 3, 0)], 56),
              volume=90, swing_ticks=2),
    ], seed=5)


def win() -> Piece:
    """The win cue: a bright brass-and-strings cadence G/B - A - D in D major, rung out."""
    chords = [("G/B", 0.5), ("A", 0.5), ("D", 3.0)]
    return Piece("win", "Well played", 120.0, 4, 1, [
        Track("trumpets", BRASS, 0, "melody", melody("B4:.5 C#5:.5 D5:3", velocity=80), volume=96),
        Track("brass", BRASS, 1, "harmony", block(chords, pitch("F#3"), 3, 66), volume=90, pan=52),
        Track("strings", STRINGS, 2, "harmony", block(chords, pitch("D4"), 3, 62), volume=92, pan=78),
        Track("bass", CONTRABASS, 3, "bass", melody("B2:.5 A2:.5 D2:3", velocity=70), volume=96),
        Track("timpani", TIMPANI, 4, "bass", melody("r:1 D2:1", velocity=64), volume=80),
    ], loop=False, seed=6)


def lose() -> Piece:
    """The lose cue, kind: a soft descent Am - F - G - C in C major, ending on the resolved chord."""
    chords = [("Am", 1.0), ("F", 1.0), ("G", 1.0), ("C", 2.5)]
    return Piece("lose", "Next time", 100.0, 4, 2, [
        Track("flute", FLUTE, 0, "melody", melody("E5:1 D5:1 B4:1 C5:2.5", velocity=58), volume=90,
              pan=70),
        Track("harp", HARP, 1, "harmony", arpeggio(chords, pitch("C4"), [3, 2, 1, 0], 0.25, 50, hold=3.0),
              volume=92, pan=50),
        Track("strings", STRINGS, 2, "harmony", block(chords, pitch("C3") + 7, 3, 48), volume=80, pan=80),
        Track("bass", ACOUSTIC_BASS, 3, "bass", melody("A2:1 F2:1 G2:1 C2:2.5", velocity=56), volume=90),
    ], loop=False, seed=7)


#: the file name (without ``.ogg``) of each piece -> the function that composes it
PIECES: dict[str, Callable[[], Piece]] = {
    "title": title, "castro": castro, "catsle": catsle, "caprice": caprice, "castile": castile,
    "win": win, "lose": lose,
}
