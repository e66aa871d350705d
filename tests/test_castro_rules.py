"""Castro rules: scenarios from the seed text (and its "häufige Irrtümer"), the board,
combos, JSON, helpers, random playouts and the Match driver."""
from __future__ import annotations

import json
import random
import types
from collections import Counter
from dataclasses import replace
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import castro
from game.castro import (
    BOARD, DISCARD, FIELDS, LINES, PAIR_FIELD, YATZY_FIELDS, Dice, Discard, Place, Roll, Start,
)
from game.core import CHANCE, AIAgent, IllegalMove, Match, play_match, random_agent_move

JUNK = (1, 2, 4, 5, 6)  # satisfies nothing (no pair, no straight)
FOUR = (3, 3, 3, 3, 6)
STRAIGHT = (1, 2, 3, 4, 5)
YATZY = (4, 4, 4, 4, 4)


# --------------------------------------------------------------------------- helpers


def started(players=2, starter=0, **options):
    s = castro.new_game(players, seed=0, **options)
    return castro.apply_move(s, Start(starter))


def position(stacks=None, to_move=0, players=2, **options):
    """A position with the given stacks (field -> owners bottom→top), ``to_move`` to roll."""
    s = castro.new_game(players, **options)
    piles = list(s.stacks)
    for f, owners in (stacks or {}).items():
        piles[FIELDS.index(f)] = tuple(owners)
    counts = [sum(p.count(i) for p in piles) for i in range(players)]
    # turn order: with starter 0 the players before `to_move` have had one more turn; roofs that
    # are not on the board were put aside
    used = [max(counts) + (1 if p < to_move else 0) for p in range(players)]
    s = replace(s, stacks=tuple(piles), supply=tuple(15 - u for u in used),
                discarded=tuple(u - c for u, c in zip(used, counts)), starter=0)
    assert castro.current_player(s) == to_move
    return castro.state_from_json(castro.state_to_json(s))


def rolled(s, *rolls):
    """Roll each dice tuple in turn (keeping nothing before each roll)."""
    for d in rolls:
        s = castro.apply_move(s, Roll(()))
        assert castro.current_player(s) == CHANCE
        s = castro.apply_move(s, Dice(d))
    return s


def refused(s, move, code, **params):
    with pytest.raises(IllegalMove) as e:
        castro.apply_move(s, move)
    err = e.value
    assert err.code == code, (err.code, err.reason)
    assert err.reason and set(err.params) == set(castro.ERROR_CODES[code])
    for k, v in params.items():
        assert err.params[k] == v, (k, err.params)
    if isinstance(move, Place):
        same = castro.placement_error(s, move.field)
        assert same is not None and same.code == code
    other = castro.move_error(s, move)
    assert other is not None and other.code == code
    return err


def place(s, field):
    assert castro.placement_error(s, field) is None
    assert field in castro.legal_fields(s)
    assert Place(field) in castro.legal_moves(s)
    return castro.apply_move(s, Place(field))


# --------------------------------------------------------------------------- the board


def test_board_is_the_house_default_layout():
    counts = Counter(c for row in BOARD for c in row)
    assert [counts[f"pair{v}"] for v in range(1, 7)] == [1] * 6
    assert counts["yatzy"] == 3
    assert sorted(counts[c] for c in ("three", "four", "full_house", "straight")) == [6, 7, 7, 7]
    assert counts["straight"] == 6
    assert BOARD[0] == ("yatzy", "pair1", "three", "full_house", "yatzy", "three")
    assert BOARD[5] == ("three", "four", "straight", "four", "pair6", "four")
    assert castro.field_category((2, 5)) == "pair3" and PAIR_FIELD[3] == (2, 5)
    assert YATZY_FIELDS == ((0, 0), (0, 4), (4, 0))
    assert len(FIELDS) == 36


def test_lines_of_four():
    assert len(LINES) == 18 + 18 + 9 + 9 == 54
    assert len(set(LINES)) == 54
    for line in LINES:
        steps = {(b[0] - a[0], b[1] - a[1]) for a, b in zip(line, line[1:])}
        assert len(steps) == 1 and steps.pop() in {(0, 1), (1, 0), (1, 1), (1, -1)}
        cats = [castro.field_category(f) for f in line]
        # RULES.md: no line of four holds two pair fields or two yatzy fields
        assert sum(c.startswith("pair") for c in cats) <= 1 and cats.count("yatzy") <= 1
    assert ((0, 5), (1, 4), (2, 3), (3, 2)) in LINES
    assert all((0, 0) in line for line in castro.lines_through((0, 0)))


