"""Castro probability table: known values, independent brute force, Monte Carlo, helpers."""
from __future__ import annotations

import json
import random
import subprocess
import sys
from collections import Counter
from fractions import Fraction
from functools import lru_cache
from itertools import combinations, product
from pathlib import Path

import pytest

from game.castro import CATEGORIES, best_keep, build_tables, chances, combos, multisets, probability

ROOT = Path(__file__).resolve().parent.parent


# --------------------------------------------------------------------------- known values


def test_yatzy_from_scratch_matches_the_published_values():
    assert probability("yatzy", (), 3) == pytest.approx(0.046029, abs=1e-6)
    assert probability("yatzy", (), 5) == pytest.approx(0.170507, abs=1e-6)
    assert probability("yatzy", [], 1) == pytest.approx(6 / 7776, abs=1e-12)


def test_one_roll_from_scratch_exact_counts():
    assert probability("full_house", (), 1) * 7776 == pytest.approx(306)
    assert probability("straight", (), 1) * 7776 == pytest.approx(240)
    assert probability("four", (), 1) * 7776 == pytest.approx(156)


def test_rolls_left_zero_counts_only_the_kept_dice():
    assert probability("pair3", (3, 3), 0) == 1.0
    assert probability("pair3", (3,), 0) == 0.0
    assert probability("three", (5, 2, 5, 5), 0) == 1.0
    assert probability("full_house", (3, 3, 5, 5), 0) == 0.0
    assert probability("full_house", (3, 3, 5, 5, 5), 0) == 1.0
    assert probability("straight", (4, 3, 2, 1, 5), 0) == 1.0
    assert probability("yatzy", (), 0) == 0.0


def test_five_kept_dice_are_never_rolled():
    for k in range(6):
        assert probability("yatzy", (1, 1, 1, 1, 2), k) == 0.0
        assert probability("three", (1, 1, 1, 4, 2), k) == 1.0


def test_straight_option():
    assert probability("straight", (1, 2, 3, 4), 0, straight="four") == 1.0
    assert probability("straight", (1, 2, 3, 4), 1) == pytest.approx(1 / 6)  # only a 5 completes 1-5
    assert probability("straight", (), 1, straight="four") > probability("straight", (), 1)
    with pytest.raises(ValueError):
        probability("straight", (), 1, straight="six")


@pytest.mark.parametrize("args", [
    ("castle", (), 1), ("yatzy", (7,), 1), ("yatzy", (0,), 1), ("yatzy", (1,) * 6, 1), ("yatzy", (), 6),
    ("yatzy", (), -1), ("yatzy", (), True), ("yatzy", "11", 1), ("yatzy", 3, 1), ("yatzy", (1.0,), 1),
])
def test_bad_arguments(args):
    with pytest.raises(ValueError):
        probability(*args)


# --------------------------------------------------------------------------- independent checks


@lru_cache(maxsize=None)
def _combos(sorted_dice):
    return frozenset(combos(sorted_dice))


def sat(dice, category):
    return category in _combos(tuple(sorted(dice)))


def test_one_roll_against_brute_force_for_every_kept_multiset():
    for kept in multisets():
        n = 5 - len(kept)
        for cat in CATEGORIES:
            if n == 0:
                want = Fraction(sat(kept, cat))
            else:
                hits = sum(sat(kept + o, cat) for o in product(range(1, 7), repeat=n))
                want = Fraction(hits, 6 ** n)
            assert probability(cat, kept, 1) == pytest.approx(float(want), abs=1e-12), (cat, kept)


@pytest.mark.parametrize("category", ["yatzy", "straight"])
def test_two_rolls_against_an_independent_recursion(category):
    """A separate exact recursion: ordered outcomes, every subset of dice positions kept."""

    @lru_cache(maxsize=None)
    def one_roll(kept):  # every category is monotone, so with one roll left: roll and look
        n = 5 - len(kept)
        return Fraction(sum(sat(kept + o, category) for o in product(range(1, 7), repeat=n)), 6 ** n)

    def two_rolls(kept):
        n = 5 - len(kept)
        total = Fraction(0)
        for outcome in product(range(1, 7), repeat=n):
            five = kept + outcome
            total += max(
                one_roll(tuple(sorted(five[i] for i in pos)))
                for r in range(5) for pos in combinations(range(5), r)
            ) if not sat(five, category) else 1
        return total / 6 ** n

    assert probability(category, (), 2) == pytest.approx(float(two_rolls(())), abs=1e-12)
    for kept in [(6,), (2, 3), (1, 1, 5, 5)]:
        assert probability(category, kept, 2) == pytest.approx(float(two_rolls(kept)), abs=1e-12)


