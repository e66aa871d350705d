"""Nothing dead: no function, class, method, attribute or variable of the program that nothing uses.

vulture (a well-kept dead-code finder, instead of an AST walk of our own) reads game/, scenes/,
sprites/, bench/, kiosk/ and main.py with the settings of pyproject.toml's [tool.vulture], so
`python -m vulture` from the project's root prints the same list. tests/ is not read: what only a
test uses counts as dead unless the allow-list (tests/dead_code_allow.py) says why the tests need
it. The allow-list also holds the names used where vulture cannot see (looked up by name, set for
a library), each group with its reason.

Vulture matches by name: a definition is used when any code uses its name. So a dead definition
whose name lives on elsewhere (three tables' own `make_scene` beside the catalog's) escapes it;
the check finds what has no user at all.
"""
from __future__ import annotations

import ast
import tomllib
from pathlib import Path

import vulture

ROOT = Path(__file__).resolve().parent.parent
ALLOW = ROOT / "tests" / "dead_code_allow.py"


def settings() -> dict:
    with open(ROOT / "pyproject.toml", "rb") as f:
        return tomllib.load(f)["tool"]["vulture"]


def unused(paths: list[Path], config: dict | None = None) -> list:
    """What vulture reports for `paths` with the project's confidence and decorators."""
    config = config or settings()
    finder = vulture.Vulture(ignore_decorators=config.get("ignore_decorators", []))
    finder.scavenge([str(p) for p in paths])
    return finder.get_unused_code(min_confidence=config["min_confidence"])


def program_paths(config: dict, allow_list: bool = True) -> list[Path]:
    return [ROOT / p for p in config["paths"] if allow_list or ROOT / p != ALLOW]


def describe(item) -> str:
    return f"{Path(item.filename).resolve().relative_to(ROOT)}:{item.first_lineno}: {item.message}"


def allowed_names() -> list[str]:
    """The names of the allow-list (``_.name`` or a bare ``name`` per line)."""
    names = []
    for statement in ast.parse(ALLOW.read_text(encoding="utf-8")).body:
        if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Attribute):
            names.append(statement.value.attr)
        elif isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Name):
            names.append(statement.value.id)
    return names


def test_the_settings_read_the_program_not_the_tests():
    config = settings()
    assert {"game", "scenes", "sprites", "bench", "kiosk", "main.py"} <= set(config["paths"])
    assert not any(p.startswith("tests") and ROOT / p != ALLOW for p in config["paths"])
    assert config["min_confidence"] == 60, "vulture's lowest score: unused functions, methods, attributes"
    assert ALLOW.relative_to(ROOT).as_posix() in config["paths"]


def test_nothing_dead():
    found = [describe(item) for item in unused(program_paths(settings()))]
    assert found == [], ("unused code (delete it: the history keeps it; or, if it is used where vulture "
                         "cannot see, add it to tests/dead_code_allow.py with the reason):\n" + "\n".join(found))


def test_every_allowed_name_is_still_needed():
    """Each allow-list entry is reported without the allow-list (an entry nothing needs is stale)."""
    names = allowed_names()
    assert len(names) == len(set(names)), "an entry twice"
    reported = {item.name for item in unused(program_paths(settings(), allow_list=False))}
    assert sorted(set(names) - reported) == []


def test_the_check_finds_an_unused_function(tmp_path):
    module = tmp_path / "forgotten.py"
    module.write_text(
        "import atexit\n\n\n"
        "def used():\n    return 1\n\n\n"
        "def forgotten():\n    return 2\n\n\n"
        "@atexit.register\ndef at_exit():\n    pass\n\n\n"
        "class Box:\n    def shown(self):\n        return used()\n\n    def never(self):\n        return 3\n\n\n"
        "print(Box().shown())\n", encoding="utf-8")
    found = {(item.name, item.typ) for item in unused([module])}
    assert found == {("forgotten", "function"), ("never", "method")}


def test_the_allow_list_keeps_a_name(tmp_path):
    module = tmp_path / "kept.py"
    module.write_text("def hook():\n    pass\n", encoding="utf-8")
    assert [item.name for item in unused([module])] == ["hook"]
    allow = tmp_path / "allow.py"
    allow.write_text("_.hook  # called by name\n", encoding="utf-8")
    assert unused([module, allow]) == []
