"""Input mapping (scenes/engine/input.py): letterbox maths, and real pygame events turned into actions."""
from __future__ import annotations

import pygame
import pytest

from scenes.engine.input import (
    AXIS_REPEAT_FIRST, AXIS_REPEAT_NEXT, LOGICAL, Action, InputMapper, finger_to_logical, letterbox,
)
from scenes.engine.scene import Scene

E = pygame.event.Event


# --------------------------------------------------------------------------- letterbox


def test_letterbox_exact_16_9():
    assert letterbox((1920, 1080)) == (1.5, 0.0, 0.0)
    assert letterbox(LOGICAL) == (1.0, 0.0, 0.0)


def test_letterbox_bars_top_and_bottom():
    scale, ox, oy = letterbox((1280, 1024))
    assert scale == 1.0 and ox == 0.0 and oy == 152.0


def test_letterbox_pillar_bars():
    scale, ox, oy = letterbox((2560, 1080))
    assert scale == 1.5 and ox == 320.0 and oy == 0.0


def test_letterbox_degenerate_window():
    assert letterbox((0, 0)) == (1.0, 0.0, 0.0)


@pytest.mark.parametrize(("window", "finger", "expected"), [
    # 1920×1080: a plain 1.5× scale
    ((1920, 1080), (0.5, 0.5), (640, 360)),
    ((1920, 1080), (0.0, 0.0), (0, 0)),
    ((1920, 1080), (1.0, 1.0), (1279, 719)),
    ((1920, 1080), (0.25, 0.75), (320, 540)),
    # 1280×1024: 152-px bars above and below
    ((1280, 1024), (0.5, 0.5), (640, 360)),
    ((1280, 1024), (0.25, 152 / 1024), (320, 0)),
    ((1280, 1024), (0.25, (152 + 100) / 1024), (320, 100)),
    ((1280, 1024), (0.5, 0.05), (640, 0)),      # on the top bar: clamped
    ((1280, 1024), (0.5, 0.99), (640, 719)),    # on the bottom bar: clamped
    # 2560×1080: 320-px pillars left and right
    ((2560, 1080), (0.5, 0.5), (640, 360)),
    ((2560, 1080), ((320 + 150) / 2560, 0.5), (100, 360)),
    ((2560, 1080), (0.05, 0.5), (0, 360)),      # on the left pillar
    ((2560, 1080), (0.95, 0.2), (1279, 144)),   # on the right pillar
])
def test_finger_to_logical(window, finger, expected):
    assert finger_to_logical(*finger, window) == expected


def test_finger_outside_the_window_is_clamped():
    assert finger_to_logical(-0.2, 1.4, (1920, 1080)) == (0, 719)
    assert finger_to_logical(1.3, -1.0, (2560, 1080)) == (1279, 0)


# --------------------------------------------------------------------------- mouse


@pytest.fixture
def mapper():
    return InputMapper()


def kinds(actions):
    return [a.kind for a in actions]


def test_mouse_press_release_move_wheel(mapper):
    [down] = mapper.translate(E(pygame.MOUSEBUTTONDOWN, button=1, pos=(100, 200), touch=False))
    assert (down.kind, down.pos, down.source) == ("point_down", (100, 200), "mouse")
    [move] = mapper.translate(E(pygame.MOUSEMOTION, pos=(110, 210), rel=(10, 10), buttons=(1, 0, 0), touch=False))
    assert (move.kind, move.pos, move.extra["pressed"]) == ("point_move", (110, 210), True)
    [up] = mapper.translate(E(pygame.MOUSEBUTTONUP, button=1, pos=(111, 211), touch=False))
    assert (up.kind, up.pos, up.source) == ("point_up", (111, 211), "mouse")
    [hover] = mapper.translate(E(pygame.MOUSEMOTION, pos=(5, 6), rel=(1, 1), buttons=(0, 0, 0), touch=False))
    assert hover.kind == "point_move" and hover.extra["pressed"] is False
    [w] = mapper.translate(E(pygame.MOUSEWHEEL, x=0, y=2, flipped=False, touch=False))
    assert (w.kind, w.dy) == ("wheel", 1)
    [w] = mapper.translate(E(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False, touch=False))
    assert (w.kind, w.dy) == ("wheel", -1)


