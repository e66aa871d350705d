"""The rules of CATsle Builders as the rules screen shows them, in German and English.

Pure data, written from the seed rule text (shared/seeds) and shared/design/RULES.md: the name, the
menu tagline, the player count, the attract-loop teaser and the sections of the rules screen (see
``scenes.services.rules_book`` for the shape). An item that starts with ``HOUSE: `` states a house
default; the rules screen shows a "Hausregel" badge instead of the prefix.
"""
from __future__ import annotations

RULES: dict[str, dict] = {
        "de": {
            "tagline": "Stiche sammeln, Spalten füllen – aber nicht zu voll!",
            "players": "3–5 Spieler",
            "teaser": (
  "Ein Stichspiel, bei dem fast jeder etwas abbekommt: Wer den Stich gewinnt, sucht "
  "sich zuerst eine Karte aus. "
  "Füll die Spalten deines Bauplans genau bis zum Limit. "
  "Eine Karte zu viel, und die Mauer wackelt!"
            ),
            "sections": [
  {
      "title": "Ziel",
      "items": [
          "Ihr spielt 3 Runden. Die Karten, die du aus den Stichen nimmst, legst du in die "
          "Spalten deines Bauplans.",
          "Jede Spalte hat ein Limit. Triffst du es genau, gibt es Bonuspunkte – liegen zu "
          "viele Karten darin, kostet das Punkte.",
          "Nach der 3. Runde gewinnt, wer insgesamt die meisten Punkte hat.",
      ],
  },
  {
      "title": "Aufbau",
      "items": [
          "Es gibt 60 Karten in 5 Farben mit den Werten 1 bis 12: Mauern (weiß), Giebel "
          "(grün), Tore (rot), Brücken (gelb) und Burggräben (blau).",
          "Zu dritt werden die 12 Burggraben-Karten aussortiert; ihr spielt dann mit 4 Farben.",
          "HOUSE: Zu dritt und zu viert bekommt jeder 12 Karten, zu fünft 10. Die übrigen "
          "Karten bleiben ungesehen aus dem Spiel.",
          "HOUSE: Dein Bauplan hat 4 Spalten mit den Limits 2, 3, 4 und 5. Zu viert und zu "
          "fünft kommt eine fünfte Spalte mit Limit 0 dazu.",
          "Jede Runde beginnt mit leeren Spalten und frisch gemischten Karten.",
          "In der 1. Runde beginnt ein zufällig gewählter Spieler. In jeder weiteren Runde "
          "beginnt, wer in der Reihe nach dem vorigen Startspieler kommt.",
      ],
  },
  {
      "title": "Stiche",
      "items": [
          "Wer ausspielt, darf eine beliebige Karte legen. Die anderen folgen reihum und "
          "müssen die ausgespielte Farbe bedienen, wenn sie können.",
          "Wer nicht bedienen kann, darf eine beliebige andere Karte spielen.",
          "Karten der ausgespielten Farbe sind am stärksten; unter ihnen gewinnt der höhere Wert.",
          "Danach kommen alle anderen Karten, ebenfalls nach Wert. Haben zwei davon den "
          "gleichen Wert, ist die später gespielte stärker.",
          "HOUSE: Wer die stärkste Karte gespielt hat, nimmt sich 1 Karte aus dem Stich, der "
          "Zweitstärkste 2 der übrigen, jeder weitere 1 – nur der Schwächste geht leer aus.",
          "Beispiel zu viert: Der Stärkste nimmt 1 Karte, der Zweite 2, der Dritte die letzte "
          "Karte, der Schwächste nichts.",
          "Jede genommene Karte legst du sofort in eine Spalte. Wer 2 Karten genommen hat, "
          "spielt den nächsten Stich aus.",
          "Es wird gespielt, bis alle Handkarten aufgebraucht sind. Dann folgt die Rundenwertung.",
      ],
  },
  {
      "title": "Spalten",
      "items": [
          "In einer Spalte liegt immer nur eine Farbe.",
          "Liegt die Farbe der neuen Karte schon in einer Spalte, muss die Karte dorthin. "
          "Sonst wählst du eine leere Spalte.",
          "Karten über dem Limit legst du quer. So siehst du sofort, was zu viel ist.",
          "Die Spalte mit Limit 0 ist eine Strafspalte: Jede Karte darin liegt quer und kostet "
          "am Ende einen Punkt.",
          "Tipp: Plane, welche Farbe in welche Spalte soll. Eine Farbe, von der du viele "
          "Karten erwartest, gehört in eine Spalte mit hohem Limit.",
      ],
  },
  {
      "title": "Spielende und Wertung",
      "items": [
          "Nach jeder Runde wertet jeder Spieler seine Spalten einzeln.",
          "Liegt eine Spalte im Limit, bringt sie so viele Punkte, wie Karten darin liegen.",
          "Liegt eine Spalte über dem Limit, kostet jede quer liegende Karte einen Punkt, und "
          "die übrigen Karten zählen nichts. Beispiel: Limit 2 mit 3 Karten ergibt −1.",
          "Eine Punktlandung ist eine Spalte mit genau so vielen Karten wie ihr Limit. Die "
          "Spalte mit Limit 0 zählt nie als Punktlandung.",
          "HOUSE: Bonus für Punktlandungen: 1 Spalte bringt 1 Punkt, 2 Spalten 3 Punkte, "
          "3 Spalten 6 Punkte und alle 4 Spalten 10 Punkte.",
          "Beispiel: 2 Karten bei Limit 2, 3 bei Limit 3, 1 bei Limit 4 und 7 bei Limit 5 "
          "ergeben 2 + 3 + 1 − 2 = 4, dazu 3 Bonus für 2 Punktlandungen: 7 Punkte.",
          "Ist die Summe einer Runde negativ, bekommst du für diese Runde 0 Punkte.",
          "Nach der 3. Runde gewinnt die höchste Gesamtsumme. Bei Gleichstand gewinnt, wer in "
          "der 3. Runde mehr Punktlandungen hatte; sonst teilt ihr euch den Sieg.",
      ],
  },
            ],
        },
        "en": {
            "tagline": "Win tricks, fill your columns – but not too full!",
            "players": "3–5 players",
            "teaser": (
  "A trick-taking game where almost everyone gets something: whoever wins the trick "
  "picks a card first. "
  "Fill the columns of your blueprint right up to the limit. "
  "One card too many, and the wall starts to wobble!"
            ),
            "sections": [
  {
      "title": "Goal",
      "items": [
          "You play 3 rounds. The cards you take from the tricks go into the columns of your "
          "blueprint.",
          "Each column has a limit. Hit it exactly and you earn bonus points – put too many "
          "cards in and it costs you points.",
          "After the 3rd round, whoever has the most points in total wins.",
      ],
  },
  {
      "title": "Setup",
      "items": [
          "There are 60 cards in 5 suits with values 1 to 12: walls (white), gables (green), "
          "gates (red), bridges (yellow) and moats (blue).",
          "With 3 players the 12 moat cards are removed; you then play with 4 suits.",
          "HOUSE: With 3 or 4 players everyone gets 12 cards, with 5 players 10. The remaining "
          "cards stay out of the game, unseen.",
          "HOUSE: Your blueprint has 4 columns with limits 2, 3, 4 and 5. With 4 or 5 players "
          "a fifth column with limit 0 is added.",
          "Every round starts with empty columns and freshly shuffled cards.",
          "In round 1 a randomly chosen player starts. In each later round, the player next in "
          "turn after the previous starter begins.",
      ],
  },
  {
      "title": "Tricks",
      "items": [
          "The leader may play any card. The others follow in turn and must follow the led "
          "suit if they can.",
          "If you can't follow suit, you may play any other card.",
          "Cards of the led suit are the strongest; among them the higher value wins.",
          "All other cards come next, also by value. If two of them have the same value, the "
          "one played later is stronger.",
          "HOUSE: Whoever played the strongest card takes 1 card from the trick, the second "
          "strongest 2 of the rest, everyone else 1 – only the weakest gets nothing.",
          "Example with 4 players: the strongest takes 1 card, the second 2, the third the last "
          "card, the weakest nothing.",
          "Each card you take goes straight into a column. Whoever took 2 cards leads the next "
          "trick.",
          "Play goes on until all hands are empty. Then the round is scored.",
      ],
  },
  {
      "title": "Columns",
      "items": [
          "A column only ever holds one suit.",
          "If the new card's suit already lies in a column, the card must go there. Otherwise "
          "you choose an empty column.",
          "Cards beyond the limit are laid sideways, so you can see at once what is too much.",
          "The limit-0 column is a penalty column: every card in it lies sideways and costs a "
          "point at the end.",
          "Tip: plan which suit goes into which column. A suit you expect many cards of belongs "
          "in a column with a high limit.",
      ],
  },
  {
      "title": "End and scoring",
      "items": [
          "After each round, every player scores their columns one by one.",
          "A column within its limit scores as many points as it holds cards.",
          "A column over its limit loses a point for each sideways card, and the other cards "
          "count nothing. Example: limit 2 with 3 cards scores −1.",
          "A bullseye is a column holding exactly as many cards as its limit. The limit-0 "
          "column never counts as a bullseye.",
          "HOUSE: Bonus for bullseyes: 1 column scores 1 point, 2 columns 3 points, 3 columns "
          "6 points and all 4 columns 10 points.",
          "Example: 2 cards at limit 2, 3 at limit 3, 1 at limit 4 and 7 at limit 5 make "
          "2 + 3 + 1 − 2 = 4, plus a bonus of 3 for 2 bullseyes: 7 points.",
          "If a round's total is negative, you score 0 for that round.",
          "After round 3 the highest total wins. On a tie, whoever had more bullseyes in "
          "round 3 wins; otherwise you share the win.",
      ],
  },
            ],
        },
    }
