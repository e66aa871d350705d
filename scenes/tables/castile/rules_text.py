"""The rules of Castile Solitaire as the rules screen shows them, in German and English.

Pure data, written from the seed rule text (shared/seeds) and shared/design/RULES.md: the name, the
menu tagline, the player count, the attract-loop teaser and the sections of the rules screen (see
``scenes.services.rules_book`` for the shape). An item that starts with ``HOUSE: `` states a house
default; the rules screen shows a "Hausregel" badge instead of the prefix.
"""
from __future__ import annotations

RULES: dict[str, dict] = {
        "de": {
            "tagline": "Offene Patience: alle 52 Karten auf die Grundstapel",
            "players": "1 Spieler",
            "teaser": (
 "Alle 52 Karten liegen offen vor dir – kein Nachziehstapel, kein Zufall nach dem Austeilen. "
 "Nur du, dein Plan und vier Könige, die einen freien Platz suchen. "
 "Schaffst du es, jede Farbe bis zum König aufzubauen?"
            ),
            "sections": [
 {
     "title": "Ziel",
     "items": [
         "Lege alle 52 Karten auf die 4 Grundstapel: jede Farbe für sich, vom Ass bis zum König.",
         "Alle Karten liegen offen. Es gibt keinen Nachziehstapel und kein neues Mischen – du "
         "kannst jeden Zug vorausplanen.",
     ],
 },
 {
     "title": "Aufbau",
     "items": [
         "Es gibt 4 Grundstapel; zu Beginn sind sie leer.",
         "Das Tableau hat 8 Fächer mit je 3 offenen Karten.",
         "Dazu kommen 4 Reservestapel mit je 7 offenen Karten.",
         "Jedes Spiel hat eine Nummer. Dieselbe Nummer ergibt immer dieselbe Verteilung – so "
         "kannst du ein Spiel wiederholen oder einem Freund empfehlen.",
     ],
 },
 {
     "title": "Karten bewegen",
     "items": [
         "Du bewegst immer nur eine einzelne Karte, und zwar die oberste eines Stapels. "
         "Mehrere Karten auf einmal darfst du nicht verschieben.",
         "Auf ein Fach legst du eine Karte, die genau eins niedriger ist – die Farbe ist egal. "
         "Auf eine Fünf passt also jede Vier.",
         "Auf einen leeren Grundstapel kommt ein Ass. Darauf folgt die nächsthöhere Karte "
         "derselben Farbe: Auf die Pik-9 passt nur die Pik-10.",
         "Die Reihenfolge ist Ass, 2, 3 … 10, Bube, Dame, König. Auf ein Ass im Tableau kann "
         "nichts gelegt werden.",
         "Karten aus der Reserve und aus den Fächern darfst du auf die Grundstapel oder auf "
         "andere Fächer spielen.",
     ],
 },
 {
     "title": "Sonderregeln",
     "items": [
         "Ein leeres Fach darfst du nur mit einem König füllen.",
         "Auf die Reserve wird nie etwas gelegt. Ein leerer Reservestapel bleibt leer.",
         "Die oberste Karte eines Grundstapels darfst du zurück auf ein Fach legen, wenn sie "
         "dort passt. So schaffst du manchmal Platz für eine andere Karte.",
     ],
 },
 {
     "title": "Spielende und Wertung",
     "items": [
         "Du gewinnst, sobald alle 52 Karten auf den Grundstapeln liegen.",
         "Geht kein Zug mehr, ist das Spiel verloren. Du kannst auch jederzeit aufgeben.",
         "Deine Punktzahl ist die Zahl der Karten auf den Grundstapeln – 52 heißt gewonnen.",
         "Nicht jede Verteilung ist lösbar. Schau dir alles in Ruhe an, bevor du die erste "
         "Karte bewegst.",
     ],
 },
            ],
        },
        "en": {
            "tagline": "Open patience: all 52 cards to the foundations",
            "players": "1 player",
            "teaser": (
 "All 52 cards lie face up in front of you – no stock, no luck once the cards are dealt. "
 "Just you, your plan and four kings looking for a free spot. "
 "Can you build every suit up to its king?"
            ),
            "sections": [
 {
     "title": "Goal",
     "items": [
         "Move all 52 cards onto the 4 foundations: each suit on its own, from ace to king.",
         "All cards are face up. There is no stock and no redeal – you can plan every move "
         "ahead.",
     ],
 },
 {
     "title": "Setup",
     "items": [
         "There are 4 foundations; they start empty.",
         "The tableau has 8 piles of 3 face-up cards each.",
         "There are also 4 reserve piles of 7 face-up cards each.",
         "Every game has a number. The same number always gives the same deal – so you can "
         "replay a game or recommend it to a friend.",
     ],
 },
 {
     "title": "Moving cards",
     "items": [
         "You always move a single card, the top card of a pile. You may not move several "
         "cards at once.",
         "On a tableau pile you place a card exactly one lower – the suit doesn't matter. So "
         "any 4 fits on a 5.",
         "An empty foundation takes an ace. Next comes the card one higher in the same suit: "
         "only the 10 of spades fits on the 9 of spades.",
         "The order is ace, 2, 3 … 10, jack, queen, king. Nothing can be placed on an ace in "
         "the tableau.",
         "Cards from the reserve and from the tableau may be played to the foundations or to "
         "other tableau piles.",
     ],
 },
 {
     "title": "Special rules",
     "items": [
         "Only a king may fill an empty tableau pile.",
         "Nothing is ever placed on the reserve. An empty reserve pile stays empty.",
         "You may move the top card of a foundation back onto a tableau pile if it fits there. "
         "Sometimes that makes room for another card.",
     ],
 },
 {
     "title": "End and scoring",
     "items": [
         "You win as soon as all 52 cards are on the foundations.",
         "If no move is left, the game is lost. You may also give up at any time.",
         "Your score is the number of cards on the foundations – 52 means you have won.",
         "Not every deal can be solved. Take a good look at everything before you move the "
         "first card.",
     ],
 },
            ],
        },
    }
