"""Player-facing texts of the Caprice table, its ordering screen and its reveal (German first, English second).

The secret symbol tiles are "Symbolsteine" in German and "symbol tiles" / "tiles" in English, as in the
rules text (scenes/rules_text.py) and the menu's tagline; the red bead is the "rote Markierungsstein" /
"red marker".
"""
from __future__ import annotations

STRINGS: dict[str, dict[str, str]] = {
    "caprice.done": {"de": "Fertig", "en": "Done"},
    "caprice.full": {"de": "Volle Türme: {n} / 5", "en": "Full towers: {n} / 5"},
    "caprice.full_short": {"de": "Voll: {n} / 5", "en": "Full: {n} / 5"},
    "caprice.placed_already": {"de": "Du hast schon eine Scheibe gesetzt – jetzt darfst du eine verschieben.",
                               "en": "You have placed a disc – now you may move one."},
    "caprice.pick_disc": {"de": "Nimm zuerst eine Scheibe aus dem Vorrat rechts.",
                          "en": "First take a disc from the supply on the right."},
    "caprice.drawing": {"de": "Die Symbolsteine werden gezogen …", "en": "Drawing the symbol tiles …"},
    "caprice.ai_turn": {"de": "{name} ist dran – tippen, um es zu beschleunigen.",
                        "en": "{name}'s turn – tap to hurry."},
    "caprice.prompt_place": {"de": "{name}: Ziehe eine Scheibe auf einen Platz (oder tippe Scheibe, dann Platz).",
                             "en": "{name}: drag a disc onto a spot (or tap the disc, then the spot)."},
    "caprice.prompt_move": {"de": "Du darfst eine Scheibe mit hellem Ring versetzen – oder tippe auf „Fertig“.",
                            "en": "You may move a disc with a light ring – or tap “Done”."},
    "caprice.prompt_nothing_to_move": {"de": "Gerade darf keine Scheibe versetzt werden – tippe auf „Fertig“.",
                                       "en": "No disc may move right now – tap “Done”."},
    "caprice.prompt_order": {"de": "{name} legt die Reihenfolge fest.", "en": "{name} fixes the order."},
    "caprice.counting": {"de": "Die Türme werden gezählt …", "en": "Counting the towers …"},
    "caprice.over": {"de": "Fünf volle Türme – das Spiel ist aus.", "en": "Five full towers – the game is over."},
    "caprice.marker_note": {"de": "Rot markiert: darf jetzt nicht versetzt werden",
                            "en": "Red marker: this disc may not move now"},
    # the last turn, told in words (spots are numbered 1–6 on the board)
    "caprice.told.place": {"de": "{name} legt {disc} auf Platz {spot}.", "en": "{name} puts {disc} on spot {spot}."},
    "caprice.told.place_move": {"de": "{name} legt {disc} auf Platz {spot} und versetzt {moved} von Platz {src} "
                                      "auf Platz {dst}.",
                                "en": "{name} puts {disc} on spot {spot} and moves {moved} from spot {src} "
                                      "to spot {dst}."},
    "caprice.told.place_skip": {"de": "{name} legt {disc} auf Platz {spot} und versetzt keine.",
                                "en": "{name} puts {disc} on spot {spot} and moves none."},
    "caprice.told.move": {"de": "{name} versetzt {moved} von Platz {src} auf Platz {dst}.",
                          "en": "{name} moves {moved} from spot {src} to spot {dst}."},
    "caprice.told.skip": {"de": "{name} versetzt keine Scheibe.", "en": "{name} moves no disc."},
    "caprice.a_disc.LR": {"de": "eine helle runde Scheibe", "en": "a light round disc"},
    "caprice.a_disc.LT": {"de": "eine helle gezahnte Scheibe", "en": "a light toothed disc"},
    "caprice.a_disc.DR": {"de": "eine dunkle runde Scheibe", "en": "a dark round disc"},
    "caprice.a_disc.DT": {"de": "eine dunkle gezahnte Scheibe", "en": "a dark toothed disc"},
    "caprice.a_moved.LR": {"de": "eine helle runde", "en": "a light round one"},
    "caprice.a_moved.LT": {"de": "eine helle gezahnte", "en": "a light toothed one"},
    "caprice.a_moved.DR": {"de": "eine dunkle runde", "en": "a dark round one"},
    "caprice.a_moved.DT": {"de": "eine dunkle gezahnte", "en": "a dark toothed one"},
    # the rack and the other players
    "caprice.your_tiles": {"de": "Geheime Symbolsteine", "en": "Secret symbol tiles"},
    "caprice.tiles_of": {"de": "Deine geheimen Symbolsteine, {name}", "en": "Your secret symbol tiles, {name}"},
    "caprice.live_now": {"de": "Jetzt", "en": "Now"},
    "caprice.live": {"de": "{n} Punkte", "de_one": "1 Punkt", "en": "{n} points", "en_one": "1 point"},
    "caprice.live_best": {"de": "mit der besten Reihenfolge", "en": "in the best order"},
    "caprice.ordered": {"de": "Reihenfolge steht", "en": "order fixed"},
    "caprice.ordering": {"de": "wählt die Reihenfolge …", "en": "choosing the order …"},
    "caprice.order_hint": {"de": "Symbolsteine von unten (links) nach oben (rechts)",
                           "en": "Symbol tiles from bottom (left) to top (right)"},
    # the ordering screen
    "caprice.order_title": {"de": "{name}: Reihenfolge deiner Symbolsteine", "en": "{name}: order your symbol tiles"},
    "caprice.order_help": {"de": "Dein unterster Symbolstein zählt für die unterste Scheibe jedes Turms. "
                                 "Tippe zwei Steine an, um sie zu tauschen.",
                           "en": "Your bottom tile counts for each tower's bottom disc. Tap two tiles to swap them."},
    "caprice.top": {"de": "oben", "en": "top"},
    "caprice.bottom": {"de": "unten", "en": "bottom"},
    "caprice.spot": {"de": "Platz {n}", "en": "Spot {n}"},
    "caprice.fix_order": {"de": "Festlegen", "en": "Fix the order"},
    "caprice.order_points": {"de": "{n} Punkte", "de_one": "1 Punkt", "en": "{n} points", "en_one": "1 point"},
    "caprice.order_best": {"de": "Das ist die beste Reihenfolge.", "en": "This is the best order."},
    "caprice.order_best_is": {"de": "Am besten wären {n} Punkte.", "en": "The best would be {n} points."},
    # the reveal
    "caprice.reveal_title": {"de": "Wertung", "en": "Scoring"},
    "caprice.reveal_done": {"de": "Endstand", "en": "Final score"},
    "caprice.reveal_level": {"de": "Platz {spot} · Ebene {level}", "en": "Spot {spot} · level {level}"},
    "caprice.reveal_bonus": {"de": "Platz {spot}: ganzer Turm!", "en": "Spot {spot}: whole tower!"},
    "caprice.reveal_none": {"de": "passt für niemanden", "en": "matches nobody"},
}
