"""The Caprice AI (game.caprice.ai): legal moves, hidden information, determinism, tactics, strength."""
from __future__ import annotations

import random
from dataclasses import replace

import pytest

from game import caprice
from game.caprice import ai
from game.caprice.ai_search import ALL_HANDS, HandEval, move_options, sample_worlds, turn_options
from game.caprice.rules import SKIP, Order, Place
from game.core import CHANCE, AIAgent, chance_rng, play_match, random_agent_move, seat_rng

LEVELS = ("easy", "normal", "hard")


def midgame(seed: int, players: int = 2, plies: int = 14):
    """A seeded position after the draw and ``plies`` random player moves."""
    rng = random.Random(seed)
    s = caprice.new_game(players=players, seed=seed)
    s = caprice.apply_move(s, caprice.sample_chance(s, rng))
    for _ in range(plies):
        if caprice.is_over(s) or caprice.phase(s) == "order":
            break
        s = caprice.apply_move(s, random_agent_move(caprice, s, rng))
    return s


def board(towers, me_tiles, opp_tiles=("LR", "LR", "LT", "LT"), players=2, turn=0, marker=None):
    s = caprice.new_game(players=players)
    hands = [tuple(sorted(opp_tiles))] * players
    hands[turn] = tuple(sorted(me_tiles))
    return replace(s, towers=tuple(tuple(t) for t in towers), tiles=tuple(hands), phase="place", turn=turn,
                   marker=marker)


def test_levels_play_legal_games_to_the_end():
    for seed, levels in ((1, ["easy", "normal"]), (2, ["hard", "easy"]), (3, ["normal", "hard", "easy"]),
                         (4, ["hard", "easy", "normal", "hard"])):
        match = play_match(caprice, [AIAgent(level) for level in levels], seed=seed)  # apply checks legality
        assert match.is_over()
        s = caprice.new_game(players=len(levels), seed=seed)
        for move in match.moves:
            if caprice.current_player(s) != CHANCE:
                assert move in caprice.legal_moves(s)
            s = caprice.apply_move(s, move)
        assert caprice.is_over(s)


def test_every_level_legal_on_random_positions_without_falling_back(monkeypatch):
    # the search itself (not the fallback) must produce a legal move
    for seed in range(6):
        for players in (2, 3, 4):
            s = midgame(seed, players, plies=seed * 7)
            me = caprice.current_player(s)
            v = caprice.view(s, me)
            legal = caprice.legal_moves(v)
            for level in LEVELS:
                move = ai._choose(v, me, level, random.Random(seed), legal)
                assert move in legal, (seed, players, level, move)
                after = caprice.apply_move(s, move)
                if caprice.phase(after) == "move":  # the second decision of the turn
                    v2 = caprice.view(after, me)
                    m2 = ai._choose(v2, me, level, random.Random(seed), caprice.legal_moves(v2))
                    assert m2 in caprice.legal_moves(after)


def test_never_reads_hidden_tiles():
    rng = random.Random(5)
    for seed in range(4):
        s = midgame(seed, players=3, plies=10 + seed)
        me = caprice.current_player(s)
        v = caprice.view(s, me)
        assert all(caprice.tiles(v, p) is None for p in range(3) if p != me)
        for level in LEVELS:
            expected = ai.choose_move(v, level, random.Random(seed))
            for _ in range(4):
                # other hands in the full state: same view, and even when handed the full state the
                # AI ignores the other players' tiles
                others = [ALL_HANDS[rng.randrange(len(ALL_HANDS))] for _ in range(3)]
                hands = tuple(s.tiles[p] if p == me else others[p] for p in range(3))
                full = replace(s, tiles=hands)
                assert caprice.view(full, me) == v
                assert ai.choose_move(caprice.view(full, me), level, random.Random(seed)) == expected
                assert ai.choose_move(full, level, random.Random(seed)) == expected


def test_deterministic_for_a_seed():
    s = midgame(11, players=2, plies=8)
    v = caprice.view(s, caprice.current_player(s))
    for level in LEVELS:
        moves = {ai.choose_move(v, level, random.Random(42)) for _ in range(3)}
        assert len(moves) == 1
    a = play_match(caprice, [AIAgent("hard"), AIAgent("normal")], seed=9)
    b = play_match(caprice, [AIAgent("hard"), AIAgent("normal")], seed=9)
    assert a.moves == b.moves


def test_orders_with_best_order():
    for seed in range(3):
        match = play_match(caprice, [AIAgent(LEVELS[seed]), AIAgent("hard")], seed=seed)
        s = caprice.new_game(players=2, seed=seed)
        for move, actor in zip(match.moves, match.actors):
            if isinstance(move, Order):
                assert list(move.tiles) == caprice.best_order(s.towers, s.tiles[actor])
            s = caprice.apply_move(s, move)
    # also from a view in the order phase
    s = replace(board([("LR", "DT", "LT", "DR")] * 5 + [()], ("DR", "DT", "LR", "LT")), phase="order")
    for level in LEVELS:
        assert ai.choose_move(caprice.view(s, 0), level, random.Random(0)) == Order(("LR", "DT", "LT", "DR"))


