"""Castro's words under the dice: whose turn it is and what to do now (`prompt_text`), and what the
last other player did (`told`, `told_text`: where the roof went and how tall that tower is, as Caprice
tells a turn).
"""
from __future__ import annotations

import game.castro as castro
from game.core import CHANCE
from scenes.services.i18n import tr
from scenes.tables.castro.panels import category_name


def told(table) -> tuple[int, tuple | None] | None:
    """The last turn of another player, as Caprice tells it (until the next roof is set): (seat, the
    field of its roof, or None when it put the roof aside); None during that player's own turn, at
    the game's end, or before anybody's roof."""
    m = table.match
    if m.is_over() or table.animations:  # (told once the roof has landed)
        return None
    for actor, move in zip(reversed(m.actors), reversed(m.moves)):
        if isinstance(move, castro.Place):
            found = (actor, tuple(move.field))
            break
        if isinstance(move, castro.Discard):
            found = (actor, None)
            break
    else:
        return None
    return None if found[0] == m.actor() else found


def told_text(table, turn: tuple[int, tuple | None]) -> str:
    """`told` (see `told`) in words: where the roof went, and how tall that tower is."""
    seat, field = turn
    name = table.names[seat]
    if field is None:
        return tr("castro.discarded", name=name)
    height = max(1, len(castro.stack(table.state, field)))
    params = dict(name=name, category=category_name(castro.BOARD[field[0]][field[1]]), row=field[0] + 1,
                  col=field[1] + 1, height=height)
    return tr("castro.told.new" if height == 1 else "castro.told.tower", **params)


def prompt_text(table) -> str:
    s = table.state
    m = table.match
    p = m.actor()
    if m.is_over():
        if s.winner is not None:
            line = castro.winning_line(s)
            key = "castro.won_yatzy" if line and all(f in castro.YATZY_FIELDS for f in line) and len(line) == 3 \
                else "castro.won_line"
            return tr(key, name=table.names[s.winner])
        return tr("castro.over")
    if p is None or p == CHANCE:
        roller = table.roller()
        if table.real_dice and roller is not None:
            return tr("castro.real.prompt", name=table.names[roller])
        return tr("castro.rolling")
    elsewhere = table.turn_elsewhere(p, "castro.ai_turn")
    if elsewhere is not None:
        return elsewhere
    name = table.names[p]
    r = castro.roll_number(s)
    if r == 0:
        return tr("castro.prompt_start", name=name)
    if s.kept is not None:
        return tr("castro.rolling")
    legal = castro.legal_fields(s)
    if r >= castro.MAX_ROLLS:
        return tr("castro.prompt_last") if legal else tr("castro.prompt_discard")
    return tr("castro.prompt_keep") if legal else tr("castro.prompt_nothing")
