"""Castile's questions to its worker processes (scenes/tables/castile/advice.py): the verdict waits
for the compiled solver's loading instead of searching in Python ahead of it."""
from __future__ import annotations

from types import SimpleNamespace

from game.castile import rules
from game.castile.lean import warm_checker
from game.castile.verdict import verdict_line
from scenes.tables.castile.advice import WARM_DELAY, Advisor


class FakeWorker:
    is_inline = False

    def __init__(self) -> None:
        self.calls: list = []

    def submit_call(self, fn, *args):
        self.calls.append(fn)
        return SimpleNamespace(done=lambda: False)

    def shutdown(self) -> None:
        pass


def _advisor() -> tuple[Advisor, FakeWorker]:
    match = SimpleNamespace(state=rules.new_game(seed=4), moves=[], seats=[SimpleNamespace(is_human=True)],
                            is_over=lambda: False)
    table = SimpleNamespace(match=match, app=None, rehearsing=False)
    advisor = Advisor(table)
    checker = FakeWorker()
    advisor.checker, advisor.to_warm, advisor.warm_in = checker, [checker], WARM_DELAY
    return advisor, checker


def test_a_verdict_asked_before_the_loading_follows_it_in_the_next_frame():
    advisor, checker = _advisor()
    advisor.ask_verdict()  # (the table's entry asks at once)
    assert checker.calls == [] and advisor.check_pending is None
    advisor.update(WARM_DELAY / 2)
    assert checker.calls == []
    advisor.update(WARM_DELAY)
    assert checker.calls == [warm_checker]  # the loading first, alone in its frame
    advisor.update(1 / 60)
    assert checker.calls == [warm_checker, verdict_line] and advisor.check_pending[0] == 0
    advisor.update(1 / 60)
    assert len(checker.calls) == 2


def test_a_verdict_asked_after_the_loading_goes_at_once():
    advisor, checker = _advisor()
    advisor.update(WARM_DELAY * 2)
    advisor.ask_verdict()
    assert checker.calls == [warm_checker, verdict_line] and not advisor.verdict_waits
