"""The café features headless: autosave after every move and exact resume (also after a kill), the
resume offer, sets aside saves that no longer replay, kiosk lock-down (Esc, window close), the idle
timeout to the attract loop, the attract loop itself, the high scores and the crash guard.
The operator's way in (corner hold, key chord, PIN, lockout) is tested in test_kiosk.py."""
from __future__ import annotations

import os

import pygame
import pytest

import game.castro as castro
from scenes.shell import attract
from scenes.engine.app import STEP
from scenes.tables.castro.table import CastroTable
from scenes.shell.crash import ErrorScene
from scenes.kit.dialogs import ConfirmScene
from scenes.shell.menu import MenuScene
from scenes.shell.resume import make_table
from scenes.engine.scene import Scene
from scenes.shell.title import TitleScene
from tests.harness import frames, key, make_app, tap

HUMANS = [{"kind": "human", "name": "Anna"}, {"kind": "human", "name": "Ben"}]


@pytest.fixture
def kiosk_app(tmp_path):
    a = make_app(tmp_path / "data", kiosk=True)
    yield a
    a.shutdown()


def play_some_castro(app, n_turns=2) -> CastroTable:
    from scenes.tables.castro import layout as L

    t = CastroTable({"game": "castro", "seats": HUMANS, "seed": 11, "options": {}})
    app.stack.reset(MenuScene())
    app.stack.push(t)
    app.stack.flush()
    for _ in range(n_turns):
        for _ in range(200):
            frames(app, 1)
            if not t.busy() and t.match.actor() not in (None, -1):
                break
        frames(app, 1, {0: tap(L.ROLL.center)})
        for _ in range(300):
            frames(app, 1)
            if not t.busy() and t.match.actor() not in (None, -1):
                break
        legal = castro.legal_fields(t.state)
        if legal:
            frames(app, 1, {0: tap(L.cell_rect(legal[0]).center)})
        frames(app, 60)
    return t


def test_every_move_is_stored_and_a_killed_game_resumes_exactly(tmp_path):
    app = make_app(tmp_path / "data")
    t = play_some_castro(app)
    assert len(t.match.moves) > 4
    stored = app.storage.load_game()
    assert stored is not None and stored["game"] == "castro"
    assert len(stored["save"]["moves"]) == len(t.match.moves)
    expected = castro.state_to_json(t.state)
    # "kill": no shutdown of the first app; a second one opens the same database
    app2 = make_app(tmp_path / "data")
    try:
        record = app2.storage.load_game()
        table = make_table(record)
        assert castro.state_to_json(table.match.state) == expected
    finally:
        app2.shutdown()
        app.shutdown()


def test_the_menu_offers_the_stored_game_and_resumes_it(tmp_path):
    app = make_app(tmp_path / "data")
    try:
        t = play_some_castro(app, 1)
        expected = castro.state_to_json(t.state)
        app.stack.reset(TitleScene())
        app.stack.flush()
        frames(app, 5)
        frames(app, 1, {0: tap((640, 400))})  # the title opens the menu, which asks
        frames(app, 20)
        ask = app.stack.top
        assert isinstance(ask, ConfirmScene) and "Castro" in ask.question
        frames(app, 1, {0: tap(ask.widgets[1].rect.center)})  # "Weiterspielen"
        frames(app, 3)
        table = app.stack.top
        assert isinstance(table, CastroTable)
        assert castro.state_to_json(table.match.state) == expected
    finally:
        app.shutdown()


def test_declining_the_offer_drops_the_stored_game(tmp_path):
    app = make_app(tmp_path / "data")
    try:
        play_some_castro(app, 1)
        app.stack.reset(MenuScene(offer=True))
        app.stack.flush()
        frames(app, 20)
        ask = app.stack.top
        assert isinstance(ask, ConfirmScene)
        frames(app, 1, {0: tap(ask.widgets[0].rect.center)})  # "Verwerfen"
        assert app.storage.load_game() is None
    finally:
        app.shutdown()


