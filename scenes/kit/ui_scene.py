"""A scene made of widgets: pointer, touch, keyboard and gamepad all work the same way.

`UIScene` keeps a list of widgets, one focused widget, and maps actions:
pointer press/release clicks, navigation moves focus to the nearest widget in
that direction (or changes a value widget sideways), select activates, back
calls `on_back`. The focus ring shows while the player uses keys or a pad.

Drawing is layered to keep frames cheap: `draw_static` and the widgets are
composed into one cached layer, rebuilt only when the scene is dirty (input) or
something in it animates; `draw_dynamic` adds what moves every frame on top.
Overlays freeze the picture beneath them (`freeze_below`) and compose onto it.
"""
from __future__ import annotations

import time
from typing import Iterator

import pygame

from sprites import surface_pool
from scenes.engine.scene import Scene
from sprites.widgets import Widget

#: a staged entry draws widgets one after another until this much time (s) has passed, then pauses
#: (`UIScene.widget_steps`): cheap widgets share a step, a costly first draw gets one of its own
WIDGET_SLICE = 0.001


def nearest_in_direction(current: pygame.Rect, others: list[tuple[int, pygame.Rect]], direction: str) -> int | None:
    """Index of the rect nearest to `current` in `direction`, weighting sideways drift."""
    cx, cy = current.center
    best, best_score = None, float("inf")
    for index, rect in others:
        ox, oy = rect.center
        dx, dy = ox - cx, oy - cy
        if direction == "up":
            main, side = -dy, dx
        elif direction == "down":
            main, side = dy, dx
        elif direction == "left":
            main, side = -dx, dy
        else:
            main, side = dx, dy
        if main <= 4:
            continue
        score = main + abs(side) * 2.2
        if score < best_score:
            best, best_score = index, score
    return best


