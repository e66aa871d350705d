"""The table server against a stranger on the café Wi-Fi (scenes/services/phones/server.py).

What an attack from the same machine found, each answered: JSON nested deeper than Python's stack
is a `bad_message` (no traceback, the socket stays open), as is a message between 4 KiB and the
hard cap (1 MiB; above it the socket closes with 1009); connections that never finish their
request's headers, or idle between requests, are closed after a timeout, and each client address
(and all of them together) may hold only so many connections, the rest closed at once, while a
seated phone keeps playing; an unknown code gets a friendly page in both languages that names
nothing; the front page speaks both languages; no answer names the server's versions; a browser's
WebSocket from another origin is refused. No pygame: the server is started on its own.
"""
from __future__ import annotations

import json
import logging
import os
import queue
import socket
import time

import aiohttp
import pytest

from scenes.services import strings_phone
from scenes.services.phones import server as server_module
from scenes.services.phones.server import PhoneServer
from tests.phone_client import Phone, loop, run

GAP = 0.06  # seconds between one phone's test messages: under the flood limit (20 a second)


def state(version: int) -> dict:
    return {"type": "state", "version": version, "view": {}, "legal": [{"type": "play"}], "your_turn": True}


@pytest.fixture
def make_server(monkeypatch):
    """Start a table server (after setting the given module constants); stopped afterwards, and
    every phone made with `joined` shut down."""
    servers: list[PhoneServer] = []
    phones: list[Phone] = []

    def make(**constants) -> PhoneServer:
        for name, value in constants.items():
            monkeypatch.setattr(server_module, name, value, raising=False)
        server = PhoneServer("catsle", [0, 1, 2], ["Anna", "Ben", "Cem"], port=0, host="127.0.0.1")
        server.start()
        server.publish({seat: state(0) for seat in (0, 1, 2)})
        server.phones = phones
        servers.append(server)
        return server

    yield make
    for phone in phones:
        phone.shutdown()
    for server in servers:
        server.stop()


def joined(server: PhoneServer, seat: int = 0) -> Phone:
    """A phone on the seat (from 127.0.0.1), past its hello and first state."""
    phone = Phone(server.url(seat, "127.0.0.1"))
    server.phones.append(phone)
    phone.connect()
    assert phone.next("hello")["seat"] == seat
    assert phone.next("state")["version"] == 0
    return phone


def answer(phone: Phone, text: str) -> str:
    """The error code the server answers `text` with (sent at a person's pace)."""
    time.sleep(GAP)
    assert phone.send(text), "the socket is still open"
    return phone.next("error", timeout=2)["code"]


def moves(server: PhoneServer, wait: float = 1.0) -> list:
    """The moves that reached the game thread's inbox within `wait` seconds."""
    out = []
    end = time.monotonic() + wait
    while time.monotonic() < end:
        try:
            out.append(server.inbox.get(timeout=0.05))
        except queue.Empty:
            if out:
                break
    return out


def exchange(port: int, data: bytes, source: str | None = None) -> tuple[int, dict[str, str], bytes]:
    """Send raw bytes; the answer's status, headers (lower-case names) and body (by Content-Length)."""
    with socket.create_connection(("127.0.0.1", port), timeout=3,
                                  source_address=(source, 0) if source else None) as s:
        s.sendall(data)
        got = b""
        while b"\r\n\r\n" not in got:
            chunk = s.recv(65536)
            if not chunk:
                break
            got += chunk
        head, _, body = got.partition(b"\r\n\r\n")
        lines = head.decode("latin-1").split("\r\n")
        headers: dict[str, str] = {}
        for line in lines[1:]:
            name, _, value = line.partition(":")
            headers[name.strip().lower()] = value.strip()
        while len(body) < int(headers.get("content-length", "0")):
            chunk = s.recv(65536)
            if not chunk:
                break
            body += chunk
    return int(lines[0].split()[1]), headers, body


def upgrade(port: int, path: str, origin: str | None = None) -> bytes:
    """A browser's WebSocket handshake, with an Origin header when given."""
    lines = [f"GET {path} HTTP/1.1", f"Host: 127.0.0.1:{port}", "Upgrade: websocket", "Connection: Upgrade",
             "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version: 13"]
    if origin is not None:
        lines.append(f"Origin: {origin}")
    return ("\r\n".join(lines) + "\r\n\r\n").encode()


