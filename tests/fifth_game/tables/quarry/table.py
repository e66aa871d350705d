"""Quarry's table: the quarry's stones, each builder's pile, and three buttons (take 1, 2, 3) for a
person at the big screen; the base does the rest (the computer seats, privacy, phones, results)."""
from __future__ import annotations

import pygame

from scenes.tables.table import TableScene

from game import quarry as rules

BUTTON = 96


class QuarryTable(TableScene, game=rules):
    """Take 1, 2 or 3 stones with the buttons; the base does the rest."""

    def buttons(self) -> list[tuple[int, pygame.Rect]]:
        """(count, rect) of the take buttons, centred under the quarry."""
        return [(n, pygame.Rect(640 - 180 + (n - 1) * 130, 560, BUTTON, BUTTON)) for n in (1, 2, 3)]

    def handle_table(self, action) -> None:
        if action.kind == "point_down":
            for n, rect in self.buttons():
                if rect.collidepoint(action.pos):
                    self.try_move(rules.Take(n))
                    return
        super().handle_table(action)

    def draw_table(self, surface) -> None:
        surface.fill((70, 64, 58))
        state = self.shown_state or self.match.state
        for i in range(state.stones):
            pygame.draw.circle(surface, (170, 160, 150), (240 + (i % 20) * 40, 200 + (i // 20) * 40), 16)
        for seat, taken in enumerate(state.taken):
            pygame.draw.rect(surface, (200, 190, 170), (200 + seat * 240, 480 - taken * 8, 60, taken * 8))
        for n, rect in self.buttons():
            pygame.draw.rect(surface, (220, 210, 190), rect, border_radius=12)
            for k in range(n):
                pygame.draw.circle(surface, (90, 80, 70), (rect.x + 24 + k * 24, rect.centery), 9)
