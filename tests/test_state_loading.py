"""Loading states and moves refuses nonsense, for all four games.

- `state_from_json` of a mutated valid state (and of a mutated view) either gives back exactly that
  JSON or raises `ValueError`; never another exception, and never a state whose protocol calls fail.
- The impossible states found by the rules audit are refused with a message naming the problem.
- Moves take whole numbers only; `move_from_json` raises `ValueError` for any JSON value.
"""
from __future__ import annotations

import copy
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import caprice, castile, castro, catsle
from game.core import CHANCE, IllegalMove, random_agent_move

GAMES = {"castro": (castro, 2, 4), "catsle": (catsle, 3, 5), "caprice": (caprice, 2, 4), "castile": (castile, 1, 1)}


def playout(module, players: int, seed: int, steps: int):
    """A position after up to `steps` random moves (chance from the seed)."""
    rng = random.Random(seed)
    s = module.new_game(players=players, seed=seed)
    for _ in range(steps):
        if module.is_over(s):
            break
        if module.current_player(s) == CHANCE:
            s = module.apply_move(s, module.sample_chance(s, rng))
        else:
            s = module.apply_move(s, random_agent_move(module, s, rng))
    return s


def exercise(module, s) -> None:
    """Every protocol call on a loaded state works (what a table, an AI or a phone would do)."""
    json.dumps(module.state_to_json(s))
    p = module.current_player(s)
    over = module.is_over(s)
    assert (p is None) == over
    module.scores(s)
    module.winners(s)
    moves = module.legal_moves(s)
    if p == CHANCE:
        s2 = module.apply_move(s, module.sample_chance(s, random.Random(1)))
        module.current_player(s2)
        return
    for m in moves[:40]:
        assert module.move_from_json(json.loads(json.dumps(module.move_to_json(m)))) == m
        after = module.apply_move(s, m)
        module.current_player(after)
        module.legal_moves(after)
        module.scores(after)


# --------------------------------------------------------------------------- mutations


