"""A seat belongs to the device that joined it.

The original phone always gets back in (its secret, kept by the page); any other device is refused
(close 4003) without a word of the seat's hand; a new device only through "Neues Handy" at the big
screen, asked by the seat's name in front of the table, the old phone told (close 4002), a new code;
the kiosk's operator can lock that behind the PIN; a seat goes back to the big screen only after a
question naming it; and a restarted program lets the same phones back in.
"""
from __future__ import annotations

import time

from scenes.kit.dialogs import ConfirmScene
from scenes.kit.pin_pad import PinCheckScene
from scenes.tables.catalog import GAMES
from scenes.tables.phone_join import PhoneJoinScene
from tests.harness import frames, tap
from tests.phone_client import Phone, get
from tests.test_phones import open_table, phones_closed  # noqa: F401


def join(app, table, seat: int, device: str | None) -> Phone:
    phone = Phone(table.phones.server.url(seat, "127.0.0.1"), device=device).connect()
    phone.next("hello", pump=lambda: frames(app, 1))
    phone.next("state", pump=lambda: frames(app, 1))
    return phone


def join_all(app, table) -> dict[int, Phone]:
    phones = {seat: join(app, table, seat, f"device-of-seat-{seat}") for seat in sorted(table.phone_seats)}
    frames(app, 90)
    return phones


def refused(app, phone: Phone) -> int:
    """The close code a connection gets (after no hello and no state)."""
    phone.connect()
    assert phone.closed.wait(5), "the socket was not closed"
    messages = phone.drain()
    assert [m["type"] for m in messages] == ["closed"], f"it was told something: {messages}"
    return messages[-1]["code"]


def wait_until(app, condition, seconds: float = 5.0) -> None:
    end = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < end, "it never happened"
        frames(app, 1)
        time.sleep(0.005)


def open_phones_screen(app, table) -> PhoneJoinScene:
    table.pause()
    frames(app, 2)
    app.stack.top.phones()
    frames(app, 20)
    scene = app.stack.top
    assert isinstance(scene, PhoneJoinScene) and scene.managing
    return scene


def test_another_device_is_refused_and_the_original_gets_back_in(app, phones_closed):
    table = open_table(app)
    phones = join_all(app, table)
    phones_closed.extend(phones.values())
    url = table.phones.server.url(0, "127.0.0.1")
    for device in ("someone-else", None, ""):
        stranger = Phone(url, device=device)
        phones_closed.append(stranger)
        assert refused(app, stranger) == 4003
    assert not phones[0].closed.is_set(), "the seat's own phone stays connected"
    assert table.phones.status(0) == "connected"
    phones[0].close()
    wait_until(app, lambda: table.phones.status(0) == "disconnected")
    back = Phone(url, device="device-of-seat-0").connect()  # the phone slept, reloaded: it gets back in
    phones_closed.append(back)
    assert back.next("hello", pump=lambda: frames(app, 1))["seat"] == 0
    assert back.next("state", pump=lambda: frames(app, 1))["version"] == table.phones.version


def test_the_phones_screen_shows_no_code_for_a_joined_seat(app, phones_closed):
    table = open_table(app)
    phones = join_all(app, table)
    phones_closed.extend(phones.values())
    phones[1].close()
    wait_until(app, lambda: table.phones.status(1) == "disconnected")
    scene = open_phones_screen(app, table)
    drawn = []
    import scenes.tables.phone_join as join_module

    real = join_module.cached_qr
    join_module.cached_qr = lambda url: drawn.append(url) or real(url)
    try:
        scene.dirty = True
        frames(app, 3)
    finally:
        join_module.cached_qr = real
    assert drawn == [], "no seat's code is on the screen once its phone joined (even while it is away)"
    assert all(scene.repairs[s].visible for s in (0, 1, 2)), "each joined seat offers 'Neues Handy'"


