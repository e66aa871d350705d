"""The start imports only what the title needs (issue "No hitch": startup to first frame ≤ 0.3 s).

Listing the games (the catalog, `main.py`'s command line) reads each package's description and loads
no rules; the QR-code and HTTP modules wait for a table with phone seats; every screen's module is
imported by the warm-up while the title plays, one module per job.
"""
from __future__ import annotations

import importlib.util
import os
import subprocess
import sys

import pytest

from scenes.tables import catalog
from tests.test_import_graph import ROOT

HEAVY = ("game.castro.rules", "game.catsle.rules", "game.caprice.rules", "game.castile.rules",
         "game.castile.solver", "segno", "aiohttp", "pymunk", "scenes.tables.table", "scenes.shell.menu")


def test_listing_the_games_and_building_the_app_loads_no_rules_nor_screens():
    code = ("import sys, main\n"
            "main.parse_args(['--headless'])\n"
            "from scenes.shell.boot import build_app\n"
            "from scenes.engine.app import Config\n"
            "build_app(Config(headless=True))\n"
            f"print([m for m in {HEAVY!r} if m in sys.modules])\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip().splitlines()[-1] == "[]"


def test_the_descriptions_agree_with_the_rules():
    import game.castro as castro
    import game.catsle as catsle

    assert castro.GAME.options == (("straight", castro.OPTIONS["straight"][0]),)
    assert catsle.GAME.options == tuple((name, catsle.HOUSE_RULES[name]) for name in ("limits", "taking", "exact_bonus"))


def test_a_package_loads_its_rules_on_first_use():
    import game.caprice as caprice

    assert callable(caprice.new_game) and caprice.ai.choose_move
    assert "new_game" in dir(caprice)
    try:
        caprice.no_such_name
    except AttributeError:
        pass
    else:  # pragma: no cover
        raise AssertionError("a missing name must raise AttributeError")


def test_the_warm_up_lists_only_modules_that_exist():
    from scenes.shell import warmup

    for name in warmup.SHELL_MODULES + warmup.TABLE_MODULES:
        assert importlib.util.find_spec(name) is not None, name
    games = {name for key in catalog.ORDER for name in _game_modules(key)}
    assert warmup.HEAVY_MODULES <= set(warmup.SHELL_MODULES + warmup.TABLE_MODULES) | games


def _game_modules(key: str) -> list[str]:
    from scenes.shell.warmup_modules import game_module_steps

    names: list[str] = []
    for _ in game_module_steps(catalog.GAMES[key], names):
        pass
    return names


@pytest.mark.parametrize("key", ["castro", "catsle", "caprice", "castile"])
def test_a_game_s_modules_come_from_its_catalog_entry_leaf_first(key):
    """The warm-up imports what the game's table, lesson and preview import (found from the catalog
    entry, never listed by hand), each after the modules of the game it imports, and nothing the game
    only loads inside a function (the compiled solver stays with the AI worker)."""
    names = _game_modules(key)
    assert f"scenes.tables.{key}.table" in names and f"game.{key}.rules" in names
    assert len(names) == len(set(names)) and all(importlib.util.find_spec(n) for n in names)
    assert "game.castile.kernel" not in names and "game.castile.compile" not in names
    # leaf first: importing them in this order, each import runs only its own module's body (in a fresh
    # interpreter that has imported the catalog, as the app has by then)
    probe = ("import sys, importlib; import scenes.tables.catalog\n"
             f"names = {names!r}\n"
             "for n in names:\n"
             "    before = set(sys.modules)\n"
             "    importlib.import_module(n)\n"
             "    extra = [m for m in set(sys.modules) - before - {n} if m in names]\n"
             "    assert not extra, (n, extra)\n")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120,
                          env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"})
    assert done.returncode == 0, done.stderr[-2000:]


def test_import_lines_are_read_as_python_reads_them():
    """A made-up fifth game's table folder: its own modules, relative or absolute, renamed or grouped; at
    the top only, or anywhere (a package's lazy loader); and the order leaf first."""
    from scenes.shell.warmup_modules import imports_of, leaf_first

    source = "import os\nfrom .layout import SIZE as S, GAP\nfrom game.toy import rules\n" \
             "def f():\n    from .heavy import x\n"
    known = {"scenes.tables.toy.layout", "game.toy.rules", "scenes.tables.toy.heavy", "game.toy"}
    assert imports_of(source, "scenes.tables.toy", known) == {"scenes.tables.toy.layout", "game.toy.rules",
                                                                "game.toy"}
    assert imports_of(source, "scenes.tables.toy", known, anywhere=True) == known
    assert leaf_first({"a": {"b"}, "b": {"c"}, "c": set(), "d": {"a"}}) == ["c", "b", "a", "d"]
