"""Where the coach's bubble goes and the arrow from it (scenes/tables/coach.py's `Coach` speaks; this
module places): the candidate positions beside the targets and the things to keep clear, the one chosen
(off the targets and their rings, covering the least of what the step is about, close enough for the
arrow), the target the arrow points at, and the arrow itself (its points, the box it bobs in, drawn).
"""
from __future__ import annotations

import math

import pygame

from sprites import audit, theme
from sprites.topbar import HEIGHT as TOPBAR_HEIGHT

RING = 18                  # a target's pulsing ring reaches this much around it (both sides together)
SHAKE = 10                 # how far a corrected bubble shakes to either side
FREE = pygame.Rect(8, TOPBAR_HEIGHT + 6, 1264, 720 - TOPBAR_HEIGHT - 14)  # where a bubble may sit
ARROW_ROOM = 44     # the gap between bubble and target the arrow wants (it is not drawn under 30)
KEEP_SLACK = 400    # px² more of what a step is about the bubble may cover to leave its arrow room


class BubblePlace:
    """One coach's bubble place, worked out once per step, and what it leaves in sight."""

    def __init__(self, table, run) -> None:
        self.table = table
        self.run = run
        self._place_key = None              # the bubble's place, worked out once per step
        self._place = pygame.Rect(0, 0, 0, 0)
        self._keep: tuple[int, list] | None = None  # (step index, what the bubble leaves in sight)

    def keep_clear(self) -> list[pygame.Rect]:
        """What the bubble should leave in sight besides its targets: what the table says the step is about
        (`lesson_keep_clear`: the dice, the trick, the spots its move taps), asked once per step (not at
        every full draw, while dice roll beneath)."""
        step, index = self.run.step, self.run.index
        if step is None:
            return []
        if self._keep is None or self._keep[0] != index:
            self._keep = (index, [pygame.Rect(r) for r in self.table.lesson.keep_clear(step)])
        return self._keep[1]

    def place(self, size: tuple[int, int], targets: list[pygame.Rect],
              keep: list[pygame.Rect] | None = None) -> pygame.Rect:
        """Where the bubble goes (worked out once per step): inside the free screen, never on its
        targets or their rings where any room is left, then covering as little as possible of what the
        step is about (`keep`: the dice, the trick, the spots the move taps), close to its targets
        (with room for the arrow)."""
        keep = keep or []
        key = (size, tuple(tuple(r) for r in targets), tuple(tuple(r) for r in keep))
        if key != self._place_key:
            self._place_key, self._place = key, best_place(size, targets, keep)
        return pygame.Rect(self._place)


def nearest(targets: list[pygame.Rect], bubble: pygame.Rect) -> pygame.Rect:
    """The target the arrow points at: the one nearest the bubble (scattered targets have no
    common edge to point at)."""
    def gap(r: pygame.Rect) -> float:
        dx = max(r.x - bubble.right, bubble.x - r.right, 0)
        dy = max(r.y - bubble.bottom, bubble.y - r.bottom, 0)
        return math.hypot(dx, dy)
    return min(targets, key=gap)


def _cover(rect: pygame.Rect, areas: list[pygame.Rect]) -> int:
    total = 0
    for i in rect.collidelistall(areas):
        c = rect.clip(areas[i])
        total += c.w * c.h
    return total


