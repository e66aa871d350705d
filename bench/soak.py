"""The kiosk soak for `python -m bench`: `main.py --headless --kiosk --demo --uncapped --frames N`.

The app reports its resident memory every 10,000 frames and at the end (`KASTELL_RSS`), and once
in each round of the attract loop, at the same moment of its high scores (`KASTELL_CYCLE`, about
every 12,000 frames). Targets: exit code 0, at most 130 MB at every report, and at most 3 MB of
growth after frame 20,000. Memory follows the screen on show (one game's art is kept at a time), so
two 10,000-frame reports differ by up to 20 MB with the scene they fall on; the rounds' reports
compare like with like: the growth is the rise of a least-squares line through those from frame
20,000 on, over that span (`growth_mb`; `rounds_mb_at` lists them). `end_minus_20000_mb` is the
plain difference of two 10,000-frame reports, `trend_10000_mb` their trend line's rise.
"""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET_GROWTH_MB = 3.0
TARGET_PEAK_MB = 130.0


def run(frames: int = 200_000) -> dict:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", KASTELL_REPORT_RSS="1",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory() as data:
        r = subprocess.run([sys.executable, "main.py", "--headless", "--kiosk", "--demo", "--uncapped",
                            "--frames", str(frames), "--data-dir", data],
                           cwd=ROOT, env=env, capture_output=True, text=True, timeout=7200)
    samples, rounds = {}, {}
    for line in r.stdout.splitlines():
        if line.startswith(("KASTELL_RSS", "KASTELL_CYCLE")):
            parts = line.split()
            (samples if parts[0] == "KASTELL_RSS" else rounds)[int(parts[1])] = float(parts[2])
    frames_seen = sorted(samples)
    base_frame = 20_000 if 20_000 in samples else (frames_seen[0] if frames_seen else None)
    end = samples[frames_seen[-1]] if frames_seen else None
    base = samples.get(base_frame) if base_frame is not None else None
    trend = _trend([(f, samples[f]) for f in frames_seen if base_frame is not None and f >= base_frame])
    growth = _trend([(f, v) for f, v in sorted(rounds.items()) if f >= 20_000])
    peak = max([*samples.values(), *rounds.values()]) if samples else None
    return {
        "frames": frames, "exit_code": r.returncode, "seconds": round(time.perf_counter() - t0, 1),
        "rss_mb_at": {str(k): round(v, 1) for k, v in sorted(samples.items())},
        "rounds_mb_at": {str(k): round(v, 1) for k, v in sorted(rounds.items())},
        "base_frame": base_frame, "growth_mb": growth, "trend_10000_mb": trend, "peak_mb": peak,
        "end_minus_20000_mb": round(end - base, 1) if end is not None and base is not None else None,
        "ok": (r.returncode == 0 and growth is not None and growth <= TARGET_GROWTH_MB
               and peak is not None and peak <= TARGET_PEAK_MB),
    }


def _trend(points: list) -> float | None:
    """The rise of the least-squares line through (frame, MB) over the frames it spans."""
    if len(points) < 3:
        return None
    n = len(points)
    mx = sum(f for f, _ in points) / n
    my = sum(v for _, v in points) / n
    slope = sum((f - mx) * (v - my) for f, v in points) / sum((f - mx) ** 2 for f, _ in points)
    return round(slope * (points[-1][0] - points[0][0]), 1)


if __name__ == "__main__":
    import json

    n = int(sys.argv[1]) if len(sys.argv) > 1 else 200_000
    print(json.dumps(run(n), indent=2))
