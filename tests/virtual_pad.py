"""A real gamepad for tests: an SDL virtual joystick, reached with ctypes in the SDL pygame-ce loaded.

SDL (2.0.14 and later) can attach a virtual joystick (``SDL_JoystickAttachVirtual``): to SDL and to
everything above it, it is a device like one on a USB port. Two kinds are plugged in here:

* ``virtual_pad()``: a raw joystick with an Xbox pad's numbers (A 0, B 1, Y 3, Start 7, one hat,
  six axes) that SDL does not know as a game controller (type unknown): the app's fallback mapping.
* ``virtual_pad(controller=True)``: a pad SDL knows as a game controller (type game controller:
  SDL maps a virtual one itself, its buttons in ``SDL_CONTROLLER_BUTTON_*`` order), numbered as SDL's
  HIDAPI driver numbers a PlayStation 4/5 or Switch Pro pad: Start is button 6, the d-pad is
  buttons 11-14 and there is no hat. SDL sends CONTROLLER* events for it besides the JOY* ones.

Plugging a pad in queues JOYDEVICEADDED (and CONTROLLERDEVICEADDED first for a game controller);
its buttons, hat and axes are set with ``SDL_JoystickSetVirtualButton`` / ``…Hat`` / ``…Axis`` and
SDL's joystick update (run by every ``pygame.event.pump`` or ``pygame.event.get``, so by the app's
own frame) turns each change into JOYBUTTONDOWN/UP, JOYHATMOTION or JOYAXISMOTION in SDL's event
queue; detaching it queues JOYDEVICEREMOVED. Nothing here makes a pygame event: the app reads them
from SDL's queue as it reads a café's pad.

The library is the very copy pygame-ce loaded (its wheels bundle one, e.g.
``site-packages/pygame_ce.libs/libSDL2-*.so``): found among the process's mapped files
(``/proc/self/maps``) after ``import pygame``, else next to pygame's package, and opened by that
path, so its symbols are the ones pygame calls (a second SDL would have a joystick list of its own).

SDL sends a joystick's buttons only while someone has it open, and the pad is the app's to open
(``InputMapper`` does on JOYDEVICEADDED, as a controller where SDL knows it as one): `VirtualPad.handle` is the app's own SDL_Joystick,
found by ``SDL_JoystickFromInstanceID``; a pad the app did not open cannot be pressed (an error).

Where no such SDL can be reached (no library found, an SDL older than 2.0.14, the joystick
subsystem not started, the attach refused) `virtual_pad` skips the test with the reason.
"""
from __future__ import annotations

import ctypes
import glob
import os
from contextlib import contextmanager

import pygame
import pytest

SDL_JOYSTICK_TYPE_UNKNOWN = 0
SDL_JOYSTICK_TYPE_GAMECONTROLLER = 1
SDL_INIT_JOYSTICK = 0x200
# (a) the layout of an Xbox-style pad as SDL's joystick API numbers it (XInput, xpad on Linux)
A, B, X, Y, LB, RB, BACK, START = range(8)
BUTTONS, AXES, HATS = 11, 6, 1
HAT = {"centre": 0, "up": 1, "right": 2, "down": 4, "left": 8}
# (b) a game controller numbered as SDL's HIDAPI driver numbers a PlayStation 4/5 pad (SDL_CONTROLLER_BUTTON_*
# order, which SDL's own mapping of a virtual game controller follows): Start 6, the d-pad buttons 11-14
(GC_A, GC_B, GC_X, GC_Y, GC_BACK, GC_GUIDE, GC_START, GC_LEFTSTICK, GC_RIGHTSTICK, GC_LEFTSHOULDER,
 GC_RIGHTSHOULDER) = range(11)
GC_DPAD = {"up": 11, "down": 12, "left": 13, "right": 14}
GC_BUTTONS, GC_HATS = 15, 0

_sdl: ctypes.CDLL | None = None


def sdl_path() -> str | None:
    """The file of the SDL2 library pygame loaded (None when it cannot be told)."""
    try:
        with open("/proc/self/maps", encoding="utf-8", errors="replace") as maps:
            for line in maps:
                name = os.path.basename(line.split()[-1]) if line.strip() else ""
                if name.startswith(("libSDL2-", "libSDL2.")):  # (not libSDL2_image, _mixer, _ttf)
                    return line.split(None, 5)[-1].strip()
    except OSError:
        pass
    base = os.path.dirname(pygame.__file__)
    for pattern in ("../pygame_ce.libs/libSDL2-*.so*", ".dylibs/libSDL2*.dylib", "SDL2.dll", "libSDL2*"):
        found = sorted(glob.glob(os.path.join(base, pattern)))
        found = [f for f in found if "image" not in f and "mixer" not in f and "ttf" not in f]
        if found:
            return found[0]
    return None


