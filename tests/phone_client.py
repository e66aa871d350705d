"""A phone for the tests: a WebSocket client of the table server, driven synchronously.

All clients share one asyncio loop in a background thread, so a test can pump the table's frames on
its own thread while phones connect, send and receive. Every message a phone receives lands in its
`inbox` (a queue) in order; `next(kind)` waits for the next one of a kind.
"""
from __future__ import annotations

import asyncio
import json
import queue
import threading
import time

import aiohttp

_loop: asyncio.AbstractEventLoop | None = None
_lock = threading.Lock()


def loop() -> asyncio.AbstractEventLoop:
    global _loop
    with _lock:
        if _loop is None:
            _loop = asyncio.new_event_loop()
            threading.Thread(target=_loop.run_forever, name="test-phones", daemon=True).start()
    return _loop


def run(coro, timeout: float = 10.0):
    return asyncio.run_coroutine_threadsafe(coro, loop()).result(timeout)


MOVE_GAP = 0.07  # seconds between a test phone's moves: about 14 taps a second, under the flood limit


class Phone:
    def __init__(self, url: str, device: str | None = None) -> None:
        self.url = url                       # http://127.0.0.1:port/p/<token>
        self.device = device                 # the device's secret, as the page sends it (None: none)
        self.inbox: queue.Queue = queue.Queue()
        self.session: aiohttp.ClientSession | None = None
        self.ws = None
        self.closed = threading.Event()
        self.last_state: dict | None = None
        self.last_move_at = 0.0              # monotonic time of the last move sent

    @property
    def ws_url(self) -> str:
        url = self.url.replace("http://", "ws://") + "/ws"
        return url if self.device is None else f"{url}?device={self.device}"

    def connect(self) -> "Phone":
        run(self._connect())
        return self

    async def _connect(self) -> None:
        if self.session is None:
            self.session = aiohttp.ClientSession()
        self.closed.clear()
        self.ws = await self.session.ws_connect(self.ws_url)
        asyncio.ensure_future(self._read(self.ws))

    async def _read(self, ws) -> None:
        async for msg in ws:
            if msg.type == aiohttp.WSMsgType.TEXT:
                self.inbox.put(json.loads(msg.data))
        self.inbox.put({"type": "closed", "code": ws.close_code})
        self.closed.set()

    def send(self, message) -> bool:
        """Send a message; False when the socket is already closing (the server closed it)."""
        text = message if isinstance(message, str) else json.dumps(message)
        try:
            run(self.ws.send_str(text))
        except (aiohttp.ClientError, ConnectionError):
            return False
        return True

    def move(self, move: dict, version: int | None = None) -> None:
        """Send a move at a person's pace: at most one every MOVE_GAP seconds, so a test that plays
        on an uncapped headless table never trips the server's flood limit (20 messages a second)."""
        wait = self.last_move_at + MOVE_GAP - time.monotonic()
        if wait > 0:
            time.sleep(wait)
        self.last_move_at = time.monotonic()
        if version is None:
            version = self.last_state["version"]
        self.send({"type": "move", "version": version, "move": move})

    def next(self, kind: str, timeout: float = 5.0, pump=None) -> dict:
        """The next message of `kind` (others in between are kept as the latest state / dropped).
        `pump` is called while waiting (the test's frame pump)."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            try:
                message = self.inbox.get(timeout=0.01)
            except queue.Empty:
                if pump is not None:
                    pump()
                continue
            if message["type"] == "state":
                self.last_state = message
            if message["type"] == kind:
                return message
        raise AssertionError(f"no {kind!r} message within {timeout} s")

    def drain(self) -> list[dict]:
        out = []
        while True:
            try:
                message = self.inbox.get_nowait()
            except queue.Empty:
                return out
            if message["type"] == "state":
                self.last_state = message
            out.append(message)

    def close(self) -> None:
        if self.ws is not None:
            run(self.ws.close())
        self.closed.wait(2)

    def shutdown(self) -> None:
        self.close()
        if self.session is not None:
            run(self.session.close())
            self.session = None


def get(url: str) -> tuple[int, str]:
    async def fetch():
        async with aiohttp.ClientSession() as session:
            async with session.get(url) as response:
                return response.status, await response.text()
    return run(fetch())
