"""A fifth game joins the cabinet through its own package and folder and the catalog alone.

Quarry (`tests/fifth_game/`: its rules package and its table folder with its phone page) is placed as
the package ``quarry`` of ``game`` and the folder ``quarry`` of ``scenes.tables`` in a test-only
package path (a temporary folder added to those two packages' paths), registered with one call, and
then appears in the menu, the setup, the rules screen, the attract loop, the high scores and on the
command line, is played at the big screen, and is played from two phones to the end: the phone server
serves its script and words because its catalog line says so, and no shared file knows it.
"""
from __future__ import annotations

import importlib
import json
import shutil
import sys
import time
from pathlib import Path

import pytest

import game
import scenes.tables
from scenes.shell.attract import HighScoreScene, TeaserScene, next_scene
from scenes.shell.menu import GameTile, MenuScene
from scenes.shell.rules import RulesScene
from scenes.shell.scores import ScoresScene, sheets
from scenes.shell.setup import SetupScene
from scenes.tables import catalog
from tests.harness import frames, key, tap
from tests.phone_client import Phone, get
from tests.test_phone_browser_games import CHROMIUM, DRIVER, make_driver, pump_until
from tests.test_phones import open_table, phone_seats, phones_closed  # noqa: F401

SOURCES = Path(__file__).with_name("fifth_game")


@pytest.fixture(scope="module")
def quarry(tmp_path_factory):
    """Quarry's table folder (a module), its package and folder copied where the game's and the tables'
    packages look too, for this module's tests; the folders leave the packages' paths afterwards."""
    root = tmp_path_factory.mktemp("fifth")
    shutil.copytree(SOURCES / "game" / "quarry", root / "game" / "quarry")
    shutil.copytree(SOURCES / "tables" / "quarry", root / "scenes" / "tables" / "quarry")
    extra = [(game, str(root / "game")), (scenes.tables, str(root / "scenes" / "tables"))]
    for package, folder in extra:
        package.__path__.append(folder)
    importlib.invalidate_caches()
    try:
        yield importlib.import_module("scenes.tables.quarry")
    finally:
        for package, folder in extra:
            package.__path__.remove(folder)


@pytest.fixture
def fifth(quarry):
    catalog.register(quarry.TABLE)
    yield quarry.TABLE
    catalog.unregister("quarry")


def visible_tiles(menu: MenuScene) -> list[GameTile]:
    return [t for t in menu.tiles if t.visible]


def test_the_catalog_lists_it_and_forgets_it_again(fifth):
    assert catalog.ORDER[-1] == "quarry" and catalog.GAMES["quarry"] is fifth
    assert sys.modules["game.quarry"].__file__.startswith(str(Path(fifth.phone.script).parents[3]))
    catalog.unregister("quarry")
    assert "quarry" not in catalog.GAMES and "quarry" not in catalog.ORDER
    catalog.register(fifth)
    catalog.register(fifth)  # twice is once
    assert catalog.ORDER.count("quarry") == 1


def test_four_games_keep_one_row_without_arrows(app):
    menu = MenuScene()
    app.stack.reset(menu)
    frames(app, 2)
    assert menu.pages == 1 and not menu.arrows
    assert [t.key for t in visible_tiles(menu)] == catalog.ORDER == ["castro", "catsle", "caprice", "castile"]
    assert visible_tiles(menu)[0].rect.x == 34  # the row as it always was: 4 × 288 + 3 × 20, centred


def test_the_menu_shows_five_games_page_by_page(app, fifth):
    menu = MenuScene()
    app.stack.reset(menu)
    frames(app, 30)
    assert menu.pages == 2 and len(menu.arrows) == 2
    first = visible_tiles(menu)
    assert [t.key for t in first] == ["castro", "catsle", "caprice"]
    for tile in first:  # every tile and arrow on the screen, none overlapping another
        assert app.screen.get_rect().contains(tile.rect)
        assert not any(tile.rect.colliderect(a.rect) for a in menu.arrows)
    assert all(a.rect.w >= 48 and a.rect.h >= 48 for a in menu.arrows)
    # the right arrow turns the page; the fifth game's tile is there, with its own name
    right = next(a for a in menu.arrows if a.step == 1)
    frames(app, 2, {0: tap(right.rect.center)})
    second = visible_tiles(menu)
    assert [t.key for t in second] == ["castile", "quarry"]
    quarry_tile = second[-1]
    assert quarry_tile.info.title == "Steinbruch"
    # tapping it opens its setup
    frames(app, 2, {0: tap(quarry_tile.rect.center)})
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and setup.game == "quarry"


def test_keys_walk_past_the_last_tile_onto_the_next_page(app, fifth):
    menu = MenuScene()
    app.stack.reset(menu)
    frames(app, 2)
    for _ in range(3):
        frames(app, 1, {0: key("nav", direction="right")})
    assert menu.page == 1 and menu.focused() is visible_tiles(menu)[0]
    frames(app, 1, {0: key("nav", direction="left")})
    assert menu.page == 0 and menu.focused() is visible_tiles(menu)[-1]


