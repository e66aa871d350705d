"""Castro's lesson ("Lernpartie"): four turns against Kuno that teach rolling, keeping, the fields a
roll fits, the height rule (from both sides: Kuno builds over your roof, you take it back), the
Trainer, the common mistakes as they come up, and three roofs in a row with the fourth in reach.

The dice are hand-picked (chance steps), Kuno's moves scripted; after the last step the game goes
on for real (Kuno thinks for himself, the dice are random again).
"""
from __future__ import annotations

from game import castro
from game.castro import Dice, Place, Roll, Start
from scenes.tables.lesson import Lesson, chance, computer, do, say

SEATS = ({"kind": "human", "name": ""}, {"kind": "ai", "name": "Kuno", "level": "easy"})


def _turn_of_kuno(dice: tuple, field: tuple) -> list:
    return [computer(Roll(()), "castro.lesson.kuno"), chance(Dice(dice)),
            computer(Place(field), "castro.lesson.kuno")]


def make() -> Lesson:
    steps = [
        chance(Start(0)),
        say("castro.lesson.welcome", "board"),
        say("castro.lesson.yatzy_win", "yatzy"),
        # turn 1: roll, keep, a four of a kind, the height rule
        do("castro.lesson.roll", Roll(()), "roll"),
        chance(Dice((4, 4, 4, 1, 6))),
        say("castro.lesson.three", "legal"),
        do("castro.lesson.keep", Roll((4, 4, 4)), "dice", "roll", wrong="castro.lesson.keep_wrong"),
        chance(Dice((1, 4))),
        say("castro.lesson.four", "legal"),
        say("castro.lesson.height", "legal"),
        do("castro.lesson.place_four", Place((3, 3)), "field:3,3", wrong="castro.lesson.place_wrong"),
        *_turn_of_kuno((2, 6, 6, 6, 6), (3, 3)),
        say("castro.lesson.overbuilt", "field:3,3"),
        # turn 2: the Trainer and a straight
        say("castro.lesson.trainer", "trainer_panel"),
        do("castro.lesson.roll_again", Roll(()), "roll"),
        chance(Dice((1, 2, 3, 4, 6))),
        say("castro.lesson.almost_straight", "trainer_panel"),
        do("castro.lesson.keep_straight", Roll((1, 2, 3, 4)), "dice", "roll",
           wrong="castro.lesson.keep_straight_wrong"),
        chance(Dice((5,))),
        do("castro.lesson.place_straight", Place((3, 2)), "field:3,2", wrong="castro.lesson.place_wrong"),
        *_turn_of_kuno((1, 1, 3, 5, 6), (0, 1)),
        say("castro.lesson.pair_field", "field:0,1"),
        # turn 3: a full house at once, and only the last roll counts
        do("castro.lesson.roll_again", Roll(()), "roll"),
        chance(Dice((2, 2, 4, 4, 4))),
        say("castro.lesson.last_roll", "legal"),
        do("castro.lesson.place_full", Place((3, 1)), "field:3,1", wrong="castro.lesson.place_wrong"),
        *_turn_of_kuno((2, 3, 5, 5, 6), (4, 2)),
        # turn 4: take the tower back: three in a row
        do("castro.lesson.roll_again", Roll(()), "roll"),
        chance(Dice((4, 4, 4, 4, 6))),
        say("castro.lesson.take_back", "field:3,3"),
        do("castro.lesson.place_back", Place((3, 3)), "field:3,3", wrong="castro.lesson.place_wrong"),
        say("castro.lesson.three_in_row", "fields:3,0;3,1;3,2;3,3;3,4"),
        say("castro.lesson.fifth_roll", "roll"),
    ]
    return Lesson(game=castro.GAME.key, seats=SEATS, seed=20261201, steps=tuple(steps))


LESSON = make
