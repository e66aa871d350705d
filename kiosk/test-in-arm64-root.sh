#!/usr/bin/env bash
# A repeatable check of the kiosk install for developers (slow; not part of CI; run as root):
#
#   sudo kiosk/test-in-arm64-root.sh [ROOT]      (default ROOT: /var/tmp/kastell-arm64-root)
#
# 1. builds (once) a Debian bookworm arm64 root with debootstrap under qemu-user-static, shaped like
#    Raspberry Pi OS Lite (systemd, sudo, udev, a sudo user "pi"), and keeps it for the next run;
# 2. packs Kastell (python -m kiosk.pack), unpacks it in the root as the owner would from a USB stick,
#    and runs kiosk/install.sh there -- offline, as in an image builder: systemd is not PID 1;
# 3. checks the result: the unit and drop-in in place and enabled, `systemd-analyze verify` clean,
#    the polkit rule, tty1's getty disabled; the app runs headless as the service user, as the unit
#    would run it (600 frames of the kiosk's attract loop, exit code 0); session.sh with no screen
#    exits with code 3 and leaves its count;
# 4. unmounts everything and prints the time taken.
# Exits non-zero at the first failed check, naming it.
set -euo pipefail

ROOT=${1:-/var/tmp/kastell-arm64-root}
SRC_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
START=$(date +%s)
MOUNTED=()

say() { printf '\n==> %s\n' "$*"; }
fail() { printf '\nFAILED: %s\n' "$*" >&2; exit 1; }

[[ $EUID -eq 0 ]] || fail "run as root (debootstrap, chroot and mounts need it)"

