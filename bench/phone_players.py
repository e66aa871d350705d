"""Phones for the bench, in a process of their own (as real phones are): `python -m bench.phone_players
URL...` connects one WebSocket per seat URL, plays the first legal move whenever it is that seat's
turn, sends a stale move once a second, and on stdin's end (or after --seconds) prints one JSON line:
the round trips in ms, each from sending a move to receiving the state that includes it, and the
refusals' (a stale move sent → its error received).
"""
from __future__ import annotations

import argparse
import asyncio
import json
import sys
import time

import aiohttp


async def play(url: str, trips: list[float], refusals: list[float], stop: asyncio.Event) -> None:
    async with aiohttp.ClientSession() as session:
        async with session.ws_connect(url.replace("http://", "ws://") + "/ws") as ws:
            sent_at: tuple[int, float] | None = None
            probe_at: float | None = None
            next_probe = time.perf_counter() + 1.0
            while not stop.is_set():
                if probe_at is None and time.perf_counter() >= next_probe:  # a stale move: timed refusal
                    probe_at = time.perf_counter()
                    await ws.send_str(json.dumps({"type": "move", "version": -1, "move": {"type": "play", "card": "W1"}}))
                try:
                    msg = await asyncio.wait_for(ws.receive(), 0.05)
                except asyncio.TimeoutError:
                    continue
                if msg.type != aiohttp.WSMsgType.TEXT:
                    return
                message = json.loads(msg.data)
                if message["type"] == "error" and probe_at is not None:
                    refusals.append((time.perf_counter() - probe_at) * 1000.0)
                    probe_at, next_probe = None, time.perf_counter() + 1.0
                    continue
                if message["type"] != "state":
                    continue
                if sent_at is not None and message["version"] > sent_at[0]:
                    trips.append((time.perf_counter() - sent_at[1]) * 1000.0)
                    sent_at = None
                if message["your_turn"] and message["legal"] and sent_at is None:
                    sent_at = (message["version"], time.perf_counter())
                    await ws.send_str(json.dumps({"type": "move", "version": message["version"],
                                                  "move": message["legal"][0]}))


async def main_async(urls: list[str], seconds: float) -> tuple[list[float], list[float]]:
    trips: list[float] = []
    refusals: list[float] = []
    stop = asyncio.Event()
    tasks = [asyncio.ensure_future(play(u, trips, refusals, stop)) for u in urls]
    loop = asyncio.get_running_loop()
    if seconds > 0:
        await asyncio.sleep(seconds)
    else:
        await loop.run_in_executor(None, sys.stdin.read)
    stop.set()
    await asyncio.gather(*tasks, return_exceptions=True)
    return trips, refusals


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("urls", nargs="+")
    p.add_argument("--seconds", type=float, default=0.0)
    args = p.parse_args()
    trips, refusals = asyncio.run(main_async(args.urls, args.seconds))
    print(json.dumps({"round_trips_ms": trips, "refusals_ms": refusals}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
