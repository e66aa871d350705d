"""The steps about power: 3 a power cut in a Castile game, then the resume offer with the same game;
4 "Ausschalten" on the operator screen powers the machine off cleanly.
"""
from __future__ import annotations

import json
import os
import time

from kiosk.vm import screen
from kiosk.vm.driver import DATA, Driver, expect

FELT = (140, 692)   # Castile's bare felt under the reserve (logical px): a tap there puts a held card back


class PowerSteps(Driver):
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

    def deal_on_screen(self) -> int:
        """Castile's deal number, read from the top bar ("Nr. 7 · 0:20 · 1 Zug")."""
        import re

        w, h = self.machine.display
        png = self.shot("3-top-bar")
        text = screen.words(png, crop=(int(w * 0.66), 0, int(w * 0.24), int(h * 0.09)))
        found = re.search(r"nr\.?\s*(\d+)", text)
        expect(found is not None, f"no deal number in the top bar: {text!r}")
        return int(found.group(1))

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
