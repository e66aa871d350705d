"""The table server: phones join a table's seats over the café's Wi-Fi (ARCHITECTURE.md, "Phones as
private hands").

What it serves is handed to it: the page's shared files (``page/``: index.html, app.js, style.css),
the game's script and look (`script`, `style`, from the game's table folder: ``assets/game.js``, the
one script index.html loads besides app.js, and ``assets/game.css``), the words in the table's
language (`strings`, as ``assets/strings.json``) and the folder of pictures (`images`). It knows no
game by name.

A `PhoneServer` runs aiohttp in its own thread with its own asyncio loop, so no frame ever waits for
the network. The game thread talks to it through three doors only:

- `publish(seat, message)`: the seat's next ``state`` message (its view, its legal moves); the server
  keeps the latest one per seat and sends it to that seat's socket (and again on every connect);
- `inbox`: a `queue.Queue` of `PhoneMove`s the phones sent, checked and applied by the game thread
  (the version, whose turn, the rules), which answers a refusal with `send_error`;
- `status(seat)`: "waiting" (no device holds the seat), "connected" or "disconnected".
And for the seats' keys: `keys()` (kept with the game, so a restarted program lets the same phones
back in), `repair(seat)` (a new device for the seat, decided at the table) and `forget(seat)`.

A seat belongs to the device that joined it. The page sends its own secret for the seat with the
socket (``/p/<token>/ws?device=…``, made and kept by the page); the first device to join binds the seat
(the server keeps only a hash), and from then on only that device gets in: any other is closed with
`CLOSE_NOT_YOURS` (4003) before a word of the seat is sent. A new device only through `repair`: a new
token, no device yet, the old device's socket closed with `CLOSE_REPAIRED` (4002), as when the seat
goes back to the big screen or the computer (`forget`). `CLOSE_REPLACED` (4001): the same device
opened the seat again (another tab, a reload); `CLOSE_GONE` (4004): the table closed.

Security, for a café Wi-Fi with strangers on it: every seat's token is fresh per game and carries
144 random bits; a token and its device's secret are the only key to its seat, so an unknown token
(and every other path) gets a 404 page that says, in German and English, to scan the code at the
table again and names nothing that exists (no token, seat or game); a socket only ever carries its
own seat's messages; one live socket per seat (the same device's newest wins: a phone that slept
comes back); pages say
``Referrer-Policy: no-referrer`` so the token never leaves in a header. The server listens only while
a table with phone seats is open (`start` / `stop`).

What a stranger's messages get, on a seat's socket: a message over 4 KiB (`MAX_MESSAGE`), not JSON,
nested deeper than `MAX_DEPTH`, with NaN / Infinity, a version (or hold id) beyond ±2**31, or of any
other shape than a move or an action is answered ``{"type":"error","code":"bad_message",…}`` and the
socket stays open (binary frames too); a message over 1 MiB (`MAX_FRAME`) closes the socket with
code 1009 (too big); more than 20 messages a second (`RATE_LIMIT`, binary frames counted) close it
with code 1008. Nothing a phone sends is logged at error level.

What a stranger's connections get: a connection that has not finished its first request's headers
within `HEADER_TIMEOUT` (10 s, however slowly it trickles) is closed, and so is a kept-alive one idle
between requests for `IDLE_TIMEOUT` (15 s); a seat's open WebSocket is not idle (its heartbeat) and
stays. One client address holds at most `MAX_PER_ADDRESS` (48) connections at a time and all of
them together `MAX_CONNECTIONS` (512), a WebSocket counting as one; a connection over a cap is closed
at once, before a byte is read. No answer names the server's software or versions (``Server:
Kastell``, also on the WebSocket handshake and on aiohttp's own 400 for a malformed request). A
WebSocket handshake whose ``Origin`` (sent by every browser) is not the address the request was sent
to (``Host``) is refused with 403 (another site's page cannot open a seat's socket); a client without
``Origin`` (not a browser) is let through to the token check.
"""
from __future__ import annotations

import asyncio
import collections
import hashlib
import hmac
import json
import logging
import math
import queue
import re
import secrets
import socket
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable
from urllib.parse import urlsplit

