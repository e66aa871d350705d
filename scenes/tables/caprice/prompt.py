"""Caprice's words on the table: the prompt (whose turn it is and what to do now) and the last turn
told in a sentence (`scenes.tables.caprice.turn`), as the right column shows them."""
from __future__ import annotations

import game.caprice as caprice
from game.core import CHANCE
from scenes.services.i18n import tr
from scenes.tables.caprice import advisor as advisor
from scenes.tables.caprice import side as side


def prompt_text(table) -> str:
    """The line over the right column: who is to move and what to do (or the hint asked for), the computer playing, the count."""
    m = table.match
    p = m.actor()
    if m.is_over():
        return tr("caprice.counting") if table.reveal is not None else tr("caprice.over")
    if p is None or p == CHANCE:
        return tr("caprice.drawing")
    elsewhere = table.turn_elsewhere(p, "caprice.ai_turn")
    if elsewhere is not None:
        return elsewhere
    advice = table.advisor.advice()
    if advice is not None:
        return advisor.hint_text(advice)
    name = table.names[p]
    ph = table.phase()
    if ph == "place":
        return tr("caprice.prompt_place", name=name)
    if ph == "move":
        if not caprice.movable_from(table.state):
            return tr("caprice.prompt_nothing_to_move")
        return tr("caprice.prompt_move")
    if ph == "order":
        return tr("caprice.prompt_order", name=name)
    return ""


def told_text(table) -> str:
    """The last turn in words, as the right column shows it ("" when there is none to tell)."""
    turn = side.told_turn(table)
    return turn.sentence(table.names[turn.seat]) if turn is not None else ""
