"""Quarry's words on the phone page (``phone.js`` beside this file), German first, English second:
every key starts with ``phone.quarry.``."""
from __future__ import annotations

STRINGS: dict[str, dict[str, str]] = {
    "phone.quarry.dealing": {"de": "Die Lieblingszahlen werden verteilt …",
                             "en": "Dealing the favourite numbers …"},
    "phone.quarry.left": {"de": "Steine im Steinbruch: {n}", "en": "Stones in the quarry: {n}"},
    "phone.quarry.favourite": {"de": "Deine geheime Lieblingszahl: {n}", "en": "Your secret favourite number: {n}"},
    "phone.quarry.pick": {"de": "Wie viele Steine nimmst du?", "en": "How many stones do you take?"},
    "phone.quarry.take": {"de": "{n} nehmen", "en": "Take {n}"},
    "phone.quarry.wait": {"de": "{name} nimmt Steine.", "en": "{name} is taking stones."},
}
