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
A pad SDL knows as a game controller (its database maps it to one standard layout) is read through
SDL's game controller layer (CONTROLLER* events); any other pad by its raw joystick button numbers.
SDL sends both JOY* and CONTROLLER* events for a controller: its JOY* events are dropped, so each
press acts once (docs/gamepad.md).
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
_MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL)
_FINGER_EVENTS = (pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP)
# The raw button numbers of an Xbox pad in SDL's joystick interface (which pads fit them: docs/gamepad.md;
# tests/test_gamepad_device.py drives them through a virtual SDL joystick).
PAD_SELECT = (0,)
PAD_BACK = (1,)
PAD_HINT = (3,)
PAD_MENU = (7, 9, 6)
# A game controller, in SDL's standard layout whatever the pad (only Start pauses).
_CONTROLLER_BUTTONS = {
    pygame.CONTROLLER_BUTTON_A: "select", pygame.CONTROLLER_BUTTON_B: "back",
    pygame.CONTROLLER_BUTTON_Y: "hint", pygame.CONTROLLER_BUTTON_START: "menu",
}
_CONTROLLER_DPAD = {
    pygame.CONTROLLER_BUTTON_DPAD_UP: "up", pygame.CONTROLLER_BUTTON_DPAD_DOWN: "down",
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: "left", pygame.CONTROLLER_BUTTON_DPAD_RIGHT: "right",
}
_CONTROLLER_STICK = {pygame.CONTROLLER_AXIS_LEFTX: 0, pygame.CONTROLLER_AXIS_LEFTY: 1}  # as joystick axes 0, 1
_CONTROLLER_EVENTS = (pygame.CONTROLLERDEVICEADDED, pygame.CONTROLLERDEVICEREMOVED, pygame.CONTROLLERBUTTONDOWN,
                      pygame.CONTROLLERBUTTONUP, pygame.CONTROLLERAXISMOTION)


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
        self.joysticks: dict[int, object] = {}  # the raw pads (SDL knows no mapping), by instance id
        self.controllers: dict[int, object] = {}  # the game controllers, by their joystick instance id
        self.mode = "pointer"  # "pointer" or "focus": whether focus rings show
        self._finger: int | None = None
        self._axis_dir: dict[int, str] = {}
        self._axis_timer: dict[int, float] = {}

    # devices
    def _add_pad(self, index: int) -> None:
        """Open a pad SDL announced: as a game controller where SDL knows it as one, else raw."""
        if _is_controller(index) and self._add_controller(index):
            return
        try:
            pad = pygame.joystick.Joystick(index)
            self.joysticks[pad.get_instance_id()] = pad
        except pygame.error:
            pass

    def _add_controller(self, index: int) -> bool:
        """Open device `index` as a game controller (again: the same one); False where SDL cannot."""
        try:
            from pygame._sdl2 import controller

            pad = controller.Controller(index)
            self.controllers[pad.as_joystick().get_instance_id()] = pad
            return True
        except pygame.error:
            return False

    def _remove_pad(self, instance_id: int) -> None:
        """Forget a pad that went (a controller is closed) and stop its held stick."""
        self.joysticks.pop(instance_id, None)
        pad = self.controllers.pop(instance_id, None)
        if pad is not None:
            try:
                pad.quit()
            except pygame.error:
                pass
        for key in (instance_id * 2, instance_id * 2 + 1):
            self._axis_dir.pop(key, None)
            self._axis_timer.pop(key, None)

    def translate(self, event: pygame.event.Event) -> list[Action]:
        """The actions one pygame event makes (none for most), by its family: mouse, finger, key, pad."""
        t = event.type
        if t in _MOUSE_EVENTS:
            return self._mouse(event)
        if t in _FINGER_EVENTS:
            return self._fingers(event)
        if t == pygame.KEYDOWN:
            return self._key(event)
        if t == pygame.TEXTINPUT:
            return [Action("text", text=event.text, source="keyboard")]
        return self._pad(event)

    def _mouse(self, event: pygame.event.Event) -> list[Action]:
        """A mouse button, motion or wheel (those SDL makes of a touch are dropped: the finger brings them)."""
        t = event.type
        if getattr(event, "touch", False):
            return []
        if t in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if event.button not in (1, 3):
                return []
            if t == pygame.MOUSEBUTTONUP:
                return [Action("point_up", pos=event.pos, source="mouse", extra={"button": event.button})]
            self.mode = "pointer"
            return [Action("point_down", pos=event.pos, source="mouse", extra={"button": event.button})]
        if t == pygame.MOUSEMOTION:
            return [Action("point_move", pos=event.pos, source="mouse", extra={"pressed": bool(event.buttons[0])})]
        return [Action("wheel", dy=1 if event.y > 0 else -1 if event.y < 0 else 0, source="mouse")]

    def _fingers(self, event: pygame.event.Event) -> list[Action]:
        """A finger down, moved or up, mapped through the letterbox; one finger drives the pointer."""
        if getattr(event, "touch_id", None) == MOUSE_TOUCH_ID:
            return []  # the mouse, once more: its own events bring this press
        pos = finger_to_logical(event.x, event.y, self.window_size)
        if event.type == pygame.FINGERDOWN:
            if self._finger is not None:
                return []  # one finger drives the pointer; extra fingers are ignored
            self._finger = event.finger_id
            self.mode = "pointer"
            return [Action("point_down", pos=pos, source="touch")]
        if event.finger_id != self._finger:
            return []
        if event.type == pygame.FINGERMOTION:
            return [Action("point_move", pos=pos, source="touch", extra={"pressed": True})]
        self._finger = None
        return [Action("point_up", pos=pos, source="touch")]

    def _pad(self, event: pygame.event.Event) -> list[Action]:
        """A gamepad plugged in or out, a button, the hat or a stick (anything else: no action)."""
        t = event.type
        if t in _CONTROLLER_EVENTS:
            return self._controller(event)
        if t == pygame.JOYDEVICEADDED:
            self._add_pad(event.device_index)
        elif t == pygame.JOYDEVICEREMOVED:
            self._remove_pad(event.instance_id)
        elif getattr(event, "instance_id", None) in self.controllers:
            return []  # a game controller's raw twin: its CONTROLLER* event acts
        elif t == pygame.JOYBUTTONDOWN:
            self.mode = "focus"
            for buttons, name in ((PAD_SELECT, "select"), (PAD_BACK, "back"), (PAD_HINT, "hint"),
                                  (PAD_MENU, "menu")):
                if event.button in buttons:
                    return [Action(name, source="pad")]
        elif t == pygame.JOYHATMOTION:
            d = _HAT.get(tuple(event.value))
            if d:
                self.mode = "focus"
                return [Action("nav", direction=d, source="pad")]
        elif t == pygame.JOYAXISMOTION and event.axis in (0, 1):
            return self._axis(event.instance_id, event.axis, event.value)
        return []

    def _controller(self, event: pygame.event.Event) -> list[Action]:
        """A game controller plugged in or out, a button (d-pad included) or its left stick."""
        t = event.type
        if t == pygame.CONTROLLERDEVICEADDED:
            self._add_controller(event.device_index)
        elif t == pygame.CONTROLLERDEVICEREMOVED:
            self._remove_pad(event.instance_id)
        elif t == pygame.CONTROLLERBUTTONDOWN:
            self.mode = "focus"
            if event.button in _CONTROLLER_DPAD:
                return [Action("nav", direction=_CONTROLLER_DPAD[event.button], source="pad")]
            if event.button in _CONTROLLER_BUTTONS:
                return [Action(_CONTROLLER_BUTTONS[event.button], source="pad")]
        elif t == pygame.CONTROLLERAXISMOTION and event.axis in _CONTROLLER_STICK:
            return self._axis(event.instance_id, _CONTROLLER_STICK[event.axis], event.value / 32767)
        return []

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
        if k == pygame.K_m and not (mods & (pygame.KMOD_CTRL | pygame.KMOD_ALT)):
            return [Action("music", source="keyboard", key=k, mods=mods)]
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


def _is_controller(index: int) -> bool:
    """Whether SDL knows device `index` as a game controller (False while its controller layer is off)."""
    try:
        from pygame._sdl2 import controller

        return bool(controller.get_init() and controller.is_controller(index))
    except (ImportError, pygame.error):
        return False
