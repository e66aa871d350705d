"""Colours of the cabinet frame and seats (STYLE.md), with a high-contrast variant.

`palette()` returns the active colours; `set_high_contrast(on)` switches them.
Seat colours are Okabe–Ito, each paired with a shape so colour is never the only cue.
"""
from __future__ import annotations

NIGHT_TOP = (20, 33, 61)      # #14213D
NIGHT_BOTTOM = (31, 47, 87)   # #1F2F57
GOLD = (252, 163, 17)         # #FCA311
WHITE = (245, 245, 245)       # #F5F5F5
MUTED = (138, 153, 184)       # #8A99B8
PANEL = (28, 42, 78)
PANEL_EDGE = (58, 78, 128)
ERROR = (226, 92, 74)
OK = (88, 190, 120)

SEAT_COLORS = [(213, 94, 0), (86, 180, 233), (0, 158, 115), (240, 228, 66), (204, 121, 167)]
SEAT_SHAPES = ["circle", "square", "triangle", "diamond", "star"]

_NORMAL = {
    "bg_top": NIGHT_TOP, "bg_bottom": NIGHT_BOTTOM, "accent": GOLD, "text": WHITE, "muted": MUTED,
    "panel": PANEL, "panel_edge": PANEL_EDGE, "button": (46, 64, 112), "button_text": WHITE,
    "primary": GOLD, "primary_text": (25, 25, 35), "disabled": (70, 80, 105), "error": ERROR, "ok": OK,
    "shade": (8, 12, 26),
}
_CONTRAST = {
    "bg_top": (0, 0, 0), "bg_bottom": (10, 14, 30), "accent": (255, 200, 0), "text": (255, 255, 255),
    "muted": (225, 230, 240), "panel": (0, 0, 0), "panel_edge": (255, 255, 255),
    "button": (20, 20, 20), "button_text": (255, 255, 255), "primary": (255, 200, 0),
    "primary_text": (0, 0, 0), "disabled": (90, 90, 90), "error": (255, 90, 70), "ok": (90, 230, 120),
    "shade": (0, 0, 0),
}
_state = {"contrast": False, "version": 0}


def set_high_contrast(on: bool) -> None:
    if bool(on) != _state["contrast"]:
        _state["contrast"] = bool(on)
        _state["version"] += 1


def high_contrast() -> bool:
    return _state["contrast"]


def version() -> int:
    """Changes whenever the palette changes, so caches can key on it."""
    return _state["version"]


def palette() -> dict[str, tuple[int, int, int]]:
    return _CONTRAST if _state["contrast"] else _NORMAL


def seat_color(seat: int) -> tuple[int, int, int]:
    return SEAT_COLORS[seat % len(SEAT_COLORS)]


def seat_shape(seat: int) -> str:
    return SEAT_SHAPES[seat % len(SEAT_SHAPES)]