def closed_by_server(s: socket.socket) -> bool:
    """The server closed this connection (end of stream or reset); False while it holds it."""
    try:
        return s.recv(1, socket.MSG_PEEK | socket.MSG_DONTWAIT) == b""
    except BlockingIOError:
        return False
    except OSError:
        return True


def held_when_settled(socks: list[socket.socket], settled, until: float) -> list[int]:
    """The connections the server still holds, once `settled(held)` (the server closes the ones over
    its caps as fast as its loop gets to them: on a loaded machine that takes longer than a moment),
    or at the monotonic time `until`."""
    while True:
        held = [i for i, s in enumerate(socks) if not closed_by_server(s)]
        if settled(held) or time.monotonic() >= until:
            return held
        time.sleep(0.05)


def open_from(source: str, port: int, count: int, first_bytes=lambda i: b"") -> list[socket.socket]:
    """`count` connections from `source` (a loopback address of its own), each sending its first bytes."""
    socks = []
    for i in range(count):
        s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        s.bind((source, 0))
        s.connect(("127.0.0.1", port))
        data = first_bytes(i)
        if data:
            s.sendall(data)
        socks.append(s)
    return socks


def fd_count() -> int:
    return len(os.listdir("/proc/self/fd"))


def words(key: str) -> dict[str, str]:
    """The server's own two-language words (strings_phone.SERVER_STRINGS)."""
    table = getattr(strings_phone, "SERVER_STRINGS", {})
    assert key in table, f"{key} is missing from strings_phone.SERVER_STRINGS"
    return table[key]


# ---------------------------------------------------------------------------------------- messages
def test_json_nested_beyond_the_stack_is_a_bad_message_and_nothing_is_logged(make_server, caplog):
    caplog.set_level(logging.WARNING)
    server = make_server()
    phone = joined(server)
    deep = "[" * 4000  # under 4 KiB, but deeper than Python's recursion limit
    assert len(deep.encode()) < 4096
    assert answer(phone, deep) == "bad_message"
    assert answer(phone, '{"a":' * 800) == "bad_message"
    nested_move = '{"type":"move","version":0,"move":{"card":' + "[" * 60 + "1" + "]" * 60 + "}}"
    assert answer(phone, nested_move) == "bad_message", "any depth beyond a move's own"
    assert not phone.closed.is_set(), "the socket stays open"
    time.sleep(GAP)
    phone.move({"type": "play", "card": "W3"}, version=0)
    got = moves(server)
    assert [(m.seat, m.version, m.move) for m in got] == [(0, 0, {"type": "play", "card": "W3"})]
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR], "nothing logged at error level"


def test_every_other_shape_is_answered_by_the_contract(make_server, caplog):
    caplog.set_level(logging.WARNING)
    server = make_server()
    phone = joined(server)
    shapes = [
        '{"type":"move","version":' + "9" * 4000 + ',"move":{}}',   # a version no game reaches
        '{"type":"move","version":1e999,"move":{}}',                 # infinity
        '{"type":"move","version":NaN,"move":{}}',
        '{"type":"move","version":0,"move":{"card":NaN}}',          # not JSON by the standard
        '{"type":"move","version":0,"move":{"card":-Infinity}}',
        '{"type":"move","version":0,"move":{"card":1e999}}',
        '{"type":"move","version":0,"move":[]}',
        '{"type":"move","version":0,"move":"play"}',
        '{"type":"move","version":0,"move":null}',
        '{"type":"move","version":true,"move":{}}',
        '{"type":"move","move":{}}',
        '[{"type":"move","version":0,"move":{}}]',
        "", "null", "12", '"move"',
    ]
    for text in shapes:
        assert answer(phone, text) == "bad_message", text
    time.sleep(GAP)
    run(phone.ws.send_bytes(b'{"type":"move","version":0,"move":{}}'))
    assert phone.next("error", timeout=2)["code"] == "bad_message", "a binary frame"
    assert not phone.closed.is_set()
    assert moves(server, wait=0.3) == [], "none of them reached the game"
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


def test_binary_frames_count_towards_the_flood_limit(make_server):
    server = make_server()
    phone = joined(server)
    for _ in range(30):
        try:
            run(phone.ws.send_bytes(b"x"))
        except (aiohttp.ClientError, ConnectionError):
            break
    assert phone.closed.wait(3), "more than 20 messages a second close the socket, binary ones too"


