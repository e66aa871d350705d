"""Caprice scoring: ``score`` and ``best_order`` (game.caprice.scoring)."""
from __future__ import annotations

import random
from itertools import permutations

import pytest

from game.caprice import DISCS, best_order, orderings, score, tower_score

EMPTY = [()] * 6


def test_partial_towers_count_each_matching_level():
    order = ["LR", "LT", "DR", "DT"]
    assert tower_score((), order) == 0
    assert tower_score(("LR",), order) == 1
    assert tower_score(("LT",), order) == 0
    assert tower_score(("LR", "LT", "DR"), order) == 3  # 3 discs all match: no bonus
    assert tower_score(("DT", "LT", "LR"), order) == 1  # only level 1 matches
    assert score([("LR",), ("LR", "LT"), (), ("DT", "DT"), ("LR", "DR", "DR"), ()], order) == 1 + 2 + 0 + 0 + 2


def test_full_tower_bonus_only_when_all_four_match():
    order = ["LR", "LT", "DR", "DT"]
    assert tower_score(("LR", "LT", "DR", "DT"), order) == 5
    assert tower_score(("LR", "LT", "DR", "LR"), order) == 3
    assert tower_score(("DT", "DR", "LT", "LR"), order) == 0
    towers = [("LR", "LT", "DR", "DT")] * 2 + [("LR", "LT", "DR", "DR")] + [()] * 3
    assert score(towers, order) == 5 + 5 + 3


def test_order_with_repeated_tiles():
    order = ["LR", "LR", "DT", "DT"]
    assert tower_score(("LR", "LR", "DT", "DT"), order) == 5
    assert tower_score(("LR", "DT", "LR", "DT"), order) == 2


def test_score_takes_lists_or_tuples():
    towers = [["LR", "LT"], ("DR",), [], (), (), ()]
    assert score(towers, ("LR", "LT", "DR", "DT")) == 2


def test_orderings_are_distinct_and_sorted():
    assert len(orderings(["LR", "LT", "DR", "DT"])) == 24
    assert len(orderings(["LR", "LR", "DT", "DT"])) == 6
    assert len(orderings(["LR", "LR", "DT", "LT"])) == 12
    o = orderings(["DT", "LR", "LR", "DT"])
    assert o == sorted(set(o))


def test_best_order_on_an_empty_board_is_the_smallest_arrangement():
    # every arrangement scores 0: the tie goes to the lexicographically smallest
    assert best_order(EMPTY, ["LT", "LR", "DT", "DR"]) == ["DR", "DT", "LR", "LT"]
    assert best_order(EMPTY, ["LR", "LR", "DT", "DT"]) == ["DT", "DT", "LR", "LR"]


def test_best_order_finds_the_full_tower():
    towers = [("LT", "DR", "LR", "DT")] + [()] * 5
    assert best_order(towers, ["LR", "LT", "DR", "DT"]) == ["LT", "DR", "LR", "DT"]


def test_best_order_tie_breaks_deterministically():
    # two towers favour different arrangements equally
    towers = [("LT", "LR"), ("LR", "LT"), (), (), (), ()]
    best = best_order(towers, ["LR", "LT", "DR", "DT"])
    top = max(score(towers, p) for p in permutations(["LR", "LT", "DR", "DT"]))
    winners = sorted(p for p in set(permutations(["LR", "LT", "DR", "DT"])) if score(towers, p) == top)
    assert len(winners) > 1
    assert best == list(winners[0])


def _random_towers(rng):
    return [tuple(rng.choice(DISCS) for _ in range(rng.randint(0, 4))) for _ in range(6)]


@pytest.mark.parametrize("seed", range(40))
def test_best_order_matches_brute_force(seed):
    rng = random.Random(seed)
    towers = _random_towers(rng)
    hand = sorted(rng.choice(DISCS) for _ in range(4))
    best = best_order(towers, hand)
    assert sorted(best) == hand
    brute = max(score(towers, p) for p in permutations(hand))
    assert score(towers, best) == brute
    assert tuple(best) == min(p for p in permutations(hand) if score(towers, p) == brute)
