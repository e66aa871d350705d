"""CATsle Builders rules: scenarios from the seed, taking and columns, rounds, views, JSON, playouts."""
from __future__ import annotations

import inspect
import json
import random
import re
import string
import types
from collections import Counter

import pytest

from game import catsle
from game.catsle import HOUSE_RULES, Deal, Play, Start, State, Take
from game.core import CHANCE, AIAgent, HumanAgent, IllegalMove, Match, play_match, random_agent_move
from scenes.tables.catsle.strings import STRINGS

# --------------------------------------------------------------------------- helpers


def play(s, *moves):
    for m in moves:
        s = catsle.apply_move(s, m)
    return s


def refused(s, move, code):
    with pytest.raises(IllegalMove) as e:
        catsle.apply_move(s, move)
    assert e.value.code == code, (e.value.code, e.value.reason)
    assert e.value.reason and isinstance(e.value.params, dict)
    assert set(e.value.params) == set(catsle.ERROR_CODES[code])
    return e.value


def dealt(hands, starter=0, **options):
    """A game with the given hands (strings of cards) dealt, ``starter`` leading."""
    hands = [tuple(h.split()) for h in hands]
    s = catsle.new_game(players=len(hands), seed=0, hand_size=len(hands[0]), **options)
    return play(s, Start(starter), Deal(tuple(hands)))


def take_all(s):
    """Take every card of the trick with the first legal move each time."""
    while catsle.phase(s) == "take":
        s = catsle.apply_move(s, catsle.legal_moves(s)[0])
    return s


def wrapped():
    """game.catsle plus a random-move ``ai`` (for Match / play_match independent of the real AI)."""
    mod = types.ModuleType("catsle_random")
    mod.__dict__.update({k: getattr(catsle, k) for k in catsle.__all__})
    mod.ai = types.SimpleNamespace(choose_move=lambda v, level, rng: random_agent_move(catsle, v, rng))
    return mod


# --------------------------------------------------------------------------- setup


def test_new_game_options_and_house_rules():
    s = catsle.new_game(players=3)
    assert s.hand_size == 12 and catsle.limits(s) == (2, 3, 4, 5)
    assert catsle.current_player(s) == CHANCE and catsle.phase(s) == "start"
    assert catsle.legal_moves(s) == [] and catsle.scores(s) == [0, 0, 0] and catsle.winners(s) == []
    s4 = catsle.new_game(players=4)
    assert s4.hand_size == 12 and catsle.limits(s4) == (2, 3, 4, 5, 0)
    s5 = catsle.new_game(players=5)
    assert s5.hand_size == 10 and catsle.limits(s5) == (2, 3, 4, 5, 0)
    assert HOUSE_RULES["hand_size"] == {3: 12, 4: 12, 5: 10}
    assert HOUSE_RULES["limits"] == (2, 3, 4, 5) and tuple(HOUSE_RULES["exact_bonus"]) == (0, 1, 3, 6, 10)
    s = catsle.new_game(players=4, hand_size=8, limits=[1, 2, 3, 4], exact_bonus=[0, 2, 4, 6, 8])
    assert s.hand_size == 8 and s.limits == (1, 2, 3, 4, 0) and s.bonus == (0, 2, 4, 6, 8)
    assert catsle.options(s)["limits"] == [1, 2, 3, 4]
    for bad in ({"colour": 1}, {"hand_size": 17}, {"hand_size": 0}, {"limits": (2, 3, 4)},
                {"limits": (0, 3, 4, 5)}, {"taking": "all"}, {"exact_bonus": (1, 2)}):
        with pytest.raises(ValueError):
            catsle.new_game(players=3, **bad)
    for n in (2, 6, True, "3"):
        with pytest.raises(ValueError):
            catsle.new_game(players=n)


def test_deck_by_player_count():
    assert len(catsle.deck(3)) == 48 and not any(c.startswith("B") for c in catsle.deck(3))
    assert len(catsle.deck(4)) == 60 == len(set(catsle.deck(5)))
    assert catsle.deck(4)[:2] == ("W1", "W2") and catsle.deck(4)[-1] == "B12"


