#!/bin/sh
# Kastell's kiosk session, started by kastell.service on the console (tty1).
#
# KASTELL_DISPLAY (set by install.sh in the unit's drop-in):
#   auto    KMS/DRM straight on the console; when that cannot open a screen three times in a row,
#           the X11 session takes over by itself (until the next reboot) and the reason is kept
#   kmsdrm  KMS/DRM only
#   x11     the X11 session only (also used for a rotated screen)
#
# When a start fails (no screen, or a crash), the console shows a German and English message saying
# what failed and what to do. The first tries follow each other quickly (systemd restarts after 2 s);
# from the fourth on, this script waits before giving up the start - 30 s, 60 s, 2 min, then 5 min
# (KASTELL_RETRY_PAUSES) -
# keeping the message on screen (written again every 15 s, so nothing else covers it for long). A
# restart shows the last message at once, so the screen is never left blank while Kastell starts.
# The exit code goes to systemd (0: the operator quit on purpose, no restart; anything else: restart).
set -u

KASTELL_HOME=${KASTELL_HOME:-/opt/kastell}
KASTELL_DATA=${KASTELL_DATA:-/var/lib/kastell}
MODE=${KASTELL_DISPLAY:-auto}
RUN_DIR=${RUNTIME_DIRECTORY:-${XDG_RUNTIME_DIR:-/tmp}}
FAILS="$RUN_DIR/display-failures"   # KMS/DRM starts in a row that found no screen
STRIKES="$RUN_DIR/failed-starts"    # starts in a row that ended badly, whatever the reason
MESSAGE="$RUN_DIR/message"          # what the console shows now
NOTE="$RUN_DIR/display-note"        # why X11 took over (KMS/DRM's error), for the operator screen
KASTELL_REASON_FILE="$RUN_DIR/reason"  # the app's (or X's) own words on why no screen opened
NO_DISPLAY=3
TRIES=3
# A start that ran this long was a good one: an error after it starts a new count of quick tries.
GOOD_RUN=60
CONSOLE=${KASTELL_CONSOLE:-/dev/tty1}
export KASTELL_HOME KASTELL_DATA KASTELL_REASON_FILE

# The console's text: written whole (clear, no blanking, no cursor), with a font readable from the
# room when the screen is a large one (Terminus 32x16, if the system has it).
show() {
    [ -r "$MESSAGE" ] && [ -w "$CONSOLE" ] || return 0
    if [ ! -e "$RUN_DIR/font-set" ] && command -v setfont >/dev/null 2>&1; then
        rows=$(stty size < "$CONSOLE" 2>/dev/null | cut -d' ' -f1)
        for font in /usr/share/consolefonts/Lat15-TerminusBold32x16.psf.gz \
                    /usr/share/consolefonts/Lat15-Terminus32x16.psf.gz; do
            if [ "${rows:-0}" -ge 60 ] && [ -r "$font" ]; then
                setfont -C "$CONSOLE" "$font" 2>/dev/null && break
            fi
        done
        : > "$RUN_DIR/font-set"
    fi
    { printf '\033c\033[9;0]\033[?25l\n'; cat "$MESSAGE"; } > "$CONSOLE" 2>/dev/null || true
    # An X server that failed may have left its own console (vt7) in front: bring ours back.
    if command -v fgconsole >/dev/null 2>&1 && command -v chvt >/dev/null 2>&1; then
        vt=${CONSOLE#/dev/tty}
        case $vt in
            ''|*[!0-9]*) ;;  # not a virtual console (a file, in the checks)
            *) [ "$(fgconsole 2>/dev/null)" = "$vt" ] || chvt "$vt" 2>/dev/null || true ;;
        esac
    fi
}

# say GERMAN ENGLISH [DETAILS]: the message kept in $MESSAGE and shown; also into the journal.
say() {
    {
        printf '  %s\n\n  %s\n' "$1" "$2"
        [ -n "${3:-}" ] && printf '\n%s\n' "$3"
        printf '\n  Genauer / Details:  journalctl -u kastell -b\n'
        printf '                      %s/kastell.log\n' "$KASTELL_DATA"
    } > "$MESSAGE"
    echo "kastell-session: $2" >&2
    show
}

# One more failed start in a row (a start that ran well before failing begins a new row); prints the count.
strike() {
    n=$(cat "$STRIKES" 2>/dev/null || echo 0)
    ran_well && n=0
    n=$((n + 1))
    echo "$n" > "$STRIKES"
    echo "$n"
}

