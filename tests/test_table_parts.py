"""The table's parts, each on its own: the match driver, the lesson director, the records, the phone
desk, the shown view and the referee (scenes/tables/match_driver.py, lesson_director.py, records.py,
phone_desk.py, shown_view.py, referee.py), each driven by a small stand-in for the table that records
what the part asks of it."""
from __future__ import annotations

import logging
from concurrent.futures import Future
from types import SimpleNamespace

import pytest

from game import catsle
from game.core import CHANCE, AIAgent, HumanAgent, Match
from scenes.tables.lesson import Lesson, LessonRun, chance, computer, do, say, tap
from scenes.tables.lesson_director import LessonDirector
from scenes.tables.match_driver import RESULTS_DELAY, MatchDriver
from scenes.tables.phone_desk import PhoneDesk
from scenes.tables.records import Records
from scenes.tables.referee import Referee
from scenes.tables.shown_view import ShownView


class Stack:
    def __init__(self) -> None:
        self.scenes: list = []

    def push(self, scene) -> None:
        self.scenes.append(scene)


class Storage:
    """Records what a table stores; `fail` makes every write raise."""

    def __init__(self, stored=None, fail: bool = False) -> None:
        self.saved, self.cleared, self.stats_log, self.wins = [], 0, [], []
        self.values: dict = {}
        self.stored, self.fail = stored, fail

    def load_game(self):
        if isinstance(self.stored, Exception):
            raise self.stored
        return self.stored

    def save_game(self, key, setup, data) -> None:
        if self.fail:
            raise OSError("disk full")
        self.saved.append((key, setup, data))

    def clear_game(self) -> None:
        self.cleared += 1

    def stat_add(self, key, name, n) -> None:
        self.values[name] = self.values.get(name, 0) + n

    def stat_set(self, key, name, value) -> None:
        self.values[name] = value

    def stat_best(self, key, name, value) -> None:
        self.values[name] = max(self.values.get(name, 0), value)

    def stats(self, key) -> dict:
        return dict(self.values)

    def add_win(self, key, name, day) -> None:
        self.wins.append(name)


class CountedRecords(Records):
    """The real records, counting how often the parts asked for the game to be stored."""

    def save(self) -> None:
        self.table.saves += 1
        super().save()


class Table:
    """A stand-in for `TableScene`: the match, the setup, the app, and what the parts call back."""

    game_key = module_name = "catsle"
    module = catsle
    ai_delay = 0.5
    attract = demo = False

    def __init__(self, seats, seed: int = 7, storage=None) -> None:
        self.setup = {"game": "catsle", "seed": seed,
                      "seats": [{"kind": "human" if human else "ai", "name": f"P{i}"} for i, human in enumerate(seats)]}
        self.names = [s["name"] for s in self.setup["seats"]]
        self.match = Match(catsle, [HumanAgent(name=n) if human else AIAgent(level="easy", name=n)
                                    for n, human in zip(self.names, seats)], seed=seed, game_name="catsle")
        self.app = SimpleNamespace(stack=Stack(), storage=storage, coach=None, toasts=[],
                                   settings=SimpleNamespace(phones=True))
        self.app.toast = lambda text, kind="info": self.app.toasts.append(text)
        self.lesson = LessonDirector(self)
        self.driver = MatchDriver(self)
        self.records = CountedRecords(self)
        self.desk = PhoneDesk(self)
        self.phones = None
        self.applied_moves: list = []
        self.privacy: list[int] = []
        self.results = 0
        self.saves = 0
        self.is_busy = False
        self.dirty = False
        self.shown_to = None
        self.topbar = SimpleNamespace(phones={})

    # what the parts ask of the table
    def busy(self) -> bool:
        return self.is_busy

    def outside_chance(self) -> bool:
        return False

    def applied(self, actor, move, before) -> None:
        self.applied_moves.append((actor, move))

    def is_phone(self, seat) -> bool:
        return self.desk.is_phone(seat)

    def needs_privacy(self, seat) -> bool:
        return True

    def show_privacy(self, seat) -> None:
        self.privacy.append(seat)

    def show_results(self) -> None:
        self.results += 1

    def saved_setup(self) -> dict:
        return {"extra": 1}

    def lesson_stage(self, step) -> list:
        return [pygame_rect(0, 0, 10, 10)]

    def lesson_taps(self, move) -> list:
        return [(200, 300)]


