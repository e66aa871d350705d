"""A guest with fingers on the kiosk: thousands of frames of random input never reach the operator's screens.

From the attract loop, random taps, drags, long presses (on the operator's corner too), keys (with
modifiers, the operator's chord among them), typed text, mouse wheel, gamepad buttons and window-close
requests. After every frame: no settings, operator or PIN-choice screen is open, the app still runs,
and nothing raised (the crash guard would have caught it: here it fails the test).
"""
from __future__ import annotations

import random

import pygame
import pytest

from scenes.shell import attract
from scenes.engine.app import STEP
from scenes.shell.kiosk import OperatorScene
from scenes.kit.pin_pad import PinCheckScene, PinChooseScene
from scenes.shell.settings_scene import SettingsScene
from tests.harness import make_app

FORBIDDEN = (OperatorScene, SettingsScene, PinChooseScene)
KEYS = [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE, pygame.K_BACKSPACE, pygame.K_TAB, pygame.K_UP,
        pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_p, pygame.K_h, pygame.K_F11, pygame.K_F4,
        pygame.K_q, pygame.K_a, pygame.K_w, pygame.K_KP_ENTER, pygame.K_0, pygame.K_5, pygame.K_9]
MODS = [0, 0, 0, pygame.KMOD_LSHIFT, pygame.KMOD_LCTRL, pygame.KMOD_LALT, pygame.KMOD_LCTRL | pygame.KMOD_LALT]


class Guest:
    """Random input, with a little memory for drags and long presses."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.drag: list | None = None      # [frames left, x, y, source]
        self.hold = 0                      # frames left of a press on the corner

    def pos(self) -> tuple[int, int]:
        return self.rng.randrange(1280), self.rng.randrange(720)

    def pointer(self, kind: str, pos, source: str) -> pygame.event.Event:
        if source == "touch":
            t = {"down": pygame.FINGERDOWN, "move": pygame.FINGERMOTION, "up": pygame.FINGERUP}[kind]
            return pygame.event.Event(t, x=pos[0] / 1280, y=pos[1] / 720, dx=0.0, dy=0.0, finger_id=1,
                                      touch_id=1, pressure=1.0)
        if kind == "move":
            return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0), touch=False)
        t = pygame.MOUSEBUTTONDOWN if kind == "down" else pygame.MOUSEBUTTONUP
        return pygame.event.Event(t, pos=pos, button=1, touch=False)

    def events(self) -> list[pygame.event.Event]:
        rng = self.rng
        out: list[pygame.event.Event] = []
        if self.hold:
            self.hold -= 1
            if self.hold == 0:
                out.append(self.pointer("up", (20, 20), "touch"))
            elif rng.random() < 0.2:
                out.append(self.key())
            return out
        if self.drag:
            left, x, y, source = self.drag
            x, y = max(0, min(1279, x + rng.randint(-40, 40))), max(0, min(719, y + rng.randint(-40, 40)))
            if left <= 0:
                out.append(self.pointer("up", (x, y), source))
                self.drag = None
            else:
                out.append(self.pointer("move", (x, y), source))
                self.drag = [left - 1, x, y, source]
            return out
        r = rng.random()
        source = rng.choice(("touch", "mouse"))
        if r < 0.30:
            return out
        if r < 0.55:
            p = self.pos()
            out += [self.pointer("down", p, source), self.pointer("up", p, source)]
        elif r < 0.62:
            x, y = self.pos()
            out.append(self.pointer("down", (x, y), source))
            self.drag = [rng.randint(3, 40), x, y, source]
        elif r < 0.635:
            out.append(self.pointer("down", (rng.randrange(60), rng.randrange(60)), "touch"))
            self.hold = rng.choice((60, 200, 320, 330))  # some long enough for the PIN pad (5 s = 300 frames)
        elif r < 0.78:
            out.append(self.key())
        elif r < 0.784:
            out.append(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_q, mod=pygame.KMOD_LCTRL | pygame.KMOD_LALT,
                                          unicode="q", scancode=20))
        elif r < 0.87:
            text = "".join(rng.choice("0123456789abcxyzÄ ") for _ in range(rng.randint(1, 4)))
            out.append(pygame.event.Event(pygame.TEXTINPUT, text=text))
        elif r < 0.91:
            out.append(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False, touch=False))
        elif r < 0.97:
            if rng.random() < 0.5:
                out.append(pygame.event.Event(pygame.JOYBUTTONDOWN, button=rng.randrange(10), instance_id=0, joy=0))
            else:
                out.append(pygame.event.Event(pygame.JOYHATMOTION, value=rng.choice(((0, 1), (0, -1), (1, 0), (-1, 0))),
                                              hat=0, instance_id=0, joy=0))
        else:
            out.append(pygame.event.Event(pygame.QUIT))
        return out

    def key(self) -> pygame.event.Event:
        k = self.rng.choice(KEYS)
        return pygame.event.Event(pygame.KEYDOWN, key=k, mod=self.rng.choice(MODS), unicode="", scancode=0)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_input_never_reaches_the_operator_screens(tmp_path, seed):
    app = make_app(tmp_path / "data", kiosk=True)
    crashes: list[BaseException] = []
    app.crashed = crashes.append  # the crash guard would hide an exception: here it is a failure
    try:
        app.kiosk.vault.set_pin("73914628")
        app.running = True  # (run() would set it; the test drives the frames itself)
        app.stack.reset(attract.start(app))
        app.stack.flush()
        guest = Guest(seed)
        pads = 0
        for frame in range(3000):
            for event in guest.events():
                app.handle_event(event)
            app.step(STEP)
            app.step(STEP)
            app.stack.flush()
            app.render(force=frame % 10 == 0)
            app.frame += 1
            assert not crashes, f"frame {frame}: {crashes[0]!r}"
            assert app.running, f"frame {frame}: a guest stopped the kiosk"
            open_ = [type(s).__name__ for s in app.stack.scenes if isinstance(s, FORBIDDEN)]
            assert not open_, f"frame {frame}: a guest reached {open_}"
            if isinstance(app.stack.top, PinCheckScene):
                pads += 1
        assert pads > 0, "the guest met the PIN pad (the test exercised it)"
    finally:
        app.shutdown()
