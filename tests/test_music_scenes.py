"""The music in the running app: which piece each screen plays (the theme on the title, the menus
and the attract loop, each game's loop at its table and lesson, a cue at the end), the mute a
guest finds (the menu's button, the pause menu's, the M key; in the kiosk only for the visit), the
music's own volume in the settings, and headless runs that never touch the mixer."""
from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from scenes.engine.input import Action
from scenes.services import i18n
from scenes.shell.attract import demo_setup
from scenes.shell.menu import MenuScene
from scenes.shell.settings_scene import SettingsScene
from scenes.shell.title import TitleScene
from scenes.tables.catalog import GAMES, ORDER
from scenes.tables.overlays import PauseScene, ResultsScene
from scenes.services.seat_names import default_seats
from sprites.widgets import Slider, Toggle
from tests.harness import frames, make_app, tap


@pytest.fixture(autouse=True)
def _german():
    i18n.set_language("de")
    yield
    i18n.set_language("de")


def table_for(game: str, humans: int = 1, **setup):
    seats = default_seats(GAMES[game].default_players, humans=humans, level="easy")
    return GAMES[game].make_scene({"game": game, "seats": seats, "seed": 4, "options": {}, **setup})


def wanted(app) -> str:
    frames(app, 1)
    return app.music.wanted


def button(scene, text):
    return next(w for w in scene.widgets if getattr(w, "label", None) and w.label() == text)


def test_the_theme_plays_on_the_title_and_the_menus(app):
    app.stack.reset(TitleScene())
    assert wanted(app) == "title"
    app.stack.reset(MenuScene())
    assert wanted(app) == "title"
    app.stack.push(SettingsScene())
    assert wanted(app) == "title"


@pytest.mark.parametrize("game", ORDER)
def test_each_table_plays_its_own_loop_and_its_overlays_keep_it(app, game):
    table = table_for(game)
    app.stack.reset(table)
    assert wanted(app) == game
    app.stack.push(PauseScene(table))
    assert wanted(app) == game
    app.stack.pop()
    app.stack.reset(table_for(game, humans=0, **{k: v for k, v in demo_setup(game).items() if k in ("demo", "attract")}))
    assert wanted(app) == "title"  # the attract loop's tables: the theme goes on


def test_the_results_play_the_win_cue_when_a_person_won_and_the_kind_one_when_none_did():
    def results(humans, winners):
        scene = ResultsScene(SimpleNamespace(view=SimpleNamespace(humans=humans)))
        scene.winners = winners
        return scene.music
    assert results([0], [0]) == "win"
    assert results([0, 2], [2]) == "win"
    assert results([0], [1]) == "lose"
    assert results([0], []) == "lose"
    assert results([], [1]) is None  # computers only: the table's music goes on


def test_castile_results_win_or_lose_cue(app):
    from scenes.tables.castile.menu import CastileResults

    def music(won, demo=False):
        return CastileResults(SimpleNamespace(won=lambda: won, demo=demo)).music
    assert (music(True), music(False), music(True, demo=True)) == ("win", "lose", None)


def test_a_results_screen_over_a_table_asks_for_its_cue(app):
    table = table_for("castro")
    app.stack.reset(table)
    frames(app, 1)
    scene = ResultsScene(table)
    scene.winners = [0]
    scene.enter = lambda: None  # (the match is not over: only the stack's choice is tested, one step,
    app.stack.push(scene)       # not drawn)
    app.stack.flush()
    app.step(1 / 120)
    assert app.music.wanted == "win"
    app.stack.pop()
    assert wanted(app) == "castro"


def test_headless_runs_never_touch_the_mixer(app):
    app.stack.reset(table_for("castile"))
    frames(app, 30)
    assert not app.music.enabled and app.music.playing is None
    assert not (pygame.mixer.get_init() and pygame.mixer.music.get_busy())


def test_the_m_key_mutes_and_unmutes_and_is_saved(app):
    app.stack.reset(MenuScene())
    frames(app, 1)
    app.dispatch(Action("music", source="keyboard", key=pygame.K_m))
    assert app.music.muted and app.settings.music is False
    assert app.storage.all_settings().get("music") is False
    app.dispatch(Action("music", source="keyboard", key=pygame.K_m))
    assert not app.music.muted and app.storage.all_settings().get("music") is True


