"""The scene stack (scenes/engine/scene.py): lifecycle order, deferred changes, overlays, update_below."""
from __future__ import annotations

import pytest

from scenes.engine.input import Action
from scenes.engine.scene import Scene, SceneStack


class Probe(Scene):
    """Writes every lifecycle call into a shared log."""

    def __init__(self, tag: str, log: list, overlay: bool = False, update_below: bool = False) -> None:
        super().__init__()
        self.tag = tag
        self.log = log
        self.overlay = overlay
        self.update_below = update_below
        self.on_handle = None
        self.on_update = None
        self.updates = 0
        self.draws = 0
        self.still = False

    def enter(self):
        self.log.append(f"enter {self.tag}")

    def exit(self):
        self.log.append(f"exit {self.tag}")

    def resume(self):
        super().resume()
        self.log.append(f"resume {self.tag}")

    def handle(self, action):
        self.log.append(f"handle {self.tag}")
        if self.on_handle:
            self.on_handle()

    def update(self, dt):
        super().update(dt)
        self.updates += 1
        if self.on_update:
            fn, self.on_update = self.on_update, None
            fn()

    def draw(self, surface):
        self.draws += 1

    @property
    def animating(self):
        return not self.still


@pytest.fixture
def log():
    return []


@pytest.fixture
def stack():
    return SceneStack(app=None)


def tags(stack):
    return [s.tag for s in stack.scenes]


def test_push_pop_order(stack, log):
    a, b = Probe("a", log), Probe("b", log)
    stack.push(a)
    stack.push(b)
    assert stack.top is b and len(stack) == 2
    assert a.app is None and b.app is None  # set to the stack's app before enter
    stack.pop()
    assert log == ["enter a", "enter b", "exit b", "resume a"]
    assert stack.top is a
    stack.pop()
    assert stack.top is None and log[-1] == "exit a"
    stack.pop()  # popping an empty stack is harmless
    assert log[-1] == "exit a" and len(stack) == 0


def test_app_is_set_before_enter(log):
    marker = object()
    stack = SceneStack(app=marker)
    seen = []

    class S(Probe):
        def enter(self):
            seen.append(self.app)

    stack.push(S("s", log))
    stack.replace(S("t", log))
    stack.reset(S("u", log))
    assert seen == [marker, marker, marker]


def test_replace_swaps_the_top_without_resuming(stack, log):
    a, b, c = Probe("a", log), Probe("b", log), Probe("c", log)
    stack.push(a)
    stack.push(b)
    log.clear()
    stack.replace(c)
    assert tags(stack) == ["a", "c"]
    assert log == ["exit b", "enter c"]  # a stays covered: no resume


def test_replace_on_an_empty_stack_pushes(stack, log):
    stack.replace(Probe("a", log))
    assert tags(stack) == ["a"] and log == ["enter a"]


def test_reset_exits_everything_top_first(stack, log):
    for t in "abc":
        stack.push(Probe(t, log))
    log.clear()
    stack.reset(Probe("d", log))
    assert tags(stack) == ["d"]
    assert log == ["exit c", "exit b", "exit a", "enter d"]


def test_pop_a_given_scene_pops_it_and_everything_above(stack, log):
    a, b, c, d = (Probe(t, log) for t in "abcd")
    for s in (a, b, c, d):
        stack.push(s)
    log.clear()
    stack.pop(b)
    assert tags(stack) == ["a"]
    assert log == ["exit d", "exit c", "exit b", "resume a"]


def test_pop_a_scene_that_is_not_there_does_nothing(stack, log):
    a, b = Probe("a", log), Probe("b", log)
    stack.push(a)
    log.clear()
    stack.pop(b)
    assert tags(stack) == ["a"] and log == []


def test_pop_the_same_scene_twice_in_one_walk_pops_once(stack, log):
    """A dialog answering twice in one frame (double tap) must not pop the scene below it."""
    a, dialog = Probe("a", log), Probe("dialog", log, overlay=True)
    stack.push(a)
    stack.push(dialog)
    dialog.on_handle = lambda: (stack.pop(dialog), stack.pop(dialog))
    stack.handle(Action("select"))
    assert tags(stack) == ["a"]


def test_changes_inside_handle_wait_for_the_walk(stack, log):
    a, b = Probe("a", log), Probe("b", log)
    stack.push(a)
    seen_inside = []

    def go():
        stack.replace(b)
        seen_inside.append(tags(stack))  # still the old stack while a handles
        stack.push(Probe("c", log))
        seen_inside.append(tags(stack))
    a.on_handle = go
    log.clear()
    stack.handle(Action("select"))
    assert seen_inside == [["a"], ["a"]]
    assert tags(stack) == ["b", "c"]  # applied in the order asked
    assert log == ["handle a", "exit a", "enter b", "enter c"]


