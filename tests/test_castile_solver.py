"""Castile Solitaire solver, hint, AI and the command-line tools."""
from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

from game import castile
from game.castile import rules, solver
from game.castile.rules import RESIGN, Move
from game.core import AIAgent, play_match
from tests.test_castile_rules import RANKS, Oracle, TooBig, lay, small_layout

ROOT = __import__("pathlib").Path(__file__).resolve().parent.parent

# needs a king in an empty pile to free the JS under the QS (from a brute-force sweep)
NEEDS_A_KING = lay(reserve=[["KS", "JS", "QS"], ["KC"], ["TS", "QH", "JH", "KD"], ["KH"]])


def replays_to_win(state, moves):
    for m in moves:
        state = castile.apply_move(state, m)
    return castile.is_won(state)


# --------------------------------------------------------------------------- solve


@pytest.mark.parametrize("deal", [2, 16, 24, 30])
def test_won_deals_come_with_a_line_that_wins(deal):
    s = castile.new_game(seed=deal)
    r = solver.solve(s, time_limit=120, node_limit=60000)  # a node budget: the same on every machine
    assert r.result == "won"
    assert r.moves and all(isinstance(m, Move) for m in r.moves)
    assert replays_to_win(s, r.moves)
    assert r.nodes > 0 and r.seconds >= 0


def test_every_won_verdict_replays():
    for deal in range(1, 13):
        s = castile.new_game(seed=deal)
        r = solver.solve(s, time_limit=0.3)
        assert r.result in ("won", "lost", "unknown")
        if r.result == "won":
            assert replays_to_win(s, r.moves)
        else:
            assert r.moves == []


@pytest.mark.parametrize("layout", [
    NEEDS_A_KING,
    lay(t0=["KS", "QS"], t1=["KH"], r0=["QH", "JH"]),
    lay(t0=["QS"], t1=["KS"], r3=["JS"], t2=["KD", "QD", "JD", "TD"]),
    lay(t0=["KH", "2S"], t1=["QH"], r0=[r + "S" for r in "KQJT9876543"] + ["AS"]),
])
def test_near_won_layouts_are_won(layout):
    s = castile.new_game(layout=layout)
    r = solver.solve(s, time_limit=120, node_limit=20000)
    assert r.result == "won" and replays_to_win(s, r.moves)


def test_already_won_resigned_and_stuck_positions():
    won = castile.new_game(layout=lay())
    assert castile.is_won(won)
    assert solver.solve(won).result == "won" and solver.solve(won).moves == []
    resigned = castile.apply_move(castile.new_game(seed=3), RESIGN)
    assert solver.solve(resigned).result == "lost"
    stuck = castile.new_game(layout=lay(reserve=[[r + s for r in "KQJT87659"] for s in "SHDC"]))
    assert castile.is_over(stuck) and solver.solve(stuck).result == "lost"


def test_lost_when_the_ace_is_buried_under_its_two():
    # r0 holds the four 3s, then the AS, then the 2S on top: the 2S can never leave (its
    # foundation needs the AS under it, every 3 it could go on is under it too)
    tableau = [[r + s for s in "SHDC" for r in "456789TJQK"][i::8] for i in range(8)]
    reserve = [["3H", "3D", "3C", "3S", "AS", "2S"], [], [], []]
    s = castile.new_game(layout=lay(tableau=tableau, reserve=reserve))
    assert castile.deadlocked(s)
    assert solver.solve(s, time_limit=120, node_limit=1000).result == "lost"


