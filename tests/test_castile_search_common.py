"""The Castile solver's two searches after their shared parts moved to game/castile/search_common.py:
the same verdicts, positions and lines as recorded before (`bench/castile_solver_baseline.json`,
written by `bench/castile_kernel.py`), and the kernel no longer reads the solver."""
from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from bench.castile_kernel import BASELINE, record
from game.castile import kernel

ROOT = Path(__file__).resolve().parent.parent
#: a few deals of the 30 recorded, a few seconds in all: wins, undecided at the budget, both searches
DEALS = (1, 4, 6, 8, 14, 27)


@pytest.mark.parametrize("compiled", [False, True])
def test_the_searches_are_the_recorded_ones(compiled):
    """Exact: one position more or less, or another line, fails."""
    if compiled and not kernel.available():
        pytest.skip("numba is not installed")
    with open(BASELINE, encoding="utf-8") as f:
        base = json.load(f)
    got = record(DEALS, modes=(compiled,))
    assert got == {k: base[k] for k in got}
    assert {v[0] for v in got.values()} >= {"won", "unknown"}


def test_the_kernel_imports_search_common_not_the_solver():
    tree = ast.parse((ROOT / "game" / "castile" / "kernel.py").read_text(encoding="utf-8"))
    imported = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    imported |= {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    assert "search_common" in imported
    assert not any(m and m.split(".")[-1] == "solver" for m in imported)
