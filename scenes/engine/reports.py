"""What the app's loop tells the programs that watch it: the first frame shown, the memory it holds.

The bench's startup figure reads ``KASTELL_FIRST_FRAME <time>`` (with KASTELL_REPORT_FIRST_FRAME set),
the kiosk soak ``KASTELL_RSS <frame> <MB> ...`` every 10,000 frames and at the end, and
``KASTELL_CYCLE <frame> <MB>`` once in each round of the attract loop, at the same moment of its high
scores (KASTELL_REPORT_RSS);
the kiosk's journal gets a line when the screen came up.
"""
from __future__ import annotations

import os
import sys
import time


def first_frame(kiosk: bool) -> None:
    """The first frame is on the screen (`kiosk`: a kiosk's screen, told to its journal)."""
    if os.environ.get("KASTELL_REPORT_FIRST_FRAME"):
        print(f"KASTELL_FIRST_FRAME {time.time():.6f}", flush=True)
    if kiosk:  # the kiosk's journal: when the screen came up
        print(f"Kastell: the first frame is on the screen ({time.monotonic():.1f} s after boot)",
              file=sys.stderr, flush=True)


def rss(frame: int, top) -> None:
    """The resident memory after `frame` frames, with the count of objects and the top scene."""
    import gc

    from scenes.engine.memory import rss_mb

    name = type(top).__name__ if top is not None else "-"
    print(f"KASTELL_RSS {frame} {rss_mb():.2f} objects={len(gc.get_objects())} top={name}", flush=True)


def cycle(frame: int) -> None:
    """The resident memory at the same moment of each round of the attract loop (the soak's growth
    compares like with like: the reports every 10,000 frames fall on any screen)."""
    if os.environ.get("KASTELL_REPORT_RSS"):
        from scenes.engine.memory import rss_mb

        print(f"KASTELL_CYCLE {frame} {rss_mb():.2f}", flush=True)


def rss_at_end(frame: int) -> None:
    """The resident memory when the loop ended, after `frame` frames."""
    from scenes.engine.memory import rss_mb

    print(f"KASTELL_RSS {frame} {rss_mb():.2f} end", flush=True)
