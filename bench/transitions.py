"""Frame times across scene changes: what a guest sees when a screen opens for the first time.

A fresh headless app (uncapped, every frame drawn) walks the cabinet as a guest
would: title → menu → the high scores and back, then for every game of the catalog
menu → setup → rules (over the setup) → back → the table's first entry (a
computer-only table, so it moves) → the pause menu → the results, and each game's
lesson; after the first game's results also the hand-over screen between two people
(privacy), the pause menu again and a question over it. Each step starts
with the change itself (its first frame carries the building of the new
screen's art) and runs `FRAMES` more frames. A frame is what the app's loop does in it: the
update steps, the draw and the prewarm jobs it runs after the draw (`App.idle`), so the art the
shell builds ahead of need, while the title and each screen play, is counted where it is built. Per transition: p50 / p95 / p99 /
max in ms, and the first frame alone. Target (issue "No hitch"): no frame over
8 ms here (about 56 ms on a Raspberry Pi 4).

`python -m bench.transitions --steps 20` also lists the 20 longest steps the prewarm ran during the
walk (the warm-up's jobs and the staged entries' parts, named "job #k"): a frame holding one is at
least that long, so they show where the next hitch would come from.
"""
from __future__ import annotations

import contextlib
import gc
import os
import statistics
import tempfile
import time

from bench.frames import percentile

FRAMES = 45          # frames measured after each change (0.75 s of the screen settling)
MAX_FRAME_MS = 8.0


def _walk(game_keys: list[str]) -> list[tuple[str, callable]]:
    """(name, change) pairs in the order a guest meets them; `change(app)` makes the change."""
    from scenes.services.seat_names import default_seats
    from scenes.tables.catalog import GAMES
    from scenes.kit.dialogs import ConfirmScene
    from scenes.services.seat_names import player_name
    from scenes.tables.overlays import PauseScene, PrivacyScene, ResultsScene

    steps = [("title", lambda app: app.router.reset("title")),
             ("title>menu", lambda app: app.router.replace("menu")),
             ("menu>scores", lambda app: app.router.push("scores")),
             ("scores>menu", lambda app: app.stack.pop())]
    for key in game_keys:
        info = GAMES[key]

        def table(app, key=key, info=info):
            setup = {"game": key, "seats": default_seats(info.default_players, humans=0, level="easy"),
                     "seed": 5, "options": {}}
            app.router.replace("table", setup=setup)

        def pause(app):
            app.stack.push(PauseScene(app.stack.top))

        def results(app):
            app.stack.pop()
            app.stack.push(ResultsScene(app.stack.top))

        steps += [
            (f"{key}: menu>setup", lambda app, key=key: (app.router.reset("menu"), app.stack.flush(),
                                                          app.router.push("setup", game=key))),
            (f"{key}: setup>rules", lambda app, key=key: app.router.push("rules", game=key, overlay=True,
                                                                          offer_lesson=True)),
            (f"{key}: rules>setup", lambda app: app.stack.pop()),
            (f"{key}: setup>table", table),
            (f"{key}: table>pause", pause),
            (f"{key}: pause>results", results),
        ]
        if key == game_keys[0]:  # the screens every game shares, once: the hand-over between two
            # people at one screen (over the table), a question over the pause menu
            steps += [
                (f"{key}: results>privacy", lambda app: (app.stack.pop(), app.stack.flush(),
                                                         app.stack.push(PrivacyScene(player_name(1), 1)))),
                (f"{key}: privacy>pause", lambda app: (app.stack.pop(), app.stack.flush(),
                                                       app.stack.push(PauseScene(app.stack.top)))),
                (f"{key}: pause>confirm", lambda app: app.stack.push(ConfirmScene("?", lambda: None))),
            ]
        if info.has_lesson:
            steps.append((f"{key}: lesson", lambda app, key=key: app.router.reset("lesson", game=key)))
    return steps


