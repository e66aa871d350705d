"""Where things lie on CATsle's table, for a lesson's coach and for the taps that make a move: the own
blueprint and its columns, the hand's cards, the trick's cards (with their rank badges), the info
panel's takers, the own score, an opponent's panel (`lesson_target`, `lesson_stage`, `lesson_taps`).
"""
from __future__ import annotations

import pygame

import game.catsle as catsle
from scenes.tables.catsle import blueprint
from scenes.tables.catsle import layout as L
from scenes.tables.lesson import CHANCE_STEP, COMPUTER


def hand_rect(table, card: str) -> pygame.Rect | None:
    """A card of the hand where it lies (raised when it may be played)."""
    sprite = table.hand_sprites.get(card)
    if sprite is None:
        return None
    r = pygame.Rect(0, 0, *L.CARD)
    raised = L.HAND_RAISE if card in table.playable_now() else 0
    r.center = (round(sprite.pos[0]), round(sprite.pos[1]) - raised)
    return r


def trick_rect(table, card: str) -> pygame.Rect | None:
    """A card of the trick where it lies (or will lie, while it flies there)."""
    for i, (_, c) in enumerate(catsle.trick(table.state)):
        if c == card and c in table.trick_sprites:
            r = pygame.Rect(0, 0, *L.CARD)
            r.center = L.trick_slot(i, table.state.players)
            return r
    return None


def trick_target(table, card: str) -> pygame.Rect | None:
    """A card of the trick with its rank badge above it (once the trick is ranked)."""
    r = trick_rect(table, card)
    if r is not None and table.presenter.ranking:
        r = r.inflate(0, 26).move(0, -13)
    return r


def own_columns(table) -> list[pygame.Rect]:
    if table.hand_seat is None:
        return []
    return blueprint.column_rects(L.own_blueprint(), table.state.limits, L.OWN_HEADER)


def lesson_target(table, name: str):
    """What CATsle's lesson points at: the own blueprint, its columns, the hand (or one card of it),
    the trick (or one card of it), who takes how many, the own score, an opponent's panel
    ("opponent:<seat>"). "take:<card>:<column>" is the two taps of a take: the card in the trick
    until it is picked, then the column."""
    if name == "blueprint":
        return pygame.Rect(L.OWN)
    if name == "columns":
        return own_columns(table) or None
    if name.startswith("column:"):
        cols = own_columns(table)
        i = int(name[7:])
        return cols[i] if i < len(cols) else None
    if name == "hand":
        rects = [hand_rect(table, c) for c in table.hand_order()]
        return [r for r in rects if r is not None] or None
    if name.startswith("hand:"):
        return hand_rect(table, name[5:])
    if name == "trick":
        rects = [trick_target(table, c) for _, c in catsle.trick(table.state)]
        return [r for r in rects if r is not None] or None
    if name.startswith("trick:"):
        return trick_target(table, name[6:])
    if name.startswith("take:"):
        card, column = name[5:].split(":")
        if table.controls.held == card:
            return lesson_target(table, f"column:{column}")
        return trick_target(table, card)
    if name == "takes":  # "Wer nimmt wie viele?" in the info panel
        return pygame.Rect(L.INFO.x + 4, L.INFO.y + 66, L.INFO.w - 8, L.INFO.h - 70)
    if name.startswith("opponent:"):
        seat = int(name[9:])
        return table.opp_rect(seat) if seat in table.others() else None
    if name == "score":
        you = table.lesson.run.lesson.you if table.lesson.run is not None else 0
        chips = table.topbar.chip_rects  # (laid out when the top bar is first drawn)
        return pygame.Rect(chips[you]) if you < len(chips) else None
    return None


def lesson_stage(step) -> list[pygame.Rect]:
    """The trick (its cards, their rank badges, the prompt) stays in sight of the coach's bubble;
    while another player plays, the blueprints too (won cards go there)."""
    out = [pygame.Rect(L.TRICK)]
    if step.who in (COMPUTER, CHANCE_STEP):
        out += [pygame.Rect(L.OPP), pygame.Rect(L.OWN)]
    return out


def lesson_taps(table, move) -> list[tuple[int, int]] | None:
    """Where a person taps to make `move`: a card of the hand; or a card of the trick, then a column."""
    if isinstance(move, catsle.Play):
        r = hand_rect(table, move.card)
        return [r.center] if r is not None else None
    if isinstance(move, catsle.Take):
        card, cols = trick_rect(table, move.card), own_columns(table)
        if card is None or move.column >= len(cols):
            return None
        return [card.center, cols[move.column].center]
    return None
