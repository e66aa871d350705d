"""Widgets of the cabinet frame: buttons, toggles, choices and sliders.

Every widget is at least 48 logical pixels high, draws from cached surfaces,
reacts to pointer presses (with a press-in to 0.95 scale), and to focus actions
(select; left/right for values). Labels are callables so a language switch
shows at once without rebuilding the widget.
"""
from __future__ import annotations

from typing import Callable, Sequence

import pygame

from sprites import audit, fonts, theme
from sprites.draw import glow, prepared, rounded_panel
from sprites.text import fit, render

MIN_TARGET = 48
Label = Callable[[], str]


def _label(value: "str | Label") -> Label:
    return value if callable(value) else (lambda: value)


class Widget:
    focusable = True

    def __init__(self, rect: pygame.Rect | Sequence[int], on_click: Callable[[], None] | None = None,
                 enabled: bool = True, sound: str = "click") -> None:
        self.rect = pygame.Rect(rect)
        if self.rect.h < MIN_TARGET:
            self.rect.h = MIN_TARGET
        if self.rect.w < MIN_TARGET:
            self.rect.w = MIN_TARGET
        self.on_click = on_click
        self.enabled = enabled
        self.hover = False
        self.pressed = False
        self.press_timer = 0.0
        self.sound = sound
        self.visible = True

    # pointer
    def hit(self, pos: tuple[int, int]) -> bool:
        return self.visible and self.rect.collidepoint(pos)

    def press(self, pos: tuple[int, int]) -> None:
        self.pressed = True

    def drag(self, pos: tuple[int, int]) -> None:
        """Pointer moved while this widget is pressed."""

    def release(self, pos: tuple[int, int]) -> bool:
        """Pointer released; returns True if this counts as a click."""
        was = self.pressed
        self.pressed = False
        if was and self.hit(pos) and self.enabled:
            self.activate(pos)
            return True
        return False

    def activate(self, pos: tuple[int, int] | None = None) -> None:
        self.press_timer = 0.12
        if self.enabled and self.on_click is not None:
            self.on_click()

    def nav(self, direction: str) -> bool:
        """Left/right on a value widget; True if consumed."""
        return False

    def update(self, dt: float) -> None:
        if self.press_timer > 0:
            self.press_timer = max(0.0, self.press_timer - dt)

    @property
    def animating(self) -> bool:
        return self.press_timer > 0

    @property
    def sunk(self) -> bool:
        return self.pressed or self.press_timer > 0

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        raise NotImplementedError

    def draw_row(self, surface: pygame.Surface) -> None:
        """The labelled row panel that value widgets (toggle, choice, slider) sit on."""
        label = self.label()
        row = _cached(("row", self.rect.size, label, self.hover, theme.version()),
                      lambda: _row_face(self.rect.size, label, self.hover))
        surface.blit(row, self.rect)

    def draw_focus(self, surface: pygame.Surface) -> None:
        ring = glow(self.rect.size, theme.palette()["accent"], 16, 8)
        surface.blit(ring, (self.rect.x - 8, self.rect.y - 8))


#: The faces made here and the tables' cached panels, least recently used first, bounded by their
#: pixel bytes: keys that change with the game (a panel per roll's chances) must not grow memory.
_cache: dict[tuple, pygame.Surface] = {}
_cache_bytes = 0
CACHE_BYTES = 7 * 1024 * 1024  # the faces and panels of a screen take at most 6 MB (the kiosk soak)


def _size_of(surf: pygame.Surface) -> int:
    return surf.get_width() * surf.get_height() * surf.get_bytesize()


def _cached(key: tuple, make: Callable[[], pygame.Surface]) -> pygame.Surface:
    global _cache_bytes
    surf = _cache.pop(key, None)
    if surf is None:
        surf = prepared(make())
        _cache_bytes += _size_of(surf)
        while _cache_bytes > CACHE_BYTES and _cache:
            _evict(next(iter(_cache)))
    _cache[key] = surf
    return surf


