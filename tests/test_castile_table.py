"""The Castile table headless: the deal, a move shown by the presenter, drags, taps, double taps (never
falling through to the card beneath), an illegal drop, undo and redo, keys and pads, the hint, automatic
moves, the finish with cascade and statistics, the game menu, the demo, and (through the layout audit)
the menu and the results as clean modal screens and the table's texts at café distance."""
from __future__ import annotations

import pygame
import pytest

import game.castile as castile
from game.castile import RESIGN, Move
from scenes.tables.castile import layout as L
from scenes.tables.castile.menu import CastileMenu, CastileResults
from scenes.tables.castile.presenter import CastilePresenter
from scenes.tables.castile.table import CastileTable
from scenes.services.i18n import tr
from scenes.engine.input import Action
from tests.harness import click, frames, key, pad, tap

HUMAN = [{"kind": "human", "level": "normal", "name": "Anna"}]


def table_for(app, seed=1, layout=None, seats=HUMAN, settle=True) -> CastileTable:
    setup = {"game": "castile", "seats": seats, "seed": seed, "options": {"layout": layout} if layout else {}}
    t = CastileTable(setup)
    app.stack.reset(t)
    app.stack.flush()
    if settle:
        settle_table(app, t)
    return t


def settle_table(app, t, limit=400) -> None:
    for _ in range(limit):
        frames(app, 1)
        if not t.busy():
            return
    raise AssertionError("the table never came to rest")


def drag(app, t, src: str, dst: str, source="mouse") -> None:
    counts = t.counts()
    a = L.top_rect(src, counts[src]).center
    b = L.top_rect(dst, counts[dst]).center
    mid = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
    frames(app, 1, {0: [Action("point_down", pos=a, source=source)]})
    frames(app, 1, {0: [Action("point_move", pos=mid, source=source, extra={"pressed": True})]})
    frames(app, 1, {0: [Action("point_move", pos=b, source=source, extra={"pressed": True})]})
    frames(app, 1, {0: [Action("point_up", pos=b, source=source)]})
    settle_table(app, t)


def non_foundation_move(state) -> Move:
    moves = [m for m in castile.legal_moves(state) if m != RESIGN and not m.dst.startswith("f")
             and not m.src.startswith("f")]
    assert moves, "deal 1 offers a tableau move"
    return moves[0]


def illegal_pair(state) -> tuple[str, str]:
    for src in castile.TABLEAU + castile.RESERVE:
        for dst in castile.TABLEAU:
            if src != dst and castile.top(state, src) and dst not in castile.targets(state, src):
                return src, dst
    raise AssertionError("no illegal pair found")


def test_deal_flies_in_and_lands_on_the_layout(app):
    t = table_for(app, settle=False)
    frames(app, 10)
    assert t.busy() and t.board.dealing
    settle_table(app, t)
    assert not t.board.dealing
    want = L.positions(t.piles())
    for card, (x, y, _) in want.items():
        s = t.board.sprites[card]
        assert (round(s.pos[0]), round(s.pos[1])) == (round(x), round(y)) and s.face_up


@pytest.mark.parametrize("source", ["mouse", "touch"])
def test_drag_a_legal_move(app, source):
    t = table_for(app)
    move = non_foundation_move(t.state)
    card = castile.top(t.state, move.src)
    drag(app, t, move.src, move.dst, source)
    assert t.match.moves[0] == move
    assert castile.top(t.state, move.dst) == card
    x, y, _ = L.positions(t.piles())[card]
    assert t.board.sprites[card].pos == (x, y)


def test_the_presenter_flies_a_move_and_holds_the_match_meanwhile(app):
    """The table hands its moves to its presenter: the moved card flies (the base's queue stays
    empty, the presenter says the board is busy) until a press makes it land at once."""
    t = table_for(app)
    assert isinstance(t.presenter, CastilePresenter)
    move = non_foundation_move(t.state)
    card = castile.top(t.state, move.src)
    assert t.play(move)
    assert not t.animations and t.presenter.busy() and t.busy() and t.board.sprites[card].busy
    t.hurry_animations()
    assert not t.busy()
    x, y, _ = L.positions(t.piles())[card]
    assert t.board.sprites[card].pos == (x, y)


def test_illegal_drop_flies_back_and_explains(app):
    t = table_for(app)
    src, dst = illegal_pair(t.state)
    card = castile.top(t.state, src)
    before = castile.state_to_json(t.state)
    home = t.board.sprites[card].pos
    drag(app, t, src, dst)
    assert castile.state_to_json(t.state) == before and not t.match.moves
    assert t.board.sprites[card].pos == home
    assert app.toasts.items and app.toasts.items[-1].kind == "error"
    text = app.toasts.items[-1].text
    assert text != tr("error.generic") and "_" not in text  # a real, translated reason


def test_tap_then_tap_moves(app):
    t = table_for(app)
    move = non_foundation_move(t.state)
    counts = t.counts()
    frames(app, 1, {0: tap(L.top_rect(move.src, counts[move.src]).center)})
    assert t.gestures.held is not None and t.gestures.held[1] == move.src
    assert move.dst in t.gestures.targets
    frames(app, 1, {0: tap(L.top_rect(move.dst, counts[move.dst]).center)})
    settle_table(app, t)
    assert t.match.moves == [move]


