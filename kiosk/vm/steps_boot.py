"""The steps that boot and look: 1 the title after a fresh boot, 5 the operator screen's test sound at
the sound card, 2 the console's message when no display driver works, 8 systemd-analyze security.
"""
from __future__ import annotations

import os
import time

from kiosk.vm import screen
from kiosk.vm.driver import Driver, expect


class BootSteps(Driver):
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

    def wav_size(self) -> int:
        try:
            return os.path.getsize(self.machine.wav)
        except OSError:
            return 0

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
