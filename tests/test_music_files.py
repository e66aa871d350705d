"""The background music (sounds/music/): the scores build into sane, repeatable MIDI, and the rendered
OGG files match their manifest, sit at one loudness under the effects and loop without a seam.

Needs only what requirements.txt installs (mido, numpy through the runtime, pygame-ce): no
FluidSynth, no pyloudnorm. The OGG files are decoded with pygame's mixer on SDL's dummy driver.
"""
from __future__ import annotations

import io
import json
import os
import statistics
from pathlib import Path

import mido
import numpy as np
import pygame
import pytest

from sounds.music.audio import RATE, seam_figures
from sounds.music.midi import build_midi
from sounds.music.pieces import PIECES
from sounds.music.score import BLOCK, TEMPOS

MUSIC = Path(__file__).resolve().parent.parent / "sounds" / "music"
FILES = {f"{name}.ogg" for name in PIECES}
LOOPS = [name for name in PIECES if PIECES[name]().loop]
#: (lowest, highest) MIDI pitch per role: melodies about C4-C6, basses C2 to below C4
RANGES = {"melody": (60, 84), "harmony": (45, 84), "bass": (36, 60), "drums": (35, 81)}
SEAM_RMS_DB = 1.5


def manifest() -> dict:
    return json.loads((MUSIC / "manifest.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", list(PIECES))
def test_each_piece_builds_the_same_midi_twice(name):
    piece = PIECES[name]()
    first, second = build_midi(piece, 3, 8), build_midi(PIECES[name](), 3, 8)
    assert first == second
    midi = mido.MidiFile(file=io.BytesIO(first))
    assert midi.ticks_per_beat == 480
    assert len(midi.tracks) == len(piece.tracks) + 1


@pytest.mark.parametrize("name", LOOPS)
def test_a_loop_is_whole_bars_and_whole_blocks_at_an_allowed_tempo(name):
    piece = PIECES[name]()
    assert piece.bpm in TEMPOS and TEMPOS[piece.bpm] * piece.bpm == 60_000_000
    length = piece.beats * TEMPOS[piece.bpm] * RATE / 1_000_000
    assert length == int(length) and int(length) % BLOCK == 0 and piece.samples() == length
    conductor = mido.MidiFile(file=io.BytesIO(build_midi(piece))).tracks[0]
    tempos = [m.tempo for m in conductor if m.type == "set_tempo"]
    ticks = sum(m.time for m in conductor)
    assert tempos == [TEMPOS[piece.bpm]] and ticks == piece.beats * 480
    assert ticks * tempos[0] * RATE == length * 480 * 1_000_000, "the MIDI loop is not the sample loop"
    last = max(n.start for t in piece.tracks for n in t.notes)
    assert last < piece.beats, "a note starts after the loop's last bar"


@pytest.mark.parametrize("name", list(PIECES))
def test_notes_stay_in_their_roles_ranges(name):
    for track in PIECES[name]().tracks:
        low, high = RANGES[track.role]
        pitches = [n.pitch for n in track.notes]
        assert pitches, f"{track.name} plays nothing"
        assert low <= min(pitches) and max(pitches) <= high, f"{name}/{track.name}: {min(pitches)}-{max(pitches)}"
        assert (track.channel == 9) == (track.role == "drums"), f"{track.name}: drums on channel 10 only"
        assert 0 <= track.program <= 127 and all(1 <= n.velocity <= 127 for n in track.notes)
        if track.role == "drums":
            assert max(n.velocity for n in track.notes) <= 40, "drums must stay soft"


def test_the_manifest_lists_the_seven_files_with_their_sizes():
    data = manifest()
    pieces = data["pieces"]
    assert {p["file"] for p in pieces.values()} == FILES and len(pieces) == 7
    for name, entry in pieces.items():
        assert entry["bytes"] == (MUSIC / entry["file"]).stat().st_size, name
        assert entry["loop"] == PIECES[name]().loop
        assert abs(entry["samples"] - entry["seconds"] * RATE) < 1
    total = sum(p["bytes"] for p in pieces.values())
    assert total == data["total_bytes"] <= data["budget_bytes"] <= 3_500_000


def test_the_music_sits_at_one_loudness_well_under_the_effects():
    data = manifest()
    effects = {p.stem for p in (MUSIC.parent).glob("*.wav")}
    assert set(data["effects_lufs"]) == effects
    assert data["effects_lufs_median"] == pytest.approx(statistics.median(data["effects_lufs"].values()))
    target = data["target_lufs"]
    assert target <= data["effects_lufs_median"] - 8.0
    for name, entry in data["pieces"].items():
        assert abs(entry["lufs"] - target) <= (0.6 if entry["loop"] else 2.0), name
        assert entry["peak_dbfs"] < -3.0, name
        low, high = (35.0, 50.0) if entry["loop"] else (2.5, 4.5)
        assert low <= entry["seconds"] <= high, name


@pytest.fixture(scope="module")
def decoded():
    """Each OGG decoded by pygame's mixer (44.1 kHz, 16-bit, stereo), as floats; the mixer is shut after."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("SDL_AUDIODRIVER", "dummy")
        if pygame.mixer.get_init():
            pygame.mixer.quit()
        pygame.mixer.init(44100, -16, 2, 512)
        try:
            assert pygame.mixer.get_init() == (44100, -16, 2)
            yield {name: pygame.sndarray.array(pygame.mixer.Sound(str(MUSIC / f"{name}.ogg"))).astype(np.float64)
                   / 32768.0 for name in PIECES}
        finally:
            pygame.mixer.quit()


def seam_problems(audio: np.ndarray) -> list[str]:
    """What is wrong with `audio` joined end to start: a jump bigger than the body's neighbour steps
    (99.9th percentile), or a window on the seam louder or softer than both its neighbours by more
    than `SEAM_RMS_DB`."""
    f = seam_figures(audio)
    out = []
    if f["seam_jump"] > f["seam_p999"]:
        out.append(f"jump {f['seam_jump']:.5f} over the steps' 99.9th percentile {f['seam_p999']:.5f}")
    low, high = sorted((f["before_rms_db"], f["after_rms_db"]))
    if not low - SEAM_RMS_DB <= f["seam_rms_db"] <= high + SEAM_RMS_DB:
        out.append(f"the seam's window {f['seam_rms_db']:.1f} dB against {low:.1f}..{high:.1f} dB")
    return out


def test_the_decoded_files_are_as_long_as_the_manifest_says_and_never_clip(decoded):
    pieces = manifest()["pieces"]
    for name, audio in decoded.items():
        assert audio.shape[1] == 2
        assert abs(len(audio) - pieces[name]["samples"]) <= RATE // 1000, name
        assert np.abs(audio).max() < 32767 / 32768, f"{name} reaches full scale"


@pytest.mark.parametrize("name", LOOPS)
def test_a_loop_joins_itself_without_a_seam(decoded, name):
    assert seam_problems(decoded[name]) == []


def test_the_seam_check_finds_a_cut_and_a_dropout(decoded):
    audio = decoded["castro"]
    assert any("jump" in p for p in seam_problems(audio[:-RATE // 2]))
    hole = audio.copy()
    hole[:RATE // 100] = 0.0
    assert any("window" in p for p in seam_problems(hole))


def test_the_loops_are_equally_loud_when_decoded(decoded):
    levels = {name: 10 * np.log10(np.mean(decoded[name] ** 2)) for name in LOOPS}
    assert max(levels.values()) - min(levels.values()) <= 2.0, levels