def test_right_button_presses_too_other_buttons_do_not(mapper):
    assert kinds(mapper.translate(E(pygame.MOUSEBUTTONDOWN, button=3, pos=(1, 1), touch=False))) == ["point_down"]
    for b in (2, 4, 5):
        assert mapper.translate(E(pygame.MOUSEBUTTONDOWN, button=b, pos=(1, 1), touch=False)) == []
        assert mapper.translate(E(pygame.MOUSEBUTTONUP, button=b, pos=(1, 1), touch=False)) == []


def test_mouse_events_synthesised_from_touch_are_dropped(mapper):
    """SDL turns a finger into mouse events with touch=True: they must not arrive twice."""
    assert mapper.translate(E(pygame.MOUSEBUTTONDOWN, button=1, pos=(10, 10), touch=True)) == []
    assert mapper.translate(E(pygame.MOUSEMOTION, pos=(12, 12), rel=(2, 2), buttons=(1, 0, 0), touch=True)) == []
    assert mapper.translate(E(pygame.MOUSEBUTTONUP, button=1, pos=(12, 12), touch=True)) == []
    assert mapper.translate(E(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, touch=True)) == []



def test_finger_events_synthesised_from_the_mouse_are_dropped(mapper):
    """With SDL's touch emulation (SDL_MOUSE_TOUCH_EVENTS=1) a click also comes as a finger of touch
    id -1: the click must arrive once (a coach's "Weiter" went on two steps)."""
    events = [E(pygame.FINGERDOWN, touch_id=-1, finger_id=0, x=0.1, y=0.1, dx=0, dy=0, pressure=0),
              E(pygame.MOUSEBUTTONDOWN, button=1, pos=(128, 72), touch=False),
              E(pygame.FINGERUP, touch_id=-1, finger_id=0, x=0.1, y=0.1, dx=0, dy=0, pressure=0),
              E(pygame.MOUSEBUTTONUP, button=1, pos=(128, 72), touch=False)]
    actions = [a for e in events for a in mapper.translate(e)]
    assert [(a.kind, a.source) for a in actions] == [("point_down", "mouse"), ("point_up", "mouse")]


# --------------------------------------------------------------------------- touch


def test_finger_down_move_up_is_one_pointer(mapper):
    mapper.window_size = (2560, 1080)
    [down] = mapper.translate(E(pygame.FINGERDOWN, touch_id=1, finger_id=7, x=0.5, y=0.5, dx=0, dy=0, pressure=1))
    assert (down.kind, down.pos, down.source) == ("point_down", (640, 360), "touch")
    [move] = mapper.translate(E(pygame.FINGERMOTION, touch_id=1, finger_id=7, x=(320 + 150) / 2560, y=0.25,
                                dx=0, dy=0, pressure=1))
    assert (move.kind, move.pos, move.extra["pressed"]) == ("point_move", (100, 180), True)
    [up] = mapper.translate(E(pygame.FINGERUP, touch_id=1, finger_id=7, x=0.01, y=0.25, dx=0, dy=0, pressure=0))
    assert (up.kind, up.pos) == ("point_up", (0, 180))  # lifted over the pillar: clamped to the edge


def test_a_second_finger_is_ignored(mapper):
    assert kinds(mapper.translate(E(pygame.FINGERDOWN, touch_id=1, finger_id=1, x=0.2, y=0.2))) == ["point_down"]
    assert mapper.translate(E(pygame.FINGERDOWN, touch_id=1, finger_id=2, x=0.8, y=0.8)) == []
    assert mapper.translate(E(pygame.FINGERMOTION, touch_id=1, finger_id=2, x=0.7, y=0.7)) == []
    assert mapper.translate(E(pygame.FINGERUP, touch_id=1, finger_id=2, x=0.7, y=0.7)) == []
    assert kinds(mapper.translate(E(pygame.FINGERMOTION, touch_id=1, finger_id=1, x=0.3, y=0.3))) == ["point_move"]
    assert kinds(mapper.translate(E(pygame.FINGERUP, touch_id=1, finger_id=1, x=0.3, y=0.3))) == ["point_up"]
    # the first finger is gone: the next one drives the pointer
    assert kinds(mapper.translate(E(pygame.FINGERDOWN, touch_id=1, finger_id=2, x=0.5, y=0.5))) == ["point_down"]