def test_re_pairing_is_asked_by_name_tells_the_old_phone_and_gives_a_new_code(app, phones_closed):
    table = open_table(app)
    phones = join_all(app, table)
    phones_closed.extend(phones.values())
    old_url = table.phones.server.url(2, "127.0.0.1")
    scene = open_phones_screen(app, table)
    frames(app, 2, {0: tap(scene.repairs[2].rect.center)})
    ask = app.stack.top
    assert isinstance(ask, ConfirmScene) and "Cem" in ask.question, "the question names the seat"
    assert phones[2].last_state is not None and not phones[2].closed.is_set(), "nothing happened yet"
    frames(app, 30)
    frames(app, 2, {0: tap(ask.widgets[1].rect.center)})  # "Ja, neuer Code"
    assert phones[2].closed.wait(3)
    assert phones[2].drain()[-1] == {"type": "closed", "code": 4002}, "the old phone is told it was replaced"
    # the new code shows instead, in the frames after the server has handed the seat on (its thread)
    wait_until(app, lambda: app.stack.top is scene and not scene.repairs[2].visible, seconds=2.0)
    new_url = table.phones.server.url(2, "127.0.0.1")
    assert new_url != old_url and scene.urls[2].rsplit("/", 1)[1] == new_url.rsplit("/", 1)[1]
    assert get(old_url)[0] == 404, "the old code is dead"
    new_phone = join(app, table, 2, "a-new-phone")
    phones_closed.append(new_phone)
    wait_until(app, lambda: table.phones.status(2) == "connected")
    old_again = Phone(new_url, device="device-of-seat-2")
    phones_closed.append(old_again)
    assert refused(app, old_again) == 4003, "the new code belongs to the new phone now"


def test_the_kiosk_operator_can_lock_re_pairing_behind_the_pin(app, phones_closed, monkeypatch):
    table = open_table(app)
    phones = join_all(app, table)
    phones_closed.extend(phones.values())

    scene = open_phones_screen(app, table)

    class Kiosk:  # (no frames run from here on)
        vault = object()
    monkeypatch.setattr(app, "kiosk", Kiosk())
    app.settings.phones_repair = False
    pushed = []
    monkeypatch.setattr(app.stack, "push", lambda s: pushed.append(s))
    scene.repair(0)
    assert isinstance(pushed[-1], PinCheckScene), "locked: only the operator's PIN re-pairs"
    app.settings.phones_repair = True
    scene.repair(0)
    assert isinstance(pushed[-1], ConfirmScene), "open: asked in front of the table"
    scene.reassign(0, "screen")
    assert isinstance(pushed[-1], PinCheckScene), "a seat back to the big screen takes the PIN in the kiosk"


def test_a_seat_goes_back_to_the_big_screen_only_after_a_question_naming_it(app, phones_closed):
    table = open_table(app)
    phones = join_all(app, table)
    phones_closed.extend(phones.values())
    scene = open_phones_screen(app, table)
    scene.reassign(1, "screen")
    frames(app, 2)
    ask = app.stack.top
    assert isinstance(ask, ConfirmScene) and "Ben" in ask.question
    assert 1 in table.phone_seats, "nothing happens before the answer"
    ask.yes()
    frames(app, 2)
    assert 1 not in table.phone_seats
    assert phones[1].closed.wait(3) and phones[1].drain()[-1]["code"] == 4002


def test_after_a_restart_the_same_phones_get_back_in_and_no_other(app, phones_closed):
    table = open_table(app)
    phones = join_all(app, table)
    phones_closed.extend(phones.values())
    url = table.phones.server.url(1, "127.0.0.1")
    wait_until(app, lambda: len(table.match.moves) > 0)
    saved = app.storage.load_game()
    assert saved is not None and set(saved["setup"]["phone_keys"]) == {"0", "1", "2"}
    assert "device-of-seat-1" not in str(saved), "only a hash of a device's secret is kept"
    for phone in phones.values():
        phone.close()
    # the program restarts: the saved game opens again
    resumed = GAMES["catsle"].make_scene(dict(saved["setup"]))
    app.stack.reset(resumed)
    frames(app, 2)
    assert resumed.phones.server.url(1, "127.0.0.1").rsplit("/", 1)[1] == url.rsplit("/", 1)[1].split("?")[0]
    url = resumed.phones.server.url(1, "127.0.0.1")
    stranger = Phone(url, device="someone-else")
    phones_closed.append(stranger)
    assert refused(app, stranger) == 4003
    back = Phone(url, device="device-of-seat-1").connect()
    phones_closed.append(back)
    assert back.next("hello", pump=lambda: frames(app, 1))["seat"] == 1
