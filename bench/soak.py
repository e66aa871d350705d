"""The kiosk soak for `python -m bench`: `main.py --headless --kiosk --demo --uncapped --frames N`.

The app reports its resident memory every 10,000 frames and at the end
(`KASTELL_RSS`); the target is exit code 0 and at most 10 MB of growth between
frame 20,000 and the end.
"""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET_GROWTH_MB = 10.0


def run(frames: int = 200_000) -> dict:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", KASTELL_REPORT_RSS="1",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory() as data:
        r = subprocess.run([sys.executable, "main.py", "--headless", "--kiosk", "--demo", "--uncapped",
                            "--frames", str(frames), "--data-dir", data],
                           cwd=ROOT, env=env, capture_output=True, text=True, timeout=7200)
    samples = {}
    for line in r.stdout.splitlines():
        if line.startswith("KASTELL_RSS"):
            parts = line.split()
            samples[int(parts[1])] = float(parts[2])
    frames_seen = sorted(samples)
    base_frame = 20_000 if 20_000 in samples else (frames_seen[0] if frames_seen else None)
    end = samples[frames_seen[-1]] if frames_seen else None
    base = samples.get(base_frame) if base_frame is not None else None
    growth = round(end - base, 1) if end is not None and base is not None else None
    return {
        "frames": frames, "exit_code": r.returncode, "seconds": round(time.perf_counter() - t0, 1),
        "rss_mb_at": {str(k): round(v, 1) for k, v in sorted(samples.items())},
        "base_frame": base_frame, "growth_mb": growth,
        "ok": r.returncode == 0 and growth is not None and growth <= TARGET_GROWTH_MB,
    }


if __name__ == "__main__":
    import json

    n = int(sys.argv[1]) if len(sys.argv) > 1 else 200_000
    print(json.dumps(run(n), indent=2))
