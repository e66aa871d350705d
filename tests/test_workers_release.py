"""The worker processes let the compiled Castile solver go (scenes/engine/workers.py): a table that
loaded it keeps it while a scene wants it; a minute without one, both processes start afresh, light,
but never while one computes. And Castile's hint follows the verdict's winning line at once."""
from __future__ import annotations

import game.castile as castile
from scenes.engine.workers import RELEASE_AFTER, Workers


class FakeWorker:
    def __init__(self) -> None:
        self.restarts = 0
        self.busy = False
        self.is_inline = False

    def restart(self) -> None:
        self.restarts += 1


def workers_with_fakes():
    w = Workers()
    w._worker, w._checker = FakeWorker(), FakeWorker()
    return w


def test_nothing_happens_until_the_compiled_solver_was_loaded():
    w = workers_with_fakes()
    assert not w.tick(RELEASE_AFTER * 2, False)
    assert w._worker.restarts == w._checker.restarts == 0


def test_kept_while_wanted_and_let_go_a_minute_after():
    w = workers_with_fakes()
    w.loaded_heavy()
    for _ in range(10):
        assert not w.tick(RELEASE_AFTER, True)  # a Castile table is on the stack
    assert not w.tick(RELEASE_AFTER / 2, False)
    assert not w.tick(RELEASE_AFTER / 4, True)  # wanted again: the minute starts anew
    assert not w.tick(RELEASE_AFTER * 0.9, False)
    assert w.tick(RELEASE_AFTER * 0.2, False)
    assert w._worker.restarts == w._checker.restarts == 1 and not w.heavy
    assert not w.tick(RELEASE_AFTER * 5, False)  # once


def test_never_while_a_worker_computes():
    w = workers_with_fakes()
    w.loaded_heavy()
    w._checker.busy = True
    assert not w.tick(RELEASE_AFTER * 3, False)
    w._checker.busy = False
    assert w.tick(1 / 60, False) and w._checker.restarts == 1


def test_the_hint_follows_the_verdicts_winning_line_at_once(app):
    from game.castile.solver import solve
    from tests.harness import frames
    from scenes.tables.catalog import GAMES

    table = GAMES["castile"].make_scene({"game": "castile", "seats": [{"kind": "human", "name": "Anna"}],
                                         "seed": 2})
    app.stack.reset(table)
    frames(app, 5)
    line = solve(table.match.state, time_limit=5, node_limit=20_000).moves
    assert line
    adv = table.advisor
    adv.hint_pending = None
    adv.line = (len(table.match.moves), line)
    asked = []
    table.thinker.submit_call = lambda *a: asked.append(a)  # (a search would go here)
    adv.ask_hint()
    assert adv.hint[:2] == (line[0].src, line[0].dst) and not asked
    assert table.referee.try_move(line[0])  # (the guest plays the hinted move)
    frames(app, 30)
    adv.hint = None
    adv.ask_hint()
    assert adv.hint[:2] == (line[1].src, line[1].dst) and not asked
    other = next(m for m in castile.legal_moves(table.match.state) if m != line[1])
    assert table.referee.try_move(other)
    adv.line = None  # (off the line, before the next verdict has found one)
    adv.hint = None
    adv.ask_hint()
    assert asked and asked[0][-1] is False  # the AI worker searches, in Python
