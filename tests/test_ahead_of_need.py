"""Art built ahead of need (issue "No hitch"): large surfaces are reused between scenes, a long
prewarm job never follows others in a frame, and pictures built a step at a time are the same
pictures as those built at once."""
from __future__ import annotations

import sys

import pygame
import pytest

from sprites import surface_pool
from scenes.engine.input import LOGICAL
from scenes.engine.prewarm import Prewarm
from scenes.engine.scene import Scene, SceneStack


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode(LOGICAL)
    surface_pool.clear_caches()
    yield
    surface_pool.clear_caches()


def _staged_app_showing_a_screen(tmp_path):
    """A started app that stages its entries as a window does, with a plain screen already shown."""
    from scenes.engine.app import App, Config
    from scenes.kit.ui_scene import UIScene

    app = App(Config(headless=True, staged=True, data_dir=str(tmp_path)))
    app.start()
    app.stack.reset(UIScene())
    _until_shown(app)
    return app


def _until_shown(app) -> None:
    """Render until a frame is drawn (a staged screen takes a few frames, more on a busy machine)."""
    for _ in range(30):
        if app.render(force=True):
            return
    raise AssertionError("the screen was never shown")


def test_a_surface_given_back_is_handed_out_again_black():
    first = surface_pool.take()
    first.fill((200, 10, 10))
    surface_pool.give(first)
    again = surface_pool.take()
    assert again is first
    assert again.get_at((640, 360))[:3] == (0, 0, 0)  # as a fresh surface would be
    assert again.get_size() == LOGICAL and again.get_bitsize() == pygame.display.get_surface().get_bitsize()


def test_the_free_list_is_bounded_and_never_holds_a_surface_twice():
    taken = [surface_pool.take() for _ in range(surface_pool.KEEP + 3)]
    for surf in taken:
        surface_pool.give(surf)
        surface_pool.give(surf)
    assert surface_pool.free_count() == surface_pool.KEEP
    surface_pool.give(pygame.Surface((10, 10)))  # not screen-sized: not kept
    assert surface_pool.free_count() == surface_pool.KEEP


def test_surfaces_of_other_sizes_come_back_transparent_and_few_are_kept():
    bar = surface_pool.take((1280, 64), alpha=True)
    bar.fill((10, 20, 30, 200))
    surface_pool.give(bar)
    again = surface_pool.take((1280, 64), alpha=True)
    assert again is bar and again.get_at((5, 5)) == (0, 0, 0, 0)
    for surf in [surface_pool.take((300, 200), alpha=True) for _ in range(surface_pool.KEEP_OTHER + 2)]:
        surface_pool.give(surf)
    assert surface_pool.free_count((300, 200), alpha=True) == surface_pool.KEEP_OTHER
    assert surface_pool.free_count((300, 200)) == 0  # an opaque one of that size is another kind


def test_stock_fills_the_free_list_ahead_of_need():
    surface_pool.stock(2)
    assert surface_pool.free_count() == 2
    surface_pool.stock(2)
    assert surface_pool.free_count() == 2


class _Overlay(Scene):
    overlay = True
    freeze_below = True


def test_an_overlay_gives_its_picture_of_the_scene_beneath_back_when_it_leaves():
    stack = SceneStack()
    stack.push(Scene())
    over = _Overlay()
    stack.push(over)
    stack.draw(pygame.display.get_surface())
    below = over.below
    assert below is not None
    stack.pop()
    assert over.below is None
    assert surface_pool.take() is below


def test_a_ui_scene_takes_its_layer_from_the_pool_and_gives_it_back():
    from scenes.kit.ui_scene import UIScene

    stack = SceneStack()
    scene = UIScene()
    stack.push(scene)
    stack.draw(pygame.display.get_surface())
    layer = scene._layer
    stack.pop()
    assert scene._layer is None
    assert surface_pool.take() is layer