def test_make_board_checks_a_layout():
    assert castro.make_board(castro.LAYOUT) == BOARD
    assert castro.make_board([list(r) for r in BOARD]) == BOARD
    with pytest.raises(ValueError):
        castro.make_board(BOARD[:5])
    bad = [list(r) for r in BOARD]
    bad[0][1] = "pair2"  # two pair2 fields, no pair1
    with pytest.raises(ValueError, match="pair"):
        castro.make_board(bad)
    bad = [list(r) for r in BOARD]
    bad[0][0] = "three"
    with pytest.raises(ValueError, match="yatzy"):
        castro.make_board(bad)
    bad[0][0] = "castle"
    with pytest.raises(ValueError, match="unknown"):
        castro.make_board(bad)


# --------------------------------------------------------------------------- combos


def independent_combos(roll, straight="five"):
    out = set()
    for v in range(1, 7):
        if roll.count(v) >= 2:
            out.add(f"pair{v}")
    counts = sorted((roll.count(v) for v in set(roll)), reverse=True)
    if counts[0] >= 3:
        out.add("three")
    if counts[0] >= 4:
        out.add("four")
    if counts[0] == 5:
        out |= {"yatzy", "full_house"}
    if counts == [3, 2]:
        out.add("full_house")
    s = sorted(set(roll))
    run = 5 if straight == "five" else 4
    for lo in range(1, 8 - run):
        if all(v in s for v in range(lo, lo + run)):
            out.add("straight")
    return out


@pytest.mark.parametrize("straight", ["five", "four"])
def test_combos_on_every_ordered_roll(straight):
    totals = Counter()
    for roll in product(range(1, 7), repeat=5):
        got = castro.combos(roll, straight)
        assert got == independent_combos(list(roll), straight), roll
        totals.update(got)
    assert totals["yatzy"] == 6
    assert totals["full_house"] == 300 + 6
    assert totals["four"] == 6 * 5 * 5 + 6
    if straight == "five":
        assert totals["straight"] == 240
    assert castro.combos(()) == set()


def test_combos_lower_combinations_count_too():
    assert castro.combos(YATZY) == {"pair4", "three", "four", "full_house", "yatzy"}
    assert castro.combos((2, 2, 5, 5, 5)) == {"pair2", "pair5", "three", "full_house"}
    assert castro.combos(JUNK) == set() == castro.combos(JUNK, straight="four")
    assert castro.combos((1, 2, 3, 4, 6), straight="four") == {"straight"}
    assert castro.combos((1, 2, 3, 4, 6)) == set()
    with pytest.raises(ValueError):
        castro.combos(JUNK, straight="six")


# --------------------------------------------------------------------------- new game, start


def test_new_game_and_options():
    s = castro.new_game(3, seed=7)
    assert (s.players, s.straight) == (3, "five")
    assert not hasattr(s, "seed"), "a state (and so every view) carries no seed"
    assert castro.current_player(s) == CHANCE and castro.legal_moves(s) == []
    assert not castro.is_over(s) and castro.winners(s) == [] and castro.scores(s) == [0, 0, 0]
    assert castro.new_game(2, straight="four").straight == "four"
    for bad in (1, 5, True, "2"):
        with pytest.raises(ValueError):
            castro.new_game(bad)
    with pytest.raises(ValueError, match="unknown"):
        castro.new_game(2, board="x")
    with pytest.raises(ValueError, match="straight"):
        castro.new_game(2, straight="six")


def test_start_is_the_first_chance_step():
    s = castro.new_game(4)
    moves = {castro.sample_chance(s, random.Random(i)) for i in range(60)}
    assert moves == {Start(p) for p in range(4)}
    refused(s, Start(4), "castro.bad_player", players=4)
    refused(s, Roll(()), "castro.waiting_for_dice")
    refused(s, Dice(JUNK), "castro.not_chance_step")
    s = castro.apply_move(s, Start(2))
    assert castro.current_player(s) == 2 and castro.round_number(s) == 1
    refused(s, Start(1), "castro.not_chance_step")
    with pytest.raises(IllegalMove):
        castro.sample_chance(s, random.Random(0))


