"""Kiosk lock-down, scripted: what a guest reaches, the corner hold and its ring, the PIN (hashed, shown as
dots, the default refused, the lockout and its countdown, changing it, the reset from a shell) and the
operator screen (settings, statistics reset, quit)."""
from __future__ import annotations

import json
import logging

import pygame
import pytest

import main as main_module
from scenes.shell import kiosk as kiosk_module
from scenes.kit.dialogs import ConfirmScene
from scenes.engine.input import Action
from scenes.shell.kiosk import HOLD_SECONDS, OperatorScene
from scenes.shell.menu import MenuScene
from scenes.kit.pin_pad import PinCheckScene, PinChooseScene
from scenes.services.pin_vault import PinVault
from scenes.shell.scores import ScoresScene
from scenes.shell.settings_scene import SettingsScene
from sprites import theme
from tests.harness import frames, make_app, tap


class Clock:
    """A wall clock the test moves by hand (the lockout uses wall time)."""

    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def kiosk(tmp_path):
    a = make_app(tmp_path / "data", kiosk=True)
    a.kiosk.vault.clock = Clock()
    a.stack.reset(MenuScene())
    a.stack.flush()
    frames(a, 2)
    yield a
    a.shutdown()


def wait_idle(app, seconds=60.0):
    """Frames until the PIN pad's key derivation thread has finished (it runs in real time, and a
    loaded machine may take a while; the frames go on meanwhile)."""
    import time

    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        frames(app, 1)
        top = app.stack.top
        job = getattr(top, "_job", None)
        if job is not None:
            job.join(timeout=0.05)
        if not getattr(top, "busy", False):
            return
    raise AssertionError("the PIN pad stayed busy")


def enter(app, pin: str) -> None:
    """Type `pin` on the pad that is open and press OK, as a finger would."""
    pad = app.stack.top
    assert isinstance(pad, (PinCheckScene, PinChooseScene))
    for ch in pin:
        key = next(k for k in pad.keys if k.label() == ch)
        frames(app, 1, {0: tap(key.rect.center)})
    frames(app, 1, {0: tap(pad.ok.rect.center)})
    wait_idle(app)


def set_pin(app, pin: str) -> None:
    app.kiosk.vault.set_pin(pin)


def button(scene, label: str):
    return next(w for w in scene.widgets if callable(getattr(w, "label", None)) and w.label() == label)


def open_operator(app, pin: str = "2580") -> OperatorScene:
    app.kiosk.ask_pin()
    frames(app, 1)
    enter(app, pin)
    top = app.stack.top
    assert isinstance(top, OperatorScene), type(top).__name__
    return top


# --------------------------------------------------------------------------- what a guest reaches


def test_the_guest_menu_has_games_high_scores_and_language_only(kiosk):
    menu = kiosk.stack.top
    labels = {w.label() for w in menu.widgets if hasattr(w, "label") and callable(w.label)}
    assert "Einstellungen" not in labels and "Beenden" not in labels
    assert menu.settings_btn is None and menu.quit_btn is None
    frames(kiosk, 1, {0: tap(menu.scores_btn.rect.center)})
    assert isinstance(kiosk.stack.top, ScoresScene)
    scores = kiosk.stack.top
    frames(kiosk, 1, {0: tap(scores.switch.rect.center)})
    assert scores.page == "stats"
    frames(kiosk, 1, {0: tap(scores.widgets[0].rect.center)})
    assert isinstance(kiosk.stack.top, MenuScene)
    frames(kiosk, 1, {0: tap(menu.lang_btn.rect.center)})
    assert kiosk.settings.language == "en"


def test_the_desktop_menu_keeps_its_settings(app):
    app.stack.reset(MenuScene())
    app.stack.flush()
    menu = app.stack.top
    assert menu.settings_btn is not None and menu.quit_btn is not None
    frames(app, 1, {0: tap(menu.settings_btn.rect.center)})
    assert isinstance(app.stack.top, SettingsScene)


