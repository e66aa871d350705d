"""AI thinking off the frame: a worker process (``AIWorker``) or inline (``InlineAI``).

The game loop must never freeze while an AI thinks, and a thread alone still
holds the GIL, so ``AIWorker`` runs ``ai.choose_move`` in one separate process
(``ProcessPoolExecutor(max_workers=1)`` with the "spawn" context). Importing this
module starts nothing; ``start()`` (or the first request) creates the process in a
background thread, so no frame waits for fork/exec: requests made before it runs
wait and are sent once it does. The app keeps one worker for all its tables, started
with the app; a table uses it through a ``WorkerLease``, whose ``shutdown`` never
stops it for the next table.

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
import os
import queue
import random
import re
import threading
import time
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, NamedTuple

from game.core import AIRequest

__all__ = ["AIResult", "load_game_module", "think", "InlineAI", "AIWorker", "WorkerLease", "run_ai_turn"]

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


#: how much lower than the screen's process the worker process runs (``os.nice``): the AI thinks
#: with the cores the frames leave free, so on a small machine a long search never takes the core
#: the game loop is drawing on
WORKER_NICE = 10


PARENT_CHECK = 1.0  # seconds between the worker's looks at whether its app still lives


def _start_worker() -> None:
    """The worker process's initializer: it ends with the app (`_watch_parent`) and thinks only with
    the time the screen leaves free (`_below_the_screen`)."""
    threading.Thread(target=_watch_parent, args=(os.getppid(),), name="kastell-parent", daemon=True).start()
    _below_the_screen()


def _watch_parent(parent: int) -> None:
    """End this worker when the app that started it is gone (killed: SIGKILL leaves no time to stop
    it, and a worker waiting for its next request would otherwise wait forever, holding its memory):
    the process is then adopted by another, so its parent's id changes."""
    while True:
        time.sleep(PARENT_CHECK)
        if os.getppid() != parent:
            os._exit(0)


