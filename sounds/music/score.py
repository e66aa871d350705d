"""What a piece is as data: its tempo, meter and bars, and its tracks of notes on General MIDI instruments.

``Piece`` also owns the loop arithmetic: a loop lasts a whole number of bars, and at 44,100 Hz that
must be a whole number of samples and a multiple of FluidSynth's 64-sample block, so that every
repetition is rendered identically and the loop can be cut out sample-exact.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from sounds.music.notation import Note

RATE = 44100
BLOCK = 64  # FluidSynth handles MIDI events once per block of this many samples
TICKS = 480  # MIDI ticks per beat
#: the tempos a loop may use: beats per minute -> MIDI microseconds per beat (whole numbers)
TEMPOS = {75.0: 800000, 93.75: 640000, 100.0: 600000, 120.0: 500000, 125.0: 480000}
ROLES = ("melody", "harmony", "bass", "drums")


@dataclass
class Track:
    """One instrument: GM program (0-127), MIDI channel (0-15; 9 is drums), its role and its notes."""

    name: str
    program: int
    channel: int
    role: str
    notes: list[Note] = field(default_factory=list)
    volume: int = 100  # CC 7
    pan: int = 64  # CC 10
    swing_ticks: int = 6  # the largest humanising delay


@dataclass
class Piece:
    """A whole piece: a loop when `loop`, else a cue rendered once with its natural tail."""

    name: str
    title: str
    bpm: float
    meter: int  # beats per bar
    bars: int
    tracks: list[Track]
    loop: bool = True
    seed: int = 1
    room: float = 0.22  # how much of the hall (``sounds.music.room``) is mixed in

    @property
    def beats(self) -> int:
        return self.meter * self.bars

    @property
    def tempo(self) -> int:
        """MIDI microseconds per beat (only the tempos of `TEMPOS`)."""
        return TEMPOS[self.bpm]

    def samples(self) -> int:
        """The loop's length in samples at `RATE`, checked whole and a multiple of `BLOCK`."""
        exact = self.beats * self.tempo * RATE
        assert exact % 1_000_000 == 0, f"{self.name}: not a whole number of samples"
        length = exact // 1_000_000
        assert length % BLOCK == 0, f"{self.name}: {length} samples is no multiple of {BLOCK}"
        return length
