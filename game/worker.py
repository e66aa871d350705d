"""AI thinking off the frame: a worker process (``AIWorker``) or inline (``InlineAI``).

The game loop must never freeze while an AI thinks, and a thread alone still
holds the GIL, so ``AIWorker`` runs ``ai.choose_move`` in one separate process
(``ProcessPoolExecutor(max_workers=1)`` with the "spawn" context), created
lazily on the first request: importing this module starts nothing.

Only data crosses the boundary: the game module's name, the viewer's state as
JSON (``state_to_json(view)``), the level and the seat generator's
``getstate()``. The worker rebuilds the view with ``state_from_json``, thinks,
and returns ``AIResult(move_json, rng_state)`` with the advanced generator
state, which the parent adopts (``Match.finish_ai``): the generator advances the
same way through the worker as synchronously, and an AI without a clock plays
the same game both ways. An AI with a time budget (CATsle "hard", see
``game.catsle.ai.USE_CLOCK``) may sample less on a busy machine, so its move
can differ; games stay replayable because the history records the moves.

``InlineAI`` has the same interface and thinks synchronously (headless tests,
bench). If a worker process cannot be created (a restricted environment) or
breaks, ``AIWorker`` logs a warning and falls back to inline thinking.

Typical use in a scene's fixed-step update::

    if match.needs_ai() and self.pending is None:
        self.request = match.ai_request()
        self.pending = ai.submit_request(self.request)
    result = ai.poll(self.pending) if self.pending else None
    if result is not None:
        self.pending = None
        if match.is_current(self.request):
            match.finish_ai(self.request, result.move_json, result.rng_state)
"""
from __future__ import annotations

import importlib
import logging
import multiprocessing
import random
import re
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, NamedTuple

from game.core import AIRequest

__all__ = ["AIResult", "load_game_module", "think", "InlineAI", "AIWorker", "run_ai_turn"]

log = logging.getLogger(__name__)

_MODULE_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$")


class AIResult(NamedTuple):
    """A worker's answer: the chosen move as move JSON and the advanced generator state."""

    move_json: dict
    rng_state: tuple


def load_game_module(module_name: str):
    """Import a rules module: ``"castro"`` means ``game.castro``; a dotted name is taken as is."""
    if not isinstance(module_name, str) or not _MODULE_NAME.match(module_name):
        raise ValueError(f"not a module name: {module_name!r}")
    if "." not in module_name:
        module_name = f"game.{module_name}"
    return importlib.import_module(module_name)


def _rng_from_state(rng_state) -> random.Random:
    version, internal, gauss = rng_state
    rng = random.Random()
    rng.setstate((version, tuple(internal), gauss))
    return rng


def think(module_name: str, view_json: dict, level: str, rng_state) -> AIResult:
    """One AI decision from data only (runs in the worker process, or inline)."""
    module = load_game_module(module_name)
    view = module.state_from_json(view_json)
    rng = _rng_from_state(rng_state)
    ai = getattr(module, "ai", None) or importlib.import_module(module.__name__ + ".ai")  # __init__ may skip it
    move = ai.choose_move(view, level, rng)
    return AIResult(module.move_to_json(move), rng.getstate())


def _warm(module_name: str | None) -> bool:
    if module_name is not None:
        module = load_game_module(module_name)
        try:
            importlib.import_module(module.__name__ + ".ai")
        except ImportError:
            pass
    return True


def _done_future(fn, *args) -> Future:
    fut: Future = Future()
    fut.set_running_or_notify_cancel()
    try:
        fut.set_result(fn(*args))
    except BaseException as e:  # the future carries it, like an executor's would
        fut.set_exception(e)
    return fut


class _Interface:
    """What both thinkers offer."""

    def submit(self, module_name: str, view_json: dict, level: str, rng_state) -> Future:
        raise NotImplementedError

    def submit_request(self, request: AIRequest) -> Future:
        """``submit`` with the fields of a ``Match.ai_request()``."""
        return self.submit(request.module_name, request.view_json, request.level, request.rng_state)

    @staticmethod
    def poll(future: Future) -> AIResult | None:
        """None while thinking; the ``AIResult`` when done; re-raises the AI's error."""
        if not future.done():
            return None
        return future.result()

    def warm_up(self, module_name: str | None = None) -> Future:
        raise NotImplementedError

    def shutdown(self) -> None:
        pass

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        self.shutdown()


