"""The app shell's scenes, headless, frame by frame with scripted input.

Every menu and dialog is driven with touch alone, the mouse alone, the keyboard
alone and a gamepad alone; the tests assert what a player would see change:
the scene on top, the setting in `app.settings` and in the database, the text
typed into a name. Hit targets are at least 48 logical pixels.
"""
from __future__ import annotations

from collections import deque

import pygame
import pytest

from scenes.services import i18n
from scenes.services.i18n import tr
from scenes.tables.catalog import GAMES, ORDER
from scenes.kit.dialogs import ConfirmScene
from scenes.engine.input import Action
from scenes.kit.keyboard import ROWS, KeyboardScene
from scenes.shell.menu import GameTile, MenuScene
from scenes.shell.rules import RulesScene
from scenes.shell.settings_scene import SettingsScene
from scenes.services.seat_names import AI_KEYS
from scenes.shell.setup import LEVELS, MAX_NAME, SetupScene
from scenes.shell.title import TitleScene
from sprites import theme
from sprites.widgets import MIN_TARGET, Button, Choice, Slider, Toggle
from tests.harness import click, frames, key, pad, tap

MODES = ["touch", "mouse", "keyboard", "pad"]
# every game by touch, and every other device on a game of its own (the full product adds time, not cover)
GAME_MODES = [(g, "touch") for g in ORDER] + [("catsle", "mouse"), ("castro", "keyboard"), ("caprice", "pad")]
VALUE_WIDGETS = (Choice, Slider, Toggle)


# --------------------------------------------------------------------------- helpers


@pytest.fixture(autouse=True)
def _fresh_look():
    """Language and palette are process-wide: start and end every test in German, normal colours."""
    i18n.set_language("de")
    theme.set_high_contrast(False)
    yield
    i18n.set_language("de")
    theme.set_high_contrast(False)


@pytest.fixture
def toy(monkeypatch):
    """The toy game (tests/toy_table.py) registered as a fifth game (for the table overlays)."""
    from scenes.tables import catalog
    from tests.toy_table import TABLE, ToyTable

    catalog.register(TABLE)
    yield ToyTable
    catalog.unregister("toy")


def start(app, *scenes):
    """Reset the stack to `scenes` (bottom first) and let them settle one frame."""
    app.stack.reset(scenes[0])
    for s in scenes[1:]:
        app.stack.push(s)
    frames(app, 1)
    return app.stack.top


def pointer(how: str, pos) -> list[Action]:
    return tap(pos) if how == "touch" else click(pos)


def src(how: str):
    return key if how == "keyboard" else pad


def select(how: str) -> list[Action]:
    """Enter on the keyboard, A on the pad."""
    return key("select", key=pygame.K_RETURN) if how == "keyboard" else pad("select")


def back(how: str) -> list[Action]:
    """Esc on the keyboard, B on the pad."""
    return key("back", key=pygame.K_ESCAPE) if how == "keyboard" else pad("back")


_graphs: dict = {}


def nav_graph(app, scene, source: str) -> dict[int, dict[str, int]]:
    """Where each navigation action really moves the focus, from every focusable widget.

    Left/right on a value widget changes its value instead of moving, so only up/down
    are tried there (those never change a value). Cached while the scene's widgets stay the same.
    """
    assert app.stack.top is scene
    layout = (id(scene), source, tuple((id(w), w.visible, tuple(w.rect)) for w in scene.widgets))
    if layout in _graphs:
        return _graphs[layout]
    saved = scene.focus
    graph: dict[int, dict[str, int]] = {}
    for i in scene.focusables():
        w = scene.widgets[i]
        dirs = ("up", "down") if isinstance(w, VALUE_WIDGETS) else ("up", "down", "left", "right")
        for d in dirs:
            scene.focus = i
            app.dispatch(Action("nav", direction=d, source=source))
            graph.setdefault(i, {})[d] = scene.focus
    scene.focus = saved
    _graphs.clear()
    _graphs[layout] = graph
    return graph


def reachable(graph: dict[int, dict[str, int]], start_at: int) -> dict[int, list[str]]:
    """Every widget index reachable from `start_at`, with the shortest list of presses."""
    paths = {start_at: []}
    todo = deque([start_at])
    while todo:
        i = todo.popleft()
        for d, j in graph.get(i, {}).items():
            if j not in paths:
                paths[j] = paths[i] + [d]
                todo.append(j)
    return paths


def focus_to(app, scene, target, how: str) -> None:
    """Move the focus to `target` (a widget or an index) with real nav presses of keyboard or pad."""
    index = target if isinstance(target, int) else scene.widgets.index(target)
    source = "keyboard" if how == "keyboard" else "pad"
    paths = reachable(nav_graph(app, scene, source), scene.focus)
    assert index in paths, f"{scene.name}: widget {index} cannot be reached by {how}"
    presses = [a for d in paths[index] for a in src(how)("nav", direction=d)]
    frames(app, 1, {0: presses})
    assert scene.focus == index


def activate(app, scene, widget, how: str) -> None:
    """Press a button-like widget with one input device only."""
    if how in ("touch", "mouse"):
        frames(app, 1, {0: pointer(how, widget.rect.center)})
    else:
        focus_to(app, scene, widget, how)
        frames(app, 1, {0: select(how)})


def change(app, scene, widget, how: str, delta: int) -> None:
    """Step a Choice or Slider by +1 / -1 (or press a toggle Button) with one input device only."""
    if isinstance(widget, Button):
        if how in ("touch", "mouse"):
            frames(app, 1, {0: pointer(how, widget.rect.center)})
        else:
            if scene.focused() is not widget:
                focus_to(app, scene, widget, how)
            frames(app, 1, {0: src(how)("select")})
        return
    if how in ("touch", "mouse"):
        if isinstance(widget, Slider):
            minus, _, plus = widget._parts()
            target = plus if delta > 0 else minus
        else:
            left, right = widget._arrows()
            target = right if delta > 0 else left
        frames(app, 1, {0: pointer(how, target.center)})
    else:
        if scene.focused() is not widget:
            focus_to(app, scene, widget, how)
        frames(app, 1, {0: src(how)("nav", direction="right" if delta > 0 else "left")})


def distinct_colours(surface: pygame.Surface) -> int:
    return len({tuple(surface.get_at((x, y)))[:3] for x in range(0, 1280, 20) for y in range(0, 720, 20)})


def seat_rows(scene: SetupScene) -> list[tuple[Button, Button, Choice]]:
    """(name button, human/AI toggle button, level choice) of every seat row, read from the widgets."""
    names = [w for w in scene.widgets if isinstance(w, Button) and w.style == "ghost"]
    kinds = [w for w in scene.widgets if isinstance(w, Button) and getattr(w, "role", "") == "kind"]
    levels = [w for w in scene.widgets if isinstance(w, Choice) and w.options == LEVELS]
    if scene.info.max_players == 1:  # a patience: a person plays, there is no computer to choose
        assert not kinds and not levels
        return [(n, None, None) for n in names]
    assert len(names) == len(kinds) == len(levels)
    return list(zip(names, kinds, levels))


