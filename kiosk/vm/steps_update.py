"""The owner's later work on the cabinet: 6 a newer archive over an older one (PIN, statistics, saves,
rotation and display choice kept, no removed file left); 7 the guide's data stick, then a boot without it.
"""
from __future__ import annotations

import os
import subprocess
import time

from kiosk.vm import screen
from kiosk.vm.driver import AS_KASTELL, DATA, Driver, StepFailed, expect
from kiosk.vm.steps_install import RETIRED


class UpdateSteps(Driver):
    def update(self) -> str:
        """Owner's choices (display X11, rotation 180) with the older version, then the newer archive
        unpacked over the old folder and installed without options: all kept, nothing stale left."""
        self.boot("update", sticks=(self.stick,))
        self.machine.agent(timeout=300)
        self.ensure_pin()
        self.guest(f"{AS_KASTELL} -c \"import sys; sys.path.insert(0, '/opt/kastell'); "
                   "from scenes.services.storage import Storage; s = Storage('" + DATA + "'); "
                   "s.stat_add('castile', 'played', 1); s.close()\"")
        try:
            return self._update()  # (it ends with the display and rotation put back itself)
        except BaseException:  # the later steps look at an unturned screen again
            if self.machine is not None and self.machine.running():
                self.guest("/home/pi/kastell/kiosk/install.sh --display auto --rotate 0 >/dev/null", timeout=1800,
                           check=False)
            raise

    def _update(self) -> str:
        out = self.guest("/home/pi/kastell/kiosk/install.sh --display x11 --rotate 180", timeout=1800)
        expect("display: x11, rotation: 180" in out, "the older installer did not take the owner's choices")
        self.x_turned("inverted")
        self.shot("6-x11-turned-old")
        old_version = self.guest("cat /opt/kastell/VERSION").strip()
        self.guest("systemctl stop kastell")
        before = self.dump_data()
        expect(self.guest(f"test -e /opt/kastell/{RETIRED} && echo yes", check=False).strip() == "yes",
               "the older version's extra file is not installed")
        # the worse way: the new archive unpacked over the old folder (the guide says: into an empty one)
        out = self.unpack_and_install(self.new_pack, "update")
        expect("kept from before: rotation 180 display x11" in out, "the update did not say it kept the choices")
        dropin = self.guest("cat /etc/systemd/system/kastell.service.d/kastell.conf")
        expect("KASTELL_DISPLAY=x11" in dropin and "KASTELL_ROTATE=180" in dropin, f"choices lost: {dropin}")
        expect(self.guest(f"test -e /opt/kastell/{RETIRED} && echo left", check=False).strip() != "left",
               f"{RETIRED} was left behind by the update")
        new_version = self.guest("cat /opt/kastell/VERSION").strip()
        expect(new_version != old_version, f"the version did not change ({old_version})")
        self.x_turned("inverted")
        self.guest("systemctl stop kastell")
        after = self.dump_data()
        expect(before == after, "the data changed during the update")
        expect("INSERT INTO \"stats\"" in after and "kiosk_pin_hash" in after, "the data lacks statistics or the PIN")
        saved = "INSERT INTO \"autosave\"" in after
        expect(self.pin_chosen(), "the PIN was lost: main.py --pin-status says none is chosen")
        out = self.guest("/home/pi/kastell/kiosk/install.sh --display auto --rotate 0", timeout=1800)
        expect("display: auto, rotation: 0" in out, "could not change back to auto, 0")
        self.wait_for_title("6-title-new", timeout=300)
        self.operator(first_visit=False)
        _, text = self.wait_for_words("6-operator-new-version", ("betreiber", "version"), timeout=60)
        expect(new_version.split("+")[0].lower() in text.replace(" ", ""), f"the operator screen does not show "
               f"{new_version}: {text[-200:]!r}")
        return (f"{old_version} -> {new_version} in {self.figures['update_s']} s: PIN, statistics"
                f"{', the saved game' if saved else ''} and x11/180 kept (every table of the database unchanged), "
                f"{RETIRED} gone, the new version on the operator screen")

    def x_turned(self, turn: str, timeout: float = 300) -> None:
        """The X11 session runs with its picture turned (X's own word: xrandr). The screen itself is
        not read here: QEMU's virtio GPU shows a turned X screen only when the driver flushes it, which
        Xorg's modesetting driver does not do for its turned shadow (a Pi scans the memory out itself)."""
        deadline = time.monotonic() + timeout
        query = ""
        while time.monotonic() < deadline:
            query = self.guest("runuser -u kastell -- env DISPLAY=:0 XAUTHORITY=/run/kastell-xorg/auth "
                               "xrandr --query 2>&1 | sed -n 2p; systemctl is-active kastell", check=False)
            if f" {turn} (" in query and "active" in query.split()[-1:]:
                return
            time.sleep(5)
        raise StepFailed(f"the X11 session is not turned {turn}: {query!r}")

    def dump_data(self) -> str:
        """The data folder's database, every table, as SQL (the service stopped: nothing writes)."""
        script = ("import sqlite3; db = sqlite3.connect('file:" + DATA + "/kastell.db?mode=ro', uri=True); "
                  "print('\\n'.join(db.iterdump()))")
        return self.guest(f"runuser -u kastell -- python3 -c \"{script}\"")

    def data_stick(self) -> str:
        """The guide's data stick, set up by its commands (no warning with it); then a boot without it: the
        title and the warning. The fstab line is taken out again for the later steps."""
        stick = os.path.join(self.work, "data-stick.img")
        if os.path.exists(stick):
            os.unlink(stick)
        subprocess.run(["truncate", "-s", "256M", stick], check=True)
        self.boot("data-stick", sticks=(stick,))
        self.machine.agent(timeout=300)
        fstab_line = "LABEL=kastell-data /var/lib/kastell ext4 defaults,noatime,nofail,x-systemd.device-timeout=10s 0 2"
        self.guest(f"""set -e
mkfs.ext4 -q -F -L kastell-data /dev/sda
systemctl stop kastell
mount /dev/sda /mnt && cp -a /var/lib/kastell/. /mnt/ && umount /mnt
echo '{fstab_line}' >> /etc/fstab
systemctl daemon-reload
mount /var/lib/kastell && chown kastell:kastell /var/lib/kastell
systemctl start kastell""")
        self.wait_for_title("7-with-stick", timeout=300)
        expect(self.guest("mountpoint -q /var/lib/kastell && echo mounted", check=False).strip() == "mounted",
               "the data stick is not mounted")
        foot = screen.words(self.shot("7-with-stick-foot"), crop=self.band_crop((0.93, 1.0)))
        expect("datenstick" not in foot, f"a data stick warning with the stick in place: {foot!r}")
        self.power_off_by_agent()
        self.boot("no-data-stick")
        seconds, _ = self.wait_for_title("7-title-without-stick", timeout=420)
        # the red strip at the foot of the attract loop (read alone: the busy tables above it vary)
        warned, _ = self.wait_for_words("7-without-stick", ("datenstick fehlt", "personal"), timeout=120,
                                        band=(0.93, 1.0))
        running = self.guest("systemctl is-active kastell", check=False).strip()
        expect(running == "active", f"the kiosk is {running} without its data stick")
        self.figures["title_without_stick_s"] = round(seconds, 1)
        # the later steps run as before: no data stick in the guide's fstab line
        self.guest("sed -i '\\|^LABEL=kastell-data |d' /etc/fstab && sync")
        return (f"without the stick the title {seconds:.0f} s after power-on and the warning read at "
                f"{warned:.0f} s (7-without-stick.png)")
