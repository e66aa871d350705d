"""The in-game rules texts of all four games, in German and English.

This module owns the player-facing rules: the name, the menu tagline, the
player count, the attract-loop teaser and the sectioned rules that the rules
screen shows, for Castro, CATsle Builders, Caprice and Castile Solitaire.
It is pure data (no pygame, no game logic). The texts are written from the
seed rule texts (shared/seeds) and the decisions in shared/design/RULES.md.

Structure: RULES[game][lang] with game in ("castro", "catsle", "caprice",
"castile") and lang in ("de", "en"). Each entry holds "name", "tagline"
(<= 60 characters), "players", "teaser" (2-3 sentences) and "sections", a
list of {"title": str, "items": [str, ...]}. German and English have the same
sections and the same number of items in each, item for item.

An item that starts with the exact prefix "HOUSE: " states a house default
(a value the seeds do not give); the rules screen replaces the prefix with a
"Hausregel" / "House rule" badge. No other item carries the prefix.
"""
from __future__ import annotations

HOUSE_PREFIX = "HOUSE: "

RULES: dict[str, dict[str, dict]] = {
    # ------------------------------------------------------------------ Castro
    "castro": {
        "de": {
            "name": "Castro",
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
            "name": "Castro",
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
    },
    # --------------------------------------------------------- CATsle Builders
    "catsle": {
        "de": {
            "name": "CATsle Builders",
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
            "name": "CATsle Builders",
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
    },
    # ----------------------------------------------------------------- Caprice
    "caprice": {
        "de": {
            "name": "Caprice",
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
            "name": "Caprice",
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
    },
    # ------------------------------------------------------- Castile Solitaire
    "castile": {
        "de": {
            "name": "Castile Solitaire",
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
            "name": "Castile Solitaire",
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
    },
}


def rules_for(game: str, lang: str) -> dict:
    """RULES[game][lang]; an unknown language falls back to German.

    An unknown game raises KeyError (the caller passes one of the four ids).
    """
    texts = RULES[game]
    return texts.get(lang, texts["de"])
