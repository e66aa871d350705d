#!/bin/sh
# Kastell's kiosk session, started by kastell.service on the console (tty1).
#
# KASTELL_DISPLAY (set by install.sh in the unit's drop-in):
#   auto    KMS/DRM straight on the console; when that cannot open a screen three times in a row,
#           the X11 session takes over by itself (until the next reboot) and the reason is kept
#   kmsdrm  KMS/DRM only
#   x11     the X11 session only (also used for a rotated screen)
# Whatever fails, the console shows a readable message naming the journal and the log; the exit
# code goes to systemd (0: the operator quit on purpose, no restart; anything else: restart in 2 s).
set -u

KASTELL_HOME=${KASTELL_HOME:-/opt/kastell}
KASTELL_DATA=${KASTELL_DATA:-/var/lib/kastell}
MODE=${KASTELL_DISPLAY:-auto}
RUN_DIR=${RUNTIME_DIRECTORY:-${XDG_RUNTIME_DIR:-/tmp}}
FAILS="$RUN_DIR/display-failures"
NOTE="$RUN_DIR/display-note"
NO_DISPLAY=3
TRIES=3
export KASTELL_HOME KASTELL_DATA

# A message on the console, readable from the room (the screen is the only place a guest looks).
on_screen() {
    for tty in /dev/tty /dev/tty1; do
        if [ -w "$tty" ]; then
            printf '\033c\n\n  %s\n\n  %s\n  %s\n\n' "$1" \
                "Hilfe / Help: journalctl -u kastell -b" \
                "Protokoll / Log: $KASTELL_DATA/kastell.log" > "$tty" 2>/dev/null && return 0
        fi
    done
    return 0
}

run_x11() {
    if [ -r "$NOTE" ]; then
        KASTELL_DISPLAY_NOTE=$(cat "$NOTE")
        export KASTELL_DISPLAY_NOTE
    fi
    "$KASTELL_HOME/kiosk/x11-session.sh" --start-x
    status=$?
    if [ "$status" -ne 0 ]; then
        echo "kastell-session: the X11 session ended with $status" >&2
        on_screen "Kastell: kein Bild ueber X11 (Code $status). / No picture through X11 (code $status)."
    fi
    exit "$status"
}

case $MODE in
    x11) run_x11 ;;
    auto|kmsdrm) ;;
    *) echo "kastell-session: unknown KASTELL_DISPLAY=$MODE (auto, kmsdrm or x11)" >&2; exit 2 ;;
esac

if [ "$MODE" = auto ] && [ -r "$FAILS" ] && [ "$(cat "$FAILS")" -ge "$TRIES" ] 2>/dev/null; then
    run_x11
fi

SDL_VIDEODRIVER=kmsdrm "$KASTELL_HOME/.venv/bin/python" "$KASTELL_HOME/main.py" --kiosk --demo --fullscreen \
    --data-dir "$KASTELL_DATA"
status=$?
if [ "$status" -ne "$NO_DISPLAY" ]; then
    rm -f "$FAILS"
    [ "$status" -eq 0 ] || on_screen "Kastell ist abgestuerzt (Code $status) und startet neu. / Kastell crashed (code $status) and restarts."
    exit "$status"
fi
count=$(( $(cat "$FAILS" 2>/dev/null || echo 0) + 1 ))
echo "$count" > "$FAILS"
echo "kastell-session: KMS/DRM could not open a screen (try $count of $TRIES)" >&2
if [ "$MODE" = auto ] && [ "$count" -ge "$TRIES" ]; then
    echo "KMS/DRM gab keinen Bildschirm ($count Versuche); X11 wird benutzt. / KMS/DRM gave no screen; using X11." > "$NOTE"
    echo "kastell-session: falling back to the X11 session" >&2
    on_screen "Kastell: KMS/DRM gibt kein Bild, starte X11 ... / No KMS/DRM picture, starting X11 ..."
    run_x11
fi
on_screen "Kastell findet keinen Bildschirm (Versuch $count von $TRIES). / Kastell finds no screen (try $count of $TRIES)."
exit "$status"
