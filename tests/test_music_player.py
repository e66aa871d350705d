"""The music player on its own (sounds/music_player.py), with a stand-in for pygame.mixer.music:
which piece plays, the fade-through between pieces (no click, no gap), cues played once, the
volume and the mute, and a missing manifest or file never raising."""
from __future__ import annotations

import json

import pytest

from sounds.music_player import MusicPlayer

DT = 1 / 60


class FakeMusic:
    """pygame.mixer.music's calls, written down: (call, argument) and the volume at each call."""

    def __init__(self) -> None:
        self.calls: list[tuple] = []
        self.volume = 1.0
        self.busy = False
        self.loaded = None
        self.fail_load = False

    def load(self, path):
        if self.fail_load:
            raise RuntimeError("cannot open")
        self.loaded = path
        self.calls.append(("load", path.rsplit("/", 1)[-1], self.volume))

    def play(self, loops=0):
        self.busy = True
        self.calls.append(("play", loops, self.volume))

    def stop(self):
        self.busy = False
        self.calls.append(("stop", None, self.volume))

    def set_volume(self, v):
        self.volume = v

    def get_busy(self):
        return self.busy

    def names(self, call):
        return [c[1] for c in self.calls if c[0] == call]


@pytest.fixture
def folder(tmp_path):
    pieces = {"title": {"file": "title.ogg", "loop": True}, "castro": {"file": "castro.ogg", "loop": True},
              "win": {"file": "win.ogg", "loop": False}}
    (tmp_path / "manifest.json").write_text(json.dumps({"pieces": pieces}))
    return tmp_path


def run(player, seconds):
    for _ in range(round(seconds / DT)):
        player.update(DT)


def playing(folder, name="title", seconds=2.0, **kw):
    """A player over a stand-in mixer that has played `name` for `seconds` (faded in)."""
    music = FakeMusic()
    player = MusicPlayer(folder, backend=music, **kw)
    player.want(name)
    run(player, seconds)
    return music, player


def test_a_wanted_piece_starts_at_silence_and_fades_in_to_the_music_volume(folder):
    music = FakeMusic()
    player = MusicPlayer(folder, volume=0.5, backend=music)
    player.want("title")
    player.update(DT)
    assert music.calls[:2] == [("load", "title.ogg", 0.0), ("play", -1, 0.0)]  # loops, from silence
    assert music.volume == 0.0
    player.update(DT)
    assert 0 < music.volume < 0.05
    run(player, MusicPlayer.FADE_IN / 2)
    assert 0.2 < music.volume < 0.45
    run(player, MusicPlayer.FADE_IN)
    assert music.volume == pytest.approx(0.5)


def test_another_piece_fades_the_first_out_and_starts_at_silence_in_the_same_step(folder):
    music, player = playing(folder, "title", 2, volume=1.0)
    player.want("castro")
    levels = []
    while "castro.ogg" not in music.names("load"):
        player.update(DT)
        levels.append(music.volume)
        assert len(levels) < 60, "the switch never came"
    assert len(levels) == pytest.approx(MusicPlayer.FADE_OUT / DT, abs=1)
    assert levels[:-1] == sorted(levels[:-1], reverse=True)  # down all the way
    load, play = music.calls[-2:]
    assert load[0] == "load" and load[2] < 0.06 and play == ("play", -1, 0.0)  # at silence: no click
    assert "stop" not in [c[0] for c in music.calls]  # the new piece replaces the old in the mixer's step
    assert music.busy and 0 < levels[-1] < 0.05  # and no frame silent: the new one is heard in the same step
    run(player, 2)
    assert music.volume == pytest.approx(1.0) and player.playing == "castro"


def test_the_same_piece_wanted_again_goes_on_where_it_is(folder):
    music, player = playing(folder, "castro", 1)
    player.want("castro")
    player.want(None)  # (an overlay that names no piece is resolved by the stack, never sent as None
    player.want("castro")  # for long: back within the frame, nothing happened)
    run(player, 1)
    assert music.names("load") == ["castro.ogg"]


