"""The project's import graph has no cycle, and the layers keep their direction.

Read with `ast` from the source (imports inside functions count too: a screen that imports another
to navigate is a cycle waiting to happen). `from package import name` is an edge to the submodule
`package.name` when there is one, else to the package; the implicit import of a parent package is
not an edge.
"""
from __future__ import annotations

import ast
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGES = ("game", "scenes", "sprites", "sounds", "kiosk", "bench")


def modules() -> dict[str, str]:
    out = {}
    for package in PACKAGES:
        for folder, _dirs, files in os.walk(os.path.join(ROOT, package)):
            for name in files:
                if not name.endswith(".py"):
                    continue
                path = os.path.join(folder, name)
                rel = os.path.relpath(path, ROOT)[:-3].replace(os.sep, ".")
                if rel.endswith(".__init__"):
                    rel = rel[: -len(".__init__")]
                out[rel] = path
    out["main"] = os.path.join(ROOT, "main.py")
    return out


def graph() -> dict[str, set[str]]:
    mods = modules()
    edges: dict[str, set[str]] = {}
    for name, path in mods.items():
        tree = ast.parse(open(path, encoding="utf-8").read(), filename=path)
        package = name if path.endswith("__init__.py") else name.rpartition(".")[0]
        found: set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    found.add(alias.name)
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package
                    for _ in range(node.level - 1):
                        base = base.rpartition(".")[0]
                    target = f"{base}.{node.module}" if node.module else base
                else:
                    target = node.module or ""
                for alias in node.names:
                    sub = f"{target}.{alias.name}"
                    found.add(sub if sub in mods else target)
        edges[name] = {m for m in found if m in mods and m != name}
    return edges


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[list[str]] = []
    counter = [0]

    def visit(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(edges[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                found.append(sorted(comp))

    import sys

    sys.setrecursionlimit(max(10000, sys.getrecursionlimit()))
    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def test_the_import_graph_has_no_cycle():
    found = cycles(graph())
    assert not found, "import cycles:\n" + "\n".join(" <-> ".join(c) for c in found)


def test_the_check_finds_a_cycle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}) == [["a", "b", "c"]]


#: The layers' rule: modules under a prefix never import modules (or, for outside packages, top-level
#: names) under the prefixes listed for it.
LAYERS = {
    "game": ("scenes", "sprites", "sounds", "pygame", "pymunk"),   # the rules: pure Python
    "scenes.engine": ("scenes.shell", "scenes.tables", "scenes.kit"),  # the loop and stack: no screen
    "scenes.services": ("scenes.tables", "scenes.shell"),           # storage, words, phones: no screen
}


def imports(path: str) -> set[str]:
    """Every module name `path` imports (outside packages too), inside functions included."""
    tree = ast.parse(open(path, encoding="utf-8").read(), filename=path)
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
            found.add(node.module)
    return found


def layer_violations(edges: dict[str, set[str]], rules: dict[str, tuple[str, ...]]) -> list[str]:
    """Every import that breaks a layer's rule, as "module -> import"."""
    def under(name: str, prefix: str) -> bool:
        return name == prefix or name.startswith(prefix + ".")
    out = []
    for name, deps in sorted(edges.items()):
        for layer, banned in rules.items():
            if under(name, layer):
                out += [f"{name} -> {d}" for d in sorted(deps) if any(under(d, b) for b in banned)]
    return out


def test_the_layers_keep_their_direction():
    """The rules import no pygame and nothing of the screens; the engine imports no screen; the services
    import nothing of the tables or the shell (the phone pictures did: they are the tables' now)."""
    mods = modules()
    edges = graph()
    every = {name: edges[name] | imports(path) for name, path in mods.items()}
    bad = layer_violations(every, LAYERS)
    assert not bad, "imports against the layers:\n" + "\n".join(bad)


def test_the_layer_check_finds_an_import_against_a_layer():
    edges = {"scenes.services.phones.images": {"scenes.tables.castro.art", "sprites.card"},
             "game.castro.rules": {"pygame", "dataclasses"}, "scenes.engine.app": {"scenes.services.i18n"},
             "scenes.tables.castro.table": {"scenes.services.i18n", "pygame"}}
    assert layer_violations(edges, LAYERS) == ["game.castro.rules -> pygame",
                                               "scenes.services.phones.images -> scenes.tables.castro.art"]


def test_every_game_module_imports_first_in_a_fresh_interpreter():
    """A game package loads its parts lazily on first use of a name; a part importing its package's
    names must still import on its own, first (the Castile solver once did not: the bench's hint
    latency, which imports it first, failed with a circular import)."""
    import subprocess
    import sys

    names = sorted(m for m in modules() if m.startswith("game.") and m.count(".") >= 2)
    script = ("import importlib, subprocess, sys\n"
              "bad = []\n"
              "for name in sys.argv[1:]:\n"
              "    r = subprocess.run([sys.executable, '-c', 'import ' + name], capture_output=True, text=True)\n"
              "    if r.returncode:\n"
              "        bad.append(name + ': ' + r.stderr.strip().splitlines()[-1])\n"
              "print('\\n'.join(bad))\n")
    out = subprocess.run([sys.executable, "-c", script, *names], capture_output=True, text=True, cwd=ROOT,
                         timeout=300)
    assert names and out.returncode == 0 and out.stdout.strip() == "", out.stdout + out.stderr