def test_hard_completes_a_full_matching_tower():
    # order LR LT DR DT: spot 0 waits for its DT on top (+1 match, +1 bonus)
    towers = [("LR", "LT", "DR"), ("LR", "LT", "DR", "DT"), ("LR", "LT"), (), (), ()]
    s = board(towers, ("DR", "DT", "LR", "LT"), opp_tiles=("DT", "DT", "LR", "LR"))
    for seed in range(3):
        assert ai.choose_move(caprice.view(s, 0), "hard", random.Random(seed)) == Place("DT", 0)
    # and as the second player of the turn order, with the marker on the finished tower
    s1 = replace(board(towers, ("DR", "DT", "LR", "LT"), turn=1, marker=(1, 3)))
    assert ai.choose_move(caprice.view(s1, 1), "hard", random.Random(0)) == Place("DT", 0)


def test_hard_move_step_does_not_break_its_own_full_tower():
    towers = [("LR", "LT", "DR", "DT"), ("LR", "LT", "DR", "DT"), ("DT",), (), (), ()]
    s = board(towers, ("DR", "DT", "LR", "LT"))
    s = caprice.apply_move(s, Place("LR", 3))
    move = ai.choose_move(caprice.view(s, 0), "hard", random.Random(1))
    assert move == SKIP or move.src not in (0, 1)


def test_easy_mostly_skips_and_places_greedily():
    towers = [("LR", "LT", "DR"), (), (), (), (), ()]
    s = board(towers, ("DR", "DT", "LR", "LT"))
    assert ai.choose_move(caprice.view(s, 0), "easy", random.Random(0)) == Place("DT", 0)
    skips = 0
    for seed in range(40):
        s = midgame(seed, plies=9)  # odd plies: a move step
        if caprice.phase(s) != "move":
            continue
        skips += ai.choose_move(caprice.view(s, caprice.current_player(s)), "easy", random.Random(seed)) == SKIP
    assert skips >= 10


def test_fallback_on_internal_error(monkeypatch):
    def boom(*a, **k):
        raise RuntimeError("bug")

    monkeypatch.setattr(ai, "_choose", boom)
    s = midgame(3, plies=4)
    v = caprice.view(s, caprice.current_player(s))
    assert ai.choose_move(v, "hard", random.Random(0)) in caprice.legal_moves(v)
    with pytest.raises(ValueError):
        ai.choose_move(v, "expert", random.Random(0))


def test_sampled_worlds_respect_the_bag():
    own = ("DT", "DT", "LR", "LR")
    worlds = sample_worlds(1, 4, own, random.Random(3), 30, likelihood=lambda h: 2.0 if "DT" in h else 1.0)
    assert abs(sum(w for w, _ in worlds) - 1.0) < 1e-9
    for _, hands in worlds:
        assert hands[1] == own
        assert all(h in ALL_HANDS for h in hands)
        for t in caprice.TILES:
            assert sum(h.count(t) for h in hands) <= caprice.TILES_PER_TYPE


def test_turn_options_match_the_rules():
    for seed in range(5):
        s = midgame(seed, players=2, plies=2 * seed + 4)
        if caprice.phase(s) != "place":
            continue
        opts = turn_options(s.towers, caprice.marker(s))
        assert {p for p, _, _ in opts} == set(caprice.legal_moves(s))
        ev = HandEval(s.tiles[0], s.towers)
        for place, move, change in opts[::7]:
            after = caprice.apply_move(caprice.apply_move(s, place), move)
            if caprice.phase(after) == "place":
                assert ev.value(change) == caprice.score(after.towers, caprice.best_order(after.towers, s.tiles[0]))
        s2 = caprice.apply_move(s, opts[0][0])
        assert {m for _, m, _ in move_options(s2.towers, caprice.marker(s2), s2.placed)} == set(
            caprice.legal_moves(s2))


def test_hard_beats_random():
    points = 0.0
    for g in range(10):
        seat = g % 2
        seed = 500 + g
        s = caprice.new_game(players=2, seed=seed)
        crng, rngs = chance_rng(seed), [seat_rng(seed, 0), seat_rng(seed, 1)]
        while not caprice.is_over(s):
            p = caprice.current_player(s)
            if p == CHANCE:
                s = caprice.apply_move(s, caprice.sample_chance(s, crng))
            elif p == seat:
                s = caprice.apply_move(s, ai.choose_move(caprice.view(s, p), "hard", rngs[p]))
            else:
                s = caprice.apply_move(s, random_agent_move(caprice, caprice.view(s, p), rngs[p]))
        w = caprice.winners(s)
        points += (1 / len(w)) if seat in w else 0.0
    assert points >= 8
