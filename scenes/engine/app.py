"""The app: display, the fixed-timestep loop, the scene stack, and app-wide services.

One loop (ARCHITECTURE.md): read input → `update(dt)` at 120 Hz from an
accumulator (frame time clamped, at most MAX_STEPS per frame) → one `draw`.
Headless runs use a virtual clock (each frame is exactly 1/60 s). The logical
screen is 1280×720, shown through `pygame.SCALED` (letterboxed by SDL) in a
window or full screen; F11 and Alt+Enter toggle. On a static screen the frame
is not redrawn, which keeps idle CPU low.
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
from scenes.engine.input import LOGICAL, Action, InputMapper
from scenes.engine.prewarm import Prewarm
from scenes.engine.router import Router
from scenes.engine.scene import Scene, SceneStack
from scenes.services.settings import Settings
from scenes.services.storage import Storage, default_data_dir
from sprites import theme
from sprites.toast import Toasts

EXIT_NO_DISPLAY = 3  # the exit code when no screen can be opened (the kiosk session then tries X11)


class DisplayUnavailable(RuntimeError):
    """No screen could be opened (e.g. KMSDRM on a Pi whose display stack is not ready)."""


STEP = 1.0 / 120.0
MAX_FRAME = 0.25
MAX_STEPS = 8
FPS = 60
#: a frame's own work plus the prewarm jobs run after it stay within this (a job itself is kept under
#: about 3 ms, so even the last one started ends well inside the 8 ms a frame may take here)
IDLE_BUDGET = 0.004
#: a staged entry (`_preparing`): the guess for its parts' length until one has run, and at most how many
#: frames in a row it waits for one with room for a part (then it takes a part anyway)
PREP_GUESS = 0.0015
PREP_PATIENCE = 2
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
        self.screen: pygame.Surface | None = None
        self.window_fullscreen = False
        self.virtual_time = 0.0
        self.first_frame_at: float | None = None
        self.storage: Storage | None = None
        self.settings = Settings()
        self.sound = None
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
        self._worker = None  # the AI worker all tables share (`worker`)
        self._checker = None  # the worker for long background searches (`checker`)

    @property
    def worker(self):
        """The AI worker process all tables share (``game.worker.AIWorker``): made (and started, in a
        background thread) on first use; `start` starts it unless the AI thinks inline."""
        if self._worker is None:
            from game.worker import AIWorker

            self._worker = AIWorker()
            self._worker.start()
        return self._worker

    @property
    def checker(self):
        """A second worker process all tables share, for long searches in the background (Castile's
        "can this deal still be won?"), so that they never hold up a hint or an AI move on `worker`.
        Its process is started by the warm-up (Castile's jobs), else by the first search, in the worker's
        thread, and kept: a table used to start a process of its own on entry (a thread and a fresh
        interpreter beside the table's first frames) and stop it on leaving."""
        if self._checker is None:
            from game.worker import AIWorker

            self._checker = AIWorker()
        return self._checker

    def thinking(self) -> bool:
        """True while one of the app's worker processes computes (or starts)."""
        return any(w is not None and w.busy for w in (self._worker, self._checker))

    # ------------------------------------------------------------------ setup
    def start(self) -> None:
        """Start pygame, open the display, load settings; nothing here runs at import."""
        cfg = self.config
        if cfg.headless:
            os.environ["SDL_VIDEODRIVER"] = "dummy"
            os.environ["SDL_AUDIODRIVER"] = "dummy"
        from scenes.engine import heap

        heap.fix_mmap_threshold()  # screen-sized surfaces stay out of the heap (no creep over days)
        folder = cfg.data_dir or default_data_dir()
        if cfg.kiosk:
            from scenes.services.data_place import missing_stick

            self.stick_missing = missing_stick(folder)
            if self.stick_missing:
                print(f"Kastell: the data stick {self.stick_missing} for {folder} is missing; the data stays "
                      "on the folder beneath its mount point for now", file=sys.stderr, flush=True)
        self.storage = Storage(folder)
        from scenes.services.logs import install_log_file

        self.log_path = install_log_file(self.storage)
        self.settings = Settings.load(self.storage, kiosk=cfg.kiosk)
        if cfg.lang:
            self.settings.language = cfg.lang
        if cfg.windowed:
            self.settings.fullscreen = False
        elif cfg.fullscreen:
            self.settings.fullscreen = True
        i18n.set_language(self.settings.language)
        theme.set_high_contrast(self.settings.high_contrast)

        # Smooth, fractional scaling. pygame's SCALED otherwise uses "nearest" and, in a window,
        # integer scaling only: a 1920×1080 window (a kiosk window manager forces that size)
        # would show 1280×720 with wide black bars. pygame-ce reads the hint under the literal
        # name "SDL_HINT_RENDER_SCALE_QUALITY" for that choice, SDL under "SDL_RENDER_SCALE_QUALITY".
        os.environ.setdefault("SDL_RENDER_SCALE_QUALITY", "linear")
        os.environ.setdefault("SDL_HINT_RENDER_SCALE_QUALITY", "1")
        try:
            pygame.display.init()
        except pygame.error as exc:
            raise DisplayUnavailable(f"{os.environ.get('SDL_VIDEODRIVER', 'default driver')}: {exc}") from exc
        pygame.font.init()
        try:
            pygame.joystick.init()
        except pygame.error:
            pass
        pygame.key.set_repeat(320, 55)
        pygame.key.stop_text_input()  # only the name keyboard wants text events
        try:
            self.open_display((self.settings.fullscreen or cfg.kiosk) and not cfg.headless)
        except pygame.error as exc:
            raise DisplayUnavailable(f"{pygame.display.get_driver()}: {exc}") from exc
        pygame.display.set_caption("Kastell")
        if cfg.kiosk:  # (the shell's boot attaches the kiosk guard)
            pygame.mouse.set_visible(False)  # guests touch; nobody needs an arrow
            # the window's close button is ignored in kiosk mode, but `systemctl stop` (SIGTERM) must end
            # the app cleanly: our handler replaces SDL's (which would only post a QUIT event)
            import signal

            try:
                signal.signal(signal.SIGTERM, lambda *_: self.quit(0))
            except ValueError:  # not the main thread (some test runners)
                pass

        if not self.storage.persistent:
            from scenes.services.i18n import tr

            self.toast(tr("settings.saved_nowhere"))
        from sounds.manager import SoundManager
        self.sound = SoundManager(volume=self.settings.volume, enabled=True, device=self.settings.audio_device)
        self.sound.start()
        # Background threads (the storage's writer, the worker's starter and its pool's manager) hold
        # the interpreter lock now and then; the frame waits at most this long to get it back (Python's
        # default, 5 ms, would be most of a frame's 8 ms here)
        sys.setswitchinterval(SWITCH_INTERVAL)
        if not cfg.think_inline:
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
        from scenes.engine import heap

        self.prewarm.add("heap:trim", heap.trim, heavy=True, soon=True, again=True)

    def open_display(self, fullscreen: bool) -> None:
        flags = pygame.SCALED if not self.config.headless else 0
        if fullscreen:
            flags |= pygame.FULLSCREEN
        else:
            flags |= pygame.RESIZABLE
        self.screen = pygame.display.set_mode(LOGICAL, flags)
        self.window_fullscreen = fullscreen
        if not fullscreen and not self.config.headless:
            self._size_window()
        self._sync_window_size()

    def _size_window(self) -> None:
        """A window opens at its remembered size, else at the largest 16:9 size within 80 % of the
        desktop (never the whole screen, as SDL's integer scaling would on a large desktop)."""
        try:
            desk_w, desk_h = pygame.display.get_desktop_sizes()[0]
        except (pygame.error, IndexError):
            return
        remembered = self.settings.window_size
        if remembered:
            w, h = min(remembered[0], desk_w), min(remembered[1], desk_h)
        else:
            k = min(0.8 * desk_w / LOGICAL[0], 0.8 * desk_h / LOGICAL[1])
            w, h = int(LOGICAL[0] * k), int(LOGICAL[1] * k)
        import warnings

        try:
            with warnings.catch_warnings():  # pygame-ce warns about surfaces through Window; we only size it
                warnings.simplefilter("ignore")
                window = pygame.Window.from_display_module()
            window.size = (max(320, w), max(180, h))
            window.position = pygame.WINDOWPOS_CENTERED
        except (AttributeError, pygame.error) as exc:
            _log.info("cannot size the window: %s", exc)

    def _sync_window_size(self) -> None:
        try:
            self.input.window_size = pygame.display.get_window_size()
        except pygame.error:
            self.input.window_size = LOGICAL

    def toggle_fullscreen(self) -> None:
        if self.config.headless:
            self.window_fullscreen = not self.window_fullscreen
        else:
            # a fresh set_mode (not toggle_fullscreen) so SDL re-reads the window size and the
            # SCALED letterbox fits it, also under kiosk window managers that force the size
            try:
                self.open_display(not self.window_fullscreen)
            except pygame.error as exc:
                _log.warning("cannot switch full screen: %s", exc)
        self.settings.fullscreen = self.window_fullscreen
        self.settings.save(self.storage, "fullscreen")
        self._sync_window_size()
        for scene in self.stack.scenes:
            scene.dirty = True

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
        if t == pygame.KEYDOWN:
            alt_enter = event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and event.mod & pygame.KMOD_ALT
            if event.key == pygame.K_F11 or alt_enter:
                if self.kiosk is None:  # the kiosk stays full screen
                    self.toggle_fullscreen()
                return
        if t in (pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED, pygame.WINDOWEXPOSED,
                 pygame.WINDOWSHOWN, pygame.WINDOWRESTORED, pygame.WINDOWMAXIMIZED):
            self._sync_window_size()
            if t == pygame.WINDOWRESIZED and not self.window_fullscreen and not self.config.headless:
                self._remember_window = [int(event.x), int(event.y)]
            for scene in self.stack.scenes:
                scene.dirty = True
            return
        for action in self.input.translate(event):
            self.dispatch(action)

    def dispatch(self, action: Action) -> None:
        """Send one action to the top scene (tests and demos call this directly)."""
        if self.kiosk is not None:
            self.kiosk.on_action(action)
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
            if self._prep is None or self._prep_of is not self.stack.top:
                self.stack.update(scaled)
            # (while a staged scene's first picture is built, the scenes wait: its entrance plays from
            # its start when it is shown, and a picture that depends on time is built for that time)
        except Exception as exc:  # noqa: BLE001 - the crash guard
            self.crashed(exc)
        if self.kiosk is not None:
            self.kiosk.update(dt)
        self.toasts.update(dt)
        if self.coach is not None:
            self.coach.update(dt)
        if self._remember_window is not None:  # a resized window: its size is kept for the next start
            self.settings.window_size, self._remember_window = self._remember_window, None
            self.settings.save(self.storage, "window_size")

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
        if top is not self._prep_of:
            self._prep_of, self._prep = top, None
            if top is not None and top.staged_entry and self.config.stages_entries and top.needs_preparing():
                # its parts are paced as the warm-up's steps are: a part only when its likely length
                # (the longest so far) still fits in the frame beside the change's own work
                self._prep = Prewarm(first_guess=PREP_GUESS, patience=PREP_PATIENCE)
                self._prep.add("entry", top.prepare_steps)
        if self._prep is None:
            return False
        spent = 0.0 if self.frame_started is None else max(0.0, time.perf_counter() - self.frame_started)
        self._prep.run(IDLE_BUDGET - spent)
        if not self._prep.pending:  # (a part that fails is logged; the scene's own draw builds it then)
            self._prep = None
            self._prepared = True  # the next frame shows it, even if nothing in it moves
        return True

    _prep_of = None   # the scene whose first picture `_preparing` builds (or last looked at)
    _prep = None      # its parts still to build, paced (`Prewarm`)
    _prepared = False  # a staged scene's picture is built and waits to be shown
    #: when the loop began the frame being made (`perf_counter`; None: no loop, every frame has its budget)
    frame_started: float | None = None

    def render(self, force: bool = False) -> bool:
        """Draw the stack if something changed; returns True when a frame was drawn."""
        top = self.stack.top
        if self._preparing(top):
            return False
        attract = bool(getattr(top, "attract", False))
        ring = self.kiosk is not None and self.kiosk.ring_changed()
        coach = self.coach is not None and self.coach.animating
        scenes = (force or attract or ring or self._prepared or self.stack.wants_redraw() or self.toasts.animating
                  or self._toast_was_on)
        self._prepared = False
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
    _remember_window: list | None = None

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
        clock = pygame.time.Clock()
        self.running = True
        accumulator = 0.0
        last = time.perf_counter()
        idle_frames = 0
        report_rss = bool(os.environ.get("KASTELL_REPORT_RSS"))  # the soak's memory report (read once)
        while self.running:
            frame_start = self.frame_started = time.perf_counter()
            for event in pygame.event.get():
                self.handle_event(event)
                if not self.running:
                    break
            if not self.running:
                break
            if cfg.headless:
                frame_dt = 1.0 / FPS
            else:
                now = time.perf_counter()
                frame_dt = min(MAX_FRAME, now - last)
                last = now
            accumulator += frame_dt
            steps = 0
            while accumulator >= STEP - 1e-9 and steps < MAX_STEPS:
                self.step(STEP)
                accumulator -= STEP
                steps += 1
            if steps == MAX_STEPS:
                accumulator = min(accumulator, STEP)
            self.virtual_time += frame_dt
            if not self.stack.scenes:
                break
            shoot = bool(cfg.shots) and self.frame > 0 and self.frame % 60 == 0
            drawn = self.render(force=self.frame == 0 or shoot)
            if drawn:
                pygame.display.flip()
                idle_frames = 0
            else:
                idle_frames += 1
            if self.first_frame_at is None:
                self.first_frame_at = time.perf_counter()
                if os.environ.get("KASTELL_REPORT_FIRST_FRAME"):
                    print(f"KASTELL_FIRST_FRAME {time.time():.6f}", flush=True)
                if cfg.kiosk and not cfg.headless:  # the kiosk's journal: when the screen came up
                    print(f"Kastell: the first frame is on the screen ({time.monotonic():.1f} s after boot)",
                          file=sys.stderr, flush=True)
            self.idle(time.perf_counter() - frame_start)
            self.frame += 1
            if shoot:
                self.shot()
            if cfg.frames is not None and self.frame >= cfg.frames:
                break
            if report_rss and self.frame % 10000 == 0:
                from scenes.engine.memory import rss_mb

                import gc

                top = type(self.stack.top).__name__ if self.stack.top is not None else "-"
                print(f"KASTELL_RSS {self.frame} {rss_mb():.2f} objects={len(gc.get_objects())} top={top}",
                      flush=True)
            if not cfg.uncapped:
                # a static screen needs no 60 fps: after a second of idling, tick slower;
                # "low power" (older Pis) caps the frame rate at 30
                fps = 30 if self.settings.low_power else FPS
                clock.tick(fps if idle_frames < FPS else 20)
        if self.screen is not None and cfg.shots:
            self.render(force=True)
            self.shot(final=True)
        if os.environ.get("KASTELL_REPORT_RSS"):
            from scenes.engine.memory import rss_mb

            print(f"KASTELL_RSS {self.frame} {rss_mb():.2f} end", flush=True)
        return self.exit_code

    def shutdown(self) -> None:
        for scene in list(self.stack.scenes):
            try:
                scene.exit()
            except Exception:  # noqa: BLE001 - shutting down anyway
                _log.exception("scene exit failed")
        self.stack.scenes.clear()
        if self.sound is not None:
            self.sound.stop_all()
        for worker in (self._worker, self._checker):  # (after the scenes: no table uses them any more)
            if worker is not None:
                worker.shutdown(wait=True)
        self._worker = self._checker = None
        if self.storage is not None:
            self.storage.close()  # writes what is still queued, then stops the writer thread
        from scenes.services.logs import remove_log_file

        remove_log_file(self.log_path)
        from sprites.caches import clear_all

        clear_all()
        self.prewarm.forget()
        import gc

        gc.unfreeze()  # what start froze may go now (tests start and stop the app many times)
        pygame.quit()
