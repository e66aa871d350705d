#!/usr/bin/env bash
# The kiosk checked as a café owner meets it: a whole Debian bookworm machine booted in QEMU, with
# systemd as PID 1, a display, a sound card and no network (slow; not part of CI; run as root):
#
#   sudo kiosk/test-in-vm.sh [--arch amd64|arm64] [--work DIR] [--only STEPS]
#
# Kastell is installed from the release archive on a USB stick (the guide's commands), then the
# machine's own screen (QMP screendump, read by tesseract) and its serial log must show:
#   1 a fresh boot reaches Kastell's title (the boot-to-title time)
#   2 with no display driver, a German and English message on the console, still there a minute
#     later, while the service waits longer between tries
#   3 a power cut in a game, then a boot: the resume offer rebuilds the game exactly
#   4 "Ausschalten" on the operator screen (typed through QMP) powers the machine off cleanly
#   5 the operator screen's test sound reaches the sound card (its WAV file is not silent)
#   6 a newer archive over an older one keeps the PIN, statistics, saves, rotation and display,
#     and leaves no file the new version removed
#   7 a missing data stick still gives a running kiosk, with a visible warning
# Each step prints its result and time; the screenshots and logs stay in DIR (default
# /var/tmp/kastell-vm); the exit code is non-zero when any step failed. The first run builds the
# machine's root with debootstrap (a few minutes) and keeps it for the next runs.
set -euo pipefail

SRC_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
[[ $EUID -eq 0 ]] || { echo "test-in-vm.sh: run as root (debootstrap, chroot and disk images need it)" >&2; exit 1; }

arch=amd64
for ((i = 1; i <= $#; i++)); do
    [[ ${!i} == --arch ]] && { j=$((i + 1)); arch=${!j}; }
    [[ ${!i} == --arch=* ]] && arch=${!i#--arch=}
done
case $arch in
    amd64) qemu_pkgs=(qemu-system-x86) ;;
    arm64) qemu_pkgs=(qemu-system-arm qemu-efi-aarch64 qemu-user-static binfmt-support) ;;
    *) echo "test-in-vm.sh: --arch must be amd64 or arm64, not '$arch'" >&2; exit 2 ;;
esac

need=()
for tool in debootstrap mkfs.ext4 convert tesseract; do
    command -v "$tool" >/dev/null 2>&1 || need+=("$tool")
done
[[ $arch == amd64 ]] && ! command -v qemu-system-x86_64 >/dev/null && need+=(qemu)
[[ $arch == arm64 ]] && ! command -v qemu-system-aarch64 >/dev/null && need+=(qemu)
if [[ ${#need[@]} -gt 0 ]] || ! tesseract --list-langs 2>/dev/null | grep -qx deu; then
    echo "== installing the check's tools (${need[*]:-tesseract-ocr-deu})"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${qemu_pkgs[@]}" qemu-utils debootstrap e2fsprogs \
        imagemagick tesseract-ocr tesseract-ocr-deu tesseract-ocr-eng >/dev/null
fi

cd "$SRC_DIR"
exec python3 -m kiosk.vm "$@"