from aiohttp import WSMsgType, hdrs, web
from aiohttp.http import HttpProcessingError
from aiohttp.web_protocol import RequestHandler

from scenes.services.strings_phone import SERVER_STRINGS

_log = logging.getLogger("kastell.phones")

DEFAULT_PORT = 8765
MAX_MESSAGE = 4096          # bytes of one phone message
MAX_FRAME = 1024 * 1024     # bytes of one WebSocket message before the socket is closed (1009)
MAX_DEPTH = 8               # nesting of a message's JSON: a move is 4 deep at most (Caprice's draw)
MAX_VERSION = 2 ** 31       # a version or hold id beyond ± this is no game's
RATE_LIMIT = 20             # messages per second before the socket is closed
HEADER_TIMEOUT = 10.0       # seconds a new connection has to finish its first request's headers
IDLE_TIMEOUT = 15.0         # seconds a kept-alive connection may wait for its next request
MAX_PER_ADDRESS = 48        # connections of one client address at a time: a phone's browser opens a
                            # handful, a test or headless Chromium on 127.0.0.1 many more
MAX_CONNECTIONS = 512       # connections of all addresses at a time (a table has at most a few phones)
BACKLOG = 1024              # handshakes the kernel queues for us: a burst is closed by us at once
                            # instead of dropped by the kernel (and retried a second later)
SERVER_NAME = "Kastell"     # the Server header: no software, no versions
TOKEN_BYTES = 18            # 144 random bits per seat and game
PAGE_DIR = Path(__file__).with_name("page")
GAME_SCRIPT = "game.js"     # the name the game's script is served by (``assets/game.js``)
GAME_STYLE = "game.css"     # the name the game's own style is served by (empty when it has none)
CLOSE_REPLACED = 4001       # a newer connection took the seat (the page offers to play here again)
CLOSE_REPAIRED = 4002       # the table gave the seat to a new device, the big screen or the computer
CLOSE_NOT_YOURS = 4003      # the seat belongs to the device that joined it; this is another one
CLOSE_GONE = 4004           # the token died: the table closed
MAX_DEVICE = 64             # characters of a device's secret (the page makes 24 of base64url)
TOKEN_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
SECURITY_HEADERS = {
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-store",
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; "
                               "connect-src 'self'; frame-ancestors 'none'",
}
CONTENT_TYPES = {".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".svg": "image/svg+xml",
                 ".png": "image/png", ".json": "application/json"}


@dataclass(frozen=True)
class PhoneMove:
    """A move a phone sent, checked and applied by the game thread; or an action (a button of the
    screen that holds the game, by its name), then `version` is the id of the hold it was offered in."""

    seat: int
    version: int
    move: dict
    action: str | None = None


