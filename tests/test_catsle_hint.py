"""CATsle's hint: the hard AI's move for the seat with a reason that is true for it (`game.catsle.hint`),
the same advice and the same drawn table whatever the other seats hold (it sees only the seat's view),
and the table's hint: a ring on the card (and column) and one line of words, asked again it goes, a move
forgets it, not the person's turn: `hint.none`."""
from __future__ import annotations

import random

import pygame
import pytest

import game.catsle as catsle
from game.catsle import ai
from game.catsle.hint import advise, seed_of
from game.catsle.scoring import suit_of, trick_ranking, value_of
from game.core import CHANCE
from scenes.services.i18n import tr
from scenes.tables.catsle import targets
from scenes.tables.catsle.advisor import RING, hint_line
from sprites.topbar import HINT_RECT
from tests.harness import frames, key, tap
from tests.test_catsle_table import play_or_take, settle, table_for


@pytest.fixture(autouse=True)
def no_clock(monkeypatch):
    """The hard AI without its wall clock: its move is a function of the view and the generator."""
    monkeypatch.setattr(ai, "USE_CLOCK", False)


def positions(seed: int, n: int, players: int = 3):
    """(full state, seat to move) along a game played by the easy AI."""
    rng = random.Random(seed)
    s = catsle.new_game(players, seed=seed)
    out = []
    while not catsle.is_over(s) and len(out) < n:
        p = catsle.current_player(s)
        if p == CHANCE:
            s = catsle.apply_move(s, catsle.sample_chance(s, rng))
            continue
        out.append((s, p))
        s = catsle.apply_move(s, ai.choose_move(catsle.view(s, p), "easy", rng))
    return out


def reason_holds(v, me: int, a) -> bool:
    """The reason's fact, checked anew from the rules."""
    m = a.move
    if isinstance(m, catsle.Take):
        _, cards, limit = catsle.columns(v, me)[m.column]
        after = len(cards) + 1
        gain = ai.fit(v, m.card, m.column, me)
        facts = {"exact": after == limit, "open": not cards and gain > 0, "room": cards and after < limit,
                 "deny": gain < 0 and any(ai.fit(v, m.card, c, a.player) > 0
                                          for c in catsle.legal_columns(v, m.card, a.player)),
                 "overflow": after > limit and a.cost == -gain}
        return bool(facts[a.reason]) and a.limit == limit and a.count == after
    if not v.trick:
        same = [value_of(c) for c in catsle.hand(v, me) if suit_of(c) == suit_of(m.card)]
        return {"lead_high": value_of(m.card) == max(same), "lead_low": value_of(m.card) < max(same)}[a.reason]
    cards = [c for _, c in v.trick] + [m.card]
    rank = trick_ranking(cards).index(len(cards) - 1) + 1
    if a.reason == "rank":
        return len(cards) == v.players and a.rank == rank and a.takes == catsle.take_counts(v.players)[rank - 1]
    return len(cards) < v.players and {"ahead": rank == 1, "low": rank > 1}[a.reason]


def test_the_advice_is_the_hard_ais_move_and_its_reason_is_true():
    seen = set()
    for s, p in positions(3, 70):
        v = catsle.view(s, p)
        a = advise(v, p)
        assert a.move == ai.choose_move(v, "hard", random.Random(seed_of(v)))
        assert reason_holds(v, p, a), (a, v)
        seen.add(a.reason)
    assert {"room", "open", "ahead"} <= seen, seen


def test_a_false_reason_is_caught():
    s, p = next((s, p) for s, p in positions(3, 40) if catsle.phase(s) == "take")
    a = advise(catsle.view(s, p), p)
    wrong = type(a)(**{**a.__dict__, "count": a.count + 1})
    assert not reason_holds(catsle.view(s, p), p, wrong)


