"""Plays a lesson ("Lernpartie") headless as a guest would: reads each step, taps where the arrow
points (the table says where a person taps for a move: `lesson_taps`), and, when asked, first taps
beside the target and tries a wrong move to see the friendly correction.

Used by the lesson tests, the screenshot gallery (a lesson stopped at a step) and `bench.lessons`
(the playing time of each lesson)."""
from __future__ import annotations

from dataclasses import dataclass, field

from scenes.engine.input import Action
from scenes.tables.coach import Coach
from scenes.tables.lesson import CHANCE_STEP, COMPUTER, READ, TAP, YOU
from sprites.topbar import HINT_RECT, PAUSE_RECT

def tap(pos) -> list[Action]:
    return [Action("point_down", pos=tuple(pos), source="touch"), Action("point_up", pos=tuple(pos), source="touch")]


def touch_events(pos, kind: str) -> list:
    """A tap as the SDL events a real device sends, to go the whole way through the input (each is
    handed to `App.handle_event`, as the loop does):

    - "finger": a touch screen: the finger's events and the mouse events SDL makes of them (marked
      ``touch``);
    - "emulated": a mouse with SDL's touch emulation (``SDL_MOUSE_TOUCH_EVENTS=1``, as a guest's test
      in a window runs): the mouse's events and the finger events SDL makes of them (touch id -1)."""
    import pygame

    x, y = pos[0] / 1280, pos[1] / 720
    finger = dict(finger_id=0, x=x, y=y, dx=0.0, dy=0.0, pressure=1.0)
    mouse = dict(pos=tuple(pos), button=1)
    if kind == "finger":
        return [pygame.event.Event(pygame.FINGERDOWN, touch_id=1, **finger),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, touch=True, **mouse),
                pygame.event.Event(pygame.FINGERUP, touch_id=1, **finger),
                pygame.event.Event(pygame.MOUSEBUTTONUP, touch=True, **mouse)]
    return [pygame.event.Event(pygame.FINGERDOWN, touch_id=-1, **finger),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, touch=False, **mouse),
            pygame.event.Event(pygame.FINGERUP, touch_id=-1, **finger),
            pygame.event.Event(pygame.MOUSEBUTTONUP, touch=False, **mouse)]


#: a window's frame: while the app's worker processes compute, timed frames keep its pace
FRAME = 1.0 / 60.0


def frames(app, n: int, script: dict | None = None, times: list | None = None) -> None:
    """n frames of 1/60 s (two fixed steps each, drawn as the loop draws: only when something
    changed), with actions sent at given frames; `times` collects each frame's milliseconds, with
    the prewarm jobs the app runs after the frame (`App.idle`), as in a window.

    Timed frames also keep a window's pace while the app's worker processes compute (a search, the
    compiled solver loading): a window's loop sleeps out the rest of each 1/60 s, and the workers
    think in those gaps, at the lowest priority. Frames played back to back instead keep a core busy
    all the time, and the operating system then gives a worker the frame's core for a whole tick
    (4 ms) now and then: in the Castile lesson here, 5–9 of 429 frames back to back, 0–2 paced. While
    the workers are idle the frames follow each other at once (the bench stays short)."""
    import time

    from scenes.engine.app import STEP

    for i in range(n):
        start = time.perf_counter()
        for action in (script or {}).get(i, []):
            if isinstance(action, Action):
                app.dispatch(action)
            else:  # a device's event: through the input, as the loop hands it on
                app.handle_event(action)
        app.step(STEP)
        app.step(STEP)
        app.stack.flush()
        if app.stack.scenes:
            app.render(force=times is None)
        app.frame += 1
        if times is not None:  # (timed as in a window: the prewarm jobs run after a frame count in it)
            app.idle(time.perf_counter() - start)
            times.append((time.perf_counter() - start) * 1000.0)
            if app.thinking():
                rest = start + FRAME - time.perf_counter()
                if rest > 0:
                    time.sleep(rest)

MAX_WAIT = 60 * 60  # frames a step may take to become ready (a minute of game time)
WORDS_PER_SECOND = 3.0  # a guest reads about 180 words a minute
SECONDS_PER_ACTION = 1.5  # finding the target and tapping it


