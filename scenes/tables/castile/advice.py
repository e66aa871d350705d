"""Castile's questions to the solver, asked off the frame: the hint (which move now?) and the verdict
(can this deal still be won?).

The hint runs on the table's AI worker (the table base's `thinker`), the verdict on the app's second
worker process (`App.checker`, shared by every table and kept: the table's `checker` is its lease,
and leaving abandons a search still running), so a long verdict search never holds up a hint. An answer counts only
while the match is still at the move it was asked at. In a lesson the hint is the lesson's next move
(`CastileCoaching.hint`), shown at once and for as long as the coach talks about it. Headless runs
think inline, in the frame, so there both searches get a small budget of positions instead of
seconds: short, and the same answer at any load (tests, CI and the screenshot gallery, not players).
Only the checker's process loads the compiled solver (``lean.warm_checker``, a second after a table
opens, not in its entry's frames; about 90 MB more in that process; a verdict asked before waits for
it): its verdict search, up to six seconds, gives the winning line it found, and a hint on that line
is its next move, at once. Elsewhere the hint searches in Python on the AI worker (60 ms, then the
best heuristic move), which so never loads numba.
Drawing the hint and the lost deal's badge is the painter's job (`painter`).
"""
from __future__ import annotations

import game.castile as castile
from game.castile import RESIGN
from scenes.services.i18n import tr

HINT_SHOW = 2.6
#: seconds after a table opens before the workers are asked to load the compiled solver (a request
#: handed to a worker costs the frame a few milliseconds of thread switches: not in the entry's frames)
WARM_DELAY = 1.0
LESSON_HINT_SHOW = 30.0  # in a lesson the hint glows while the coach speaks about it (until the move)
HINT_LIMIT = 0.2  # seconds the hint's solver run may take (then the best heuristic move)
CHECK_LIMIT = 6.0  # seconds the background "still winnable?" search may take
#: headless (inline) runs: the searches' budgets in positions (about 50 ms here)
HEADLESS_HINT_NODES = 2500
HEADLESS_CHECK_NODES = 2500


