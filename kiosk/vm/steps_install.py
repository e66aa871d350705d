"""Step 0, the install: a fresh machine with no network gets the release archive on a USB stick and
follows the guide (unpack as the user pi, `sudo ~/kastell/kiosk/install.sh`), as an older version first.
Also the preparing before any step: the base image, the Debian packages, the two archives on the stick.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import tempfile

from kiosk.vm import image
from kiosk.vm.driver import Driver, expect

SRC = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RETIRED = "game/retired_by_the_update.py"    # a file only the older archive has


class InstallSteps(Driver):
    def prepare(self) -> None:
        image.build_base(self.base, self.arch, self.log)
        packages = subprocess.run(["bash", os.path.join(SRC, "kiosk/install.sh"), "--print-packages"],
                                  capture_output=True, text=True, check=True).stdout.split()
        debs = os.path.join(self.work, f"debs-{self.arch}")
        image.fetch_debs(self.base, packages, debs, self.log)
        self.old_pack, self.new_pack = self.packs(debs)
        self.stick = os.path.join(self.work, "usb-stick.img")
        image.make_stick(self.stick, {os.path.basename(self.old_pack): self.old_pack,
                                      os.path.basename(self.new_pack): self.new_pack}, "KASTELL")
        self.figures["pack_mb"] = round(os.path.getsize(self.new_pack) / 1e6, 1)
        self.log(f"archives: {os.path.basename(self.old_pack)} (older), {os.path.basename(self.new_pack)} "
                 f"({self.figures['pack_mb']} MB)")

    def packs(self, debs: str) -> tuple[str, str]:
        """The archive of this tree (the newer version), and an older one: the same tree with one more
        file (which the newer version removed) and an older VERSION."""
        from kiosk import pack

        out = os.path.join(self.work, "packs")
        shutil.rmtree(out, ignore_errors=True)
        new = pack.pack(out, (self.arch,), debs)
        with tempfile.TemporaryDirectory() as tmp:
            old_root = os.path.join(tmp, "kastell")
            for name in pack.files(SRC):
                target = os.path.join(old_root, name)
                os.makedirs(os.path.dirname(target), exist_ok=True)
                shutil.copy2(os.path.join(SRC, name), target)
            with open(os.path.join(old_root, RETIRED), "w", encoding="utf-8") as f:
                f.write('"""A module the newer version no longer has (the booted check looks for it)."""\n')
            old = pack.pack(os.path.join(out, "old"), (self.arch,), debs, root=old_root)
        renamed = os.path.join(out, "kastell-older.tar.gz")
        os.replace(old, renamed)
        return renamed, new

    def install(self) -> str:
        """A fresh machine, the older archive from the stick, the guide's commands, no network."""
        image.make_disk(self.base, self.disk)
        self.boot("install", sticks=(self.stick,))
        self.machine.agent(timeout=300)
        links = self.guest("ls /sys/class/net")
        expect(links.split() == ["lo"], f"the machine has a network: {links.split()}")
        out = self.unpack_and_install(self.old_pack, "install")
        expect("Kastell is running" in out, "the installer did not see Kastell running (install.log)")
        expect("from the archive" in out and "debs/" in out, "the installer did not install from the archive")
        self.power_off_by_agent()
        shutil.copy(self.disk, self.disk + ".installed")
        return f"installed offline in {self.figures['install_s']} s"