def test_enter_on_the_offer_plays_on_and_esc_keeps_the_game(tmp_path):
    """A keyboard or pad answers the offer without throwing the game away: Enter plays on, Esc (B)
    only closes the question (the booted check found Enter discarding the game)."""
    app = make_app(tmp_path / "data")
    try:
        t = play_some_castro(app, 1)
        expected = castro.state_to_json(t.state)
        app.stack.reset(MenuScene(offer=True))
        app.stack.flush()
        frames(app, 20)
        assert isinstance(app.stack.top, ConfirmScene)
        frames(app, 1, {0: key("back")})
        frames(app, 3)
        assert not isinstance(app.stack.top, ConfirmScene) and app.storage.load_game() is not None
        app.stack.reset(MenuScene(offer=True))
        app.stack.flush()
        frames(app, 20)
        frames(app, 1, {0: key("select")})
        frames(app, 3)
        assert isinstance(app.stack.top, CastroTable)
        assert castro.state_to_json(app.stack.top.match.state) == expected
    finally:
        app.shutdown()


def test_a_finished_game_is_not_offered(app):
    t = play_some_castro(app, 1)
    m = t.match
    # finish the game through the rules: place or discard until over
    import random

    rng = random.Random(1)
    while not m.is_over():
        if m.actor() == -1:
            m.step_chance()
        else:
            moves = castro.legal_moves(m.state)
            places = [mv for mv in moves if isinstance(mv, castro.Place)]
            m.apply(places[0] if places else rng.choice(moves))
        t.records.save()
    assert app.storage.load_game() is None


def test_a_guest_cannot_quit_the_kiosk(kiosk_app):
    app = kiosk_app
    app.stack.reset(MenuScene())
    app.stack.flush()
    frames(app, 3)
    frames(app, 1, {0: key("back", key=pygame.K_ESCAPE)})
    assert isinstance(app.stack.top, MenuScene)  # no "quit?" question
    app.running = True
    app.handle_event(pygame.event.Event(pygame.QUIT))
    assert app.running  # window close / Alt+F4 are ignored
    assert not any(getattr(w, "label", lambda: "")() == "Beenden" and w.visible for w in app.stack.top.widgets)


def test_idle_timeout_goes_to_the_attract_loop_and_a_touch_offers_the_game(kiosk_app):
    app = kiosk_app
    t = play_some_castro(app, 1)
    assert app.storage.load_game() is not None
    timeout = app.settings.idle_timeout
    frames(app, int(60 * (timeout - 5)))
    assert app.stack.top is t
    frames(app, 60 * 6)
    top = app.stack.top
    assert getattr(top, "attract", False), "back in the attract loop"
    frames(app, 1, {0: tap((640, 400))})
    frames(app, 20)
    assert isinstance(app.stack.top, ConfirmScene)  # "Weiterspielen?"
    assert isinstance(app.stack.scenes[0], MenuScene)


def test_attract_loop_cycles_and_any_touch_leaves(app):
    app.config.demo = True
    first = attract.start(app)
    app.stack.reset(first)
    app.stack.flush()
    assert first.attract and first.game_key == "castro"
    # the game plays at most GAME_SECONDS (or to its end and its results), then the teaser comes
    for _ in range(int(60 * (attract.GAME_SECONDS + 10))):
        frames(app, 1)
        if isinstance(app.stack.top, attract.TeaserScene):
            break
    teaser = app.stack.top
    assert isinstance(teaser, attract.TeaserScene) and teaser.next_game == "catsle"
    assert teaser.time < 1.0
    frames(app, int(60 * (attract.TEASER_SECONDS + 0.5)))
    assert getattr(app.stack.top, "game_key", None) == "catsle"
    frames(app, 1, {0: tap((640, 400))})
    frames(app, 2)
    assert isinstance(app.stack.top, MenuScene)


def test_high_scores_show_wins_by_name_and_castile_records(app):
    app.storage.add_win("castro", "Anna", "2026-11-29")
    app.storage.add_win("castro", "Anna", "2026-11-29")
    app.storage.add_win("castro", "Ben", "2026-01-01")
    app.storage.add_record("castile", "Cleo", 312.0, 140, 7, "2026-11-29")
    assert app.storage.top_wins("castro") == [("Anna", 2), ("Ben", 1)]
    assert app.storage.top_wins("castro", "2026-11-29") == [("Anna", 2)]
    assert app.storage.top_records("castile", "moves") == [("Cleo", 312.0, 140, 7)]
    scene = attract.HighScoreScene("castro")
    app.stack.reset(scene)
    app.stack.flush()
    frames(app, 10)
    frames(app, int(60 * attract.SCORES_SECONDS))
    assert getattr(app.stack.top, "game_key", None) == "castro"


