"""CATsle scoring helpers: trick ranking and round score."""
from __future__ import annotations

import pytest

from game.catsle import EXACT_BONUS, HOUSE_RULES, raw_round_score, round_score, trick_ranking

L3 = (2, 3, 4, 5)
L4 = (2, 3, 4, 5, 0)


def test_led_suit_beats_everything_higher_value_first():
    assert trick_ranking(["R5", "R12", "W12", "G3"]) == [1, 0, 2, 3]
    assert trick_ranking(["Y1", "B12", "G11", "W10"]) == [0, 1, 2, 3]


def test_off_suit_equal_values_the_later_played_is_stronger():
    assert trick_ranking(["R5", "W7", "G7"]) == [0, 2, 1]
    assert trick_ranking(["R5", "W7", "G7", "B7", "Y7"]) == [0, 4, 3, 2, 1]
    assert trick_ranking(["R5", "W7", "G9", "B7"]) == [0, 2, 3, 1]


def test_a_player_who_could_not_follow_ranks_below_every_led_card():
    # W led; the second player is void in W and plays G12; the third follows with W1
    assert trick_ranking(["W3", "G12", "W1"]) == [0, 2, 1]
    assert trick_ranking(["W3", "W4", "G12", "W1"]) == [1, 0, 3, 2]


def test_empty_and_single():
    assert trick_ranking([]) == []
    assert trick_ranking(["G4"]) == [0]


def test_within_limits_counts_cards():
    assert round_score([1, 2, 3, 0], L3) == 6
    assert round_score([0, 0, 0, 0], L3) == 0


def test_over_limit_counts_minus_the_sideways_cards():
    assert raw_round_score([3, 0, 0, 0], L3) == -1  # limit 2 with 3 cards
    assert raw_round_score([5, 1, 0, 0], L3) == -2
    assert round_score([5, 1, 0, 0], L3) == 0  # negative → 0
    assert raw_round_score([0, 0, 0, 0, 2], L4) == -2  # the 0-limit column: every card sideways
    assert round_score([1, 1, 1, 1, 1], L4) == 3


@pytest.mark.parametrize("exact,bonus", [(1, 1), (2, 3), (3, 6), (4, 10)])
def test_exact_limit_bonus(exact, bonus):
    counts = [lim if i < exact else 1 for i, lim in enumerate(L3)]
    base = sum(counts)
    assert round_score(counts, L3) == base + bonus
    assert EXACT_BONUS[exact] == bonus == HOUSE_RULES["exact_bonus"][exact]


def test_full_house():
    assert round_score([2, 3, 4, 5], L3) == 14 + 10
    assert round_score([2, 3, 4, 5, 0], L4) == 24
    assert round_score([2, 3, 4, 5, 1], L4) == 23


def test_zero_limit_column_is_never_exact():
    assert round_score([0, 0, 0, 0, 0], L4) == 0
    assert round_score([2, 0, 0, 0, 0], L4) == 2 + 1


def test_negative_total_is_zero_even_with_a_bonus():
    assert raw_round_score([2, 0, 0, 0, 6], L4) == 2 + 1 - 6
    assert round_score([2, 0, 0, 0, 6], L4) == 0


def test_custom_bonus_and_length_mismatch():
    assert round_score([2, 0, 0, 0], L3, bonus=(0, 5, 5, 5, 5)) == 7
    with pytest.raises(ValueError):
        round_score([1, 2], L3)