def test_a_heavy_job_only_starts_a_frames_spare_time():
    ran = []
    jobs = Prewarm()
    jobs.add("small", lambda: ran.append("small"))
    jobs.add("big", lambda: ran.append("big"), heavy=True)
    jobs.add("after", lambda: ran.append("after"))
    jobs.run(1.0)                   # plenty of time, yet the heavy job waits for the next frame
    assert ran == ["small"]
    jobs.run(1.0)
    assert ran == ["small", "big", "after"]


def test_a_table_background_built_in_steps_is_the_picture_built_at_once():
    from sprites import backgrounds_cache as cache

    def make():
        surf = pygame.Surface((64, 32))
        surf.fill((10, 20, 30))
        yield
        pygame.draw.line(surf, (200, 100, 50), (0, 0), (63, 31))
        yield
        return surf

    cache.clear_caches()
    whole = pygame.image.tobytes(cache.table_background(("test-a",), make), "RGB")
    steps = list(cache.table_background_steps(("test-b",), make))
    assert len(steps) == 4  # the pool's surface made ready, the two parts, the conversion to the display's format
    assert pygame.image.tobytes(cache.table_background(("test-b",), make), "RGB") == whole
    assert list(cache.table_background_steps(("test-b",), make)) == []  # cached: nothing left to do
    cache.clear_caches()


def test_the_backdrop_built_in_steps_is_the_backdrop_built_at_once():
    from sprites import background

    background.clear_caches()
    at_once = pygame.image.tobytes(background.backdrop(), "RGB")
    background.clear_caches()
    assert len(list(background.backdrop_steps())) >= 3
    assert pygame.image.tobytes(background.backdrop(), "RGB") == at_once
    background.clear_caches()


def test_the_bench_measures_with_bytecode_unless_asked_not_to(monkeypatch):
    from bench import bytecode

    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    monkeypatch.delenv(bytecode.MARK, raising=False)
    monkeypatch.delenv("KASTELL_BENCH_SOURCE", raising=False)
    assert bytecode.wanted() and bytecode.state() == "compiled on import"
    env = bytecode.cached_env()
    assert "PYTHONDONTWRITEBYTECODE" not in env and env["PYTHONPYCACHEPREFIX"] == bytecode.PREFIX
    monkeypatch.setenv(bytecode.MARK, "1")  # the restarted bench does not restart again
    assert not bytecode.wanted()
    monkeypatch.delenv(bytecode.MARK)
    monkeypatch.setenv("KASTELL_BENCH_SOURCE", "1")
    assert not bytecode.wanted()


def test_a_staged_scene_is_built_over_the_frames_after_the_change_and_then_shown_as_built(tmp_path):
    from scenes.kit.ui_scene import UIScene

    class Slow(UIScene):
        staged_entry = True
        statics = 0

        def static_steps(self, surface):
            for part in range(3):  # three parts, each a frame's worth of work
                surface.fill((40 * part, 90, 20), pygame.Rect(0, 240 * part, 1280, 240))
                yield
            Slow.statics += 1

        def draw_static(self, surface):
            for _ in self.static_steps(surface):
                pass

    app = _staged_app_showing_a_screen(tmp_path)
    try:
        before = app.screen.copy()
        app.stack.push(Slow())
        app.stack.flush()
        shown = [app.render() for _ in range(30)]        # (a still scene: only its first picture is drawn)
        first = shown.index(True)
        assert first >= 1                                   # the change's frame shows the picture before
        assert Slow.statics == 1                            # the steps built the layer once ...
        assert app.screen.get_at((5, 600))[:3] == (80, 90, 20)
        assert before.get_at((5, 600)) != app.screen.get_at((5, 600))
    finally:
        app.shutdown()


def test_headless_runs_draw_a_staged_scene_at_once(tmp_path):
    from scenes.engine.app import App, Config
    from scenes.kit.ui_scene import UIScene

    class Slow(UIScene):
        staged_entry = True

    app = App(Config(headless=True, data_dir=str(tmp_path)))
    app.start()
    try:
        app.stack.reset(Slow())
        assert app.render(force=True)
    finally:
        app.shutdown()