def _below_the_screen() -> None:
    """Think only with the time the screen leaves free.

    On Linux the process runs under the idle policy (``SCHED_IDLE``): a frame that wakes up takes its
    core back at once. With only a lower priority (``nice``), a worker that had the core went on to
    the next scheduler tick: on two cores with both workers searching, 32 of 1200 frames paced as in
    a window waited 4 ms for a core, against 2 of 1200 under the idle policy (measured here). Where
    the policy is missing or not allowed, the lower priority is the fallback."""
    try:
        os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))
        return
    except (AttributeError, OSError):
        pass
    try:
        os.nice(WORKER_NICE)
    except (AttributeError, OSError):  # (no nice on this system, or not allowed: think as before)
        pass


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
    """Thinks in one separate ("spawn") process.

    The process is started in a background thread (``start``, or the first request), so no frame
    waits for fork/exec or the child's start: requests made meanwhile wait in a list and go to the
    process once it runs. Falls back to ``InlineAI`` (with a logged warning) when the process cannot
    be created or the pool breaks. The app keeps one for all its tables (``lease``).
    """

    def __init__(self) -> None:
        self._executor: ProcessPoolExecutor | None = None
        self._inline: InlineAI | None = None
        self._lock = threading.RLock()
        #: the worker's own thread: it starts and stops the process (fork/exec, terminate and reap take
        #: milliseconds, never the frame's); commands come through `_commands`
        self._control: threading.Thread | None = None
        self._commands: queue.SimpleQueue = queue.SimpleQueue()
        self._starting = False
        self._waiting: list[tuple[Any, tuple, Future]] = []  # requests made while the process starts
        self._generation = 0  # bumped by `shutdown`: a start still under way then stops what it made
        self._broken = False  # the process died (not: none could be made): a new lease tries again
        self._open: list[Future] = []  # the answers still awaited (`busy`)

    @property
    def is_inline(self) -> bool:
        """True once the worker has fallen back to thinking inline."""
        return self._inline is not None

    @property
    def ready(self) -> bool:
        """True once the process runs (or the worker thinks inline)."""
        return self._executor is not None or self._inline is not None

    @property
    def busy(self) -> bool:
        """True while the process starts or a request made to it has no answer yet (the bench paces
        its frames as a window does while the app's processes compute beside them)."""
        with self._lock:
            self._open = [f for f in self._open if not f.done()]
            return bool(self._open) or self._starting

    def _fall_back(self, error: BaseException) -> InlineAI:
        with self._lock:
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

    def start(self) -> None:
        """Start the process in the worker's thread (nothing happens when it runs or is starting).
        The first call also starts that thread (the app makes that call before its first frame)."""
        with self._lock:
            if self._executor is not None or self._inline is not None or self._starting:
                return
            self._starting = True
            self._command("start", self._generation)

    def _command(self, name: str, arg=None) -> None:
        with self._lock:
            if self._control is None:
                self._control = threading.Thread(target=self._run_control, args=(self._commands,),
                                                 name="kastell-ai", daemon=True)
                self._control.start()
            self._commands.put((name, arg))

    def _run_control(self, commands: queue.SimpleQueue) -> None:
        """The worker's thread: starts and stops processes until told to exit."""
        while True:
            name, arg = commands.get()
            try:
                if name == "start":
                    self._start_process(arg)
                elif name == "stop":
                    _stop_executor(arg, wait=True)
                elif name == "exit":
                    return
            except Exception:  # noqa: BLE001 - the thread must outlive a failed command; it is logged
                log.exception("AI worker: %s failed", name)

    def _start_process(self, generation: int) -> None:
        """In the worker's thread: make the pool and its process (fork/exec happens here, off the
        frame), then send the requests that waited."""
        if generation != self._generation:
            return  # shut down since it was asked for
        try:
            executor = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                                           initializer=_start_worker)
            executor.submit(_warm, None)  # spawns the process now, in this thread
        except (OSError, ImportError, NotImplementedError, BrokenProcessPool) as e:
            with self._lock:
                if generation == self._generation:
                    self._starting = False
                    self._fall_back(e)
                waiting, self._waiting = self._waiting, []
            for fn, args, outer in waiting:  # (thought here, in this thread: the frames go on meanwhile)
                _settle(outer, fn, args)
            return
        with self._lock:
            if generation != self._generation:  # shut down while it started: stop what was made
                stale = executor
            else:
                stale = None
                self._starting = False
                self._executor = executor
                waiting, self._waiting = self._waiting, []
                for fn, args, outer in waiting:
                    self._forward(executor, fn, args, outer)
        if stale is not None:
            _stop_executor(stale, wait=True)

    def _submit(self, fn, *args) -> Future:
        with self._lock:
            if self._inline is not None:
                executor = None
            elif self._executor is None:  # starting: the request waits for the process
                outer: Future = Future()
                outer.set_running_or_notify_cancel()
                self._waiting.append((fn, args, outer))
                self._open.append(outer)
                self.start()
                return outer
            else:
                executor = self._executor
        if executor is None:
            return _done_future(fn, *args)
        outer = Future()
        outer.set_running_or_notify_cancel()
        with self._lock:
            self._open.append(outer)
        self._forward(executor, fn, args, outer)
        return outer

    def _forward(self, executor: ProcessPoolExecutor, fn, args: tuple, outer: Future) -> None:
        """Send a request to the running process; `outer` gets its answer (or, should the pool break,
        the inline answer)."""
        try:
            inner = executor.submit(fn, *args)
        except (OSError, ImportError, NotImplementedError, BrokenProcessPool, RuntimeError) as e:
            if self._executor is not executor and not isinstance(e, BrokenProcessPool):
                outer.set_exception(e)  # stopped on purpose
                return
            self._broken = isinstance(e, BrokenProcessPool)
            self._fall_back(e)
            _settle(outer, fn, args)
            return

        def relay(done: Future) -> None:
            try:
                outer.set_result(done.result())
            except BrokenProcessPool as e:
                if self._executor is not executor:  # stopped on purpose (`shutdown`): nobody waits for it,
                    outer.set_exception(e)          # and thinking inline now would only steal the frame's time
                    return
                self._broken = True
                self._fall_back(e)
                _settle(outer, fn, args)
            except BaseException as e:
                outer.set_exception(e)

        inner.add_done_callback(relay)

    def submit(self, module_name: str, view_json: dict, level: str, rng_state) -> Future:
        return self._submit(think, module_name, view_json, level, tuple(rng_state))

    def warm_up(self, module_name: str | None = None) -> Future:
        """Start the process (and import the game) ahead of the first decision."""
        return self._submit(_warm, module_name)

    def submit_call(self, fn, *args) -> Future:
        """Run any picklable module-level function `fn(*args)` in the worker (solver checks)."""
        return self._submit(fn, *args)

    def lease(self) -> "WorkerLease":
        """A table's handle on this worker: its ``shutdown`` never stops the worker for the others.
        A worker whose process died (and so thinks inline) tries a new process for the new table."""
        with self._lock:
            if self._broken and self._inline is not None:
                self._broken, self._inline = False, None
                self.start()
        return WorkerLease(self)

    def restart(self) -> None:
        """Stop the process (a search still running is killed) and start a fresh one, both in the
        worker's thread."""
        with self._lock:
            self._stop_process()
            self.start()

    def _stop_process(self) -> None:
        with self._lock:
            self._generation += 1
            self._starting = False
            executor, self._executor = self._executor, None
            waiting, self._waiting = self._waiting, []
        for _fn, _args, outer in waiting:
            outer.set_exception(BrokenProcessPool("the AI worker was shut down"))
        if executor is not None:
            self._command("stop", executor)

    def shutdown(self, wait: bool = False) -> None:
        """Stop the process without waiting for a running task (a long search is killed,
        never waited for, so leaving a scene or quitting cannot stall); a later request
        starts a new one. The worker's thread stops the process and ends; ``wait``: wait for
        that (the app's last word, so no thread or process outlives it)."""
        with self._lock:
            self._stop_process()
            control, self._control = self._control, None
            commands, self._commands = self._commands, queue.SimpleQueue()
        if control is None:
            return
        commands.put(("exit", None))
        if wait:
            control.join()


