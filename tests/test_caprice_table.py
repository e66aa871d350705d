"""The Caprice table headless: drag and tap placing, the optional move and "Fertig", refused drops
explained, the red bead, hidden tiles in hot-seat play, the ordering screen, the reveal, a full AI game."""
from __future__ import annotations

import pygame
import pytest

import game.caprice as caprice
from game.core import CHANCE
from scenes.tables.caprice import layout as L
from scenes.tables.caprice.order import CapriceOrder
from scenes.tables.caprice.table import CapriceTable
from scenes.services.i18n import tr
from scenes.engine.input import Action
from scenes.tables.overlays import PrivacyScene, ResultsScene
from sprites import theme
from tests.harness import frames, key, pad, tap

ONE = [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy", "name": "Bot"}]
TWO = [{"kind": "human", "name": "Anna"}, {"kind": "human", "name": "Ben"}]


def table_for(app, seats=ONE, seed=3, wait=True) -> CapriceTable:
    t = CapriceTable({"game": "caprice", "seats": seats, "seed": seed, "options": {}})
    app.stack.reset(t)
    app.stack.flush()
    if wait:
        settle(app, t)
    return t


def settle(app, t, limit=900) -> None:
    """Run until a human must act (privacy screens are passed), or the game is over."""
    for _ in range(limit):
        frames(app, 1)
        top = app.stack.top
        if isinstance(top, PrivacyScene):
            frames(app, 1, {0: tap((640, 400))})
            continue
        if top is not t:
            return
        p = t.match.actor()
        if not t.busy() and (p is None or (p != CHANCE and t.match.seats[p].is_human)):
            return
    raise AssertionError("the table never came to rest")


def drag(app, a, b) -> None:
    mid = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
    frames(app, 1, {0: [Action("point_down", pos=a, source="mouse")]})
    frames(app, 1, {0: [Action("point_move", pos=mid, source="mouse", extra={"pressed": True})]})
    frames(app, 1, {0: [Action("point_move", pos=b, source="mouse", extra={"pressed": True})]})
    frames(app, 1, {0: [Action("point_up", pos=b, source="mouse")]})


def spot_point(t, spot):
    x, y = L.disc_pos(spot, len(caprice.towers(t.state)[spot]))
    return (x, y)


def test_drag_a_disc_from_the_supply_onto_a_spot(app):
    t = table_for(app)
    assert caprice.phase(t.state) == "place" and t.match.actor() == 0
    drag(app, L.TRAYS[2].center, spot_point(t, 1))
    assert t.animations, "the disc flies to its spot"
    frames(app, 60)
    assert caprice.towers(t.state)[1] == ("DR",)
    assert caprice.phase(t.state) == "move"
    assert t.skip_btn.visible


def test_tap_tray_then_spot_places_and_done_ends_the_turn(app):
    t = table_for(app)
    frames(app, 1, {0: tap(L.TRAYS[0].center)})
    assert t.controls.held == ("supply", "LR")
    frames(app, 1, {0: tap(spot_point(t, 4))})
    frames(app, 60)
    assert caprice.towers(t.state)[4] == ("LR",)
    frames(app, 1, {0: tap(L.SKIP.center)})
    assert isinstance(t.match.moves[-1], caprice.Skip)
    settle(app, t)
    assert t.match.actor() == 0 and caprice.phase(t.state) == "place"  # the bot played its turn


def test_move_a_top_disc_gets_the_red_bead(app):
    t = table_for(app)
    drag(app, L.TRAYS[0].center, spot_point(t, 0))
    frames(app, 60)
    frames(app, 1, {0: tap(L.SKIP.center)})
    settle(app, t)
    # place somewhere new, then move another tower's top disc
    free = next(i for i in range(6) if not caprice.towers(t.state)[i])
    drag(app, L.TRAYS[3].center, spot_point(t, free))
    frames(app, 60)
    src = next(i for i in caprice.movable_from(t.state))
    dst = caprice.move_targets(t.state, src)[0]
    top = caprice.towers(t.state)[src][-1]
    drag(app, L.disc_pos(src, len(caprice.towers(t.state)[src]) - 1), spot_point(t, dst))
    frames(app, 60)
    assert isinstance(t.match.moves[-1], caprice.Move)
    assert caprice.towers(t.state)[dst][-1] == top
    assert caprice.marker(t.state) == dst
    assert t.presenter.bead_at is not None


def test_the_placed_disc_cannot_move_and_the_toast_says_why(app):
    t = table_for(app)
    drag(app, L.TRAYS[1].center, spot_point(t, 2))
    frames(app, 60)
    before = len(t.match.moves)
    frames(app, 1, {0: tap(L.disc_pos(2, 0))})
    assert len(t.match.moves) == before
    assert app.toasts.items and app.toasts.items[-1].kind == "error"
    assert "caprice." not in app.toasts.items[-1].text and "{" not in app.toasts.items[-1].text


def test_hot_seat_hides_the_other_players_tiles(app):
    t = table_for(app, seats=TWO)
    # Anna's turn: her rack shows her tiles; Ben's are never drawn face up
    assert t.screen_seat() == 0
    frames(app, 1, {0: tap(L.TRAYS[0].center)})
    frames(app, 1, {0: tap(spot_point(t, 0))})
    frames(app, 60)
    frames(app, 1, {0: tap(L.SKIP.center)})
    frames(app, 3)
    assert isinstance(app.stack.top, PrivacyScene), "the screen is handed over to Ben"
    assert t.screen_seat() != 0 or t.match.actor() == 0
    frames(app, 1, {0: tap((640, 400))})
    frames(app, 3)
    assert t.screen_seat() == 1


@pytest.mark.parametrize("device", ["keyboard", "pad"])
def test_place_and_skip_with_keys_or_pad(app, device):
    t = table_for(app)
    send = key if device == "keyboard" else pad
    # the focus starts on the first tray: select picks up a disc, walk to a spot, select puts it down
    assert getattr(t.focused(), "key", ("",))[0] == "tray"
    frames(app, 1, {0: send("select")})
    assert t.controls.held is not None
    for _ in range(10):
        if getattr(t.focused(), "key", ("",))[0] == "spot":
            break
        frames(app, 1, {0: send("nav", direction="left")})
    frames(app, 1, {0: send("select")})
    frames(app, 60)
    assert caprice.phase(t.state) == "move"
    if device == "keyboard":
        frames(app, 1, {0: key("key", key=pygame.K_f)})
    else:
        for _ in range(12):
            if t.focused() is t.skip_btn:
                break
            frames(app, 1, {0: send("nav", direction="right")})
        frames(app, 1, {0: send("select")})
    assert isinstance(t.match.moves[-1], caprice.Skip)


def test_ordering_screen_then_reveal_then_results(app):
    seats = [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy", "name": "Bot"}]
    t = table_for(app, seats=seats, seed=8)
    m = t.match
    # play the building phase quickly through the rules: Anna's turns by the first legal move
    for _ in range(400):
        if caprice.phase(m.state) == "order":
            break
        p = m.actor()
        if p == 0 and not t.busy():
            t.try_move(caprice.legal_moves(m.state)[0])
        frames(app, 2, {0: tap((1000, 700))} if p != 0 else None)
    for _ in range(200):
        frames(app, 1)
        if isinstance(app.stack.top, CapriceOrder):
            break
    screen = app.stack.top
    assert isinstance(screen, CapriceOrder)
    assert screen.score() == screen.best  # the best order is preset
    frames(app, 1, {0: tap((screen.slots[0].rect.centerx, screen.slots[0].rect.centery))})
    frames(app, 1, {0: tap((screen.slots[3].rect.centerx, screen.slots[3].rect.centery))})
    swapped = list(screen.order)
    frames(app, 1, {0: tap(screen.ok.rect.center)})
    for _ in range(2400):
        frames(app, 1)
        if isinstance(app.stack.top, ResultsScene):
            break
    assert m.is_over()
    assert list(caprice.orders(m.state)[0]) == swapped
    assert t.counted == m.scores()  # the reveal counted exactly the scores
    assert isinstance(app.stack.top, ResultsScene)


def test_ai_game_plays_to_the_end(app):
    seats = [{"kind": "ai", "level": "easy", "name": "A"}, {"kind": "ai", "level": "easy", "name": "B"}]
    t = table_for(app, seats=seats, seed=2, wait=False)
    t.setup["demo"] = True
    for _ in range(300):
        frames(app, 20, {0: tap((1000, 700))})
        if isinstance(app.stack.top, ResultsScene):
            break
    assert t.match.is_over() and isinstance(app.stack.top, ResultsScene)
    s = t.state
    assert sum(len(x) for x in caprice.towers(s)) + sum(caprice.supply(s).values()) == 24


# --------------------------------------------------------------------------- what the others did, and its pace


def _anna_places_and_skips(app, t, tray=0):
    spot = next(s for s in caprice.place_targets(t.state))
    drag(app, L.TRAYS[tray].center, spot_point(t, spot))
    frames(app, 60)
    frames(app, 1, {0: tap(L.SKIP.center)})


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_computer_turn_is_told_and_traced_until_the_next_player_acts(app, lang):
    from scenes.tables.caprice import board as board
    from scenes.services.i18n import set_language

    set_language(lang)
    seats = [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "hard", "name": "Bot"}]
    t = table_for(app, seats=seats, seed=5)
    for _ in range(10):  # until the bot has moved a disc in its turn (it may also decline)
        _anna_places_and_skips(app, t)
        settle(app, t)
        if t.turn.moved is not None:
            break
    turn = t.turn
    assert turn.seat == 1 and turn.disc is not None and turn.moved is not None
    spot_word = "Platz" if lang == "de" else "spot"
    text = t.told_text()
    assert text.startswith("Bot ")
    for n in (turn.spot, turn.src, turn.dst):
        assert f"{spot_word} {n + 1}" in text
    assert tr(f"caprice.a_disc.{turn.disc}") in text and tr(f"caprice.a_moved.{turn.moved}") in text
    # the board marks the placed and the moved disc in the bot's colour
    marks = board.trace_marks(t)
    assert (turn.dst, len(caprice.towers(t.state)[turn.dst]) - 1) in marks
    assert len(marks) == 2 and set(marks.values()) == {theme.seat_color(1)}
    # it all stays while Anna thinks …
    frames(app, 120)
    assert t.told_text() == text
    # … and is hers once she acts: her own turn is not told to her
    drag(app, L.TRAYS[0].center, spot_point(t, caprice.place_targets(t.state)[0]))
    frames(app, 60)
    assert t.turn.seat == 0 and t.turn.moved is None and t.told_text() == ""


def test_the_computer_waits_before_each_of_its_moves(app):
    from scenes.tables.caprice.presenter import AI_FIRST, AI_SECOND, FLY

    t = table_for(app)
    _anna_places_and_skips(app, t)
    start = len(t.match.moves)
    waited = 0
    while len(t.match.moves) == start:
        frames(app, 1)
        waited += 1
    assert isinstance(t.match.moves[-1], caprice.Place)
    assert waited >= AI_FIRST * 60 - 2, "the bot placed before people could look"
    waited = 0
    while len(t.match.moves) == start + 1:
        frames(app, 1)
        waited += 1
    assert waited >= (FLY + AI_SECOND) * 60 - 2, "the bot moved on before its placement could be seen"


def test_tower_heights_and_spot_numbers_stand_beside_the_towers_on_the_board():
    import math

    from scenes.tables.caprice.art import disc_height

    half = disc_height() // 2
    for spot in range(6):
        badge = L.badge_rect(spot)
        assert badge.h >= 30
        for corner in (badge.topleft, badge.topright, badge.bottomleft, badge.bottomright):
            assert math.dist(corner, L.CENTER) < L.RADIUS, (spot, "badge off the board")
        plate = L.spot_label_center(spot)
        assert math.dist(plate, L.CENTER) < L.RADIUS - 20
        for other in range(6):  # no badge or number lies on any disc of any tower, full or not
            for level in range(caprice.HEIGHT):
                x, y = L.disc_pos(other, level)
                disc = pygame.Rect(x - L.DISC_W // 2, y - half, L.DISC_W, 2 * half)
                assert not badge.colliderect(disc), (spot, other, level)
                assert not disc.collidepoint(plate), (spot, other, level)


def test_the_ordering_screen_covers_the_table(app):
    from scenes.tables.caprice.order import PANEL, WOOD

    t = table_for(app)
    screen = CapriceOrder(t, 0)
    app.stack.push(screen)
    frames(app, 3)
    surface = app.screen
    # where the table shows its prompt, rack and players, the screen shows its plain wooden panel
    for point in ((1100, 214), (1000, 300), (1000, 360), (1150, 560), (1150, 690), (60, 680)):
        assert PANEL.collidepoint(point)
        assert tuple(surface.get_at(point))[:3] == WOOD, point


def test_the_secret_tiles_have_one_name_everywhere():
    from scenes.services.rules_book import RULES
    from scenes.services.strings import STRINGS

    caprice_keys = [k for k in STRINGS if k.startswith(("caprice.", "error.caprice."))]
    german = " ".join(STRINGS[k]["de"] for k in caprice_keys)
    assert "Plättchen" not in german and "Symbolstein" in german
    rules_de = str(RULES["caprice"]["de"])
    assert "Plättchen" not in rules_de and "Symbolsteine" in rules_de
    for k in caprice_keys:  # the red bead is the marker, never just "der rote Stein"
        assert "roter Stein" not in STRINGS[k]["de"] and "rote Stein " not in STRINGS[k]["de"]


def test_the_reveal_counts_every_level_at_a_pace_people_can_follow():
    import random

    from game.core import Match, AIAgent
    from scenes.tables.caprice.reveal import HIT_STEP, MISS_STEP, Reveal

    m = Match(caprice, [AIAgent("easy"), AIAgent("easy"), AIAgent("easy")], seed=11)
    rng = random.Random(1)
    while not m.is_over():
        if m.actor() == CHANCE:
            m.step_chance()
        else:
            m.apply(rng.choice(caprice.legal_moves(m.state)))
    r = Reveal(m.state)
    assert len([s for s in r.steps if s.kind == "level"]) == sum(len(t) for t in caprice.towers(m.state))
    shown, elapsed, dt = [], 0.0, 1 / 120
    while not r.done:
        step = r.update(dt)
        elapsed += dt
        if step is not None:
            shown.append((elapsed, step))
    assert [s for _, s in shown] == r.steps
    for (t0, a), (t1, _) in zip(shown, shown[1:]):  # a scoring step stays longer than one without a match
        assert t1 - t0 >= (HIT_STEP if a.hits else MISS_STEP) - 2 * dt
    assert r.counted == caprice.scores(m.state)
