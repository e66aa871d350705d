"""The start imports only what the title needs (issue "No hitch": startup to first frame ≤ 0.3 s).

Listing the games (the catalog, `main.py`'s command line) reads each package's description and loads
no rules; the QR-code and HTTP modules wait for a table with phone seats; every screen's module is
imported by the warm-up while the title plays, one module per job.
"""
from __future__ import annotations

import importlib.util
import subprocess
import sys

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
    assert warmup.HEAVY_MODULES <= set(warmup.SHELL_MODULES + warmup.TABLE_MODULES)
