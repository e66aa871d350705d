"""The check's hands and eyes on one machine: it boots the machine, reads its screen (tesseract), waits
for words or for the picture to rest, presses keys, taps, types the operator's PIN and runs commands in
the guest. The steps (kiosk/vm/steps_install.py, steps_boot.py, steps_power.py, steps_update.py) are
written with these; kiosk/vm/check.py puts them together and runs them one by one.
"""
from __future__ import annotations

import os
import time

from kiosk.vm import image, screen
from kiosk.vm.machine import Machine
from kiosk.vm.monitor import MonitorError

PIN = "2580"
TITLE_WORDS = ("tippen", "spielen")          # the attract loop's invitation ("Tippen zum Spielen")
TITLE_BAND = (0.0, 0.09)                     # ... in its top bar (read alone: the whole busy screen, with
                                             # the red data stick strip at its foot, lost it for minutes)
DATA = "/var/lib/kastell"
AS_KASTELL = "runuser -u kastell -- /opt/kastell/.venv/bin/python"  # the app's Python, as the service's user


class StepFailed(AssertionError):
    pass


def expect(condition: bool, what: str) -> None:
    if not condition:
        raise StepFailed(what)


class Driver:
    """The check's folders, its figures and results, and the machine running now (None between boots)."""

    def __init__(self, work: str, arch: str, log=print) -> None:
        self.work, self.arch, self.log = work, arch, log
        self.shots = os.path.join(work, "shots")
        os.makedirs(self.shots, exist_ok=True)
        self.base = os.path.join(work, f"base-{arch}")
        self.disk = os.path.join(work, "system.img")
        self.results: list[dict] = []
        self.figures: dict = {}
        self.machine: Machine | None = None

    def boot(self, name: str, append: str = "", sticks: tuple[str, ...] = ()) -> Machine:
        kernel, initrd = image.kernel_files(self.base)
        m = Machine(self.work, self.arch, kernel, initrd, self.disk, name, sticks=sticks, append=append)
        m.start()
        self.machine = m
        return m

    def shot(self, name: str) -> str:
        return self.machine.screendump(os.path.join(self.shots, name + ".png"))

    def wait_for_words(self, name: str, wanted: tuple[str, ...], timeout: float, rotate: int = 0,
                       every: float = 3.0, band: tuple[float, float] | None = None) -> tuple[float, str]:
        """Screenshots until tesseract reads all `wanted` words; (seconds since the machine started, text).
        `band`: only that horizontal band of the screen is read (top and bottom as parts of its height)."""
        deadline = time.monotonic() + timeout
        text = ""
        while time.monotonic() < deadline:
            png = self.shot(name)
            crop = self.band_crop(band) if band is not None else None
            text = screen.words(png, rotate=rotate, crop=crop)
            if screen.has_words(text, *wanted):
                return self.machine.since_start(), text
            if not self.machine.running():
                break
            time.sleep(every)
        raise StepFailed(f"the screen never showed {wanted!r}; last read: {text[:300]!r} ({name}.png)")

    def band_crop(self, band: tuple[float, float]) -> tuple[int, int, int, int]:
        """A horizontal band of the screen (top and bottom as parts of its height) as a crop."""
        w, h = self.machine.display
        return 0, int(h * band[0]), w, int(h * (band[1] - band[0]))

    def wait_for_title(self, name: str, timeout: float) -> tuple[float, str]:
        return self.wait_for_words(name, TITLE_WORDS, timeout=timeout, band=TITLE_BAND)

    def ensure_title(self, name: str) -> None:
        """The machine running with the title on screen (booted now when an earlier step left it off)."""
        if self.machine is None or not self.machine.running():
            self.boot(name)
            self.wait_for_title(f"{name}-title", timeout=420)

    def keys(self, *names: str, gap: float = 0.6) -> None:
        """Single key presses, or chords written 'ctrl+alt+q'."""
        for name in names:
            self.machine.qmp.keys(*name.split("+"))
            time.sleep(gap)

    def tap(self, x: float, y: float, settle: float = 0.8) -> None:
        """A tap at logical (1280x720) coordinates: the picture fills the 16:9 screen."""
        self.machine.qmp.tap(x / 1280, y / 720)
        time.sleep(settle)

    def wait_still(self, name: str, timeout: float = 60, calm: int = 1) -> None:
        """Until `calm` screenshots a second apart in a row are the same as the one before but for the
        clock (nothing moves, no toast comes or goes)."""
        deadline = time.monotonic() + timeout
        before = self.shot(name + "-a")
        alike = 0
        while time.monotonic() < deadline:
            time.sleep(1)
            after = self.shot(name + "-b")
            alike = alike + 1 if screen.difference(before, after) < 0.002 else 0
            if alike >= calm:
                return
            os.replace(after, before)
        raise StepFailed(f"the table never came to rest ({name}-b.png)")

    def guest(self, script: str, timeout: float = 120.0, check: bool = True) -> str:
        agent = self.machine.agent()
        try:
            return agent.sh(script, timeout=timeout, check=check)
        finally:
            agent.close()

    def unpack_and_install(self, pack: str, what: str) -> str:
        """The guide's commands: the archive from the stick unpacked as pi into ~/kastell, then
        `sudo ~/kastell/kiosk/install.sh`; its output is kept in WHAT.log and its time in the figures."""
        name = os.path.basename(pack)
        self.guest(f"mount /dev/sda /mnt && runuser -u pi -- tar -xzf /mnt/{name} -C /home/pi && umount /mnt")
        started = time.monotonic()
        out = self.guest("/home/pi/kastell/kiosk/install.sh", timeout=3600)
        self.figures[f"{what}_s"] = round(time.monotonic() - started)
        with open(os.path.join(self.work, f"{what}.log"), "w", encoding="utf-8") as f:
            f.write(out)
        return out

    def power_off_by_agent(self) -> None:
        try:
            self.guest("systemctl poweroff", timeout=20, check=False)
        except (MonitorError, OSError):  # the agent may go down with the machine before it answers
            pass
        expect(self.machine.wait_exit(240), "the machine did not power off")

    def operator(self, first_visit: bool) -> str:
        """Opens the operator screen by keys (Ctrl+Alt+Q, the PIN); on the first visit the factory PIN
        only opens the choice of an own PIN, typed twice. Each PIN is typed until the next screen shows."""
        self.keys("ctrl+alt+q", gap=1.5)
        if first_visit:
            text = self.type_pin("0000", "5-first-visit", ("eigene", "pin"))
            expect(screen.has_words(text, "pin"), f"no PIN choice after 0000: {text[:200]!r}")
            self.type_pin(PIN, "5-pin-repeat", ("sicherheit",))
        return self.type_pin(PIN, "operator", ("tonausgabe",), timeout=60)

    def type_pin(self, digits: str, name: str, wanted: tuple[str, ...], timeout: float = 20, tries: int = 3) -> str:
        """Types `digits` on the PIN pad, then Enter, until the screen shows `wanted`. A key lost on the
        way (seen once on a host busy with other work: "Die PIN hat mindestens 4 Ziffern", 3 dots of 4)
        leaves the pad asking again: its digits are deleted and the PIN typed once more, slower."""
        for attempt in range(tries):
            self.keys(*digits, "ret", gap=0.5 + 0.4 * attempt)
            try:
                return self.wait_for_words(name, wanted, timeout=timeout)[1]
            except StepFailed as exc:
                said = str(exc).lower()
                if attempt == tries - 1 or not any(w in said for w in ("mindestens", "falsche", "verschieden")):
                    raise
                self.keys(*["backspace"] * 8, gap=0.3)
        raise AssertionError("unreachable")

    def ensure_pin(self) -> None:
        """The operator PIN chosen (step 5 chooses it on the screen; a step run alone chooses it at a
        shell, as the guide says)."""
        if not self.pin_chosen():
            self.guest(f"printf '{PIN}\\n{PIN}\\n' | {AS_KASTELL} /opt/kastell/main.py --set-pin --data-dir {DATA}")

    def pin_chosen(self) -> bool:
        """`main.py --pin-status` answers 0 when an own PIN is chosen (its words say "chosen" both ways)."""
        return self.guest(f"{AS_KASTELL} /opt/kastell/main.py --pin-status --data-dir {DATA} >/dev/null 2>&1 "
                          "&& echo chosen", check=False).strip() == "chosen"
