"""The phone page's shared words (phones as private hands), German first, English second: the frame
of every game (whose turn, the results, the connection, what holds the game at the big screen).

Each game's own words sit in its table folder (``scenes/tables/<game>/strings_phone.py``, keys
``phone.<game>.*``, beside its ``phone.js``) and come with its catalog line (``TableEntry.phone``);
the game's name on the page is ``phone.game``, its catalog title. The table server sends these, the
game's and the name to the page as ``assets/strings.json``: a flat ``{key: text}`` in the table's
language. Placeholders use Python's format syntax (``{name}``); the page fills them in with its own
small ``fmt``. Every key starts with ``phone.``. The page does not use singular forms (``de_one``):
where a count matters, the text is written so that it reads right for any number, or there are two
keys (``take_one`` / ``take_two``).
"""
from __future__ import annotations

STRINGS: dict[str, dict[str, str]] = {
    # ---------------------------------------------------------------- the frame
    "phone.your_turn": {"de": "Du bist dran!", "en": "Your turn!"},
    "phone.turn_of": {"de": "{name} ist dran", "en": "{name}'s turn"},
    "phone.player": {"de": "Spieler {n}", "en": "Player {n}"},
    "phone.you_name": {"de": "{name} (du)", "en": "{name} (you)"},
    "phone.points": {"de": "Punkte", "en": "Points"},
    "phone.over": {"de": "Spiel vorbei", "en": "Game over"},
    "phone.you_win": {"de": "Du gewinnst!", "en": "You win!"},
    "phone.you_share": {"de": "Du gewinnst – gemeinsam mit anderen!", "en": "You win – together with others!"},
    "phone.winner": {"de": "{name} gewinnt!", "en": "{name} wins!"},
    "phone.winners": {"de": "Gleichstand: {names}", "en": "A tie: {names}"},
    "phone.thanks": {"de": "Danke fürs Mitspielen! Das nächste Spiel startet am großen Bildschirm.",
                     "en": "Thanks for playing! The next game starts at the big screen."},
    "phone.refused": {"de": "Das geht gerade nicht.", "en": "That is not possible right now."},
    "phone.not_connected": {"de": "Keine Verbindung zum Tisch – einen Moment.",
                            "en": "Not connected to the table – one moment."},
    "phone.unknown_game": {"de": "Dieses Spiel kann das Handy noch nicht zeigen. Spiel bitte am großen "
                                 "Bildschirm.",
                           "en": "This phone cannot show this game yet. Please play at the big screen."},
    # the connection
    "phone.connecting": {"de": "Verbindung …", "en": "Connecting …"},
    "phone.reconnecting": {"de": "Verbindung wird wiederhergestellt …", "en": "Reconnecting …"},
    "phone.unreachable_title": {"de": "Der Tisch antwortet nicht", "en": "The table does not answer"},
    "phone.unreachable_text": {"de": "Ist dein Handy im WLAN des Cafés? Wir versuchen es weiter. Läuft das "
                                     "Spiel am großen Bildschirm noch?",
                               "en": "Is your phone on the café's Wi-Fi? We keep trying. Is the game on the "
                                     "big screen still running?"},
    "phone.retry": {"de": "Erneut versuchen", "en": "Try again"},
    "phone.gone_title": {"de": "Dieser Code gilt nicht mehr", "en": "This code is no longer valid"},
    "phone.gone_text": {"de": "Der Tisch hat diesen Platz geschlossen oder neu vergeben. Scanne den QR-Code, "
                              "den der große Bildschirm jetzt zeigt.",
                        "en": "The table has closed this seat or given it anew. Scan the QR code the big "
                              "screen shows now."},
    "phone.replaced_title": {"de": "In einem anderen Tab geöffnet", "en": "Opened in another tab"},
    "phone.replaced_text": {"de": "Dein Platz ist jetzt in einem anderen Tab dieses Handys offen.",
                            "en": "Your seat is now open in another tab of this phone."},
    "phone.taken_title": {"de": "Dieser Platz gehört einem anderen Handy",
                          "en": "This seat belongs to another phone"},
    "phone.taken_text": {"de": "Ein Platz bleibt bei dem Handy, mit dem er begonnen hat. Ist es deins und geht "
                               "nicht mehr? Am großen Bildschirm unter Pause → Handys → „Neues Handy“ gibt es "
                               "einen neuen Code.",
                         "en": "A seat stays with the phone it started on. Is that yours and it no longer "
                               "works? At the big screen, Pause → Phones → “New phone” gives a new code."},
    "phone.moved_title": {"de": "Dein Platz ist umgezogen", "en": "Your seat has moved"},
    "phone.moved_text": {"de": "Am Tisch wurde dein Platz auf ein neues Handy, an den großen Bildschirm oder "
                               "an den Computer gegeben. Dieses Handy ist abgemeldet.",
                         "en": "At the table your seat was given to a new phone, the big screen or the "
                               "computer. This phone is signed out."},
    "phone.play_here": {"de": "Hier weiterspielen", "en": "Play here"},
    "phone.closed_after": {"de": "Der Tisch ist jetzt geschlossen – danke fürs Spielen!",
                           "en": "The table has closed now – thanks for playing!"},
    # what holds the game at the big screen (the header's short word; the sentence comes from the table)
    "phone.held.round_score": {"de": "Wertung der Runde", "en": "Round scoring"},
    "phone.held.results": {"de": "Spiel vorbei", "en": "Game over"},
    "phone.held.paused": {"de": "Pause", "en": "Paused"},
    "phone.held.joining": {"de": "Gleich geht's los", "en": "Starting soon"},
    "phone.held.privacy": {"de": "Am großen Bildschirm", "en": "At the big screen"},
    "phone.held.dice": {"de": "Würfel am großen Bildschirm", "en": "Dice at the big screen"},
    "phone.held.order": {"de": "Am großen Bildschirm", "en": "At the big screen"},
    "phone.held.screen": {"de": "Einen Moment …", "en": "One moment …"},
    "phone.held.showing": {"de": "Schau auf den großen Bildschirm", "en": "Look at the big screen"},
    "phone.round_points": {"de": "Runde", "en": "Round"},
    "phone.total_points": {"de": "Summe", "en": "Total"},
}

# The table server's own pages (scenes/services/phones/server.py), not the phone page's: shown in both
# languages at once, German first (the server cannot know the reader's language), so they are kept out
# of STRINGS (the page's strings.json, one language, every key used by the page's scripts).
SERVER_STRINGS: dict[str, dict[str, str]] = {
    "phone.scan_at_table": {"de": "Scanne den QR-Code am Tisch, um mitzuspielen.",
                            "en": "Scan the QR code at the table to play."},
    "phone.code_invalid": {"de": "Dieser Code gilt nicht (mehr). Scanne den Code am Tisch neu.",
                           "en": "This code is not (or no longer) valid. Scan the code at the table again."},
}