@pytest.mark.parametrize("players", [3, 4, 5])
def test_chance_steps_start_then_deal(players):
    rng = random.Random(players)
    s = catsle.new_game(players=players, seed=1)
    m = catsle.sample_chance(s, rng)
    assert isinstance(m, Start) and 0 <= m.player < players
    s = catsle.apply_move(s, m)
    assert catsle.phase(s) == "deal" and catsle.current_player(s) == CHANCE and catsle.round_number(s) == 1
    d = catsle.sample_chance(s, rng)
    assert isinstance(d, Deal)
    flat = [c for h in d.hands for c in h]
    assert len(flat) == len(set(flat)) == players * s.hand_size and set(flat) <= set(catsle.deck(players))
    assert all(list(h) == sorted(h, key=catsle.card_key) for h in d.hands)
    s = catsle.apply_move(s, d)
    assert catsle.phase(s) == "play" and catsle.current_player(s) == m.player == catsle.leader(s)
    with pytest.raises(IllegalMove):
        catsle.sample_chance(s, rng)


def test_bad_chance_moves():
    s = catsle.new_game(players=3)
    refused(s, Start(3), "catsle.bad_player")
    refused(s, Deal((("W1",),) * 3), "catsle.not_chance_step")
    refused(s, Play("W1"), "catsle.waiting_for_chance")
    s = play(s, Start(0))
    refused(s, Start(1), "catsle.not_chance_step")
    refused(s, Deal((("W1",) * 12,) * 3), "catsle.bad_deal")
    refused(s, Deal((tuple(catsle.deck(4)[48:60]),) * 3), "catsle.bad_deal")  # B cards with 3 players
    refused(s, Deal(((),)), "catsle.bad_deal")
    refused(s, Take("W1", 0), "catsle.waiting_for_chance")


# --------------------------------------------------------------------------- playing a trick


def test_must_follow_suit_if_possible():
    s = dealt(["W3 G5", "W9 R1", "G2 R4"], starter=0)
    assert catsle.playable(s) == ("W3", "G5")
    s = play(s, Play("W3"))
    assert catsle.current_player(s) == 1 and catsle.playable(s) == ("W9",)
    e = refused(s, Play("R1"), "catsle.must_follow")
    assert e.params == {"suit": "W"}
    assert catsle.play_error(s, "R1").code == "catsle.must_follow" and catsle.play_error(s, "W9") is None
    refused(s, Play("G2"), "catsle.not_in_hand")
    refused(s, Play("X9"), "catsle.unknown_card")
    refused(s, Take("W3", 0), "catsle.must_play")
    assert catsle.play_error(s, "W9", player=2).code == "catsle.not_your_turn"
    s = play(s, Play("W9"))
    # player 2 has no W: any card
    assert catsle.playable(s) == ("G2", "R4")
    assert catsle.legal_moves(s) == [Play("G2"), Play("R4")]
    s = play(s, Play("R4"))
    assert catsle.phase(s) == "take" and catsle.trick(s) == [(0, "W3"), (1, "W9"), (2, "R4")]
    refused(s, Play("G5"), "catsle.must_take")


def test_ranking_decides_who_takes_and_the_two_card_taker_leads():
    s = dealt(["W3 G5", "W9 R1", "G2 R4"], starter=0)
    s = play(s, Play("W3"), Play("W9"), Play("R4"))
    # ranking: W9 (p1) strongest, W3 (p0) second, R4 (p2) weakest
    assert s.ranking == (1, 0, 2) and catsle.takers(s) == [(1, 1), (0, 2)]
    assert catsle.current_player(s) == 1
    assert catsle.legal_moves(s) == [Take(c, col) for c in ("W3", "W9", "R4") for col in range(4)]
    s = play(s, Take("R4", 3))  # the strongest picks any card
    assert catsle.takers(s) == [(0, 2)] and catsle.pool(s) == ("W3", "W9")
    refused(s, Take("R4", 0), "catsle.not_in_trick")
    s = play(s, Take("W9", 1), Take("W3", 1))
    assert catsle.phase(s) == "play" and catsle.current_player(s) == 0 == catsle.leader(s)
    assert catsle.columns(s, 0)[1] == ("W", ("W9", "W3"), 3)
    assert catsle.columns(s, 1)[3] == ("R", ("R4",), 5)
    assert catsle.hand(s, 2) == ("G2",) and catsle.columns(s, 2) == [(None, (), lim) for lim in (2, 3, 4, 5)]
    lt = catsle.last_trick(s)
    assert lt == {"cards": [(0, "W3"), (1, "W9"), (2, "R4")], "ranking": [1, 0, 2]}


