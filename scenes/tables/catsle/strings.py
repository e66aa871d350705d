"""The words of CATsle Builders, German first, English second: the rules' error texts and names, and
everything the table and its overlays say.

Player-facing strings of CATsle Builders, German first, English second.

Error texts for every ``IllegalMove`` code of ``game.catsle`` (keys
``error.<code>``; placeholders are params the rules pass), the suit names and
the card names. A ``{suit}`` param is a suit letter (``W G R Y B``): the UI
replaces it by the translated plural name ``catsle.suit.<letter>`` ("Tore",
"Gates") before formatting, so every text using ``{suit}`` is written for the
plural ("deine Tore", "your Gates"). A ``{card}`` param such as ``"B9"`` is
replaced by the card's name ``catsle.card`` made with the singular suit name
``catsle.suit_one.<letter>`` ("Burggraben-9", "Moat 9"). Column indices are
not shown to players (the texts name the column's limit instead). Meant to be
merged into the app's table (``scenes.services.strings.STRINGS``, through ``i18n.add_strings``).

Player-facing texts of the CATsle table and its round scoring (German first, English second).

Counts take ``n`` so that ``scenes.i18n.tr`` picks the singular forms (``de_one`` / ``en_one``).
"""
from __future__ import annotations

STRINGS: dict[str, dict[str, str]] = {
    "game.catsle": {"de": "CATsle Builders", "en": "CATsle Builders"},  # the game's name (its GameSpec.title_key)
    # ---------------------------------------------------------------- the rules: errors and names
    # suits (plural: the suit as a whole, "deine Tore")
    "catsle.suit.W": {"de": "Mauern", "en": "Walls"},
    "catsle.suit.G": {"de": "Giebel", "en": "Gables"},
    "catsle.suit.R": {"de": "Tore", "en": "Gates"},
    "catsle.suit.Y": {"de": "Brücken", "en": "Bridges"},
    "catsle.suit.B": {"de": "Burggräben", "en": "Moats"},
    # suits (singular: one card's suit, "die Tor-7")
    "catsle.suit_one.W": {"de": "Mauer", "en": "Wall"},
    "catsle.suit_one.G": {"de": "Giebel", "en": "Gable"},
    "catsle.suit_one.R": {"de": "Tor", "en": "Gate"},
    "catsle.suit_one.Y": {"de": "Brücke", "en": "Bridge"},
    "catsle.suit_one.B": {"de": "Burggraben", "en": "Moat"},
    # a card by name: "die Burggraben-9", "the Moat 9"
    "catsle.card": {"de": "{suit}-{value}", "en": "{suit} {value}"},
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
    "error.catsle.not_in_hand": {"de": "Die {card} hast du nicht auf der Hand.",
                                 "en": "The {card} is not in your hand."},
    "error.catsle.must_follow": {"de": "Du musst Farbe bedienen: Spiele eine Karte der Farbe {suit}.",
                                 "en": "You must follow suit: play one of your {suit}."},
    "error.catsle.not_in_trick": {"de": "Die {card} liegt nicht mehr im Stich.",
                                  "en": "The {card} is no longer in the trick."},
    "error.catsle.bad_column": {"de": "Diese Spalte gibt es nicht. Du hast {columns} Spalten.",
                                "en": "There is no such column. You have {columns} columns."},
    "error.catsle.wrong_column": {
        "de": "Die {card} gehört in die Spalte mit dem Limit {limit}: Dort liegen schon deine {suit}.",
        "en": "The {card} belongs in the column with limit {limit}: your {suit} are already there."},
    "error.catsle.column_taken": {"de": "In dieser Spalte liegen schon {suit}. Wähle eine leere Spalte.",
                                  "en": "This column already holds {suit}. Choose an empty column."},
    # ---------------------------------------------------------------- the table
    "catsle.round": {"de": "Runde {n} / 3", "en": "Round {n} / 3"},
    "catsle.round_of": {"de": "Runde {n} von 3", "en": "Round {n} of 3"},
    "catsle.tricks_left": {"de": "Noch {n} Stiche", "en": "{n} tricks left",
                           "de_one": "Noch 1 Stich", "en_one": "1 trick left"},
    "catsle.takes_title": {"de": "Wer nimmt wie viele?", "en": "Who takes how many?"},
    "catsle.starts": {"de": "{name} beginnt.", "en": "{name} starts."},
    "catsle.take_first": {"de": "Erst werden die Karten des Stichs genommen.", "en": "First the trick's cards are taken."},
    "catsle.one_column": {"de": "Diese Karte passt nur in eine Spalte – tippe sie an.",
                          "en": "This card fits only one column – tap it."},
    "catsle.pick_card": {"de": "Tippe zuerst eine Karte im Stich an.", "en": "First tap a card in the trick."},
    "catsle.over": {"de": "Drei Runden gespielt – das Spiel ist aus.", "en": "Three rounds played – the game is over."},
    "catsle.dealing": {"de": "Die Karten werden verteilt …", "en": "Dealing …"},
    "catsle.ai_turn": {"de": "{name} ist dran – tippen, um es zu beschleunigen.", "en": "{name}'s turn – tap to hurry."},
    "catsle.prompt_take": {"de": "{name}: Nimm {n} Karten aus dem Stich und lege jede in eine leuchtende Spalte.",
                           "en": "{name}: take {n} cards from the trick and put each in a glowing column.",
                           "de_one": "{name}: Nimm eine Karte aus dem Stich und lege sie in eine leuchtende Spalte.",
                           "en_one": "{name}: take one card from the trick and put it in a glowing column."},
    "catsle.prompt_place": {"de": "{name}: Lege die {card} in eine leuchtende Spalte – oder tippe eine andere "
                                  "Karte im Stich an.",
                            "en": "{name}: put the {card} in a glowing column – or tap another card in the trick."},
    "catsle.prompt_follow": {"de": "{name}, bediene Farbe: Spiele eine Karte der Farbe {suit}.",
                             "en": "{name}, follow suit: play one of your {suit}."},
    "catsle.prompt_play": {"de": "{name}, spiele eine Karte aus.", "en": "{name}, play a card."},
    "catsle.next_round": {"de": "Nächste Runde", "en": "Next round"},
    "catsle.to_results": {"de": "Zum Ergebnis", "en": "To the results"},
    "catsle.score_title": {"de": "Wertung der Runde {n}", "en": "Scoring of round {n}"},
    "catsle.sum": {"de": "Summe", "en": "Total"},
    "catsle.round_short": {"de": "Runde {n}", "en": "Round {n}"},
    "catsle.bonus": {"de": "Bonus", "en": "Bonus"},
    "catsle.score_legend": {
        "de": "Spalte bis zum Limit: +1 je Karte. Spalte über dem Limit: −1 je Karte darüber, die übrigen "
              "zählen nichts.",
        "en": "A column up to its limit: +1 per card. A column over its limit: −1 per card above it, the rest "
              "count nothing."},
    "catsle.score_legend_bonus": {"de": "Bonus für Spalten genau am Limit: {table}.",
                                   "en": "Bonus for columns exactly at their limit: {table}."},
    "catsle.bonus_piece": {"de": "{n} Spalten +{bonus}", "en": "{n} columns +{bonus}",
                           "de_one": "1 Spalte +{bonus}", "en_one": "1 column +{bonus}"},
}
