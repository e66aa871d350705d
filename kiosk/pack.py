"""`python -m kiosk.pack [OUT]`: the release archive a café owner copies onto a USB stick.

Writes `OUT/kastell-<version>.tar.gz` (default OUT: dist/) holding one folder `kastell/`:
- what the cabinet runs (the game, its sounds and fonts come from pip), the installer and the guide,
  not the tests, the benchmarks or CI;
- `wheels/<arch>/`: every Python package the cabinet needs, exactly the files `kiosk/requirements.lock`
  names (its hashes are checked while fetching and again while installing), for a Raspberry Pi
  (arm64) and an amd64 Debian by default; `install.sh` installs from there with no network;
- optionally `debs/<arch>/`: Debian packages fetched for a known machine (`--debs DIR`), which the
  installer takes from there when their versions are those the machine's package lists name;
- `VERSION` (the date and the git commit; shown on the operator screen) and `MANIFEST` (every file of
  the app; the installer copies exactly these, so files an update removed do not linger).
A `.sha256` goes beside the archive. Then it prints the owner's commands for the stick.
"""
from __future__ import annotations

import argparse
import hashlib
import io
import os
import subprocess
import sys
import tarfile
import time

from kiosk import lock

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LEAVE_OUT = ("tests/", "bench/", ".ci/", "dist/", ".git", ".venv/", ".pytest_cache/", ".hypothesis/",
             "wheels/", "debs/", "kiosk/vm/", "kiosk/test-in-")  # (the last two: the developers' checks)
EXECUTABLE = ("kiosk/install.sh", "kiosk/session.sh", "kiosk/x11-session.sh")
ARCHES = tuple(lock.TARGETS)  # arm64 (a Pi), amd64
CACHE = os.path.join(ROOT, "dist", "wheel-cache")


def files(root: str = ROOT) -> list[str]:
    """The project's files to ship: those git tracks, else the folder's files (an unpacked archive)."""
    names: list[str] = []
    if os.path.isdir(os.path.join(root, ".git")):
        try:
            out = subprocess.run(["git", "ls-files"], cwd=root, capture_output=True, text=True,
                                 check=True).stdout
            names = [n for n in out.splitlines() if n and os.path.isfile(os.path.join(root, n))]
        except (OSError, subprocess.CalledProcessError):
            names = []
    if not names:
        for folder, dirs, found in os.walk(root):
            dirs[:] = [d for d in dirs if d not in ("__pycache__",)]
            for name in found:
                names.append(os.path.relpath(os.path.join(folder, name), root).replace(os.sep, "/"))
    return sorted(n for n in names if not n.startswith(LEAVE_OUT) and "__pycache__" not in n
                  and not n.endswith((".pyc", ".log")) and n not in ("VERSION", "MANIFEST"))


def version(root: str = ROOT) -> str:
    """The date and the commit, '+changes' when the tree differs from it; a bare date outside git."""
    stamp = time.strftime("%Y%m%d")
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=root, capture_output=True,
                                text=True, check=True).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=root,
                               capture_output=True, text=True, check=True).stdout.strip()
        return f"{stamp}-{commit}" + ("+changes" if dirty else "")
    except (OSError, subprocess.CalledProcessError):
        return stamp


def fetch_wheels(arch: str, cache: str = CACHE) -> str:
    """The target's wheelhouse: exactly the lock's files for `arch` (pip checks every hash)."""
    into = os.path.join(cache, arch)
    os.makedirs(into, exist_ok=True)
    subprocess.run([sys.executable, "-m", "pip", "--disable-pip-version-check", "-q", "download", "--no-deps",
                    "--require-hashes", "-r", lock.LOCK, *lock.target_args(arch), "-d", into], check=True)
    wanted = lock.read()
    for name in os.listdir(into):  # files of versions the lock no longer names
        if lock._name(name) not in wanted.items():
            os.unlink(os.path.join(into, name))
    return into


def deb_arch(folder: str) -> str:
    """The architecture of a folder of .deb files (by their names; 'all' packages go with any)."""
    arches = {n.rsplit("_", 1)[-1][:-4] for n in os.listdir(folder) if n.endswith(".deb")} - {"all"}
    if len(arches) != 1:
        raise ValueError(f"{folder}: expected .deb files of one architecture, found {sorted(arches) or 'none'}")
    return arches.pop()


