"""One boot of the check's machine: QEMU with a virtio display (or none that the kernel can drive), a
sound card whose output lands in a WAV file, a keyboard and a tablet, no network, the system disk and
optionally USB sticks; its serial log, its own screen (QMP `screendump`) and the guest agent.

amd64 boots under TCG (this host's /dev/kvm hangs in the firmware); arm64 is the `virt` machine with a
Cortex-A72, as a Pi 4's cores, several times slower.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import time

from kiosk.vm.monitor import QMP, GuestAgent, MonitorError


class Machine:
    def __init__(self, work: str, arch: str, kernel: str, initrd: str, disk: str, name: str,
                 sticks: tuple[str, ...] = (), append: str = "", display: tuple[int, int] = (1920, 1080),
                 memory: int = 2048) -> None:
        self.work, self.arch, self.name = work, arch, name
        self.kernel, self.initrd, self.disk = kernel, initrd, disk
        self.sticks, self.append, self.display, self.memory = sticks, append, display, memory
        self.dir = os.path.join(work, "boots", name)
        os.makedirs(self.dir, exist_ok=True)
        self.serial_log = os.path.join(self.dir, "serial.log")
        self.wav = os.path.join(self.dir, "sound.wav")
        self.qmp_path = os.path.join(self.dir, "qmp.sock")
        self.qga_path = os.path.join(self.dir, "qga.sock")
        self.proc: subprocess.Popen | None = None
        self.qmp: QMP | None = None
        self.started = 0.0

    def command(self) -> list[str]:
        w, h = self.display
        console = "ttyS0" if self.arch == "amd64" else "ttyAMA0"
        cmdline = f"root=/dev/vda rw console={console} console=tty1 {self.append}".strip()
        if self.arch == "amd64":
            # Nehalem: x86-64-v2, which NumPy 2's wheels need (QEMU's default qemu64 lacks SSE4.2 and
            # POPCNT), and no AVX: QEMU 7.2's young AVX emulation crashed Mesa's llvmpipe (X11's GL)
            cmd = ["qemu-system-x86_64", "-accel", "tcg", "-machine", "q35", "-cpu", "Nehalem"]
            gpu = ["-device", f"virtio-vga,xres={w},yres={h}"]
        else:
            cmd = ["qemu-system-aarch64", "-accel", "tcg", "-machine", "virt", "-cpu", "cortex-a72"]
            gpu = ["-device", f"virtio-gpu-pci,xres={w},yres={h}"]
        cmd += ["-m", str(self.memory), "-smp", "2", "-kernel", self.kernel, "-initrd", self.initrd,
                "-append", cmdline, "-drive", f"file={self.disk},format=raw,if=virtio", "-nic", "none",
                *gpu, "-display", "none", "-serial", f"file:{self.serial_log}",
                "-qmp", f"unix:{self.qmp_path},server=on,wait=off",
                # a second monitor, for a person watching a run (the check holds the first)
                "-qmp", f"unix:{os.path.join(self.dir, 'qmp-spare.sock')},server=on,wait=off",
                "-chardev", f"socket,path={self.qga_path},server=on,wait=off,id=qga0",
                "-device", "virtio-serial-pci", "-device", "virtserialport,chardev=qga0,name=org.qemu.guest_agent.0",
                "-device", "qemu-xhci", "-device", "usb-kbd", "-device", "usb-tablet",
                "-audiodev", f"wav,id=snd,path={self.wav}", "-device", "intel-hda",
                "-device", "hda-duplex,audiodev=snd"]
        for i, stick in enumerate(self.sticks):
            cmd += ["-drive", f"if=none,id=stick{i},file={stick},format=raw",
                    "-device", f"usb-storage,drive=stick{i},removable=on"]
        return cmd

    def start(self) -> None:
        for path in (self.qmp_path, self.qga_path, self.serial_log, self.wav):
            if os.path.exists(path):
                os.unlink(path)
        with open(os.path.join(self.dir, "qemu.cmd"), "w", encoding="utf-8") as f:
            f.write(" ".join(self.command()) + "\n")
        self.started = time.monotonic()
        self.proc = subprocess.Popen(self.command(), stdout=open(os.path.join(self.dir, "qemu.out"), "wb"),
                                     stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 30
        while not os.path.exists(self.qmp_path):
            if self.proc.poll() is not None:
                raise MonitorError(f"QEMU ended at once: see {self.dir}/qemu.out")
            if time.monotonic() > deadline:
                raise MonitorError("QEMU made no QMP socket")
            time.sleep(0.2)
        self.qmp = QMP(self.qmp_path)

    def since_start(self) -> float:
        return time.monotonic() - self.started

    def agent(self, timeout: float = 300.0) -> GuestAgent:
        """The guest agent, once it answers (after a boot it starts with the machine's services)."""
        deadline = time.monotonic() + timeout
        while True:
            try:
                agent = GuestAgent(self.qga_path)
                agent.sync(timeout=max(5.0, deadline - time.monotonic()))
                return agent
            except (MonitorError, OSError):
                if time.monotonic() > deadline or not self.running():
                    raise MonitorError(f"no guest agent in {self.name} after {timeout:.0f} s") from None
                time.sleep(2)

    def screendump(self, png: str) -> str:
        """The machine's own screen, as the owner sees it, saved as PNG."""
        ppm = png[:-4] + ".ppm"
        self.qmp.command("screendump", filename=ppm)
        deadline = time.monotonic() + 10
        while not (os.path.exists(ppm) and os.path.getsize(ppm) > 0):
            if time.monotonic() > deadline:
                raise MonitorError("screendump wrote nothing")
            time.sleep(0.1)
        time.sleep(0.2)
        subprocess.run(["convert", ppm, png], check=True)
        os.unlink(ppm)
        return png

    def serial(self) -> str:
        try:
            with open(self.serial_log, encoding="utf-8", errors="replace") as f:
                return f.read()
        except OSError:
            return ""

    def running(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def wait_exit(self, timeout: float) -> bool:
        if self.proc is None:
            return True
        try:
            self.proc.wait(timeout)
            return True
        except subprocess.TimeoutExpired:
            return False

    def power_cut(self) -> None:
        """Pulls the plug: QEMU ends at once, whatever the guest had not written is lost."""
        try:
            self.qmp.command("quit")
        except (MonitorError, OSError):
            pass
        if not self.wait_exit(20):
            self.proc.kill()
            self.proc.wait()

    def stop(self) -> None:
        if self.running():
            self.power_cut()
        if self.qmp is not None:
            self.qmp.close()


def tools_missing(arch: str) -> list[str]:
    need = ["qemu-system-x86_64" if arch == "amd64" else "qemu-system-aarch64", "debootstrap", "mkfs.ext4",
            "convert", "tesseract"]
    return [t for t in need if shutil.which(t) is None]
