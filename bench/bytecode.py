"""The bench measures the app as it runs when installed: with its modules' bytecode cached.

An installed Kastell never compiles its source at run time: the kiosk installer runs `compileall`
over the app, pip writes the bytecode of what it installs and Debian's Python packages ship theirs.
A shell with `PYTHONDONTWRITEBYTECODE=1` (some containers and CI images set it) makes every start
compile every module again, which adds tens of milliseconds to the imports the app spreads over
the title's frames, a cost no café guest ever sees. So `python -m bench`, when bytecode is not
being written, compiles the app and what it imports into a cache folder of its own
(`PYTHONPYCACHEPREFIX`; the checkout stays clean) and starts itself again with that cache. The
figures then say `"bytecode": "cached"`; `KASTELL_BENCH_SOURCE=1` keeps the compiling start
(`"bytecode": "compiled on import"`) for comparison.
"""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PREFIX = os.path.join(tempfile.gettempdir(), "kastell-bench-pyc")
MARK = "KASTELL_BENCH_BYTECODE"


def state() -> str:
    """How this process gets its modules: "cached" or "compiled on import"."""
    return "compiled on import" if sys.dont_write_bytecode else "cached"


def wanted() -> bool:
    """True when this bench should start again with a bytecode cache."""
    return sys.dont_write_bytecode and not os.environ.get(MARK) and not os.environ.get("KASTELL_BENCH_SOURCE")


def cached_env() -> dict:
    env = dict(os.environ, PYTHONPYCACHEPREFIX=PREFIX, **{MARK: "1"})
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def prepare(env: dict) -> bool:
    """Fill the cache: compile the app's tree, then walk every screen once (headless, a few seconds)
    so that the standard library and the packages the app imports, lazily too, are cached as well."""
    try:
        subprocess.run([sys.executable, "-m", "compileall", "-q", "-x", r"/\.|/tests/", ROOT],
                       cwd=ROOT, env=env, capture_output=True, timeout=300, check=False)
        walk = subprocess.run([sys.executable, "-m", "bench.transitions", "--frames", "2"], cwd=ROOT, env=env,
                              capture_output=True, timeout=300, check=False)
        return walk.returncode == 0
    except (OSError, subprocess.SubprocessError):
        return False


def restart_cached(argv: list[str]) -> None:
    """Start the bench again with the cache (does not return), or return if that cannot be done."""
    env = cached_env()
    if not prepare(env):
        print("bench: could not prepare a bytecode cache; measuring with modules compiled on import",
              file=sys.stderr)
        return
    sys.stdout.flush()
    os.execve(sys.executable, [sys.executable, "-m", "bench", *argv], env)
