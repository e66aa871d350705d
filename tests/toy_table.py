"""The toy game's table folder, as a fifth game would bring it: a table, a preview, its words and its
rules text, and its catalog line ``TABLE``. Importing it makes its words and rules known, as the real
folders' ``__init__`` does; a test adds it with ``catalog.register(TABLE)`` and nothing shared changes.
"""
from __future__ import annotations

import pygame

import tests.toy_game as toy
from scenes.services import i18n, rules_book
from scenes.tables.entry import TableEntry
from scenes.tables.table import TableScene
from sprites.previews import H, W, Preview, felt

STRINGS = {
    "game.toy": {"de": "Würfelrennen", "en": "Dice Race"},
}

_TEXT = {
    "de": {
        "tagline": "Wer wagt, gewinnt – bis die Eins kommt.",
        "players": "2–4 Spieler",
        "teaser": "Würfle, so oft du dich traust, und sichere deine Punkte, bevor eine Eins alles nimmt. "
                  "Wer zuerst 20 Punkte sichert, gewinnt.",
        "sections": [
            {"title": "Ziel", "items": ["Als Erste oder Erster 20 Punkte sichern."]},
            {"title": "Ablauf", "items": ["Würfeln: eine Eins beendet den Zug ohne Punkte.",
                                         "Sichern: die Punkte des Zugs zählen, der Nächste ist dran."]},
        ],
    },
    "en": {
        "tagline": "Fortune favours the bold – until the one comes.",
        "players": "2–4 players",
        "teaser": "Roll as often as you dare and bank your points before a one takes them all. "
                  "The first to bank 20 points wins.",
        "sections": [
            {"title": "Goal", "items": ["Be the first to bank 20 points."]},
            {"title": "Play", "items": ["Roll: a one ends the turn without points.",
                                       "Bank: the turn's points count, the next player goes on."]},
        ],
    },
}

i18n.add_strings(STRINGS)
rules_book.add(toy.GAME.key, _TEXT)


class ToyTable(TableScene, game=toy):
    """Bars for the scores on a green cloth; the base does the rest (AI pacing, privacy, results)."""


    def draw_table(self, surface):
        surface.fill((20, 60, 40))
        for i, s in enumerate(self.match.scores()):
            pygame.draw.rect(surface, (200, 200, 200), (100 + i * 100, 600 - s * 10, 60, s * 10))


class ToyPreview(Preview):
    """A die that hops across the tile."""

    period = 2.0

    def make_static(self) -> pygame.Surface:
        return felt((40, 110, 70), (20, 60, 40))

    def draw_moving(self, surface, x, y) -> None:
        k = self.phase / self.period
        px = x + 20 + int(k * (W - 80))
        py = y + H // 2 - int(abs((k * 4) % 2 - 1) * 50)
        pygame.draw.rect(surface, (240, 240, 230), (px, py, 40, 40), border_radius=8)


TABLE = TableEntry(spec=toy.GAME, module=toy, accent=(90, 90, 90), scene=ToyTable, preview=ToyPreview)
