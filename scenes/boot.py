"""Boot: builds the app for a command-line config and picks the first scene.

Plain start → title. `--demo` → the attract loop (the title while no game can
play itself). `--game X` → that game's table when it exists, else its rules
screen over the menu. Always shuts pygame down, even after an error.
"""
from __future__ import annotations

import logging
import sys

from scenes.app import EXIT_NO_DISPLAY, App, Config, DisplayUnavailable


def first_scenes(app: App) -> list:
    """The scenes to start with, bottom first."""
    from scenes.catalog import GAMES
    from scenes.menu import MenuScene
    from scenes.title import TitleScene

    cfg = app.config
    if cfg.game and not cfg.demo:
        info = GAMES[cfg.game]
        if info.available:
            from scenes.setup import setup_from_config

            return [MenuScene(), info.make_scene(setup_from_config(cfg))]
        from scenes.rules import RulesScene

        return [MenuScene(), RulesScene(cfg.game)]
    if cfg.demo:
        from scenes.demo import first_demo_scene

        return [first_demo_scene(app)]
    return [TitleScene()]


def run(config: Config) -> int:
    logging.basicConfig(level=logging.WARNING, format="%(name)s: %(message)s")
    app = App(config)
    try:
        app.start()
        return app.run_with(first_scenes(app))
    except KeyboardInterrupt:
        return 130
    except DisplayUnavailable as exc:
        log = app.log_path or "kastell.log in the data folder"
        logging.getLogger("kastell").error("no screen could be opened (%s)", exc)
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
