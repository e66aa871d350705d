"""`python -m kiosk.pack [OUT]`: the release archive a café owner copies onto a USB stick.

Writes `OUT/kastell-<version>.tar.gz` (default OUT: dist/) holding one folder `kastell/` with what
the cabinet runs (the game, its sounds and fonts come from pip), the installer and the guide — not
the tests, the benchmarks or CI — plus a `.sha256` beside it. The version is the date and the git
commit when there is one. Then it prints the owner's commands for the stick.
"""
from __future__ import annotations

import argparse
import hashlib
import os
import subprocess
import sys
import tarfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LEAVE_OUT = ("tests/", "bench/", ".ci/", "dist/", ".git", ".venv/", ".pytest_cache/", ".hypothesis/")
EXECUTABLE = ("kiosk/install.sh", "kiosk/session.sh", "kiosk/x11-session.sh", "kiosk/test-in-arm64-root.sh")


def files() -> list[str]:
    """The project's files to ship: those git tracks, else the folder's files (an unpacked archive)."""
    try:
        out = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
        names = [n for n in out.splitlines() if n and os.path.isfile(os.path.join(ROOT, n))]
    except (OSError, subprocess.CalledProcessError):
        names = []
        for folder, dirs, found in os.walk(ROOT):
            dirs[:] = [d for d in dirs if d not in ("__pycache__",)]
            for name in found:
                names.append(os.path.relpath(os.path.join(folder, name), ROOT).replace(os.sep, "/"))
    return sorted(n for n in names if not n.startswith(LEAVE_OUT) and "__pycache__" not in n
                  and not n.endswith((".pyc", ".log")))


def version() -> str:
    stamp = time.strftime("%Y%m%d")
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                                text=True, check=True).stdout.strip()
        return f"{stamp}-{commit}"
    except (OSError, subprocess.CalledProcessError):
        return stamp


def pack(out: str) -> str:
    os.makedirs(out, exist_ok=True)
    path = os.path.join(out, f"kastell-{version()}.tar.gz")

    def tidy(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        rel = info.name.split("/", 1)[1] if "/" in info.name else ""
        info.mode = 0o755 if rel in EXECUTABLE or info.isdir() else 0o644
        return info

    with tarfile.open(path, "w:gz") as tar:
        for name in files():
            tar.add(os.path.join(ROOT, name), arcname=f"kastell/{name}", recursive=False, filter=tidy)
    digest = hashlib.sha256(open(path, "rb").read()).hexdigest()
    with open(path + ".sha256", "w", encoding="utf-8") as f:
        f.write(f"{digest}  {os.path.basename(path)}\n")
    return path


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m kiosk.pack", description="Make Kastell's release archive.")
    p.add_argument("out", nargs="?", default=os.path.join(ROOT, "dist"), help="folder for the archive (dist/)")
    args = p.parse_args(argv)
    path = pack(args.out)
    name = os.path.basename(path)
    size = os.path.getsize(path) / 1e6
    print(f"{path} ({size:.1f} MB), checksum in {name}.sha256")
    print(f"""
Copy {name} onto a USB stick (FAT, exFAT or ext4). On the Raspberry Pi:
  lsblk                                  # the stick is usually sda, its partition sda1
  sudo mount /dev/sda1 /mnt
  tar -xzf /mnt/{name} -C ~              # makes the folder ~/kastell
  sudo umount /mnt                       # then the stick may be pulled
  sudo ~/kastell/kiosk/install.sh
  sudo reboot""")
    return 0


if __name__ == "__main__":
    sys.exit(main())
