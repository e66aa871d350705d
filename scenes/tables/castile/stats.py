"""Castile's statistics, the data: counting a finished game (played, won, the streak, best time, fewest
moves), entering a win in the high scores, and reading the figures back as rows of text.

Drawing the rows on a panel is the menu's job (`menu.draw_stats`); nothing here draws.
"""
from __future__ import annotations

import time

from scenes.services.formats import clock
from scenes.services.i18n import tr

GAME = "castile"
#: the figure behind each row of `stat_rows`, in order (the results mark new records by these)
STAT_KEYS = ["played", "won", "best_streak", "best_time", "fewest_moves"]


def record_game(storage, won: bool, seconds: float, moves: int) -> dict:
    """Statistics of one finished game; returns what changed (new bests) for the results."""
    storage.stat_add(GAME, "played", 1)
    news = {}
    if won:
        storage.stat_add(GAME, "won", 1)
        figures = storage.stats(GAME)
        streak = int(figures.get("streak", 0)) + 1
        storage.stat_set(GAME, "streak", streak)
        if streak > int(figures.get("best_streak", 0)):
            storage.stat_set(GAME, "best_streak", streak)
            news["best_streak"] = True
        if storage.stat_best(GAME, "best_time", round(seconds, 1), lower_is_better=True):
            news["best_time"] = True
        if storage.stat_best(GAME, "fewest_moves", moves, lower_is_better=True):
            news["fewest_moves"] = True
    else:
        storage.stat_set(GAME, "streak", 0)
    return news


def record_win(storage, name: str, seconds: float, moves: int, deal: int) -> None:
    """A won deal in the café's high scores (fastest wins, fewest moves), dated today."""
    storage.add_record(GAME, name, round(seconds, 1), moves, deal, time.strftime("%Y-%m-%d"))


def stat_rows(storage) -> list[tuple[str, str]]:
    """(label, value) rows of the Castile statistics."""
    s = storage.stats(GAME) if storage is not None else {}
    played, won = int(s.get("played", 0)), int(s.get("won", 0))
    pct = f"{100.0 * won / played:.0f} %" if played else "–"
    best_time = s.get("best_time")
    return [
        (tr("castile.stat.played"), str(played)),
        (tr("castile.stat.won"), f"{won} ({pct})"),
        (tr("castile.stat.streak"), f"{int(s.get('streak', 0))} / {int(s.get('best_streak', 0))}"),
        (tr("castile.stat.best_time"), clock(best_time) if best_time is not None else "–"),
        (tr("castile.stat.fewest_moves"), str(int(s["fewest_moves"])) if "fewest_moves" in s else "–"),
    ]