# How long to wait (seconds) before giving up the Nth failed start in a row; the last value repeats.
# The first three follow each other at once (the KMS/DRM tries before X11), then each waits longer.
RETRY_PAUSES=${KASTELL_RETRY_PAUSES:-0 0 0 30 60 120 300}
pause_for() {
    # shellcheck disable=SC2086
    set -- "$1" $RETRY_PAUSES
    n=$1
    shift
    while [ "$n" -gt 1 ] && [ $# -gt 1 ]; do
        shift
        n=$((n - 1))
    done
    echo "$1"
}

# wait_showing SECONDS: keeps the message on screen while waiting (a countdown in its last line).
wait_showing() {
    left=$1
    while [ "$left" -gt 0 ]; do
        base=$(cat "$MESSAGE.base" 2>/dev/null || cat "$MESSAGE")
        printf '%s\n\n  Neuer Versuch in %s s / Trying again in %s s\n' "$base" "$left" "$left" > "$MESSAGE"
        show
        step=15
        [ "$left" -lt $step ] && step=$left
        sleep "$step"
        left=$((left - step))
    done
}

# After a failed start: count it, tell, and wait (the message stays), then hand the code to systemd.
failed() {
    code=$1 german=$2 english=$3 details=${4:-}
    n=$(strike)
    pause=$(pause_for "$n")
    say "$german" "$english" "$details"
    cp "$MESSAGE" "$MESSAGE.base"
    if [ "$pause" -gt 0 ]; then
        echo "kastell-session: start $n failed in a row; waiting $pause s before the next try" >&2
        wait_showing "$pause"
    fi
    rm -f "$MESSAGE.base"
    exit "$code"
}

reason() {
    r=$(head -c 300 "$KASTELL_REASON_FILE" 2>/dev/null | tr '\n' ' ' | sed 's/ *$//')
    printf '%s' "${r:-unbekannt / unknown}"
}

no_picture() {
    why=$(reason)
    case $why in
        X11:*) [ -r "$NOTE" ] && why="KMS/DRM: $(cat "$NOTE"); $why" ;;
    esac
    if [ "$MODE" = kmsdrm ]; then tried_de="KMS/DRM versucht" tried_en="tried KMS/DRM"
    elif [ "$MODE" = x11 ]; then tried_de="X11 versucht" tried_en="tried X11"
    else tried_de="KMS/DRM und X11 versucht" tried_en="tried KMS/DRM and X11"; fi
    failed "$1" "Kastell findet keinen Bildschirm ($tried_de)." "Kastell finds no screen ($tried_en)." \
"  Grund / Reason: $why

  Was tun: Bildschirm an, Kabel fest? (Pi 4: HDMI-Buchse 0, neben dem Strom).
           Dann den Pi neu starten (Stecker ziehen und wieder einstecken).
  What to do: screen on, cable firm? (Pi 4: HDMI port 0, next to the power).
           Then restart the Pi (unplug it and plug it in again)."
}

# A start that ran long enough was a good one: the count of failed starts begins again.
started=$(date +%s)
ran_well() { [ $(( $(date +%s) - started )) -ge "$GOOD_RUN" ]; }

# What happened last time stays on screen while this start loads (a few seconds on a Pi).
if [ -r "$MESSAGE" ]; then
    show
fi

after_run() {
    status=$1 what=$2
    case $status in
        0)
            rm -f "$STRIKES" "$MESSAGE"
            say "Kastell wurde beendet. Wieder starten: den Pi neu starten, oder sudo systemctl start kastell" \
                "Kastell was quit. To start it again: restart the Pi, or sudo systemctl start kastell"
            rm -f "$MESSAGE"
            exit 0 ;;
        2)
            say "Kastell: falscher Aufruf (Code 2); bitte kiosk/install.sh erneut ausführen." \
                "Kastell: wrong command line (code 2); please run kiosk/install.sh again."
            exit 2 ;;
    esac
    failed "$status" "Kastell ist abgestürzt ($what, Code $status) und startet neu." \
        "Kastell crashed ($what, code $status) and restarts."
}

run_x11() {
    if [ -r "$NOTE" ]; then
        KASTELL_DISPLAY_NOTE=$(cat "$NOTE")
        export KASTELL_DISPLAY_NOTE
    fi
    rm -f "$KASTELL_REASON_FILE"
    "$KASTELL_HOME/kiosk/x11-session.sh" --start-x
    status=$?
    if [ "$status" -eq "$NO_DISPLAY" ]; then
        echo "kastell-session: the X11 session could not open a screen" >&2
        no_picture "$status"
    fi
    after_run "$status" X11
}

case $MODE in
    x11) run_x11 ;;
    auto|kmsdrm) ;;
    *)
        say "Kastell: unbekannte Bildart KASTELL_DISPLAY=$MODE; install.sh --display auto ausführen." \
            "Kastell: unknown KASTELL_DISPLAY=$MODE (auto, kmsdrm or x11); run install.sh --display auto."
        exit 2 ;;
esac

if [ "$MODE" = auto ] && [ -r "$FAILS" ] && [ "$(cat "$FAILS")" -ge "$TRIES" ] 2>/dev/null; then
    run_x11
fi

rm -f "$KASTELL_REASON_FILE"
SDL_VIDEODRIVER=kmsdrm "$KASTELL_HOME/.venv/bin/python" "$KASTELL_HOME/main.py" --kiosk --demo --fullscreen \
    --data-dir "$KASTELL_DATA"
status=$?
if [ "$status" -ne "$NO_DISPLAY" ]; then
    rm -f "$FAILS"
    after_run "$status" KMS/DRM
fi
count=$(( $(cat "$FAILS" 2>/dev/null || echo 0) + 1 ))
echo "$count" > "$FAILS"
echo "kastell-session: KMS/DRM could not open a screen (try $count of $TRIES): $(reason)" >&2
if [ "$MODE" = auto ] && [ "$count" -ge "$TRIES" ]; then
    reason | sed 's/^KMS\/DRM: //' > "$NOTE"
    echo "kastell-session: falling back to the X11 session" >&2
    strike > /dev/null
    say "Kastell: KMS/DRM gibt kein Bild, versuche X11 ..." "Kastell: no picture through KMS/DRM, trying X11 ..."
    run_x11
fi
if [ "$count" -lt "$TRIES" ]; then
    strike > /dev/null
    say "Kastell sucht den Bildschirm (Versuch $count von $TRIES) ..." \
        "Kastell is looking for the screen (try $count of $TRIES) ..."
    exit "$status"
fi
no_picture "$status"