def test_going_back_during_a_fade_out_turns_the_fade_around(folder):
    music, player = playing(folder, "title", 2, volume=1.0)
    player.want("castro")
    run(player, 0.2)
    player.want("title")
    run(player, 2)
    assert music.names("load") == ["title.ogg"] and music.volume == pytest.approx(1.0)


def test_a_cue_comes_in_fast_plays_once_and_again_only_when_wanted_anew(folder):
    music, player = playing(folder, "castro", 2, volume=0.8)
    player.want("win")
    steps = 0
    while "win.ogg" not in music.names("load"):
        player.update(DT)
        steps += 1
    assert steps <= MusicPlayer.CUE_FADE_OUT / DT + 1
    assert music.calls[-1] == ("play", 0, 0.0)  # once, not looped
    player.update(DT)
    assert music.volume == pytest.approx(0.8)  # at its own level at once
    music.busy = False  # it has played out
    run(player, 3)
    assert music.names("load") == ["castro.ogg", "win.ogg"] and player.playing is None
    player.want("castro")
    run(player, 1)
    player.want("win")
    run(player, 1)
    assert music.names("load") == ["castro.ogg", "win.ogg", "castro.ogg", "win.ogg"]


def test_the_mute_and_the_volume(folder):
    music, player = playing(folder, "title", 2, volume=0.6)
    assert player.toggle_mute() is False and music.volume == 0.0
    run(player, 1)
    assert music.volume == 0.0  # the fade does not bring it back
    assert player.toggle_mute() is True and music.volume == pytest.approx(0.6)
    player.set_volume(0.25)
    assert music.volume == pytest.approx(0.25)
    player.set_volume("loud")  # a bad value is ignored
    assert player.volume == 0.25
    muted = MusicPlayer(folder, backend=FakeMusic(), muted=True)
    muted.want("title")
    run(muted, 2)
    assert muted.playing == "title" and muted._backend.volume == 0.0  # it plays on, unheard: unmuting is instant


def test_silence_fades_out_and_stops(folder):
    music, player = playing(folder, "title", 2)
    player.want("")
    run(player, 1)
    assert not music.busy and player.playing is None


def test_disabled_it_follows_the_scenes_but_never_touches_the_mixer(folder):
    music = FakeMusic()
    player = MusicPlayer(folder, backend=music, enabled=False)
    player.want("castro")
    run(player, 1)
    assert player.wanted == "castro" and player.playing is None and music.calls == []


@pytest.mark.parametrize("manifest", [None, "{not json", json.dumps({"pieces": {"title": {"loop": True}}})])
def test_a_missing_or_broken_manifest_is_quiet_never_a_crash(tmp_path, manifest, caplog):
    if manifest is not None:
        (tmp_path / "manifest.json").write_text(manifest)
    music = FakeMusic()
    player = MusicPlayer(tmp_path, backend=music)
    player.want("title")
    run(player, 1)
    assert music.calls == [] and player.playing is None


def test_a_file_that_cannot_play_is_tried_once_not_every_frame(folder, caplog):
    music = FakeMusic()
    music.fail_load = True
    player = MusicPlayer(folder, backend=music)
    player.want("title")
    run(player, 1)
    assert player.playing is None and player.problem.startswith("failed:")
    assert len([r for r in caplog.records if "cannot play" in r.getMessage()]) == 1
    music.fail_load = False
    player.want("castro")  # another piece is tried
    run(player, 1)
    assert player.playing == "castro"


def test_after_the_mixer_reopens_the_wanted_piece_starts_again(folder):
    music, player = playing(folder, "castro", 1)
    player.reopened()
    run(player, 1)
    assert music.names("load") == ["castro.ogg", "castro.ogg"] and player.playing == "castro"