def lan_address() -> str:
    """The address phones on the same network reach this machine at (no packet is sent)."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.255.255.255", 1))
        address = probe.getsockname()[0]
    except OSError:
        address = "127.0.0.1"
    finally:
        probe.close()
    return address


def _not_found() -> web.Response:
    """An unknown code (or any unknown path): scan the code at the table again, naming nothing."""
    return _words_page("phone.code_invalid", status=404)


def _words_page(key: str, status: int = 200) -> web.Response:
    """A small page of the server's own words in German, then English: it cannot know the reader's."""
    words = SERVER_STRINGS[key]
    text = "".join(f'<p lang="{lang}">{_escape(words[lang])}</p>' for lang in ("de", "en"))
    page = ("<!doctype html><html lang=\"de\"><meta charset=\"utf-8\">"
            "<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">"
            "<title>Kastell</title><body style=\"font:22px sans-serif;padding:2em\">"
            f"<h1>Kastell</h1>{text}</body></html>")
    return web.Response(text=page, status=status, content_type="text/html")


class _Doors:
    """The open connections per client address and in all, against the caps."""

    def __init__(self) -> None:
        self.per_address = MAX_PER_ADDRESS  # (read when the server starts: the tests shorten them)
        self.total = MAX_CONNECTIONS
        self.open: collections.Counter[str] = collections.Counter()

    def enter(self, address: str) -> bool:
        if self.open[address] >= self.per_address or self.open.total() >= self.total:
            return False
        self.open[address] += 1
        return True

    def leave(self, address: str) -> None:
        self.open[address] -= 1
        if self.open[address] <= 0:
            del self.open[address]


class _Connection(RequestHandler):
    """aiohttp's connection (one per TCP connection) with a café's door: over a cap it is closed before
    a byte is read; a connection whose first request's headers are not complete `header_timeout`
    seconds after it opened is closed (aiohttp has no such timeout; its keep-alive timeout, our idle
    timeout, closes a connection idle between requests); aiohttp's own error answers (400 for a
    malformed request) carry our Server header, and a malformed request is logged in one line."""

    __slots__ = ("_doors", "_address", "_admitted", "_header_timer", "_header_timeout")

    def __init__(self, manager: web.Server, doors: _Doors, header_timeout: float, **kwargs) -> None:
        super().__init__(manager, **kwargs)
        self._doors = doors
        self._address = ""
        self._admitted = False
        self._header_timer: asyncio.TimerHandle | None = None
        self._header_timeout = header_timeout

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        peer = transport.get_extra_info("peername")
        self._address = str(peer[0]) if peer else ""
        if not self._doors.enter(self._address):
            transport.close()  # over a cap: closed at once (its descriptor freed on the next turn)
            return
        self._admitted = True
        super().connection_made(transport)
        self._header_timer = self._loop.call_later(self._header_timeout, self._headers_late)

    def _headers_late(self) -> None:
        self._header_timer = None
        if self._request_count == 0:  # (aiohttp counts a request once its headers are parsed)
            self.force_close()

    def connection_lost(self, exc: BaseException | None) -> None:
        if not self._admitted:
            return  # turned away at the door: aiohttp never saw it
        self._admitted = False
        self._doors.leave(self._address)
        if self._header_timer is not None:
            self._header_timer.cancel()
            self._header_timer = None
        super().connection_lost(exc)

    def handle_error(self, request, status: int = 500, exc: BaseException | None = None,
                     message: str | None = None) -> web.StreamResponse:
        response = super().handle_error(request, status, exc, message)
        response.headers[hdrs.SERVER] = SERVER_NAME
        for key, value in SECURITY_HEADERS.items():
            response.headers.setdefault(key, value)
        return response

    def log_exception(self, *args, **kwargs) -> None:
        exc = kwargs.get("exc_info")
        if isinstance(exc, HttpProcessingError):  # a stranger's malformed request, not our error
            _log.info("a malformed request from %s: %s", self._address, exc.message)
            return
        super().log_exception(*args, **kwargs)


class _Site(web.BaseSite):
    """A TCP site whose connections are `_Connection`s (aiohttp's TCPSite takes the runner's plain
    ones); registered with the runner like any site (its addresses, its stop)."""

    __slots__ = ("_host", "_port", "_make")

    def __init__(self, runner: web.BaseRunner, host: str, port: int, make: Callable[[], _Connection]) -> None:
        super().__init__(runner)
        self._host, self._port, self._make = host, port, make

    @property
    def name(self) -> str:
        return f"http://{self._host}:{self._port}"

    async def start(self) -> None:
        await super().start()
        self._server = await asyncio.get_running_loop().create_server(
            self._make, self._host, self._port, backlog=BACKLOG, reuse_address=True)


def device_key(secret: str) -> str:
    """What the server keeps of a device's secret: its hash (the secret itself lives only on the phone)."""
    return hashlib.sha256(("kastell-device:" + secret).encode("utf-8")).hexdigest()


def _good_token(value) -> bool:
    return isinstance(value, str) and 22 <= len(value) <= 64 and all(c in TOKEN_CHARS for c in value)


def _good_device(value) -> bool:
    return value is None or (isinstance(value, str) and len(value) == 64 and all(c in "0123456789abcdef" for c in value))


class _Seat:
    """One phone seat: its token, the device it belongs to, its live socket and its latest state."""

    def __init__(self, seat: int, token: str | None = None, device: str | None = None) -> None:
        self.seat = seat
        self.token = token or secrets.token_urlsafe(TOKEN_BYTES)
        self.device = device      # the hash of the secret of the device that joined (None: nobody yet)
        self.socket: web.WebSocketResponse | None = None
        self.outbox: asyncio.Queue | None = None
        self.last_state: str | None = None
        self.joined = device is not None


