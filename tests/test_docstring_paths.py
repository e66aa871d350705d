"""Every module a docstring or a comment names exists: no pointer to a module that moved.

Read from the source with ``ast`` (module, class and function docstrings) and ``tokenize``
(comments), in game/, scenes/, sprites/, bench/, kiosk/, tests/ and main.py. Two shapes count:

- a dotted name that starts with one of the project's packages (``scenes.tables.castro.hint``):
  its longest prefix that is a module must exist, and what follows must be defined in it (a
  top-level name, or one in the package's ``__all__`` for a game's lazy exports; after a class,
  a name of the class body or a ``self.`` attribute of its methods, or any name when the class
  has a base, which may define it);
- a path that starts with a top-level folder (``scenes/tables/castile/table.py``): a file or
  folder; ``*`` and a ``<placeholder>`` stand for any one part. A path into a folder the tests
  or tools write (``tests/out``, ignored by git) names an output, which a clean checkout lacks.

A bare file name in backquotes (``conftest.py``) is looked up beside the module, then at the root.
"""
from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCANNED = ("game", "scenes", "sprites", "bench", "kiosk", "tests", "main.py")
PACKAGES = ("game", "scenes", "sprites", "bench", "kiosk", "sounds", "tests")
FOLDERS = PACKAGES + ("docs",)

_ALONE = r"(?<![\w./-])"  # not the middle of a longer name, path or address
DOTTED = re.compile(_ALONE + r"((?:%s)(?:\.[A-Za-z_]\w*)+)" % "|".join(PACKAGES))
PATH = re.compile(_ALONE + r"((?:%s)/[\w./*-]*[\w*])" % "|".join(FOLDERS))
PLACEHOLDER = re.compile(r"<\w+>")
OUTPUTS = ("tests/out/",)  # written by the tests themselves: absent on a clean checkout
BARE_FILE = re.compile(r"`(\w+\.py)`")


def scanned_files() -> list[Path]:
    out = []
    for name in SCANNED:
        path = ROOT / name
        out += sorted(path.rglob("*.py")) if path.is_dir() else [path]
    return out


def texts(source: str):
    """(line, text) of every docstring and comment of a module's source."""
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            doc = ast.get_docstring(node, clean=False)
            if doc:
                yield node.body[0].lineno, doc
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.COMMENT:
            yield token.start[0], token.string


def module_file(parts: list[str]) -> Path | None:
    base = ROOT.joinpath(*parts)
    if (base / "__init__.py").is_file():
        return base / "__init__.py"
    if base.with_suffix(".py").is_file():
        return base.with_suffix(".py")
    return base if base.is_dir() else None  # a folder without __init__.py is a namespace package


def _bound(statements: list[ast.stmt]) -> dict[str, ast.AST | None]:
    """Names bound by these statements (also inside if/try), each with its class or function node."""
    names: dict[str, ast.AST | None] = {}
    for node in statements:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names[node.name] = node
        elif isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
            for target in node.targets if isinstance(node, ast.Assign) else [node.target]:
                names.update((n.id, None) for n in ast.walk(target) if isinstance(n, ast.Name))
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            names.update(((a.asname or a.name).split(".")[0], None) for a in node.names)
        elif isinstance(node, ast.If):
            names.update(_bound(node.body + node.orelse))
        elif isinstance(node, ast.Try):
            names.update(_bound(node.body + node.orelse + node.finalbody
                                + [s for h in node.handlers for s in h.body]))
    return names


def _module_names(tree: ast.Module) -> set[str]:
    names = set(_bound(tree.body))
    for node in tree.body:  # a game package's lazy exports: the names of its __all__
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets):
            if isinstance(node.value, (ast.List, ast.Tuple)):
                names |= {e.value for e in node.value.elts if isinstance(e, ast.Constant)}
    return names


def _class_names(node: ast.ClassDef) -> set[str]:
    names = set(_bound(node.body))
    for method in node.body:
        if isinstance(method, (ast.FunctionDef, ast.AsyncFunctionDef)):
            names |= {a.attr for a in ast.walk(method) if isinstance(a, ast.Attribute) and isinstance(a.ctx, ast.Store)
                      and isinstance(a.value, ast.Name) and a.value.id == "self"}
    return names


def defined(path: Path, attributes: list[str]) -> bool:
    """Whether ``module.a.b…`` names something in the module at `path` (checked down to a class's members)."""
    if path.is_dir():
        return False
    tree = ast.parse(path.read_text(encoding="utf-8"))
    if attributes[0] not in _module_names(tree):
        return False
    node = _bound(tree.body).get(attributes[0])
    if len(attributes) > 1 and isinstance(node, ast.ClassDef) and not node.bases:
        return attributes[1] in _class_names(node)
    return True


def dotted_exists(name: str) -> bool:
    parts = name.split(".")
    for k in range(len(parts), 0, -1):
        found = module_file(parts[:k])
        if found is not None:
            return k == len(parts) or defined(found, parts[k:])
    return False


def path_exists(name: str) -> bool:
    if (name + "/").startswith(OUTPUTS):
        return True
    return any(ROOT.glob(PLACEHOLDER.sub("*", name).rstrip("/")))


def missing(path: Path) -> list[str]:
    """The names and paths that the docstrings and comments of `path` name and that do not exist."""
    out = []
    for line, text in texts(path.read_text(encoding="utf-8")):
        for name in DOTTED.findall(text):
            if not dotted_exists(name):
                out.append(f"line {line}: {name}")
        for name in PATH.findall(PLACEHOLDER.sub("*", text)):
            if not path_exists(name):
                out.append(f"line {line}: {name}")
        for name in BARE_FILE.findall(text):
            if not ((path.parent / name).exists() or (ROOT / name).exists()):
                out.append(f"line {line}: {name}")
    return out


@pytest.mark.parametrize("path", scanned_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_every_named_module_exists(path):
    assert missing(path) == []


def test_the_check_finds_moved_modules(tmp_path):
    module = tmp_path / "stale.py"
    module.write_text(
        '"""Names: `scenes.tables.caprice.turn`, `scenes.caprice_turn` (moved), `game.caprice.DISCS`\n'
        '(a lazy export), `game.castro.NO_SUCH_NAME`, `scenes.tables.caprice.turn.Turn.seat`,\n'
        '`scenes.tables.caprice.turn.Turn.no_such_member`, scenes/tables/<game>/table.py,\n'
        'scenes/rules_text.py, `lesson.py` and `stale.py`."""\n'
        "\n\n"
        "def f():\n"
        '    """A path: `scenes/tables/*/art.py`, and the other one: `sprites/blueprint.py`."""\n'
        "    return 1  # see scenes.pin_vault\n", encoding="utf-8")
    assert missing(module) == [
        "line 1: scenes.caprice_turn", "line 1: game.castro.NO_SUCH_NAME",
        "line 1: scenes.tables.caprice.turn.Turn.no_such_member", "line 1: scenes/rules_text.py",
        "line 1: lesson.py", "line 8: sprites/blueprint.py", "line 9: scenes.pin_vault"]
