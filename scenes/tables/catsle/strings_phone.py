"""CATsle Builders's words on the phone page (``phone.js`` beside this file), German first, English second.

Every key starts with ``phone.catsle.``; the table folder adds them to the translation
(`scenes.services.i18n.add_strings`) and its catalog line (``TABLE.phone``) hands them to the phone
server, which sends them with the page's shared words (`scenes.services.strings_phone`) as
``assets/strings.json`` in the table's language. The names follow the table's own words:
CATsle's "Spalte" / "column", "Stich" / "trick" and the suits (``strings.py``).
"""
from __future__ import annotations

STRINGS: dict[str, dict[str, str]] = {
    "phone.catsle.dealing": {"de": "Die Karten werden verteilt …", "en": "Dealing the cards …"},
    "phone.catsle.round": {"de": "Runde {n} / 3", "en": "Round {n} / 3"},
    "phone.catsle.trick": {"de": "Stich", "en": "Trick"},
    "phone.catsle.hand": {"de": "Deine Karten ({n})", "en": "Your cards ({n})"},
    "phone.catsle.no_cards": {"de": "Keine Karten mehr auf der Hand.", "en": "No cards left in your hand."},
    "phone.catsle.play": {"de": "Tippe eine leuchtende Karte, um sie auszuspielen.",
                          "en": "Tap a glowing card to play it."},
    "phone.catsle.follow": {"de": "Bediene Farbe: Spiele eine Karte der Farbe {suit}.",
                            "en": "Follow suit: play one of your {suit}."},
    "phone.catsle.wait_play": {"de": "{name} spielt eine Karte aus.", "en": "{name} is playing a card."},
    "phone.catsle.wait_take_one": {"de": "{name} nimmt eine Karte aus dem Stich.",
                                   "en": "{name} takes a card from the trick."},
    "phone.catsle.wait_take_two": {"de": "{name} nimmt zwei Karten aus dem Stich.",
                                   "en": "{name} takes two cards from the trick."},
    "phone.catsle.take_one": {"de": "Nimm eine Karte aus dem Stich: Tippe sie an.",
                              "en": "Take one card from the trick: tap it."},
    "phone.catsle.take_two": {"de": "Nimm zwei Karten aus dem Stich – zuerst eine: Tippe sie an.",
                              "en": "Take two cards from the trick – one first: tap it."},
    "phone.catsle.take_column": {"de": "Lege die {card} in eine leuchtende Spalte.",
                                 "en": "Put the {card} in a glowing column."},
    "phone.catsle.pool": {"de": "Karten im Stich", "en": "Cards in the trick"},
    "phone.catsle.columns": {"de": "Deine Spalten", "en": "Your columns"},
    "phone.catsle.empty": {"de": "leer", "en": "empty"},
    "phone.catsle.column_label": {"de": "Spalte mit Limit {limit}: {count} Karten, {suit}",
                                  "en": "Column with limit {limit}: {count} cards, {suit}"},
    "phone.catsle.card": {"de": "{suit}-{value}", "en": "{suit} {value}"},
    "phone.catsle.suit.W": {"de": "Mauern", "en": "Walls"},
    "phone.catsle.suit.G": {"de": "Giebel", "en": "Gables"},
    "phone.catsle.suit.R": {"de": "Tore", "en": "Gates"},
    "phone.catsle.suit.Y": {"de": "Brücken", "en": "Bridges"},
    "phone.catsle.suit.B": {"de": "Burggräben", "en": "Moats"},
    "phone.catsle.suit_one.W": {"de": "Mauer", "en": "Wall"},
    "phone.catsle.suit_one.G": {"de": "Giebel", "en": "Gable"},
    "phone.catsle.suit_one.R": {"de": "Tor", "en": "Gate"},
    "phone.catsle.suit_one.Y": {"de": "Brücke", "en": "Bridge"},
    "phone.catsle.suit_one.B": {"de": "Burggraben", "en": "Moat"},
}