def _parse(data: str) -> tuple[int, dict] | tuple[int, dict, str] | None:
    """(version, move JSON) of a well-formed move message, (hold id, {}, name) of an action
    message (``{"type":"action","hold":id,"name":…}``), else None."""
    message = _load(data)
    if isinstance(message, dict) and message.get("type") == "action":
        hold, name = message.get("hold"), message.get("name")
        if not _small_int(hold) or not isinstance(name, str) or len(name) > 40:
            return None
        return hold, {}, name
    if not isinstance(message, dict) or message.get("type") != "move":
        return None
    version, move = message.get("version"), message.get("move")
    if not _small_int(version) or not isinstance(move, dict):
        return None
    return version, move


class PhoneServer:
    def __init__(self, game: str, seats: list[int], names: list[str], lang: str = "de",
                 port: int = DEFAULT_PORT, strings: Callable[[], dict] | None = None,
                 images: Path | None = None, images_ready: Callable[[], bool] = lambda: True,
                 script: Path | None = None, style: Path | None = None, host: str | None = None,
                 bad_message: str = "That message was not understood.",
                 keys: dict | None = None) -> None:
        self.game = game
        self.names = list(names)
        self.lang = lang
        self.requested_port = port
        self.port: int | None = None
        # Where it listens: the address its QR codes name (the café's network) and the machine itself
        # (127.0.0.1), never every interface; `host` names one address instead (the tests).
        self.host = host
        self.address: str | None = host   # the address the QR codes name (found at start)
        self.strings = strings or (lambda: {})
        self.images = images
        self.images_ready = images_ready  # the pictures are drawn by a worker; they may still be coming
        self.script = script             # the game's script (``assets/game.js``); None: the page shows no game
        self.style = style               # the game's own style (``assets/game.css``); None: the shared one only
        self.bad_message = bad_message   # the refusal's words, in the table's language
        keys = keys or {}
        self.seats = {}
        for seat in seats:  # a resumed game: its seats' tokens and devices again (checked; else fresh)
            kept = keys.get(seat) or keys.get(str(seat)) or {}
            token, device = kept.get("token"), kept.get("device")
            good = _good_token(token) and _good_device(device)
            self.seats[seat] = _Seat(seat, token if good else None, device if good else None)
        self._by_token = {s.token: s for s in self.seats.values()}
        self.inbox: queue.Queue[PhoneMove] = queue.Queue()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._error: BaseException | None = None
        self._runner: web.AppRunner | None = None

    # ------------------------------------------------------------------ the game thread's side
    def token(self, seat: int) -> str:
        return self.seats[seat].token

    def url(self, seat: int, address: str | None = None) -> str:
        """The seat's join address (for its QR code; never shown as text)."""
        return f"http://{address or self.address or lan_address()}:{self.port}/p/{self.seats[seat].token}"

    def short_url(self, address: str | None = None) -> str:
        """The table's address without any token: safe to print on the big screen."""
        return f"{address or self.address or lan_address()}:{self.port}"

    def status(self, seat: int) -> str:
        s = self.seats.get(seat)
        if s is None:
            return "gone"
        if s.socket is not None:
            return "connected"
        return "disconnected" if s.joined else "waiting"

    def start(self, timeout: float = 5.0) -> int:
        """Bind and serve in a thread of its own; returns the port. Raises OSError when the port is
        taken (or anything else that keeps the server from listening)."""
        self._thread = threading.Thread(target=self._run, name="kastell-phones", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout):
            raise OSError("the phone server did not start in time")
        if self._error is not None:
            raise self._error
        return self.port

    def stop(self, timeout: float = 3.0) -> None:
        """Close every socket and stop listening; the tokens die with it."""
        loop = self._loop
        if loop is None or self._thread is None:
            return
        try:
            asyncio.run_coroutine_threadsafe(self._shutdown(), loop).result(timeout)
        except Exception:  # noqa: BLE001 - stopping anyway
            _log.exception("phone server shutdown")
        loop.call_soon_threadsafe(loop.stop)
        self._thread.join(timeout)
        self._thread = None
        self._by_token = {}

    def keys(self) -> dict[int, dict]:
        """Each seat's token and device (hashed), kept with a game in progress so that the same phones
        get back in after the program restarted."""
        return {seat: {"token": s.token, "device": s.device} for seat, s in self.seats.items()}

    def forget(self, seat: int) -> None:
        """The seat leaves its phone: its token dies and its socket is closed (the phone is told)."""
        s = self.seats.get(seat)
        if s is None:
            return
        self._by_token = {t: v for t, v in self._by_token.items() if v is not s}
        self._call(self._drop, seat)

    def _drop(self, seat: int) -> None:
        s = self.seats.pop(seat, None)
        if s is not None and s.socket is not None:
            asyncio.ensure_future(s.socket.close(code=CLOSE_REPAIRED, message=b"seat taken back"))

    def repair(self, seat: int) -> None:
        """Give the seat to a new device (the table saw it and said yes): a new token (its code goes on
        the big screen), no device yet, and the old device's socket closed with CLOSE_REPAIRED."""
        s = self.seats.get(seat)
        if s is None:
            return
        old = s.token
        s.token = secrets.token_urlsafe(TOKEN_BYTES)
        s.device = None
        s.joined = False
        by_token = {t: v for t, v in self._by_token.items() if t != old}
        by_token[s.token] = s
        self._by_token = by_token
        self._call(self._unseat, s)

    @staticmethod
    def _unseat(s: _Seat) -> None:
        if s.socket is not None:
            asyncio.ensure_future(s.socket.close(code=CLOSE_REPAIRED, message=b"seat given to another device"))

    def publish(self, messages: dict[int, dict]) -> None:
        """Each seat's latest ``state`` message (seat -> message): kept for its next connect and sent
        now if it is there. One call into the server's thread for all of them (each call wakes it
        through a pipe: a call per seat made five wake-ups in the frame that applied a move)."""
        texts = {seat: json.dumps(message, separators=(",", ":")) for seat, message in messages.items()}
        self._call(self._set_states, texts)

    def resend(self, seat: int) -> None:
        """The seat's latest state again (after a refusal, the phone is surely behind)."""
        self._call(self._resend, seat)

    def _resend(self, seat: int) -> None:
        s = self.seats.get(seat)
        if s is not None and s.last_state is not None and s.outbox is not None:
            s.outbox.put_nowait(s.last_state)

    def send_error(self, seat: int, code: str, text: str) -> None:
        message = json.dumps({"type": "error", "code": code, "text": text}, separators=(",", ":"))
        self._call(self._send, seat, message)

    def _call(self, fn, *args) -> None:
        loop = self._loop
        if loop is not None and loop.is_running():
            loop.call_soon_threadsafe(fn, *args)

    # ------------------------------------------------------------------ the server thread
    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(self._serve())
        except BaseException as exc:  # noqa: BLE001 - handed to start()
            self._error = exc if isinstance(exc, OSError) else OSError(str(exc))
            self._ready.set()
            loop.close()
            return
        self._loop = loop
        self._ready.set()
        try:
            loop.run_forever()
        finally:
            loop.close()
            self._loop = None

    def _app(self) -> web.Application:
        app = web.Application(middlewares=[self._bare_errors], client_max_size=MAX_MESSAGE)
        app.router.add_get("/healthz", self._health)
        app.router.add_get("/", self._front)
        app.router.add_get("/p/{token}", self._page)
        app.router.add_get("/p/{token}/ws", self._socket)
        app.router.add_get("/p/{token}/assets/{name}", self._asset)
        app.router.add_get("/p/{token}/img/{name}", self._image)
        app.on_response_prepare.append(_no_banner)
        return app

    async def _serve(self) -> None:
        self._runner = web.AppRunner(self._app(), access_log=None, handle_signals=False)
        await self._runner.setup()
        if self.host is not None:
            hosts = [self.host]
        else:
            self.address = lan_address()
            hosts = list(dict.fromkeys([self.address, "127.0.0.1"]))
        port = self.requested_port
        server, doors, loop = self._runner.server, _Doors(), asyncio.get_running_loop()
        header_timeout, idle_timeout = HEADER_TIMEOUT, IDLE_TIMEOUT

        def connection() -> _Connection:
            return _Connection(server, doors, header_timeout, loop=loop, access_log=None,
                               keepalive_timeout=idle_timeout)

        for host in hosts:  # (with port 0 the first bind picks the port, the others take the same)
            site = _Site(self._runner, host, port, connection)
            await site.start()
            port = self._runner.addresses[-1][1]
        self.port = port

    async def _shutdown(self) -> None:
        for s in self.seats.values():
            if s.socket is not None:
                await s.socket.close(code=CLOSE_GONE, message=b"table closed")
        if self._runner is not None:
            await self._runner.cleanup()

    @web.middleware
    async def _bare_errors(self, request, handler):
        """Every refusal is a bare status (a 404 the friendly page): nothing about what exists."""
        try:
            response = await handler(request)
        except web.HTTPException as exc:
            response = _not_found() if exc.status == 404 else web.Response(status=exc.status)
        if not response.prepared:  # (a socket's headers left with its handshake)
            for key, value in SECURITY_HEADERS.items():
                response.headers.setdefault(key, value)
        return response

    def _seat_of(self, request) -> _Seat | None:
        return self._by_token.get(request.match_info.get("token", ""))

    async def _health(self, request) -> web.Response:
        return web.Response(text="ok")

    async def _front(self, request) -> web.Response:
        """The table's address alone (as the big screen prints it): scan the code instead."""
        return _words_page("phone.scan_at_table")

    async def _page(self, request) -> web.Response:
        seat = self._seat_of(request)
        if seat is None:
            return _not_found()
        html = (PAGE_DIR / "index.html").read_text(encoding="utf-8")
        html = html.replace("{{BASE}}", f"/p/{seat.token}/")
        return web.Response(text=html, content_type="text/html")

    async def _asset(self, request) -> web.Response:
        seat = self._seat_of(request)
        name = request.match_info["name"]
        if seat is None:
            return _not_found()
        if name == "strings.json":
            return web.json_response(self.strings())
        if name == GAME_SCRIPT:
            return _not_found() if self.script is None else _file(self.script.parent, self.script.name)
        if name == GAME_STYLE:
            if self.style is None:
                return web.Response(text="", content_type=CONTENT_TYPES[".css"])
            return _file(self.style.parent, self.style.name)
        return _file(PAGE_DIR, name)

    async def _image(self, request) -> web.Response:
        if self._seat_of(request) is None or self.images is None:
            return _not_found()
        for _ in range(300):  # a table that has just opened: its pictures are still being drawn
            if self.images_ready():
                break
            await asyncio.sleep(0.05)
        return _file(self.images, request.match_info["name"])

    async def _socket(self, request) -> web.StreamResponse:
        origin = request.headers.get(hdrs.ORIGIN)
        if origin is not None and not _same_origin(origin, request.headers.get(hdrs.HOST, "")):
            return web.Response(status=403)  # another site's page, in a browser on the café's Wi-Fi
        seat = self._seat_of(request)
        if seat is None:
            return _not_found()
        secret = request.query.get("device", "")
        if len(secret) > MAX_DEVICE:
            return web.Response(status=400)
        key = device_key(secret)
        ws = web.WebSocketResponse(max_msg_size=MAX_FRAME, heartbeat=20.0)
        await ws.prepare(request)
        if seat.device is None:  # the first device to join the seat owns it
            seat.device = key
        elif not hmac.compare_digest(seat.device, key):
            _log.warning("seat %s: another device was refused (the seat belongs to the one that joined it)",
                         seat.seat)
            await ws.close(code=CLOSE_NOT_YOURS, message=b"this seat belongs to another device")
            return ws
        old = seat.socket
        seat.socket, seat.outbox, seat.joined = ws, asyncio.Queue(), True
        if old is not None:  # one live socket per seat: the newest wins
            await old.close(code=CLOSE_REPLACED, message=b"opened elsewhere")
        outbox = seat.outbox
        writer = asyncio.ensure_future(self._write(ws, outbox))
        outbox.put_nowait(json.dumps({"type": "hello", "game": self.game, "seat": seat.seat, "names": self.names,
                                      "lang": self.lang}, separators=(",", ":")))
        if seat.last_state is not None:
            outbox.put_nowait(seat.last_state)
        recent: collections.deque[float] = collections.deque()
        try:
            async for msg in ws:
                if msg.type not in (WSMsgType.TEXT, WSMsgType.BINARY):
                    continue
                now = time.monotonic()
                recent.append(now)
                while recent and now - recent[0] > 1.0:
                    recent.popleft()
                if len(recent) > RATE_LIMIT:
                    _log.warning("seat %s sent more than %s messages a second: closed", seat.seat, RATE_LIMIT)
                    await ws.close(code=1008, message=b"too many messages")
                    break
                move = _parse(msg.data) if msg.type == WSMsgType.TEXT else None
                if move is None:
                    outbox.put_nowait(_error("bad_message", self._bad_message_text()))
                    continue
                self.inbox.put(PhoneMove(seat.seat, *move))
        finally:
            writer.cancel()
            if seat.socket is ws:
                seat.socket, seat.outbox = None, None
        return ws

    @staticmethod
    async def _write(ws: web.WebSocketResponse, outbox: asyncio.Queue) -> None:
        """One writer per socket: messages leave in the order they were queued."""
        try:
            while True:
                text = await outbox.get()
                await ws.send_str(text)
        except (ConnectionError, RuntimeError, asyncio.CancelledError):
            pass

    def _bad_message_text(self) -> str:
        return self.bad_message

    def _set_states(self, texts: dict[int, str]) -> None:
        for seat, text in texts.items():
            s = self.seats.get(seat)
            if s is None:
                continue
            s.last_state = text
            if s.outbox is not None:
                s.outbox.put_nowait(text)

    def _send(self, seat: int, text: str) -> None:
        s = self.seats.get(seat)
        if s is not None and s.outbox is not None:
            s.outbox.put_nowait(text)


