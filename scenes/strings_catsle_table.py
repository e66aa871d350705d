"""Player-facing texts of the CATsle table and its round scoring (German first, English second).

Counts take ``n`` so that ``scenes.i18n.tr`` picks the singular forms (``de_one`` / ``en_one``).
"""
from __future__ import annotations

STRINGS: dict[str, dict[str, str]] = {
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
