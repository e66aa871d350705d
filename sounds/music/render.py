"""Render the pieces of ``sounds.music.pieces`` to the OGG files the game plays, and write manifest.json.

Run from the project root: ``python -m sounds.music.render`` (all seven) or ``--only castro``.
It needs the Debian packages ``fluidsynth``, ``fluid-soundfont-gm`` (``/usr/share/sounds/sf2/
FluidR3_GM.sf2``) and ``vorbis-tools`` (``oggenc``, ``oggdec``), and the pip packages of
``sounds/music/requirements-render.txt`` (mido, pyloudnorm, numpy). The game needs none of them.

FluidSynth renders dry; the reverb is ``sounds.music.room``'s, which is time-invariant (FluidSynth's
is not). A loop is rendered three times in a row in one MIDI file and the second repetition is cut out
sample-exact: it starts with the reverb and release tail of the first, just as it will when it
loops, so it joins itself without a seam (the third repetition must match it, which is checked).
A cue is rendered once, rung out, trimmed and faded. Every piece is scaled to one loudness target
a margin under the sound effects', encoded with ``oggenc -q 2 --serial 1`` (same audio, same
bytes), decoded again and measured: loudness, length in samples, the seam.
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import tempfile
from pathlib import Path

import numpy as np

from sounds.music import audio, loudness, room
from sounds.music.midi import build_midi
from sounds.music.pieces import PIECES
from sounds.music.score import RATE, Piece

HERE = Path(__file__).resolve().parent
SOUNDFONT = Path("/usr/share/sounds/sf2/FluidR3_GM.sf2")
SYNTH_GAIN = 0.4
MARGIN_LU = 8.0  # the music's target under the effects' median loudness (at least 8)
PEAK_CEILING = -3.0  # dBFS, true peak
CUE_LONGEST = 4.4  # seconds
BUDGET_BYTES = 3_500_000
REPEAT_TOLERANCE = 0.01  # the 3rd repetition may stray from the 2nd by this part of the peak (-40 dB)


def synthesize(midi: bytes, work: Path, wet: float) -> np.ndarray:
    """FluidSynth's dry rendering of MIDI bytes (its chorus and its time-varying reverb off) in
    our time-invariant hall (``sounds.music.room``), as floats (frames, 2)."""
    mid, wav = work / "piece.mid", work / "piece.wav"
    mid.write_bytes(midi)
    subprocess.run(["fluidsynth", "-ni", "-q", "-C0", "-R0", "-g", str(SYNTH_GAIN), "-r", str(RATE),
                    "-O", "s32", "-T", "wav", "-F", str(wav), str(SOUNDFONT), str(mid)],
                   check=True, capture_output=True)
    out = audio.read_wav(wav)
    assert np.abs(out).max() < 0.99, "FluidSynth's output clipped: lower SYNTH_GAIN"
    return room.in_the_hall(out, wet)


def raw_audio(piece: Piece, work: Path) -> tuple[np.ndarray, float]:
    """The piece before loudness scaling, and for a loop how far its 3rd repetition strays from
    the 2nd (largest sample difference; 0 when the rendering repeats exactly)."""
    if not piece.loop:
        return audio.finish_cue(synthesize(build_midi(piece, 1, 16), work, piece.room), CUE_LONGEST), 0.0
    length = piece.samples()
    full = synthesize(build_midi(piece, 3, 2 * piece.meter), work, piece.room)
    assert len(full) >= 3 * length, "the rendering stopped before the third repetition ended"
    body, third = full[length:2 * length], full[2 * length:3 * length]
    error = float(np.abs(body - third).max())
    # FluidSynth's voices leave a trace of their last note when reused, some -50 dB under the music:
    # not silence, but far from a seam
    assert error < REPEAT_TOLERANCE * np.abs(body).max(), f"{piece.name}: the repetitions differ by {error}"
    return body, error


def encode(samples: np.ndarray, name: str, title: str, work: Path) -> tuple[bytes, np.ndarray]:
    """The OGG bytes of float samples, and those bytes decoded again."""
    wav, ogg, back = work / f"{name}.wav", work / f"{name}.ogg", work / f"{name}.back.wav"
    audio.write_wav16(wav, samples)
    subprocess.run(["oggenc", "-Q", "-q", "2", "--serial", "1", "-t", title, "-o", str(ogg), str(wav)],
                   check=True)
    subprocess.run(["oggdec", "-Q", "-o", str(back), str(ogg)], check=True)
    return ogg.read_bytes(), audio.read_wav(back)


def scaled_and_encoded(samples: np.ndarray, piece: Piece, target: float, work: Path) -> tuple[bytes, np.ndarray]:
    """Scale to `target` LUFS (once more after decoding if the codec moved it), keep the true peak
    under the ceiling, encode; the OGG bytes and their decoding."""
    gain_db = target - loudness.integrated(samples)
    for _ in range(3):
        scaled = samples * 10 ** (gain_db / 20)
        peak = loudness.true_peak_dbfs(scaled)
        assert peak < PEAK_CEILING, f"{piece.name}: true peak {peak:.1f} dBFS at {target} LUFS"
        data, decoded = encode(scaled, piece.name, piece.title, work)
        error = loudness.integrated(decoded) - target
        if abs(error) <= 0.05:
            break
        gain_db -= error
    assert len(decoded) == len(samples), f"{piece.name}: {len(decoded)} samples decoded, {len(samples)} encoded"
    return data, decoded


def render_piece(piece: Piece, target: float, work: Path) -> dict:
    """Write the piece's OGG file and return its manifest entry."""
    samples, repeat_error = raw_audio(piece, work)
    data, decoded = scaled_and_encoded(samples, piece, target, work)
    (HERE / f"{piece.name}.ogg").write_bytes(data)
    entry = {"file": f"{piece.name}.ogg", "loop": piece.loop, "seconds": round(len(decoded) / RATE, 6),
             "samples": len(decoded), "bpm": piece.bpm, "bars": piece.bars,
             "lufs": round(loudness.integrated(decoded), 2),
             "peak_dbfs": round(loudness.true_peak_dbfs(decoded), 2), "bytes": len(data),
             "title": piece.title, "instruments": [f"{t.name} (GM {t.program if t.channel != 9 else 'drums'})"
                                                   for t in piece.tracks]}
    if piece.loop:
        entry["repeat_error"] = round(repeat_error, 7)
        entry.update({k: round(v, 6 if "seam_" in k and "db" not in k else 2)
                      for k, v in audio.seam_figures(decoded).items()})
    return entry