def test_turn_opens_with_a_roll_of_all_five_dice():
    s = started()
    assert castro.legal_moves(s) == [Roll(())]
    refused(s, Place((0, 2)), "castro.must_roll_first")
    refused(s, Roll((3,)), "castro.first_roll_all_dice")
    refused(s, DISCARD, "castro.discard_while_rolls_left", rolls_left=5)
    refused(s, Dice(JUNK), "castro.not_chance_step")
    s = castro.apply_move(s, Roll(()))
    assert castro.current_player(s) == CHANCE and castro.kept(s) == ()
    refused(s, Dice((1, 2, 3, 4)), "castro.wrong_dice_count", expected=5, got=4)
    refused(s, Dice((0, 2, 3, 4, 5)), "castro.bad_die")
    refused(s, Place((0, 2)), "castro.waiting_for_dice")
    d = castro.sample_chance(s, random.Random(3))
    assert isinstance(d, Dice) and len(d.values) == 5 and list(d.values) == sorted(d.values)
    s = castro.apply_move(s, Dice((6, 1, 3, 1, 2)))
    assert castro.dice(s) == (1, 1, 2, 3, 6) and castro.roll_number(s) == 1
    assert castro.turn_categories(s) == {"pair1"}


def test_rerolling_keeps_a_sub_multiset():
    s = rolled(started(), (2, 2, 3, 5, 6))
    keeps = [m.keep for m in castro.legal_moves(s) if isinstance(m, Roll)]
    assert () in keeps and (2, 2, 3, 5) in keeps and (2, 2, 3, 5, 6) not in keeps
    assert len(keeps) == len(set(keeps)) == 23  # sub-multisets of size 0-4 of {2,2,3,5,6}
    refused(s, Roll((2, 2, 2)), "castro.keep_not_in_dice", keep=[2, 2, 2], dice=[2, 2, 3, 5, 6])
    refused(s, Roll((2, 2, 3, 5, 6)), "castro.keep_all_five")
    assert Roll((5, 2, 2)) == Roll((2, 2, 5))  # a multiset, stored ascending
    s = castro.apply_move(s, Roll((5, 2, 2)))
    assert castro.kept(s) == (2, 2, 5)
    assert castro.sample_chance(s, random.Random(1)).values.__len__() == 2
    refused(s, Dice((1, 1, 1)), "castro.wrong_dice_count", expected=2, got=3)
    s = castro.apply_move(s, Dice((2, 1)))
    assert castro.dice(s) == (1, 2, 2, 2, 5) and castro.roll_number(s) == 2
    assert castro.stack(s, (0, 2)) == () and castro.current_player(s) == 0


# --------------------------------------------------------------------------- placing


def test_each_pair_has_its_own_field():
    s = rolled(started(), (3, 3, 1, 5, 6))
    assert castro.legal_fields(s) == [PAIR_FIELD[3]]
    err = refused(s, Place(PAIR_FIELD[5]), "castro.wrong_pair_field", value=3, field=PAIR_FIELD[3], asked=5)
    assert "own field" in err.reason
    refused(s, Place((0, 2)), "castro.not_satisfied", category="three", field=(0, 2))
    s = place(s, PAIR_FIELD[3])
    assert castro.stack(s, PAIR_FIELD[3]) == (0,) and castro.top_owner(s, PAIR_FIELD[3]) == 0
    assert castro.current_player(s) == 1 and castro.supply(s, 0) == 14 and castro.dice(s) == ()


def test_a_roll_serves_every_category_it_satisfies():
    s = rolled(started(), YATZY)
    cats = {castro.field_category(f) for f in castro.legal_fields(s)}
    assert cats == {"pair4", "three", "four", "full_house", "yatzy"}
    s = rolled(started(straight="four"), (1, 2, 3, 4, 6))
    assert {castro.field_category(f) for f in castro.legal_fields(s)} == {"straight"}
    s = rolled(started(), (1, 2, 3, 4, 6))
    assert castro.legal_fields(s) == []