def pygame_rect(*args):
    import pygame

    return pygame.Rect(*args)


class Thinker:
    """A thinker whose answers wait until `answer` (or fail)."""

    def __init__(self, fail: bool = False) -> None:
        self.asked: list = []
        self.fail = fail

    def submit_request(self, request) -> Future:
        future: Future = Future()
        self.asked.append((request, future))
        return future

    def answer(self, match) -> None:
        request, future = self.asked[-1]
        move = catsle.legal_moves(match.state)[0]
        future.set_result(SimpleNamespace(move_json=catsle.move_to_json(move), rng_state=request.rng_state))

    def poll(self, future):
        if self.fail:
            raise RuntimeError("the AI fell over")
        return future.result()


# ------------------------------------------------------------------ the match driver
def test_the_driver_takes_chance_only_when_the_table_is_free():
    table = Table([True, False, False])
    assert table.match.actor() == CHANCE
    table.is_busy = True
    table.driver.step(0.1)
    assert table.applied_moves == []
    table.is_busy = False
    table.driver.step(0.1)
    assert table.applied_moves and table.applied_moves[0][0] == CHANCE


def _to_computer_turn(table):
    for _ in range(20):
        if table.match.needs_ai():
            return
        if table.match.actor() == CHANCE:
            table.match.step_chance()
        else:
            table.match.apply(catsle.legal_moves(table.match.state)[0])
    raise AssertionError("no computer turn came")


def test_the_driver_asks_the_thinker_once_and_shows_the_answer_after_the_watching_delay():
    table = Table([False, False, False])
    _to_computer_turn(table)
    thinker = table.driver.thinker = Thinker()
    table.driver.step(0.1)
    table.driver.step(0.1)
    assert len(thinker.asked) == 1 and table.applied_moves == []
    thinker.answer(table.match)
    table.driver.step(0.1)  # answered, but 0.3 s < the 0.5 s delay
    assert table.applied_moves == []
    table.driver.hurry()     # a tap: the delay is skipped
    table.driver.step(0.0)
    seat = table.applied_moves[0][0]
    assert seat != CHANCE and not table.match.seats[seat].is_human and table.driver.pending is None


def test_a_failing_thinker_never_stops_the_game(caplog):
    table = Table([False, False, False])
    _to_computer_turn(table)
    thinker = table.driver.thinker = Thinker(fail=True)
    table.driver.step(0.1)
    thinker.answer(table.match)
    with caplog.at_level(logging.ERROR, "kastell.table"):
        table.driver.step(1.0)
    assert len(table.applied_moves) == 1 and "plays a random legal move" in caplog.text


def test_a_person_at_the_screen_gets_the_privacy_screen_and_the_results_come_once():
    table = Table([True, True, False])
    while table.match.actor() == CHANCE:
        table.match.step_chance()
    table.driver.wait = 3.0
    table.driver.step(0.1)
    assert table.privacy == [table.match.actor()] and table.driver.wait == 0.0
    table.match.is_over = lambda: True
    for _ in range(int(RESULTS_DELAY / 0.1) + 5):
        table.driver.step(0.1)
    assert table.results == 1 and table.driver.results_shown


# ------------------------------------------------------------------ the lesson director
def _lesson(table) -> Lesson:
    deal = table.match.state  # (only the step kinds matter here)
    return Lesson("catsle", tuple(table.setup["seats"]), 7,
                  (say("a"), do("b", ("the", "move")), tap("c", "undo"), computer("their move"), chance(deal)))