def count_choice(scene: SetupScene) -> Choice | None:
    for w in scene.widgets:
        if isinstance(w, Choice) and all(isinstance(o, int) for o in w.options):
            return w
    return None


def stored_setup(app, game: str) -> list[dict]:
    return app.storage.get_setting(f"setup.{game}")["seats"]


# --------------------------------------------------------------------------- title


@pytest.mark.parametrize("how", MODES)
def test_title_opens_the_menu(app, how):
    start(app, TitleScene())
    frames(app, 20)
    assert isinstance(app.stack.top, TitleScene)  # nothing opens by itself
    opener = {"touch": tap((640, 400)), "mouse": click((300, 600)), "keyboard": key("select", key=pygame.K_RETURN),
              "pad": pad("select")}[how]
    frames(app, 2, {0: opener})
    assert isinstance(app.stack.top, MenuScene)
    assert len(app.stack) == 1  # the title was replaced, not covered


def test_esc_on_the_title_does_nothing(app):
    title = start(app, TitleScene())
    frames(app, 5, {0: key("back", key=pygame.K_ESCAPE), 2: key("back", key=pygame.K_ESCAPE)})
    assert app.stack.top is title and len(app.stack) == 1


def test_esc_on_the_demo_title_opens_the_menu(app):
    start(app, TitleScene(demo=True))
    frames(app, 2, {0: key("back", key=pygame.K_ESCAPE)})
    assert isinstance(app.stack.top, MenuScene)


# --------------------------------------------------------------------------- menu


@pytest.mark.parametrize("how", MODES)
def test_every_tile_opens_its_setup_and_back_returns(app, how):
    menu = start(app, MenuScene())
    for n, game in enumerate(ORDER):
        if how in ("touch", "mouse"):
            tile = menu.widgets[n]
            frames(app, 1, {0: pointer(how, tile.rect.center)})
        else:
            menu = start(app, MenuScene())  # a fresh menu: the focus starts on the first tile
            tile = menu.widgets[n]
            frames(app, 1, {0: src(how)("nav", direction="right") * n})
            assert menu.focused() is tile
            frames(app, 1, {0: select(how)})
        assert isinstance(tile, GameTile) and tile.key == game
        shown = app.stack.top
        assert isinstance(shown, SetupScene) and shown.game == game
        assert app.stack.scenes == [menu, shown]
        frames(app, 10)
        # back: the on-screen button, or Esc / B
        if how in ("touch", "mouse"):
            back_btn = next(w for w in shown.widgets if isinstance(w, Button) and w.label() == "Zurück")
            frames(app, 1, {0: pointer(how, back_btn.rect.center)})
        else:
            frames(app, 1, {0: back(how)})
        assert app.stack.scenes == [menu]
        assert menu.focused() is tile  # back where the player left


def test_rules_setup_button_opens_the_setup(app):
    menu = start(app, MenuScene())
    app.stack.push(RulesScene("caprice"))  # every game is playable now: open its rules directly
    app.stack.flush()
    frames(app, 2)
    rules = app.stack.top
    assert isinstance(rules, RulesScene) and rules.game == "caprice"
    setup_btn = next(w for w in rules.widgets if w.label() == tr("btn.setup"))  # (beside a lesson's offer)
    frames(app, 2, {0: tap(setup_btn.rect.center)})
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and setup.game == "caprice"
    assert app.stack.scenes == [menu, setup]  # the rules were replaced
    frames(app, 2, {0: key("back", key=pygame.K_ESCAPE)})
    assert app.stack.top is menu


@pytest.mark.parametrize("how", MODES)
def test_settings_button_opens_settings(app, how):
    menu = start(app, MenuScene())
    activate(app, menu, menu.settings_btn, how)
    assert isinstance(app.stack.top, SettingsScene)
    if how in ("touch", "mouse"):
        activate(app, app.stack.top, app.stack.top.widgets[-1], how)  # "Zurück"
    else:
        frames(app, 2, {0: back(how)})
    assert app.stack.top is menu


def test_a_question_never_shows_without_its_buttons(app, monkeypatch):
    """On a slow machine (a frame of a second, seen in the booted kiosk check) the entrance is drawn at
    a few moments only: at none of them may the question stand there without its answers."""
    from scenes.kit import dialogs

    drawn = {"question": False, "buttons": False}
    real_render, real_draw = dialogs.render, Button.draw

    def render(line, *args, **kwargs):
        drawn["question"] |= line.startswith("Den Automaten")
        return real_render(line, *args, **kwargs)

    def draw(button, *args, **kwargs):
        drawn["buttons"] = True
        return real_draw(button, *args, **kwargs)

    monkeypatch.setattr(dialogs, "render", render)
    monkeypatch.setattr(Button, "draw", draw)
    dialog = ConfirmScene("Den Automaten jetzt ausschalten?", lambda: None)
    start(app, MenuScene(), dialog)
    surface = pygame.Surface((1280, 720))
    seen = set()
    for hundredths in range(0, 40):
        dialog.time = hundredths / 100
        drawn.update(question=False, buttons=False)
        dialog.draw_static(surface)
        dialog.draw_widgets(surface)
        assert drawn["question"] == drawn["buttons"], (dialog.time, drawn)
        seen.add(drawn["question"])
    assert seen == {False, True}


@pytest.mark.parametrize("how", MODES)
def test_quit_asks_first(app, how):
    menu = start(app, MenuScene())
    app.running = True
    activate(app, menu, menu.quit_btn, how)
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmScene) and dialog.overlay
    assert app.stack.scenes == [menu, dialog]  # the menu stays beneath the dialog
    frames(app, 20)  # let the dialog pop in
    no, yes = dialog.widgets
    assert (no.label(), yes.label()) == ("Nein", "Ja")
    activate(app, dialog, no, how)
    assert app.stack.top is menu and app.running
    activate(app, menu, menu.quit_btn, how)
    dialog = app.stack.top
    frames(app, 20)
    activate(app, dialog, dialog.widgets[1], how)
    assert app.running is False and app.exit_code == 0


def test_kiosk_menu_has_no_quit(app):
    app.config.kiosk = True
    menu = start(app, MenuScene())
    assert menu.quit_btn is None and menu.settings_btn is None  # neither quit nor settings for guests
    texts = [w.label() for w in menu.widgets if callable(getattr(w, "label", None))]
    assert "Beenden" not in texts and "Einstellungen" not in texts
    frames(app, 2, {0: key("back", key=pygame.K_ESCAPE) + pad("back")})
    assert app.stack.top is menu  # Esc / B do not offer to quit either


@pytest.mark.parametrize("how", ["keyboard", "pad"])
def test_back_on_the_menu_asks_to_quit_and_back_again_stays(app, how):
    menu = start(app, MenuScene())
    app.running = True
    frames(app, 2, {0: back(how)})
    assert isinstance(app.stack.top, ConfirmScene)
    frames(app, 2, {0: back(how)})
    assert app.stack.top is menu and app.running


