"""Settings: the player-facing options, loaded from and saved to storage.

Language, effects and music volume, the music's mute, full screen, animation speed, high contrast, low power,
and for the café kiosk: the idle timeout and the operator key chord (the PIN
lives apart, hashed: ``scenes.services.pin_vault``).
Values from the database are checked; a bad value falls back to its default.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, fields

SPEEDS = {"slow": 0.7, "normal": 1.0, "fast": 1.6}
IDLE_TIMEOUTS = (30, 60, 90, 120, 180, 300)


@dataclass
class Settings:
    language: str = "de"
    volume: float = 0.8             # the effects' volume
    music_volume: float = 0.8       # the music's, apart from the effects' (its pieces sit 8 LU under them)
    music: bool = True              # the music's mute (off: muted); the kiosk's guests mute only for their visit
    fullscreen: bool = True
    window_size: list | None = None  # the last window size (w, h) in a window; None: 80 % of the desktop
    audio_device: str | None = None  # the sound output by SDL's name; None: the system's default
    speed: str = "normal"
    high_contrast: bool = False
    low_power: bool = False
    idle_timeout: int = 90          # seconds without input before the kiosk returns to the attract loop
    kiosk_chord: str = "ctrl+alt+q"  # the operator's key chord on a keyboard
    phones: bool = True             # players may join a table with their phones (the table server);
                                    # in the kiosk off until the operator switches it on (see load)
    phones_repair: bool = True      # a phone seat may go to a new phone, asked at the table; the kiosk's
                                    # operator may lock it (then it takes the PIN)

    @property
    def speed_factor(self) -> float:
        return SPEEDS.get(self.speed, 1.0)

    @classmethod
    def load(cls, storage, kiosk: bool = False) -> "Settings":
        """The stored settings. In the café kiosk the table server for phones stays off until the
        operator switches it on: a stranger on the café's Wi-Fi finds no open port by default."""
        s = cls()
        stored = storage.all_settings() if storage is not None else {}
        for f in fields(cls):
            if f.name in stored:
                setattr(s, f.name, stored[f.name])
        if kiosk and "phones" not in stored:
            s.phones = False
        s.validate()
        return s

    def validate(self) -> None:
        d = Settings()
        if self.language not in ("de", "en"):
            self.language = d.language
        for name in ("volume", "music_volume"):
            try:
                setattr(self, name, min(1.0, max(0.0, float(getattr(self, name)))))
            except (TypeError, ValueError):
                setattr(self, name, getattr(d, name))
        if not isinstance(self.speed, str) or self.speed not in SPEEDS:  # a list or dict is unhashable
            self.speed = d.speed
        if isinstance(self.idle_timeout, bool) or self.idle_timeout not in IDLE_TIMEOUTS:
            self.idle_timeout = d.idle_timeout
        if not isinstance(self.kiosk_chord, str) or not self.kiosk_chord.strip():
            self.kiosk_chord = d.kiosk_chord
        size = self.window_size
        if size is not None and not (isinstance(size, list) and len(size) == 2
                                     and all(isinstance(v, int) and not isinstance(v, bool) and 320 <= v <= 16384
                                             for v in size)):
            self.window_size = None
        if self.audio_device is not None and not (isinstance(self.audio_device, str) and self.audio_device):
            self.audio_device = None
        for name in ("fullscreen", "high_contrast", "low_power", "phones", "phones_repair", "music"):
            if not isinstance(getattr(self, name), bool):
                setattr(self, name, getattr(d, name))

    def save(self, storage, name: str | None = None) -> None:
        if storage is None:
            return
        data = asdict(self)
        for key, value in data.items():
            if name is None or key == name:
                storage.set_setting(key, value)
