"""Boot: the composition root. It builds the app for a command-line config (the routes of every
screen, the crash guard, the kiosk guard) and picks the first scenes.

Plain start → title. `--demo` → the attract loop. `--game X` → that game's table over the menu.
`run` always shuts pygame down, even after an error.
"""
from __future__ import annotations

import logging
import os
import sys

from scenes.engine.app import EXIT_NO_DISPLAY, App, Config, DisplayUnavailable
from scenes.shell import routes


def _recover(app: App, exc: BaseException):
    from scenes.shell import crash  # (imported on the first crash, or by the warm-up before)

    return crash.recover(app, exc)


def build_app(config: Config) -> App:
    """The app with its routes and crash guard, not yet started."""
    app = App(config)
    routes.install(app.router)
    app.on_crash = _recover
    if not config.game:  # a plain start shows the title first: its art before the first frame, then the
        from scenes.shell import warmup  # rest ahead of need while it plays; the kiosk's attract loop
                                         # (--demo) builds the rest while its first table plays
        if not config.demo:
            warmup.queue_title(app)
        warmup.queue_all(app)
    return app


def start_app(app: App) -> None:
    """Start pygame and the services; in kiosk mode the guard watches from then on."""
    app.start()
    if app.config.kiosk:
        from scenes.shell.kiosk import KioskGuard

        app.kiosk = KioskGuard(app)


def first_scenes(app: App) -> list:
    """The scenes to start with, bottom first."""
    cfg = app.config
    router = app.router
    if cfg.game and cfg.lesson:
        return [router.make("lesson", game=cfg.game)]
    if cfg.game and not cfg.demo:
        from scenes.shell.setup import setup_from_config

        return [router.make("menu"), router.make("table", setup=setup_from_config(cfg))]
    if cfg.demo:
        return [router.make("attract")]
    return [router.make("title")]


def _tell_the_session(reason: str) -> None:
    """The kiosk session (kiosk/session.sh) shows why no screen opened: it names a file for it."""
    path = os.environ.get("KASTELL_REASON_FILE")
    if not path:
        return
    try:
        with open(path, "w", encoding="utf-8") as f:
            f.write(f"KMS/DRM: {reason}" if os.environ.get("SDL_VIDEODRIVER") == "kmsdrm" else reason)
    except OSError:
        pass


def run(config: Config) -> int:
    logging.basicConfig(level=logging.WARNING, format="%(name)s: %(message)s")
    app = build_app(config)
    try:
        start_app(app)
        return app.run_with(first_scenes(app))
    except KeyboardInterrupt:
        return 130
    except DisplayUnavailable as exc:
        log = app.log_path or "kastell.log in the data folder"
        logging.getLogger("kastell").error("no screen could be opened (%s)", exc)
        _tell_the_session(str(exc))
        print(f"Kastell: no screen could be opened ({exc}).\n"
              f"Kastell: kein Bildschirm ({exc}).\n"
              f"Help / Hilfe: journalctl -u kastell -b   and the log: {log}", file=sys.stderr)
        return EXIT_NO_DISPLAY
    except Exception:
        logging.getLogger("kastell").exception("Kastell stopped because of an error")
        print("Kastell stopped because of an error; see the message above.", file=sys.stderr)
        return 1
    finally:
        app.shutdown()
