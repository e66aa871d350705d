"""The coach of a lesson: a bubble with an arrow that points at one thing and dims the rest.

The table that plays a lesson puts a `Coach` on the app (`app.coach`); the app
draws it over every scene (also over an overlay a lesson step needs, like
Caprice's ordering) and offers it each input first (`intercept`):

- at a read step the bubble's "Weiter" (tap, Enter, A) goes on;
- at the player's step a press on what the arrow points at (or on the pause
  button) reaches the table; a press anywhere else is answered with the step's
  friendly correction in the bubble, and the lesson stays where it was;
- while the computer or the dice move, a press only hurries the computer;
- "✕" leaves the lesson (the ending asks: play on alone, or the menu).

Targets come from `lesson_target(name)` of the scene on top, else of the
table; the bubble sits beside them, never on them (where, and the arrow from it:
scenes/tables/coach_place.py). Texts are rendered once per step (cached), the
veil once per set of targets.
"""
from __future__ import annotations

import math

import pygame

from scenes.services.i18n import tr
from scenes.tables.coach_place import RING, SHAKE, BubblePlace, arrow_box, draw_pointing, nearest
from scenes.tables.lesson import READ, TAP, YOU, LessonRun
from sprites import audit, fonts, surface_pool, theme
from sprites.draw import rounded_panel
from sprites.text import render, size_of, wrap
from sprites.topbar import HINT_RECT, PAUSE_RECT
from sprites.widgets import Button

BUBBLE_W = 470             # at most (the text wraps to this); a short text makes a narrower bubble
BUBBLE_MIN_W = 280
PAD = 22
LEAVE = 56                 # the ✕ button's size, LEAVE_Y below the bubble's top
LEAVE_Y = 8
TEXT_TOP = LEAVE_Y + LEAVE + 6   # the text's first line: below the ✕
VEIL_ALPHA = 175           # the rest of the table keeps about a third of its contrast


_icons: dict = {}


def _cross() -> pygame.Surface:
    """The ✕ of the bubble's leave button, drawn (the fonts have no such glyph)."""
    key = theme.version()
    if key not in _icons:
        icon = pygame.Surface((24, 24), pygame.SRCALPHA)
        colour = theme.palette()["text"]
        pygame.draw.line(icon, colour, (3, 3), (20, 20), 5)
        pygame.draw.line(icon, colour, (20, 3), (3, 20), 5)
        _icons.clear()
        _icons[key] = icon
    return _icons[key]


def clear_caches() -> None:
    _icons.clear()


