"""game.core and game.worker, driven through the toy game (tests/toy_game.py)."""
from __future__ import annotations

import copy
import json
import logging
import pickle
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import core, worker
from game.core import (
    CHANCE,
    AIAgent,
    HumanAgent,
    IllegalMove,
    Match,
    chance_rng,
    play_match,
    random_agent_move,
    seat_rng,
)
from tests import toy_game as toy


def state_json(state) -> dict:
    return toy.state_to_json(state)


def ai_seats(*levels):
    return [AIAgent(level=lv, name=f"AI {i}") for i, lv in enumerate(levels)]


# --------------------------------------------------------------------------- IllegalMove


def test_illegal_move_fields_and_str():
    e = IllegalMove("castro.fifth_roll_empty_only", "The fifth roll may only go to an empty field.", rolls=2)
    assert isinstance(e, ValueError)
    assert e.code == "castro.fifth_roll_empty_only"
    assert e.reason == "The fifth roll may only go to an empty field."
    assert e.params == {"rolls": 2}
    assert str(e) == e.reason
    assert "castro.fifth_roll_empty_only" in repr(e)
    with pytest.raises(ValueError, match="fifth roll"):
        raise e


def test_illegal_move_pickles():
    e = IllegalMove("toy.bad_die", "A die shows 1 to 6.", value=7, where=[1, 2])
    e2 = pickle.loads(pickle.dumps(e))
    assert type(e2) is IllegalMove
    assert (e2.code, e2.reason, e2.params, str(e2)) == (e.code, e.reason, e.params, str(e))
    assert copy.deepcopy(e).params == e.params


class _SubIllegal(IllegalMove):
    pass


def test_illegal_move_subclass_pickles():
    e2 = pickle.loads(pickle.dumps(_SubIllegal("a.b", "reason", x=1)))
    assert type(e2) is _SubIllegal and e2.params == {"x": 1} and str(e2) == "reason"


# --------------------------------------------------------------------------- seeds


def test_rngs_are_derived_stably_and_independently():
    assert chance_rng(7).random() == random.Random(7).random()
    assert seat_rng(7, 1).random() == seat_rng(7, 1).random()
    # Pinned: saves, bug reports and tests rely on this derivation staying put.
    assert seat_rng(7, 1).random() == random.Random("kastell:7:1").random()
    draws = {seat_rng(7, 0).random(), seat_rng(7, 1).random(), seat_rng(8, 0).random(), chance_rng(7).random()}
    assert len(draws) == 4
    with pytest.raises(TypeError):
        chance_rng(1.5)
    with pytest.raises(ValueError):
        seat_rng(1, -1)


def test_agents():
    assert HumanAgent("Ada").is_human and not AIAgent("hard").is_human
    assert AIAgent("easy").to_json() == {"kind": "ai", "level": "easy", "name": None}
    assert HumanAgent("Ada").to_json() == {"kind": "human", "level": None, "name": "Ada"}
    with pytest.raises(ValueError):
        AIAgent("brilliant")


# --------------------------------------------------------------------------- Match


def test_advance_to_the_end_and_history_replays():
    m = Match(toy, ai_seats("easy", "normal", "hard"), seed=3)
    assert m.actor() == CHANCE
    steps = m.advance()
    assert m.is_over() and m.actor() is None and not m.needs_human()
    assert steps == len(m.moves) == len(m.actors)
    assert m.winners() and all(0 <= w < 3 for w in m.winners())
    states = list(m.replay_states())
    assert len(states) == len(m.moves) + 1
    assert state_json(states[-1]) == state_json(m.state)
    assert m.advance() == 0


def test_advance_stops_for_a_human():
    m = Match(toy, [HumanAgent("Ada"), AIAgent("normal")], seed=1)
    m.advance()
    assert m.needs_human() and m.actor() == 0 and not m.is_over()
    with pytest.raises(RuntimeError):
        m.choose_ai_move()
    with pytest.raises(RuntimeError):
        m.step_chance()
    m.apply(toy.BANK)
    assert m.actor() == CHANCE


