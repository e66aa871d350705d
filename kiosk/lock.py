"""`python -m kiosk.lock`: writes `kiosk/requirements.lock`, the exact versions and hashes of every Python
package a cabinet installs (requirements-runtime.txt and all that it pulls in), for both targets: a
Raspberry Pi (Raspberry Pi OS 64-bit, bookworm: aarch64, CPython 3.11) and an amd64 Debian bookworm.

The versions are resolved once here (a developer's machine with the internet), then each target's files
are fetched and hashed, so the lock holds every file's hash that either target may install. Packages
that PyPI ships only as source (pytweening) are locked as that source; the build tools pip needs to
make them a wheel offline (setuptools, wheel) are locked too. `python -m kiosk.pack` fetches exactly
these files into the release archive's wheelhouse, and `install.sh` installs from it with
`--no-index --require-hashes`: no network, and the same bytes on every cabinet.

Run it again only to move to newer versions (then test, then commit the lock).
"""
from __future__ import annotations

import argparse
import hashlib
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LOCK = os.path.join(ROOT, "kiosk", "requirements.lock")
RUNTIME = os.path.join(ROOT, "requirements-runtime.txt")
BUILD_TOOLS = ("setuptools", "wheel")  # pip builds the source-only packages with them, offline
PYTHON = "3.11"
# The wheel tags a bookworm machine takes (glibc 2.36): manylinux up to 2_36, oldest first.
TARGETS = {"arm64": "aarch64", "amd64": "x86_64"}


def platforms(arch: str) -> list[str]:
    machine = TARGETS[arch]
    return ["manylinux2014_" + machine] + [f"manylinux_2_{minor}_{machine}" for minor in range(17, 37)]


def target_args(arch: str) -> list[str]:
    """pip's options for fetching one target's files (whatever machine runs pip)."""
    args = ["--python-version", PYTHON, "--implementation", "cp", "--abi", "cp311"]
    for tag in platforms(arch):
        args += ["--platform", tag]
    return args


def _name(filename: str) -> tuple[str, str]:
    """(normalised project name, version) from a wheel's or a source archive's file name."""
    if filename.endswith(".whl"):
        name, version = filename.split("-")[:2]
    else:
        stem = re.sub(r"\.(tar\.gz|zip)$", "", filename)
        name, version = stem.rsplit("-", 1)
    return re.sub(r"[-_.]+", "-", name).lower(), version


def sha256(path: str) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def pip(*args: str) -> None:
    subprocess.run([sys.executable, "-m", "pip", "--disable-pip-version-check", "-q", *args], check=True)


def resolve(folder: str) -> dict[str, str]:
    """The versions: requirements-runtime.txt with everything it needs, plus the build tools."""
    pip("download", "-r", RUNTIME, *BUILD_TOOLS, "-d", folder)
    return dict(_name(n) for n in os.listdir(folder))


def hashes(pins: dict[str, str], folder: str) -> dict[str, set[str]]:
    """Every file either target would take for the pinned versions, hashed."""
    out: dict[str, set[str]] = {name: set() for name in pins}
    for arch in TARGETS:
        into = os.path.join(folder, arch)
        pip("download", "--no-deps", *target_args(arch), "-d", into,
            *[f"{name}=={version}" for name, version in sorted(pins.items())])
        for filename in os.listdir(into):
            out[_name(filename)[0]].add(sha256(os.path.join(into, filename)))
    return out


def write(pins: dict[str, str], sums: dict[str, set[str]], path: str = LOCK) -> None:
    lines = ["# Kastell's Python packages, exactly: written by `python -m kiosk.lock` from requirements-runtime.txt",
             f"# for CPython {PYTHON} on arm64 (Raspberry Pi OS 64-bit) and amd64 (Debian bookworm); each hash is",
             "# one file a target may install. install.sh: pip install --no-index --require-hashes -r this file.",
             f"# The build tools ({', '.join(BUILD_TOOLS)}) let pip make wheels of source-only packages offline."]
    for name in sorted(pins):
        lines.append(f"{name}=={pins[name]} \\")
        digests = sorted(sums[name])
        for i, digest in enumerate(digests):
            lines.append(f"    --hash=sha256:{digest}" + (" \\" if i < len(digests) - 1 else ""))
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


def read(path: str = LOCK) -> dict[str, str]:
    """The pinned versions of a lock file (name -> version)."""
    pins = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = re.match(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==([^\s\\]+)", line)
            if m:
                pins[m.group(1).lower()] = m.group(2)
    return pins


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m kiosk.lock", description="Write kiosk/requirements.lock.")
    p.add_argument("--out", default=LOCK, help="the lock file to write (default: kiosk/requirements.lock)")
    args = p.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        pins = resolve(os.path.join(tmp, "resolved"))
        sums = hashes(pins, os.path.join(tmp, "targets"))
    missing = sorted(name for name, found in sums.items() if not found)
    if missing:
        print(f"kiosk.lock: no file for {', '.join(missing)} on some target", file=sys.stderr)
        return 1
    write(pins, sums, args.out)
    print(f"{args.out}: {len(pins)} packages, {sum(len(s) for s in sums.values())} files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
