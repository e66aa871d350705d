"""The Castro table headless: rolling, keeping, placing by touch, mouse, keys and pad;
refused fields explained; the discard button; the dice tray physics; a full AI game."""
from __future__ import annotations

import pygame
import pytest

import game.castro as castro
from game.core import CHANCE
from scenes import castro_layout as L
from scenes.castro_table import CastroTable
from scenes.i18n import tr
from scenes.overlays import ResultsScene
from tests.harness import click, frames, key, pad, tap

HUMANS = [{"kind": "human", "name": "Anna"}, {"kind": "human", "name": "Ben"}]


def table_for(app, seed=11, seats=HUMANS) -> CastroTable:
    t = CastroTable({"game": "castro", "seats": seats, "seed": seed, "options": {}})
    app.stack.reset(t)
    app.stack.flush()
    settle(app, t)
    return t


def settle(app, t, limit=600) -> None:
    for _ in range(limit):
        frames(app, 1)
        if not t.busy() and t.match.actor() != CHANCE:
            return
    raise AssertionError("the table never came to rest")


def roll(app, t, how=tap) -> None:
    frames(app, 1, {0: how(L.ROLL.center)})
    settle(app, t)


def test_roll_throws_five_dice_that_land_on_the_sampled_values(app):
    t = table_for(app)
    assert castro.roll_number(t.state) == 0
    frames(app, 1, {0: tap(L.ROLL.center)})
    frames(app, 10)
    assert t.tray.tumbling, "the dice are still tumbling after 1/6 s"
    settle(app, t)
    assert castro.roll_number(t.state) == 1
    assert t.tray.values == list(t.state.dice)
    for d in t.tray.dice:
        assert d.shown == d.value and L.TRAY_FELT.collidepoint(d.pos)


def test_tap_dice_to_keep_then_roll_keeps_them(app):
    t = table_for(app)
    roll(app, t)
    first = [d for d in t.tray.dice][:2]
    for d in first:
        frames(app, 1, {0: tap(tuple(int(v) for v in d.pos))})
    frames(app, 20)
    kept = sorted(d.value for d in first)
    assert list(t.tray.kept_values) == kept
    for d in first:  # they slid into their slots in the keep row
        assert L.KEEP.collidepoint(d.pos)
    roll(app, t)
    assert castro.roll_number(t.state) == 2
    roll_moves = [m for m in t.match.moves if isinstance(m, castro.Roll)]
    assert list(roll_moves[-1].keep) == kept
    # the kept values are still there; the others were rerolled
    dice = list(t.state.dice)
    for v in kept:
        dice.remove(v)
    assert len(dice) == 3


def test_place_on_a_glowing_field_drops_a_roof(app):
    t = table_for(app)
    roll(app, t)
    legal = castro.legal_fields(t.state)
    assert legal, "seed 11's first roll fits somewhere"
    me = t.match.actor()
    frames(app, 1, {0: click(L.cell_rect(legal[0]).center)})
    assert t.drops, "a roof is falling"
    settle(app, t)
    assert castro.stack(t.state, legal[0]) == (me,)
    assert castro.supply(t.state, me) == castro.ROOFS - 1
    assert t.match.actor() != me and castro.roll_number(t.state) == 0
    assert t.tray.kept_values == ()  # the next player starts with free dice


def test_a_refused_field_is_explained(app):
    t = table_for(app)
    roll(app, t)
    legal = set(castro.legal_fields(t.state))
    bad = next(f for f in castro.FIELDS if f not in legal)
    before = len(t.match.moves)
    frames(app, 1, {0: tap(L.cell_rect(bad).center)})
    assert len(t.match.moves) == before
    assert app.toasts.items and app.toasts.items[-1].kind == "error"
    text = app.toasts.items[-1].text
    assert text != tr("error.generic") and "{" not in text and "castro." not in text


def test_tapping_a_field_before_rolling_says_roll_first(app):
    t = table_for(app)
    frames(app, 1, {0: tap(L.cell_rect((0, 0)).center)})
    assert app.toasts.items[-1].text == tr("castro.roll_first")
    assert not [m for m in t.match.moves if not isinstance(m, castro.Start)]


