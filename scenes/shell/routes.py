"""The route table: what each screen name makes. The one module that knows every screen; screens ask
the router (`app.router.push("setup", game="castro")`) and never import each other."""
from __future__ import annotations

from scenes.engine.router import Router
from scenes.shell import attract
from scenes.shell.audio_output import AudioOutputScene
from scenes.shell.crash import ErrorScene
from scenes.shell.kiosk import OperatorScene
from scenes.shell.menu import MenuScene
from scenes.shell.rules import RulesScene
from scenes.shell.scores import ScoresScene
from scenes.shell.settings_scene import SettingsScene
from scenes.shell.setup import SetupScene
from scenes.shell.title import TitleScene
from scenes.tables.catalog import GAMES


def install(router: Router) -> None:
    router.add("title", lambda app, demo=False: TitleScene(demo=demo))
    router.add("menu", lambda app, offer=False, learn=False: MenuScene(offer=offer, learn=learn))
    router.add("setup", lambda app, game: SetupScene(game))
    router.add("rules", lambda app, game, overlay=False, offer_lesson=False:
               RulesScene(game, overlay=overlay, offer_lesson=offer_lesson))
    router.add("settings", lambda app: SettingsScene())
    router.add("scores", lambda app, page="scores": ScoresScene(page))
    router.add("operator", lambda app: OperatorScene())
    router.add("audio_output", lambda app: AudioOutputScene())
    router.add("error", lambda app, log_path=None: ErrorScene(log_path))
    router.add("table", lambda app, setup: GAMES[setup["game"]].make_scene(setup))
    router.add("lesson", lambda app, game: GAMES[game].make_lesson_scene())
    router.add("attract", lambda app: attract.start(app))
    router.add("attract_after", lambda app, current: attract.next_scene(app, current))
