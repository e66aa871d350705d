"""Where Caprice's lesson points and taps: the rectangles its coach names (`target`), where a person
taps to make a move (`taps`) and what the coach's bubble must leave in sight (`stage`). The table's
`lesson_target`, `lesson_taps` and `lesson_stage` hand their questions here.
"""
from __future__ import annotations

import pygame

import game.caprice as caprice
from scenes.tables.caprice import board as board
from scenes.tables.caprice import layout as L
from scenes.tables.lesson import CHANCE_STEP, COMPUTER
from sprites import theme
from sprites.text import render
from sprites.topbar import HEIGHT as TOPBAR_HEIGHT


def target(table, name: str):
    """What Caprice's lesson points at: the next tap of a placement ("place:DR,0": the tray, and once
    the disc is in hand the spot) or of a move ("move:2,0": the tower, then the new spot), a supply
    tray ("tray:DR"), a spot and its tower ("spot:0", the rules' numbering), "Fertig", the disc under
    the red marker, the secret tiles, the live score, the other players' hidden tiles, the count of
    full towers on the top bar."""
    if name.startswith("place:"):  # a placement, one tap at a time: the tray, then (disc in hand) the spot
        kind, spot = name[6:].split(",")
        if table.controls.held == ("supply", kind):
            return L.spot_rect(int(spot))
        return pygame.Rect(L.TRAYS[caprice.DISCS.index(kind)])
    if name.startswith("move:"):  # a move, one tap at a time: the tower, then (disc in hand) its new spot
        src, dst = (int(x) for x in name[5:].split(","))
        return L.spot_rect(dst if table.controls.held == ("spot", src) else src)
    if name.startswith("tray:"):
        kind = name[5:]
        return pygame.Rect(L.TRAYS[caprice.DISCS.index(kind)]) if kind in caprice.DISCS else None
    if name.startswith("spot:"):
        return L.spot_rect(int(name[5:]))
    if name == "board":
        return pygame.Rect(L.CENTER[0] - L.RADIUS, L.CENTER[1] - L.RADIUS, 2 * L.RADIUS, 2 * L.RADIUS)
    if name == "done":
        return pygame.Rect(L.SKIP) if table.skip_btn.visible else None
    if name == "marker":
        spot = caprice.marker(table.shown_state)
        if spot is None:
            return None
        return board.disc_box(spot, len(caprice.towers(table.shown_state)[spot]) - 1, 6)
    if name == "rack":  # the tiles and their label
        return pygame.Rect(L.RIGHT_X, L.RACK_LABEL_Y - 4, L.RIGHT_W, L.RACK[0].bottom - L.RACK_LABEL_Y + 4)
    if name == "live":
        return pygame.Rect(L.LIVE)
    if name == "others":
        seat = table.screen_seat()
        rows = [p for p in range(table.state.players) if p != seat]
        return [L.other_rect(i, len(rows)) for i in range(len(rows))]
    if name == "full":  # "Volle Türme: n / 5" at the right end of the top bar
        text = table.topbar.round_text
        if not text:
            return None
        w, h = render(text, "display", 24, theme.palette()["text"]).get_size()
        return pygame.Rect(1264 - w, (TOPBAR_HEIGHT - h) // 2, w, h)
    return None


def stage(step) -> list[pygame.Rect]:
    """The prompt and the last turn in words stay in sight of the coach's bubble; while the
    computer plays, the whole right column too (its disc comes from the trays, its tiles and the
    points change): the bubble then rests on the board, off the spots its move taps."""
    out = [pygame.Rect(L.PROMPT), pygame.Rect(L.TOLD)]
    if step.who in (COMPUTER, CHANCE_STEP):
        out += [pygame.Rect(L.RIGHT_X, L.TOP, L.RIGHT_W, 712 - L.TOP)]
    return out


def taps(move) -> list[tuple[int, int]] | None:
    """Where a person taps to make `move`: the tray, then the spot (a placement); the tower, then
    its new spot (a move); "Fertig" (no move)."""
    if isinstance(move, caprice.Place):
        return [L.TRAYS[caprice.DISCS.index(move.disc)].center, L.spot_rect(move.spot).center]
    if isinstance(move, caprice.Move):
        return [L.spot_rect(move.src).center, L.spot_rect(move.dst).center]
    if isinstance(move, caprice.Skip):
        return [L.SKIP.center]
    return None
