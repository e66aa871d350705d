"""The rules of Castro as the rules screen shows them, in German and English.

Pure data, written from the seed rule text (shared/seeds) and shared/design/RULES.md: the name, the
menu tagline, the player count, the attract-loop teaser and the sections of the rules screen (see
``scenes.services.rules_book`` for the shape). An item that starts with ``HOUSE: `` states a house
default; the rules screen shows a "Hausregel" badge instead of the prefix.
"""
from __future__ import annotations

RULES: dict[str, dict] = {
        "de": {
            "tagline": "Würfeln wie Kniffel, bauen wie „Vier gewinnt“",
            "players": "2–4 Spieler",
            "teaser": (
  "Würfle einen Drilling, eine Straße oder ein Yatzy und setze dein Dach auf das passende Feld. "
  "Je schneller du würfelst, desto höher darfst du fremde Türme überbauen. "
  "Vier oberste Dächer in einer Reihe – und du hast gewonnen!"
            ),
            "sections": [
  {
      "title": "Ziel",
      "items": [
          "Besitze auf vier Feldern in einer Reihe jeweils das oberste Dach – waagerecht, "
          "senkrecht oder diagonal. Dann gewinnst du sofort.",
          "Es gibt einen zweiten schnellen Sieg: Liegt auf allen drei Yatzy-Feldern irgendwo "
          "ein Dach von dir, gewinnst du ebenfalls sofort.",
          "Schafft das niemand, endet das Spiel nach 15 Runden. Dann gewinnt, wer mit seinen "
          "obersten Dächern die meisten Punkte hat.",
      ],
  },
  {
      "title": "Aufbau",
      "items": [
          "Der Spielplan hat 6 × 6 Felder. Jedes Feld zeigt eine Kombination: Zwilling, "
          "Drilling, Vierling, Straße, Full House oder Yatzy.",
          "Es gibt sechs Zwillingsfelder, eines für jede Augenzahl: eines für zwei Einsen, "
          "eines für zwei Zweien und so weiter bis zu zwei Sechsen.",
          "HOUSE: Die genaue Anordnung des Original-Spielplans kennen wir nicht. Kastell nutzt "
          "einen eigenen Plan mit 6 Zwillings-, 3 Yatzy-, 6 Straßen- und je 7 Drillings-, "
          "Vierlings- und Full-House-Feldern.",
          "Jeder Spieler bekommt die 15 Dächer seiner Farbe als Vorrat.",
          "Wer mit einem Würfel die höchste Zahl würfelt, beginnt. Danach geht es reihum.",
      ],
  },
  {
      "title": "Ablauf eines Zuges",
      "items": [
          "Du hast bis zu 5 Würfe mit 5 Würfeln, um eine Kombination zu schaffen. Ansagen "
          "musst du vorher nichts.",
          "Beim 1. Wurf würfelst du alle fünf Würfel. Vor jedem weiteren Wurf darfst du bis "
          "zu vier Würfel beiseitelegen und den Rest neu würfeln.",
          "Beiseitegelegte Würfel darfst du bei einem späteren Wurf auch wieder mitwürfeln.",
          "Die Kombinationen: Zwilling (zwei gleiche), Drilling (drei gleiche), Vierling "
          "(vier gleiche), Full House (drei gleiche plus zwei gleiche) und Yatzy (fünf gleiche).",
          "HOUSE: Eine Straße besteht aus fünf Würfeln in Folge: 1-2-3-4-5 oder 2-3-4-5-6. "
          "Vier in Folge reichen nicht.",
          "Nach jedem Wurf darfst du aufhören und ein Dach auf ein Feld setzen, dessen "
          "Kombination dein Wurf zeigt.",
          "Es zählt immer nur der letzte Wurf – auch wenn ein früherer besser gewesen wäre.",
          "Eine niedrigere Kombination darfst du auch nutzen: Ein Vierling passt auf ein "
          "Drillingsfeld. Fünf Vieren passen auf Yatzy, Vierling, Drilling, Full House und "
          "das Zwillingsfeld der Vieren.",
          "Kannst du nach dem 5. Wurf nirgends setzen, legst du ein Dach aus deinem Vorrat "
          "zur Seite. Es ist für dieses Spiel verloren.",
      ],
  },
  {
      "title": "Überbauen",
      "items": [
          "Je weniger Würfe du brauchst, desto höher darfst du bauen – auch auf fremde Dächer. "
          "Es kommt darauf an, wie viele Dächer schon auf dem Feld liegen.",
          "Nach 5 Würfen darfst du nur auf ein leeres Feld setzen.",
          "Nach 4 Würfen darfst du auf ein leeres Feld oder auf 1 Dach setzen.",
          "Nach 3 Würfen darfst du auf einen Turm mit bis zu 2 Dächern setzen.",
          "Nach 2 Würfen darfst du auf einen Turm mit bis zu 3 Dächern setzen.",
          "Nach 1 Wurf darfst du auf einen Turm mit bis zu 4 Dächern setzen.",
          "Du darfst immer auch niedriger bauen, zum Beispiel nach 1 Wurf auf ein leeres Feld. "
          "Auch auf deine eigenen Dächer darfst du bauen.",
          "Liegen auf einem Feld 5 Dächer, ist der Turm fertig: Das oberste Dach kann niemand "
          "mehr überbauen.",
          "Beispiel: Du würfelst im 2. Wurf einen Drilling. Du darfst auf ein Drillingsfeld mit "
          "bis zu 3 Dächern setzen und so einen fremden Turm übernehmen.",
      ],
  },
  {
      "title": "Spielende und Wertung",
      "items": [
          "Vier eigene oberste Dächer in einer Reihe – waagerecht, senkrecht oder diagonal: "
          "Du gewinnst sofort.",
          "Ein eigenes Dach auf jedem der drei Yatzy-Felder – egal, ob oben oder weiter unten "
          "im Turm: Du gewinnst ebenfalls sofort.",
          "Geprüft wird nach jedem gesetzten Dach, und zwar nur für den Spieler, der gerade "
          "gesetzt hat.",
          "Sonst endet das Spiel nach 15 Runden, wenn alle Dächer verbraucht sind.",
          "Jedes Feld, auf dem dein Dach ganz oben liegt, bringt so viele Punkte, wie der Turm "
          "hoch ist: 1 bis 5. Die höchste Summe gewinnt; bei Gleichstand teilt ihr euch den Sieg.",
          "Beispiel: Ein oberstes Dach in Höhe 4, zwei in Höhe 3, eines in Höhe 2 und drei in "
          "Höhe 1 ergeben 4 + 6 + 2 + 3 = 15 Punkte.",
      ],
  },
  {
      "title": "Häufige Irrtümer",
      "items": [
          "„Mit dem 5. Wurf darf ich auch überbauen.“ – Nein: Nach dem 5. Wurf darfst du nur "
          "auf ein leeres Feld setzen.",
          "„Ich nehme den besten meiner Würfe.“ – Nein: Es zählt immer der letzte Wurf.",
          "„Für einen Zwilling wähle ich ein beliebiges Zwillingsfeld.“ – Nein: Jeder Zwilling "
          "hat genau ein festes Feld. Zwei Fünfen gehören auf das Zwillingsfeld der Fünfen.",
          "„Für den Yatzy-Sieg müssen meine Dächer oben liegen.“ – Nein: Ein eigenes Dach "
          "irgendwo in jedem der drei Yatzy-Türme genügt.",
      ],
  },
            ],
        },
        "en": {
            "tagline": "Roll like Yahtzee, build like Connect Four",
            "players": "2–4 players",
            "teaser": (
  "Roll three of a kind, a straight or a Yatzy and put your roof on a matching field. "
  "The faster you roll it, the higher you may build over other players' towers. "
  "Four top roofs in a row – and you win!"
            ),
            "sections": [
  {
      "title": "Goal",
      "items": [
          "Own the top roof on four fields in a row – across, down or diagonally. Then you "
          "win at once.",
          "There is a second quick win: if you have a roof anywhere on all three Yatzy fields, "
          "you also win at once.",
          "If nobody manages either, the game ends after 15 rounds. Then whoever scores the "
          "most points with their top roofs wins.",
      ],
  },
  {
      "title": "Setup",
      "items": [
          "The board has 6 × 6 fields. Each field shows a combination: pair, three of a kind, "
          "four of a kind, straight, full house or Yatzy.",
          "There are six pair fields, one for each number: one for two 1s, one for two 2s and "
          "so on up to two 6s.",
          "HOUSE: The exact layout of the original board is not known. Kastell uses its own "
          "board with 6 pair, 3 Yatzy, 6 straight and 7 each of three-of-a-kind, "
          "four-of-a-kind and full-house fields.",
          "Each player takes the 15 roofs of their colour as their supply.",
          "Whoever rolls the highest number with one die starts. Then play goes round in turn.",
      ],
  },
  {
      "title": "A turn",
      "items": [
          "You have up to 5 rolls with 5 dice to make a combination. You don't have to "
          "announce anything.",
          "On the 1st roll you roll all five dice. Before each further roll you may set aside "
          "up to four dice and roll the rest again.",
          "Dice you have set aside may be rolled again on a later roll.",
          "The combinations: pair (two the same), three of a kind, four of a kind, full house "
          "(three the same plus two the same) and Yatzy (all five the same).",
          "HOUSE: A straight is five dice in a row: 1-2-3-4-5 or 2-3-4-5-6. Four in a row is "
          "not enough.",
          "After any roll you may stop and put a roof on a field whose combination your roll "
          "shows.",
          "Only your last roll counts – even if an earlier one would have been better.",
          "You may also use a lower combination: four of a kind fits a three-of-a-kind field. "
          "Five 4s fit Yatzy, four of a kind, three of a kind, full house and the pair field "
          "for 4s.",
          "If no field fits after your 5th roll, set one roof from your supply aside. It is out "
          "of the game.",
      ],
  },
  {
      "title": "Building higher",
      "items": [
          "The fewer rolls you need, the higher you may build – on other players' roofs too. "
          "What counts is how many roofs already lie on the field.",
          "After 5 rolls you may only place on an empty field.",
          "After 4 rolls you may place on an empty field or on 1 roof.",
          "After 3 rolls you may place on a tower of up to 2 roofs.",
          "After 2 rolls you may place on a tower of up to 3 roofs.",
          "After 1 roll you may place on a tower of up to 4 roofs.",
          "You may always build lower, for example on an empty field after 1 roll. You may "
          "also build on your own roofs.",
          "Once a field holds 5 roofs, the tower is finished: nobody can build over its top "
          "roof.",
          "Example: you roll three of a kind on your 2nd roll. You may place on a "
          "three-of-a-kind field holding up to 3 roofs and so take over another player's tower.",
      ],
  },
  {
      "title": "End and scoring",
      "items": [
          "Four of your own top roofs in a row – across, down or diagonally: you win at once.",
          "One of your roofs on each of the three Yatzy fields – whether on top or further down "
          "the tower: you also win at once.",
          "This is checked after every roof placed, and only for the player who has just "
          "placed it.",
          "Otherwise the game ends after 15 rounds, when all roofs are used up.",
          "Each field where your roof is on top scores as many points as the tower is high: "
          "1 to 5. The highest total wins; on a tie you share the win.",
          "Example: one top roof at height 4, two at height 3, one at height 2 and three at "
          "height 1 make 4 + 6 + 2 + 3 = 15 points.",
      ],
  },
  {
      "title": "Common mistakes",
      "items": [
          "“On my 5th roll I may build over roofs too.” – No: after the 5th roll you may only "
          "place on an empty field.",
          "“I take the best of my rolls.” – No: only the last roll counts.",
          "“For a pair I pick any pair field.” – No: each pair has exactly one fixed field. "
          "Two 5s belong on the pair field for 5s.",
          "“For the Yatzy win my roofs must be on top.” – No: one of your roofs anywhere in "
          "each of the three Yatzy towers is enough.",
      ],
  },
            ],
        },
    }
