"""`python -m bench.screenshots [DIR]`: the app photographs itself for the README.

Runs the real app headless, opens the title, the menu, a rules screen, the
setup, the settings and each game's table (computer players, part-way into a
game), lets each run for a moment and saves PNGs of the logical screen
(default folder: docs/).
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

    from scenes.engine.app import STEP, App, Config
    from scenes.shell.menu import MenuScene
    from scenes.shell.rules import RulesScene
    from scenes.shell.settings_scene import SettingsScene
    from scenes.shell.setup import SetupScene
    from scenes.shell.title import TitleScene

    os.makedirs(out, exist_ok=True)
    from scenes.tables.catalog import GAMES

    def table(game: str, kinds: list[str], seed: int):
        seats = [{"kind": k, "level": "hard", "name": n} for k, n in zip(kinds, ("Anna", "Ritter Kuno", "Gräfin Gisela",
                                                                                "Baron Balduin"))]
        return GAMES[game].make_scene({"game": game, "seats": seats, "seed": seed, "options": {}})

    shots = {
        "title": ([TitleScene()], 150),
        "menu": ([MenuScene()], 150),
        "rules": ([MenuScene(), RulesScene("castro")], 150),
        "setup": ([MenuScene(), SetupScene("caprice")], 150),
        "settings": ([SettingsScene()], 150),
        "castro": ([table("castro", ["ai", "ai", "ai"], 21)], 2400),
        "caprice": ([table("caprice", ["human", "ai", "ai"], 8)], 900),
        "catsle": ([table("catsle", ["human", "ai", "ai", "ai"], 3)], 1500),
        "castile": ([table("castile", ["human"], 7)], 240),
    }
    with tempfile.TemporaryDirectory() as data:
        app = App(Config(headless=True, windowed=True, data_dir=data))
        app.start()
        try:
            for name, (scenes, steps) in shots.items():
                app.stack.reset(scenes[0])
                for extra in scenes[1:]:
                    app.stack.push(extra)
                app.stack.flush()
                for _ in range(steps):
                    app.step(STEP)
                    app.step(STEP)
                    app.stack.flush()
                app.render(force=True)
                path = os.path.join(out, f"{name}.png")
                pygame.image.save(app.screen, path)
                print(path)
        finally:
            app.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
