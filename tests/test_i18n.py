"""Translation (scenes/services/i18n.py, scenes/services/strings.py): complete tables, formatting, fallbacks, no stray keys."""
from __future__ import annotations

import os
import re
import string

import pytest

from scenes.services import i18n
from scenes.services.i18n import tr, tr_error
from scenes.services.strings import STRINGS
from scenes.tables import catalog  # noqa: F401  (each game's folder adds its strings when the catalog imports it)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LITERAL_KEY = re.compile(r'\btr\(\s*"([^"{]+)"')


@pytest.fixture(autouse=True)
def german():
    i18n.set_language("de")
    yield
    i18n.set_language("de")


def test_every_key_has_german_and_english():
    bad = [k for k, v in STRINGS.items()
           if not isinstance(v.get("de"), str) or not v["de"].strip()
           or not isinstance(v.get("en"), str) or not v["en"].strip()]
    assert not bad, bad


def test_both_languages_take_the_same_params():
    def fields(text):
        return {f for _, f, _, _ in string.Formatter().parse(text) if f}

    bad = [k for k, v in STRINGS.items() if fields(v["de"]) != fields(v["en"])]
    assert not bad, bad


def test_tr_in_both_languages():
    assert tr("menu.quit") == "Beenden"
    i18n.set_language("en")
    assert i18n.language() == "en"
    assert tr("menu.quit") == "Quit"


def test_unknown_language_falls_back_to_german():
    i18n.set_language("fr")
    assert i18n.language() == "de"
    assert tr("menu.quit") == "Beenden"


def test_tr_with_params():
    assert tr("game.turn", name="Anna") == "Anna ist dran"
    assert tr("game.round_of", round=2, total=5) == "Runde 2/5"
    i18n.set_language("en")
    assert tr("game.turn", name="Anna") == "Anna's turn"
    assert tr("setup.edit_name", seat=3) == "Name for seat 3"


def test_tr_with_missing_params_never_crashes():
    assert tr("game.turn", wrong="x") == STRINGS["game.turn"]["de"]
    assert tr("game.turn") == STRINGS["game.turn"]["de"]


def test_unknown_key_returns_the_key():
    assert tr("no.such.key") == "no.such.key"
    assert tr("no.such.key", n=1) == "no.such.key"
    assert not i18n.has("no.such.key") and i18n.has("menu.quit")


def test_tr_error_known_code():
    assert tr_error("save_failed") == STRINGS["error.save_failed"]["de"]
    i18n.set_language("en")
    assert tr_error("save_failed", "whatever the rules said") == STRINGS["error.save_failed"]["en"]


def test_tr_error_unknown_code():
    assert tr_error("castro.no_such_rule", "You may not do that.") == STRINGS["error.generic"]["de"]
    i18n.set_language("en")
    # in English the rules' own English sentence is better than a generic one
    assert tr_error("castro.no_such_rule", "You may not do that.") == "You may not do that."
    assert tr_error("castro.no_such_rule") == STRINGS["error.generic"]["en"]


def _sources():
    for folder in ("scenes", "sprites"):
        for dirpath, _, names in os.walk(os.path.join(ROOT, folder)):
            for name in sorted(names):
                if name.endswith(".py"):
                    yield os.path.join(dirpath, name)


def test_every_literal_key_in_the_code_exists():
    found = {}
    for path in _sources():
        with open(path, encoding="utf-8") as f:
            text = f.read()
        for m in LITERAL_KEY.finditer(text):
            line = text.count("\n", 0, m.start()) + 1
            found.setdefault(m.group(1), []).append(f"{os.path.relpath(path, ROOT)}:{line}")
    assert len(found) > 40, "the scan found too few keys: is the pattern still right?"
    missing = {k: where for k, where in found.items() if k not in STRINGS}
    assert not missing, missing


def test_the_scan_pattern():
    assert LITERAL_KEY.findall('tr("a.b") tr( "c.d", n=1) tr(f"x.{y}") tr("e.{f}") getattr("g") str("h")') \
        == ["a.b", "c.d"]


@pytest.mark.parametrize("prefix,values", [
    ("lang.", ["de", "en"]),
    ("setup.", ["human", "ai"]),
    ("setup.level.", ["easy", "normal", "hard"]),
    ("settings.speed.", ["slow", "normal", "fast"]),
])
def test_keys_built_in_f_strings_exist(prefix, values):
    """The f-string keys (tr(f"setup.level.{v}") and friends) for every value the code can pass."""
    from scenes.services.settings import SPEEDS
    from scenes.shell.setup import LEVELS

    if prefix == "setup.level.":
        assert values == LEVELS
    if prefix == "settings.speed.":
        assert values == list(SPEEDS)
    for v in values:
        assert prefix + v in STRINGS


def test_a_player_called_du_or_you_is_spoken_to_as_you():
    """Guests type "Du" or "You" as their name: the sentences about them conjugate for "you"."""
    import scenes.tables.catalog  # noqa: F401  (the games' words)
    from scenes.services import i18n
    from scenes.services.i18n import tr

    before = i18n.language()
    try:
        i18n.set_language("de")
        assert tr("castro.won_line", name="Du") == "Du hast vier in einer Reihe!"
        assert tr("castro.won_line", name="Anna") == "Anna hat vier in einer Reihe!"
        assert tr("results.winner", name="du") == "du gewinnst!"
        i18n.set_language("en")
        assert tr("caprice.told.place_skip", name="You", disc="a light disc", spot=2) == \
            "You put a light disc on spot 2 and move none."
        assert tr("game.turn", name="You") == "Your turn" and tr("game.turn", name="Ben") == "Ben's turn"
    finally:
        i18n.set_language(before)


def test_every_you_form_has_the_same_placeholders_as_its_sentence():
    import string

    import scenes.tables.catalog  # noqa: F401
    from scenes.services.i18n import STRINGS

    def fields(text):
        return {f for _, f, _, _ in string.Formatter().parse(text) if f}
    found = 0
    for key, entry in STRINGS.items():
        for lang in ("de", "en"):
            if f"{lang}_you" in entry:
                found += 1
                assert fields(entry[f"{lang}_you"]) <= fields(entry[lang]), key
    assert found >= 20


def test_a_toast_is_a_sentence_even_when_a_card_begins_it(app):
    """English card names are lower case ("jack of spades"): a toast that begins with one still
    begins with a capital."""
    app.toast("jack of spades cannot go to a foundation yet.", "error")
    assert app.toasts.items[0].text == "Jack of spades cannot go to a foundation yet."