def test_changes_inside_update_wait_for_the_walk(stack, log):
    a = Probe("a", log)
    stack.push(a)
    pushed = Probe("pushed", log)
    a.on_update = lambda: stack.push(pushed)
    stack.update(0.01)
    # the pushed scene arrives after the walk, so it was not updated in this one
    assert tags(stack) == ["a", "pushed"]
    assert pushed.updates == 0 and a.updates == 1
    stack.update(0.01)
    assert pushed.updates == 1 and a.updates == 1  # a is covered by an opaque scene now


def test_a_scene_may_replace_itself_from_handle(stack, log):
    a = Probe("a", log)
    stack.push(a)
    a.on_handle = lambda: stack.replace(Probe("b", log))
    stack.handle(Action("back"))
    assert tags(stack) == ["b"]
    assert log[-2:] == ["exit a", "enter b"]


def test_only_the_top_scene_gets_input(stack, log):
    a, b = Probe("a", log), Probe("b", log, overlay=True)
    stack.push(a)
    stack.push(b)
    log.clear()
    stack.handle(Action("select"))
    assert log == ["handle b"]


def test_handle_on_an_empty_stack_is_harmless(stack):
    stack.handle(Action("select"))
    stack.update(0.01)
    assert stack.visible() == [] and not stack.wants_redraw()


def test_visible_with_overlays(stack, log):
    a, b, c = Probe("a", log), Probe("b", log, overlay=True), Probe("c", log, overlay=True)
    stack.push(a)
    assert stack.visible() == [a]
    stack.push(b)
    stack.push(c)
    assert stack.visible() == [a, b, c]
    d = Probe("d", log)  # an opaque scene hides everything beneath
    stack.push(d)
    assert stack.visible() == [d]
    e = Probe("e", log, overlay=True)
    stack.push(e)
    assert stack.visible() == [d, e]


def test_visible_when_only_overlays(stack, log):
    a, b = Probe("a", log, overlay=True), Probe("b", log, overlay=True)
    stack.push(a)
    stack.push(b)
    assert stack.visible() == [a, b]


def test_draw_draws_the_visible_scenes_and_clears_dirty(stack, log):
    import pygame

    a, b, c = Probe("a", log), Probe("b", log), Probe("c", log, overlay=True)
    for s in (a, b, c):
        stack.push(s)
    surface = pygame.Surface((8, 8))
    stack.draw(surface)
    assert (a.draws, b.draws, c.draws) == (0, 1, 1)
    assert not b.dirty and not c.dirty


def test_wants_redraw(stack, log):
    import pygame

    a = Probe("a", log)
    a.still = True
    stack.push(a)
    assert stack.wants_redraw()  # new: dirty
    stack.draw(pygame.Surface((8, 8)))
    assert not stack.wants_redraw()
    stack.handle(Action("select"))  # input marks the top dirty
    assert stack.wants_redraw()
    stack.draw(pygame.Surface((8, 8)))
    a.still = False
    assert stack.wants_redraw()  # animating


def test_update_below(stack, log):
    base = Probe("base", log)
    toast = Probe("toast", log, overlay=True, update_below=True)
    stack.push(base)
    stack.push(toast)
    stack.update(0.01)
    assert (base.updates, toast.updates) == (1, 1)  # the base keeps animating under the toast

    pause = Probe("pause", log, overlay=True, update_below=False)
    stack.push(pause)
    stack.update(0.01)
    assert (base.updates, toast.updates, pause.updates) == (1, 1, 1)  # frozen beneath the pause

    stack.pop(pause)
    stack.update(0.01)
    assert (base.updates, toast.updates) == (2, 2)


def test_update_below_needs_every_scene_above_to_allow_it(stack, log):
    base = Probe("base", log)
    opaque = Probe("opaque", log)
    top = Probe("top", log, overlay=True, update_below=True)
    for s in (base, opaque, top):
        stack.push(s)
    stack.update(0.01)
    assert (base.updates, opaque.updates, top.updates) == (0, 1, 1)


def test_update_passes_dt_and_advances_time(stack, log):
    a = Probe("a", log)
    stack.push(a)
    for _ in range(12):
        stack.update(1 / 120)
    assert a.time == pytest.approx(0.1)