class _Clock:
    """A stand-in for `time.perf_counter`: jobs advance it by what they would take."""

    def __init__(self):
        self.now = 100.0

    def __call__(self):
        return self.now


def test_a_step_follows_others_only_while_its_jobs_longest_step_still_fits(monkeypatch):
    from scenes.engine import prewarm

    clock = _Clock()
    monkeypatch.setattr(prewarm.time, "perf_counter", clock)
    ran = []

    def job():  # a job of small steps with one long one among them
        for cost in (0.0002, 0.0030, 0.0002, 0.0002):
            clock.now += cost
            ran.append(cost)
            yield

    def spend(cost):
        clock.now += cost
        ran.append(cost)

    jobs = Prewarm()
    jobs.add("first", lambda: spend(0.0025))
    jobs.add("mixed", job)
    jobs.run(0.004)              # 2.5 ms, then "mixed" (not seen yet: guessed at 3 ms) does not fit
    assert ran == [0.0025]
    jobs.run(0.004)              # the generator starts (its call costs nothing), then its two first steps
    assert ran == [0.0025, 0.0002, 0.0030]
    jobs.run(0.003)              # its longest step so far is 3 ms: one small step, then no more
    assert ran[3:] == [0.0002]


def test_a_frame_with_little_spare_time_leaves_a_long_step_to_a_calmer_frame_but_not_for_ever(monkeypatch):
    from scenes.engine import prewarm

    clock = _Clock()
    monkeypatch.setattr(prewarm.time, "perf_counter", clock)
    ran = []
    jobs = Prewarm()
    jobs.add("long", lambda: ran.append("long"))
    jobs._cost["long"] = 0.004   # known to take 4 ms
    jobs.run(0.001)              # the frame's own work took 3 ms of the 4
    assert ran == []
    jobs.run(0.0032)             # a calm frame
    assert ran == ["long"]
    jobs.add("again", lambda: ran.append("again"))
    jobs._cost["again"] = 0.004
    for _ in range(prewarm.PATIENCE):
        jobs.run(0.001)
    assert ran == ["long"]
    jobs.run(0.001)              # no calm frame came: it runs anyway
    assert ran == ["long", "again"]


def test_a_staged_entry_waits_for_a_frame_with_room_when_the_change_took_the_frame(tmp_path):
    from scenes.engine import app as app_module, staging

    class Slow(Scene):
        staged_entry = True
        parts = 0
        built = False

        def needs_preparing(self):
            return not self.built

        def prepare_steps(self):
            for _ in range(2):
                Slow.parts += 1
                yield
            self.built = True

    app = _staged_app_showing_a_screen(tmp_path)
    try:
        app.stack.push(Slow())
        app.stack.flush()
        for waited in range(staging.PREP_PATIENCE):
            app.frame_started = app_module.time.perf_counter() - 0.0035  # the change took 3.5 ms
            assert not app.render(force=True)
            assert Slow.parts == 0
        app.frame_started = app_module.time.perf_counter() - 0.0035
        app.render(force=True)                  # waited long enough: a part is built anyway
        assert Slow.parts >= 1
        app.frame_started = None
        shown = [app.render() for _ in range(30)]
        assert True in shown and Slow.parts == 2
    finally:
        app.shutdown()


def test_a_staged_overlay_takes_its_picture_of_the_scene_beneath_before_it_is_shown(tmp_path):
    from scenes.engine.app import App, Config
    from scenes.kit.ui_scene import UIScene

    class Beneath(UIScene):
        def draw_static(self, surface):
            surface.fill((30, 140, 60))

    class Over(UIScene):
        overlay = True

        def draw_static(self, surface):
            surface.fill((200, 40, 40), pygame.Rect(500, 300, 200, 100))

    app = App(Config(headless=True, staged=True, data_dir=str(tmp_path)))
    app.start()
    try:
        app.stack.reset(Beneath())
        _until_shown(app)
        assert app.screen.get_at((10, 10))[:3] == (30, 140, 60)
        over = Over()
        app.stack.push(over)
        app.stack.flush()
        shown = [app.render() for _ in range(30)]
        assert shown[0] is False and True in shown          # built over frames, then shown
        assert over.below is not None
        assert app.screen.get_at((10, 10))[:3] == (30, 140, 60)     # the scene beneath, as it was
        assert app.screen.get_at((600, 350))[:3] == (200, 40, 40)   # the overlay over it
    finally:
        app.shutdown()


