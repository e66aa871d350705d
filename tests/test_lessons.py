"""The lessons ("Lernpartie"): every game's lesson plays to its end headless with scripted taps, in
German and English; a tap beside the target and a wrong move at every step get the friendly
correction and keep the lesson where it was; every target is on screen; the end leaves a legal,
playable game; and the screens that offer lessons lead to them."""
from __future__ import annotations

import pytest

from bench.lesson_player import play_lesson, tap
from scenes.tables.catalog import GAMES, ORDER
from scenes.tables.lesson import CHANCE_STEP, COMPUTER, READ, TAP, YOU, LessonRun
from scenes.tables.lesson_end import LessonEndScene
from tests.harness import frames

LESSONS = [g for g in ORDER if GAMES[g].has_lesson]


def test_every_game_has_a_lesson():
    assert set(LESSONS) == {"castro", "catsle", "caprice", "castile"}


@pytest.mark.parametrize("game", LESSONS)
def test_lesson_script_is_legal_in_the_rules_alone(game):
    """The scripted moves follow each other legally in a plain match (who moves matches each step; an
    "undo" tap takes the last move back)."""
    from game.core import CHANCE, AIAgent, HumanAgent, Match

    entry = GAMES[game]
    lesson = entry.lesson()
    seats = [HumanAgent(name="x") if s["kind"] == "human" else AIAgent(level=s.get("level", "easy"))
             for s in lesson.seats]
    m = Match(entry.module, seats, seed=lesson.seed, options=dict(lesson.options))
    for i, step in enumerate(lesson.steps):
        while m.actor() == CHANCE and step.who != CHANCE_STEP:  # chance the lesson leaves to the seed
            m.step_chance()
        if step.who == YOU or step.who == TAP:
            assert m.actor() == lesson.you, (game, i, step)
        elif step.who == COMPUTER:
            assert m.actor() not in (None, CHANCE, lesson.you), (game, i, step)
        elif step.who == CHANCE_STEP:
            assert m.actor() == CHANCE, (game, i, step)
        if step.who in (YOU, COMPUTER, CHANCE_STEP):
            m.apply(step.move)
        elif step.who == TAP and step.move == "undo":  # the player takes the last move back (Castile)
            played = list(m.moves)[:-1]
            m = Match(entry.module, seats, seed=lesson.seed, options=dict(lesson.options))
            for move in played:
                m.apply(move)
    assert not m.is_over(), "a lesson ends in a game the player plays on"
    assert m.legal_moves() or m.actor() == CHANCE


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("game", LESSONS)
def test_lesson_plays_to_its_end(app, game, lang):
    report = play_lesson(app, game, lang)
    assert report.problems == []
    table = app.stack.scenes[0]
    assert isinstance(app.stack.top, LessonEndScene) and app.stack.top.done
    assert not table.match.is_over() and table.lesson.run.finished
    assert report.guest_seconds <= 180, f"{game}: about {report.guest_seconds:.0f} s for a newcomer"
    # play on alone: the coach goes, the computers think for themselves, the game is saved again
    frames(app, 2, {0: tap(app.stack.top.widgets[0].rect.center)})
    assert app.stack.top is table and app.coach is None and not table.in_lesson
    moves = len(table.match.moves)
    for _ in range(600):
        frames(app, 1)
        if len(table.match.moves) > moves:
            break
    assert len(table.match.moves) > moves or table.human_turn(), "the game goes on after the lesson"


@pytest.mark.parametrize("game", LESSONS)
def test_wrong_taps_and_moves_are_corrected_kindly(app, game):
    report = play_lesson(app, game, "de", wrong=True)
    assert report.problems == []
    assert report.corrections >= report.steps // 2
    assert not any(t.kind == "error" for t in app.toasts.items)


