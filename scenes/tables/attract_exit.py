"""How a guest leaves a table of the attract loop: any touch, key or pad button goes to the menu (which
offers a stored game), with a whoosh; a tap on the banner's "Neu hier?" goes to the menu that proposes
the lessons. The attract loop's own timing (`ATTRACT_SECONDS`) and the kinds of input that leave
(`ATTRACT_LEAVE_KINDS`) are in `scenes.tables.entry`, which the attract screens read without a table.
"""
from __future__ import annotations

from scenes.tables.entry import ATTRACT_LEAVE_KINDS
from sprites import banner


def leave_attract(app, action) -> None:
    """Leave the attract loop's table for the menu when `action` is a guest's input."""
    kind = action.kind
    if kind not in ATTRACT_LEAVE_KINDS:
        return
    app.sound.play("whoosh")
    if kind == "point_down" and banner.LEARN_RECT.collidepoint(action.pos):  # "Neu hier?"
        app.router.reset("menu", learn=True)
    else:
        app.router.reset("menu", offer=True)
