"""The words of Caprice, German first, English second: the rules' error texts and names, and
everything the table and its overlays say.

Player-facing strings of Caprice, German first, English second.

Error texts for every ``IllegalMove`` code of ``game.caprice`` (keys
``error.<code>``; placeholders are params the rules pass) and the disc names.
Meant to be merged into the app's table (``scenes.services.strings.STRINGS``, through ``i18n.add_strings``).

Player-facing texts of the Caprice table, its ordering screen and its reveal (German first, English second).

The secret symbol tiles are "Symbolsteine" in German and "symbol tiles" / "tiles" in English, as in the
rules text (scenes/tables/caprice/rules_text.py) and the menu's tagline; the red bead is the "rote Markierungsstein" /
"red marker".
"""
from __future__ import annotations

STRINGS: dict[str, dict[str, str]] = {
    "game.caprice": {"de": "Caprice", "en": "Caprice"},  # the game's name (its GameSpec.title_key)
    # ---------------------------------------------------------------- the rules: errors and names
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
    # ---------------------------------------------------------------- the table
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
    "caprice.prompt_order": {"de": "{name} legt die Reihenfolge fest.", "en": "{name} fixes the order.",
                             "de_you": "{name} legst die Reihenfolge fest.", "en_you": "{name} fix the order."},
    "caprice.counting": {"de": "Die Türme werden gezählt …", "en": "Counting the towers …"},
    "caprice.over": {"de": "Fünf volle Türme – das Spiel ist aus.", "en": "Five full towers – the game is over."},
    "caprice.marker_note": {"de": "Rot markiert: darf jetzt nicht versetzt werden",
                            "en": "Red marker: this disc may not move now"},
    # the last turn, told in words (spots are numbered 1–6 on the board)
    "caprice.told.place": {"de": "{name} legt {disc} auf Platz {spot}.", "en": "{name} puts {disc} on spot {spot}.",
                           "de_you": "{name} legst {disc} auf Platz {spot}.", "en_you": "{name} put {disc} on spot {spot}."},
    "caprice.told.place_move": {"de": "{name} legt {disc} auf Platz {spot} und versetzt {moved} von Platz {src} "
                                      "auf Platz {dst}.",
                                "en": "{name} puts {disc} on spot {spot} and moves {moved} from spot {src} "
                                      "to spot {dst}.",
                                "de_you": "{name} legst {disc} auf Platz {spot} und versetzt {moved} von Platz {src} "
                                          "auf Platz {dst}.",
                                "en_you": "{name} put {disc} on spot {spot} and move {moved} from spot {src} "
                                          "to spot {dst}."},
    "caprice.told.place_skip": {"de": "{name} legt {disc} auf Platz {spot} und versetzt keine.",
                                "en": "{name} puts {disc} on spot {spot} and moves none.",
                                "de_you": "{name} legst {disc} auf Platz {spot} und versetzt keine.",
                                "en_you": "{name} put {disc} on spot {spot} and move none."},
    "caprice.told.move": {"de": "{name} versetzt {moved} von Platz {src} auf Platz {dst}.",
                          "en": "{name} moves {moved} from spot {src} to spot {dst}.",
                          "en_you": "{name} move {moved} from spot {src} to spot {dst}."},
    "caprice.told.skip": {"de": "{name} versetzt keine Scheibe.", "en": "{name} moves no disc.",
                          "de_you": "{name} versetzt keine Scheibe.", "en_you": "{name} move no disc."},
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
    "caprice.tiles_yours": {"de": "Deine geheimen Symbolsteine", "en": "Your secret symbol tiles"},
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
    # ---------------------------------------------------------------- the lesson (caprice/lesson.py)
    "caprice.lesson.welcome": {
        "de": "Willkommen bei Caprice! Ihr baut gemeinsam Türme aus Holzscheiben, auf diesen sechs Plätzen.",
        "en": "Welcome to Caprice! Together you build towers of wooden discs on these six spots."},
    "caprice.lesson.tiles": {
        "de": "Das sind deine vier geheimen Symbolsteine. Nur du siehst sie. Sie zeigen, welche Scheiben dir "
              "Punkte bringen.",
        "en": "Your four secret symbol tiles: only you see them. They show which discs score for you."},
    "caprice.lesson.kuno_tiles": {
        "de": "Kuno hat auch vier, verdeckt. Die Scheiben gehören niemandem: Jeder baut an allen Türmen.",
        "en": "Kuno has four too, hidden. The discs belong to nobody: everyone builds on every tower."},
    "caprice.lesson.place_first": {
        "de": "Du fängst an. Einsetzen: Tippe die dunkle runde Scheibe im Vorrat an, dann Platz 1.",
        "en": "You start. Place a disc: tap the dark round disc in the supply, then spot 1."},
    "caprice.lesson.place_wrong": {
        "de": "Tippe erst die Scheibe im Vorrat an, auf die der Pfeil zeigt, dann den Platz.",
        "en": "First tap the disc in the supply the arrow points at, then the spot."},
    "caprice.lesson.nothing_to_move": {
        "de": "Danach darfst du eine Scheibe versetzen. Noch geht keine: Tippe auf „Fertig“.",
        "en": "Then you may move a disc. None can move yet: tap “Done”."},
    "caprice.lesson.done_wrong": {"de": "Tippe auf „Fertig“.", "en": "Tap “Done”."},
    "caprice.lesson.kuno": {"de": "Jetzt ist Kuno dran. Schau zu!", "en": "Now it is Kuno's turn. Watch!"},
    "caprice.lesson.place_second": {"de": "Dein Zug: Lege eine helle runde Scheibe auf Platz 4.",
                                    "en": "Your turn: put a light round disc on spot 4."},
    "caprice.lesson.move": {
        "de": "Jetzt versetzen: Tippe die helle gezahnte Scheibe auf Platz 3 an, dann Platz 1.",
        "en": "Now move one: tap the light toothed disc on spot 3, then spot 1."},
    "caprice.lesson.move_wrong": {
        "de": "Tippe erst die Scheibe an, auf die der Pfeil zeigt, dann ihren neuen Platz.",
        "en": "First tap the disc the arrow points at, then its new spot."},
    "caprice.lesson.marker": {
        "de": "Die versetzte Scheibe bekommt den roten Markierungsstein. Solange sie ihn trägt, darf niemand "
              "sie versetzen.",
        "en": "The moved disc gets the red marker. While it carries it, nobody may move it."},
    "caprice.lesson.marker_moved": {
        "de": "Kuno hat versetzt: Der Markierungsstein wandert mit. Er schützt immer nur die zuletzt versetzte Scheibe.",
        "en": "Kuno moved a disc: the red marker goes with it. It only protects the disc moved last."},
    "caprice.lesson.place_third": {"de": "Lege eine helle runde Scheibe auf Platz 1.",
                                   "en": "Put a light round disc on spot 1."},
    "caprice.lesson.onto_placed": {
        "de": "Die eben gesetzte Scheibe darfst du nicht versetzen. Auf ihren Turm darfst du aber eine andere "
              "versetzen.",
        "en": "The disc you just placed may not move. But you may move another disc onto its tower."},
    "caprice.lesson.move_onto": {
        "de": "Versetze die dunkle gezahnte Scheibe von Platz 6 auf Platz 1.",
        "en": "Move the dark toothed disc from spot 6 to spot 1."},
    "caprice.lesson.full": {
        "de": "Dieser Turm ist voll: Mehr als 4 Scheiben trägt keiner. Der Markierungsstein schützt jetzt seine "
              "oberste.",
        "en": "This tower is full: none holds more than 4 discs. The red marker now protects its top one."},
    "caprice.lesson.end": {
        "de": "Das Spiel endet, wenn fünf Türme 4 Scheiben hoch sind. Hier oben wird mitgezählt.",
        "en": "The game ends when five towers are 4 discs high. The count is up here."},
    "caprice.lesson.order": {
        "de": "Dann legt jeder seine Symbolsteine geheim in eine Reihenfolge von unten nach oben. Sie gilt für "
              "alle sechs Türme.",
        "en": "Then everyone secretly puts their symbol tiles in an order from bottom to top. It applies to all "
              "six towers."},
    "caprice.lesson.score": {
        "de": "Jede Ebene, deren Scheibe zum Symbolstein an derselben Stelle passt, bringt 1 Punkt. Passen alle "
              "4, gibt es 1 Bonuspunkt.",
        "en": "Each level whose disc matches the tile in the same position scores 1 point. If all 4 match, you "
              "get 1 bonus point."},
    "caprice.lesson.whole_tower": {
        "de": "Legst du deine Steine wie diesen Turm – dunkel-rund, hell-gezahnt, hell-rund, dunkel-gezahnt –, "
              "bringt er 4 + 1 = 5 Punkte!",
        "en": "Order your tiles like this tower – dark-round, light-toothed, light-round, dark-toothed – and it "
              "scores 4 + 1 = 5 points!"},
    "caprice.lesson.live": {
        "de": "Hier steht, was du jetzt mit der besten Reihenfolge hättest. Kastell schlägt sie dir am Ende vor.",
        "en": "Here you see what you would score now in the best order. Kastell suggests it at the end."},
    "caprice.lesson.go": {
        "de": "Jetzt spielst du allein weiter. Mit dem Versetzen kannst du auch Kunos Pläne stören. Viel Glück!",
        "en": "Now play on by yourself. Moving discs also lets you spoil Kuno's plans. Good luck!"},
    # ---------------------------------------------------------------- the hint (scenes/tables/caprice/advisor.py)
    "caprice.hint.place": {"de": "Tipp: Lege eine Scheibe „{disc}“ in den goldenen Ring.",
                           "en": "Hint: put a {disc} disc in the gold ring."},
    "caprice.hint.move": {"de": "Tipp: Versetze die Scheibe wie der Pfeil.", "en": "Hint: move the disc as the arrow shows."},
    "caprice.hint.skip": {"de": "Tipp: Nicht versetzen, Fertig.", "en": "Hint: no move, Done."},
    "caprice.why.full_match": {"de": "Der Turm wird voll und passt ganz: Bonuspunkt.",
                               "en": "The tower is full and matches all four: bonus point."},
    "caprice.why.gain": {"de": "+{gain} für deine Symbolsteine (dann {n} Punkte).",
                         "de_one": "+{gain} für deine Symbolsteine (dann 1 Punkt).",
                         "en": "+{gain} for your tiles ({n} points then).",
                         "en_one": "+{gain} for your tiles (1 point then)."},
    "caprice.why.cost": {"de": "Kostet dich {lost}, doch die anderen mehr.",
                         "en": "Costs you {lost}, the others more."},
    "caprice.why.guard": {"de": "Rot markiert kann der Nächste sie nicht versetzen; du bleibst bei {points}.",
                          "en": "Marked red, the next player cannot move it; you keep {points}."},
    "caprice.why.hold": {"de": "Deine Punkte bleiben bei {points}.", "en": "Your points stay at {points}."},
    "caprice.why.skip_nothing": {"de": "Kein Versetzen bringt dir Punkte.", "en": "No move earns you points."},
    "caprice.why.skip": {"de": "Du behältst {n} Punkte, das Brett bleibt.",
                         "de_one": "Du behältst 1 Punkt, das Brett bleibt.",
                         "en": "You keep {n} points; the board stays.",
                         "en_one": "You keep 1 point; the board stays."},
}
