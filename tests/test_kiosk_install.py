"""The Raspberry Pi kiosk files: the scripts parse, the installer's plan (--dry-run) holds every step,
keeps the owner's earlier choices and refuses bad options with a message, the session falls back to X11
after three screenless starts, writes a readable message on the console and waits longer before each
new try, the units are hardened (systemd-analyze security), and the release archive holds what a
cabinet needs (its MANIFEST, VERSION, wheelhouse and Debian packages) and nothing of the developers'.
The booted machine is checked by kiosk/test-in-vm.sh (slow, not here)."""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import tarfile

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRIPTS = ["kiosk/install.sh", "kiosk/session.sh", "kiosk/x11-session.sh", "kiosk/test-in-arm64-root.sh",
           "kiosk/test-in-vm.sh"]
BASH = shutil.which("bash")
SYSTEMCTL = shutil.which("systemctl")


@pytest.mark.skipif(BASH is None, reason="needs bash")
@pytest.mark.parametrize("script", SCRIPTS)
def test_the_scripts_parse(script):
    assert subprocess.run([BASH, "-n", os.path.join(ROOT, script)]).returncode == 0


def installer(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([BASH, os.path.join(ROOT, "kiosk/install.sh"), *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=60, env=dict(os.environ, **(env or {})))


def dry_run(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return installer("--dry-run", *args, env=env)


@pytest.mark.skipif(BASH is None or SYSTEMCTL is None, reason="needs bash and systemctl")
def test_the_installers_plan_has_every_step(tmp_path):
    run = dry_run(env={"KASTELL_DROPIN_DIR": str(tmp_path)})
    out = run.stdout
    assert run.returncode == 0, run.stderr
    for step in ("useradd", "rsync", "--files-from", "kiosk/requirements.lock", "--require-hashes", "consoleblank",
                 "50-kastell-poweroff.rules", "org.freedesktop.login1.power-off", "kastell.service",
                 "kastell-xorg.service", "org.freedesktop.systemd1.manage-units", "KASTELL_DISPLAY=auto",
                 "KASTELL_ROTATE=0", "enable", "--pin-status"):
        assert step in out, step
    assert "requirements.txt" not in out, "no test tools in the kiosk"
    # X never through the setuid wrapper: no Xwrapper.config letting any user start a root X server
    assert "allowed_users=anybody" not in out and "needs_root_rights" not in out
    assert "PAMName" not in out
    # everything on the disk before the service starts: a plug pulled at the title must not leave the
    # new unit files empty (an empty unit is a masked one)
    assert "+ sync\n" in out and out.index("+ sync\n") > out.index("kastell.conf (mode"), \
        "no sync after the unit is written"


@pytest.mark.skipif(BASH is None, reason="needs bash")
def test_each_file_the_installer_writes_is_on_the_disk_before_it_replaces_the_old_one(tmp_path):
    script = (f"source <(sed -n '/^write_file()/,/^}}/p' {os.path.join(ROOT, 'kiosk/install.sh')}); dry_run=no; "
              f"echo new | write_file {tmp_path}/unit 0644")
    traced = subprocess.run([BASH, "-xc", script], capture_output=True, text=True)
    assert traced.returncode == 0, traced.stderr
    assert (tmp_path / "unit").read_text() == "new\n"
    steps = [line for line in traced.stderr.splitlines() if line.startswith("+ sync") or line.startswith("+ mv")]
    assert [s.split()[1] for s in steps] == ["sync", "mv"], traced.stderr


@pytest.mark.skipif(BASH is None, reason="needs bash")
def test_the_packages_it_needs():
    auto = installer("--print-packages").stdout.split()
    for needed in ("python3-venv", "polkitd", "xauth", "libgbm1", "xserver-xorg-core", "matchbox-window-manager"):
        assert needed in auto, needed
    assert "xserver-xorg-legacy" not in auto and "xinit" not in auto, "no setuid X wrapper, no xinit"
    kms = installer("--print-packages", "--display", "kmsdrm").stdout.split()
    assert "polkitd" in kms and not any(p.startswith("xserver") for p in kms)


@pytest.mark.skipif(BASH is None or SYSTEMCTL is None, reason="needs bash and systemctl")
def test_rotation_and_display_options(tmp_path):
    env = {"KASTELL_DROPIN_DIR": str(tmp_path)}
    out = dry_run("--rotate", "90", env=env).stdout
    assert "KASTELL_DISPLAY=x11" in out and "KASTELL_ROTATE=90" in out
    assert "CalibrationMatrix" in out and "0 1 0 -1 0 1 0 0 1" in out
    kms = dry_run("--display", "kmsdrm", env=env).stdout
    assert "KASTELL_DISPLAY=kmsdrm" in kms and "manage-units" not in kms
    refused = [(("--rotate", "45"), "0, 90, 180 or 270"), (("--display", "wayland"), "auto, kmsdrm"),
               (("--rotate", "90", "--display", "kmsdrm"), "needs X11"), (("--purge",), "--purge")]
    for bad, words in refused:
        run = dry_run(*bad, env=env)
        assert run.returncode != 0 and words in run.stderr, (bad, run.stderr)


@pytest.mark.skipif(BASH is None or SYSTEMCTL is None, reason="needs bash and systemctl")
def test_running_it_again_keeps_the_display_and_rotation_chosen_before(tmp_path):
    (tmp_path / "kastell.conf").write_text("[Service]\nEnvironment=KASTELL_DISPLAY=x11\nEnvironment=KASTELL_ROTATE=180\n")
    env = {"KASTELL_DROPIN_DIR": str(tmp_path)}
    out = dry_run(env=env).stdout
    assert "Environment=KASTELL_DISPLAY=x11" in out and "Environment=KASTELL_ROTATE=180" in out
    assert "kept from before: rotation 180 display x11" in out
    changed = dry_run("--rotate", "0", "--display", "auto", env=env).stdout
    assert "Environment=KASTELL_DISPLAY=auto" in changed and "Environment=KASTELL_ROTATE=0" in changed
    assert "kept from before" not in changed


# ---------------------------------------------------------------------------------------- the session
def session_home(tmp_path, app_exit: int, x11_exit: int = 0):
    """session.sh with a fake Kastell (exits with `app_exit`) and a fake X11 session."""
    home = tmp_path / "kastell"
    (home / ".venv" / "bin").mkdir(parents=True)
    (home / "kiosk").mkdir()
    shutil.copy(os.path.join(ROOT, "kiosk/session.sh"), home / "kiosk" / "session.sh")
    fake_python = home / ".venv" / "bin" / "python"
    fake_python.write_text("#!/bin/sh\necho \"kastell on $SDL_VIDEODRIVER\" >> \"$KASTELL_DATA/runs\"\n"
                           "cp \"$KASTELL_CONSOLE\" \"$KASTELL_DATA/console-as-kastell-started\"\n"
                           "echo 'kmsdrm not available' > \"$KASTELL_REASON_FILE\"\n"
                           f"exit {app_exit}\n")
    fake_x11 = home / "kiosk" / "x11-session.sh"
    fake_x11.write_text("#!/bin/sh\necho \"x11 note=$KASTELL_DISPLAY_NOTE\" >> \"$KASTELL_DATA/runs\"\n"
                        "echo 'X11: no screens found' > \"$KASTELL_REASON_FILE\"\n"
                        f"exit {x11_exit}\n")
    for f in (fake_python, fake_x11, home / "kiosk" / "session.sh"):
        f.chmod(0o755)
    data, run_dir = tmp_path / "data", tmp_path / "run"
    data.mkdir()
    run_dir.mkdir()
    console = tmp_path / "console"
    env = dict(os.environ, KASTELL_HOME=str(home), KASTELL_DATA=str(data), RUNTIME_DIRECTORY=str(run_dir),
               KASTELL_DISPLAY="auto", KASTELL_CONSOLE=str(console), KASTELL_RETRY_PAUSES="0 0 0 1 2")
    console.write_text("")

    def start() -> int:
        return subprocess.run([BASH, str(home / "kiosk" / "session.sh")], env=env, capture_output=True,
                              text=True, stdin=subprocess.DEVNULL, timeout=60).returncode
    return start, env, data, run_dir, console


@pytest.mark.skipif(BASH is None, reason="needs bash")
def test_the_session_falls_back_to_x11_after_three_screenless_starts(tmp_path):
    start, env, data, run_dir, _ = session_home(tmp_path, app_exit=3, x11_exit=0)
    codes = [start() for _ in range(4)]
    runs = (data / "runs").read_text().splitlines()
    assert codes == [3, 3, 0, 0]
    assert runs[:3] == ["kastell on kmsdrm"] * 3
    assert runs[3] == "x11 note=kmsdrm not available" and runs[4].startswith("x11 note=")
    env["KASTELL_DISPLAY"] = "kmsdrm"
    (run_dir / "display-failures").unlink()
    codes = [start() for _ in range(4)]
    assert codes == [3, 3, 3, 3], "kmsdrm never falls back"


@pytest.mark.skipif(BASH is None, reason="needs bash")
def test_no_screen_at_all_leaves_a_readable_message_and_waits_longer_each_time(tmp_path):
    import time

    start, env, data, run_dir, console = session_home(tmp_path, app_exit=3, x11_exit=3)
    times = []
    for _ in range(6):
        t0 = time.monotonic()
        assert start() == 3
        times.append(time.monotonic() - t0)
    text = console.read_text()
    for words in ("Kastell findet keinen Bildschirm", "Kastell finds no screen", "Was tun", "What to do",
                  "KMS/DRM: kmsdrm not available; X11: no screens found", "journalctl -u kastell -b",
                  "Neuer Versuch in", "Trying again in"):
        assert words in text, words
    assert "\033[9;0]" in text, "the console must not blank"
    # two KMS/DRM tries at once; the third falls back to X11, which fails too: the fourth failed start
    # in a row waits 1 s, the next ones 2 s (the pauses given; the last repeats)
    assert max(times[:2]) < 0.8 and 0.9 < times[2] < 3 and all(1.9 < t < 4 for t in times[3:])
    # a restart shows the last message at once, while Kastell is still loading
    console.write_text("")
    (run_dir / "display-failures").write_text("0")
    start()
    assert "Kastell findet keinen Bildschirm" in (data / "console-as-kastell-started").read_text()


@pytest.mark.skipif(BASH is None, reason="needs bash")
def test_a_crash_says_so_and_an_operator_quit_stays_quit(tmp_path):
    start, env, data, run_dir, console = session_home(tmp_path, app_exit=139)
    assert start() == 139
    assert "abgestürzt" in console.read_text() and "crashed" in console.read_text()
    quit_start, _, _, quit_run, quit_console = session_home(tmp_path / "quit", app_exit=0)
    assert quit_start() == 0
    assert "Kastell wurde beendet" in quit_console.read_text()
    assert not (quit_run / "message").exists(), "nothing shown again at the next start"


# ---------------------------------------------------------------------------------------- the units
def unit(name: str) -> str:
    with open(os.path.join(ROOT, "kiosk", name), encoding="utf-8") as f:
        return f.read()


def test_the_kiosk_unit_never_waits_for_a_data_stick_and_keeps_its_message():
    text = unit("kastell.service")
    assert "\nStateDirectory=" not in text, "StateDirectory= makes the unit require the data stick's mount"
    assert "RequiresMountsFor" not in text
    assert "TTYVTDisallocate=no" in text, "the console's text must survive an exit"
    assert "\nPAMName=" not in text, "a PAM session moves the app out of the unit (journal, stop, devices)"
    for hardening in ("NoNewPrivileges=yes", "ProtectSystem=strict", "ProtectHome=yes", "PrivateTmp=yes",
                      "CapabilityBoundingSet=\n", "SystemCallFilter=@system-service", "DevicePolicy=closed"):
        assert hardening in text, hardening


@pytest.mark.skipif(shutil.which("systemd-analyze") is None, reason="needs systemd-analyze")
@pytest.mark.parametrize("name", ["kastell.service", "kastell-xorg.service"])
def test_the_kiosk_units_are_hardened_to_an_exposure_of_at_most_5(name):
    run = subprocess.run(["systemd-analyze", "security", "--offline=yes", os.path.join(ROOT, "kiosk", name)],
                         capture_output=True, text=True, timeout=60)
    found = re.search(rf"Overall exposure level for {re.escape(name)}: ([0-9.]+)", run.stdout + run.stderr)
    if found is None:
        pytest.skip(f"this systemd-analyze cannot judge a unit file offline: {run.stderr[:200]}")
    assert float(found.group(1)) <= 5.0, run.stdout[-2000:]


def test_x_runs_as_root_only_in_its_own_unit_started_on_demand():
    xorg = unit("kastell-xorg.service")
    assert "[Install]" not in xorg, "nothing starts X at boot"
    assert "PartOf=kastell.service" in xorg and "-nolisten tcp" in xorg and "-auth /run/kastell-xorg/auth" in xorg
    session = unit("x11-session.sh")
    assert "systemctl --no-ask-password start \"$XORG_UNIT\"" in session
    assert "xinit" not in session and "/usr/bin/X " not in session


# ---------------------------------------------------------------------------------------- the archive
def test_the_release_archive_holds_the_cabinet_and_not_the_lab(tmp_path):
    from kiosk import pack

    debs = tmp_path / "debs"
    debs.mkdir()
    for name in ("polkitd_122-3_amd64.deb", "xauth_1.1.2-1_amd64.deb", "fonts_1.0_all.deb"):
        (debs / name).write_bytes(b"!<arch>\n")
    path = pack.pack(str(tmp_path / "out"), arches=(), debs=str(debs))
    with tarfile.open(path) as tar:
        members = {m.name: m for m in tar.getmembers()}
        manifest = tar.extractfile("kastell/MANIFEST").read().decode().split()
        version = tar.extractfile("kastell/VERSION").read().decode().strip()
    names = set(members)
    for needed in ("kastell/main.py", "kastell/kiosk/requirements.lock", "kastell/kiosk/install.sh",
                   "kastell/kiosk/kastell-xorg.service", "kastell/kiosk/README.md", "kastell/game/core.py",
                   "kastell/sounds/manager.py", "kastell/debs/amd64/polkitd_122-3_amd64.deb",
                   "kastell/debs/amd64/fonts_1.0_all.deb"):
        assert needed in names, needed
    assert not any(n.startswith(("kastell/tests/", "kastell/bench/", "kastell/.ci/")) for n in names)
    assert members["kastell/kiosk/install.sh"].mode & 0o111
    assert os.path.exists(path + ".sha256")
    assert "main.py" in manifest and "kiosk/install.sh" in manifest
    assert not any(n.startswith(("debs/", "wheels/", "tests/")) for n in manifest), "the manifest is the app"
    assert re.fullmatch(r"\d{8}(-[0-9a-f]+(\+changes)?)?", version), version
    assert os.path.basename(path) == f"kastell-{version}.tar.gz"


def test_packed_debian_packages_must_be_of_one_architecture(tmp_path):
    from kiosk import pack

    (tmp_path / "a_1_amd64.deb").write_bytes(b"")
    (tmp_path / "b_1_arm64.deb").write_bytes(b"")
    with pytest.raises(ValueError, match="one architecture"):
        pack.deb_arch(str(tmp_path))


def test_the_lock_pins_every_runtime_requirement_with_hashes():
    from kiosk import lock

    pins = lock.read()
    with open(os.path.join(ROOT, "requirements-runtime.txt"), encoding="utf-8") as f:
        wanted = [line.split("#")[0].strip() for line in f if line.split("#")[0].strip()]
    for requirement in wanted:
        name, _, least = requirement.partition(">=")
        name = re.sub(r"[-_.]+", "-", name.strip()).lower()
        assert name in pins, f"{name} is not in kiosk/requirements.lock"
        have = tuple(int(p) for p in re.findall(r"\d+", pins[name])[:3])
        need = tuple(int(p) for p in re.findall(r"\d+", least)[:3])
        assert have >= need, f"{name}: the lock has {pins[name]}, requirements-runtime.txt wants >= {least}"
    with open(lock.LOCK, encoding="utf-8") as f:
        text = f.read()
    blocks = re.findall(r"^([a-z0-9-]+)==\S+ \\\n((?:\s+--hash=sha256:[0-9a-f]{64}(?: \\)?\n)+)", text, re.M)
    assert len(blocks) == len(pins), "every pinned package carries its hashes"
    for name in ("numpy", "pygame-ce", "llvmlite"):  # compiled: one file for arm64, one for amd64
        block = dict(blocks)[name]
        assert block.count("--hash=") >= 2, name


def test_pack_refuses_an_unknown_architecture(capsys):
    from kiosk import pack

    with pytest.raises(SystemExit):
        pack.main(["--arch", "riscv64", "/tmp/never"])
    assert "riscv64" in capsys.readouterr().err