# --------------------------------------------------------------------------- the corner hold


def test_the_corner_hold_shows_a_growing_ring_and_letting_go_cancels_it(kiosk):
    app = kiosk
    frames(app, 1, {0: [Action("point_down", pos=(8, 8), source="touch")]})
    frames(app, 50)
    assert app.kiosk.ring_progress() is None, "no ring in the first second"
    frames(app, 30)
    first = app.kiosk.ring_progress()
    assert first is not None and 0 < first < 0.2
    frames(app, 60)
    second = app.kiosk.ring_progress()
    assert second > first
    cx, cy = kiosk_module.RING_CENTER
    top_of_ring = tuple(app.screen.get_at((cx, cy - kiosk_module.RING_RADIUS + 4))[:3])
    assert top_of_ring == tuple(theme.palette()["accent"]), "the ring is drawn from the top, in gold"
    frames(app, 1, {0: [Action("point_up", pos=(8, 8), source="touch")]})
    assert app.kiosk.ring_progress() is None
    frames(app, int(60 * HOLD_SECONDS))
    assert isinstance(app.stack.top, MenuScene), "letting go cancelled the hold"
    assert app.screen.get_at((cx, cy - kiosk_module.RING_RADIUS + 4))[:3] != top_of_ring, "the ring is gone"
    frames(app, 1, {0: [Action("point_down", pos=(8, 8), source="touch")]})
    frames(app, int(60 * HOLD_SECONDS) + 5)
    assert isinstance(app.stack.top, PinCheckScene)


def test_the_key_chord_opens_the_pin_pad(kiosk):
    kiosk.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_q,
                                          mod=pygame.KMOD_LCTRL | pygame.KMOD_LALT, unicode="q", scancode=20))
    frames(kiosk, 1)
    assert isinstance(kiosk.stack.top, PinCheckScene)


# --------------------------------------------------------------------------- the PIN


def test_the_default_pin_only_opens_the_choice_of_an_own_pin(kiosk):
    app = kiosk
    vault = app.kiosk.vault
    assert vault.is_default()
    app.kiosk.ask_pin()
    frames(app, 1)
    enter(app, "0000")
    choose = app.stack.top
    assert isinstance(choose, PinChooseScene) and choose.first, "no operator screen with the default PIN"
    assert not any(isinstance(s, OperatorScene) for s in app.stack.scenes)
    for bad, why in (("0000", "Standard-PIN"), ("1234", "leicht"), ("7777", "leicht"), ("12", "mindestens")):
        enter(app, bad)
        assert isinstance(app.stack.top, PinChooseScene) and why in choose.message, (bad, choose.message)
    delete = next(k for k in choose.keys if k.label() == "Löschen")
    frames(app, 1, {0: tap(delete.rect.center)})
    frames(app, 1, {0: tap(delete.rect.center)})
    assert choose.digits == "", "a PIN too short stays on the pad to be finished, or deleted"
    enter(app, "2580")
    assert choose.candidate == "2580"
    enter(app, "2581")
    assert choose.candidate is None and "verschieden" in choose.message
    enter(app, "2580")
    enter(app, "2580")
    assert isinstance(app.stack.top, OperatorScene)
    assert not vault.is_default() and vault.matches("2580") and not vault.matches("0000")
    stored = json.dumps(app.storage.all_settings())
    assert "2580" not in stored and "kiosk_pin_hash" in stored, "the PIN is stored only as a hash"
    record = app.storage.get_setting("kiosk_pin_hash")
    assert record["kdf"] == "scrypt" and len(bytes.fromhex(record["salt"])) == 16


def test_cancelling_the_first_choice_leaves_nothing_open(kiosk):
    app = kiosk
    app.kiosk.ask_pin()
    frames(app, 1)
    enter(app, "0000")
    frames(app, 1, {0: tap(app.stack.top.cancel_btn.rect.center)})
    assert isinstance(app.stack.top, MenuScene) and app.kiosk.vault.is_default()