@pytest.mark.parametrize("players,counts", [(3, [1, 2, 0]), (4, [1, 2, 1, 0]), (5, [1, 2, 1, 1, 0])])
def test_how_many_cards_each_rank_takes(players, counts):
    hands = ["W1 Y1", "W2 Y2", "W3 Y3", "W4 Y4", "W5 Y5"][:players]
    s = dealt(hands, starter=0)
    s = play(s, *[Play(f"W{i + 1}") for i in range(players)])
    ranking = list(range(players - 1, -1, -1))  # the highest W wins
    assert list(s.ranking) == ranking
    assert catsle.takers(s) == [(p, k) for p, k in zip(ranking, counts) if k]
    assert catsle.take_counts(players) == tuple(counts) and sum(counts) == players
    s = take_all(s)
    got = [sum(len(col) for col in s.tableaux[p]) for p in range(players)]
    assert [got[p] for p in ranking] == counts
    assert catsle.leader(s) == ranking[1] and catsle.current_player(s) == ranking[1]


def test_equal_off_suit_values_in_a_real_trick():
    s = dealt(["R5 W1", "W7 W2", "G7 W3"], starter=0)
    s = play(s, Play("R5"), Play("W7"), Play("G7"))
    assert s.ranking == (0, 2, 1)  # the later 7 is stronger
    assert catsle.takers(s) == [(0, 1), (2, 2)]


# --------------------------------------------------------------------------- columns


def test_column_rules_forced_free_and_sideways():
    s = dealt(["W12 W11 W10 G1", "R1 R2 R3 G2", "Y1 Y2 Y3 G3"], starter=0)
    # trick 1: p0 wins with W12, p1 (R1) second... everyone void of W: ranking by value, later wins ties
    s = play(s, Play("W12"), Play("R1"), Play("Y1"))
    assert s.ranking == (0, 2, 1)
    assert catsle.legal_columns(s, "W12") == [0, 1, 2, 3]  # free choice
    s = play(s, Take("W12", 0))
    assert catsle.current_player(s) == 2 and catsle.legal_columns(s, "R1") == [0, 1, 2, 3]
    s = play(s, Take("R1", 2), Take("Y1", 0))
    e = refused(dealt(["W1", "W2", "W3"]), Take("W1", 0), "catsle.must_play")
    assert e.params == {}
    # trick 2: p2 leads
    s = play(s, Play("Y2"), Play("G1"), Play("R2"))
    assert s.ranking == (2, 1, 0)  # Y2 led; then R2 beats G1 by value
    s = play(s, Take("R2", 2))  # p2 puts R2 with R1 (forced)
    assert catsle.legal_columns(s, "Y2") == [0, 1, 2, 3]  # p1 (second) has nothing yet
    s2 = play(s, Take("Y2", 1))
    assert catsle.current_player(s2) == 1
    assert catsle.legal_columns(s2, "G1") == [0, 2, 3]
    e = refused(s2, Take("G1", 1), "catsle.column_taken")
    assert e.params == {"column": 1, "suit": "Y"}
    s3 = play(s2, Take("G1", 0))
    assert catsle.phase(s3) == "play" and catsle.current_player(s3) == 1
    # p2: R column 2 with R1 R2; Y forced into column 0 next time
    assert catsle.columns(s3, 2)[2] == ("R", ("R1", "R2"), 4)


