"""What a lesson asks of the Castile table (the lesson itself is `lesson`): what the coach points at
(`target`), where a person taps for a move (`taps`), whether undo or redo may be used at this step
(`allows`) and the move the hint shows (`hint`, the lesson's next one).
"""
from __future__ import annotations

import pygame

import game.castile as castile
from game.castile import Move
from scenes.tables.castile import layout as L
from scenes.tables.lesson import TAP, YOU
from sprites.text import size_of
from sprites.topbar import HEIGHT as TOPBAR_HEIGHT
from sprites.topbar import HINT_RECT


class CastileCoaching:
    """The Castile table's answers to its lesson's coach."""

    def __init__(self, table) -> None:
        self.table = table

    def allows(self, control: str) -> bool:
        """May undo or redo be used now? Always outside a lesson; in one only at the step that teaches
        it (undo: its tap step; redo: the step whose move the redo makes). Else the coach corrects."""
        lesson = self.table.lesson
        if not lesson.coached:
            return True
        step = lesson.run.step
        if control == "undo":
            ok = step.who == TAP and step.move == "undo"
        else:
            ok = step.who == YOU and self.table.history.redo_moves() == [step.move]
        if not ok and lesson.coach is not None:
            lesson.coach.correct()
        return ok

    def hint(self) -> Move | None:
        """In a lesson the hint shows the next move the lesson asks for (None outside one)."""
        lesson = self.table.lesson
        if not lesson.coached:
            return None
        steps = lesson.run.lesson.steps
        return next((s.move for s in steps[lesson.run.index:] if s.who == YOU), None)

    def target(self, name: str):
        """What Castile's lesson points at: a pile's top card (or its empty place) "pile:t4", the
        foundations, the tableau's top cards, the reserve's playable cards, the deal number in the top
        bar, the undo and redo buttons."""
        table = self.table
        counts = table.counts()
        if name.startswith("pile:"):
            pile = name[5:]
            return L.top_rect(pile, counts[pile]) if pile in counts else None
        if name == "foundations":
            return [L.base_rect(p) for p in castile.FOUNDATIONS]
        if name == "tops":
            return [L.top_rect(p, counts[p]) for p in castile.TABLEAU]
        if name == "reserve":
            return [L.top_rect(p, counts[p]) for p in castile.RESERVE if counts[p]]
        if name == "deal":
            w, h = size_of(table.round_text(), "display", 24)
            return pygame.Rect(HINT_RECT.x - 16 - w, (TOPBAR_HEIGHT - h) // 2, w, h)
        if name == "undo":
            return pygame.Rect(table.undo_btn.rect)
        if name == "redo":
            return pygame.Rect(table.redo_btn.rect)
        return None

    def taps(self, move) -> list[tuple[int, int]] | None:
        """Where a person taps to make `move`: the redo button when a redo makes just this move; a
        double tap on a card its foundation takes; else the card, then its target (tap, then tap)."""
        if not isinstance(move, Move):
            return None
        table = self.table
        if table.history.redo_moves() == [move]:
            return [table.redo_btn.rect.center]
        counts = table.counts()
        state = table.state
        card = castile.top(state, move.src)
        at = L.top_rect(move.src, counts[move.src]).center
        if card is not None and move.src[0] != "f" and castile.foundation_for(state, card) == move.dst:
            return [at, at]
        return [at, L.top_rect(move.dst, counts[move.dst]).center]
