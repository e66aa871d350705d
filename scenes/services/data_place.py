"""Where the data lives on a kiosk: whether the data folder is meant to be a mounted data stick
(kiosk/README.md, section 8: an fstab line for it) that is not there.

A missing stick must not stop the cabinet (the fstab line says `nofail`, the unit does not require
the mount): Kastell then runs on the folder beneath the mount point and says so on the screen, in
the attract loop and on the operator screen, so the owner learns it before the data is lost.
Read once at start; no pygame here.
"""
from __future__ import annotations

import os

FSTAB = "/etc/fstab"


def _unescape(field: str) -> str:
    """fstab writes spaces and tabs in paths as octal escapes (\\040)."""
    out, i = [], 0
    while i < len(field):
        if field[i] == "\\" and field[i + 1:i + 4].isdigit():
            out.append(chr(int(field[i + 1:i + 4], 8)))
            i += 4
        else:
            out.append(field[i])
            i += 1
    return "".join(out)


def mount_entry(folder: str, fstab: str = FSTAB) -> str | None:
    """The fstab line's source (e.g. LABEL=kastell-data) that mounts onto `folder`, or None."""
    target = os.path.normpath(os.path.abspath(folder))
    try:
        with open(fstab, encoding="utf-8", errors="replace") as f:
            lines = f.read().splitlines()
    except OSError:
        return None
    for line in lines:
        fields = line.split()
        if len(fields) < 2 or fields[0].startswith("#"):
            continue
        if os.path.normpath(_unescape(fields[1])) == target:
            return fields[0]
    return None


def missing_stick(folder: str | None, fstab: str = FSTAB, is_mount=os.path.ismount) -> str | None:
    """The source of the data stick that should be mounted on `folder` and is not, or None (no such
    line, or mounted as it should be)."""
    if not folder:
        return None
    source = mount_entry(folder, fstab)
    if source is None or is_mount(os.path.normpath(os.path.abspath(folder))):
        return None
    return source


def staff_notice(app) -> str:
    """What the staff must see in the attract loop: a missing data stick (else nothing)."""
    if app is None or not getattr(app, "stick_missing", None):
        return ""
    from scenes.services.i18n import tr

    return tr("kiosk.stick_missing_short")
