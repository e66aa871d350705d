"""The words of Castro, German first, English second: the rules' error texts and names, and
everything the table and its overlays say.

Castro's player-facing strings, German first, English second.

Error texts sit under ``error.<code>`` for every ``IllegalMove`` code of
``game.castro`` (``game.castro.ERROR_CODES``); their ``{placeholders}`` are
params the rules pass. Category names sit under ``castro.cat.<category>``.
The rules pass a category as its code (``"pair3"``), never as text; the
sentences here do not name it, the board shows the field's symbol.

Player-facing texts of the Castro table (German first, English second).
"""
from __future__ import annotations

STRINGS: dict[str, dict[str, str]] = {
    "game.castro": {"de": "Castro", "en": "Castro"},  # the game's name (its GameSpec.title_key)
    # ---------------------------------------------------------------- the rules: errors and names
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
    # ---------------------------------------------------------------- the table
    "castro.roll": {"de": "Würfeln", "en": "Roll"},
    "castro.roll_sub": {"de": "{n}. Wurf · bis Höhe {height}", "en": "roll {n} · up to height {height}"},
    "castro.no_rolls": {"de": "keine Würfe mehr", "en": "no rolls left"},
    "castro.keep": {"de": "Behalten", "en": "Keep"},
    "castro.discard": {"de": "Dach abgeben", "en": "Put a roof aside"},
    "castro.coach": {"de": "Trainer", "en": "Coach"},
    "castro.coach_title": {"de": "Chance in den restlichen Würfen", "en": "Chance within the rolls left"},
    "castro.round": {"de": "Runde {n} / 15", "en": "Round {n} / 15"},
    "castro.roll_first": {"de": "Erst würfeln!", "en": "Roll first!"},
    "castro.discarded": {"de": "{name} legt ein Dach zur Seite.", "en": "{name} puts a roof aside.",
                          "de_you": "{name} legst ein Dach zur Seite.", "en_you": "{name} put a roof aside."},
    "castro.rolling": {"de": "Die Würfel rollen …", "en": "The dice are rolling …"},
    # the last turn in a line under the prompt (row and column counted from the top left)
    "castro.told.new": {"de": "{name} setzt ein Dach auf {category} (Reihe {row}, Spalte {col}).",
                        "en": "{name} puts a roof on {category} (row {row}, column {col}).",
                        "en_you": "{name} put a roof on {category} (row {row}, column {col})."},
    "castro.told.tower": {"de": "{name} baut {category} (Reihe {row}, Spalte {col}) auf {height} Dächer.",
                          "en": "{name} builds {category} (row {row}, column {col}) up to {height} roofs.",
                          "en_you": "{name} build {category} (row {row}, column {col}) up to {height} roofs."},
    "castro.ai_turn": {"de": "{name} ist dran – tippen, um es zu beschleunigen.",
                       "en": "{name}'s turn – tap to hurry."},
    "castro.prompt_start": {"de": "{name}, du bist dran: Würfle!", "en": "{name}, your turn: roll the dice!"},
    "castro.prompt_keep": {"de": "Tippe auf ein leuchtendes Feld – oder behalte Würfel und würfle weiter.",
                           "en": "Tap a glowing field – or keep dice and roll again."},
    "castro.prompt_nothing": {"de": "Noch keine Kombination. Behalte gute Würfel und würfle weiter.",
                              "en": "No combination yet. Keep good dice and roll again."},
    "castro.prompt_last": {"de": "Letzter Wurf: Jetzt nur auf ein leeres leuchtendes Feld.",
                           "en": "Last roll: only an empty glowing field now."},
    "castro.prompt_discard": {"de": "Nichts passt. Lege ein Dach zur Seite.",
                              "en": "Nothing fits. Put a roof aside."},
    "castro.won_line": {"de": "{name} hat vier in einer Reihe!", "en": "{name} has four in a row!",
                         "de_you": "{name} hast vier in einer Reihe!", "en_you": "{name} have four in a row!"},
    "castro.won_yatzy": {"de": "{name} steht auf allen drei Yatzy-Feldern!",
                         "en": "{name} is on all three yatzy fields!",
                         "de_you": "{name} stehst auf allen drei Yatzy-Feldern!",
                         "en_you": "{name} are on all three yatzy fields!"},
    "castro.over": {"de": "Alle Dächer sind verbaut – die Höhe zählt.", "en": "All roofs are used – height counts."},
    "castro.supply": {"de": "{n} übrig", "en": "{n} left"},
    # real dice (a table option): the café rolls its own dice and types each roll into the dice picker
    "castro.real_dice": {"de": "Echte Würfel", "en": "Real dice"},
    "castro.real.prompt": {"de": "Echte Würfel: {name} würfelt …", "en": "Real dice: {name} is rolling …"},
    "castro.real.title": {"de": "{name}, wie sind deine Würfel gefallen?", "en": "{name}, how did your dice land?"},
    "castro.real.title_ai": {"de": "Würfle für {name}: Wie sind die Würfel gefallen?",
                             "en": "Roll for {name}: how did the dice land?"},
    "castro.real.roll_all": {"de": "{n}. Wurf: alle fünf Würfel in den Becher", "en": "Roll {n}: all five dice in the cup"},
    "castro.real.roll_some": {"de": "{n}. Wurf: {rolled} neu gewürfelt, {kept} behalten",
                              "en": "Roll {n}: {rolled} rolled again, {kept} kept"},
    "castro.real.how": {"de": "Stell jeden Würfel so ein, wie er liegt: antippen oder die Augenzahl darunter wählen.",
                        "en": "Set each die as it landed: tap it, or pick its number below."},
    "castro.real.how_keys": {"de": "Tasten 1 bis 6 stellen den markierten Würfel ein, Enter übernimmt.",
                             "en": "Keys 1 to 6 set the marked die, Enter confirms."},
    "castro.real.how_pad": {"de": "Steuerkreuz wählt aus, A stellt ein – dann „Übernehmen“.",
                            "en": "D-pad to choose, A to set – then “Use these dice”."},
    "castro.real.todo": {"de": "Noch {n} Würfel einstellen", "en": "{n} dice still to set", "en_one": "1 die still to set"},
    "castro.real.ready": {"de": "Alles richtig? Dann „Übernehmen“.", "en": "All correct? Then “Use these dice”."},
    "castro.real.missing": {"de": "Noch nicht fertig: {n} Würfel haben keine Augenzahl.",
                            "de_one": "Noch nicht fertig: Ein Würfel hat keine Augenzahl.",
                            "en": "Not yet: {n} dice have no number.", "en_one": "Not yet: one die has no number."},
    "castro.real.kept": {"de": "Behalten", "en": "Kept"},
    "castro.real.confirm": {"de": "Übernehmen", "en": "Use these dice"},
    "castro.real.clear": {"de": "Neu eingeben", "en": "Clear"},
    # the fields panel: a legend of the field signs, with the Trainer on the chances too
    "castro.legend_title": {"de": "Die Felder", "en": "The fields"},
    "castro.pairs": {"de": "Zwilling", "en": "Pair"},
    # the hint (H, gamepad Y, the top bar's button): the hard AI's move and why
    "castro.hint.first": {"de": "Tipp: Würfle!", "en": "Hint: roll the dice!"},
    "castro.hint.keep": {"de": "Tipp: Behalte {dice}, dann würfle.", "en": "Hint: keep {dice}, then roll.",
                         "de_one": "Tipp: Behalte die {dice}, dann würfle.", "en_one": "Hint: keep the {dice}, then roll."},
    "castro.hint.roll_all": {"de": "Tipp: Würfle alle fünf Würfel neu.", "en": "Hint: roll all five dice again."},
    "castro.hint.place": {"de": "Tipp: Setz dein Dach auf das markierte Feld.",
                          "en": "Hint: put your roof on the marked field."},
    "castro.hint.discard": {"de": "Tipp: Lege ein Dach zur Seite.", "en": "Hint: put a roof aside."},
    "castro.why.first_roll": {"de": "Alle fünf Würfel rollen – du hast fünf Würfe.",
                              "en": "All five dice roll – you have five rolls."},
    "castro.why.chance": {"de": "{category}: {pct} % {rolls}", "en": "{category}: {pct} % {rolls}"},
    "castro.in_rolls": {"de": "in {word} Würfen", "en": "in {word} rolls",
                        "de_one": "in einem Wurf", "en_one": "in one roll"},
    "castro.word.2": {"de": "zwei", "en": "two"},
    "castro.word.3": {"de": "drei", "en": "three"},
    "castro.word.4": {"de": "vier", "en": "four"},
    "castro.word.5": {"de": "fünf", "en": "five"},
    "castro.and": {"de": "und", "en": "and"},
    "castro.dice_group": {"de": "{word} {value}er", "en": "{word} {value}s"},
    "castro.why.win_line": {"de": "Vier in einer Reihe – du gewinnst!", "en": "Four in a row – you win!"},
    "castro.why.win_yatzy": {"de": "Alle drei Yatzy-Felder – du gewinnst!", "en": "All three yatzy fields – you win!"},
    "castro.why.block": {"de": "{category}: Du stellst dich {name} in den Weg.",
                         "en": "{category}: you get in {name}'s way."},
    "castro.why.three_in_line": {"de": "{category}: drei in einer Reihe – eins fehlt zum Sieg.",
                                 "en": "{category}: three in a row – one more wins."},
    "castro.why.steal": {"de": "{category}: Der Turm von {name} wird deiner, {height} hoch.",
                         "en": "{category}: {name}'s tower becomes yours, {height} high."},
    "castro.why.yatzy_field": {"de": "Yatzy: Dann stehst du auf {count} von 3 Yatzy-Feldern.",
                               "en": "Yatzy: you will be on {count} of the 3 yatzy fields."},
    "castro.why.height": {"de": "{category}: Dein Turm wird {height} hoch.",
                          "en": "{category}: your tower will be {height} high."},
    "castro.why.nothing_fits": {"de": "Nach dem 5. Wurf passt kein leeres Feld.",
                                "en": "After the 5th roll no empty field fits."},
    # ---------------------------------------------------------------- the lesson (castro/lesson.py)
    "castro.lesson.welcome": {
        "de": "Willkommen bei Castro! Liegt auf vier Feldern in einer Reihe dein Dach oben – waagerecht, "
              "senkrecht oder schräg –, gewinnst du sofort.",
        "en": "Welcome to Castro! Have your roof on top of four fields in a row – across, down or diagonal – "
              "and you win at once."},
    "castro.lesson.yatzy_win": {
        "de": "Oder: ein Dach von dir auf allen drei Yatzy-Feldern, auch unten im Turm.",
        "en": "Or: a roof of yours on all three Yatzy fields, even low in a tower."},
    "castro.lesson.roll": {"de": "Du fängst an. Tippe auf „Würfeln“.", "en": "You start. Tap “Roll”."},
    "castro.lesson.three": {
        "de": "Drei Vieren: ein Drilling! Die leuchtenden Felder passen dazu. Du hast aber noch vier Würfe.",
        "en": "Three 4s: three of a kind! The glowing fields fit it. But you have four more rolls."},
    "castro.lesson.keep": {
        "de": "Tippe die drei Vieren an – sie bleiben liegen. Dann „Würfeln“: Nur zwei Würfel rollen.",
        "en": "Tap the three 4s – they stay. Then “Roll”: only two dice roll."},
    "castro.lesson.keep_wrong": {
        "de": "Behalte genau die drei Vieren (antippen, bis sie unten liegen) und tippe dann auf „Würfeln“.",
        "en": "Keep exactly the three 4s (tap them until they sit below) and then tap “Roll”."},
    "castro.lesson.four": {
        "de": "Ein Vierling! Er passt auch auf Drillinge und das Zwillingsfeld der Vieren.",
        "en": "Four of a kind! It also fits three-of-a-kind fields and the pair field of the 4s."},
    "castro.lesson.height": {
        "de": "Je weniger Würfe, desto höher darfst du bauen: nach dem 2. Wurf auf Türme mit bis zu 3 "
              "Dächern. Die Zahl zeigt die Höhe deines Dachs.",
        "en": "The fewer rolls, the higher you may build: after the 2nd roll on towers of up to 3 roofs. "
              "The number shows your roof's height."},
    "castro.lesson.place_four": {"de": "Setze dein Dach auf dieses Vierling-Feld: tippe es an.",
                                 "en": "Put your roof on this four-of-a-kind field: tap it."},
    "castro.lesson.place_wrong": {"de": "Tippe genau das Feld an, auf das der Pfeil zeigt.",
                                  "en": "Tap exactly the field the arrow points at."},
    "castro.lesson.kuno": {"de": "Jetzt ist Kuno dran. Schau zu!", "en": "Now it is Kuno's turn. Watch!"},
    "castro.lesson.overbuilt": {
        "de": "Autsch! Kuno hatte den Vierling schon im 1. Wurf und darf darum bis auf 4 Dächer bauen. "
              "Sein Dach liegt oben: Der Turm gehört ihm.",
        "en": "Ouch! Kuno made four of a kind on his 1st roll, so he may build on up to 4 roofs. His roof "
              "is on top: the tower is his."},
    "castro.lesson.trainer": {
        "de": "Der Trainer zeigt, wie wahrscheinlich du jede Kombination noch schaffst.",
        "en": "The Coach shows how likely you still make each combination."},
    "castro.lesson.roll_again": {"de": "Dein Zug: Tippe auf „Würfeln“.", "en": "Your turn: tap “Roll”."},
    "castro.lesson.almost_straight": {
        "de": "1-2-3-4 und eine 6: Eine Straße braucht fünf Würfel in Folge. Der Trainer sagt: Das klappt "
              "oft.",
        "en": "1-2-3-4 and a 6: a straight takes five dice in sequence. The Coach says: likely."},
    "castro.lesson.keep_straight": {"de": "Behalte 1, 2, 3 und 4 und würfle die 6 neu.",
                                    "en": "Keep 1, 2, 3 and 4 and roll the 6 again."},
    "castro.lesson.keep_straight_wrong": {
        "de": "Tippe die 1, 2, 3 und 4 an (nicht die 6) und dann auf „Würfeln“.",
        "en": "Tap the 1, 2, 3 and 4 (not the 6) and then “Roll”."},
    "castro.lesson.place_straight": {"de": "Eine Straße! Setze sie auf dieses Straßen-Feld.",
                                     "en": "A straight! Put it on this straight field."},
    "castro.lesson.pair_field": {
        "de": "Zwei Einsen: Jeder Zwilling hat genau ein festes Feld, hier das der Einsen.",
        "en": "Two 1s: each pair has exactly one field, here the one of the 1s."},
    "castro.lesson.last_roll": {
        "de": "Ein Full House! Merke: Es zählt nur der letzte Wurf. Würfelst du weiter, ist es weg.",
        "en": "A full house! Remember: only the last roll counts. Roll on and it is gone."},
    "castro.lesson.place_full": {"de": "Setze es hierhin – neben dein Straßen-Dach.",
                                 "en": "Put it here – next to your straight roof."},
    "castro.lesson.take_back": {
        "de": "Ein Vierling im 1. Wurf: Hol dir Kunos Turm zurück!",
        "en": "Four of a kind on the 1st roll: take Kuno's tower back!"},
    "castro.lesson.place_back": {"de": "Tippe den Turm an, der Kuno gehört.",
                                 "en": "Tap the tower that is Kuno's."},
    "castro.lesson.three_in_row": {
        "de": "Drei in einer Reihe! Noch ein Dach links oder rechts daneben, und du gewinnst.",
        "en": "Three in a row! One more roof to the left or right and you win."},
    "castro.lesson.fifth_roll": {
        "de": "Zuletzt: Nach dem 5. Wurf darfst du nur auf ein leeres Feld setzen. Viel Glück!",
        "en": "Last: after the 5th roll you may only build on an empty field. Good luck!"},
}
