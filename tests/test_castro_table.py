"""The Castro table headless: rolling, keeping, placing by touch, mouse, keys and pad;
refused fields explained; the discard button; the dice tray physics; a full AI game."""
from __future__ import annotations

import pygame
import pytest

import game.castro as castro
from game.core import CHANCE
from scenes.tables.castro import layout as L
from scenes.tables.castro.table import CastroTable
from scenes.services.i18n import tr
from scenes.tables.overlays import ResultsScene
from sprites.topbar import HINT_RECT
from sprites import theme
from tests.harness import click, frames, key, pad, tap
from scenes.tables.castro import prompt

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
    assert t.animations, "a roof is falling"
    settle(app, t)
    assert castro.stack(t.state, legal[0]) == (me,)
    assert castro.supply(t.state, me) == castro.ROOFS - 1
    assert t.match.actor() != me and castro.roll_number(t.state) == 0
    assert t.tray.kept_values == ()  # the next player starts with free dice


def test_the_players_panel_changes_with_the_board_when_the_roof_lands(app):
    """One picture, one state: while a roof falls the players' panel still shows the roofs left and
    the turn as the board does (the shown state), and both change when the roof lands."""
    from scenes.tables.castro import panels

    t = table_for(app)
    roll(app, t)
    me = t.match.actor()
    shown = []
    real = panels.draw_players
    panels.draw_players = lambda surface, state, names, current: shown.append(
        (castro.supply(state, me), current)) or real(surface, state, names, current)
    try:
        frames(app, 1, {0: click(L.cell_rect(castro.legal_fields(t.state)[0]).center)})
        assert t.animations and castro.supply(t.state, me) == castro.ROOFS - 1, "placed, and falling"
        frames(app, 3)
        assert shown and shown[-1] == (castro.ROOFS, me), "while it falls: as before the roof"
        settle(app, t)
        frames(app, 2)
        assert shown[-1] == (castro.ROOFS - 1, t.match.actor()) and t.match.actor() != me
    finally:
        panels.draw_players = real


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
    t.shown_state = s
    t.painter.board_dirty = True
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

    from scenes.tables.castro.dice_tray import DiceTray

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
    was = t.advisor.coach
    frames(app, 1, {0: tap(L.COACH_TOGGLE.center)})
    assert t.advisor.coach == (not was)
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
    if not t.advisor.coach:
        frames(app, 1, {0: tap(L.COACH_TOGGLE.center)})
    roll(app, t)
    frames(app, 3)
    shown = t.advisor.chances()
    assert shown is not None
    left = castro.MAX_ROLLS - castro.roll_number(t.state)
    assert shown == castro.chances(t.state.dice, left, t.state.straight)


# --------------------------------------------------------------------------- the hint, the focus, the texts

def set_position(app, t, rolls: int, dice: tuple, tops: dict | None = None) -> None:
    """Put the human to move into a known position (dice in the tray as the state says); `tops` maps
    fields to their roofs bottom → top, each "me" or "other"."""
    me = t.match.actor()
    stacks = [()] * len(castro.FIELDS)
    for f, owners in (tops or {}).items():
        stacks[castro.FIELDS.index(f)] = tuple(me if o == "me" else 1 - me for o in owners)
    used = sum(len(st) for st in stacks)
    s = t.match.state
    supply = tuple(castro.ROOFS - sum(st.count(p) for st in stacks) for p in range(s.players))
    s = castro.State(**{**s.__dict__, "stacks": tuple(stacks), "supply": supply, "rolls": rolls,
                        "dice": tuple(sorted(dice)), "kept": None, "starter": (me - used) % s.players})
    assert castro.current_player(s) == me
    t.match.state = s
    t.shown_state = s
    t.painter.board_dirty = True
    t.tray.lay_out(list(dice))
    t.refresh_widgets()
    t.dirty = True
    frames(app, 1)