def test_save_round_trip_through_json():
    m = Match(toy, [HumanAgent("Ada"), AIAgent("hard", name="Bot")], seed=11, options={"target": 30})
    while not m.is_over():
        m.advance()
        if m.needs_human():
            m.apply(toy.ROLL if m.state.turn_total < 7 else toy.BANK)
    save = json.loads(json.dumps(m.to_save()))
    assert set(save) == {"game", "version", "options", "seed", "seats", "moves"}
    assert save["game"] == "dice_race" and save["options"] == {"target": 30} and save["seed"] == 11
    assert save["seats"] == [
        {"kind": "human", "level": None, "name": "Ada"},
        {"kind": "ai", "level": "hard", "name": "Bot"},
    ]
    m2 = Match.from_save(save, toy)
    assert state_json(m2.state) == state_json(m.state)
    assert m2.moves == m.moves and m2.actors == m.actors and m2.seats == m.seats
    assert m2.to_save() == save


def test_loaded_save_continues_with_the_same_dice():
    full = play_match(toy, ai_seats("normal", "normal"), seed=5)
    cut = next(i for i in range(6, len(full.moves)) if full.actors[i] == CHANCE)
    save = Match(toy, ai_seats("normal", "normal"), seed=5).to_save()
    save["moves"] = [toy.move_to_json(mv) for mv in full.moves[:cut]]
    m = Match.from_save(save, toy)
    assert m.actor() == CHANCE
    assert m.step_chance() is m.state
    assert m.moves[cut] == full.moves[cut]


def test_saved_chance_outcomes_are_not_resampled():
    full = play_match(toy, ai_seats("normal", "normal"), seed=5)
    first_die = full.moves[1].value
    typed = 2 if first_die != 2 else 3
    save = full.to_save()
    save["moves"] = save["moves"][:1] + [{"type": "die", "value": typed}]
    m = Match.from_save(save, toy)
    assert m.moves[1] == toy.Die(typed) and m.state.last_roll == typed


def _good_save():
    return json.loads(json.dumps(play_match(toy, ai_seats("easy", "easy"), seed=2).to_save()))


def _mutate(path_value):
    def f(d):
        *path, last = path_value[0]
        target = d
        for k in path:
            target = target[k]
        if path_value[1] is KeyError:
            del target[last]
        else:
            target[last] = path_value[1]
        return d
    return f


@pytest.mark.parametrize(
    "mutate, message",
    [
        (lambda d: [d], "expected a JSON object"),
        (_mutate((["moves"], KeyError)), "missing key.*moves"),
        (_mutate((["game"], "castro")), "for game 'castro'"),
        (_mutate((["version"], "1")), "'version' must be an int"),
        (_mutate((["version"], 99)), "version 99"),
        (_mutate((["options"], [])), "'options' must be an object"),
        (_mutate((["options"], {"colour": "red"})), "cannot start it with these options"),
        (_mutate((["options"], {"target": -3})), "cannot start it with these options"),
        (_mutate((["seed"], "abc")), "'seed' must be an int"),
        (_mutate((["seed"], True)), "'seed' must be an int"),
        (_mutate((["seats"], [])), "'seats' must be a non-empty list"),
        (_mutate((["seats"], [{"kind": "ai", "level": "easy"}] * 5)), "cannot start it"),
        (_mutate((["seats", 0, "kind"], "robot")), "seat 0 kind"),
        (_mutate((["seats", 1, "level"], "godlike")), "seat 1 AI level"),
        (_mutate((["seats", 1, "name"], 5)), "seat 1 name"),
        (_mutate((["moves"], {"type": "bank"})), "'moves' must be a list"),
        (_mutate((["moves", 0], "deal")), "move 0 must be an object"),
        (_mutate((["moves", 0], {"type": "teleport"})), "move 0 .* is not a move"),
        (_mutate((["moves", 0], {"kind": "deal"})), "move 0 .* is not a move"),
        (_mutate((["moves", 1], {"type": "bank"})), r"move 1 .* is illegal \[toy.roll_expected\]"),
        (_mutate((["moves", 1], {"type": "die", "value": 9})), r"illegal \[toy.bad_die\]"),
        (lambda d: d["moves"].append({"type": "bank"}) or d, "after the end of the game"),
    ],
)
def test_malformed_saves_raise_clear_value_errors(mutate, message):
    with pytest.raises(ValueError, match=message):
        Match.from_save(mutate(_good_save()), toy)


