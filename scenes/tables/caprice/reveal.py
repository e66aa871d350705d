"""The reveal of a Caprice game: every tower counted level by level, then the final score.

`Reveal(state)` lists the steps (each level of each tower with the players whose
symbol tile at that position matches its disc, and the bonus of a whole
matching tower); `update(dt)` shows them one by one at a pace people can follow
(a step that scores stays longer); `counted` holds the running points. Drawing:
a ring round the counted disc and a medallion in the board's centre saying
which spot and level counts for whom (`draw_board`), and the score panel in the
right column with every player's revealed tiles and points, which stays with
the final score once the count is done (`draw_panel`).
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

import game.caprice as caprice
from game.caprice.scoring import full_match, matching_levels
from scenes.tables.caprice import board as board
from scenes.tables.caprice import layout as L
from scenes.services.i18n import tr
from scenes.tables.caprice import art as art
from sprites import theme
from sprites.draw import rounded_panel, seat_badge
from sprites.text import fit, render

HIT_STEP = 0.7     # seconds a scoring step stays
MISS_STEP = 0.3   # seconds a step without a match stays
TILE = 56


@dataclass(frozen=True)
class Step:
    kind: str           # "level" or "bonus"
    spot: int
    level: int
    hits: tuple[int, ...]


def steps_of(state) -> list[Step]:
    """Every level of every tower with the players it scores for, then a full tower's bonus: the rules'
    scoring (`matching_levels`, `full_match`), one point at a time."""
    orders = [order or () for order in caprice.orders(state)]
    players = range(state.players)
    out = []
    for spot, tower in enumerate(caprice.towers(state)):
        hits_at = [matching_levels(tower, order) for order in orders]
        for level in range(len(tower)):
            out.append(Step("level", spot, level, tuple(p for p in players if level in hits_at[p])))
        full = tuple(p for p in players if full_match(tower, orders[p]))
        if full:
            out.append(Step("bonus", spot, caprice.HEIGHT - 1, full))
    return out


class Reveal:
    def __init__(self, state) -> None:
        self.steps = steps_of(state)
        self.index = 0                      # how many steps have been shown
        self.time = 0.0
        self.counted = [0] * state.players
        self.done = False

    @property
    def current(self) -> Step | None:
        return self.steps[self.index - 1] if 0 < self.index <= len(self.steps) and not self.done else None

    def hurry(self) -> None:
        """A tap: show the next step now."""
        self.time = max(self.time, HIT_STEP)

    def update(self, dt: float) -> Step | None:
        """Advance the clock; returns the step that has just been shown (None if none)."""
        if self.done:
            return None
        self.time += dt
        cur = self.current
        if self.time < (HIT_STEP if cur is not None and cur.hits else MISS_STEP):
            return None
        self.time = 0.0
        if self.index >= len(self.steps):
            self.done = True
            return None
        step = self.steps[self.index]
        self.index += 1
        for p in step.hits:
            self.counted[p] += 1
        return step


# ------------------------------------------------------------------------------------- drawing


def draw_board(surface: pygame.Surface, reveal: Reveal | None) -> None:
    """The counted disc ringed (the whole tower for a bonus) and the medallion saying for whom it counts."""
    step = reveal.current if reveal is not None else None
    if step is None:
        return
    pal = theme.palette()
    gold = (255, 214, 90)
    if step.kind == "bonus":
        for level in range(caprice.HEIGHT):
            board.ring(surface, board.disc_box(step.spot, level, 2), gold, 4)
        title = tr("caprice.reveal_bonus", spot=step.spot + 1)
    else:
        board.ring(surface, board.disc_box(step.spot, step.level, 4), gold, 5)
        title = tr("caprice.reveal_level", spot=step.spot + 1, level=step.level + 1)
    box = L.MEDAL
    surface.blit(rounded_panel(box.size, pal["panel"], 18, 3, gold), box)
    t = render(title, "bold", fit(title, "bold", 22, box.w - 20), pal["text"])
    surface.blit(t, t.get_rect(midtop=(box.centerx, box.y + 14)))
    y = box.y + 68
    if not step.hits:
        t = render(tr("caprice.reveal_none"), "text", 20, pal["muted"])
        surface.blit(t, t.get_rect(center=(box.centerx, y)))
        return
    plus = render("+1", "display", 30, gold)
    width = len(step.hits) * 36 + plus.get_width()
    x = box.centerx - width // 2
    for p in step.hits:
        b = seat_badge(theme.seat_shape(p), theme.seat_color(p), 30)
        surface.blit(b, b.get_rect(midleft=(x, y)))
        x += 36
    surface.blit(plus, plus.get_rect(midleft=(x + 2, y)))


def draw_panel(table, surface: pygame.Surface, reveal: Reveal | None) -> None:
    """The right column at the end: each player's revealed tiles (bottom → top) and points."""
    pal = theme.palette()
    state = table.state
    counting = reveal is not None and not reveal.done
    title = render(tr("caprice.reveal_title") if counting else tr("caprice.reveal_done"), "display", 34,
                   pal["text"])
    surface.blit(title, (L.SCORES.x, L.SCORES.y))
    sub = render(tr("caprice.order_hint"), "text", 20, pal["muted"])
    surface.blit(sub, (L.SCORES.x, L.SCORES.y + 48))
    step = reveal.current if counting else None
    counted = table.counted or caprice.scores(state)
    winners = set() if counting else set(table.match.winners())
    orders = caprice.orders(state)
    for p in range(state.players):
        r = L.score_row(p, state.players)
        win = p in winners
        surface.blit(rounded_panel(r.size, pal["panel"], 14, 4 if win else 2,
                                   pal["accent"] if win else theme.seat_color(p)), r)
        surface.blit(seat_badge(theme.seat_shape(p), theme.seat_color(p), 30), (r.x + 12, r.y + 12))
        name = table.names[p]
        surface.blit(render(name, "bold", fit(name, "bold", 22, 250), pal["text"]), (r.x + 52, r.y + 12))
        hit = step is not None and p in step.hits
        order = orders[p] or ()
        for j, kind in enumerate(order):
            tr_ = pygame.Rect(r.x + 52 + j * (TILE + 8), r.y + 48, TILE, TILE)
            surface.blit(art.tile(kind, TILE), tr_)
            if hit and (step.kind == "bonus" or j == step.level):
                pygame.draw.rect(surface, (255, 214, 90), tr_.inflate(8, 8), 4, border_radius=12)
        if hit:
            plus = render("+1", "display", 30, (255, 214, 90))
            surface.blit(plus, plus.get_rect(midleft=(r.x + 52 + 4 * (TILE + 8) + 6, r.y + 48 + TILE // 2)))
        pts = render(str(counted[p]), "display", 44, pal["accent"] if win else pal["text"])
        surface.blit(pts, pts.get_rect(midright=(r.right - 18, r.centery + 8)))
