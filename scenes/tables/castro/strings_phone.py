"""Castro's words on the phone page (``phone.js`` beside this file), German first, English second.

Every key starts with ``phone.castro.``; the table folder adds them to the translation
(`scenes.services.i18n.add_strings`) and its catalog line (``TABLE.phone``) hands them to the phone
server, which sends them with the page's shared words (`scenes.services.strings_phone`) as
``assets/strings.json`` in the table's language. The names follow the table's own words:
Castro's "Dach" / "roof", "Feld" / "field", "Wurf" / "roll" and the category
names (``strings.py``).
"""
from __future__ import annotations

STRINGS: dict[str, dict[str, str]] = {
    "phone.castro.rolling": {"de": "Gewürfelt wird am großen Bildschirm …", "en": "The dice are rolled at the big screen …"},
    "phone.castro.round": {"de": "Runde {n} / 15", "en": "Round {n} / 15"},
    "phone.castro.roll_n": {"de": "Wurf {n} von 5", "en": "Roll {n} of 5"},
    "phone.castro.roofs_left": {"de": "Dächer: {n}", "en": "Roofs: {n}"},
    "phone.castro.points_hint": {"de": "Punkte: die Höhe jedes Turms, auf dem dein Dach oben liegt.",
                                 "en": "Points: the height of every tower with your roof on top."},
    "phone.castro.start_turn": {"de": "Würfle mit allen fünf Würfeln.", "en": "Roll all five dice."},
    "phone.castro.roll": {"de": "Würfeln", "en": "Roll"},
    "phone.castro.roll_all": {"de": "Alle fünf neu würfeln", "en": "Reroll all five"},
    "phone.castro.roll_rest": {"de": "Die anderen {n} würfeln", "en": "Roll the other {n}"},
    "phone.castro.keep_hint": {"de": "Tippe die Würfel an, die liegen bleiben.", "en": "Tap the dice you want to keep."},
    "phone.castro.keep_all": {"de": "Alle fünf behalten geht nicht – setze ein Dach.",
                              "en": "You cannot keep all five – place a roof."},
    "phone.castro.kept": {"de": "bleibt", "en": "kept"},
    "phone.castro.pick_or_roll": {"de": "Tippe ein leuchtendes Feld – oder würfle nochmal.",
                                  "en": "Tap a glowing field – or roll again."},
    "phone.castro.pick_field": {"de": "Tippe ein leuchtendes Feld für dein Dach.",
                                "en": "Tap a glowing field for your roof."},
    "phone.castro.nothing_fits": {"de": "Kein Feld passt zu diesem Wurf – würfle nochmal.",
                                  "en": "No field fits this roll – roll again."},
    "phone.castro.no_field": {"de": "Kein Feld passt – du musst ein Dach beiseitelegen.",
                              "en": "No field fits – you must put a roof aside."},
    "phone.castro.discard": {"de": "Dach beiseitelegen", "en": "Put a roof aside"},
    "phone.castro.build": {"de": "Dach setzen: {category} (Höhe {height})",
                           "en": "Place roof: {category} (height {height})"},
    "phone.castro.field_label": {"de": "{category}, Turmhöhe {height}", "en": "{category}, tower height {height}"},
    "phone.castro.wait": {"de": "{name} würfelt und baut.", "en": "{name} is rolling and building."},
    "phone.castro.won_line": {"de": "{name} hat vier in einer Reihe – das gewinnt, egal wie viele Punkte.",
                              "en": "{name} has four in a row – that wins, whatever the points."},
    "phone.castro.cat.pair1": {"de": "Zwilling 1er", "en": "Pair of 1s"},
    "phone.castro.cat.pair2": {"de": "Zwilling 2er", "en": "Pair of 2s"},
    "phone.castro.cat.pair3": {"de": "Zwilling 3er", "en": "Pair of 3s"},
    "phone.castro.cat.pair4": {"de": "Zwilling 4er", "en": "Pair of 4s"},
    "phone.castro.cat.pair5": {"de": "Zwilling 5er", "en": "Pair of 5s"},
    "phone.castro.cat.pair6": {"de": "Zwilling 6er", "en": "Pair of 6s"},
    "phone.castro.cat.three": {"de": "Drilling", "en": "Three of a kind"},
    "phone.castro.cat.four": {"de": "Vierling", "en": "Four of a kind"},
    "phone.castro.cat.full_house": {"de": "Full House", "en": "Full house"},
    "phone.castro.cat.straight": {"de": "Straße", "en": "Straight"},
    "phone.castro.cat.yatzy": {"de": "Yatzy", "en": "Yatzy"},
}