def test_illegal_move_leaves_match_unchanged():
    m = Match(toy, [HumanAgent(), AIAgent()], seed=4)
    m.advance()
    before = (m.state, list(m.moves), m.chance_rng.getstate(), [r.getstate() for r in m.seat_rngs])
    with pytest.raises(IllegalMove) as info:
        m.apply(toy.Die(4))  # a die at the human's decision
    assert info.value.code == "toy.not_a_decision"
    assert (m.state, m.moves, m.chance_rng.getstate(), [r.getstate() for r in m.seat_rngs]) == before
    m.apply(toy.ROLL)
    before = (m.state, list(m.moves), m.chance_rng.getstate())
    for bad in (toy.BANK, toy.Die(0), toy.Die(7), toy.Deal((1, 2))):
        with pytest.raises(IllegalMove):
            m.apply(bad)
        assert (m.state, m.moves, m.chance_rng.getstate()) == before


def test_external_chance_move_advances_the_stream_like_a_sampled_one():
    a = Match(toy, ai_seats("normal", "normal"), seed=9)
    b = Match(toy, ai_seats("normal", "normal"), seed=9)
    a.step_chance()  # the deal
    b.apply(toy.Deal((6, 6)))  # typed in
    a.step_chance()
    b.step_chance()
    assert a.moves[1] == b.moves[1]


def _drive_seat0(seed, seat0_choice):
    """Seat 0 human, driven from outside with ``seat0_choice(match)``; seat 1 AI."""
    m = Match(toy, [HumanAgent("Ada"), AIAgent("hard")], seed=seed)
    while not m.is_over():
        m.advance()
        if m.needs_human():
            m.apply(seat0_choice(m))
    return m


@pytest.mark.parametrize("seed", [0, 1, 2, 3, 4])
def test_swapping_a_human_for_an_ai_keeps_the_dice(seed):
    all_ai = play_match(toy, [AIAgent("normal"), AIAgent("hard")], seed=seed)
    # The human makes exactly the moves the AI would make (with its own copy of
    # the seat generator): the whole game must be identical.
    own = seat_rng(seed, 0)
    mirror = _drive_seat0(seed, lambda m: toy.ai.choose_move(m.ai_view(0), "normal", own))
    assert mirror.moves == all_ai.moves
    assert mirror.chance_moves() == all_ai.chance_moves()
    assert [r.getstate() for r in mirror.seat_rngs[1:]] == [r.getstate() for r in all_ai.seat_rngs[1:]]
    # A human playing differently still gets the same sequence of chance draws.
    other = random.Random(1000 + seed)
    different = _drive_seat0(seed, lambda m: random_agent_move(toy, m.state, other))
    a, b = all_ai.chance_moves(), different.chance_moves()
    n = min(len(a), len(b))
    assert n > 3 and a[:n] == b[:n]


def test_play_match_is_deterministic():
    seats = ai_seats("easy", "normal", "hard", "normal")
    first = play_match(toy, seats, seed=42)
    again = play_match(toy, seats, seed=42)
    assert first.moves == again.moves
    assert state_json(first.state) == state_json(again.state)
    others = [play_match(toy, seats, seed=s).moves for s in range(43, 48)]
    assert any(o != first.moves for o in others)


def test_play_match_refuses_humans_and_endless_games():
    with pytest.raises(ValueError, match="human"):
        play_match(toy, [HumanAgent(), AIAgent()])
    with pytest.raises(RuntimeError, match="not over"):
        play_match(toy, ai_seats("normal", "normal"), max_moves=3)


