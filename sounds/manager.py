"""Sound effect playback for Kastell.

``SoundManager`` owns everything between "the game wants a sound" and the
pygame-ce mixer: starting the mixer lazily, loading and caching the WAV files
that ``sounds.make_sounds`` writes, the master effects volume, stereo pan,
and turning pymunk dice-collision impulses into rate-limited knocks.

It never raises into the game.  If the mixer cannot start (no audio device,
any exception), or the manager was built with ``enabled=False``, it goes
silent: ``available`` is False, ``problem`` says why, and every call is a
no-op.  A missing or unreadable sound file logs one warning and then plays
nothing.

Outputs: ``outputs()`` lists the audio devices SDL sees (HDMI, headphones,
USB …); ``use(name)`` switches to one (None: the system's default) and
reports whether it plays. A chosen output that has gone missing falls back to
the default and leaves a ``problem`` to show (the operator screen does).

Importing this module does not touch pygame; the first ``start()`` (or the
first ``play()``, which starts the mixer on demand) does.
"""

from __future__ import annotations

import logging
import time
from collections import deque
from pathlib import Path
from typing import Any, Callable, Deque, Dict, Optional, Union

log = logging.getLogger("kastell.sound")

DEFAULT_FOLDER = Path(__file__).resolve().parent
DICE_VARIANTS = ("dice1", "dice2", "dice3")


def _clamp(value: float, low: float, high: float) -> float:
    return max(low, min(high, float(value)))