def test_statistics_count_streaks_of_games_won_by_people(app):
    """Every game's statistics: played, won by people (with the share) and wins in a row (now / best)."""
    from scenes.shell.scores import _stat_rows
    from scenes.services.i18n import tr

    def finish(human_wins: bool):
        table = CastroTable({"game": "castro", "seed": 3, "options": {},
                             "seats": [{"kind": "human", "name": "Anna"},
                                       {"kind": "ai", "name": "Kuno", "level": "easy"}]})
        table.app = app
        table.match = table.driver.new_match(3)
        table.match.winners = lambda: [0] if human_wins else [1]
        table.record_stats()

    for won in (True, True, False, True):
        finish(won)
    stats = app.storage.stats("castro")
    assert (stats["played"], stats["won"], stats["streak"], stats["best_streak"]) == (4, 3, 1, 2)
    rows = dict(_stat_rows(app.storage, "castro"))
    assert rows[tr("stats.won_by_people")] == "3 (75 %)" and rows[tr("stats.streak")] == "1 / 2"


class Broken(Scene):
    name = "broken"

    def update(self, dt: float) -> None:
        raise RuntimeError("boom in update")

    def draw(self, surface) -> None:
        surface.fill((0, 0, 0))


def test_crash_guard_on_a_desktop_shows_the_error_screen_and_logs(app):
    app.stack.reset(MenuScene())
    app.stack.push(Broken())
    app.stack.flush()
    frames(app, 2)
    assert isinstance(app.stack.top, ErrorScene)
    assert isinstance(app.stack.scenes[0], MenuScene)
    assert app.log_path and os.path.exists(app.log_path)
    for h in __import__("logging").getLogger("kastell").handlers:
        h.flush()
    text = open(app.log_path, encoding="utf-8").read()
    assert "boom in update" in text and "Traceback" in text
    frames(app, 1, {0: tap(app.stack.top.widgets[0].rect.center)})
    assert isinstance(app.stack.top, MenuScene)


def test_crash_guard_in_kiosk_mode_returns_to_the_attract_loop(kiosk_app):
    app = kiosk_app
    app.stack.reset(Broken())
    app.stack.flush()
    frames(app, 2)
    assert getattr(app.stack.top, "attract", False) or isinstance(app.stack.top, TitleScene)
    app.running = True
    app.step(STEP)
    assert app.running


def _store(app, game: str, save: dict | str, setup: dict | None = None) -> None:
    import json as _json
    import time as _time

    setup = setup or {"game": game, "seats": HUMANS, "options": {}}
    text = save if isinstance(save, str) else _json.dumps(save)
    app.storage.conn.execute("INSERT OR REPLACE INTO autosave VALUES ('current', ?, ?, ?, ?)",
                             (game, _json.dumps(setup), text, _time.time()))


@pytest.mark.parametrize("case", ["illegal move", "not json", "unknown game", "wrong version"])
def test_a_save_that_no_longer_replays_is_set_aside_with_a_message(app, case):
    t = play_some_castro(app, 1)
    save = t.match.to_save()
    app.stack.reset(MenuScene())
    app.stack.flush()
    if case == "illegal move":
        save["moves"].insert(2, {"type": "place", "field": [0, 0]})
        _store(app, "castro", save)
    elif case == "not json":
        _store(app, "castro", "{not json")
    elif case == "unknown game":
        _store(app, "chess", save)
    else:
        save["version"] = 99
        _store(app, "castro", save)
    app.toasts.items.clear()
    app.stack.reset(MenuScene(offer=True))
    app.stack.flush()
    frames(app, 20)
    assert isinstance(app.stack.top, MenuScene), "a broken save is never offered"
    assert app.toasts.items and "beiseitegelegt" in app.toasts.items[-1].text
    assert app.storage.load_game() is None
    aside = app.storage.set_aside_games()
    assert len(aside) == 1 and aside[0]["game"] in ("castro", "chess"), "the save is kept, not lost"
