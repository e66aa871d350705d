"""Dice physics cost for `python -m bench`: one 120 Hz step of Castro's tray while five dice tumble.

Target: ≤ 0.1 ms per step (p95) on this machine.
"""
from __future__ import annotations

import random
import time

from bench.frames import percentile


def measure_physics(throws: int = 60) -> dict:
    import pygame

    from scenes.tables.castro import layout as L
    from scenes.tables.castro.dice_tray import DiceTray

    pygame.init()
    tray = DiceTray(L.TRAY_FELT, L.SLOTS, random.Random(5))
    rng = random.Random(6)
    times = []
    for _ in range(throws):
        tray.keep_values(())
        tray.throw([rng.randint(1, 6) for _ in range(5)])
        while tray.tumbling:
            t0 = time.perf_counter()
            tray.update(1 / 120)
            times.append((time.perf_counter() - t0) * 1000)
    return {"step_p50_ms": round(percentile(times, 0.5), 4), "step_p95_ms": round(percentile(times, 0.95), 4),
            "steps": len(times)}


if __name__ == "__main__":
    import json

    print(json.dumps(measure_physics(), indent=2))