@pytest.mark.parametrize("how", MODES)
def test_language_button_switches_and_is_stored(app, how):
    menu = start(app, MenuScene())
    assert app.storage.get_setting("language") is None  # a fresh database
    heading = pygame.image.tobytes(menu.heading, "RGBA")
    activate(app, menu, menu.lang_btn, how)
    assert i18n.language() == "en" and app.settings.language == "en"
    assert app.storage.get_setting("language") == "en"
    assert menu.settings_btn.label() == "Settings" and menu.lang_btn.label() == "de · EN"
    assert pygame.image.tobytes(menu.heading, "RGBA") != heading  # the cached heading was rebuilt
    activate(app, menu, menu.lang_btn, how)
    assert i18n.language() == "de" and app.storage.get_setting("language") == "de"
    assert menu.settings_btn.label() == "Einstellungen"


# --------------------------------------------------------------------------- hit targets


def _check_targets(scene) -> list[str]:
    bad = []
    screen = pygame.Rect(0, 0, 1280, 720)
    for i in scene.focusables():
        w = scene.widgets[i]
        parts = [("widget", w.rect)]
        if isinstance(w, Choice):
            parts += list(zip(("left arrow", "right arrow"), w._arrows()))
        if isinstance(w, Slider):
            minus, _, plus = w._parts()
            parts += [("minus", minus), ("plus", plus)]
        for what, r in parts:
            if r.w < MIN_TARGET or r.h < MIN_TARGET:
                bad.append(f"{scene.name}[{i}] {type(w).__name__} {what} {r} is smaller than {MIN_TARGET}")
            if not w.rect.contains(r):
                bad.append(f"{scene.name}[{i}] {what} {r} sticks out of its widget {w.rect}")
            if not screen.contains(r):
                bad.append(f"{scene.name}[{i}] {what} {r} is off screen")
        for j in scene.focusables():
            if j > i and w.rect.colliderect(scene.widgets[j].rect):
                bad.append(f"{scene.name}: targets {i} {w.rect} and {j} {scene.widgets[j].rect} overlap")
    return bad


def _all_ui_scenes(app, toy_table):
    """Yield every UI scene of the shell, each on top of the stack and settled."""
    from scenes.tables.overlays import PauseScene, PrivacyScene, ResultsScene

    menu = start(app, MenuScene())
    yield menu
    for game in ORDER:
        yield start(app, MenuScene(), RulesScene(game))
        yield start(app, MenuScene(), RulesScene(game, overlay=True))
        setup = start(app, MenuScene(), SetupScene(game))
        yield setup
        # every seat as a computer, at the largest table, so every level choice shows
        for _ in range(6):
            c = count_choice(setup)
            if c is not None:
                c.step(1)
        for i in range(setup.count):
            setup.set_kind(i, "ai")
        yield setup
    yield start(app, MenuScene(), SettingsScene())
    yield start(app, MenuScene(), SetupScene("castro"), KeyboardScene("Name", "Anna", lambda t: None))
    yield start(app, MenuScene(), ConfirmScene("?", lambda: None))
    seats = [{"kind": "human", "level": "normal", "name": "A"}, {"kind": "ai", "level": "normal", "name": "B"}]
    table = toy_table({"game": "toy", "seats": seats, "seed": 2})
    start(app, table)
    yield start(app, table, PauseScene(table))
    yield start(app, table, ResultsScene(table))
    yield start(app, table, PrivacyScene("A", 0))


def test_every_focusable_widget_is_a_big_enough_target(app, toy):
    bad = []
    seen = set()
    for scene in _all_ui_scenes(app, toy):
        assert scene.focusables(), f"{scene.name} has nothing to focus"
        bad += _check_targets(scene)
        seen.add(scene.name)
    assert seen >= {"menu", "rules", "setup", "settings", "keyboard", "confirm", "pause", "results", "privacy"}
    assert not bad, "\n".join(bad)


def test_table_top_bar_targets_are_big_enough():
    from sprites.topbar import HINT_RECT, PAUSE_RECT

    for r in (PAUSE_RECT, HINT_RECT):
        assert r.w >= MIN_TARGET and r.h >= MIN_TARGET


# --------------------------------------------------------------------------- focus traversal


@pytest.mark.parametrize("how", ["keyboard", "pad"])
def test_settings_down_presses_visit_every_widget(app, how):
    scene = start(app, MenuScene(), SettingsScene())
    before = app.storage.all_settings()
    seen = [scene.focus]
    for _ in range(len(scene.widgets)):
        frames(app, 1, {0: src(how)("nav", direction="down")})
        seen.append(scene.focus)
    assert sorted(set(seen)) == scene.focusables() == list(range(10))  # 9 rows and Back
    assert seen[-1] == seen[0]  # it wraps round
    assert app.storage.all_settings() == before  # moving the focus changes nothing


@pytest.mark.parametrize("how", ["keyboard", "pad"])
@pytest.mark.parametrize("screen", ["settings", "castro", "catsle", "caprice", "castile", "menu", "keyboard"])
def test_focus_reaches_every_widget(app, how, screen):
    if screen == "settings":
        scene = start(app, MenuScene(), SettingsScene())
    elif screen == "menu":
        scene = start(app, MenuScene())
    elif screen == "keyboard":
        scene = start(app, MenuScene(), KeyboardScene("Name", "", lambda t: None))
    else:
        scene = start(app, MenuScene(), SetupScene(screen))
        if scene.count >= 2:
            scene.set_kind(0, "ai")  # a computer at the top too: its level choice must be reachable
    before = app.storage.all_settings()
    paths = reachable(nav_graph(app, scene, how if how == "keyboard" else "pad"), scene.focus)
    missing = sorted(set(scene.focusables()) - set(paths))
    assert not missing, f"{screen}: widgets {missing} cannot be reached by {how}"
    assert app.storage.all_settings() == before


# --------------------------------------------------------------------------- rules screen


def _rules(app, game="castro"):
    rules = start(app, MenuScene(), RulesScene(game))
    assert rules.max_scroll > 300, "the rules text should be longer than one screen"
    return rules


