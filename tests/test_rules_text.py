"""The in-game rules texts (German and English): each game's `scenes/tables/<game>/rules_text.py`,
read through the rules book (`scenes.services.rules_book`)."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import scenes.tables.catalog  # noqa: F401 - the catalog's games add their rules texts to the book
from scenes.services.i18n import language, set_language, tr
from scenes.services.rules_book import RULES, rules_for

GAMES = ("castro", "catsle", "caprice", "castile")
LANGS = ("de", "en")
KEYS = {"tagline", "players", "teaser", "sections"}
HOUSE = "HOUSE: "
MIN_HOUSE = {"castro": 2, "catsle": 4, "caprice": 1, "castile": 0}


def all_texts(entry: dict) -> list[str]:
    """Every player-facing string of one RULES[game][lang] entry."""
    texts = [entry["tagline"], entry["players"], entry["teaser"]]
    for section in entry["sections"]:
        texts.append(section["title"])
        texts.extend(section["items"])
    return texts


def all_items(entry: dict) -> list[str]:
    return [item for section in entry["sections"] for item in section["items"]]


def house_positions(entry: dict) -> list[tuple[int, int]]:
    return [
        (s, i)
        for s, section in enumerate(entry["sections"])
        for i, item in enumerate(section["items"])
        if item.startswith(HOUSE)
    ]


def section(entry: dict, title: str) -> list[str]:
    for sec in entry["sections"]:
        if sec["title"] == title:
            return sec["items"]
    raise AssertionError(f"no section titled {title!r}")


# --------------------------------------------------------------------- shape

def test_every_game_of_the_catalog_in_both_languages():
    from scenes.tables.catalog import ENTRIES

    assert {entry.key for entry in ENTRIES} == set(GAMES) <= set(RULES)
    for game in GAMES:
        assert set(RULES[game]) == set(LANGS), game


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_entry_has_all_keys_with_the_right_types(game, lang):
    entry = RULES[game][lang]
    assert set(entry) == KEYS
    for key in ("tagline", "players", "teaser"):
        assert isinstance(entry[key], str) and entry[key].strip(), (game, lang, key)
    assert isinstance(entry["sections"], list) and len(entry["sections"]) >= 5
    for sec in entry["sections"]:
        assert set(sec) == {"title", "items"}
        assert isinstance(sec["title"], str) and sec["title"].strip()
        assert isinstance(sec["items"], list) and sec["items"]
        assert all(isinstance(item, str) for item in sec["items"])


@pytest.mark.parametrize("game", GAMES)
def test_de_and_en_have_the_same_shape(game):
    de, en = RULES[game]["de"], RULES[game]["en"]
    assert len(de["sections"]) == len(en["sections"])
    for s_de, s_en in zip(de["sections"], en["sections"]):
        assert len(s_de["items"]) == len(s_en["items"]), (game, s_de["title"], s_en["title"])


@pytest.mark.parametrize("game", GAMES)
def test_names_are_kept(game):
    """A game's name is a proper noun: its title key gives the same words in both languages."""
    from scenes.tables.catalog import GAMES

    expected = {"castro": "Castro", "catsle": "CATsle Builders",
                "caprice": "Caprice", "castile": "Castile Solitaire"}[game]
    was = language()
    try:
        for lang in ("de", "en"):
            set_language(lang)
            assert GAMES[game].title == tr(f"game.{game}") == expected
    finally:
        set_language(was)


@pytest.mark.parametrize("game", GAMES)
def test_section_order_goal_setup_first_end_and_scoring_after(game):
    de_titles = [s["title"] for s in RULES[game]["de"]["sections"]]
    en_titles = [s["title"] for s in RULES[game]["en"]["sections"]]
    assert de_titles[:2] == ["Ziel", "Aufbau"]
    assert en_titles[:2] == ["Goal", "Setup"]
    assert "Spielende und Wertung" in de_titles and "End and scoring" in en_titles
    assert de_titles.index("Spielende und Wertung") == en_titles.index("End and scoring")
    if game == "castro":
        assert de_titles[-1] == "Häufige Irrtümer"
        assert en_titles[-1] == "Common mistakes"
        assert de_titles.index("Spielende und Wertung") == len(de_titles) - 2
    else:
        assert de_titles[-1] == "Spielende und Wertung"
        assert "Häufige Irrtümer" not in de_titles


def test_players_lines():
    for game in GAMES:
        de, en = RULES[game]["de"]["players"], RULES[game]["en"]["players"]
        if game == "castile":
            assert (de, en) == ("1 Spieler", "1 player")
        else:
            assert re.fullmatch(r"\d–\d Spieler", de), de
            assert re.fullmatch(r"\d–\d players", en), en
    assert RULES["castro"]["de"]["players"] == "2–4 Spieler"
    assert RULES["catsle"]["de"]["players"] == "3–5 Spieler"
    assert RULES["caprice"]["de"]["players"] == "2–4 Spieler"


