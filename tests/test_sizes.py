"""Small parts: no class of the program over 350 lines and no function over 60, so that each part has
one job a newcomer can read at once. The compiled Castile kernel is the one exception: its two long
functions are numba's (a call between compiled functions costs what the search cannot pay), and its
docstring says so and how they are laid out. Everything else that grew past the limits was cut into
named parts (issue 32); this test keeps it so.
"""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = ("game", "scenes", "sprites", "bench", "kiosk", "sounds", "tests")
MAX_CLASS = 350
MAX_FUNCTION = 60
#: (file, function) allowed to be longer, with the reason in the module docstring above
EXEMPT = {("game/castile/kernel.py", "_run"), ("game/castile/kernel.py", "gen")}


def too_long(path: Path, rel: str) -> list[str]:
    """`path`'s classes over `MAX_CLASS` lines and functions over `MAX_FUNCTION` (not exempt)."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        lines = getattr(node, "end_lineno", 0) - getattr(node, "lineno", 0) + 1
        if isinstance(node, ast.ClassDef) and lines > MAX_CLASS:
            out.append(f"{rel}: class {node.name} has {lines} lines")
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and lines > MAX_FUNCTION \
                and (rel, node.name) not in EXEMPT:
            out.append(f"{rel}: function {node.name} has {lines} lines")
    return out


def sources() -> list[Path]:
    paths = [ROOT / "main.py"]
    for folder in FOLDERS:
        paths += [p for p in sorted((ROOT / folder).rglob("*.py")) if "out" not in p.relative_to(ROOT).parts]
    return paths


def test_no_class_over_350_lines_and_no_function_over_60():
    found = [line for p in sources() for line in too_long(p, p.relative_to(ROOT).as_posix())]
    assert not found, "\n".join(found)


def test_the_exempt_functions_exist_and_the_check_can_fail(tmp_path):
    kernel = ROOT / "game" / "castile" / "kernel.py"
    names = {n.name for n in ast.walk(ast.parse(kernel.read_text(encoding="utf-8")))
             if isinstance(n, ast.FunctionDef)}
    assert {name for _, name in EXEMPT} <= names, "an exemption names a function that is gone"
    long = tmp_path / "long.py"
    long.write_text("class Big:\n" + "    x = 1\n" * 360 + "\ndef f():\n" + "    y = 2\n" * 70)
    assert too_long(long, "long.py") == ["long.py: class Big has 361 lines", "long.py: function f has 71 lines"]