def test_lost_by_exhaustive_search(monkeypatch):
    # Not caught by the deadlock test; lost when foundation cards may not come back (the
    # brute-force model agrees). In the real game, bringing the spades back wins it.
    s = castile.new_game(layout=lay(t0=["KD", "QH"], r0=["KH", "JH"], r1=["8H", "KC", "TH", "9H", "QD"]))
    assert not castile.deadlocked(s)
    r = solver.solve(s, time_limit=120, node_limit=20000)
    assert r.result == "won" and replays_to_win(s, r.moves)
    assert any(m.src[0] == "f" for m in r.moves)  # it needs a foundation card back
    monkeypatch.setattr(solver, "ALLOW_RETURNS", False)
    assert not Oracle(s, returns=False).winnable()
    assert solver.solve(s, time_limit=120, node_limit=20000).result == "lost"


@pytest.mark.parametrize("plain_at", [(2,), (1,), (0, 1, 2)])
def test_solver_agrees_with_brute_force_on_small_layouts(monkeypatch, plain_at):
    """Against an independent brute-force model (the variant without foundation returns):
    with the shipped portfolio, with sound runs alternating between the reduced and the
    plain graph (no partial-order reduction; they share their dead positions), and with
    every run on the plain graph."""
    monkeypatch.setattr(solver, "ALLOW_RETURNS", False)
    monkeypatch.setattr(solver, "PLAIN_AT", plain_at)
    rng = random.Random(11)
    seen = {"won": 0, "lost": 0}
    configs = [(11, 2, 2, 6), (9, 1, 2, 7), (12, 1, 4, 6)]
    for i in range(60):
        tab, res, low = configs[i % 3][1:]
        s = castile.new_game(layout=small_layout(rng, configs[i % 3][0], tableau_piles=tab,
                                                 reserve_piles=res, low=low))
        try:
            oracle = Oracle(s, limit=3000)
        except TooBig:
            continue
        r = solver.solve(s, time_limit=120, node_limit=50000, seed=i)
        assert r.result == ("won" if oracle.winnable() else "lost"), castile.state_to_json(s)
        if r.result == "won":
            assert replays_to_win(s, r.moves)
        seen[r.result] += 1
    assert seen["won"] >= 20 and seen["lost"] >= 3


def test_unknown_when_the_budget_is_tiny():
    s = castile.new_game(seed=10)
    r = solver.solve(s, time_limit=5, node_limit=1)
    assert r.result == "unknown" and r.moves == []
    r = solver.solve(s, time_limit=0.0)
    assert r.result == "unknown"


def test_solve_is_reproducible_with_a_node_budget():
    s = castile.new_game(seed=7)
    a = solver.solve(s, time_limit=30, node_limit=3000, seed=1)
    b = solver.solve(s, time_limit=30, node_limit=3000, seed=1)
    assert (a.result, a.moves, a.nodes) == (b.result, b.moves, b.nodes)


# --------------------------------------------------------------------------- hint


def test_hint_gives_a_legal_move():
    rng = random.Random(5)
    for deal in (1, 4, 9):
        s = castile.new_game(seed=deal)
        for _ in range(3):
            m = solver.hint(s, time_limit=0.1)
            assert m in castile.legal_moves(s) and m != RESIGN
            s = castile.apply_move(s, m)
            moves = [x for x in castile.legal_moves(s) if x != RESIGN]
            s = castile.apply_move(s, moves[rng.randrange(len(moves))])
            if castile.is_over(s):
                break


def test_hint_follows_a_winning_line_and_handles_the_end():
    s = castile.new_game(layout=NEEDS_A_KING)
    steps = 0
    while not castile.is_over(s):
        m = castile.hint(s)
        assert m in castile.legal_moves(s)
        s = castile.apply_move(s, m)
        steps += 1
        assert steps < 200
    assert castile.is_won(s)
    assert castile.hint(s) is None
    assert castile.hint(castile.apply_move(castile.new_game(seed=2), RESIGN)) is None


def test_heuristic_and_progress_moves_are_legal():
    s = castile.new_game(seed=6)
    legal = set(castile.legal_moves(s))
    h = solver.heuristic_moves(s)
    assert set(h) == legal - {RESIGN}
    assert set(solver.progress_moves(s)) <= legal


