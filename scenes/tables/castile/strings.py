"""The words of Castile Solitaire, German first, English second: the table, its game menu and
results, and the rules' error texts (keys ``error.castile.<code>``); and a card's name for people."""
from __future__ import annotations

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
    # ---------------------------------------------------------------- the lesson (castile/lesson.py)
    "castile.lesson.welcome": {
        "de": "Willkommen bei Castile! Ziel: alle 52 Karten auf die vier Grundstapel, jede Farbe vom Ass bis "
              "zum König.",
        "en": "Welcome to Castile! Goal: all 52 cards onto the four foundations, each suit from ace to king."},
    "castile.lesson.winnable": {
        "de": "Alle Karten liegen offen – kein Glück. Spiel Nr. {deal} ist lösbar: Du kannst es gewinnen!",
        "en": "Every card lies face up – no luck. Deal no. {deal} is winnable: you can win it!"},
    "castile.lesson.ace": {
        "de": "Ein Ass beginnt einen Grundstapel. Zieh das Karo-Ass auf den Grundstapel im Ring – oder tippe "
              "erst das Ass, dann den Grundstapel.",
        "en": "An ace starts a foundation. Drag the ace of diamonds onto the ringed foundation – or tap the "
              "ace, then the foundation."},
    "castile.lesson.build": {
        "de": "In den Fächern baust du abwärts: genau eins niedriger, Farbe egal, immer nur eine Karte. Lege "
              "die Kreuz-3 auf die Karo-4.",
        "en": "Tableau piles build down: one lower, any suit, one card at a time. Put the 3 of clubs on the 4 "
              "of diamonds."},
    "castile.lesson.move_wrong": {"de": "Fast! Bewege die Karte im Ring auf das Ziel im Ring.",
                                  "en": "Almost! Move the card in the ring onto the target in the ring."},
    "castile.lesson.reserve": {
        "de": "Links liegt die Reserve. Spielbar ist die rechte Karte jeder Reihe. Auf die Reserve legst du "
              "nichts.",
        "en": "Left: the reserve. The right-hand card of each row plays. Nothing goes onto the reserve."},
    "castile.lesson.from_reserve": {"de": "Lege die Pik-6 auf die Karo-7.",
                                    "en": "The 6 of spades onto the 7 of diamonds."},
    "castile.lesson.two": {
        "de": "Darunter liegt die Karo-2. Grundstapel wachsen in ihrer Farbe: Lege sie aufs Ass.",
        "en": "That frees the 2 of diamonds. Foundations build up in suit: put it on the ace."},
    "castile.lesson.hint": {"de": "Kein Plan? Tippe auf „Tipp“.", "en": "Not sure what next? Tap “Hint”."},
    "castile.lesson.hint_move": {
        "de": "Der Tipp leuchtet. Tippe das Herz-Ass zweimal an: Es springt auf seinen Grundstapel.",
        "en": "The hint glows. Tap the ace of hearts twice: it jumps to its foundation."},
    "castile.lesson.two_spades": {"de": "Die Pik-2 auf die Kreuz-3.", "en": "2 of spades onto the 3 of clubs."},
    "castile.lesson.four_spades": {"de": "Die Pik-4 auf die Pik-5 – jetzt ist das Fach leer.",
                                   "en": "4 of spades onto the 5 of spades: the pile is empty."},
    "castile.lesson.four_hearts": {
        "de": "Ein leeres Fach füllt nur ein König. Hol den Kreuz-König: erst die Herz-4 auf die Herz-5.",
        "en": "Only a king may fill it. Free the king of clubs: 4 of hearts onto the 5 of hearts."},
    "castile.lesson.king": {"de": "Jetzt den König ins leere Fach.", "en": "Now the king into the empty pile."},
    "castile.lesson.queen": {"de": "Die Karo-Dame auf den König.", "en": "The queen of diamonds onto the king."},
    "castile.lesson.undo": {"de": "Verklickt? Dieser Knopf nimmt jeden Zug zurück. Probier es aus!",
                            "en": "Wrong card? This button takes back any move. Try it!"},
    "castile.lesson.redo": {"de": "Die Dame ist zurück. Dieser Knopf macht den Zug wieder.",
                            "en": "The queen is back. This button makes the move again."},
    "castile.lesson.seven": {"de": "Die Herz-7 auf die Karo-8.", "en": "7 of hearts onto the 8 of diamonds."},
    "castile.lesson.jack": {"de": "Baue am König weiter: den Pik-Buben auf die Dame.",
                            "en": "Build on the king: jack of spades onto the queen."},
    "castile.lesson.ten": {"de": "Die Pik-10 auf den Buben.", "en": "10 of spades onto the jack."},
    "castile.lesson.nine": {"de": "Die Karo-9 auf die 10.", "en": "9 of diamonds onto the 10."},
    "castile.lesson.eight": {"de": "Die Pik-8 auf die 9 – das befreit das Pik-Ass.",
                             "en": "8 of spades onto the 9 – that frees the ace of spades."},
    "castile.lesson.double": {"de": "Das Pik-Ass auf seinen Grundstapel: zweimal tippen.",
                              "en": "Ace of spades to its foundation: tap it twice."},
    "castile.lesson.two_home": {"de": "Die Pik-2 auch.", "en": "The 2 of spades too."},
    "castile.lesson.yours": {
        "de": "Sichere Karten legt das Spiel ab jetzt selbst ab. Der Rest gehört dir – viel Glück!",
        "en": "From now on safe cards go home by themselves. The rest is yours – good luck!"},
    "castile.lesson.done": {"de": "Jetzt kennst du alles, was du brauchst. Spiel diese Partie allein zu Ende – "
                                  "sie ist lösbar!",
                            "en": "Now you know all you need. Finish this deal by yourself – it can be won!"},
}


def card_name(card: str) -> str:
    """A card's name for people: "Herz 4", "Pik Dame" / "4 of hearts", "queen of spades"."""
    from game.castile.rules import rank_of, suit_of  # (here: listing the games loads no rules)

    rank = rank_of(card)
    rank_text = tr(f"card.{FACES[rank]}") if rank in FACES else str(rank)
    return tr("card.name", rank=rank_text, suit=tr(f"card.suit.{suit_of(card)}"))
