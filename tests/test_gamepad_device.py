"""A gamepad as a device: an SDL virtual joystick (tests/virtual_pad.py) plugged into the running app.

Every press here is a change of the virtual pad's buttons, hat or stick; SDL turns it into events in
its own queue, and the app's own loop (`App.run`, which reads ``pygame.event.get``) takes them from
there, through `InputMapper` (its JOYDEVICEADDED opens the pad: unopened, SDL would send nothing).
No test makes a pygame event of the pad. The pad is plugged in while the app runs and pulled out in
the middle of a game. The buttons are those of README's controls table (A confirm, B back, Start
pause, Y hint, d-pad and left stick choose): on a raw joystick SDL does not know as a game controller,
in the Xbox-style numbers (A 0, B 1, Y 3, Start 7, a hat), and on a pad SDL knows as a game
controller, numbered as SDL's HIDAPI driver numbers a PlayStation 4/5 pad (Start 6, the d-pad as
buttons 11-14), which the app reads through SDL's game controller layer. Each test asserts what changed in the game: a scene opened, a value set, a move applied,
a die kept, a card played, a disc placed. Where SDL's virtual joysticks cannot be reached, the tests skip, saying why.
"""
from __future__ import annotations

import pygame
import pytest

import game.caprice as caprice
import game.castro as castro
import game.catsle as catsle
from game.core import CHANCE
from scenes.shell.menu import GameTile, MenuScene
from scenes.shell.setup import SetupScene
from scenes.tables.caprice.table import CapriceTable
from scenes.tables.castile import layout as castile_layout
from scenes.tables.castile.table import CastileTable
from scenes.tables.castro.table import CastroTable
from scenes.tables.catsle.table import CatsleTable
from scenes.tables.overlays import PauseScene
from tests.test_castile_table import non_foundation_move
from tests.test_scenes import count_choice, nav_graph, reachable
from tests.virtual_pad import (A, B, GC_A, GC_B, GC_BACK, GC_LEFTSHOULDER, GC_LEFTSTICK, GC_RIGHTSHOULDER,
                                GC_RIGHTSTICK, GC_START, GC_X, GC_Y, START, Y, virtual_pad)


def live(app, n: int = 1) -> None:
    """Run the app's real loop for n frames: it reads SDL's event queue as a café's app does."""
    app.config.frames = app.frame + n
    app.config.uncapped = True
    app.run()


def until(app, done, limit: int = 1200, what: str = "the table to come to rest") -> None:
    for _ in range(limit):
        if done():
            return
        live(app)
    raise AssertionError(f"waited in vain for {what}")


def open_scene(app, scene):
    app.stack.reset(scene)
    app.stack.flush()
    live(app, 2)
    return scene


def hint_on_and_off_by_pad(app, pad, table) -> None:
    """Y shows the table's hint, and Y again takes it away."""
    pad.press(Y)
    live(app)
    assert table.advisor.advice() is not None
    pad.press(Y)
    live(app)
    assert table.advisor.advice() is None


def focus_by_pad(app, pad, scene, widget) -> None:
    """Move a scene's focus to `widget` with d-pad presses (the way found by trying each direction)."""
    index = scene.widgets.index(widget)
    paths = reachable(nav_graph(app, scene, "pad"), scene.focus)
    assert index in paths, f"{scene.name}: the pad cannot reach widget {index}"
    for direction in paths[index]:
        pad.dpad(direction)
        live(app)
    assert scene.focus == index


# --------------------------------------------------------------------------- plugged in, the menu