@pytest.mark.parametrize("rolls", [1, 2, 3, 4, 5])
def test_height_limits(rolls):
    # seven "three" fields: heights 0..5 on six of them (mixed owners), one more empty
    threes = castro.fields_of("three")
    assert len(threes) == 7
    stacks = {f: tuple(i % 2 for i in range(h)) for h, f in enumerate(threes[:6])}
    s = position(stacks)
    s = rolled(s, *([JUNK] * (rolls - 1)), (2, 2, 2, 5, 6))
    assert castro.roll_number(s) == rolls and castro.max_height(rolls) == 5 - rolls
    ok = [f for f in castro.legal_fields(s) if f in threes]
    assert ok == sorted([f for f in threes if len(stacks.get(f, ())) <= 5 - rolls])
    for h, f in enumerate(threes[:6]):
        if h == 5:
            refused(s, Place(f), "castro.stack_locked", field=f)
        elif h > 5 - rolls:
            if rolls == 5:
                refused(s, Place(f), "castro.fifth_roll_empty_only", height=h)
            else:
                refused(s, Place(f), "castro.too_high", rolls=rolls, max_height=5 - rolls, height=h)
        else:
            after = place(s, f)
            assert castro.stack(after, f) == stacks[f] + (0,)


def test_max_height():
    assert [castro.max_height(r) for r in range(1, 6)] == [4, 3, 2, 1, 0]
    for bad in (0, 6, True):
        with pytest.raises(ValueError):
            castro.max_height(bad)


def test_building_on_own_roofs_and_lower_is_allowed():
    s = position({(5, 1): (0, 0), (5, 3): (1,)})
    s = rolled(s, FOUR)  # roll 1: up to 4 roofs below
    s = place(s, (5, 1))
    assert castro.stack(s, (5, 1)) == (0, 0, 0)
    assert castro.scores(s) == [3, 1]


def test_a_stack_of_five_is_locked():
    s = position({(5, 1): (0, 1, 0, 1, 0), (5, 3): (1, 0, 1, 0)})
    s = rolled(s, FOUR)
    refused(s, Place((5, 1)), "castro.stack_locked", field=(5, 1))
    assert (5, 1) not in castro.legal_fields(s)
    s = place(s, (5, 3))  # four roofs below: allowed on roll 1, then locked
    assert len(castro.stack(s, (5, 3))) == 5
    s = rolled(s, FOUR)
    refused(s, Place((5, 3)), "castro.stack_locked")


def test_only_the_last_roll_counts():
    s = rolled(started(), (3, 3, 3, 1, 2), JUNK)
    assert castro.legal_fields(s) == []
    err = refused(s, Place((0, 2)), "castro.last_roll_counts", category="three", field=(0, 2))
    assert "last roll" in err.reason
    refused(s, Place(PAIR_FIELD[3]), "castro.last_roll_counts", category="pair3")
    refused(s, Place((0, 3)), "castro.not_satisfied", category="full_house")
    # the record survives further rolls and is cleared for the next turn
    s = rolled(s, (1, 1, 2, 4, 6))
    refused(s, Place((0, 2)), "castro.last_roll_counts")
    s = place(s, PAIR_FIELD[1])
    s = rolled(s, JUNK)
    refused(s, Place((0, 2)), "castro.not_satisfied")


def test_discard_only_after_the_fifth_roll_and_only_when_nothing_fits():
    s = position({PAIR_FIELD[6]: (1,)})
    s = rolled(s, JUNK, JUNK, JUNK, JUNK)
    refused(s, DISCARD, "castro.discard_while_rolls_left", rolls_left=1)
    s = rolled(s, (6, 6, 1, 2, 4))  # a pair of 6s, but its field is not empty: roll 5 builds on empty only
    assert castro.legal_moves(s) == [DISCARD]
    refused(s, Place(PAIR_FIELD[6]), "castro.fifth_roll_empty_only", height=1)
    refused(s, Roll(()), "castro.no_rolls_left")
    after = castro.apply_move(s, DISCARD)
    assert after.discarded == (s.discarded[0] + 1, s.discarded[1])
    assert castro.supply(after, 0) == castro.supply(s, 0) - 1
    assert castro.current_player(after) == 1 and castro.roll_number(after) == 0
    assert castro.stack(after, PAIR_FIELD[6]) == (1,)
    # with a legal field, discarding is refused
    s = rolled(position(), JUNK, JUNK, JUNK, JUNK, (6, 6, 1, 2, 4))
    assert castro.legal_moves(s) == [Place(PAIR_FIELD[6])]
    refused(s, DISCARD, "castro.discard_but_can_place", count=1)


