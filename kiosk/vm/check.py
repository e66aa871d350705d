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
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import tempfile
import time

from kiosk.vm import image, screen
from kiosk.vm.machine import Machine
from kiosk.vm.monitor import MonitorError

SRC = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PIN = "2580"
FELT = (140, 692)   # Castile's bare felt under the reserve (logical px): a tap there puts a held card back
TITLE_WORDS = ("tippen", "spielen")          # the attract loop's invitation ("Tippen zum Spielen")
TITLE_BAND = (0.0, 0.09)                     # ... in its top bar (read alone: the whole busy screen, with
                                             # the red data stick strip at its foot, lost it for minutes)
RETIRED = "game/retired_by_the_update.py"    # a file only the older archive has
DATA = "/var/lib/kastell"
AS_KASTELL = "runuser -u kastell -- /opt/kastell/.venv/bin/python"  # the app's Python, as the service's user


class StepFailed(AssertionError):
    pass


def expect(condition: bool, what: str) -> None:
    if not condition:
        raise StepFailed(what)


class Check:
    def __init__(self, work: str, arch: str, log=print) -> None:
        self.work, self.arch, self.log = work, arch, log
        self.shots = os.path.join(work, "shots")
        os.makedirs(self.shots, exist_ok=True)
        self.base = os.path.join(work, f"base-{arch}")
        self.disk = os.path.join(work, "system.img")
        self.results: list[dict] = []
        self.figures: dict = {}
        self.machine: Machine | None = None

    # ---------------------------------------------------------------- the machine
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

    def keys(self, *names: str, gap: float = 0.6) -> None:
        """Single key presses, or chords written 'ctrl+alt+q'."""
        for name in names:
            self.machine.qmp.keys(*name.split("+"))
            time.sleep(gap)

    def guest(self, script: str, timeout: float = 120.0, check: bool = True) -> str:
        agent = self.machine.agent()
        try:
            return agent.sh(script, timeout=timeout, check=check)
        finally:
            agent.close()

    def power_off_by_agent(self) -> None:
        try:
            self.guest("systemctl poweroff", timeout=20, check=False)
        except (MonitorError, OSError):  # the agent may go down with the machine before it answers
            pass
        expect(self.machine.wait_exit(240), "the machine did not power off")

    # ---------------------------------------------------------------- preparing
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

    # ---------------------------------------------------------------- the steps
    def ensure_title(self, name: str) -> None:
        """The machine running with the title on screen (booted now when an earlier step left it off)."""
        if self.machine is None or not self.machine.running():
            self.boot(name)
            self.wait_for_title(f"{name}-title", timeout=420)

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

    # ---------------------------------------------------------------- helpers for the steps below
    def probe(self, deal: int | None = None) -> dict:
        """The game in progress as the guest's database holds it (kiosk/vm/guest_probe.py, as kastell);
        `deal`: Castile's deal on the screen, for a game with no move stored yet."""
        with open(os.path.join(os.path.dirname(__file__), "guest_probe.py"), encoding="utf-8") as f:
            script = f.read()
        agent = self.machine.agent()
        try:
            extra = [str(deal)] if deal is not None else []
            _, out, err = agent.run(["/usr/sbin/runuser", "-u", "kastell", "--", "/opt/kastell/.venv/bin/python",
                                     "-", DATA, *extra], stdin=script, timeout=120)
        finally:
            agent.close()
        return json.loads(out.strip().splitlines()[-1])

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

    def wav_size(self) -> int:
        try:
            return os.path.getsize(self.machine.wav)
        except OSError:
            return 0

    def dump_data(self) -> str:
        """The data folder's database, every table, as SQL (the service stopped: nothing writes)."""
        script = ("import sqlite3; db = sqlite3.connect('file:" + DATA + "/kastell.db?mode=ro', uri=True); "
                  "print('\\n'.join(db.iterdump()))")
        return self.guest(f"runuser -u kastell -- python3 -c \"{script}\"")

    # ---------------------------------------------------------------- the steps
    def title(self) -> str:
        self.boot("title")
        seconds, _ = self.wait_for_title("1-title", timeout=420)
        self.figures["boot_to_title_s"] = round(seconds, 1)
        said = [line for line in self.machine.serial().splitlines() if "first frame is on the screen" in line]
        detail = f"the title {seconds:.0f} s after power-on"
        if said:
            detail += f" (Kastell's journal: {said[-1].split('(')[-1].rstrip(')')})"
        self.figures["title_seen_s"] = round(seconds, 1)
        return detail

    def sound(self) -> str:
        """The operator screen's test sound reaches the sound card (in the same boot as step 1)."""
        self.ensure_title("sound")
        self.operator(first_visit=True)
        self.shot("5-operator")  # (the version at its foot is read in step 6, with no toast over it)
        self.tap(640, 344, settle=2)        # "Tonausgabe: Standard des Systems"
        self.wait_for_words("5-sound-outputs", ("tonausgabe", "standard des systems"), timeout=30)
        before = self.wav_size()
        self.tap(640, 167, settle=0.5)      # the first output, "Standard des Systems": its test sound
        time.sleep(4)
        self.shot("5-test-sound")
        peak, rms = screen.wav_peak(self.machine.wav, before)
        self.figures["test_sound_peak"] = round(peak, 3)
        expect(self.wav_size() > before + 44100, "the sound card received nothing after the test sound")
        expect(peak > 0.05, f"the test sound was silent at the sound card (peak {peak:.4f})")
        self.keys("esc", "esc", gap=1.5)
        return f"peak {peak:.2f}, RMS {rms:.3f} in the {self.wav_size() - before} bytes after the tap"

    def power_cut(self) -> str:
        """A Castile game with three moves by touch, then the plug pulled; a boot, the resume offer, the
        same game. (Continues the boot of steps 1 and 5.)"""
        self.ensure_title("game")
        self.tap(640, 400, settle=3)        # leaves the attract loop (or nothing, on the menu)
        self.tap(1160, 330, settle=3)       # the Castile tile
        self.tap(1030, 655, settle=8)       # "Los geht's!": the deal flies in
        for _ in range(12):
            game = self.probe()
            if game["game"] is None:  # no move stored yet: the deal as the top bar names it ("Nr. 7")
                game = self.probe(deal=self.deal_on_screen())
            expect(game["game"] == "castile", f"another game is stored: {game['game']}")
            if game["moves"] >= 3:
                break
            taps = game.get("taps") or []
            expect(bool(taps), "no legal move found on the table")
            move = sorted(taps, key=lambda t: (t["dst"].startswith("f"), t["src"], t["dst"]))[0]
            # as a person does: wait until the cards lie still (a press while they fly only hurries
            # them, and the emulated machine's deal can outlast any fixed wait), and a tap on the bare
            # felt first puts back a card an earlier tap may have left in the hand
            self.wait_still("3-still")
            self.tap(*FELT, settle=0.6)
            self.tap(*move["from"], settle=0.6)
            self.tap(*move["to"], settle=2.5)
        game = self.probe()
        expect(game["game"] == "castile" and game["moves"] >= 3, f"the moves were not stored: {game.get('moves')}")
        # the table at rest, no toast on it (a toast lasts 2.8 s; the "not winnable any more" one comes
        # whenever the verdict's search ends, on the emulated machine many seconds after the move)
        self.wait_still("3-still", calm=4)
        before_png = self.shot("3-before-power-cut")
        self.machine.power_cut()
        self.machine = None
        self.boot("after-power-cut")
        self.wait_for_title("3-title-after-cut", timeout=420)
        self.tap(640, 400, settle=4)
        _, text = self.wait_for_words("3-resume-offer", ("weiterspielen",), timeout=60)
        self.keys("ret", gap=2)
        deadline = time.monotonic() + 120
        while True:  # the cards fly in again; then the table must look as before the cut
            after_png = self.shot("3-resumed")
            differ = screen.difference(before_png, after_png)
            if differ < 0.02 or time.monotonic() > deadline:
                break
            time.sleep(5)
        resumed = self.probe()
        expect(resumed.get("save") is not None, "after the power cut no game is stored any more")
        expect(resumed["save"] == game["save"], "the resumed game differs from the one before the power cut")
        expect(differ < 0.02, f"the resumed table looks different: {differ:.1%} of the pixels")
        return (f"{game['moves']} moves stored before the cut; resumed with the same save, "
                f"{differ:.2%} of the pixels differ (3-before-power-cut.png / 3-resumed.png)")

    def deal_on_screen(self) -> int:
        """Castile's deal number, read from the top bar ("Nr. 7 · 0:20 · 1 Zug")."""
        import re

        w, h = self.machine.display
        png = self.shot("3-top-bar")
        text = screen.words(png, crop=(int(w * 0.66), 0, int(w * 0.24), int(h * 0.09)))
        found = re.search(r"nr\.?\s*(\d+)", text)
        expect(found is not None, f"no deal number in the top bar: {text!r}")
        return int(found.group(1))

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

    def no_display(self) -> str:
        """No display driver: the console's message, a minute later still there, and longer waits."""
        self.boot("no-display", append="modprobe.blacklist=virtio_gpu")
        wanted = ("kastell findet keinen bildschirm", "kastell finds no screen", "was tun", "what to do")
        seconds, first = self.wait_for_words("2-message", wanted, timeout=600, every=5)
        restarts_then = int(self.guest("systemctl show -p NRestarts --value kastell").strip() or 0)
        time.sleep(60)
        png = self.shot("2-message-a-minute-later")
        later = screen.words(png)
        expect(screen.has_words(later, *wanted), f"a minute later the message is gone: {later[:200]!r}")
        restarts_now = int(self.guest("systemctl show -p NRestarts --value kastell").strip() or 0)
        expect(restarts_now - restarts_then <= 1, f"{restarts_now - restarts_then} restarts in that minute")
        self.figures["message_after_s"] = round(seconds, 1)
        self.figures["restarts_in_the_minute"] = restarts_now - restarts_then
        return (f"the message {seconds:.0f} s after power-on, still there a minute later; "
                f"{restarts_now - restarts_then} restart in that minute")

    def power_off(self) -> str:
        """'Ausschalten' on the operator screen, by keys and taps: the machine powers off cleanly."""
        self.boot("power-off")
        self.machine.agent(timeout=300)
        self.ensure_pin()
        self.wait_for_title("4-title", timeout=420)
        self.operator(first_visit=False)
        self.tap(784, 500, settle=2)
        _, text = self.wait_for_words("4-confirm", ("ausschalten",), timeout=30)
        self.tap(785, 430, settle=1)
        started = time.monotonic()
        expect(self.machine.wait_exit(180), "the machine is still on 3 minutes after 'Ja'")
        seconds = time.monotonic() - started
        serial = self.machine.serial()
        events = [e.get("event") for e in self.machine.qmp.poll_events()]
        expect("reboot: Power down" in serial, "the serial log shows no clean power-down")
        self.figures["power_off_s"] = round(seconds, 1)
        return f"powered off {seconds:.0f} s after 'Ja' (serial: 'reboot: Power down'; QMP: {events})"

    def security(self) -> str:
        self.boot("security")
        self.machine.agent(timeout=300)
        out = self.guest("systemd-analyze security kastell.service --no-pager | tail -n 1; "
                         "systemd-analyze security kastell-xorg.service --no-pager | tail -n 1")
        with open(os.path.join(self.work, "security.txt"), "w", encoding="utf-8") as f:
            f.write(self.guest("systemd-analyze security kastell.service --no-pager", check=False))
        import re

        found = re.findall(r"Overall exposure level for (\S+): ([0-9.]+)", out)
        self.figures["exposure"] = {unit: float(v) for unit, v in found}
        score = self.figures["exposure"].get("kastell.service", 99)
        expect(score <= 5.0, f"systemd-analyze security kastell.service: {score}")
        self.power_off_by_agent()
        return "; ".join(f"{u}: {v}" for u, v in found)


def summary(check: Check) -> str:
    lines = ["", "step  result  time     what"]
    for r in check.results:
        lines.append(f"{r['step']:>4}  {'passed' if r['ok'] else 'FAILED':6}  {r['seconds']:6.0f} s  {r['title']}: "
                     f"{r['detail']}")
    lines.append("figures: " + json.dumps(check.figures))
    return "\n".join(lines)