@pytest.mark.parametrize("device", ["keyboard", "pad"])
def test_play_a_turn_with_keys_or_pad(app, device):
    t = table_for(app)
    send = key if device == "keyboard" else pad
    frames(app, 1, {0: send("select")})  # the roll button has the focus at the start
    settle(app, t)
    assert castro.roll_number(t.state) == 1
    if device == "keyboard":
        frames(app, 1, {0: key("key", key=pygame.K_1)})
        frames(app, 20)
        assert len(t.tray.kept_values) == 1
        frames(app, 1, {0: key("key", key=pygame.K_r)})
        settle(app, t)
        assert castro.roll_number(t.state) == 2
    legal = castro.legal_fields(t.state)
    me = t.match.actor()
    placed = False
    for _ in range(60):  # walk the focus until it sits on a glowing field, then select it
        w = t.focused()
        if getattr(w, "key", (None,))[0] == "field" and w.key[1] in legal:
            frames(app, 1, {0: send("select")})
            placed = True
            break
        frames(app, 1, {0: send("nav", direction="left")})  # only glowing fields take the focus
    if legal:
        assert placed
        settle(app, t)
        assert t.match.actor() != me


def test_discard_button_after_the_fifth_roll_with_nothing_to_place(app):
    t = table_for(app)
    m = t.match
    me = m.actor()
    # fill every field up so that nothing is legal after the 5th roll: use the rules directly
    s = m.state
    stacks = tuple((1 - me,) for _ in castro.FIELDS)  # one roof everywhere: the 5th roll may not build on them
    s = castro.State(**{**s.__dict__, "stacks": stacks})
    m.state = s
    t.shown = s
    t.board_dirty = True
    for _ in range(5):
        roll(app, t)
    assert castro.roll_number(t.state) == 5
    assert t.discard_btn.visible and not t.roll_btn.visible
    frames(app, 1, {0: tap(L.ROLL.center)})
    settle(app, t)
    assert isinstance(m.moves[-1], castro.Discard) or m.actor() != me
    assert t.state.discarded[me] == 1


def test_dice_tray_physics_settles_inside_the_felt_in_time():
    import random

    from sprites.dice_tray import DiceTray

    tray = DiceTray(L.TRAY_FELT, L.SLOTS, random.Random(3))
    for k in range(30):
        values = [random.Random(k).randint(1, 6) for _ in range(5)]
        tray.throw(values)
        steps = 0
        while tray.tumbling:
            tray.update(1 / 120)
            steps += 1
            assert steps < 120 * 3
        assert 0.5 <= steps / 120 <= 2.3
        assert sorted(values) == tray.values
        for d in tray.dice:
            assert L.TRAY_FELT.inflate(4, 4).collidepoint(d.pos)
            assert d.shown == d.value


def test_coach_toggle_is_remembered(app):
    t = table_for(app)
    was = t.coach
    frames(app, 1, {0: tap(L.COACH_TOGGLE.center)})
    assert t.coach == (not was)
    assert app.storage.get_setting("castro.coach", True) == (not was)


def test_ai_game_plays_to_the_end_with_results(app):
    seats = [{"kind": "ai", "level": "easy", "name": "A"}, {"kind": "ai", "level": "easy", "name": "B"}]
    t = table_for(app, seed=3, seats=seats)
    t.setup["demo"] = True
    for _ in range(400):
        frames(app, 30, {0: tap((640, 360))})  # taps hurry the computer players
        if isinstance(app.stack.top, ResultsScene):
            break
    assert t.match.is_over()
    assert isinstance(app.stack.top, ResultsScene)
    s = t.state
    for p in range(s.players):
        placed = sum(st.count(p) for st in s.stacks)
        assert placed + s.discarded[p] + castro.supply(s, p) == castro.ROOFS


def test_coach_shows_exact_chances_worked_out_off_the_frame(app):
    t = table_for(app)
    if not t.coach:
        frames(app, 1, {0: tap(L.COACH_TOGGLE.center)})
    roll(app, t)
    frames(app, 3)
    shown = t.chances()
    assert shown is not None
    left = castro.MAX_ROLLS - castro.roll_number(t.state)
    assert shown == castro.chances(t.state.dice, left, t.state.straight)
