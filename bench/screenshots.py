"""`python -m bench.screenshots [DIR]`: the app photographs itself for the README.

Runs the real app headless, opens the title, the menu, a rules screen, the
setup and the settings, lets each animate for a moment and saves PNGs of the
logical screen (default folder: docs/).
"""
from __future__ import annotations

import os
import sys
import tempfile


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    out = argv[0] if argv else os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "docs")
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    import pygame

    from scenes.app import STEP, App, Config
    from scenes.menu import MenuScene
    from scenes.rules import RulesScene
    from scenes.settings_scene import SettingsScene
    from scenes.setup import SetupScene
    from scenes.title import TitleScene

    os.makedirs(out, exist_ok=True)
    shots = {
        "title": [TitleScene()],
        "menu": [MenuScene()],
        "rules": [MenuScene(), RulesScene("castro")],
        "setup": [MenuScene(), SetupScene("caprice")],
        "settings": [SettingsScene()],
    }
    with tempfile.TemporaryDirectory() as data:
        app = App(Config(headless=True, windowed=True, data_dir=data))
        app.start()
        try:
            for name, scenes in shots.items():
                app.stack.reset(scenes[0])
                for extra in scenes[1:]:
                    app.stack.push(extra)
                app.stack.flush()
                for _ in range(150):
                    app.step(STEP)
                    app.step(STEP)
                app.render(force=True)
                path = os.path.join(out, f"{name}.png")
                pygame.image.save(app.screen, path)
                print(path)
        finally:
            app.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
