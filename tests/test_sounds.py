"""Tests for the synthesized effects (sounds/make_sounds.py) and SoundManager."""

import os

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import array  # noqa: E402
import logging  # noqa: E402
import math  # noqa: E402
import sys  # noqa: E402
import wave  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from sounds import make_sounds  # noqa: E402
from sounds.manager import DICE_VARIANTS, SoundManager  # noqa: E402

SOUNDS = Path(make_sounds.__file__).resolve().parent

# (min, max) duration in seconds for every effect.
DURATIONS = {
    "click": (0.03, 0.06),
    "dice1": (0.06, 0.12),
    "dice2": (0.06, 0.12),
    "dice3": (0.06, 0.12),
    "dice_rattle": (0.5, 0.7),
    "card": (0.06, 0.10),
    "card_deal": (0.12, 0.18),
    "roof": (0.12, 0.18),
    "disc": (0.17, 0.23),
    "fanfare": (1.95, 2.05),
    "error": (0.09, 0.15),
    "whoosh": (0.22, 0.28),
    "pop": (0.06, 0.10),
}
DICE = ("dice1", "dice2", "dice3", "dice_rattle")


def read_samples(path):
    with wave.open(str(path), "rb") as w:
        params = (w.getnchannels(), w.getsampwidth(), w.getframerate())
        frames = w.readframes(w.getnframes())
    pcm = array.array("h", frames)
    if sys.byteorder == "big":
        pcm.byteswap()
    return params, pcm


@pytest.fixture(scope="module")
def samples():
    out = {}
    for name in make_sounds.EFFECTS:
        params, pcm = read_samples(SOUNDS / f"{name}.wav")
        out[name] = (params, pcm)
    return out


def peak(pcm):
    return max(abs(s) for s in pcm)


def max_window_rms(pcm, seconds=0.05):
    """Loudest RMS over any window: a crude short-term loudness."""
    win = min(len(pcm), int(seconds * 44100))
    sq = [s * s for s in pcm]
    acc = best = sum(sq[:win])
    for i in range(win, len(sq)):
        acc += sq[i] - sq[i - win]
        best = max(best, acc)
    return math.sqrt(best / win)


# --------------------------------------------------------------- the files

def test_effects_table_matches_expected_names():
    assert set(make_sounds.EFFECTS) == set(DURATIONS)


@pytest.mark.parametrize("name", sorted(DURATIONS))
def test_wav_is_valid_mono_16bit_44100(name, samples):
    (channels, width, rate), pcm = samples[name]
    assert (channels, width, rate) == (1, 2, 44100)
    lo, hi = DURATIONS[name]
    assert lo <= len(pcm) / rate <= hi
    assert peak(pcm) > 1000, "effect is (nearly) silent"


def test_fanfare_is_two_seconds(samples):
    (_, _, rate), pcm = samples["fanfare"]
    assert abs(len(pcm) / rate - 2.0) < 0.01


def test_dice_are_the_loudest(samples):
    dice_peak = max(peak(samples[n][1]) for n in DICE)
    dice_rms = max(max_window_rms(samples[n][1]) for n in DICE)
    assert dice_peak >= 0.6 * 32767  # about -3 dBFS, leaves headroom below 0
    assert dice_peak < 32767
    for name in DURATIONS:
        if name in DICE:
            continue
        pcm = samples[name][1]
        assert peak(pcm) < dice_peak, name
        assert max_window_rms(pcm) < dice_rms, name


@pytest.mark.parametrize("name", sorted(DURATIONS))
def test_no_click_at_start_or_end(name, samples):
    pcm = samples[name][1]
    limit = 0.01 * 32767
    assert max(abs(s) for s in pcm[:10]) < limit
    assert max(abs(s) for s in pcm[-10:]) < limit


def test_total_size_is_small():
    total = sum((SOUNDS / f"{n}.wav").stat().st_size for n in make_sounds.EFFECTS)
    assert total < 1_000_000


def test_regeneration_is_byte_identical(tmp_path):
    written = make_sounds.main(folder=tmp_path, quiet=True)
    assert set(written) == set(make_sounds.EFFECTS)
    for name, path in written.items():
        assert path.read_bytes() == (SOUNDS / f"{name}.wav").read_bytes(), name


def test_effect_functions_return_floats_in_range():
    x = make_sounds.EFFECTS["pop"]()
    assert all(-1.0 <= s <= 1.0 for s in x)


# ------------------------------------------------------------ the manager

@pytest.fixture
def mixer_off():
    """Leave the mixer shut so each test controls its own start."""
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


def test_manager_plays_every_sound_with_dummy_driver(mixer_off):
    sm = SoundManager()
    assert sm.start() is True
    assert sm.available
    assert pygame.mixer.get_num_channels() == 16
    for name in make_sounds.EFFECTS:
        ch = sm.play(name, volume=0.5, pan=-0.5)
        assert ch is not None, name
    for i in range(10):
        sm.play_impact(500.0 * (i + 1), pan=0.3)
    sm.set_volume(0.2)
    sm.stop_all()


class FakeChannel:
    def __init__(self):
        self.events = []

    def set_volume(self, *levels):
        self.events.append(("volume", levels))

    def play(self, sound):
        self.events.append(("play", sound))


