"""Polishing the Castile solver's winning lines: ``shortening.shorten`` against a plain model
with exact positions, ``merge_detours`` keeping the line a win, and hash collisions costing only
a shortcut, never the win."""
from __future__ import annotations

import pytest

from game.castile import rules, shortening, solver
from game.castile.search_common import F2T, R2F, R2T, T2F, T2T, internal

DEALS = [2, 7, 12, 16, 28]


def raw_line(deal, monkeypatch):
    """The line the search finds for ``deal``, before any polishing."""
    seen = {}
    real = shortening.shorten

    def spy(state, path, deadline, clock):
        seen["path"] = list(path)
        return real(state, path, deadline, clock)

    monkeypatch.setattr(shortening, "shorten", spy)
    state = rules.new_game(seed=deal)
    r = solver.solve(state, time_limit=120, node_limit=200_000)
    assert r.result == "won"
    monkeypatch.setattr(shortening, "shorten", real)
    return state, seen["path"]


def key(tab, rl, F):
    return tuple(map(tuple, tab)), tuple(rl), tuple(F)


def every_move():
    for a in range(8):
        for s in range(4):
            yield T2F, a, s
        for b in range(8):
            yield T2T, a, b
    for q in range(4):
        for s in range(4):
            yield R2F, q, s
        for b in range(8):
            yield R2T, q, b
    for s in range(4):
        for b in range(8):
            yield F2T, s, b


def model_pass(state, path):
    """One pass of the plain algorithm: exact positions, every legal move tried from each."""
    tab, res, rl, F = internal(state)
    positions = [key(tab, rl, F)]
    for m in path:
        shortening.apply_internal(tab, rl, F, res, m)
        positions.append(key(tab, rl, F))
    where = {p: i for i, p in enumerate(positions)}
    out, i = [], 0
    while i < len(path):
        tab, rl, F = [list(t) for t in positions[i][0]], list(positions[i][1]), list(positions[i][2])
        jumps = [(i + 1, path[i])]
        for m in every_move():
            if shortening._legal(tab, res, rl, F, m):
                t2, r2, f2 = [list(t) for t in tab], list(rl), list(F)
                shortening.apply_internal(t2, r2, f2, res, m)
                jumps.append((where.get(key(t2, r2, f2), -1), m))
        i, m = max(jumps, key=lambda jm: jm[0])  # (two moves never reach the same position)
        out.append(m)
    return out


def model_shorten(state, path, passes=4):
    """Passes until one changes nothing, four at most."""
    short = model_pass(state, path)
    return short if passes == 1 or short == path else model_shorten(state, short, passes - 1)


def wins(state, path):
    return rules.is_won(solver._to_moves(state, path)[1])


@pytest.mark.parametrize("deal", DEALS)
def test_shorten_matches_the_plain_model(deal, monkeypatch):
    state, path = raw_line(deal, monkeypatch)
    short = shortening.shorten(state, path, float("inf"))
    assert short == model_shorten(state, path)
    assert len(short) <= len(path) and wins(state, short)


@pytest.mark.parametrize("deal", DEALS)
def test_merge_detours_keeps_a_shorter_win(deal, monkeypatch):
    state, path = raw_line(deal, monkeypatch)
    short = shortening.shorten(state, path, float("inf"))
    merged = shortening.merge_detours(state, short, float("inf"))
    assert len(merged) <= len(short) and wins(state, merged)


def test_a_detour_is_cut(monkeypatch):
    """A card moved away and straight back (two extra moves) is gone from the polished line."""
    state, path = raw_line(2, monkeypatch)
    tab, res, rl, F = internal(state)
    detour = None
    for i in range(len(path)):  # the first tableau-to-tableau move that can be undone at once
        k, a, b = path[i]
        if k == T2T and tab[a] and shortening._legal(tab, res, rl, F, path[i]):
            t2, r2, f2 = [list(t) for t in tab], list(rl), list(F)
            shortening.apply_internal(t2, r2, f2, res, (T2T, a, b))
            if shortening._legal(t2, res, r2, f2, (T2T, b, a)):
                detour = path[:i] + [(T2T, a, b), (T2T, b, a)] + path[i:]
                break
        shortening.apply_internal(tab, rl, F, res, path[i])
    assert detour is not None and wins(state, detour)
    polished = shortening.merge_detours(state, shortening.shorten(state, detour, float("inf")),
                                        float("inf"))
    assert len(polished) <= len(path) and wins(state, polished)


def test_hash_collisions_cost_shortcuts_never_the_win(monkeypatch):
    """With every Zobrist word zero, every position collides with every other: the exact checks
    must turn down every false jump and merge, and the solver still hands out a winning line."""
    state, path = raw_line(16, monkeypatch)
    zero = ([[[0] * 53 for _ in range(8)] for _ in range(52)], [[0] * 53 for _ in range(4)],
            [[0] * 14 for _ in range(4)])
    monkeypatch.setattr(shortening, "_zobrist", lambda: zero)
    short = shortening.shorten(state, path, float("inf"))
    assert wins(state, short) and len(short) <= len(path)
    merged = shortening.merge_detours(state, short, float("inf"))
    assert wins(state, merged) and len(merged) <= len(short)
    r = solver.solve(state, time_limit=120, node_limit=200_000)
    assert r.result == "won" and rules.is_won(_replay(state, r.moves))


def _replay(state, moves):
    for m in moves:
        state = rules.apply_move(state, m)
    return state


def test_merge_detours_leaves_a_line_that_does_not_win_alone(monkeypatch):
    """Only a line replayed legally to a win is polished: a cut-short line or one with an illegal
    move comes back as it was (the solver then falls back to the search's own line)."""
    state, path = raw_line(7, monkeypatch)
    cut = path[:-5]
    assert shortening.merge_detours(state, cut, float("inf")) == cut
    broken = [(T2T, 0, 0)] + path  # a pile onto itself: never legal
    assert shortening.merge_detours(state, broken, float("inf")) == broken
