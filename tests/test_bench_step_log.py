"""`python -m bench.transitions --steps`: every prewarm step is logged with its job's name and count,
and nothing stays patched afterwards."""
from __future__ import annotations

from bench.transitions import _step_log
from scenes.engine.app import App
from scenes.engine.prewarm import Prewarm


def test_steps_are_logged_by_job_and_unpatched_after():
    turn, preparing = Prewarm._turn, App._preparing
    log: list = []
    done = []

    def two_steps():
        yield
        done.append("b")

    with _step_log(log):
        queue = Prewarm()
        queue.add("one", lambda: done.append("a"))
        queue.add("two", two_steps)
        queue.run_all()
    assert done == ["a", "b"]
    assert [name for _, name in log] == ["one #0", "two #0", "two #1", "two #2"]
    assert all(ms >= 0 for ms, _ in log)
    assert Prewarm._turn is turn and App._preparing is preparing
    with _step_log(None):  # no log: nothing patched
        assert Prewarm._turn is turn
