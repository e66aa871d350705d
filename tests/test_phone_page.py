"""The phone page (scenes/services/phones/page/ and each game's scenes/tables/<game>/phone.js):
static checks.

Nothing from outside (no CDN, no font downloads, only relative URLs under the page's <base>), every
word it shows comes from the shared strings_phone or the game's own in both languages, the images it
asks for are drawn by the games' phone_art.py, and Castro's copy of its board is the rules' board.
"""
from __future__ import annotations

import json
import os
import pathlib
import re
import shutil
import string
import subprocess

import pytest

from game.caprice import DISCS
from game.castro import BOARD, CATEGORIES
from scenes.services import strings_phone
from scenes.tables import catalog
from scenes.tables.phone_hold import HOLD_KEYS

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PAGE = os.path.join(ROOT, "scenes", "services", "phones", "page")
GAMES = ("catsle", "caprice", "castro")
#: the words the page is sent: the shared ones and every game's own
STRINGS = dict(strings_phone.STRINGS)
for _game in GAMES:
    STRINGS.update(catalog.GAMES[_game].phone.words)
#: the words the table makes for the page rather than looks up (the game's name: its catalog title)
MADE = {"phone.game"}


def page_files() -> dict[str, str]:
    return {name: open(os.path.join(PAGE, name), encoding="utf-8").read() for name in sorted(os.listdir(PAGE))}


def scripts() -> dict[str, str]:
    """Each game's phone script (its catalog line's), by game."""
    return {game: catalog.GAMES[game].phone.script.read_text(encoding="utf-8") for game in GAMES}


def styles() -> dict[str, str]:
    """The shared style and each game's own (its catalog line's), by file."""
    out = {"style.css": page_files()["style.css"]}
    out.update({f"{game}/phone.css": catalog.GAMES[game].phone.style.read_text(encoding="utf-8") for game in GAMES})
    return out


def js() -> str:
    shared = [text for name, text in page_files().items() if name.endswith(".js")]
    return "\n".join(shared + list(scripts().values()))


def js_code() -> str:
    """The scripts without their comments."""
    code = re.sub(r"/\*.*?\*/", "", js(), flags=re.S)
    return "\n".join(line for line in code.splitlines() if not line.strip().startswith("//"))


def test_the_folder_holds_only_plain_files():
    names = os.listdir(PAGE)
    assert {"index.html", "app.js", "style.css"} <= set(names)
    for name in names:
        assert os.path.isfile(os.path.join(PAGE, name)), f"{name}: the server serves plain files only"
        assert re.fullmatch(r"[a-z0-9_-]+\.(html|js|css|svg)", name), name


def test_index_has_the_base_and_loads_only_its_own_files():
    html = page_files()["index.html"]
    assert '<base href="{{BASE}}">' in html
    assert html.index("<base") < html.index("<link") and html.index("<base") < html.index("<script")
    urls = re.findall(r'(?:src|href)="([^"]*)"', html)
    assert urls
    for url in urls:
        if url == "{{BASE}}":
            continue
        assert not url.startswith(("/", "http:", "https:", "//", "data:")), url
        if url in ("assets/game.js", "assets/game.css"):  # the game's own script and look, from its table folder
            continue
        if url.startswith("assets/"):
            assert os.path.isfile(os.path.join(PAGE, url[len("assets/"):])), url
        else:
            assert url.startswith("img/"), url
    assert html.count("<script") == 2 and 'src="assets/game.js"' in html  # app.js and the current game's
    assert html.index('href="assets/style.css"') < html.index('href="assets/game.css"')  # the game's look on top


def test_each_phone_game_brings_its_script_and_words_from_its_folder():
    for game in GAMES:
        page = catalog.GAMES[game].phone
        assert page.script == pathlib.Path(ROOT, "scenes", "tables", game, "phone.js") and page.script.is_file()
        assert page.style == page.script.with_suffix(".css") and page.style.is_file()
        assert f'K.register("{game}",' in page.script.read_text(encoding="utf-8")
        assert page.words and all(key.startswith(f"phone.{game}.") for key in page.words)
    assert not any(key.startswith(tuple(f"phone.{g}." for g in GAMES)) for key in strings_phone.STRINGS)
    assert catalog.GAMES["castile"].phone is None  # a patience: played at the big screen only
    assert not [name for name in os.listdir(PAGE) if name.endswith(".js") and name != "app.js"]
    assert not re.search(r"\.(cr|cp|cs)-", page_files()["style.css"]), "a game's look sits in its folder"


