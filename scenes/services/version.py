"""The installed version: the `VERSION` file a release archive carries and the kiosk installer writes
(the date and the git commit, e.g. 20261203-1f3be60), or None in a developer's checkout. Shown on
the operator screen, so an owner can tell which version a cabinet runs. Read once, no pygame."""
from __future__ import annotations

import functools
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@functools.cache
def app_version(root: str = ROOT) -> str | None:
    try:
        with open(os.path.join(root, "VERSION"), encoding="utf-8") as f:
            text = f.readline().strip()
    except OSError:
        return None
    return text[:40] or None
