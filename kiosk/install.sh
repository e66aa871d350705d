#!/usr/bin/env bash
# Kastell kiosk installer for Raspberry Pi OS Lite (Bookworm, 64-bit).
#
#   sudo ./kiosk/install.sh                   install or update (KMS/DRM, X11 by itself if needed)
#   sudo ./kiosk/install.sh --display x11     always the X11 session (kmsdrm: never X11)
#   sudo ./kiosk/install.sh --rotate 90       turn picture and touch (0, 90, 180, 270 clockwise)
#   sudo ./kiosk/install.sh --uninstall       remove the service and /opt/kastell (keeps the data)
#   sudo ./kiosk/install.sh --uninstall --purge   also the data and the kastell user
#   ./kiosk/install.sh --dry-run [...]        only print what would be done
#
# Safe to run again (that is how updates and changes are made). The app is copied from the folder
# above this script to /opt/kastell; the data (settings, saved games, Kastell's log) live in
# /var/lib/kastell and survive updates. Works in image builders and chroots too: without a
# running systemd the units are written and enabled, and nothing is started (it says so).
set -euo pipefail

APP_DIR=/opt/kastell
DATA_DIR=/var/lib/kastell
CACHE_DIR=/var/cache/kastell   # numba's compiled Castile solver (kastell.service: NUMBA_CACHE_DIR)
USER_NAME=kastell
UNIT_NAME=kastell.service
UNIT_PATH=/etc/systemd/system/$UNIT_NAME
DROPIN_DIR=/etc/systemd/system/$UNIT_NAME.d
DROPIN=$DROPIN_DIR/kastell.conf
XWRAPPER=/etc/X11/Xwrapper.config
XWRAPPER_BACKUP=$XWRAPPER.kastell-orig
TOUCH_CONF=/etc/X11/xorg.conf.d/40-kastell-touch.conf
POLKIT_RULE=/etc/polkit-1/rules.d/50-kastell-poweroff.rules
SRC_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

BASE_PACKAGES=(python3 python3-venv python3-pip rsync alsa-utils polkitd
    libegl1 libegl-mesa0 libgles2 libgbm1 libdrm2 libgl1-mesa-dri)
X11_PACKAGES=(xserver-xorg xserver-xorg-legacy xinit x11-xserver-utils
    matchbox-window-manager unclutter)

mode=install
display=auto
rotate=0
purge=no
dry_run=no

usage() {
    sed -n '4,10s/^# \{0,1\}//p' "${BASH_SOURCE[0]}"
}

say() { printf '==> %s\n' "$*"; }
note() { printf '    %s\n' "$*"; }
warn() { printf 'WARNUNG/WARNING: %s\n' "$*" >&2; }
die() { printf 'install.sh: %s\n' "$*" >&2; exit 1; }

# Runs a command, or only shows it with --dry-run.
run() {
    if [[ $dry_run == yes ]]; then
        printf '+'
        printf ' %q' "$@"
        printf '\n'
    else
        "$@"
    fi
}

# write_file PATH MODE: writes stdin to PATH (or shows it with --dry-run).
write_file() {
    if [[ $dry_run == yes ]]; then
        printf '+ write %s (mode %s):\n' "$1" "$2"
        sed 's/^/|   /'
    else
        local tmp
        install -d "$(dirname "$1")"
        tmp=$(mktemp "$1.XXXXXX")
        cat > "$tmp"
        chmod "$2" "$tmp"
        mv -f "$tmp" "$1"
    fi
}

# True when systemd runs this machine (not an image builder, a chroot or a container without it).
systemd_running() {
    [[ -d /run/systemd/system ]]
}

# systemctl that also works offline (writes the enable links without asking a running systemd).
sysctl() {
    if systemd_running; then
        run systemctl "$@"
    else
        run env SYSTEMD_OFFLINE=1 systemctl "$@"
    fi
}

# True when this script runs on the console tty1: starting the unit there would stop the login
# session (and this script) at once.
on_tty1() {
    [[ "$(tty 2>/dev/null || true)" == /dev/tty1 ]]
}

