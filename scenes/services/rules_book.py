"""The rules book: every game's rules text, for the rules screen, the menu tiles, the setup and the
attract loop's teasers.

Each game's folder keeps its own text (``scenes/tables/<game>/rules_text.py``) and its package adds
it here when it is imported (``add``); ``rules_for(game, lang)`` reads it.

The shape: ``texts[lang]`` with lang in ("de", "en") holds "tagline" (<= 60 characters),
"players", "teaser" (2-3 sentences) and "sections", a list of {"title": str, "items": [str, ...]}.
German and English have the same sections and the same number of items in each, item for item.
An item that starts with the exact prefix "HOUSE: " states a house default (a value the seeds do
not give); the rules screen replaces the prefix with a "Hausregel" / "House rule" badge.
"""
from __future__ import annotations

HOUSE_PREFIX = "HOUSE: "

#: game key -> language -> text (see the module docstring); filled by the game packages.
RULES: dict[str, dict[str, dict]] = {}


def add(game: str, texts: dict[str, dict]) -> None:
    """Make a game's rules text known (its package does this when it is imported)."""
    RULES[game] = texts


def rules_for(game: str, lang: str) -> dict:
    """The rules text of ``game`` (its name is the catalog's: ``GAMES[game].title``) in ``lang``; an unknown language falls back to German.

    An unknown game raises KeyError.
    """
    texts = RULES[game]
    return texts.get(lang, texts["de"])
