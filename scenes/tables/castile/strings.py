"""The words of Castile Solitaire, German first, English second: the table, its game menu and
results, and the rules' error texts (keys ``error.castile.<code>``); and a card's name for people."""
from __future__ import annotations

from game.castile import rank_of, suit_of
from scenes.services.i18n import tr

FACES = {1: "ace", 11: "jack", 12: "queen", 13: "king"}  # ranks with a name of their own

STRINGS: dict[str, dict[str, str]] = {
    "game.castile": {"de": "Castile Solitaire", "en": "Castile Solitaire"},  # the game's name (its GameSpec.title_key)
    "castile.game": {"de": "Spiel", "en": "Game"},
    "castile.reserve": {"de": "Reserve", "en": "Reserve"},
    "castile.foundations": {"de": "Grundstapel", "en": "Foundations"},
    "castile.status": {"de": "Nr. {deal} · {time} · {moves}", "en": "No. {deal} · {time} · {moves}"},
    "castile.moves": {"de": "{n} Züge", "en": "{n} moves", "de_one": "1 Zug", "en_one": "1 move"},
    "castile.not_home": {"de": "{card} kann noch nicht auf einen Grundstapel.",
                         "en": "{card} cannot go to a foundation yet."},
    "castile.lost_now": {"de": "Diese Partie ist nicht mehr zu gewinnen – „Rückgängig“ hilft.",
                         "en": "This game can no longer be won – try Undo."},
    "castile.lost_badge": {"de": "nicht mehr lösbar", "en": "no longer winnable"},
    "castile.menu_title": {"de": "Castile · Spiel Nr. {deal}", "en": "Castile · deal no. {deal}"},
    "castile.new_deal": {"de": "Neues Spiel", "en": "New deal"},
    "castile.choose_deal": {"de": "Spiel Nr. wählen …", "en": "Choose a deal …"},
    "castile.deal_number": {"de": "Welche Spielnummer?", "en": "Which deal number?"},
    "castile.same_deal": {"de": "Dieses Spiel neu", "en": "Replay this deal"},
    "castile.winnable_only": {"de": "Nur lösbare Spiele", "en": "Winnable deals only"},
    "castile.auto": {"de": "Sichere Karten selbst ablegen", "en": "Send safe cards home"},
    "castile.resign": {"de": "Aufgeben", "en": "Give up"},
    "castile.keys": {"de": "Tasten: U rückgängig · Y wiederholen · F ablegen · H Tipp",
                     "en": "Keys: U undo · Y redo · F send home · H hint"},
    "castile.stats": {"de": "Statistik", "en": "Statistics"},
    "castile.stat.played": {"de": "Gespielt", "en": "Played"},
    "castile.stat.won": {"de": "Gewonnen", "en": "Won"},
    "castile.stat.streak": {"de": "Serie / beste Serie", "en": "Streak / best streak"},
    "castile.stat.best_time": {"de": "Beste Zeit", "en": "Best time"},
    "castile.stat.fewest_moves": {"de": "Wenigste Züge", "en": "Fewest moves"},
    "castile.record": {"de": "Rekord!", "en": "Record!"},
    "castile.won": {"de": "Gewonnen!", "en": "You won!"},
    "castile.lost": {"de": "Keine Züge mehr", "en": "No moves left"},
    "castile.summary": {"de": "Spiel Nr. {deal} · {time} · {moves} · {cards} von 52 Karten abgelegt",
                        "en": "Deal no. {deal} · {time} · {moves} · {cards} of 52 cards home"},
    "castile.gave_up": {"de": "Aufgegeben", "en": "Given up"},
    "castile.resign_ask": {"de": "Dieses Spiel aufgeben?", "en": "Give up this deal?"},
    "error.castile.unknown_pile": {"de": "Diesen Stapel gibt es nicht.", "en": "There is no such pile."},
    "error.castile.same_pile": {"de": "Die Karte muss auf einen anderen Stapel.",
                                "en": "The card has to go to another pile."},
    "error.castile.onto_reserve": {"de": "Auf die Reserve darf nichts gelegt werden.",
                                   "en": "Nothing may be placed on a reserve pile."},
    "error.castile.empty_source": {"de": "Dort liegt keine Karte.", "en": "There is no card there."},
    "error.castile.foundation_ace": {"de": "Nur ein Ass beginnt einen Grundstapel.",
                                     "en": "Only an ace starts a foundation."},
    "error.castile.foundation_full": {"de": "Dieser Grundstapel ist schon voll.",
                                      "en": "This foundation is complete."},
    "error.castile.foundation_sequence": {"de": "Grundstapel wachsen in ihrer Farbe: als Nächstes kommt {needed}.",
                                          "en": "Foundations build up in suit: {needed} is next."},
    "error.castile.foundation_to_foundation": {"de": "Vom Grundstapel darf eine Karte nur zurück ins Tableau.",
                                               "en": "A foundation card may only go back onto the tableau."},
    "error.castile.empty_tableau_king_only": {"de": "Nur Könige dürfen auf einen leeren Platz.",
                                              "en": "Only kings may go to an empty space."},
    "error.castile.tableau_rank": {"de": "{card} passt nur auf eine Karte, die genau einen Rang höher ist – "
                                         "nicht auf {target}.",
                                   "en": "{card} only goes on a card exactly one rank higher – not on the {target}."},
    "error.castile.game_over": {"de": "Das Spiel ist vorbei.", "en": "The game is over."},
}


def card_name(card: str) -> str:
    """A card's name for people: "Herz 4", "Pik Dame" / "4 of hearts", "queen of spades"."""
    rank = rank_of(card)
    rank_text = tr(f"card.{FACES[rank]}") if rank in FACES else str(rank)
    return tr("card.name", rank=rank_text, suit=tr(f"card.suit.{suit_of(card)}"))