def test_wrong_column_names_the_suit_column():
    s = dealt(["W1 W2 W3", "G1 G2 G3", "R1 R2 R3"], starter=0)
    s = play(s, Play("W1"), Play("G1"), Play("R1"))
    assert s.ranking == (0, 2, 1)  # W1 led; R1 (played later) beats G1
    s = play(s, Take("W1", 3), Take("G1", 0), Take("R1", 1))
    assert catsle.current_player(s) == 2
    s = play(s, Play("R2"), Play("W2"), Play("G2"))
    assert s.ranking == (2, 1, 0)  # W2 and G2 tie off-suit: the later G2 is stronger
    e = refused(s, Take("G2", 3), "catsle.wrong_column")
    assert e.params == {"card": "G2", "column": 3, "suit_column": 0, "suit": "G", "limit": 2}
    assert catsle.legal_columns(s, "G2") == [0] and catsle.legal_columns(s, "W2") == [2, 3]
    refused(s, Take("G2", 9), "catsle.bad_column")
    refused(s, Take("W2", 1), "catsle.column_taken")
    s = play(s, Take("G2", 0))
    assert catsle.columns(s, 2)[0] == ("G", ("G1", "G2"), 2)


def test_zero_limit_column_with_four_players_and_sideways_cards():
    s = dealt(["W1 W2 W3 W4", "G1 G2 G3 G4", "R1 R2 R3 R4", "Y1 Y2 Y3 Y4"], starter=0)
    s = play(s, Play("W4"), Play("G4"), Play("R4"), Play("Y4"))
    assert catsle.legal_columns(s, "G4") == [0, 1, 2, 3, 4]
    s = play(s, Take("G4", 4))
    assert catsle.columns(s, 0)[4] == ("G", ("G4",), 0)
    s = take_all(s)
    # p0 keeps putting G cards on the 0-limit column: every one lies sideways
    for _ in range(3):
        lead = catsle.current_player(s)
        while catsle.phase(s) == "play":
            s = catsle.apply_move(s, catsle.legal_moves(s)[0])
        while catsle.phase(s) == "take":
            p = catsle.current_player(s)
            moves = catsle.legal_moves(s)
            pick = [m for m in moves if p == 0 and m.card.startswith("G")] or moves
            s = catsle.apply_move(s, pick[0])
        assert lead is not None
    assert catsle.phase(s) == "deal" and catsle.round_number(s) == 2
    counts = [len(c) for c in s.tableaux[0]]
    assert catsle.round_scores(s)[0][0] == catsle.round_score(counts, catsle.limits(s))
    assert counts[4] >= 1


# --------------------------------------------------------------------------- rounds and the end


def _finish_round_randomly(s, rng):
    r = catsle.round_number(s)
    while catsle.round_number(s) == r and not catsle.is_over(s):
        if catsle.current_player(s) == CHANCE:
            s = catsle.apply_move(s, catsle.sample_chance(s, rng))
        else:
            s = catsle.apply_move(s, rng.choice(catsle.legal_moves(s)))
    return s


@pytest.mark.parametrize("players,first", [(3, 2), (4, 3), (5, 1)])
def test_starter_rotates_and_tableaux_reset(players, first):
    rng = random.Random(7)
    s = play(catsle.new_game(players=players), Start(first))
    starters = []
    for r in (1, 2, 3):
        s = catsle.apply_move(s, catsle.sample_chance(s, rng))
        assert catsle.round_number(s) == r and catsle.starter(s) == catsle.current_player(s) == catsle.leader(s)
        assert all(not col for tab in s.tableaux for col in tab) and catsle.tricks(s) == []
        starters.append(catsle.starter(s))
        before = catsle.scores(s)
        s = _finish_round_randomly(s, rng)
        assert len(catsle.round_scores(s)) == r
        assert catsle.scores(s) == [a + b for a, b in zip(before, catsle.round_scores(s)[-1])]
    assert starters == [first, (first + 1) % players, (first + 2) % players]
    assert catsle.is_over(s) and catsle.current_player(s) is None and catsle.legal_moves(s) == []
    refused(s, Play("W1"), "catsle.game_over")
    refused(s, Deal(()), "catsle.game_over")