class Coach:
    def __init__(self) -> None:
        self.corrections: list[str] = []

    def correct(self, key: str = "") -> None:
        self.corrections.append(key)


def test_the_director_admits_only_the_steps_move_and_offers_the_ending_after_the_last():
    table = Table([True, False, False])
    director = table.lesson
    assert not director.active and not director.coached
    director.run = LessonRun(_lesson(table))
    director.coach = coach = Coach()
    director.run.next()  # past the read step
    assert director.coached and not director.admits("another move") and coach.corrections == ["lesson.wrong"]
    assert director.admits(("the", "move"))
    director.moved()
    director.event("hint")           # not the step's control
    assert director.run.index == 2
    director.event("undo")
    assert director.run.index == 3 and director.scripted(chance=False) == "their move"
    assert director.scripted(chance=True) is None and not director.computer_waits()
    director.moved()
    assert director.in_step(CHANCE, table.match) and not director.in_step(0, table.match)
    director.moved()
    assert director.run.finished and type(table.app.stack.scenes[-1]).__name__ == "LessonEndScene"


def test_ending_a_lesson_makes_it_a_game_like_any_other():
    table = Table([True, False, False])
    table.setup["lesson"] = True
    director = table.lesson
    director.run = LessonRun(_lesson(table))
    table.app.coach = director.coach = Coach()
    director.end()
    assert not director.active and table.app.coach is None and "lesson" not in table.setup


@pytest.mark.parametrize("stored, keeps", [(None, False), ({"game": "castro"}, True), (ValueError("bad"), True)])
def test_a_lesson_never_takes_a_stored_games_place(stored, keeps):
    table = Table([True, False, False], storage=Storage(stored=stored))
    table.lesson.run = LessonRun(_lesson(table))
    table.lesson.coach = Coach()  # (the real coach is drawn by the lesson tests)
    table.lesson.enter(table.app, rehearsing=False)
    assert table.lesson.keeps_stored is keeps


def test_the_bubble_keeps_the_stage_and_the_taps_in_sight():
    table = Table([True, False, False])
    table.lesson.run = LessonRun(_lesson(table))
    kept = table.lesson.keep_clear(table.lesson.run.lesson.steps[1])
    assert [tuple(r) for r in kept] == [(0, 0, 10, 10), (152, 252, 96, 96)]
    assert [tuple(r) for r in table.lesson.keep_clear(table.lesson.run.lesson.steps[2])] == [(0, 0, 10, 10)]


# ------------------------------------------------------------------ the records
def test_the_autosave_stores_the_setup_without_this_runs_keys_and_clears_a_finished_game():
    storage = Storage()
    table = Table([True, False, False], storage=storage)
    table.setup.update(demo=False, phone_keys={"0": "old"})
    table.records.save()
    key, setup, data = storage.saved[-1]
    assert key == "catsle" and setup["extra"] == 1 and "demo" not in setup and "phone_keys" not in setup
    assert data == table.match.to_save()
    table.match.is_over = lambda: True
    table.records.save()
    assert storage.cleared == 1


def test_the_autosave_stays_away_from_lessons_and_demos_and_never_raises(caplog):
    storage = Storage(fail=True)
    table = Table([True, False, False], storage=storage)
    with caplog.at_level(logging.ERROR, "kastell.table"):
        table.records.save()
    assert "autosave failed" in caplog.text
    storage.fail = False
    table.lesson.keeps_stored = True
    table.records.save()
    table.lesson.keeps_stored = False
    table.lesson.run = LessonRun(_lesson(table))
    table.records.save()
    assert storage.saved == []


def test_a_finished_game_counts_wins_streaks_and_the_winners_names():
    storage = Storage()
    table = Table([True, False, False], storage=storage)
    table.match.winners = lambda: [0]
    table.records.count_end()
    table.records.count_end()
    assert storage.values == {"played": 2, "won": 2, "streak": 2, "best_streak": 2} and storage.wins == ["P0", "P0"]
    table.match.winners = lambda: [1]
    table.records.count_end()
    assert storage.values["streak"] == 0 and storage.values["best_streak"] == 2 and storage.wins == ["P0", "P0"]
    table.setup["lesson"] = True
    table.records.count_end()
    assert storage.values["played"] == 3