# ------------------------------------------------------------ house defaults

@pytest.mark.parametrize("game", GAMES)
def test_house_default_counts_and_positions(game):
    de, en = RULES[game]["de"], RULES[game]["en"]
    pos_de, pos_en = house_positions(de), house_positions(en)
    assert pos_de == pos_en
    assert len(pos_de) >= MIN_HOUSE[game]
    if MIN_HOUSE[game] == 0:
        assert pos_de == []


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_house_marker_only_as_exact_prefix(game, lang):
    for text in all_texts(RULES[game][lang]):
        body = text[len(HOUSE):] if text.startswith(HOUSE) else text
        assert "HOUSE" not in body, text
        assert not re.match(r"(?i)house\s*:", body), text
        if text.startswith(HOUSE):
            assert body[:1].isupper(), text
    # titles, names, taglines and teasers never carry the marker
    entry = RULES[game][lang]
    for key in ("tagline", "players", "teaser"):
        assert "HOUSE" not in entry[key]
    for sec in entry["sections"]:
        assert "HOUSE" not in sec["title"]


def house_items(game: str, lang: str) -> list[str]:
    return [i[len(HOUSE):] for i in all_items(RULES[game][lang]) if i.startswith(HOUSE)]


def test_castro_house_items_are_board_and_straight():
    for lang in LANGS:
        items = house_items("castro", lang)
        assert any("1-2-3-4-5" in i and "2-3-4-5-6" in i for i in items), lang
        assert any(("Spielplan" in i) if lang == "de" else ("board" in i) for i in items), lang


def test_catsle_house_items_cover_hands_limits_taking_and_bonus():
    for lang in LANGS:
        items = house_items("catsle", lang)
        five = "zu fünft" if lang == "de" else "5 players"
        assert any("12" in i and "10" in i and five in i for i in items), "hand sizes"
        assert any("2, 3, 4" in i and "5" in i and "0" in i for i in items), "column limits"
        assert any(re.search(r"\b1\b.*\b2\b.*\b1\b", i) for i in items), "taking scheme"
        assert any(all(re.search(rf"\b{n}\b", i) for n in ("1", "3", "6", "10")) for i in items), "bonus"


def test_caprice_house_item_is_the_redraw_rule():
    de = house_items("caprice", "de")
    en = house_items("caprice", "en")
    assert len(de) == len(en) == 1
    assert "2" in de[0] and "zurück" in de[0]
    assert "2" in en[0] and "back" in en[0]


# ------------------------------------------------------------ text quality

@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_tagline_and_teaser(game, lang):
    entry = RULES[game][lang]
    assert len(entry["tagline"]) <= 60, entry["tagline"]
    sentences = re.findall(r"[.!?](?=\s|$)", entry["teaser"])
    assert 2 <= len(sentences) <= 3, entry["teaser"]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_items_are_short_plain_full_sentences(game, lang):
    for item in all_items(RULES[game][lang]):
        assert item.strip(), "empty item"
        assert item == item.strip(), repr(item)
        assert len(item) <= 260, (len(item), item)
        assert "\n" not in item and "  " not in item, repr(item)
        assert not re.search(r"[<>*`#_]|\]\(", item), f"markup in {item!r}"
        assert item[-1] in ".!?", f"not a full sentence: {item!r}"
        body = item[len(HOUSE):] if item.startswith(HOUSE) else item
        assert body[0].isupper() or body[0].isdigit() or body[0] in "„“", item


@pytest.mark.parametrize("game", GAMES)
def test_german_uses_umlauts_and_german_quotes(game):
    texts = all_texts(RULES[game]["de"])
    blob = " ".join(texts)
    for bad in ("Wuerfel", "Wurfel", "Koenig", "Konige", "Daecher", "Dacher",
                "Strasse", "Spielende und Wertung:", "fuer ", "ueber", "Spalte n"):
        assert bad.lower() not in blob.lower(), bad
    assert '"' not in blob, "ASCII quotes in German text"
    assert blob.count("„") == blob.count("“"), "unbalanced „…“"
    assert re.search(r"[äöüÄÖÜß]", blob), "German text without a single umlaut"


def test_german_key_words_are_spelled_with_umlauts():
    castro = " ".join(all_texts(RULES["castro"]["de"]))
    assert "Würfel" in castro and "Dächer" in castro and "Würfe" in castro
    castile = " ".join(all_texts(RULES["castile"]["de"]))
    assert "König" in castile and "Könige" in castile


