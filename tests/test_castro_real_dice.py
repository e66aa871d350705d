"""Castro with real dice ("Echte Würfel"): the café rolls its own dice and types each roll in.

The setup offers the option (and remembers it), the command line has --real-dice; at every roll the
table opens the dice picker instead of sampling; the values entered become exactly the chance move
(kept dice stay as the rules keep them); refused entries explain themselves and change nothing; the
dice then land on those values; computer players keep and place by themselves, their rolls are typed
in too; a phone seat's roll opens the picker on the big screen; the Trainer still works; a game with
real dice autosaves, resumes with real dice, and replays to the same states. Touch, mouse, keyboard
and gamepad each work alone.
"""
from __future__ import annotations

import random
import subprocess
import sys

import pygame
import pytest

import game.castro as castro
import main
from game.core import CHANCE, HumanAgent, Match
from scenes.services import i18n
from scenes.services.i18n import tr
from scenes.shell import resume
from scenes.shell.setup import SetupScene, setup_from_config
from scenes.tables.castro import layout as L
from scenes.tables.castro.dice_picker import DicePicker, FaceButton, PickDie
from scenes.tables.castro.table import CastroTable
from scenes.tables.overlays import PauseScene
from sprites import theme
from sprites.widgets import Toggle
from tests.harness import click, frames, key, pad, tap
from scenes.tables.castro import prompt

HUMANS = [{"kind": "human", "name": "Anna"}, {"kind": "human", "name": "Ben"}]
WITH_AI = [{"kind": "human", "name": "Anna"}, {"kind": "ai", "name": "Kuno", "level": "easy"}]


@pytest.fixture(autouse=True)
def _german():
    i18n.set_language("de")
    theme.set_high_contrast(False)
    yield
    i18n.set_language("de")
    theme.set_high_contrast(False)


# --------------------------------------------------------------------------- helpers


def real_table(app, seed=11, seats=HUMANS, real=True) -> CastroTable:
    t = CastroTable({"game": "castro", "seats": [dict(s) for s in seats], "seed": seed, "options": {},
                     "real_dice": real})
    app.stack.reset(t)
    app.stack.flush()
    frames(app, 2)
    return t


def until(app, condition, limit=900, what="") -> None:
    for _ in range(limit):
        if condition():
            return
        frames(app, 1)
    raise AssertionError(f"gave up waiting for {what or condition}")


def picker_of(app) -> DicePicker:
    until(app, lambda: isinstance(app.stack.top, DicePicker), what="the dice picker")
    frames(app, 1)
    return app.stack.top


def rest(app, t) -> None:
    """Until the table waits for a person at the screen (the dice have landed)."""
    until(app, lambda: app.stack.top is t and t.human_turn() and not t.busy() and not t.tray.moving,
          what="a person's turn at rest")


def roll(app, t, how=tap) -> DicePicker:
    frames(app, 1, {0: how(L.ROLL.center)})
    return picker_of(app)


def tray_shows(t) -> list[int]:
    return sorted(d.shown for d in t.tray.dice)


def snapshot(t) -> tuple:
    m = t.match
    return (list(m.moves), m.state, m.chance_rng.getstate(), t.app.storage.load_game())


# --------------------------------------------------------------------------- the setup and the command line


@pytest.mark.parametrize("how", ["touch", "mouse", "keyboard", "pad"])
def test_the_setup_offers_real_dice_remembers_it_and_the_table_uses_it(app, how):
    from scenes.shell.menu import MenuScene

    app.stack.reset(MenuScene())
    app.stack.push(SetupScene("castro"))
    frames(app, 2)
    setup = app.stack.top
    switch = next(w for w in setup.widgets if isinstance(w, Toggle) and getattr(w, "role", "") == "real_dice")
    assert switch.label() == "Echte Würfel" and switch.value is False
    if how in ("touch", "mouse"):
        frames(app, 1, {0: (tap if how == "touch" else click)(switch.rect.center)})
    else:
        send = key if how == "keyboard" else pad
        for _ in range(12):  # up from the seats: the switch beside the player count takes the focus
            if setup.focused() is switch:
                break
            frames(app, 1, {0: send("nav", direction="up")})
        assert setup.focused() is switch
        frames(app, 1, {0: send("select")})
    assert switch.value is True
    assert app.storage.get_setting("setup.castro")["table"] == {"real_dice": True}
    frames(app, 1, {0: tap(setup.start_btn.rect.center)})
    frames(app, 3)
    table = next(s for s in app.stack.scenes if isinstance(s, CastroTable))
    assert table.setup["real_dice"] is True and table.real_dice
    # the next visit remembers the switch
    again = SetupScene("castro")
    app.stack.reset(MenuScene())
    app.stack.push(again)
    frames(app, 2)
    assert next(w for w in again.widgets if isinstance(w, Toggle)).value is True