def test_volume_and_pan_reach_the_channel(mixer_off, monkeypatch):
    sm = SoundManager(volume=0.5)
    assert sm.start()
    fake = FakeChannel()
    monkeypatch.setattr(pygame.mixer, "find_channel", lambda force=False: fake)
    sm.play("click", volume=0.8, pan=1.0)  # hard right
    sm.play("click", volume=0.8, pan=-0.5)
    sm.play("click", volume=9.0, pan=0.0)  # clamped, centre = full both sides
    levels = [e[1] for e in fake.events if e[0] == "volume"]
    assert levels[0] == pytest.approx((0.0, 0.4))
    assert levels[1] == pytest.approx((0.4, 0.2))
    assert levels[2] == pytest.approx((0.5, 0.5))
    # the level is set before the sound starts, every time
    assert [e[0] for e in fake.events] == ["volume", "play"] * 3


def test_missing_sound_warns_once_and_plays_nothing(mixer_off, tmp_path, caplog):
    sm = SoundManager(folder=tmp_path)
    with caplog.at_level(logging.WARNING, logger="kastell.sound"):
        assert sm.play("nope") is None
        assert sm.play("nope") is None
    assert len([r for r in caplog.records if "nope" in r.getMessage()]) == 1


def test_unreadable_sound_is_skipped(mixer_off, tmp_path):
    (tmp_path / "broken.wav").write_bytes(b"not a wave file")
    sm = SoundManager(folder=tmp_path)
    assert sm.play("broken") is None


def test_silent_when_mixer_cannot_start(monkeypatch, caplog):
    def boom(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", boom)
    sm = SoundManager()
    with caplog.at_level(logging.WARNING, logger="kastell.sound"):
        assert sm.start() is False
        assert sm.play("click") is None
        assert sm.play("fanfare", 2.0, 5.0) is None
        assert sm.play_impact(5000.0) is None
        sm.set_volume(0.3)
        sm.stop_all()
        sm.preload()
    assert sm.available is False
    assert sm.volume == pytest.approx(0.3)
    assert len(caplog.records) == 1


def test_disabled_manager_never_touches_pygame(monkeypatch):
    def boom(*args, **kwargs):
        raise AssertionError("mixer touched")

    monkeypatch.setattr(pygame.mixer, "init", boom)
    monkeypatch.setattr(pygame.mixer, "get_init", boom)
    sm = SoundManager(enabled=False)
    assert sm.start() is False
    assert sm.play("click") is None
    assert sm.play_impact(3000.0) is None
    sm.stop_all()
    assert sm.available is False


def test_volume_is_clamped():
    sm = SoundManager(volume=3.0, enabled=False)
    assert sm.volume == 1.0
    sm.set_volume(-0.5)
    assert sm.volume == 0.0
    sm.set_volume(0.25)
    assert sm.volume == 0.25
    sm.set_volume(7)
    assert sm.volume == 1.0


class FakeClock:
    def __init__(self):
        self.t = 100.0

    def __call__(self):
        return self.t


class Recorder(SoundManager):
    """SoundManager that records play() calls instead of touching the mixer."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.calls = []

    def play(self, name, volume=1.0, pan=0.0):
        self.calls.append((name, volume, pan))
        return object()


def test_impact_rate_limit_with_injected_clock():
    clock = FakeClock()
    sm = Recorder(clock=clock)
    played = [sm.play_impact(1000.0) for _ in range(30)]
    assert sum(p is not None for p in played) == 12
    clock.t += 0.05  # still inside the 100 ms window
    assert sm.play_impact(1000.0) is None
    clock.t += 0.051  # the first burst has left the window
    assert sum(sm.play_impact(1000.0) is not None for _ in range(20)) == 12
    assert len(sm.calls) == 24


def test_impact_volume_variants_and_threshold():
    sm = Recorder(clock=FakeClock())
    assert sm.play_impact(5.0) is None  # below threshold
    sm.play_impact(1000.0)
    sm.play_impact(4000.0)
    sm.play_impact(100.0)
    sm.play_impact(-2000.0)
    names = [c[0] for c in sm.calls]
    vols = [c[1] for c in sm.calls]
    assert names == ["dice1", "dice2", "dice3", "dice1"]
    assert set(names) <= set(DICE_VARIANTS)
    assert vols[0] == pytest.approx(0.5)
    assert vols[1] == pytest.approx(1.0)
    assert vols[2] == pytest.approx(0.05)
    assert vols[3] == pytest.approx(1.0)


def test_a_manager_starting_over_a_running_mixer_halts_every_sound_before_it_quits(mixer_off, monkeypatch):
    """Quitting the mixer while a sound ends on the audio thread can hang the app (the quit holds
    the interpreter lock; the ending sound waits for it): a manager that starts while the mixer runs
    (a second app in one process, as in the tests) halts every channel first."""
    first = SoundManager()
    assert first.start()
    first.play("click")
    calls = []
    real_stop, real_quit = pygame.mixer.stop, pygame.mixer.quit
    monkeypatch.setattr(pygame.mixer, "stop", lambda: (calls.append("stop"), real_stop())[1])
    monkeypatch.setattr(pygame.mixer, "quit", lambda: (calls.append("quit"), real_quit())[1])
    assert SoundManager().start()
    assert calls == ["stop", "quit"]
