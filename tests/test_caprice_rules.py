"""Caprice rules: scenarios from the rules, the red marker, the end, views, JSON, playouts."""
from __future__ import annotations

import json
import random
import re
import string
import types
from collections import Counter

import pytest

from game import caprice
from game.caprice import DISCS, SKIP, Draw, Move, Order, Place, State
from game.core import CHANCE, AIAgent, HumanAgent, IllegalMove, Match, play_match, random_agent_move
from scenes.tables.caprice.strings import STRINGS

HANDS = (("DR", "DT", "LR", "LT"), ("DR", "DR", "LT", "LT"), ("DT", "DT", "LR", "LR"), ("DR", "DT", "LR", "LT"))


# --------------------------------------------------------------------------- helpers


def at(*towers, phase="place", turn=0, placed=None, marker=None, players=2, tiles=None):
    """A position: towers as strings bottom → top (``"LR DT"``), missing ones empty."""
    towers = tuple(tuple(t.split()) for t in towers) + ((),) * (6 - len(towers))
    return State(players=players, towers=towers, tiles=tiles or HANDS[:players], phase=phase, turn=turn,
                 placed=placed, marker=marker)


def play(s, *moves):
    for m in moves:
        s = caprice.apply_move(s, m)
    return s


def refused(s, move, code):
    with pytest.raises(IllegalMove) as e:
        caprice.apply_move(s, move)
    assert e.value.code == code, (e.value.code, e.value.reason)
    assert e.value.reason and isinstance(e.value.params, dict)
    return e.value


def started(players=2, seed=0):
    s = caprice.new_game(players=players, seed=seed)
    return caprice.apply_move(s, Draw(HANDS[:players]))


def wrapped():
    """game.caprice plus a random-move ``ai`` (the real AI lives elsewhere), for Match / play_match."""
    mod = types.ModuleType("caprice_random")
    mod.__dict__.update({k: getattr(caprice, k) for k in caprice.__all__})
    mod.ai = types.SimpleNamespace(choose_move=lambda v, level, rng: random_agent_move(caprice, v, rng))
    return mod


# --------------------------------------------------------------------------- protocol basics


def test_new_game_and_options():
    assert caprice.NAME == "caprice" and caprice.VERSION == 1
    s = caprice.new_game(players=3, seed=7)
    assert s.players == 3 and caprice.phase(s) == "draw"
    assert not hasattr(s, "seed"), "a state (and so every view) carries no seed"
    assert caprice.current_player(s) == CHANCE
    assert caprice.legal_moves(s) == [] and not caprice.is_over(s)
    assert caprice.towers(s) == [()] * 6
    assert caprice.supply(s) == {d: 6 for d in DISCS}
    assert caprice.scores(s) == [0, 0, 0] and caprice.winners(s) == []
    for bad in (1, 5, True, "2"):
        with pytest.raises(ValueError):
            caprice.new_game(players=bad)
    with pytest.raises(ValueError):
        caprice.new_game(players=2, variant="x")
    with pytest.raises(ValueError):
        caprice.new_game(players=2, seed="1")


def test_draw_starts_with_player_0():
    s = started(3)
    assert caprice.phase(s) == "place" and caprice.current_player(s) == 0
    assert caprice.tiles(s, 1) == HANDS[1]
    assert len(caprice.legal_moves(s)) == 4 * 6


# --------------------------------------------------------------------------- the tile draw


@pytest.mark.parametrize("players", [2, 3, 4])
def test_sample_chance_never_gives_three_of_a_type(players):
    s = caprice.new_game(players=players)
    rng = random.Random(players)
    seen = Counter()
    for _ in range(400):
        d = caprice.sample_chance(s, rng)
        assert len(d.tiles) == players
        total = Counter()
        for hand in d.tiles:
            assert len(hand) == 4 and list(hand) == sorted(hand)
            assert max(Counter(hand).values()) <= 2
            total.update(hand)
        assert max(total.values()) <= 5
        seen[d.tiles[0]] += 1
        caprice.apply_move(s, d)  # every sampled draw is accepted
    assert len(seen) > 10  # it really is random


