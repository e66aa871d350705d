"""Input: mouse, touch, keyboard and gamepad turned into one stream of actions.

Scenes never read raw pygame events; they get `Action`s:
  point_down / point_move / point_up  (pos in logical 1280×720 pixels; source "mouse" or "touch")
  wheel     (dy: +1 up, -1 down)
  nav       (direction "up" "down" "left" "right")
  select    (Enter, Space, gamepad A)
  back      (Esc, Backspace, gamepad B)
  menu      (gamepad Start, P)
  hint      (H, gamepad Y)
  text      (text typed, for name fields)
  key       (other keys, `key` holds the pygame key code)
Touch fingers are mapped through the letterbox to logical pixels. A tap arrives once: the
mouse events SDL synthesises from touches are dropped (they say ``touch``), and so are the finger
events it synthesises from the mouse (touch id -1, with ``SDL_MOUSE_TOUCH_EVENTS=1``, as a touch
emulation in a window runs), whose press the mouse's own events already bring.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

LOGICAL = (1280, 720)
MOUSE_TOUCH_ID = -1   # SDL_MOUSE_TOUCHID: the "touch device" of fingers SDL makes of the mouse
AXIS_DEADZONE = 0.6
AXIS_REPEAT_FIRST = 0.35
AXIS_REPEAT_NEXT = 0.12


@dataclass
class Action:
    kind: str
    pos: tuple[int, int] | None = None
    source: str = ""
    direction: str = ""
    text: str = ""
    key: int = 0
    dy: int = 0
    mods: int = 0
    extra: dict = field(default_factory=dict)


_NAV_KEYS = {
    pygame.K_UP: "up", pygame.K_DOWN: "down", pygame.K_LEFT: "left", pygame.K_RIGHT: "right",
    pygame.K_w: "up", pygame.K_s: "down", pygame.K_a: "left", pygame.K_d: "right",
}
_HAT = {(0, 1): "up", (0, -1): "down", (-1, 0): "left", (1, 0): "right"}
# Xbox-style button numbers as SDL reports them for most pads.
PAD_SELECT = (0,)
PAD_BACK = (1,)
PAD_HINT = (3,)
PAD_MENU = (7, 9, 6)


def letterbox(window_size: tuple[int, int], logical: tuple[int, int] = LOGICAL) -> tuple[float, float, float]:
    """(scale, offset_x, offset_y) of the logical screen inside a window of `window_size`."""
    ww, wh = window_size
    lw, lh = logical
    if ww <= 0 or wh <= 0:
        return 1.0, 0.0, 0.0
    scale = min(ww / lw, wh / lh)
    return scale, (ww - lw * scale) / 2.0, (wh - lh * scale) / 2.0


def finger_to_logical(x: float, y: float, window_size: tuple[int, int]) -> tuple[int, int]:
    """Normalised finger position (0..1 of the window) to logical pixels, clamped."""
    scale, ox, oy = letterbox(window_size)
    lx = (x * window_size[0] - ox) / scale
    ly = (y * window_size[1] - oy) / scale
    return (int(min(max(lx, 0), LOGICAL[0] - 1)), int(min(max(ly, 0), LOGICAL[1] - 1)))


class InputMapper:
    """Turns pygame events into Actions; keeps gamepads open and stick repeat."""

    def __init__(self) -> None:
        self.window_size = LOGICAL
        self.joysticks: dict[int, object] = {}
        self.mode = "pointer"  # "pointer" or "focus": whether focus rings show
        self._finger: int | None = None
        self._axis_dir: dict[int, str] = {}
        self._axis_timer: dict[int, float] = {}

    # devices
    def _add_pad(self, index: int) -> None:
        try:
            pad = pygame.joystick.Joystick(index)
            self.joysticks[pad.get_instance_id()] = pad
        except pygame.error:
            pass

    def translate(self, event: pygame.event.Event) -> list[Action]:
        t = event.type
        out: list[Action] = []
        if t == pygame.MOUSEBUTTONDOWN:
            if getattr(event, "touch", False) or event.button not in (1, 3):
                return out
            self.mode = "pointer"
            out.append(Action("point_down", pos=event.pos, source="mouse", extra={"button": event.button}))
        elif t == pygame.MOUSEBUTTONUP:
            if getattr(event, "touch", False) or event.button not in (1, 3):
                return out
            out.append(Action("point_up", pos=event.pos, source="mouse", extra={"button": event.button}))
        elif t == pygame.MOUSEMOTION:
            if getattr(event, "touch", False):
                return out
            out.append(Action("point_move", pos=event.pos, source="mouse",
                              extra={"pressed": bool(event.buttons[0])}))
        elif t == pygame.MOUSEWHEEL:
            if getattr(event, "touch", False):
                return out
            out.append(Action("wheel", dy=1 if event.y > 0 else -1 if event.y < 0 else 0, source="mouse"))
        elif t in (pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP):
            if getattr(event, "touch_id", None) == MOUSE_TOUCH_ID:
                return out  # the mouse, once more: its own events bring this press
            pos = finger_to_logical(event.x, event.y, self.window_size)
            if t == pygame.FINGERDOWN:
                if self._finger is not None:
                    return out  # one finger drives the pointer; extra fingers are ignored
                self._finger = event.finger_id
                self.mode = "pointer"
                out.append(Action("point_down", pos=pos, source="touch"))
            elif event.finger_id == self._finger:
                if t == pygame.FINGERMOTION:
                    out.append(Action("point_move", pos=pos, source="touch", extra={"pressed": True}))
                else:
                    self._finger = None
                    out.append(Action("point_up", pos=pos, source="touch"))
        elif t == pygame.KEYDOWN:
            out.extend(self._key(event))
        elif t == pygame.TEXTINPUT:
            out.append(Action("text", text=event.text, source="keyboard"))
        elif t == pygame.JOYDEVICEADDED:
            self._add_pad(event.device_index)
        elif t == pygame.JOYDEVICEREMOVED:
            self.joysticks.pop(event.instance_id, None)
        elif t == pygame.JOYBUTTONDOWN:
            self.mode = "focus"
            b = event.button
            if b in PAD_SELECT:
                out.append(Action("select", source="pad"))
            elif b in PAD_BACK:
                out.append(Action("back", source="pad"))
            elif b in PAD_HINT:
                out.append(Action("hint", source="pad"))
            elif b in PAD_MENU:
                out.append(Action("menu", source="pad"))
        elif t == pygame.JOYHATMOTION:
            d = _HAT.get(tuple(event.value))
            if d:
                self.mode = "focus"
                out.append(Action("nav", direction=d, source="pad"))
        elif t == pygame.JOYAXISMOTION:
            if event.axis in (0, 1):
                out.extend(self._axis(event.instance_id, event.axis, event.value))
        return out

    def _key(self, event: pygame.event.Event) -> list[Action]:
        k = event.key
        mods = getattr(event, "mod", 0)
        if k in _NAV_KEYS and not (mods & (pygame.KMOD_CTRL | pygame.KMOD_ALT)):
            self.mode = "focus"
            return [Action("nav", direction=_NAV_KEYS[k], source="keyboard", key=k, mods=mods)]
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.mode = "focus"
            return [Action("select", source="keyboard", key=k, mods=mods)]
        if k in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            return [Action("back", source="keyboard", key=k, mods=mods)]
        if k == pygame.K_TAB:
            self.mode = "focus"
            return [Action("nav", direction="up" if mods & pygame.KMOD_SHIFT else "down",
                           source="keyboard", key=k, mods=mods)]
        if k == pygame.K_p:
            return [Action("menu", source="keyboard", key=k, mods=mods)]
        if k == pygame.K_h:
            return [Action("hint", source="keyboard", key=k, mods=mods)]
        return [Action("key", source="keyboard", key=k, mods=mods)]

    def _axis(self, pad: int, axis: int, value: float) -> list[Action]:
        key = pad * 2 + axis
        if abs(value) < AXIS_DEADZONE:
            self._axis_dir.pop(key, None)
            return []
        if axis == 0:
            d = "right" if value > 0 else "left"
        else:
            d = "down" if value > 0 else "up"
        if self._axis_dir.get(key) == d:
            return []
        self._axis_dir[key] = d
        self._axis_timer[key] = AXIS_REPEAT_FIRST
        self.mode = "focus"
        return [Action("nav", direction=d, source="pad")]

    def tick(self, dt: float) -> list[Action]:
        """Repeat held stick directions."""
        out = []
        for key, d in list(self._axis_dir.items()):
            self._axis_timer[key] -= dt
            if self._axis_timer[key] <= 0:
                self._axis_timer[key] = AXIS_REPEAT_NEXT
                out.append(Action("nav", direction=d, source="pad"))
        return out
