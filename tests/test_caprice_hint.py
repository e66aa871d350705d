"""Caprice's hint: the hard AI's move for the seat with a true reason, blind to the others' tiles,
shown on the table (rings and words) after the worker answers, gone when asked again or after a move."""
from __future__ import annotations

import random
from dataclasses import replace

import game.caprice as caprice
from game.caprice import ai
from game.caprice.hint import advise, own_points, view_rng
from game.caprice.scoring import best_order, full_match
from scenes.services.i18n import tr
from sprites import theme
from tests.harness import frames, key
from tests.test_caprice_table import table_for


def positions(n=24, players=3, seed=2):
    s = caprice.new_game(players, seed=seed)
    s = caprice.apply_move(s, caprice.sample_chance(s, random.Random(seed)))
    rng = random.Random(seed)
    out = []
    while len(out) < n and s.phase in ("place", "move"):
        out.append(s)
        s = caprice.apply_move(s, ai.choose_move(caprice.view(s, caprice.current_player(s)), "easy", rng))
    return out


def test_the_advice_is_the_hard_ais_move_and_its_reason_is_true():
    seen = set()
    for s in positions():
        me = caprice.current_player(s)
        v = caprice.view(s, me)
        a = advise(v)
        assert a.move == ai.choose_move(v, "hard", view_rng(v))
        own = caprice.tiles(s, me)
        before = own_points(s.towers, own)
        after = caprice.apply_move(s, a.move)
        if isinstance(a.move, caprice.Skip):
            better = [m for m in caprice.legal_moves(s) if isinstance(m, caprice.Move)
                      and own_points(caprice.apply_move(s, m).towers, own) > before]
            assert a.reason == ("skip" if better else "skip_nothing")
            seen.add(a.reason)
            continue
        pts = own_points(after.towers, own)
        assert (a.gain, a.points) == (pts - before, pts)
        tower = after.towers[a.spot]
        if a.reason == "full_match":
            assert len(tower) == 4 and full_match(tower, best_order(after.towers, own))
        else:
            same = "guard" if isinstance(a.move, caprice.Move) else "hold"
            assert a.reason == {1: "gain", -1: "cost", 0: same}[(pts > before) - (pts < before)]
            assert a.marker == isinstance(a.move, caprice.Move)
            if a.marker:  # the moved disc is under the red marker (nobody may move it next)
                assert after.marker == (a.spot, len(tower) - 1)
        seen.add(a.reason)
    assert {"gain", "guard", "skip_nothing"} <= seen


def test_the_hint_sees_only_the_seats_own_tiles():
    differ = 0
    for s in positions(10, players=3, seed=4):
        me = caprice.current_player(s)
        others = [p for p in range(3) if p != me]
        hands = list(s.tiles)
        hands[others[0]], hands[others[1]] = hands[others[1]], hands[others[0]]
        swapped = replace(s, tiles=tuple(hands))
        differ += swapped != s
        assert advise(caprice.view(s, me)) == advise(caprice.view(swapped, me))
    assert differ >= 5, "the other seats' hands really differ"


def test_hint_on_the_table_rings_the_move_and_says_why(app):
    t = table_for(app)
    assert t.human_turn() and t.phase() == "place"
    frames(app, 1, {0: key("hint")})
    advice = t.advisor.advice()
    assert advice is not None, "headless, the worker answers at once"
    v = caprice.view(t.state, t.match.actor())
    assert advice.move == ai.choose_move(v, "hard", view_rng(v))
    app.set_language("de")
    assert t.prompt_text().startswith("Tipp:")
    app.set_language("en")
    assert t.prompt_text().startswith("Hint:")
    frames(app, 1)
    from scenes.tables.caprice.advisor import hint_rects
    kind, r = hint_rects(t, advice)[1]
    gold = tuple(theme.palette()["accent"])[:3]
    assert tuple(app.screen.get_at((r.left, r.centery)))[:3] == gold, "a gold ring marks the spot"
    r_, g, b, *_ = app.screen.get_at((r.left + 5, r.centery))
    assert min(r_, g, b) > 200, f"a white ring inside it, found {(r_, g, b)}"
    frames(app, 1, {0: key("hint")})
    assert t.advisor.advice() is None, "asked again, the hint goes"
    assert not t.prompt_text().startswith("Hint:")
    frames(app, 1, {0: key("hint")})
    assert t.advisor.advice() is not None
    t.try_move(advice.move)
    frames(app, 1)
    assert t.advisor.advice() is None, "a move forgets the hint"


def test_no_hint_when_it_is_not_your_turn(app):
    t = table_for(app)
    toasts = []
    app.toast = lambda text, *a, **k: toasts.append(text)
    t.match.actor = lambda: 1
    frames(app, 1, {0: key("hint")})
    assert t.advisor.advice() is None and toasts == [tr("hint.none")]


def test_the_drawn_hint_is_the_same_whatever_the_others_hold(app):
    import pygame

    from scenes.tables.caprice.advisor import CapriceAdvisor

    seats = [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy", "name": "Bot"},
             {"kind": "ai", "level": "easy", "name": "Max"}]
    t = table_for(app, seats=seats, seed=5)
    shots = []
    s = t.match.state
    hands = list(s.tiles)
    hands[1], hands[2] = hands[2], hands[1]
    for state in (s, replace(s, tiles=tuple(hands))):
        t.match.state = t.shown_state = state
        t.advisor = CapriceAdvisor(t)
        t.dirty = True
        frames(app, 1, {0: key("hint")})
        frames(app, 1)
        assert t.advisor.advice() is not None
        # below the top bar (its turn pointer bobs with the clock)
        shots.append(pygame.image.tobytes(app.screen.subsurface((0, 80, 1280, 640)), "RGB"))
    assert s.tiles[1] != s.tiles[2], "the other seats' hands differ"
    diff = [i // 3 for i in range(0, len(shots[0]), 3) if shots[0][i:i + 3] != shots[1][i:i + 3]]
    assert not diff, f"{len(diff)} px differ, first at {divmod(diff[0], 1280)[::-1] if diff else None}"
