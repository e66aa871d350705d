"""All player-facing strings of the app shell, German first, English second.

Keys are dotted names; each entry maps a language code to the text. Game
packages add their own entries (error codes under `error.<code>`).
"""
from __future__ import annotations

STRINGS: dict[str, dict[str, str]] = {
    # title and menu
    "app.name": {"de": "Kastell", "en": "Kastell"},
    "title.subtitle": {"de": "Vier Burgspiele. Ein Tisch.", "en": "Four castle games. One table."},
    "title.tap": {"de": "Tippen zum Spielen", "en": "Tap to play"},
    "title.demo": {"de": "Vorführung", "en": "Demo"},
    "menu.heading": {"de": "Wähle ein Spiel", "en": "Choose a game"},
    "menu.settings": {"de": "Einstellungen", "en": "Settings"},
    "menu.quit": {"de": "Beenden", "en": "Quit"},
    "menu.scores": {"de": "Bestenliste", "en": "High scores"},
    "menu.soon": {"de": "kommt bald", "en": "coming soon"},
    "menu.rules": {"de": "Regeln", "en": "Rules"},
    "menu.play": {"de": "Spielen", "en": "Play"},
    "menu.hint_keys": {"de": "Pfeiltasten / Steuerkreuz wählen · Enter / A bestätigt",
                       "en": "Arrow keys / d-pad choose · Enter / A confirms"},
    "confirm.quit": {"de": "Kastell beenden?", "en": "Quit Kastell?"},
    "confirm.yes": {"de": "Ja", "en": "Yes"},
    "confirm.no": {"de": "Nein", "en": "No"},
    # common buttons
    "btn.back": {"de": "Zurück", "en": "Back"},
    "btn.ok": {"de": "OK", "en": "OK"},
    "btn.cancel": {"de": "Abbrechen", "en": "Cancel"},
    "btn.start": {"de": "Los geht's!", "en": "Let's go!"},
    "btn.setup": {"de": "Spieler einstellen", "en": "Set up players"},
    "btn.resume": {"de": "Weiterspielen", "en": "Resume"},
    "btn.restart": {"de": "Neu starten", "en": "Restart"},
    "btn.rules": {"de": "Regeln", "en": "Rules"},
    "btn.menu": {"de": "Zum Menü", "en": "Main menu"},
    "btn.again": {"de": "Nochmal spielen", "en": "Play again"},
    "btn.hint": {"de": "Tipp", "en": "Hint"},
    "btn.pause": {"de": "Pause", "en": "Pause"},
    "btn.done": {"de": "Fertig", "en": "Done"},
    "btn.delete": {"de": "Löschen", "en": "Delete"},
    # setup
    "setup.title": {"de": "{game}: Spieler", "en": "{game}: players"},
    "setup.players": {"de": "Spieler", "en": "Players"},
    "setup.human": {"de": "Mensch", "en": "Human"},
    "setup.ai": {"de": "Computer", "en": "Computer"},
    "setup.level.easy": {"de": "Leicht", "en": "Easy"},
    "setup.level.normal": {"de": "Normal", "en": "Normal"},
    "setup.level.hard": {"de": "Schwer", "en": "Hard"},
    "setup.soon": {"de": "Dieses Spiel kommt bald nach Kastell.", "en": "This game is coming to Kastell soon."},
    "setup.edit_name": {"de": "Name für Platz {seat}", "en": "Name for seat {seat}"},
    "setup.seat": {"de": "Platz {seat}", "en": "Seat {seat}"},
    "setup.solo": {"de": "Patience für eine Person", "en": "Patience for one player"},
    # rules screen
    "rules.title": {"de": "Regeln: {game}", "en": "Rules: {game}"},
    "rules.house": {"de": "Hausregel", "en": "House rule"},
    "rules.scroll": {"de": "Wischen, Mausrad oder Pfeiltasten", "en": "Swipe, wheel or arrow keys"},
    # settings
    "settings.title": {"de": "Einstellungen", "en": "Settings"},
    "settings.language": {"de": "Sprache", "en": "Language"},
    "settings.volume": {"de": "Lautstärke Effekte", "en": "Effects volume"},
    "settings.fullscreen": {"de": "Vollbild", "en": "Full screen"},
    "settings.speed": {"de": "Animationstempo", "en": "Animation speed"},
    "settings.contrast": {"de": "Hoher Kontrast", "en": "High contrast"},
    "settings.low_power": {"de": "Stromsparmodus", "en": "Low power"},
    "settings.speed.slow": {"de": "Langsam", "en": "Slow"},
    "settings.speed.normal": {"de": "Normal", "en": "Normal"},
    "settings.speed.fast": {"de": "Schnell", "en": "Fast"},
    "settings.on": {"de": "An", "en": "On"},
    "settings.off": {"de": "Aus", "en": "Off"},
    "settings.saved_nowhere": {"de": "Einstellungen können nicht gespeichert werden.",
                               "en": "Settings cannot be saved."},
    "lang.de": {"de": "Deutsch", "en": "Deutsch"},
    "lang.en": {"de": "English", "en": "English"},
    # shared game UI
    "game.turn": {"de": "{name} ist dran", "en": "{name}'s turn"},
    "game.your_turn": {"de": "Du bist dran, {name}!", "en": "Your turn, {name}!"},
    "game.round": {"de": "Runde {round}", "en": "Round {round}"},
    "game.round_of": {"de": "Runde {round}/{total}", "en": "Round {round}/{total}"},
    "game.thinking": {"de": "{name} überlegt …", "en": "{name} is thinking …"},
    "pause.title": {"de": "Pause", "en": "Paused"},
    "results.title": {"de": "Ergebnis", "en": "Results"},
    "results.winner": {"de": "{name} gewinnt!", "en": "{name} wins!"},
    "results.shared": {"de": "Geteilter Sieg: {names}", "en": "Shared win: {names}"},
    "results.nobody": {"de": "Diesmal kein Sieg", "en": "No win this time"},
    "results.points": {"de": "{points} Punkte", "en": "{points} points"},
    "privacy.title": {"de": "Gib das Gerät an {name}", "en": "Pass the device to {name}"},
    "privacy.tap": {"de": "Tippe, wenn nur {name} hinschaut", "en": "Tap when only {name} is looking"},
    "hint.none": {"de": "Gerade kein Tipp", "en": "No hint right now"},
    # on-screen keyboard
    "keyboard.shift": {"de": "Groß", "en": "Shift"},
    "keyboard.space": {"de": "Leerzeichen", "en": "Space"},
    "keyboard.title": {"de": "Namen eingeben", "en": "Enter a name"},
    # seats: default names
    "name.player": {"de": "Spieler {n}", "en": "Player {n}"},
    # card names (French deck)
    "card.name": {"de": "{suit} {rank}", "en": "{rank} of {suit}"},
    "card.suit.S": {"de": "Pik", "en": "spades"},
    "card.suit.H": {"de": "Herz", "en": "hearts"},
    "card.suit.D": {"de": "Karo", "en": "diamonds"},
    "card.suit.C": {"de": "Kreuz", "en": "clubs"},
    "card.ace": {"de": "Ass", "en": "ace"},
    "card.jack": {"de": "Bube", "en": "jack"},
    "card.queen": {"de": "Dame", "en": "queen"},
    "card.king": {"de": "König", "en": "king"},
    # Castile Solitaire
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
    # Castile rules errors (IllegalMove codes of game.castile)
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
                                   "en": "{card} only goes on a card exactly one rank higher – not on {target}."},
    "error.castile.game_over": {"de": "Das Spiel ist vorbei.", "en": "The game is over."},
    # errors
    "error.generic": {"de": "Dieser Zug ist nicht erlaubt.", "en": "That move is not allowed."},
    "error.save_failed": {"de": "Speichern nicht möglich – es geht trotzdem weiter.",
                          "en": "Could not save – playing on anyway."},
}


def _merge_game_strings() -> None:
    """Each game keeps its texts in its own `scenes/strings_<game>*.py` table."""
    from scenes import (strings_cafe, strings_caprice, strings_caprice_table, strings_castro, strings_castro_table,
                        strings_catsle, strings_catsle_table)

    for module in (strings_castro, strings_castro_table, strings_caprice, strings_caprice_table, strings_catsle,
                   strings_catsle_table, strings_cafe):
        for key, value in module.STRINGS.items():
            if key in STRINGS:
                raise KeyError(f"string {key!r} defined twice")
            STRINGS[key] = value


_merge_game_strings()
