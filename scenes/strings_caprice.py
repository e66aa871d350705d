"""Player-facing strings of Caprice, German first, English second.

Error texts for every ``IllegalMove`` code of ``game.caprice`` (keys
``error.<code>``; placeholders are params the rules pass) and the disc names.
Meant to be merged into the app's table (``scenes.strings.STRINGS``).
"""
from __future__ import annotations

STRINGS: dict[str, dict[str, str]] = {
    # discs (and symbol tiles: same names). The tiles are "Symbolsteine" / "symbol tiles", as in the rules
    # text; the red bead is the "rote Markierungsstein" / "red marker".
    "caprice.disc.LR": {"de": "hell, rund", "en": "light, round"},
    "caprice.disc.LT": {"de": "hell, gezahnt", "en": "light, toothed"},
    "caprice.disc.DR": {"de": "dunkel, rund", "en": "dark, round"},
    "caprice.disc.DT": {"de": "dunkel, gezahnt", "en": "dark, toothed"},
    # errors
    "error.caprice.game_over": {"de": "Das Spiel ist vorbei.", "en": "The game is over."},
    "error.caprice.not_a_move": {"de": "Das ist kein Zug in Caprice.", "en": "That is not a Caprice move."},
    "error.caprice.not_your_turn": {"de": "Du bist gerade nicht dran.", "en": "It is not your turn."},
    "error.caprice.must_draw": {"de": "Zuerst zieht jeder seine Symbolsteine.",
                                "en": "First everyone draws their symbol tiles."},
    "error.caprice.not_a_chance_step": {"de": "Die Symbolsteine sind schon gezogen.",
                                        "en": "The symbol tiles have already been drawn."},
    "error.caprice.bad_draw": {"de": "Jeder der {players} Spieler bekommt genau 4 Symbolsteine.",
                               "en": "Each of the {players} players gets exactly 4 symbol tiles."},
    "error.caprice.unknown_tile": {"de": "Diesen Symbolstein gibt es nicht.", "en": "There is no such symbol tile."},
    "error.caprice.hand_limit": {"de": "Niemand darf mehr als {limit} gleiche Symbolsteine haben.",
                                 "en": "Nobody may hold more than {limit} tiles of one kind."},
    "error.caprice.bag_limit": {"de": "Von jeder Sorte gibt es nur {limit} Symbolsteine.",
                                "en": "There are only {limit} tiles of each kind."},
    "error.caprice.already_placed": {"de": "Du hast schon eine Scheibe eingesetzt. Jetzt darfst du eine "
                                           "versetzen – oder du lässt es.",
                                     "en": "You have already placed a disc. Now you may move one – or skip."},
    "error.caprice.must_place_first": {"de": "Setze zuerst eine Scheibe ein. Danach darfst du eine versetzen.",
                                       "en": "Place a disc first. Then you may move one."},
    "error.caprice.unknown_disc": {"de": "Diese Scheibe gibt es nicht.", "en": "There is no such disc."},
    "error.caprice.bad_spot": {"de": "Diesen Platz gibt es nicht.", "en": "There is no such spot."},
    "error.caprice.no_such_disc_left": {"de": "Von dieser Sorte ist keine Scheibe mehr übrig.",
                                        "en": "No disc of this kind is left."},
    "error.caprice.tower_full": {"de": "Dieser Turm hat schon {height} Scheiben. Höher geht es nicht.",
                                 "en": "This tower already has {height} discs. It cannot get higher."},
    "error.caprice.empty_spot": {"de": "Hier liegt keine Scheibe, die du versetzen kannst.",
                                 "en": "There is no disc here to move."},
    "error.caprice.just_placed": {"de": "Die Scheibe, die du gerade eingesetzt hast, darfst du jetzt "
                                        "nicht versetzen.",
                                  "en": "The disc you just placed cannot move this turn."},
    "error.caprice.marked": {"de": "Auf dieser Scheibe liegt der rote Markierungsstein. Sie darf "
                                   "jetzt nicht versetzt werden.",
                             "en": "This disc has the red marker. It cannot move now."},
    "error.caprice.same_spot": {"de": "Die Scheibe muss auf einen anderen Platz.",
                                "en": "The disc must go to a different spot."},
    "error.caprice.not_ordering_yet": {"de": "Deine Symbolsteine legst du erst am Ende in eine Reihe.",
                                       "en": "You put your symbol tiles in order only at the end."},
    "error.caprice.ordering_now": {"de": "Das Bauen ist vorbei. Jetzt legt jeder seine Symbolsteine "
                                         "in eine Reihe.",
                                   "en": "The building is over. Now everyone puts their symbol tiles in order."},
    "error.caprice.not_a_permutation": {"de": "Benutze genau deine vier Symbolsteine, jeden einmal.",
                                        "en": "Use exactly your four symbol tiles, each once."},
}