def test_sample_chance_is_seeded_and_only_at_the_draw():
    s = caprice.new_game(players=4)
    assert caprice.sample_chance(s, random.Random(5)) == caprice.sample_chance(s, random.Random(5))
    with pytest.raises(IllegalMove) as e:
        caprice.sample_chance(started(), random.Random(0))
    assert e.value.code == "caprice.not_a_chance_step"


def test_redraw_rule_and_bag_limits_in_apply_move():
    s = caprice.new_game(players=3)
    e = refused(s, Draw((("LR", "LR", "LR", "DT"), HANDS[1], HANDS[2])), "caprice.hand_limit")
    assert e.params == {"player": 0, "tile": "LR", "limit": 2}
    e = refused(s, Draw((("LR", "LR", "DT", "DR"),) * 3), "caprice.bag_limit")
    assert e.params == {"tile": "LR", "limit": 5}
    refused(s, Draw(HANDS[:2]), "caprice.bad_draw")
    refused(s, Draw((("LR", "DT", "DR"), HANDS[1], HANDS[2])), "caprice.bad_draw")
    refused(s, Draw((("LR", "DT", "DR", "XX"), HANDS[1], HANDS[2])), "caprice.unknown_tile")
    refused(s, Place("LR", 0), "caprice.must_draw")
    refused(s, SKIP, "caprice.must_draw")
    # unsorted hands are accepted and kept sorted
    s2 = caprice.apply_move(s, Draw((("LT", "DR", "LR", "DT"), HANDS[1], HANDS[2])))
    assert caprice.tiles(s2, 0) == ("DR", "DT", "LR", "LT")
    refused(s2, Draw(HANDS[:3]), "caprice.not_a_chance_step")


# --------------------------------------------------------------------------- placing


def test_place_any_type_on_empty_spot_or_low_tower():
    s = at("LR LR LR", "DT DT DT DT")
    s2 = play(s, Place("DT", 0))
    assert caprice.towers(s2)[0] == ("LR", "LR", "LR", "DT")
    assert caprice.phase(s2) == "move" and caprice.placed_spot(s2) == 0 and caprice.current_player(s2) == 0
    assert caprice.supply(s2) == {"LR": 3, "LT": 6, "DR": 6, "DT": 1}
    e = refused(s, Place("LR", 1), "caprice.tower_full")
    assert e.params == {"spot": 1, "height": 4}
    assert caprice.place_targets(s) == [0, 2, 3, 4, 5]
    refused(s, Place("LR", 6), "caprice.bad_spot")
    refused(s, Place("LR", -1), "caprice.bad_spot")
    refused(s, Place("XY", 2), "caprice.unknown_disc")


def test_no_disc_left_of_a_type():
    s = at("LR LR LR", "LR LR LR", "DT")
    e = refused(s, Place("LR", 2), "caprice.no_such_disc_left")
    assert e.params == {"disc": "LR"}
    assert not any(m.disc == "LR" for m in caprice.legal_moves(s))
    assert caprice.place_error(s, "DT", 2) is None


def test_phase_order_of_a_turn():
    s = started()
    refused(s, Move(0, 1), "caprice.must_place_first")
    refused(s, SKIP, "caprice.must_place_first")
    refused(s, Order(HANDS[0]), "caprice.not_ordering_yet")
    s = play(s, Place("LR", 0))
    refused(s, Place("LR", 1), "caprice.already_placed")
    assert caprice.legal_moves(s)[-1] == SKIP
    s = play(s, SKIP)
    assert caprice.phase(s) == "place" and caprice.current_player(s) == 1 and caprice.placed_spot(s) is None
    s = play(s, Place("DT", 0), SKIP)
    assert caprice.current_player(s) == 0
    refused(s, object(), "caprice.not_a_move")


# --------------------------------------------------------------------------- moving


def test_only_the_top_disc_moves_and_a_lone_disc_counts():
    s = play(at("LR DT", "DR"), Place("LT", 3))
    s2 = play(s, Move(0, 2))
    assert caprice.towers(s2)[:3] == [("LR",), ("DR",), ("DT",)]
    s3 = play(s, Move(1, 4))  # a lone disc to another empty spot
    assert caprice.towers(s3)[1] == () and caprice.towers(s3)[4] == ("DR",)
    refused(s, Move(2, 0), "caprice.empty_spot")