# --------------------------------------------------------------------------- AI


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_ai_plays_an_easy_layout_to_a_win(level):
    layout = lay(t0=["KS", "QS"], t1=["KH"], r0=["QH", "JH"], t2=["KD", "QD", "JD", "TD"])
    match = play_match(castile, [AIAgent(level)], options={"layout": layout})
    assert castile.is_won(match.state) and match.winners() == [0]


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_ai_finds_the_king_move(level):
    match = play_match(castile, [AIAgent(level)], options={"layout": NEEDS_A_KING})
    assert match.winners() == [0]


def test_ai_games_always_end():
    for seed, level in ((3, "easy"), (10, "easy"), (29, "hard")):
        match = play_match(castile, [AIAgent(level)], seed=seed, max_moves=3000)
        assert match.is_over()
        last = match.moves[-1]
        assert castile.is_won(match.state) or last == RESIGN or not castile.legal_moves(match.state)


def test_ai_resigns_without_progress_but_hint_still_moves():
    # the jacks lie under the kings; freeing them needs a king from a foundation first,
    # which the AI's progress rule never plays: easy (no search) gives up
    s = castile.new_game(layout=lay(t0=["JS", "KS", "QH"], t1=["JH", "KH", "QS"]))
    assert castile.legal_moves(s) != [RESIGN]
    assert castile.ai.choose_move(s, "easy", random.Random(1)) == RESIGN
    m = castile.hint(s, time_limit=1)
    assert m != RESIGN and m in castile.legal_moves(s)
    # the solver does see the way: "hard" wins it
    match = play_match(castile, [AIAgent("hard")], options={"layout": lay(t0=["JS", "KS", "QH"], t1=["JH", "KH", "QS"])})
    assert match.winners() == [0]
    with pytest.raises(ValueError):
        castile.ai.choose_move(s, "grandmaster", random.Random(1))


def test_ai_module_is_exposed():
    import game.castile.ai as ai_module

    assert castile.ai is ai_module and callable(castile.ai.choose_move)


# --------------------------------------------------------------------------- command line


def run(*args, timeout=60):
    return subprocess.run([sys.executable, *args], cwd=ROOT, capture_output=True, text=True, timeout=timeout,
                          stdin=subprocess.DEVNULL)


def test_solve_cli_prints_the_documented_json():
    p = run("-m", "game.castile.solve", "--deal", "2", "--json", "--time-limit", "3")
    assert p.returncode == 0, p.stderr
    out = json.loads(p.stdout)
    assert set(out) == {"deal", "layout", "result", "moves"} or set(out) == {"deal", "layout", "result"}
    assert out["deal"] == 2 and out["result"] in ("won", "lost", "unknown")
    assert [len(x) for x in out["layout"]["tableau"]] == [3] * 8
    assert [len(x) for x in out["layout"]["reserve"]] == [7] * 4
    assert out["layout"] == castile.deal_layout(2)
    assert out["result"] == "won"
    moves = [castile.move_from_json(m) for m in out["moves"]]
    assert replays_to_win(castile.new_game(seed=2), moves)


def test_solve_cli_readable_and_bad_arguments():
    p = run("-m", "game.castile.solve", "--deal", "16", "--time-limit", "2")
    assert p.returncode == 0 and "deal 16" in p.stdout and "Result:" in p.stdout
    for bad in (["--deal", "x"], ["--deal", "-3"], [], ["--deal", "1", "--time-limit", "0"], ["--deal", "1", "--nope"]):
        p = run("-m", "game.castile.solve", *bad)
        assert p.returncode == 2 and "usage" in p.stderr