@pytest.mark.parametrize("controller, a, b", [(False, A, B), (True, GC_A, GC_B)], ids=["raw", "controller"])
def test_a_pad_plugged_in_at_the_menu_moves_the_focus_and_opens_a_setup(app, controller, a, b):
    """A raw pad (Xbox numbers, a hat) and a pad SDL knows as a controller (a PS4's layout: the d-pad
    is buttons 11-14): each d-pad press moves the focus one tile, the stick one more, A opens that
    game's setup and B backs out to the same tile."""
    menu = open_scene(app, MenuScene())
    assert app.input.joysticks == {}
    with virtual_pad(controller=controller) as pad:
        live(app)
        opened, other = (app.input.controllers, app.input.joysticks) if controller else \
            (app.input.joysticks, app.input.controllers)
        assert pad.instance_id in opened and pad.instance_id not in other, "the app opened the pad, once"
        assert menu.focused() is menu.widgets[0]
        pad.dpad("right")
        live(app)
        assert menu.focused() is menu.widgets[1] and app.input.mode == "focus"
        pad.dpad("left")
        live(app)
        assert menu.focused() is menu.widgets[0]
        pad.dpad("right")
        live(app)
        pad.axis(0, 1.0)  # the left stick pushed right, then let go
        pad.axis(0, 0.0)
        live(app)
        tile = menu.focused()
        assert tile is menu.widgets[2] and isinstance(tile, GameTile)
        pad.press(a)
        live(app, 2)
        setup = app.stack.top
        assert isinstance(setup, SetupScene) and setup.game == tile.key
        pad.press(b)
        live(app, 2)
        assert app.stack.scenes == [menu] and menu.focused() is tile


def test_a_setup_by_pad_changes_the_player_count_and_starts(app):
    menu = open_scene(app, MenuScene())
    with virtual_pad() as pad:
        live(app)
        castro_tile = next(w for w in menu.widgets if getattr(w, "key", None) == "castro")
        focus_by_pad(app, pad, menu, castro_tile)
        pad.press(A)
        live(app, 2)
        setup = app.stack.top
        assert isinstance(setup, SetupScene) and setup.game == "castro"
        count = setup.count
        focus_by_pad(app, pad, setup, count_choice(setup))
        pad.dpad("right")  # right on a value changes it
        live(app)
        assert setup.count == count + 1
        focus_by_pad(app, pad, setup, setup.start_btn)
        pad.press(A)
        live(app, 3)
        table = app.stack.top
        assert isinstance(table, CastroTable) and len(table.match.seats) == count + 1


# --------------------------------------------------------------------------- the games


def test_a_castile_move_by_pad(app):
    t = open_scene(app, CastileTable({"game": "castile", "seed": 1, "options": {},
                                      "seats": [{"kind": "human", "name": "Anna"}]}))
    until(app, lambda: not t.busy())
    move = non_foundation_move(t.state)

    def go_to(pile):
        for _ in range(40):
            here = t.gestures.focus_pile or "t0"
            if here == pile:
                return
            cur = castile_layout.top_rect(here, t.counts()[here]).center
            dest = castile_layout.top_rect(pile, t.counts()[pile]).center
            dx, dy = dest[0] - cur[0], dest[1] - cur[1]
            pad.dpad(("right" if dx > 0 else "left") if abs(dx) > abs(dy) else ("down" if dy > 0 else "up"))
            live(app)
        raise AssertionError(f"the d-pad never reached {pile}")

    with virtual_pad() as pad:
        live(app)
        go_to(move.src)
        pad.press(A)  # pick up
        live(app)
        assert t.gestures.held is not None
        pad.press(B)  # let go
        live(app)
        assert t.gestures.held is None and t.match.moves == []
        pad.press(A)
        live(app)
        go_to(move.dst)
        pad.press(A)  # put down
        live(app)
        until(app, lambda: not t.busy())
        assert t.match.moves == [move]


def castro_table(app) -> CastroTable:
    seats = [{"kind": "human", "name": "Anna"}, {"kind": "human", "name": "Ben"}]
    t = open_scene(app, CastroTable({"game": "castro", "seats": seats, "seed": 11, "options": {}}))
    until(app, lambda: castro_at_rest(t))
    return t


def castro_at_rest(t) -> bool:
    return not t.busy() and t.match.actor() != CHANCE