class SoundManager:
    """Plays Kastell's effects; silent (never failing) when audio is unavailable.

    ``impact_scale`` is the pymunk impulse that plays a die at full volume;
    impulses below ``impact_threshold`` are ignored, and at most
    ``max_impacts`` dice knocks start within any ``impact_window`` seconds of
    ``clock()`` time (``time.monotonic`` unless injected for tests).
    """

    FREQUENCY = 44100
    SIZE = -16
    CHANNELS = 2
    BUFFER = 512
    NUM_CHANNELS = 16

    def __init__(
        self,
        folder: Optional[Union[str, Path]] = None,
        volume: float = 0.8,
        enabled: bool = True,
        *,
        impact_scale: float = 2000.0,
        impact_threshold: float = 40.0,
        min_impact_volume: float = 0.05,
        max_impacts: int = 12,
        impact_window: float = 0.1,
        clock: Callable[[], float] = time.monotonic,
        device: Optional[str] = None,
    ) -> None:
        self.folder = Path(folder) if folder is not None else DEFAULT_FOLDER
        self._volume = _clamp(volume, 0.0, 1.0)
        self._enabled = bool(enabled)
        self.impact_scale = float(impact_scale)
        self.impact_threshold = float(impact_threshold)
        self.min_impact_volume = float(min_impact_volume)
        self.max_impacts = int(max_impacts)
        self.impact_window = float(impact_window)
        self._clock = clock
        self._impact_times: Deque[float] = deque()
        self._next_die = 0
        self._pygame: Any = None  # the pygame module, once the mixer runs
        self._started = False  # start() has been attempted
        self._available = False
        self._cache: Dict[str, Any] = {}  # name -> pygame Sound, or None if unloadable
        self.device: Optional[str] = device  # the chosen output (None: the system's default)
        self.problem: Optional[str] = None   # why there is no sound, or why the chosen output is not used

    # ---------------------------------------------------------------- state

    @property
    def available(self) -> bool:
        """True once the mixer is running and sound is enabled."""
        return self._available and self._enabled

    @property
    def enabled(self) -> bool:
        return self._enabled

    @enabled.setter
    def enabled(self, value: bool) -> None:
        value = bool(value)
        if not value and self._enabled:
            self.stop_all()
        self._enabled = value

    @property
    def volume(self) -> float:
        """Master effects volume, 0..1."""
        return self._volume

    def set_volume(self, volume: float) -> None:
        """Set the master effects volume (clamped to 0..1); applies to new sounds."""
        try:
            self._volume = _clamp(volume, 0.0, 1.0)
        except (TypeError, ValueError):
            log.warning("ignoring invalid sound volume %r", volume)

    def start(self) -> bool:
        """Start the mixer (once), on the chosen output, else the default. Returns ``available``;
        never raises."""
        if not self._enabled:
            return False
        if self._started:
            return self._available
        self._started = True
        self.problem = None
        if self.device is not None:
            if self._open(self.device):
                return True
            wanted = self.device
            log.warning("the chosen sound output %r is not available; using the default", wanted)
            if self._open(None):
                self.problem = f"missing:{wanted}"
                return True
            return False
        return self._open(None)

    def _open(self, device: Optional[str]) -> bool:
        try:
            import pygame

            if pygame.mixer.get_init():
                # halt every channel first: `mixer.quit` holds the interpreter lock while it waits for
                # the audio thread, and a sound ending on that thread at that moment waits for the
                # lock to drop its reference (a hang seen once in the suite: SDL_mixer's
                # Mix_ChannelFinished under mixer_quit). `stop` lets go of the lock while it halts,
                # and with nothing playing no sound can end during the quit.
                pygame.mixer.stop()
                pygame.mixer.quit()
            pygame.mixer.init(
                frequency=self.FREQUENCY,
                size=self.SIZE,
                channels=self.CHANNELS,
                buffer=self.BUFFER,
                devicename=device,
            )
            pygame.mixer.set_num_channels(self.NUM_CHANNELS)
        except Exception as exc:  # pygame.error, missing device, anything
            log.warning("sound output %r could not start (%s)", device or "default", exc)
            self._available = False
            self.problem = f"failed:{exc}"
            return False
        self._pygame = pygame
        self._available = True
        self._cache.clear()  # sounds belong to the mixer that loaded them
        return True

    def outputs(self) -> list:
        """The names of the audio outputs SDL sees ([] when none can be listed)."""
        try:
            import pygame
            from pygame._sdl2 import audio

            if not pygame.mixer.get_init():
                self.start()  # listing needs SDL's audio running
            return list(audio.get_audio_device_names(False))
        except Exception as exc:  # noqa: BLE001 - an SDL without the call, or no devices
            log.warning("cannot list the sound outputs (%s)", exc)
            return []

    def use(self, device: Optional[str]) -> bool:
        """Play from now on through ``device`` (None: the default). True when it plays; on failure
        the previous output stays in use (or the default) and ``problem`` says what happened."""
        self.stop_all()
        previous = self.device
        self._started = True
        self.problem = None
        if self._open(device):
            self.device = device
            return True
        reason = self.problem
        if self._open(previous) or self._open(None):
            self.problem = reason
            return False
        return False

    # -------------------------------------------------------------- playback

    def play(self, name: str, volume: float = 1.0, pan: float = 0.0) -> Any:
        """Play effect ``name`` (e.g. "click"); returns the Channel or None.

        ``volume`` (0..1) is scaled by the master volume; ``pan`` runs from
        -1 (left) through 0 (centre, full level on both sides) to 1 (right).
        """
        if not self._enabled or not self.start():
            return None
        try:
            sound = self._load(name)
            if sound is None:
                return None
            level = _clamp(volume, 0.0, 1.0) * self._volume
            if level <= 0.0:
                return None
            pan = _clamp(pan, -1.0, 1.0)
            left = level * min(1.0, 1.0 - pan)
            right = level * min(1.0, 1.0 + pan)
            mixer = self._pygame.mixer
            channel = mixer.find_channel(False) or mixer.find_channel(True)
            if channel is None:
                return None
            # Channel panning persists between plays, so set it for every play,
            # before starting the sound so the first buffer is already right.
            channel.set_volume(left, right)
            channel.play(sound)
            return channel
        except Exception as exc:
            log.warning("could not play sound %r (%s)", name, exc)
            return None

    def play_impact(self, impulse: float, pan: float = 0.0) -> Any:
        """A die hit with collision ``impulse``: round-robin dice1/2/3, loudness
        proportional to the impulse, tiny impulses ignored, rate-limited."""
        if not self._enabled:
            return None
        try:
            impulse = abs(float(impulse))
        except (TypeError, ValueError):
            return None
        if impulse != impulse or impulse < self.impact_threshold:  # NaN or tiny
            return None
        now = self._clock()
        times = self._impact_times
        while times and now - times[0] >= self.impact_window:
            times.popleft()
        if len(times) >= self.max_impacts:
            return None
        times.append(now)
        name = DICE_VARIANTS[self._next_die % len(DICE_VARIANTS)]
        self._next_die += 1
        level = _clamp(impulse / self.impact_scale, self.min_impact_volume, 1.0)
        return self.play(name, level, pan)

    def stop_all(self) -> None:
        """Stop every playing effect."""
        if not self._available:
            return
        try:
            self._pygame.mixer.stop()
        except Exception as exc:
            log.warning("could not stop sounds (%s)", exc)

    def preload(self) -> None:
        """Load every WAV in the folder now rather than on first play."""
        if not self.start():
            return
        for path in sorted(self.folder.glob("*.wav")):
            self._load(path.stem)

    # -------------------------------------------------------------- internal

    def _load(self, name: str) -> Any:
        key = name[:-4] if name.endswith(".wav") else name
        if key in self._cache:
            return self._cache[key]
        path = self.folder / f"{key}.wav"
        try:
            sound = self._pygame.mixer.Sound(str(path))
        except Exception as exc:  # missing, unreadable, wrong format
            log.warning("sound %r unavailable: %s (%s)", key, path, exc)
            sound = None
        self._cache[key] = sound
        return sound
