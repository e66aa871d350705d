#!/usr/bin/env bash
# Kastell kiosk installer for Raspberry Pi OS Lite (Bookworm, 64-bit).
#
#   sudo ./kiosk/install.sh                   install or update (keeps the display and rotation chosen before)
#   sudo ./kiosk/install.sh --display x11     always the X11 session (kmsdrm: never X11; auto: the default)
#   sudo ./kiosk/install.sh --rotate 90       turn picture and touch (0, 90, 180, 270 clockwise)
#   sudo ./kiosk/install.sh --uninstall       remove the service and /opt/kastell (keeps the data)
#   sudo ./kiosk/install.sh --uninstall --purge   also the data and the kastell user
#   ./kiosk/install.sh --dry-run [...]        only print what would be done
#   ./kiosk/install.sh --print-packages       the Debian packages it needs (with --display)
#
# Safe to run again: that is how updates and changes are made, and the choices made before (display,
# rotation, the operator PIN, all data) stay unless an option changes them. The app is copied from the
# folder above this script to /opt/kastell: exactly the files its MANIFEST names (a release archive)
# or git tracks, into a fresh folder that then replaces the old one, so files an update removed are
# gone. Python packages: the exact versions and hashes of kiosk/requirements.lock, from the archive's
# wheels/ folder when it has one (no network), else from PyPI. Debian packages: only those missing,
# from the archive's debs/ folder when they match the system, else through apt.
# The data (settings, saved games, Kastell's log) live in /var/lib/kastell and survive updates.
# Works in image builders and chroots too: without a running systemd the units are written and
# enabled, and nothing is started (it says so).
set -euo pipefail

APP_DIR=/opt/kastell
DATA_DIR=/var/lib/kastell
CACHE_DIR=/var/cache/kastell   # numba's compiled Castile solver (kastell.service: NUMBA_CACHE_DIR)
USER_NAME=kastell
UNIT_NAME=kastell.service
UNIT_PATH=/etc/systemd/system/$UNIT_NAME
# (the tests point KASTELL_DROPIN_DIR at a folder of their own to check that choices are kept)
DROPIN_DIR=${KASTELL_DROPIN_DIR:-/etc/systemd/system/$UNIT_NAME.d}
DROPIN=$DROPIN_DIR/kastell.conf
XORG_UNIT_NAME=kastell-xorg.service
XORG_UNIT_PATH=/etc/systemd/system/$XORG_UNIT_NAME
XWRAPPER=/etc/X11/Xwrapper.config
XWRAPPER_BACKUP=$XWRAPPER.kastell-orig
TOUCH_CONF=/etc/X11/xorg.conf.d/40-kastell-touch.conf
POLKIT_RULE=/etc/polkit-1/rules.d/50-kastell-poweroff.rules
SRC_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

BASE_PACKAGES=(python3 python3-venv rsync alsa-utils polkitd xauth
    libegl1 libegl-mesa0 libgles2 libgbm1 libdrm2 libgl1-mesa-dri)
# X is started by its own unit (kastell-xorg.service) when the session needs it: no xinit, no setuid
# wrapper (xserver-xorg-legacy). The modesetting driver is part of the server; fbdev is for screens
# without KMS.
X11_PACKAGES=(xserver-xorg-core xserver-xorg-video-fbdev xserver-xorg-input-libinput
    x11-xserver-utils matchbox-window-manager unclutter)

mode=install
display=""
rotate=""
purge=no
dry_run=no
STARTED=$(date +%s)

usage() {
    sed -n '4,11s/^# \{0,1\}//p' "${BASH_SOURCE[0]}"
}

say() { printf '==> %s\n' "$*"; }
note() { printf '    %s\n' "$*"; }
warn() { printf 'WARNUNG/WARNING: %s\n' "$*" >&2; }
die() { printf 'install.sh: %s\n' "$*" >&2; exit 1; }
# elapsed SINCE: "(N s)" since a `date +%s` stamp, for the steps that take a while.
elapsed() { printf '(%s s)' $(( $(date +%s) - $1 )); }

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
        sync "$tmp"  # on the disk before it replaces the old file: a plug pulled now leaves one or the other
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

# The value KEY had in the drop-in of the last install (empty when there was none).
previous() {
    [[ -r $DROPIN ]] || return 0
    sed -n "s/^Environment=$1=//p" "$DROPIN" | tail -n 1
}

print_packages=no
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
        --print-packages) print_packages=yes ;;
        -h|--help) usage; exit 0 ;;
        *) usage >&2; printf 'install.sh: unknown option: %s\n' "$1" >&2; exit 2 ;;
    esac
    shift
