"""``python3 -m game.castile.compile``: compile the Castile solver's runs ahead (numba), and say so.

The kiosk installer runs it as the service's user, so that numba's cache holds the compiled code
before the first game (compiling takes about 10 s here and a minute or more on a Pi; loading it
from the cache 0.3 s). Exit code 0 when the compiled runs work, 1 when the solver will search in
Python (numba missing or unable to compile here).
"""
from __future__ import annotations

import time


def main() -> int:
    from .solver import warm_compiled

    t0 = time.perf_counter()
    ok = warm_compiled()
    print(f"compiled Castile solver: {'ready' if ok else 'unavailable (the solver searches in Python)'}"
          f" ({time.perf_counter() - t0:.1f} s)")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
