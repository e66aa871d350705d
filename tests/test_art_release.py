"""One game's art at a time in the kiosk (scenes/tables/art_release.py): the screen before a game's
table (its setup, the attract loop's teaser) drops the other games' cached art, keeps the shared art
that game's table names its own, and queues its own art ahead; on a laptop, and in the warm-up's
rehearsals, nothing goes."""
from __future__ import annotations

import pytest

from scenes.shell.setup import SetupScene
from sprites import card, dice
from tests.harness import frames, make_app


def castro_dice_and_catsle_cards() -> None:
    """Art as Castro's and CATsle's tables leave it (their tables loaded, as after the warm-up)."""
    from scenes.tables.catalog import GAMES

    for key in ("castro", "catsle"):
        GAMES[key].table_class()
    dice.face_at(3, 40, 10.0)
    card.face("W7", (58, 81))


def cached_faces() -> int:
    return card._face.cache_info().currsize


@pytest.fixture
def kiosk(tmp_path):
    a = make_app(tmp_path / "data", kiosk=True)
    frames(a, 1)
    yield a
    a.shutdown()


def test_in_the_kiosk_a_setup_drops_the_other_games_art_and_queues_its_own(kiosk):
    castro_dice_and_catsle_cards()
    kiosk.stack.push(SetupScene("catsle"))
    kiosk.stack.flush()
    assert not dice._TURNED  # Castro's turned dice went
    assert cached_faces() > 0  # the cards' faces are CATsle's own art (and Castile's): kept
    assert any(name.startswith("ahead:catsle:") for name, _ in kiosk.prewarm._jobs)
    kiosk.stack.pop()
    kiosk.stack.push(SetupScene("castro"))
    kiosk.stack.flush()
    assert cached_faces() == 0  # at Castro's setup no table draws cards
    assert any(name == "ahead:castro:dice" for name, _ in kiosk.prewarm._jobs)


def test_a_rehearsed_setup_drops_nothing(kiosk):
    from scenes.shell.warmup import rehearse_now

    castro_dice_and_catsle_cards()
    rehearse_now(kiosk, SetupScene("catsle"))
    assert dice._TURNED and cached_faces() > 0


def test_on_a_laptop_every_games_art_is_kept(app):
    castro_dice_and_catsle_cards()
    app.stack.push(SetupScene("catsle"))
    app.stack.push(SetupScene("caprice"))
    app.stack.flush()
    assert dice._TURNED and cached_faces() > 0


def _background_builds(monkeypatch) -> list:
    """The table backgrounds drawn from now on (their keys)."""
    from sprites import backgrounds_cache

    built, real = [], backgrounds_cache.table_background_steps

    def counting(key, make):
        if key not in backgrounds_cache._cache:
            built.append(key)
        return real(key, make)

    monkeypatch.setattr(backgrounds_cache, "table_background_steps", counting)
    return built


def _castile_table():
    from scenes.services.seat_names import default_seats
    from scenes.tables.catalog import GAMES

    return GAMES["castile"].make_scene({"game": "castile", "seats": default_seats(1, humans=1), "seed": 3,
                                        "options": {}})


def test_the_kiosk_keeps_one_table_background_and_a_laptop_every_one(kiosk, tmp_path):
    from sprites import backgrounds_cache
    from scenes.tables.catalog import GAMES

    for key in ("castro", "castile"):
        GAMES[key].table_class().backdrop.art()
    assert len(backgrounds_cache._cache) == 1  # the kiosk (a small Pi): the newest only
    laptop = make_app(tmp_path / "laptop")
    try:
        for key in ("castro", "castile"):
            GAMES[key].table_class().backdrop.art()
        assert len(backgrounds_cache._cache) == 2
    finally:
        laptop.shutdown()


def test_a_table_whose_background_went_builds_it_in_its_staged_entry_not_in_its_first_frame(tmp_path,
                                                                                           monkeypatch):
    from scenes.engine.app import STEP
    from scenes.tables.catalog import GAMES
    from sprites import backgrounds_cache

    app = make_app(tmp_path / "data", kiosk=True, staged=True)
    try:
        frames(app, 1)
        GAMES["castro"].table_class().backdrop.art()  # the last table's: the castile felt went
        built = _background_builds(monkeypatch)
        app.stack.reset(_castile_table())
        app.stack.flush()
        assert built == []  # the change of scenes (its enter) drew no background
        for _ in range(60):
            app.step(STEP)
            app.render(force=True)
            app.idle(0.0)
        assert built == [("castile",)] and ("castile",) in backgrounds_cache._cache  # built by its entry
    finally:
        app.shutdown()