@pytest.mark.parametrize("source", ["touch", "mouse"])
def test_rules_scroll_by_drag(app, source):
    rules = _rules(app)
    x = 640
    app.dispatch(Action("point_down", pos=(x, 500), source=source))
    app.dispatch(Action("point_move", pos=(x, 450), source=source, extra={"pressed": True}))
    app.dispatch(Action("point_move", pos=(x, 400), source=source, extra={"pressed": True}))
    assert rules.scroll == 100
    app.dispatch(Action("point_move", pos=(x, 420), source=source, extra={"pressed": True}))
    assert rules.scroll == 80  # dragging down moves the text back
    app.dispatch(Action("point_up", pos=(x, 420), source=source))
    frames(app, 120)
    assert 0 <= rules.scroll <= rules.max_scroll
    # dragging the text never presses a button or leaves the screen
    assert app.stack.top is rules
    # swipe after swipe upward: the text stops at its end
    for _ in range(12):
        script = [Action("point_down", pos=(x, 590), source=source)]
        script += [Action("point_move", pos=(x, y), source=source, extra={"pressed": True})
                   for y in range(570, 130, -40)]
        script.append(Action("point_up", pos=(x, 150), source=source))
        frames(app, 1, {0: script})
        assert 0 <= rules.scroll <= rules.max_scroll
        frames(app, 10)
    assert rules.scroll == rules.max_scroll
    frames(app, 60)
    assert rules.scroll == rules.max_scroll and app.stack.top is rules


def test_rules_drag_that_stops_does_not_fling(app):
    rules = _rules(app)
    frames(app, 1, {0: [Action("point_down", pos=(640, 500), source="touch"),
                        Action("point_move", pos=(640, 380), source="touch", extra={"pressed": True})]})
    assert rules.scroll == 120
    frames(app, 30)  # the finger rests half a second, then lifts
    frames(app, 60, {0: [Action("point_up", pos=(640, 380), source="touch")]})
    assert rules.scroll == 120


def test_rules_fling_keeps_moving_and_stops_inside(app):
    rules = _rules(app)
    frames(app, 1, {0: [Action("point_down", pos=(640, 500), source="touch")]})
    frames(app, 1, {0: [Action("point_move", pos=(640, 470), source="touch", extra={"pressed": True})]})
    frames(app, 1, {0: [Action("point_move", pos=(640, 440), source="touch", extra={"pressed": True}),
                        Action("point_up", pos=(640, 440), source="touch")]})
    after_release = rules.scroll
    frames(app, 120)
    assert rules.scroll > after_release  # momentum
    assert rules.scroll <= rules.max_scroll
    assert abs(rules.velocity) <= 5  # and it came to rest


def test_rules_scroll_by_wheel(app):
    rules = _rules(app)
    frames(app, 1, {0: [Action("wheel", dy=-1, source="mouse")] * 3})
    assert rules.scroll == 180
    frames(app, 1, {0: [Action("wheel", dy=1, source="mouse")]})
    assert rules.scroll == 120
    frames(app, 1, {0: [Action("wheel", dy=1, source="mouse")] * 10})
    assert rules.scroll == 0
    frames(app, 1, {0: [Action("wheel", dy=-1, source="mouse")] * 500})
    assert rules.scroll == rules.max_scroll


@pytest.mark.parametrize("how", ["keyboard", "pad"])
def test_rules_scroll_by_nav(app, how):
    rules = _rules(app)
    focus = rules.focus
    frames(app, 1, {0: src(how)("nav", direction="down") * 2})
    assert rules.scroll == 140
    assert rules.focus == focus  # up/down scroll; they do not move the focus
    frames(app, 1, {0: src(how)("nav", direction="up")})
    assert rules.scroll == 70
    frames(app, 1, {0: src(how)("nav", direction="up") * 5})
    assert rules.scroll == 0
    frames(app, 1, {0: src(how)("nav", direction="down") * 400})
    assert rules.scroll == rules.max_scroll


def test_rules_page_keys(app):
    from scenes.shell.rules import VIEW

    rules = _rules(app)
    frames(app, 1, {0: [Action("key", key=pygame.K_PAGEDOWN, source="keyboard")]})
    assert rules.scroll == pytest.approx(min(rules.max_scroll, VIEW.h * 0.9))
    for _ in range(100):
        app.dispatch(Action("key", key=pygame.K_PAGEDOWN, source="keyboard"))
        assert 0 <= rules.scroll <= rules.max_scroll
    assert rules.scroll == rules.max_scroll
    for _ in range(100):
        app.dispatch(Action("key", key=pygame.K_PAGEUP, source="keyboard"))
        assert 0 <= rules.scroll <= rules.max_scroll
    assert rules.scroll == 0


def _line_picture(line) -> pygame.Surface:
    """A line of the rules text as it is drawn (lines keep their `render` arguments until shown)."""
    from sprites.text import render

    what = line[3]
    return what if isinstance(what, pygame.Surface) else render(*what)


@pytest.mark.parametrize("game", ORDER)
def test_rules_follow_the_language(app, game):
    from scenes.services.rules_book import rules_for

    rules = _rules(app, game)
    de_title = rules_for(game, "de")["sections"][0]["title"]
    en_title = rules_for(game, "en")["sections"][0]["title"]
    assert de_title != en_title
    first_de = pygame.image.tobytes(_line_picture(rules.lines[0]), "RGBA")
    frames(app, 1, {0: key("nav", direction="down") * 400})
    app.set_language("en")
    frames(app, 1)
    first_en = pygame.image.tobytes(_line_picture(rules.lines[0]), "RGBA")
    assert first_en != first_de
    fresh = RulesScene(game)  # laid out from scratch in English
    fresh.app = app
    fresh.enter()

    def picture(scene):
        return [(line[0], line[1], pygame.image.tobytes(_line_picture(line), "RGBA")) for line in scene.lines]
    assert picture(rules) == picture(fresh)  # the English text, no stale German line left
    assert rules.content_h == fresh.content_h
    assert 0 <= rules.scroll <= rules.max_scroll  # still inside the (new) text
    assert rules.widgets[0].label() == "Back"


def test_rules_buttons_by_keys(app):
    rules = _rules(app, "catsle")
    assert rules.focused() is rules.widgets[-1]  # "Spieler einstellen" (after "Zurück" and the lesson's button)
    frames(app, 2, {0: key("nav", direction="left")})
    assert rules.focused() is rules.widgets[-2]
    frames(app, 2, {0: key("nav", direction="right"), 1: key("select", key=pygame.K_RETURN)})
    assert isinstance(app.stack.top, SetupScene) and app.stack.top.game == "catsle"


# --------------------------------------------------------------------------- setup


def _setup(app, game):
    menu = MenuScene()
    setup = start(app, menu, SetupScene(game))
    return menu, setup


@pytest.mark.parametrize(("game", "how"), GAME_MODES)
def test_setup_player_count(app, game, how):
    info = GAMES[game]
    _, setup = _setup(app, game)
    assert setup.count == info.default_players
    assert len(seat_rows(setup)) == info.default_players
    choice = count_choice(setup)
    if info.min_players == info.max_players:
        assert choice is None  # one seat: nothing to choose
        assert len(seat_rows(setup)) == 1
        return
    for _ in range(info.max_players - info.default_players + 2):  # two presses past the end
        change(app, setup, count_choice(setup), how, +1)
    assert setup.count == info.max_players
    assert len(seat_rows(setup)) == info.max_players
    assert len(stored_setup(app, game)) == info.max_players
    for _ in range(info.max_players - info.min_players + 2):
        change(app, setup, count_choice(setup), how, -1)
    assert setup.count == info.min_players
    assert len(seat_rows(setup)) == info.min_players
    assert len(stored_setup(app, game)) == info.min_players
    change(app, setup, count_choice(setup), how, +1)
    assert len(seat_rows(setup)) == info.min_players + 1
    # the next visit remembers
    frames(app, 2, {0: key("back", key=pygame.K_ESCAPE)})
    again = start(app, app.stack.top, SetupScene(game))
    assert again.count == info.min_players + 1