def test_a_staged_scene_waits_while_its_picture_is_built_so_its_entrance_plays_from_the_start(tmp_path):
    import time

    from scenes.engine.app import STEP
    from scenes.kit.ui_scene import UIScene

    class Entering(UIScene):
        staged_entry = True

        def static_steps(self, surface):
            for _ in range(4):  # four parts of 2.5 ms: a frame each
                time.sleep(0.0025)
                yield

    app = _staged_app_showing_a_screen(tmp_path)
    try:
        scene = Entering()
        app.stack.push(scene)
        app.stack.flush()
        frames = 0
        while True:
            app.step(STEP)
            app.frame_started = time.perf_counter()
            frames += 1
            if app.render():
                break
        assert frames >= 4                              # built over several frames ...
        assert scene.time <= 2 * STEP + 1e-9            # ... during which it waited (the change's step and
        app.step(STEP)                                  # the one after the last part run)
        assert scene.time > 2 * STEP                    # shown: its time runs
    finally:
        app.shutdown()


def test_every_screen_shows_what_a_full_redraw_would_show_staged_or_not(tmp_path, monkeypatch):
    """In a window screens are built over frames (staged); headless at once. Walked as a guest would,
    with frames drawn as the loop draws them (only when something changed), the kept layers then show
    exactly what drawing everything afresh shows: nothing left out or stale (a question once came
    without its buttons: its layer was built before they appear and kept after)."""
    import time

    from scenes.engine import staging
    from scenes.engine.app import STEP
    from scenes.kit.dialogs import ConfirmScene
    from scenes.kit.keyboard import KeyboardScene
    from scenes.kit.pin_pad import PinPad
    from scenes.services.pin_vault import PinVault
    from scenes.services.seat_names import default_seats
    from scenes.tables.overlays import PauseScene
    from tests.harness import make_app

    two_people = {"game": "castro", "seats": default_seats(2, humans=2, level="easy"), "seed": 5, "options": {}}
    walk = [
        ("menu", lambda app: app.router.reset("menu")),
        ("setup", lambda app: app.router.push("setup", game="castro")),
        ("rules", lambda app: app.router.push("rules", game="castro", overlay=True, offer_lesson=True)),
        ("setup again", lambda app: app.stack.pop()),
        ("name keyboard", lambda app: app.stack.push(KeyboardScene("Name", "Anna", lambda text: None))),
        ("scores", lambda app: app.router.reset("scores")),
        ("settings", lambda app: app.router.reset("settings")),
        ("pin pad", lambda app: app.stack.push(PinPad(PinVault(app.storage), "PIN"))),
        ("table", lambda app: app.router.reset("table", setup=two_people)),
        ("pause", lambda app: app.stack.push(PauseScene(app.stack.top))),
        ("question", lambda app: app.stack.push(ConfirmScene("?", lambda: None))),
        ("lesson", lambda app: app.router.reset("lesson", game="caprice")),
    ]
    monkeypatch.setattr(staging, "PREP_PATIENCE", 5)
    for staged in (True, False):
        app = make_app(tmp_path / f"staged-{staged}", staged=staged)
        try:
            for name, change in walk:
                change(app)
                app.stack.flush()
                for _ in range(90):
                    # (every frame's own work is taken as 3.5 ms: a staged screen gets a part every sixth
                    # frame, and its entrance, were the scenes to run meanwhile, would be over when shown)
                    app.frame_started = time.perf_counter() - 0.0035
                    app.step(STEP)
                    app.step(STEP)
                    app.stack.flush()
                    app.render()
                app.render(force=True)              # what the kept layers show now ...
                shown = pygame.image.tobytes(app.screen, "RGB")
                for scene in app.stack.visible():
                    scene.dirty = True
                app.render(force=True)              # ... and what drawing everything again shows
                assert pygame.image.tobytes(app.screen, "RGB") == shown, (name, staged)
        finally:
            app.shutdown()