def target_lufs(effects: dict[str, float]) -> tuple[float, float]:
    """(the music's target, the effects' median), the target `MARGIN_LU` under, to 0.5 LU."""
    median = statistics.median(effects.values())
    target = np.floor((median - MARGIN_LU) * 2) / 2
    assert target <= median - 8.0
    return float(target), float(median)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", choices=sorted(PIECES), help="render one piece, keep the others' entries")
    args = parser.parse_args(argv)
    effects = loudness.effects(HERE.parent)
    target, median = target_lufs(effects)
    manifest_path = HERE / "manifest.json"
    old = json.loads(manifest_path.read_text()) if args.only and manifest_path.exists() else {"pieces": {}}
    pieces = old["pieces"]
    with tempfile.TemporaryDirectory() as tmp:
        for name in [args.only] if args.only else list(PIECES):
            pieces[name] = render_piece(PIECES[name](), target, Path(tmp))
            print(f"{name}: {json.dumps(pieces[name])}")
    pieces = {name: pieces[name] for name in PIECES if name in pieces}
    total = sum(p["bytes"] for p in pieces.values())
    manifest = {"target_lufs": target, "effects_lufs_median": median, "effects_lufs": effects,
                "budget_bytes": BUDGET_BYTES, "total_bytes": total, "pieces": pieces}
    manifest_path.write_text(json.dumps(manifest, indent=1) + "\n")
    print(f"target {target} LUFS (effects' median {median}), {total} bytes in all")


if __name__ == "__main__":
    main()