@dataclass
class LessonReport:
    game: str
    lang: str
    steps: int = 0
    frames: int = 0             # frames the lesson ran (1/60 s each): the table's own time
    words: int = 0              # words the coach said
    actions: int = 0            # taps a guest made (moves, "Weiter", controls)
    step_taps: int = 0          # of them, the one tap each reading step ("Weiter") and tap step takes
    shown: list[int] = field(default_factory=list)  # the steps a person saw and answered, in order
    corrections: int = 0        # friendly corrections seen (wrong taps and wrong moves)
    problems: list[str] = field(default_factory=list)
    frame_ms: list[float] | None = None  # each frame's update + draw time, when measured

    @property
    def table_seconds(self) -> float:
        return self.frames / 60.0

    @property
    def guest_seconds(self) -> float:
        """An estimate of a newcomer's time: the table's own time, reading, and finding each tap."""
        return self.table_seconds + self.words / WORDS_PER_SECOND + self.actions * SECONDS_PER_ACTION


def _run(app, report: LessonReport, n: int = 1, script=None) -> None:
    frames(app, n, script, report.frame_ms)
    report.frames += n


def beside(coach: Coach) -> tuple[int, int] | None:
    """A point on the table that is none of the step's targets, nor the bubble or its buttons."""
    avoid = [r.inflate(24, 24) for r in coach.target_rects()]
    avoid += [coach._bubble_rect.inflate(24, 24), coach.leave_btn.rect.inflate(24, 24),
              coach.next_btn.rect.inflate(24, 24), PAUSE_RECT.inflate(24, 24), HINT_RECT.inflate(24, 24)]
    for y in range(90, 700, 37):
        for x in range(30, 1260, 41):
            if not any(r.collidepoint(x, y) for r in avoid):
                return (x, y)
    return None


def play_lesson(app, game: str, lang: str = "de", wrong: bool = False, stop_at: int | None = None,
                timed: bool = False, touch: str | None = None, on_step=None) -> LessonReport:
    """Start `game`'s lesson and play it to its end (or until step `stop_at` is shown); returns what it
    took. With `wrong`, every step first gets a tap beside its target and (at a move) a wrong legal
    move, which must be corrected without the lesson moving on. With `touch` ("finger" or "emulated"),
    every tap is a device's events through the input (`touch_events`), not an action handed in; a
    step that a single tap moves on by more than one is a problem. `on_step(index)` is called once
    each step shows (its bubble drawn; a computer's or the dice's step as it starts), e.g. to
    photograph it. A bubble that covers what its step points at is a problem."""
    from scenes.services.i18n import tr

    def press(pos) -> list:  # a tap of this run: actions handed in, or a device's events
        return touch_events(pos, touch) if touch else tap(pos)

    app.set_language(lang)
    app.router.reset("lesson", game=game)
    report = LessonReport(game, lang, frame_ms=[] if timed else None)
    _run(app, report, 2)
    table = app.stack.scenes[0]
    run = table.lesson.run
    coach = table.lesson.coach
    report.steps = len(run.lesson.steps)
    while not run.finished:
        if run.left:
            report.problems.append(f"the lesson ended early at step {run.index}")
            return report
        _wait_until_ready(app, report, table, run)
        step, index = run.step, run.index
        if step.who in (COMPUTER, CHANCE_STEP):
            if not _watch(app, report, table, run, coach, step, index, on_step):
                return report
            continue
        _run(app, report)  # the coach draws the step (its bubble and buttons find their places)
        if stop_at is not None and index >= stop_at:
            return report
        if on_step is not None:
            on_step(index)
        _check_bubble(coach, report, step, index)
        missing = coach.missing_targets()
        if missing:
            report.problems.append(f"step {index} ({step.text}): targets missing on screen: {missing}")
        if step.text:
            report.words += len(tr(step.text, **step.params).split())
        if wrong:
            _wrong_tries(app, table, run, coach, report, step, index)
        if not _answer(app, report, table, run, coach, step, index, press):
            return report
    _run(app, report, 30)
    return report


def _wait_until_ready(app, report: LessonReport, table, run) -> None:
    """Frames until the table is at rest with the coach's scene on top (at most MAX_WAIT)."""
    waited = 0
    while (table.busy() or app.stack.top is not table and not getattr(app.stack.top, "coached", False)) \
            and waited < MAX_WAIT and not run.left:
        _run(app, report)
        waited += 1