def test_an_entrance_ends_with_its_last_picture_even_when_a_slow_frame_jumps_past_its_end(tmp_path):
    from scenes.engine.app import App, Config
    from scenes.kit.ui_scene import UIScene

    class Entering(UIScene):
        entrance = 0.3

        def draw_static(self, surface):
            surface.fill((0, 0, 0))
            if self.time >= 0.25:  # the buttons of a question come at the end of its entrance
                surface.fill((250, 200, 20), pygame.Rect(100, 100, 50, 50))

    app = App(Config(headless=True, data_dir=str(tmp_path)))
    app.start()
    try:
        scene = Entering()
        app.stack.reset(scene)
        app.stack.flush()
        scene.update(0.2)
        assert app.render()
        assert scene.layer_animating()
        scene.update(0.3)                       # one slow frame: from 0.2 straight to 0.5
        assert app.render()
        assert app.screen.get_at((120, 120))[:3] == (250, 200, 20)
        assert not scene.layer_animating() and not app.render()   # then it rests
    finally:
        app.shutdown()


def test_a_job_wanted_soon_goes_before_the_warm_up():
    ran = []
    jobs = Prewarm()
    jobs.add("warm-up", lambda: ran.append("warm-up"))
    jobs.add("for the screen on show", lambda: ran.append("soon"), soon=True)
    jobs.add("warm-up", lambda: ran.append("again"), soon=True)   # known: not queued twice
    jobs.run(1.0)
    jobs.run(1.0)
    assert ran == ["soon", "warm-up"]


def test_a_change_of_scenes_gives_freed_pages_back_in_a_calm_frame_not_in_its_own(tmp_path, monkeypatch):
    from game import heap
    from scenes.kit.ui_scene import UIScene

    trims = []
    monkeypatch.setattr(heap, "trim", lambda: trims.append(1))
    app = _staged_app_showing_a_screen(tmp_path)
    try:
        app.stack.reset(UIScene())            # the change itself: the freed scenes' cycles collected, ...
        assert trims == []                    # ... their pages not yet given back
        app.idle(0.003)                       # a busy frame: not in its spare time
        assert trims == []
        app.idle(0.0002)                      # a calm one
        assert trims == [1]
        app.stack.reset(UIScene())            # (again: a chore, not a one-off warm-up job)
        app.prewarm._cost["heap:trim"] = 0.005  # known to take long
        for _ in range(app.prewarm.patience):
            app.idle(0.003)
        assert trims == [1]                   # busy frames only: it waits ...
        app.idle(0.003)
        assert trims == [1, 1]                # ... but not for ever
    finally:
        app.shutdown()


def test_the_heap_is_frozen_after_the_warm_up_only_so_scenes_left_later_are_freed(tmp_path, monkeypatch):
    """The warm-up's queue running dry freezes the heap (later collections skip what it built); the
    queue also runs dry after each later chore, and a freeze then would keep the scene on show for
    good once it is left: a scene in a reference cycle, left after the warm-up, is freed."""
    import gc
    import weakref

    from scenes.engine.app import App, Config

    freezes = []
    monkeypatch.setattr(gc, "freeze", lambda: freezes.append(1))
    app = App(Config(headless=True, data_dir=str(tmp_path)))
    app.prewarm.add("warm-up", lambda: None)
    app.prewarm.run(1.0)
    assert freezes == [1]

    class Cyclic(Scene):
        def __init__(self) -> None:
            super().__init__()
            self.me = self  # as a table's buttons hold callbacks into it

    scene = Cyclic()
    gone = weakref.ref(scene)
    app.prewarm.add("chore", lambda: None, again=True)
    app.prewarm.run(1.0)
    assert freezes == [1]  # (a second freeze would have kept `scene`: the collector skips frozen objects)
    monkeypatch.undo()
    del scene
    gc.collect()
    assert gone() is None