# --------------------------------------------------------------------------- winning


ROW = ((5, 0), (5, 1), (5, 2), (5, 3))
COLUMN = ((0, 5), (1, 5), (2, 5), (3, 5))
DIAGONAL = ((1, 1), (2, 2), (3, 3), (4, 4))
ANTI_DIAGONAL = ((0, 5), (1, 4), (2, 3), (3, 2))
DICE_FOR = {"four": FOUR, "straight": STRAIGHT, "three": (2, 2, 2, 5, 6)}


@pytest.mark.parametrize("line", [ROW, COLUMN, DIAGONAL, ANTI_DIAGONAL], ids=["row", "column", "diagonal", "anti"])
def test_four_own_roofs_on_top_in_a_line_win(line):
    last = line[-1]
    s = position({f: (1, 0) for f in line[:-1]} | {last: (1,)})
    s = rolled(s, DICE_FOR[castro.field_category(last)])
    s = place(s, last)
    assert castro.is_over(s) and castro.winners(s) == [0]
    assert castro.winning_line(s) == line
    assert castro.current_player(s) is None and castro.legal_moves(s) == []
    refused(s, Roll(()), "castro.game_over")
    refused(s, Dice(JUNK), "castro.game_over")


def test_covered_roofs_do_not_count_for_a_line():
    s = position({(0, 5): (0,), (1, 5): (0, 1), (2, 5): (0,)})
    s = place(rolled(s, STRAIGHT), (3, 5))
    assert not castro.is_over(s) and castro.winners(s) == [] and castro.winning_line(s) == ()


def test_five_in_a_row_highlights_every_field():
    s = position({(5, 0): (0,), (5, 1): (0,), (5, 3): (0,), (5, 4): (0,)}, to_move=0)
    s = place(rolled(s, STRAIGHT), (5, 2))
    assert castro.winners(s) == [0]
    assert castro.winning_line(s) == tuple((5, c) for c in range(5))


def test_yatzy_win_with_roofs_buried_in_the_stacks():
    a, b, c = YATZY_FIELDS
    s = position({a: (0, 1), b: (0, 1, 1)})
    s = rolled(s, YATZY)
    s = place(s, c)
    assert castro.is_over(s) and castro.winners(s) == [0]
    assert castro.winning_line(s) == YATZY_FIELDS
    # the roof placed on the third yatzy field may be covered too: any roof counts, checked at placement
    s = position({a: (0, 1), b: (1, 0, 1)}, to_move=0)
    s = place(rolled(s, YATZY), c)
    assert castro.winners(s) == [0]


def test_yatzy_fields_need_a_roof_in_all_three():
    a, b, c = YATZY_FIELDS
    s = position({a: (0, 1), b: (1,)})
    s = place(rolled(s, YATZY), c)
    assert not castro.is_over(s)


def test_a_placement_never_makes_another_player_win():
    a, b, c = YATZY_FIELDS
    # a position where player 1 already has roofs in all three yatzy fields but the game goes on
    # cannot arise (the game ends at the placement that makes a win): loading it is refused
    with pytest.raises(ValueError, match="winning position"):
        position({a: (1,), b: (1,), c: (1,)}, to_move=0)
    # player 0 completes player 1's row... nothing: only the placer can win
    s = position({f: (1,) for f in ROW[:3]}, to_move=0)
    s = place(rolled(s, FOUR), ROW[3])
    assert not castro.is_over(s)


# --------------------------------------------------------------------------- end and scoring


def discard_turn(s):
    s = rolled(s, JUNK, JUNK, JUNK, JUNK, JUNK)
    assert castro.legal_moves(s) == [DISCARD]
    return castro.apply_move(s, DISCARD)