# ------------------------------------------------------------------ the phone desk
class Phones:
    def __init__(self, seats, status) -> None:
        self.seats = set(seats)
        self._status = dict(status)
        self.released: list[int] = []
        self.server = SimpleNamespace(keys=lambda: {s: f"key{s}" for s in self.seats})

    def status(self, seat):
        return self._status.get(seat, "screen")

    def release(self, seat):
        self.seats.discard(seat)
        self.released.append(seat)

    def sync(self, force=False):
        pass

    def poll(self):
        return False


def test_the_desk_puts_only_the_setups_people_on_phones_and_only_when_allowed():
    table = Table([True, True, False])
    table.setup["seats"][1]["phone"] = True
    table.setup["seats"][2]["phone"] = True  # (a computer seat never goes to a phone)
    assert table.desk.wanted() == [1]
    table.app.settings.phones = False
    assert table.desk.wanted() == []
    table.app.settings.phones = True
    table.attract = True
    assert table.desk.wanted() == []


def test_a_phone_seat_goes_to_the_computer_or_back_to_the_screen_and_is_saved():
    table = Table([True, True, True])
    desk = table.desk
    desk.phones = Phones([1, 2], {1: "connected", 2: "disconnected"})
    table.setup["seats"][1]["phone"] = table.setup["seats"][2]["phone"] = True
    assert desk.is_phone(1) and not desk.is_phone(0) and not desk.is_phone(None)
    assert "P2" in desk.turn_text(2) and desk.turn_text(2) != desk.turn_text(1)
    desk.to_computer(1)
    assert not table.match.seats[1].is_human and table.setup["seats"][1]["kind"] == "ai"
    desk.to_screen(2)
    assert table.setup["seats"][2]["phone"] is False and desk.seats == set() and table.saves == 2


def test_the_desk_marks_each_phone_on_the_top_bar_and_says_when_one_goes_away():
    table = Table([True, True, False])
    desk = table.desk
    desk.phones = Phones([0, 1], {0: "waiting", 1: "connected"})
    desk.watch()
    assert table.topbar.phones == {0: "waiting", 1: "connected"} and table.app.toasts == [] and table.saves == 0
    desk.phones._status = {0: "connected", 1: "disconnected"}
    desk.watch()
    assert table.saves == 1 and len(table.app.toasts) == 1 and "P1" in table.app.toasts[0]


def test_play_again_takes_the_phones_along():
    old, new = Table([True, True, False]), Table([True, True, False])
    phones = old.desk.phones = Phones([1], {1: "connected"})
    new.desk.take_over(old.desk)
    assert new.desk.phones is phones and old.desk.phones is None


# ------------------------------------------------------------------ the shown view
def _deal(table) -> None:
    while table.match.actor() == CHANCE:
        table.match.step_chance()


class Fall:
    """An animation that lasts `seconds`."""

    def __init__(self, seconds: float) -> None:
        self.left = seconds
        self.done = False

    def update(self, dt: float) -> None:
        self.left -= dt
        self.done = self.left <= 0


class Viewed(Table):
    """The stand-in with a shown view: it records what lands and when the board catches up."""

    def __init__(self, seats, seed: int = 7) -> None:
        super().__init__(seats, seed)
        self.view = ShownView(self)
        self.view.state = self.match.state
        self.landed: list = []
        self.caught_up = 0

    def on_landed(self, animation) -> None:
        self.landed.append(animation)

    def catch_up(self) -> None:
        self.view.state = self.match.state
        self.caught_up += 1


