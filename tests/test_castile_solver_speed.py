"""The Castile solver's fast paths against straightforward reference versions.

The search's speed work must not change the search: the fused move generator
must give exactly the moves (and order) of generate-then-filter, checked on every
position of real searches, and the remembered deadlock tests change nothing but
their count."""
from __future__ import annotations

import time

import pytest

from game.castile import rules, solver
from game.castile.search_common import (B_F2T, B_HOME, B_JUNK, B_LAT, B_R2T, F2T, R2F, R2T, T2F, T2T,
                                        V_EMPTY, V_EMPTY0, V_F2T_NEED, V_HOME, V_HOST, V_KING, V_RES_EMPTY)

# --------------------------------------------------------------------------- reference


def _ref_uncover(z: int, F, byrank, v_king: int, pile: int = -1) -> int:
    """How useful uncovering card ``z`` is: it can go home, it is a king with a free pile to
    go to, or it has a host (a card one rank higher on top of a tableau pile other than
    ``pile``, the pile it lies in)."""
    zr = z >> 2
    if F[z & 3] == zr:
        return V_HOME
    if zr == 12:
        return v_king
    hosts = byrank[zr + 1]
    return V_HOST if hosts and (len(hosts) > 1 or hosts[0] != pile) else 0


def _ref_reserve(res, rl, F, byrank, empties, v_king, append) -> None:
    """Moves of the reserve tops: home, or onto a tableau card one rank higher (a king onto
    an empty pile)."""
    for q in range(4):
        if not rl[q]:
            continue
        c = res[q][rl[q] - 1]
        r = c >> 2
        ev = _ref_uncover(res[q][rl[q] - 2], F, byrank, v_king) if rl[q] > 1 else V_RES_EMPTY
        if F[c & 3] == r:
            append((R2F, q, c & 3, False, 8 + q, 12 + (c & 3), c, B_HOME + ev, 60 + q))
        for p in (byrank[r + 1] if r < 12 else empties):
            append((R2T, q, p, True, 8 + q, p, c, B_R2T + ev, 60 + q))


def _ref_tableau(tab, tops, F, byrank, empties, v_king, kings_waiting, append) -> None:
    """Moves of the tableau tops: home, or onto another pile (lateral when the card already
    lies on its rank + 1)."""
    for p in range(8):
        c = tops[p]
        if c < 0:
            continue
        t = tab[p]
        r = c >> 2
        if len(t) > 1:
            below = t[-2]
            ev = _ref_uncover(below, F, byrank, v_king, p)
            lateral = below >> 2 == r + 1
        else:
            below = 99
            lateral = False
            ev = V_EMPTY if kings_waiting else V_EMPTY0
            if r == 12:
                # a lone king never moves to another empty pile (same position)
                if F[c & 3] == r:
                    append((T2F, p, c & 3, False, p, 12 + (c & 3), c, B_HOME, 99))
                continue
        if F[c & 3] == r:
            append((T2F, p, c & 3, False, p, 12 + (c & 3), c, B_HOME + ev, below))
        dsts = byrank[r + 1] if r < 12 else empties
        if dsts:
            score = (B_LAT if lateral else B_JUNK) + ev
            for d in dsts:
                append((T2T, p, d, lateral, p, d, c, score, below))


def _ref_returns(F, rtops, byrank, empties, slack, append) -> None:
    """Foundation tops back onto the tableau, except those the safe rule would send
    straight home again (see the module docstring)."""
    lo = sorted(F)
    rneed = {z >> 2 for z in rtops if z >= 0}
    for s in range(4):
        f = F[s]
        if not f or f <= (lo[1] if f == lo[0] else lo[0]) + slack:
            continue
        r = f - 1
        dsts = byrank[r + 1] if r < 12 else empties
        if dsts:
            c = r * 4 + s
            score = B_F2T + (V_F2T_NEED if r - 1 in rneed else 0)
            for d in dsts:
                append((F2T, s, d, True, 12 + s, d, c, score, 52 + s))