def test_the_game_ends_after_15_rounds_with_a_shared_tie():
    s = started(players=3, starter=1)
    order = []
    for turn in range(45):
        assert castro.round_number(s) == turn // 3 + 1
        order.append(castro.current_player(s))
        s = discard_turn(s)
    assert order[:4] == [1, 2, 0, 1]
    assert castro.is_over(s) and castro.round_number(s) == 15
    assert castro.current_player(s) is None and castro.legal_moves(s) == []
    assert castro.scores(s) == [0, 0, 0] and castro.winners(s) == [0, 1, 2]
    assert s.discarded == (15, 15, 15) and s.supply == (0, 0, 0)


def seed_example_position():
    """Player 0 tops one roof at height 4, two at 3, one at 2 and three at 1 (the seed's example)."""
    return {
        (0, 2): (1, 1, 1, 0), (1, 0): (1, 1, 0), (2, 2): (1, 1, 0), (3, 4): (1, 0),
        (5, 0): (0,), (4, 1): (0,), (1, 2): (0,),
    }


def test_scoring_by_height_the_seed_example():
    stacks = seed_example_position()
    s = position(stacks, to_move=1)
    assert castro.scores(s) == [15, 0]
    # play it to the end: everybody's other roofs go aside; player 1's last turn ends the game
    s = replace(s, supply=(0, 1), discarded=(8, 15 - 8 - 1))
    s = castro.state_from_json(castro.state_to_json(s))
    assert castro.current_player(s) == 1 and castro.round_number(s) == 15
    s = discard_turn(s)
    assert castro.is_over(s) and castro.scores(s) == [15, 0] and castro.winners(s) == [0]
    assert castro.winning_line(s) == ()


def test_a_tie_on_points_is_shared():
    s = position({(0, 2): (0, 1), (1, 0): (1, 0), (2, 2): (0,), (4, 1): (1,)}, to_move=1)
    s = replace(s, supply=(0, 1), discarded=(12, 11))
    s = discard_turn(castro.state_from_json(castro.state_to_json(s)))
    assert castro.is_over(s) and castro.scores(s) == [3, 3] and castro.winners(s) == [0, 1]


# --------------------------------------------------------------------------- JSON and helpers


def test_move_json_is_exact():
    cases = [
        (Start(2), {"type": "start", "player": 2}),
        (Roll((5, 1, 1)), {"type": "roll", "keep": [1, 1, 5]}),
        (Roll(()), {"type": "roll", "keep": []}),
        (Dice((6, 2)), {"type": "dice", "values": [2, 6]}),
        (Place((2, 5)), {"type": "place", "field": [2, 5]}),
        (DISCARD, {"type": "discard"}),
    ]
    for move, d in cases:
        assert castro.move_to_json(move) == d
        assert castro.move_from_json(json.loads(json.dumps(d))) == move
    assert castro.move_from_json({"type": "roll", "keep": [5, 1, 1]}) == Roll((1, 1, 5))
    assert Discard() == DISCARD and hash(Place([1, 2])) == hash(Place((1, 2)))
    with pytest.raises(TypeError):
        castro.move_to_json("roll")


@pytest.mark.parametrize("bad", [
    None, [], "roll", {}, {"type": "jump"}, {"type": "roll"}, {"type": "roll", "keep": [7]},
    {"type": "roll", "keep": [1, 2, 3, 4, 5]}, {"type": "roll", "keep": "12"}, {"type": "roll", "keep": [True]},
    {"type": "dice", "values": []}, {"type": "dice", "values": [1, 2, 3, 4, 5, 6]}, {"type": "dice", "values": [0]},
    {"type": "place", "field": [6, 0]}, {"type": "place", "field": [1]}, {"type": "place", "field": "a1"},
    {"type": "place", "field": [1.0, 2]}, {"type": "start", "player": -1}, {"type": "start", "player": "0"},
    {"type": "discard", "x": 1}, {"type": "place", "field": [1, 2], "extra": 0},
])
def test_move_from_json_rejects_garbage(bad):
    with pytest.raises(ValueError):
        castro.move_from_json(bad)


