"""The Raspberry Pi kiosk files: the scripts parse, the installer's plan (--dry-run) holds every step and
refuses bad options with a message, the session falls back to X11 after three screenless starts, and the
release archive holds what a cabinet needs and nothing of the developers'."""
from __future__ import annotations

import os
import shutil
import subprocess
import tarfile

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRIPTS = ["kiosk/install.sh", "kiosk/session.sh", "kiosk/x11-session.sh", "kiosk/test-in-arm64-root.sh"]
BASH = shutil.which("bash")


@pytest.mark.skipif(BASH is None, reason="needs bash")
@pytest.mark.parametrize("script", SCRIPTS)
def test_the_scripts_parse(script):
    assert subprocess.run([BASH, "-n", os.path.join(ROOT, script)]).returncode == 0


def dry_run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([BASH, os.path.join(ROOT, "kiosk/install.sh"), "--dry-run", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


@pytest.mark.skipif(BASH is None or shutil.which("systemctl") is None, reason="needs bash and systemctl")
def test_the_installers_plan_has_every_step():
    run = dry_run()
    out = run.stdout
    assert run.returncode == 0, run.stderr
    for step in ("apt-get", "polkitd", "useradd", "rsync", "requirements-runtime.txt", "Xwrapper.config",
                 "consoleblank", "50-kastell-poweroff.rules", "org.freedesktop.login1.power-off",
                 "kastell.service", "KASTELL_DISPLAY=auto", "KASTELL_ROTATE=0", "enable"):
        assert step in out, step
    assert "requirements.txt" not in out.replace("requirements-runtime.txt", ""), "no test tools in the kiosk"


@pytest.mark.skipif(BASH is None or shutil.which("systemctl") is None, reason="needs bash and systemctl")
def test_rotation_and_display_options():
    out = dry_run("--rotate", "90").stdout
    assert "KASTELL_DISPLAY=x11" in out and "KASTELL_ROTATE=90" in out
    assert "CalibrationMatrix" in out and "0 1 0 -1 0 1 0 0 1" in out
    kms = dry_run("--display", "kmsdrm").stdout
    assert "KASTELL_DISPLAY=kmsdrm" in kms and "xserver-xorg" not in kms
    refused = [(("--rotate", "45"), "0, 90, 180 or 270"), (("--display", "wayland"), "auto, kmsdrm"),
               (("--rotate", "90", "--display", "kmsdrm"), "needs X11"), (("--purge",), "--purge")]
    for bad, words in refused:
        run = dry_run(*bad)
        assert run.returncode != 0 and words in run.stderr, (bad, run.stderr)


@pytest.mark.skipif(BASH is None, reason="needs bash")
def test_the_session_falls_back_to_x11_after_three_screenless_starts(tmp_path):
    """session.sh with a fake Kastell that finds no screen (exit 3) and a fake X11 session."""
    home = tmp_path / "kastell"
    (home / ".venv" / "bin").mkdir(parents=True)
    (home / "kiosk").mkdir()
    shutil.copy(os.path.join(ROOT, "kiosk/session.sh"), home / "kiosk" / "session.sh")
    fake_python = home / ".venv" / "bin" / "python"
    fake_python.write_text("#!/bin/sh\necho \"kastell on $SDL_VIDEODRIVER\" >> \"$KASTELL_DATA/runs\"\nexit 3\n")
    fake_x11 = home / "kiosk" / "x11-session.sh"
    fake_x11.write_text("#!/bin/sh\necho \"x11 note=$KASTELL_DISPLAY_NOTE\" >> \"$KASTELL_DATA/runs\"\nexit 0\n")
    for f in (fake_python, fake_x11, home / "kiosk" / "session.sh"):
        f.chmod(0o755)
    data, run_dir = tmp_path / "data", tmp_path / "run"
    data.mkdir()
    run_dir.mkdir()
    env = dict(os.environ, KASTELL_HOME=str(home), KASTELL_DATA=str(data), RUNTIME_DIRECTORY=str(run_dir),
               KASTELL_DISPLAY="auto")
    codes = [subprocess.run([BASH, str(home / "kiosk" / "session.sh")], env=env, capture_output=True,
                            text=True, stdin=subprocess.DEVNULL).returncode for _ in range(4)]
    runs = (data / "runs").read_text().splitlines()
    assert codes == [3, 3, 0, 0]
    assert runs[:3] == ["kastell on kmsdrm"] * 3
    assert runs[3].startswith("x11 note=KMS/DRM") and runs[4].startswith("x11 note=")
    env["KASTELL_DISPLAY"] = "kmsdrm"
    (run_dir / "display-failures").unlink()
    codes = [subprocess.run([BASH, str(home / "kiosk" / "session.sh")], env=env, capture_output=True,
                            stdin=subprocess.DEVNULL).returncode for _ in range(4)]
    assert codes == [3, 3, 3, 3], "kmsdrm never falls back"


def test_the_release_archive_holds_the_cabinet_and_not_the_lab(tmp_path):
    from kiosk import pack

    path = pack.pack(str(tmp_path))
    with tarfile.open(path) as tar:
        members = {m.name: m for m in tar.getmembers()}
    names = set(members)
    for needed in ("kastell/main.py", "kastell/requirements-runtime.txt", "kastell/kiosk/install.sh",
                   "kastell/kiosk/README.md", "kastell/game/core.py", "kastell/sounds/manager.py"):
        assert needed in names, needed
    assert not any(n.startswith(("kastell/tests/", "kastell/bench/", "kastell/.ci/")) for n in names)
    assert members["kastell/kiosk/install.sh"].mode & 0o111
    assert os.path.exists(path + ".sha256")
