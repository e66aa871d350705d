#!/usr/bin/env bash
# Kastell kiosk installer for Raspberry Pi OS Lite (Bookworm, 64-bit).
#
#   sudo ./kiosk/install.sh              install or update; KMSDRM unit (default)
#   sudo ./kiosk/install.sh --x11        the same with the X11 fallback unit
#   sudo ./kiosk/install.sh --uninstall  remove unit and /opt/kastell (keeps the data)
#   sudo ./kiosk/install.sh --uninstall --purge   also the data and the kastell user
#   ./kiosk/install.sh --dry-run [...]   only print what would be done
#
# Safe to run again (that is how updates are installed). The app is copied from the
# folder above this script (the repository root) to /opt/kastell; the data (settings,
# saved games, Kastell's log) live in /var/lib/kastell and survive updates.
set -euo pipefail

APP_DIR=/opt/kastell
DATA_DIR=/var/lib/kastell
USER_NAME=kastell
UNIT_NAME=kastell.service
UNIT_PATH=/etc/systemd/system/$UNIT_NAME
XWRAPPER=/etc/X11/Xwrapper.config
XWRAPPER_BACKUP=$XWRAPPER.kastell-orig
SRC_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

BASE_PACKAGES=(python3 python3-venv python3-pip rsync alsa-utils
    libegl1 libegl-mesa0 libgles2 libgbm1 libdrm2 libgl1-mesa-dri)
X11_PACKAGES=(xserver-xorg xserver-xorg-legacy xinit x11-xserver-utils
    matchbox-window-manager unclutter)

mode=install
x11=no
purge=no
dry_run=no

usage() {
    sed -n '4,8s/^# \{0,1\}//p' "${BASH_SOURCE[0]}"
}

say() { printf '==> %s\n' "$*"; }
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
        tmp=$(mktemp "$1.XXXXXX")
        cat > "$tmp"
        chmod "$2" "$tmp"
        mv -f "$tmp" "$1"
    fi
}

# True when this script runs on the console tty1: starting the unit there would stop
# the login session (and this script) at once.
on_tty1() {
    [[ "$(tty 2>/dev/null || true)" == /dev/tty1 ]]
}

unit_exists() {
    [[ -e $UNIT_PATH ]]
}

for arg in "$@"; do
    case $arg in
        --x11) x11=yes ;;
        --uninstall) mode=uninstall ;;
        --purge) purge=yes ;;
        --dry-run) dry_run=yes ;;
        -h|--help) usage; exit 0 ;;
        *) usage >&2; printf 'install.sh: unknown option: %s\n' "$arg" >&2; exit 2 ;;
    esac
done
if [[ $purge == yes && $mode != uninstall ]]; then
    die "--purge only goes with --uninstall"
fi
if [[ $dry_run == no && $EUID -ne 0 ]]; then
    die "please run as root: sudo $0 $*"
fi
command -v systemctl >/dev/null 2>&1 || die "systemd (systemctl) is required"

# ---------------------------------------------------------------- uninstall
uninstall() {
    say "Stopping and removing the Kastell service"
    if unit_exists; then
        run systemctl disable --now "$UNIT_NAME" || true
        run rm -f "$UNIT_PATH"
        run systemctl daemon-reload
        run systemctl reset-failed "$UNIT_NAME" 2>/dev/null || true
    fi
    say "Giving tty1 back to the login prompt"
    run systemctl enable --quiet getty@tty1.service
    run systemctl start getty@tty1.service || true
    if [[ -e $XWRAPPER_BACKUP ]]; then
        say "Restoring $XWRAPPER"
        run mv -f "$XWRAPPER_BACKUP" "$XWRAPPER"
    fi
    say "Removing $APP_DIR"
    run rm -rf "$APP_DIR"
    if [[ $purge == yes ]]; then
        say "Removing $DATA_DIR and the user $USER_NAME"
        run rm -rf "$DATA_DIR"
        if id -u "$USER_NAME" >/dev/null 2>&1; then
            run userdel "$USER_NAME"
        fi
    else
        say "Kept the data in $DATA_DIR and the user $USER_NAME (remove both with --uninstall --purge)"
    fi
    say "Done. Installed apt packages were left in place."
}

# ---------------------------------------------------------------- install
check_system() {
    [[ -f $SRC_DIR/main.py && -f $SRC_DIR/requirements.txt ]] \
        || die "no Kastell found in $SRC_DIR (the script must stay in the kiosk/ folder of the app)"
    [[ -f $SRC_DIR/kiosk/kastell.service && -f $SRC_DIR/kiosk/kastell-x11.service ]] \
        || die "the unit files are missing in $SRC_DIR/kiosk"
    local arch
    arch=$(dpkg --print-architecture 2>/dev/null || echo unknown)
    if [[ $arch != arm64 ]]; then
        warn "architecture $arch: written for Raspberry Pi OS 64-bit (arm64); pip may find no ready-made pygame-ce wheels"
    fi
    if [[ $(systemctl get-default 2>/dev/null || true) == graphical.target ]]; then
        warn "this system boots into a desktop, which holds the screen; for the kiosk switch to console boot: sudo raspi-config -> System Options -> Boot / Auto Login -> Console"
    fi
}