cleanup() {
    local m
    for ((i = ${#MOUNTED[@]} - 1; i >= 0; i--)); do
        m=${MOUNTED[i]}
        umount -l "$m" 2>/dev/null || true
    done
}
trap cleanup EXIT

bind() {
    mkdir -p "$ROOT$1"
    mount --bind "$1" "$ROOT$1"
    MOUNTED+=("$ROOT$1")
}

in_root() {
    chroot "$ROOT" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 \
        SYSTEMD_OFFLINE=1 DEBIAN_FRONTEND=noninteractive "$@"
}

say "Tools: debootstrap, qemu-user-static, binfmt-support"
if ! command -v debootstrap >/dev/null || ! command -v qemu-aarch64-static >/dev/null; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap qemu-user-static binfmt-support >/dev/null
fi
if [[ ! -e /proc/sys/fs/binfmt_misc/register ]]; then
    mount -t binfmt_misc binfmt_misc /proc/sys/fs/binfmt_misc
fi
update-binfmts --enable qemu-aarch64 >/dev/null 2>&1 || true
[[ -e /proc/sys/fs/binfmt_misc/qemu-aarch64 ]] || fail "qemu-aarch64 is not registered with binfmt_misc"

if [[ ! -x $ROOT/usr/bin/systemctl ]]; then
    mirror=$(awk '/^URIs:/ {print $2; exit}' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)
    mirror=${mirror:-http://deb.debian.org/debian}
    say "Building the bookworm arm64 root in $ROOT from $mirror (a few minutes, once)"
    rm -rf "$ROOT"
    debootstrap --arch=arm64 --variant=minbase bookworm "$ROOT" "$mirror" >/dev/null
    cp /etc/resolv.conf "$ROOT/etc/resolv.conf"
    bind /proc; bind /sys; bind /dev
    in_root apt-get update -qq
    in_root apt-get install -y -qq --no-install-recommends systemd systemd-sysv sudo ca-certificates udev \
        python3 >/dev/null
    in_root useradd --create-home --groups sudo --shell /bin/bash pi
    cleanup; MOUNTED=()
fi

say "The host's name service, certificates and pip settings go into the root"
cp /etc/resolv.conf "$ROOT/etc/resolv.conf"
cp /etc/ssl/certs/ca-certificates.crt "$ROOT/etc/ssl/certs/ca-certificates.crt" 2>/dev/null || true
[[ -e /etc/pip.conf ]] && cp /etc/pip.conf "$ROOT/etc/pip.conf"
if [[ -d /etc/xdg/pip ]]; then mkdir -p "$ROOT/etc/xdg"; rm -rf "$ROOT/etc/xdg/pip"; cp -r /etc/xdg/pip "$ROOT/etc/xdg/pip"; fi
bind /proc; bind /sys; bind /dev
for local_index in /opt/pypi /opt/pypi-more /opt/wheels; do
    [[ -d $local_index ]] && bind "$local_index"
done

say "Packing Kastell and unpacking it in the root, as from a USB stick"
packed=$(cd "$SRC_DIR" && python3 -m kiosk.pack /tmp/kastell-pack)
archive=$(head -n 1 <<<"$packed" | cut -d' ' -f1)
[[ -f $archive ]] || fail "no archive made"
rm -rf "$ROOT/home/pi/kastell"
tar -xzf "$archive" -C "$ROOT/home/pi"
in_root chown -R pi:pi /home/pi/kastell

say "Running the installer in the root (offline: systemd is not PID 1 here)"
install_started=$(date +%s)
out=$(in_root env PIP_CERT=/etc/ssl/certs/ca-certificates.crt /home/pi/kastell/kiosk/install.sh 2>&1) \
    || { printf '%s\n' "$out"; fail "install.sh failed"; }
printf '%s\n' "$out" | sed 's/^/    /'
echo "    (installer: $(( $(date +%s) - install_started )) s)"
grep -q "not started" <<<"$out" || fail "the installer did not say that nothing was started"
grep -q "Kastell is running" <<<"$out" && fail "the installer claims Kastell is running in a root without systemd"
grep -qi "boots into a desktop\|starts a desktop" <<<"$out" && fail "a false desktop warning"

say "Checking the units"
for f in /etc/systemd/system/kastell.service /etc/systemd/system/kastell.service.d/kastell.conf \
         /etc/polkit-1/rules.d/50-kastell-poweroff.rules /opt/kastell/kiosk/session.sh; do
    [[ -e $ROOT$f ]] || fail "missing $f"
done
[[ -L $ROOT/etc/systemd/system/multi-user.target.wants/kastell.service ]] || fail "kastell.service is not enabled"
getty=$(in_root systemctl is-enabled getty@tty1.service 2>/dev/null || true)
[[ $getty == disabled ]] || fail "getty@tty1 is $getty, not disabled"
verify=$(in_root systemd-analyze verify /etc/systemd/system/kastell.service 2>&1 || true)
if grep -v -E "^$|Failed to (open|connect)|bus|No such file.*(journal|dbus)|Cannot (open|find).*/dev/" <<<"$verify" \
        | grep -q .; then
    printf '%s\n' "$verify"
    fail "systemd-analyze verify reported problems"
fi
echo "    systemd-analyze verify: clean"
in_root runuser -u kastell -- env PYGAME_HIDE_SUPPORT_PROMPT=1 /opt/kastell/.venv/bin/python -c \
    'import pygame, pymunk; print("    pygame-ce", pygame.version.ver, "pymunk", pymunk.version)'

say "The compiled Castile solver: compiled by the installer, loaded from its cache as the service would"
grep -q "compiled Castile solver: ready" <<<"$out" || fail "the installer did not compile the Castile solver"
solver_started=$(date +%s)
in_root runuser -u kastell -- env -C /opt/kastell HOME=/var/lib/kastell NUMBA_CACHE_DIR=/var/cache/kastell/numba \
    /opt/kastell/.venv/bin/python -m game.castile.compile | sed 's/^/    /' || fail "the compiled solver did not load"
echo "    loaded in $(( $(date +%s) - solver_started )) s (under emulation)"

say "Running Kastell headless as the service would (600 frames of the attract loop)"
app_started=$(date +%s)
in_root runuser -u kastell -- env HOME=/var/lib/kastell PYGAME_HIDE_SUPPORT_PROMPT=1 \
    /opt/kastell/.venv/bin/python /opt/kastell/main.py --headless --kiosk --demo --frames 600 \
    --data-dir /var/lib/kastell || fail "the app did not run to its end"
echo "    600 frames in $(( $(date +%s) - app_started )) s, exit code 0"

say "session.sh without a screen: exit code 3 and a count (KMS/DRM has no /dev/dri here)"
set +e
in_root runuser -u kastell -- env KASTELL_DISPLAY=kmsdrm RUNTIME_DIRECTORY=/tmp HOME=/var/lib/kastell \
    PYGAME_HIDE_SUPPORT_PROMPT=1 /opt/kastell/kiosk/session.sh </dev/null >/dev/null 2>&1
code=$?
set -e
[[ $code -eq 3 ]] || fail "session.sh ended with $code, not 3"
[[ $(cat "$ROOT/tmp/display-failures") == 1 ]] || fail "session.sh did not count the failed start"
rm -f "$ROOT/tmp/display-failures"
echo "    exit code 3, failure counted"

say "All checks passed in $(( $(date +%s) - START )) s"