def test_the_placed_disc_cannot_move_this_turn():
    s = play(at("LR DT", "DR"), Place("LT", 1))
    e = refused(s, Move(1, 2), "caprice.just_placed")
    assert e.params == {"spot": 1}
    assert 1 not in caprice.movable_from(s)
    # onto the tower just placed on is fine
    s2 = play(s, Move(0, 1))
    assert caprice.towers(s2)[1] == ("DR", "LT", "DT")
    # next turn it is an ordinary disc again
    s3 = play(s, SKIP, Place("LR", 5))
    assert 1 in caprice.movable_from(s3)


def test_never_back_to_its_own_spot():
    s = play(at("LR DT", "DR"), Place("LT", 3))
    e = refused(s, Move(0, 0), "caprice.same_spot")
    assert e.params == {"spot": 0}
    assert 0 not in caprice.move_targets(s, 0)


def test_height_limit_on_move_and_discs_on_level_four_may_move():
    s = play(at("LR LR LR LR", "DT DT DT DT", "DR"), Place("LT", 5))
    e = refused(s, Move(2, 1), "caprice.tower_full")
    assert e.params == {"spot": 1, "height": 4}
    s2 = play(s, Move(0, 2))  # the fourth disc of a full tower may move
    assert caprice.towers(s2)[0] == ("LR",) * 3 and caprice.towers(s2)[2] == ("DR", "LR")
    assert caprice.move_targets(s, 2) == [3, 4, 5]  # not onto full towers, not back; onto the placed tower is fine


def test_bad_spots_in_moves():
    s = play(at("LR"), Place("LT", 3))
    refused(s, Move(0, 6), "caprice.bad_spot")
    refused(s, Move(-1, 0), "caprice.bad_spot")
    refused(s, Move(True, 2), "caprice.bad_spot")


# --------------------------------------------------------------------------- the red marker


def test_moved_disc_gets_the_marker_and_blocks_only_itself():
    s = play(at("LR DT", "DR", "LT"), Place("LR", 5), Move(0, 3))
    assert caprice.marker(s) == 3 and s.marker == (3, 0)
    assert caprice.current_player(s) == 1
    s = play(s, Place("DR", 4))
    e = refused(s, Move(3, 0), "caprice.marked")
    assert e.params == {"spot": 3}
    assert caprice.movable_from(s) == [0, 1, 2, 5]  # everything but the marked and the placed disc
    s2 = play(s, Move(2, 0))
    assert caprice.marker(s2) == 0 and s2.marker == (0, 1)  # the marker moved with the moved disc
    assert 3 in caprice.movable_from(play(s2, Place("LT", 4)))


def test_marker_stays_when_the_move_is_skipped():
    s = play(at("LR DT", "DR"), Place("LR", 5), Move(0, 3))
    s = play(s, Place("DT", 4), SKIP)
    assert s.marker == (3, 0)
    s = play(s, Place("LT", 2))
    refused(s, Move(3, 1), "caprice.marked")


def test_marker_leaves_when_a_disc_is_placed_on_it():
    s = play(at("LR DT", "DR"), Place("LR", 5), Move(0, 3))
    s = play(s, Place("DT", 3))
    assert caprice.marker(s) is None and s.marker is None
    refused(s, Move(3, 0), "caprice.just_placed")  # the new top is the placed disc
    s = play(s, SKIP, Place("LT", 0))
    assert caprice.marker(s) is None
    s = play(s, Move(3, 1))  # no marker now: the top of spot 3 may move
    assert s.marker == (1, 1)


def test_moving_onto_the_marked_disc_takes_the_marker():
    s = play(at("LR DT", "DR"), Place("LR", 5), Move(0, 3))
    s = play(s, Place("LT", 4), Move(1, 3))
    assert s.marker == (3, 1) and caprice.towers(s)[3] == ("DT", "DR")


# --------------------------------------------------------------------------- the end


FOUR_FULL = ("LR LR LT LT", "DR DR DT DT", "LR DR LT DT", "DT LT DR LR")