def _evict(key: tuple) -> None:
    """Forget one surface, and the pressed-in version made from it (keyed by its id)."""
    global _cache_bytes
    surf = _cache.pop(key)
    _cache_bytes -= _size_of(surf)
    sunk = _cache.pop(("sunk", id(surf)), None)
    if sunk is not None:
        _cache_bytes -= _size_of(sunk)


#: the middle of a cached panel is kept as one band of rows this high, laid as often as the panel is high
PANEL_BAND = 64


class Panel:
    """A rounded panel drawn from its top cap, one band of its middle rows and its bottom cap (the
    middle rows of a rounded panel are all alike): the same pixels as one panel-sized surface in a
    fraction of its memory and drawing time, so every screen's panels stay cached together."""

    def __init__(self, size: tuple[int, int], art: pygame.Surface, cap: int, alpha: int,
                 make: Callable[[tuple[int, int]], pygame.Surface]) -> None:
        self.size = (int(size[0]), int(size[1]))
        self.art = art  # the panel `cap + band + cap` rows high (the whole panel when it is that low)
        self.cap = cap
        self.alpha = alpha
        self._make = make

    def whole(self) -> pygame.Surface:
        """The panel as one new surface of its size (for a caller that scales it; not cached)."""
        return self._make(self.size)

    def draw(self, surface: pygame.Surface, dest) -> None:
        """Lay the panel with its top left at `dest` (a point or a rect)."""
        x, y = (dest.x, dest.y) if isinstance(dest, pygame.Rect) else (int(dest[0]), int(dest[1]))
        w, h = self.size
        art, cap = self.art, self.cap
        if art.get_height() == h:
            surface.blit(art, (x, y))
        else:
            band = art.get_height() - 2 * cap
            surface.blit(art, (x, y), (0, 0, w, cap))
            top, bottom = y + cap, y + h - cap
            while top < bottom:
                rows = min(band, bottom - top)
                surface.blit(art, (x, top), (0, cap, w, rows))
                top += rows
            surface.blit(art, (x, bottom), (0, cap + band, w, cap))
        audit.laid_panel(surface, pygame.Rect(x, y, w, h), "panel", self.alpha)


def cached_panel(size: tuple[int, int], color, radius: int = 16, border: int = 0, border_color=None,
                 alpha: int = 255) -> Panel:
    """A cached `rounded_panel` (as a `Panel`: draw it with `panel.draw(surface, dest)`), for panels laid
    as they are every time a layer is drawn (an overlay's panel during its entrance)."""
    w, h = int(size[0]), int(size[1])
    cap = max(radius, border)
    art_h = h if h <= 2 * cap + PANEL_BAND else 2 * cap + PANEL_BAND
    def make(size: tuple[int, int]) -> pygame.Surface:
        return rounded_panel(size, color, radius, border, border_color, alpha)

    key = ("panel", (w, art_h), tuple(color), radius, border, tuple(border_color or ()), alpha)
    art = _cached(key, lambda: audit.unmarked(make((w, art_h))))
    return Panel((w, h), art, cap, alpha, make)