def test_touch_and_mouse_switch_to_pointer_mode(mapper):
    mapper.translate(E(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0))
    assert mapper.mode == "focus"
    mapper.translate(E(pygame.FINGERDOWN, touch_id=1, finger_id=1, x=0.5, y=0.5))
    assert mapper.mode == "pointer"
    mapper.translate(E(pygame.FINGERUP, touch_id=1, finger_id=1, x=0.5, y=0.5))
    mapper.translate(E(pygame.JOYBUTTONDOWN, button=0, instance_id=0, joy=0))
    assert mapper.mode == "focus"
    mapper.translate(E(pygame.MOUSEBUTTONDOWN, button=1, pos=(3, 3), touch=False))
    assert mapper.mode == "pointer"
    mapper.translate(E(pygame.JOYHATMOTION, hat=0, value=(0, 1), instance_id=0, joy=0))
    assert mapper.mode == "focus"


# --------------------------------------------------------------------------- keyboard


def key(mapper, k, mod=0):
    return mapper.translate(E(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))


@pytest.mark.parametrize(("k", "direction"), [
    (pygame.K_UP, "up"), (pygame.K_DOWN, "down"), (pygame.K_LEFT, "left"), (pygame.K_RIGHT, "right"),
    (pygame.K_w, "up"), (pygame.K_s, "down"), (pygame.K_a, "left"), (pygame.K_d, "right"),
])
def test_arrows_and_wasd_navigate(mapper, k, direction):
    [a] = key(mapper, k)
    assert (a.kind, a.direction, a.source, a.key) == ("nav", direction, "keyboard", k)
    assert mapper.mode == "focus"


def test_ctrl_or_alt_with_a_nav_key_is_a_plain_key(mapper):
    [a] = key(mapper, pygame.K_a, pygame.KMOD_LCTRL)
    assert (a.kind, a.key) == ("key", pygame.K_a)
    [a] = key(mapper, pygame.K_LEFT, pygame.KMOD_LALT)
    assert a.kind == "key"


@pytest.mark.parametrize(("k", "mod", "kind", "direction"), [
    (pygame.K_RETURN, 0, "select", ""),
    (pygame.K_KP_ENTER, 0, "select", ""),
    (pygame.K_SPACE, 0, "select", ""),
    (pygame.K_ESCAPE, 0, "back", ""),
    (pygame.K_BACKSPACE, 0, "back", ""),
    (pygame.K_TAB, 0, "nav", "down"),
    (pygame.K_TAB, pygame.KMOD_LSHIFT, "nav", "up"),
    (pygame.K_TAB, pygame.KMOD_RSHIFT, "nav", "up"),
    (pygame.K_p, 0, "menu", ""),
    (pygame.K_h, 0, "hint", ""),
    (pygame.K_x, 0, "key", ""),
    (pygame.K_PAGEDOWN, 0, "key", ""),
    (pygame.K_F5, 0, "key", ""),
])
def test_keys_map_to_their_kinds(mapper, k, mod, kind, direction):
    [a] = key(mapper, k, mod)
    assert (a.kind, a.direction, a.key, a.source) == (kind, direction, k, "keyboard")
    assert a.mods == mod


def test_text_input(mapper):
    [a] = mapper.translate(E(pygame.TEXTINPUT, text="Zoë"))
    assert (a.kind, a.text, a.source) == ("text", "Zoë", "keyboard")


def test_key_up_and_unknown_events_give_nothing(mapper):
    assert mapper.translate(E(pygame.KEYUP, key=pygame.K_RETURN, mod=0)) == []
    assert mapper.translate(E(pygame.USEREVENT, foo=1)) == []
    assert mapper.translate(E(pygame.JOYBUTTONUP, button=0, instance_id=0, joy=0)) == []


# --------------------------------------------------------------------------- gamepad


@pytest.mark.parametrize(("button", "kind"), [(0, "select"), (1, "back"), (3, "hint"), (7, "menu"),
                                               (6, "menu"), (9, "menu")])
def test_pad_buttons(mapper, button, kind):
    [a] = mapper.translate(E(pygame.JOYBUTTONDOWN, button=button, instance_id=0, joy=0))
    assert (a.kind, a.source) == (kind, "pad")
    assert mapper.mode == "focus"