def test_a_message_over_4_kib_is_refused_and_only_one_over_the_hard_cap_closes(make_server):
    server = make_server()
    phone = joined(server)
    big = json.dumps({"type": "move", "version": 0, "move": {"pad": "x" * 70 * 1024}})
    assert answer(phone, big) == "bad_message", "70 KiB: refused, not closed"
    assert not phone.closed.is_set()
    time.sleep(GAP)
    phone.move({"type": "play"}, version=0)
    assert len(moves(server)) == 1, "the socket still carries moves"
    assert server_module.MAX_FRAME > 70 * 1024
    time.sleep(GAP)
    phone.send("x" * (server_module.MAX_FRAME + 1))
    assert phone.closed.wait(3), "over the hard cap: closed"
    closing = [m for m in phone.drain() if m["type"] == "closed"]
    assert closing and closing[-1]["code"] == 1009


# ---------------------------------------------------------------------------------------- connections
def test_half_open_and_idle_connections_are_capped_and_timed_out_while_a_phone_plays(make_server):
    header_timeout, idle_timeout = 2.0, 3.0
    server = make_server(HEADER_TIMEOUT=header_timeout, IDLE_TIMEOUT=idle_timeout)
    port, cap = server.port, getattr(server_module, "MAX_PER_ADDRESS", 48)
    assert cap < 300
    loop()  # the test phones' loop (its descriptors) exists before counting
    before = fd_count()
    slow = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "   # headers begun, never finished

    def is_slow(i):
        return i % 13 < 3  # 300 slow-header connections among 1000 idle ones

    def first_bytes(i):
        return slow if is_slow(i) else b""

    socks: list[socket.socket] = []
    try:
        socks = open_from("127.0.0.2", port, 1300, first_bytes)
        opened = time.monotonic()
        time.sleep(0.3)
        held = held_when_settled(socks, lambda held: len(held) <= cap, until=opened + header_timeout - 0.5)
        assert 0 < len(held) <= cap, f"{len(held)} of 1300 held from one address (cap {cap})"
        server_fds = fd_count() - before - len(socks)
        assert server_fds <= cap + 8, f"the server holds {server_fds} descriptors"
        for i in filter(is_slow, held):  # a trickle of header bytes does not buy time
            try:
                socks[i].sendall(b"a")
            except OSError:
                pass

        phone = joined(server)  # meanwhile a phone from 127.0.0.1 joins and plays
        phone_joined = time.monotonic()
        phone.move({"type": "play"}, version=0)
        assert [m.version for m in moves(server)] == [0]
        server.publish({0: state(1)})
        assert phone.next("state")["version"] == 1, "the move was answered"

        while time.monotonic() < opened + header_timeout + 2 and not all(closed_by_server(s) for s in socks):
            time.sleep(0.05)
        assert all(closed_by_server(s) for s in socks), "the held ones are closed after the header timeout"
        time.sleep(max(0.0, phone_joined + idle_timeout + 0.5 - time.monotonic()))
        assert not phone.closed.is_set(), "a seated phone's socket is not an idle connection"
        time.sleep(GAP)
        phone.move({"type": "play"}, version=1)
        assert [m.version for m in moves(server)] == [1]
        phone.shutdown()
    finally:
        for s in socks:
            s.close()
    time.sleep(0.2)
    assert fd_count() <= before + 2, "the server's descriptors fall back"


def test_the_caps_count_every_connection_and_free_a_place_when_one_closes(make_server):
    server = make_server(MAX_PER_ADDRESS=8, MAX_CONNECTIONS=20)
    port = server.port
    phone = joined(server)  # a WebSocket counts too: 19 places left
    groups: dict[str, list[socket.socket]] = {}
    try:
        for source in ("127.0.0.3", "127.0.0.4", "127.0.0.5"):
            groups[source] = open_from(source, port, 10)
        want = {"127.0.0.3": 8, "127.0.0.4": 8, "127.0.0.5": 3}
        time.sleep(0.3)
        deadline = time.monotonic() + 3
        held = {source: len(held_when_settled(socks, lambda h, n=want[source]: len(h) <= n, deadline))
                for source, socks in groups.items()}
        assert held == want
        late = Phone(server.url(1, "127.0.0.1"))
        with pytest.raises(Exception):  # over the overall cap: closed at once
            late.connect()
        run(late.session.close())
        for s in groups.pop("127.0.0.3"):
            s.close()
        time.sleep(0.2)
        joined(server, 1)  # places came free
        assert not phone.closed.is_set()
    finally:
        for socks in groups.values():
            for s in socks:
                s.close()


