"""Player-facing texts the lessons share ("Lernpartie"): the coach's bubble, its corrections, the
offers on the menu, setup, rules and attract screens, and the lesson's ending. Each game's own
lesson steps keep their texts in the game's `strings.py` (`<game>.lesson.*`)."""
from __future__ import annotations

STRINGS: dict[str, dict[str, str]] = {
    "lesson.name": {"de": "Lernpartie", "en": "Learning game"},
    "lesson.offer": {"de": "Neu hier? Lernpartie – 3 Minuten", "en": "New here? Learn in 3 minutes"},
    "lesson.tile": {"de": "Lernpartie", "en": "Learn it"},
    "lesson.attract": {"de": "Neu hier? Spiel lernen", "en": "New here? Learn a game"},
    "lesson.choose": {"de": "Welches Spiel möchtest du lernen?", "en": "Which game would you like to learn?"},
    "lesson.you": {"de": "Du", "en": "You"},
    "lesson.coach": {"de": "Lernpartie", "en": "Learning game"},
    "lesson.watch": {"de": "Schau zu", "en": "Watch"},
    "lesson.next": {"de": "Weiter", "en": "Next"},
    "lesson.wrong": {"de": "Fast! Schau, wohin der Pfeil zeigt – genau das ist jetzt dran.",
                     "en": "Nearly! Look where the arrow points – that is the step now."},
    "lesson.read_first": {"de": "Lies erst in Ruhe, dann tippe auf „Weiter“.",
                          "en": "Read this first, then tap “Next”."},
    "lesson.play_on": {"de": "Allein weiterspielen", "en": "Play on by myself"},
    "lesson.keep_learning": {"de": "Weiter lernen", "en": "Keep learning"},
    "lesson.done_title": {"de": "Geschafft!", "en": "Well done!"},
    "lesson.done_text": {"de": "Jetzt kennst du alles, was du brauchst. Spiel diese Partie allein zu Ende "
                                "– die Computer spielen jetzt richtig mit.",
                         "en": "Now you know all you need. Finish this game by yourself – the computer "
                               "players now play for real."},
    "lesson.leave_title": {"de": "Lernpartie beenden?", "en": "Leave the lesson?"},
    "lesson.leave_text": {"de": "Du kannst die Partie ohne Hilfe weiterspielen oder zum Menü gehen.",
                          "en": "You can finish this game without help or go to the menu."},
}