def test_fifth_full_tower_ends_the_building_after_the_move():
    s = play(at(*FOUR_FULL, "LR LT DR", "DT"), Place("DR", 4))
    assert caprice.full_towers(s) == 5
    assert caprice.phase(s) == "move"  # not yet: the move may still break it up
    s2 = play(s, SKIP)
    assert caprice.phase(s2) == "order" and caprice.current_player(s2) == 0
    assert caprice.legal_moves(s2) == [Order(o) for o in caprice.orderings(HANDS[0])]
    assert caprice.place_targets(s2) == [] and caprice.movable_from(s2) == []


def test_a_move_that_breaks_up_the_fifth_full_tower_means_no_end():
    s = play(at(*FOUR_FULL, "LR LT DR", "DT"), Place("DR", 4))
    refused(s, Move(5, 0), "caprice.tower_full")
    s2 = play(s, Move(0, 5))
    assert caprice.full_towers(s2) == 4
    assert caprice.phase(s2) == "place" and caprice.current_player(s2) == 1


def test_a_move_that_completes_the_fifth_tower_ends():
    s = play(at(*FOUR_FULL[:3], "LR LT DR", "DR DR DR", "DT"), Place("LT", 4))
    assert caprice.full_towers(s) == 4
    s2 = play(s, Move(5, 3))
    assert caprice.full_towers(s2) == 5 and caprice.phase(s2) == "order"


def test_four_full_towers_do_not_end():
    s = play(at(*FOUR_FULL, "LR", "DT"), Place("DR", 4), SKIP)
    assert caprice.phase(s) == "place" and caprice.current_player(s) == 1


def test_full_board_goes_to_ordering():
    s = at(*FOUR_FULL, "LT LT LR DR", "DT DT DR", phase="place")  # (unreachable in play: five towers were already full)
    s = play(s, Place("LR", 5), SKIP)
    assert caprice.phase(s) == "order"
    assert caprice.supply(s) == {d: 0 for d in DISCS}


def test_ordering_in_seat_order_hidden_until_all_fixed():
    s = play(at(*FOUR_FULL, "LR LT DR", "DT", players=3), Place("DT", 4), SKIP)
    assert caprice.phase(s) == "order" and caprice.current_player(s) == 0
    refused(s, Place("LR", 5), "caprice.ordering_now")
    refused(s, SKIP, "caprice.ordering_now")
    e = refused(s, Order(("LR", "LR", "DT", "DR")), "caprice.not_a_permutation")
    assert e.params == {"tiles": "DR DT LR LT"}
    refused(s, Order(("LR", "DT", "DR")), "caprice.not_a_permutation")
    s = play(s, Order(("LR", "LT", "DR", "DT")))
    assert caprice.current_player(s) == 1 and caprice.has_ordered(s, 0) and not caprice.has_ordered(s, 1)
    v1 = caprice.view(s, 1)
    assert caprice.orders(v1) == [None, None, None] and caprice.has_ordered(v1, 0)
    assert caprice.tiles(v1, 0) is None
    assert caprice.orders(caprice.view(s, 0))[0] == ("LR", "LT", "DR", "DT")
    # the view of someone else cannot order for the current player
    refused(caprice.view(s, 2), Order(HANDS[1]), "caprice.not_your_turn")
    assert caprice.legal_moves(caprice.view(s, 2)) == []
    assert caprice.legal_moves(v1) == caprice.legal_moves(s)
    s = play(s, Order(("DR", "LT", "DR", "LT")), Order(("LR", "DT", "LR", "DT")))
    assert caprice.is_over(s) and caprice.current_player(s) is None and caprice.legal_moves(s) == []
    assert caprice.view(s, 2) == s  # everything is revealed at the end
    towers = caprice.towers(s)
    expected = [caprice.score(towers, o) for o in caprice.orders(s)]
    assert caprice.scores(s) == expected
    top = max(expected)
    assert caprice.winners(s) == [p for p in range(3) if expected[p] == top]
    refused(s, Place("LR", 5), "caprice.game_over")
    refused(s, Order(HANDS[0]), "caprice.game_over")