@contextlib.contextmanager
def _step_log(log: list | None):
    """While active, each step the prewarm queues run (the warm-up's jobs and the staged entries' parts)
    is appended to `log` as (ms, "job #k"), k counting that job's steps; a staged entry is named
    after its scene. Nothing is patched when `log` is None."""
    if log is None:
        yield
        return
    from scenes.engine import app as app_module
    from scenes.engine.prewarm import Prewarm

    turn, preparing = Prewarm._turn, app_module.App._preparing
    current = {"scene": "?"}
    counts: dict[str, int] = {}

    def timed_turn(self):
        name = self._jobs[0][0]
        if name == "entry":
            name = f"entry:{current['scene']}"
        t0 = time.perf_counter()
        turn(self)
        k = counts[name] = counts.get(name, -1) + 1
        log.append(((time.perf_counter() - t0) * 1000.0, f"{name} #{k}"))

    def named_preparing(self, top):
        current["scene"] = type(top).__name__
        return preparing(self, top)

    Prewarm._turn, app_module.App._preparing = timed_turn, named_preparing
    try:
        yield
    finally:
        Prewarm._turn, app_module.App._preparing = turn, preparing


def measure_transitions(frames: int = FRAMES, steps: list | None = None) -> dict:
    """Per transition: p50 / p95 / p99 / max. `steps`: a list to fill with every prewarm step of the
    walk, (ms, name) (see `_step_log`)."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    from game import heap
    from scenes.engine.app import STEP, Config
    from scenes.shell.boot import build_app
    from scenes.tables.catalog import ORDER

    # A fresh app, as a guest's is: what the bench measured before in this process (the scene
    # frames) is freed and its heap pages given back first, or the walk's first change of scenes
    # would pay for trimming them (4-8 ms in the title's first frame; 0.1-0.2 ms per trim in a
    # kiosk that has run 30,000 frames)
    gc.collect()
    heap.trim()
    out = {}
    with tempfile.TemporaryDirectory() as data:
        # the computer players think in a worker process and tables build their first picture over the
        # frames after the change, as in a window (headless they would think inline, in the frame, and
        # draw a table at once, which a guest never sees)
        app = build_app(Config(headless=True, windowed=True, uncapped=True, data_dir=data, think_in_worker=True,
                               staged=True))
        app.start()  # (the title's art, built before the first frame, is not in the step log)
        try:
            with _step_log(steps):
                for name, change in _walk(list(ORDER)):
                    times = []
                    for i in range(frames + 1):
                        t0 = app.frame_started = time.perf_counter()
                        if i == 0:
                            change(app)
                            app.stack.flush()
                        app.step(STEP)
                        app.step(STEP)
                        app.stack.flush()
                        app.render(force=True)
                        app.idle(time.perf_counter() - t0)  # the prewarm jobs the app runs after a frame count in it
                        times.append((time.perf_counter() - t0) * 1000.0)
                    out[name] = {"first_ms": round(times[0], 2), "p50_ms": round(statistics.median(times), 3),
                                 "p95_ms": round(percentile(times, 0.95), 3), "p99_ms": round(percentile(times, 0.99), 3),
                                 "max_ms": round(max(times), 2), "frames": len(times)}
        finally:
            app.shutdown()
    return out


def table(result: dict) -> str:
    lines = [f"{'transition':<28}{'first':>8}{'p50':>8}{'p95':>8}{'p99':>8}{'max':>8}  (ms; no frame over "
             f"{MAX_FRAME_MS:g} ms)"]
    for name, r in result.items():
        lines.append(f"{name:<28}{r['first_ms']:>8.2f}{r['p50_ms']:>8.2f}{r['p95_ms']:>8.2f}{r['p99_ms']:>8.2f}"
                     f"{r['max_ms']:>8.2f}  {'ok' if r['max_ms'] <= MAX_FRAME_MS else 'MISS'}")
    return "\n".join(lines)


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(prog="python -m bench.transitions", description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=FRAMES, help=f"frames after each change (default {FRAMES})")
    parser.add_argument("--steps", type=int, default=0, metavar="N",
                        help="also list the N longest steps the prewarm ran (warm-up jobs and staged entries)")
    args = parser.parse_args()
    log = [] if args.steps > 0 else None
    print(table(measure_transitions(frames=max(1, args.frames), steps=log)))
    if log:
        print(f"\nlongest prewarm steps of the walk (of {len(log)}; the title's art, built before the first "
              "frame, is not among them):")
        for ms, name in sorted(log, reverse=True)[:args.steps]:
            print(f"{ms:8.2f} ms  {name}")
