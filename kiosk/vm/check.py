"""The booted check's steps, in the order a café's cabinet lives them.

Install: a fresh machine with no network gets the release archive on a USB stick and follows the guide
(unpack as the user pi, `sudo ~/kastell/kiosk/install.sh`), as an older version first.
Then the seven steps of issue 29, each with its result, its time and its screenshots:
  1 boot to the title          a fresh boot shows the attract loop; the boot-to-title time
  5 test sound                 the operator screen (first visit: a new PIN) plays its test sound into the
                               sound card (the WAV file is not silent)
  3 power cut                  a Castile game in progress, the plug pulled (QMP quit), a boot: the resume
                               offer rebuilds the same position (the same screen, the same saved moves)
  6 update                     the newer archive over the older one: PIN, statistics, saves, rotation and
                               display choice kept, no removed file left, the new version on screen
  7 missing data stick         the guide's data stick set up, then a boot without it: a running kiosk
                               with a visible warning
  2 no display driver          KMS and X11 both fail: a German and English message on the console, still
                               there a minute later, and the service waiting longer between tries
  4 power off                  "Ausschalten" on the operator screen, by keys: the machine powers off cleanly

This module puts the steps together (Check) and runs each with its result; the steps themselves live in
kiosk/vm/steps_install.py (0), steps_boot.py (1, 5, 2, 8), steps_power.py (3, 4) and steps_update.py (6, 7),
written with the machine's hands and eyes of kiosk/vm/driver.py.
"""
from __future__ import annotations

import json
import subprocess
import time

from kiosk.vm.monitor import MonitorError
from kiosk.vm.steps_boot import BootSteps
from kiosk.vm.steps_install import InstallSteps
from kiosk.vm.steps_power import PowerSteps
from kiosk.vm.steps_update import UpdateSteps


class Check(InstallSteps, BootSteps, PowerSteps, UpdateSteps):
    """The steps put together (each part a module beside this one, on kiosk/vm/driver.py's Driver), and
    each one run with its result, its time and, when it failed, a screenshot and the journal."""

    def step(self, number: int, title: str, fn, keep: bool = False) -> bool:
        self.log(f"\n== step {number}: {title}")
        started = time.monotonic()
        try:
            detail = fn() or ""
            ok = True
        except Exception as exc:  # noqa: BLE001 - every failure is the step's result, named
            detail, ok = f"{type(exc).__name__}: {exc}", False
        seconds = time.monotonic() - started
        self.results.append({"step": number, "title": title, "ok": ok, "seconds": round(seconds, 1),
                             "detail": detail})
        self.log(f"   {'PASSED' if ok else 'FAILED'} in {seconds:.0f} s: {detail}")
        if not ok and self.machine is not None and self.machine.running():
            try:
                self.shot(f"failed-step{number}")
                self.log("   journal: " + self.guest("journalctl -u kastell -b --no-pager | tail -n 25",
                                                    check=False).replace("\n", "\n      "))
            except (MonitorError, OSError, subprocess.CalledProcessError):
                pass
        if self.machine is not None and not (keep and ok):
            self.machine.stop()
            self.machine = None
        return ok


def summary(check: Check) -> str:
    lines = ["", "step  result  time     what"]
    for r in check.results:
        lines.append(f"{r['step']:>4}  {'passed' if r['ok'] else 'FAILED':6}  {r['seconds']:6.0f} s  {r['title']}: "
                     f"{r['detail']}")
    lines.append("figures: " + json.dumps(check.figures))
    return "\n".join(lines)