def test_games_without_table_options_show_no_switch(app):
    from scenes.shell.menu import MenuScene

    for game in ("catsle", "caprice", "castile"):
        app.stack.reset(MenuScene())
        app.stack.push(SetupScene(game))
        frames(app, 1)
        assert not [w for w in app.stack.top.widgets if isinstance(w, Toggle)]


def test_a_bad_remembered_switch_is_off(app):
    app.storage.set_setting("setup.castro", {"seats": None, "table": {"real_dice": "ja"}})
    from scenes.shell.menu import MenuScene

    app.stack.reset(MenuScene())
    app.stack.push(SetupScene("castro"))
    frames(app, 1)
    assert next(w for w in app.stack.top.widgets if isinstance(w, Toggle)).value is False


def test_the_command_line_flag():
    cfg = main.config_from_args(main.parse_args(["--game", "castro", "--real-dice", "--headless"]))
    assert cfg.table_options == {"real_dice": True}
    assert setup_from_config(cfg)["real_dice"] is True
    plain = main.config_from_args(main.parse_args(["--game", "castro"]))
    assert "real_dice" not in setup_from_config(plain)


@pytest.mark.parametrize("args, words", [
    (["--real-dice"], "argument --real-dice: needs --game castro"),
    (["--real-dice", "--game", "catsle"], "argument --real-dice: only for --game castro, not --game catsle"),
    (["--real-dice", "--game", "castro", "--demo"], "argument --real-dice: not with --demo or --lesson"),
    (["--real-dice", "--game", "castro", "--lesson"], "argument --real-dice: not with --demo or --lesson"),
    (["--real-dice=yes", "--game", "castro"], "argument --real-dice: ignored explicit argument 'yes'"),
])
def test_the_flag_misused_gives_a_clear_message(args, words, capsys):
    with pytest.raises(SystemExit) as exit_:
        main.parse_args(args)
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert words in err and "usage:" in err


def test_help_names_the_flag():
    r = subprocess.run([sys.executable, "main.py", "--help"], capture_output=True, text=True, timeout=60,
                       cwd=main.os.path.dirname(main.os.path.abspath(main.__file__)))
    assert r.returncode == 0 and "--real-dice" in r.stdout


def test_the_command_line_opens_a_table_with_real_dice(tmp_path):
    from scenes.shell.boot import first_scenes
    from tests.harness import make_app

    a = make_app(tmp_path / "d", game="castro", seed=11, table_options={"real_dice": True})
    try:
        scenes = first_scenes(a)
        a.stack.reset(scenes[0])
        for scene in scenes[1:]:
            a.stack.push(scene)
        frames(a, 3)
        table = next(s for s in a.stack.scenes if isinstance(s, CastroTable))
        assert table.real_dice
    finally:
        a.shutdown()


# --------------------------------------------------------------------------- entering the dice


def test_the_start_still_comes_from_the_seed_and_no_die_is_sampled(app):
    t = real_table(app, seed=11)
    plain = Match(castro, [HumanAgent(), HumanAgent()], seed=11)
    plain.step_chance()
    assert t.match.moves == plain.moves  # who begins: the seeded generator, as without real dice
    p = roll(app, t)
    frames(app, 60)
    assert app.stack.top is p and t.match.actor() == CHANCE, "the match waits for the dice typed in"
    assert isinstance(t.match.moves[-1], castro.Roll)
    assert p.kept == () and len(p.values) == 5 and p.roll == 1
    assert prompt.prompt_text(t) == tr("castro.real.prompt", name=t.names[p.seat])


