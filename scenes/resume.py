"""Resuming the game in progress: the autosave is offered ("Weiterspielen?") and rebuilt exactly.

Every move of a game is stored (`TableScene.autosave`), so after a power cut,
a kill, a crash or a guest walking away, the game can go on from the same
position: the save is replayed through the rules (`Match.from_save`, no code
is ever executed from it). The menu offers it once per visit; "Nein" drops it.
"""
from __future__ import annotations

import logging

from scenes.i18n import tr

_log = logging.getLogger("kastell.resume")


def stored_game(app) -> dict | None:
    storage = app.storage
    if storage is None:
        return None
    record = storage.load_game()
    if record is None:
        return None
    from scenes.catalog import GAMES

    info = GAMES.get(record["game"])
    if info is None or not info.available:
        storage.clear_game()
        return None
    return record


def offer_resume(app) -> bool:
    """Ask "Weiterspielen?" when a game is stored; True when the question was asked."""
    record = stored_game(app)
    if record is None:
        return False
    from scenes.catalog import GAMES
    from scenes.dialogs import ConfirmScene

    name = GAMES[record["game"]].name
    app.stack.push(ConfirmScene(tr("resume.question", game=name), lambda: resume(app, record),
                                on_no=lambda: app.storage.clear_game(),
                                yes_label=lambda: tr("resume.yes"), no_label=lambda: tr("resume.no")))
    return True


def make_table(record: dict):
    """The table scene of a stored game, its match rebuilt by replaying the save."""
    from game.core import Match
    from scenes.catalog import GAMES

    game = record["game"]
    table = GAMES[game].make_scene(dict(record["setup"]))
    table.match = Match.from_save(record["save"], table.module, game_name=game)
    table.seed = table.match.seed
    return table


def resume(app, record: dict) -> bool:
    """Open the stored game over the menu; a save that does not load is dropped with a message."""
    from scenes.menu import MenuScene

    try:
        table = make_table(record)
    except Exception as exc:  # noqa: BLE001 - a bad save must never stop the app
        _log.warning("the stored game could not be resumed: %s", exc)
        app.storage.clear_game()
        app.toast(tr("resume.failed"), "error")
        return False
    app.stack.reset(MenuScene(offer=False))
    app.stack.push(table)
    return True
