"""Phones as private hands: the table server and the table's phone seats, through real WebSockets.

Three phones play a whole CATsle round; each socket only ever carries its own seat's view; moves
apply on the table as taps do (animated, autosaved); stale versions, other seats' turns, illegal
moves, malformed and oversized messages get the documented codes; a phone that slept reconnects;
200 connect / disconnect cycles leave the server healthy; the tokens never appear as text on the
big screen; a seat can go back to the screen or to the computer; the owner can switch phones off.
"""
from __future__ import annotations

import json
import threading

import pytest

import sprites.text as text_module
from scenes.tables.catalog import GAMES
from scenes.tables.phone_join import PhoneJoinScene
from scenes.tables.overlays import PrivacyScene
from tests.harness import frames
from tests.phone_client import Phone, get


def phone_seats(*names, phone=True):
    return [{"kind": "human", "name": n, "level": "normal", "phone": phone} for n in names]


def open_table(app, game="catsle", seats=None, seed=3, options=None):
    app.config.phones_port = 0  # any free port: tests never collide
    seats = seats or phone_seats("Anna", "Ben", "Cem")
    table = GAMES[game].make_scene({"game": game, "seats": seats, "seed": seed, "options": options or {}})
    app.stack.reset(table)
    frames(app, 2)
    return table


def join_all(app, table) -> dict[int, Phone]:
    phones = {s: Phone(table.phones.server.url(s, "127.0.0.1")).connect() for s in sorted(table.phone_seats)}
    for phone in phones.values():
        phone.next("hello", pump=lambda: frames(app, 1))
        phone.next("state", pump=lambda: frames(app, 1))
    frames(app, 90)  # the join screen sees everyone and closes
    return phones


@pytest.fixture
def phones_closed():
    opened: list[Phone] = []
    yield opened
    for phone in opened:
        phone.shutdown()


def current_state(app, phone, table) -> dict:
    """The phone's state message for the table as it stands now."""
    for _ in range(300):
        phone.drain()
        if phone.last_state and phone.last_state["version"] == len(table.match.moves):
            return phone.last_state
        frames(app, 1)
    raise AssertionError("the phone never heard of the current state")


def wait_for(app, condition, seconds: float = 3.0) -> bool:
    """Pump frames (and give the server thread time) until `condition()` holds."""
    import time

    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return True
        frames(app, 1)
        time.sleep(0.005)
    return condition()


def check_private(seat: int, message: dict) -> None:
    """A CATsle state message: only this seat's hand is known."""
    for other, hand in enumerate(message["view"]["hands"]):
        assert other == seat or not hand, f"seat {seat} was sent seat {other}'s hand"
    assert bool(message["legal"]) == message["your_turn"] or message["view"]["phase"] == "over"


def play_round(app, table, phones, moves_wanted=10_000) -> int:
    """Each phone plays its first legal move whenever it is its turn, until the round ends. The
    phones answer in real time, the table runs on frames: an idle table gives them a moment."""
    import time

    played = 0
    start_round = getattr(table.match.state, "round", 0)
    end = time.monotonic() + 120
    while time.monotonic() < end:
        frames(app, 1)
        acted = False
        for seat, phone in phones.items():
            for message in phone.drain():
                assert message["type"] != "error", message
                if message["type"] == "state" and table.game_key == "catsle":
                    check_private(seat, message)
            state = phone.last_state
            if state and state["your_turn"] and not table.busy() and state["version"] == len(table.match.moves):
                phone.move(state["legal"][0])
                state["your_turn"] = False
                played += 1
                acted = True
        if getattr(table.match.state, "round", 0) > start_round or table.match.is_over() or played >= moves_wanted:
            return played
        if not acted and not table.busy():
            time.sleep(0.001)
    raise AssertionError("the round did not end")


def test_three_phones_play_a_catsle_round_and_see_only_their_own_hands(app, phones_closed):
    table = open_table(app)
    assert isinstance(app.stack.top, PhoneJoinScene), "the table shows the codes first"
    phones = join_all(app, table)
    phones_closed.extend(phones.values())
    assert app.stack.top is table, "everyone joined: the game begins"
    assert not table.hand_sprites, "no hand on the big screen when every person plays on a phone"
    seen_animation = []
    on_move = table.on_move

    def watch(actor, move, before, after):
        on_move(actor, move, before, after)
        if actor in table.phone_seats:
            seen_animation.append(bool(table.animations) or bool(table.trick_sprites))
    table.on_move = watch
    played = play_round(app, table, phones)
    assert played == 72  # 12 tricks of 3 cards, each taken card a move of its own (1 + 2 + 0)
    assert table.match.state.round == 2 and all(seen_animation)
    assert not any(isinstance(s, PrivacyScene) for s in app.stack.scenes)
    saved = app.storage.load_game()
    assert saved is not None and len(saved["save"]["moves"]) == len(table.match.moves), "autosaved as taps are"


