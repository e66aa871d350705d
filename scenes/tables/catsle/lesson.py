"""CATsle Builders' lesson ("Lernpartie"): the first three tricks of a round with Kuno and Lotte that
teach, as they come up: following suit, who wins a trick, who takes how many, the columns and their
limits, playing any card when you cannot follow and the tie rule (you win the tie of two sevens and
take 2 cards), a card that must go to its suit's column, a bullseye and what a sideways card costs,
the limit-0 column of bigger tables, leading a trick, and the round's score with its bonus.

The deal is the seed's, picked by a search over seeds for one that tells this story (1430: Kuno
starts and holds five bridges, you and Lotte one each, and you both hold a seven of other suits);
Kuno's and Lotte's moves are scripted. After the last step Lotte leads the fourth trick and you play
the game on alone (the computers think for themselves again, the later deals come from the seed).
"""
from __future__ import annotations

from game import catsle
from game.catsle import Play, Take
from scenes.tables.lesson import Lesson, computer, do, say

SEATS = ({"kind": "human", "name": ""}, {"kind": "ai", "name": "Kuno", "level": "easy"},
         {"kind": "ai", "name": "Lotte", "level": "easy"})
SEED = 1430   # Kuno starts; you: W1 W2 W3 W4 W7 G5 G9 G10 R8 R10 R11 Y7, Lotte holds Y1 and G7
COL_2, COL_3, COL_5 = 0, 1, 3  # the columns with limits 2, 3 and 5

TAKE_WRONG = "catsle.lesson.take_wrong"
PLAY_WRONG = "catsle.lesson.play_wrong"


def make() -> Lesson:
    steps = [
        say("catsle.lesson.welcome", "blueprint"),
        # trick 1: Kuno leads a bridge; you must follow with your only one, and it wins
        computer(Play("Y5"), "catsle.lesson.kuno_leads"),
        computer(Play("Y1"), "catsle.lesson.lotte_plays"),
        say("catsle.lesson.follow", "trick", "hand"),
        do("catsle.lesson.play_follow", Play("Y7"), "hand:Y7", wrong=PLAY_WRONG),
        say("catsle.lesson.who_wins", "trick"),
        say("catsle.lesson.who_takes", "takes"),
        say("catsle.lesson.columns", "columns"),
        do("catsle.lesson.take_first", Take("Y5", COL_2), f"take:Y5:{COL_2}", wrong=TAKE_WRONG),
        computer(Take("Y7", COL_5), "catsle.lesson.kuno_takes"),
        computer(Take("Y1", COL_5), "catsle.lesson.kuno_takes"),
        # trick 2: Kuno leads again; Lotte and you cannot follow; two sevens, the later one is stronger
        computer(Play("Y8"), "catsle.lesson.kuno_leads"),
        computer(Play("G7"), "catsle.lesson.lotte_plays"),
        do("catsle.lesson.play_free", Play("W7"), "hand:W7", wrong=PLAY_WRONG),
        say("catsle.lesson.tie", "trick"),
        computer(Take("G7", COL_3), "catsle.lesson.kuno_first"),
        do("catsle.lesson.take_forced", Take("Y8", COL_2), f"take:Y8:{COL_2}", wrong=TAKE_WRONG),
        say("catsle.lesson.exact", f"column:{COL_2}"),
        do("catsle.lesson.take_new", Take("W7", COL_5), f"take:W7:{COL_5}", wrong=TAKE_WRONG),
        say("catsle.lesson.zero", "columns"),
        # trick 3: you lead (any card), win it and start a third column
        do("catsle.lesson.lead", Play("R11"), "hand:R11", wrong=PLAY_WRONG),
        computer(Play("R4"), "catsle.lesson.kuno_plays"),
        computer(Play("R7"), "catsle.lesson.lotte_plays"),
        do("catsle.lesson.take_win", Take("R11", COL_3), f"take:R11:{COL_3}", wrong=TAKE_WRONG),
        computer(Take("R4", COL_3), "catsle.lesson.lotte_takes"),
        computer(Take("R7", COL_3), "catsle.lesson.lotte_takes"),
        say("catsle.lesson.score", "score"),
        say("catsle.lesson.play_on", "opponent:2"),
    ]
    return Lesson(game=catsle.GAME.key, seats=SEATS, seed=SEED, steps=tuple(steps))


LESSON = make
