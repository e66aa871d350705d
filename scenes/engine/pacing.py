"""The loop's pace: how long a frame lasted, how many fixed update steps it owes, the wait after it.

Updates run at 120 Hz from an accumulator (ARCHITECTURE.md): the frame time is clamped to MAX_FRAME
and a frame runs at most MAX_STEPS steps (after a stall the loop moves on instead of catching up).
Headless runs use a virtual clock: each frame is exactly 1/60 s. In a window the loop waits for the
next frame at 60 fps; on a static screen (a second without a drawn frame) at 20, and "low power"
(older Pis) caps it at 30.
"""
from __future__ import annotations

import time

import pygame

STEP = 1.0 / 120.0
MAX_FRAME = 0.25
MAX_STEPS = 8
FPS = 60
#: a frame's own work plus the prewarm jobs run after it stay within this (a job itself is kept under
#: about 3 ms, so even the last one started ends well inside the 8 ms a frame may take here)
IDLE_BUDGET = 0.004


class FramePacer:
    """The frame clock of one run of the loop (`App.run`)."""

    def __init__(self, headless: bool) -> None:
        self.headless = headless
        self.clock = pygame.time.Clock()
        self.accumulator = 0.0
        self.last = time.perf_counter()
        self.idle_frames = 0  # frames in a row that drew nothing

    def frame_time(self) -> float:
        """The time this frame stands for: 1/60 s headless, else the time since the last (clamped)."""
        if self.headless:
            return 1.0 / FPS
        now = time.perf_counter()
        frame_dt = min(MAX_FRAME, now - self.last)
        self.last = now
        return frame_dt

    def steps(self, frame_dt: float) -> int:
        """How many fixed steps of STEP the frame runs (at most MAX_STEPS; what is left waits)."""
        self.accumulator += frame_dt
        steps = 0
        while self.accumulator >= STEP - 1e-9 and steps < MAX_STEPS:
            self.accumulator -= STEP
            steps += 1
        if steps == MAX_STEPS:
            self.accumulator = min(self.accumulator, STEP)
        return steps

    def drawn(self, drawn: bool) -> None:
        """Whether the frame drew anything (a static screen is waited on longer)."""
        self.idle_frames = 0 if drawn else self.idle_frames + 1

    def wait(self, low_power: bool) -> None:
        """Wait for the next frame: a static screen needs no 60 fps: after a second of idling, tick
        slower; "low power" caps the frame rate at 30."""
        fps = 30 if low_power else FPS
        self.clock.tick(fps if self.idle_frames < FPS else 20)
