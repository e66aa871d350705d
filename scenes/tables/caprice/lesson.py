"""Caprice's lesson ("Lernpartie"): three turns against Kuno that teach the secret symbol tiles,
placing a disc, moving one (and "Fertig" when none may move), the red marker (it protects the moved
disc and passes to the next one moved), a tower that matches the tiles from bottom to top, when the
game ends, ordering the tiles and how a tower scores.

The game is short as Caprice goes, but not short enough to end in a lesson: five full towers take at
least twenty turns. So the lesson builds one whole tower for real (dark-round, light-toothed,
light-round, dark-toothed: the rules' own example, worth 5 points with the matching order), explains
the end, the ordering and the scoring on the table (the tiles, the full towers, the live score), and
leaves the player to build on alone and to order the tiles on the real ordering screen.

The tiles are hand-picked (a chance step; seed 20261237 deals the same), Kuno's moves scripted;
after the last step the game goes on for real (Kuno thinks for himself).
"""
from __future__ import annotations

from game import caprice
from game.caprice import SKIP, Draw, Move, Place
from scenes.tables.lesson import Lesson, chance, computer, do, say

SEATS = ({"kind": "human", "name": ""}, {"kind": "ai", "name": "Kuno", "level": "easy"})
#: your tiles: one of each kind; Kuno's: two dark-toothed, two light-toothed (seed 20261237's deal)
TILES = (("DR", "DT", "LR", "LT"), ("DT", "DT", "LT", "LT"))
SEED = 20261237

KUNO = "caprice.lesson.kuno"


def make() -> Lesson:
    steps = [
        chance(Draw(TILES)),
        say("caprice.lesson.welcome", "board"),
        say("caprice.lesson.tiles", "rack"),
        say("caprice.lesson.kuno_tiles", "others"),
        # turn 1: place a disc; nothing may move yet: "Fertig"
        do("caprice.lesson.place_first", Place("DR", 0), "place:DR,0",
           wrong="caprice.lesson.place_wrong"),
        do("caprice.lesson.nothing_to_move", SKIP, "done", wrong="caprice.lesson.done_wrong"),
        computer(Place("LT", 2), KUNO),
        computer(SKIP, KUNO),
        # turn 2: place, then move a disc onto your tower; the red marker
        do("caprice.lesson.place_second", Place("LR", 3), "place:LR,3",
           wrong="caprice.lesson.place_wrong"),
        do("caprice.lesson.move", Move(2, 0), "move:2,0", wrong="caprice.lesson.move_wrong"),
        say("caprice.lesson.marker", "marker"),
        computer(Place("DT", 5), KUNO),
        computer(Move(3, 1), KUNO),
        say("caprice.lesson.marker_moved", "marker"),
        # turn 3: the tower grows to four, by placing and by moving onto it
        do("caprice.lesson.place_third", Place("LR", 0), "place:LR,0",
           wrong="caprice.lesson.place_wrong"),
        say("caprice.lesson.onto_placed", "spot:0"),
        do("caprice.lesson.move_onto", Move(5, 0), "move:5,0", wrong="caprice.lesson.move_wrong"),
        say("caprice.lesson.full", "spot:0"),
        computer(Place("DT", 1), KUNO),
        computer(SKIP, KUNO),
        # the end, the ordering, the scoring
        say("caprice.lesson.end", "full"),
        say("caprice.lesson.order", "rack"),
        say("caprice.lesson.score", "spot:0"),
        say("caprice.lesson.whole_tower", "spot:0", "rack"),
        say("caprice.lesson.live", "live"),
        say("caprice.lesson.go", "board"),
    ]
    return Lesson(game=caprice.GAME.key, seats=SEATS, seed=SEED, steps=tuple(steps))


LESSON = make