def test_random_agent_move():
    m = Match(toy, ai_seats("easy", "easy"), seed=0)
    with pytest.raises(ValueError):
        random_agent_move(toy, m.state, random.Random(0))  # chance step
    m.step_chance()
    m.step_chance()
    while m.actor() == CHANCE:
        m.step_chance()
    rng = random.Random(0)
    picks = {random_agent_move(toy, m.state, rng) for _ in range(50)}
    assert picks == {toy.BANK, toy.ROLL}


# --------------------------------------------------------------------------- views


def test_views_hide_other_secrets_and_round_trip():
    m = Match(toy, ai_seats("normal", "normal", "normal"), seed=8)
    m.step_chance()
    for p in range(3):
        v = m.ai_view(p)
        assert v.secrets[p] == m.state.secrets[p]
        assert all(s is None for i, s in enumerate(v.secrets) if i != p)
        assert toy.state_from_json(json.loads(json.dumps(toy.state_to_json(v)))) == v


# --------------------------------------------------------------------------- the AI worker


@pytest.fixture(scope="module")
def process_worker():
    w = worker.AIWorker()
    assert w._executor is None, "no process before the first request"
    yield w
    w.shutdown()


def _play_with(thinker, seed, levels):
    m = Match(toy, ai_seats(*levels), seed=seed)
    while not m.is_over():
        if m.actor() == CHANCE:
            m.step_chance()
        else:
            worker.run_ai_turn(m, thinker, timeout=30)
    return m


def test_worker_and_inline_play_the_synchronous_game(process_worker):
    levels = ("easy", "hard", "normal")
    sync = play_match(toy, ai_seats(*levels), seed=21)
    inline = _play_with(worker.InlineAI(), 21, levels)
    proc = _play_with(process_worker, 21, levels)
    assert not process_worker.is_inline, "the worker process should have been usable here"
    assert inline.moves == sync.moves
    assert proc.moves == sync.moves
    assert [r.getstate() for r in proc.seat_rngs] == [r.getstate() for r in sync.seat_rngs]


def test_worker_poll_and_errors_cross_the_process(process_worker):
    assert process_worker.warm_up("tests.toy_game").result(timeout=30) is True
    m = Match(toy, ai_seats("normal", "normal"), seed=1)
    m.step_chance()
    m.step_chance()
    while m.actor() == CHANCE:
        m.step_chance()
    req = m.ai_request()
    fut = process_worker.submit_request(req)
    result = fut.result(timeout=30)
    assert worker.AIWorker.poll(fut) == result
    assert worker.InlineAI().submit_request(req).result() == result
    # An error raised by the AI in the worker comes back as the same IllegalMove.
    chance_view = toy.state_to_json(toy.new_game(players=2))
    fut = process_worker.submit("tests.toy_game", chance_view, "normal", seat_rng(0, 0).getstate())
    with pytest.raises(IllegalMove) as info:
        fut.result(timeout=30)
    assert info.value.code == "toy.not_a_player_turn" and info.value.params == {"actor": CHANCE}
    with pytest.raises(ImportError):
        process_worker.submit("tests.no_such_game", chance_view, "normal", req.rng_state).result(timeout=30)
    # A stale answer is refused.
    m.finish_ai(req, result.move_json, result.rng_state)
    with pytest.raises(RuntimeError, match="stale"):
        m.finish_ai(req, result.move_json, result.rng_state)


def test_worker_module_names():
    assert worker.load_game_module("tests.toy_game") is toy
    assert worker.load_game_module("core") is core
    with pytest.raises(ValueError):
        worker.load_game_module("os; rm -rf /")


