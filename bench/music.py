"""What the music costs: the CPU of streaming it, the memory it takes, and the time of a switch.

In a child process, with SDL's dummy audio driver (it pulls the stream at the real rate, as a sound
card does): the mixer opened as the app opens it, then `seconds` of quiet (the mixer alone), then
the theme and each table's loop through `sounds.music_player.MusicPlayer`, as the scenes ask for
them, each for `seconds`. Reports the process's CPU over wall time in % of one core (quiet, and
while music plays), the resident memory before the first piece and at the end, and the longest
`MusicPlayer.update` (the frame's share: the fades and the switch, which loads the next file).
"""
from __future__ import annotations

import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

_CHILD = r"""
import json, sys, time
import pygame
from sounds.manager import SoundManager
from sounds.music_player import MusicPlayer

seconds = float(sys.argv[1])

def rss_mb():
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024.0
    return 0.0

def cpu_pct(play, span):
    c, w = time.process_time(), time.perf_counter()
    longest = 0.0
    while time.perf_counter() - w < span:
        t = time.perf_counter()
        play()
        longest = max(longest, time.perf_counter() - t)
        time.sleep(1 / 60)
    return (time.process_time() - c) / (time.perf_counter() - w) * 100, longest

sound = SoundManager()
if not sound.start():
    print(json.dumps({"skipped": "no mixer: " + str(sound.problem)}))
    sys.exit(0)
player = MusicPlayer(enabled=True)
pieces = [name for name, p in player.pieces().items() if p.get("loop", True)]
if not pieces:
    print(json.dumps({"skipped": "no music pieces"}))
    sys.exit(0)
quiet, _ = cpu_pct(lambda: None, seconds)
before = rss_mb()
loads, longest = [], 0.0
busy = []
for name in pieces:
    player.want(name)
    pct, worst = cpu_pct(lambda: player.update(1 / 60), seconds + player.FADE_OUT)
    busy.append(pct)
    longest = max(longest, worst)
print(json.dumps({"pieces": pieces, "quiet_cpu_pct": round(quiet, 2),
                  "music_cpu_pct": round(sorted(busy)[len(busy) // 2], 2),
                  "rss_before_mb": round(before, 1), "rss_after_mb": round(rss_mb(), 1),
                  "update_max_ms": round(longest * 1000, 2)}))
"""


def measure_music(seconds: float = 3.0) -> dict:
    env = dict(os.environ, SDL_AUDIODRIVER="dummy", SDL_VIDEODRIVER="dummy")
    r = subprocess.run([sys.executable, "-c", _CHILD, str(seconds)], cwd=ROOT, env=env, capture_output=True,
                       text=True, timeout=300)
    if r.returncode != 0:
        return {"skipped": r.stderr.strip().splitlines()[-1] if r.stderr.strip() else "failed"}
    return json.loads(r.stdout.strip().splitlines()[-1])


if __name__ == "__main__":
    print(json.dumps(measure_music(), indent=2))