class UIScene(Scene):
    """Base for menus and dialogs."""

    name = "ui"
    freeze_below = True  # only matters for overlays
    #: in a window its first picture is built over the frames after the change (`Scene.staged_entry`)
    staged_entry = True

    def __init__(self) -> None:
        super().__init__()
        self.widgets: list[Widget] = []
        self.focus = 0
        self._pressed: Widget | None = None
        self._layer: pygame.Surface | None = None
        self._layer_mode = ""
        self._layer_time = -1.0  # the scene's time when its layer was last made

    # building
    def add(self, widget: Widget) -> Widget:
        self.widgets.append(widget)
        return widget

    def focusables(self) -> list[int]:
        return [i for i, w in enumerate(self.widgets) if w.focusable and w.visible]

    def focused(self) -> Widget | None:
        if 0 <= self.focus < len(self.widgets):
            return self.widgets[self.focus]
        return None

    def set_focus(self, widget: Widget) -> None:
        if widget in self.widgets:
            self.focus = self.widgets.index(widget)

    # sound
    def sound(self, name: str) -> None:
        if name and self.app is not None:
            self.app.sound.play(name)

    # input
    def widget_at(self, pos) -> Widget | None:
        for w in reversed(self.widgets):
            if w.hit(pos):
                return w
        return None

    def handle(self, action) -> None:
        kind = action.kind
        if kind == "point_down":
            w = self.widget_at(action.pos)
            self._pressed = w
            if w is not None:
                w.press(action.pos)
                if w.focusable:
                    self.focus = self.widgets.index(w)
            else:
                self.on_background(action.pos)
        elif kind == "point_move":
            for w in self.widgets:
                hover = action.source == "mouse" and w.hit(action.pos)
                if hover != w.hover:
                    w.hover = hover
                    self.dirty = True
            if self._pressed is not None:
                self._pressed.drag(action.pos)
                self.dirty = True
        elif kind == "point_up":
            w = self._pressed
            self._pressed = None
            if w is not None:
                if w.release(action.pos) and w.enabled:
                    self.sound(w.sound)
        elif kind == "nav":
            current = self.focused()
            if current is not None and current.nav(action.direction):
                self.sound("click")
                return
            self.move_focus(action.direction)
        elif kind == "select":
            w = self.focused()
            if w is not None and w.enabled and w.visible:
                w.activate(None)
                self.sound(w.sound)
        elif kind == "back":
            self.on_back()
        elif kind == "wheel":
            self.on_wheel(action.dy)

    def move_focus(self, direction: str) -> None:
        order = self.focusables()
        if not order:
            return
        current = self.focused()
        if current is None or self.focus not in order:
            self.focus = order[0]
            return
        others = [(i, self.widgets[i].rect) for i in order if i != self.focus]
        nxt = nearest_in_direction(current.rect, others, direction)
        if nxt is None:  # wrap around in the focus order
            pos = order.index(self.focus)
            step = 1 if direction in ("down", "right") else -1
            nxt = order[(pos + step) % len(order)]
        if nxt != self.focus:
            self.focus = nxt
            self.sound("click")

    def on_back(self) -> None:
        """Esc / B / back: by default leave the scene."""
        if self.app is not None:
            self.app.stack.pop(self)

    def on_background(self, pos) -> None:
        """A press that hit no widget."""

    def on_wheel(self, dy: int) -> None:
        """Mouse wheel."""

    # loop
    def update(self, dt: float) -> None:
        super().update(dt)
        for w in self.widgets:
            w.update(dt)

    #: how long the scene's entrance moves what its layer shows (s)
    entrance = 0.0

    def layer_animating(self) -> bool:
        """True while the cached layer must be rebuilt every frame: a widget moves, or the entrance
        plays; the layer is made until one was made at the end of the entrance or later (a slow
        frame may jump past its end: the last layer made during it would stay, half entered)."""
        return self._layer_time < self.entrance or any(w.animating for w in self.widgets)

    def has_dynamic(self) -> bool:
        """True when `draw_dynamic` draws something that moves."""
        return False

    @property
    def animating(self) -> bool:
        return self.layer_animating() or self.has_dynamic()

    def draw_static(self, surface: pygame.Surface) -> None:
        """What stays still: background, titles, panels (drawn into the cached layer)."""

    def draw_dynamic(self, surface: pygame.Surface) -> None:
        """What moves every frame, drawn over the layer."""

    def draw(self, surface: pygame.Surface) -> None:
        mode = self.app.input.mode if self.app is not None else ""
        if self._layer is None or self.dirty or self.layer_animating() or mode != self._layer_mode:
            self._layer_mode = mode
            self._layer_time = self.time
            if self._layer is None:
                self._layer = surface_pool.take()
            if self.overlay and self.below is not None:
                self._layer.blit(self.below, (0, 0))
            self.draw_static(self._layer)
            self.draw_widgets(self._layer)
        surface.blit(self._layer, (0, 0))
        self.draw_dynamic(surface)

    def rehearsal(self, surface: pygame.Surface) -> Iterator[None]:
        """Draw the scene once into `surface` (off screen), pausing after each piece: the warm-up
        spreads a screen's first drawing over several frames (`scenes.shell.warmup.rehearse`)."""
        for widget in list(self.widgets):
            if widget.visible:
                widget.draw(surface)
                yield
        yield from self.static_steps(surface)
        yield
        self.draw_dynamic(surface)

    def needs_preparing(self) -> bool:
        return self._layer is None

    def prepare_steps(self) -> Iterator[None]:
        """The cached layer, a part per step, as `draw` would build it; the first `draw` after the
        last step then only shows it (unless the scene changed meanwhile). An overlay first takes
        its picture of the scenes beneath, as the stack would in its first frame."""
        # (a screen-sized surface the pool has run out of costs 2-3 ms of page faults here: a step of its own)
        if self.overlay and self.freeze_below and self.below is None and self.app is not None:
            below = surface_pool.take()
            yield
            for scene in self.app.stack.beneath(self):
                scene.draw(below)
            self.below = below
            yield
        layer = surface_pool.take()
        yield
        self.dirty = False  # (a change while the steps run marks it again, and `draw` builds anew)
        self._layer_mode = self.app.input.mode if self.app is not None else ""
        self._layer_time = self.time
        self._layer = layer
        if self.overlay and self.below is not None:
            layer.blit(self.below, (0, 0))
        yield from self.static_steps(layer)
        yield from self.widget_steps(layer)

    def static_steps(self, surface: pygame.Surface) -> Iterator[None]:
        """`draw_static` for the rehearsal; a scene with a long static picture yields between its parts."""
        self.draw_static(surface)
        yield

    def release(self) -> None:
        super().release()
        surface_pool.give(self._layer)
        self._layer = None

    def show_focus(self) -> bool:
        return self.app is not None and self.app.input.mode == "focus"

    def draw_widgets(self, surface: pygame.Surface) -> None:
        show = self.show_focus()
        for i, w in enumerate(self.widgets):
            if w.visible:
                w.draw(surface, focused=show and i == self.focus)

    def widget_steps(self, surface: pygame.Surface) -> Iterator[None]:
        """`draw_widgets` in steps of about `WIDGET_SLICE`, for `prepare_steps`. A widget's first draw
        builds its art (a menu tile opens its fonts and writes its texts): the menu's four tiles, while
        the warm-up had not reached them yet, took 8-11 ms in one step. A scene that draws its widgets
        its own way (overrides `draw_widgets`) draws them in one step."""
        if type(self).draw_widgets is not UIScene.draw_widgets:
            yield
            self.draw_widgets(surface)
            return
        show = self.show_focus()
        yield
        start = time.perf_counter()
        for i, w in enumerate(self.widgets):
            if w.visible:
                if time.perf_counter() - start > WIDGET_SLICE:  # (cheap widgets share a step)
                    yield
                    start = time.perf_counter()
                w.draw(surface, focused=show and i == self.focus)