def test_entered_values_become_exactly_the_chance_move_and_the_dice_land_on_them(app):
    t = real_table(app)
    me = t.match.actor()
    p = roll(app, t)
    assert p.title_text() == tr("castro.real.title", name=t.names[me])
    for i, v in enumerate((6, 2, 5, 2, 3)):  # pointer: one number button per die
        frames(app, 1, {0: tap(p.faces[i][v - 1].rect.center)})
    assert p.values == [6, 2, 5, 2, 3]
    frames(app, 1, {0: tap(p.confirm_btn.rect.center)})
    assert t.match.moves[-1] == castro.Dice((6, 2, 5, 2, 3)) == castro.Dice((2, 2, 3, 5, 6))
    assert t.match.actors[-1] == CHANCE
    assert t.state.dice == (2, 2, 3, 5, 6) and castro.roll_number(t.state) == 1
    frames(app, 3)
    assert app.stack.top is t and t.tray.tumbling, "the dice tumble in the tray"
    rest(app, t)
    assert tray_shows(t) == [2, 2, 3, 5, 6], "and come to rest showing the values entered"
    for d in t.tray.dice:
        assert L.TRAY_FELT.inflate(4, 4).collidepoint(d.pos)
    # keep the two 2s and roll again: only three dice are asked for, the kept ones lie fixed
    for d in [d for d in t.tray.dice if d.value == 2]:
        frames(app, 1, {0: tap(tuple(int(c) for c in d.pos))})
    frames(app, 30)
    assert t.tray.kept_values == (2, 2)
    p = roll(app, t)
    assert p.kept == (2, 2) and len(p.values) == 3 and p.roll == 2
    assert p.roll_text() == tr("castro.real.roll_some", n=2, rolled=3, kept=2)
    for i, v in enumerate((2, 4, 1)):
        for _ in range(v):  # a tap on a die turns it to the next number
            frames(app, 1, {0: tap(p.dice[i].rect.center)})
    assert p.values == [2, 4, 1]
    frames(app, 1, {0: tap(p.confirm_btn.rect.center)})
    assert t.match.moves[-2:] == [castro.Roll((2, 2)), castro.Dice((1, 2, 4))]
    assert t.state.dice == (1, 2, 2, 2, 4), "the kept dice and the entered ones make the roll"
    rest(app, t)
    assert tray_shows(t) == [1, 2, 2, 2, 4] and t.tray.kept_values == (2, 2)


@pytest.mark.parametrize("values, code, params", [
    ([1, 2, 3, 4, 5, 6], "castro.wrong_dice_count", {"expected": 5, "got": 6}),
    ([1, 2, 3, 4, 7], "castro.bad_die", {"value": "7"}),
    ([], "castro.wrong_dice_count", {"expected": 5, "got": 0}),
    ([1, 2, 0, 4, 5], "castro.bad_die", {"value": "0"}),
])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_invalid_entries_are_refused_with_a_message_and_nothing_changes(app, values, code, params, lang):
    app.set_language(lang)
    t = real_table(app)
    p = roll(app, t)
    before = snapshot(t)
    assert p.submit(values) is False
    frames(app, 2)
    assert app.stack.top is p, "the picker stays open"
    assert p.message == tr("error." + code, **params) and p.message_kind == "error"
    assert "{" not in p.message and "castro." not in p.message
    assert snapshot(t) == before, "no move, the same state, the chance stream and the autosave untouched"