def _watch(app, report: LessonReport, table, run, coach: Coach, step, index: int, on_step) -> bool:
    """A computer's or the dice's step, watched until it is played; False when it never was."""
    before = len(table.match.moves)
    if on_step is not None:
        for _ in range(240):  # until the move before has landed and the step speaks
            _run(app, report)
            if run.index != index or coach.settled:
                break
        if run.index == index:
            on_step(index)
    _check_bubble(coach, report, step, index)
    for _ in range(MAX_WAIT):
        _run(app, report)
        if run.index != index or run.left:
            break
    if run.index == index:
        report.problems.append(f"step {index}: the {step.who} move was not played")
        return False
    if len(table.match.moves) <= before:
        report.problems.append(f"step {index}: no move was applied")
    return True


def _answer(app, report: LessonReport, table, run, coach: Coach, step, index: int, press) -> bool:
    """The guest's answer to a step: "Weiter", the tap, or the move's taps; then the lesson must go on by
    exactly that step. False (with the problem named) when it did not."""
    moves_before = len(table.match.moves)
    report.shown.append(index)
    if step.who == READ:
        _run(app, report, 1, {0: press(coach.next_btn.rect.center)})
        report.actions += 1
        report.step_taps += 1
    elif step.who == TAP:
        rects = coach.target_rects()
        _run(app, report, 1, {0: press(rects[0].center)} if rects else None)
        report.actions += 1
        report.step_taps += 1
    elif step.who == YOU:
        taps = table.lesson_taps(step.move)
        if taps is None:  # a move the table cannot show as taps: the same path a tap takes
            table.try_move(step.move)
            report.actions += 1
        for i, pos in enumerate(taps or ()):
            _run(app, report, 1, {0: press(pos)})
            report.actions += 1
            for _ in range(120):  # dice sliding to the keep slots, a card lifting
                if not table.busy():
                    break
                _run(app, report)
        if step.who == YOU and len(table.match.moves) == moves_before and run.index == index:
            report.problems.append(f"step {index} ({step.text}): the taps {taps} did not make {step.move}")
            return False
    if run.index == index and not run.finished:
        _run(app, report, 2)
    if run.index == index and not run.finished:
        report.problems.append(f"step {index} ({step.text}) did not go on")
        return False
    if step.who in (READ, TAP) and run.index > index + 1 and run.lesson.steps[index + 1].who in (READ, TAP):
        report.problems.append(f"step {index} ({step.text}): one tap went on past step {index + 1}, "
                               "which was never shown")
        return False
    return True


def _check_bubble(coach: Coach, report: LessonReport, step, index: int) -> None:
    """A bubble lying on what its step points at is a problem."""
    covered = coach.covered_targets()
    if covered:
        report.problems.append(f"step {index} ({step.text}): the bubble {tuple(coach._bubble_rect)} covers "
                               f"its target(s) {[tuple(r) for r in covered]}")


def _wrong_tries(app, table, run, coach, report, step, index) -> None:
    """A tap beside the target, and at a move a wrong legal move: both corrected, nothing moves on."""
    moves = len(table.match.moves)
    spot = beside(coach)
    if spot is not None:
        _run(app, report, 1, {0: [Action("point_down", pos=spot, source="touch"),
                                  Action("point_up", pos=spot, source="touch")]})
        if run.index != index or not run.correction or len(table.match.moves) != moves:
            report.problems.append(f"step {index}: a tap at {spot} beside the target was not corrected")
        else:
            report.corrections += 1
    if step.who == YOU:
        others = [m for m in table.match.legal_moves() if m != step.move]
        if others:
            shown_toasts = len(getattr(app.toasts, "items", []) or [])
            ok = table.try_move(others[0])
            if ok or run.index != index or not run.correction or len(table.match.moves) != moves:
                report.problems.append(f"step {index}: the wrong move {others[0]} was not corrected")
            else:
                report.corrections += 1
            if len(getattr(app.toasts, "items", []) or []) > shown_toasts:
                report.problems.append(f"step {index}: a wrong move showed an error toast")
    run.correction = ""
