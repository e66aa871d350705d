"""`python -m bench [--json] [--quick]`: Kastell's performance figures on this machine.

Startup to first frame (median of 5 cold starts), frame time per scene
(update + draw, p50/p95 over ≥ 600 frames at 1280×720, headless, uncapped),
peak resident memory, and idle CPU on a static screen over 10 s. Targets:
startup ≤ 0.8 s, menu p95 ≤ 2 ms, idle CPU ≤ 3 % of one core, memory ≤ 150 MB.
"""
from __future__ import annotations

import argparse
import json
import sys

TARGETS = {"startup_s": 0.8, "rss_mb": 150.0, "idle_cpu_pct": 3.0, "frame_p95_ms": 2.0}


def run(quick: bool = False) -> dict:
    from bench.frames import measure_frames
    from bench.resources import measure_idle, measure_rss
    from bench.startup import measure_startup

    startup = measure_startup(runs=2 if quick else 5)
    frames = measure_frames(n=120 if quick else 600)
    rss = measure_rss(frames=120 if quick else 600)
    idle = measure_idle(seconds=2.0 if quick else 10.0)
    return {
        "startup_s": startup["median_s"],
        "rss_mb": rss["peak_mb"],
        "idle_cpu_pct": idle["cpu_pct"],
        "frames": _with_game_keys({name: {"p50_ms": f["p50_ms"], "p95_ms": f["p95_ms"]}
                                   for name, f in frames.items()}),
        "details": {"startup_runs_s": startup["runs"], "idle": idle,
                    "frames_max_ms": {n: f["max_ms"] for n, f in frames.items()}},
    }


def _with_game_keys(frames: dict) -> dict:
    """Add each game's key (e.g. "castile") holding its worst measured scenario."""
    out = dict(frames)
    for game in ("castile", "castro", "caprice", "catsle"):
        parts = [f for name, f in frames.items() if name.startswith(game + "_")]
        if parts and game not in out:
            out[game] = max(parts, key=lambda f: f["p95_ms"])
    return out


def table(result: dict) -> str:
    ok = lambda good: "ok" if good else "MISS"  # noqa: E731
    lines = [
        f"{'figure':<28}{'value':>12}{'target':>12}  ",
        f"{'startup to first frame':<28}{result['startup_s']:>10.3f} s{'≤ 0.8 s':>12}  "
        f"{ok(result['startup_s'] <= TARGETS['startup_s'])}",
        f"{'peak resident memory':<28}{result['rss_mb']:>9.1f} MB{'≤ 150 MB':>12}  "
        f"{ok(result['rss_mb'] <= TARGETS['rss_mb'])}",
        f"{'idle CPU (static screen)':<28}{result['idle_cpu_pct']:>10.2f} %{'≤ 3 %':>12}  "
        f"{ok(result['idle_cpu_pct'] <= TARGETS['idle_cpu_pct'])}",
        "",
        f"{'frame time (update+draw)':<28}{'p50 ms':>10}{'p95 ms':>10}{'target':>10}",
    ]
    for name, f in result["frames"].items():
        lines.append(f"{name:<28}{f['p50_ms']:>10.3f}{f['p95_ms']:>10.3f}{'≤ 2 ms':>10}  "
                     f"{ok(f['p95_ms'] <= TARGETS['frame_p95_ms'])}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench", description=__doc__.splitlines()[0])
    p.add_argument("--json", action="store_true", help="print the figures as JSON")
    p.add_argument("--quick", action="store_true", help="fewer runs and frames (a smoke test of the bench)")
    args = p.parse_args(argv)
    result = run(quick=args.quick)
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print(table(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