while [[ $# -gt 0 ]]; do
    case $1 in
        --display)
            [[ $# -ge 2 ]] || { usage >&2; die "--display needs auto, kmsdrm or x11"; }
            display=$2; shift ;;
        --display=*) display=${1#*=} ;;
        --x11) display=x11 ;;
        --rotate)
            [[ $# -ge 2 ]] || { usage >&2; die "--rotate needs 0, 90, 180 or 270"; }
            rotate=$2; shift ;;
        --rotate=*) rotate=${1#*=} ;;
        --uninstall) mode=uninstall ;;
        --purge) purge=yes ;;
        --dry-run) dry_run=yes ;;
        -h|--help) usage; exit 0 ;;
        *) usage >&2; printf 'install.sh: unknown option: %s\n' "$1" >&2; exit 2 ;;
    esac
    shift
done
case $display in auto|kmsdrm|x11) ;; *) die "--display must be auto, kmsdrm or x11, not '$display'" ;; esac
case $rotate in 0|90|180|270) ;; *) die "--rotate must be 0, 90, 180 or 270, not '$rotate'" ;; esac
if [[ $rotate != 0 && $display == kmsdrm ]]; then
    die "a rotated screen needs X11 (KMS/DRM cannot turn the picture): use --display auto or x11"
fi
if [[ $rotate != 0 ]]; then
    display=x11  # turning the picture is X11's job (xrandr); the touch matrix turns the touches with it
fi
if [[ $purge == yes && $mode != uninstall ]]; then
    die "--purge only goes with --uninstall"
fi
if [[ $dry_run == no && $EUID -ne 0 ]]; then
    die "please run as root: sudo $0 $*"
fi
command -v systemctl >/dev/null 2>&1 || die "systemd (systemctl) is required"

# ---------------------------------------------------------------- shared steps
restore_xwrapper() {
    if [[ -e $XWRAPPER_BACKUP ]]; then
        say "Restoring $XWRAPPER (X is not used any more)"
        run mv -f "$XWRAPPER_BACKUP" "$XWRAPPER"
    elif [[ -e $XWRAPPER ]] && grep -q 'Kastell' "$XWRAPPER"; then
        say "Removing Kastell's $XWRAPPER (X is not used any more)"
        run rm -f "$XWRAPPER"
    fi
}

boot_cmdline() {
    local f
    for f in /boot/firmware/cmdline.txt /boot/cmdline.txt; do
        [[ -f $f ]] && { printf '%s' "$f"; return 0; }
    done
    return 1
}

# set_boot_option NAME VALUE: NAME=VALUE on the kernel command line (one line; others untouched).
set_boot_option() {
    local file line
    file=$(boot_cmdline) || { note "no cmdline.txt here (not a Raspberry Pi image?): $1=$2 not set"; return 0; }
    line=$(head -n 1 "$file")
    line=$(printf '%s' "$line" | sed -E "s/(^| )$1=[^ ]*//g")
    line="$line $1=$2"
    line=$(printf '%s' "$line" | sed -E 's/  +/ /g; s/^ //')
    if [[ "$line" != "$(head -n 1 "$file")" ]]; then
        [[ -e $file.kastell-orig ]] || run cp -p "$file" "$file.kastell-orig"
        printf '%s\n' "$line" | write_file "$file" 0755
        note "$file: $1=$2 (takes effect after the next reboot)"
        reboot_needed=yes
    fi
}

# ---------------------------------------------------------------- uninstall
uninstall() {
    say "Stopping and removing the Kastell service"
    if [[ -e $UNIT_PATH ]]; then
        if systemd_running; then
            run systemctl disable --now "$UNIT_NAME" || true
        else
            sysctl disable "$UNIT_NAME" || true
        fi
        run rm -f "$UNIT_PATH"
        run rm -rf "$DROPIN_DIR"
        if systemd_running; then
            run systemctl daemon-reload
            run systemctl reset-failed "$UNIT_NAME" 2>/dev/null || true
        fi
    fi
    say "Giving tty1 back to the login prompt"
    sysctl enable --quiet getty@tty1.service || true
    systemd_running && { run systemctl start getty@tty1.service || true; }
    restore_xwrapper
    run rm -f "$TOUCH_CONF" "$POLKIT_RULE"
    say "Removing $APP_DIR and $CACHE_DIR"
    run rm -rf "$APP_DIR" "$CACHE_DIR"
    if [[ $purge == yes ]]; then
        say "Removing $DATA_DIR and the user $USER_NAME"
        run rm -rf "$DATA_DIR"
        if id -u "$USER_NAME" >/dev/null 2>&1; then
            run userdel "$USER_NAME"
        fi
    else
        note "kept the data in $DATA_DIR and the user $USER_NAME (remove both with --uninstall --purge)"
    fi
    say "Done. Installed apt packages and the kernel command line were left as they are."
}

