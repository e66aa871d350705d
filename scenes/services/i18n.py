"""Translation: the one function all player-facing text goes through.

`tr(key, **params)` looks `key` up in `scenes.services.strings.STRINGS` for the current
language (German by default, English second) and formats it with `params`.
Plurals: an entry may add `de_one` / `en_one`, used when the parameter `n` is 1.
A player may be called "Du" or "You": an entry whose verb follows `{name}` adds `de_you` / `en_you`
("{name} hast vier in einer Reihe!"), used when the parameter `name` is such a pronoun.
Rules-layer errors (`IllegalMove.code`) are translated by `tr_error`.
A missing key never crashes the game: it falls back to German, then to the key.
"""
from __future__ import annotations

import logging

from scenes.services.strings import STRINGS

LANGUAGES = ("de", "en")
_state = {"lang": "de"}
_log = logging.getLogger("kastell.i18n")
_missing: set[str] = set()
#: names that are the pronoun "you": a sentence about them conjugates its verb for "you"
YOU_NAMES = frozenset({"du", "you"})


def set_language(lang: str) -> None:
    """Switch the language ("de" or "en"); unknown codes fall back to German."""
    _state["lang"] = lang if lang in LANGUAGES else "de"


def language() -> str:
    return _state["lang"]


def add_strings(table: dict[str, dict[str, str]]) -> None:
    """Add a game's own texts (its table folder calls this when imported); a key defined twice is
    a mistake and raises KeyError, unless it is the very same entry added again."""
    for key, value in table.items():
        if key in STRINGS and STRINGS[key] is not value:
            raise KeyError(f"string {key!r} defined twice")
    STRINGS.update(table)


def has(key: str) -> bool:
    return key in STRINGS


def tr(key: str, **params: object) -> str:
    """The text for `key` in the current language, formatted with `params`."""
    entry = STRINGS.get(key)
    if entry is None:
        if key not in _missing:
            _missing.add(key)
            _log.warning("missing translation key %r", key)
        return key
    lang = _state["lang"]
    text = entry.get(lang) or entry.get("de") or key
    if params.get("n") == 1:  # a singular form where the language needs one ("1 Sieg", not "1 Siege")
        text = entry.get(f"{lang}_one") or text
    name = params.get("name")
    if isinstance(name, str) and name.strip().casefold() in YOU_NAMES:  # "Du hast", not "Du hat"
        text = entry.get(f"{lang}_you") or text
    if params:
        try:
            return text.format(**params)
        except (KeyError, IndexError, ValueError):
            _log.warning("bad params %r for key %r", params, key)
            return text
    return text


def tr_error(code: str, reason: str = "", **params: object) -> str:
    """Player-facing text for a rules error code; the English reason is the last resort."""
    key = "error." + code
    if key in STRINGS:
        return tr(key, **params)
    if _state["lang"] == "en" and reason:
        return reason
    return tr("error.generic")