def test_a_missing_die_and_a_typed_seven_are_refused_in_the_picker(app):
    t = real_table(app)
    p = roll(app, t)
    before = snapshot(t)
    frames(app, 1, {0: tap(p.confirm_btn.rect.center)})  # nothing entered yet
    assert p.message == tr("castro.real.missing", n=5) == "Noch nicht fertig: 5 Würfel haben keine Augenzahl."
    assert p.flagged == {0, 1, 2, 3, 4}
    frames(app, 1, {0: key("key", key=pygame.K_7)})
    assert p.message == tr("error.castro.bad_die") == "Ein Würfel zeigt nur 1 bis 6."
    assert p.values == [None] * 5
    for k in (pygame.K_3, pygame.K_3, pygame.K_3, pygame.K_3):
        frames(app, 1, {0: key("key", key=k)})
    frames(app, 1, {0: click(p.confirm_btn.rect.center)})
    assert p.message == tr("castro.real.missing", n=1) == "Noch nicht fertig: Ein Würfel hat keine Augenzahl."
    assert p.flagged == {4} and p.focused() is p.dice[4]
    assert snapshot(t) == before and app.stack.top is p
    frames(app, 1, {0: key("key", key=pygame.K_KP6)})  # the number pad works too
    assert p.message == "" and p.focused() is p.confirm_btn
    frames(app, 1, {0: key("select", key=pygame.K_RETURN)})
    assert t.match.moves[-1] == castro.Dice((3, 3, 3, 3, 6))


def test_keyboard_only(app):
    t = real_table(app)
    app.input.mode = "focus"  # as the input mapper does for a key press (the harness sends actions)
    frames(app, 1, {0: key("select", key=pygame.K_RETURN)})  # the roll button has the focus
    p = picker_of(app)
    assert p.focused() is p.dice[0] and p.device == "keyboard"
    for k in (pygame.K_4, pygame.K_1, pygame.K_6, pygame.K_6, pygame.K_2):
        frames(app, 1, {0: key("key", key=k)})
    assert p.values == [4, 1, 6, 6, 2] and p.focused() is p.confirm_btn
    frames(app, 1, {0: key("back", key=pygame.K_BACKSPACE)})  # Backspace: the last die again
    assert p.values == [4, 1, 6, 6, None] and p.focused() is p.dice[4]
    frames(app, 1, {0: key("nav", direction="down")})  # arrows reach the numbers under a die
    assert isinstance(p.focused(), FaceButton) and p.focused().index == 4
    frames(app, 1, {0: key("nav", direction="right")})
    chosen = p.focused()
    frames(app, 1, {0: key("select", key=pygame.K_RETURN)})
    assert p.values[4] == chosen.value and p.focused() is p.confirm_btn, "chosen: the mark moves on"
    frames(app, 1, {0: key("nav", direction="up")})
    frames(app, 1, {0: key("nav", direction="up")})
    assert isinstance(p.focused(), FaceButton) and p.focused().index == 4
    frames(app, 1, {0: key("key", key=pygame.K_5)})  # a number key sets the die whose number is marked
    assert p.values == [4, 1, 6, 6, 5] and p.focused() is p.confirm_btn
    frames(app, 1, {0: key("select", key=pygame.K_RETURN)})
    assert t.match.moves[-1] == castro.Dice((1, 4, 5, 6, 6))
    rest(app, t)
    frames(app, 1, {0: key("key", key=pygame.K_1)})  # keep the leftmost die, roll with R
    frames(app, 30)
    kept = t.tray.kept_values
    assert len(kept) == 1
    frames(app, 1, {0: key("key", key=pygame.K_r)})
    p = picker_of(app)
    assert p.kept == kept and len(p.values) == 4
    for k in (pygame.K_2, pygame.K_2, pygame.K_3, pygame.K_1):
        frames(app, 1, {0: key("key", key=k)})
    frames(app, 1, {0: key("select", key=pygame.K_SPACE)})
    assert t.match.moves[-1] == castro.Dice((1, 2, 2, 3))
    assert t.state.dice == tuple(sorted(kept + (1, 2, 2, 3)))


@pytest.mark.parametrize("how", ["touch", "mouse"])
def test_pointer_only(app, how):
    press = tap if how == "touch" else click
    t = real_table(app)
    p = roll(app, t, press)
    frames(app, 1, {0: press(p.dice[0].rect.center)})  # a die without a number starts at 1
    frames(app, 1, {0: press(p.dice[0].rect.center)})
    frames(app, 1, {0: press(p.faces[1][4].rect.center)})
    frames(app, 1, {0: press(p.faces[2][4].rect.center)})
    frames(app, 1, {0: press(p.faces[3][0].rect.center)})
    frames(app, 1, {0: press(p.faces[4][5].rect.center)})
    frames(app, 1, {0: press(p.faces[4][2].rect.center)})  # changed its mind
    assert p.values == [2, 5, 5, 1, 3]
    frames(app, 1, {0: press(p.clear_btn.rect.center)})
    assert p.values == [None] * 5
    for i, v in enumerate((5, 5, 5, 5, 5)):
        frames(app, 1, {0: press(p.faces[i][v - 1].rect.center)})
    frames(app, 1, {0: press(p.confirm_btn.rect.center)})
    assert t.match.moves[-1] == castro.Dice((5, 5, 5, 5, 5))
    rest(app, t)
    assert castro.Place(castro.YATZY_FIELDS[0]) in castro.legal_moves(t.state)