def test_unmapped_pad_buttons_give_nothing(mapper):
    for b in (2, 4, 5, 8, 10, 15):
        assert mapper.translate(E(pygame.JOYBUTTONDOWN, button=b, instance_id=0, joy=0)) == []


@pytest.mark.parametrize(("value", "direction"), [((0, 1), "up"), ((0, -1), "down"), ((-1, 0), "left"),
                                                  ((1, 0), "right")])
def test_pad_hat(mapper, value, direction):
    [a] = mapper.translate(E(pygame.JOYHATMOTION, hat=0, value=value, instance_id=0, joy=0))
    assert (a.kind, a.direction, a.source) == ("nav", direction, "pad")


def test_pad_hat_centre_and_diagonals_give_nothing(mapper):
    for value in ((0, 0), (1, 1), (-1, -1), (1, -1)):
        assert mapper.translate(E(pygame.JOYHATMOTION, hat=0, value=value, instance_id=0, joy=0)) == []


def axis(mapper, a, value, pad=0):
    return mapper.translate(E(pygame.JOYAXISMOTION, axis=a, value=value, instance_id=pad, joy=pad))


def test_stick_deadzone_and_directions(mapper):
    assert axis(mapper, 0, 0.3) == []
    assert axis(mapper, 0, -0.59) == []
    [a] = axis(mapper, 0, 0.9)
    assert (a.kind, a.direction, a.source) == ("nav", "right", "pad")
    assert axis(mapper, 0, 0.95) == []  # still held: no new step
    assert axis(mapper, 0, 0.1) == []   # back to the centre
    [a] = axis(mapper, 0, -0.8)
    assert a.direction == "left"
    [a] = axis(mapper, 1, 0.7)
    assert a.direction == "down"
    [a] = axis(mapper, 1, -0.7)
    assert a.direction == "up"
    assert axis(mapper, 2, 1.0) == []  # triggers and the second stick are not navigation
    assert axis(mapper, 3, -1.0) == []


def test_stick_repeats_while_held(mapper):
    axis(mapper, 1, 0.9)
    step = 1 / 120
    out = []
    t = 0.0
    for _ in range(round((AXIS_REPEAT_FIRST + 3 * AXIS_REPEAT_NEXT) / step) + 3):
        t += step  # the time at the end of this step
        out.append((t, [a.direction for a in mapper.tick(step)]))
    fired = [time for time, dirs in out if dirs]
    assert all(dirs == ["down"] for _, dirs in out if dirs)
    assert len(fired) == 4  # the first repeat after AXIS_REPEAT_FIRST, then every AXIS_REPEAT_NEXT
    assert fired[0] == pytest.approx(AXIS_REPEAT_FIRST, abs=2 * step)
    gaps = [b - a for a, b in zip(fired, fired[1:])]
    assert all(g == pytest.approx(AXIS_REPEAT_NEXT, abs=2 * step) for g in gaps)
    axis(mapper, 1, 0.0)
    assert all(mapper.tick(0.2) == [] for _ in range(5))  # released: no more repeats


def test_two_pads_repeat_independently(mapper):
    axis(mapper, 0, 0.9, pad=0)
    axis(mapper, 1, -0.9, pad=1)
    got = mapper.tick(AXIS_REPEAT_FIRST + 0.001)
    assert sorted(a.direction for a in got) == ["right", "up"]


def test_device_added_for_a_missing_pad_does_not_crash(mapper):
    assert mapper.translate(E(pygame.JOYDEVICEADDED, device_index=42)) == []
    assert mapper.translate(E(pygame.JOYDEVICEREMOVED, instance_id=42)) == []
    assert mapper.joysticks == {}



class _Controller:
    """A stand-in for an opened `pygame._sdl2.controller.Controller` (the mapper only closes it)."""
    closed = False

    def quit(self):
        self.closed = True