def _settle(outer: Future, fn, args: tuple) -> None:
    try:
        outer.set_result(fn(*args))
    except BaseException as e:  # the future carries it
        outer.set_exception(e)


def _stop_executor(executor: ProcessPoolExecutor, wait: bool) -> None:
    processes = list((getattr(executor, "_processes", None) or {}).values())
    executor.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        try:
            if process.is_alive():
                process.terminate()
                process.join(timeout=1.0)
            if process.is_alive():  # a busy machine: still starting up or not yet scheduled
                process.kill()
                process.join(timeout=2.0)
        except (OSError, ValueError, AttributeError):
            pass
    if wait:
        manager = getattr(executor, "_executor_manager_thread", None)
        if manager is not None:
            manager.join(timeout=5.0)


class WorkerLease(_Interface):
    """A table's use of a shared ``AIWorker`` (the app's): the same interface; ``shutdown`` releases
    the worker without stopping it, except that a task of this lease still running is abandoned by
    restarting the process (in the background), so the next table never waits behind it."""

    def __init__(self, worker: AIWorker) -> None:
        self.worker = worker
        self._futures: list[Future] = []

    @property
    def is_inline(self) -> bool:
        return self.worker.is_inline

    def _track(self, future: Future) -> Future:
        self._futures = [f for f in self._futures if not f.done()]
        self._futures.append(future)
        return future

    def submit(self, module_name: str, view_json: dict, level: str, rng_state) -> Future:
        return self._track(self.worker.submit(module_name, view_json, level, rng_state))

    def warm_up(self, module_name: str | None = None) -> Future:
        return self.worker.warm_up(module_name)  # (nothing to abandon: it only imports)

    def submit_call(self, fn, *args) -> Future:
        return self._track(self.worker.submit_call(fn, *args))

    def shutdown(self) -> None:
        busy = any(not f.done() for f in self._futures)
        self._futures = []
        if busy:
            self.worker.restart()


def run_ai_turn(match, thinker: _Interface, timeout: float | None = None) -> Any:
    """Let ``thinker`` make the current AI seat's move in ``match`` and wait for it.

    Blocking: for headless runs and tests (a scene polls instead).
    """
    request = match.ai_request()
    result = thinker.submit_request(request).result(timeout=timeout)
    return match.finish_ai(request, result.move_json, result.rng_state)
