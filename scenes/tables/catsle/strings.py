"""The words of CATsle Builders, German first, English second: the rules' error texts and names, and
everything the table and its overlays say.

Player-facing strings of CATsle Builders, German first, English second.

Error texts for every ``IllegalMove`` code of ``game.catsle`` (keys
``error.<code>``; placeholders are params the rules pass), the suit names and
the card names. A ``{suit}`` param is a suit letter (``W G R Y B``): the UI
replaces it by the translated plural name ``catsle.suit.<letter>`` ("Tore",
"Gates") before formatting, so every text using ``{suit}`` is written for the
plural ("deine Tore", "your Gates"). A ``{card}`` param such as ``"B9"`` is
replaced by the card's name ``catsle.card`` made with the singular suit name
``catsle.suit_one.<letter>`` ("Burggraben-9", "Moat 9"). Column indices are
not shown to players (the texts name the column's limit instead). Meant to be
merged into the app's table (``scenes.services.strings.STRINGS``, through ``i18n.add_strings``).

Player-facing texts of the CATsle table and its round scoring (German first, English second).

Counts take ``n`` so that ``scenes.services.i18n.tr`` picks the singular forms (``de_one`` / ``en_one``).
"""
from __future__ import annotations

STRINGS: dict[str, dict[str, str]] = {
    "game.catsle": {"de": "CATsle Builders", "en": "CATsle Builders"},  # the game's name (its GameSpec.title_key)
    # ---------------------------------------------------------------- the rules: errors and names
    # suits (plural: the suit as a whole, "deine Tore")
    "catsle.suit.W": {"de": "Mauern", "en": "Walls"},
    "catsle.suit.G": {"de": "Giebel", "en": "Gables"},
    "catsle.suit.R": {"de": "Tore", "en": "Gates"},
    "catsle.suit.Y": {"de": "Brücken", "en": "Bridges"},
    "catsle.suit.B": {"de": "Burggräben", "en": "Moats"},
    # suits (singular: one card's suit, "die Tor-7")
    "catsle.suit_one.W": {"de": "Mauer", "en": "Wall"},
    "catsle.suit_one.G": {"de": "Giebel", "en": "Gable"},
    "catsle.suit_one.R": {"de": "Tor", "en": "Gate"},
    "catsle.suit_one.Y": {"de": "Brücke", "en": "Bridge"},
    "catsle.suit_one.B": {"de": "Burggraben", "en": "Moat"},
    # a card by name: "die Burggraben-9", "the Moat 9"
    "catsle.card": {"de": "{suit}-{value}", "en": "{suit} {value}"},
    # errors
    "error.catsle.game_over": {"de": "Das Spiel ist vorbei.", "en": "The game is over."},
    "error.catsle.not_a_move": {"de": "Das ist kein Zug in CATsle Builders.",
                                "en": "That is not a CATsle Builders move."},
    "error.catsle.not_your_turn": {"de": "Du bist gerade nicht dran.", "en": "It is not your turn."},
    "error.catsle.waiting_for_chance": {"de": "Warte kurz, die Karten werden gerade verteilt.",
                                        "en": "Wait a moment, the cards are being dealt."},
    "error.catsle.not_chance_step": {"de": "Jetzt wird nicht gemischt oder verteilt.",
                                     "en": "No cards are dealt now."},
    "error.catsle.bad_player": {"de": "Es gibt nur {players} Spieler.", "en": "There are only {players} players."},
    "error.catsle.bad_deal": {"de": "Jeder der {players} Spieler bekommt {hand_size} verschiedene Karten.",
                              "en": "Each of the {players} players gets {hand_size} different cards."},
    "error.catsle.unknown_card": {"de": "Diese Karte gibt es nicht.", "en": "There is no such card."},
    "error.catsle.must_take": {"de": "Jetzt werden erst Karten aus dem Stich genommen.",
                               "en": "First the cards of the trick are taken."},
    "error.catsle.must_play": {"de": "Spiele zuerst eine Karte aus. Genommen wird, wenn der Stich fertig ist.",
                               "en": "Play a card first. Cards are taken when the trick is complete."},
    "error.catsle.not_in_hand": {"de": "Die {card} hast du nicht auf der Hand.",
                                 "en": "The {card} is not in your hand."},
    "error.catsle.must_follow": {"de": "Du musst Farbe bedienen: Spiele eine Karte der Farbe {suit}.",
                                 "en": "You must follow suit: play one of your {suit}."},
    "error.catsle.not_in_trick": {"de": "Die {card} liegt nicht mehr im Stich.",
                                  "en": "The {card} is no longer in the trick."},
    "error.catsle.bad_column": {"de": "Diese Spalte gibt es nicht. Du hast {columns} Spalten.",
                                "en": "There is no such column. You have {columns} columns."},
    "error.catsle.wrong_column": {
        "de": "Die {card} gehört in die Spalte mit dem Limit {limit}: Dort liegen schon deine {suit}.",
        "en": "The {card} belongs in the column with limit {limit}: your {suit} are already there."},
    "error.catsle.column_taken": {"de": "In dieser Spalte liegen schon {suit}. Wähle eine leere Spalte.",
                                  "en": "This column already holds {suit}. Choose an empty column."},
    # ---------------------------------------------------------------- the table
    "catsle.round": {"de": "Runde {n} / 3", "en": "Round {n} / 3"},
    "catsle.round_of": {"de": "Runde {n} von 3", "en": "Round {n} of 3"},
    "catsle.tricks_left": {"de": "Noch {n} Stiche", "en": "{n} tricks left",
                           "de_one": "Noch 1 Stich", "en_one": "1 trick left"},
    "catsle.takes_title": {"de": "Wer nimmt wie viele?", "en": "Who takes how many?"},
    "catsle.starts": {"de": "{name} beginnt.", "en": "{name} starts.", "de_you": "{name} beginnst.",
                       "en_you": "{name} start."},
    "catsle.take_first": {"de": "Erst werden die Karten des Stichs genommen.", "en": "First the trick's cards are taken."},
    "catsle.one_column": {"de": "Diese Karte passt nur in eine Spalte – tippe sie an.",
                          "en": "This card fits only one column – tap it."},
    "catsle.pick_card": {"de": "Tippe zuerst eine Karte im Stich an.", "en": "First tap a card in the trick."},
    "catsle.over": {"de": "Drei Runden gespielt – das Spiel ist aus.", "en": "Three rounds played – the game is over."},
    "catsle.dealing": {"de": "Die Karten werden verteilt …", "en": "Dealing …"},
    "catsle.ai_turn": {"de": "{name} ist dran – tippen, um es zu beschleunigen.", "en": "{name}'s turn – tap to hurry."},
    "catsle.prompt_take": {"de": "{name}: Nimm {n} Karten aus dem Stich und lege jede in eine leuchtende Spalte.",
                           "en": "{name}: take {n} cards from the trick and put each in a glowing column.",
                           "de_one": "{name}: Nimm eine Karte aus dem Stich und lege sie in eine leuchtende Spalte.",
                           "en_one": "{name}: take one card from the trick and put it in a glowing column."},
    "catsle.prompt_place": {"de": "{name}: Lege die {card} in eine leuchtende Spalte – oder tippe eine andere "
                                  "Karte im Stich an.",
                            "en": "{name}: put the {card} in a glowing column – or tap another card in the trick."},
    "catsle.prompt_follow": {"de": "{name}, bediene Farbe: Spiele eine Karte der Farbe {suit}.",
                             "en": "{name}, follow suit: play one of your {suit}."},
    "catsle.prompt_play": {"de": "{name}, spiele eine Karte aus.", "en": "{name}, lead a card."},
    "catsle.prompt_any": {"de": "{name}: Keine Karte der Farbe {suit} – spiele eine beliebige Karte.",
                          "en": "{name}: no {suit} card – play any card."},
    "catsle.next_round": {"de": "Nächste Runde", "en": "Next round"},
    "catsle.to_results": {"de": "Zum Ergebnis", "en": "To the results"},
    "catsle.score_title": {"de": "Wertung der Runde {n}", "en": "Scoring of round {n}"},
    "catsle.sum": {"de": "Summe", "en": "Total"},
    "catsle.round_short": {"de": "Runde {n}", "en": "Round {n}"},
    "catsle.bonus": {"de": "Bonus", "en": "Bonus"},
    "catsle.score_legend": {
        "de": "Spalte bis zum Limit: +1 je Karte. Spalte über dem Limit: −1 je Karte darüber, die übrigen "
              "zählen nichts.",
        "en": "A column up to its limit: +1 per card. A column over its limit: −1 per card above it, the rest "
              "count nothing."},
    "catsle.score_legend_bonus": {"de": "Bonus für Spalten genau am Limit: {table}.",
                                   "en": "Bonus for columns exactly at their limit: {table}."},
    "catsle.bonus_piece": {"de": "{n} Spalten +{bonus}", "en": "{n} columns +{bonus}",
                           "de_one": "1 Spalte +{bonus}", "en_one": "1 column +{bonus}"},
    # ---------------------------------------------------------------- the lesson (catsle/lesson.py)
    "catsle.lesson.welcome": {
        "de": "Willkommen bei CATsle Builders! Karten, die du aus den Stichen nimmst, baust du in deinen Bauplan.",
        "en": "Welcome to CATsle Builders! Cards you take from the tricks go into your blueprint."},
    "catsle.lesson.kuno_leads": {"de": "Kuno spielt aus. Schau zu!", "en": "Kuno leads. Watch!"},
    "catsle.lesson.lotte_plays": {"de": "Jetzt ist Lotte dran.", "en": "Now it is Lotte's turn."},
    "catsle.lesson.follow": {
        "de": "Kuno spielt eine Brücke aus. Wer diese Farbe hat, muss bedienen. Du hast nur eine – die anderen "
              "Karten sind dunkel.",
        "en": "Kuno leads a bridge. Whoever holds that suit must follow. You have just one – your other cards "
              "are dimmed."},
    "catsle.lesson.play_follow": {"de": "Spiele deine Brücke-7.", "en": "Play your Bridge 7."},
    "catsle.lesson.play_wrong": {"de": "Tippe genau die Karte an, auf die der Pfeil zeigt.",
                                 "en": "Tap exactly the card the arrow points at."},
    "catsle.lesson.who_wins": {
        "de": "Die ausgespielte Farbe schlägt alle anderen, und der höhere Wert gewinnt: Deine 7 ist Nummer 1!",
        "en": "The led suit beats all others, and the higher value wins: your 7 is number 1!"},
    "catsle.lesson.who_takes": {
        "de": "Wer nimmt wie viele? Nummer 1 nimmt 1 Karte, Nummer 2 die beiden übrigen und spielt danach aus. "
              "Nummer 3 geht leer aus.",
        "en": "Who takes how many? Number 1 takes 1 card, number 2 the other two and then leads. Number 3 gets "
              "nothing."},
    "catsle.lesson.columns": {
        "de": "Dein Bauplan hat 4 Spalten mit den Limits 2, 3, 4 und 5. In einer Spalte liegt nur eine Farbe.",
        "en": "Your blueprint has 4 columns with limits 2, 3, 4 and 5. A column only ever holds one suit."},
    "catsle.lesson.take_first": {
        "de": "Tippe Kunos Brücke-5 an, dann die Spalte mit Limit 2: Brücken hast du keine mehr.",
        "en": "Tap Kuno's Bridge 5, then the column with limit 2: you have no bridges left."},
    "catsle.lesson.take_wrong": {
        "de": "Tippe erst die Karte im Stich an, dann die Spalte – der Pfeil zeigt dir beide.",
        "en": "First tap the card in the trick, then the column – the arrow shows you both."},
    "catsle.lesson.kuno_takes": {"de": "Kuno nimmt die beiden übrigen.", "en": "Kuno takes the other two."},
    "catsle.lesson.play_free": {
        "de": "Lotte hat keine Brücke, du auch nicht: Dann darfst du jede Karte spielen. Spiele die Mauer-7.",
        "en": "Lotte has no bridge, nor do you: then you may play any card. Play the Wall 7."},
    "catsle.lesson.tie": {
        "de": "Zwei Siebenen in fremden Farben: Bei gleichem Wert ist die später gespielte stärker. "
              "Du bist Nummer 2!",
        "en": "Two 7s, neither in the led suit: with equal values the one played later is stronger. "
              "You are number 2!"},
    "catsle.lesson.kuno_first": {"de": "Kuno nimmt zuerst.", "en": "Kuno takes first."},
    "catsle.lesson.take_forced": {
        "de": "Du nimmst die beiden übrigen. Brücken liegen schon in einer Spalte: Dorthin muss die Brücke-8.",
        "en": "You take the other two. Bridges already lie in a column: the Bridge 8 must go there."},
    "catsle.lesson.exact": {
        "de": "Genau 2 Karten bei Limit 2: eine Punktlandung! Eine weitere Brücke läge quer: minus 1 Punkt, "
              "und die 2 zählen dann nichts.",
        "en": "Exactly 2 cards at limit 2: a bullseye! Another bridge would lie sideways: minus 1 point, and "
              "the 2 then count nothing."},
    "catsle.lesson.take_new": {
        "de": "Eine neue Farbe kommt in eine leere Spalte. Du hast viele Mauern: Lege die Mauer-7 in die Spalte "
              "mit Limit 5.",
        "en": "A new suit goes into an empty column. You hold many walls: put the Wall 7 into the column "
              "with limit 5."},
    "catsle.lesson.zero": {
        "de": "Zu viert und zu fünft gibt es noch eine Spalte mit Limit 0: Jede Karte darin liegt quer.",
        "en": "With 4 or 5 players there is also a column with limit 0: every card in it lies sideways."},
    "catsle.lesson.score": {
        "de": "Am Rundenende bringt jede Spalte im Limit 1 Punkt je Karte. Bonus für Punktlandungen: 1, 3, 6 "
              "oder 10 Punkte für 1 bis 4 Spalten.",
        "en": "After the round, each column within its limit scores 1 point per card. Bullseye bonus: 1, 3, 6 "
              "or 10 points for 1 to 4 columns."},
    "catsle.lesson.lead": {
        "de": "Du hast 2 Karten genommen, also spielst du aus – jede Karte ist erlaubt. Spiele die Tor-11.",
        "en": "You took 2 cards, so you lead – any card is allowed. Play the Gate 11."},
    "catsle.lesson.kuno_plays": {"de": "Kuno muss Tore bedienen.", "en": "Kuno must follow with a gate."},
    "catsle.lesson.take_win": {"de": "Nummer 1! Nimm deine Tor-11 und lege sie in die Spalte mit Limit 3.",
                               "en": "Number 1! Take your Gate 11 and put it into the column with limit 3."},
    "catsle.lesson.lotte_takes": {"de": "Lotte nimmt die beiden übrigen.", "en": "Lotte takes the other two."},
    "catsle.lesson.play_on": {
        "de": "Lotte spielt nun aus. Spiel allein weiter – nach 3 Runden gewinnen die meisten Punkte. "
              "Viel Glück!",
        "en": "Lotte leads next. Play on by yourself: after 3 rounds the most points win. Good luck!"},
    # ---------------------------------------------------------------- the hint (scenes.tables.catsle.advisor)
    "catsle.hint.play": {"de": "Tipp: Spiele {card}. {why}", "en": "Hint: play {card}. {why}"},
    "catsle.hint.take": {"de": "Tipp: Lege {card} in die Spalte mit dem Limit {limit}. {why}",
                         "en": "Hint: put {card} in the column with limit {limit}. {why}"},
    "catsle.why.exact": {"de": "Dann liegen dort genau {count} von {limit}: Bonus!",
                         "en": "It then holds exactly {count} of {limit}: bonus!"},
    "catsle.why.open": {"de": "Sie eröffnet eine leere Spalte für deine {suit}.",
                        "en": "It opens an empty column for your {suit}."},
    "catsle.why.room": {"de": "Dort ist noch Platz: {count} von {limit}.", "en": "There is room: {count} of {limit}."},
    "catsle.why.deny": {"de": "Dir bringt sie nichts, aber {name} nimmt als Nächste und könnte sie brauchen.",
                        "en": "It gains you nothing, but {name} takes next and could use it."},
    "catsle.why.overflow": {"de": "Über dem Limit: Das kostet dich {n} Punkte.",
                            "en": "Over the limit: it costs you {n} points.",
                            "de_one": "Über dem Limit: Das kostet dich 1 Punkt.",
                            "en_one": "Over the limit: it costs you 1 point."},
    "catsle.why.lead_high": {"de": "Es ist die höchste deiner {suit}.", "en": "It is the highest of your {suit}."},
    "catsle.why.lead_low": {"de": "Es ist die niedrigste deiner {suit}.", "en": "It is the lowest of your {suit}."},
    "catsle.why.rank": {"de": "Als letzte Karte wird sie Rang {rank}: Du nimmst {n} Karten.",
                        "en": "As the last card it ranks {rank}: you take {n} cards.",
                        "de_one": "Als letzte Karte wird sie Rang {rank}: Du nimmst 1 Karte.",
                        "en_one": "As the last card it ranks {rank}: you take 1 card."},
    "catsle.why.ahead": {"de": "Sie ist bisher die stärkste Karte im Stich.",
                         "en": "It is the strongest card of the trick so far."},
    "catsle.why.low": {"de": "Sie bleibt hinter einer schon gespielten Karte.",
                       "en": "It stays behind a card already played."},
}
