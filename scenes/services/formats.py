"""How figures read on screen: the one clock format of the cabinet (game times, records, lockouts)."""
from __future__ import annotations

import math


def clock(seconds: float, round_up: bool = False) -> str:
    """``seconds`` as a clock: "4:07", or "1:02:09" from an hour on. A countdown rounds up
    (``round_up``), so it shows "0:01" until the very end and never "0:00" while still waiting."""
    s = max(0, math.ceil(seconds - 1e-9) if round_up else int(seconds))
    hours, rest = divmod(s, 3600)
    if hours:
        return f"{hours}:{rest // 60:02d}:{rest % 60:02d}"
    return f"{rest // 60}:{rest % 60:02d}"