def test_state_json_round_trip_and_rejects_garbage():
    s = rolled(position(seed_example_position(), to_move=1), (3, 3, 3, 1, 2), (3, 3, 3, 1, 2))
    s = castro.apply_move(s, Roll((3, 3)))
    d = castro.state_to_json(s)
    assert json.loads(json.dumps(d)) == d
    back = castro.state_from_json(json.loads(json.dumps(d)))
    assert back == s and back.seen == ("pair3", "three")
    assert d["stacks"][0][2] == [1, 1, 1, 0] and d["kept"] == [3, 3]
    for key, value in [("players", 5), ("stacks", [[[]] * 6] * 5), ("dice", [1, 2]), ("kept", [6]),
                       ("supply", [15, 15]), ("seen", ["castle"]), ("options", {"straight": "six"}),
                       ("winner", 3), ("rolls", 6)]:
        with pytest.raises(ValueError):
            castro.state_from_json(d | {key: value})
    with pytest.raises(ValueError):
        castro.state_from_json({k: v for k, v in d.items() if k != "seen"})
    with pytest.raises(ValueError):
        castro.state_from_json("state")


def test_view_and_helpers():
    s = rolled(position({(0, 2): (1, 0)}), FOUR)
    assert castro.view(s, 1) is s
    assert castro.top_owner(s, (0, 2)) == 0 and castro.top_owner(s, (0, 0)) is None
    assert castro.stack(s, [0, 2]) == (1, 0)
    for f in FIELDS:
        err = castro.placement_error(s, f)
        assert (err is None) == (f in castro.legal_fields(s))
    assert castro.placement_error(s, (9, 9)).code == "castro.unknown_field"
    assert castro.placement_error(s, [5, 1]) is None
    assert castro.move_error(s, Place((5, 1)), player=1).code == "castro.not_your_turn"
    assert castro.move_error(s, Place((5, 1)), player=0) is None
    assert castro.move_error(s, "place").code == "castro.not_a_move"
    refused(s, "place", "castro.not_a_move")


def test_error_codes_have_strings_in_both_languages():
    from scenes.tables.castro.strings import STRINGS

    for code, params in castro.ERROR_CODES.items():
        entry = STRINGS[f"error.{code}"]
        assert set(entry) == {"de", "en"}
        for text in entry.values():
            text.format(**{p: 1 for p in params})  # every placeholder is a param
    for cat in castro.CATEGORIES:
        assert set(STRINGS[f"castro.cat.{cat}"]) == {"de", "en"}
    assert STRINGS["castro.cat.pair1"]["de"] == "Zwilling 1er" and STRINGS["castro.cat.three"]["de"] == "Drilling"


# --------------------------------------------------------------------------- playouts


def eager_move(state, rng):
    """Random, but places whenever it can (so boards fill up and wins happen)."""
    moves = castro.legal_moves(state)
    places = [m for m in moves if isinstance(m, Place)]
    if places and rng.random() < 0.8:
        return rng.choice(places)
    return moves[rng.randrange(len(moves))]


def check_invariants(s):
    for p in range(s.players):
        placed = sum(st.count(p) for st in s.stacks)
        assert placed + s.discarded[p] + s.supply[p] == 15
    assert all(len(st) <= 5 for st in s.stacks)
    assert castro.state_from_json(json.loads(json.dumps(castro.state_to_json(s)))) == s
    p = castro.current_player(s)
    assert (p is None) == castro.is_over(s)
    if p not in (None, CHANCE):
        assert castro.legal_moves(s)


def playout(seed, players, chooser, straight="five"):
    rng = random.Random(seed)
    s = castro.new_game(players, seed=seed, straight=straight)
    steps = 0
    while not castro.is_over(s):
        check_invariants(s)
        if castro.current_player(s) == CHANCE:
            m = castro.sample_chance(s, rng)
        else:
            m = chooser(s, rng)
            assert m in castro.legal_moves(s)
        assert castro.move_from_json(json.loads(json.dumps(castro.move_to_json(m)))) == m
        before = s
        s = castro.apply_move(s, m)
        assert before == castro.state_from_json(castro.state_to_json(before))  # old state unchanged
        steps += 1
        assert steps < 5000
    check_invariants(s)
    winners = castro.winners(s)
    assert winners
    if castro.winning_line(s):
        assert s.winner is not None and winners == [s.winner]
    else:
        assert all(castro.scores(s)[w] == max(castro.scores(s)) for w in winners)
        assert sum(s.supply) == 0
    return s


@pytest.mark.parametrize("seed", range(6))
def test_random_playouts(seed):
    playout(seed, 2 + seed % 3, lambda s, rng: random_agent_move(castro, s, rng))


