"""The shared table base (scenes/tables/table.py) with the toy game: AI pacing, results, hot-seat privacy,
illegal-move toasts, pause, and that the screen is really drawn."""
from __future__ import annotations

import pytest

import tests.toy_game as toy
from scenes.tables import catalog
from scenes.tables.overlays import PauseScene, PrivacyScene, ResultsScene
from tests.harness import click, frames, key, pad, tap
from tests.toy_table import TABLE, ToyTable


@pytest.fixture(autouse=True)
def toy_info():
    """The toy game registered as a fifth game for each test (and taken away after it)."""
    catalog.register(TABLE)
    yield
    catalog.unregister("toy")


def seats(*kinds):
    return [{"kind": k, "level": "normal", "name": f"P{i}"} for i, k in enumerate(kinds)]


def test_ai_game_plays_to_results(app):
    table = ToyTable({"game": "toy", "seats": seats("ai", "ai"), "seed": 3})
    app.stack.reset(table)
    for _ in range(200):
        frames(app, 30)
        if isinstance(app.stack.top, ResultsScene):
            break
    assert table.match.is_over()
    assert isinstance(app.stack.top, ResultsScene)
    # the screen shows the results veil over the table, not a blank surface
    assert len({app.screen.get_at((x, y))[:3] for x in range(0, 1280, 16) for y in range(0, 720, 16)}) > 8
    stats = app.storage.stats("toy")
    assert stats.get("played") == 1


def test_ai_waits_watchably_and_a_tap_hurries(app):
    table = ToyTable({"game": "toy", "seats": seats("ai", "ai"), "seed": 5})
    app.stack.reset(table)
    frames(app, 2)
    n = len(table.match.moves)
    frames(app, 10)   # 1/6 s: under the watching delay, no AI move yet after the chance steps
    chance_only = all(a == -1 for a in table.match.actors[n:])
    assert chance_only
    frames(app, 1, {0: tap((640, 400))})
    frames(app, 2)
    assert any(a != -1 for a in table.match.actors)


def test_privacy_between_two_humans(app):
    table = ToyTable({"game": "toy", "seats": seats("human", "human"), "seed": 1})
    app.stack.reset(table)
    frames(app, 5)
    assert isinstance(app.stack.top, PrivacyScene)
    # the table must not show through the privacy screen
    assert not app.stack.top.overlay and app.stack.visible() == [app.stack.top]
    shown = []
    for step in range(60):
        top = app.stack.top
        if isinstance(top, PrivacyScene):
            shown.append(top.seat)
            frames(app, 2, {0: tap((100, 300)) if step % 2 else key("select")})
            assert app.stack.top is table
        elif table.match.needs_human():
            # a human only ever moves after the screen was handed to them
            assert table.shown_to == table.match.actor()
            assert table.try_move(toy.BANK)
        frames(app, 3)
        if table.match.is_over():
            break
    assert len(shown) >= 3
    assert all(a != b for a, b in zip(shown, shown[1:])), shown


def test_illegal_move_shows_a_toast_and_changes_nothing(app):
    table = ToyTable({"game": "toy", "seats": seats("human", "ai"), "seed": 2})
    app.stack.reset(table)
    for _ in range(100):
        frames(app, 3)
        if table.match.needs_human():
            break
    assert table.match.needs_human()
    before = toy.state_to_json(table.match.state)
    assert not table.try_move(toy.Die(4))  # a die value is no decision a player can make
    assert toy.state_to_json(table.match.state) == before
    assert app.toasts.items and app.toasts.items[-1].kind == "error"
    from scenes.services.i18n import tr
    assert app.toasts.items[-1].text == tr("error.generic")


@pytest.mark.parametrize("how", ["esc", "pad_start", "button"])
def test_pause_opens_and_resumes(app, how):
    table = ToyTable({"game": "toy", "seats": seats("human", "ai"), "seed": 2})
    app.stack.reset(table)
    frames(app, 2)
    opener = {"esc": key("back"), "pad_start": pad("menu"), "button": click((30, 30))}[how]
    frames(app, 2, {0: opener})
    assert isinstance(app.stack.top, PauseScene)
    moves = len(table.match.moves)
    frames(app, 60)
    assert len(table.match.moves) == moves, "the match must not run under the pause overlay"
    frames(app, 2, {0: key("select")})  # "Weiterspielen" has the focus
    assert app.stack.top is table


def test_pause_restart_and_menu(app):
    from scenes.kit.dialogs import ConfirmScene
    from scenes.shell.menu import MenuScene

    table = ToyTable({"game": "toy", "seats": seats("human", "ai"), "seed": 2})
    app.stack.reset(table)
    frames(app, 2)
    frames(app, 2, {0: key("back")})
    pause = app.stack.top
    restart = pause.widgets[1]
    frames(app, 2, {0: tap(restart.rect.center)})
    assert isinstance(app.stack.top, ConfirmScene)
    yes = app.stack.top.widgets[1]
    frames(app, 2, {0: tap(yes.rect.center)})
    assert isinstance(app.stack.top, ToyTable) and app.stack.top is not table
    frames(app, 2, {0: key("back")})
    menu_btn = app.stack.top.widgets[4]
    frames(app, 2, {0: tap(menu_btn.rect.center)})
    frames(app, 2, {0: tap(app.stack.top.widgets[1].rect.center)})
    assert isinstance(app.stack.top, MenuScene) and len(app.stack) == 1


def test_pause_rules_overlay(app):
    from scenes.shell.rules import RulesScene

    table = ToyTable({"game": "toy", "seats": seats("human", "ai"), "seed": 2})
    app.stack.reset(table)
    frames(app, 2, {0: key("back")})
    frames(app, 2, {0: tap(app.stack.top.widgets[2].rect.center)})
    assert isinstance(app.stack.top, RulesScene)
    frames(app, 2, {0: key("back")})
    assert isinstance(app.stack.top, PauseScene)


def test_results_play_again(app):
    table = ToyTable({"game": "toy", "seats": seats("ai", "ai"), "seed": 4})
    app.stack.reset(table)
    for _ in range(200):
        frames(app, 30)
        if isinstance(app.stack.top, ResultsScene):
            break
    results = app.stack.top
    assert isinstance(results, ResultsScene)
    frames(app, 2, {0: tap(results.widgets[0].rect.center)})
    assert isinstance(app.stack.top, ToyTable) and app.stack.top is not table
    assert app.stack.top.seed != table.seed


def test_worker_process_drives_the_table(app):
    """Outside headless mode the AI thinks in a worker process; the frame loop keeps running."""
    app.config.headless = False
    table = ToyTable({"game": "toy", "seats": seats("ai", "ai"), "seed": 8})
    app.stack.reset(table)
    frames(app, 1)
    assert not table.thinker.is_inline
    import time
    deadline = time.time() + 20
    while len([a for a in table.match.actors if a != -1]) < 3 and time.time() < deadline:
        frames(app, 10)
    assert len([a for a in table.match.actors if a != -1]) >= 3
    app.stack.reset(PauseScene(table))  # leaving the table shuts the worker down
    app.config.headless = True
