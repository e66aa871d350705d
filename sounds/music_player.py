"""The cabinet's music: which piece plays, its fades, its volume and its mute.

``MusicPlayer`` streams the rendered pieces in ``sounds/music/`` (``manifest.json`` names each
piece's file and whether it loops) through ``pygame.mixer.music``: one piece at a time, decoded as
it plays, so a piece costs no memory beyond the stream's buffer.

The scenes say which piece they want (``want``, once per frame from the scene stack); the player
moves there by a fade-through: the piece that plays fades out (``FADE_OUT`` seconds, a cue's way in
faster), the new one starts at silence the moment the old one is silent, in the same call, and fades
in (``FADE_IN``). A switch therefore never clicks (both sides are at zero) and never leaves a gap
longer than one audio buffer. The same piece wanted again goes on where it is. A piece that does
not loop (the win and lose cues) plays once per time it is wanted.

Music has its own volume (``set_volume``) beside the effects' and a mute (``muted``) that a guest
finds on the menu, in the pause menu and on the M key. The player never raises into the game: no
mixer, no manifest, a missing or unreadable file, each logs one warning and then plays nothing.
Built with ``enabled=False`` (headless and ``--frames`` runs) it still follows what the scenes want
(``wanted``) but never touches the mixer, so those runs stay silent and deterministic.

Importing this module does not touch pygame; the first piece that plays does.
"""

from __future__ import annotations

import json
import logging
import math
from pathlib import Path
from typing import Any, Dict, Optional

log = logging.getLogger("kastell.music")

DEFAULT_FOLDER = Path(__file__).resolve().parent / "music"
#: what the scenes ask for when none says otherwise: the cabinet's theme
THEME = "title"
#: a scene that wants quiet (no piece at all)
SILENCE = ""


def _clamp01(value: float) -> float:
    return max(0.0, min(1.0, float(value)))