def test_hint_shows_the_hard_ais_keep_and_the_chance_in_words(app):
    import random

    from game.castro import ai
    from scenes.tables.castro.hint import hint_lines

    t = table_for(app)
    roll(app, t)
    coach = t.advisor.coach
    set_position(app, t, 2, (5, 2, 3, 5, 4))
    frames(app, 1, {0: key("hint")})
    advice = t.advisor.advice()
    assert advice is not None, "headless, the worker answers at once"
    view = castro.view(t.state, t.match.actor())
    assert advice.move == ai.choose_move(view, "hard", random.Random(1)) == castro.Roll((2, 3, 4, 5))
    app.set_language("de")
    assert hint_lines(advice, t.names) == ("Tipp: Behalte 2, 3, 4 und 5, dann würfle.", "Straße: 70 % in drei Würfen")
    app.set_language("en")
    assert hint_lines(advice, t.names) == ("Hint: keep 2, 3, 4 and 5, then roll.", "Straight: 70 % in three rolls")
    marked = sorted(t.tray.dice[i].value for i in t.advisor.hint_dice(advice))
    assert marked == [2, 3, 4, 5], "the dice to keep are marked in the tray"
    assert t.advisor.coach == coach, "the hint is not the Trainer switch"
    frames(app, 1, {0: key("hint")})
    assert t.advisor.advice() is None, "asked again, the hint goes"
    frames(app, 1, {0: key("hint")})
    assert t.advisor.advice() is not None
    roll(app, t)
    assert t.advisor.advice() is None, "a hint belongs to one position"


def test_hint_for_a_roof_marks_the_field_on_the_board(app):
    t = table_for(app)
    roll(app, t)
    # three own roofs in row 0 (yatzy, pair1, three) and a full house: the fourth field wins
    mine, theirs = ("me",), ("other",)
    set_position(app, t, 1, (3, 3, 5, 3, 5), {(0, 0): mine, (0, 1): mine, (0, 2): mine,
                                              (5, 0): theirs, (5, 1): theirs, (5, 3): theirs})
    frames(app, 1, {0: tap(HINT_RECT.center)})  # the top bar's hint button
    advice = t.advisor.advice()
    assert advice is not None and advice.field == (0, 3) and advice.reason == "win_line"
    frames(app, 1)
    cell = L.cell_rect((0, 3))
    r, g, b, *_ = app.screen.get_at((cell.x - 3, cell.centery))
    assert min(r, g, b) > 200, f"a white ring marks the field, found {(r, g, b)}"


def test_keyboard_focus_is_a_thick_gold_ring(app):
    t = table_for(app)
    roll(app, t)
    legal = castro.legal_fields(t.state)
    assert legal
    for _ in range(40):
        w = t.focused()
        if getattr(w, "key", (None,))[0] == "field":
            break
        frames(app, 1, {0: key("nav", direction="left")})
    w = t.focused()
    assert w.key[0] == "field"
    app.input.mode = "focus"
    t.dirty = True
    frames(app, 1)
    cell = L.cell_rect(w.key[1])
    for dx in (2, 3, 4, 5, 6):  # five pixels of gold just outside the field
        r, g, b, *_ = app.screen.get_at((cell.x - dx, cell.centery))
        assert r > 230 and 130 < g < 190 and b < 60, f"gold {dx} px outside the field, found {(r, g, b)}"


def test_castro_screens_pass_the_layout_audit(tmp_path):
    """Every text on the table at least 18 px, none on another or under a roof, none cut, in both languages."""
    from bench.gallery import states_castro
    from bench.gallery.run import Gallery
    from sprites import audit
    from tests.harness import make_app

    audit.enable()
    a = make_app(tmp_path / "audit")
    try:
        a.screen = audit.root_surface()
        g = Gallery(a)
        found = []
        for lang in ("de", "en"):
            a.set_language(lang)
            for name in ("castro_start", "castro_hint", "castro_hint_place", "castro_focus", "castro_legend",
                         "castro_4p", "castro_won"):
                g.reset()
                states_castro.STATES[name](g)
                audit.clear(a.screen)
                a.render(force=True)
                found += audit.check(a.screen, f"{lang}/{name}")
                assert len(audit.texts(a.screen)) > 40
        assert found == []
    finally:
        a.shutdown()
        audit.disable()


def test_dice_turns_are_made_one_at_a_time_and_warmed_ahead(app):
    """A first throw needs five turned faces, not all 144 in one frame; the warm-up makes the rest."""
    from scenes.tables.castro.dice_tray import SIZE
    from sprites import dice

    dice.clear_caches()
    first = dice.face_at(3, SIZE, 10.0)
    assert dice.face_at(3, SIZE, 10.0) is first
    assert len(dice._TURNED) == 1
    steps = list(dice.warm_turns(SIZE))
    assert len(steps) > 20  # many small steps for the prewarm queue, none building everything
    assert len(dice._TURNED) == 7 * dice.STEPS  # six faces and the shadow, every step of a quarter turn
    assert dice.face_at(3, SIZE, 10.0) is first