def test_refusals_carry_the_documented_codes(app, phones_closed):
    table = open_table(app)
    phones = join_all(app, table)
    phones_closed.extend(phones.values())
    frames(app, 120)
    actor = table.match.actor()
    mine, other = phones[actor], phones[(actor + 1) % 3]
    version = len(table.match.moves)

    def refused(phone, message):
        phone.drain()
        phone.send(message)
        return phone.next("error", pump=lambda: frames(app, 1))["code"]

    legal = current_state(app, mine, table)["legal"][0]
    assert refused(mine, {"type": "move", "version": version - 1, "move": legal}) == "stale"
    assert refused(other, {"type": "move", "version": version, "move": legal}) == "not_your_turn"
    not_mine = next(c for c in table.match.state.hands[(actor + 1) % 3])
    assert refused(mine, {"type": "move", "version": version, "move": {"type": "play", "card": not_mine}}) \
        == "catsle.not_in_hand"
    assert refused(mine, "{not json") == "bad_message"
    assert refused(mine, {"type": "move", "version": "1", "move": legal}) == "bad_message"
    assert refused(mine, {"type": "move", "version": version, "move": {"type": "fly"}}) == "bad_message"
    assert refused(mine, json.dumps({"type": "move", "version": version, "move": legal, "pad": "x" * 5000})) \
        == "bad_message"
    assert not mine.closed.is_set(), "refusals keep the socket open"
    assert len(table.match.moves) == version, "nothing was applied"
    mine.move(legal, version)
    for _ in range(60):
        frames(app, 1)
        if len(table.match.moves) > version:
            break
    assert len(table.match.moves) > version, "the legal move applies"


def test_a_flood_closes_the_socket_and_a_sleeping_phone_reconnects(app, phones_closed):
    table = open_table(app)
    phones = join_all(app, table)
    phones_closed.extend(phones.values())
    frames(app, 60)
    phone = phones[0]
    for _ in range(30):
        phone.send("{}")
    assert phone.closed.wait(3), "more than 20 messages a second close the socket"
    assert wait_for(app, lambda: table.phones.status(0) == "disconnected")
    phone.drain()
    phone.connect()  # the phone wakes up: the same code, the state again
    hello = phone.next("hello", pump=lambda: frames(app, 1))
    state = phone.next("state", pump=lambda: frames(app, 1))
    assert hello["seat"] == 0 and state["version"] == len(table.match.moves)
    assert wait_for(app, lambda: table.phones.status(0) == "connected")
    second = Phone(phone.url).connect()  # one live socket per code: the newest wins
    phones_closed.append(second)
    second.next("state", pump=lambda: frames(app, 1))
    assert phone.closed.wait(3)


def test_two_hundred_visits_leave_the_server_healthy(app, phones_closed):
    table = open_table(app)
    url = table.phones.server.url(1, "127.0.0.1")
    port = table.phones.server.port
    threads_before = threading.active_count()
    phone = Phone(url)
    phones_closed.append(phone)
    for _ in range(200):
        phone.connect()
        phone.close()
    frames(app, 2)
    assert get(f"http://127.0.0.1:{port}/healthz") == (200, "ok")
    phone.connect()
    assert phone.next("hello")["seat"] == 1
    assert threading.active_count() <= threads_before + 1


