"""The CATsle Builders AI (game.catsle.ai): legal moves, hidden information, determinism, strength."""
from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from game import catsle
from game.catsle import Take, ai
from game.core import CHANCE, AIAgent, chance_rng, play_match, random_agent_move, seat_rng


@pytest.fixture
def no_clock(monkeypatch):
    """The hard level without its wall-clock deadline: the move is a function of view and generator."""
    monkeypatch.setattr(ai, "USE_CLOCK", False)


def to_decision(players, seed, steps):
    """A full state after ``steps`` random player moves of a seeded game (chance sampled)."""
    rng = random.Random(seed)
    s = catsle.new_game(players=players, seed=seed)
    done = 0
    while True:
        p = catsle.current_player(s)
        if p == CHANCE:
            s = catsle.apply_move(s, catsle.sample_chance(s, rng))
            continue
        if done >= steps:
            return s
        s = catsle.apply_move(s, rng.choice(catsle.legal_moves(s)))
        done += 1


@pytest.mark.parametrize("players,levels", [
    (3, ["hard", "easy", "normal"]),
    (4, ["easy", "normal", "hard", "easy"]),
    (5, ["normal", "easy", "easy", "hard", "easy"]),
])
def test_levels_play_legal_games_to_the_end(players, levels):
    seed = players
    options = {"hand_size": 6}  # shorter rounds keep the test fast
    match = play_match(catsle, [AIAgent(level) for level in levels], seed=seed, options=options)
    assert match.is_over()
    s = catsle.new_game(players=players, seed=seed, **options)
    for move in match.moves:
        if catsle.current_player(s) != CHANCE:
            assert move in catsle.legal_moves(s)
        s = catsle.apply_move(s, move)
    assert catsle.is_over(s) and len(catsle.round_scores(s)) == 3


@pytest.mark.parametrize("players", [3, 4, 5])
def test_random_positions_all_levels_legal(players):
    for i, steps in enumerate((0, 1, 5, 17, 30, 44, 60)):
        s = to_decision(players, 100 + i, steps)
        if catsle.is_over(s):
            continue
        p = catsle.current_player(s)
        v = catsle.view(s, p)
        legal = catsle.legal_moves(s)
        for level in ("easy", "normal", "hard"):
            assert ai.choose_move(v, level, random.Random(i)) in legal


def _swap_hidden(s, me, rng):
    """The same position with the cards hidden from ``me`` dealt differently (other hands + undealt)."""
    others = [p for p in range(s.players) if p != me]
    visible = set(s.hands[me]) | {c for t in s.history for _, c in t} | {c for _, c in s.trick}
    hidden = [c for c in catsle.deck(s.players) if c not in visible]
    rng.shuffle(hidden)
    hands = list(s.hands)
    for p in others:
        k = len(s.hands[p])
        hands[p], hidden = catsle.sort_cards(hidden[:k]), hidden[k:]
    return replace(s, hands=tuple(hands))


@pytest.mark.parametrize("players", [3, 4, 5])
def test_hidden_cards_do_not_change_the_move(players, no_clock):
    rng = random.Random(players)
    for i, steps in enumerate((2, 9, 25)):
        s = to_decision(players, 200 + i, steps)
        me = catsle.current_player(s)
        s2 = _swap_hidden(s, me, rng)
        assert s2 != s and catsle.view(s2, me) == catsle.view(s, me)
        for level in ("normal", "hard"):
            a = ai.choose_move(catsle.view(s, me), level, random.Random(9))
            b = ai.choose_move(catsle.view(s2, me), level, random.Random(9))
            assert a == b


def test_deterministic_and_json_view_gives_the_same_move(no_clock):
    s = to_decision(4, 31, 7)
    me = catsle.current_player(s)
    v = catsle.view(s, me)
    v2 = catsle.state_from_json(json.loads(json.dumps(catsle.state_to_json(v))))
    for level in ("easy", "normal", "hard"):
        moves = {ai.choose_move(x, level, random.Random(5)) for x in (v, v, v2)}
        assert len(moves) == 1
    r1, r2 = random.Random(3), random.Random(3)
    for _ in range(3):
        assert ai.choose_move(v, "hard", r1) == ai.choose_move(v, "hard", r2)
    assert r1.getstate() == r2.getstate()


