"""Running the gallery: a headless app with the audit on, each state built, photographed and checked.

`Gallery` is what a state's builder gets: the app, and small verbs to reach a screen the way a person
would (show scenes, run frames, tap, wait until something holds) or, for positions deep in a game, a
match played ahead by the rules and handed to its table (as a resumed game is).
"""
from __future__ import annotations

import html
import json
import os
import tempfile
import time
import traceback
from typing import Callable


class Gallery:
    """The verbs a state builder uses. Frames run with the virtual clock (1/60 s each, two steps)."""

    def __init__(self, app) -> None:
        self.app = app
        #: `shoot(name)` photographs the screen as it is now as state `name` (set by `run`); a builder
        #: marked `many = True` calls it for each of its states instead of returning one
        self.shoot: Callable[[str], None] = lambda name: None

    # -- the app
    def reset(self) -> None:
        """A clean cabinet: no scenes, no toasts, desktop mode, pointer input, normal contrast."""
        app = self.app
        while app.stack.scenes:
            app.stack.scenes.pop().exit()
        app.stack._pending.clear()
        app.toasts.items.clear()
        app.input.mode = "pointer"
        app.config.kiosk = False
        app.config.demo = False
        app.kiosk = None
        app.stick_missing = None
        os.environ.pop("KASTELL_DISPLAY_NOTE", None)
        if app.settings.high_contrast:
            app.set_high_contrast(False)

    def show(self, *scenes, frames: int = 45):
        """Start from `scenes` (bottom first) and let them play `frames` frames; returns the top scene."""
        app = self.app
        app.stack.reset(scenes[0])
        for scene in scenes[1:]:
            app.stack.push(scene)
        app.stack.flush()
        self.run(frames)
        return app.stack.top

    def push(self, scene, frames: int = 45):
        self.app.stack.push(scene)
        self.app.stack.flush()
        self.run(frames)
        return self.app.stack.top

    def run(self, n: int) -> None:
        from scenes.engine.app import STEP

        app = self.app
        for _ in range(n):
            app.step(STEP)
            app.step(STEP)
            app.stack.flush()
            app.frame += 1

    def until(self, condition: Callable[[], bool], limit: int = 3000, what: str = "") -> None:
        """Run frames until `condition()` holds (at most `limit`; then the state fails, naming `what`)."""
        for _ in range(limit):
            if condition():
                return
            self.run(1)
        if not condition():
            raise RuntimeError(f"gave up waiting for {what or condition}")

    def settle(self, limit: int = 1200) -> None:
        """Run until nothing moves any more (or `limit` frames: some screens always move)."""
        app = self.app
        for _ in range(limit):
            if not app.stack.wants_redraw() and not app.toasts.animating:
                return
            self.run(1)

    def tap(self, pos, frames: int = 2) -> None:
        from scenes.engine.input import Action

        self.app.dispatch(Action("point_down", pos=tuple(pos), source="touch"))
        self.app.dispatch(Action("point_up", pos=tuple(pos), source="touch"))
        self.app.stack.flush()
        self.run(frames)

    def action(self, kind: str, frames: int = 2, **kw) -> None:
        from scenes.engine.input import Action

        source = kw.pop("source", "keyboard")
        if kind in ("nav", "select") and source in ("keyboard", "pad"):
            self.app.input.mode = "focus"  # as the input mapper does for keys and pads: focus rings show
        self.app.dispatch(Action(kind, source=source, **kw))
        self.app.stack.flush()
        self.run(frames)

    # -- games
    def seats(self, kinds: list[str], names: list[str] | None = None, level: str = "hard") -> list[dict]:
        from scenes.services.seat_names import ai_name, player_name

        out = []
        for i, kind in enumerate(kinds):
            name = (names[i] if names else None) or (ai_name(i) if kind == "ai" else player_name(i))
            out.append({"kind": kind, "level": level, "name": name})
        return out

    def table(self, game: str, kinds: list[str], seed: int, names: list[str] | None = None,
              options: dict | None = None, ahead: Callable | None = None, level: str = "hard"):
        """The table scene of a new game; `ahead(match)` may first play the match forward by the rules
        (the table then starts from that position, as a resumed game does)."""
        from game.core import Match
        from scenes.tables.catalog import GAMES
        from scenes.tables.match_driver import agents_from_setup

        setup = {"game": game, "seats": self.seats(kinds, names, level), "seed": seed, "options": options or {}}
        table = GAMES[game].make_scene(setup)
        if ahead is not None:
            match = Match(GAMES[game].load_module(), agents_from_setup(setup["seats"]), seed=seed,
                          options=dict(options or {}), game_name=game)
            ahead(match)
            table.match = match
            table.seed = seed
        return table

    @staticmethod
    def play_until(match, stop: Callable, limit: int = 5000) -> None:
        """Play the match by the rules (chance from its seed, every seat by the easy AI, humans too)
        until `stop(match)` holds."""
        from game.core import CHANCE

        for _ in range(limit):
            if stop(match):
                return
            p = match.actor()
            if p is None:
                break
            if p == CHANCE:
                match.step_chance()
            else:
                view = match.ai_view(p)
                match.apply(match.module.ai.choose_move(view, "easy", match.seat_rngs[p]))
        if not stop(match):
            raise RuntimeError("the match never reached the wanted position")