_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')   # a JSON string (its brackets are no nesting)
_BRACKET = re.compile(r"[][{}]")


def _load(data: str) -> object:
    """The JSON of a phone's message, or None when it is over `MAX_MESSAGE`, nested deeper than
    `MAX_DEPTH` (checked before parsing: a few thousand brackets would exhaust the parser's stack),
    not JSON, or holds NaN, Infinity or a number too large for a float."""
    if len(data) > MAX_MESSAGE or len(data.encode("utf-8", "surrogatepass")) > MAX_MESSAGE:
        return None
    depth = 0
    for bracket in _BRACKET.findall(_STRING.sub("", data)):
        depth += 1 if bracket in "[{" else -1
        if depth > MAX_DEPTH:
            return None
    try:
        return json.loads(data, parse_constant=_no_constant, parse_float=_finite)
    except (ValueError, RecursionError):
        return None


def _no_constant(name: str) -> float:
    raise ValueError(f"{name} is not JSON")


def _finite(text: str) -> float:
    number = float(text)
    if not math.isfinite(number):
        raise ValueError(f"{text} is too large")
    return number


def _small_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and abs(value) <= MAX_VERSION


def _same_origin(origin: str, host: str) -> bool:
    """A browser's Origin names the address the request was sent to (its Host header)."""
    try:
        page, target = urlsplit(origin), urlsplit(f"//{host}")
        return (page.scheme == "http" and page.hostname is not None  # (the server speaks plain HTTP only)
                and (page.hostname, page.port or 80) == (target.hostname, target.port or 80)
                and not target.username and target.path == "")
    except ValueError:
        return False


async def _no_banner(request: web.Request, response: web.StreamResponse) -> None:
    """Every answer of the app (the WebSocket handshake too) names no software: set after aiohttp's own."""
    response.headers[hdrs.SERVER] = SERVER_NAME


def _error(code: str, text: str) -> str:
    return json.dumps({"type": "error", "code": code, "text": text}, separators=(",", ":"))


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _file(folder: Path, name: str) -> web.Response:
    """A plain file of `folder` by its bare name (no paths, no dot files), else the 404 page."""
    if "/" in name or "\\" in name or name.startswith(".") or Path(name).suffix not in CONTENT_TYPES:
        return _not_found()
    path = folder / name
    if not path.is_file():
        return _not_found()
    return web.Response(body=path.read_bytes(), content_type=CONTENT_TYPES[path.suffix])
