"""Castro's player-facing strings, German first, English second.

Error texts sit under ``error.<code>`` for every ``IllegalMove`` code of
``game.castro`` (``game.castro.ERROR_CODES``); their ``{placeholders}`` are
params the rules pass. Category names sit under ``castro.cat.<category>``.
The rules pass a category as its code (``"pair3"``), never as text; the
sentences here do not name it, the board shows the field's symbol.
"""
from __future__ import annotations

STRINGS: dict[str, dict[str, str]] = {
    # categories
    "castro.cat.pair1": {"de": "Zwilling 1er", "en": "Pair of 1s"},
    "castro.cat.pair2": {"de": "Zwilling 2er", "en": "Pair of 2s"},
    "castro.cat.pair3": {"de": "Zwilling 3er", "en": "Pair of 3s"},
    "castro.cat.pair4": {"de": "Zwilling 4er", "en": "Pair of 4s"},
    "castro.cat.pair5": {"de": "Zwilling 5er", "en": "Pair of 5s"},
    "castro.cat.pair6": {"de": "Zwilling 6er", "en": "Pair of 6s"},
    "castro.cat.three": {"de": "Drilling", "en": "Three of a kind"},
    "castro.cat.four": {"de": "Vierling", "en": "Four of a kind"},
    "castro.cat.full_house": {"de": "Full House", "en": "Full house"},
    "castro.cat.straight": {"de": "Straße", "en": "Straight"},
    "castro.cat.yatzy": {"de": "Yatzy", "en": "Yatzy"},
    # errors: whose turn
    "error.castro.game_over": {"de": "Das Spiel ist schon zu Ende.", "en": "The game is over."},
    "error.castro.not_your_turn": {"de": "Warte, du bist noch nicht dran.", "en": "Wait, it is not your turn yet."},
    "error.castro.waiting_for_dice": {"de": "Warte, bis die Würfel liegen.", "en": "Wait until the dice have landed."},
    "error.castro.not_chance_step": {"de": "Jetzt wird nicht gewürfelt – jemand ist am Zug.",
                                     "en": "No dice now: a player is to move."},
    "error.castro.not_a_move": {"de": "Das ist kein Spielzug in Castro.", "en": "That is not a Castro move."},
    "error.castro.bad_player": {"de": "Diesen Spieler gibt es nicht.", "en": "There is no such player."},
    "error.castro.wrong_dice_count": {"de": "Es müssen genau {expected} Würfel sein, nicht {got}.",
                                      "en": "It must be exactly {expected} dice, not {got}."},
    "error.castro.bad_die": {"de": "Ein Würfel zeigt nur 1 bis 6.", "en": "A die only shows 1 to 6."},
    # errors: rolling
    "error.castro.must_roll_first": {"de": "Du musst zuerst würfeln.", "en": "Roll the dice first."},
    "error.castro.first_roll_all_dice": {"de": "Beim ersten Wurf würfelst du mit allen fünf Würfeln.",
                                         "en": "The first roll uses all five dice."},
    "error.castro.no_rolls_left": {"de": "Du hast schon fünfmal gewürfelt. Setz jetzt ein Dach.",
                                   "en": "You have rolled five times. Now place a roof."},
    "error.castro.keep_not_in_dice": {"de": "Du kannst nur Würfel behalten, die gerade vor dir liegen.",
                                      "en": "You can only keep dice you have just rolled."},
    "error.castro.keep_all_five": {"de": "Alle fünf Würfel behalten geht nicht. Setz lieber dein Dach.",
                                   "en": "You cannot keep all five dice. Place your roof instead."},
    # errors: placing a roof
    "error.castro.unknown_field": {"de": "Dieses Feld gibt es nicht.", "en": "There is no such field."},
    "error.castro.stack_locked": {"de": "Auf diesem Turm liegen schon fünf Dächer. Hier darf niemand mehr bauen.",
                                  "en": "This tower already has five roofs. Nobody may build here any more."},
    "error.castro.last_roll_counts": {
        "de": "Es zählt nur dein letzter Wurf! Vorhin hätte es gepasst, jetzt leider nicht mehr.",
        "en": "Only your last roll counts! An earlier roll would have fitted, this one does not.",
    },
    "error.castro.wrong_pair_field": {
        "de": "Jeder Zwilling hat sein eigenes Feld. Deine zwei {value}er gehören auf das Feld „Zwilling {value}er“.",
        "en": "Each pair has its own field. Your two {value}s go on the “Pair of {value}s” field.",
    },
    "error.castro.not_satisfied": {"de": "Deine Würfel passen nicht zu diesem Feld.",
                                   "en": "Your dice do not match this field."},
    "error.castro.fifth_roll_empty_only": {
        "de": "Nach dem 5. Wurf darfst du nur auf ein leeres Feld bauen.",
        "en": "After the 5th roll you may only build on an empty field.",
    },
    "error.castro.too_high": {
        "de": "Nach deinem {rolls}. Wurf darf der Turm unter deinem Dach höchstens {max_height} hoch sein. "
              "Dieser ist schon {height} hoch.",
        "en": "After roll {rolls} the tower under your roof may be at most {max_height} high. "
              "This one is already {height} high.",
    },
    # errors: putting a roof aside
    "error.castro.discard_while_rolls_left": {
        "de": "Du darfst noch {rolls_left}-mal würfeln. Ein Dach legst du erst nach dem 5. Wurf weg.",
        "en": "You still have {rolls_left} rolls. You only put a roof aside after the 5th roll.",
    },
    "error.castro.discard_but_can_place": {
        "de": "Dein Dach passt noch auf ein Feld. Setz es dorthin!",
        "en": "Your roof still fits on a field. Place it there!",
    },
}