# ---------------------------------------------------------------- install
check_system() {
    [[ -f $SRC_DIR/main.py && -f $SRC_DIR/requirements-runtime.txt ]] \
        || die "no Kastell found in $SRC_DIR (the script must stay in the kiosk/ folder of the app)"
    [[ -f $SRC_DIR/kiosk/kastell.service && -f $SRC_DIR/kiosk/session.sh ]] \
        || die "the service files are missing in $SRC_DIR/kiosk"
    local arch
    arch=$(dpkg --print-architecture 2>/dev/null || echo unknown)
    if [[ $arch != arm64 ]]; then
        warn "architecture $arch: written for Raspberry Pi OS 64-bit (arm64); pip may find no ready-made pygame-ce wheels"
    fi
    # A desktop holds the screen: it has a display manager (lightdm, gdm, sddm ...), whatever the default target says.
    if [[ -e /etc/systemd/system/display-manager.service ]]; then
        warn "this system starts a desktop ($(readlink -f /etc/systemd/system/display-manager.service 2>/dev/null | xargs -r basename)), which holds the screen; for the kiosk choose the console: sudo raspi-config -> System Options -> Boot / Auto Login -> Console"
    fi
    if ! systemd_running; then
        say "systemd is not running here (image builder or chroot): the service is written and enabled, not started"
    fi
}

install_packages() {
    local packages=("${BASE_PACKAGES[@]}")
    if [[ $display != kmsdrm ]]; then
        packages+=("${X11_PACKAGES[@]}")
    fi
    say "Installing apt packages (this takes a few minutes the first time)"
    note "${packages[*]}"
    run env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    run env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
    if [[ $dry_run == no ]]; then
        python3 -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
            || die "Python 3.11 or newer is required, found $(python3 --version 2>&1)"
    fi
}

create_user() {
    if id -u "$USER_NAME" >/dev/null 2>&1; then
        say "User $USER_NAME exists"
    else
        say "Creating the system user $USER_NAME"
        run useradd --system --user-group --home-dir "$DATA_DIR" --no-create-home \
            --shell /usr/sbin/nologin --comment "Kastell kiosk" "$USER_NAME"
    fi
    # video, render: screen and GPU (/dev/dri); input: touch, keyboard, gamepads; audio: sound.
    local group
    for group in video render input audio; do
        if getent group "$group" >/dev/null; then
            run usermod -a -G "$group" "$USER_NAME"
        else
            warn "group $group does not exist; skipped"
        fi
    done
    say "Data folder $DATA_DIR"
    run install -d -o "$USER_NAME" -g "$USER_NAME" -m 0750 "$DATA_DIR"
}

copy_app() {
    if [[ $SRC_DIR -ef $APP_DIR ]]; then
        say "Running from $APP_DIR itself: nothing to copy"
    else
        say "Copying $SRC_DIR to $APP_DIR"
        run install -d -o root -g root -m 0755 "$APP_DIR"
        # --delete removes files that are gone from the source; the venv stays.
        run rsync -a --delete --chown=root:root --chmod=u+rwX,go+rX,go-w \
            --exclude=/.venv --exclude=/.git --exclude=__pycache__ \
            --exclude=.pytest_cache --exclude=/.hypothesis --exclude=/dist \
            "$SRC_DIR/" "$APP_DIR/"
    fi
    # Execute bits get lost on FAT USB sticks and some copies.
    run chmod 0755 "$APP_DIR/kiosk/install.sh" "$APP_DIR/kiosk/session.sh" "$APP_DIR/kiosk/x11-session.sh"
}

