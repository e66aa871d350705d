"""Storage (scenes/services/storage.py) and Settings (scenes/services/settings.py): the one SQLite database."""
from __future__ import annotations

import json
import os
import sqlite3
import stat

import pytest

from scenes.services.settings import SPEEDS, Settings
from scenes.services.storage import DB_NAME, Storage


@pytest.fixture
def opened():
    """Storages opened by a test, closed afterwards."""
    made = []

    def open_(folder):
        s = Storage(str(folder))
        made.append(s)
        return s
    yield open_
    for s in made:
        s.close()


def test_fresh_database_in_a_new_folder(tmp_path, opened):
    folder = tmp_path / "a" / "b"
    s = opened(folder)
    assert s.persistent and s.problem is None
    assert (folder / DB_NAME).is_file()
    assert s.conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    # the mode is stored in the file: another connection sees it too
    other = sqlite3.connect(folder / DB_NAME)
    try:
        assert other.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert other.execute("SELECT value FROM meta WHERE key='schema'").fetchone() == ("1",)
    finally:
        other.close()
    assert s.all_settings() == {} and s.stats("castro") == {}
    assert s.get_setting("nothing", default=7) == 7


def test_settings_round_trip_across_reopen(tmp_path, opened):
    values = {"language": "en", "volume": 0.35, "fullscreen": False, "speed": "fast",
              "setup.castro": {"seats": [{"kind": "ai", "level": "hard", "name": "Zoë"}]},
              "list": [1, 2, 3], "none": None}
    s = opened(tmp_path)
    for k, v in values.items():
        s.set_setting(k, v)
    s.set_setting("volume", 0.4)  # overwrite
    s.close()
    again = opened(tmp_path)
    expected = dict(values, volume=0.4)
    assert again.all_settings() == expected
    for k, v in expected.items():
        assert again.get_setting(k) == v


def test_writes_are_visible_to_another_connection_once_flushed(tmp_path, opened):
    s = opened(tmp_path)
    s.set_setting("language", "en")
    assert s.flush(timeout=30)  # the writer thread has committed it
    other = sqlite3.connect(tmp_path / DB_NAME)
    try:
        row = other.execute("SELECT value FROM settings WHERE key='language'").fetchone()
    finally:
        other.close()
    assert json.loads(row[0]) == "en"  # every write is its own committed transaction


def test_unreadable_stored_json_falls_back(tmp_path, opened):
    s = opened(tmp_path)
    s.conn.execute("INSERT INTO settings VALUES ('language', 'not json{')")
    assert s.get_setting("language", "de") == "de"
    assert "language" not in s.all_settings()


def test_settings_save_and_load(tmp_path, opened):
    s = opened(tmp_path)
    a = Settings(language="en", volume=0.3, fullscreen=False, speed="slow", high_contrast=True, low_power=True)
    a.save(s)
    assert Settings.load(s) == a
    b = Settings.load(s)
    b.volume = 0.9
    b.save(s, "volume")  # only that one
    assert s.get_setting("volume") == 0.9 and s.get_setting("language") == "en"
    assert Settings.load(None) == Settings()


@pytest.mark.parametrize(("name", "bad"), [
    ("language", "fr"), ("language", 3), ("language", None), ("language", ["de"]),
    ("volume", "loud"), ("volume", None), ("volume", [0.5]), ("volume", {"v": 1}),
    ("speed", "warp"), ("speed", 2), ("speed", None), ("speed", ["fast"]), ("speed", {"fast": 1}),
    ("fullscreen", "yes"), ("fullscreen", 1), ("fullscreen", None),
    ("high_contrast", "on"), ("high_contrast", 0), ("low_power", [True]),
])
def test_bad_stored_settings_fall_back_to_defaults(tmp_path, opened, name, bad):
    s = opened(tmp_path)
    s.set_setting("language", "en")
    s.set_setting(name, bad)
    loaded = Settings.load(s)
    assert getattr(loaded, name) == getattr(Settings(), name)
    if name != "language":
        assert loaded.language == "en"  # the good ones stay
    loaded.speed_factor  # noqa: B018 - never raises after loading


def test_volume_out_of_range_is_clamped(tmp_path, opened):
    s = opened(tmp_path)
    s.set_setting("volume", 7)
    assert Settings.load(s).volume == 1.0
    s.set_setting("volume", -2.5)
    assert Settings.load(s).volume == 0.0
    s.set_setting("volume", "0.25")
    assert Settings.load(s).volume == 0.25


def test_every_speed_has_a_factor():
    assert set(SPEEDS) == {"slow", "normal", "fast"}
    assert SPEEDS["slow"] < SPEEDS["normal"] == 1.0 < SPEEDS["fast"]