def test_shared_win_on_equal_scores():
    # player 0 and 1 hold the same tiles and order the same way
    tiles = (HANDS[0], HANDS[0])
    s = play(at(*FOUR_FULL, "LR LT DR", "DT", tiles=tiles), Place("DT", 4), SKIP)
    s = play(s, Order(("LR", "LT", "DR", "DT")), Order(("LR", "LT", "DR", "DT")))
    assert caprice.winners(s) == [0, 1]
    assert caprice.scores(s)[0] == caprice.scores(s)[1] == 1 + 1 + 2 + 2 + 5 + 0  # tower by tower


def test_scores_during_play_use_the_best_order_of_known_tiles():
    s = at("DR DT LR LT", "DR DT")
    assert caprice.scores(s) == [caprice.score(s.towers, caprice.best_order(s.towers, t)) for t in HANDS[:2]]
    assert caprice.scores(s)[0] == 5 + 2
    assert caprice.scores(caprice.view(s, 1)) == [0, caprice.scores(s)[1]]


# --------------------------------------------------------------------------- views


def test_views_hide_other_tiles_in_state_and_json():
    s = caprice.apply_move(caprice.new_game(players=4), caprice.sample_chance(caprice.new_game(players=4),
                                                                              random.Random(3)))
    for p in range(4):
        v = caprice.view(s, p)
        assert type(v) is State and v.towers == s.towers
        assert caprice.tiles(v, p) == caprice.tiles(s, p)
        d = caprice.state_to_json(v)
        assert d["tiles"][p] == list(s.tiles[p])
        assert all(d["tiles"][q] is None for q in range(4) if q != p)
        assert caprice.state_from_json(json.loads(json.dumps(d))) == v
    v = caprice.view(caprice.new_game(players=2), 1)
    assert caprice.state_to_json(v)["tiles"] is None
    with pytest.raises(ValueError):
        caprice.view(s, 4)


# --------------------------------------------------------------------------- the helpers agree with the rules


def _positions():
    out = []
    rng = random.Random(4)
    for seed in range(6):
        s = caprice.new_game(players=2 + seed % 3, seed=seed)
        s = caprice.apply_move(s, caprice.sample_chance(s, rng))
        while not caprice.is_over(s):
            out.append(s)
            s = caprice.apply_move(s, random_agent_move(caprice, s, rng))
    return out


def test_targets_and_errors_agree_with_legal_moves():
    for s in _positions()[::3]:
        legal = set(caprice.legal_moves(s))
        for src in range(6):
            for dst in range(6):
                ok = caprice.move_error(s, src, dst) is None
                assert ok == (Move(src, dst) in legal)
                assert ok == (dst in caprice.move_targets(s, src))
            assert (src in caprice.movable_from(s)) == any(isinstance(m, Move) and m.src == src for m in legal)
        for d in DISCS:
            for spot in range(6):
                ok = caprice.place_error(s, d, spot) is None
                assert ok == (Place(d, spot) in legal)
                if ok:
                    assert spot in caprice.place_targets(s)
        p = caprice.current_player(s)
        if caprice.phase(s) in ("place", "move"):
            other = (p + 1) % s.players
            helper = caprice.place_error if caprice.phase(s) == "place" else caprice.move_error
            args = ("LR", 0) if caprice.phase(s) == "place" else (0, 1)
            assert helper(s, *args, player=other).code == "caprice.not_your_turn"
            mine, plain = helper(s, *args, player=p), helper(s, *args)
            assert (mine is None) == (plain is None) and (mine is None or mine.code == plain.code)


# --------------------------------------------------------------------------- JSON


def test_move_json_shapes():
    assert caprice.move_to_json(Draw((("LT", "LR", "DT", "DR"), HANDS[1]))) == {
        "type": "draw", "tiles": [["DR", "DT", "LR", "LT"], list(HANDS[1])]}
    assert caprice.move_to_json(Place("LR", 3)) == {"type": "place", "disc": "LR", "spot": 3}
    assert caprice.move_to_json(Move(1, 4)) == {"type": "move", "from": 1, "to": 4}
    assert caprice.move_to_json(SKIP) == {"type": "skip"}
    assert caprice.move_to_json(Order(("LT", "LR", "DT", "DR"))) == {"type": "order",
                                                                       "tiles": ["LT", "LR", "DT", "DR"]}
    assert caprice.move_from_json({"type": "draw", "tiles": [["LT", "LR", "DT", "DR"]]}) == Draw(
        (("DR", "DT", "LR", "LT"),))
    with pytest.raises(TypeError):
        caprice.move_to_json("skip")