def test_gamepad_only(app):
    t = real_table(app)
    frames(app, 1, {0: pad("select")})
    p = picker_of(app)
    for i, v in enumerate((3, 1, 4, 1, 5)):
        assert p.focused() is p.dice[i]
        for _ in range(v):  # A turns the marked die to the next number
            frames(app, 1, {0: pad("select")})
        if i < 4:
            frames(app, 1, {0: pad("nav", direction="right")})
    assert p.values == [3, 1, 4, 1, 5]
    assert p.device == "pad" and tr("castro.real.how_pad").startswith("Steuerkreuz")
    for _ in range(6):
        if p.focused() is p.confirm_btn:
            break
        frames(app, 1, {0: pad("nav", direction="down")})
    assert p.focused() is p.confirm_btn
    frames(app, 1, {0: pad("select")})
    assert t.match.moves[-1] == castro.Dice((1, 1, 3, 4, 5))


def test_pause_from_the_picker_keeps_what_was_entered(app):
    t = real_table(app)
    p = roll(app, t)
    frames(app, 1, {0: key("key", key=pygame.K_2)})
    frames(app, 1, {0: key("back", key=pygame.K_ESCAPE)})
    frames(app, 2)
    assert isinstance(app.stack.top, PauseScene) and p not in app.stack.scenes
    frames(app, 1, {0: key("back", key=pygame.K_ESCAPE)})  # resume
    again = picker_of(app)
    assert again is p and p.values == [2, None, None, None, None]
    frames(app, 1, {0: tap(p.pause_btn.rect.center)})
    frames(app, 2)
    assert isinstance(app.stack.top, PauseScene)


# --------------------------------------------------------------------------- computers, phones, the Trainer


def test_computer_players_keep_and_place_by_themselves_and_their_rolls_are_typed_in(app):
    seats = [{"kind": "ai", "name": "Kuno", "level": "easy"}, {"kind": "ai", "name": "Gisela", "level": "hard"}]
    t = real_table(app, seed=3, seats=seats)
    rng = random.Random(4)
    asked = []
    for _ in range(3000):
        top = app.stack.top
        if isinstance(top, DicePicker):
            seat = t.roller()
            assert top.title_text() == tr("castro.real.title_ai", name=t.names[seat])
            asked.append(seat)
            values = [rng.randint(1, 6) for _ in top.values]
            assert top.submit(values)
            assert t.match.moves[-1] == castro.Dice(tuple(values))
        frames(app, 1, {0: tap((300, 300))} if t.match.needs_ai() else None)  # taps hurry the computers
        placed = [a for a, m in zip(t.match.actors, t.match.moves) if isinstance(m, castro.Place)]
        if set(placed) == {0, 1}:
            break
    assert set(asked) == {0, 1}, "both computers' rolls were asked for, each by name"
    ai_moves = [(a, m) for a, m in zip(t.match.actors, t.match.moves) if a != CHANCE]
    assert {type(m) for _, m in ai_moves} >= {castro.Roll, castro.Place}, "they chose keeps and fields"
    assert all(isinstance(m, (castro.Start, castro.Dice)) for a, m in zip(t.match.actors, t.match.moves)
               if a == CHANCE)


def test_the_trainer_still_works_with_real_dice(app):
    app.storage.set_setting("castro.coach", True)
    t = real_table(app)
    assert t.advisor.coach
    p = roll(app, t)
    p.submit([1, 2, 3, 4, 6])
    rest(app, t)
    frames(app, 3)
    left = castro.MAX_ROLLS - castro.roll_number(t.state)
    assert t.advisor.chances() == castro.chances(t.state.dice, left, t.state.straight)
    assert t.advisor.chances()["straight"] > 0.5