def test_the_m_key_crosses_the_menus_note_out_on_screen(app):
    app.stack.reset(MenuScene())
    frames(app, 90)  # (its entrance over: the buttons lie in the scene's kept layer)
    rect = menu_music_button(app).rect
    before = pygame.image.tobytes(app.screen.subsurface(rect), "RGB")
    frames(app, 2, {0: [Action("music", source="keyboard", key=pygame.K_m)]})
    assert pygame.image.tobytes(app.screen.subsurface(rect), "RGB") != before


def test_the_m_key_is_a_letter_while_a_name_is_typed(app):
    from scenes.kit.keyboard import KeyboardScene

    app.stack.reset(MenuScene())
    app.stack.push(KeyboardScene("Name", "", lambda text: None))
    frames(app, 1)
    app.dispatch(Action("music", source="keyboard", key=pygame.K_m))
    assert not app.music.muted


def test_the_m_key_reaches_the_app_as_the_music_action():
    from scenes.engine.input import InputMapper

    down = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m")
    assert [a.kind for a in InputMapper().translate(down)] == ["music"]


def menu_music_button(app):
    from scenes.kit.music_button import MusicButton

    return next(w for w in app.stack.top.widgets if isinstance(w, MusicButton))


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_menus_music_button_by_touch_shows_the_note_crossed_out_while_muted(app, lang):
    i18n.set_language(lang)
    app.stack.reset(MenuScene())
    app.stack.push(MenuScene(learn=True))  # (the longest heading)
    frames(app, 2)
    menu = app.stack.top
    mute = menu_music_button(app)
    assert min(mute.rect.size) >= 48
    assert not any(mute.rect.colliderect(w.rect) for w in menu.widgets if w is not mute and w.visible)
    assert mute.rect.left >= menu.heading.get_rect(center=(640, 0)).right + 8  # clear of the heading
    playing = pygame.image.tobytes(mute.face(), "RGBA")
    frames(app, 1, {0: tap(mute.rect.center)})
    assert app.music.muted and pygame.image.tobytes(mute.face(), "RGBA") != playing  # crossed out
    frames(app, 1, {0: tap(mute.rect.center)})
    assert not app.music.muted


def test_the_pause_menus_music_button_by_touch(app):
    table = table_for("catsle")
    app.stack.reset(table)
    app.stack.push(PauseScene(table))
    frames(app, 2)
    mute = button(app.stack.top, "Musik aus")
    frames(app, 1, {0: tap(mute.rect.center)})
    assert app.music.muted and isinstance(app.stack.top, PauseScene)  # the game stays paused


def test_the_settings_have_the_musics_own_volume(app):
    app.stack.reset(SettingsScene())
    frames(app, 1)
    scene = app.stack.top
    sliders = [w for w in scene.widgets if isinstance(w, Slider)]
    assert [s.label() for s in sliders] == ["Lautstärke Effekte", "Lautstärke Musik"]
    music = sliders[1]
    frames(app, 1, {0: tap(music._parts()[0].center)})  # − by touch
    assert app.settings.music_volume == pytest.approx(0.7) and app.music.volume == pytest.approx(0.7)
    assert app.storage.all_settings().get("music_volume") == pytest.approx(0.7)
    assert app.settings.volume == pytest.approx(0.8)  # the effects' stays
    bottom = max(w.rect.bottom for w in scene.widgets)
    assert bottom <= 720 - 20


@pytest.fixture
def kiosk(tmp_path):
    a = make_app(tmp_path / "data", kiosk=True)
    yield a
    a.shutdown()


def test_in_the_kiosk_a_guests_mute_lasts_until_the_attract_loop(kiosk):
    kiosk.stack.reset(MenuScene())
    frames(kiosk, 2)
    frames(kiosk, 1, {0: tap(menu_music_button(kiosk).rect.center)})
    assert kiosk.music.muted
    assert kiosk.settings.music is True and "music" not in kiosk.storage.all_settings()  # the owner's stays
    kiosk.router.reset("attract")
    frames(kiosk, 1)
    assert not kiosk.music.muted


def test_the_kiosks_settings_have_both_volumes_and_no_full_screen_switch(kiosk):
    kiosk.stack.reset(SettingsScene())
    frames(kiosk, 1)
    scene = kiosk.stack.top
    labels = [w.label() for w in scene.widgets if isinstance(w, (Slider, Toggle))]
    assert "Lautstärke Musik" in labels and "Vollbild" not in labels
    assert max(w.rect.bottom for w in scene.widgets) <= 720 - 20
