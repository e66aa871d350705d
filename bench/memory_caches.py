"""What the app's caches hold: `python -m bench.memory_caches [FRAMES]`.

Runs the kiosk's attract loop headless in this process (as the soak does: `--kiosk --demo
--uncapped`) and, every 10,000 frames and at the end, prints the resident memory and each cache's
pixel bytes: every `functools.lru_cache` function and every module-level dict or list of surfaces in
the loaded `sprites`, `scenes` and `sounds` modules (the cache's entries are found through the
garbage collector's referents, so nothing here knows a cache's private name). The figures are what
the caches' bounds are chosen from: the largest each one reached over the run.
"""
from __future__ import annotations

import gc
import json
import os
import sys
import tempfile

PACKAGES = ("sprites.", "scenes.", "sounds.")


def _surface_bytes(obj, seen: set, depth: int = 0) -> int:
    import pygame

    if id(obj) in seen or depth > 4:
        return 0
    seen.add(id(obj))
    if isinstance(obj, pygame.Surface):
        return obj.get_width() * obj.get_height() * obj.get_bytesize()
    if isinstance(obj, dict):
        return sum(_surface_bytes(v, seen, depth + 1) for v in obj.values())
    if isinstance(obj, (list, tuple, set, frozenset)):
        return sum(_surface_bytes(v, seen, depth + 1) for v in obj)
    if hasattr(obj, "__dict__") and type(obj).__module__.startswith(PACKAGES):
        return sum(_surface_bytes(v, seen, depth + 1) for v in vars(obj).values())
    if hasattr(obj, "__slots__"):
        return sum(_surface_bytes(getattr(obj, s, None), seen, depth + 1) for s in obj.__slots__)
    return 0


def inventory(min_mb: float = 0.05) -> dict[str, float]:
    """MB of surfaces per cache (lru_cache functions and module-level containers), largest first."""
    out: dict[str, float] = {}
    seen: set = set()
    for name, module in sorted(sys.modules.items()):
        if module is None or not name.startswith(PACKAGES):
            continue
        for attr, value in list(vars(module).items()):
            if callable(getattr(value, "cache_clear", None)) and getattr(value, "__module__", None) == name:
                # (an lru_cache's wrapper hands the collector each entry's key and result directly)
                held = sum(_surface_bytes(r, seen) for r in gc.get_referents(value)
                           if not isinstance(r, (dict, type)) and not callable(r))
            elif isinstance(value, (dict, list)):
                held = _surface_bytes(value, seen)
            else:
                continue
            if held / 1e6 >= min_mb:
                out[f"{name}.{attr}"] = round(held / 1e6, 2)
    return dict(sorted(out.items(), key=lambda kv: -kv[1]))


def lru_misses() -> dict[str, int]:
    """Each lru_cache's misses so far (a bound too small shows as misses that keep coming)."""
    out = {}
    for name, module in sorted(sys.modules.items()):
        if module is None or not name.startswith(PACKAGES):
            continue
        for attr, value in list(vars(module).items()):
            info = getattr(value, "cache_info", None)
            if callable(info) and getattr(value, "__module__", None) == name:
                out[f"{name}.{attr}"] = info().misses
    return out


def main(frames: int = 60_000) -> None:
    os.environ.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    from scenes.engine import reports
    from scenes.engine.app import Config
    from scenes.engine.memory import rss_mb
    from scenes.shell.boot import build_app, first_scenes, start_app

    peak: dict[str, float] = {}
    misses_before: dict[str, int] = {}

    def report(frame, top, end=False):
        caches = inventory()
        for k, v in caches.items():
            peak[k] = max(peak.get(k, 0.0), v)
        misses = lru_misses()
        new = {k: n - misses_before.get(k, 0) for k, n in misses.items() if n - misses_before.get(k, 0) > 0}
        misses_before.update(misses)
        print(json.dumps({"frame": frame, "rss_mb": round(rss_mb(), 1), "top": type(top).__name__,
                          "caches_mb": round(sum(caches.values()), 1), "top5": dict(list(caches.items())[:5]),
                          "misses": dict(sorted(new.items(), key=lambda kv: -kv[1])[:8])}),
              flush=True)

    reports.rss = report
    reports.rss_at_end = lambda frame: report(frame, None, True)
    os.environ["KASTELL_REPORT_RSS"] = "1"
    with tempfile.TemporaryDirectory() as data:
        app = build_app(Config(headless=True, kiosk=True, demo=True, uncapped=True, frames=frames, data_dir=data))
        start_app(app)
        app.run_with(first_scenes(app))
    print(json.dumps({"peak_mb": dict(sorted(peak.items(), key=lambda kv: -kv[1]))}, indent=1))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 60_000)