def test_a_phone_seat_rolls_and_the_picker_appears_on_the_big_screen(app):
    from tests.phone_client import Phone

    app.config.phones_port = 0
    seats = [{"kind": "human", "name": "Anna", "level": "normal", "phone": True},
             {"kind": "ai", "name": "Kuno", "level": "easy"}]
    t = real_table(app, seed=11, seats=seats)
    assert t.phone_seats == {0}
    phone = Phone(t.phones.server.url(0, "127.0.0.1")).connect()
    try:
        phone.next("hello", pump=lambda: frames(app, 1))
        rng = random.Random(2)
        import time

        end = time.monotonic() + 60
        rolled_from_phone = None
        while time.monotonic() < end:
            frames(app, 1)
            top = app.stack.top
            if isinstance(top, DicePicker):
                if top.seat == 0:
                    rolled_from_phone = top
                    assert top.title_text() == tr("castro.real.title", name="Anna")
                    values = [4, 4, 4, 2, 1]
                else:
                    values = [rng.randint(1, 6) for _ in top.values]
                assert top.submit(values)
                if rolled_from_phone is top:
                    break
                continue
            phone.drain()
            state = phone.last_state
            if state and state["your_turn"] and state["version"] == len(t.match.moves) and not t.busy():
                legal = state["legal"]
                move = next((m for m in legal if m["type"] == "roll"), legal[0])
                phone.move(move)
                state["your_turn"] = False
            time.sleep(0.001)
        assert rolled_from_phone is not None, "the phone's roll opened the picker on the big screen"
        assert t.match.moves[-1] == castro.Dice((1, 2, 4, 4, 4))
        for _ in range(300):  # the phone hears of the dice entered
            frames(app, 1)
            phone.drain()
            if phone.last_state and phone.last_state["version"] == len(t.match.moves):
                break
        assert phone.last_state["view"]["dice"] == [1, 2, 4, 4, 4] and phone.last_state["your_turn"]
    finally:
        phone.shutdown()


# --------------------------------------------------------------------------- saves, resume, replay


def play_a_while(app, t, rng, rolls: int) -> list:
    """Play people and computers with real dice until `rolls` rolls were typed in and another is pending."""
    entered = []
    for _ in range(6000):
        top = app.stack.top
        if isinstance(top, DicePicker):
            if len(entered) >= rolls:
                return entered
            values = [rng.randint(1, 6) for _ in top.values]
            assert top.submit(values)
            entered.append(castro.Dice(tuple(values)))
        elif top is t and t.human_turn() and not t.busy() and not t.tray.moving:
            s = t.state
            legal = castro.legal_fields(s)
            if castro.roll_number(s) == 0:
                t.roll()
            elif legal and (castro.roll_number(s) >= 2 or rng.random() < 0.4):
                t.tap_field(legal[0])
            elif castro.roll_number(s) < castro.MAX_ROLLS:
                t.roll()
            else:
                t.discard()
        frames(app, 1, {0: tap((300, 300))} if t.match.needs_ai() else None)
    raise AssertionError("the game did not get that far")


def test_a_game_with_real_dice_saves_resumes_and_replays(app):
    t = real_table(app, seed=5, seats=WITH_AI)
    entered = play_a_while(app, t, random.Random(9), rolls=7)
    m = t.match
    assert m.chance_moves()[1:] == entered and m.actor() == CHANCE
    record = app.storage.load_game()
    assert record["game"] == "castro" and record["setup"]["real_dice"] is True
    assert record["save"] == m.to_save()
    # the save replays to the very same states and chance stream
    again = Match.from_save(record["save"], castro, game_name="castro")
    assert list(again.replay_states()) == list(m.replay_states())
    assert again.state == m.state and again.moves == m.moves and again.actors == m.actors
    assert again.chance_rng.getstate() == m.chance_rng.getstate()
    # the resume path opens the table with real dice, and the pending roll is asked for
    stored = resume.stored_game(app)
    assert stored is not None
    assert resume.resume(app, stored)
    frames(app, 2)
    table = next(s for s in app.stack.scenes if isinstance(s, CastroTable))
    assert table is not t and table.real_dice and table.match.state == m.state
    p = picker_of(app)
    assert p.table is table and p.kept == tuple(m.state.kept)
    values = [6] * len(p.values)
    frames(app, 1, {0: tap(p.faces[0][5].rect.center)})
    for k in range(1, len(values)):
        frames(app, 1, {0: key("key", key=pygame.K_6)})
    frames(app, 1, {0: key("select", key=pygame.K_RETURN)})
    assert table.match.moves[-1] == castro.Dice(tuple(values))
    assert app.storage.load_game()["save"]["moves"][-1] == {"type": "dice", "values": values}
    # and a later replay of the whole game gives the same states
    replayed = Match.from_save(app.storage.load_game()["save"], castro, game_name="castro")
    assert list(replayed.replay_states()) == list(table.match.replay_states())


