"""The fixed-step loop of scenes/engine/app.py, run for real (App.run) on the virtual headless clock."""
from __future__ import annotations

import os

import pygame
import pytest

import scenes.engine.app as app_module
from scenes.engine.app import STEP
from scenes.engine.pacing import MAX_STEPS
from scenes.engine.scene import Scene
from tests.harness import make_app


class Counter(Scene):
    """Counts updates (per frame) and draws; `moving` decides whether it animates."""

    name = "counter"

    def __init__(self, moving: bool = True) -> None:
        super().__init__()
        self.moving = moving
        self.dts: list[float] = []
        self.steps_by_frame: dict[int, int] = {}
        self.draw_frames: list[int] = []
        self.actions = []
        self.poke_at: set[int] = set()

    def update(self, dt):
        super().update(dt)
        self.dts.append(dt)
        f = self.app.frame
        self.steps_by_frame[f] = self.steps_by_frame.get(f, 0) + 1
        if f in self.poke_at:
            self.poke_at.discard(f)
            self.dirty = True

    def handle(self, action):
        self.actions.append(action)

    def draw(self, surface):
        self.draw_frames.append(self.app.frame)
        surface.fill((30, 60, 90))
        pygame.draw.circle(surface, (250, 200, 20), (640, 360), 100 + self.app.frame % 50)

    @property
    def animating(self):
        return self.moving


@pytest.fixture
def make(tmp_path):
    apps = []

    def build(**cfg):
        cfg.setdefault("uncapped", True)
        a = make_app(tmp_path / f"data{len(apps)}", **cfg)
        apps.append(a)
        return a
    yield build
    for a in apps:
        a.shutdown()


def test_two_fixed_steps_per_frame(make):
    app = make(frames=600)
    scene = Counter()
    assert app.run_with([scene]) == 0
    assert app.frame == 600
    assert len(scene.dts) == 1200
    assert set(scene.steps_by_frame.values()) == {2}, "every frame: exactly two steps, no drift"
    assert all(dt == STEP == 1 / 120 for dt in scene.dts)
    assert app.virtual_time == pytest.approx(10.0)
    assert scene.time == pytest.approx(10.0)
    assert scene.draw_frames[0] == 0
    assert scene.draw_frames == list(range(600))  # animating: drawn every frame


def test_animation_speed_scales_update_time_not_the_step_count(make):
    app = make(frames=60)
    app.settings.speed = "slow"
    scene = Counter()
    app.run_with([scene])
    assert len(scene.dts) == 120
    assert all(dt == pytest.approx(STEP * app.settings.speed_factor) for dt in scene.dts)
    assert app.virtual_time == pytest.approx(1.0)  # the clock itself is not slowed


def test_a_still_scene_is_not_redrawn(make):
    app = make(frames=120)
    scene = Counter(moving=False)
    app.run_with([scene])
    assert scene.draw_frames == [0]
    assert len(scene.dts) == 240  # it still updates


def test_a_still_scene_is_redrawn_once_when_it_changes(make):
    app = make(frames=120)
    scene = Counter(moving=False)
    scene.poke_at = {50, 90}
    app.run_with([scene])
    assert scene.draw_frames == [0, 50, 90]


def test_input_marks_the_scene_for_one_redraw(make):
    app = make(frames=30)
    scene = Counter(moving=False)
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=40))
    app.run_with([scene])
    assert [a.kind for a in scene.actions] == ["select"]
    assert scene.draw_frames == [0]  # the event came before frame 0's draw: still one draw


def test_steps_per_frame_are_capped_after_a_long_stall(make, monkeypatch):
    """In a window the frame time is real: a long stall runs at most MAX_STEPS steps, then moves on."""
    app = make(frames=5)
    app.config.headless = False
    now = [1000.0]

    def slow_clock():
        now[0] += 1.0  # every look at the clock: a second later
        return now[0]
    monkeypatch.setattr(app_module.time, "perf_counter", slow_clock)
    scene = Counter()
    app.run_with([scene])
    monkeypatch.undo()
    assert app.frame == 5
    assert scene.steps_by_frame and all(n == MAX_STEPS for n in scene.steps_by_frame.values())


def test_shots_are_written(make, tmp_path):
    shots = tmp_path / "shots"
    app = make(frames=130, shots=str(shots))
    app.run_with([Counter()])
    assert sorted(os.listdir(shots)) == ["final.png", "frame_000060.png", "frame_000120.png"]
    img = pygame.image.load(str(shots / "frame_000060.png"))
    assert img.get_size() == (1280, 720)
    assert img.get_at((640, 360))[:3] == (250, 200, 20)
    assert img.get_at((5, 5))[:3] == (30, 60, 90)


def test_shots_of_a_still_scene_show_the_scene(make, tmp_path):
    shots = tmp_path / "still"
    app = make(frames=61, shots=str(shots))
    app.run_with([Counter(moving=False)])
    assert sorted(os.listdir(shots)) == ["final.png", "frame_000060.png"]
    img = pygame.image.load(str(shots / "frame_000060.png"))
    assert img.get_at((5, 5))[:3] == (30, 60, 90)


@pytest.mark.parametrize("event", [
    pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0),
    pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=pygame.KMOD_LALT),
    pygame.event.Event(pygame.KEYDOWN, key=pygame.K_KP_ENTER, mod=pygame.KMOD_RALT),
], ids=["F11", "Alt+Enter", "Alt+KP_Enter"])
def test_full_screen_toggle(make, event):
    app = make()
    scene = Counter()
    app.stack.reset(scene)
    assert app.window_fullscreen is False
    app.handle_event(event)
    assert app.window_fullscreen is True and app.settings.fullscreen is True
    assert app.storage.get_setting("fullscreen") is True
    assert scene.actions == []  # the key is the app's; the scene never sees a select
    app.handle_event(event)
    assert app.window_fullscreen is False and app.storage.get_setting("fullscreen") is False


def test_full_screen_toggle_through_the_loop(make):
    app = make(frames=3)
    scene = Counter(moving=False)
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0))
    app.run_with([scene])
    assert app.window_fullscreen is True and app.storage.get_setting("fullscreen") is True
    assert scene.actions == []


def test_plain_enter_is_not_a_toggle(make):
    app = make()
    scene = Counter()
    app.stack.reset(scene)
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    assert app.window_fullscreen is False
    assert [a.kind for a in scene.actions] == ["select"]


def test_quit_event_stops_the_loop(make):
    app = make(frames=1000)
    scene = Counter()
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.run_with([scene]) == 0
    assert app.running is False
    assert app.frame == 0 and scene.dts == []


def test_quit_from_a_scene_returns_its_code(make):
    app = make(frames=1000)

    class Quitter(Counter):
        def update(self, dt):
            super().update(dt)
            if self.app.frame == 10:
                self.app.quit(3)

    assert app.run_with([Quitter()]) == 3
    assert app.frame == 11  # the frame in progress is finished, then the loop stops


def test_empty_stack_ends_the_loop(make):
    app = make(frames=1000)

    class Leaver(Counter):
        def update(self, dt):
            super().update(dt)
            if self.app.frame == 4:
                self.app.stack.pop(self)

    assert app.run_with([Leaver()]) == 0
    assert app.frame == 4 and not app.stack.scenes
