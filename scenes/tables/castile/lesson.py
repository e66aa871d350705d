"""Castile Solitaire's lesson ("Lernpartie"): deal no. 43, which the shipped sweep proved winnable, and
its first 17 moves, all the player's (one patience, no computer, no chance). It teaches the goal, that
the deal can be won, an ace starting a foundation, building down on the tableau (one lower, any suit,
one card at a time), the reserve, the foundations growing in suit, the hint, the double tap that sends
a card to its foundation, a pile emptied and filled by a king, undo and redo, and a run built on the
king that digs the ace of spades out of the reserve.

Every position on the way can still be won (the solver finds a winning line from each), so the game the
player is left with can be won too; the hint's first suggestion there (the 3 of hearts on the 4 of
spades) is an obvious next move. During the lesson no card goes home by itself: the automatic moves
wait until the player plays on alone.
"""
from __future__ import annotations

from game import castile
from game.castile import Move
from scenes.tables.lesson import Lesson, do, say, tap

SEATS = ({"kind": "human", "name": ""},)
DEAL = 43  # in game/castile/winnable_deals.json: proven winnable


def _move(text: str, src: str, dst: str, *targets: str, wrong: str = "castile.lesson.move_wrong"):
    """The player moves the top card of src to dst; the coach points at the card and its target
    (or at `targets`: the card alone for a double tap, the redo button)."""
    return do(text, Move(src, dst), *(targets or (f"pile:{src}", f"pile:{dst}")), wrong=wrong)


def make() -> Lesson:
    steps = [
        say("castile.lesson.welcome", "foundations"),
        say("castile.lesson.winnable", "deal", deal=DEAL),
        # an ace starts a foundation; the tableau builds down, any suit, one card at a time
        _move("castile.lesson.ace", "t4", "f0"),
        _move("castile.lesson.build", "t1", "t4"),
        # the reserve, and the foundations growing in suit
        say("castile.lesson.reserve", "reserve"),
        _move("castile.lesson.from_reserve", "r1", "t5"),
        _move("castile.lesson.two", "r1", "f0"),
        # the hint (and the double tap that sends a card to its foundation)
        tap("castile.lesson.hint", "hint", "hint"),
        _move("castile.lesson.hint_move", "t6", "f1"),
        # a pile emptied, and only a king fills it
        _move("castile.lesson.two_spades", "t1", "t4"),
        _move("castile.lesson.four_spades", "t1", "t0"),
        _move("castile.lesson.four_hearts", "r3", "t2"),
        _move("castile.lesson.king", "r3", "t1"),
        _move("castile.lesson.queen", "r1", "t1"),
        # undo and redo
        tap("castile.lesson.undo", "undo", "undo"),
        _move("castile.lesson.redo", "r1", "t1", "redo", wrong="lesson.wrong"),
        # a run on the king digs out the ace of spades
        _move("castile.lesson.seven", "r0", "t3"),
        _move("castile.lesson.jack", "r0", "t1"),
        _move("castile.lesson.ten", "r2", "t1"),
        _move("castile.lesson.nine", "r2", "t1"),
        _move("castile.lesson.eight", "r3", "t1"),
        _move("castile.lesson.double", "r3", "f2", "pile:r3", wrong="lesson.wrong"),
        _move("castile.lesson.two_home", "t4", "f2", "pile:t4", wrong="lesson.wrong"),
        say("castile.lesson.yours", "tops"),
    ]
    return Lesson(game=castile.GAME.key, seats=SEATS, seed=DEAL, steps=tuple(steps),
                  done_text="castile.lesson.done")  # (no computer players to mention)


LESSON = make