def _fixtures(app) -> None:
    """Something to show on the high-score and statistics screens."""
    s = app.storage
    day = time.strftime("%Y-%m-%d")
    for game, names in (("castro", ["Anna", "Ben", "Anna", "Cleo"]), ("catsle", ["Dora", "Emil"]),
                        ("caprice", ["Finn"])):
        for name in names:
            s.add_win(game, name, day)
        s.stat_add(game, "played", len(names) + 3)
        s.stat_add(game, "won", len(names))
        s.stat_set(game, "streak", 1)
        s.stat_set(game, "best_streak", len(names))
    s.add_win("castro", "Maximilian", "2026-01-01")
    s.add_record("castile", "Greta", 312.4, 141, 7, day)
    s.add_record("castile", "Hans", 405.0, 128, 12, day)
    for key, value in (("played", 9), ("won", 4), ("streak", 1), ("best_streak", 3), ("best_time", 312.4),
                       ("fewest_moves", 128)):
        s.stat_set("castile", key, value)


def _save(surface, path: str, size: tuple[int, int]) -> None:
    import pygame

    os.makedirs(os.path.dirname(path), exist_ok=True)
    if surface.get_size() != size:
        surface = pygame.transform.smoothscale(surface, size)
    pygame.image.save(surface, path)


def _shoot(app, gallery, name: str, build, lang: str, out: str, size: tuple[int, int], report: dict) -> None:
    """One state's builder run in one language: each state it shows rendered, audited, saved as a PNG and
    reported (a builder that fails is photographed as it stands, its exception the finding)."""
    from bench.gallery.exceptions import excused
    from sprites import audit

    gallery.reset()
    crashes: list[BaseException] = []
    app.crashed = crashes.append  # the crash guard would hide a scene's exception

    def photograph(state: str, failed: BaseException | None = None, started: float = 0.0) -> None:
        """The screen as it is now: rendered, audited, saved and reported as `state`."""
        state_id = f"{lang}/{state}"
        try:
            if failed is not None:
                raise failed
            if crashes:
                raise crashes[0]
            audit.clear(app.screen)
            app.render(force=True)
            if crashes:
                raise crashes[0]
            found = audit.check(app.screen, state_id)
            report["texts"] += len(audit.texts(app.screen))
        except Exception as exc:  # noqa: BLE001 - a state that cannot be built is a finding
            found = [{"state": state_id, "kind": "state_failed",
                      "detail": f"{type(exc).__name__}: {exc} | "
                                + " / ".join(traceback.format_exc().strip().splitlines()[-3:])}]
        _save(app.screen, os.path.join(out, lang, f"{state}.png"), size)
        report["states"].append(state_id)
        report["seconds"][state_id] = round(time.perf_counter() - (started or shot_start[0]), 2)
        shot_start[0] = time.perf_counter()
        for v in found:
            reason = excused(v)
            if reason:
                report["excepted"].append({**v, "reason": reason})
            else:
                report["violations"].append(v)

    shot_start = [time.perf_counter()]
    started = shot_start[0]
    gallery.shoot = photograph  # a builder of many states photographs each on its way
    try:
        build(gallery)
    except Exception as exc:  # noqa: BLE001 - a state that cannot be built is a finding
        photograph(name, exc, started)
        return
    if not getattr(build, "many", False):
        photograph(name, None, started)