def _declare(lib: ctypes.CDLL) -> None:
    c_int, ptr = ctypes.c_int, ctypes.c_void_p
    signatures = {
        "SDL_JoystickAttachVirtual": (c_int, [c_int, c_int, c_int, c_int]),
        "SDL_JoystickDetachVirtual": (c_int, [c_int]),
        "SDL_JoystickGetDeviceInstanceID": (ctypes.c_int32, [c_int]),
        "SDL_JoystickFromInstanceID": (ptr, [ctypes.c_int32]),
        "SDL_JoystickSetVirtualButton": (c_int, [ptr, c_int, ctypes.c_uint8]),
        "SDL_JoystickSetVirtualHat": (c_int, [ptr, c_int, ctypes.c_uint8]),
        "SDL_JoystickSetVirtualAxis": (c_int, [ptr, c_int, ctypes.c_int16]),
        "SDL_NumJoysticks": (c_int, []),
        "SDL_WasInit": (ctypes.c_uint32, [ctypes.c_uint32]),
        "SDL_GetError": (ctypes.c_char_p, []),
    }
    for name, (restype, argtypes) in signatures.items():
        fn = getattr(lib, name)  # AttributeError: an SDL without it
        fn.restype, fn.argtypes = restype, argtypes


def sdl() -> ctypes.CDLL:
    """The SDL pygame uses, its virtual-joystick functions declared; skips the test where it cannot be."""
    global _sdl
    if _sdl is None:
        path = sdl_path()
        if path is None:
            pytest.skip("no SDL2 library found beside pygame-ce or among the loaded files")
        try:
            lib = ctypes.CDLL(path)
            _declare(lib)
        except (OSError, AttributeError) as exc:
            pytest.skip(f"SDL at {path} has no virtual joysticks (SDL 2.0.14+ needed): {exc}")
        _sdl = lib
    return _sdl


class VirtualPad:
    """One attached virtual pad: press and release buttons, move the d-pad and the left stick, unplug.

    `controller` False: the raw Xbox-numbered joystick (a); True: the HIDAPI-like game controller (b)."""

    def __init__(self, lib: ctypes.CDLL, controller: bool = False) -> None:
        self.lib = lib
        self.controller = controller
        if controller:
            index = lib.SDL_JoystickAttachVirtual(SDL_JOYSTICK_TYPE_GAMECONTROLLER, AXES, GC_BUTTONS, GC_HATS)
        else:
            index = lib.SDL_JoystickAttachVirtual(SDL_JOYSTICK_TYPE_UNKNOWN, AXES, BUTTONS, HATS)
        if index < 0:
            pytest.skip(f"SDL refused a virtual joystick: {lib.SDL_GetError().decode(errors='replace')}")
        self.instance_id = lib.SDL_JoystickGetDeviceInstanceID(index)
        self.attached = True

    def device_index(self) -> int | None:
        """Where the pad sits in SDL's device list now (others may come and go before it)."""
        for i in range(self.lib.SDL_NumJoysticks()):
            if self.lib.SDL_JoystickGetDeviceInstanceID(i) == self.instance_id:
                return i
        return None

    def handle(self) -> int | None:
        """The SDL_Joystick the app opened for this pad (None while nobody has it open)."""
        return self.lib.SDL_JoystickFromInstanceID(self.instance_id) or None

    def _set(self, fn, part: int, value: int) -> None:
        joy = self.handle()
        if joy is None:
            raise AssertionError(f"pad {self.instance_id} is not open: the app never opened it")
        if fn(joy, part, value) < 0:
            raise AssertionError(self.lib.SDL_GetError().decode(errors="replace"))

    def button(self, button: int, down: bool) -> None:
        """Hold a button down or let it go; SDL queues the event at its next joystick update."""
        self._set(self.lib.SDL_JoystickSetVirtualButton, button, 1 if down else 0)
        pygame.event.pump()  # the update: the change is queued now, so a press and release both count

    def press(self, button: int) -> None:
        """A button pressed and let go (JOYBUTTONDOWN, then JOYBUTTONUP, in SDL's queue)."""
        self.button(button, True)
        self.button(button, False)

    def hat(self, direction: str) -> None:
        """The raw pad's d-pad (its hat) held in a direction ("up", "down", "left", "right" or "centre")."""
        self._set(self.lib.SDL_JoystickSetVirtualHat, 0, HAT[direction])
        pygame.event.pump()

    def dpad(self, direction: str) -> None:
        """A tap on the d-pad: the hat to the direction and back to the centre (a), or the
        direction's d-pad button pressed and let go (b)."""
        if self.controller:
            self.press(GC_DPAD[direction])
        else:
            self.hat(direction)
            self.hat("centre")

    def axis(self, axis: int, value: float) -> None:
        """Stick axis `axis` (0 left stick x, 1 its y) to `value` in -1..1."""
        self._set(self.lib.SDL_JoystickSetVirtualAxis, axis, max(-32768, min(32767, int(value * 32767))))
        pygame.event.pump()

    def unplug(self) -> None:
        """Detach the pad: SDL queues JOYDEVICEREMOVED."""
        index = self.device_index()
        if self.attached and index is not None and self.lib.SDL_WasInit(SDL_INIT_JOYSTICK):
            self.lib.SDL_JoystickDetachVirtual(index)
            pygame.event.pump()
        self.attached = False


@contextmanager
def virtual_pad(controller: bool = False):
    """Plug a virtual pad in: the raw Xbox-numbered joystick (JOYDEVICEADDED is queued) or, with
    `controller`, the HIDAPI-like game controller (CONTROLLERDEVICEADDED too); unplugged at the end."""
    lib = sdl()
    if not pygame.joystick.get_init():
        pytest.skip("pygame's joystick subsystem is not started (the app starts it in Window.start)")
    pad = VirtualPad(lib, controller)
    try:
        yield pad
    finally:
        pad.unplug()
