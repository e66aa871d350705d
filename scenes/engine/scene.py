"""Scenes and the scene stack (ARCHITECTURE.md "Scenes and the loop").

A `Scene` gets `enter`, `exit`, `handle(action)`, `update(dt)` and `draw(surface)`.
The `SceneStack` holds them: the top scene gets input; every scene from the
topmost opaque one upward is drawn, so overlays (pause, rules, privacy) show the
scene beneath. Changes requested while the stack is being walked are applied
after the current frame step, so a scene may replace itself from `handle`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Iterator

if TYPE_CHECKING:  # pragma: no cover
    import pygame

    from scenes.engine.input import Action
    from scenes.engine.protocols import AppLike


class Scene:
    """Base class: override what you need. `app` is set before `enter`."""

    #: an overlay lets the scenes below show through and keep animating
    overlay = False
    #: scenes below an overlay keep updating (e.g. AI dice behind a toast); pause sets False
    update_below = False
    #: an overlay that shows the scenes beneath as they were when it opened
    #: (captured once into `below`), so they are not redrawn every frame
    freeze_below = False
    #: a scene name for logs, shots and bench
    name = "scene"
    #: a scene whose first picture takes long to build (a table): in a window the app builds it over the
    #: frames after the change (`prepare_steps`) while the picture before stays on screen
    staged_entry = False
    #: the music piece this scene plays (`sounds.music_player`: "title", a game's key, "win", "" for
    #: quiet); None: whatever the scene beneath plays (an overlay keeps its table's music)
    music: str | None = None
    #: the scene types text (a name, a PIN): letter keys are its, not the app's (M for the music)
    takes_text = False
    #: the scene uses the compiled solver in the worker processes (`Workers.tick` keeps it loaded)
    heavy_workers = False
    #: the warm-up's rehearsal of the scene (drawn off screen, never shown): it changes nothing lasting
    #: (a table starts no worker process and no phone server, a setup drops no other game's art)
    rehearsing = False

    def __init__(self) -> None:
        self.app: AppLike | None = None
        self.dirty = True
        self.time = 0.0
        self.below = None  # the captured picture of the scenes beneath (freeze_below)

    # lifecycle
    def enter(self) -> None:
        """Called when the scene becomes part of the stack."""

    def exit(self) -> None:
        """Called when the scene leaves the stack."""

    def needs_preparing(self) -> bool:
        """True while the first picture of a `staged_entry` scene has not been built yet."""
        return False

    def prepare_steps(self) -> "Iterator[None] | None":
        """Build the first picture a part per step (see `staged_entry`); None: nothing to build."""
        return None

    def release(self) -> None:
        """After `exit`: hand the screen-sized surfaces the scene drew into back to the pool (it
        takes new ones if it is ever drawn again)."""
        from sprites import surface_pool

        surface_pool.give(self.below)
        self.below = None

    def resume(self) -> None:
        """Called when the scene above it was popped."""
        self.dirty = True

    # loop
    def handle(self, action: "Action") -> None:
        """One input action (pointer, navigation, select, back, text)."""

    def update(self, dt: float) -> None:
        self.time += dt

    def update_covered(self, dt: float) -> None:
        """Each step while a scene above keeps this one from updating: work that must go on out of
        sight (a table answers its phones). Never changes what the scene shows."""

    def phone_hold(self):
        """What the phones at a table are told while this scene is open over the table (a
        `scenes.tables.phone_hold.PhoneHold`), or None: the table says something general."""
        return None

    def draw(self, surface: "pygame.Surface") -> None:
        """Draw the scene; never changes game state."""

    @property
    def animating(self) -> bool:
        """True while something moves, so the frame must be redrawn."""
        return True

    def on_language(self) -> None:
        """The language changed: rebuild cached texts."""
        self.dirty = True
        self.below = None


class SceneStack:
    """Push, pop and replace scenes; deferred while iterating."""

    def __init__(self, app: "AppLike | None" = None) -> None:
        self.app = app
        self.scenes: list[Scene] = []
        self._pending: list[Callable[[], None]] = []
        self._busy = 0

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def __len__(self) -> int:
        return len(self.scenes)

    def music(self, default: str) -> str:
        """The piece the topmost scene that names one wants (`Scene.music`), else `default`."""
        for scene in reversed(self.scenes):
            if scene.music is not None:
                return scene.music
        return default

    def _run(self, fn: Callable[[], None]) -> None:
        if self._busy:
            self._pending.append(fn)
        else:
            fn()

    def push(self, scene: Scene) -> None:
        def do() -> None:
            scene.app = self.app
            self.scenes.append(scene)
            scene.enter()
        self._run(do)

    def _leave(self) -> Scene:
        """Take the top scene off: it exits, then gives its surfaces back (`Scene.release`)."""
        gone = self.scenes.pop()
        gone.exit()
        gone.release()
        return gone

    def pop(self, scene: Scene | None = None) -> None:
        """Pop the top scene (or, if given, exactly that scene and what lies above it)."""
        def do() -> None:
            if not self.scenes:
                return
            if scene is not None and scene not in self.scenes:
                return
            target = scene if scene is not None else self.scenes[-1]
            while self.scenes:
                if self._leave() is target:
                    break
            if self.scenes:
                self.scenes[-1].resume()
        self._run(do)

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for `scene`."""
        def do() -> None:
            if self.scenes:
                self._leave()
            scene.app = self.app
            self.scenes.append(scene)
            scene.enter()
        self._run(do)

    def reset(self, scene: Scene) -> None:
        """Empty the stack and start again from `scene`."""
        def do() -> None:
            while self.scenes:
                self._leave()
            import gc

            from game import heap

            gc.collect()  # scenes hold cycles (widgets call back into them): free them now, at a change of scene
            # and give the pages of their surfaces back to the system: in a calm frame's spare time when
            # there is an app (after a long game it took 5 ms here), at once otherwise
            trim_soon = getattr(self.app, "trim_heap_soon", None)
            if trim_soon is not None:
                trim_soon()
            else:
                heap.trim()
            scene.app = self.app
            self.scenes.append(scene)
            scene.enter()
        self._run(do)

    def flush(self) -> None:
        while self._pending and not self._busy:
            fn = self._pending.pop(0)
            fn()

    def visible(self) -> list[Scene]:
        """Scenes to draw, bottom first: from the topmost non-overlay scene up, or from the
        topmost overlay that froze the picture beneath it."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            scene = self.scenes[i]
            if not scene.overlay or (scene.freeze_below and scene.below is not None):
                start = i
                break
        return self.scenes[start:]

    def beneath(self, scene: Scene) -> list[Scene]:
        """The scenes drawn under `scene` (bottom first): what an overlay's picture of them shows."""
        shown = self.visible()
        return shown[:shown.index(scene)] if scene in shown else []

    def handle(self, action: "Action") -> None:
        top = self.top
        if top is None:
            return
        self._busy += 1
        try:
            top.handle(action)
            if action.kind != "point_move":  # a scene marks itself dirty when a move changes it
                top.dirty = True
        finally:
            self._busy -= 1
        self.flush()

    def update(self, dt: float) -> None:
        self._busy += 1
        try:
            scenes = self.scenes
            for i, scene in enumerate(scenes):
                above = scenes[i + 1:]
                if scene is self.top or all(s.overlay and s.update_below for s in above):
                    scene.update(dt)
                else:
                    scene.update_covered(dt)
        finally:
            self._busy -= 1
        self.flush()

    def draw(self, surface: "pygame.Surface") -> None:
        from sprites import audit

        visible = self.visible()
        first = len(self.scenes) - len(visible)
        for i, scene in enumerate(visible):
            if audit.ENABLED:  # the layout audit learns which scene draws (off in play)
                audit.begin_scene(first + i, scene, fresh=i == 0)
            if scene.freeze_below and scene.overlay and scene.below is None:
                from sprites import surface_pool

                scene.below = surface_pool.take()
                scene.below.blit(surface, (0, 0))
            scene.draw(surface)
            scene.dirty = False

    def wants_redraw(self) -> bool:
        return any(s.dirty or s.animating for s in self.visible())
