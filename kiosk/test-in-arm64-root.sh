#!/usr/bin/env bash
# What only arm64 can show, checked in a Debian bookworm arm64 root under emulation (slow; not part of
# CI; run as root). The booted machine (systemd, console, display, power) is kiosk/test-in-vm.sh's job.
#
#   sudo kiosk/test-in-arm64-root.sh [ROOT]      (default ROOT: /var/tmp/kastell-arm64-root)
#
# 1. builds (once) a bookworm arm64 root with debootstrap under qemu-user-static, shaped like Raspberry
#    Pi OS Lite (systemd, sudo, udev, polkitd, a sudo user "pi", /boot/firmware/cmdline.txt), and keeps it;
# 2. packs Kastell with its arm64 wheelhouse (python -m kiosk.pack --arch arm64), unpacks it in the root as
#    the owner would from a USB stick, and runs kiosk/install.sh there with the network cut off for the
#    installer (its own network namespace): the wheels must install from the archive;
# 3. checks: the unit, its drop-in and the X server's unit in place, kastell.service enabled, tty1's
#    getty disabled, `systemd-analyze verify` clean; consoleblank=0 on the kernel command line; the
#    polkit rule asked through pkcheck (a polkitd started in the root): the kastell user may power off
#    and start kastell-xorg.service, and may not reboot or start any other unit; numba compiled the
#    Castile solver for arm64 and it loads from its cache; the app runs headless as the service user
#    (600 frames of the attract loop); session.sh with no screen shows its message and counts the try;
# 4. leaves the host as it found it: unmounts everything it mounted, unregisters the emulator it
#    registered and unmounts binfmt_misc if it mounted it; all it writes lies inside ROOT.
# Exits non-zero at the first failed check, naming it.
set -euo pipefail

ROOT=${1:-/var/tmp/kastell-arm64-root}
SRC_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
START=$(date +%s)
MOUNTED=()
BINFMT_MOUNTED=no
EMULATOR_ENABLED=no
POLKIT_PIDS=()

say() { printf '\n==> %s\n' "$*"; }
fail() { printf '\nFAILED: %s\n' "$*" >&2; exit 1; }

[[ $EUID -eq 0 ]] || fail "run as root (debootstrap, chroot and mounts need it)"