def test_the_clock_bounds_a_decision_and_leaves_the_generator_as_without_it(monkeypatch):
    """With the clock the hard level stops sampling worlds at its deadline (after ``MIN_WORLDS``);
    the generator advances the same whether the deadline cut the sampling short or not."""
    s = to_decision(3, 12, 0)  # the first card of a round: the longest rollouts
    v = catsle.view(s, catsle.current_player(s))
    legal = catsle.legal_moves(s)
    sampled = []
    real_sample = ai._sample
    monkeypatch.setattr(ai, "_sample", lambda *a: sampled.append(1) or real_sample(*a))
    monkeypatch.setattr(ai, "HARD_TIME", 0.0)  # past the deadline at once
    r1 = random.Random(4)
    assert ai.choose_move(v, "hard", r1) in legal
    assert len(sampled) == ai.MIN_WORLDS
    monkeypatch.setattr(ai, "USE_CLOCK", False)
    del sampled[:]
    r2 = random.Random(4)
    assert ai.choose_move(v, "hard", r2) in legal
    assert len(sampled) > ai.MIN_WORLDS
    assert r1.getstate() == r2.getstate()


def last_trick_take(col0=("W3",)):
    """The last trick of a round (hand size 1): p0 is strongest and takes 1 card of G9 W7 R1.

    p0's column 0 (limit 2) holds ``col0``; W7 there hits the limit exactly.
    """
    s = catsle.new_game(players=3, hand_size=1)
    tab0 = (tuple(col0), (), (), ())
    return replace(s, phase="take", round=1, starter=0, hands=((), (), ()), leader=0,
                   trick=((0, "G9"), (1, "W7"), (2, "R1")), pool=("G9", "W7", "R1"), queue=(0, 1, 1),
                   ranking=(0, 1, 2), tableaux=(tab0, ((),) * 4, ((),) * 4))


def test_easy_takes_the_card_that_fits_best():
    s = last_trick_take()
    v = catsle.view(s, 0)
    assert ai.choose_move(v, "easy", random.Random(0)) == Take("W7", 0)
    assert ai.fit(v, "W7", 0) == 2 and ai.fit(v, "G9", 3) == 1
    # with column 0 already full, W7 would lie sideways: another card fits better
    s = last_trick_take(("W3", "W4"))
    m = ai.choose_move(catsle.view(s, 0), "easy", random.Random(0))
    assert m.card != "W7" and m in catsle.legal_moves(s)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_hard_hits_the_limit_exactly(level):
    s = last_trick_take()
    assert ai.choose_move(catsle.view(s, 0), level, random.Random(1)) == Take("W7", 0)
    s = last_trick_take(("W3", "W4"))
    assert ai.choose_move(catsle.view(s, 0), level, random.Random(1)).card != "W7"


def test_never_crashes_and_falls_back_to_a_legal_move(monkeypatch):
    s = to_decision(3, 41, 3)
    v = catsle.view(s, catsle.current_player(s))

    def boom(*a, **k):
        raise RuntimeError("simulated bug")

    monkeypatch.setattr(ai, "_monte_carlo", boom)
    assert ai.choose_move(v, "hard", random.Random(0)) in catsle.legal_moves(s)
    with pytest.raises(ValueError):
        ai.choose_move(catsle.new_game(players=3), "hard", random.Random(0))


def test_hard_beats_random_players_in_a_small_sample():
    """Three games (hand size 6 to stay fast; seats rotating) against two random players."""
    points = 0.0
    hard_total = other_total = 0
    for g in range(3):
        seed = 500 + g
        seat = g % 3
        s = catsle.new_game(players=3, seed=seed, hand_size=6)
        crng = chance_rng(seed)
        rngs = [seat_rng(seed, i) for i in range(3)]
        while not catsle.is_over(s):
            p = catsle.current_player(s)
            if p == CHANCE:
                move = catsle.sample_chance(s, crng)
            elif p == seat:
                move = ai.choose_move(catsle.view(s, p), "hard", rngs[p])
            else:
                move = random_agent_move(catsle, s, rngs[p])
            s = catsle.apply_move(s, move)
        w = catsle.winners(s)
        points += (1 / len(w)) if seat in w else 0.0
        sc = catsle.scores(s)
        hard_total += sc[seat]
        other_total += (sum(sc) - sc[seat]) / 2
    assert points >= 2 and hard_total > other_total
