"""Talking to a running QEMU over its two Unix sockets: QMP (the machine: screendump, input events,
power button, power cut) and the guest agent (commands run inside the guest, as root).

Both speak one JSON object per line. QMP interleaves events with replies; they are kept in `events`.
The guest agent may hold a stale reply from before a reboot, so every session starts with
`guest-sync-delimited` and a fresh random id (the agent's documented way to resynchronise).
"""
from __future__ import annotations

import base64
import json
import random
import socket
import time


class MonitorError(RuntimeError):
    """QEMU or the guest agent refused a command, or did not answer in time."""


class _LineSocket:
    def __init__(self, path: str, timeout: float) -> None:
        self.path = path
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.sock.settimeout(timeout)
        self.sock.connect(path)
        self.buf = b""

    def send(self, obj: dict) -> None:
        self.sock.sendall(json.dumps(obj).encode() + b"\n")

    def send_raw(self, data: bytes) -> None:
        self.sock.sendall(data)

    def read(self, deadline: float) -> dict:
        while b"\n" not in self.buf:
            left = deadline - time.monotonic()
            if left <= 0:
                raise MonitorError(f"no answer on {self.path}")
            self.sock.settimeout(left)
            try:
                chunk = self.sock.recv(65536)
            except socket.timeout:
                raise MonitorError(f"no answer on {self.path}") from None
            if not chunk:
                raise MonitorError(f"{self.path} closed")
            self.buf += chunk
        line, self.buf = self.buf.split(b"\n", 1)
        line = line.strip(b"\xff \r")  # the agent's sync answer starts with a 0xff byte
        if not line:
            return self.read(deadline)
        return json.loads(line)

    def close(self) -> None:
        try:
            self.sock.close()
        except OSError:
            pass


class QMP:
    """The machine monitor: connect, negotiate, then `command(name, **arguments)`."""

    def __init__(self, path: str, timeout: float = 30.0) -> None:
        self.conn = _LineSocket(path, timeout)
        self.timeout = timeout
        self.events: list[dict] = []
        greeting = self.conn.read(time.monotonic() + timeout)
        if "QMP" not in greeting:
            raise MonitorError(f"not a QMP greeting: {greeting}")
        self.command("qmp_capabilities")

    def command(self, name: str, timeout: float | None = None, **arguments):
        msg = {"execute": name}
        if arguments:
            msg["arguments"] = arguments
        self.conn.send(msg)
        deadline = time.monotonic() + (timeout or self.timeout)
        while True:
            reply = self.conn.read(deadline)
            if "event" in reply:
                self.events.append(reply)
                continue
            if "error" in reply:
                raise MonitorError(f"{name}: {reply['error'].get('desc', reply['error'])}")
            return reply.get("return")

    def poll_events(self, wait: float = 0.0) -> list[dict]:
        """Reads the events that have arrived (waiting up to `wait` seconds for the first)."""
        deadline = time.monotonic() + wait
        try:
            while True:
                reply = self.conn.read(max(deadline, time.monotonic() + 0.05))
                if "event" in reply:
                    self.events.append(reply)
        except MonitorError:
            pass
        return self.events

    # ---------------------------------------------------------------- input
    def keys(self, *combo: str, hold: float = 0.08) -> None:
        """Presses the keys of one chord together (QEMU qcodes: 'ctrl', 'alt', 'q', 'ret', '1', ...)."""
        down = [{"type": "key", "data": {"down": True, "key": {"type": "qcode", "data": k}}} for k in combo]
        up = [{"type": "key", "data": {"down": False, "key": {"type": "qcode", "data": k}}}
              for k in reversed(combo)]
        self.command("input-send-event", events=down)
        time.sleep(hold)
        self.command("input-send-event", events=up)

    def pointer(self, fx: float, fy: float) -> None:
        """Moves the absolute pointer (a tablet) to a fraction of the screen (0..1 each way)."""
        scale = 0x7FFF
        self.command("input-send-event", events=[
            {"type": "abs", "data": {"axis": "x", "value": int(max(0.0, min(1.0, fx)) * scale)}},
            {"type": "abs", "data": {"axis": "y", "value": int(max(0.0, min(1.0, fy)) * scale)}}])

    def tap(self, fx: float, fy: float, hold: float = 0.12) -> None:
        self.pointer(fx, fy)
        time.sleep(0.05)
        self.command("input-send-event", events=[{"type": "btn", "data": {"down": True, "button": "left"}}])
        time.sleep(hold)
        self.command("input-send-event", events=[{"type": "btn", "data": {"down": False, "button": "left"}}])

    def close(self) -> None:
        self.conn.close()


class GuestAgent:
    """Commands inside the guest (as root), through qemu-guest-agent on a virtio serial port."""

    def __init__(self, path: str, timeout: float = 10.0) -> None:
        self.path = path
        self.timeout = timeout
        self.conn = _LineSocket(path, timeout)

    def sync(self, timeout: float | None = None) -> None:
        """Waits until the agent in the guest answers (after a boot it takes a while to start)."""
        deadline = time.monotonic() + (timeout or self.timeout)
        while True:
            ident = random.randrange(1, 2**31)
            try:
                self.conn.send_raw(b"\xff")
                self.conn.send({"execute": "guest-sync-delimited", "arguments": {"id": ident}})
                while True:
                    reply = self.conn.read(min(deadline, time.monotonic() + 5))
                    if reply.get("return") == ident:
                        return
            except (MonitorError, OSError, ValueError):
                if time.monotonic() > deadline:
                    raise MonitorError("the guest agent does not answer") from None
                time.sleep(1)

    def command(self, name: str, timeout: float | None = None, **arguments):
        msg = {"execute": name}
        if arguments:
            msg["arguments"] = arguments
        self.conn.send(msg)
        reply = self.conn.read(time.monotonic() + (timeout or self.timeout))
        if "error" in reply:
            raise MonitorError(f"{name}: {reply['error'].get('desc', reply['error'])}")
        return reply.get("return")

    def run(self, argv: list[str], timeout: float = 120.0, stdin: str | None = None,
            check: bool = True) -> tuple[int, str, str]:
        """Runs a command in the guest and waits: (exit code, stdout, stderr)."""
        args = {"path": argv[0], "arg": argv[1:], "capture-output": True}
        if stdin is not None:
            args["input-data"] = base64.b64encode(stdin.encode()).decode()
        pid = self.command("guest-exec", **args)["pid"]
        deadline = time.monotonic() + timeout
        while True:
            status = self.command("guest-exec-status", pid=pid)
            if status.get("exited"):
                break
            if time.monotonic() > deadline:
                raise MonitorError(f"{' '.join(argv)}: still running after {timeout:.0f} s")
            time.sleep(0.5)
        out = base64.b64decode(status.get("out-data", "")).decode(errors="replace")
        err = base64.b64decode(status.get("err-data", "")).decode(errors="replace")
        code = status.get("exitcode", -1 if "signal" not in status else 128 + status["signal"])
        if check and code != 0:
            raise MonitorError(f"{' '.join(argv)} ended with {code}:\n{out}{err}")
        return code, out, err

    def sh(self, script: str, timeout: float = 120.0, check: bool = True) -> str:
        """A shell script in the guest; its stdout (stderr joined in)."""
        code, out, err = self.run(["/bin/sh", "-c", "exec 2>&1\n" + script], timeout=timeout, check=check)
        return out

    def close(self) -> None:
        self.conn.close()