class Coach:
    """The lesson's voice on screen, for one table."""

    def __init__(self, table, run: LessonRun) -> None:
        self.table = table
        self.run = run
        self.time = 0.0
        self.shake = 0.0
        self._key = None          # what the cached bubble shows
        self._bubble: pygame.Surface | None = None
        self._bubble_rect = pygame.Rect(0, 0, 0, 0)
        self._veil_key = None
        self._veil: pygame.Surface | None = None
        self.next_btn = Button((0, 0, 190, 60), lambda: tr("lesson.next"), self.on_next, style="primary")
        self.leave_btn = Button((0, 0, LEAVE, LEAVE), "", self.on_leave, icon=_cross())
        self._patches: list | None = None   # (area, what lay there) under the rings and the arrow
        #: the surfaces the patches are copied into, kept by place and size (a full draw every frame, as
        #: while dice roll beneath, copied the patches into new surfaces: about 2 ms a frame here)
        self._patch_surfaces: dict[tuple, pygame.Surface] = {}
        self._moving = None                 # (targets, bubble rect) of what pulses
        self._settled = None                # the step shown: the table has come to rest since it began
        self.placing = BubblePlace(table, run)  # where the bubble goes, once per step
        self._drawn_key = None

    # ------------------------------------------------------------ targets
    def target_rects(self) -> list[pygame.Rect]:
        """The rectangles of the current step's targets (missing ones left out)."""
        step = self.run.step
        if step is None:
            return []
        out = []
        for name in step.targets:
            found = self.find(name)
            if isinstance(found, list):
                out.extend(pygame.Rect(r) for r in found)
            elif found is not None:
                out.append(pygame.Rect(found))
        return out

    def find(self, name: str):
        """The rectangle (or rectangles) of a target: from the scene on top, else from the table."""
        if name == "hint":
            return pygame.Rect(HINT_RECT) if self.table.has_hint else None
        app = self.table.app
        top = app.stack.top if app is not None else None
        for scene in (top, self.table):
            finder = getattr(scene, "lesson_target", None)
            if finder is not None:
                rect = finder(name)
                if rect is not None:
                    return rect
        return None

    def missing_targets(self) -> list[str]:
        """The current step's targets that nothing on screen answers (a lesson bug: tests fail on it)."""
        step = self.run.step
        return [n for n in (step.targets if step else ()) if self.find(n) in (None, [])]

    def covered_targets(self) -> list[pygame.Rect]:
        """The current step's targets that the bubble (as last drawn) lies on, rings included: none,
        unless the targets leave no room beside them."""
        bubble = self._bubble_rect
        if not bubble.w or not self.showing():
            return []
        return [r for r in self.target_rects() if bubble.colliderect(r.inflate(RING, RING))]

    def showing(self) -> bool:
        """The coach speaks over its table and over the scenes a lesson step may need (those that say
        `coached = True`, like Caprice's ordering); under the pause menu or the results it is quiet."""
        run = self.run
        if run.left or run.finished or self.table.app is None:
            return False
        top = self.table.app.stack.top
        return top is self.table or bool(getattr(top, "coached", False))

    # ------------------------------------------------------------ input
    def intercept(self, action) -> bool:
        """Offer an input to the coach first; True when it was the coach's (the table never sees it)."""
        run = self.run
        if not self.showing():
            return False
        kind = action.kind
        who = run.waiting_for
        if not self.settled:  # the last move still lands: a press hurries it, nothing else goes through
            if kind == "point_down":
                self.table.hurry()
            return kind not in ("back", "menu")
        if kind == "point_down":
            pos = action.pos
            if self.leave_btn.hit(pos):
                self.on_leave()
                return True
            if who == READ and self.next_btn.hit(pos):
                self.on_next()
                return True
            if PAUSE_RECT.collidepoint(pos):   # the pause button: a lesson can be left at any time
                return False
            if self._bubble_rect.collidepoint(pos):
                return True
            if who in (YOU, TAP) and any(r.inflate(8, 8).collidepoint(pos) for r in self.target_rects()):
                return False
            if who not in (READ, YOU, TAP):  # the computer or the dice move: a press hurries them
                self.table.hurry()
                return True
            self.correct()
            return True
        if kind in ("point_move", "point_up", "wheel"):
            return who not in (YOU, TAP) and kind != "point_move"
        if kind == "select" and who == READ:
            self.on_next()
            return True
        if kind == "hint":
            if who in (YOU, TAP) and "hint" in run.step.targets:
                return False
            self.correct()
            return True
        if kind in ("back", "menu"):
            return False
        return who not in (YOU, TAP)  # keys, arrows, text: the table's only at the player's step

    def correct(self, key: str = "") -> None:
        """Show the step's friendly correction (and give the bubble a little shake)."""
        self.run.correct(key)
        self.shake = 0.35
        self._key = None
        sound = getattr(self.table.app, "sound", None)
        if sound is not None:
            sound.play("click")

    def on_next(self) -> None:
        if self.run.waiting_for == READ:
            self.run.next()
            self._key = None
            self.table.lesson.on_step()

    def on_leave(self) -> None:
        self.table.lesson.leave()

    # ------------------------------------------------------------ loop
    @property
    def animating(self) -> bool:
        return self.showing()

    def update(self, dt: float) -> None:
        self.time += dt
        self.shake = max(0.0, self.shake - dt)
        if self._settled != self.run.index and not self.table.busy():
            self._settled = self.run.index

    @property
    def settled(self) -> bool:
        """A step speaks once the move that led to it has landed (a roof still flying, dice still
        rolling: the step before is still being shown, so its bubble waits)."""
        return self._settled == self.run.index

    # ------------------------------------------------------------ drawing
    def _text_lines(self) -> tuple[list[str], list[str]]:
        step = self.run.step
        body = tr(step.text, **step.params) if step is not None and step.text else ""
        fix = tr(self.run.correction) if self.run.correction else ""
        width = BUBBLE_W - 2 * PAD
        return (list(wrap(body, "text", fonts.BODY, width)) if body else [],
                list(wrap(fix, "text", fonts.BODY, width)) if fix else [])

    def bubble(self) -> pygame.Surface:
        """The bubble of the current step and correction (rendered once per change)."""
        step = self.run.step
        key = (self.run.index, self.run.correction, step.who if step else "", theme.version(),
               tr("lesson.next"))
        if key == self._key and self._bubble is not None:
            return self._bubble
        pal = theme.palette()
        body, fix = self._text_lines()
        line_h = fonts.BODY + 8
        title = tr("lesson.coach") if step is None or step.who in (READ, YOU, TAP) else tr("lesson.watch")
        title_s = render(title, "display", fonts.SMALL + 4, pal["accent"])
        read = step is not None and step.who == READ
        # as wide as its longest line (a short "Schau zu" covers less of the table), with room for the
        # title beside the ✕ and for "Weiter"
        widest = max([size_of(line, "text", fonts.BODY)[0] for line in body + fix] or [0])
        w = max(widest + 2 * PAD, PAD + title_s.get_width() + 16 + LEAVE + 10,
                self.next_btn.rect.w + 2 * PAD if read else 0, BUBBLE_MIN_W)
        w = min(BUBBLE_W, w)
        # the title sits level with the ✕, the text starts below the ✕ (never beside it)
        h = TEXT_TOP + line_h * len(body) + (12 + line_h * len(fix) if fix else 0) + PAD
        if read:
            h += 72
        h = max(h, 120)
        surf = rounded_panel((w, h), pal["panel"], 20, 3, pal["accent"])
        surf.blit(title_s, (PAD, LEAVE_Y + (LEAVE - title_s.get_height()) // 2))
        y = TEXT_TOP
        for line in body:
            surf.blit(render(line, "text", fonts.BODY, pal["text"]), (PAD, y))
            y += line_h
        if fix:
            y += 12
            for line in fix:
                surf.blit(render(line, "text", fonts.BODY, pal["error"]), (PAD, y))
                y += line_h
        self._bubble, self._key = surf, key
        return surf

    def veil(self, targets: list[pygame.Rect]) -> pygame.Surface:
        key = tuple(tuple(r) for r in targets), theme.version()
        if self._veil is None:  # one screen-sized surface for the whole lesson, painted again for each
            # step's holes (a fresh one per step cost 6–10 ms here: allocating, filling and converting)
            self._veil, self._veil_key = audit.veil(surface_pool.take((1280, 720), alpha=True), VEIL_ALPHA), None
        if key != self._veil_key:
            self._veil.fill((*theme.palette()["shade"], VEIL_ALPHA))
            for r in targets:
                pygame.draw.rect(self._veil, (0, 0, 0, 0), r.inflate(12, 12), border_radius=12)
            self._veil_key = key
        return self._veil

    def release(self) -> None:
        """The lesson's table left: its veil goes back to the pool."""
        surface_pool.give(self._veil)
        self._veil = self._veil_key = None
        self._patch_surfaces.clear()

    def prepare(self) -> None:
        """Build what the first `draw` shows (the veil with its holes, the bubble) ahead of it."""
        if self.showing():
            targets = self.target_rects()
            self.veil(targets)
            self.placing.place(self.bubble().get_size(), targets, self.placing.keep_clear())

    def draw(self, surface: pygame.Surface) -> None:
        """The whole coach: veil, bubble, buttons, then what moves (rings and arrow). It keeps the
        patches beneath what moves, so that while nothing else changes `draw_motion` redraws only them."""
        run = self.run
        self._patches = None
        if not self.showing():
            return
        if not self.settled:
            self._bubble_rect = pygame.Rect(0, 0, 0, 0)
            return
        targets = self.target_rects()
        looking = run.waiting_for in (READ, YOU, TAP)
        if looking:  # the player's turn to look: the rest dims
            surface.blit(self.veil(targets), (0, 0))
        elif not (run.step and run.step.text):  # a silent computer move or dice: nothing to say
            self._bubble_rect = pygame.Rect(0, 0, 0, 0)
            return
        bubble = self.bubble()
        rect = self.placing.place(bubble.get_size(), targets, self.placing.keep_clear())
        if self.shake:
            rect.x += int(SHAKE * math.sin(self.shake * 60) * self.shake / 0.35)
        self._bubble_rect = rect
        surface.blit(bubble, rect)
        audit.bubble(surface, rect, [t.inflate(RING, RING) for t in targets])
        self.leave_btn.rect.topright = (rect.right - 10, rect.y + LEAVE_Y)
        self.leave_btn.draw(surface)
        if run.waiting_for == READ:
            self.next_btn.rect.bottomright = (rect.right - PAD, rect.bottom - PAD + 6)
            self.next_btn.draw(surface)
        self._moving = (targets, rect) if looking and targets else None
        if self._moving is not None and not self.shake:
            screen = surface.get_rect()
            areas = [r.inflate(30, 30).clip(screen) for r in targets]
            arrow = arrow_box(rect, nearest(targets, rect))
            if arrow is not None:
                areas.append(arrow.clip(screen))
            self._patches = [(a, self._patch(i, surface, a)) for i, a in enumerate(areas) if a.w > 0 and a.h > 0]
        self._draw_moving(surface)
        self._drawn_key = self._state_key()

    def _patch(self, i: int, surface: pygame.Surface, area: pygame.Rect) -> pygame.Surface:
        """What lies in `area` of `surface` now, copied into the kept surface for patch `i`."""
        key = (i, area.size)
        patch = self._patch_surfaces.get(key)
        if patch is None:
            if len(self._patch_surfaces) > 8:  # (the targets move between steps: old sizes go)
                self._patch_surfaces.clear()
            patch = self._patch_surfaces[key] = pygame.Surface(area.size, 0, surface)
        patch.blit(surface, (0, 0), area)
        return patch

    def _state_key(self):
        return (self.run.index, self.run.correction, self.run.left, self.run.finished, bool(self.shake),
                self.settled)

    def draw_motion(self, surface: pygame.Surface) -> bool:
        """Redraw only the rings and the arrow over their kept patches; False when that is not
        enough (the step changed, the bubble shakes): then the caller draws everything."""
        if self._patches is None or self.shake or self._drawn_key != self._state_key():
            return False
        for area, patch in self._patches:
            surface.blit(patch, area)
        self._draw_moving(surface)
        return True

    def _draw_moving(self, surface: pygame.Surface) -> None:
        if self._moving is None:
            return
        targets, rect = self._moving
        draw_pointing(surface, targets, rect, self.time)


__all__ = ["Coach"]