def test_strangers_get_a_404_page_that_names_nothing_and_the_tokens_die_with_the_table(app):
    from scenes.services.strings_phone import SERVER_STRINGS

    table = open_table(app)
    server = table.phones.server
    port, token = server.port, server.token(0)
    status, page = get(f"http://127.0.0.1:{port}/p/{'A' * 24}")
    words = SERVER_STRINGS["phone.code_invalid"]
    assert status == 404 and page.index(words["de"]) < page.index(words["en"]), "scan again, German first"
    assert not any(secret in page for secret in [token, "A" * 24, *server.names, server.game]), "names nothing"
    assert get(f"http://127.0.0.1:{port}/p/{'A' * 24}/ws")[0] == 404
    assert get(f"http://127.0.0.1:{port}/p/{token}/assets/..%2fserver.py")[0] == 404
    assert get(f"http://127.0.0.1:{port}/")[0] == 200  # the table's bare address: "scan the code"
    status, page = get(f"http://127.0.0.1:{port}/p/{token}")
    assert status == 200 and f'href="/p/{token}/"' in page
    assert len(token) >= 22  # at least 128 random bits
    app.stack.reset(app.router.make("menu"))
    frames(app, 2)
    with pytest.raises(Exception):
        get(f"http://127.0.0.1:{port}/healthz")  # not listening once the table is gone


def test_the_big_screen_never_shows_a_token_as_text(app, monkeypatch, phones_closed):
    written: list[str] = []
    for name in ("render", "render_fresh"):
        real = getattr(text_module, name)
        monkeypatch.setattr(text_module, name, lambda t, *a, _real=real, **k: (written.append(str(t)), _real(t, *a, **k))[1])
    import scenes.tables.phone_join as join_module
    monkeypatch.setattr(join_module, "render", text_module.render)
    table = open_table(app)
    frames(app, 30)
    tokens = [table.phones.server.token(s) for s in table.phone_seats]
    assert written, "the join screen wrote its words"
    assert not any(token in words for token in tokens for words in written)
    assert any(table.phones.server.short_url() in words for words in written), "the address without a token"


def test_a_phone_seat_goes_back_to_the_screen_or_to_the_computer(app, phones_closed):
    seats = phone_seats("Anna", "Ben") + [{"kind": "human", "name": "Cem", "level": "normal"}]
    table = open_table(app, seats=seats)
    phones = join_all(app, table)
    phones_closed.extend(phones.values())
    assert table.view.screen_humans == [2]
    table.desk.to_computer(1)
    assert not table.match.seats[1].is_human and 1 not in table.phone_seats
    assert phones[1].closed.wait(3), "the seat's code dies"
    table.desk.to_screen(0)
    assert table.view.screen_humans == [0, 2] and table.phones.status(0) == "screen"
    for _ in range(600):  # two people at the screen now: the privacy screen passes it between them
        frames(app, 1)
        if isinstance(app.stack.top, PrivacyScene):
            break
    assert isinstance(app.stack.top, PrivacyScene)


def test_the_owner_can_switch_phones_off(app):
    app.settings.phones = False
    table = open_table(app)
    assert table.phones is None and not isinstance(app.stack.top, PhoneJoinScene)
    assert table.view.screen_humans == [0, 1, 2], "everybody plays at the screen"


def test_a_game_without_a_phone_page_offers_no_phones_in_its_setup(app):
    """Castile has no phone page (its catalog line's `phone` is None): its setup has no "on my phone"
    switch even where the owner allows phones, while a game with one offers it."""
    from scenes.shell.setup import SetupScene

    app.settings.phones = True
    for game, offered in (("castile", False), ("catsle", True)):
        setup = SetupScene(game)
        app.stack.reset(setup)
        frames(app, 2)
        assert setup.phones_offered() is offered, game


def test_a_headless_run_prints_each_phone_seat(app, capsys):
    table = open_table(app, seats=phone_seats("Anna", "Ben", "Cem"))
    out = capsys.readouterr().out
    lines = [line for line in out.splitlines() if line.startswith("KASTELL_PHONE")]
    assert lines == [f"KASTELL_PHONE seat={s} url=http://127.0.0.1:{table.phones.server.port}/p/"
                     f"{table.phones.server.token(s)}" for s in (0, 1, 2)]