def test_pin_digits_show_as_dots(kiosk, monkeypatch):
    app = kiosk
    set_pin(app, "2580")
    app.kiosk.ask_pin()
    frames(app, 1)
    pad = app.stack.top
    rendered: list[str] = []
    import sprites.text as text_module

    real = text_module.render

    def spy(text, *a, **kw):
        rendered.append(str(text))
        return real(text, *a, **kw)
    monkeypatch.setattr("scenes.kit.pin_pad.render", spy)
    for ch in "9137":
        frames(app, 1, {0: tap(next(k for k in pad.keys if k.label() == ch).rect.center)})
    frames(app, 2)
    assert pad.digits == "9137"
    assert not any("9137" in t or "913" in t for t in rendered), rendered
    from scenes.kit.pin_pad import PANEL
    accent = tuple(theme.palette()["accent"])
    dots_y = PANEL.y + 130 + 16
    lit = [x for x in range(PANEL.x, PANEL.right) if tuple(app.screen.get_at((x, dots_y))[:3]) == accent]
    assert len(lit) > 4 * 15, "four filled dots"


def test_wrong_pins_lock_the_pad_for_a_minute_then_doubling(kiosk, caplog):
    app = kiosk
    clock = app.kiosk.vault.clock
    set_pin(app, "2580")
    app.kiosk.ask_pin()
    frames(app, 1)
    pad = app.stack.top
    caplog.set_level(logging.WARNING, logger="kastell.kiosk")
    for i in range(4):
        enter(app, "1111")
        assert "Noch" in pad.message and str(4 - i) in pad.message
    enter(app, "1111")
    assert pad.locked_for() == pytest.approx(60)
    assert not any(k.enabled for k in pad.keys), "the pad is locked"
    assert any("locked for 60 s" in r.message for r in caplog.records)
    frames(app, 1, {0: tap(pad.keys[0].rect.center)})
    assert pad.digits == "", "typing is ignored while locked"
    from scenes.services.i18n import tr
    from scenes.services.formats import clock as clock_text
    assert tr("pin.locked", time=clock_text(pad.locked_for(), round_up=True)).endswith("1:00")
    clock.now += 30
    frames(app, 2)
    assert pad.locked_for() == pytest.approx(30)
    # the lock survives a restart: a new vault over the same database sees it
    assert PinVault(app.storage, clock).locked_for() == pytest.approx(30)
    clock.now += 31
    frames(app, 2)
    assert pad.locked_for() == 0 and all(k.enabled for k in pad.keys)
    for _ in range(5):
        enter(app, "1111")
    assert pad.locked_for() == pytest.approx(120), "the second round locks twice as long"
    clock.now += 121
    frames(app, 2)
    enter(app, "2580")
    assert isinstance(app.stack.top, OperatorScene)
    assert app.kiosk.vault.failures() == 0 and app.kiosk.vault.locked_for() == 0


def test_a_clock_that_jumps_back_never_lengthens_the_lock(kiosk):
    vault = kiosk.kiosk.vault
    set_pin(kiosk, "2580")
    for _ in range(5):
        vault.record_failure()
    assert vault.locked_for() == pytest.approx(60)
    vault.clock.now -= 3600
    assert vault.locked_for() == pytest.approx(60)


def test_changing_the_pin_asks_for_the_current_one_first(kiosk):
    app = kiosk
    set_pin(app, "2580")
    op = open_operator(app)
    frames(app, 1, {0: tap(button(op, "Einstellungen").rect.center)})
    settings = app.stack.top
    assert isinstance(settings, SettingsScene)
    change = next(w for w in settings.widgets if getattr(w, "label", lambda: "")() == "PIN ändern")
    frames(app, 1, {0: tap(change.rect.center)})
    assert isinstance(app.stack.top, PinCheckScene), "the current PIN first"
    enter(app, "1357")
    assert isinstance(app.stack.top, PinCheckScene) and app.kiosk.vault.matches("2580")
    enter(app, "2580")
    assert isinstance(app.stack.top, PinChooseScene) and not app.stack.top.first
    enter(app, "4682")
    enter(app, "4682")
    assert isinstance(app.stack.top, SettingsScene)
    assert app.kiosk.vault.matches("4682") and not app.kiosk.vault.matches("2580")