class MusicPlayer:
    """Plays the piece the scenes want, with fades, a volume and a mute (see the module docstring).

    ``backend`` is the object with pygame.mixer.music's calls (``load``, ``play``, ``stop``,
    ``set_volume``, ``get_busy``); None takes pygame's own once a piece first plays.
    """

    FADE_OUT = 0.45  # seconds from full to silence when the scenes want another piece
    CUE_FADE_OUT = 0.2  # a cue (a piece that does not loop) comes in faster: it belongs to a moment
    FADE_IN = 1.0

    def __init__(self, folder: Optional[Path] = None, volume: float = 0.8, *, enabled: bool = True,
                 muted: bool = False, backend: Any = None) -> None:
        self.folder = Path(folder) if folder is not None else DEFAULT_FOLDER
        self.enabled = bool(enabled)
        self._volume = _clamp01(volume)
        self.muted = bool(muted)
        self._backend = backend
        self._pieces: Optional[Dict[str, dict]] = None  # the manifest's pieces, read once
        self.wanted: Optional[str] = None  # what the scenes want (SILENCE: nothing)
        self.playing: Optional[str] = None  # what the stream plays now (None: nothing)
        self._gain = 0.0  # the fade's envelope, 0..1
        self._sent = -1.0  # the last level handed to the mixer (sent only when it changes)
        self._finished: Optional[str] = None  # a wanted piece that played out or cannot play
        self.problem: Optional[str] = None

    # ------------------------------------------------------------------ settings
    @property
    def volume(self) -> float:
        """The music's own volume, 0..1 (the effects have theirs)."""
        return self._volume

    def set_volume(self, volume: float) -> None:
        try:
            self._volume = _clamp01(volume)
        except (TypeError, ValueError):
            log.warning("ignoring invalid music volume %r", volume)
        self._send()

    def toggle_mute(self) -> bool:
        """Mute or unmute; returns True when the music is now on."""
        self.muted = not self.muted
        self._send()
        return not self.muted

    @property
    def level(self) -> float:
        """What the mixer gets now: the volume, the mute and the fade's envelope, on a quarter sine
        (the equal-power curve: the level leaves and reaches silence steeply, so the dip between
        two pieces is milliseconds long, and the ear hears the fade as even)."""
        if self.muted or self.playing is None:
            return 0.0
        return self._volume * math.sin(self._gain * math.pi / 2)

    # ------------------------------------------------------------------ what plays
    def pieces(self) -> Dict[str, dict]:
        """The manifest's pieces by name ({} when it is missing or unreadable: no music)."""
        if self._pieces is None:
            path = self.folder / "manifest.json"
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
                pieces = data["pieces"] if "pieces" in data else data
                self._pieces = {name: p for name, p in pieces.items()
                                if isinstance(p, dict) and isinstance(p.get("file"), str)}
            except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
                log.warning("no music: %s unreadable (%s)", path, exc)
                self.problem = f"manifest:{exc}"
                self._pieces = {}
        return self._pieces

    def loops(self, name: str) -> bool:
        return bool(self.pieces().get(name, {}).get("loop", True))

    def want(self, name: Optional[str]) -> None:
        """The scenes want `name` (THEME, a game's key, a cue, or SILENCE); the next `update`s get
        there. A cue wanted anew (after something else was wanted) plays again."""
        name = name or SILENCE
        if name != self.wanted:
            self.wanted = name
            self._finished = None

    def update(self, dt: float) -> None:
        """One frame: move the fade towards what is wanted, switching pieces at silence."""
        wanted = self.wanted or None
        if self.playing is not None and self.playing != wanted:
            fade = self.CUE_FADE_OUT if wanted is not None and not self.loops(wanted) else self.FADE_OUT
            self._gain = max(0.0, self._gain - dt / fade)
            if self._gain <= 0.0:
                previous = self.playing
                self._start(wanted)  # (loading the next piece replaces the old stream in the mixer's
                if self.playing is None:  # own step: stopping it first could leave a buffer of silence)
                    self.playing = previous
                    self._stop()
                elif self.loops(self.playing):
                    self._gain = dt / self.FADE_IN  # heard from this step on: no frame of silence
        elif self.playing is None:
            self._start(wanted)
        elif not self.loops(self.playing) and self._done():
            self._finished = self.playing  # a cue plays once each time it is wanted
            self._stop()
        else:
            self._gain = min(1.0, self._gain + dt / self.FADE_IN)
        self._send()

    # ------------------------------------------------------------------ the mixer
    def _music(self) -> Any:
        if self._backend is None:
            import pygame

            if not pygame.mixer.get_init():
                raise RuntimeError("the mixer is not running")
            self._backend = pygame.mixer.music
        return self._backend

    def _start(self, name: Optional[str]) -> None:
        """Start `name` at silence. None, a cue that has played out, or a piece that cannot play
        (disabled, unknown, no mixer, a broken file): nothing plays, and it is not tried again until
        something else is wanted."""
        self._gain = 0.0
        self.playing = None
        if name is None or name == self._finished:
            return
        self._finished = name  # (until it plays: a failure is not retried every frame)
        if not self.enabled:
            return
        piece = self.pieces().get(name)
        if piece is None:
            if self._pieces:
                log.warning("no music piece %r", name)
            return
        loop = bool(piece.get("loop", True))
        try:
            music = self._music()
            music.set_volume(0.0)
            music.load(str(self.folder / piece["file"]))
            music.play(-1 if loop else 0)
        except Exception as exc:  # noqa: BLE001 - no mixer, a missing or broken file: quiet, never a crash
            log.warning("music %r cannot play (%s)", name, exc)
            self.problem = f"failed:{exc}"
            return
        self._finished = None
        self._sent = 0.0
        self.playing = name
        if not loop:
            self._gain = 1.0  # a cue starts at its own level; it was rendered with its attack

    def _stop(self) -> None:
        if self.playing is not None:
            try:
                self._music().stop()
            except Exception as exc:  # noqa: BLE001
                log.warning("music cannot stop (%s)", exc)
        self.playing = None
        self._gain = 0.0

    def _done(self) -> bool:
        try:
            return not self._music().get_busy()
        except Exception:  # noqa: BLE001
            return True

    def _send(self) -> None:
        level = round(self.level, 3)
        if level == self._sent or self.playing is None:
            return
        self._sent = level
        try:
            self._music().set_volume(level)
        except Exception as exc:  # noqa: BLE001
            log.warning("music volume cannot be set (%s)", exc)

    def reopened(self) -> None:
        """The mixer is being closed and opened again (another sound output): what played is gone
        with it; the next `update` starts what is wanted afresh, with its fade-in."""
        self.playing = None
        self._gain = 0.0
        self._finished = None

    def stop(self) -> None:
        """Stop at once (the app quits, the mixer is closed for another output)."""
        self._stop()
        self.wanted = None
        self._finished = None
