"""Which modules of a game the warm-up imports, and in which order, read from the game's catalog entry.

A game's modules are those its table, lesson and preview import at their top (found from the entry's
makers, `TableEntry.roots`), within its two packages (`TableEntry.packages`: the rules package and the
table folder), and those modules' own top-level imports in turn; a module a game only imports inside a
function (the compiled solver, loaded by the AI worker) is not among them. They are imported one per
prewarm job, leaf first: a module comes after the modules of the same game it imports, so that each
job runs one module's own body (a module imported before its dependencies would import them in the
same job, one long step). Which module imports which is read from the source's top-level ``import``
lines, a file per step (reading them all at once took about 10 ms here, a frame's whole budget).
"""
from __future__ import annotations

import importlib.util
import pathlib
import re
from typing import Iterator

#: a top-level import line: ``from a.b import c, d``, ``from .b import (c as x, ...)`` or ``import a.b [as x]``
_IMPORT = re.compile(r"^(?:from\s+(\.*[\w.]*)\s+import\s+(?:\(([\w\s,]+)\)|([\w \t,]+))|import\s+([\w.]+))", re.M)
#: the same at any depth: a package's ``__init__`` loads its modules on first use, inside a function
#: (``game.core.lazy_exports``), and whoever imports the package will use them
_ANY_IMPORT = re.compile(r"^[ \t]*(?:from\s+(\.*[\w.]*)\s+import\s+(?:\(([\w\s,]+)\)|([\w \t,]+))|import\s+([\w.]+))", re.M)


def package_modules(package: str) -> list[tuple[str, pathlib.Path]]:
    """The package itself (its ``__init__``) and its modules (not its sub-packages' modules), by name:
    (dotted name, file)."""
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        return []
    out = []
    for folder in spec.submodule_search_locations:
        for path in sorted(pathlib.Path(folder).glob("*.py")):
            out.append((package if path.stem == "__init__" else f"{package}.{path.stem}", path))
    return out


def imports_of(source: str, package: str, known: set[str], anywhere: bool = False) -> set[str]:
    """The modules of `known` that `source` (a module of `package`) imports at its top level (or
    `anywhere`, inside functions too)."""
    found = set()
    for source_package, grouped, names, plain in (_ANY_IMPORT if anywhere else _IMPORT).findall(source):
        names = grouped or names
        if plain:
            found.add(plain)
            continue
        if source_package.startswith("."):  # relative to the module's own package (or its parents)
            up = len(source_package) - len(source_package.lstrip("."))
            base = package.rsplit(".", up - 1)[0] if up > 1 else package
            rest = source_package[up:]
            source_package = f"{base}.{rest}" if rest else base
        package_ = source_package
        found.add(package_)
        found.update(f"{package_}.{name.split()[0]}" for name in names.split(",") if name.strip())
    return found & known


def leaf_first(deps: dict[str, set[str]]) -> list[str]:
    """The modules of `deps` (module -> the modules it imports) ordered so that each comes after what
    it imports (in name order where that leaves a choice; an import cycle keeps name order)."""
    out: list[str] = []
    done: set[str] = set()

    def visit(name: str, path: tuple[str, ...]) -> None:
        if name in done or name in path:
            return
        for dep in sorted(deps[name]):
            visit(dep, path + (name,))
        done.add(name)
        out.append(name)

    for name in sorted(deps):
        visit(name, ())
    return out


def game_module_steps(entry, out: list[str]) -> Iterator[None]:
    """Fill `out` with the game's modules in import order, reading one source file per step."""
    files: dict[str, pathlib.Path] = {}
    for package in entry.packages:
        files.update(package_modules(package))
        yield
    deps: dict[str, set[str]] = {}
    todo = [root for root in entry.roots if root in files]
    while todo:
        name = todo.pop()
        if name in deps:
            continue
        path = files[name]
        is_package = path.stem == "__init__"
        deps[name] = imports_of(path.read_text(encoding="utf-8"), name if is_package else name.rpartition(".")[0],
                                set(files), anywhere=is_package) - {name}
        todo.extend(deps[name] - set(deps))
        yield
    out.extend(name for name in leaf_first(deps) if name not in entry.packages)  # (the packages are in)
