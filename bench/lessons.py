"""The lessons' figures: for each game's lesson, its steps, the coach's words, the table's own time
(animations and the computer's pauses, at 60 frames a second), the estimated time of a newcomer
(that, plus reading at 3 words a second and 1.5 s to find and make each tap; target ≤ 3 minutes),
and the frame times while the coach speaks (p50 / p95 / max).

`python -m bench.lessons` prints them; `python -m bench` includes them."""
from __future__ import annotations

import os
import statistics
import tempfile

TARGET_GUEST_S = 180.0


def _pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))] if values else 0.0


def measure_lessons(langs: tuple[str, ...] = ("de", "en")) -> dict:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from bench.lesson_player import play_lesson
    from scenes.engine.app import Config
    from scenes.shell.boot import build_app, start_app
    from scenes.tables.catalog import GAMES, ORDER

    out = {}
    with tempfile.TemporaryDirectory() as data:
        # the AI and Castile's verdict think in the app's worker processes, as in a window (headless
        # tables would think inline, in the frame)
        app = build_app(Config(headless=True, windowed=True, data_dir=data, think_in_worker=True))
        start_app(app)
        app.prewarm.run_all()  # (in a window the warm-up is done within seconds, during the title)
        try:
            for game in ORDER:
                if not GAMES[game].has_lesson:
                    continue
                for lang in langs:
                    r = play_lesson(app, game, lang, timed=True)
                    ms = r.frame_ms[60:] or r.frame_ms  # after the table's first entry
                    out[f"{game}_{lang}"] = {
                        "steps": r.steps, "words": r.words, "taps": r.actions,
                        "table_s": round(r.table_seconds, 1), "guest_s": round(r.guest_seconds, 1),
                        "frame_p50_ms": round(statistics.median(ms), 3), "frame_p95_ms": round(_pct(ms, 0.95), 3),
                        "frame_p99_ms": round(_pct(ms, 0.99), 3), "frame_max_ms": round(max(ms), 2),
                        "problems": r.problems,
                        "ok": not r.problems and r.guest_seconds <= TARGET_GUEST_S}
        finally:
            app.shutdown()
    return out


def table(result: dict) -> str:
    lines = [f"{'lesson':<14}{'steps':>6}{'words':>7}{'taps':>6}{'table s':>9}{'guest s':>9}"
             f"{'frame p50/p95/max ms':>24}"]
    for name, r in result.items():
        lines.append(f"{name:<14}{r['steps']:>6}{r['words']:>7}{r['taps']:>6}{r['table_s']:>9}{r['guest_s']:>9}"
                     f"{r['frame_p50_ms']:>10} /{r['frame_p95_ms']:>6} /{r['frame_max_ms']:>6}  "
                     f"{'ok' if r['ok'] else 'MISS'}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(table(measure_lessons()))