install_packages() {
    local packages=("${BASE_PACKAGES[@]}")
    if [[ $x11 == yes ]]; then
        packages+=("${X11_PACKAGES[@]}")
    fi
    say "Installing apt packages: ${packages[*]}"
    run apt-get update
    run env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${packages[@]}"
    # Python 3.11 or newer is required by Kastell (Bookworm ships 3.11).
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
            --exclude=.pytest_cache --exclude=/.hypothesis \
            "$SRC_DIR/" "$APP_DIR/"
    fi
    # Execute bits get lost on FAT USB sticks and some copies.
    run chmod 0755 "$APP_DIR/kiosk/install.sh" "$APP_DIR/kiosk/x11-session.sh"
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
    say "Installing the Python packages (requirements.txt; takes a while the first time)"
    run "$py" -m pip install --disable-pip-version-check --quiet -r "$APP_DIR/requirements.txt"
    # Byte code now, as root: the service may not write into /opt/kastell.
    run "$py" -m compileall -q -x '/\.venv/' "$APP_DIR" >/dev/null || warn "compileall reported problems"
    say "Checking that the user $USER_NAME can load Kastell's libraries"
    run runuser -u "$USER_NAME" -- "$py" -c 'import pygame, pymunk' \
        || die "the kastell user cannot import pygame/pymunk from $APP_DIR/.venv"
}

configure_x11() {
    # X started from a service (not from a logged-in console) needs root rights through
    # the Xorg wrapper (package xserver-xorg-legacy).
    if [[ -e $XWRAPPER && ! -e $XWRAPPER_BACKUP ]] && ! grep -q 'Kastell' "$XWRAPPER"; then
        run cp -p "$XWRAPPER" "$XWRAPPER_BACKUP"
    fi
    say "Writing $XWRAPPER"
    write_file "$XWRAPPER" 0644 <<'EOF'
# Written by Kastell's kiosk/install.sh --x11 (the original, if any: Xwrapper.config.kastell-orig).
# The kiosk service starts X itself, so X must be allowed to start from a service and run as root.
allowed_users=anybody
needs_root_rights=yes
EOF
}

install_unit() {
    local source
    if [[ $x11 == yes ]]; then
        source=$APP_DIR/kiosk/kastell-x11.service
    else
        source=$APP_DIR/kiosk/kastell.service
    fi
    say "Installing $source as $UNIT_PATH"
    run install -m 0644 "$source" "$UNIT_PATH"
    run systemctl daemon-reload
    say "Turning off the login prompt on tty1 (the screen belongs to Kastell)"
    run systemctl disable --quiet getty@tty1.service
    say "Enabling $UNIT_NAME (starts on every boot)"
    run systemctl enable --quiet "$UNIT_NAME"
}

start_unit() {
    if on_tty1; then
        say "This script runs on tty1: Kastell starts after a reboot (sudo reboot)"
        started=no
        return
    fi
    say "(Re)starting $UNIT_NAME"
    run systemctl restart "$UNIT_NAME"
    started=yes
    if [[ $dry_run == no ]]; then
        sleep 5
        if systemctl is-active --quiet "$UNIT_NAME"; then
            say "Kastell is running"
        else
            warn "Kastell is not running; see: journalctl -u kastell -b"
        fi
    fi
}

install_all() {
    check_system
    install_packages
    create_user
    copy_app
    create_venv
    if [[ $x11 == yes ]]; then
        configure_x11
    fi
    install_unit
    start_unit
    local kind=KMSDRM
    [[ $x11 == yes ]] && kind="X11 fallback"
    cat <<EOF

Kastell is installed ($kind).
  app:            $APP_DIR   (Python venv: $APP_DIR/.venv)
  data:           $DATA_DIR   (settings, saved games)
  service:        $UNIT_PATH   (user $USER_NAME, console tty1, starts on boot)
  service log:    journalctl -u kastell -f
  Kastell's log:  $DATA_DIR/kastell.log
  status:         systemctl status kastell
  stop / start:   sudo systemctl stop kastell / sudo systemctl start kastell
  update:         git pull (or copy the new folder), then run this script again
EOF
    if [[ $started == no ]]; then
        echo "  next step:      sudo reboot"
    fi
    if [[ $x11 == no ]]; then
        echo "  black screen?   sudo $SRC_DIR/kiosk/install.sh --x11"
    fi
}

started=no
if [[ $mode == uninstall ]]; then
    uninstall
else
    install_all
fi