unmount_all() {
    local i
    for ((i = ${#MOUNTED[@]} - 1; i >= 0; i--)); do
        umount -l "${MOUNTED[i]}" 2>/dev/null || true
    done
    MOUNTED=()
}

cleanup() {
    local pid
    for pid in "${POLKIT_PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
    [[ ${#POLKIT_PIDS[@]} -eq 0 ]] || sleep 1  # (their files under ROOT closed before the unmounts)
    unmount_all
    if [[ $EMULATOR_ENABLED == yes ]]; then
        update-binfmts --disable qemu-aarch64 >/dev/null 2>&1 || true
    fi
    if [[ $BINFMT_MOUNTED == yes ]]; then
        umount /proc/sys/fs/binfmt_misc 2>/dev/null || true
    fi
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

# The same, without any network (a namespace of its own with only a loopback that is down).
in_root_offline() {
    unshare --net chroot "$ROOT" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 \
        SYSTEMD_OFFLINE=1 DEBIAN_FRONTEND=noninteractive "$@"
}

say "Tools: debootstrap, qemu-user-static, binfmt-support"
if ! command -v debootstrap >/dev/null || ! command -v qemu-aarch64-static >/dev/null; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap qemu-user-static binfmt-support >/dev/null
fi
if [[ ! -e /proc/sys/fs/binfmt_misc/register ]]; then
    mount -t binfmt_misc binfmt_misc /proc/sys/fs/binfmt_misc
    BINFMT_MOUNTED=yes
fi
if [[ ! -e /proc/sys/fs/binfmt_misc/qemu-aarch64 ]]; then
    update-binfmts --enable qemu-aarch64 >/dev/null 2>&1 || true
    EMULATOR_ENABLED=yes
fi
[[ -e /proc/sys/fs/binfmt_misc/qemu-aarch64 ]] || fail "qemu-aarch64 is not registered with binfmt_misc"

if [[ ! -x $ROOT/usr/bin/systemctl || ! -e $ROOT/.kastell-pi-lite ]]; then
    mirror=$(awk '/^URIs:/ {print $2; exit}' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)
    mirror=${mirror:-http://deb.debian.org/debian}
    say "Building the bookworm arm64 root in $ROOT from $mirror (a few minutes, once)"
    rm -rf "$ROOT"
    debootstrap --arch=arm64 --variant=minbase bookworm "$ROOT" "$mirror" >/dev/null
    cp /etc/resolv.conf "$ROOT/etc/resolv.conf"
    bind /proc; bind /sys; bind /dev
    in_root apt-get update -qq
    in_root apt-get install -y -qq --no-install-recommends systemd systemd-sysv sudo ca-certificates udev \
        python3 dbus >/dev/null
    in_root useradd --create-home --groups sudo --shell /bin/bash pi
    # Raspberry Pi OS keeps the kernel command line here (one line); the installer edits it.
    mkdir -p "$ROOT/boot/firmware"
    echo "console=serial0,115200 console=tty1 root=PARTUUID=deadbeef-02 rootfstype=ext4 fsck.repair=yes rootwait" \
        > "$ROOT/boot/firmware/cmdline.txt"
    touch "$ROOT/.kastell-pi-lite"
    unmount_all
fi

say "The host's name service, certificates and apt/pip settings go into the root (for apt only)"
cp /etc/resolv.conf "$ROOT/etc/resolv.conf"
cp /etc/ssl/certs/ca-certificates.crt "$ROOT/etc/ssl/certs/ca-certificates.crt" 2>/dev/null || true
bind /proc; bind /sys; bind /dev

say "Packing Kastell with its arm64 wheelhouse, unpacking it in the root as from a USB stick"
packs="$ROOT/var/tmp/kastell-packs"
rm -rf "$packs"
mkdir -p "$packs"
packed=$(cd "$SRC_DIR" && python3 -m kiosk.pack --arch arm64 "$packs" 2>/dev/null)
archive=$(head -n 1 <<<"$packed" | cut -d' ' -f1)
[[ -f $archive ]] || fail "no archive made"
echo "    $(basename "$archive"): $(du -m "$archive" | cut -f1) MB"
rm -rf "$ROOT/home/pi/kastell"
tar -xzf "$archive" -C "$ROOT/home/pi"
in_root chown -R pi:pi /home/pi/kastell

say "The Debian packages the installer needs (with the network; on a Pi they come from its own sources)"
mapfile -t packages < <(bash "$SRC_DIR/kiosk/install.sh" --print-packages)
in_root apt-get update -qq
in_root apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null

say "Running the installer in the root with no network (systemd is not PID 1 here)"
# a first install every time (a second one keeps the venv of the first and installs no wheel)
rm -rf "$ROOT/opt/kastell" "$ROOT/opt/kastell.new" "$ROOT/var/lib/kastell" "$ROOT/var/cache/kastell"
install_started=$(date +%s)
out=$(in_root_offline /home/pi/kastell/kiosk/install.sh 2>&1) || { printf '%s\n' "$out"; fail "install.sh failed"; }
printf '%s\n' "$out" | grep -v '^    Processing' | sed 's/^/    /'
echo "    (installer: $(( $(date +%s) - install_started )) s, offline)"
grep -q "not started" <<<"$out" || fail "the installer did not say that nothing was started"
grep -q "Kastell is running" <<<"$out" && fail "the installer claims Kastell is running in a root without systemd"
grep -q "from the archive (wheels/arm64; no network)" <<<"$out" || fail "the wheels did not come from the archive"
grep -q "Successfully installed" <<<"$out" || fail "pip installed nothing"

say "Checking the units, the kernel command line and the installed version"
for f in /etc/systemd/system/kastell.service /etc/systemd/system/kastell.service.d/kastell.conf \
         /etc/systemd/system/kastell-xorg.service /etc/polkit-1/rules.d/50-kastell-poweroff.rules \
         /opt/kastell/kiosk/session.sh /opt/kastell/VERSION; do
    [[ -e $ROOT$f ]] || fail "missing $f"
done
[[ ! -e $ROOT/etc/X11/Xwrapper.config ]] || ! grep -q Kastell "$ROOT/etc/X11/Xwrapper.config" \
    || fail "an Xwrapper.config of Kastell's lets users start a root X server"
[[ -L $ROOT/etc/systemd/system/multi-user.target.wants/kastell.service ]] || fail "kastell.service is not enabled"
getty=$(in_root systemctl is-enabled getty@tty1.service 2>/dev/null || true)
[[ $getty == disabled ]] || fail "getty@tty1 is $getty, not disabled"
verify=$(in_root systemd-analyze verify /etc/systemd/system/kastell.service /etc/systemd/system/kastell-xorg.service 2>&1 || true)
if grep -v -E "^$|Failed to (open|connect)|bus|No such file.*(journal|dbus)|Cannot (open|find).*/dev/" <<<"$verify" \
        | grep -q .; then
    printf '%s\n' "$verify"
    fail "systemd-analyze verify reported problems"
fi
echo "    systemd-analyze verify: clean"
grep -qw "consoleblank=0" "$ROOT/boot/firmware/cmdline.txt" || fail "consoleblank=0 is not on the kernel command line"
[[ $(wc -l < "$ROOT/boot/firmware/cmdline.txt") -eq 1 ]] || fail "cmdline.txt is no longer one line"
echo "    cmdline.txt: $(cat "$ROOT/boot/firmware/cmdline.txt")"
echo "    version: $(cat "$ROOT/opt/kastell/VERSION")"
in_root runuser -u kastell -- env PYGAME_HIDE_SUPPORT_PROMPT=1 /opt/kastell/.venv/bin/python -c \
    'import pygame, pymunk, numba; print("    pygame-ce", pygame.version.ver, "pymunk", pymunk.version, "numba", numba.__version__)'

say "The polkit rule, asked through pkcheck (a system bus and polkitd started in the root)"
mkdir -p "$ROOT/run/dbus"
dbus_pid=$(in_root dbus-daemon --system --fork --nopidfile --print-pid)
POLKIT_PIDS+=("$dbus_pid")
sleep 1
in_root /usr/lib/polkit-1/polkitd --no-debug >/dev/null 2>&1 &
POLKIT_PIDS+=($!)
sleep 3
# ask ACTION [DETAILS...]: may a process of the kastell user do ACTION? pkcheck asks as root (polkit
# takes details such as the unit only from a trusted caller) about a process running as kastell;
# `answer` is pkcheck's exit code (0 allowed, 1 not allowed, 2 only after a password; other: an error).
ask() {
    local action=$1; shift
    answer=0
    asked=$(in_root sh -c "setpriv --reuid=kastell --regid=kastell --init-groups sleep 60 & p=\$!; sleep 1;
        pkcheck --action-id $action --process \$p $* 2>&1; r=\$?; kill \$p; exit \$r") || answer=$?
}
allowed() {
    ask "$@"
    [[ $answer -eq 0 ]] || fail "polkit does not let kastell do $*: exit $answer: $asked"
}
refused() {
    ask "$@"
    [[ $answer -eq 1 || $answer -eq 2 ]] || fail "polkit did not refuse kastell $*: exit $answer: $asked"
}
allowed org.freedesktop.login1.power-off
allowed org.freedesktop.systemd1.manage-units --detail unit kastell-xorg.service --detail verb start
allowed org.freedesktop.systemd1.manage-units --detail unit kastell-xorg.service --detail verb stop
refused org.freedesktop.login1.reboot
refused org.freedesktop.systemd1.manage-units --detail unit ssh.service --detail verb start
refused org.freedesktop.systemd1.manage-units --detail unit kastell-xorg.service --detail verb restart
echo "    pkcheck: power-off and kastell-xorg start and stop allowed; reboot, other units and other verbs refused"
for pid in "${POLKIT_PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
POLKIT_PIDS=()

say "The compiled Castile solver: compiled by the installer for arm64, loaded from its cache as the service would"
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

say "session.sh without a screen: exit code 3, a count, and the message on its console"
rm -rf "$ROOT/var/tmp/kastell-session"
mkdir -p "$ROOT/var/tmp/kastell-session"
: > "$ROOT/var/tmp/kastell-session/console"  # tty1, as a file the service's user may write (as tty1 is)
in_root chown -R kastell:kastell /var/tmp/kastell-session
set +e
in_root runuser -u kastell -- env KASTELL_DISPLAY=kmsdrm RUNTIME_DIRECTORY=/var/tmp/kastell-session \
    KASTELL_CONSOLE=/var/tmp/kastell-session/console HOME=/var/lib/kastell PYGAME_HIDE_SUPPORT_PROMPT=1 \
    /opt/kastell/kiosk/session.sh </dev/null >/dev/null 2>&1
code=$?
set -e
[[ $code -eq 3 ]] || fail "session.sh ended with $code, not 3"
[[ $(cat "$ROOT/var/tmp/kastell-session/display-failures") == 1 ]] || fail "session.sh did not count the failed start"
grep -q "Kastell sucht den Bildschirm" "$ROOT/var/tmp/kastell-session/console" || fail "no message on the console"
echo "    exit code 3, failure counted, message on the console"
rm -rf "$ROOT/var/tmp/kastell-session" "$packs"

say "All checks passed in $(( $(date +%s) - START )) s"