class Advisor:
    """The hint shown on the table, the verdict on the deal, and the questions still out for them."""

    def __init__(self, table) -> None:
        self.table = table
        self.hint: tuple[str, str, float] | None = None  # (src, dst, seconds it still shows)
        self.hint_pending = None                          # (ply asked at, future) of the hint
        self.check_pending = None                         # (ply asked at, future) of the verdict
        self.verdict = "unknown"                          # "won", "lost" (proven) or "unknown"
        self.checker = None
        self.line: tuple[int, list] | None = None  # (ply, moves): the verdict's winning line from that ply
        self.to_warm: list = []  # the workers still to be asked to load the compiled solver
        self.warm_in = 0.0
        self.verdict_waits = False  # a verdict asked before the checker was asked to load it

    def start(self, headless: bool) -> None:
        from game.worker import AIWorker, InlineAI

        app = self.table.app
        if headless:
            self.checker = InlineAI()
        else:  # (a table without an app, in a test, gets a process of its own)
            self.checker = app.checker.lease() if app is not None else AIWorker()
        match = self.table.match
        if not self.table.rehearsing and match.seats[0].is_human:
            # the checker's process loads the compiled solver soon, not in the first verdict
            self.to_warm = [w for w in (self.checker,) if w is not None and not w.is_inline]
            self.warm_in = WARM_DELAY

    def stop(self) -> None:
        self.to_warm = []
        self.verdict_waits = False
        if self.checker is not None:
            self.checker.shutdown()
            self.checker = None

    def update(self, dt: float) -> None:
        """Take in the answers that have come, let the shown hint fade on, and ask the workers to load
        the compiled solver once the table has settled (one a frame), then the verdict that waited for it
        (in the next frame)."""
        if self.verdict_waits and not self.to_warm:
            self.verdict_waits = False
            self.ask_verdict()
        if self.to_warm:
            self.warm_in -= dt
            if self.warm_in <= 0.0:
                from game.castile.lean import warm_checker

                self.to_warm.pop(0).submit_call(warm_checker)
                if self.table.app is not None:
                    self.table.app.workers.loaded_heavy()
        self.poll_hint()
        self.poll_verdict()
        if self.hint is not None:
            src, dst, left = self.hint
            self.hint = (src, dst, left - dt) if left - dt > 0 else None

    # ------------------------------------------------------------------ the hint
    def ask_hint(self) -> None:
        match = self.table.match
        if match.is_over() or self.hint_pending is not None:
            return
        lesson_move = self.table.coaching.hint()
        if lesson_move is not None:  # a lesson's hint shows its next move (on a winning line), at once
            self.hint = (lesson_move.src, lesson_move.dst, LESSON_HINT_SHOW)
            self.table.sound("pop")
            return
        on_line = self.line_move()
        if on_line is not None:  # the verdict's winning line goes on from here: its next move, at once
            self.hint = (on_line.src, on_line.dst, HINT_SHOW)
            self.table.sound("pop")
            return
        from game.castile.solver import hint_json

        nodes = HEADLESS_HINT_NODES if self.table.thinker.is_inline else None
        future = self.table.thinker.submit_call(hint_json, castile.state_to_json(match.state), HINT_LIMIT, nodes,
                                                False)
        self.hint_pending = (len(match.moves), future)

    def line_move(self):
        """The next move of the verdict's winning line, if the moves made since it are its first ones."""
        if self.line is None:
            return None
        ply, moves = self.line
        done = self.table.match.moves
        made = done[ply:]
        if len(done) < ply or len(made) >= len(moves) or made != moves[:len(made)]:
            return None
        return moves[len(made)]

    def poll_hint(self) -> None:
        if self.hint_pending is None:
            return
        ply, future = self.hint_pending
        if not future.done():
            return
        self.hint_pending = None
        table = self.table
        if ply != len(table.match.moves):
            return
        try:
            found = table.thinker.poll(future)
            move = castile.move_from_json(found) if found is not None else None
        except Exception:  # noqa: BLE001 - a hint is a nicety; never crash for it
            move = None
        if move is None or move == RESIGN:
            table.app.toast(tr("hint.none"))
            return
        self.hint = (move.src, move.dst, HINT_SHOW)
        table.sound("pop")

    # ------------------------------------------------------------------ the verdict
    def ask_verdict(self) -> None:
        """Ask whether the deal can still be won; only a human player needs it."""
        match = self.table.match
        if self.checker is None or match.is_over() or not match.seats[0].is_human:
            return
        if self.to_warm:  # the checker loads the compiled solver first: a verdict asked before would
            self.verdict_waits = True  # search in Python, 20 times slower, and hold the loading up
            return
        from game.castile.verdict import verdict_line

        nodes = HEADLESS_CHECK_NODES if self.checker.is_inline else None
        future = self.checker.submit_call(verdict_line, castile.state_to_json(match.state), CHECK_LIMIT, nodes)
        self.check_pending = (len(match.moves), future)

    def forget_verdict(self) -> None:
        """An undo or a redo changed the position: the old verdict no longer holds (an earlier
        position may be winnable again)."""
        self.verdict = "unknown"
        self.line = None

    def poll_verdict(self) -> None:
        if self.check_pending is None:
            return
        ply, future = self.check_pending
        if not future.done():
            return
        self.check_pending = None
        table = self.table
        if ply != len(table.match.moves):
            return
        try:
            answer = future.result()
            self.verdict = answer["result"]
            if answer["moves"]:
                self.line = (ply, [castile.move_from_json(m) for m in answer["moves"]])
        except Exception:  # noqa: BLE001
            self.verdict = "unknown"
        if self.verdict == "lost" and table.match.needs_human():
            table.app.toast(tr("castile.lost_now"), "error")
        table.show_verdict()