class InlineAI(_Interface):
    """Thinks synchronously in the calling thread; returns already-completed futures."""

    is_inline = True

    def submit_call(self, fn, *args) -> Future:
        return _done_future(fn, *args)

    def submit(self, module_name: str, view_json: dict, level: str, rng_state) -> Future:
        return _done_future(think, module_name, view_json, level, rng_state)

    def warm_up(self, module_name: str | None = None) -> Future:
        return _done_future(_warm, module_name)


class AIWorker(_Interface):
    """Thinks in one separate ("spawn") process, started on the first request.

    Falls back to ``InlineAI`` (with a logged warning) when the process cannot be
    created or the pool breaks.
    """

    def __init__(self) -> None:
        self._executor: ProcessPoolExecutor | None = None
        self._inline: InlineAI | None = None

    @property
    def is_inline(self) -> bool:
        """True once the worker has fallen back to thinking inline."""
        return self._inline is not None

    def _fall_back(self, error: BaseException) -> InlineAI:
        if self._inline is None:
            log.warning("AI worker process unavailable (%s: %s); thinking inline instead",
                        type(error).__name__, error)
            self._inline = InlineAI()
            executor, self._executor = self._executor, None
            if executor is not None:
                try:
                    executor.shutdown(wait=False, cancel_futures=True)
                except Exception:  # already broken: nothing more to release
                    pass
        return self._inline

    def _submit(self, fn, *args) -> Future:
        if self._inline is not None:
            return _done_future(fn, *args)
        try:
            if self._executor is None:
                self._executor = ProcessPoolExecutor(
                    max_workers=1, mp_context=multiprocessing.get_context("spawn")
                )
            inner = self._executor.submit(fn, *args)
        except (OSError, ImportError, NotImplementedError, BrokenProcessPool) as e:
            self._fall_back(e)
            return _done_future(fn, *args)

        outer: Future = Future()
        outer.set_running_or_notify_cancel()
        executor = self._executor

        def relay(done: Future) -> None:
            try:
                outer.set_result(done.result())
            except BrokenProcessPool as e:
                if self._executor is not executor:  # stopped on purpose (`shutdown`): nobody waits for it,
                    outer.set_exception(e)          # and thinking inline now would only steal the frame's time
                    return
                self._fall_back(e)
                try:
                    outer.set_result(fn(*args))
                except BaseException as e2:
                    outer.set_exception(e2)
            except BaseException as e:
                outer.set_exception(e)

        inner.add_done_callback(relay)
        return outer

    def submit(self, module_name: str, view_json: dict, level: str, rng_state) -> Future:
        return self._submit(think, module_name, view_json, level, tuple(rng_state))

    def warm_up(self, module_name: str | None = None) -> Future:
        """Start the process (and import the game) ahead of the first decision."""
        return self._submit(_warm, module_name)

    def submit_call(self, fn, *args) -> Future:
        """Run any picklable module-level function `fn(*args)` in the worker (solver checks)."""
        return self._submit(fn, *args)

    def shutdown(self) -> None:
        """Stop the process without waiting for a running task (a long search is killed,
        never waited for, so leaving a scene or quitting cannot stall); a later request
        starts a new one."""
        executor, self._executor = self._executor, None
        if executor is None:
            return
        processes = list(getattr(executor, "_processes", {}).values())
        executor.shutdown(wait=False, cancel_futures=True)
        for process in processes:
            try:
                if process.is_alive():
                    process.terminate()
                    process.join(timeout=1.0)
            except (OSError, ValueError, AttributeError):
                pass


def run_ai_turn(match, thinker: _Interface, timeout: float | None = None) -> Any:
    """Let ``thinker`` make the current AI seat's move in ``match`` and wait for it.

    Blocking: for headless runs and tests (a scene polls instead).
    """
    request = match.ai_request()
    result = thinker.submit_request(request).result(timeout=timeout)
    return match.finish_ai(request, result.move_json, result.rng_state)
