"""The Castile solver's deadlock test (``solver._relaxed_dead``, ``castile.deadlocked``): never
true of a position that can still be won (brute force over every reachable position of small
layouts; without foundation returns, which would explode the model, but a position won without
them is won with them), and a host counts only where it could itself sit."""
from __future__ import annotations

import random

from game import castile
from game.castile import solver
from tests.test_castile_rules import Oracle, TooBig, lay, small_layout


def internal_of(oracle, k):
    """An Oracle position (piles of (rank 1–13, suit index)) as the solver's lists."""
    tab, rl, F = k
    card = lambda rs: (rs[0] - 1) * 4 + rs[1]  # noqa: E731
    res = [[card(c) for c in p] for p in oracle.res]
    tab = [[card(c) for c in p] for p in tab] + [[] for _ in range(8 - len(tab))]
    return tab, res, list(rl), list(F)


def test_never_dead_where_a_win_remains():
    rng = random.Random(5)
    checked = 0
    for i in range(60):
        s = castile.new_game(layout=small_layout(rng, 7 + i % 4, tableau_piles=3 + i % 4,
                                                 reserve_piles=2 + i % 3, low=8))
        try:
            oracle = Oracle(s, limit=4000)
        except TooBig:
            continue
        for k in oracle.succ:
            dead = solver._relaxed_dead(*internal_of(oracle, k))
            if k in oracle.win:
                assert not dead, (castile.state_to_json(s), k)
                checked += 1
    assert checked > 2000  # (that it ever says dead: the next test)


def test_a_queen_without_a_king_hosts_nothing():
    """The jacks can only leave onto a queen; the only queen that could come to the tableau is
    QS, from home, and it needs a king: every king is buried. Counting QS as a host because it
    is home (as the test did before deals 1–10,000 were swept) lets the whole layout go."""
    s = castile.new_game(layout=lay(t0=["KS", "JH"], t1=["KH", "JD"], t2=["KD", "JC"],
                                    r0=["KC", "TH", "TD", "TC", "QH", "QD", "QC"]))
    assert castile.deadlocked(s)
    r = solver.solve(s, time_limit=60, node_limit=1000)
    assert r.result == "lost" and r.nodes == 0
    # the same with a king free to take QS: not a deadlock (JH onto QS frees KS, and so on)
    s = castile.new_game(layout=lay(t0=["KS", "JH"], t1=["KH", "JD"], t2=["KD", "JC"],
                                    r0=["TH", "TD", "TC", "QH", "QD", "QC", "KC"]))
    assert not castile.deadlocked(s)