def test_a_castro_roll_and_keep_by_pad(app):
    t = castro_table(app)
    with virtual_pad() as pad:
        live(app)
        pad.press(A)  # the roll button has the focus at the start
        live(app)
        until(app, lambda: castro_at_rest(t) and castro.roll_number(t.state) == 1, what="the first roll")
        hint_on_and_off_by_pad(app, pad, t)
        for _ in range(12):  # up to the dice
            w = t.focused()
            if getattr(w, "key", (None,))[0] == "die":
                break
            pad.dpad("up")
            live(app)
        die = t.focused().key[1]
        assert t.focused().key[0] == "die"
        value = t.tray.dice[die].value
        pad.press(A)  # keep it
        live(app, 20)
        assert list(t.tray.kept_values) == [value]
        until(app, lambda: castro_at_rest(t), what="the kept die to slide aside")
        focus_by_pad(app, pad, t, t.roll_btn)
        pad.press(A)  # roll the other four
        live(app)
        until(app, lambda: castro_at_rest(t) and castro.roll_number(t.state) == 2, what="the second roll")
    rolls = [m for m in t.match.moves if isinstance(m, castro.Roll)]
    assert list(rolls[-1].keep) == [value] and value in t.state.dice


def test_a_catsle_card_by_pad(app):
    seats = [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy", "name": "B"},
             {"kind": "ai", "level": "easy", "name": "C"}]
    t = open_scene(app, CatsleTable({"game": "catsle", "seats": seats, "seed": 5, "options": {}}))

    def my_play() -> bool:
        return (not t.busy() and catsle.phase(t.state) == "play" and t.match.actor() == 0)
    until(app, my_play, what="Anna's turn to play")
    with virtual_pad() as pad:
        live(app)
        playable = catsle.playable(t.state)
        first = t.focused().key[1]
        assert first in playable
        card = first
        if len(playable) > 1:  # walk right to another card that may be played
            for _ in range(12):
                pad.dpad("right")
                live(app)
                card = t.focused().key[1]
                if card != first and card in playable:
                    break
        before = len(catsle.hand(t.state, 0))
        pad.press(A)
        live(app)
        assert len(catsle.hand(t.state, 0)) == before - 1
        assert card not in catsle.hand(t.state, 0)


