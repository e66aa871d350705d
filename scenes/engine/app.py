"""The app: the fixed-timestep loop, the scene stack, and app-wide services.

One loop (ARCHITECTURE.md): read input → `update(dt)` at 120 Hz from an
accumulator (frame time clamped, at most MAX_STEPS per frame) → one `draw`.
Headless runs use a virtual clock (each frame is exactly 1/60 s). The logical
screen is 1280×720, shown through `pygame.SCALED` (letterboxed by SDL) in a
window or full screen; F11 and Alt+Enter toggle. On a static screen the frame
is not redrawn, which keeps idle CPU low.

The app owns the loop, the order of its start and shutdown, the scenes' input and drawing (with the
crash guard) and the services scenes call (`toast`, `set_language` ...). Its parts: the window
(scenes/engine/window.py), the loop's pace (scenes/engine/pacing.py), a staged entry's first picture
(scenes/engine/staging.py), the worker processes (scenes/engine/workers.py), the start's steps
(scenes/engine/startup.py) and what the loop reports to the programs that watch it (scenes/engine/reports.py).
"""
from __future__ import annotations

import logging
import os
import sys
import time
from dataclasses import dataclass, field
from typing import Callable

import pygame

from scenes.services import i18n
from scenes.engine import reports, startup
from scenes.engine.input import Action, InputMapper
from scenes.engine.prewarm import Prewarm
from scenes.engine.pacing import IDLE_BUDGET, STEP, FramePacer
from scenes.engine.router import Router
from scenes.engine.scene import Scene, SceneStack
from scenes.engine.staging import Staging
from scenes.engine.window import DisplayUnavailable, Window, stop_pads  # (DisplayUnavailable: the boot catches it from here)
from scenes.engine.workers import Workers
from scenes.services.settings import Settings
from scenes.services.storage import Storage
from sprites import theme
from sprites.toast import Toasts
from sounds.music_player import THEME, MusicPlayer

__all__ = ["EXIT_NO_DISPLAY", "App", "Config", "DisplayUnavailable"]

EXIT_NO_DISPLAY = 3  # the exit code when no screen can be opened (the kiosk session then tries X11)
#: the longest a background thread keeps the interpreter lock while the frame waits for it
SWITCH_INTERVAL = 0.001
_log = logging.getLogger("kastell.app")


@dataclass
class Config:
    """What the command line asked for (see main.py)."""
    windowed: bool = False
    fullscreen: bool = False
    game: str | None = None
    players: int | None = None
    humans: int | None = None
    level: str = "normal"
    seed: int | None = None
    lang: str | None = None
    demo: bool = False
    kiosk: bool = False
    headless: bool = False
    frames: int | None = None
    uncapped: bool = False
    shots: str | None = None
    data_dir: str | None = None
    phones: bool = False       # every human seat of --game plays on a phone
    phones_port: int = 8765    # the table server's port (0: any free port)
    table_options: dict = field(default_factory=dict)  # --game's table options asked for (e.g. real_dice)
    lesson: bool = False       # start the lesson of --game
    #: headless, the computer players (and the coach's figures) think inline, so a run is deterministic;
    #: True: in a worker process, as in a window (the transitions bench measures what a guest sees)
    think_in_worker: bool = False
    #: build a table's first picture over the frames after the change (`Scene.staged_entry`): on in a
    #: window; headless runs draw it at once (tests and shots see the new screen in the next frame)
    staged: bool | None = None

    @property
    def stages_entries(self) -> bool:
        return self.staged if self.staged is not None else not self.headless

    @property
    def think_inline(self) -> bool:
        return self.headless and not self.think_in_worker


def _freeze_heap() -> None:
    """The prewarm is done: what it built lives on; later collections skip it (no collect here: a
    full one would itself be a hitch; what little garbage is frozen with it stays, once). Only once:
    a scene frozen while on show would stay for good after it is left (its reference cycles are
    freed only by the collector, which skips frozen objects; the kiosk soak grew 1.8 MB per 10,000
    frames that way)."""
    import gc

    gc.freeze()