def test_caprice_on_two_phones_to_the_end_with_secret_tiles(app, phones_closed):
    """Place, move or skip, and the ordering at the end, all from the phones; a tile of the other seat
    reaches a phone only once the game is over."""
    table = open_table(app, game="caprice", seats=phone_seats("Anna", "Ben"), seed=5)
    phones = join_all(app, table)
    phones_closed.extend(phones.values())
    orders = 0
    import time
    end = time.monotonic() + 120
    while not table.match.is_over() and time.monotonic() < end:
        frames(app, 1)
        for seat, phone in phones.items():
            for message in phone.drain():
                assert message["type"] != "error", message
                if message["type"] == "state" and message["view"]["phase"] != "over":
                    tiles = message["view"]["tiles"]
                    assert tiles is None or all(t is None for i, t in enumerate(tiles) if i != seat)
            state = phone.last_state
            if state and state["your_turn"] and state["version"] == len(table.match.moves):
                orders += state["legal"][0]["type"] == "order"
                phone.move(state["legal"][0])
                state["your_turn"] = False
        if not any(p.last_state and p.last_state["your_turn"] for p in phones.values()):
            time.sleep(0.001)
    assert table.match.is_over() and orders == 2, "both orders came from the phones"
    assert not any(type(s).__name__ == "CapriceOrder" for s in app.stack.scenes), "no ordering on the big screen"


def test_castro_dice_from_a_phone(app, phones_closed):
    """Roll and place from a phone: the big screen's tray tumbles the dice as for a tap."""
    seats = phone_seats("Anna") + [{"kind": "ai", "name": "Kuno", "level": "easy"}]
    table = open_table(app, game="castro", seats=seats, seed=11)
    phones = join_all(app, table)
    phones_closed.extend(phones.values())
    phone = phones[0]
    tumbled = placed = False
    import time
    end = time.monotonic() + 60
    while not placed and time.monotonic() < end:
        frames(app, 1)
        tumbled = tumbled or table.tray.tumbling
        phone.drain()
        state = phone.last_state
        if state and state["your_turn"] and state["version"] == len(table.match.moves) and not table.busy():
            roll = [m for m in state["legal"] if m["type"] == "roll"]
            place = [m for m in state["legal"] if m["type"] == "place"]
            move = place[0] if place else roll[0]  # roll once, then build
            phone.move(move)
            state["your_turn"] = False
            placed = move["type"] == "place"
        time.sleep(0.001)
    frames(app, 120)
    assert placed and tumbled, "the phone rolled (the tray tumbled) and built"
    assert any(a == 0 and type(m).__name__ == "Place" for a, m in zip(table.match.actors, table.match.moves))


def test_one_person_at_the_screen_beside_phones_needs_no_privacy_screen(app, phones_closed):
    seats = [{"kind": "human", "name": "Anna", "level": "normal"}] + phone_seats("Ben", "Cem")
    table = open_table(app, seats=seats)
    phones = join_all(app, table)
    phones_closed.extend(phones.values())
    for _ in range(300):
        frames(app, 1)
        assert not isinstance(app.stack.top, PrivacyScene)
        if table.hand_sprites:
            break
    assert table.screen_seat() == 0 and table.hand_seat == 0, "Anna's hand on the big screen, nobody else's"


def test_in_kiosk_mode_a_seat_is_taken_from_a_phone_only_with_the_pin(app):
    from scenes.kit.pin_pad import PinCheckScene
    from scenes.shell.kiosk import KioskGuard

    app.config.kiosk = True
    app.kiosk = KioskGuard(app)
    table = open_table(app)
    join = app.stack.top
    assert isinstance(join, PhoneJoinScene)
    to_ai = next(w for w in join.widgets if w.label() == "Computer spielt")
    join.reassign(0, "ai")
    frames(app, 1)
    assert isinstance(app.stack.top, PinCheckScene), "a guest meets the PIN pad"
    assert table.match.seats[0].is_human and 0 in table.phone_seats
    assert to_ai.rect.h >= 48


def test_the_qr_code_on_screen_is_the_seat_address_module_for_module(app):
    """Every module of the drawn code is the colour segno's matrix says (whole pixels, a quiet zone)."""
    import segno

    from scenes.tables.phone_join import QR_BOX, qr_surface

    url = "http://192.168.1.20:8765/p/" + "x" * 24
    surface = qr_surface(url)
    rows = [list(r) for r in segno.make(url, error="m", micro=False).matrix]
    scale = QR_BOX // (len(rows) + 8)
    offset = (QR_BOX - (len(rows) + 8) * scale) // 2 + 4 * scale
    assert scale >= 4, "at least four pixels a module: a camera reads it from a metre"
    for y, row in enumerate(rows):
        for x, dark in enumerate(row):
            pixel = surface.get_at((offset + x * scale + scale // 2, offset + y * scale + scale // 2))[:3]
            assert pixel == ((0, 0, 0) if dark else (255, 255, 255)), (x, y)
    assert surface.get_at((2, 2))[:3] == (255, 255, 255)  # the quiet zone
