"""Player-facing texts of the café features: resume, attract loop, high scores, kiosk, crash screen."""
from __future__ import annotations

STRINGS: dict[str, dict[str, str]] = {
    "resume.question": {"de": "Ein Spiel {game} ist noch nicht fertig. Weiterspielen?",
                        "en": "A game of {game} is not finished yet. Play on?"},
    "resume.yes": {"de": "Weiterspielen", "en": "Play on"},
    "resume.no": {"de": "Verwerfen", "en": "Discard"},
    "resume.set_aside": {"de": "Das gespeicherte Spiel ließ sich nicht fortsetzen; es wurde beiseitegelegt.",
                         "en": "The stored game could not be continued; it was set aside."},
    "attract.playing": {"de": "{name} ist am Zug.", "en": "{name} is playing."},
    "scores.title": {"de": "Bestenliste", "en": "High scores"},
    "scores.today": {"de": "Heute", "en": "Today"},
    "scores.all_time": {"de": "Aller Zeiten", "en": "All time"},
    "scores.fastest": {"de": "Schnellste Siege", "en": "Fastest wins"},
    "scores.fewest": {"de": "Wenigste Züge", "en": "Fewest moves"},
    "scores.wins": {"de": "{n} Siege", "en": "{n} wins"},
    "scores.none": {"de": "Noch niemand – du?", "en": "Nobody yet – you?"},
    "settings.idle": {"de": "Zurück zur Vorführung nach", "en": "Back to the demo after"},
    "settings.seconds": {"de": "{n} s", "en": "{n} s"},
    "kiosk.pin": {"de": "Betreiber-PIN", "en": "Operator PIN"},
    "kiosk.new_pin": {"de": "Neue PIN (4–8 Ziffern)", "en": "New PIN (4–8 digits)"},
    "kiosk.pin_saved": {"de": "Neue PIN gespeichert.", "en": "New PIN saved."},
    "kiosk.pin_rules": {"de": "Die PIN braucht 4 bis 8 Ziffern.", "en": "The PIN needs 4 to 8 digits."},
    "kiosk.change_pin": {"de": "PIN ändern", "en": "Change PIN"},
    "kiosk.wrong_pin": {"de": "Falsche PIN.", "en": "Wrong PIN."},
    "kiosk.operator": {"de": "Betreiber", "en": "Operator"},
    "kiosk.operator_hint": {"de": "Nur für das Personal.", "en": "Staff only."},
    "kiosk.quit": {"de": "Kastell beenden", "en": "Quit Kastell"},
    "crash.title": {"de": "Hoppla!", "en": "Oops!"},
    "crash.body": {"de": "Da ist etwas schiefgegangen. Kastell läuft weiter; ein laufendes Spiel ist gespeichert "
                         "und kann im Menü fortgesetzt werden.",
                   "en": "Something went wrong. Kastell keeps running; a game in progress is stored and can be "
                         "resumed from the menu."},
    "crash.log": {"de": "Einzelheiten für die Entwickler: {path}", "en": "Details for the developers: {path}"},
    "crash.no_log": {"de": "(kein Protokoll: der Datenordner ist schreibgeschützt)",
                     "en": "(no log: the data folder is read-only)"},
}