create_venv() {
    local py=$APP_DIR/.venv/bin/python
    if [[ -x $py ]] && "$py" -c 'import sys' >/dev/null 2>&1; then
        say "Virtual environment $APP_DIR/.venv exists"
    else
        say "Creating the virtual environment $APP_DIR/.venv"
        run rm -rf "$APP_DIR/.venv"
        run python3 -m venv "$APP_DIR/.venv"
    fi
    say "Installing Kastell's Python packages (requirements-runtime.txt; a while the first time)"
    run env PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_ROOT_USER_ACTION=ignore PIP_NO_WARN_SCRIPT_LOCATION=1 \
        "$py" -m pip install --quiet --quiet -r "$APP_DIR/requirements-runtime.txt"
    # Byte code now, as root: the service may not write into /opt/kastell.
    run "$py" -m compileall -q -x '/\.venv/' "$APP_DIR" >/dev/null || warn "compileall reported problems"
    say "Checking that the user $USER_NAME can load Kastell"
    run runuser -u "$USER_NAME" -- env PYGAME_HIDE_SUPPORT_PROMPT=1 "$py" -c 'import pygame, pymunk' \
        || die "the kastell user cannot import pygame/pymunk from $APP_DIR/.venv"
    # Compiled now, as the service's user into the service's cache folder (kastell.service sets
    # NUMBA_CACHE_DIR), so that the first hint of the first game does not wait for it.
    say "Compiling the Castile solver (numba; a minute or two on a Pi, once)"
    run install -d -o "$USER_NAME" -g "$USER_NAME" -m 0750 "$CACHE_DIR"
    run runuser -u "$USER_NAME" -- env -C "$APP_DIR" HOME="$DATA_DIR" NUMBA_CACHE_DIR="$CACHE_DIR/numba" \
        "$py" -m game.castile.compile \
        || warn "the compiled Castile solver is unavailable; Castile's solver searches in Python (slower)"
}

configure_display() {
    if [[ $display == kmsdrm ]]; then
        restore_xwrapper
    else
        # X started from a service (not from a logged-in console) needs root rights through the Xorg
        # wrapper (package xserver-xorg-legacy). Only for the X11 session (chosen, or the fallback).
        if [[ -e $XWRAPPER && ! -e $XWRAPPER_BACKUP ]] && ! grep -q 'Kastell' "$XWRAPPER"; then
            run cp -p "$XWRAPPER" "$XWRAPPER_BACKUP"
        fi
        say "Writing $XWRAPPER (the service may start X)"
        write_file "$XWRAPPER" 0644 <<'XEOF'
# Written by Kastell's kiosk/install.sh (the original, if any: Xwrapper.config.kastell-orig).
# The kiosk service starts X itself, so X must be allowed to start from a service and run as root.
allowed_users=anybody
needs_root_rights=yes
XEOF
    fi
    local matrix=""
    case $rotate in
        90) matrix="0 1 0 -1 0 1 0 0 1" ;;
        180) matrix="-1 0 1 0 -1 1 0 0 1" ;;
        270) matrix="0 -1 1 1 0 0 0 0 1" ;;
    esac
    if [[ -n $matrix ]]; then
        say "Turning the touch screen with the picture ($rotate degrees): $TOUCH_CONF"
        write_file "$TOUCH_CONF" 0644 <<XEOF
# Written by Kastell's kiosk/install.sh --rotate $rotate: touches turn with the picture (xrandr).
Section "InputClass"
    Identifier "Kastell touch rotation"
    MatchIsTouchscreen "on"
    Option "CalibrationMatrix" "$matrix"
EndSection
XEOF
    elif [[ -e $TOUCH_CONF ]]; then
        say "Removing $TOUCH_CONF (no rotation)"
        run rm -f "$TOUCH_CONF"
    fi
    say "Screen: never blank; console turned by $rotate degrees"
    set_boot_option consoleblank 0
    set_boot_option fbcon "rotate:$(( rotate / 90 ))"
}

