"""game/ is pure Python: no pygame (directly or through an import), no global random state.

Checked two ways: statically (every .py under game/ parsed with ``ast``) and for
real (every ``game.*`` module imported in a fresh interpreter, then
``sys.modules`` inspected).
"""
from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "game"

# Functions of the random module that use its hidden global generator.
GLOBAL_RANDOM = {
    "seed", "random", "uniform", "triangular", "randint", "randrange", "randbytes", "choice",
    "choices", "shuffle", "sample", "getrandbits", "gauss", "normalvariate", "lognormvariate",
    "expovariate", "vonmisesvariate", "gammavariate", "betavariate", "paretovariate",
    "weibullvariate", "binomialvariate", "getstate", "setstate", "SystemRandom",
}


def game_files() -> list[Path]:
    files = sorted(GAME.rglob("*.py"))
    assert GAME / "core.py" in files
    return files


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _is_pygame(name: str | None) -> bool:
    return bool(name) and (name == "pygame" or name.startswith("pygame.") or name.startswith("pygame_"))


def pygame_imports(tree: ast.AST) -> list[str]:
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [f"import {a.name}" for a in node.names if _is_pygame(a.name)]
        elif isinstance(node, ast.ImportFrom):
            if node.level == 0 and _is_pygame(node.module):
                found.append(f"from {node.module} import ...")
        elif isinstance(node, ast.Call) and node.args:
            fn = node.func
            fname = fn.id if isinstance(fn, ast.Name) else fn.attr if isinstance(fn, ast.Attribute) else ""
            arg = node.args[0]
            if fname in {"__import__", "import_module"} and isinstance(arg, ast.Constant) and isinstance(arg.value, str) and _is_pygame(arg.value):
                found.append(f"{fname}({arg.value!r})")
    return found


def global_random_uses(tree: ast.AST) -> list[str]:
    aliases = set()  # names bound to the random module
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            aliases |= {a.asname or a.name for a in node.names if a.name == "random"}
        elif isinstance(node, ast.ImportFrom) and node.module == "random" and node.level == 0:
            found += [f"from random import {a.name}" for a in node.names if a.name in GLOBAL_RANDOM or a.name == "*"]
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in aliases:
            if node.attr in GLOBAL_RANDOM:
                found.append(f"line {node.lineno}: {node.value.id}.{node.attr}")
    return found


@pytest.mark.parametrize("path", game_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_no_pygame_import_in_source(path):
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    assert pygame_imports(tree) == [], f"{path.relative_to(ROOT)} imports pygame"


@pytest.mark.parametrize("path", game_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_no_global_random_state(path):
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    assert global_random_uses(tree) == [], (
        f"{path.relative_to(ROOT)} uses the global random generator; use a seeded random.Random"
    )


def test_the_checks_can_fail():
    bad = ast.parse(
        "import pygame\nfrom pygame.math import Vector2\nimport importlib\nimportlib.import_module('pygame')\n"
        "import random as r\nr.shuffle(x)\nfrom random import choice\nrandom.Random(1).random()\n"
    )
    assert len(pygame_imports(bad)) == 3
    assert global_random_uses(bad) == ["from random import choice", "line 6: r.shuffle"]


IMPORT_ALL = r"""
import importlib, json, sys
offenders, errors = [], {}
for name in json.loads(sys.argv[1]):
    try:
        importlib.import_module(name)
    except Exception as e:
        errors[name] = f"{type(e).__name__}: {e}"
    loaded = sorted(m for m in sys.modules if m == "pygame" or m.startswith(("pygame.", "pygame_")))
    if loaded and not offenders:
        offenders.append([name, loaded[:5]])
print(json.dumps({"offenders": offenders, "errors": errors, "pygame": "pygame" in sys.modules}))
"""


def test_importing_every_game_module_does_not_load_pygame():
    names = [module_name(p) for p in game_files() if p.stem != "__main__"]  # __main__ would run a CLI
    proc = subprocess.run(
        [sys.executable, "-c", IMPORT_ALL, json.dumps(names)],
        cwd=ROOT, capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL,
    )
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    assert out["errors"] == {}, f"game modules fail to import: {out['errors']}"
    assert out["offenders"] == [], f"importing {out['offenders'][0][0]} loads {out['offenders'][0][1]}"
    assert out["pygame"] is False