def test_scores_only_count_finished_rounds():
    rng = random.Random(3)
    s = dealt(["W1 W2", "W3 W4", "W5 W6"], starter=0)
    s = play(s, Play("W1"), Play("W3"), Play("W5"))
    s = take_all(s)
    assert catsle.scores(s) == [0, 0, 0] and catsle.round_scores(s) == []
    s = _finish_round_randomly(s, rng)
    assert catsle.scores(s) == catsle.round_scores(s)[0]


def _final(tabs, finished, players=3):
    s = catsle.new_game(players=players)
    n = len(s.limits)
    tableaux = tuple(tuple(tuple(col.split()) for col in t) + ((),) * (n - len(t)) for t in tabs)
    return State(players=players, limits=s.limits, phase="over", round=3, starter=0, hands=((),) * players,
                 tableaux=tableaux, finished=finished)


def test_tie_break_most_exact_columns_in_round_3():
    # p0 and p1 tie on 12 points; p0 has 2 columns exactly at the limit in round 3, p1 only 1
    s = _final([["W1 W2", "G1 G2 G3"], ["Y1 Y2", "R1"], ["B1"]], ((4, 6, 5), (4, 6, 2), (4, 0, 5)))
    assert catsle.scores(s) == [12, 12, 12]
    assert catsle.exact_count(s, 0) == 2 and catsle.exact_count(s, 1) == 1 and catsle.exact_count(s, 2) == 0
    assert catsle.winners(s) == [0]


def test_tie_break_counts_exact_columns_of_a_clamped_round():
    # p1's round 3 was clamped to 0 (5 sideways cards in column 3) but it still has 2 exact columns
    s = _final([["W1 W2"], ["Y1 Y2", "R1 R2 R3", "", "G1 G2 G3 G4 G5 G6 G7 G8 G9 G10"], []],
               ((10, 10, 1), (0, 0, 0), (0, 0, 0)))
    assert catsle.exact_count(s, 1) == 2 and catsle.winners(s) == [1]


def test_still_tied_is_shared():
    s = _final([["W1 W2"], ["Y1 Y2"], ["R1"]], ((5, 5, 1), (3, 3, 0), (0, 0, 0)))
    assert catsle.winners(s) == [0, 1]


# --------------------------------------------------------------------------- views


def test_views_hide_other_hands_in_state_and_json():
    rng = random.Random(5)
    s = catsle.new_game(players=4, seed=5)
    s = play(s, catsle.sample_chance(s, rng))
    v = catsle.view(s, 1)
    assert v == s  # nothing dealt yet
    s = play(s, catsle.sample_chance(s, rng))
    for _ in range(6):
        s = catsle.apply_move(s, catsle.legal_moves(s)[0])
    dealt_cards = {c for h in s.hands for c in h}
    for p in range(4):
        v = catsle.view(s, p)
        assert v.hands[p] == s.hands[p] and all(v.hands[q] is None for q in range(4) if q != p)
        assert [catsle.hand_count(v, q) for q in range(4)] == [len(h) for h in s.hands]
        text = json.dumps(catsle.state_to_json(v))
        for q in range(4):
            if q != p:
                for c in s.hands[q]:
                    assert f'"{c}"' not in text
        undealt = set(catsle.deck(4)) - dealt_cards - {c for _, c in s.trick}
        assert not any(f'"{c}"' in text for c in undealt)
        assert catsle.state_from_json(json.loads(text)) == v
        if catsle.current_player(s) == p:
            assert catsle.legal_moves(v) == catsle.legal_moves(s)
        else:
            assert catsle.legal_moves(v) in ([], catsle.legal_moves(s))
    with pytest.raises(ValueError):
        catsle.view(s, 4)


def test_view_keeps_the_public_history_for_void_inference():
    s = dealt(["W1 G1", "G2 G3", "R1 W2"], starter=0)
    s = play(s, Play("W1"), Play("G2"), Play("W2"))
    s = take_all(s)
    v = catsle.view(s, 2)
    assert catsle.tricks(v) == [[(0, "W1"), (1, "G2"), (2, "W2")]]  # p1 showed a void in W


# --------------------------------------------------------------------------- JSON


