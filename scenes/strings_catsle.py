"""Player-facing strings of CATsle Builders, German first, English second.

Error texts for every ``IllegalMove`` code of ``game.catsle`` (keys
``error.<code>``; placeholders are params the rules pass) and the suit names.
A ``{suit}`` param is a suit letter (``W G R Y B``): the UI replaces it by the
translated name ``catsle.suit.<letter>`` before formatting. ``{card}`` is a card
such as ``"W7"``. Column indices are not shown to players (the texts name the
column's limit instead). Meant to be merged into the app's table
(``scenes.strings.STRINGS``).
"""
from __future__ import annotations

STRINGS: dict[str, dict[str, str]] = {
    # suits
    "catsle.suit.W": {"de": "Mauern", "en": "Walls"},
    "catsle.suit.G": {"de": "Giebel", "en": "Gables"},
    "catsle.suit.R": {"de": "Tore", "en": "Gates"},
    "catsle.suit.Y": {"de": "Brücken", "en": "Bridges"},
    "catsle.suit.B": {"de": "Burggräben", "en": "Moats"},
    # errors
    "error.catsle.game_over": {"de": "Das Spiel ist vorbei.", "en": "The game is over."},
    "error.catsle.not_a_move": {"de": "Das ist kein Zug in CATsle Builders.",
                                "en": "That is not a CATsle Builders move."},
    "error.catsle.not_your_turn": {"de": "Du bist gerade nicht dran.", "en": "It is not your turn."},
    "error.catsle.waiting_for_chance": {"de": "Warte kurz, die Karten werden gerade verteilt.",
                                        "en": "Wait a moment, the cards are being dealt."},
    "error.catsle.not_chance_step": {"de": "Jetzt wird nicht gemischt oder verteilt.",
                                     "en": "No cards are dealt now."},
    "error.catsle.bad_player": {"de": "Es gibt nur {players} Spieler.", "en": "There are only {players} players."},
    "error.catsle.bad_deal": {"de": "Jeder der {players} Spieler bekommt {hand_size} verschiedene Karten.",
                              "en": "Each of the {players} players gets {hand_size} different cards."},
    "error.catsle.unknown_card": {"de": "Diese Karte gibt es nicht.", "en": "There is no such card."},
    "error.catsle.must_take": {"de": "Jetzt werden erst Karten aus dem Stich genommen.",
                               "en": "First the cards of the trick are taken."},
    "error.catsle.must_play": {"de": "Spiele zuerst eine Karte aus. Genommen wird, wenn der Stich fertig ist.",
                               "en": "Play a card first. Cards are taken when the trick is complete."},
    "error.catsle.not_in_hand": {"de": "Die Karte {card} hast du nicht auf der Hand.",
                                 "en": "The card {card} is not in your hand."},
    "error.catsle.must_follow": {"de": "Du musst Farbe bedienen: Spiele eine {suit}-Karte.",
                                 "en": "You must follow suit: play a {suit} card."},
    "error.catsle.not_in_trick": {"de": "Die Karte {card} liegt nicht (mehr) im Stich.",
                                  "en": "The card {card} is not (any more) in the trick."},
    "error.catsle.bad_column": {"de": "Diese Spalte gibt es nicht. Du hast {columns} Spalten.",
                                "en": "There is no such column. You have {columns} columns."},
    "error.catsle.wrong_column": {
        "de": "Die {card} muss zu deinen anderen {suit} in die Spalte mit dem Limit {limit}.",
        "en": "The {card} must go with your other {suit}, into the column with limit {limit}."},
    "error.catsle.column_taken": {"de": "In dieser Spalte liegen schon {suit}. Nimm eine leere Spalte.",
                                  "en": "This column already holds {suit}. Choose an empty column."},
}