def _paths(node, path=()):
    yield path
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _paths(v, path + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _paths(v, path + (i,))


def _get(node, path):
    for k in path:
        node = node[k]
    return node


def _set(root, path, value):
    if not path:
        return value
    _get(root, path[:-1])[path[-1]] = value
    return root


LEAVES = [None, True, False, 0, 1, 2, 3, 4, 5, 6, 7, 12, 13, 15, -1, 99, 1.0, 2.5, "", "x", "W3", "R12", "B1",
          "LR", "DT", "AS", "KH", "play", "take", "over", "order", "move", "place", "five", "four", [], {},
          [0], [1, 2], [[]], ["LR"], ["W1"]]


def mutate(d, data):
    """One random change of the JSON tree `d` (a deep copy is changed and returned)."""
    d = copy.deepcopy(d)
    paths = list(_paths(d))
    path = paths[data.draw(st.integers(0, len(paths) - 1), label="where")]
    node = _get(d, path)
    choice = data.draw(st.integers(0, 7), label="how")
    if choice == 0 or (not isinstance(node, (list, dict, int)) and choice < 6):
        return _set(d, path, data.draw(st.sampled_from(LEAVES), label="leaf"))
    if choice == 1 and isinstance(node, int) and not isinstance(node, bool):
        return _set(d, path, node + data.draw(st.sampled_from([-2, -1, 1, 2]), label="delta"))
    if choice == 2:  # a copy of another part of the tree (keeps the shapes plausible)
        other = copy.deepcopy(_get(d, paths[data.draw(st.integers(0, len(paths) - 1), label="from")]))
        return _set(d, path, other)
    if isinstance(node, list) and node:
        i = data.draw(st.integers(0, len(node) - 1), label="i")
        j = data.draw(st.integers(0, len(node) - 1), label="j")
        if choice == 3:
            del node[i]
        elif choice == 4:
            node.insert(i, copy.deepcopy(node[j]))
        else:
            node[i], node[j] = node[j], node[i]
        return d
    if isinstance(node, dict) and node:
        keys = sorted(node)
        k = keys[data.draw(st.integers(0, len(keys) - 1), label="key")]
        if choice == 3:
            del node[k]
        else:
            node["seed"] = 7
        return d
    return _set(d, path, data.draw(st.sampled_from(LEAVES), label="leaf"))


@pytest.mark.parametrize("game", sorted(GAMES))
@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_mutated_state_loads_exactly_or_is_refused(game, data):
    module, lo, hi = GAMES[game]
    players = data.draw(st.integers(lo, hi), label="players")
    seed = data.draw(st.integers(0, 10**6), label="seed")
    steps = data.draw(st.integers(0, 220), label="steps")
    s = playout(module, players, seed, steps)
    if game != "castile" and data.draw(st.booleans(), label="a view"):
        s = module.view(s, data.draw(st.integers(0, players - 1), label="seat"))
    original = module.state_to_json(s)
    assert module.state_from_json(copy.deepcopy(original)) == s
    for _ in range(data.draw(st.integers(1, 3), label="changes")):
        changed = mutate(original, data)
    try:
        loaded = module.state_from_json(copy.deepcopy(changed))
    except ValueError:
        return
    assert module.state_to_json(loaded) == changed, "a state that loads is exactly what was given"
    exercise(module, loaded)


def test_mutations_do_find_refusals():
    """The mutation test can fail: most changes of a valid state are refused."""
    rng = random.Random(3)
    refused = loaded = 0
    for i in range(200):
        s = playout(catsle, 4, i, rng.randrange(1, 120))
        d = catsle.state_to_json(s)
        d2 = copy.deepcopy(d)
        d2["queue"] = d2["queue"] + [0]
        try:
            catsle.state_from_json(d2)
            loaded += 1
        except ValueError:
            refused += 1
    assert refused > 150


# --------------------------------------------------------------------------- the audit's cases


def _castro_midgame():
    return castro.state_to_json(playout(castro, 3, 5, 60))


def test_castro_refuses_supplies_that_turn_order_cannot_produce():
    d = _castro_midgame()
    d2 = copy.deepcopy(d)
    d2["supply"][0] -= 2
    d2["discarded"][0] += 2
    with pytest.raises(ValueError, match="turn order"):
        castro.state_from_json(d2)
    d3 = copy.deepcopy(d)
    d3["supply"][1] = -1
    with pytest.raises(ValueError, match="supply"):
        castro.state_from_json(d3)


def test_castro_refuses_a_winner_without_a_win_and_dice_before_the_start():
    d = _castro_midgame()
    d.update(winner=0, rolls=0, dice=[], kept=None, seen=[])
    with pytest.raises(ValueError, match="winner|winning"):
        castro.state_from_json(d)
    fresh = castro.state_to_json(castro.new_game(2))
    fresh["rolls"] = 1
    fresh["dice"] = [1, 2, 3, 4, 5]
    with pytest.raises(ValueError, match="start"):
        castro.state_from_json(fresh)


def _catsle_taking(players=4):
    for steps in range(40, 80):
        s = playout(catsle, players, 1, steps)
        if catsle.phase(s) == "take" and len(catsle.pool(s)) > 1:
            return catsle.state_to_json(s)
    raise AssertionError("no take phase found")


@pytest.mark.parametrize("queue", [[-1], [7], [0, 0, 0, 0, 0, 0, 0, 0]])
def test_catsle_refuses_a_queue_of_nobody(queue):
    d = _catsle_taking()
    d["queue"] = queue
    with pytest.raises(ValueError, match="catsle state"):
        catsle.state_from_json(d)


def test_catsle_refuses_broken_finished_rounds_and_column_counts():
    s = playout(catsle, 4, 2, 400)
    assert catsle.is_over(s)
    d = catsle.state_to_json(s)
    d2 = copy.deepcopy(d)
    d2["finished"][0] = d2["finished"][0][:3]
    with pytest.raises(ValueError, match="finished round"):
        catsle.state_from_json(d2)
    d3 = copy.deepcopy(d)
    d3["finished"] = d3["finished"][:2]
    with pytest.raises(ValueError, match="finished"):
        catsle.state_from_json(d3)
    d4 = _catsle_taking(4)
    d4["tableaux"] = [tab[:4] for tab in d4["tableaux"]]
    d4["limits"] = d4["limits"][:4]
    with pytest.raises(ValueError, match="columns"):
        catsle.state_from_json(d4)


def test_caprice_refuses_full_towers_in_the_place_phase():
    s = caprice.new_game(2)
    d = caprice.state_to_json(caprice.apply_move(s, caprice.sample_chance(s, random.Random(1))))
    d["towers"] = [["LR", "LT", "DR", "DT"]] * 5 + [[]]
    d["turn"] = 0
    with pytest.raises(ValueError, match="building is over"):
        caprice.state_from_json(d)


def test_castile_refuses_a_reserve_that_play_cannot_produce():
    d = castile.state_to_json(castile.new_game(seed=5))
    d["reserve"][0][0], d["reserve"][0][1] = d["reserve"][0][1], d["reserve"][0][0]
    with pytest.raises(ValueError, match="reserve pile 0"):
        castile.state_from_json(d)


# --------------------------------------------------------------------------- moves


@pytest.mark.parametrize("keep", [(1.0,), (True,), ("1",), (7,)])
def test_castro_moves_take_whole_die_values_only(keep):
    s = playout(castro, 2, 1, 0)
    s = castro.apply_move(s, castro.sample_chance(s, random.Random(0)))
    s = castro.apply_move(s, castro.Roll(()))
    s = castro.apply_move(s, castro.Dice((1, 1, 2, 3, 4)))
    with pytest.raises(IllegalMove) as e:
        castro.apply_move(s, castro.Roll(keep))
    assert e.value.code == "castro.bad_die"
    assert castro.move_error(s, castro.Roll(keep)).code == "castro.bad_die"


def test_other_games_refuse_fractional_and_boolean_numbers():
    s = catsle.new_game(3)
    with pytest.raises(IllegalMove):
        catsle.apply_move(s, catsle.Start(1.0))
    with pytest.raises(IllegalMove):
        catsle.apply_move(s, catsle.Start(True))
    c = caprice.new_game(2)
    c = caprice.apply_move(c, caprice.sample_chance(c, random.Random(2)))
    for spot in (1.0, True):
        with pytest.raises(IllegalMove):
            caprice.apply_move(c, caprice.Place("LR", spot))


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 20) | st.floats(allow_nan=False) | st.text(max_size=4)
    | st.sampled_from(["start", "roll", "dice", "place", "discard", "deal", "play", "take", "draw", "move",
                       "skip", "order", "resign", "type", "keep", "field", "card", "column", "from", "to"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["type", "player", "keep", "values", "field", "hands", "card", "column", "tiles",
                         "disc", "spot", "from", "to"]), inner, max_size=4),
    max_leaves=12,
)


@pytest.mark.parametrize("game", sorted(GAMES))
@settings(max_examples=300, deadline=None)
@given(d=JSON)
def test_move_from_json_raises_value_error_for_anything_else(game, d):
    module = GAMES[game][0]
    try:
        m = module.move_from_json(d)
    except ValueError:
        return
    assert module.move_from_json(module.move_to_json(m)) == m


@pytest.mark.parametrize("game", sorted(GAMES))
def test_move_from_json_names_the_type_problem(game):
    module = GAMES[game][0]
    for bad in ({"type": [1]}, {"type": {}}, {"type": None}, {"type": 1.5}):
        with pytest.raises(ValueError):
            module.move_from_json(bad)