def test_move_json_round_trip_and_shapes():
    moves = [Start(2), Deal((("W2", "W1"), ("G1", "G2"), ("R1", "R2"))), Play("R12"), Take("W3", 4)]
    assert catsle.move_to_json(moves[1]) == {"type": "deal", "hands": [["W1", "W2"], ["G1", "G2"], ["R1", "R2"]]}
    assert catsle.move_to_json(moves[2]) == {"type": "play", "card": "R12"}
    assert catsle.move_to_json(moves[3]) == {"type": "take", "card": "W3", "column": 4}
    assert catsle.move_to_json(moves[0]) == {"type": "start", "player": 2}
    for m in moves:
        j = json.loads(json.dumps(catsle.move_to_json(m)))
        assert catsle.move_from_json(j) == m and hash(catsle.move_from_json(j)) == hash(m)


@pytest.mark.parametrize("bad", [
    None, [], {}, {"type": "fly"}, {"type": "play"}, {"type": "play", "card": 5},
    {"type": "take", "card": "W3"}, {"type": "take", "card": "W3", "column": "1"},
    {"type": "take", "card": "W3", "column": True}, {"type": "deal", "hands": "W1"},
    {"type": "start", "player": "0"}, {"type": "play", "card": "W1", "x": 1},
])
def test_move_from_json_rejects_garbage(bad):
    with pytest.raises(ValueError):
        catsle.move_from_json(bad)


def test_state_from_json_rejects_garbage():
    good = catsle.state_to_json(dealt(["W1", "W2", "W3"]))
    assert catsle.state_from_json(good) == dealt(["W1", "W2", "W3"])
    for change in ({"players": 6}, {"phase": "nap"}, {"hands": [["Q1"], None, None]}, {"tableaux": []},
                   {"trick": [[7, "W1"]]}, {"seed": "x"}):
        with pytest.raises(ValueError):
            catsle.state_from_json({**good, **change})
    bad = dict(good)
    del bad["pool"]
    with pytest.raises(ValueError):
        catsle.state_from_json(bad)
    with pytest.raises(ValueError):
        catsle.state_from_json([1])


def test_not_a_move():
    s = dealt(["W1", "W2", "W3"])
    refused(s, "W1", "catsle.not_a_move")


# --------------------------------------------------------------------------- playouts


def _check_invariants(s, dealt_cards):
    n = s.players
    if catsle.phase(s) in ("play", "take") or (catsle.phase(s) in ("deal", "over") and s.hands):
        places = Counter()
        for h in s.hands:
            places.update(h)
        places.update(s.pool if catsle.phase(s) == "take" else [c for _, c in s.trick])
        for tab in s.tableaux:
            for col in tab:
                places.update(col)
                assert len({c[0] for c in col}) <= 1  # a column holds one suit
            suits = [col[0][0] for col in tab if col]
            assert len(suits) == len(set(suits))  # a suit in one column only
        assert all(v == 1 for v in places.values()), places
        assert set(places) == dealt_cards
        counts = {len(h) for h in s.hands}
        if catsle.phase(s) == "take":
            assert counts == {s.hand_size - len(s.history) - 1}
    if catsle.phase(s) == "play":
        assert len(s.trick) < n and not s.pool


@pytest.mark.parametrize("seed", range(18))
def test_random_playouts_keep_the_invariants(seed):
    players = 3 + seed % 3
    rng = random.Random(seed)
    s = catsle.new_game(players=players, seed=seed)
    dealt_cards: set = set()
    rounds_seen = set()
    for _ in range(2000):
        if catsle.is_over(s):
            break
        p = catsle.current_player(s)
        if p == CHANCE:
            m = catsle.sample_chance(s, rng)
            if isinstance(m, Deal):
                dealt_cards = {c for h in m.hands for c in h}
        else:
            moves = catsle.legal_moves(s)
            assert moves and len(set(moves)) == len(moves)
            v = catsle.view(s, p)
            assert catsle.legal_moves(v) == moves
            if seed < 3:
                for mv in moves:
                    assert catsle.move_from_json(json.loads(json.dumps(catsle.move_to_json(mv)))) == mv
                assert catsle.state_from_json(json.loads(json.dumps(catsle.state_to_json(s)))) == s
            m = moves[rng.randrange(len(moves))]
            if isinstance(m, Play):
                assert catsle.play_error(s, m.card) is None
            else:
                assert catsle.take_error(s, m.card, m.column) is None
        s = catsle.apply_move(s, m)
        rounds_seen.add(catsle.round_number(s))
        _check_invariants(s, dealt_cards)
    assert catsle.is_over(s) and rounds_seen == {1, 2, 3}
    assert len(catsle.round_scores(s)) == 3 and all(x >= 0 for r in catsle.round_scores(s) for x in r)
    assert 1 <= len(catsle.winners(s)) <= players