def test_a_table_without_real_dice_samples_as_before(app):
    t = real_table(app, real=False)
    frames(app, 1, {0: tap(L.ROLL.center)})
    frames(app, 2)
    assert not isinstance(app.stack.top, DicePicker)
    assert isinstance(t.match.moves[-1], castro.Dice)


def test_the_attract_loop_never_asks_for_dice(app):
    seats = [{"kind": "ai", "name": "A", "level": "easy"}, {"kind": "ai", "name": "B", "level": "easy"}]
    t = CastroTable({"game": "castro", "seats": seats, "seed": 2, "options": {}, "real_dice": True, "demo": True})
    app.stack.reset(t)
    for _ in range(200):
        frames(app, 1)
        assert not isinstance(app.stack.top, DicePicker)
    assert len(t.match.chance_moves()) > 1


def test_a_lesson_never_waits_for_real_dice(app, monkeypatch):
    """A lesson scripts its dice (or leaves them to the seed), even at a table set to real dice."""
    from bench.lesson_player import play_lesson
    from scenes.tables.lesson import Lesson

    plain = Lesson.setup
    monkeypatch.setattr(Lesson, "setup", lambda self, you: {**plain(self, you), "real_dice": True})
    opened = []
    monkeypatch.setattr(DicePicker, "enter", lambda self: opened.append(self))
    report = play_lesson(app, "castro", "de")
    assert report.problems == [] and opened == []
    assert app.stack.scenes[0].setup["real_dice"] is True


# --------------------------------------------------------------------------- drawing


@pytest.mark.parametrize("look", ["de", "en", "contrast"])
def test_the_picker_draws_opaque_with_big_text_and_targets(app, look):
    from sprites.widgets import MIN_TARGET

    app.set_language("en" if look == "en" else "de")
    app.set_high_contrast(look == "contrast")
    t = real_table(app)
    p = roll(app, t)
    app.input.mode = "focus"
    frames(app, 5)
    for w in p.widgets:
        assert w.rect.w >= MIN_TARGET and w.rect.h >= MIN_TARGET
    assert isinstance(p.focused(), PickDie)
    # the panel covers the table: its middle is the picker's, not the board's
    assert app.screen.get_at((640, 690))[:3] != app.screen.get_at((640, 10))[:3]


def test_the_picker_screens_pass_the_layout_audit(tmp_path):
    """Text at least 18 px, nothing on another text or cut off, the table beneath veiled; both languages."""
    from bench.gallery import states_castro, states_shell
    from bench.gallery.run import Gallery
    from sprites import audit
    from tests.harness import make_app

    audit.enable()
    a = make_app(tmp_path / "audit")
    try:
        a.screen = audit.root_surface()
        g = Gallery(a)
        found = []
        states = {**states_castro.STATES, **states_shell.STATES}
        for lang in ("de", "en"):
            a.set_language(lang)
            for name in ("castro_real_dice", "castro_real_dice_refused", "castro_real_dice_ai",
                         "setup_castro_real_dice"):
                g.reset()
                states[name](g)
                audit.clear(a.screen)
                a.render(force=True)
                found += audit.check(a.screen, f"{lang}/{name}")
                assert len(audit.texts(a.screen)) > 8
        assert found == []
    finally:
        a.shutdown()
        audit.disable()