def test_lesson_can_be_left_for_the_menu_or_a_normal_game(app):
    game = LESSONS[0]
    play_lesson(app, game, "de", stop_at=3)
    table = app.stack.top
    coach = app.coach
    frames(app, 2, {0: tap(coach.leave_btn.rect.center)})
    end = app.stack.top
    assert isinstance(end, LessonEndScene) and not end.done
    frames(app, 2, {0: tap(end.widgets[2].rect.center)})  # keep learning
    assert app.stack.top is table and table.in_lesson
    frames(app, 2, {0: tap(coach.leave_btn.rect.center)})
    frames(app, 2, {0: tap(app.stack.top.widgets[1].rect.center)})  # the menu
    frames(app, 2)
    assert type(app.stack.top).__name__ == "MenuScene" and app.coach is None


def test_lesson_games_are_not_autosaved_while_coached(app):
    play_lesson(app, LESSONS[0], "de", stop_at=8)
    assert app.storage.load_game() is None


def test_menu_setup_rules_and_attract_offer_lessons(app):
    from sprites import banner

    app.router.reset("menu")
    frames(app, 60)
    menu = app.stack.top
    chip = next(c for t, c, _ in menu.chips if t.key == LESSONS[0])
    frames(app, 3, {0: tap(chip.rect.center)})
    assert app.stack.scenes[0].lesson.run is not None and app.stack.scenes[0].game_key == LESSONS[0]
    app.router.reset("setup", game=LESSONS[0])
    frames(app, 10)
    frames(app, 3, {0: tap(app.stack.top.lesson_btn.rect.center)})
    assert app.stack.scenes[0].lesson.run is not None
    app.router.reset("rules", game=LESSONS[0])
    frames(app, 10)
    rules = app.stack.top
    lesson_btn = next(w for w in rules.widgets if w.label() == rules_label())
    frames(app, 3, {0: tap(lesson_btn.rect.center)})
    assert app.stack.scenes[0].lesson.run is not None
    app.router.reset("attract")
    frames(app, 10)
    frames(app, 3, {0: tap(banner.LEARN_RECT.center)})
    menu = app.stack.top
    assert type(menu).__name__ == "MenuScene" and menu.learn
    tile = next(t for t in menu.tiles if t.key == LESSONS[0])
    frames(app, 60)
    frames(app, 3, {0: tap(tile.rect.center)})
    assert app.stack.scenes[0].lesson.run is not None


def rules_label() -> str:
    from scenes.services.i18n import tr

    return tr("lesson.offer")


def test_lesson_run_refuses_all_but_its_move():
    lesson = GAMES[LESSONS[0]].lesson()
    run = LessonRun(lesson)
    first_you = next(i for i, s in enumerate(lesson.steps) if s.who == YOU)
    run.index = first_you
    assert not run.accepts(object()) and run.correction
    assert run.accepts(lesson.steps[first_you].move) and not run.correction


@pytest.mark.parametrize("touch, lang", [("emulated", "de"), ("emulated", "en")])
@pytest.mark.parametrize("game", LESSONS)
def test_a_lesson_by_touch_shows_every_step_once(app, game, touch, lang):
    """Every tap as a device sends it, through the input: a mouse with SDL's touch emulation (with the
    finger events SDL makes of it, as the guests' test ran; a touch screen's finger with the mouse events
    SDL makes of it is `touch_events(..., "finger")`, whose mouse half tests/test_input.py drops). One tap
    on "Weiter" is one step: none is skipped, the lesson takes a tap per step."""
    report = play_lesson(app, game, lang, touch=touch)
    assert report.problems == []
    assert app.stack.scenes[0].lesson.run.finished
    steps = app.stack.scenes[0].lesson.run.lesson.steps
    assert report.shown == [i for i, s in enumerate(steps) if s.who not in (COMPUTER, CHANCE_STEP)], \
        "every step a person answers was shown, once, in order"
    assert report.step_taps == sum(s.who in (READ, TAP) for s in steps), "one tap per reading or tap step"