@pytest.mark.parametrize("bad", [
    None, [], {}, {"type": "jump"}, {"type": "skip", "x": 1}, {"type": "place", "disc": "LR"},
    {"type": "place", "disc": 1, "spot": 0}, {"type": "place", "disc": "LR", "spot": "0"},
    {"type": "place", "disc": "LR", "spot": True}, {"type": "move", "from": 0},
    {"type": "move", "from": 0, "to": 1.0}, {"type": "order", "tiles": "LRLT"},
    {"type": "draw", "tiles": [["LR", 2]]}, {"type": "draw", "tiles": "x"},
])
def test_move_from_json_rejects_garbage(bad):
    with pytest.raises(ValueError):
        caprice.move_from_json(bad)


def _state_json():
    return caprice.state_to_json(play(at("LR DT", "DR", turn=1), Place("LR", 5), Move(0, 3)))


@pytest.mark.parametrize("change", [
    {"players": 5}, {"phase": "dance"}, {"turn": 2}, {"towers": [[]] * 5}, {"towers": [["LR"] * 5] + [[]] * 5},
    {"towers": [["LR"] * 4, ["LR"] * 3] + [[]] * 4}, {"towers": [["XX"]] + [[]] * 5},
    {"tiles": [["LR"]]}, {"placed": 6}, {"marker": [3, 1]}, {"marker": [3]}, {"orders": [None] * 3},
    {"seed": "0"},
])
def test_state_from_json_rejects_garbage(change):
    assert caprice.state_from_json(_state_json()) is not None
    with pytest.raises(ValueError):
        caprice.state_from_json({**_state_json(), **change})
    with pytest.raises(ValueError):
        caprice.state_from_json("nope")


# --------------------------------------------------------------------------- random playouts


def _check_invariants(s):
    on_board = Counter(d for t in s.towers for d in t)
    left = caprice.supply(s)
    assert all(left[d] >= 0 and left[d] + on_board[d] == 6 for d in DISCS)
    assert sum(left.values()) + sum(on_board.values()) == 24
    assert all(len(t) <= 4 for t in s.towers)
    if s.marker is not None:
        spot, level = s.marker
        assert level == len(s.towers[spot]) - 1  # always on a top disc
    assert (caprice.placed_spot(s) is not None) == (caprice.phase(s) == "move")
    if caprice.phase(s) in ("place", "move"):
        assert caprice.full_towers(s) < 5 or caprice.phase(s) == "move"
    assert caprice.state_from_json(json.loads(json.dumps(caprice.state_to_json(s)))) == s
    if caprice.current_player(s) not in (None, CHANCE):
        p = caprice.current_player(s)
        v = caprice.view(s, p)
        assert caprice.legal_moves(v) == caprice.legal_moves(s)
        assert caprice.state_from_json(json.loads(json.dumps(caprice.state_to_json(v)))) == v


@pytest.mark.parametrize("seed", range(30))
def test_random_playouts_keep_the_invariants(seed):
    rng = random.Random(seed)
    s = caprice.new_game(players=2 + seed % 3, seed=seed)
    s = caprice.apply_move(s, caprice.sample_chance(s, rng))
    for _ in range(200):
        _check_invariants(s)
        if caprice.is_over(s):
            break
        moves = caprice.legal_moves(s)
        assert moves and moves == sorted(moves, key=lambda m: (type(m) is type(SKIP), m))
        for m in moves:
            assert caprice.move_from_json(json.loads(json.dumps(caprice.move_to_json(m)))) == m
        s = caprice.apply_move(s, moves[rng.randrange(len(moves))])
    assert caprice.is_over(s)
    assert caprice.full_towers(s) >= 5
    assert len(caprice.winners(s)) >= 1
    assert all(o is not None for o in caprice.orders(s))


