"""The compiled Castile search (game/castile/kernel.py): the same search as the Python one, run for
run, and sound on its own (brute force, a tiny table, a tiny depth limit)."""
from __future__ import annotations

import random
import time

import pytest

from game import castile
from game.castile import kernel, search_common, solver
from tests.test_castile_rules import Oracle, TooBig, small_layout

pytestmark = pytest.mark.skipif(not kernel.available(), reason="numba is not installed")


def _outcome(search, budget, **kw):
    try:
        return search.run(budget, float("inf"), None, 0.0, **kw)
    except search_common.Abort:
        return "abort"


@pytest.mark.parametrize("returns", [True, False])
def test_each_run_is_the_python_search(monkeypatch, returns):
    """Run for run without noise (the sound run on the reduced graph, a bold run, one on the plain
    graph, a prefix run from the best line so far), one after the other on the same search so that
    the dead positions carry over: the same outcomes, positions counted, best lines and wins."""
    monkeypatch.setattr(solver, "ALLOW_RETURNS", returns)
    runs = [dict(), dict(bold=True, por=False), dict(por=False), dict(start=True), dict(bold=True)]
    decided = 0
    for deal in range(1, 31):
        state = castile.new_game(seed=deal)
        py, comp = solver._Search(state), kernel.KernelSearch(state, returns=returns)
        for i, kw in enumerate(runs):
            if kw.get("start"):
                line = py.pool[0][1] if py.pool else []
                kw = dict(start=tuple(line[: len(line) // 2]))
            a, b = _outcome(py, 1500 * (i + 1), **kw), _outcome(comp, 1500 * (i + 1), **kw)
            assert (a, py.nodes, py.pool) == (b, comp.nodes, comp.pool), (deal, i)
            if a is True:
                assert py.path == comp.path
                decided += 1
                break
            if a is False:
                decided += 1
                break
    assert decided >= 12


def test_agrees_with_brute_force_on_small_layouts(monkeypatch):
    monkeypatch.setattr(solver, "ALLOW_RETURNS", False)
    rng = random.Random(5)
    seen = {"won": 0, "lost": 0}
    configs = [(11, 2, 2, 6), (9, 1, 2, 7), (12, 1, 4, 6), (10, 5, 3, 8), (8, 3, 1, 6)]
    for i in range(150):  # (250 took 37 s of the suite's 10 minutes; 150 still meet both verdicts often)
        n, tab, res, low = configs[i % len(configs)]
        s = castile.new_game(layout=small_layout(rng, n, tableau_piles=tab, reserve_piles=res, low=low))
        try:
            oracle = Oracle(s, limit=20000)
        except TooBig:
            continue
        r = solver.solve(s, time_limit=120, node_limit=100000, seed=i, compiled=True)
        assert r.result == ("won" if oracle.winnable() else "lost"), castile.state_to_json(s)
        seen[r.result] += 1
    assert seen["won"] >= 120 and seen["lost"] >= 8  # (seed 5: 140 won, 10 lost)


def test_a_full_table_is_grown_or_emptied_without_a_wrong_verdict(monkeypatch):
    """Tiny tables: grown (the run goes on), then at their largest emptied but for the stack; and a
    stack that no longer fits makes the run incomplete. Verdicts still match the brute force."""
    monkeypatch.setattr(solver, "ALLOW_RETURNS", False)
    monkeypatch.setattr(kernel, "FIRST_SLOTS", 16)
    monkeypatch.setattr(kernel, "MAX_SLOTS", 64)
    rng = random.Random(8)
    checked = 0
    for i in range(60):
        s = castile.new_game(layout=small_layout(rng, 10, tableau_piles=3, reserve_piles=3, low=8))
        try:
            oracle = Oracle(s, limit=20000)
        except TooBig:
            continue
        r = solver.solve(s, time_limit=120, node_limit=20000, seed=i, compiled=True)
        assert r.result in (("won" if oracle.winnable() else "lost"), "unknown")
        checked += r.result != "unknown"
    assert checked >= 20


def test_the_compile_command_says_it_is_ready():
    import subprocess
    import sys
    from pathlib import Path

    out = subprocess.run([sys.executable, "-m", "game.castile.compile"], capture_output=True, text=True,
                         cwd=Path(__file__).resolve().parent.parent)
    assert out.returncode == 0 and out.stdout.startswith("compiled Castile solver: ready")


def test_the_depth_limit_never_proves_a_loss():
    state = castile.new_game(seed=170)  # lost: the full search proves it
    assert solver.solve(state, time_limit=60, clock=time.process_time, compiled=True).result == "lost"
    search = kernel.KernelSearch(state, max_depth=12)
    assert solver._search_until(search, time.perf_counter() + 60, 200_000, 0) == "unknown"


def test_time_limited_searches_are_compiled_and_budgeted_ones_not(monkeypatch):
    assert solver.warm_compiled()  # (its first call compiles and checks the search: not counted below)
    made = []
    real = kernel.KernelSearch

    def spy(*a, **kw):
        made.append(1)
        return real(*a, **kw)

    monkeypatch.setattr(kernel, "KernelSearch", spy)
    state = castile.new_game(seed=2)
    assert solver.solve(state, time_limit=10).result == "won" and made == [1]
    assert solver.solve(state, time_limit=10, node_limit=50_000).result == "won" and made == [1]


def test_without_the_compiled_search_the_python_one_answers(monkeypatch):
    monkeypatch.setitem(kernel._STATE, "ready", False)

    def broken(*a, **kw):
        raise AssertionError("the compiled search must not be used")

    monkeypatch.setattr(kernel, "KernelSearch", broken)
    r = solver.solve(castile.new_game(seed=2), time_limit=5)
    assert r.result == "won"


def test_a_failing_compiler_is_logged_and_turned_off(monkeypatch, caplog):
    monkeypatch.setitem(kernel._STATE, "ready", None)

    def fails():
        raise RuntimeError("no LLVM here")

    monkeypatch.setattr(solver, "_compiled_check", fails)
    assert solver.warm_compiled() is False and solver.warm_compiled() is False
    assert "compiled Castile solver unavailable" in caplog.text
    assert solver.solve(castile.new_game(seed=2), time_limit=5).result == "won"


def test_the_game_modules_do_not_load_numba():
    """The app process imports the solver (heuristics, the AI, headless hints) but never numba:
    only a search bounded by time loads it, in a worker."""
    import subprocess
    import sys

    code = ("import sys, game.castile as c, game.castile.solver as s, game.castile.ai\n"
            "s.solve(c.new_game(seed=2), node_limit=5000)\n"
            "s.hint(c.new_game(seed=3), node_limit=2000)\n"
            "print('numba' in sys.modules, 'game.castile.kernel' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=__import__("pathlib").Path(__file__).resolve().parent.parent)
    assert out.stdout.split() == ["False", "False"]


def test_a_full_table_keeps_the_stack_and_the_positions_proven_dead():
    """``rebuild`` keeps the running search's stack (its slots moved) and every position proven dead:
    by a sound run, by a bold run, or by the running run; a clean finished run's marks become
    permanent, an incomplete run's go, and so do the positions that only passed the deadlock test.
    When the dead ones do not fit in ``room``, the sound ones are kept, then none."""
    import numpy as np

    slots, run = 64, 5
    keys, vals = np.zeros((slots, kernel.W), np.int64), np.zeros(slots, np.int64)
    valid, bold_of = np.zeros(16, np.uint8), np.zeros(16, np.uint8)
    valid[3] = 1  # run 3 finished clean, run 4 hit the depth limit
    rs, idx = kernel.RUN_SHIFT, kernel.IDX_SHIFT
    marks = {
        "sound": kernel.V_DEAD, "bold": kernel.V_BOLD, "passed": kernel.V_PASSED,
        "clean": kernel.V_RUNDEAD | (3 << rs), "incomplete": kernel.V_RUNDEAD | (4 << rs),
        "running": kernel.V_RUNDEAD | (run << rs), "stack": kernel.V_STACK | (run << rs) | (7 << idx),
    }
    where = {}
    for i, (name, v) in enumerate(marks.items()):
        k = np.full(kernel.W, i + 1, np.int64)
        s = kernel.find(keys, vals, slots - 1, k)
        keys[s], vals[s] = k, kernel.V_USED | v
        where[name] = k
    tstack = np.array([kernel.find(keys, vals, slots - 1, where["stack"])], np.int64)

    def kept(room):
        kk, vv, ts = keys.copy(), vals.copy(), tstack.copy()
        n = kernel.rebuild(kk, vv, slots - 1, ts, 1, run, valid, bold_of, room)
        out = {name for name, k in where.items() if vv[kernel.find(kk, vv, slots - 1, k)]}
        assert n == len(out) and ts[0] == kernel.find(kk, vv, slots - 1, where["stack"])
        assert vv[ts[0]] & kernel.V_STACK and (vv[ts[0]] >> idx) & kernel.IDX_MASK == 7
        return out

    assert kept(10) == {"stack", "sound", "bold", "clean", "running"}
    assert kept(2) == {"stack", "sound", "clean"}
    assert kept(1) == {"stack"}


def test_the_table_grows_only_before_the_deadline():
    """A full table past the deadline is rebuilt in place, not doubled (the caller's memory stays
    what it was when time ran out); before the deadline it grows up to its cap."""
    state = castile.new_game(seed=170)
    late = kernel.KernelSearch(state, clock=lambda: 1e9, max_slots=1 << 14)
    with pytest.raises(search_common.Abort):
        late.run(100_000, 0.0, None, 0.0)
    assert late.vals.shape[0] == min(kernel.FIRST_SLOTS, 1 << 14)
    early = kernel.KernelSearch(state, max_slots=1 << 17)
    assert early.run(1 << 40, float("inf"), None, 0.0) is False  # (lost: the search is exhausted)
    assert early.vals.shape[0] == 1 << 17


def test_the_game_keeps_the_small_table_and_only_the_sweeps_take_the_large_one(monkeypatch):
    """The table's hint searches with the kernel's default cap, 2^21 slots, and its verdict (the
    checker's process, kept lean) with ``verdict.VERDICT_SLOTS``, 2^18; only the bench's sweeps ask
    for ``solver.SWEEP_SLOTS``."""
    from bench.castile_solver import _solve_timed
    from game.castile.verdict import VERDICT_SLOTS, verdict_line

    assert solver.warm_compiled()
    caps = []
    real = kernel.KernelSearch

    def spy(*a, **kw):
        search = real(*a, **kw)
        caps.append(search.max_slots)
        return search

    monkeypatch.setattr(kernel, "KernelSearch", spy)
    state = castile.new_game(seed=2)
    verdict_line(castile.state_to_json(state), 5.0)
    solver.hint(castile.new_game(seed=3), 0.25, compiled=True)
    assert caps == [VERDICT_SLOTS, kernel.MAX_SLOTS] and kernel.MAX_SLOTS == 1 << 21 and VERDICT_SLOTS == 1 << 18
    assert _solve_timed((2, 5.0, None))["result"] == "won" and caps[-1] == solver.SWEEP_SLOTS == 1 << 25
