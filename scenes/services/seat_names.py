"""Default seats and seat names in the current language: the computer players' names and "Spieler n".

A name a person typed is theirs and never changes. A default name — a computer player's
("Ritter Kuno" / "Sir Kuno") or "Spieler 2" / "Player 2" — follows the language, also in a stored
setup or a resumed game, because it is recognised in every language and shown in the current one.
"""
from __future__ import annotations

import re

from scenes.services.i18n import LANGUAGES, tr
from scenes.services.strings import STRINGS

AI_KEYS = ("ai.kuno", "ai.gisela", "ai.balduin", "ai.kurt", "ai.zora")


def ai_name(i: int) -> str:
    """The name of the computer player on seat `i`, in the current language."""
    return tr(AI_KEYS[i % len(AI_KEYS)])


def player_name(i: int) -> str:
    """The default name of the person on seat `i` ("Spieler 1")."""
    return tr("name.player", n=i + 1)


def default_seats(players: int, humans: int = 1, level: str = "normal") -> list[dict]:
    """Seats for a new setup: the first `humans` are people ("Spieler n"), the rest computer players."""
    seats = []
    for i in range(players):
        if i < humans:
            seats.append({"kind": "human", "level": level, "name": player_name(i)})
        else:
            seats.append({"kind": "ai", "level": level, "name": ai_name(i)})
    return seats


def _ai_key(name: str) -> str | None:
    for key in AI_KEYS:
        if name in STRINGS[key].values():
            return key
    return None


def _player_number(name: str) -> int | None:
    for lang in LANGUAGES:
        pattern = re.escape(STRINGS["name.player"][lang]).replace(re.escape("{n}"), r"(\d+)")
        m = re.fullmatch(pattern, name)
        if m:
            return int(m.group(1))
    return None


def is_default(name: str) -> bool:
    """Whether `name` is a default name (in any language), not one a person typed."""
    return _ai_key(name) is not None or _player_number(name) is not None


def shown(seat: dict, i: int) -> str:
    """The name to show for `seat` (number `i`): a default name in the current language."""
    name = seat.get("name") or ""
    if not name.strip():
        return ai_name(i) if seat.get("kind") == "ai" else player_name(i)
    key = _ai_key(name)
    if key is not None:
        return tr(key)
    number = _player_number(name)
    if number is not None:
        return tr("name.player", n=number)
    return name
