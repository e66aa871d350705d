#!/bin/sh
# Kastell's X11 kiosk session: for a rotated screen, for Pis where KMS/DRM gives no picture
# (session.sh falls back to it by itself), or when chosen with install.sh --display x11.
#
#   x11-session.sh --start-x   run by session.sh: starts X on vt1 with this script as its only
#                              client and exits with Kastell's exit code
#   x11-session.sh             (as the X client) rotation, no blanking, window manager, then Kastell
#
# Paths come from the unit (KASTELL_HOME, KASTELL_DATA); the defaults match install.sh.
# KASTELL_ROTATE (0, 90, 180, 270: clockwise) turns the picture; the touch screen follows through
# the calibration matrix install.sh writes to /etc/X11/xorg.conf.d/40-kastell-touch.conf.
set -u

KASTELL_HOME=${KASTELL_HOME:-/opt/kastell}
KASTELL_DATA=${KASTELL_DATA:-/var/lib/kastell}
RUN_DIR=${XDG_RUNTIME_DIR:-/tmp}
STATUS_FILE="$RUN_DIR/kastell-exit-status"
export KASTELL_HOME KASTELL_DATA

if [ "${1:-}" = "--start-x" ]; then
    rm -f "$STATUS_FILE"
    # -nocursor: no mouse pointer at all; -s 0 -dpms: no screen saver, no power saving;
    # -nolisten tcp: no network clients; vt1 -keeptty: stay on the console systemd gave us.
    xinit "$0" -- /usr/bin/X :0 vt1 -keeptty -nolisten tcp -nocursor -s 0 -dpms
    xinit_status=$?
    if [ -r "$STATUS_FILE" ]; then
        exit "$(cat "$STATUS_FILE")"
    fi
    # Kastell never ran to its end (X failed to start): a failure, so systemd restarts.
    [ "$xinit_status" -ne 0 ] || xinit_status=1
    exit "$xinit_status"
fi

# ---- inside X ----
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
# Optional: hide the pointer when it is not moving (X already runs with -nocursor, and
# Kastell hides it in kiosk mode).
if command -v unclutter >/dev/null 2>&1; then
    unclutter -idle 1 -root &
fi
# Give the window manager a moment to take over the screen before Kastell opens its window.
sleep 1

"$KASTELL_HOME/.venv/bin/python" "$KASTELL_HOME/main.py" --kiosk --demo --fullscreen \
    --data-dir "$KASTELL_DATA"
status=$?
echo "$status" > "$STATUS_FILE"
# Returning ends the X session (xinit stops X and the window manager).
exit "$status"