@pytest.mark.parametrize("game", LESSONS)
def test_a_game_played_on_alone_after_its_lesson_counts(app, game):
    """"Allein weiterspielen": the game's end counts in the statistics like any other's."""
    report = play_lesson(app, game, "de")
    assert report.problems == []
    table = app.stack.scenes[0]
    frames(app, 2, {0: tap(app.stack.top.widgets[0].rect.center)})  # "Allein weiterspielen"
    assert app.stack.top is table and not table.in_lesson
    key = table.game_key
    before = int(app.storage.stats(key).get("played", 0))
    table.record_stats()  # (as the game's end does)
    assert int(app.storage.stats(key).get("played", 0)) == before + 1


def test_a_lesson_never_takes_the_place_of_a_stored_game(app):
    """A guest's unfinished game stays stored through a lesson (`--game castro --lesson`), the lesson's
    game played on alone included, and the menu after the lesson offers it."""
    from scenes.kit.dialogs import ConfirmScene

    seats = [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy", "name": "Kuno"}]
    table = GAMES["castro"].make_scene({"game": "castro", "seats": seats, "seed": 5, "options": {}})
    app.stack.reset(table)
    frames(app, 5)
    table.try_move(table.module.Roll(()))
    frames(app, 5)
    stored = app.storage.load_game()
    assert stored is not None and stored["setup"]["seed"] == 5
    report = play_lesson(app, "castro", "de")
    assert report.problems == []
    lesson = app.stack.scenes[0]
    end = app.stack.top
    frames(app, 2, {0: tap(end.widgets[0].rect.center)})  # "Allein weiterspielen"
    for _ in range(300):
        frames(app, 1)
    assert len(lesson.match.moves) > 0
    assert app.storage.load_game()["setup"]["seed"] == 5, "the guest's game is still the stored one"
    lesson.lesson.offer_end(done=True)
    frames(app, 2)
    app.stack.top.menu()
    frames(app, 30)
    assert isinstance(app.stack.top, ConfirmScene), "the menu offers the stored game"


def test_the_coach_leaves_the_dice_it_explains_in_sight(app):
    """Castro's lesson at "Drei Vieren: ein Drilling!": the lit fields are scattered over the board, and
    the bubble sits beside them, not on the dice tray it talks about (it did), its arrow leaves it from its
    edge (it began on the text's first letters), and its text starts below the ✕ (it touched it)."""
    from scenes.tables.castro import layout as L

    report = play_lesson(app, "castro", "de", stop_at=5)
    assert report.problems == []
    table = app.stack.scenes[0]
    coach = table.lesson.coach
    frames(app, 2)
    bubble = coach._bubble_rect
    assert bubble.w and not bubble.colliderect(L.TRAY) and not bubble.colliderect(L.KEEP)
    assert not coach.covered_targets()
    from scenes.tables.coach_place import arrow_points, nearest

    points = arrow_points(bubble, nearest(coach.target_rects(), bubble), 0.0)
    assert points is not None and not bubble.collidepoint(points[0]), "the arrow starts outside the bubble"
    from scenes.tables.coach import TEXT_TOP
    assert coach.leave_btn.rect.bottom <= bubble.y + TEXT_TOP


def test_the_next_step_speaks_once_the_move_before_has_landed(app):
    """Castro's lesson: after the player's roof is set, Kuno's "Schau zu" waits until the roof has
    landed (it showed over the roof still in the air); a tap meanwhile only hurries the table."""
    report = play_lesson(app, "castro", "de", stop_at=10)
    assert report.problems == []
    table = app.stack.scenes[0]
    coach = table.lesson.coach
    index = coach.run.index
    (pos,) = table.lesson_taps(coach.run.step.move)
    frames(app, 1, {0: tap(pos)})
    assert coach.run.index == index + 1 and table.busy(), "the roof flies"
    assert not coach.settled and not coach._bubble_rect.w
    for _ in range(300):
        if not table.busy():
            break
        frames(app, 1)
        if table.busy():
            assert not coach._bubble_rect.w, "no bubble while the roof is in the air"
    frames(app, 2)
    assert coach.settled and coach._bubble_rect.w