def swap_hidden(s, me: int):
    """The same game for `me`: two other seats exchange half of their hidden cards (each keeps its count)."""
    a, b = [q for q in range(s.players) if q != me][:2]
    ha, hb = list(s.hands[a]), list(s.hands[b])
    k = min(len(ha), len(hb)) // 2 or min(len(ha), len(hb))
    ha[:k], hb[:k] = hb[:k], ha[:k]
    hands = list(s.hands)
    hands[a], hands[b] = catsle.sort_cards(ha), catsle.sort_cards(hb)
    return catsle.State(**{**s.__dict__, "hands": tuple(hands)})


def test_secrecy_the_other_seats_hidden_cards_change_nothing():
    checked = 0
    for s, p in positions(5, 60):
        s2 = swap_hidden(s, p)
        if s2.hands == s.hands:
            continue
        assert advise(catsle.view(s2, p), p) == advise(catsle.view(s, p), p)
        checked += 1
    assert checked > 20


def test_secrecy_the_drawn_table_is_the_same(app):
    t = table_for(app)
    frames(app, 1, {0: key("hint")})
    assert t.advisor.advice() is not None
    frames(app, 60)  # (the button's press has faded)
    t.dirty = True
    frames(app, 2)
    before = pygame.image.tobytes(app.screen, "RGB")
    s2 = swap_hidden(t.state, 0)
    assert s2.hands != t.state.hands
    t.match.state = s2
    t.shown_state = s2
    t.dirty = True
    frames(app, 2)
    assert t.advisor.advice() is not None, "the seat's view is the same: the hint stays"
    assert pygame.image.tobytes(app.screen, "RGB") == before


def ring_at(app, r: pygame.Rect) -> bool:
    return tuple(app.screen.get_at((r.x - 5, r.centery)))[:3] == RING


def test_the_hint_rings_the_card_and_says_why(app):
    t = table_for(app)
    assert catsle.phase(t.state) == "play" and t.match.actor() == 0
    frames(app, 1, {0: tap(HINT_RECT.center)})  # the top bar's hint button
    a = t.advisor.advice()
    assert a is not None, "headless, the worker answers at once"
    v = catsle.view(t.state, 0)
    assert a == advise(v, 0) and reason_holds(v, 0, a)
    frames(app, 1)
    assert ring_at(app, targets.hand_rect(t, a.move.card)), "a ring marks the card to play"
    assert t.prompt_text() == hint_line(a, t.names)
    app.set_language("de")
    assert hint_line(a, t.names).startswith("Tipp: Spiele ")
    app.set_language("en")
    assert hint_line(a, t.names).startswith("Hint: play ")
    frames(app, 1, {0: key("hint")})
    assert t.advisor.advice() is None, "asked again, the hint goes"
    frames(app, 1)
    assert not ring_at(app, targets.hand_rect(t, a.move.card))
    frames(app, 1, {0: key("hint")})
    assert t.advisor.advice() is not None
    play_or_take(app, t)
    assert t.advisor.advice() is None, "a move forgets the hint"


def test_the_hint_of_a_take_rings_the_card_and_its_column(app):
    t = table_for(app)
    for _ in range(60):
        if catsle.phase(t.state) == "take" and t.match.actor() == 0:
            break
        play_or_take(app, t)
        settle(app, t)
    else:
        raise AssertionError("no take came up")
    frames(app, 1, {0: key("hint")})
    a = t.advisor.advice()
    assert isinstance(a.move, catsle.Take)
    frames(app, 1)
    assert ring_at(app, targets.trick_rect(t, a.move.card))
    assert ring_at(app, t.col_rects[a.move.column])
    assert tr("catsle.hint.take", card="", limit=a.limit, why="")[:5] in t.prompt_text()


def test_no_hint_when_it_is_not_the_persons_turn(app):
    toasts = []
    t = table_for(app)
    app.toast = lambda text, *a, **k: toasts.append(text)
    play_or_take(app, t)  # the computers' turn now
    assert t.match.actor() != 0
    frames(app, 1, {0: key("hint")})
    assert toasts == [tr("hint.none")] and t.advisor.advice() is None