def reference_gen(tab, res, rl, F, slack=2):
    """The solver's move generator before it was fused into one pass (reference).

    A move is ``(kind, a, b, postponable, src_pile, dst_pile, card, score, src_id)``;
    piles are numbered 0–7 tableau, 8–11 reserve, 12–15 foundation of suit 0–3;
    ``src_id`` names the source pile canonically (its new top card, 60+q for a
    reserve, 52+s for a foundation, 99 for an emptied tableau pile).
    """
    tops = [t[-1] if t else -1 for t in tab]
    byrank = [[] for _ in range(14)]
    empties = []
    for p in range(8):
        c = tops[p]
        if c < 0:
            empties.append(p)
        else:
            byrank[c >> 2].append(p)
    rtops = [res[q][rl[q] - 1] if rl[q] else -1 for q in range(4)]
    v_king = V_KING if empties else 0
    kings_waiting = any(c >= 48 for c in rtops) or any(
        tops[p] >= 48 and len(tab[p]) > 1 for p in range(8))
    out = []
    _ref_reserve(res, rl, F, byrank, empties, v_king, out.append)
    _ref_tableau(tab, tops, F, byrank, empties, v_king, kings_waiting, out.append)
    if solver.ALLOW_RETURNS:
        _ref_returns(F, rtops, byrank, empties, slack, out.append)
    return out


def _ref_dep(m, p) -> bool:
    """Whether moves m and p touch a common pile."""
    return m[4] == p[4] or m[4] == p[5] or m[5] == p[4] or m[5] == p[5]


def reference_filter(out, pending):
    """The moves allowed while ``pending`` postponable moves wait to be used."""
    if len(pending) == 1:
        L = pending[0]
        lsrc, ldst, lid = L[4], L[5], L[6]
        return [m for m in out if m[4] != ldst and (
            m[4] == lsrc or m[5] == lsrc or m[5] == ldst or (m[3] and m[6] < lid))]
    L1, L2 = pending
    return [m for m in out if m[4] != L1[5] and m[4] != L2[5] and _ref_dep(m, L1) and _ref_dep(m, L2)]


# --------------------------------------------------------------------------- tests


@pytest.mark.parametrize("deal", [10, 57, 294, 660])
def test_fused_generator_equals_generate_then_filter(monkeypatch, deal):
    """On every position of a search (plain and with pending moves, sound and bold runs),
    the fused generator gives exactly the reference moves, in the same order."""
    fused = solver._gen
    seen = {"plain": 0, "pending": 0}

    def checked(tab, res, rl, F, slack=2, pending=()):
        got = fused(tab, res, rl, F, slack, pending)
        want = reference_gen(tab, res, rl, F, slack)
        if pending:
            want = reference_filter(want, pending)
        assert got == want, (tab, rl, F, slack, pending)
        seen["pending" if pending else "plain"] += 1
        return got

    monkeypatch.setattr(solver, "_gen", checked)
    search = solver._Search(rules.new_game(seed=deal), time.process_time)
    solver._search_until(search, float("inf"), 6000, 1)
    assert seen["plain"] > 500 and seen["pending"] > 500


def test_fused_generator_without_foundation_returns(monkeypatch):
    monkeypatch.setattr(solver, "ALLOW_RETURNS", False)
    test_fused_generator_equals_generate_then_filter(monkeypatch, 294)


@pytest.mark.parametrize("deal", [10, 294, 559])
def test_remembered_deadlock_tests_change_nothing_but_their_count(monkeypatch, deal):
    """Positions that passed the deadlock test are remembered: the same search (verdict and
    positions) with far fewer tests than with nothing remembered."""
    calls = [0]
    test = solver._relaxed_dead

    def counted(*args):
        calls[0] += 1
        return test(*args)

    monkeypatch.setattr(solver, "_relaxed_dead", counted)
    runs = []
    for cap in (solver.PASSED_CAP, 0):  # 0: at most the last position is remembered
        monkeypatch.setattr(solver, "PASSED_CAP", cap)
        calls[0] = 0
        r = solver.solve(rules.new_game(seed=deal), time_limit=float("inf"), node_limit=30000, seed=1)
        runs.append((r.result, r.nodes, calls[0]))
    (verdict, nodes, tests), (verdict0, nodes0, tests0) = runs
    assert (verdict, nodes) == (verdict0, nodes0)
    assert tests < 0.8 * tests0


def test_a_proof_tests_the_positions_with_pending_moves_too():
    """A sound run from the deal also tests the positions with pending moves: deal 170 is
    proven lost after about 48,000 positions (516,000 without those tests)."""
    search = solver._Search(rules.new_game(seed=170), time.process_time)
    assert search.run(60000, float("inf"), None, solver.NOISE) is False
    assert search.nodes <= 60000