def test_the_board_shows_the_state_before_a_move_until_its_last_animation_has_landed():
    table = Viewed([True, False, False])
    before = table.view.state
    _deal(table)  # the deal, with two animations on their way
    first, second = Fall(0.2), Fall(0.5)
    table.view.animations.add(first)
    table.view.animations.add(second)
    table.view.update(0.3)
    assert table.landed == [first] and table.view.state is before and table.caught_up == 0
    table.view.update(0.3)
    assert table.landed == [first, second] and table.caught_up == 1 and table.view.state is table.match.state


def test_the_screen_shows_only_the_secrets_of_the_person_at_it():
    table = Viewed([True, True, False])  # hot seat: two people at the screen, CATsle hides the hands
    _deal(table)
    table.catch_up()
    view = table.view
    actor = table.match.actor()
    assert view.humans == view.screen_humans == [0, 1]
    assert view.viewer() == view.screen_seat() == actor
    other = 1 - actor
    seen = view.seen()
    assert seen == catsle.view(table.match.state, actor) and seen != table.match.state
    assert catsle.hand(seen, actor) and not catsle.hand(seen, other), "the other person's hand stays hidden"
    # the screen still belongs to the other person: nobody's secrets until it is handed over
    view.to = other
    assert view.needs_privacy(actor) and view.viewer() == actor
    computers = Viewed([False, False, False])  # the attract loop: the first seat's hand, as a show
    assert computers.view.screen_seat() == 0 and not computers.view.needs_privacy(0)


def test_with_one_person_at_the_screen_there_is_no_handing_over():
    table = Viewed([True, False, False])
    _deal(table)
    table.catch_up()
    assert table.view.screen_humans == [0] and table.view.viewer() == 0
    assert not table.view.needs_privacy(0)


# ------------------------------------------------------------------ the referee
class Refereed(Table):
    """The stand-in with a referee and what it calls back: the refusals, the presenter's moves."""

    param_names = {"suit": lambda suit: f"<{suit}>"}

    def __init__(self, seats, seed: int = 7) -> None:
        super().__init__(seats, seed)
        self.referee = Referee(self)
        self.refused = 0
        self.presented: list = []
        self.animations: list = []
        self.caught_up = 0
        self.topbar_refreshed = 0

    def on_refused(self) -> None:
        self.refused += 1

    def on_move(self, actor, move, before, after) -> None:
        self.presented.append((actor, move, before is not after))

    def catch_up(self) -> None:
        self.caught_up += 1

    def refresh_topbar(self) -> None:
        self.topbar_refreshed += 1

    def applied(self, actor, move, before) -> None:  # (the real table hands it back to its referee)
        self.referee.applied(actor, move, before)


def test_a_move_at_the_screen_is_applied_saved_presented_and_shown():
    table = Refereed([True, True, True])
    _deal(table)
    actor = table.match.actor()
    move = catsle.legal_moves(table.match.state)[0]
    assert table.referee.try_move(move)
    assert table.match.moves[-1] == move and table.saves == 1
    assert table.presented == [(actor, move, True)] and table.caught_up == 1 and table.topbar_refreshed == 1


def test_a_move_that_is_not_the_screens_to_make_is_refused_without_a_word():
    table = Refereed([True, False, True])  # seed 7: seat 1 begins, a computer
    _deal(table)
    assert table.match.actor() == 1
    move = catsle.legal_moves(table.match.state)[0]
    assert not table.referee.try_move(move)
    assert table.refused == 1 and table.match.moves[-1] != move and table.app.toasts == []


def test_an_illegal_move_is_refused_with_its_reason_in_words():
    table = Refereed([True, True, True])
    _deal(table)
    legal = set(catsle.legal_moves(table.match.state))
    wrong = next(m for m in (catsle.Play(f"{s}{v}") for s in catsle.SUITS for v in catsle.VALUES) if m not in legal)
    moves = len(table.match.moves)
    assert not table.referee.try_move(wrong)
    assert table.refused == 1 and len(table.match.moves) == moves and table.saves == 0
    assert len(table.app.toasts) == 1 and table.app.toasts[0]