def pack(out: str, arches: tuple[str, ...] = ARCHES, debs: str | None = None, root: str = ROOT,
         wheel_cache: str = CACHE) -> str:
    os.makedirs(out, exist_ok=True)
    ver = version(root)
    path = os.path.join(out, f"kastell-{ver}.tar.gz")
    app = files(root)
    extra: list[tuple[str, str]] = []  # (archive name, host path)
    for arch in arches:
        house = fetch_wheels(arch, wheel_cache)
        extra += [(f"wheels/{arch}/{n}", os.path.join(house, n)) for n in sorted(os.listdir(house))]
    if debs:
        arch = deb_arch(debs)
        extra += [(f"debs/{arch}/{n}", os.path.join(debs, n)) for n in sorted(os.listdir(debs))
                  if n.endswith(".deb")]

    def tidy(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        rel = info.name.split("/", 1)[1] if "/" in info.name else ""
        info.mode = 0o755 if rel in EXECUTABLE or info.isdir() else 0o644
        return info

    def add_text(tar: tarfile.TarFile, name: str, text: str) -> None:
        data = text.encode()
        info = tidy(tarfile.TarInfo(f"kastell/{name}"))
        info.size, info.mtime = len(data), int(time.time())
        tar.addfile(info, io.BytesIO(data))

    with tarfile.open(path, "w:gz") as tar:
        for name in app:
            tar.add(os.path.join(root, name), arcname=f"kastell/{name}", recursive=False, filter=tidy)
        for name, host in extra:
            tar.add(host, arcname=f"kastell/{name}", recursive=False, filter=tidy)
        add_text(tar, "VERSION", ver + "\n")
        add_text(tar, "MANIFEST", "".join(n + "\n" for n in [*app, "VERSION", "MANIFEST"]))
    digest = hashlib.sha256(open(path, "rb").read()).hexdigest()
    with open(path + ".sha256", "w", encoding="utf-8") as f:
        f.write(f"{digest}  {os.path.basename(path)}\n")
    return path


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m kiosk.pack", description="Make Kastell's release archive.")
    p.add_argument("out", nargs="?", default=os.path.join(ROOT, "dist"), help="folder for the archive (dist/)")
    p.add_argument("--arch", default=",".join(ARCHES),
                   help="the wheelhouses to carry: arm64, amd64 or both (default: arm64,amd64)")
    p.add_argument("--no-wheels", action="store_true",
                   help="no wheelhouse (the installer then needs the internet for the Python packages)")
    p.add_argument("--debs", metavar="DIR", help="a folder of .deb files fetched for the target machine")
    args = p.parse_args(argv)
    arches = () if args.no_wheels else tuple(a.strip() for a in args.arch.split(",") if a.strip())
    for arch in arches:
        if arch not in ARCHES:
            p.error(f"argument --arch: {arch!r} is not one of {', '.join(ARCHES)}")
    if args.debs and not os.path.isdir(args.debs):
        p.error(f"argument --debs: {args.debs} is not a folder")
    try:
        path = pack(args.out, arches, args.debs)
    except (subprocess.CalledProcessError, ValueError) as exc:
        print(f"kiosk.pack: {exc}", file=sys.stderr)
        return 1
    name = os.path.basename(path)
    size = os.path.getsize(path) / 1e6
    print(f"{path} ({size:.1f} MB), checksum in {name}.sha256")
    print(f"""
Copy {name} onto a USB stick (FAT, exFAT or ext4). On the Raspberry Pi:
  lsblk                                  # the stick is usually sda, its partition sda1
  sudo mount /dev/sda1 /mnt
  rm -rf ~/kastell                       # an earlier version's folder, if any
  tar -xzf /mnt/{name} -C ~              # makes the folder ~/kastell
  sudo umount /mnt                       # then the stick may be pulled
  sudo ~/kastell/kiosk/install.sh
  sudo reboot""")
    return 0


if __name__ == "__main__":
    sys.exit(main())