def test_a_game_controller_in_the_standard_layout_and_its_joystick_twin_dropped(mapper):
    pad = mapper.controllers[5] = _Controller()

    def down(button):
        return mapper.translate(E(pygame.CONTROLLERBUTTONDOWN, button=button, instance_id=5))
    assert [a.kind for a in down(pygame.CONTROLLER_BUTTON_A)] == ["select"]
    assert [a.kind for a in down(pygame.CONTROLLER_BUTTON_B)] == ["back"]
    assert [a.kind for a in down(pygame.CONTROLLER_BUTTON_Y)] == ["hint"]
    assert [a.kind for a in down(pygame.CONTROLLER_BUTTON_START)] == ["menu"]
    assert [a.direction for a in down(pygame.CONTROLLER_BUTTON_DPAD_LEFT)] == ["left"]
    for button in (pygame.CONTROLLER_BUTTON_BACK, pygame.CONTROLLER_BUTTON_X, pygame.CONTROLLER_BUTTON_LEFTSTICK,
                   pygame.CONTROLLER_BUTTON_LEFTSHOULDER, pygame.CONTROLLER_BUTTON_GUIDE):
        assert down(button) == []  # only Start pauses
    for event in (E(pygame.JOYBUTTONDOWN, button=0, instance_id=5, joy=0),
                  E(pygame.JOYHATMOTION, hat=0, value=(0, 1), instance_id=5, joy=0),
                  E(pygame.JOYAXISMOTION, axis=0, value=1.0, instance_id=5, joy=0)):
        assert mapper.translate(event) == []  # the CONTROLLER* twin acts
    [a] = mapper.translate(E(pygame.CONTROLLERAXISMOTION, axis=pygame.CONTROLLER_AXIS_LEFTY, value=-32768,
                             instance_id=5))
    assert a.direction == "up"
    assert mapper.translate(E(pygame.CONTROLLERDEVICEREMOVED, instance_id=5)) == []
    assert mapper.controllers == {} and pad.closed
    assert mapper.tick(AXIS_REPEAT_FIRST + 0.001) == []  # its held stick stopped with it
    assert [a.kind for a in mapper.translate(E(pygame.JOYBUTTONDOWN, button=0, instance_id=6, joy=1))] == ["select"]


# --------------------------------------------------------------------------- through a real app


class Recorder(Scene):
    name = "recorder"

    def __init__(self):
        super().__init__()
        self.actions: list[Action] = []

    def handle(self, action):
        self.actions.append(action)


def test_posted_sdl_events_reach_the_top_scene(app):
    below, top = Recorder(), Recorder()
    top.overlay = True
    pygame.event.clear()
    events = [
        E(pygame.MOUSEBUTTONDOWN, button=1, pos=(100, 120), touch=False),
        E(pygame.MOUSEBUTTONUP, button=1, pos=(100, 120), touch=False),
        E(pygame.MOUSEBUTTONDOWN, button=1, pos=(1, 1), touch=True),   # the echo of a touch: dropped
        E(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=40),
        E(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode="", scancode=80),
        E(pygame.TEXTINPUT, text="ä"),
        E(pygame.JOYBUTTONDOWN, button=1, instance_id=0, joy=0),
        E(pygame.JOYHATMOTION, hat=0, value=(0, -1), instance_id=0, joy=0),
        E(pygame.FINGERDOWN, touch_id=1, finger_id=3, x=0.5, y=0.5, dx=0.0, dy=0.0, pressure=1.0),
        E(pygame.FINGERUP, touch_id=1, finger_id=3, x=0.5, y=0.5, dx=0.0, dy=0.0, pressure=0.0),
    ]
    for ev in events:
        pygame.event.post(ev)
    app.config.frames = 3
    app.config.uncapped = True
    assert app.run_with([below, top]) == 0
    assert below.actions == []
    got = [(a.kind, a.source) for a in top.actions]
    assert got == [("point_down", "mouse"), ("point_up", "mouse"), ("select", "keyboard"), ("nav", "keyboard"),
                   ("text", "keyboard"), ("back", "pad"), ("nav", "pad"), ("point_down", "touch"),
                   ("point_up", "touch")]
    assert top.actions[0].pos == (100, 120)
    assert top.actions[3].direction == "left" and top.actions[6].direction == "down"
    assert top.actions[4].text == "ä"
    assert top.actions[7].pos == (640, 360)


def test_handle_event_routes_to_the_top_scene(app):
    rec = Recorder()
    app.stack.reset(rec)
    app.handle_event(E(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=11))
    app.handle_event(E(pygame.JOYBUTTONDOWN, button=7, instance_id=0, joy=0))
    assert [a.kind for a in rec.actions] == ["hint", "menu"]
