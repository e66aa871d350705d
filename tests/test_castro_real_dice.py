"""Castro with real dice ("Echte Würfel"): the café rolls its own dice and types each roll in.

The setup offers the option (and remembers it), the command line has --real-dice.
"""
from __future__ import annotations

import subprocess
import sys

import pytest

import main
from scenes.services import i18n
from scenes.shell.setup import SetupScene, setup_from_config
from scenes.tables.castro.table import CastroTable
from sprites import theme
from sprites.widgets import Toggle
from tests.harness import click, frames, key, pad, tap

HUMANS = [{"kind": "human", "name": "Anna"}, {"kind": "human", "name": "Ben"}]
WITH_AI = [{"kind": "human", "name": "Anna"}, {"kind": "ai", "name": "Kuno", "level": "easy"}]


@pytest.fixture(autouse=True)
def _german():
    i18n.set_language("de")
    theme.set_high_contrast(False)
    yield
    i18n.set_language("de")
    theme.set_high_contrast(False)


# --------------------------------------------------------------------------- helpers


def real_table(app, seed=11, seats=HUMANS, real=True) -> CastroTable:
    t = CastroTable({"game": "castro", "seats": [dict(s) for s in seats], "seed": seed, "options": {},
                     "real_dice": real})
    app.stack.reset(t)
    app.stack.flush()
    frames(app, 2)
    return t


# --------------------------------------------------------------------------- the setup and the command line


@pytest.mark.parametrize("how", ["touch", "mouse", "keyboard", "pad"])
def test_the_setup_offers_real_dice_remembers_it_and_the_table_uses_it(app, how):
    from scenes.shell.menu import MenuScene

    app.stack.reset(MenuScene())
    app.stack.push(SetupScene("castro"))
    frames(app, 2)
    setup = app.stack.top
    switch = next(w for w in setup.widgets if isinstance(w, Toggle) and getattr(w, "role", "") == "real_dice")
    assert switch.label() == "Echte Würfel" and switch.value is False
    if how in ("touch", "mouse"):
        frames(app, 1, {0: (tap if how == "touch" else click)(switch.rect.center)})
    else:
        send = key if how == "keyboard" else pad
        for _ in range(12):  # up from the seats: the switch beside the player count takes the focus
            if setup.focused() is switch:
                break
            frames(app, 1, {0: send("nav", direction="up")})
        assert setup.focused() is switch
        frames(app, 1, {0: send("select")})
    assert switch.value is True
    assert app.storage.get_setting("setup.castro")["table"] == {"real_dice": True}
    frames(app, 1, {0: tap(setup.start_btn.rect.center)})
    frames(app, 3)
    table = next(s for s in app.stack.scenes if isinstance(s, CastroTable))
    assert table.setup["real_dice"] is True
    # the next visit remembers the switch
    again = SetupScene("castro")
    app.stack.reset(MenuScene())
    app.stack.push(again)
    frames(app, 2)
    assert next(w for w in again.widgets if isinstance(w, Toggle)).value is True


def test_games_without_table_options_show_no_switch(app):
    from scenes.shell.menu import MenuScene

    for game in ("catsle", "caprice", "castile"):
        app.stack.reset(MenuScene())
        app.stack.push(SetupScene(game))
        frames(app, 1)
        assert not [w for w in app.stack.top.widgets if isinstance(w, Toggle)]


def test_a_bad_remembered_switch_is_off(app):
    app.storage.set_setting("setup.castro", {"seats": None, "table": {"real_dice": "ja"}})
    from scenes.shell.menu import MenuScene

    app.stack.reset(MenuScene())
    app.stack.push(SetupScene("castro"))
    frames(app, 1)
    assert next(w for w in app.stack.top.widgets if isinstance(w, Toggle)).value is False


def test_the_command_line_flag():
    cfg = main.config_from_args(main.parse_args(["--game", "castro", "--real-dice", "--headless"]))
    assert cfg.table_options == {"real_dice": True}
    assert setup_from_config(cfg)["real_dice"] is True
    plain = main.config_from_args(main.parse_args(["--game", "castro"]))
    assert "real_dice" not in setup_from_config(plain)


@pytest.mark.parametrize("args, words", [
    (["--real-dice"], "argument --real-dice: needs --game castro"),
    (["--real-dice", "--game", "catsle"], "argument --real-dice: only for --game castro, not --game catsle"),
    (["--real-dice", "--game", "castro", "--demo"], "argument --real-dice: not with --demo"),
    (["--real-dice=yes", "--game", "castro"], "argument --real-dice: ignored explicit argument 'yes'"),
])
def test_the_flag_misused_gives_a_clear_message(args, words, capsys):
    with pytest.raises(SystemExit) as exit_:
        main.parse_args(args)
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert words in err and "usage:" in err


def test_help_names_the_flag():
    r = subprocess.run([sys.executable, "main.py", "--help"], capture_output=True, text=True, timeout=60,
                       cwd=main.os.path.dirname(main.os.path.abspath(main.__file__)))
    assert r.returncode == 0 and "--real-dice" in r.stdout


def test_the_command_line_opens_a_table_with_real_dice(tmp_path):
    from scenes.shell.boot import first_scenes
    from tests.harness import make_app

    a = make_app(tmp_path / "d", game="castro", seed=11, table_options={"real_dice": True})
    try:
        scenes = first_scenes(a)
        a.stack.reset(scenes[0])
        for scene in scenes[1:]:
            a.stack.push(scene)
        frames(a, 3)
        table = next(s for s in a.stack.scenes if isinstance(s, CastroTable))
        assert table.setup["real_dice"] is True
    finally:
        a.shutdown()