def test_worker_falls_back_inline_when_no_process(monkeypatch, caplog):
    def no_processes(*a, **k):
        raise OSError("process creation forbidden")

    monkeypatch.setattr(worker, "ProcessPoolExecutor", no_processes)
    w = worker.AIWorker()
    with caplog.at_level(logging.WARNING, logger="game.worker"):
        m = _play_with(w, 21, ("easy", "hard", "normal"))
    assert w.is_inline
    assert "thinking inline" in caplog.text
    assert m.moves == play_match(toy, ai_seats("easy", "hard", "normal"), seed=21).moves
    w.shutdown()


# --------------------------------------------------------------------------- property test


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(min_value=0, max_value=2**32),
    players=st.integers(min_value=2, max_value=4),
    target=st.integers(min_value=1, max_value=40),
    max_turns=st.integers(min_value=1, max_value=60),
)
def test_random_playouts_keep_the_invariants(seed, players, target, max_turns):
    rng = random.Random(seed)
    dice = chance_rng(seed)
    state = toy.new_game(players=players, seed=seed, target=target, max_turns=max_turns)
    for _ in range(100_000):
        p = toy.current_player(state)
        legal = toy.legal_moves(state)
        assert (p is None) == toy.is_over(state)
        if p is None or p == CHANCE:
            assert legal == []
        else:
            assert 0 <= p < players and legal == [toy.BANK, toy.ROLL]
        snapshot = toy.state_to_json(state)
        assert toy.state_from_json(json.loads(json.dumps(snapshot))) == state
        scores = toy.scores(state)
        assert len(scores) == players and all(s >= 0 for s in scores)
        if p is None:
            break
        move = toy.sample_chance(state, dice) if p == CHANCE else random_agent_move(toy, state, rng)
        assert toy.move_from_json(json.loads(json.dumps(toy.move_to_json(move)))) == move
        new = toy.apply_move(state, move)
        assert toy.state_to_json(state) == snapshot, "apply_move must not change the old state"
        assert all(b >= a for a, b in zip(scores, toy.scores(new))), "banked points never shrink"
        state = new
    assert toy.is_over(state), "the game must end"
    assert state.turns <= max_turns
    win = toy.winners(state)
    scores = toy.scores(state)
    assert win and all(0 <= w < players for w in win)
    if any(s >= target for s in scores):
        assert win == [i for i, s in enumerate(scores) if s >= target] and len(win) == 1
    else:
        assert state.turns == max_turns and all(scores[w] == max(scores) for w in win)


@pytest.mark.parametrize("keep_from_start", [True, False])
def test_truncated_is_what_the_shorter_save_rebuilds(keep_from_start):
    """``truncated`` takes moves back without replaying them: the same state, history, chance stream
    and save as ``from_save`` of the shorter save, and the same game when it goes on (chance steps
    included). A match that did not keep its states from the start replays once, then keeps them."""
    full = play_match(toy, ai_seats("normal", "hard"), seed=9)
    m = Match(toy, ai_seats("normal", "hard"), seed=9)
    if keep_from_start:
        m.keep_states()
    for move in full.moves[:len(full.moves) // 3]:
        m.apply(move)
    if not keep_from_start:
        m.keep_states()  # (a resumed game: its states so far are rebuilt once)
    for move in full.moves[len(full.moves) // 3:]:
        m.apply(move)
    for count in (0, 1, 5, len(full.moves) // 2, len(full.moves)):
        cut = m.truncated(count)
        save = m.to_save()
        save["moves"] = save["moves"][:len(save["moves"]) - count]
        ref = Match.from_save(save, toy)
        assert state_json(cut.state) == state_json(ref.state) and cut.moves == ref.moves
        assert cut.actors == ref.actors and cut.to_save() == ref.to_save()
        assert cut.chance_rng.getstate() == ref.chance_rng.getstate()
        assert cut.states_before == list(ref.replay_states())[:len(ref.moves)]
        cut.advance(), ref.advance()  # (the AI seats and the dice play on alike)
        assert cut.moves == ref.moves and state_json(cut.state) == state_json(ref.state)
    assert len(m.states_before) == len(m.moves)
    with pytest.raises(ValueError):
        m.truncated(len(m.moves) + 1)
