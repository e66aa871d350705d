"""The four games of the cabinet: names, player ranges, and whether each is playable yet.

A game is playable once its scene module (`scenes.<key>_table`) exists; until
then its menu tile wears the "kommt bald" badge and opens the rules screen.
"""
from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass


@dataclass(frozen=True)
class GameInfo:
    key: str
    name: str
    min_players: int
    max_players: int
    default_players: int
    hidden_info: bool  # hot-seat play needs the privacy overlay
    accent: tuple[int, int, int]

    @property
    def scene_module(self) -> str:
        return f"scenes.{self.key}_table"

    @property
    def available(self) -> bool:
        try:
            return importlib.util.find_spec(self.scene_module) is not None
        except (ImportError, ValueError):
            return False

    def load_module(self):
        """The game's pure rules package (``game.<key>``)."""
        return importlib.import_module(f"game.{self.key}")

    def make_scene(self, setup: dict):
        """The game's table scene for a setup dict (seats, seed, options)."""
        module = importlib.import_module(self.scene_module)
        return module.make_scene(setup)


GAMES: dict[str, GameInfo] = {
    "castro": GameInfo("castro", "Castro", 2, 4, 2, False, (196, 120, 64)),
    "catsle": GameInfo("catsle", "CATsle Builders", 3, 5, 4, True, (70, 120, 200)),
    "caprice": GameInfo("caprice", "Caprice", 2, 4, 2, True, (170, 120, 70)),
    "castile": GameInfo("castile", "Castile Solitaire", 1, 1, 1, False, (40, 130, 80)),
}
ORDER = ["castro", "catsle", "caprice", "castile"]


def playable() -> list[str]:
    return [k for k in ORDER if GAMES[k].available]
