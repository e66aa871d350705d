"""The Caprice table headless: drag and tap placing, the optional move and "Fertig", refused drops
explained, the red bead, hidden tiles in hot-seat play, the ordering screen, the reveal, a full AI game."""
from __future__ import annotations

import pygame
import pytest

import game.caprice as caprice
from game.core import CHANCE
from scenes import caprice_layout as L
from scenes.caprice_order import CapriceOrder
from scenes.caprice_table import CapriceTable
from scenes.input import Action
from scenes.overlays import PrivacyScene, ResultsScene
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
    assert t.flights, "the disc flies to its spot"
    frames(app, 60)
    assert caprice.towers(t.state)[1] == ("DR",)
    assert caprice.phase(t.state) == "move"
    assert t.skip_btn.visible


def test_tap_tray_then_spot_places_and_done_ends_the_turn(app):
    t = table_for(app)
    frames(app, 1, {0: tap(L.TRAYS[0].center)})
    assert t.held == ("supply", "LR")
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
    assert t.bead_at is not None


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
    assert t.rack_seat() == 0
    frames(app, 1, {0: tap(L.TRAYS[0].center)})
    frames(app, 1, {0: tap(spot_point(t, 0))})
    frames(app, 60)
    frames(app, 1, {0: tap(L.SKIP.center)})
    frames(app, 3)
    assert isinstance(app.stack.top, PrivacyScene), "the screen is handed over to Ben"
    assert t.rack_seat() != 0 or t.match.actor() == 0
    frames(app, 1, {0: tap((640, 400))})
    frames(app, 3)
    assert t.rack_seat() == 1


@pytest.mark.parametrize("device", ["keyboard", "pad"])
def test_place_and_skip_with_keys_or_pad(app, device):
    t = table_for(app)
    send = key if device == "keyboard" else pad
    # the focus starts on the first tray: select picks up a disc, walk to a spot, select puts it down
    assert getattr(t.focused(), "key", ("",))[0] == "tray"
    frames(app, 1, {0: send("select")})
    assert t.held is not None
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
    for _ in range(600):
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