def button_face(size: tuple[int, int], text: str, style: str, hover: bool, enabled: bool,
                size_px: int = fonts.BUTTON, icon: pygame.Surface | None = None) -> pygame.Surface:
    """The cached face of a button (also used by tiles and dialogs)."""
    def make() -> pygame.Surface:
        pal = theme.palette()
        if not enabled:
            fill, fg = pal["disabled"], pal["muted"]
        elif style == "primary":
            fill, fg = pal["primary"], pal["primary_text"]
        elif style == "ghost":
            fill, fg = pal["panel"], pal["text"]
        else:
            fill, fg = pal["button"], pal["button_text"]
        if hover and enabled:
            fill = tuple(min(255, c + 22) for c in fill)
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        # base with a darker lip at the bottom for a pressable look
        lip = tuple(max(0, int(c * 0.62)) for c in fill)
        pygame.draw.rect(surf, lip, pygame.Rect(0, 4, w, h - 4), border_radius=14)
        pygame.draw.rect(surf, fill, pygame.Rect(0, 0, w, h - 5), border_radius=14)
        hi = tuple(min(255, c + 30) for c in fill)
        pygame.draw.rect(surf, hi, pygame.Rect(6, 3, w - 12, 3), border_radius=2)
        if style == "ghost" or theme.high_contrast():
            pygame.draw.rect(surf, pal["panel_edge"], pygame.Rect(0, 0, w, h - 5), width=2, border_radius=14)
        if text:
            px = fit(text, "display", size_px, w - 24 - (icon.get_width() + 10 if icon else 0))
            label = render(text, "display", px, fg)
            total = label.get_width() + (icon.get_width() + 10 if icon else 0)
            x = (w - total) // 2
            if icon is not None:
                surf.blit(icon, (x, (h - 5 - icon.get_height()) // 2))
                x += icon.get_width() + 10
            surf.blit(label, (x, (h - 5 - label.get_height()) // 2))
        elif icon is not None:
            surf.blit(icon, ((w - icon.get_width()) // 2, (h - 5 - icon.get_height()) // 2))
        return audit.panel(surf, "button")
    return _cached(("btn", size, text, style, hover, enabled, size_px, id(icon), theme.version()), make)


def sunk_face(face: pygame.Surface) -> pygame.Surface:
    """The pressed-in (0.95) version of a face, cached alongside it."""
    key = ("sunk", id(face))
    def make() -> pygame.Surface:
        w, h = face.get_size()
        return pygame.transform.smoothscale(face, (int(w * 0.95), int(h * 0.95)))
    return _cached(key, make)


class Button(Widget):
    def __init__(self, rect, label: "str | Label", on_click=None, style: str = "normal",
                 enabled: bool = True, icon: pygame.Surface | None = None, size_px: int = fonts.BUTTON,
                 sound: str = "click", destructive: bool = False) -> None:
        """`destructive`: the button loses something (deletes, discards, switches off): it must never be
        its choice's highlighted default (the audit checks it)."""
        super().__init__(rect, on_click, enabled, sound)
        self.label = _label(label)
        self.style = style
        self.icon = icon
        self.size_px = size_px
        self.destructive = destructive

    def face(self) -> pygame.Surface:
        return button_face(self.rect.size, self.label(), self.style, self.hover, self.enabled,
                           self.size_px, self.icon)

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        if not self.visible:
            return
        face = self.face()
        if self.sunk:
            small = sunk_face(face)
            surface.blit(small, small.get_rect(center=self.rect.center))
        else:
            surface.blit(face, self.rect)
        if focused:
            self.draw_focus(surface)
        if self.destructive:
            audit.button(surface, self.rect, self.label(), self.style == "primary" or focused, True)


class Toggle(Widget):
    """A labelled on/off switch; the whole row is the target."""

    def __init__(self, rect, label: "str | Label", value: bool, on_change: Callable[[bool], None],
                 on_text: Label = lambda: "", off_text: Label = lambda: "") -> None:
        super().__init__(rect, None)
        self.label = _label(label)
        self.value = value
        self.on_change = on_change
        self.on_text = on_text
        self.off_text = off_text
        self.knob = 1.0 if value else 0.0

    def activate(self, pos=None) -> None:
        self.press_timer = 0.12
        self.value = not self.value
        self.on_change(self.value)

    def nav(self, direction: str) -> bool:
        if direction in ("left", "right"):
            want = direction == "right"
            if want != self.value:
                self.activate()
            return True
        return False

    def update(self, dt: float) -> None:
        super().update(dt)
        target = 1.0 if self.value else 0.0
        if self.knob != target:
            step = dt * 8
            self.knob = min(target, self.knob + step) if target > self.knob else max(target, self.knob - step)

    @property
    def animating(self) -> bool:
        return super().animating or self.knob != (1.0 if self.value else 0.0)

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        pal = theme.palette()
        self.draw_row(surface)
        # switch
        sw = pygame.Rect(0, 0, 92, 44)
        sw.midright = (self.rect.right - 18, self.rect.centery)
        on = self.knob > 0.5
        track = pal["accent"] if on else pal["disabled"]
        pygame.draw.rect(surface, track, sw, border_radius=22)
        kx = sw.x + 22 + self.knob * (sw.w - 44)
        pygame.draw.circle(surface, (250, 250, 250), (int(kx), sw.centery), 18)
        word = (self.on_text if on else self.off_text)()
        if word:
            lab = render(word, "bold", fonts.SMALL, pal["text"])
            surface.blit(lab, lab.get_rect(midright=(sw.x - 14, sw.centery)))
        if focused:
            self.draw_focus(surface)


def _row_face(size: tuple[int, int], text: str, hover: bool) -> pygame.Surface:
    pal = theme.palette()
    fill = pal["panel"] if not hover else tuple(min(255, c + 14) for c in pal["panel"])
    surf = rounded_panel(size, fill, 14, 2, pal["panel_edge"])
    label = render(text, "bold", fonts.BODY + 2, pal["text"])
    surf.blit(label, (20, (size[1] - label.get_height()) // 2))
    return surf


class Choice(Widget):
    """A labelled value with ◀ ▶ arrows (each a 48-px target) that cycles through options."""

    def __init__(self, rect, label: "str | Label", options: Sequence[object], index: int,
                 on_change: Callable[[object], None], text_of: Callable[[object], str] = str,
                 wrap_around: bool = True, value_width: int = 220) -> None:
        super().__init__(rect, None)
        self.label = _label(label)
        self.options = list(options)
        self.index = max(0, min(index, len(self.options) - 1))
        self.on_change = on_change
        self.text_of = text_of
        self.wrap_around = wrap_around
        self.value_width = value_width

    @property
    def value(self) -> object:
        return self.options[self.index]

    def _arrows(self) -> tuple[pygame.Rect, pygame.Rect]:
        right = pygame.Rect(0, 0, 56, max(MIN_TARGET, self.rect.h - 8))
        right.midright = (self.rect.right - 8, self.rect.centery)
        left = right.copy()
        left.right = right.x - self.value_width
        return left, right

    def step(self, delta: int) -> None:
        n = len(self.options)
        new = self.index + delta
        if self.wrap_around:
            new %= n
        else:
            new = max(0, min(n - 1, new))
        if new != self.index:
            self.index = new
            self.press_timer = 0.12
            self.on_change(self.value)

    def activate(self, pos=None) -> None:
        if pos is None:
            self.step(1)
            return
        left, _ = self._arrows()
        self.step(-1 if pos[0] <= left.right + 4 else 1)

    def nav(self, direction: str) -> bool:
        """Left/right change the value; at the end of a non-wrapping list they move the focus on."""
        if direction not in ("left", "right"):
            return False
        delta = -1 if direction == "left" else 1
        if not self.wrap_around and not 0 <= self.index + delta < len(self.options):
            return False
        self.step(delta)
        return True

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        pal = theme.palette()
        self.draw_row(surface)
        left, right = self._arrows()
        can_left = self.wrap_around or self.index > 0
        can_right = self.wrap_around or self.index < len(self.options) - 1
        for r, glyph, ok in ((left, "◀", can_left), (right, "▶", can_right)):
            face = button_face(r.size, "", "normal", False, ok, icon=_arrow_icon(glyph, ok))
            surface.blit(face, r)
        text = self.text_of(self.value)
        px = fit(text, "display", fonts.BUTTON, self.value_width - 16)
        val = render(text, "display", px, pal["accent"] if self.enabled else pal["muted"])
        mid = ((left.right + right.x) // 2, self.rect.centery)
        surface.blit(val, val.get_rect(center=mid))
        if focused:
            self.draw_focus(surface)


_arrow_cache: dict = {}


def _arrow_icon(glyph: str, ok: bool) -> pygame.Surface:
    key = (glyph, ok, theme.version())
    icon = _arrow_cache.get(key)
    if icon is None:
        pal = theme.palette()
        icon = pygame.Surface((22, 24), pygame.SRCALPHA)
        col = pal["text"] if ok else pal["muted"]
        if glyph == "◀":
            pygame.draw.polygon(icon, col, [(20, 2), (20, 22), (2, 12)])
        else:
            pygame.draw.polygon(icon, col, [(2, 2), (2, 22), (20, 12)])
        _arrow_cache[key] = icon
    return icon


class Slider(Widget):
    """A 0..1 value in steps (volume): drag the bar, or press − / +, or left/right."""

    def __init__(self, rect, label: "str | Label", value: float, on_change: Callable[[float], None],
                 step: float = 0.1, bar_width: int = 260) -> None:
        super().__init__(rect, None)
        self.label = _label(label)
        self.value = value
        self.on_change = on_change
        self.step_size = step
        self.bar_width = bar_width
        self._dragging = False

    def _parts(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        plus = pygame.Rect(0, 0, 56, max(MIN_TARGET, self.rect.h - 8))
        plus.midright = (self.rect.right - 8, self.rect.centery)
        bar = pygame.Rect(0, 0, self.bar_width, 16)
        bar.midright = (plus.x - 18, self.rect.centery)
        minus = plus.copy()
        minus.right = bar.x - 18
        return minus, bar, plus

    def set(self, v: float) -> None:
        v = round(min(1.0, max(0.0, v)) / self.step_size) * self.step_size
        v = round(v, 4)
        if v != self.value:
            self.value = v
            self.on_change(v)

    def press(self, pos) -> None:
        super().press(pos)
        _, bar, _ = self._parts()
        if bar.inflate(20, 40).collidepoint(pos):
            self._dragging = True
            self.set((pos[0] - bar.x) / bar.w)

    def drag(self, pos) -> None:
        if self._dragging:
            _, bar, _ = self._parts()
            self.set((pos[0] - bar.x) / bar.w)

    def release(self, pos) -> bool:
        if self._dragging:
            self._dragging = False
            self.pressed = False
            return True
        return super().release(pos)

    def activate(self, pos=None) -> None:
        self.press_timer = 0.12
        minus, _, plus = self._parts()
        if pos is not None and minus.collidepoint(pos):
            self.set(self.value - self.step_size)
        elif pos is not None and plus.collidepoint(pos):
            self.set(self.value + self.step_size)
        elif pos is None:
            self.set(self.value + self.step_size if self.value < 1.0 else 0.0)

    def nav(self, direction: str) -> bool:
        if direction in ("left", "right"):
            self.set(self.value + (self.step_size if direction == "right" else -self.step_size))
            return True
        return False

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        pal = theme.palette()
        self.draw_row(surface)
        minus, bar, plus = self._parts()
        for r, sign in ((minus, "−"), (plus, "+")):
            surface.blit(button_face(r.size, sign, "normal", False, True), r)
        pygame.draw.rect(surface, pal["disabled"], bar, border_radius=8)
        filled = bar.copy()
        filled.w = int(bar.w * self.value)
        if filled.w > 0:
            pygame.draw.rect(surface, pal["accent"], filled, border_radius=8)
        pygame.draw.circle(surface, (250, 250, 250), (bar.x + filled.w, bar.centery), 14)
        pct = render(f"{int(round(self.value * 100))} %", "display", fonts.BODY + 2, pal["accent"])
        surface.blit(pct, pct.get_rect(midright=(minus.x - 16, self.rect.centery)))
        if focused:
            self.draw_focus(surface)


class Hotspot(Widget):
    """An invisible focus and click target over something a table draws itself (a die, a field,
    a pile); the table draws the thing and its focus ring. `key` says what it stands for."""

    def __init__(self, rect, on_click, key) -> None:
        super().__init__(rect, on_click, sound="")
        self.key = key

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        pass

    @property
    def animating(self) -> bool:
        return False


def clear_caches() -> None:
    """Forget the surfaces made here (pygame restarted, or the audit switched on)."""
    global _cache_bytes
    _cache.clear()
    _cache_bytes = 0
    _arrow_cache.clear()
