"""What the kiosk's owner relies on inside the app: phones stay off until the operator switches them on,
the table server listens only on the address its QR codes name (and the machine itself), a missing
data stick is said on the screen, the operator screen names the installed version, the console learns
why no screen opened, and a shell tells whether an own PIN was chosen."""
from __future__ import annotations

import os
import socket

import pytest

import main as main_module
from scenes.services import data_place
from scenes.services.settings import Settings
from scenes.services.storage import Storage
from scenes.services.version import app_version
from scenes.shell.kiosk import OperatorScene
from tests.harness import frames, make_app


# ---------------------------------------------------------------------------------------- phones
def test_phones_are_off_in_the_kiosk_until_the_operator_switches_them_on(tmp_path):
    storage = Storage(str(tmp_path / "data"))
    try:
        assert Settings.load(storage, kiosk=True).phones is False
        assert Settings.load(storage, kiosk=False).phones is True, "a laptop keeps phones on"
        storage.set_setting("phones", True)  # the operator's choice, in the settings
        assert Settings.load(storage, kiosk=True).phones is True
    finally:
        storage.close()


def test_a_kiosk_table_opens_no_port_for_phones_by_default(tmp_path):
    from scenes.shell.setup import setup_from_config
    from scenes.tables.catalog import GAMES

    app = make_app(tmp_path / "data", kiosk=True)
    try:
        setup = setup_from_config(app.config.__class__(game="catsle", players=3, humans=3, phones=True))
        table = GAMES["catsle"].make_scene(setup)
        app.stack.reset(table)
        app.stack.flush()
        frames(app, 3)
        assert table.phones is None and table.desk.wanted() == []
    finally:
        app.shutdown()


def test_the_table_server_listens_on_the_qr_codes_address_and_loopback_only(monkeypatch):
    from scenes.services.phones import server as server_module

    monkeypatch.setattr(server_module, "lan_address", lambda: "127.0.0.2")
    server = server_module.PhoneServer("catsle", [0], ["Anna"], port=0)
    port = server.start()
    try:
        hosts = sorted(addr[0] for addr in server._runner.addresses)
        assert hosts == ["127.0.0.1", "127.0.0.2"], "never every interface (0.0.0.0)"
        assert server.url(0).startswith(f"http://127.0.0.2:{port}/p/")
        assert all(addr[1] == port for addr in server._runner.addresses), "one port on both addresses"
        for host in ("127.0.0.1", "127.0.0.2"):
            with socket.create_connection((host, port), timeout=2):
                pass
        with pytest.raises(OSError):  # another address of this machine is not listened on
            socket.create_connection(("127.0.0.3", port), timeout=2).close()
    finally:
        server.stop()


# ---------------------------------------------------------------------------------------- the data stick
def test_a_data_stick_is_missing_only_when_fstab_mounts_one_there_and_it_is_not_mounted(tmp_path):
    fstab = tmp_path / "fstab"
    fstab.write_text("# a comment /var/lib/kastell\nPARTUUID=1 / ext4 defaults 0 1\n"
                     "LABEL=kastell-data /var/lib/kastell ext4 defaults,noatime,nofail 0 2\n")
    missing = data_place.missing_stick
    assert missing("/var/lib/kastell", str(fstab), is_mount=lambda p: False) == "LABEL=kastell-data"
    assert missing("/var/lib/kastell/", str(fstab), is_mount=lambda p: False) == "LABEL=kastell-data"
    assert missing("/var/lib/kastell", str(fstab), is_mount=lambda p: True) is None, "mounted as it should be"
    assert missing("/home/pi/data", str(fstab), is_mount=lambda p: False) is None, "no stick meant there"
    assert missing("/var/lib/kastell", str(tmp_path / "none"), is_mount=lambda p: False) is None
    fstab.write_text("LABEL=my\\040stick /srv/kastell\\040data ext4 nofail 0 2\n")
    assert missing("/srv/kastell data", str(fstab), is_mount=lambda p: False) == "LABEL=my\\040stick"


def test_a_missing_stick_shows_in_the_attract_loop_and_on_the_operator_screen(tmp_path):
    from scenes.shell.attract import TeaserScene
    from sprites import banner

    app = make_app(tmp_path / "data", kiosk=True)
    try:
        app.stick_missing = "LABEL=kastell-data"
        app.stack.reset(TeaserScene("caprice"))
        app.stack.flush()
        frames(app, 5)
        strip = banner.notice_surface(data_place.staff_notice(app))
        bottom = app.screen.subsurface((0, 720 - banner.NOTICE_H, 1280, banner.NOTICE_H))
        assert bottom.get_at((5, 20)) == strip.get_at((5, 20)), "the warning strip lies at the bottom"
        assert "Datenstick fehlt" in data_place.staff_notice(app)
        op = OperatorScene()
        app.stack.reset(op)
        app.stack.flush()
        assert any("kastell-data" in p and "SD-Karte" in p for p in op.problems())
        app.stick_missing = None
        assert data_place.staff_notice(app) == ""
    finally:
        app.shutdown()


# ---------------------------------------------------------------------------------------- version, console, PIN
def test_the_version_comes_from_the_archives_version_file(tmp_path):
    assert app_version(str(tmp_path)) is None  # a developer's checkout
    packed = tmp_path / "kastell"
    packed.mkdir()
    (packed / "VERSION").write_text("20261203-1f3be60\n")
    assert app_version(str(packed)) == "20261203-1f3be60"


def test_a_screen_that_cannot_open_is_explained_to_the_kiosk_session(tmp_path, monkeypatch):
    reason = tmp_path / "reason"
    monkeypatch.setenv("KASTELL_REASON_FILE", str(reason))
    monkeypatch.setenv("SDL_VIDEODRIVER", "no-such-driver")
    from scenes.engine.app import EXIT_NO_DISPLAY
    from scenes.shell.boot import run

    code = run(main_module.config_from_args(main_module.parse_args(["--kiosk", "--data-dir", str(tmp_path / "d")])))
    assert code == EXIT_NO_DISPLAY
    assert "no-such-driver" in reason.read_text()


def test_pin_status_tells_a_shell_whether_an_own_pin_was_chosen(tmp_path, capsys):
    folder = str(tmp_path / "data")
    assert main_module.main(["--pin-status", "--data-dir", folder]) == 1
    assert "0000" in capsys.readouterr().out
    answers = iter(["2580", "2580"])
    assert main_module.set_pin(folder, ask=lambda prompt: next(answers)) == 0
    assert main_module.main(["--pin-status", "--data-dir", folder]) == 0
    assert "chosen" in capsys.readouterr().out
    assert os.path.exists(os.path.join(folder, "kastell.db"))