def test_errors_agree_with_legal_moves():
    rng = random.Random(11)
    s = catsle.new_game(players=4, seed=11)
    while not catsle.is_over(s) and catsle.round_number(s) < 2:
        p = catsle.current_player(s)
        if p == CHANCE:
            s = catsle.apply_move(s, catsle.sample_chance(s, rng))
            continue
        legal = set(catsle.legal_moves(s))
        if catsle.phase(s) == "play":
            for c in catsle.deck(4):
                assert (catsle.play_error(s, c) is None) == (Play(c) in legal)
        else:
            for c in catsle.pool(s):
                for col in range(5):
                    assert (catsle.take_error(s, c, col) is None) == (Take(c, col) in legal)
                    assert (col in catsle.legal_columns(s, c)) == (Take(c, col) in legal)
        s = catsle.apply_move(s, rng.choice(sorted(legal)))


# --------------------------------------------------------------------------- Match


def test_play_match_and_save_round_trip():
    mod = wrapped()
    for seed in range(3):
        m = play_match(mod, [AIAgent("easy")] * (3 + seed), seed=seed)
        assert m.is_over() and m.actors[0] == CHANCE and m.actors.count(CHANCE) == 4  # start + 3 deals
        save = json.loads(json.dumps(m.to_save()))
        assert save["game"] == "catsle" and save["moves"][0]["type"] == "start"
        assert save["moves"][1]["type"] == "deal"
        again = Match.from_save(save, mod)
        assert again.state == m.state and again.winners() == m.winners()
        assert list(m.replay_states())[-1] == m.state
    assert play_match(mod, [AIAgent()] * 3, seed=9).moves == play_match(mod, [AIAgent()] * 3, seed=9).moves


def test_match_stops_for_a_human():
    m = Match(wrapped(), [HumanAgent(), AIAgent("normal"), AIAgent("normal")], seed=2)
    while True:
        m.advance()
        if m.is_over():
            break
        assert m.needs_human() and m.actor() == 0
        v = m.ai_view(0)
        moves = catsle.legal_moves(m.state)
        assert catsle.legal_moves(v) == moves
        m.apply(moves[-1])
    assert m.is_over() and len(catsle.round_scores(m.state)) == 3


# --------------------------------------------------------------------------- player texts


def test_every_error_code_has_german_and_english_text():
    for code, params in catsle.ERROR_CODES.items():
        entry = STRINGS["error." + code]
        for lang in ("de", "en"):
            assert entry[lang]
            fields = {f for _, f, _, _ in string.Formatter().parse(entry[lang]) if f}
            assert fields <= set(params), (code, lang, fields)
            entry[lang].format(**{k: 1 for k in params})
    assert {k[len("error."):] for k in STRINGS if k.startswith("error.")} == set(catsle.ERROR_CODES)
    names = {"W": "Mauern", "G": "Giebel", "R": "Tore", "Y": "Brücken", "B": "Burggräben"}
    for suit, de in names.items():
        assert STRINGS[f"catsle.suit.{suit}"]["de"] == de and STRINGS[f"catsle.suit.{suit}"]["en"]


def test_every_code_in_the_rules_source_is_listed():
    from game.catsle import rules

    found = set(re.findall(r'"(catsle\.[a-z_]+)"', inspect.getsource(rules)))
    assert found == set(catsle.ERROR_CODES)