def monte_carlo(category, rolls, trials, rng):
    """Play the policy ``best_keep`` for real with random dice; the share of successes."""
    wins = 0
    for _ in range(trials):
        keep, left = (), rolls
        while True:
            dice = tuple(sorted(keep + tuple(rng.randint(1, 6) for _ in range(5 - len(keep)))))
            left -= 1
            if sat(dice, category):
                wins += 1
                break
            if left == 0:
                break
            keep = best_keep(category, dice, left)
    return wins / trials


@pytest.mark.parametrize("category, rolls", [("yatzy", 5), ("full_house", 3), ("straight", 2)])
def test_monte_carlo_agrees(category, rolls):
    trials = 4000
    p = probability(category, (), rolls)
    got = monte_carlo(category, rolls, trials, random.Random(2024))
    sigma = (p * (1 - p) / trials) ** 0.5
    assert abs(got - p) < 4.5 * sigma, (got, p)


# --------------------------------------------------------------------------- the table


def test_table_shape_and_monotony():
    table = build_tables()
    assert set(table) == set(CATEGORIES)
    sets = multisets()
    assert len(sets) == 462 and sum(len(m) == 5 for m in sets) == 252
    for cat in CATEGORIES:
        rows = table[cat]
        assert len(rows) == 6 and all(len(r) == 462 for r in rows)
        for i, m in enumerate(sets):
            for k in range(5):
                assert rows[k][i] <= rows[k + 1][i] + 1e-12  # more rolls never hurt
            assert 0.0 <= rows[5][i] <= 1.0 + 1e-12
            assert rows[0][i] == float(sat(m, cat))
    assert build_tables() is table  # cached
    assert build_tables("four") is not table


def test_no_work_at_import():
    code = (
        "import json, sys, game.castro; game.castro.new_game; p = sys.modules['game.castro.probability'];"
        "print(json.dumps([p._space is None, p._tables == {}]))"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout.strip()) == [True, True]


# --------------------------------------------------------------------------- best_keep and chances


def test_best_keep():
    assert best_keep("yatzy", (2, 2, 2, 5, 6), 2) == (2, 2, 2)
    assert best_keep("straight", (1, 2, 3, 4, 4), 1) in {(1, 2, 3, 4)}
    assert best_keep("full_house", (3, 3, 5, 5, 1), 1) == (3, 3, 5, 5)
    assert best_keep("three", (6, 6, 6, 1, 2), 3) == (1, 2, 6, 6, 6)  # satisfied: keep all (stop)
    assert best_keep("pair4", (6, 5, 3, 2, 1), 0) == (1, 2, 3, 5, 6)
    for dice in [(1, 1, 3, 4, 6), (2, 3, 3, 5, 5), (1, 2, 3, 5, 6)]:
        for cat in CATEGORIES:
            for k in (1, 2, 4):
                keep = best_keep(cat, dice, k)
                assert not (Counter(keep) - Counter(dice))
                best = max(probability(cat, s, k) for r in range(6) for s in combinations(dice, r))
                assert probability(cat, keep, k) == pytest.approx(best, abs=1e-12)


def test_chances_for_the_coach():
    c = chances((), 5)
    assert set(c) == set(CATEGORIES)
    assert c["yatzy"] == pytest.approx(probability("yatzy", (), 5))
    dice = (1, 1, 2, 3, 3)
    c = chances(dice, 2)
    for cat in CATEGORIES:
        best = max(probability(cat, s, 2) for r in range(6) for s in combinations(dice, r))
        assert c[cat] == pytest.approx(best, abs=1e-12)
    assert c["pair1"] == 1.0 and c["pair3"] == 1.0
    assert c["full_house"] == pytest.approx(1 - (4 / 6) ** 2)
    assert chances(dice, 0) == {cat: float(sat(dice, cat)) for cat in CATEGORIES}
    assert chances((1, 2, 3, 4, 6), 0, straight="four")["straight"] == 1.0
