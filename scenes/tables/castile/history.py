"""Castile's undo and redo: the record of the moves made at the table, each marked automatic or not.

`done` holds one entry per move made here (by the player's hand, by the automatic moves: safe
cards going home and the finish, or by a redo), oldest first; they are the match's last
`len(done)` moves. Moves the match brought along (a resumed game) count as the player's own.
Undo takes back the player's last move together with the automatic moves that followed it; redo
makes such a group again, entry by entry with its own mark. After an undo the automatic moves
rest (they would only make again what was taken back) until the player's hand moves, which also
drops what could still be redone. The match stays the one record of the position; nothing here
applies a move.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Entry:
    """One move made at the table, and whether the automatic moves made it."""

    move: object
    auto: bool


class History:
    """The entries made and the groups taken back, for unlimited undo and redo."""

    def __init__(self) -> None:
        self.done: list[Entry] = []
        self.undone: list[list[Entry]] = []  # groups taken back, oldest first; the last is redone first
        self.auto_paused = False             # after an undo, until the player's hand moves again

    def record(self, move, auto: bool) -> None:
        """A move was made (and applied to the match)."""
        self.done.append(Entry(move, auto))

    def player_moves(self) -> None:
        """The player's hand reaches for a move: a new line of play, so nothing is left to redo
        and the automatic moves may go on."""
        self.undone.clear()
        self.auto_paused = False

    def take_back(self, moves: list) -> list[Entry]:
        """Take back the match's last move of the player's own with the automatic moves after it
        (`moves` is the match's history); returns them oldest first and keeps them for redo."""
        group: list[Entry] = []
        while self.done and self.done[-1].auto:
            group.insert(0, self.done.pop())
        if len(group) < len(moves):
            own = self.done.pop() if self.done else Entry(moves[-len(group) - 1], auto=False)
            group.insert(0, own)
        self.undone.append(group)
        self.auto_paused = True
        return group

    def can_redo(self) -> bool:
        return bool(self.undone)

    def redo_moves(self) -> list:
        """The moves a redo would make now, in order ([] when there is nothing to redo)."""
        return [entry.move for entry in self.undone[-1]] if self.undone else []

    def redo(self) -> list[Entry]:
        """The group taken back last, to be made again in order (each move made is recorded anew)."""
        return self.undone.pop()