configure_power_off() {
    say "Allowing $USER_NAME to shut the machine down (operator screen 'Ausschalten'), and nothing else"
    write_file "$POLKIT_RULE" 0644 <<PEOF
// Written by Kastell's kiosk/install.sh: the kiosk's service user may power the machine off
// (the operator screen's "Ausschalten"). Nothing else is allowed to it.
polkit.addRule(function (action, subject) {
    if ((action.id == "org.freedesktop.login1.power-off" ||
         action.id == "org.freedesktop.login1.power-off-multiple-sessions" ||
         action.id == "org.freedesktop.login1.power-off-ignore-inhibit") &&
        subject.user == "$USER_NAME") {
        return polkit.Result.YES;
    }
});
PEOF
}

install_unit() {
    say "Installing the service $UNIT_PATH (display: $display, rotation: $rotate)"
    run install -m 0644 "$APP_DIR/kiosk/kastell.service" "$UNIT_PATH"
    write_file "$DROPIN" 0644 <<DEOF
# Written by Kastell's kiosk/install.sh; run it again to change these.
[Service]
Environment=KASTELL_DISPLAY=$display
Environment=KASTELL_ROTATE=$rotate
DEOF
    if systemd_running; then
        run systemctl daemon-reload
    fi
    say "Turning off the login prompt on tty1 (the screen belongs to Kastell)"
    sysctl disable --quiet getty@tty1.service
    say "Enabling $UNIT_NAME (starts on every boot)"
    sysctl enable --quiet "$UNIT_NAME"
}

# An honest check: the service must be active and not restarting for several seconds.
check_running() {
    local restarts_before restarts_after state
    sleep 2
    restarts_before=$(systemctl show -p NRestarts --value "$UNIT_NAME" 2>/dev/null || echo 0)
    sleep 8
    state=$(systemctl show -p ActiveState --value "$UNIT_NAME" 2>/dev/null || echo unknown)
    restarts_after=$(systemctl show -p NRestarts --value "$UNIT_NAME" 2>/dev/null || echo 0)
    if [[ $state == active && $restarts_before == "$restarts_after" ]]; then
        say "Kastell is running (active, no restarts in 8 s)"
        running=yes
    else
        warn "Kastell is not running steadily (state $state, restarts $restarts_before -> $restarts_after); the last lines of its journal:"
        journalctl -u "$UNIT_NAME" -b -n 15 --no-pager 2>/dev/null | sed 's/^/    /' >&2 || true
    fi
}

start_unit() {
    if ! systemd_running; then
        say "Not started: systemd is not running here. Kastell starts on the first boot of this system."
        return
    fi
    if on_tty1; then
        say "This script runs on tty1: Kastell starts after a reboot (sudo reboot)"
        return
    fi
    if [[ $reboot_needed == yes ]]; then
        note "the kernel command line changed: the screen settings take effect after a reboot"
    fi
    say "(Re)starting $UNIT_NAME"
    run systemctl restart "$UNIT_NAME"
    if [[ $dry_run == no ]]; then
        check_running
    fi
}

install_all() {
    check_system
    install_packages
    create_user
    copy_app
    create_venv
    configure_display
    configure_power_off
    install_unit
    start_unit
    cat <<EOF

Kastell is installed (display: $display, rotation: $rotate).
  app:            $APP_DIR   (Python venv: $APP_DIR/.venv)
  data:           $DATA_DIR   (settings, saved games, Kastell's log kastell.log)
  service:        $UNIT_PATH   (user $USER_NAME, console tty1, starts on boot)
  service log:    journalctl -u kastell -f
  status:         systemctl status kastell
  stop / start:   sudo systemctl stop kastell / sudo systemctl start kastell
  operator PIN:   sudo -u $USER_NAME $APP_DIR/.venv/bin/python $APP_DIR/main.py --set-pin --data-dir $DATA_DIR
  update:         get the new Kastell folder, then run this script again from it
EOF
    if ! systemd_running; then
        echo "  started:        no (systemd is not running here; it starts on the first boot)"
    elif [[ $running == no ]]; then
        echo "  next step:      sudo reboot"
    fi
}

reboot_needed=no
running=no
if [[ $mode == uninstall ]]; then
    uninstall
else
    install_all
fi