def test_winnable_cli_writes_and_resumes(tmp_path):
    out = tmp_path / "w.json"
    p = run("-m", "game.castile.winnable", "--upto", "3", "--time-limit", "2", "--jobs", "1", "--out", str(out))
    assert p.returncode == 0, p.stderr
    data = json.loads(out.read_text())
    assert set(data) == {"time_limit", "upto", "won", "lost", "unknown", "seconds"}
    assert data["upto"] == 3 and sorted(data["won"] + data["lost"] + data["unknown"]) == [1, 2, 3]
    p = run("-m", "game.castile.winnable", "--upto", "3", "--time-limit", "2", "--jobs", "1", "--out", str(out))
    assert p.returncode == 0
    assert f"solving {len(data['unknown'])} deals" in p.stdout  # decided deals are skipped
    p = run("-m", "game.castile.winnable", "--upto", "0")
    assert p.returncode == 2


def test_shipped_winnable_deals():
    deals = castile.winnable_deals()
    data = json.loads((ROOT / "game" / "castile" / "winnable_deals.json").read_text())
    assert deals == sorted(data["won"]) and all(isinstance(n, int) for n in deals)
    assert data["upto"] >= 200 and data["time_limit"] == 60
    assert not set(data["won"]) & set(data["lost"])
    assert len(deals) >= 150


def test_hint_and_verdict_with_a_node_budget_answer_the_same_at_any_load():
    """Headless runs (tests, the gallery) bound the searches by positions, not seconds."""
    from game.castile.deal import deal_layout
    from game.castile.solver import hint_json
    from game.castile.verdict import verdict_line

    s = castile.new_game(layout=deal_layout(7))
    js = castile.state_to_json(s)
    first = hint_json(js, 0.2, 2500)
    assert first is not None
    assert all(hint_json(js, 0.2, 2500) == first for _ in range(3))
    assert len({str(verdict_line(js, 6.0, 2500)) for _ in range(3)}) == 1


def test_a_verdict_needs_no_shortened_line():
    """``shorten=False`` (the verdict's) returns the search's own line, still replayed to a win, and
    spends no time cutting detours out of it."""
    s = castile.new_game(seed=7)
    long_ = solver.solve(s, time_limit=120, node_limit=50_000, shorten=False)
    short = solver.solve(s, time_limit=120, node_limit=50_000)
    assert long_.result == short.result == "won" and long_.nodes == short.nodes
    assert replays_to_win(s, long_.moves) and replays_to_win(s, short.moves)
    assert len(long_.moves) > len(short.moves)



def test_reserve_tops_sent_home_one_rank_further_change_no_verdict(monkeypatch):
    """The reserve rule of the solver's docstring (reserve tops home up to the lowest level + 3) in
    the real game, with foundation returns, which its proof needs and the brute-force model cannot
    afford (with them even small layouts reach too many positions): on random small layouts, the
    exhaustive search with it and without it (RESERVE_SLACK = 2, the tableau's rule) give the same
    verdicts, and the two searches differ (the rule takes part) on many of them. (A weak check on its
    own: on these layouts even sending every reserve top home as soon as it can go never changed a
    verdict, measured; the proof is in the docstring.)"""
    rng = random.Random(21)
    seen = {"won": 0, "lost": 0}
    differ = 0
    configs = [(18, 3, 5), (20, 4, 4)]  # (cards out, reserve piles, lowest level); one tableau pile
    for i in range(300):
        out, res, low = configs[i % 2]
        s = castile.new_game(layout=small_layout(rng, out, tableau_piles=1, reserve_piles=res, low=low))
        with_rule = solver.solve(s, time_limit=float("inf"), node_limit=200_000, seed=i)
        monkeypatch.setattr(solver, "RESERVE_SLACK", 2)
        without = solver.solve(s, time_limit=float("inf"), node_limit=200_000, seed=i)
        monkeypatch.setattr(solver, "RESERVE_SLACK", 3)
        if "unknown" in (with_rule.result, without.result):
            continue
        assert with_rule.result == without.result, castile.state_to_json(s)
        seen[with_rule.result] += 1
        differ += with_rule.nodes != without.nodes
    assert seen["won"] >= 200 and seen["lost"] >= 10 and differ >= 60, (seen, differ)
