"""The app's start in steps (`App.start` runs them in order): the data folder's storage, the settings
with what the command line asked for over them, and the kiosk's session (no mouse arrow, a clean stop).
"""
from __future__ import annotations

import sys
from typing import Callable

import pygame

from scenes.services import i18n
from scenes.services.settings import Settings
from scenes.services.storage import Storage, default_data_dir
from sprites import theme


def open_storage(config) -> tuple[Storage, str | None]:
    """The storage of the data folder (`--data-dir`, else the platform's), and in the kiosk the data
    stick its fstab mounts there when it is missing (its source, else None; said in the journal)."""
    folder = config.data_dir or default_data_dir()
    missing = None
    if config.kiosk:
        from scenes.services.data_place import missing_stick

        missing = missing_stick(folder)
        if missing:
            print(f"Kastell: the data stick {missing} for {folder} is missing; the data stays "
                  "on the folder beneath its mount point for now", file=sys.stderr, flush=True)
    return Storage(folder), missing


def load_settings(storage: Storage, config) -> Settings:
    """The stored settings, with what the command line asked for over them; the language and colours set."""
    settings = Settings.load(storage, kiosk=config.kiosk)
    if config.lang:
        settings.language = config.lang
    if config.windowed:
        settings.fullscreen = False
    elif config.fullscreen:
        settings.fullscreen = True
    i18n.set_language(settings.language)
    theme.set_high_contrast(settings.high_contrast)
    return settings


def kiosk_session(quit: Callable[[int], None]) -> None:
    """No mouse arrow (guests touch; nobody needs one), and `systemctl stop` ends the app cleanly."""
    pygame.mouse.set_visible(False)
    # the window's close button is ignored in kiosk mode, but `systemctl stop` (SIGTERM) must end
    # the app cleanly: our handler replaces SDL's (which would only post a QUIT event)
    import signal

    try:
        signal.signal(signal.SIGTERM, lambda *_: quit(0))
    except ValueError:  # not the main thread (some test runners)
        pass