def test_the_board_layer_is_built_a_row_per_step_and_an_unfinished_build_stays_due(app):
    t = table_for(app)
    full = pygame.image.tobytes(t.painter.board_surface(), "RGB")
    t.painter.board_layer, t.painter.board_dirty = None, True  # (as a fresh entry finds it)
    steps = t.painter.board_steps()
    next(steps)  # the first row is drawn
    steps.close()  # the entry left before the board was done
    assert t.painter.board_dirty
    assert sum(1 for _ in t.painter.board_steps()) == 4  # the five rows left, a pause between them
    assert not t.painter.board_dirty and pygame.image.tobytes(t.painter.board_layer, "RGB") == full
    assert sum(1 for _ in t.painter.board_steps()) == 0  # nothing due: no step


def test_the_keys_1_to_5_keep_their_dice_while_dice_slide_aside(app):
    """Keys 1–5 name the dice left to right as the roll came to rest, until the next roll: a kept die
    sliding to the side keeps its number, and the same key lets it go again."""
    t = table_for(app)
    frames(app, 1, {0: key("select")})  # roll
    settle(app, t)
    order = sorted(range(5), key=lambda i: t.tray.dice[i].pos[0])
    for n in (1, 2):
        frames(app, 1, {0: key("key", key=pygame.K_1 + n)})
        frames(app, 30)  # the kept die slides to its slot
        assert t.tray.dice[order[n]].kept, f"key {n + 1} kept the die that was {n + 1}. from the left"
    frames(app, 1, {0: key("key", key=pygame.K_2)})
    frames(app, 30)
    assert not t.tray.dice[order[1]].kept and t.tray.dice[order[2]].kept, "the same key lets the same die go"


def test_the_trainers_hundred_percent_keeps_clear_of_the_next_pair_sign():
    """'100 %' beside a pair's sign in the Trainer is narrower than the column allows, so it never touches
    the next sign (it did: 'Trainer 100 % touching the dice icon')."""
    from scenes.tables.castro import panels
    from sprites import audit

    pygame.display.init()
    pygame.font.init()
    audit.enable()
    try:
        panel = panels._fields({c: 1.0 for c in castro.CATEGORIES}, True)
        col = (L.COACH.w - 24) // 3
        rows: dict[int, list] = {}
        for r in audit.records(panel):
            if r.kind == "text" and r.label == "100 %" and r.rect.y < 36 + 2 * panels.ROW:
                rows.setdefault(r.rect.centery // panels.ROW, []).append(r.rect)
        assert len(rows) == 2 and all(len(v) == 3 for v in rows.values())
        for texts in rows.values():
            for k, rect in enumerate(sorted(texts, key=lambda t: t.x)[:2]):
                next_sign = 12 + (k + 1) * col
                assert rect.right + panels.PERCENT_GAP <= next_sign, (k, rect, next_sign)
    finally:
        audit.disable()


def test_the_computers_roof_is_told_and_marked_until_the_next_roof(app):
    """Where the computer put its roof, in words under the prompt and as a ring in its colour on the
    field (Caprice tells each turn the same way), until the next roof is set."""
    seats = [{"kind": "human", "name": "Anna"}, {"kind": "ai", "name": "Kuno", "level": "easy"}]
    t = table_for(app, seed=3, seats=seats)
    for _ in range(3000):  # Anna plays her turns by the rules' first legal field, Kuno his own
        if t.match.actor() == 0 and not t.busy() and any(a == 1 and isinstance(m, castro.Place)
                                                         for a, m in zip(t.match.actors, t.match.moves)):
            break
        if t.match.actor() == 0 and not t.busy():
            legal = castro.legal_fields(t.state)
            t.try_move(castro.Place(legal[0]) if legal and castro.roll_number(t.state) else
                       castro.Roll(()) if castro.roll_number(t.state) < castro.MAX_ROLLS else castro.DISCARD)
        t.hurry()
        frames(app, 1)
    assert t.match.actor() == 0 and castro.roll_number(t.state) == 0
    seat, field = prompt.told(t)
    assert seat == 1 and field is not None
    text = prompt.told_text(t, prompt.told(t))
    assert text.startswith("Kuno ") and f"Reihe {field[0] + 1}, Spalte {field[1] + 1}" in text
    frames(app, 2)
    cell = L.cell_rect(field).inflate(8, 8)
    assert tuple(app.screen.get_at((cell.x + 10, cell.y + 1)))[:3] == tuple(theme.seat_color(1))[:3]
    roll(app, t)
    assert prompt.told(t) == (1, field), "told through Anna's rolls, until her roof is set"