def best_place(size: tuple[int, int], targets: list[pygame.Rect], keep: list[pygame.Rect]) -> pygame.Rect:
    """The bubble's rectangle: among positions beside the targets and the things to keep clear (and a
    coarse grid over the free screen), the one that covers no target (rings included) if it can, then
    the least of `keep`, then lies nearest its targets with room for the arrow (without targets:
    nearest the middle). About a thousand positions, most thrown out by one test in C."""
    w, h = size
    margin = RING + 2 * SHAKE + 4  # (a bubble shaken by a correction stays off the rings too)
    ringed = [t.inflate(margin, margin) for t in targets]
    xs = {FREE.x, FREE.right - w, FREE.centerx - w // 2, *range(FREE.x, FREE.right - w, 32)}
    ys = {FREE.y, FREE.bottom - h, FREE.centery - h // 2, 360 - h // 2, *range(FREE.y, FREE.bottom - h, 24)}
    union = ringed[0].unionall(ringed[1:]) if ringed else None
    for e in ([union] if union else []) + [k.inflate(8, 8) for k in keep]:
        xs.update((e.right + ARROW_ROOM - RING, e.x - ARROW_ROOM + RING - w, e.right, e.x - w))
        ys.update((e.bottom + ARROW_ROOM - RING, e.y - ARROW_ROOM + RING - h, e.bottom, e.y - h))
    for t in ringed[:12]:  # beside single targets too (scattered ones leave room between them)
        xs.update((t.right + ARROW_ROOM - RING, t.x - ARROW_ROOM + RING - w))
        ys.update((t.bottom + ARROW_ROOM - RING, t.y - ARROW_ROOM + RING - h))
    candidates = [pygame.Rect(x, y, w, h) for y in ys if FREE.y <= y <= FREE.bottom - h
                  for x in xs if FREE.x <= x <= FREE.right - w]
    # first off the targets, then off what the step is about (of which a sliver may go for the arrow's room)
    for areas, slack in ((ringed, 0), (keep, KEEP_SLACK)):
        if areas:
            clear = [r for r in candidates if r.collidelist(areas) < 0]
            if clear:
                candidates = clear
            else:  # no room beside them: the least covered
                cover = {tuple(r): _cover(r, areas) for r in candidates}
                least = min(cover.values())
                candidates = [r for r in candidates if cover[tuple(r)] <= least + slack]
    if not targets:
        return min(candidates, key=lambda r: abs(r.centerx - FREE.centerx) + abs(r.centery - FREE.centery))

    def distance(r: pygame.Rect) -> float:
        gap = min(max(t.x - r.right, r.x - t.right, 0) + max(t.y - r.bottom, r.y - t.bottom, 0) for t in targets)
        return abs(gap - ARROW_ROOM) + (1000 if gap < ARROW_ROOM - 6 else 0)
    return min(candidates, key=distance)


def arrow_points(bubble: pygame.Rect, target: pygame.Rect, pulse: float):
    """The arrow from the bubble's edge to the target's nearest edge, bobbing toward it:
    (start, end, tip, left, right), or None when the bubble sits right at the target."""
    tx = min(max(bubble.centerx, target.x), target.right)
    ty = min(max(bubble.centery, target.y), target.bottom)
    # the arrow leaves the bubble from its edge (its line never crosses the bubble's text)
    sx = min(max(tx, bubble.x + 24), bubble.right - 24)
    sy = min(max(ty, bubble.y + 24), bubble.bottom - 24)
    if tx >= bubble.right:
        sx = bubble.right
    elif tx <= bubble.x:
        sx = bubble.x
    elif ty >= bubble.bottom:
        sy = bubble.bottom
    elif ty <= bubble.y:
        sy = bubble.y
    else:
        return None  # the target lies under the bubble
    dx, dy = tx - sx, ty - sy
    length = math.hypot(dx, dy)
    if length < 30:
        return None
    ux, uy = dx / length, dy / length
    bob = 8 * pulse
    end = (tx - ux * (14 + bob), ty - uy * (14 + bob))
    start = (sx + ux * 6, sy + uy * 6)
    head = 26
    left = (end[0] - ux * head - uy * head * 0.6, end[1] - uy * head + ux * head * 0.6)
    right = (end[0] - ux * head + uy * head * 0.6, end[1] - uy * head - ux * head * 0.6)
    tip = (end[0] + ux * 6, end[1] + uy * 6)
    return start, end, tip, left, right


def arrow_box(bubble: pygame.Rect, target: pygame.Rect) -> pygame.Rect | None:
    """Where the arrow may reach while it bobs."""
    points = [p for pulse in (0.0, 1.0) for p in (arrow_points(bubble, target, pulse) or ())]
    if not points:
        return None
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1).inflate(24, 24)


def draw_arrow(surface: pygame.Surface, bubble: pygame.Rect, target: pygame.Rect, pulse: float) -> None:
    points = arrow_points(bubble, target, pulse)
    if points is None:
        return
    start, end, tip, left, right = points
    colour = theme.palette()["accent"]
    pygame.draw.line(surface, colour, start, end, 8)
    pygame.draw.polygon(surface, colour, [tip, left, right])
    audit.pointer(surface, [start, end, tip], 8)
    audit.pointer(surface, [left, tip, right], 4)


def draw_pointing(surface: pygame.Surface, targets: list[pygame.Rect], bubble: pygame.Rect, time: float) -> None:
    """The targets' pulsing rings and the arrow from the bubble to the nearest one, bobbing with `time`."""
    pulse = 0.5 + 0.5 * math.sin(time * 5.0)
    accent = theme.palette()["accent"]
    for r in targets:
        pygame.draw.rect(surface, accent, r.inflate(12 + 6 * pulse, 12 + 6 * pulse), 4, border_radius=14)
    draw_arrow(surface, bubble, nearest(targets, bubble), pulse)
