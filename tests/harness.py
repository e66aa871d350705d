"""Test harness: a headless app driven frame by frame with scripted actions."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from scenes.engine.app import STEP, App, Config
from scenes.engine.input import Action
from scenes.shell.boot import build_app, start_app


def make_app(data_dir: str, **overrides) -> App:
    """A started headless app, built as the program builds it (routes, crash and kiosk guards)."""
    cfg = Config(headless=True, windowed=True, data_dir=str(data_dir), **overrides)
    app = build_app(cfg)
    start_app(app)
    return app


def frames(app: App, n: int, script: dict[int, list[Action]] | None = None) -> None:
    """Run n frames of 1/60 s (two fixed steps each), sending scripted actions at given frames."""
    script = script or {}
    for i in range(n):
        for action in script.get(i, []):
            app.dispatch(action)
        pygame.event.pump()
        app.step(STEP)
        app.step(STEP)
        app.stack.flush()
        if app.stack.scenes:
            app.render(force=True)
        app.frame += 1


def tap(pos) -> list[Action]:
    return [Action("point_down", pos=pos, source="touch"), Action("point_up", pos=pos, source="touch")]


def click(pos) -> list[Action]:
    return [Action("point_down", pos=pos, source="mouse"), Action("point_up", pos=pos, source="mouse")]


def key(kind: str, **kw) -> list[Action]:
    return [Action(kind, source="keyboard", **kw)]


def pad(kind: str, **kw) -> list[Action]:
    return [Action(kind, source="pad", **kw)]
