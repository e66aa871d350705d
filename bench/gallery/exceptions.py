"""The one place where audit findings are accepted, each with its reason.

An entry matches a violation when its `state` (a glob over "<lang>/<state>"), `kind` and `contains`
(a piece of the detail) all fit. The gallery test fails on every violation not listed here, and on
every entry here that no longer matches anything (a stale exception hides nothing).
"""
from __future__ import annotations

from fnmatch import fnmatch

EXCEPTIONS: list[dict] = [
    {"state": "*/rules_*", "kind": "text_clipped", "contains": "(rules)",
     "reason": "The rules are a scrolling text: the lines at the top and bottom edge of the view are cut by "
               "the view and faded out there; the scroll bar and the hint 'Wischen, Mausrad oder Pfeiltasten' "
               "show that there is more."},
]


def excused(violation: dict) -> str | None:
    """The reason `violation` is accepted, or None."""
    for e in EXCEPTIONS:
        if (fnmatch(violation["state"], e["state"]) and violation["kind"] == e["kind"]
                and e.get("contains", "") in violation["detail"]):
            return e["reason"]
    return None