def test_a_patience_offers_no_computer_seat(app):
    _, setup = _setup(app, "castile")
    labels = [w.label() for w in setup.widgets if callable(getattr(w, "label", None))]
    assert "Computer" not in labels and "Mensch" not in labels
    assert seat_rows(setup) == [(seat_rows(setup)[0][0], None, None)]


@pytest.mark.parametrize(("game", "how"), [m for m in GAME_MODES if m[0] != "castile"])
def test_setup_human_or_computer_and_level(app, game, how):
    _, setup = _setup(app, game)
    seat = setup.count - 1
    was = setup.current[seat]["kind"]
    other = "human" if was == "ai" else "ai"
    _, kind, level = seat_rows(setup)[seat]
    assert level.visible == (was == "ai")
    change(app, setup, kind, how, +1)
    name, kind, level = seat_rows(setup)[seat]
    assert setup.current[seat]["kind"] == other
    assert stored_setup(app, game)[seat]["kind"] == other
    assert level.visible == (other == "ai")
    if other == "ai":
        assert name.label() in [tr(k) for k in AI_KEYS]
    else:
        assert name.label() == f"Spieler {seat + 1}"
    # make sure it is a computer, then change its level
    if other != "ai":
        change(app, setup, kind, how, +1)
        _, kind, level = seat_rows(setup)[seat]
        assert level.visible and setup.current[seat]["kind"] == "ai"
    assert level.value == "normal"
    change(app, setup, level, how, +1)
    assert stored_setup(app, game)[seat]["level"] == "hard"
    change(app, setup, level, how, +1)  # no wrap round
    assert level.value == "hard" and stored_setup(app, game)[seat]["level"] == "hard"
    for _ in range(3):
        change(app, setup, level, how, -1)
    assert level.value == "easy" and stored_setup(app, game)[seat]["level"] == "easy"
    # back to human: the level row hides and the pointer cannot reach it any more
    _, kind, level = seat_rows(setup)[seat]
    change(app, setup, kind, how, -1)
    _, kind, level = seat_rows(setup)[seat]
    assert setup.current[seat]["kind"] == "human" and not level.visible
    assert setup.widget_at(level.rect.center) is not level
    assert level not in [setup.widgets[i] for i in setup.focusables()]


def _keyboard_buttons(kb: KeyboardScene) -> dict[str, Button]:
    chars = "".join(ROWS)
    keys = {ch: kb.widgets[i] for i, ch in enumerate(chars)}
    n = len(chars)
    keys.update(shift=kb.widgets[n], space=kb.widgets[n + 1], delete=kb.widgets[n + 2], ok=kb.widgets[n + 3])
    return keys


def _open_name_editor(app, setup, seat, how):
    name = seat_rows(setup)[seat][0]
    activate(app, setup, name, how)
    kb = app.stack.top
    assert isinstance(kb, KeyboardScene)
    assert kb.text == setup.current[seat]["name"]
    assert kb.overlay and app.stack.scenes[-2:] == [setup, kb]  # an overlay over the setup
    return kb


@pytest.mark.parametrize(("game", "how"), [m for m in GAME_MODES if m[1] != "keyboard"] + [("castro", "pad")])
def test_setup_name_by_on_screen_keyboard(app, game, how):
    """Touch, mouse or pad type on the on-screen keys (a keyboard types for real: see the next tests)."""
    _, setup = _setup(app, game)
    kb = _open_name_editor(app, setup, 0, how)
    keys = _keyboard_buttons(kb)
    press = lambda b: activate(app, kb, b, how)  # noqa: E731
    for _ in range(len(kb.text) + 2):
        press(keys["delete"])
    assert kb.text == ""
    press(keys["shift"])
    assert keys["A"].label() == "A"
    for ch in "ANNA":
        press(keys[ch])
    assert kb.text == "Anna"  # shift holds for one letter
    press(keys["space"])
    press(keys["2"])
    press(keys["delete"])
    press(keys["delete"])
    assert kb.text == "Anna"
    press(keys["ok"])
    assert app.stack.top is setup
    assert seat_rows(setup)[0][0].label() == "Anna"
    assert stored_setup(app, game)[0]["name"] == "Anna"


@pytest.mark.parametrize("how", ["touch", "keyboard"])
def test_on_screen_keyboard_respects_max_length(app, how):
    _, setup = _setup(app, "castro")
    kb = _open_name_editor(app, setup, 0, "touch")
    keys = _keyboard_buttons(kb)
    if how == "touch":
        for _ in range(MAX_NAME + 4):
            frames(app, 1, {0: tap(keys["X"].rect.center)})
    else:
        frames(app, 1, {0: key("text", text="X" * (MAX_NAME + 4))})
    assert kb.text.startswith(setup.current[0]["name"])
    assert len(kb.text) == MAX_NAME
    frames(app, 2, {0: key("select", key=pygame.K_RETURN)})
    assert len(stored_setup(app, "castro")[0]["name"]) == MAX_NAME


@pytest.mark.parametrize("game", ORDER)
def test_setup_name_by_physical_keyboard(app, game):
    _, setup = _setup(app, game)
    kb = _open_name_editor(app, setup, 0, "keyboard")
    old = kb.text
    for _ in range(len(old)):
        frames(app, 1, {0: key("back", key=pygame.K_BACKSPACE)})
    assert kb.text == "" and app.stack.top is kb  # Backspace deletes; it does not close
    frames(app, 1, {0: key("text", text="Zoë")})
    assert kb.text == "Zoë"
    frames(app, 2, {0: key("select", key=pygame.K_RETURN)})
    assert app.stack.top is setup
    assert setup.current[0]["name"] == "Zoë"
    # the Enter of the number pad confirms too, wherever typing moved the focus ring
    kb = _open_name_editor(app, setup, 0, "keyboard")
    frames(app, 1, {0: key("nav", direction="up") + key("nav", direction="left") + key("text", text="!")})
    frames(app, 2, {0: key("select", key=pygame.K_KP_ENTER)})
    assert app.stack.top is setup and setup.current[0]["name"] == "Zoë!"
    assert stored_setup(app, game)[0]["name"] == "Zoë!"


