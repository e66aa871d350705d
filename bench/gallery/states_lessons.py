"""Gallery states of the lessons ("Lernpartie"): for each game with a lesson, the coach at every step
(`lesson_<game>_<step>`, photographed as the lesson is played once), the ending it offers, and the
screens that offer lessons (the menu's chips are in the menu states; the learn menu here)."""
from __future__ import annotations

from bench.lesson_player import play_lesson
from scenes.tables.catalog import GAMES, ORDER

STATES: dict = {}


def _lesson_steps(game: str):
    """Every step of `game`'s lesson, photographed as it shows (states lesson_<game>_00, _01, …)."""
    def build(g):
        from scenes.services.i18n import language

        g.reset()
        report = play_lesson(g.app, game, language(), on_step=lambda i: g.shoot(f"lesson_{game}_{i:02d}"))
        if report.problems:
            raise RuntimeError(f"lesson {game}: {report.problems}")
    build.many = True
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
        if not GAMES[game].has_lesson:
            continue
        STATES[f"lesson_{game}_steps"] = _lesson_steps(game)
        STATES[f"lesson_{game}_end"] = _lesson_end(game)


def learn_menu(g):
    g.reset()
    g.app.router.reset("menu", learn=True)
    g.app.stack.flush()
    g.run(60)
    return g.app.stack.top


STATES["menu_learn"] = learn_menu
_register()
