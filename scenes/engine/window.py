"""The app's window: SDL's display started, the screen opened in a window or full screen, its size.

The logical screen is 1280×720, shown through `pygame.SCALED` (letterboxed by SDL, smooth and
fractional) in a window or full screen; F11 and Alt+Enter toggle (not in the kiosk, which stays full
screen). A window opens at its remembered size, else at the largest 16:9 size within 80 % of the
desktop; a window the user resizes is remembered (the setting ``window_size``). The input mapper is
told the window's size (it maps fingers through the letterbox), and every scene redraws after a change.
"""
from __future__ import annotations

import logging
import os

import pygame

from scenes.engine.input import LOGICAL

_log = logging.getLogger("kastell.app")


class DisplayUnavailable(RuntimeError):
    """No screen could be opened (e.g. KMSDRM on a Pi whose display stack is not ready)."""


#: the window events after which the window's size is read again and every scene redrawn
_SIZE_EVENTS = (pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED, pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN,
                pygame.WINDOWRESTORED, pygame.WINDOWMAXIMIZED)


class Window:
    """The app's display (`app.screen` is its surface): opened by `start`, switched by `toggle`."""

    def __init__(self, app) -> None:
        self.app = app
        self.fullscreen = False
        self._remember: list | None = None  # a resized window's size, kept in the next `keep_size`

    def start(self) -> None:
        """Start SDL's display, fonts, gamepads and keys, and open the screen: full screen when the
        settings or the kiosk ask for it (headless: never). Raises `DisplayUnavailable`."""
        cfg = self.app.config
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
        start_pads()
        pygame.key.set_repeat(320, 55)
        pygame.key.stop_text_input()  # only the name keyboard wants text events
        try:
            self.open((self.app.settings.fullscreen or cfg.kiosk) and not cfg.headless)
        except pygame.error as exc:
            raise DisplayUnavailable(f"{pygame.display.get_driver()}: {exc}") from exc
        pygame.display.set_caption("Kastell")

    def open(self, fullscreen: bool) -> None:
        headless = self.app.config.headless
        flags = pygame.SCALED if not headless else 0
        if fullscreen:
            flags |= pygame.FULLSCREEN
        else:
            flags |= pygame.RESIZABLE
        self.app.screen = pygame.display.set_mode(LOGICAL, flags)
        self.fullscreen = fullscreen
        if not fullscreen and not headless:
            self._size_window()
        self._sync_size()

    def _size_window(self) -> None:
        """A window opens at its remembered size, else at the largest 16:9 size within 80 % of the
        desktop (never the whole screen, as SDL's integer scaling would on a large desktop)."""
        try:
            desk_w, desk_h = pygame.display.get_desktop_sizes()[0]
        except (pygame.error, IndexError):
            return
        remembered = self.app.settings.window_size
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

    def _sync_size(self) -> None:
        try:
            self.app.input.window_size = pygame.display.get_window_size()
        except pygame.error:
            self.app.input.window_size = LOGICAL

    def toggle(self) -> None:
        """Full screen to window or back; the choice is kept in the settings."""
        app = self.app
        if app.config.headless:
            self.fullscreen = not self.fullscreen
        else:
            # a fresh set_mode (not toggle_fullscreen) so SDL re-reads the window size and the
            # SCALED letterbox fits it, also under kiosk window managers that force the size
            try:
                self.open(not self.fullscreen)
            except pygame.error as exc:
                _log.warning("cannot switch full screen: %s", exc)
        app.settings.fullscreen = self.fullscreen
        app.settings.save(app.storage, "fullscreen")
        self._sync_size()
        for scene in app.stack.scenes:
            scene.dirty = True

    def on_event(self, event: pygame.event.Event) -> bool:
        """F11 or Alt+Enter (the switch), or the window shown, resized, exposed: True when handled."""
        app = self.app
        t = event.type
        if t == pygame.KEYDOWN:
            alt_enter = event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and event.mod & pygame.KMOD_ALT
            if event.key == pygame.K_F11 or alt_enter:
                if app.kiosk is None:  # the kiosk stays full screen
                    self.toggle()
                return True
            return False
        if t not in _SIZE_EVENTS:
            return False
        self._sync_size()
        if t == pygame.WINDOWRESIZED and not self.fullscreen and not app.config.headless:
            self._remember = [int(event.x), int(event.y)]
        for scene in app.stack.scenes:
            scene.dirty = True
        return True

    def keep_size(self) -> None:
        """A resized window: its size is kept for the next start (in an update step, not in the event)."""
        if self._remember is not None:
            self.app.settings.window_size, self._remember = self._remember, None
            self.app.settings.save(self.app.storage, "window_size")


def start_pads() -> None:
    """Start SDL's joystick layer and its game controller layer (SDL's database of known pads, read
    by `InputMapper`); either may be missing (the app goes on with touch and keys)."""
    try:
        pygame.joystick.init()
    except pygame.error:
        pass
    try:
        from pygame._sdl2 import controller

        controller.init()
    except (ImportError, pygame.error):
        pass


def stop_pads() -> None:
    """Stop SDL's game controller layer before ``pygame.quit``: left to SDL_Quit, a process that
    starts and stops the app a few times (the tests) gets no CONTROLLER* events from the fourth start."""
    try:
        from pygame._sdl2 import controller

        controller.quit()
    except (ImportError, pygame.error):
        pass
