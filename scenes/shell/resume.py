"""Resuming the game in progress: the autosave is offered ("Weiterspielen?") and rebuilt exactly.

Every move of a game is stored (`TableScene.autosave`), so after a power cut,
a kill, a crash or a guest walking away, the game can go on from the same
position: the save is replayed through the rules (`Match.from_save`, no code
is ever executed from it) before the question is asked. A save that does not
replay any more (an unknown game, broken JSON, a move the rules refuse) is
never offered and never crashes anything: it is set aside in the database
(`Storage.set_aside_game`, kept for the developers) and the menu says so.
The menu offers a good save once per visit; "Verwerfen" drops it.
"""
from __future__ import annotations

import logging

from game.core import Match
from scenes.kit.dialogs import ConfirmScene
from scenes.services.i18n import tr
from scenes.tables.catalog import GAMES

_log = logging.getLogger("kastell.resume")


def _set_aside(app, why: str) -> None:
    _log.warning("the stored game cannot be resumed (%s); it is set aside", why)
    app.storage.set_aside_game()
    app.toast(tr("resume.set_aside"), "info")


def stored_game(app) -> dict | None:
    """The stored game with its match already replayed (``record["match"]``), or None.
    A stored game that does not replay is set aside with a message."""
    storage = app.storage
    if storage is None:
        return None
    try:
        record = storage.load_game()
    except ValueError as exc:
        _set_aside(app, str(exc))
        return None
    if record is None:
        return None
    info = GAMES.get(record["game"])
    if info is None:
        _set_aside(app, f"unknown game {record['game']!r}")
        return None
    try:
        record["match"] = replay(record)
    except Exception as exc:  # noqa: BLE001 - a bad save must never stop the app
        _set_aside(app, f"{type(exc).__name__}: {exc}")
        return None
    return record


def replay(record: dict):
    """The match of a stored game, rebuilt by replaying its save through the rules."""
    game = record["game"]
    return Match.from_save(record["save"], GAMES[game].load_module(), game_name=game)


def offer_resume(app) -> bool:
    """Ask "Weiterspielen?" when a game is stored and replays; True when the question was asked."""
    record = stored_game(app)
    if record is None:
        return False
    name = GAMES[record["game"]].title
    # Enter plays on and Esc only closes the question: a guest's game is thrown away by "Verwerfen"
    # alone (found by the booted check, where Enter on the offer had discarded the game)
    app.stack.push(ConfirmScene(tr("resume.question", game=name), lambda: resume(app, record),
                                on_no=lambda: app.storage.clear_game(),
                                yes_label=lambda: tr("resume.yes"), no_label=lambda: tr("resume.no"),
                                safe="yes", on_back=lambda: None))
    return True


def make_table(record: dict):
    """The table scene of a stored game, its match rebuilt by replaying the save."""
    table = GAMES[record["game"]].make_scene(dict(record["setup"]))
    table.match = record.get("match") or replay(record)
    table.seed = table.match.seed
    return table


def resume(app, record: dict) -> bool:
    """Open the stored game over the menu; a table that cannot be built sets the save aside."""
    try:
        table = make_table(record)
    except Exception as exc:  # noqa: BLE001 - a bad save must never stop the app
        _set_aside(app, f"{type(exc).__name__}: {exc}")
        return False
    app.router.reset("menu")
    app.stack.push(table)
    return True