@pytest.mark.parametrize("how", MODES)
def test_setup_name_cancel_keeps_the_old_name(app, how):
    _, setup = _setup(app, "catsle")
    old = setup.current[0]["name"]
    stored_before = app.storage.get_setting("setup.catsle")
    kb = _open_name_editor(app, setup, 0, how)
    keys = _keyboard_buttons(kb)
    if how == "keyboard":
        frames(app, 1, {0: key("text", text="Hugo")})
        assert kb.text == old + "Hugo"
    else:
        activate(app, kb, keys["H"], how)
        assert kb.text == old + "h"
    if how in ("touch", "mouse"):
        # the overlay has no cancel button: with a pointer alone, clearing the text and
        # confirming an empty name keeps the old one
        for _ in range(len(kb.text)):
            activate(app, kb, keys["delete"], how)
        activate(app, kb, keys["ok"], how)
    else:
        frames(app, 2, {0: back(how)})
    assert app.stack.top is setup
    assert setup.current[0]["name"] == old
    assert app.storage.get_setting("setup.catsle") == stored_before


def test_physical_space_types_one_space(app):
    """SDL sends KEYDOWN Space and TEXTINPUT " " for one press; the name gets one space."""
    _, setup = _setup(app, "castro")
    kb = _open_name_editor(app, setup, 0, "touch")
    for _ in range(20):
        app.dispatch(Action("back", key=pygame.K_BACKSPACE, source="keyboard"))
    for ev in (pygame.event.Event(pygame.TEXTINPUT, text="A"),
               pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=44),
               pygame.event.Event(pygame.TEXTINPUT, text=" "),
               pygame.event.Event(pygame.TEXTINPUT, text="B")):
        app.handle_event(ev)
    assert kb.text == "A B"


@pytest.mark.parametrize("how", MODES)
def test_setup_rules_overlay_and_back(app, how):
    menu, setup = _setup(app, "caprice")
    rules_btn = next(w for w in setup.widgets if isinstance(w, Button) and w.label() == "Regeln")
    activate(app, setup, rules_btn, how)
    rules = app.stack.top
    assert isinstance(rules, RulesScene) and rules.overlay and rules.game == "caprice"
    # "Zurück" (and the lesson's offer), but no "Spieler einstellen": the setup is beneath
    assert rules.widgets[0].label() == "Zurück" and all(w.label() != tr("btn.setup") for w in rules.widgets)
    activate(app, rules, rules.widgets[0], how)
    frames(app, 1)
    assert app.stack.scenes == [menu, setup]


def test_setup_ignores_bad_stored_data(app):
    app.storage.set_setting("setup.castro", {"seats": [{"kind": "robot"}] * 9})
    _, setup = _setup(app, "castro")
    assert setup.count == GAMES["castro"].default_players
    app.stack.reset(MenuScene())
    app.storage.set_setting("setup.castro", "nonsense")
    _, setup = _setup(app, "castro")
    assert setup.count == GAMES["castro"].default_players


# --------------------------------------------------------------------------- settings


def _settings(app):
    return start(app, MenuScene(), SettingsScene())


def _stored(app, name):
    return app.storage.all_settings().get(name)


@pytest.mark.parametrize("how", MODES)
def test_settings_language(app, how):
    scene = _settings(app)
    lang = scene.widgets[0]
    assert lang.value == "de"
    change(app, scene, lang, how, +1)
    assert app.settings.language == "en" and i18n.language() == "en" and _stored(app, "language") == "en"
    assert lang.label() == "Language" and lang.text_of(lang.value) == "English"
    change(app, scene, lang, how, +1)  # two languages: it wraps round
    assert app.settings.language == "de" and _stored(app, "language") == "de"
    change(app, scene, lang, how, -1)
    assert app.settings.language == "en" and _stored(app, "language") == "en"


@pytest.mark.parametrize("how", MODES)
def test_settings_volume_steps_and_clamps(app, how):
    scene = _settings(app)
    vol = scene.widgets[1]
    assert isinstance(vol, Slider) and vol.value == pytest.approx(0.8)
    change(app, scene, vol, how, -1)
    assert app.settings.volume == pytest.approx(0.7) and _stored(app, "volume") == pytest.approx(0.7)
    assert app.sound.volume == pytest.approx(0.7)
    for _ in range(12):
        change(app, scene, vol, how, +1)
    assert app.settings.volume == 1.0 and _stored(app, "volume") == 1.0
    for _ in range(14):
        change(app, scene, vol, how, -1)
    assert app.settings.volume == 0.0 and _stored(app, "volume") == 0.0
    assert app.sound.volume == 0.0


