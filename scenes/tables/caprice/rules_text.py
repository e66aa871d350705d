"""The rules of Caprice as the rules screen shows them, in German and English.

Pure data, written from the seed rule text (shared/seeds) and shared/design/RULES.md: the name, the
menu tagline, the player count, the attract-loop teaser and the sections of the rules screen (see
``scenes.services.rules_book`` for the shape). An item that starts with ``HOUSE: `` states a house
default; the rules screen shows a "Hausregel" badge instead of the prefix.
"""
from __future__ import annotations

RULES: dict[str, dict] = {
        "de": {
            "tagline": "Türme bauen, die zu deinen geheimen Steinen passen",
            "players": "2–4 Spieler",
            "teaser": (
 "Alle bauen an denselben sechs Holztürmen – aber jeder verfolgt einen geheimen Plan. "
 "Setze eine Scheibe, versetze eine andere und bring die Türme in deine Reihenfolge. "
 "Erst am Ende wird aufgedeckt!"
            ),
            "sections": [
 {
     "title": "Ziel",
     "items": [
         "Ihr baut gemeinsam Türme aus Holzscheiben. Deine vier geheimen Symbolsteine zeigen, "
         "welche Scheiben dir Punkte bringen.",
         "Am Ende legst du deine Symbolsteine in eine Reihenfolge. Je mehr Ebenen der Türme "
         "dazu passen, desto mehr Punkte bekommst du.",
     ],
 },
 {
     "title": "Aufbau",
     "items": [
         "Der runde Spielplan hat 6 Plätze, auf denen Türme entstehen.",
         "24 Scheiben liegen im gemeinsamen Vorrat: je 6 hell-rund, hell-gezahnt, "
         "dunkel-rund und dunkel-gezahnt.",
         "Die 20 Symbolsteine, 5 von jeder Sorte, kommen ins Säckchen. Reihum zieht jeder, "
         "bis er 4 Stück hat, und hält sie vor den anderen geheim.",
         "HOUSE: Niemand darf mehr als 2 Symbolsteine einer Sorte haben. Ziehst du einen "
         "dritten, legst du ihn zurück und ziehst neu.",
         "Spieler 1 beginnt, danach geht es reihum.",
     ],
 },
 {
     "title": "Ablauf eines Zuges",
     "items": [
         "Einsetzen (Pflicht): Nimm eine beliebige Scheibe aus dem Vorrat und lege sie auf "
         "einen leeren Platz oder auf einen Turm mit weniger als 4 Scheiben.",
         "Versetzen (freiwillig): Danach darfst du eine andere Scheibe auf einen leeren Platz "
         "oder auf einen anderen Turm mit weniger als 4 Scheiben versetzen.",
         "Versetzen darfst du nur die oberste Scheibe eines Turms; eine einzelne Scheibe "
         "zählt auch als Turm.",
         "Die Scheibe, die du gerade eingesetzt hast, darfst du nicht versetzen. Auf ihren "
         "Turm darfst du eine andere Scheibe aber versetzen.",
         "Eine Scheibe darf nicht auf ihren eigenen Platz zurück. Eine einzelne Scheibe darf "
         "aber auf einen anderen leeren Platz umziehen.",
         "Willst du nichts versetzen, lass es einfach. Der rote Markierungsstein bleibt dann, "
         "wo er ist.",
     ],
 },
 {
     "title": "Roter Markierungsstein und Turmhöhe",
     "items": [
         "Die versetzte Scheibe bekommt den roten Markierungsstein. Solange sie ihn trägt, "
         "darf niemand sie versetzen.",
         "Der Markierungsstein wandert zur nächsten Scheibe, die jemand versetzt. Wird eine "
         "Scheibe auf die markierte gelegt, verliert diese ihn ebenfalls.",
         "Ein Turm hat höchstens 4 Scheiben. Die oberste Scheibe eines vollen Turms darfst du "
         "trotzdem versetzen.",
         "Tipp: Mit dem Versetzen kannst du fremde Pläne stören. Achte darauf, welche "
         "Scheiben die anderen gern setzen.",
     ],
 },
 {
     "title": "Spielende und Wertung",
     "items": [
         "Das Spiel endet am Ende eines Zuges, wenn fünf Türme 4 Scheiben hoch sind. Füllt "
         "dein Einsetzen den fünften Turm, kann dein Versetzen ihn noch einmal öffnen.",
         "Jetzt legt jeder seine 4 Symbolsteine geheim in eine Reihenfolge von unten nach "
         "oben. Erst wenn alle fertig sind, wird aufgedeckt.",
         "Deine Reihenfolge gilt für alle sechs Türme. Jede Ebene, deren Scheibe zum "
         "Symbolstein an derselben Stelle passt, bringt 1 Punkt.",
         "Hat ein Turm 4 Scheiben und alle 4 passen, gibt es 1 Bonuspunkt dazu: Dieser Turm "
         "bringt also 5 Punkte.",
         "Beispiel: Deine Reihenfolge ist dunkel-rund, hell-gezahnt, hell-rund, dunkel-gezahnt. "
         "Ein Turm aus dunkel-rund, hell-rund, hell-rund bringt 2 Punkte: Ebene 1 und 3 passen.",
         "Kastell schlägt dir die beste Reihenfolge vor. Du kannst sie vor dem Bestätigen "
         "noch ändern.",
         "Wer die meisten Punkte hat, gewinnt; bei Gleichstand teilt ihr euch den Sieg.",
     ],
 },
            ],
        },
        "en": {
            "tagline": "Build towers that match your secret tiles",
            "players": "2–4 players",
            "teaser": (
 "Everyone builds on the same six wooden towers – but each of you follows a secret plan. "
 "Place a disc, move another and bend the towers to your order. "
 "Nothing is revealed until the end!"
            ),
            "sections": [
 {
     "title": "Goal",
     "items": [
         "Together you build towers of wooden discs. Your four secret symbol tiles show which "
         "discs score for you.",
         "At the end you put your symbol tiles in an order. The more tower levels match it, "
         "the more points you get.",
     ],
 },
 {
     "title": "Setup",
     "items": [
         "The round board has 6 spots where towers grow.",
         "24 discs lie in a shared supply: 6 each of light-round, light-toothed, dark-round "
         "and dark-toothed.",
         "The 20 symbol tiles, 5 of each type, go into the bag. In turn, everyone draws until "
         "they have 4 and keeps them secret from the others.",
         "HOUSE: Nobody may hold more than 2 tiles of one type. If you draw a third, put it "
         "back and draw again.",
         "Player 1 starts, then play goes round in turn.",
     ],
 },
 {
     "title": "A turn",
     "items": [
         "Place (required): take any disc from the supply and put it on an empty spot or on a "
         "tower of fewer than 4 discs.",
         "Move (optional): then you may move another disc to an empty spot or onto another "
         "tower of fewer than 4 discs.",
         "You may only move the top disc of a tower; a single disc counts as a tower too.",
         "You may not move the disc you have just placed. You may, however, move another disc "
         "onto its tower.",
         "A disc may not go back onto its own spot. A single disc may, however, move to "
         "another empty spot.",
         "If you don't want to move anything, just skip it. The red marker then stays where "
         "it is.",
     ],
 },
 {
     "title": "Red marker and tower height",
     "items": [
         "The moved disc gets the red marker. As long as it carries the marker, nobody may "
         "move it.",
         "The marker passes to the next disc anyone moves. If a disc is placed on the marked "
         "one, that one loses the marker too.",
         "A tower holds at most 4 discs. You may still move the top disc of a full tower.",
         "Tip: moving lets you spoil other players' plans. Watch which discs the others like "
         "to place.",
     ],
 },
 {
     "title": "End and scoring",
     "items": [
         "The game ends at the end of a turn when five towers are 4 discs high. If your "
         "placement fills the fifth tower, your move can still open it up again.",
         "Now everyone secretly puts their 4 symbol tiles in an order from bottom to top. "
         "Only when all are done is everything revealed.",
         "Your order applies to all six towers. Each level whose disc matches the tile in the "
         "same position scores 1 point.",
         "If a tower has 4 discs and all 4 match, you get 1 bonus point on top: that tower "
         "scores 5 points.",
         "Example: your order is dark-round, light-toothed, light-round, dark-toothed. A tower "
         "of dark-round, light-round, light-round scores 2 points: levels 1 and 3 match.",
         "Kastell suggests the best order for you. You can still change it before confirming.",
         "Whoever has the most points wins; on a tie you share the win.",
     ],
 },
            ],
        },
    }
