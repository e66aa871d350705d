"""The route table: what each screen name makes. The one module that knows every screen; screens ask
the router (`app.router.push("setup", game="castro")`) and never import each other.

A screen's module is imported when the screen is first made, not at start (the first frame needs
only the title); the warm-up imports them while the title plays (`scenes.shell.warmup`), so the
first visit of a screen does not pay for its import either.
"""
from __future__ import annotations

from scenes.engine.router import Router


def _title(app, demo=False):
    from scenes.shell.title import TitleScene

    return TitleScene(demo=demo)


def _menu(app, offer=False, learn=False):
    from scenes.shell.menu import MenuScene

    return MenuScene(offer=offer, learn=learn)


def _setup(app, game):
    from scenes.shell.setup import SetupScene

    return SetupScene(game)


def _rules(app, game, overlay=False, offer_lesson=False):
    from scenes.shell.rules import RulesScene

    return RulesScene(game, overlay=overlay, offer_lesson=offer_lesson)


def _settings(app):
    from scenes.shell.settings_scene import SettingsScene

    return SettingsScene()


def _scores(app, page="scores"):
    from scenes.shell.scores import ScoresScene

    return ScoresScene(page)


def _operator(app):
    from scenes.shell.kiosk import OperatorScene

    return OperatorScene()


def _audio_output(app):
    from scenes.shell.audio_output import AudioOutputScene

    return AudioOutputScene()


def _error(app, log_path=None):
    from scenes.shell.crash import ErrorScene

    return ErrorScene(log_path)


def _table(app, setup):
    from scenes.tables.catalog import GAMES

    return GAMES[setup["game"]].make_scene(setup)


def _lesson(app, game):
    from scenes.tables.catalog import GAMES

    return GAMES[game].make_lesson_scene()


def _attract(app):
    from scenes.shell import attract

    return attract.start(app)


def _attract_after(app, current):
    from scenes.shell import attract

    return attract.next_scene(app, current)


def install(router: Router) -> None:
    router.add("title", _title)
    router.add("menu", _menu)
    router.add("setup", _setup)
    router.add("rules", _rules)
    router.add("settings", _settings)
    router.add("scores", _scores)
    router.add("operator", _operator)
    router.add("audio_output", _audio_output)
    router.add("error", _error)
    router.add("table", _table)
    router.add("lesson", _lesson)
    router.add("attract", _attract)
    router.add("attract_after", _attract_after)