def test_play_match_and_save_round_trip():
    mod = wrapped()
    for seed in range(4):
        m = play_match(mod, [AIAgent("easy")] * (2 + seed % 3), seed=seed)
        assert m.is_over() and m.actors[0] == CHANCE and m.actors.count(CHANCE) == 1
        save = json.loads(json.dumps(m.to_save()))
        assert save["game"] == "caprice" and save["moves"][0]["type"] == "draw"
        again = Match.from_save(save, mod)
        assert again.state == m.state and again.scores() == m.scores() and again.winners() == m.winners()
        states = list(m.replay_states())
        assert states[-1] == m.state
    assert play_match(mod, [AIAgent()] * 3, seed=9).moves == play_match(mod, [AIAgent()] * 3, seed=9).moves


def test_match_stops_for_a_human_and_applies_a_drop():
    m = Match(wrapped(), [HumanAgent(), AIAgent("normal")], seed=2)
    m.advance()
    assert m.actor() == 0 and m.needs_human()
    m.apply(Place("DT", 2))
    with pytest.raises(IllegalMove) as e:
        m.apply(Move(2, 3))
    assert e.value.code == "caprice.just_placed" and len(m.moves) == 2
    m.apply(SKIP)
    m.advance()
    assert m.actor() == 0 and len(m.moves) == 5  # the AI placed and then moved or skipped
    assert sum(len(t) for t in caprice.towers(m.state)) == 2
    assert isinstance(m.moves[3], Place) and isinstance(m.moves[4], (Move, type(SKIP)))


# --------------------------------------------------------------------------- player texts


CODES = {
    "caprice.game_over": set(), "caprice.not_a_move": {"move"}, "caprice.not_your_turn": {"player"},
    "caprice.must_draw": set(), "caprice.not_a_chance_step": set(), "caprice.bad_draw": {"players"},
    "caprice.unknown_tile": {"tile"}, "caprice.hand_limit": {"player", "tile", "limit"},
    "caprice.bag_limit": {"tile", "limit"}, "caprice.already_placed": set(), "caprice.must_place_first": set(),
    "caprice.unknown_disc": {"disc"}, "caprice.bad_spot": {"spot"}, "caprice.no_such_disc_left": {"disc"},
    "caprice.tower_full": {"spot", "height"}, "caprice.empty_spot": {"spot"}, "caprice.just_placed": {"spot"},
    "caprice.marked": {"spot"}, "caprice.same_spot": {"spot"}, "caprice.not_ordering_yet": set(),
    "caprice.ordering_now": set(), "caprice.not_a_permutation": {"tiles"},
}


def test_every_error_code_has_german_and_english_text():
    for code, params in CODES.items():
        entry = STRINGS["error." + code]
        for lang in ("de", "en"):
            fields = {f for _, f, _, _ in string.Formatter().parse(entry[lang]) if f}
            assert fields <= params, (code, lang, fields)
            entry[lang].format(**{k: 1 for k in params})
    assert {k[len("error."):] for k in STRINGS if k.startswith("error.")} == set(CODES)
    for d, de in zip(DISCS, ("hell, rund", "hell, gezahnt", "dunkel, rund", "dunkel, gezahnt")):
        assert STRINGS[f"caprice.disc.{d}"]["de"] == de and STRINGS[f"caprice.disc.{d}"]["en"]


def test_every_code_in_the_rules_source_is_listed():
    import inspect

    from game.caprice import rules

    found = set(re.findall(r'"(caprice\.[a-z_]+)"', inspect.getsource(rules)))
    assert found == set(CODES)


def test_matching_levels_and_full_match_make_the_tower_score():
    """The reveal counts with `matching_levels` and `full_match`; together they are `tower_score`."""
    from itertools import product

    from game.caprice.scoring import full_match, matching_levels, tower_score

    rng = random.Random(8)
    for _ in range(2000):
        tower = tuple(rng.choice(DISCS) for _ in range(rng.randint(0, 4)))
        order = tuple(rng.sample(DISCS, 4)) if rng.random() < 0.5 else tuple(rng.choice(DISCS) for _ in range(4))
        levels = matching_levels(tower, order)
        assert all(tower[i] == order[i] for i in levels)
        assert tower_score(tower, order) == len(levels) + full_match(tower, order)
        assert full_match(tower, order) == (len(tower) == 4 and tower == order)
    for tower in product(DISCS, repeat=4):  # the bonus exactly for the one fully matching order
        assert full_match(tower, tower) and tower_score(tower, tower) == 5
