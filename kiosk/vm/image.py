"""The machine's disks, made on the host: a Debian bookworm root shaped like Raspberry Pi OS Lite (built
once with debootstrap and kept), a fresh system disk made from it for every run, the Debian packages
the installer will ask for (fetched once into apt's cache of a throw-away copy of the root), and a
USB stick image holding a file (the release archive, or the owner's data stick).

The root gets what the check itself needs and a Pi would not have, each marked below: the QEMU guest
agent (to run commands in the guest, as a person at a keyboard would) and the journal forwarded to the
serial port (so the serial log reads like the service's journal).
"""
from __future__ import annotations

import os
import shutil
import subprocess

MIRROR = "http://deb.debian.org/debian"
ARCHES = {"amd64": "amd64", "arm64": "arm64"}
# Raspberry Pi OS Lite's share of a minimal Debian: systemd, udev, sudo, Python 3.11, the console's keymap and
# fonts (console-setup: the Terminus fonts a Pi has for its console).
PI_LITE = ["systemd-sysv", "udev", "kmod", "dbus", "sudo", "python3", "kbd", "console-setup", "e2fsprogs",
           "procps", "less"]
# For the check only: commands in the guest from the host.
CHECK_ONLY = ["qemu-guest-agent"]
STAMP = ".kastell-vm-base"


def run(cmd: list[str], **kw) -> subprocess.CompletedProcess:
    return subprocess.run(cmd, check=True, **kw)


def mirror() -> str:
    """The Debian mirror this host's apt uses (the same registry for the root)."""
    try:
        with open("/etc/apt/sources.list.d/debian.sources", encoding="utf-8") as f:
            for line in f:
                if line.startswith("URIs:"):
                    return line.split()[1]
    except OSError:
        pass
    return MIRROR


def chroot(root: str, script: str) -> None:
    env = {"PATH": "/usr/sbin:/usr/bin:/sbin:/bin", "HOME": "/root", "LANG": "C.UTF-8",
           "DEBIAN_FRONTEND": "noninteractive", "SYSTEMD_OFFLINE": "1"}
    run(["chroot", root, "/bin/sh", "-ec", script], env=env)


def build_base(root: str, arch: str, log) -> None:
    """debootstrap (a few minutes, once) and the shaping; kept for the next run."""
    if os.path.exists(os.path.join(root, STAMP)):
        log(f"base root {root} exists")
        return
    if os.path.exists(root):
        shutil.rmtree(root)
    kernel = "linux-image-amd64" if arch == "amd64" else "linux-image-arm64"
    packages = ",".join([kernel, *PI_LITE, *CHECK_ONLY])
    log(f"debootstrap bookworm {arch} into {root} (a few minutes, once)")
    run(["debootstrap", f"--arch={arch}", "--variant=minbase", f"--include={packages}", "bookworm", root,
         mirror()], stdout=subprocess.DEVNULL)
    chroot(root, """
passwd -d root
useradd --create-home --groups sudo --shell /bin/bash pi
echo 'pi:raspberry' | chpasswd
echo 'kastell-vm' > /etc/hostname
printf '127.0.0.1 localhost\\n127.0.1.1 kastell-vm\\n' > /etc/hosts
echo '/dev/vda / ext4 defaults 0 1' > /etc/fstab
# check only: the journal on the serial port, so that the serial log shows the service's messages
mkdir -p /etc/systemd/journald.conf.d
printf '[Journal]\\nForwardToConsole=yes\\nTTYPath=/dev/ttyS0\\nMaxLevelConsole=info\\n' \\
    > /etc/systemd/journald.conf.d/kastell-vm-serial.conf
# no login prompt on the serial port (it would mix with the journal there), and the agent's own
# line for every command kept out of the journal
ln -sf /dev/null /etc/systemd/system/serial-getty@ttyS0.service
mkdir -p /etc/systemd/system/qemu-guest-agent.service.d
printf '[Service]\nLogLevelMax=notice\n' > /etc/systemd/system/qemu-guest-agent.service.d/quiet.conf
apt-get clean
""")
    with open(os.path.join(root, STAMP), "w", encoding="utf-8") as f:
        f.write("bookworm " + arch + "\n")


def kernel_files(root: str) -> tuple[str, str]:
    return os.path.realpath(os.path.join(root, "vmlinuz")), os.path.realpath(os.path.join(root, "initrd.img"))


def fetch_debs(root: str, packages: list[str], out: str, log) -> list[str]:
    """The .deb files a fresh machine made from `root` lacks for `packages` (apt's own download-only run
    in a throw-away copy of the root, so the versions are exactly those its package lists name)."""
    if os.path.isdir(out) and any(n.endswith(".deb") for n in os.listdir(out)):
        return sorted(os.path.join(out, n) for n in os.listdir(out) if n.endswith(".deb"))
    scratch = out + ".root"
    if os.path.exists(scratch):
        shutil.rmtree(scratch)
    log(f"fetching the Debian packages the installer needs ({len(packages)} named) into {out}")
    run(["cp", "-a", root, scratch])
    try:
        shutil.copy("/etc/resolv.conf", os.path.join(scratch, "etc/resolv.conf"))
        chroot(scratch, "apt-get update -qq && apt-get install -y -qq --download-only --no-install-recommends "
               + " ".join(packages) + " >/dev/null")
        os.makedirs(out, exist_ok=True)
        archives = os.path.join(scratch, "var/cache/apt/archives")
        for name in os.listdir(archives):
            if name.endswith(".deb"):
                shutil.copy(os.path.join(archives, name), out)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return sorted(os.path.join(out, n) for n in os.listdir(out) if n.endswith(".deb"))


def make_disk(root: str, path: str, size: str = "8G") -> None:
    """A fresh ext4 system disk holding the root (made anew: a machine nobody has touched)."""
    if os.path.exists(path):
        os.unlink(path)
    run(["truncate", "-s", size, path])
    run(["mkfs.ext4", "-q", "-F", "-L", "kastell-root", "-d", root, path])


def make_stick(path: str, files: dict[str, str], label: str, size: str = "1G") -> None:
    """A USB stick image (ext4, no partition table) holding `files` (name on the stick -> host path)."""
    staging = path + ".files"
    if os.path.exists(staging):
        shutil.rmtree(staging)
    os.makedirs(staging)
    for name, source in files.items():
        shutil.copy(source, os.path.join(staging, name))
    if os.path.exists(path):
        os.unlink(path)
    run(["truncate", "-s", size, path])
    run(["mkfs.ext4", "-q", "-F", "-L", label, "-d", staging, path])
    shutil.rmtree(staging)
