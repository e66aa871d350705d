"""`python3 -m kiosk.vm` (through kiosk/test-in-vm.sh, as root): the booted check of the kiosk, every step
with its result and time, the figures at the end; exit code 1 when a step failed."""
from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import time

from kiosk.vm.check import Check, summary
from kiosk.vm.machine import tools_missing

STEPS = [  # (number, title, method, keeps the machine running for the next step)
    (0, "install from the archive, offline", "install", False),
    (1, "a fresh boot shows the title", "title", True),
    (5, "the test sound reaches the sound card", "sound", True),
    (3, "a power cut in a game, then the resume offer", "power_cut", False),
    (6, "a newer archive over an older one", "update", False),
    (7, "a missing data stick", "data_stick", False),
    (2, "no display driver: the console's message", "no_display", False),
    (4, "'Ausschalten' powers the machine off", "power_off", False),
    (8, "systemd-analyze security on the machine", "security", False),
]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="kiosk/test-in-vm.sh", description="Boot a kiosk in QEMU and check it.")
    p.add_argument("--arch", choices=("amd64", "arm64"), default="amd64")
    p.add_argument("--work", default="/var/tmp/kastell-vm", help="the folder for images, screenshots and logs")
    p.add_argument("--only", help="step numbers to run, e.g. 1,5,3 (0 installs; without it the installed "
                                  "machine of the last run is used)")
    args = p.parse_args(argv)
    missing = tools_missing(args.arch)
    if missing:
        print(f"test-in-vm: missing tools: {', '.join(missing)}", file=sys.stderr)
        return 2
    os.makedirs(args.work, exist_ok=True)
    log_path = os.path.join(args.work, "check.log")
    log_file = open(log_path, "w", encoding="utf-8")

    def log(text: str) -> None:
        print(text, flush=True)
        log_file.write(text + "\n")
        log_file.flush()

    only = {int(n) for n in args.only.split(",")} if args.only else None
    shutil.rmtree(os.path.join(args.work, "shots"), ignore_errors=True)  # this run's screenshots only
    check = Check(args.work, args.arch, log)
    started = time.monotonic()
    check.prepare()
    if only is not None and 0 not in only:
        if not os.path.exists(check.disk + ".installed"):
            log("no installed machine from an earlier run: run step 0 first")
            return 2
        shutil.copy(check.disk + ".installed", check.disk)
    for number, title, method, keep in STEPS:
        if only is not None and number not in only:
            continue
        ok = check.step(number, title, getattr(check, method), keep=keep)
        if number == 0 and not ok:
            break
    if check.machine is not None:
        check.machine.stop()
    check.figures["total_min"] = round((time.monotonic() - started) / 60, 1)
    log(summary(check))
    with open(os.path.join(args.work, "results.json"), "w", encoding="utf-8") as f:
        json.dump({"results": check.results, "figures": check.figures}, f, indent=1)
    log(f"screenshots: {check.shots}   log: {log_path}")
    return 0 if check.results and all(r["ok"] for r in check.results) else 1


if __name__ == "__main__":
    sys.exit(main())
