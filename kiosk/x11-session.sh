#!/bin/sh
# Kastell's X11 kiosk session: for a rotated screen, for Pis where KMS/DRM gives no picture
# (session.sh falls back to it by itself), or when chosen with install.sh --display x11.
#
#   x11-session.sh --start-x       run by session.sh (as kastell): starts the X server unit
#                                  (kastell-xorg.service, allowed to kastell by a polkit rule), waits
#                                  for it, runs the session below, stops X again and exits with
#                                  Kastell's exit code (3: X gave no screen, the reason in
#                                  $KASTELL_REASON_FILE)
#   x11-session.sh                 (as the X client) rotation, no blanking, window manager, then Kastell
#   x11-session.sh --cookie FILE   run by kastell-xorg.service (as root) before X starts: a fresh
#                                  cookie that only the kastell user's clients can read
#
# Paths come from the unit (KASTELL_HOME, KASTELL_DATA); the defaults match install.sh.
# KASTELL_ROTATE (0, 90, 180, 270: clockwise) turns the picture; the touch screen follows through
# the calibration matrix install.sh writes to /etc/X11/xorg.conf.d/40-kastell-touch.conf.
set -u

KASTELL_HOME=${KASTELL_HOME:-/opt/kastell}
KASTELL_DATA=${KASTELL_DATA:-/var/lib/kastell}
XORG_UNIT=kastell-xorg.service
COOKIE=/run/kastell-xorg/auth
XORG_LOG=/var/log/Xorg.0.log
NO_DISPLAY=3
export KASTELL_HOME KASTELL_DATA

# The reason X gave no screen, for the console message (session.sh shows it).
tell() {
    echo "kastell-x11: $1" >&2
    [ -n "${KASTELL_REASON_FILE:-}" ] && echo "X11: $1" > "$KASTELL_REASON_FILE"
    return 0
}

# X's own words from its log: its fatal error, else its first error.
x_error() {
    why=$(grep -A1 'Fatal server error' "$XORG_LOG" 2>/dev/null | tail -n 1 | sed 's/^([A-Z][A-Z]) *//')
    [ -n "$why" ] || why=$(grep '(EE)' "$XORG_LOG" 2>/dev/null | grep -v -i 'please\|markers\|^$' | head -n 1 \
        | sed 's/^.*(EE) *//')
    why=$(printf '%s' "$why" | sed 's/^\[ *[0-9.]*\] *//; s/^([A-Z][A-Z]) *//; s/ *(EE) *$//')
    printf '%s' "${why:-the X server ended at once (see $XORG_LOG)}"
}

case ${1:-} in
--cookie)
    dir=$(dirname "$2")
    mkdir -p "$dir" && chgrp kastell "$dir" && chmod 0750 "$dir" || exit 1
    rm -f "$2"
    cookie=$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')
    xauth -q -f "$2" add :0 . "$cookie" 2>/dev/null || exit 1
    chgrp kastell "$2" && chmod 0640 "$2" || exit 1
    exit 0 ;;
--start-x)
    if [ ! -x /usr/lib/xorg/Xorg ] || ! systemctl cat "$XORG_UNIT" >/dev/null 2>&1; then
        tell "X11 is not installed (install.sh --display auto or x11 installs it)"
        exit "$NO_DISPLAY"
    fi
    if ! systemctl --no-ask-password start "$XORG_UNIT" 2>/dev/null; then
        if grep -q '(EE)' "$XORG_LOG" 2>/dev/null; then
            tell "$(x_error)"
        else
            tell "the X server's unit did not start (systemctl status $XORG_UNIT)"
        fi
        exit "$NO_DISPLAY"
    fi
    export DISPLAY=:0 XAUTHORITY="$COOKIE"
    ready=no
    for _ in $(seq 1 40); do
        if xset q >/dev/null 2>&1; then
            ready=yes
            break
        fi
        systemctl --quiet is-active "$XORG_UNIT" || break
        sleep 0.5
    done
    if [ "$ready" = no ]; then
        tell "$(x_error)"
        systemctl --no-ask-password stop "$XORG_UNIT" 2>/dev/null
        exit "$NO_DISPLAY"
    fi
    "$0"
    status=$?
    # Kastell ended: X goes too, and the screen returns to tty1 (where session.sh writes).
    systemctl --no-ask-password stop "$XORG_UNIT" 2>/dev/null
    exit "$status" ;;
esac

# ---- the X client: the session itself ----
export SDL_VIDEODRIVER="${SDL_VIDEODRIVER:-x11}"

# Never blank the screen (screen saver off, no DPMS power-down).
xset s off -dpms s noblank || true

# Turn the picture for a rotated mount (the touch matrix in xorg.conf.d turns the touches with it).
case ${KASTELL_ROTATE:-0} in
    90) turn=right ;;
    180) turn=inverted ;;
    270) turn=left ;;
    *) turn=normal ;;
esac
if [ "$turn" != normal ]; then
    output=$(xrandr --query 2>/dev/null | awk '/ connected/ {print $1; exit}')
    if [ -n "$output" ]; then
        xrandr --output "$output" --rotate "$turn" || echo "x11-session: xrandr could not turn $output" >&2
    else
        echo "x11-session: no connected output found to turn" >&2
    fi
fi

# Required: without a window manager SDL's scaled full screen keeps its 1280x720 size
# instead of filling the screen.
matchbox-window-manager -use_titlebar no &
wm=$!
# Optional: hide the pointer when it is not moving (X already runs with -nocursor, and
# Kastell hides it in kiosk mode).
helper=""
if command -v unclutter >/dev/null 2>&1; then
    unclutter -idle 1 -root &
    helper=$!
fi
# Give the window manager a moment to take over the screen before Kastell opens its window.
sleep 1

"$KASTELL_HOME/.venv/bin/python" "$KASTELL_HOME/main.py" --kiosk --demo --fullscreen \
    --data-dir "$KASTELL_DATA"
status=$?
kill $wm $helper 2>/dev/null
exit "$status"