done
# What was chosen before stays, unless an option changes it (and the summary says which).
kept=()
if [[ -z $rotate ]]; then
    rotate=$(previous KASTELL_ROTATE)
    [[ -n $rotate && $rotate != 0 ]] && kept+=("rotation $rotate")
    rotate=${rotate:-0}
fi
if [[ -z $display ]]; then
    display=$(previous KASTELL_DISPLAY)
    [[ -n $display && $display != auto ]] && kept+=("display $display")
    display=${display:-auto}
    # a rotation given now needs X11, whatever was kept
    [[ $rotate != 0 && $display == kmsdrm ]] && display=auto
fi
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
packages=("${BASE_PACKAGES[@]}")
if [[ $display != kmsdrm ]]; then
    packages+=("${X11_PACKAGES[@]}")
fi
if [[ $print_packages == yes ]]; then
    printf '%s\n' "${packages[@]}"
    exit 0
fi
if [[ $dry_run == no && $EUID -ne 0 ]]; then
    die "please run as root: sudo $0 $*"
fi
command -v systemctl >/dev/null 2>&1 || die "systemd (systemctl) is required"

# ---------------------------------------------------------------- shared steps
restore_xwrapper() {
    # Earlier versions let any user start a root X server through this file; X no longer needs it.
    if [[ -e $XWRAPPER_BACKUP ]]; then
        say "Restoring $XWRAPPER (Kastell's X runs without root rights)"
        run mv -f "$XWRAPPER_BACKUP" "$XWRAPPER"
    elif [[ -e $XWRAPPER ]] && grep -q 'Kastell' "$XWRAPPER"; then
        say "Removing Kastell's $XWRAPPER (Kastell's X runs without root rights)"
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
    if [[ -e $XORG_UNIT_PATH ]]; then
        run rm -f "$XORG_UNIT_PATH"
        systemd_running && run systemctl daemon-reload
    fi
    restore_xwrapper
    run rm -f "$TOUCH_CONF" "$POLKIT_RULE"
    say "Removing $APP_DIR and $CACHE_DIR"
    run rm -rf "$APP_DIR" "$APP_DIR.new" "$APP_DIR.old" "$CACHE_DIR"
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
arch=$(dpkg --print-architecture 2>/dev/null || echo unknown)

check_system() {
    [[ -f $SRC_DIR/main.py && -f $SRC_DIR/kiosk/requirements.lock ]] \
        || die "no Kastell found in $SRC_DIR (the script must stay in the kiosk/ folder of the app)"
    [[ -f $SRC_DIR/kiosk/kastell.service && -f $SRC_DIR/kiosk/session.sh ]] \
        || die "the service files are missing in $SRC_DIR/kiosk"
    if [[ $arch != arm64 ]]; then
        note "architecture $arch: written for Raspberry Pi OS 64-bit (arm64); amd64 Debian works the same"
    fi
    # A desktop holds the screen: it has a display manager (lightdm, gdm, sddm ...), whatever the default target says.
    if [[ -e /etc/systemd/system/display-manager.service ]]; then
        warn "this system starts a desktop ($(readlink -f /etc/systemd/system/display-manager.service 2>/dev/null | xargs -r basename)), which holds the screen; for the kiosk choose the console: sudo raspi-config -> System Options -> Boot / Auto Login -> Console"
    fi
    if ! systemd_running; then
        say "systemd is not running here (image builder or chroot): the service is written and enabled, not started"
    fi
}

missing_packages() {
    local p
    for p in "${packages[@]}"; do
        [[ $(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null || true) == installed ]] || printf '%s\n' "$p"
    done
}

install_packages() {
    local missing started debs=$SRC_DIR/debs/$arch
    mapfile -t missing < <(missing_packages)
    if [[ ${#missing[@]} -eq 0 ]]; then
        say "Debian packages: all ${#packages[@]} present (nothing to fetch)"
    else
        started=$(date +%s)
        say "Installing ${#missing[@]} Debian packages: ${missing[*]}"
        local done_offline=no
        if compgen -G "$debs/*.deb" >/dev/null; then
            # Apt takes a packed file only when its version is the one this system's lists name,
            # so nothing is downgraded; if they do not match, apt fetches as usual.
            note "from the archive's debs/$arch folder (no network)"
            run cp -n "$debs"/*.deb /var/cache/apt/archives/
            if run env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-download \
                    --no-install-recommends "${missing[@]}" >/dev/null; then
                done_offline=yes
            else
                note "the packed .deb files do not fit this system; fetching through apt"
            fi
        fi
        if [[ $done_offline == no ]]; then
            run env DEBIAN_FRONTEND=noninteractive apt-get update -qq \
                || warn "apt-get update failed (no network?)"
            run env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
                "${missing[@]}" >/dev/null \
                || die "cannot install ${missing[*]}: connect the Pi to the internet once and run this again (the guide, step 2)"
        fi
        note "done $(elapsed "$started")"
    fi
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

# The app's files: the archive's MANIFEST, else what git tracks. Tests, benchmarks and CI stay out.
app_files() {
    if [[ -f $SRC_DIR/MANIFEST ]]; then
        cat "$SRC_DIR/MANIFEST"
    elif [[ -e $SRC_DIR/.git ]] && command -v git >/dev/null 2>&1; then
        git -C "$SRC_DIR" ls-files | grep -v -E '^(tests/|bench/|\.ci/|kiosk/vm/|kiosk/test-in-)'
    else
        die "$SRC_DIR has neither a MANIFEST (a release archive) nor git: unpack the archive again into an empty folder"
    fi
}

source_version() {
    if [[ -f $SRC_DIR/VERSION ]]; then
        head -n 1 "$SRC_DIR/VERSION"
    elif [[ -e $SRC_DIR/.git ]] && command -v git >/dev/null 2>&1; then
        printf '%s-%s' "$(date +%Y%m%d)" "$(git -C "$SRC_DIR" rev-parse --short HEAD)"
    else
        echo unknown
    fi
}

# A fresh /opt/kastell.new with exactly the app's files; the venv is carried over when the lock is
# unchanged, else made anew. stage_app only builds; swap_app replaces the running folder.
stage_app() {
    local staging=$APP_DIR.new list
    if [[ $SRC_DIR -ef $APP_DIR ]]; then
        die "run install.sh from the unpacked archive or the git folder (e.g. ~/kastell), not from $APP_DIR"
    fi
    say "Copying Kastell $(source_version) from $SRC_DIR (its MANIFEST or git's list of files)"
    list=$(mktemp)
    app_files > "$list"
    [[ -s $list ]] || die "no files listed for the app in $SRC_DIR"
    local missing_file
    while IFS= read -r missing_file; do
        [[ -z $missing_file || $missing_file == VERSION || $missing_file == MANIFEST ]] && continue
        [[ -e $SRC_DIR/$missing_file ]] || die "$SRC_DIR/$missing_file is missing: unpack the archive again into an empty folder"
    done < "$list"
    run rm -rf "$staging"
    run install -d -o root -g root -m 0755 "$staging"
    run rsync -a --files-from="$list" --chown=root:root --chmod=u+rwX,go+rX,go-w "$SRC_DIR/" "$staging/"
    if [[ $dry_run == no ]]; then
        source_version > "$staging/VERSION"
        # Execute bits get lost on FAT USB sticks and some copies.
        chmod 0755 "$staging/kiosk/install.sh" "$staging/kiosk/session.sh" "$staging/kiosk/x11-session.sh"
    fi
    rm -f "$list"
}

swap_app() {
    local staging=$APP_DIR.new old=$APP_DIR.old
    if systemd_running && [[ $dry_run == no ]] && systemctl is-active --quiet "$UNIT_NAME"; then
        say "Stopping $UNIT_NAME for the update"
        run systemctl stop "$UNIT_NAME"
    fi
    run rm -rf "$old"
    if [[ -d $APP_DIR ]]; then
        run mv "$APP_DIR" "$old"
    fi
    run mv "$staging" "$APP_DIR"
    # The packages stay when they are exactly the same (same lock); otherwise the venv is made anew,
    # so nothing an older version installed lingers.
    if [[ -x $old/.venv/bin/python ]] && cmp -s "$old/kiosk/requirements.lock" "$APP_DIR/kiosk/requirements.lock" \
            && "$old/.venv/bin/python" -c 'import pygame, pymunk, aiohttp' >/dev/null 2>&1; then
        say "Python packages unchanged (same requirements.lock): keeping the virtual environment"
        run mv "$old/.venv" "$APP_DIR/.venv"
        venv_ready=yes
    fi
    run rm -rf "$old"
}

create_venv() {
    local py=$APP_DIR/.venv/bin/python started wheels=$SRC_DIR/wheels/$arch
    if [[ $venv_ready == no ]]; then
        started=$(date +%s)
        say "Creating the virtual environment $APP_DIR/.venv"
        run rm -rf "$APP_DIR/.venv"
        run python3 -m venv "$APP_DIR/.venv"
        local source_args=()
        if compgen -G "$wheels/*" >/dev/null; then
            say "Installing Kastell's Python packages from the archive (wheels/$arch; no network)"
            source_args=(--no-index --find-links "$wheels")
        else
            say "Installing Kastell's Python packages from PyPI (no wheels/$arch in $SRC_DIR; needs the internet)"
        fi
        note "exact versions and hashes: kiosk/requirements.lock"
        # pip's own lines, one a package, so that a slow Pi is seen working
        if ! run env PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_ROOT_USER_ACTION=ignore PIP_NO_WARN_SCRIPT_LOCATION=1 \
                "$py" -m pip install --no-cache-dir --progress-bar off --require-hashes "${source_args[@]}" \
                -r "$APP_DIR/kiosk/requirements.lock" 2>&1 \
                | { grep --line-buffered -E '^([+] |Processing|Building|Installing|Successfully|ERROR)' || true; } \
                | sed -u 's/^/    /'; then
            die "pip could not install the packages (see above)"
        fi
        note "done $(elapsed "$started")"
    fi
    # Byte code now, as root: the service may not write into /opt/kastell.
    started=$(date +%s)
    say "Compiling the byte code"
    run "$py" -m compileall -q -x '/\.venv/' "$APP_DIR" >/dev/null || warn "compileall reported problems"
    if [[ $venv_ready == no ]]; then
        run "$py" -m compileall -q "$APP_DIR/.venv" >/dev/null || true
    fi
    note "done $(elapsed "$started")"
    say "Checking that the user $USER_NAME can load Kastell"
    run runuser -u "$USER_NAME" -- env PYGAME_HIDE_SUPPORT_PROMPT=1 "$py" -c 'import pygame, pymunk' \
        || die "the kastell user cannot import pygame/pymunk from $APP_DIR/.venv"
    # Compiled now, as the service's user into the service's cache folder (kastell.service sets
    # NUMBA_CACHE_DIR), so that the first hint of the first game does not wait for it.
    started=$(date +%s)
    say "Compiling the Castile solver (numba; a minute or two on a Pi, once per version)"
    run install -d -o "$USER_NAME" -g "$USER_NAME" -m 0750 "$CACHE_DIR"
    run runuser -u "$USER_NAME" -- env -C "$APP_DIR" HOME="$DATA_DIR" NUMBA_CACHE_DIR="$CACHE_DIR/numba" \
        "$py" -m game.castile.compile | sed 's/^/    /' \
        || warn "the compiled Castile solver is unavailable; Castile's solver searches in Python (slower)"
    note "done $(elapsed "$started")"
}

configure_display() {
    restore_xwrapper
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

configure_x11_unit() {
    if [[ $display == kmsdrm ]]; then
        if [[ -e $XORG_UNIT_PATH ]]; then
            say "Removing $XORG_UNIT_PATH (KMS/DRM only: X is never used)"
            run rm -f "$XORG_UNIT_PATH"
        fi
        return 0
    fi
    say "Installing the X server's unit $XORG_UNIT_PATH (started only by the X11 session, on vt7)"
    run install -m 0644 "$APP_DIR/kiosk/$XORG_UNIT_NAME" "$XORG_UNIT_PATH"
}

# The kastell user may power the machine off and, where X11 may be used, start and stop the X
# server's unit; nothing else (polkit). This is how X runs as root only while the X11 session runs.
configure_polkit() {
    local x11_rule=""
    if [[ $display != kmsdrm ]]; then
        say "Allowing $USER_NAME to shut the machine down and to start and stop $XORG_UNIT_NAME, and nothing else"
        x11_rule="
    // The X11 session (kiosk/x11-session.sh) starts and stops its X server, which runs as root.
    if (action.id == \"org.freedesktop.systemd1.manage-units\" &&
        action.lookup(\"unit\") == \"$XORG_UNIT_NAME\" &&
        (action.lookup(\"verb\") == \"start\" || action.lookup(\"verb\") == \"stop\")) {
        return polkit.Result.YES;
    }"
    else
        say "Allowing $USER_NAME to shut the machine down (operator screen 'Ausschalten'), and nothing else"
    fi
    write_file "$POLKIT_RULE" 0644 <<PEOF
// Written by Kastell's kiosk/install.sh: what the kiosk's service user may do. Nothing else.
polkit.addRule(function (action, subject) {
    if (subject.user != "$USER_NAME") {
        return polkit.Result.NOT_HANDLED;
    }
    // The operator screen's "Ausschalten".
    if (action.id == "org.freedesktop.login1.power-off" ||
        action.id == "org.freedesktop.login1.power-off-multiple-sessions" ||
        action.id == "org.freedesktop.login1.power-off-ignore-inhibit") {
        return polkit.Result.YES;
    }$x11_rule
    return polkit.Result.NOT_HANDLED;
});
PEOF
}

install_unit() {
    say "Installing the service $UNIT_PATH (display: $display, rotation: $rotate)"
    run install -m 0644 "$APP_DIR/kiosk/kastell.service" "$UNIT_PATH"
    write_file "$DROPIN" 0644 <<DEOF
# Written by Kastell's kiosk/install.sh; run it again with --display / --rotate to change these
# (running it without them keeps them).
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

# The operator PIN: asked here when a person runs this at a terminal and none has been chosen yet
# (until then the factory PIN 0000 opens the choice of one, for anyone at the screen).
choose_pin() {
    local py=$APP_DIR/.venv/bin/python
    [[ $dry_run == yes ]] && { run runuser -u "$USER_NAME" -- "$py" "$APP_DIR/main.py" --pin-status --data-dir "$DATA_DIR"; return 0; }
    if runuser -u "$USER_NAME" -- env PYGAME_HIDE_SUPPORT_PROMPT=1 "$py" "$APP_DIR/main.py" --pin-status \
            --data-dir "$DATA_DIR" >/dev/null 2>&1; then
        say "Operator PIN: chosen before (kept)"
        pin_set=yes
        return 0
    fi
    if [[ -t 0 && -t 1 ]]; then
        say "Choose the operator PIN now (4 to 8 digits; it guards settings, quitting and shutting down)"
        local try
        for try in 1 2 3; do
            if runuser -u "$USER_NAME" -- env PYGAME_HIDE_SUPPORT_PROMPT=1 "$py" "$APP_DIR/main.py" --set-pin \
                    --data-dir "$DATA_DIR"; then
                pin_set=yes
                return 0
            fi
        done
    fi
    warn "no operator PIN chosen yet: until then anyone at the screen can choose one with 0000. Choose it now:"
    warn "  sudo -u $USER_NAME $py $APP_DIR/main.py --set-pin --data-dir $DATA_DIR"
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

# Everything written on the disk before Kastell starts: a café pulls the plug when the screen shows the
# title, and ext4 would otherwise leave the new unit files and code empty (an empty unit is a masked
# one: a black screen on the next boot; seen in kiosk/test-in-vm.sh).
settle_on_disk() {
    local started=$SECONDS
    run sync
    [[ $dry_run == yes ]] || note "everything on the disk ($(( SECONDS - started )) s)"
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
    stage_app
    swap_app
    create_venv
    configure_display
    configure_x11_unit
    configure_polkit
    install_unit
    choose_pin
    settle_on_disk
    start_unit
    local version
    version=$(cat "$APP_DIR/VERSION" 2>/dev/null || echo unknown)
    cat <<EOF

Kastell $version is installed (display: $display, rotation: $rotate) in $(( $(date +%s) - STARTED )) s.
EOF
    if [[ ${#kept[@]} -gt 0 ]]; then
        echo "  kept from before: ${kept[*]} (change with --display / --rotate)"
    fi
    cat <<EOF
  app:            $APP_DIR   (Python venv: $APP_DIR/.venv)
  data:           $DATA_DIR   (settings, PIN, saved games, statistics, Kastell's log kastell.log)
  service:        $UNIT_PATH   (user $USER_NAME, console tty1, starts on boot)
  service log:    journalctl -u kastell -f
  status:         systemctl status kastell
  stop / start:   sudo systemctl stop kastell / sudo systemctl start kastell
  operator PIN:   $( [[ $pin_set == yes ]] && echo "chosen" || echo "NOT CHOSEN YET: sudo -u $USER_NAME $APP_DIR/.venv/bin/python $APP_DIR/main.py --set-pin --data-dir $DATA_DIR" )
  update:         unpack the new archive into an empty folder, then run its kiosk/install.sh
                  (display, rotation, PIN and all data stay)
EOF
    if ! systemd_running; then
        echo "  started:        no (systemd is not running here; it starts on the first boot)"
    elif [[ $running == no ]]; then
        echo "  next step:      sudo reboot"
    fi
}

reboot_needed=no
running=no
venv_ready=no
pin_set=no
if [[ $mode == uninstall ]]; then
    uninstall
else
    install_all
fi
