"""Castro's hint (game.castro.hint): it is the hard AI's move, and its reason states true facts."""
from __future__ import annotations

import random

import pytest

import game.castro as castro
from game.castro import ai
from game.castro.hint import Advice, advise, aim
from game.core import CHANCE

INDEX = {f: i for i, f in enumerate(castro.FIELDS)}


def position(tops: dict, rolls: int, dice: tuple, supply=(12, 12), players=2) -> castro.State:
    stacks = [()] * len(castro.FIELDS)
    for f, owners in tops.items():
        stacks[INDEX[f]] = owners
    return castro.State(players=players, straight="five", stacks=tuple(stacks), supply=supply,
                        discarded=(0,) * players, starter=0, rolls=rolls, dice=dice)


def test_the_hint_is_the_hard_ais_move_all_game_long():
    rng = random.Random(5)
    s = castro.apply_move(castro.new_game(3), castro.Start(1))
    seen = set()
    for _ in range(1500):
        p = castro.current_player(s)
        if p is None:
            break
        if p == CHANCE:
            s = castro.apply_move(s, castro.sample_chance(s, rng))
            continue
        view = castro.view(s, p)
        advice = advise(view)
        assert advice.move == ai.choose_move(view, "hard", random.Random(99))
        assert advice.move in castro.legal_moves(s)
        seen.add(advice.reason)
        s = castro.apply_move(s, advice.move)
    assert {"first_roll", "chance", "height"} <= seen


def test_keeping_a_run_aims_at_the_straight_with_its_exact_chance():
    s = position({}, 2, (2, 3, 4, 5, 5), supply=(15, 15))
    advice = advise(s)
    assert advice.move == castro.Roll((2, 3, 4, 5))
    assert (advice.reason, advice.category, advice.rolls) == ("chance", "straight", 3)
    assert advice.chance == pytest.approx(1 - (4 / 6) ** 3)   # a 1 or a 6 in three rolls of one die
    assert advice.keep == (2, 3, 4, 5)


def test_a_fallback_the_kept_dice_already_hold_is_not_the_aim():
    # four 3s: keeping 3-3-3 holds three of a kind for sure; the roll is for something else
    category, chance, _ = aim(position({}, 4, (2, 3, 3, 3, 3), supply=(15, 15)), 0, (3, 3, 3))
    assert category != "three" and chance < 1.0


def test_the_winning_roof_says_so():
    s = position({(0, 0): (0,), (0, 1): (0,), (0, 2): (0,), (5, 0): (1,), (5, 1): (1,), (5, 3): (1,)},
                 1, (3, 3, 3, 5, 5))
    advice = advise(s)
    assert advice.move == castro.Place((0, 3))   # row 0: yatzy, pair1, three, full house
    assert (advice.reason, advice.category, advice.height) == ("win_line", "full_house", 1)


def test_a_roof_in_an_opponents_line_of_three_blocks_them():
    s = position({(0, 0): (1,), (0, 1): (1,), (0, 2): (1,), (5, 0): (0,), (5, 1): (0,), (5, 3): (0,)},
                 4, (3, 3, 3, 5, 5))
    advice = advise(s)
    assert isinstance(advice.move, castro.Place)
    assert advice.reason == "block" and advice.player == 1
    assert advice.field in ((0, 2), (0, 3))


def test_taking_over_a_tall_tower_is_a_steal():
    s = position({(2, 2): (1, 1), (5, 0): (0,), (1, 1): (1,)}, 1, (3, 3, 3, 4, 6), supply=(13, 13))
    advice = advise(s)
    assert advice == Advice(castro.Place((2, 2)), "steal", category="three", height=3, player=1)


def test_nothing_fits_after_the_fifth_roll():
    s = position({f: (1,) for f in castro.FIELDS}, 5, (1, 2, 3, 4, 6), supply=(15, 0))
    s = castro.State(**{**s.__dict__, "supply": (15, 1)})
    assert castro.current_player(s) == 0
    assert advise(s) == Advice(castro.DISCARD, "nothing_fits")
