"""Phones for the bench, in a process of their own (as real phones are): `python -m bench.phone_players
URL...` connects one WebSocket per seat URL, plays the first legal move whenever it is that seat's
turn (the even seats at once, the odd ones after "thinking" --think seconds, as people do), presses a
held screen's button (the round's "Nächste Runde") after a second, sends a stale move once a second,
and on stdin's end (or after --seconds) prints one JSON line: the round trips in ms, each from sending
a move to receiving the state that includes it (tapped at once, and after thinking), and the
refusals' (a stale move sent → its error received).
"""
from __future__ import annotations

import argparse
import asyncio
import json
import sys
import time

import aiohttp


async def play(url: str, think: float, trips: list[float], refusals: list[float], stop: asyncio.Event) -> None:
    async with aiohttp.ClientSession() as session:
        async with session.ws_connect(url.replace("http://", "ws://") + "/ws?device=bench-" + url[-8:]) as ws:
            sent_at: tuple[int, float] | None = None
            probe_at: float | None = None
            next_probe = time.perf_counter() + 1.0
            turn: tuple[dict, float] | None = None     # a turn being thought about: (state, since)
            hold: tuple[dict, float] | None = None     # a held screen's button to press: (hold, since)
            while not stop.is_set():
                now = time.perf_counter()
                if turn is not None and now - turn[1] >= think and sent_at is None:
                    message = turn[0]
                    turn = None
                    sent_at = (message["version"], time.perf_counter())
                    await ws.send_str(json.dumps({"type": "move", "version": message["version"],
                                                  "move": message["legal"][0]}))
                if hold is not None and now - hold[1] >= 1.0:
                    if hold[0]["actions"]:
                        await ws.send_str(json.dumps({"type": "action", "hold": hold[0]["id"],
                                                      "name": hold[0]["actions"][0]["name"]}))
                    hold = None
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
                table = message.get("table")
                if table is not None and table.get("hold") == "round_score" and (hold is None or hold[0]["id"] != table["id"]):
                    hold = (table, time.perf_counter())
                if message["your_turn"] and message["legal"] and sent_at is None:
                    turn = (message, time.perf_counter())


async def main_async(urls: list[str], seconds: float, think: float) -> tuple[list[float], list[float], list[float]]:
    at_once: list[float] = []
    thought: list[float] = []
    refusals: list[float] = []
    stop = asyncio.Event()
    tasks = [asyncio.ensure_future(play(u, think if i % 2 else 0.0, thought if i % 2 else at_once, refusals, stop))
             for i, u in enumerate(urls)]
    loop = asyncio.get_running_loop()
    if seconds > 0:
        await asyncio.sleep(seconds)
    else:
        await loop.run_in_executor(None, sys.stdin.read)
    stop.set()
    await asyncio.gather(*tasks, return_exceptions=True)
    return at_once, thought, refusals


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("urls", nargs="+")
    p.add_argument("--seconds", type=float, default=0.0)
    p.add_argument("--think", type=float, default=0.6, help="seconds the odd seats think before a move")
    args = p.parse_args()
    at_once, thought, refusals = asyncio.run(main_async(args.urls, args.seconds, args.think))
    print(json.dumps({"round_trips_ms": at_once, "round_trips_after_wait_ms": thought, "refusals_ms": refusals}),
          flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
