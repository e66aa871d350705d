"""Castile's presenter: a move shown as cards in flight, and a won deal as the card cascade and a fanfare.

The table hands it every applied move; the moved card flies to its new pile in an arc and the cards
whose place changed follow (`Board.sync`, which also sounds the landing). The board is busy while the
deal flies out, while a card is in the air and while the cascade runs; a press on the felt meanwhile
makes every flight jump to its end and stops the cascade (`finish`). Patience has no secrets: a move's
cards are all face up, before and after.

It owns the win's show: the cascade of the foundations' cards (`cascade`) and the bursts of particles
with it, started once the won game's last card has landed.
"""
from __future__ import annotations

import random

import pygame

import game.castile as castile
from game.castile import RESIGN
from scenes.tables.castile import layout as L
from scenes.tables.castile.cascade import Cascade
from scenes.tables.presenter import Presenter
from sprites import card as cards
from sprites import theme
from sprites.particles import Particles


class CastilePresenter(Presenter):
    def __init__(self, table) -> None:
        super().__init__(table)
        self.cascade: Cascade | None = None
        self.particles = Particles(random.Random(3))

    def on_move(self, actor: int, move, before, after) -> None:
        if move == RESIGN:
            return
        self.table.board.sync(moved=castile.top(after, move.dst))

    def busy(self) -> bool:
        board = self.table.board
        return board.dealing or bool(self.cascade) or board.in_flight()

    def animating(self) -> bool:
        """The cascade or the particles still move (the table redraws every frame meanwhile)."""
        return self.cascade is not None or self.particles.animating

    def finish(self) -> None:
        """Every flight jumps to its end and the cascade stops (a press on the felt while cards fly).
        The table's `hurry` (the coach's press while a step settles) leaves them be, as it always has."""
        self.table.board.hurry()
        self.cascade = None

    def update(self, dt: float) -> None:
        self.particles.update(dt)
        if self.cascade is not None:
            self.cascade.update(dt)
            if self.cascade.done:
                self.cascade = None

    def celebrate(self) -> None:
        """The won deal: its foundations' cards cascade over a picture of the table, with a fanfare."""
        table = self.table
        frame = pygame.Surface((1280, 720))
        table.draw_table(frame)
        order = []
        piles = table.piles()
        for level in range(12, -1, -1):
            for pile in castile.FOUNDATIONS:
                cs = piles[pile]
                if level < len(cs):
                    order.append((cards.face(cs[level], L.CARD), L.card_center(pile, 0, 1)))
        self.cascade = Cascade(frame, order, random.Random(table.seed))
        table.app.sound.play("fanfare")
        for i in range(4):
            self.particles.burst((300 + i * 220, 200), theme.seat_color(i), 40, radius=6)

    def draw(self, surface: pygame.Surface) -> None:
        """The cascade's frame and the particles over it."""
        self.cascade.draw(surface)
        self.particles.draw(surface)
