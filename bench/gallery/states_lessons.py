"""Gallery states of the lessons ("Lernpartie"): for each game with a lesson, the coach at two steps
(an early one, and one further on where the player acts), the ending it offers, and the screens that
offer lessons (the menu's chips are in the menu states; the learn menu, the attract banner here)."""
from __future__ import annotations

from bench.lesson_player import play_lesson
from scenes.tables.catalog import GAMES, ORDER

STATES: dict = {}
#: the steps shown per game: (early, later); later steps are where a player moves
SHOWN = {"castro": (5, 17), "catsle": (3, 14), "caprice": (3, 12), "castile": (2, 10)}


def _lesson_at(game: str, index: int):
    def build(g):
        from scenes.services.i18n import language

        g.reset()
        report = play_lesson(g.app, game, language(), stop_at=index)
        if report.problems:
            raise RuntimeError(f"lesson {game}: {report.problems}")
        return g.app.stack.top
    return build


def _lesson_end(game: str):
    def build(g):
        from scenes.services.i18n import language

        g.reset()
        play_lesson(g.app, game, language(), stop_at=None)
        return g.app.stack.top
    return build


def _register() -> None:
    for game in ORDER:
        if not GAMES[game].has_lesson or game not in SHOWN:
            continue
        early, later = SHOWN[game]
        STATES[f"lesson_{game}_{early}"] = _lesson_at(game, early)
        STATES[f"lesson_{game}_{later}"] = _lesson_at(game, later)
        STATES[f"lesson_{game}_end"] = _lesson_end(game)


def learn_menu(g):
    g.reset()
    g.app.router.reset("menu", learn=True)
    g.app.stack.flush()
    g.run(60)
    return g.app.stack.top


STATES["menu_learn"] = learn_menu
_register()
