"""The crash guard: an exception inside a scene is logged and the cabinet carries on.

Kastell writes its log (warnings and every crash with its traceback) to a
rotating file in the data folder, `kastell.log` (3 × 512 kB). When a scene
raises, `recover` logs it and, in kiosk mode, returns to the attract loop; on a
desktop it shows `ErrorScene` (what happened, where the log is, back to the
menu). If scenes keep failing in a tight loop, it falls back to the title.
The game in progress is never lost: it was stored after its last move.
"""
from __future__ import annotations

import logging
import time

import pygame

from scenes.services.i18n import tr
from scenes.kit.ui_scene import UIScene
from sprites import fonts, theme
from sprites.background import backdrop
from sprites.text import outlined, render, wrap
from sprites.widgets import Button

_log = logging.getLogger("kastell.crash")


def recover(app, exc: BaseException) -> None:
    """Log the crash with its traceback, then put the cabinet back on its feet."""
    where = type(app.stack.top).__name__ if app.stack.top is not None else "?"
    _log.error("a scene failed (%s): %s", where, exc, exc_info=exc)
    now = time.monotonic()
    app._crashes = [t for t in app._crashes if now - t < 10.0] + [now]
    app.stack._pending.clear()
    try:
        for scene in list(app.stack.scenes):
            try:
                scene.exit()
            except Exception:  # noqa: BLE001 - already recovering
                pass
        app.stack.scenes.clear()
        if len(app._crashes) >= 5:
            _log.error("scenes keep failing; back to the title")
            app.router.reset("title", demo=app.config.demo or app.config.kiosk)
        elif app.config.kiosk or app.config.demo:
            app.router.reset("attract")
        else:
            app.router.reset("menu")
            app.stack.push(ErrorScene(app.log_path))
        app.stack.flush()
    except Exception:  # noqa: BLE001 - the last line of defence: an empty stack ends the loop
        _log.exception("recovery failed")
        raise


class ErrorScene(UIScene):
    """Something went wrong: say so plainly, name the log file, offer the menu."""

    name = "error"
    staged_entry = False  # after a crash: shown at once, with as little machinery as possible

    def __init__(self, log_path: str | None) -> None:
        super().__init__()
        self.log_path = log_path

    def enter(self) -> None:
        self.add(Button((640 - 160, 560, 320, 72), lambda: tr("btn.menu"), self.on_back, style="primary"))
        self.focus = 0

    def on_back(self) -> None:
        self.app.stack.pop(self)

    def draw_static(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        surface.blit(backdrop(skyline=False), (0, 0))
        title = outlined(tr("crash.title"), "display", fonts.TITLE, pal["accent"], (12, 18, 40), 4)
        surface.blit(title, title.get_rect(center=(640, 160)))
        y = 250
        for line in wrap(tr("crash.body"), "text", 24, 900):
            t = render(line, "text", 24, pal["text"])
            surface.blit(t, t.get_rect(midtop=(640, y)))
            y += 32
        where = self.log_path or tr("crash.no_log")
        t = render(tr("crash.log", path=where), "text", 18, pal["muted"])
        surface.blit(t, t.get_rect(midtop=(640, y + 20)))
