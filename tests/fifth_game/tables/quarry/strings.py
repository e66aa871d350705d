"""Quarry's words at the big screen and its rules text, German first, English second."""
from __future__ import annotations

STRINGS: dict[str, dict[str, str]] = {
    "game.quarry": {"de": "Steinbruch", "en": "Quarry"},
    "error.quarry.too_many": {"de": "So viele Steine liegen nicht mehr da.", "en": "There are not that many stones."},
    "error.quarry.not_a_take": {"de": "Nimm 1, 2 oder 3 Steine.", "en": "Take 1, 2 or 3 stones."},
}

RULES = {
    "de": {
        "tagline": "Wer den letzten Stein nimmt, baut die Burg.",
        "players": "2–4 Spieler",
        "teaser": "Nimm 1, 2 oder 3 Steine aus dem Steinbruch. Wer den letzten Stein nimmt, gewinnt.",
        "sections": [
            {"title": "Ziel", "items": ["Den letzten Stein aus dem Steinbruch nehmen."]},
            {"title": "Ablauf", "items": ["Wer dran ist, nimmt 1, 2 oder 3 Steine.",
                                         "Nimmst du genau deine geheime Lieblingszahl, gibt es einen Stein dazu."]},
        ],
    },
    "en": {
        "tagline": "Whoever takes the last stone builds the castle.",
        "players": "2–4 players",
        "teaser": "Take 1, 2 or 3 stones from the quarry. Whoever takes the last stone wins.",
        "sections": [
            {"title": "Goal", "items": ["Take the last stone from the quarry."]},
            {"title": "Play", "items": ["On your turn, take 1, 2 or 3 stones.",
                                       "Take exactly your secret favourite number and get a bonus stone."]},
        ],
    },
}