@pytest.mark.parametrize("how", ["touch", "mouse"])
def test_settings_volume_by_dragging_the_bar(app, how):
    scene = _settings(app)
    vol = scene.widgets[1]
    _, bar, _ = vol._parts()
    y = bar.centery
    press = Action("point_down", pos=(bar.x + int(bar.w * 0.3), y), source=how)
    frames(app, 1, {0: [press]})
    assert app.settings.volume == pytest.approx(0.3)
    moves = [Action("point_move", pos=(x, y + 30), source=how, extra={"pressed": True})
             for x in range(bar.x, bar.right + 200, 13)]
    frames(app, 1, {0: moves})
    assert app.settings.volume == 1.0  # far past the right end: full, not more
    frames(app, 1, {0: [Action("point_move", pos=(0, y), source=how, extra={"pressed": True})]})
    assert app.settings.volume == 0.0
    frames(app, 1, {0: [Action("point_move", pos=(bar.x + bar.w // 2, y), source=how, extra={"pressed": True}),
                        Action("point_up", pos=(bar.x + bar.w // 2, y), source=how)]})
    assert app.settings.volume == pytest.approx(0.5)
    assert _stored(app, "volume") == pytest.approx(0.5)
    # after the release, moving the pointer changes nothing
    frames(app, 1, {0: [Action("point_move", pos=(bar.right, y), source=how, extra={"pressed": False})]})
    assert app.settings.volume == pytest.approx(0.5)


@pytest.mark.parametrize("how", MODES)
def test_settings_fullscreen(app, how):
    scene = _settings(app)
    toggle = scene.widgets[3]
    assert isinstance(toggle, Toggle) and toggle.value is False and app.window_fullscreen is False
    activate(app, scene, toggle, how)
    assert app.window_fullscreen is True and app.settings.fullscreen is True and _stored(app, "fullscreen") is True
    activate(app, scene, toggle, how)
    assert app.window_fullscreen is False and _stored(app, "fullscreen") is False
    if how in ("keyboard", "pad"):  # left/right set it to off/on
        frames(app, 1, {0: src(how)("nav", direction="right")})
        assert app.window_fullscreen is True and _stored(app, "fullscreen") is True
        frames(app, 1, {0: src(how)("nav", direction="right")})
        assert app.window_fullscreen is True
        frames(app, 1, {0: src(how)("nav", direction="left")})
        assert app.window_fullscreen is False and _stored(app, "fullscreen") is False


def test_settings_fullscreen_switch_follows_f11(app):
    scene = _settings(app)
    toggle = scene.widgets[3]
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0))
    frames(app, 2)
    assert app.window_fullscreen is True and toggle.value is True
    activate(app, scene, toggle, "touch")  # one tap turns it off again, as the switch shows
    assert app.window_fullscreen is False and toggle.value is False
    assert _stored(app, "fullscreen") is False


@pytest.mark.parametrize("how", MODES)
def test_settings_animation_speed(app, how):
    scene = _settings(app)
    speed = scene.widgets[4]
    assert speed.value == "normal" and app.settings.speed_factor == 1.0
    change(app, scene, speed, how, +1)
    assert app.settings.speed == "fast" and _stored(app, "speed") == "fast"
    assert app.settings.speed_factor > 1.0
    change(app, scene, speed, how, +1)
    assert app.settings.speed == "fast"
    change(app, scene, speed, how, -1)
    change(app, scene, speed, how, -1)
    change(app, scene, speed, how, -1)
    assert app.settings.speed == "slow" and _stored(app, "speed") == "slow"
    assert app.settings.speed_factor < 1.0


@pytest.mark.parametrize("how", MODES)
def test_settings_high_contrast(app, how):
    scene = _settings(app)
    toggle = scene.widgets[5]
    normal = dict(theme.palette())
    activate(app, scene, toggle, how)
    assert app.settings.high_contrast is True and _stored(app, "high_contrast") is True
    assert theme.high_contrast() and theme.palette() != normal
    assert theme.palette()["bg_top"] == (0, 0, 0)
    frames(app, 2)
    assert app.screen.get_at((5, 5))[:3] == (0, 0, 0)  # the drawn backdrop follows
    activate(app, scene, toggle, how)
    assert app.settings.high_contrast is False and _stored(app, "high_contrast") is False
    assert theme.palette() == normal


@pytest.mark.parametrize("how", MODES)
def test_settings_low_power(app, how):
    scene = _settings(app)
    toggle = scene.widgets[6]
    activate(app, scene, toggle, how)
    assert app.settings.low_power is True and _stored(app, "low_power") is True
    activate(app, scene, toggle, how)
    assert app.settings.low_power is False and _stored(app, "low_power") is False


def test_settings_survive_a_restart(tmp_path):
    from tests.harness import make_app

    app = make_app(tmp_path / "d")
    try:
        scene = _settings(app)
        change(app, scene, scene.widgets[0], "touch", +1)
        change(app, scene, scene.widgets[1], "touch", -1)
        change(app, scene, scene.widgets[4], "touch", -1)
        activate(app, scene, scene.widgets[6], "touch")
    finally:
        app.shutdown()
    app = make_app(tmp_path / "d")
    try:
        s = app.settings
        assert (s.language, s.volume, s.speed, s.low_power) == ("en", pytest.approx(0.7), "slow", True)
        assert i18n.language() == "en"
        scene = _settings(app)
        assert [scene.widgets[0].value, scene.widgets[4].value, scene.widgets[6].value] == ["en", "slow", True]
    finally:
        app.shutdown()


# --------------------------------------------------------------------------- drawing


def _attract():
    from scenes.shell import attract

    return attract


def _kiosk():
    from scenes.shell import kiosk

    return kiosk


def _crash():
    from scenes.shell import crash

    return crash


def _audio():
    from scenes.shell import audio_output

    return audio_output


def _scores():
    from scenes.shell import scores

    return scores


def _pin():
    from scenes.kit import pin_pad

    return pin_pad


def _vault(app):
    from scenes.services.pin_vault import PinVault

    return PinVault(app.storage)


def _lesson_end():
    from scenes.tables import lesson_end

    return lesson_end


def _scene_builders():
    from scenes.tables.overlays import PauseScene, PrivacyScene, ResultsScene

    def table_with(toy_table, overlay=None):
        def build(app):
            seats = [{"kind": "human", "level": "normal", "name": "Anna"},
                     {"kind": "ai", "level": "normal", "name": "Kuno"}]
            table = toy_table({"game": "toy", "seats": seats, "seed": 2})
            return [table] + ([overlay(table)] if overlay else [])
        return build

    def phone_join(app, toy_table):
        from scenes.tables.phone_join import PhoneJoinScene

        app.config.phones_port = 0  # any free port
        seats = [{"kind": "human", "level": "normal", "name": "Anna", "phone": True},
                 {"kind": "human", "level": "normal", "name": "Ben"}]
        table = toy_table({"game": "toy", "seats": seats, "seed": 2})
        return [table, PhoneJoinScene(table, managing=True)]

    builders = {
        "phone_join": phone_join,
        "title": lambda app, toy: [TitleScene()],
        "title_demo": lambda app, toy: [TitleScene(demo=True)],
        "menu": lambda app, toy: [MenuScene()],
        "settings": lambda app, toy: [MenuScene(), SettingsScene()],
        "confirm": lambda app, toy: [MenuScene(), ConfirmScene("Kastell beenden?", lambda: None)],
        "keyboard": lambda app, toy: [MenuScene(), SetupScene("castro"),
                                      KeyboardScene("Name", "Anna", lambda t: None)],
        "table": lambda app, toy: table_with(toy)(app),
        "pause": lambda app, toy: table_with(toy, PauseScene)(app),
        "results": lambda app, toy: table_with(toy, ResultsScene)(app),
        "privacy": lambda app, toy: table_with(toy, lambda t: PrivacyScene("Anna", 0))(app),
        "lesson_end": lambda app, toy: table_with(toy, lambda t: _lesson_end().LessonEndScene(t, False))(app),
        "lesson_done": lambda app, toy: table_with(toy, lambda t: _lesson_end().LessonEndScene(t, True))(app),
        "teaser": lambda app, toy: [_attract().TeaserScene("caprice")],
        "highscores": lambda app, toy: [_attract().HighScoreScene("castro")],
        "operator": lambda app, toy: [_kiosk().OperatorScene()],
        "scores": lambda app, toy: [MenuScene(), _scores().ScoresScene()],
        "audio_output": lambda app, toy: [_kiosk().OperatorScene(), _audio().AudioOutputScene()],
        "statistics": lambda app, toy: [MenuScene(), _scores().ScoresScene("stats")],
        "pin_check": lambda app, toy: [MenuScene(), _pin().PinCheckScene(_vault(app), "PIN", lambda: None)],
        "pin_choose": lambda app, toy: [MenuScene(), _pin().PinChooseScene(_vault(app), first=True)],
        "error": lambda app, toy: [MenuScene(), _crash().ErrorScene("/data/kastell.log")],
    }
    for g in ORDER:
        builders[f"rules_{g}"] = lambda app, toy, g=g: [MenuScene(), RulesScene(g)]
        builders[f"rules_overlay_{g}"] = lambda app, toy, g=g: [MenuScene(), SetupScene(g), RulesScene(g, True)]
        builders[f"setup_{g}"] = lambda app, toy, g=g: [MenuScene(), SetupScene(g)]
    return builders


def test_the_draw_test_covers_every_scene_class(app, toy):
    """Every Scene subclass of the engine, the kit, the shell and the tables' shared base (not the games'
    own folders, which have their own tests) is built by a draw test below."""
    import importlib
    import inspect
    import pkgutil

    import scenes.engine
    import scenes.kit
    import scenes.shell
    import scenes.tables
    from scenes.engine.scene import Scene
    from scenes.kit.ui_scene import UIScene
    from scenes.tables.table import TableScene

    modules = [f"{package.__name__}.{mod.name}"
               for package in (scenes.engine, scenes.kit, scenes.shell, scenes.tables)
               for mod in pkgutil.iter_modules(package.__path__)
               if not mod.ispkg]  # a game's own folder (scenes/tables/<game>/) has its own tests
    classes = set()
    for name in modules:
        module = importlib.import_module(name)
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if issubclass(cls, Scene) and cls.__module__ == module.__name__:
                classes.add(cls)
    from scenes.kit.pin_pad import PinPad

    classes -= {Scene, UIScene, PinPad}  # bases, built through their subclasses
    built = set()
    for build in _scene_builders().values():
        built |= {type(s) for s in build(app, toy)}
    built = {next(c for c in type.mro(b) if c in classes or c is TableScene) for b in built}
    assert classes - built == set()


@pytest.mark.parametrize("name", sorted(_scene_builders()))
def test_every_scene_draws(app, toy, name):
    """30 frames in German, in English and in high contrast; the picture is never one flat colour."""
    scenes = _scene_builders()[name](app, toy)
    top = start(app, *scenes)
    app.input.mode = "focus"  # draw the focus ring too
    pictures = {}
    for look in ("de", "en", "contrast"):
        app.set_language("de" if look == "de" else "en")
        app.set_high_contrast(look == "contrast")
        frames(app, 30)
        assert app.stack.top is top, look
        assert distinct_colours(app.screen) > 8, look
        pictures[look] = pygame.image.tobytes(app.screen, "RGB")
    assert pictures["contrast"] != pictures["en"]
    if name != "table":  # the toy table draws no text of its own
        assert pictures["de"] != pictures["en"]


def test_default_names_follow_the_language_typed_names_stay(app):
    from scenes.services.seat_names import shown

    ai = {"kind": "ai", "name": "Ritter Kuno"}
    me = {"kind": "human", "name": "Spieler 2"}
    typed = {"kind": "human", "name": "Anna"}
    assert (shown(ai, 0), shown(me, 1), shown(typed, 2)) == ("Ritter Kuno", "Spieler 2", "Anna")
    app.set_language("en")
    assert (shown(ai, 0), shown(me, 1), shown(typed, 2)) == ("Sir Kuno", "Player 2", "Anna")
    assert shown({"kind": "ai", "name": "Sir Kuno"}, 0) == "Sir Kuno"
    app.set_language("de")
    assert shown({"kind": "ai", "name": "Sir Kuno"}, 0) == "Ritter Kuno"


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("key", ["kiosk.power_off_confirm", "kiosk.reset_stats_confirm", "kiosk.quit_confirm"])
def test_a_destructive_question_defaults_to_no_and_never_touches_its_buttons(app, key, lang):
    from scenes.kit.dialogs import ConfirmScene
    from scenes.services.i18n import tr

    app.set_language(lang)
    ask = ConfirmScene(tr(key), lambda: None)
    app.stack.push(ask)
    frames(app, 30)
    no, yes = ask.widgets
    assert no.style == "primary" and yes.style != "primary", "the highlighted answer is the one that loses nothing"
    assert ask.widgets[ask.focus] is no, "Enter / A answers no"
    assert ask.question_bottom + 12 <= min(no.rect.top, yes.rect.top), "the question's last line clears the buttons"
    assert ask.box.contains(no.rect) and ask.box.contains(yes.rect)


@pytest.mark.parametrize("kiosk", [False, True])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_setup_shows_its_whole_teaser(app, lang, kiosk):
    """The game's few words in the setup are never cut off ("…kein …" in Castile's)."""
    from scenes.shell.setup import SetupScene
    from scenes.tables.catalog import GAMES as ENTRIES

    app.set_language(lang)
    app.config.kiosk = kiosk
    for game in ENTRIES:
        scene = SetupScene(game)
        app.stack.reset(scene)
        frames(app, 3)
        assert not scene.teaser_cut, (game, lang)
        assert scene.teaser or game != "castile", "a patience's setup has room for its words"


@pytest.mark.parametrize("game", ["castro", "catsle", "caprice", "castile"])
def test_a_preview_seen_still_shows_its_whole_picture(game):
    """A tile's preview first seen still (the menu under the resume question is not updated) shows its
    moving parts in place: the trick played, the discs stacked, the dice at rest (at the loop's start the
    CATsle and Caprice previews were empty tables)."""
    from scenes.tables.catalog import GAMES
    from sprites.previews import H, W

    pygame.display.init()
    preview = GAMES[game].make_preview()
    assert preview.t == preview.still > 0
    bare = pygame.Surface((W, H))
    bare.fill((0, 0, 0))
    drawn = bare.copy()
    preview.draw_moving(drawn, 0, 0)
    changed = sum(1 for x in range(0, W, 4) for y in range(0, H, 4) if drawn.get_at((x, y)) != bare.get_at((x, y)))
    assert changed > 60, f"{game}: only {changed} sampled pixels drawn"


def test_a_toast_rests_in_its_tables_area_and_never_crosses_what_lies_beyond():
    """A table's toast rests inside the area it names, as narrow as it (Caprice's long refusal reached
    over the right column's texts), and fades in drifting up into place: it never passes over the top
    bar (it slid down across the chips); a "fill" toast covers its band wholly (the phones screen's
    address line, never "Weiterspielen")."""
    from scenes.tables.caprice.table import CapriceTable
    from scenes.tables.phone_join import PhoneJoinScene
    from sprites import toast as toasts
    from sprites.topbar import HEIGHT as TOPBAR

    pygame.display.init()
    pygame.font.init()
    long = "Die Scheibe, die du gerade eingesetzt hast, darfst du jetzt nicht versetzen."
    for anchor, tall in ((CapriceTable.toast_anchor, False), (PhoneJoinScene.toast_anchor, True)):
        side, area = anchor
        shown = toasts.Toasts()
        shown.show(long)
        for age in (0.0, 0.05, 0.1, 0.2, 1.0):
            shown.items[0].age = age
            screen = pygame.Surface((1280, 720), pygame.SRCALPHA)
            screen.fill((0, 0, 0, 0))
            shown.draw(screen, anchor)
            drawn = screen.get_bounding_rect(min_alpha=8)
            if not drawn.w:
                continue  # (not faded in at all yet)
            assert drawn.y >= min(area.y, area.centery - drawn.h // 2) and drawn.y >= TOPBAR, (anchor, age, drawn)
            assert area.x <= drawn.x and drawn.right <= area.right, (anchor, age, drawn)
            if side == "fill" and age >= 0.2:
                assert drawn.w == area.w
