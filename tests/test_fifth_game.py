"""A fifth game joins the cabinet through the catalog alone: the toy game (`tests/toy_game.py`, its
table folder `tests/toy_table.py`) is registered with one call and then appears in the menu, the setup,
the rules screen, the attract loop, the high scores and on the command line, without any shared file
knowing it."""
from __future__ import annotations

import pytest

from scenes.shell.attract import HighScoreScene, TeaserScene, next_scene
from scenes.shell.menu import GameTile, MenuScene
from scenes.shell.rules import RulesScene
from scenes.shell.scores import ScoresScene, sheets
from scenes.shell.setup import SetupScene
from scenes.tables import catalog
from tests.harness import frames, key, tap
from tests.toy_table import TABLE, ToyTable


@pytest.fixture
def fifth():
    catalog.register(TABLE)
    yield TABLE
    catalog.unregister("toy")


def visible_tiles(menu: MenuScene) -> list[GameTile]:
    return [t for t in menu.tiles if t.visible]


def test_the_catalog_lists_it_and_forgets_it_again(fifth):
    assert catalog.ORDER[-1] == "toy" and catalog.GAMES["toy"] is TABLE
    catalog.unregister("toy")
    assert "toy" not in catalog.GAMES and "toy" not in catalog.ORDER
    catalog.register(TABLE)
    catalog.register(TABLE)  # twice is once
    assert catalog.ORDER.count("toy") == 1


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
    # the right arrow turns the page; the toy's tile is there, with its own name
    right = next(a for a in menu.arrows if a.step == 1)
    frames(app, 2, {0: tap(right.rect.center)})
    second = visible_tiles(menu)
    assert [t.key for t in second] == ["castile", "toy"]
    toy_tile = second[-1]
    assert toy_tile.info.title == "Würfelrennen"
    # tapping it opens its setup
    frames(app, 2, {0: tap(toy_tile.rect.center)})
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and setup.game == "toy"


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
    setup = SetupScene("toy")
    app.stack.reset(MenuScene())
    app.stack.push(setup)
    frames(app, 2)
    assert setup.count == 2 and setup.info.max_players == 4
    rules_btn = next(w for w in setup.widgets if getattr(w, "label", None) and w.label() == "Regeln")
    frames(app, 2, {0: tap(rules_btn.rect.center)})
    rules = app.stack.top
    assert isinstance(rules, RulesScene) and rules.game == "toy"
    frames(app, 2, {0: key("back")})
    frames(app, 2, {0: tap(setup.start_btn.rect.center)})
    table = app.stack.top
    assert isinstance(table, ToyTable) and table.match is not None
    assert table.match.state.players == 2


def test_the_attract_loop_plays_it_and_shows_two_sheets_of_scores(app, fifth):
    teaser = next_scene(app, "castile")
    assert isinstance(teaser, TeaserScene) and teaser.next_game == "toy"
    last = next_scene(app, "toy")  # after the last game: the high scores, then the first game again
    assert isinstance(last, HighScoreScene) and last.next_game == "castro"
    app.stack.reset(teaser)
    frames(app, int(teaser.seconds * 60) + 5)
    table = app.stack.top
    assert isinstance(table, ToyTable) and table.attract
    frames(app, 120)  # the computer players play it
    assert len(table.match.moves) > 2
    assert sheets() == 2
    app.stack.reset(last)
    frames(app, 2)
    assert last.sheet == 0 and last.seconds == pytest.approx(2 * 9.0)
    frames(app, int(9.0 * 60) + 2)
    assert last.sheet == 1  # the second sheet holds the toy's board


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

    args = main.parse_args(["--game", "toy", "--players", "3"])
    assert args.game == "toy" and args.players == 3
    with pytest.raises(SystemExit):
        main.parse_args(["--game", "toy", "--players", "5"])


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