def test_stats_add_set_best(tmp_path, opened):
    s = opened(tmp_path)
    s.stat_add("castro", "played")
    s.stat_add("castro", "played")
    s.stat_add("castro", "won", 1)
    s.stat_add("castro", "minutes", 2.5)
    assert s.stats("castro") == {"played": 2, "won": 1, "minutes": 2.5}
    assert isinstance(s.stats("castro")["played"], int)
    s.stat_set("castro", "played", 10)
    assert s.stats("castro")["played"] == 10
    assert s.stats("catsle") == {}  # per game
    # best: higher is better by default
    assert s.stat_best("castro", "high", 120) is True
    assert s.stat_best("castro", "high", 100) is False
    assert s.stat_best("castro", "high", 120) is False  # a tie is no new best
    assert s.stat_best("castro", "high", 130) is True
    assert s.stats("castro")["high"] == 130
    # lower is better (a fastest time)
    assert s.stat_best("castile", "fastest", 300, lower_is_better=True) is True
    assert s.stat_best("castile", "fastest", 320, lower_is_better=True) is False
    assert s.stat_best("castile", "fastest", 250.5, lower_is_better=True) is True
    assert s.stats("castile") == {"fastest": 250.5}
    s.close()
    again = opened(tmp_path)
    assert again.stats("castro") == {"played": 10, "won": 1, "minutes": 2.5, "high": 130}


def test_a_corrupt_file_is_moved_aside(tmp_path, opened):
    path = tmp_path / DB_NAME
    garbage = b"\x00garbage, not SQLite\xff" * 400
    path.write_bytes(garbage)
    s = opened(tmp_path)
    assert s.persistent
    broken = [n for n in os.listdir(tmp_path) if n.startswith(f"{DB_NAME}.broken-")]
    assert len(broken) == 1
    assert (tmp_path / broken[0]).read_bytes() == garbage  # kept for a look, untouched
    s.set_setting("language", "en")
    s.stat_add("castro", "played")
    s.close()
    again = opened(tmp_path)
    assert again.persistent and again.get_setting("language") == "en"
    assert again.conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def _folder_is_really_read_only(folder) -> bool:
    probe = os.path.join(folder, "probe")
    try:
        with open(probe, "w"):
            pass
    except OSError:
        return True
    os.remove(probe)
    return False


@pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() == 0,
                    reason="root writes into read-only folders; see test_unwritable_data_dir_runs_in_memory")
def test_read_only_folder_runs_in_memory(tmp_path, opened):
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(stat.S_IRUSR | stat.S_IXUSR)  # 0o500
    try:
        if not _folder_is_really_read_only(folder):
            pytest.skip("this file system lets us write anyway")
        s = opened(folder)
        assert s.persistent is False and s.problem
        s.set_setting("language", "en")
        assert s.get_setting("language") == "en"
    finally:
        folder.chmod(0o700)


def test_unwritable_data_dir_runs_in_memory(tmp_path, opened):
    """A data folder that cannot be made (its parent is a file) leaves the app in memory."""
    blocker = tmp_path / "file"
    blocker.write_text("I am a file, not a folder")
    s = opened(blocker / "sub")
    assert s.persistent is False and s.problem
    s.set_setting("language", "en")
    s.stat_add("castro", "played", 3)
    assert s.get_setting("language") == "en" and s.all_settings() == {"language": "en"}
    assert s.stats("castro") == {"played": 3}
    assert blocker.read_text() == "I am a file, not a folder"


def test_database_path_that_is_a_folder_runs_in_memory(tmp_path, opened):
    (tmp_path / DB_NAME).mkdir()
    s = opened(tmp_path)
    assert s.persistent is False
    s.set_setting("volume", 0.1)
    assert s.get_setting("volume") == 0.1
    assert (tmp_path / DB_NAME).is_dir()  # nothing was moved or deleted


def test_no_folder_runs_in_memory():
    s = Storage(None)
    try:
        assert s.persistent is False
        s.set_setting("a", 1)
        assert s.get_setting("a") == 1
    finally:
        s.close()


def test_a_write_that_fails_later_continues_in_memory(tmp_path, opened):
    s = opened(tmp_path)
    s.set_setting("language", "en")
    s.stat_add("castro", "played", 2)

    class Failing:
        """A connection whose writes fail, like a disk that went read-only."""

        def __init__(self, real):
            self.real = real

        def execute(self, sql, params=()):
            if sql.lstrip().upper().startswith(("INSERT", "UPDATE")):
                raise sqlite3.OperationalError("attempt to write a readonly database")
            return self.real.execute(sql, params)

        def close(self):
            self.real.close()

    real = s.conn
    s.conn = Failing(real)
    s.set_setting("volume", 0.2)
    assert s.get_setting("volume") == 0.2  # seen at once, though queued
    assert s.flush(timeout=30)  # the writer thread has met the failure
    assert s.persistent is False
    assert s.get_setting("volume") == 0.2
    assert s.get_setting("language") == "en"  # what was stored before came along
    assert s.stats("castro") == {"played": 2}
    real.close()


def test_an_app_with_an_unwritable_data_dir_still_runs(tmp_path):
    from scenes.shell.title import TitleScene
    from tests.harness import make_app

    blocker = tmp_path / "file"
    blocker.write_text("x")
    app = make_app(blocker / "sub", frames=30, uncapped=True)
    try:
        assert app.storage.persistent is False
        assert app.settings == Settings(fullscreen=False)  # defaults (a window, as asked)
        app.settings.language = "en"
        app.settings.save(app.storage, "language")
        assert app.run_with([TitleScene()]) == 0
        assert app.frame == 30
        assert app.storage.get_setting("language") == "en"
    finally:
        app.shutdown()
