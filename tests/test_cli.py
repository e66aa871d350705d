"""The command line: --help, good flags, and clear errors with exit code 2 (never a traceback)."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

import main

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(*args, timeout=60):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=timeout, env=env)


def test_help_lists_every_flag():
    r = run("--help")
    assert r.returncode == 0
    for flag in ("--windowed", "--fullscreen", "--game", "--players", "--humans", "--level", "--seed", "--lang",
                 "--demo", "--lesson", "--kiosk", "--headless", "--frames", "--uncapped", "--shots", "--data-dir"):
        assert flag in r.stdout


@pytest.mark.parametrize("args, words", [
    (["--bogus"], "unrecognized arguments"),
    (["--game", "chess"], "invalid choice"),
    (["--game", "castro", "--players", "7"], "castro is played by 2 to 4 players"),
    (["--game", "castile", "--players", "2"], "castile is played by 1 players"),
    (["--game", "catsle", "--players", "2"], "3 to 5"),
    (["--players", "3", "--humans", "4"], "4 humans do not fit 3 seats"),
    (["--frames", "0"], "must be at least 1"),
    (["--frames", "many"], "expected a whole number"),
    (["--seed", "-3"], "must not be negative"),
    (["--level", "insane"], "invalid choice"),
    (["--lang", "fr"], "invalid choice"),
    (["--windowed", "--fullscreen"], "not allowed with"),
    (["--lesson"], "needs --game"),
    (["--lesson", "--game", "castro", "--demo"], "a lesson is played at the screen"),
    (["--game", "castile", "--phones"], "castile is played at the big screen only (it has no phone page)"),
])
def test_bad_input_exits_2_with_a_message(args, words):
    r = run(*args)
    assert r.returncode == 2
    assert "usage:" in r.stderr
    assert words in r.stderr
    assert "Traceback" not in r.stderr


def test_data_dir_that_is_a_file(tmp_path):
    f = tmp_path / "afile"
    f.write_text("x")
    r = run("--headless", "--frames", "2", "--data-dir", str(f))
    assert r.returncode == 2 and "is a file" in r.stderr and "Traceback" not in r.stderr


def test_parse_good_flags():
    a = main.parse_args(["--game", "catsle", "--players", "5", "--humans", "2", "--level", "hard", "--seed", "9",
                         "--lang", "en", "--headless", "--frames", "3", "--uncapped", "--kiosk"])
    cfg = main.config_from_args(a)
    assert (cfg.game, cfg.players, cfg.humans, cfg.level, cfg.seed, cfg.lang) == ("catsle", 5, 2, "hard", 9, "en")
    assert cfg.headless and cfg.uncapped and cfg.kiosk and cfg.frames == 3


def test_lesson_flag_starts_the_games_lesson(tmp_path):
    r = run("--headless", "--frames", "240", "--game", "castro", "--lesson", "--data-dir", str(tmp_path))
    assert r.returncode == 0 and "Traceback" not in r.stderr
    cfg = main.config_from_args(main.parse_args(["--game", "castro", "--lesson"]))
    assert cfg.lesson and cfg.game == "castro"


def test_importing_main_starts_nothing():
    code = "import sys; import main; assert 'pygame' not in sys.modules, 'pygame imported at import time'"
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr


def test_no_screen_gives_a_clear_message_and_exit_code_3(tmp_path, capsys, monkeypatch):
    """A display that cannot open (KMSDRM not available on a Pi) ends with exit code 3 and words, so
    the kiosk session can fall back to X11 and the owner sees why."""
    import pygame

    import main as main_module

    def broken(*a, **k):
        raise pygame.error("kmsdrm not available")

    monkeypatch.setattr(pygame.display, "set_mode", broken)
    code = main_module.main(["--headless", "--frames", "3", "--data-dir", str(tmp_path)])
    err = capsys.readouterr().err
    assert code == 3
    assert "kmsdrm not available" in err and "journalctl -u kastell" in err