def test_undo_and_redo_by_buttons_and_keys(app):
    t = table_for(app)
    start = castile.state_to_json(t.state)
    move = non_foundation_move(t.state)
    drag(app, t, move.src, move.dst)
    after = castile.state_to_json(t.state)
    frames(app, 1, {0: click(t.undo_btn.rect.center)})
    settle_table(app, t)
    assert castile.state_to_json(t.state) == start and not t.match.moves
    assert t.shown_state is t.state, "the shown view follows the undo at once"
    frames(app, 1, {0: click(t.redo_btn.rect.center)})
    settle_table(app, t)
    assert castile.state_to_json(t.state) == after
    frames(app, 1, {0: key("key", key=pygame.K_u)})
    settle_table(app, t)
    assert castile.state_to_json(t.state) == start
    frames(app, 1, {0: key("key", key=pygame.K_y)})
    settle_table(app, t)
    assert castile.state_to_json(t.state) == after
    # sprites follow the state
    for card, (x, y, _) in L.positions(t.piles()).items():
        assert t.board.sprites[card].pos == (x, y)


ACE_ON_TOP = {
    # spades and hearts almost done, the ace of diamonds on top of a tableau pile
    "tableau": [["KC", "QD", "AD"], ["KS"], ["KH"], [], [], [], [], []],
    "reserve": [["2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "TD", "JD", "KD"],
                ["AC", "2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "TC", "JC", "QC"], [], []],
    "foundations": [["AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "QS"],
                    ["AH", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "TH", "JH", "QH"], [], []],
}


def test_double_tap_sends_a_card_home(app):
    app.storage.set_setting("castile.auto", False)
    t = table_for(app, seed=0, layout=ACE_ON_TOP)
    r = L.top_rect("t0", t.counts()["t0"]).center
    frames(app, 1, {0: tap(r)})
    frames(app, 3, {0: tap(r)})
    settle_table(app, t)
    assert t.match.moves[0] == Move("t0", castile.foundation_for(castile.new_game(layout=ACE_ON_TOP), "AD"))



def _reveal_layout() -> dict:
    """The ace of diamonds lies on the two of spades, under the five of clubs (which fits on the
    six of hearts); no other ace or two can move, so only the ace is a safe card once uncovered."""
    fixed = ["KC", "QD", "2S", "AD", "5C", "KS", "KH", "6H"]
    rest = [r + s for s in "SHDC" for r in "A23456789TJQK" if r + s not in fixed]
    rest.sort(key=lambda c: c[0] not in "A2")  # aces and twos at the bottom of the reserve rows
    return {"tableau": [["KC", "QD", "2S", "AD", "5C"], ["KS"], ["KH"], ["6H"], [], [], [], []],
            "reserve": [rest[i::4] for i in range(4)], "foundations": [[], [], [], []]}


REVEAL = _reveal_layout()


def press_release(app, pos, source, gap=2, jitter=0) -> None:
    """One click or tap as a person makes it: press, (a little wobble,) release, a few frames apart."""
    frames(app, 1, {0: [Action("point_down", pos=pos, source=source)]})
    if jitter:
        wobble = (pos[0] + jitter, pos[1] - jitter)
        frames(app, 1, {0: [Action("point_move", pos=wobble, source=source, extra={"pressed": True})]})
        pos = wobble
    frames(app, gap, {0: [Action("point_up", pos=pos, source=source)]})


def error_toasts(app) -> list[str]:
    return [t.text for t in app.toasts.items if t.kind == "error"]



def test_tap_memory_pairs_taps_on_one_card_and_guards_piles_a_card_just_left():
    from scenes.tables.castile.taps import DOUBLE_TAP, TapMemory

    taps = TapMemory()
    assert not taps.tap("AD", "t0")
    taps.tick(DOUBLE_TAP * 0.9)
    assert taps.tap("AD", "t0")            # the second tap in time
    assert not taps.tap("AD", "t0")        # ... and a third starts over
    taps.tick(0.1)
    assert not taps.tap("2S", "t0")        # another card: no pair
    taps.tick(DOUBLE_TAP)
    assert not taps.tap("2S", "t0")        # too late: no pair
    taps.left("t0", "AD", 0.5)
    assert taps.aimed_at_gone("t0") and not taps.aimed_at_gone("t1") and not taps.aimed_at_gone(None)
    taps.tick(0.45)
    assert taps.aimed_at_gone("t0")        # a press now keeps the guard up for its double
    taps.tick(DOUBLE_TAP * 0.9)
    assert taps.aimed_at_gone("t0")
    taps.tick(DOUBLE_TAP)
    assert not taps.aimed_at_gone("t0") and not taps.gone

@pytest.mark.parametrize("source", ["mouse", "touch"])
def test_a_double_click_at_a_card_auto_play_took_never_hits_the_card_beneath(app, source):
    # The tester's "A♦ went home, then a toast about ♠ 2": the player uncovers the ace and
    # double-clicks it; the safe-card automatic move is quicker, and both clicks used to land on
    # the two of spades it uncovered (picked up, then "sent home": refused with a toast).
    app.storage.set_setting("castile.auto", True)
    t = table_for(app, seed=0, layout=REVEAL)
    ace_at = L.top_rect("t0", 4).center
    drag(app, t, "t0", "t3", source)  # the five of clubs onto the six of hearts; the ace goes home
    assert [castile.move_to_json(m)["to"] for m in t.match.moves][0] == "t3"
    assert castile.top(t.state, "t0") == "2S" and castile.foundation_for(t.state, "2S") is None
    press_release(app, ace_at, source)
    press_release(app, ace_at, source)
    settle_table(app, t)
    assert error_toasts(app) == []
    assert t.gestures.held is None and castile.top(t.state, "t0") == "2S"
    assert len(t.match.moves) == 2 and t.match.moves[1].src == "t0" and t.match.moves[1].dst.startswith("f")


@pytest.mark.parametrize("source", ["mouse", "touch"])
def test_the_guard_after_auto_play_is_short(app, source):
    # a moment later the two of spades is what the player sees: a double click on it says why it stays
    app.storage.set_setting("castile.auto", True)
    t = table_for(app, seed=0, layout=REVEAL)
    drag(app, t, "t0", "t3", source)
    frames(app, 90)
    spot = L.top_rect("t0", t.counts()["t0"]).center
    press_release(app, spot, source)
    press_release(app, spot, source)
    assert error_toasts(app) == [tr("castile.not_home", card=tr("card.name", rank="2", suit=tr("card.suit.S")))]


@pytest.mark.parametrize("source", ["mouse", "touch"])
def test_two_double_clicks_in_a_row_send_the_ace_home_and_nothing_else(app, source):
    app.storage.set_setting("castile.auto", False)
    t = table_for(app, seed=0, layout=REVEAL)
    drag(app, t, "t0", "t3", source)
    ace_at = L.top_rect("t0", 4).center
    for _ in range(4):  # an impatient double double-click (or a tap that arrives twice)
        press_release(app, ace_at, source)
    settle_table(app, t)
    assert error_toasts(app) == []
    assert [m.dst[0] for m in t.match.moves] == ["t", "f"] and castile.top(t.state, "t0") == "2S"
    assert t.gestures.held is None


@pytest.mark.parametrize("source", ["mouse", "touch"])
def test_a_wobbly_double_tap_sends_the_card_home(app, source):
    # a finger (or a hand on a mouse) moves a pixel or three during a tap; the card used to fly
    # back from there, and the second tap only hurried that flight
    app.storage.set_setting("castile.auto", False)
    t = table_for(app, seed=0, layout=ACE_ON_TOP)
    r = L.top_rect("t0", t.counts()["t0"]).center
    press_release(app, r, source, gap=1, jitter=3)
    press_release(app, r, source, gap=1, jitter=3)
    settle_table(app, t)
    assert t.match.moves == [Move("t0", castile.foundation_for(castile.new_game(layout=ACE_ON_TOP), "AD"))]
    assert error_toasts(app) == []


@pytest.mark.parametrize("speed", ["slow", "fast"])
def test_the_double_tap_time_is_wall_clock_time_at_any_animation_speed(app, speed):
    app.settings.speed = speed
    app.storage.set_setting("castile.auto", False)
    t = table_for(app, seed=0, layout=ACE_ON_TOP)
    r = L.top_rect("t0", t.counts()["t0"]).center
    press_release(app, r, "touch", gap=16)   # 0.3 s between the taps: a double tap
    press_release(app, r, "touch")
    settle_table(app, t)
    assert len(t.match.moves) == 1 and t.match.moves[0].dst.startswith("f")
    t2 = table_for(app, seed=0, layout=ACE_ON_TOP)
    press_release(app, r, "touch", gap=30)   # 0.5 s: two single taps (hold, put back)
    press_release(app, r, "touch")
    settle_table(app, t2)
    assert t2.match.moves == []

def test_a_double_tap_sends_home_only_the_card_it_began_on(app):
    # the ace is tapped (held), sent home with the F key, and tapped again at once: that second
    # tap belonged to the ace, which is gone; the two of spades beneath stays where it is
    app.storage.set_setting("castile.auto", False)
    t = table_for(app, seed=0, layout=REVEAL)
    drag(app, t, "t0", "t3")
    ace_at = L.top_rect("t0", 4).center
    press_release(app, ace_at, "mouse")
    assert t.gestures.held == ("AD", "t0")
    t.gestures.focus_pile = "t0"
    frames(app, 1, {0: key("key", key=pygame.K_f)})
    settle_table(app, t)  # the ace has landed, still within the double-tap time
    press_release(app, ace_at, "mouse")
    settle_table(app, t)
    assert error_toasts(app) == []
    assert castile.top(t.state, "t0") == "2S" and len(t.match.moves) == 2


# --------------------------------------------------------------------------- taps as SDL reports them
E = pygame.event.Event
WINDOW = (1920, 1080)  # a café TV: the logical screen is scaled by SDL


def sdl_press(app, pos, source, down: bool) -> None:
    """One press or release of the mouse or a finger as SDL reports it, through App.handle_event:
    with the echo SDL makes of it (a finger of the mouse under touch emulation, the mouse of a finger),
    which the input mapper drops."""
    if source == "mouse":
        app.handle_event(E(pygame.MOUSEBUTTONDOWN if down else pygame.MOUSEBUTTONUP, button=1, pos=pos, touch=False))
        fx, fy = (pos[0] + 0.5) / 1280, (pos[1] + 0.5) / 720
        app.handle_event(E(pygame.FINGERDOWN if down else pygame.FINGERUP, touch_id=-1, finger_id=0,
                           x=fx, y=fy, dx=0.0, dy=0.0, pressure=1.0))
        return
    from scenes.engine.input import letterbox

    app.input.window_size = WINDOW
    scale, ox, oy = letterbox(WINDOW)
    fx, fy = (ox + (pos[0] + 0.5) * scale) / WINDOW[0], (oy + (pos[1] + 0.5) * scale) / WINDOW[1]
    app.handle_event(E(pygame.FINGERDOWN if down else pygame.FINGERUP, touch_id=1, finger_id=4,
                       x=fx, y=fy, dx=0.0, dy=0.0, pressure=1.0 if down else 0.0))
    app.handle_event(E(pygame.MOUSEBUTTONDOWN if down else pygame.MOUSEBUTTONUP, button=1, pos=pos, touch=True))


def sdl_tap(app, pos, source, after=3) -> None:
    """A click or a tap through SDL's events: press, a frame, release, then `after` frames."""
    sdl_press(app, pos, source, True)
    frames(app, 1)
    sdl_press(app, pos, source, False)
    frames(app, after)


def top_at(t, pile):
    return L.top_rect(pile, t.counts()[pile]).center


@pytest.mark.parametrize("pile", ["t0", "r2"])            # the four of hearts (tableau), of spades (reserve)
@pytest.mark.parametrize("before", ["nothing", "a card held", "cards in the air"])
@pytest.mark.parametrize("source", ["mouse", "touch"])
def test_a_refused_double_tap_leaves_nothing_in_the_hand(app, source, before, pile):
    # Issue 31, 6: a double tap on a card that cannot go home yet says why, and leaves nothing in
    # the hand; the next tap elsewhere used to carry the card there. Deal 1: neither four can go home,
    # both fit on the five of clubs (t1); the nine of clubs (t2) fits on neither.
    app.storage.set_setting("castile.auto", False)
    t = table_for(app, seed=1)
    card = castile.top(t.state, pile)
    assert castile.foundation_for(t.state, card) is None and "t1" in castile.targets(t.state, pile)
    played = []
    if before == "a card held":     # the nine tapped a while ago: the first tap of the double is its target
        sdl_tap(app, top_at(t, "t2"), source, after=40)
        assert t.gestures.held == ("9C", "t2")
    elif before == "cards in the air":  # a move just made: its card still flies at the first tap
        sdl_tap(app, top_at(t, "t7"), source, after=20)
        sdl_tap(app, top_at(t, "t4"), source, after=1)
        assert t.busy()
        played = [Move("t7", "t4")]
    at = top_at(t, pile)
    sdl_tap(app, at, source, after=2)
    sdl_tap(app, at, source, after=2)
    assert t.gestures.held is None and not t.gestures.targets
    assert tr("castile.not_home", card=tr("card.name", rank="4", suit=tr(f"card.suit.{card[1]}"))) in error_toasts(app)
    settle_table(app, t)
    frames(app, 40)
    sdl_tap(app, top_at(t, "t1"), source)                 # a tap elsewhere: the five of clubs
    settle_table(app, t)
    assert t.match.moves == played and castile.top(t.state, pile) == card
    assert t.gestures.held != (card, pile)


@pytest.mark.parametrize("source", ["mouse", "touch"])
def test_double_taps_at_the_double_tap_time_leave_nothing_in_the_hand(app, source):
    # the second tap just inside the double-tap time sends the card home (refused here: it says why),
    # just outside it puts the card back; either way the hand is empty afterwards, and a double tap
    # that arrives within one frame (a slow frame) is a double tap as well
    from scenes.tables.castile.taps import DOUBLE_TAP

    app.storage.set_setting("castile.auto", False)
    t = table_for(app, seed=1)
    at = top_at(t, "t0")
    window = round(DOUBLE_TAP * 60)
    for gap, refused in ((window - 3, True), (window + 3, False)):
        app.toasts.items.clear()
        sdl_tap(app, at, source, after=gap - 1)
        sdl_tap(app, at, source, after=40)
        assert bool(error_toasts(app)) == refused and t.gestures.held is None, gap
    app.toasts.items.clear()
    for down in (True, False, True, False):
        sdl_press(app, at, source, down)
    frames(app, 40)
    assert error_toasts(app) and t.gestures.held is None
    assert t.match.moves == []


@pytest.mark.parametrize("source", ["mouse", "touch"])
def test_a_double_tap_on_a_foundation_card_says_nothing_and_leaves_nothing_in_the_hand(app, source):
    # the queen of spades is home already: no "cannot go home yet" about it
    app.storage.set_setting("castile.auto", False)
    t = table_for(app, seed=0, layout=ACE_ON_TOP)
    at = top_at(t, "f0")
    sdl_tap(app, at, source, after=2)
    sdl_tap(app, at, source, after=2)
    assert error_toasts(app) == [] and t.gestures.held is None and t.match.moves == []


@pytest.mark.parametrize("source", ["mouse", "touch"])
def test_a_double_tap_whose_first_tap_placed_the_held_card_never_picks_it_up_again(app, source):
    # the nine of clubs is held; a double tap on the ten of diamonds: the first tap puts the nine
    # on it (a legal move), the second lands on the nine at once and must not pick it up (the
    # next tap elsewhere would carry it off)
    app.settings.speed = "fast"
    app.storage.set_setting("castile.auto", False)
    t = table_for(app, seed=1)
    sdl_tap(app, top_at(t, "t2"), source, after=40)
    at = top_at(t, "t7")
    sdl_tap(app, at, source, after=12)
    sdl_tap(app, at, source, after=2)
    assert t.gestures.held is None
    settle_table(app, t)
    assert t.match.moves == [Move("t2", "t7")] and error_toasts(app) == []


def test_safe_cards_go_home_by_themselves(app):
    app.storage.set_setting("castile.auto", True)
    t = table_for(app, seed=0, layout=ACE_ON_TOP)
    for _ in range(20):
        settle_table(app, t)
        frames(app, 2)
    assert any(m.src == "t0" and m.dst.startswith("f") for m in t.match.moves)
    assert all(entry.auto for entry in t.history.done)


@pytest.mark.parametrize("device", ["keyboard", "pad"])
def test_play_with_keys_or_pad(app, device):
    send = key if device == "keyboard" else pad
    t = table_for(app)
    move = non_foundation_move(t.state)
    app.input.mode = "focus"

    def go_to(pile):
        for _ in range(40):
            if t.gestures.focus_pile == pile:
                return
            cur = L.top_rect(t.gestures.focus_pile or "t0", t.counts()[t.gestures.focus_pile or "t0"]).center
            dest = L.top_rect(pile, t.counts()[pile]).center
            dx, dy = dest[0] - cur[0], dest[1] - cur[1]
            direction = ("right" if dx > 0 else "left") if abs(dx) > abs(dy) else ("down" if dy > 0 else "up")
            frames(app, 1, {0: send("nav", direction=direction)})
        raise AssertionError(f"focus never reached {pile}, stuck at {t.gestures.focus_pile}")

    go_to(move.src)
    frames(app, 1, {0: send("select")})
    assert t.gestures.held is not None
    go_to(move.dst)
    frames(app, 1, {0: send("select")})
    settle_table(app, t)
    assert t.match.moves == [move]


def test_hint_highlights_a_legal_move(app):
    t = table_for(app)
    frames(app, 1, {0: key("hint")})
    for _ in range(100):
        frames(app, 1)
        if t.advisor.hint is not None:
            break
    assert t.advisor.hint is not None
    src, dst, _ = t.advisor.hint
    castile.check_move(t.state, src, dst)


NEAR_WON = {"tableau": [["KS"], ["KH"], ["KD"], ["KC"], [], [], [], []], "reserve": [[], [], [], []],
            "foundations": [[r + s for r in "A23456789TJQ"] for s in "SHDC"]}


def test_win_finishes_itself_cascades_and_counts(app):
    t = table_for(app, seed=0, layout=NEAR_WON, settle=False)
    saw_cascade = False
    for _ in range(200):
        frames(app, 10)
        saw_cascade = saw_cascade or t.cascade is not None
        if isinstance(app.stack.top, CastileResults):
            break
    assert castile.is_won(t.state) and saw_cascade
    assert isinstance(app.stack.top, CastileResults) and app.stack.top.won
    stats = app.storage.stats("castile")
    assert stats["played"] == 1 and stats["won"] == 1 and stats["streak"] == 1 and stats["fewest_moves"] == 4


def test_a_lost_game_ends_with_results_and_breaks_the_streak(app):
    app.storage.stat_set("castile", "streak", 3)
    t = table_for(app)
    t.open_menu()
    frames(app, 1)
    frames(app, 1, {0: tap(app.stack.top.widgets[5].rect.center)})  # "Aufgeben", then "Ja"
    frames(app, 1, {0: tap(app.stack.top.widgets[1].rect.center)})
    for _ in range(100):
        frames(app, 5)
        if isinstance(app.stack.top, CastileResults):
            break
    assert isinstance(app.stack.top, CastileResults) and not app.stack.top.won
    stats = app.storage.stats("castile")
    assert stats["played"] == 1 and stats.get("won", 0) == 0 and stats["streak"] == 0


def test_menu_choose_a_deal_by_number(app):
    from scenes.kit.keyboard import KeyboardScene

    t = table_for(app)
    frames(app, 1, {0: tap(t.menu_btn.rect.center)})
    menu = app.stack.top
    assert isinstance(menu, CastileMenu)
    frames(app, 1, {0: tap(menu.widgets[1].rect.center)})
    pad_scene = app.stack.top
    assert isinstance(pad_scene, KeyboardScene) and pad_scene.digits
    frames(app, 1, {0: [Action("text", text="4a2")]})  # letters are ignored on the number pad
    assert pad_scene.text == "42"
    frames(app, 1, {0: key("select", key=pygame.K_RETURN)})
    frames(app, 2)
    top = app.stack.top
    assert isinstance(top, CastileTable) and top.seed == 42
    assert castile.state_to_json(top.state)["deal"] == 42


def test_menu_toggles_are_stored(app):
    t = table_for(app)
    t.open_menu()
    frames(app, 1)
    menu = app.stack.top
    frames(app, 1, {0: tap(menu.widgets[3].rect.center)})
    frames(app, 1, {0: tap(menu.widgets[4].rect.center)})
    assert app.storage.get_setting("castile.winnable_only") is True
    assert app.storage.get_setting("castile.auto") is False


def test_winnable_only_deals_come_from_the_shipped_list(app):
    app.storage.set_setting("castile.winnable_only", True)
    deals = set(castile.winnable_deals())
    assert deals, "the winnable deal list ships with the game"
    for _ in range(5):
        t = table_for(app, seed=None, settle=False)
        assert t.seed in deals


def test_the_computer_plays_castile_in_the_demo(app):
    seats = [{"kind": "ai", "level": "hard", "name": "Demo"}]
    t = table_for(app, seats=seats, settle=False)
    t.setup["demo"] = True
    frames(app, 600)
    assert len(t.match.moves) >= 5



def _lost_layout() -> dict:
    """Lost for good, moves left: the twos of spades and hearts lie on each other's aces, the threes
    beneath them; kings can still wander to empty piles."""
    rest = [r + s for s in "SHDC" for r in "456789TJQK" if r + s not in ("KS", "QH")]
    return {"tableau": [["KS"], ["QH"], [], [], [], [], [], []],
            "reserve": [["3S", "3H", "AH", "2S"], ["3D", "3C", "AS", "2H"],
                        [c for c in rest if c[1] in "SH"], [c for c in rest if c[1] in "DC"]],
            "foundations": [["AD", "2D"], ["AC", "2C"], [], []]}


def test_a_lost_deal_says_so_and_points_at_undo(app):
    t = table_for(app, seed=0, layout=_lost_layout())
    for _ in range(60):
        frames(app, 1)
        if t.advisor.verdict == "lost":
            break
    assert t.advisor.verdict == "lost" and t.undo_btn.style == "primary"
    assert tr("castile.lost_now") in error_toasts(app)
    t2 = table_for(app, seed=1)
    for _ in range(60):
        frames(app, 1)
        if t2.advisor.verdict != "unknown":
            break
    assert t2.advisor.verdict != "lost" and t2.undo_btn.style == "normal"

# ----------------------------------------------------------------------------- overlays, audited

@pytest.fixture
def audited_app(tmp_path):
    """An app drawing onto the layout audit's recording screen (as the gallery does)."""
    from sprites import audit
    from tests.harness import make_app

    audit.enable()
    a = None
    try:
        a = make_app(tmp_path / "data")
        a.screen = audit.root_surface()
        render = a.render

        def fresh_render(force: bool = False) -> bool:
            audit.clear(a.screen)  # each frame's records only (as the gallery takes its pictures)
            return render(force)
        a.render = fresh_render
        yield a
    finally:
        if a is not None:
            a.shutdown()
        audit.disable()


def audited_frame(app) -> list:
    from sprites import audit

    audit.clear(app.screen)
    app.render(force=True)
    return audit.records(app.screen)


def assert_clean_modal(app, panel: pygame.Rect) -> list:
    """The overlay on top draws every text on its panel, the screen beneath keeps at most 1 - 235/255
    of its contrast (the top bar too), and the audit finds nothing. Returns the overlay's texts."""
    from sprites import audit

    recs = audited_frame(app)
    top = len(app.stack.scenes) - 1
    own = [r for r in recs if r.kind == "text" and r.layer == top]
    assert own, "the overlay drew no text"
    for r in own:
        assert panel.contains(r.rect), f"{r.label!r} {tuple(r.rect)} is not on the panel {tuple(panel)}"
        assert r.px >= 18
    beneath = [r for r in recs if r.kind in ("text", "sprite") and r.layer is not None and r.layer < top]
    assert beneath, "the table beneath should still be there, veiled"
    worst = max(beneath, key=lambda r: r.contrast)
    assert worst.contrast <= 1 - 235 / 255 + 1e-6, \
        f"{worst.kind} {worst.label!r} of the table beneath shows at {worst.contrast:.0%} contrast"
    assert audit.check(app.screen, "castile") == []
    return own


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_game_menu_is_a_clean_modal_screen(audited_app, lang):
    from scenes.tables.castile.menu import MENU_PANEL

    app = audited_app
    app.set_language(lang)
    t = table_for(app)
    frames(app, 1, {0: tap(t.menu_btn.rect.center)})
    frames(app, 5)
    assert isinstance(app.stack.top, CastileMenu)
    texts = assert_clean_modal(app, MENU_PANEL)
    assert any(tr("castile.menu_title", deal=t.seed) == r.label for r in texts)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_win_is_a_clean_modal_screen_with_big_figures_and_marked_records(audited_app, lang):
    from scenes.tables.castile.menu import RESULTS_PANEL

    app = audited_app
    app.set_language(lang)
    app.storage.stat_set("castile", "best_time", 999.0)
    t = table_for(app, seed=0, layout=NEAR_WON, settle=False)
    for _ in range(400):
        frames(app, 1)
        if t.cascade is not None:
            t.hurry_animations()  # the cascade's trail of card copies is slow to audit frame by frame
        if isinstance(app.stack.top, CastileResults):
            break
    frames(app, 40)
    texts = assert_clean_modal(app, RESULTS_PANEL)
    labels = {r.label: r for r in texts}
    assert tr("castile.won") in labels
    figures = [r for r in texts if r.label[:1].isdigit()]
    assert len(figures) >= 5 and all(r.px >= 22 for r in figures)
    records = [r for r in texts if r.label == tr("castile.record")]
    assert t.stats_result == {"best_streak": True, "best_time": True, "fewest_moves": True}
    assert len(records) == 3 and all(r.px >= 18 for r in records)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_giving_up_says_so_on_a_clean_modal_screen(audited_app, lang):
    from scenes.tables.castile.menu import RESULTS_PANEL

    app = audited_app
    app.set_language(lang)
    t = table_for(app)
    t.resign()
    for _ in range(100):
        frames(app, 5)
        if isinstance(app.stack.top, CastileResults):
            break
    frames(app, 40)
    texts = assert_clean_modal(app, RESULTS_PANEL)
    assert tr("castile.gave_up") in {r.label for r in texts}
    assert tr("castile.lost") not in {r.label for r in texts}


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_table_texts_read_across_the_room(audited_app, lang):
    from sprites import audit

    app = audited_app
    app.set_language(lang)
    t = table_for(app, seed=0, layout=REVEAL)
    recs = audited_frame(app)
    texts = {r.label: r for r in recs if r.kind == "text"}
    assert texts[tr("castile.reserve")].px >= 22 and texts[tr("castile.foundations")].px >= 22
    assert texts["K"].px >= 22 and texts["A"].px >= 22  # what may start an empty pile
    assert texts[t.round_text()].px >= 22
    assert all(r.px >= 18 for r in texts.values())
    assert audit.check(app.screen, "castile") == []



@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_lost_badge_makes_room_for_toasts(audited_app, lang):
    from sprites import audit

    app = audited_app
    app.set_language(lang)
    t = table_for(app, seed=0, layout=_lost_layout())
    for _ in range(60):
        frames(app, 1)
        if t.advisor.verdict == "lost":
            break
    badge = tr("castile.lost_badge")
    assert app.toasts.items  # "can no longer be won – try Undo" stands where the badge would
    assert badge not in {r.label for r in audited_frame(app) if r.kind == "text"}
    for _ in range(400):
        frames(app, 1)
        if not app.toasts.items:
            break
    frames(app, 2)
    texts = {r.label: r for r in audited_frame(app) if r.kind == "text"}
    assert texts[badge].px >= 22
    assert audit.check(app.screen, "castile") == []


def test_lesson_keeps_automatic_moves_undo_and_redo_for_their_steps(app):
    """In the lesson no card goes home by itself (the aces of deal 43 lie free), undo and redo wait for
    the steps that teach them (else the coach corrects), the hint shows the lesson's next move, and the
    table knows where a person taps: card then target, a double tap home, the redo button."""
    from bench.lesson_player import play_lesson
    from scenes.tables.lesson import TAP

    play_lesson(app, "castile", "de", stop_at=3)  # the ace is home; now the 3 of clubs onto the 4
    t = app.stack.scenes[0]
    run = t.lesson.run
    frames(app, 30)
    assert len(t.match.moves) == 1 and castile.safe_auto_moves(t.state)  # the ace of hearts waits
    frames(app, 1, {0: key("key", key=pygame.K_u)})
    assert len(t.match.moves) == 1 and run.index == 3 and run.correction
    counts = t.counts()
    assert t.lesson_taps(Move("t1", "t4")) == [L.top_rect("t1", counts["t1"]).center,
                                               L.top_rect("t4", counts["t4"]).center]
    ace = L.top_rect("t6", counts["t6"]).center
    assert t.lesson_taps(Move("t6", "f1")) == [ace, ace]  # a double tap sends it home
    t.on_hint()
    assert t.advisor.hint[:2] == ("t1", "t4")
    undo_step = next(i for i, s in enumerate(run.lesson.steps) if s.who == TAP and s.move == "undo")
    play_lesson(app, "castile", "de", stop_at=undo_step)
    t = app.stack.scenes[0]
    run = t.lesson.run
    moves = len(t.match.moves)
    frames(app, 1, {0: key("key", key=pygame.K_u)})
    assert len(t.match.moves) == moves - 1 and run.index == undo_step + 1
    settle_table(app, t)  # (the queen flies back to the reserve)
    redo = run.step.move
    assert t.lesson_taps(redo) == [t.redo_btn.rect.center]
    frames(app, 1, {0: tap(t.redo_btn.rect.center)})
    settle_table(app, t)
    assert t.match.moves[-1] == redo and run.index == undo_step + 2



# --------------------------------------------------------------------------- the reserve's fans
def _largest_difference(a: pygame.Surface, b: pygame.Surface, rect: pygame.Rect) -> int:
    return max(max(abs(p - q) for p, q in zip(a.get_at((x, y))[:3], b.get_at((x, y))[:3]))
               for y in range(rect.top, rect.bottom) for x in range(rect.left, rect.right))


@pytest.mark.parametrize("window", [(1280, 720), (1920, 1080), (1366, 768)])
def test_the_reserve_fans_never_cover_a_corner_index(app, window):
    # Issue 31, 4: in a reserve's fan each card covered the right part of the corner index of the card
    # beneath it: "10" read "1(", Q looked like O. Every card but the top one now shows its whole index
    # (rank over suit, the bounds of the real glyphs): the next card's rect misses it, and on the table
    # it reads as on the card alone (but for the faintest edge of the next card's shadow), also scaled
    # up to a window as SDL scales the logical screen (linear filtering blends a pixel with its neighbours).
    from sprites import card as cards

    t = table_for(app, seed=1)
    piles = t.piles()
    covered = [(below, above) for pile in castile.RESERVE for below, above in zip(piles[pile], piles[pile][1:])]
    assert {c[0] for c, _ in covered} >= {"T", "Q", "A"}  # the widest indices lie beneath others
    frame = pygame.Surface((1280, 720))
    t.draw_table(frame)
    alone = frame.copy()  # the same table with every covered card uncovered
    indices = {}
    for below, above in covered:
        rect = t.board.sprites[below].rect
        indices[below] = cards.index_rect(below, L.CARD).move(rect.topleft)
        assert not indices[below].colliderect(t.board.sprites[above].rect), (below, above)
        alone.blit(cards.face(below, L.CARD), rect)
    scale = min(window[0] / 1280, window[1] / 720)
    size = (round(1280 * scale), round(720 * scale))
    if size != (1280, 720):
        frame, alone = pygame.transform.smoothscale(frame, size), pygame.transform.smoothscale(alone, size)
    for below, r in indices.items():
        scaled = pygame.Rect(int(r.x * scale), int(r.y * scale), 0, 0)
        scaled.size = (int(r.right * scale) - scaled.x, int(r.bottom * scale) - scaled.y)
        assert _largest_difference(frame, alone, scaled) <= 8, below  # (the next card's shadow: 6 of 255)


def test_the_wider_fans_leave_every_pile_its_own_zone_on_the_screen():
    # the reserve's fans grew (27 px a card, 7 cards at most): the tableau moved right and closer
    # together; no tap or drop zone overlaps another, and every card stays on the screen
    counts = {p: 7 if p.startswith("r") else 13 for p in castile.PILES}
    zones = {p: L.zone(p, counts[p]) for p in castile.PILES}
    for a in castile.PILES:
        assert pygame.Rect(0, 0, 1280, 720).contains(L.top_rect(a, counts[a])) and L.top_rect(a, 1).top >= L.TOP
        for b in castile.PILES:
            assert a == b or not zones[a].colliderect(zones[b]), (a, b)


def test_the_layer_made_a_few_cards_at_a_time_is_the_layer_made_at_once_and_notices_changes(app):
    t = table_for(app)
    board = t.board
    board.layer_dirty = True
    for _ in board.layer_steps():
        pass
    whole = pygame.image.tobytes(board.layer, "RGB")
    board.layer_dirty = True
    board.layer.fill((255, 0, 255))
    steps = board.layer_steps(cards_per_step=12)
    next(steps)
    assert board.layer_dirty                                 # not shown as made while it is being made
    assert len(list(steps)) >= 3                             # 52 cards, 12 at a time
    assert not board.layer_dirty
    assert pygame.image.tobytes(board.layer, "RGB") == whole
    board.layer_dirty = True                                 # a change while the layer is being made:
    steps = board.layer_steps(cards_per_step=12)
    next(steps)
    next(steps)
    board.layer.fill((255, 0, 255))
    board.layer_dirty = True
    for _ in steps:
        pass
    assert not board.layer_dirty                             # ... it was made again from the start
    assert pygame.image.tobytes(board.layer, "RGB") == whole


def test_cards_taking_off_are_erased_from_the_layer_as_a_whole_new_layer_would_draw_it(app):
    """A card that takes off is taken out of the cached layer where it lay (the slots whose pile
    emptied or filled included), not by making the whole layer again, and a card that lands is drawn
    onto it lying flat: through a won game played by moves, drags, taps and undos, the layer shown
    after every frame is, pixel for pixel, the layer made afresh."""
    from game.castile.solver import solve

    app.storage.set_setting("castile.auto", False)  # (the solver's line, move by move)
    t = table_for(app, seed=2)
    board = t.board
    line = solve(t.state, node_limit=200_000, compiled=False).moves
    assert line, "deal 2 is won"
    erased = 0
    real_erase = board.erase

    def counting_erase(took_off):
        nonlocal erased
        done = real_erase(took_off)
        erased += done
        return done

    board.erase = counting_erase

    def check_frames(n, script=None):
        for i in range(n):
            frames(app, 1, {0: (script or {}).get(i, [])})
            if board.layer_dirty or board.dealing:
                continue
            shown = pygame.image.tobytes(board.layer, "RGB")
            board.layer_dirty = True
            for _ in board.layer_steps():
                pass
            assert pygame.image.tobytes(board.layer, "RGB") == shown, f"frame {i} after {t.match.moves[-1:]}"

    def at(pile):
        return L.top_rect(pile, t.counts()[pile]).center

    for i, move in enumerate(line[:40]):
        if t.match.is_over() or castile.only_foundation_moves_left(t.state):
            break  # (the finish plays itself)
        played = len(t.match.moves)
        a, b = at(move.src), at(move.dst)
        if i % 3 == 1:  # dragged
            mid = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
            check_frames(30, {0: [Action("point_down", pos=a, source="mouse")],
                              1: [Action("point_move", pos=mid, source="mouse", extra={"pressed": True})],
                              2: [Action("point_move", pos=b, source="mouse", extra={"pressed": True})],
                              3: [Action("point_up", pos=b, source="mouse")]})
        elif i % 3 == 2:  # tapped, then its target tapped
            check_frames(30, {0: tap(a), 2: tap(b)})
        else:
            assert t.play(move)
            check_frames(30)
        assert t.match.moves[played:] == [move]
        if i % 9 == 8:  # now and then an undo: the cards fly back
            t.undo()
            check_frames(30)
            assert t.play(move)
            check_frames(30)
    assert erased >= 40  # (each move erased its card; none needed the whole layer)


def test_a_long_pile_never_cuts_a_rank_and_stays_on_the_screen():
    """However long a tableau pile (or a made-up deal's reserve row) grows, each card above another lies
    either past the lower card's rank (it reads) or before its rank begins (it is buried edge on edge):
    never across it, as the old squeeze of every step to 12 px did; and the pile stays in its room."""
    from sprites import card as card_art

    glyphs = [[tuple(r) for r in card_art.index_glyphs(c, L.CARD)] for c in ("TC", "QH", "6D", "9S", "AS")]
    rank_top = min(g[0][1] for g in glyphs)
    rank_bottom = max(g[0][1] + g[0][3] for g in glyphs)
    rank_left = min(g[0][0] for g in glyphs)
    rank_right = max(g[0][0] + g[0][2] for g in glyphs)
    for n in range(1, 30):
        ys = L.tableau_offsets(n)
        for a, b in zip(ys, ys[1:]):
            assert b - a >= rank_bottom or b - a <= rank_top, (n, b - a)
        assert L.TOP + ys[-1] + L.CARD[1] <= L.BOTTOM, n
        xs = L.reserve_offsets(n)
        for a, b in zip(xs, xs[1:]):
            assert b - a >= rank_right or b - a <= rank_left, (n, b - a)
        assert L.RESERVE_X + xs[-1] + L.CARD[0] < L.TABLEAU_X, n