def test_its_setup_starts_its_table_and_its_rules_open(app, fifth):
    setup = SetupScene("quarry")
    app.stack.reset(MenuScene())
    app.stack.push(setup)
    frames(app, 2)
    assert setup.count == 2 and setup.info.max_players == 4
    rules_btn = next(w for w in setup.widgets if getattr(w, "label", None) and w.label() == "Regeln")
    frames(app, 2, {0: tap(rules_btn.rect.center)})
    rules = app.stack.top
    assert isinstance(rules, RulesScene) and rules.game == "quarry"
    frames(app, 2, {0: key("back")})
    frames(app, 2, {0: tap(setup.start_btn.rect.center)})
    table = app.stack.top
    assert type(table).__name__ == "QuarryTable" and table.match is not None and table.entry is fifth
    assert table.match.state.players == 2


def test_the_attract_loop_plays_it_and_shows_two_sheets_of_scores(app, fifth):
    teaser = next_scene(app, "castile")
    assert isinstance(teaser, TeaserScene) and teaser.next_game == "quarry"
    last = next_scene(app, "quarry")  # after the last game: the high scores, then the first game again
    assert isinstance(last, HighScoreScene) and last.next_game == "castro"
    app.stack.reset(teaser)
    frames(app, int(teaser.seconds * 60) + 5)
    table = app.stack.top
    assert type(table).__name__ == "QuarryTable" and table.attract
    frames(app, 120)  # the computer players play it
    assert len(table.match.moves) > 2
    assert sheets() == 2
    app.stack.reset(last)
    frames(app, 2)
    assert last.sheet == 0 and last.seconds == pytest.approx(2 * 9.0)
    frames(app, int(9.0 * 60) + 2)
    assert last.sheet == 1  # the second sheet holds the fifth game's board


def test_the_scores_screen_turns_its_sheets(app, fifth):
    scores = ScoresScene()
    app.stack.reset(MenuScene())
    app.stack.push(scores)
    frames(app, 2)
    assert scores.more is not None and scores.more.label() == "Seite 1 von 2"
    frames(app, 2, {0: tap(scores.more.rect.center)})
    assert scores.sheet == 1 and scores.more.label() == "Seite 2 von 2"


def test_the_command_line_knows_it(fifth):
    import main

    args = main.parse_args(["--game", "quarry", "--players", "3"])
    assert args.game == "quarry" and args.players == 3
    with pytest.raises(SystemExit):
        main.parse_args(["--game", "quarry", "--players", "5"])


def test_a_person_plays_it_at_the_big_screen_against_the_computer(app, fifth):
    from scenes.tables.overlays import PrivacyScene

    seats = [{"kind": "human", "name": "Anna", "level": "normal"}, {"kind": "ai", "name": "Kuno", "level": "hard"}]
    table = fifth.make_scene({"game": "quarry", "seats": seats, "seed": 2, "options": {}})
    app.stack.reset(table)
    frames(app, 2)
    taps = 0
    for _ in range(3000):
        if table.match.is_over():
            break
        if isinstance(app.stack.top, PrivacyScene):
            frames(app, 2, {0: tap((640, 360))})
        elif app.stack.top is table and table.match.actor() == 0 and not table.busy():
            frames(app, 2, {0: tap(table.buttons()[0][1].center)})  # take one stone
            taps += 1
        else:
            frames(app, 1)
    assert table.match.is_over() and taps >= 2
    assert [m for m in table.match.moves if type(m).__name__ == "Take"][0].count == 1


def test_its_phone_page_comes_from_its_folder(quarry):
    """Its script's words are its own or the shared ones, and the pictures it asks for are drawn by its
    phone_art.py, found in its folder by the tables' picture gatherer."""
    import re

    from scenes.services import strings_phone
    from scenes.tables import phone_pictures

    page = quarry.TABLE.phone
    script = page.script.read_text(encoding="utf-8")
    keys = set(re.findall(r'"(phone\.[A-Za-z0-9_.]+)"', script))
    assert keys and keys <= set(page.words) | set(strings_phone.STRINGS)
    assert all(key.startswith("phone.quarry.") and entry["de"] and entry["en"] for key, entry in page.words.items())
    drawers = phone_pictures.drawers()
    for name in re.findall(r'img\("([a-z-]+)"', script):
        assert drawers[name]().get_size() == (quarry.phone_art.STONE, quarry.phone_art.STONE)