def test_a_caprice_move_by_pad(app):
    """Y asks Caprice's hint (the Tipp) and takes it away; then the d-pad walks from the first tray to
    the last one with discs, A picks a disc up, the d-pad walks to a free spot, A puts it down."""
    seats = [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy", "name": "Bot"}]
    t = open_scene(app, CapriceTable({"game": "caprice", "seats": seats, "seed": 3, "options": {}}))

    def my_place() -> bool:
        return not t.busy() and t.phase() == "place" and t.match.actor() == 0
    until(app, my_place, what="Anna's turn to place")
    supply = caprice.supply(t.state)
    tray = max(i for i, kind in enumerate(caprice.DISCS) if supply[kind] > 0)
    kind = caprice.DISCS[tray]
    spot = caprice.place_targets(t.state)[-1]
    towers, moves = caprice.towers(t.state), len(t.match.moves)
    with virtual_pad() as pad:
        live(app)
        hint_on_and_off_by_pad(app, pad, t)
        focus_by_pad(app, pad, t, t.tray_spots[tray])
        pad.press(A)  # pick up
        live(app)
        assert t.controls.held == ("supply", kind)
        focus_by_pad(app, pad, t, t.spot_spots[spot])
        pad.press(A)  # put down
        live(app)
        until(app, lambda: not t.busy(), what="the disc to land")
    assert t.match.moves[moves:] == [caprice.Place(kind, spot)] and t.match.actors[moves:] == [0]
    assert caprice.towers(t.state)[spot] == towers[spot] + (kind,)
    assert t.phase() == "move" and t.match.actor() == 0


# --------------------------------------------------------------------------- unplugged mid-game


def test_unplugged_mid_game_the_game_goes_on_and_a_pad_plugged_back_works(app):
    t = castro_table(app)
    with virtual_pad() as pad:
        live(app)
        pad.axis(1, -1.0)  # the left stick held up when the cable comes out
        live(app)
        pad.unplug()
        live(app)
        assert pad.instance_id not in app.input.joysticks and app.stack.top is t
        focus = t.focus
        live(app, 40)  # a stick held when the pad went must not repeat on and on
        assert t.focus == focus
    # the game goes on with the keyboard: R rolls (a real key event in SDL's queue)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r", scancode=21))
    live(app)
    until(app, lambda: castro_at_rest(t) and castro.roll_number(t.state) == 1, what="the roll by key")
    with virtual_pad() as again:
        live(app)
        assert again.instance_id in app.input.joysticks
        again.press(START)
        live(app, 2)
        assert isinstance(app.stack.top, PauseScene)
        again.press(B)
        live(app, 2)
        assert app.stack.top is t


# --------------------------------------------------------------------------- a known game controller (HIDAPI-like)


def pad_actions(app, monkeypatch) -> list:
    """The pad's actions as the app's loop gets them, as (kind, direction) pairs, in a list kept up to date."""
    seen = []
    translate = app.input.translate

    def recording(event):
        actions = translate(event)
        seen.extend((a.kind, a.direction) for a in actions if a.source == "pad")
        return actions
    monkeypatch.setattr(app.input, "translate", recording)
    return seen


def test_each_press_of_a_controller_pad_acts_exactly_once(app, monkeypatch):
    menu = open_scene(app, MenuScene())
    seen = pad_actions(app, monkeypatch)
    with virtual_pad(controller=True) as pad:
        live(app)
        for direction, focus in (("right", 1), ("right", 2), ("left", 1), ("left", 0)):
            pad.dpad(direction)
            live(app)
            assert seen == [("nav", direction)], f"one d-pad press {direction}: {seen}"
            assert menu.focus == focus, "one press, one tile"
            seen.clear()
        pad.axis(0, 1.0)
        pad.axis(0, 0.0)
        live(app)
        assert seen == [("nav", "right")] and menu.focus == 1
        seen.clear()
        pad.press(GC_Y)
        live(app)
        assert seen == [("hint", "")]
        seen.clear()
        pad.press(GC_A)
        live(app, 2)
        assert seen == [("select", "")]
        assert len(app.stack.scenes) == 2 and isinstance(app.stack.top, SetupScene)
        seen.clear()
        pad.press(GC_B)
        live(app, 2)
        assert seen == [("back", "")] and app.stack.scenes == [menu]


def test_start_and_only_start_of_a_controller_pad_pauses_a_table(app):
    t = castro_table(app)
    with virtual_pad(controller=True) as pad:
        live(app)
        # Back, the sticks' clicks, the shoulders and X: on this pad LB is 9 and the left click 7
        for button in (GC_BACK, GC_LEFTSTICK, GC_RIGHTSTICK, GC_LEFTSHOULDER, GC_RIGHTSHOULDER, GC_X):
            pad.press(button)
            live(app, 2)
            assert app.stack.top is t, f"button {button} must not pause"
        pad.press(GC_START)
        live(app, 2)
        assert isinstance(app.stack.top, PauseScene)
        pad.press(GC_B)
        live(app, 2)
        assert app.stack.top is t


def test_a_controller_pad_unplugged_with_the_stick_held_stops_and_one_plugged_back_pauses(app):
    t = castro_table(app)
    with virtual_pad(controller=True) as pad:
        live(app)
        pad.axis(1, -1.0)  # the left stick held up when the cable comes out
        live(app)
        pad.unplug()
        live(app)
        assert pad.instance_id not in app.input.controllers and app.stack.top is t
        focus = t.focus
        live(app, 40)
        assert t.focus == focus
    with virtual_pad(controller=True) as again:
        live(app)
        assert again.instance_id in app.input.controllers
        again.press(GC_START)
        live(app, 2)
        assert isinstance(app.stack.top, PauseScene)
