"""The app's one AI worker: its process is made in the worker's own thread (never in a frame, so never
in the frame a table opens in), tables lease it and leave it running for the next table, a table that
leaves while its search runs gets the process restarted, and the app's shutdown leaves no worker thread
or process behind."""
from __future__ import annotations

import multiprocessing
import os
import threading
import time
from concurrent.futures.process import ProcessPoolExecutor

import pytest

from game import worker
from tests.harness import frames, make_app
from tests.toy_table import ToyTable

AI = [{"kind": "ai", "level": "easy"}, {"kind": "ai", "level": "easy"}]


@pytest.fixture
def spawns(monkeypatch):
    """The names of the threads that made worker processes."""
    made: list[str] = []
    real = ProcessPoolExecutor._spawn_process

    def spy(self):
        made.append(threading.current_thread().name)
        return real(self)

    monkeypatch.setattr(ProcessPoolExecutor, "_spawn_process", spy)
    return made


def ai_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name == "kastell-ai" and t.is_alive()]


def children_after_a_moment(seconds: float = 5.0) -> list:
    """The child processes still alive a few seconds after a shutdown: on a loaded machine a child
    killed at the shutdown is sometimes reaped a moment after it returns (seen twice with the suite
    beside two emulators); one that outlives that moment was never stopped."""
    deadline = time.monotonic() + seconds
    while multiprocessing.active_children() and time.monotonic() < deadline:
        time.sleep(0.05)
    return multiprocessing.active_children()


def test_a_request_before_the_process_runs_waits_for_it(spawns):
    w = worker.AIWorker()
    try:
        assert w._executor is None and not ai_threads(), "importing or making a worker starts nothing"
        first = w.submit_call(os.getpid)  # returns at once; the process starts in the worker's thread
        assert first.result(timeout=60) != os.getpid()
        assert spawns == ["kastell-ai"]
        assert w.submit_call(os.getpid).result(timeout=60) == first.result()  # the same process again
    finally:
        w.shutdown(wait=True)
    assert not ai_threads() and spawns == ["kastell-ai"]


def test_tables_share_the_apps_worker_and_never_spawn_in_a_frame(tmp_path, spawns):
    app = make_app(tmp_path / "data", think_in_worker=True)
    try:
        assert app.worker is not None and spawns in ([], ["kastell-ai"])  # started with the app, in its thread
        pid = app.worker.submit_call(os.getpid).result(timeout=60)
        first = ToyTable({"game": "toy", "seats": AI, "seed": 8})
        app.stack.reset(first)
        frames(app, 1)
        assert isinstance(first.thinker, worker.WorkerLease) and first.thinker.worker is app.worker
        assert not first.thinker.is_inline
        deadline = time.monotonic() + 60
        while len([a for a in first.match.actors if a != -1]) < 3 and time.monotonic() < deadline:
            frames(app, 5)
        assert len([a for a in first.match.actors if a != -1]) >= 3, "the computer seats played"
        for future in list(first.thinker._futures):  # (let its last search end: leaving then keeps the process)
            future.exception(timeout=60)
        second = ToyTable({"game": "toy", "seats": AI, "seed": 9})
        app.stack.reset(second)  # the first table leaves: the worker stays
        frames(app, 1)
        assert first.thinker is None and second.thinker.worker is app.worker
        assert app.worker.submit_call(os.getpid).result(timeout=60) == pid, "the same process serves the next table"
        assert "MainThread" not in spawns and spawns == ["kastell-ai"]
    finally:
        app.shutdown()
    assert not ai_threads() and not children_after_a_moment()


def test_a_table_leaving_while_its_search_runs_restarts_the_process(spawns):
    w = worker.AIWorker()
    try:
        pid = w.submit_call(os.getpid).result(timeout=60)
        lease = w.lease()
        long = lease.submit_call(time.sleep, 120)  # a search that would hold up the next table
        lease.shutdown()  # the table leaves: the process is restarted, not waited for
        assert w.submit_call(os.getpid).result(timeout=60) != pid
        with pytest.raises(BaseException):
            long.result(timeout=60)
        idle = w.lease()
        idle.submit_call(os.getpid).result(timeout=60)
        before = list(spawns)
        idle.shutdown()  # nothing of its own running: the process stays
        assert w.submit_call(os.getpid).result(timeout=60) != pid and spawns == before
        assert set(spawns) == {"kastell-ai"}
    finally:
        w.shutdown(wait=True)
    assert not ai_threads() and not children_after_a_moment()


def test_inline_thinking_makes_no_worker(tmp_path):
    app = make_app(tmp_path / "data")  # headless: the AI thinks inline
    try:
        table = ToyTable({"game": "toy", "seats": AI, "seed": 8})
        app.stack.reset(table)
        frames(app, 1)
        assert isinstance(table.thinker, worker.InlineAI) and app.workers._worker is None
    finally:
        app.shutdown()
    assert not ai_threads()