def test_two_phones_play_it_to_the_end(app, fifth, phones_closed):
    table = open_table(app, game="quarry", seats=phone_seats("Anna", "Ben"), seed=4)
    server = table.phones.server
    assert server.script == fifth.phone.script
    # the page loads the shared frame and this game's script, under the contract's paths
    base = server.url(0, "127.0.0.1")
    status, html = get(base)
    assert status == 200 and html.count("<script") == 2 and 'src="assets/game.js"' in html
    status, script = get(base + "/assets/game.js")
    assert status == 200 and 'K.register("quarry"' in script
    assert get(base + "/assets/game.css") == (200, "")  # no look of its own: the shared style alone
    status, text = get(base + "/assets/strings.json")
    words = json.loads(text)
    assert status == 200 and words["phone.game"] == "Steinbruch" and words["phone.quarry.take"] == "{n} nehmen"
    assert words["phone.your_turn"] == "Du bist dran!"
    assert not [k for k in words if k.startswith(("phone.castro.", "phone.catsle.", "phone.caprice."))]
    phones = {}
    for seat in (0, 1):
        phones[seat] = phone = Phone(server.url(seat, "127.0.0.1")).connect()
        phones_closed.append(phone)
        hello = phone.next("hello", pump=lambda: frames(app, 1))
        assert hello["game"] == "quarry" and hello["seat"] == seat and hello["names"] == ["Anna", "Ben"]
        phone.next("state", pump=lambda: frames(app, 1))
    frames(app, 90)  # the join screen sees both and closes
    assert app.stack.top is table
    played = 0
    end = time.monotonic() + 60
    while not table.match.is_over():
        assert time.monotonic() < end, "the game did not end"
        frames(app, 1)
        for seat, phone in phones.items():
            for message in phone.drain():
                assert message["type"] != "error", message
                favourites = message.get("view", {}).get("favourites")
                if favourites is not None:  # each phone knows its own favourite number only
                    assert favourites[seat] in (1, 2, 3)
                    assert all(v is None for i, v in enumerate(favourites) if i != seat), (seat, favourites)
            state = phone.last_state
            if state and state["your_turn"] and not table.busy() and state["version"] == len(table.match.moves):
                stones = state["view"]["stones"]
                assert state["legal"] == [{"type": "take", "count": n} for n in range(1, min(3, stones) + 1)]
                phone.move(state["legal"][-1])
                state["your_turn"] = False
                played += 1
    assert played >= 5 and table.match.state.last in (0, 1)
    end = time.monotonic() + 20
    while (phones[0].last_state or {}).get("view", {}).get("stones") != 0:  # the phones hear the end
        assert time.monotonic() < end, "the phones never heard of the end"
        frames(app, 1)
        phones[0].drain()
    assert phones[0].last_state["version"] == len(table.match.moves) and not phones[0].last_state["legal"]


@pytest.mark.skipif(not (CHROMIUM and DRIVER), reason="Debian's chromium and chromium-driver are needed")
def test_its_page_in_a_browser_is_played_by_taps_to_the_end(app, fifth):
    """The phone page in headless Chromium loads the game's script from its folder, shows its name and
    buttons, and a person's taps on it play the game against the computer to its end."""
    from selenium.webdriver.common.by import By

    app.config.phones_port = 0
    seats = [{"kind": "human", "name": "Anna", "level": "normal", "phone": True},
             {"kind": "ai", "name": "Kuno", "level": "normal"}]
    table = fifth.make_scene({"game": "quarry", "seats": seats, "seed": 3, "options": {}})
    app.stack.reset(table)
    frames(app, 2)
    driver = make_driver()
    try:
        driver.get(table.phones.server.url(0, "127.0.0.1"))
        pump_until(app, lambda: table.phones.status(0) == "connected" and app.stack.top is table)
        assert driver.title == "Steinbruch – Anna"
        taps = 0
        while not table.match.is_over():
            mine = "return window.Kastell.msg && window.Kastell.msg.your_turn && window.Kastell.msg.version"
            pump_until(app, lambda: table.match.is_over() or driver.execute_script(mine) == len(table.match.moves),
                       what="the page never offered a turn")
            if table.match.is_over():
                break
            buttons = driver.find_elements(By.CSS_SELECTOR, '[data-tap^="take-"]')
            assert [b.text for b in buttons][:1] == ["1 nehmen"]
            before = len(table.match.moves)
            buttons[-1].click()
            pump_until(app, lambda: len(table.match.moves) > before, what="the tap was not applied")
            assert table.match.actors[before] == 0
            taps += 1
        assert taps >= 2 and not driver.execute_script("return window.__toasts")
        winner = "Du gewinnst!" if table.match.state.last == 0 else "Kuno gewinnt!"
        pump_until(app, lambda: [e.text for e in driver.find_elements(By.CSS_SELECTOR, "#game h2")] == [winner],
                   what="the page never showed the end")
    finally:
        driver.quit()


@pytest.mark.parametrize("key", ["castro", "catsle", "caprice", "castile"])
def test_every_rules_package_describes_itself(key):
    """`GAME` of each package: its key, a translated title, a player range the rules accept, and
    options whose defaults make the same game as no options at all."""
    from scenes.services.i18n import has

    entry = catalog.GAMES[key]
    spec, rules = entry.spec, entry.load_module()
    assert spec.key == key and rules.GAME is spec and has(spec.title_key)
    for players in range(spec.min_players, spec.max_players + 1):
        assert rules.new_game(players, 5, **dict(spec.options)) == rules.new_game(players, 5)
    with pytest.raises(ValueError):
        rules.new_game(spec.max_players + 1, 5)
