"""Turn a ``Piece`` into the bytes of a standard MIDI file (with mido), deterministically.

The humanising (a few ticks late, a few steps softer or harder) comes from a ``random.Random``
seeded by the piece, and is drawn once for the loop body, so that each repetition is identical and
building twice gives the same bytes.
"""
from __future__ import annotations

import io
import random

import mido

from sounds.music.score import TICKS, Piece, Track

#: (tick, order, message): at one tick, note-offs (0) before controls (1) before note-ons (2)
Event = tuple[int, int, mido.Message]


def humanised(track: Track, rng: random.Random, period: int) -> list[tuple[int, int, int, int]]:
    """(on tick, off tick, pitch, velocity) of each note, nudged late and louder/softer a little; a
    note is cut where the next one of the same pitch starts (in this repetition or, `period` ticks
    on, the next), so no note-off ends its successor."""
    raw = []
    for note in sorted(track.notes, key=lambda n: (n.start, n.pitch)):
        on = round(note.start * TICKS) + rng.randint(0, track.swing_ticks)
        off = round((note.start + note.beats) * TICKS) - 3  # a hair early: repeated notes re-strike
        vel = max(1, min(127, note.velocity + rng.randint(-4, 4)))
        raw.append([on, max(on + 30, off), note.pitch, vel])
    for i, a in enumerate(raw):
        later = [b[0] for b in raw[i + 1:] if b[2] == a[2]] + [b[0] + period for b in raw if b[2] == a[2]]
        if later:
            a[1] = max(a[0] + 1, min(a[1], min(later) - 1))
    return [tuple(a) for a in raw]


def track_events(track: Track, body: list[tuple[int, int, int, int]], repeats: int,
                 period: int) -> list[Event]:
    """The track's set-up (volume, pan, no reverb or chorus send, program) and its notes, the body
    laid `repeats` times `period` ticks apart."""
    ch = track.channel
    events: list[Event] = [(0, 1, mido.Message("control_change", channel=ch, control=c, value=v))
                           for c, v in ((7, track.volume), (10, track.pan), (91, 0), (93, 0))]
    if ch != 9:
        events.append((0, 1, mido.Message("program_change", channel=ch, program=track.program)))
    for r in range(repeats):
        for on, off, p, vel in body:
            events.append((on + r * period, 2, mido.Message("note_on", channel=ch, note=p, velocity=vel)))
            events.append((off + r * period, 0, mido.Message("note_off", channel=ch, note=p, velocity=0)))
    return events


def to_track(events: list[Event], end: int, name: str) -> mido.MidiTrack:
    """Events in time order as a mido track (delta times), ended at tick `end` or after its last note."""
    out = mido.MidiTrack([mido.MetaMessage("track_name", name=name, time=0)])
    now = 0
    for tick, _, msg in sorted(events, key=lambda e: (e[0], e[1], e[2].bytes())):
        out.append(msg.copy(time=tick - now))
        now = tick
    out.append(mido.MetaMessage("end_of_track", time=max(0, end - now)))
    return out


def build_midi(piece: Piece, repeats: int = 1, tail_beats: int = 0) -> bytes:
    """The piece's body `repeats` times in a row, then `tail_beats` of silence, as MIDI file bytes."""
    rng = random.Random(f"kastell-music-{piece.name}-{piece.seed}")
    period = piece.beats * TICKS
    end = repeats * period + tail_beats * TICKS
    conductor = mido.MidiTrack([
        mido.MetaMessage("track_name", name=piece.title, time=0),
        mido.MetaMessage("set_tempo", tempo=piece.tempo, time=0),
        mido.MetaMessage("time_signature", numerator=piece.meter, denominator=4, time=0),
        mido.MetaMessage("end_of_track", time=end),
    ])
    midi = mido.MidiFile(type=1, ticks_per_beat=TICKS)
    midi.tracks.append(conductor)
    for track in piece.tracks:
        body = humanised(track, rng, period)
        midi.tracks.append(to_track(track_events(track, body, repeats, period), end, track.name))
    buffer = io.BytesIO()
    midi.save(file=buffer)
    return buffer.getvalue()