def test_castile_tables_share_the_apps_checker(tmp_path, spawns):
    """Castile's verdict search runs on the app's second worker, made once and kept: entering a table
    starts no process (it used to start one of its own, beside the table's first frames), and a
    table leaving while its verdict still runs has the checker's process restarted, not the AI's."""
    from scenes.tables.catalog import GAMES

    app = make_app(tmp_path / "data", think_in_worker=True)
    human = [{"kind": "human", "name": "Anna"}]
    try:
        watched = GAMES["castile"].make_scene({"game": "castile", "seats": [{"kind": "ai", "level": "easy"}],
                                               "seed": 2})
        app.stack.reset(watched)  # the computer plays: nobody asks for a verdict, no process starts
        frames(app, 3)
        assert not app.checker.ready and not app.checker._starting
        first = GAMES["castile"].make_scene({"game": "castile", "seats": human, "seed": 3})
        app.stack.reset(first)
        frames(app, 1)
        checker = first.advisor.checker
        assert isinstance(checker, worker.WorkerLease) and checker.worker is app.checker
        assert app.checker is not app.worker
        pid = app.checker.submit_call(os.getpid).result(timeout=60)
        for future in list(checker._futures):  # (its verdict ends: leaving then keeps the process)
            future.exception(timeout=60)
        before = len(spawns)
        second = GAMES["castile"].make_scene({"game": "castile", "seats": human, "seed": 4})
        app.stack.reset(second)
        frames(app, 1)
        assert first.advisor.checker is None and second.advisor.checker.worker is app.checker
        assert app.checker.submit_call(os.getpid).result(timeout=60) == pid, "the same process, kept"
        assert len(spawns) == before and "MainThread" not in spawns
        second.advisor.checker.submit_call(time.sleep, 30)  # a search still running when the table leaves
        app.stack.reset(GAMES["castile"].make_scene({"game": "castile", "seats": human, "seed": 5}))
        frames(app, 1)
        assert app.checker.submit_call(os.getpid).result(timeout=60) != pid, "restarted, not waited for"
        assert app.worker.submit_call(os.getpid).result(timeout=60) != pid
    finally:
        app.shutdown()
    assert not ai_threads() and not children_after_a_moment()


def _compiled_solver_loaded() -> bool:
    import sys

    kernel = sys.modules.get("game.castile.kernel")
    return kernel is not None and kernel._STATE["ready"] is not None


def test_a_castile_table_has_only_the_checker_load_the_compiled_solver(tmp_path):
    """When a person opens a Castile table, the verdict's process loads the compiled solver a second
    later (the entry's frames must not hand requests to workers); the AI worker, which answers the
    hint in Python, never does (about 70 MB of private memory a process: issue 34)."""
    from scenes.tables.catalog import GAMES

    app = make_app(tmp_path / "data", think_in_worker=True)
    try:
        table = GAMES["castile"].make_scene({"game": "castile", "seats": [{"kind": "human", "name": "Anna"}],
                                             "seed": 3})
        app.stack.reset(table)
        frames(app, 1)
        assert table.advisor.to_warm  # (not in the entry's frame)
        frames(app, 90)  # (a second and a half)
        assert not table.advisor.to_warm
        # (a worker runs its calls in order: the load came first)
        assert app.checker.submit_call(_compiled_solver_loaded).result(timeout=120)
        table.advisor.ask_hint()
        frames(app, 30)
        assert not app.worker.submit_call(_compiled_solver_loaded).result(timeout=120)
        assert app.workers.heavy
    finally:
        app.shutdown()


def _policy() -> str:
    """The worker's scheduling policy, seen from inside it (module level: it is sent to the process)."""
    if not hasattr(os, "sched_getscheduler"):
        return "none"
    return "idle" if os.sched_getscheduler(0) == os.SCHED_IDLE else f"nice {os.nice(0)}"


def test_the_worker_thinks_only_with_time_the_screen_leaves_and_says_when_it_is_busy():
    """The worker process runs under the idle policy (on Linux; else at a lower priority), so a frame
    that wakes up takes its core back at once; `busy` is True from a request until its answer."""
    import sys

    w = worker.AIWorker()
    try:
        assert not w.busy
        slow = w.submit_call(time.sleep, 0.5)
        assert w.busy  # (the process starts, then sleeps)
        policy = w.submit_call(_policy).result(timeout=60)
        if sys.platform.startswith("linux"):
            assert policy == "idle"
        else:
            assert policy in ("none", f"nice {worker.WORKER_NICE}")
        slow.result(timeout=60)
        assert not w.busy
        w.submit_call(time.sleep, 0.3)
        assert w.busy
        for _ in range(100):
            if not w.busy:
                break
            time.sleep(0.05)
        assert not w.busy
    finally:
        w.shutdown(wait=True)