def run(out: str, langs: tuple[str, ...] = ("de", "en"), size: tuple[int, int] = (1280, 720),
        only: str | None = None) -> dict:
    """Build every state in every language; write the PNGs, index.html and audit.json into `out`."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from sprites import audit

    audit.enable()
    from bench.gallery.states import STATES
    from scenes.engine.app import Config
    from scenes.shell.boot import build_app
    from game.catsle import ai as catsle_ai

    # the same pictures on any machine at any load: CATsle's hard AI samples no fewer worlds when busy
    catsle_ai.USE_CLOCK = False
    os.makedirs(out, exist_ok=True)
    report = {"states": [], "texts": 0, "violations": [], "excepted": [], "size": list(size), "seconds": {}}
    with tempfile.TemporaryDirectory() as data:
        app = build_app(Config(headless=True, windowed=True, data_dir=data, phones_port=0))
        app.start()
        try:
            app.screen = audit.root_surface()
            gallery = Gallery(app)
            for lang in langs:
                app.set_language(lang)
                app.storage.reset_stats()  # each language starts from the same high scores
                _fixtures(app)
                for name, build in STATES.items():
                    if only and only not in name:
                        continue
                    _shoot(app, gallery, name, build, lang, out, size, report)
                gallery.reset()
        finally:
            app.shutdown()
            audit.disable()
    with open(os.path.join(out, "audit.json"), "w", encoding="utf-8") as f:
        json.dump(report, f, ensure_ascii=False, indent=1)
    _contact_sheet(out, report)
    return report


def _contact_sheet(out: str, report: dict) -> None:
    """index.html: every state as a picture with its name and findings."""
    by_state: dict[str, list[dict]] = {}
    for v in report["violations"]:
        by_state.setdefault(v["state"], []).append(v)
    parts = ["<!doctype html><meta charset='utf-8'><title>Kastell gallery</title>",
             "<style>body{font-family:sans-serif;background:#14213d;color:#f5f5f5;margin:20px}"
             "figure{display:inline-block;margin:8px;width:400px;vertical-align:top}"
             "img{width:400px;border:2px solid #34466e}figcaption{font-size:14px}"
             ".bad img{border-color:#e05040}.bad figcaption{color:#ff9b8a}</style>",
             f"<h1>Kastell: {len(report['states'])} states, {report['texts']} texts checked, "
             f"{len(report['violations'])} violations, {len(report['excepted'])} excepted</h1>"]
    for state in report["states"]:
        found = by_state.get(state, [])
        cls = " class='bad'" if found else ""
        notes = "".join(f"<br>{html.escape(v['kind'])}: {html.escape(v['detail'][:160])}" for v in found[:6])
        parts.append(f"<figure{cls}><a href='{html.escape(state)}.png'><img src='{html.escape(state)}.png' "
                     f"loading='lazy'></a><figcaption>{html.escape(state)}{notes}</figcaption></figure>")
    with open(os.path.join(out, "index.html"), "w", encoding="utf-8") as f:
        f.write("\n".join(parts))
