"""The lean checker process of Castile's compiled solver (game/castile/lean.py)."""
from __future__ import annotations

import json
import subprocess
import sys
import textwrap

import pytest

from game.castile import lean

SMAPS = """\
7f0000000000-7f0000100000 r--p 00000000 08:01 11 /x/site-packages/llvmlite/binding/libllvmlite.so
Size:               1024 kB
Rss:                 512 kB
Private_Dirty:         0 kB
Anonymous:             0 kB
VmFlags: rd mr mw me
7f0000100000-7f0000500000 r-xp 00100000 08:01 11 /x/site-packages/llvmlite/binding/libllvmlite.so
Rss:                4096 kB
Shared_Dirty:          0 kB
Private_Dirty:         0 kB
Anonymous:             0 kB
7f0000500000-7f0000600000 r--p 00500000 08:01 11 /x/site-packages/llvmlite/binding/libllvmlite.so
Rss:                1024 kB
Private_Dirty:       512 kB
Anonymous:           512 kB
7f0000600000-7f0000610000 rw-p 00600000 08:01 11 /x/site-packages/llvmlite/binding/libllvmlite.so
Private_Dirty:         4 kB
7f0000700000-7f0000800000 r-xp 00000000 08:01 12 /usr/lib/libc.so.6
Private_Dirty:         0 kB
7f0000900000-7f0000a00000 rw-p 00000000 00:00 0
Private_Dirty:        64 kB
"""


def test_only_the_compilers_clean_read_only_mappings_are_chosen(tmp_path):
    maps = tmp_path / "smaps"
    maps.write_text(SMAPS, encoding="ascii")
    assert lean._clean_code_segments(str(maps)) == [
        (0x7F0000000000, 0x7F0000100000), (0x7F0000100000, 0x7F0000500000)]


def test_no_proc_file_unmaps_nothing(tmp_path):
    with pytest.raises(OSError):
        lean._clean_code_segments(str(tmp_path / "missing"))
    assert lean.unmap_compiler_code(str(tmp_path / "missing")) == 0


def test_the_verdict_keeps_its_hash_table_small(monkeypatch):
    from game.castile import rules, solver, state_to_json, verdict

    seen = {}
    real = solver.solve

    def spy(state, **kw):
        seen.update(kw)
        return real(state, **kw)

    monkeypatch.setattr(solver, "solve", spy)
    out = verdict.verdict_line(state_to_json(rules.new_game(seed=2)), 1.0, 3000)
    assert seen["table_slots"] == verdict.VERDICT_SLOTS <= 1 << 18
    assert out["result"] in ("won", "lost", "unknown")


COMPILER_RSS = textwrap.dedent("""
    def compiler_rss_kb():
        total, inside = 0, False
        with open("/proc/self/smaps") as f:
            for line in f:
                fields = line.split()
                if fields and "-" in fields[0] and not fields[0].endswith(":"):
                    inside = len(fields) >= 6 and "libllvmlite" in fields[5]
                elif inside and fields[0] == "Rss:":
                    total += int(fields[1])
        return total
""")

CHILD = textwrap.dedent("""
    import json, os, sys
    from game.castile import lean, rules, solver
    from game.castile.verdict import verdict_line
    from game.castile import state_to_json
""") + COMPILER_RSS + textwrap.dedent("""


    ready = lean.warm_checker()
    after_warm = compiler_rss_kb()
    out = verdict_line(state_to_json(rules.new_game(seed=7)), 5.0)
    moves = [m for m in out["moves"]]
    print(json.dumps({"ready": ready, "scipy": sys.modules.get("scipy") is not None,
                      "after_warm": after_warm, "after_verdict": compiler_rss_kb(),
                      "result": out["result"], "moves": len(moves)}))
""")


def _child_report(code: str) -> dict:
    """Run ``code`` in a fresh Python (numba needed) and read the JSON line it prints last."""
    pytest.importorskip("numba")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr[-2000:]
    return json.loads(r.stdout.strip().splitlines()[-1])


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the unmapping is Linux's")
def test_the_lean_checker_solves_without_mapping_the_compiler_again():
    out = _child_report(CHILD)
    assert out["ready"] and not out["scipy"]
    assert out["result"] == "won" and out["moves"] > 50  # (verdict_line replays its line before answering)
    # what stays mapped of LLVM is little, and a verdict's search does not fault its code back in
    assert out["after_warm"] < 4 * 1024
    assert out["after_verdict"] - out["after_warm"] < 2 * 1024


TRIM_CHILD = textwrap.dedent("""
    import json, sys, threading, time
    from game.castile import lean, solver
    from game.castile.kernel import load_all
""") + COMPILER_RSS + textwrap.dedent("""


    switch = sys.getswitchinterval()
    with lean.compiler_code_trimmed() as passes:
        ready = solver.warm_compiled()
        load_all()
        time.sleep(0.05)  # (the compiler idle: a pass has dropped what the loading touched)
        inside = compiler_rss_kb()
        during_switch = sys.getswitchinterval()
    print(json.dumps({"ready": ready, "passes": passes[0], "inside": inside,
                      "threads": [t.name for t in threading.enumerate()],
                      "switch_restored": sys.getswitchinterval() == switch, "during_switch": during_switch,
                      "touched_after": compiler_rss_kb()}))
""")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the unmapping is Linux's")
def test_the_compiler_is_unmapped_as_the_solver_loads_and_the_trimming_stops():
    out = _child_report(TRIM_CHILD)
    assert out["ready"] and out["passes"] > 5
    # loading maps about 70 MB of LLVM's code when nothing drops it; the passes keep a few MB
    assert out["inside"] < 4 * 1024
    assert out["during_switch"] == lean.TRIM_SWITCH and out["switch_restored"]
    assert "kastell-trim-compiler" not in out["threads"]


def test_without_the_compilers_library_the_block_just_runs(monkeypatch):
    monkeypatch.setattr(lean, "_clean_code_segments", lambda maps: [])
    with lean.compiler_code_trimmed() as passes:
        pass
    assert passes == [0]
