"""One switch for every cache of fonts and surfaces, for when pygame restarts (tests start and stop
the app many times; a font made before `pygame.quit()` is dead) or the layout audit switches on.

Caches register themselves by being what they are: every `functools.lru_cache` function of a loaded
`sprites`, `scenes` or `sounds` module is cleared, and every such module may define `clear_caches()`
for its dictionaries of surfaces. Nothing here imports those modules or knows their private names.
"""
from __future__ import annotations

import sys

PACKAGES = ("sprites.", "scenes.", "sounds.")


def clear_all() -> None:
    clear_modules(lambda name: name.startswith(PACKAGES))


def clear_modules(chosen) -> None:
    """Clear the caches of the loaded modules whose name `chosen(name)` accepts (a table's game's art:
    `scenes.tables.art_release`)."""
    for name, module in list(sys.modules.items()):
        if module is None or not chosen(name):
            continue
        for value in list(vars(module).values()):
            if callable(getattr(value, "cache_clear", None)) and getattr(value, "__module__", None) == name:
                value.cache_clear()
        clear = vars(module).get("clear_caches")
        if callable(clear):
            clear()