def test_a_pin_stored_in_clear_by_an_older_version_is_hashed(tmp_path):
    from scenes.services.storage import Storage

    folder = tmp_path / "data"
    storage = Storage(str(folder))
    storage.set_setting("kiosk_pin", "4711")
    storage.close()
    app = make_app(folder, kiosk=True)
    try:
        assert app.storage.get_setting("kiosk_pin") is None
        assert app.kiosk.vault.matches("4711") and not app.kiosk.vault.is_default()
    finally:
        app.shutdown()


def test_reset_pin_from_a_shell(tmp_path, capsys):
    from scenes.services.storage import Storage

    folder = tmp_path / "data"
    storage = Storage(str(folder))
    vault = PinVault(storage)
    vault.set_pin("2580")
    for _ in range(5):
        vault.record_failure()
    assert vault.locked_for() > 0
    storage.close()
    assert main_module.main(["--reset-pin", "--data-dir", str(folder)]) == 0
    out = capsys.readouterr().out
    assert "0000" in out
    storage = Storage(str(folder))
    try:
        vault = PinVault(storage)
        assert vault.is_default() and vault.locked_for() == 0 and vault.failures() == 0
    finally:
        storage.close()


# --------------------------------------------------------------------------- the operator screen


def test_the_operator_resets_the_statistics_after_asking(kiosk):
    app = kiosk
    app.storage.stat_add("castro", "played", 3)
    app.storage.add_win("castro", "Anna", "2026-12-01")
    app.storage.add_record("castile", "Cleo", 300.0, 120, 4, "2026-12-01")
    set_pin(app, "2580")
    op = open_operator(app)
    frames(app, 1, {0: tap(button(op, "Statistik zurücksetzen").rect.center)})
    ask = app.stack.top
    assert isinstance(ask, ConfirmScene)
    frames(app, 30)
    frames(app, 1, {0: tap(ask.widgets[1].rect.center)})
    assert app.storage.stats("castro") == {} and app.storage.top_wins("castro") == []
    assert app.storage.top_records("castile") == []


def test_the_operator_quits_after_asking(kiosk):
    app = kiosk
    set_pin(app, "2580")
    op = open_operator(app)
    app.running = True
    frames(app, 1, {0: tap(button(op, "Kastell beenden").rect.center)})
    assert app.running and isinstance(app.stack.top, ConfirmScene)
    frames(app, 30)
    frames(app, 1, {0: tap(app.stack.top.widgets[1].rect.center)})
    assert app.running is False and app.exit_code == 0


def test_an_idle_operator_screen_closes_by_itself(kiosk):
    app = kiosk
    set_pin(app, "2580")
    open_operator(app)
    frames(app, int(60 * (app.settings.idle_timeout + 1)))
    assert not any(isinstance(s, OperatorScene) for s in app.stack.scenes)
    assert getattr(app.stack.top, "attract", False)


def test_set_pin_from_a_shell(tmp_path, monkeypatch, capsys):
    from scenes.services.storage import Storage

    folder = tmp_path / "data"
    answers = iter(["1234"])
    assert main_module.set_pin(str(folder), ask=lambda prompt: next(answers)) == 2
    assert "too easy" in capsys.readouterr().err
    answers = iter(["2580", "2581"])
    assert main_module.set_pin(str(folder), ask=lambda prompt: next(answers)) == 2
    answers = iter(["2580", "2580"])
    assert main_module.set_pin(str(folder), ask=lambda prompt: next(answers)) == 0
    storage = Storage(str(folder))
    try:
        assert PinVault(storage).matches("2580")
    finally:
        storage.close()