@pytest.mark.parametrize("seed", range(8))
def test_eager_playouts(seed):
    playout(seed, 2 + seed % 3, eager_move, straight=("five", "four")[seed % 2])


def line_move(state, rng):
    """Builds towards lines of four (so immediate wins happen in playouts)."""
    moves = castro.legal_moves(state)
    me = castro.current_player(state)

    def value(m):
        own = max(
            sum(castro.top_owner(state, f) == me for f in line if f != m.field)
            for line in castro.lines_through(m.field)
        )
        return own, -len(castro.stack(state, m.field))

    places = [m for m in moves if isinstance(m, Place) and castro.top_owner(state, m.field) != me]
    if places:
        best = max(places, key=value)
        if value(best)[0] >= 2 or castro.roll_number(state) >= 3:
            return best
    rolls = [m for m in moves if isinstance(m, Roll)]
    return rng.choice(rolls) if rolls else moves[0]


def test_line_seeking_playouts_end_with_immediate_wins():
    kinds = Counter()
    for seed in range(6):
        s = playout(seed, 2 + seed % 2, line_move)
        kinds["win" if s.winner is not None else "points"] += 1
        if s.winner is not None:
            assert len(castro.winning_line(s)) >= 3
    assert kinds["win"] > 0


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10**6), st.integers(2, 4), st.integers(0, 200))
def test_every_legal_move_applies_and_no_other_place_does(seed, players, steps):
    rng = random.Random(seed)
    s = castro.new_game(players, seed=seed)
    for _ in range(steps):
        if castro.is_over(s):
            break
        if castro.current_player(s) == CHANCE:
            s = castro.apply_move(s, castro.sample_chance(s, rng))
        else:
            s = castro.apply_move(s, eager_move(s, rng))
    legal = set(castro.legal_moves(s))
    for m in legal:
        castro.apply_move(s, m)
    for f in FIELDS:
        if Place(f) not in legal:
            with pytest.raises(IllegalMove):
                castro.apply_move(s, Place(f))


# --------------------------------------------------------------------------- the Match driver


def random_castro():
    """game.castro with a random stand-in AI (the real game.castro.ai is written elsewhere)."""
    mod = types.ModuleType("castro_with_random_ai")
    for name in castro.__all__:
        setattr(mod, name, getattr(castro, name))
    mod.ai = types.SimpleNamespace(choose_move=lambda view, level, rng: eager_move(view, rng))
    return mod


def test_match_plays_saves_and_replays():
    mod = random_castro()
    seats = [AIAgent("easy"), AIAgent("normal"), AIAgent("hard")]
    m = play_match(mod, seats, seed=11, options={"straight": "four"})
    assert m.is_over() and m.winners() and m.game_name == "castro" and m.version == 1
    save = json.loads(json.dumps(m.to_save()))
    assert save["moves"][0]["type"] == "start"
    again = Match.from_save(save, mod)
    assert again.state == m.state
    states = list(m.replay_states())
    assert states[-1] == m.state and len(states) == len(m.moves) + 1
    assert play_match(mod, seats, seed=11, options={"straight": "four"}).moves == m.moves
    with pytest.raises(ValueError):
        Match(mod, seats, seed=1, options={"straight": "six"})


def test_match_with_the_package_itself_and_human_seats():
    from game.core import HumanAgent

    m = Match(castro, [HumanAgent("Ada"), HumanAgent("Bo")], seed=5)
    assert m.game_name == "castro" and m.actor() == CHANCE
    m.step_chance()
    p = m.actor()
    assert p in (0, 1) and m.needs_human() and m.legal_moves() == [Roll(())]
    m.apply(Roll(()))
    m.apply(Dice((6, 6, 6, 6, 6)))  # typed-in café dice
    m.apply(Place(PAIR_FIELD[6]))
    assert castro.top_owner(m.state, PAIR_FIELD[6]) == p and m.actor() == 1 - p
    with pytest.raises(IllegalMove):
        m.apply(Place((0, 0)))
    again = Match.from_save(json.loads(json.dumps(m.to_save())), castro)
    assert again.state == m.state and again.chance_rng.getstate() == m.chance_rng.getstate()