def test_nothing_comes_from_outside():
    for name, text in list(page_files().items()) + list(scripts().items()) + list(styles().items()):
        assert not re.search(r"https?://", text), f"{name} names an external URL"
        assert not re.search(r"""(["'(])//[a-z]""", text), f"{name} has a protocol-relative URL"
        assert "@import" not in text and "@font-face" not in text, name
        assert "cdn" not in text.lower(), name
        assert "fonts.googleapis" not in text, name
        for url in re.findall(r"url\(([^)]*)\)", text):
            assert url.strip("\"' ").startswith("img/"), (name, url)


def test_the_page_builds_its_urls_from_the_base():
    code = js_code()
    assert "document.baseURI" in code                  # the WebSocket URL
    assert '"ws"' in code
    assert '"assets/strings.json"' in code
    assert not re.search(r"""["']/p/""", code)         # never an absolute path to the token


def keys_in_js() -> tuple[set[str], set[str]]:
    """Literal keys and key prefixes ("phone.castro.cat." + …) the scripts use."""
    found = set(re.findall(r'"(phone\.[A-Za-z0-9_.]+)"', js()))
    return {k for k in found if not k.endswith(".")}, {k for k in found if k.endswith(".")}


def test_every_key_the_scripts_use_exists_in_both_languages():
    literal, prefixes = keys_in_js()
    assert literal
    missing = sorted(k for k in literal if k not in STRINGS and k not in MADE)
    assert not missing, missing
    for k in literal - MADE:
        assert STRINGS[k].get("de", "").strip() and STRINGS[k].get("en", "").strip(), k
    assert prefixes == {"phone.catsle.suit.", "phone.catsle.suit_one.", "phone.caprice.disc.",
                        "phone.castro.cat.", "phone.held."}


def test_the_keys_made_from_data_exist():
    wanted = [f"phone.catsle.suit.{s}" for s in "WGRYB"] + [f"phone.catsle.suit_one.{s}" for s in "WGRYB"]
    wanted += [f"phone.caprice.disc.{k}" for k in DISCS]
    wanted += [f"phone.castro.cat.{c}" for c in CATEGORIES]
    wanted += [f"phone.held.{k}" for k in HOLD_KEYS]
    missing = [k for k in wanted if k not in STRINGS]
    assert not missing, missing


def test_the_table_is_complete_and_has_no_stray_keys():
    literal, prefixes = keys_in_js()
    for key, entry in STRINGS.items():
        assert key.startswith("phone."), key
        assert set(entry) <= {"de", "en", "de_one", "en_one"}, key
        assert entry["de"].strip() and entry["en"].strip(), key
        fields = [{f for _, f, _, _ in string.Formatter().parse(entry[lang]) if f} for lang in ("de", "en")]
        assert fields[0] == fields[1], key
        assert key in literal or any(key.startswith(p) for p in prefixes), f"{key} is not used by the page"


def test_strings_json_is_flat_text():
    for lang in ("de", "en"):
        data = {k: v[lang] for k, v in STRINGS.items()}
        assert json.loads(json.dumps(data)) == data


def test_the_images_the_scripts_ask_for_are_drawn():
    from scenes.tables import phone_pictures

    names = phone_pictures.expected_names()
    code = js_code()
    asked = set(re.findall(r'\bimg\(\s*"([a-z]+-[a-z0-9_-]*)"', code))
    asked |= set(re.findall(r'"img/([a-z]+-[a-z0-9_-]*)', code))
    assert asked
    for prefix in asked:
        assert any(n.startswith(prefix) for n in names), prefix


def test_castros_board_copy_is_the_rules_board():
    text = scripts()["castro"]
    m = re.search(r"const BOARD = (\[.*?\]);", text, re.S)
    assert m
    copy = json.loads(re.sub(r",\s*\]", "]", m.group(1)))
    assert copy == [list(row) for row in BOARD]


def test_seat_colours_are_the_themes():
    from sprites.theme import SEAT_COLORS

    css = page_files()["style.css"]
    for i, (r, g, b) in enumerate(SEAT_COLORS):
        assert f"--seat{i}: #{r:02X}{g:02X}{b:02X};" in css


def test_text_is_never_smaller_than_16px():
    for name, css in styles().items():
        sizes = [int(x) for x in re.findall(r"font-size:\s*(\d+)px", css)]
        assert not sizes or min(sizes) >= 16, name
    assert re.findall(r"font-size:\s*(\d+)px", page_files()["style.css"])


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_the_scripts_parse():
    paths = [os.path.join(PAGE, name) for name in page_files() if name.endswith(".js")]
    for path in paths + [str(catalog.GAMES[game].phone.script) for game in GAMES]:
        subprocess.run(["node", "--check", path], check=True, capture_output=True)