def test_the_operator_shuts_the_machine_down_after_asking(kiosk, monkeypatch):
    app = kiosk
    ran = []
    monkeypatch.setattr(kiosk_module, "power_off_command", lambda: ("systemctl", "poweroff"))
    monkeypatch.setattr(kiosk_module, "run_power_off", lambda cmd: (ran.append(cmd), (True, ""))[1])
    set_pin(app, "2580")
    op = open_operator(app)
    app.running = True
    frames(app, 1, {0: tap(button(op, "Ausschalten").rect.center)})
    assert isinstance(app.stack.top, ConfirmScene) and app.running and not ran
    frames(app, 30)
    frames(app, 1, {0: tap(app.stack.top.widgets[1].rect.center)})
    assert ran == [("systemctl", "poweroff")] and app.running is False and app.exit_code == 0


def test_a_refused_shut_down_says_why_and_keeps_running(kiosk, monkeypatch):
    app = kiosk
    monkeypatch.setattr(kiosk_module, "power_off_command", lambda: ("systemctl", "poweroff"))
    monkeypatch.setattr(kiosk_module, "run_power_off", lambda cmd: (False, "Access denied"))
    set_pin(app, "2580")
    op = open_operator(app)
    app.running = True
    frames(app, 1, {0: tap(button(op, "Ausschalten").rect.center)})
    frames(app, 30)
    frames(app, 1, {0: tap(app.stack.top.widgets[1].rect.center)})
    assert app.running and "Access denied" in app.toasts.items[-1].text


def test_the_real_power_off_runner_reports_failure():
    ok, why = kiosk_module.run_power_off(("false",))
    assert not ok and why
    ok, why = kiosk_module.run_power_off(("/no/such/command",))
    assert not ok and why


def test_the_operator_chooses_the_sound_output_and_hears_a_test(kiosk, monkeypatch):
    from scenes.shell.audio_output import AudioOutputScene

    app = kiosk
    sound = app.sound
    monkeypatch.setattr(sound, "outputs", lambda: ["HDMI 1", "Kopfhörer"])
    opened = []
    monkeypatch.setattr(sound, "_open", lambda device: (opened.append(device), device != "Kopfhörer")[1])
    played = []
    monkeypatch.setattr(sound, "play", lambda name, *a, **k: played.append(name))
    set_pin(app, "2580")
    op = open_operator(app)
    frames(app, 1, {0: tap(button(op, "Tonausgabe: Standard des Systems").rect.center)})
    scene = app.stack.top
    assert isinstance(scene, AudioOutputScene)
    assert [r.label() for r in scene.rows] == ["✓ Standard des Systems", "HDMI 1", "Kopfhörer"]
    frames(app, 1, {0: tap(scene.rows[1].rect.center)})
    assert sound.device == "HDMI 1" and "fanfare" in played and app.settings.audio_device == "HDMI 1"
    assert app.storage.get_setting("audio_device") == "HDMI 1" and "Testton" in scene.status
    frames(app, 1, {0: tap(scene.rows[2].rect.center)})
    assert sound.device == "HDMI 1", "a failing output leaves the previous one"
    assert "lässt sich nicht öffnen" in scene.status and scene.status_kind == "error"


def test_a_missing_chosen_output_is_named_on_the_operator_screen(tmp_path, monkeypatch):
    from scenes.services.storage import Storage
    from sounds.manager import SoundManager

    folder = tmp_path / "data"
    storage = Storage(str(folder))
    storage.set_setting("audio_device", "USB Audio")
    storage.close()
    app = make_app(folder, kiosk=True)
    try:
        assert app.sound.device == "USB Audio"
        app.sound.stop_all()
        fresh = SoundManager(device="USB Audio")
        assert fresh.start() and fresh.problem == "missing:USB Audio"  # the dummy driver has no such output
        app.sound = fresh
        op = OperatorScene()
        app.stack.reset(op)
        app.stack.flush()
        assert any("USB Audio" in p and "fehlt" in p for p in op.problems())
    finally:
        app.shutdown()