@pytest.mark.parametrize("game", GAMES)
def test_english_has_no_german_quotes(game):
    blob = " ".join(all_texts(RULES[game]["en"]))
    assert "„" not in blob
    assert not re.search(r"[äöüß]", blob), "umlaut in English text"


# ------------------------------------------------------ content from seeds

ROLL_RULES_DE = [
    (r"\b5 Würfen\b", "leeres Feld"),
    (r"\b4 Würfen\b", "1 Dach"),
    (r"\b3 Würfen\b", "2 Dächer"),
    (r"\b2 Würfen\b", "3 Dächer"),
    (r"\b1 Wurf\b", "4 Dächer"),
]
ROLL_RULES_EN = [
    (r"\b5 rolls\b", "empty field"),
    (r"\b4 rolls\b", "1 roof"),
    (r"\b3 rolls\b", "2 roofs"),
    (r"\b2 rolls\b", "3 roofs"),
    (r"\b1 roll\b", "4 roofs"),
]


def test_castro_german_has_all_five_roll_height_rules():
    items = section(RULES["castro"]["de"], "Überbauen")
    for rolls, height in ROLL_RULES_DE:
        assert any(re.search(rolls, i) and height in i for i in items), (rolls, height)
    # the wrong pairings must not appear (e.g. "5 Würfen" with roofs)
    for item in items:
        if re.search(r"\b5 Würfen\b", item):
            assert "Dach" not in item


def test_castro_english_has_all_five_roll_height_rules():
    items = section(RULES["castro"]["en"], "Building higher")
    for rolls, height in ROLL_RULES_EN:
        assert any(re.search(rolls, i) and height in i for i in items), (rolls, height)


def test_castro_mentions_locked_tower_last_roll_and_scoring_example():
    de = " ".join(all_items(RULES["castro"]["de"]))
    assert "5 Dächer" in de
    assert "letzte Wurf" in de
    assert "15 Punkte" in de
    assert "15 Runden" in de
    assert "drei Yatzy" in de


def test_castro_common_mistakes_from_the_seed():
    de = section(RULES["castro"]["de"], "Häufige Irrtümer")
    en = section(RULES["castro"]["en"], "Common mistakes")
    assert len(de) == len(en) >= 4
    assert all(i.startswith("„") and "Nein" in i for i in de)
    assert all(i.startswith("“") and "No" in i for i in en)
    joined = " ".join(de)
    for fragment in ("5. Wurf", "letzte Wurf", "Zwillingsfeld", "Yatzy"):
        assert fragment in joined, fragment


def test_catsle_scoring_example_and_terms():
    de = " ".join(all_items(RULES["catsle"]["de"]))
    assert "Limit 2 mit 3 Karten ergibt −1" in de
    for term in ("Stich", "bedienen", "Spalte", "Limit", "Punktlandung", "quer"):
        assert term in de, term
    en = " ".join(all_items(RULES["catsle"]["en"]))
    assert "limit 2 with 3 cards scores −1" in en


def test_caprice_terms():
    de = " ".join(all_items(RULES["caprice"]["de"]))
    for term in ("Scheibe", "Turm", "Symbolstein", "roten Markierungsstein", "4 Scheiben", "sechs Türme"):
        assert term in de, term


def test_castile_terms_and_no_house_rules():
    de = " ".join(all_items(RULES["castile"]["de"]))
    for term in ("Grundstapel", "Fächer", "Tableau", "Reserve", "52", "König"):
        assert term in de, term
    assert not any(i.startswith(HOUSE) for lang in LANGS for i in all_items(RULES["castile"][lang]))


# ------------------------------------------------------------- rules_for

def test_rules_for_returns_the_entry_and_falls_back_to_german():
    for game in GAMES:
        assert rules_for(game, "de") is RULES[game]["de"]
        assert rules_for(game, "en") is RULES[game]["en"]
        assert rules_for(game, "fr") is RULES[game]["de"]
        assert rules_for(game, "") is RULES[game]["de"]


def test_rules_for_unknown_game_raises():
    with pytest.raises(KeyError):
        rules_for("chess", "de")


@pytest.mark.parametrize("game", GAMES)
def test_module_is_pure_data(game):
    source = (Path(__file__).parent.parent / "scenes" / "tables" / game / "rules_text.py").read_text(encoding="utf-8")
    tree = ast.parse(source)
    assert ast.get_docstring(tree), "module docstring missing"
    imports = [n for n in ast.walk(tree) if isinstance(n, (ast.Import, ast.ImportFrom))]
    assert all(isinstance(n, ast.ImportFrom) and n.module == "__future__" for n in imports), imports