def test_a_connection_is_closed_when_its_headers_are_late_or_it_idles_between_requests(make_server):
    server = make_server(HEADER_TIMEOUT=0.8, IDLE_TIMEOUT=1.6)
    port = server.port
    nothing = socket.create_connection(("127.0.0.1", port))
    trickle = socket.create_connection(("127.0.0.1", port))
    served = socket.create_connection(("127.0.0.1", port))
    try:
        served.sendall(b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        answer_ = b""
        while not answer_.endswith(b"ok"):
            answer_ += served.recv(4096)
        assert answer_.startswith(b"HTTP/1.1 200")
        start = time.monotonic()
        for byte in b"GET / HTTP/1.1\r\n":  # a byte every 0.1 s: busy, but never done
            if closed_by_server(trickle):
                break
            try:
                trickle.sendall(bytes([byte]))
            except OSError:
                break
            time.sleep(0.1)
        assert closed_by_server(nothing) and closed_by_server(trickle), "headers late: closed"
        assert time.monotonic() - start < 1.6
        assert not closed_by_server(served), "a finished request is not late"
        while time.monotonic() < start + 3 and not closed_by_server(served):
            time.sleep(0.05)
        assert closed_by_server(served), "idle between requests: closed"
        assert time.monotonic() - start > 1.2
    finally:
        for s in (nothing, trickle, served):
            s.close()


# ---------------------------------------------------------------------------------------- pages
def test_an_unknown_code_gets_a_friendly_page_in_both_languages(make_server):
    server = make_server()
    port, token = server.port, server.token(0)
    text = words("phone.code_invalid")
    for path in (f"/p/{'A' * 24}", f"/p/{'A' * 24}/ws", "/nothing/here", f"/p/{token}/assets/..%2fserver.py",
                 f"/p/{token}/assets/none.js"):
        status, headers, body = exchange(port, f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
        page = body.decode("utf-8")
        assert status == 404, path
        assert headers["content-type"].startswith("text/html"), path
        assert text["de"] in page and text["en"] in page, path
        assert page.index(text["de"]) < page.index(text["en"]), "German first"
        assert token not in page and "AAAA" not in page and "Anna" not in page and "catsle" not in page.lower()
        assert headers["x-content-type-options"] == "nosniff" and headers["referrer-policy"] == "no-referrer"
        assert "frame-ancestors 'none'" in headers["content-security-policy"]


def test_the_front_page_speaks_german_then_english(make_server):
    server = make_server()
    status, headers, body = exchange(server.port, b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    page = body.decode("utf-8")
    text = words("phone.scan_at_table")
    assert status == 200 and text["de"] and text["en"]
    assert text["de"] in page and text["en"] in page
    assert page.index(text["de"]) < page.index(text["en"])


def test_no_answer_names_the_servers_versions(make_server):
    server = make_server()
    port, token = server.port, server.token(0)
    answers = {
        "front": exchange(port, b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"),
        "health": exchange(port, b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"),
        "404": exchange(port, b"GET /p/nothing HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"),
        "405": exchange(port, b"DELETE /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"),
        "page": exchange(port, f"GET /p/{token} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode()),
        "socket": exchange(port, upgrade(port, f"/p/{token}/ws")),
        "403": exchange(port, upgrade(port, f"/p/{token}/ws", origin="http://evil.example")),
        "malformed": exchange(port, b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nno colon here\r\n\r\n"),
        "garbage": exchange(port, b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n"),
    }
    assert answers["socket"][0] == 101 and answers["403"][0] == 403
    assert answers["malformed"][0] == 400 and answers["garbage"][0] == 400
    for name, (status, headers, _) in answers.items():
        banner = headers.get("server", "")
        assert "python" not in banner.lower() and "aiohttp" not in banner.lower(), (name, banner)
        assert not any(ch.isdigit() for ch in banner), (name, banner)


def test_a_browsers_socket_from_another_origin_is_refused(make_server):
    server = make_server()
    port, path = server.port, f"/p/{server.token(0)}/ws"
    for origin in ("http://evil.example", f"http://evil.example:{port}", "http://127.0.0.1:1", "null",
                   f"https://127.0.0.1:{port}.evil.example", "http://127.0.0.1"):
        status, _, _ = exchange(port, upgrade(port, path, origin))
        assert status == 403, origin
    assert server.status(0) == "waiting", "no socket was opened"
    assert exchange(port, upgrade(port, path, f"http://127.0.0.1:{port}"))[0] == 101, "the page's own origin"
    joined(server, 1)  # no Origin at all (not a browser): allowed