class App:
    def __init__(self, config: Config) -> None:
        self.config = config
        self.running = False
        self.frame = 0
        self.exit_code = 0
        self.stack = SceneStack(self)
        self.input = InputMapper()
        self.toasts = Toasts()
        self.screen: pygame.Surface | None = None  # the window's surface (`Window.open`)
        self.window = Window(self)
        self.virtual_time = 0.0
        self.first_frame_at: float | None = None
        self.storage: Storage | None = None
        self.settings = Settings()
        self.sound = None
        self.music = MusicPlayer(enabled=False)  # (`start` makes the one that plays)
        self.kiosk = None        # the shell's KioskGuard in kiosk mode (attached by the boot)
        #: the data stick the kiosk's fstab mounts on the data folder when it is missing (its source, e.g.
        #: LABEL=kastell-data), else None; said in the attract loop and on the operator screen
        self.stick_missing: str | None = None
        self.router = Router(self)
        #: what to do when a scene raises (the shell's crash guard; bare, the error ends the loop)
        self.on_crash: Callable[["App", BaseException], None] | None = None
        self.log_path: str | None = None
        self._crashes: list[float] = []
        #: what the first screen needs, built in `start` before the first frame
        self.first_screen = Prewarm()
        #: art built ahead of need in frames with time to spare (`idle`); the shell queues the jobs
        self.prewarm = Prewarm()
        self.prewarm.on_done = _freeze_heap
        self.staging = Staging(config)  # a staged entry's first picture, built over the frames after the change
        self.workers = Workers()  # the worker processes all tables share

    @property
    def worker(self):
        """The AI worker process all tables share (`Workers.worker`)."""
        return self.workers.worker

    @property
    def checker(self):
        """The worker process for long searches in the background (`Workers.checker`)."""
        return self.workers.checker

    def thinking(self) -> bool:
        """True while one of the app's worker processes computes (or starts)."""
        return self.workers.thinking()

    # ------------------------------------------------------------------ setup
    def start(self) -> None:
        """Start pygame, open the display, load settings; nothing here runs at import."""
        cfg = self.config
        if cfg.headless:
            os.environ["SDL_VIDEODRIVER"] = "dummy"
            os.environ["SDL_AUDIODRIVER"] = "dummy"
        from game import heap

        heap.fix_mmap_threshold()  # screen-sized surfaces stay out of the heap (no creep over days)
        heap.one_arena()  # (before the first thread)
        from sprites import backgrounds_cache

        # a small Pi running for months keeps one table's background (the next is built ahead)
        backgrounds_cache.keep(1 if cfg.kiosk or cfg.demo else backgrounds_cache.EVERY)
        self.storage, self.stick_missing = startup.open_storage(cfg)
        from scenes.services.logs import install_log_file

        self.log_path = install_log_file(self.storage)
        self.settings = startup.load_settings(self.storage, cfg)
        self.window.start()
        if cfg.kiosk:  # (the shell's boot attaches the kiosk guard)
            startup.kiosk_session(self.quit)
        if not self.storage.persistent:
            from scenes.services.i18n import tr

            self.toast(tr("settings.saved_nowhere"))
        self._start_services()

    def _start_services(self) -> None:
        """The sound, the AI worker's process and what the first screen needs, then the heap frozen."""
        from sounds.manager import SoundManager
        self.sound = SoundManager(volume=self.settings.volume, enabled=True, device=self.settings.audio_device)
        self.sound.start()
        cfg = self.config  # headless and --frames runs stay silent (and so deterministic)
        self.music = MusicPlayer(volume=self.settings.music_volume, muted=not self.settings.music,
                                 enabled=self.sound.available and not cfg.headless and cfg.frames is None)
        # Background threads (the storage's writer, the worker's starter and its pool's manager) hold
        # the interpreter lock now and then; the frame waits at most this long to get it back (Python's
        # default, 5 ms, would be most of a frame's 8 ms here)
        sys.setswitchinterval(SWITCH_INTERVAL)
        if not self.config.think_inline:
            self.worker  # noqa: B018 - its process starts now, in a background thread, while the title plays
        self.first_screen.run_all()
        import gc

        gc.collect()  # what start made and dropped, then the rest is kept out of later collections:
        gc.freeze()   # a change of scene collects only what came after (milliseconds, not tens of them)

    def idle(self, spent: float) -> None:
        """After a frame that took `spent` seconds: run prewarm jobs while the frame has time left."""
        budget = IDLE_BUDGET - spent
        if budget > 0.0005 and self.prewarm.pending:
            self.prewarm.run(budget)

    def trim_heap_soon(self) -> None:
        """The scenes changed: give the pages of what they freed back to the system soon, in the
        spare time of a calm frame, before the warm-up's work (`heap.trim` took 5 ms after a long run)."""
        from game import heap

        self.prewarm.add("heap:trim", heap.trim, heavy=True, soon=True, again=True)

    @property
    def window_fullscreen(self) -> bool:
        """True while the screen is full screen (else a window)."""
        return self.window.fullscreen

    def toggle_fullscreen(self) -> None:
        self.window.toggle()

    # ---------------------------------------------------------------- services
    def toast(self, text: str, kind: str = "info") -> None:
        self.toasts.show(text, kind)
        if kind == "error" and self.sound is not None:
            self.sound.play("error")

    def set_language(self, lang: str) -> None:
        self.settings.language = lang
        i18n.set_language(lang)
        self.settings.save(self.storage, "language")
        for scene in self.stack.scenes:
            scene.on_language()

    def toggle_music(self) -> None:
        """The guest's mute (the menu's and the pause menu's button, the M key). Saved as a setting,
        but in the kiosk only until the attract loop returns: a guest never changes the owner's."""
        on = self.music.toggle_mute()
        for scene in self.stack.scenes:
            scene.dirty = True  # (a button that shows the mute is drawn anew)
        if self.kiosk is None:
            self.settings.music = on
            self.settings.save(self.storage, "music")
        self.toast(i18n.tr("music.on") if on else i18n.tr("music.off"))

    def set_high_contrast(self, on: bool) -> None:
        self.settings.high_contrast = on
        theme.set_high_contrast(on)
        self.settings.save(self.storage, "high_contrast")
        for scene in self.stack.scenes:
            scene.on_language()

    def quit(self, code: int = 0) -> None:
        self.exit_code = code
        self.running = False

    # ------------------------------------------------------------------- loop
    def handle_event(self, event: pygame.event.Event) -> None:
        t = event.type
        if t == pygame.QUIT:
            if self.kiosk is not None:  # window close or Alt+F4: a guest cannot quit the kiosk
                _log.info("quit request ignored in kiosk mode")
                return
            self.quit(0)
            return
        if t == pygame.KEYDOWN and self.kiosk is not None and self.kiosk.on_key(event):
            return
        if self.window.on_event(event):
            return
        for action in self.input.translate(event):
            self.dispatch(action)

    def dispatch(self, action: Action) -> None:
        """Send one action to the top scene (tests and demos call this directly)."""
        if self.kiosk is not None:
            self.kiosk.on_action(action)
        if action.kind == "music" and not (self.stack.top is not None and self.stack.top.takes_text):
            self.toggle_music()
            return
        try:
            if self.coach is not None and self.coach.intercept(action):
                return  # a lesson's coach answered it (a read step, a tap beside the target)
            self.stack.handle(action)
        except Exception as exc:  # noqa: BLE001 - the crash guard: never die in front of guests
            self.crashed(exc)

    def step(self, dt: float) -> None:
        """One fixed update step for everything."""
        for action in self.input.tick(dt):
            self.dispatch(action)
        scaled = dt * self.settings.speed_factor
        try:
            if not self.staging.holds(self.stack.top):
                self.stack.update(scaled)
            # (while a staged scene's first picture is built, the scenes wait: its entrance plays from
            # its start when it is shown, and a picture that depends on time is built for that time)
        except Exception as exc:  # noqa: BLE001 - the crash guard
            self.crashed(exc)
        self.music.want(self.stack.music(THEME))
        self.music.update(dt)
        self.workers.tick(dt, any(scene.heavy_workers for scene in self.stack.scenes))
        if self.kiosk is not None:
            self.kiosk.update(dt)
        self.toasts.update(dt)
        if self.coach is not None:
            self.coach.update(dt)
        self.window.keep_size()

    def crashed(self, exc: BaseException) -> None:
        """A scene raised: the crash guard (`on_crash`, set by the shell) logs it and recovers;
        without one the error propagates and ends the loop."""
        if self.on_crash is None:
            raise exc
        self.on_crash(self, exc)

    def _preparing(self, top) -> bool:
        """True while the top scene's first picture is being built (`Scene.staged_entry`): this frame
        builds a part of it within the frame's budget and shows nothing new, so the picture before
        stays on screen; the frame after the last part shows the new scene."""
        return self.staging.preparing(top, self.frame_started)

    #: when the loop began the frame being made (`perf_counter`; None: no loop, every frame has its budget)
    frame_started: float | None = None

    def render(self, force: bool = False) -> bool:
        """Draw the stack if something changed; returns True when a frame was drawn."""
        top = self.stack.top
        if self._preparing(top):
            return False
        prepared = self.staging.take_ready()
        attract = bool(getattr(top, "attract", False))
        ring = self.kiosk is not None and self.kiosk.ring_changed()
        coach = self.coach is not None and self.coach.animating
        scenes = (force or attract or ring or prepared or self.stack.wants_redraw() or self.toasts.animating
                  or self._toast_was_on)
        if not (scenes or coach):
            return False
        if not scenes and self.coach.draw_motion(self.screen):
            return True  # only the coach's arrow and rings moved
        try:
            self.stack.draw(self.screen)
            if self.coach is not None:
                self.coach.draw(self.screen)  # a lesson's coach, over every scene
        except Exception as exc:  # noqa: BLE001 - the crash guard
            self.crashed(exc)
            return False
        self.toasts.draw(self.screen, getattr(self.stack.top, "toast_anchor", ("bottom", 24)))
        self._toast_was_on = self.toasts.animating
        if self.kiosk is not None:
            self.kiosk.draw_ring(self.screen)  # the operator's corner hold, over everything
        return True

    _toast_was_on = False
    #: a lesson's coach (`scenes.tables.coach.Coach`, set by the table that plays a lesson): it draws
    #: over every scene and is offered each input first
    coach = None

    def shot(self, final: bool = False) -> None:
        if not self.config.shots:
            return
        os.makedirs(self.config.shots, exist_ok=True)
        name = "final.png" if final else f"frame_{self.frame - 1:06d}.png"
        pygame.image.save(self.screen, os.path.join(self.config.shots, name))

    def run_with(self, scenes: list[Scene]) -> int:
        """Start from `scenes` (bottom first) and run."""
        self.stack.reset(scenes[0])
        for scene in scenes[1:]:
            self.stack.push(scene)
        return self.run()

    def run(self) -> int:
        """Run until quit or until `--frames` frames have been shown; returns the exit code."""
        cfg = self.config
        pacer = FramePacer(cfg.headless)
        self.running = True
        report_rss = bool(os.environ.get("KASTELL_REPORT_RSS"))  # the soak's memory report (read once)
        while self.running:
            frame_start = self.frame_started = time.perf_counter()
            if not self._read_events():
                break
            frame_dt = pacer.frame_time()
            for _ in range(pacer.steps(frame_dt)):
                self.step(STEP)
            self.virtual_time += frame_dt
            if not self.stack.scenes:
                break
            shoot = bool(cfg.shots) and self.frame > 0 and self.frame % 60 == 0
            drawn = self.render(force=self.frame == 0 or shoot)
            if drawn:
                pygame.display.flip()
            pacer.drawn(drawn)
            if self.first_frame_at is None:
                self._first_frame_shown()
            self.idle(time.perf_counter() - frame_start)
            self.frame += 1
            if shoot:
                self.shot()
            if cfg.frames is not None and self.frame >= cfg.frames:
                break
            if report_rss and self.frame % 10000 == 0:
                reports.rss(self.frame, self.stack.top)
            if not cfg.uncapped:
                pacer.wait(self.settings.low_power)
        if self.screen is not None and cfg.shots:
            self.render(force=True)
            self.shot(final=True)
        if os.environ.get("KASTELL_REPORT_RSS"):
            reports.rss_at_end(self.frame)
        return self.exit_code

    def _read_events(self) -> bool:
        """Handle the events that came since the last frame; False once one of them ended the loop."""
        for event in pygame.event.get():
            self.handle_event(event)
            if not self.running:
                return False
        return self.running

    def _first_frame_shown(self) -> None:
        self.first_frame_at = time.perf_counter()
        reports.first_frame(kiosk=self.config.kiosk and not self.config.headless)

    def shutdown(self) -> None:
        for scene in list(self.stack.scenes):
            try:
                scene.exit()
            except Exception:  # noqa: BLE001 - shutting down anyway
                _log.exception("scene exit failed")
        self.stack.scenes.clear()
        self.music.stop()
        if self.sound is not None:
            self.sound.stop_all()
        self.workers.shutdown()  # (after the scenes: no table uses them any more)
        if self.storage is not None:
            self.storage.close()  # writes what is still queued, then stops the writer thread
        from scenes.services.logs import remove_log_file

        remove_log_file(self.log_path)
        from sprites.caches import clear_all

        clear_all()
        self.prewarm.forget()
        import gc

        gc.unfreeze()  # what start froze may go now (tests start and stop the app many times)
        stop_pads()
        pygame.quit()
