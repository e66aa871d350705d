"""All player-facing strings of the app shell, German first, English second.

Keys are dotted names; each entry maps a language code to the text. Each game's
table folder adds its own entries (`i18n.add_strings`; rules error codes under `error.<code>`).
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
    "settings.music_volume": {"de": "Lautstärke Musik", "en": "Music volume"},
    # the music's mute (the menu, the pause menu, the M key): the button says what a tap does
    "music.mute": {"de": "Musik aus", "en": "Music off"},
    "music.unmute": {"de": "Musik an", "en": "Music on"},
    "music.off": {"de": "Musik aus (M schaltet sie wieder an)", "en": "Music off (M turns it back on)"},
    "music.on": {"de": "Musik an", "en": "Music on"},
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
    "game.turn": {"de": "{name} ist dran", "en": "{name}'s turn", "de_you": "{name} bist dran",
                  "en_you": "Your turn"},
    "game.your_turn": {"de": "Du bist dran, {name}!", "en": "Your turn, {name}!"},
    "game.round": {"de": "Runde {round}", "en": "Round {round}"},
    "game.round_of": {"de": "Runde {round}/{total}", "en": "Round {round}/{total}"},
    "game.thinking": {"de": "{name} überlegt …", "en": "{name} is thinking …", "de_you": "{name} überlegst …",
                      "en_you": "{name} are thinking …"},
    "pause.title": {"de": "Pause", "en": "Paused"},
    "results.title": {"de": "Ergebnis", "en": "Results"},
    "results.winner": {"de": "{name} gewinnt!", "en": "{name} wins!", "de_you": "{name} gewinnst!",
                       "en_you": "{name} win!"},
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
    "ai.kuno": {"de": "Ritter Kuno", "en": "Sir Kuno"},
    "ai.gisela": {"de": "Gräfin Gisela", "en": "Countess Gisela"},
    "ai.balduin": {"de": "Baron Balduin", "en": "Baron Baldwin"},
    "ai.kurt": {"de": "Knappe Kurt", "en": "Squire Kurt"},
    "ai.zora": {"de": "Zofe Zora", "en": "Lady Zora"},
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
    # errors
    "error.generic": {"de": "Dieser Zug ist nicht erlaubt.", "en": "That move is not allowed."},
    "error.save_failed": {"de": "Speichern nicht möglich – es geht trotzdem weiter.",
                          "en": "Could not save – playing on anyway."},
}


def _merge_service_strings() -> None:
    """The café screens keep their texts in `strings_cafe`, the phone page its own in `strings_phone`,
    the lessons' coach in `strings_lesson`;
    each game's table folder adds its own through `i18n.add_strings` when the catalog imports it."""
    from scenes.services import strings_cafe, strings_lesson, strings_phone

    for table in (strings_cafe.STRINGS, strings_phone.STRINGS, strings_lesson.STRINGS):
        for key, value in table.items():
            if key in STRINGS:
                raise KeyError(f"string {key!r} defined twice")
            STRINGS[key] = value


_merge_service_strings()
