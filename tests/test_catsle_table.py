"""The CATsle table headless: dealing, playing by tap/keys/pad, the follow rule explained, taking into
glowing columns, rank badges, round scoring, hidden hands in hot-seat play, a full AI game; a table
entered mid-trick (a resumed game) showing the trick, a wrong column keeping the picked card with the
reason, and the texts (card names, singular and plural)."""
from __future__ import annotations

import pytest

import game.catsle as catsle
from game.core import CHANCE
from scenes.services.i18n import tr
from scenes.tables.catsle import layout as L
from scenes.tables.catsle import targets
from scenes.tables.catsle.score import CatsleRoundScore
from scenes.tables.catsle.prompt import suit_name
from scenes.tables.catsle.table import CatsleTable
from scenes.tables.overlays import PrivacyScene, ResultsScene
from tests.harness import frames, key, pad, tap

ONE = [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy", "name": "B"},
       {"kind": "ai", "level": "easy", "name": "C"}]


def table_for(app, seats=ONE, seed=5, wait=True) -> CatsleTable:
    t = CatsleTable({"game": "catsle", "seats": seats, "seed": seed, "options": {}})
    app.stack.reset(t)
    app.stack.flush()
    if wait:
        settle(app, t)
    return t


def settle(app, t, limit=3000) -> None:
    """Run (hurrying the computer players) until a human must act."""
    for i in range(limit):
        top = app.stack.top
        if isinstance(top, PrivacyScene):
            frames(app, 1, {0: tap((640, 400))})
            continue
        if isinstance(top, CatsleRoundScore):
            frames(app, 1, {0: tap(top.ok.rect.center)})
            continue
        if top is not t:
            return
        p = t.match.actor()
        if not t.busy() and (p is None or (p != CHANCE and t.match.seats[p].is_human)):
            return
        frames(app, 1, {0: tap((640, 60))} if i % 4 == 0 else None)
    raise AssertionError("the table never came to rest")


def hand_card_pos(t, card):
    s = t.hand_sprites[card]
    return (round(s.pos[0]), round(s.pos[1]) - L.HAND_RAISE)


def until_my_play(app, t, must_follow=None):
    for _ in range(40):
        settle(app, t)
        s = t.state
        if catsle.phase(s) == "play" and t.match.actor() == 0:
            if must_follow is None or (catsle.led_suit(s) and set(catsle.playable(s)) != set(catsle.hand(s, 0))):
                return
        play_or_take(app, t)
    raise AssertionError("no such situation came up")


def play_or_take(app, t):
    s = t.state
    if catsle.phase(s) == "play":
        frames(app, 1, {0: tap(hand_card_pos(t, catsle.playable(s)[0]))})
    elif catsle.phase(s) == "take":
        c = catsle.pool(s)[0]
        t.controls.tap_trick(c)
        col = catsle.legal_columns(s, c)[0]
        frames(app, 1, {0: tap(t.col_rects[col].center)})
    frames(app, 2)


def test_the_deal_fans_the_hand_and_marks_playable_cards(app):
    t = table_for(app)
    assert t.hand_seat == 0
    assert sorted(t.hand_sprites) == sorted(catsle.hand(t.state, 0))
    assert all(s.face_up and not s.busy for s in t.hand_sprites.values())


def test_tap_a_card_plays_it_into_the_trick(app):
    t = table_for(app)
    until_my_play(app, t)
    card = catsle.playable(t.state)[0]
    frames(app, 1, {0: tap(hand_card_pos(t, card))})
    assert card in t.trick_sprites and card not in t.hand_sprites
    assert any(c == card for _, c in catsle.trick(t.state)) or t.state.history


def test_a_card_that_does_not_follow_suit_is_refused_with_the_reason(app):
    t = table_for(app)
    until_my_play(app, t, must_follow=True)
    s = t.state
    bad = next(c for c in catsle.hand(s, 0) if c not in catsle.playable(s))
    sprite = t.hand_sprites[bad]
    before = len(t.match.moves)
    frames(app, 1, {0: tap((round(sprite.pos[0]), round(sprite.pos[1])))})
    assert len(t.match.moves) == before
    text = app.toasts.items[-1].text
    assert app.toasts.items[-1].kind == "error" and "catsle." not in text and "{" not in text


def test_taking_a_card_lights_the_columns_and_places_it(app):
    t = table_for(app)
    for _ in range(60):
        settle(app, t)
        if catsle.phase(t.state) == "take" and t.match.actor() == 0:
            break
        play_or_take(app, t)
    assert catsle.phase(t.state) == "take" and t.match.actor() == 0
    assert t.presenter.ranking, "rank badges are up"
    card = catsle.pool(t.state)[0]
    frames(app, 1, {0: tap(t.trick_sprites[card].rect.center)})
    assert t.controls.held == card
    cols = catsle.legal_columns(t.state, card)
    frames(app, 1, {0: tap(t.col_rects[cols[0]].center)})
    frames(app, 40)
    assert card in catsle.columns(t.state, 0)[cols[0]][1] or catsle.round_number(t.state) > 1


@pytest.mark.parametrize("device", ["keyboard", "pad"])
def test_play_with_keys_or_pad(app, device):
    t = table_for(app)
    until_my_play(app, t)
    send = key if device == "keyboard" else pad
    w = t.focused()
    assert w is not None and w.key[0] == "hand"
    assert w.key[1] in catsle.playable(t.state), "keys and pads start on a card that can be played"
    before = len(catsle.hand(t.state, 0))
    frames(app, 1, {0: send("select")})
    assert len(catsle.hand(t.state, 0)) == before - 1


def test_the_keys_start_on_a_playable_card_when_others_are_dimmed(app):
    t = table_for(app)
    for _ in range(400):  # until the person must follow suit with some cards dimmed
        until_my_play(app, t)
        if len(catsle.playable(t.state)) < len(catsle.hand(t.state, 0)):
            break
        play_or_take(app, t)
    assert len(catsle.playable(t.state)) < len(catsle.hand(t.state, 0))
    dimmed = next(i for i, w in enumerate(t.widgets) if w.key[0] == "hand" and w.key[1] not in catsle.playable(t.state))
    t.focus = dimmed  # where the focus was left before this turn (the index stays across a rebuild)
    t.build_hotspots()  # (as the turn's new state does)
    w = t.focused()
    assert w.key[0] == "hand" and w.key[1] in catsle.playable(t.state)


def test_hot_seat_hands_stay_hidden(app):
    seats = [{"kind": "human", "name": "Anna"}, {"kind": "human", "name": "Ben"}, {"kind": "ai", "level": "easy", "name": "C"}]
    t = table_for(app, seats=seats, wait=False)
    seen = set()
    for _ in range(3000):
        frames(app, 1, {0: tap((640, 60))})
        top = app.stack.top
        if isinstance(top, PrivacyScene):
            # behind the privacy screen no hand may be visible
            assert t.screen_seat() is None or not t.hand_sprites or t.hand_seat == t.screen_seat()
            frames(app, 1, {0: tap((640, 400))})
            continue
        p = t.match.actor()
        if p in (0, 1) and not t.busy() and top is t:
            assert t.hand_seat == p, "the hand shown is the player's whose turn it is"
            seen.add(p)
            play_or_take(app, t)
        if seen == {0, 1}:
            break
    assert seen == {0, 1}


def test_ai_game_with_round_scoring_and_results(app):
    seats = [{"kind": "ai", "level": "easy", "name": n} for n in "ABC"]
    t = table_for(app, seats=seats, seed=2, wait=False)
    t.setup["demo"] = True
    scored = 0
    for _ in range(6000):
        top = app.stack.top
        if isinstance(top, CatsleRoundScore):
            scored += 1
            frames(app, 1, {0: tap(top.ok.rect.center)})
            continue
        if isinstance(top, ResultsScene):
            break
        frames(app, 4, {0: tap((640, 60))})
    assert t.match.is_over() and isinstance(app.stack.top, ResultsScene)
    assert scored == 3
    s = t.state
    assert len(catsle.round_scores(s)) == 3


def test_rank_badges_belong_to_the_finished_trick_only(app):
    t = table_for(app)
    for _ in range(80):
        settle(app, t)
        s = t.state
        if catsle.phase(s) == "play" and t.match.actor() == 0 and catsle.trick(s) and s.history:
            break
        play_or_take(app, t)
    s = t.state
    assert catsle.phase(s) == "play" and catsle.trick(s), "a trick in progress after an earlier one"
    assert t.presenter.ranking == [] and t.presenter.badges is None  # no ranks on a trick that is still being played


# --------------------------------------------------------------------------- resumed games, the take step, texts

FOUR = [{"kind": "human", "name": "Anna"}] + [{"kind": "ai", "level": "easy", "name": n} for n in "BCD"]


def resumed_table(app, stop, seats=FOUR, seed=7) -> CatsleTable:
    """A table entered as a resumed game is: its match played ahead by the rules until `stop`."""
    from game.core import Match
    from scenes.shell.resume import make_table
    from scenes.tables.match_driver import agents_from_setup

    setup = {"game": "catsle", "seats": seats, "seed": seed, "options": {}}
    match = Match(catsle, agents_from_setup(seats), seed=seed, options={}, game_name="catsle")
    for _ in range(3000):
        if stop(match):
            break
        p = match.actor()
        if p == CHANCE:
            match.step_chance()
        else:
            match.apply(catsle.ai.choose_move(match.ai_view(p), "easy", match.seat_rngs[p]))
    assert stop(match), "the match never reached the wanted position"
    t = make_table({"game": "catsle", "setup": setup, "match": match})
    app.stack.reset(t)
    app.stack.flush()
    frames(app, 2)
    return t


def taking_with_a_wrong_column(m) -> bool:
    s = m.state
    if catsle.phase(s) != "take" or m.actor() != 0 or len(catsle.pool(s)) < 2:
        return False
    return len(catsle.legal_columns(s, catsle.pool(s)[0])) < len(s.limits)


def test_a_table_entered_in_the_take_step_shows_the_trick(app):
    t = resumed_table(app, lambda m: catsle.phase(m.state) == "take" and m.actor() == 0)
    s = t.state
    assert t.match.moves, "a game in progress"
    assert set(t.trick_sprites) == set(catsle.pool(s)) and t.trick_sprites
    for i, (_, c) in enumerate(catsle.trick(s)):
        if c in t.trick_sprites:
            assert t.trick_sprites[c].pos == L.trick_slot(i, s.players) and t.trick_sprites[c].face_up
    assert t.presenter.ranking == list(s.ranking) and t.presenter.badges is not None and t.presenter.badges.done
    assert "Karte" in t.prompt_text() and "(n)" not in t.prompt_text()
    card = catsle.pool(s)[0]
    frames(app, 1, {0: tap(t.trick_sprites[card].rect.center)})
    assert t.controls.held == card


def test_a_table_entered_in_the_middle_of_a_trick_shows_the_cards_played(app):
    t = resumed_table(app, lambda m: catsle.phase(m.state) == "play" and m.actor() == 0
                      and len(catsle.trick(m.state)) >= 2)
    played = [c for _, c in catsle.trick(t.state)]
    assert sorted(t.trick_sprites) == sorted(played)
    assert t.presenter.ranking == [] and t.presenter.badges is None
    until_my_play(app, t)
    card = catsle.playable(t.state)[0]
    frames(app, 1, {0: tap(hand_card_pos(t, card))})
    assert card in t.trick_sprites and set(played) <= set(t.trick_sprites)


def test_a_wrong_column_keeps_the_card_and_says_why(app):
    from scenes.tables.catsle.prompt import card_name

    t = resumed_table(app, taking_with_a_wrong_column)
    s = t.state
    card = catsle.pool(s)[0]
    legal = catsle.legal_columns(s, card)
    wrong = next(i for i in range(len(s.limits)) if i not in legal)
    frames(app, 1, {0: tap(t.trick_sprites[card].rect.center)})
    assert t.controls.held == card
    moves = len(t.match.moves)
    frames(app, 1, {0: tap(t.col_rects[wrong].center)})
    assert len(t.match.moves) == moves, "nothing was taken"
    assert t.controls.held == card, "the card stays picked"
    toast = app.toasts.items[-1]
    assert toast.kind == "error" and card_name(card) in toast.text and "{" not in toast.text
    assert "Spalte" in toast.text and "catsle." not in toast.text
    assert t.controls.pulse > 0 and t.controls.pulse_cols == legal, "the right column pulses"
    assert "leuchtende Spalte" in t.prompt_text() and card_name(card) in t.prompt_text()
    frames(app, 1, {0: tap(t.col_rects[legal[0]].center)})
    assert len(t.match.moves) == moves + 1 and t.controls.held is None
    frames(app, 40)
    assert card in catsle.columns(t.state, 0)[legal[0]][1] or catsle.round_number(t.state) > 1


def test_the_reasons_name_cards_and_suits_in_good_german_and_english():
    from game.core import IllegalMove
    from scenes.services import i18n
    from scenes.tables.catsle.prompt import card_name

    table = CatsleTable({"game": "catsle", "seats": ONE, "seed": 1, "options": {}})
    wrong = IllegalMove("catsle.wrong_column", "x", card="B9", column=0, suit_column=2, suit="B", limit=4)
    taken = IllegalMove("catsle.column_taken", "x", column=1, suit="G")
    follow = IllegalMove("catsle.must_follow", "x", suit="R")
    try:
        assert card_name("B9") == "Burggraben-9" and card_name("Y3") == "Brücke-3" and card_name("R12") == "Tor-12"
        assert table.referee.error_text(wrong) == ("Die Burggraben-9 gehört in die Spalte mit dem Limit 4: "
                                           "Dort liegen schon deine Burggräben.")
        assert table.referee.error_text(taken) == "In dieser Spalte liegen schon Giebel. Wähle eine leere Spalte."
        assert table.referee.error_text(follow) == "Du musst Farbe bedienen: Spiele eine Karte der Farbe Tore."
        i18n.set_language("en")
        assert card_name("B9") == "Moat 9" and card_name("W1") == "Wall 1"
        assert table.referee.error_text(wrong) == ("The Moat 9 belongs in the column with limit 4: "
                                           "your Moats are already there.")
        assert table.referee.error_text(follow) == "You must follow suit: play one of your Gates."
    finally:
        i18n.set_language("de")


def test_counts_use_singular_and_plural_never_placeholders():
    from scenes.services import i18n
    from scenes.services.i18n import tr
    from scenes.services.strings import STRINGS

    try:
        assert tr("catsle.prompt_take", name="Anna", n=1).startswith("Anna: Nimm eine Karte aus dem Stich")
        assert tr("catsle.prompt_take", name="Anna", n=2).startswith("Anna: Nimm 2 Karten aus dem Stich")
        assert tr("catsle.tricks_left", n=1) == "Noch 1 Stich" and tr("catsle.tricks_left", n=4) == "Noch 4 Stiche"
        i18n.set_language("en")
        assert "take one card from the trick" in tr("catsle.prompt_take", name="Anna", n=1)
        assert "take 2 cards from the trick" in tr("catsle.prompt_take", name="Anna", n=2)
        assert tr("catsle.tricks_left", n=1) == "1 trick left"
    finally:
        i18n.set_language("de")
    texts = [t for k, v in STRINGS.items() if k.startswith(("catsle.", "error.catsle.")) for t in v.values()]
    assert not [t for t in texts if "(n)" in t or "(s)" in t or "{suit}-Karte" in t or "-Karte" in t]


def test_a_kept_opponent_panel_is_the_panel_drawn_afresh(app):
    import pygame

    t = table_for(app)

    def static(fresh: bool) -> bytes:
        if fresh:
            t.painter.pictures.clear()
        surf = pygame.Surface((1280, 720)).convert()
        t.draw_static(surf)
        return pygame.image.tobytes(surf, "RGB")

    for _ in range(3):                          # cards played, taken and placed change the panels
        assert static(fresh=False) == static(fresh=True)
        assert set(t.painter.pictures) == set(t.others())
        kept = dict(t.painter.pictures)
        static(fresh=False)
        assert all(t.painter.pictures[p] is kept[p] for p in kept)   # unchanged: reused, not redrawn
        play_or_take(app, t)
        settle(app, t)


def test_a_table_has_its_cards_made_at_its_sizes_before_they_first_show(app, monkeypatch):
    """Every card at the hand's size and at each blueprint's size is queued for the spare time of
    the frames, before the warm-up's other work; then no card's first landing in a column (its own
    or an opponent's) draws its face in the frame that shows it."""
    from sprites import card as cards

    t = table_for(app, wait=False)
    queued = [name for name, _ in app.prewarm._jobs]
    front = queued[:next(i for i, name in enumerate(queued) if not name.startswith("catsle:card:"))]
    assert len(front) >= 2 * len(catsle.deck(t.state.players))   # the hand's size and the blueprints'
    app.prewarm.run_all()
    made_in_a_frame = []
    face = cards._catsle_face
    monkeypatch.setattr(cards, "_catsle_face", lambda *a: made_in_a_frame.append(a) or face(*a))
    for _ in range(8):                                   # cards played, taken and placed in columns
        settle(app, t)
        play_or_take(app, t)
    assert any(cs for p in range(t.state.players) for _, cs, _ in catsle.columns(t.state, p))
    assert made_in_a_frame == []


def test_the_round_shown_is_the_one_being_scored_until_its_scoring_closes(app):
    """After a round's last trick the top bar and the info panel name that round (not "Runde 2 / 3 ·
    Noch 0 Stiche" while the round's scoring is still to come)."""
    from scenes.tables.catsle.score import CatsleRoundScore

    seats = [{"kind": "ai", "level": "easy", "name": n} for n in "ABC"]
    t = table_for(app, seats=seats, wait=False)
    for _ in range(20000):
        frames(app, 1)
        if t.presenter.score_pending is not None or isinstance(app.stack.top, CatsleRoundScore):
            break
    assert catsle.round_number(t.state) == 2, "the rules are on to the next round"
    assert t.round_text() == tr("catsle.round", n=1)


def test_the_prompt_says_lead_follow_or_any_as_it_is(app):
    """"spiele eine Karte aus" only when the person leads; else follow suit, or any card when they
    have none of the led suit."""
    t = table_for(app)
    seen = set()
    for _ in range(600):
        until_my_play(app, t)
        led = catsle.led_suit(t.state)
        hand = catsle.hand(t.state, 0)
        text = t.prompt_text()
        if not led:
            assert text == tr("catsle.prompt_play", name=t.names[0]); seen.add("lead")
        elif any(catsle.suit_of(c) == led for c in hand):
            assert text == tr("catsle.prompt_follow", name=t.names[0], suit=suit_name(led)); seen.add("follow")
        else:
            assert text == tr("catsle.prompt_any", name=t.names[0], suit=suit_name(led)); seen.add("any")
        if seen == {"lead", "follow", "any"} or t.match.is_over():
            break
        play_or_take(app, t)
    assert {"lead", "follow"} <= seen


# --------------------------------------------------------------------------- issue 31, 9: the last dealt card, overfull columns

def shown_frames(app, n: int) -> int:
    """Run n frames as the program's loop does: a frame is drawn only when a scene asks for one
    (`frames` forces every frame); returns how many were drawn."""
    import pygame

    from scenes.engine.app import STEP

    drawn = 0
    for _ in range(n):
        pygame.event.pump()
        app.step(STEP)
        app.step(STEP)
        app.stack.flush()
        drawn += bool(app.render())
        app.frame += 1
    return drawn


def test_the_last_card_dealt_in_round_3_is_raised_when_it_may_be_played(app):
    """Round 3 opens with the person to lead, all twelve cards playable: when the last dealt card
    lands, the screen shows it raised like the eleven before it (the step in which it landed left
    nothing moving, and no frame was drawn for it: it stayed low, as in flight)."""
    import pygame

    t = resumed_table(app, lambda m: catsle.round_number(m.state) == 3 and m.actor() == CHANCE)
    s = t.state
    assert catsle.round_number(s) == 3 and catsle.phase(s) == "play" and t.match.actor() == 0
    assert not catsle.trick(s) and len(catsle.hand(s, 0)) == 12, "the person leads round 3 with 12 cards"
    app.toasts.items.clear()  # (a toast's frames would hide a missing one)
    assert shown_frames(app, 400) > 0 and not t.busy() and not t.has_dynamic()
    order = t.hand_order()
    assert len(order) == 12 and set(order) == t.playable_now(), "every card may be played"
    last = targets.hand_rect(t, order[-1])
    assert last.centery == L.HAND_Y - L.HAND_RAISE == targets.hand_rect(t, order[0]).centery
    shown = app.screen.copy()
    app.render(force=True)  # a fresh picture of the table as it is
    area = pygame.Rect(0, L.HAND_Y - L.CARD[1], 1280, 720 - (L.HAND_Y - L.CARD[1]))
    assert area.contains(last)
    differ = [(x, y) for x in range(last.left - 8, last.right + 8) for y in range(last.top - 8, last.bottom + 8)
              if shown.get_at((x, y)) != app.screen.get_at((x, y))]
    assert not differ, f"the 12th card shows as it was in flight, not raised: {len(differ)} pixels differ"
    assert pygame.image.tobytes(shown.subsurface(area), "RGB") == pygame.image.tobytes(app.screen.subsurface(area), "RGB")


def _digit_reach(images, band) -> int:
    """How deep the value digits reach in `band` (x0, x1, y0, y1) of a suit's card images (in
    rows from the top): the lowest row where the suit's cards differ from one another, which is
    where only their values differ (the rest of a suit's art is the same on every card)."""
    x0, x1, y0, y1 = band
    base = images[0]
    deepest = 0
    for img in images[1:]:
        for y in range(y1 - 1, y0 - 1, -1):
            if y + 1 <= deepest:
                break
            if any(img.get_at((x, y)) != base.get_at((x, y)) for x in range(x0, x1)):
                deepest = y + 1
                break
    return deepest


def corner_depth(size) -> int:
    """How far down an upright card of `size` its corner value reaches (the left fifth of the card
    holds that value and nothing else that changes from card to card), over every card."""
    from sprites import card as cards

    w, h = size
    return max(_digit_reach([cards.face(f"{s}{v}", size) for v in range(1, 13)], (0, w // 5, 0, h // 2))
               for s in "WGRYB")


def side_depth(side) -> int:
    """How far down from its top edge a sideways card's turned corner value reaches (its right half
    holds that value and nothing else that changes from card to card), over every card."""
    from scenes.tables.catsle import blueprint

    depths = []
    for s in "WGRYB":
        images = [blueprint.sideways(f"{s}{v}", side) for v in range(1, 13)]
        w, h = images[0].get_size()
        depths.append(_digit_reach(images, (w // 2, w, 0, h)))
    return max(depths)


def the_blueprints():
    """Every blueprint the table draws (the own one, the opponents' beside it) with its columns."""
    out = [("own", L.own_blueprint(), L.OWN_HEADER, limits) for limits in ((2, 3, 4, 5), (2, 3, 4, 5, 0))]
    for others, limits in ((2, (2, 3, 4, 5)), (3, (2, 3, 4, 5, 0)), (4, (2, 3, 4, 5, 0)), (5, (2, 3, 4, 5, 0))):
        out.append((f"{others} opponents", L.opponent_blueprint(L.opponent_rect(0, others)), L.OPP_HEADER, limits))
    return out


def test_an_overfull_column_keeps_its_line_and_a_readable_step():
    """A column over its limit squeezes nothing: its limit line stays where the column at its limit
    has it (under the limit-th card), the cards above it keep the blueprint's step, and the cards
    over it go on down the staircase below the line, sideways; no step, upright or sideways, hides
    the corner value of the card beneath (measured on the cards' art); what the lane cannot show
    at a readable step a counter tells."""
    import pygame

    from scenes.tables.catsle import blueprint

    for name, rect, header, limits in the_blueprints():
        geo = blueprint.geometry(tuple(rect.size), limits, header)
        digit, side = corner_depth(geo.card), side_depth(geo.side)
        assert geo.step >= digit and geo.fan_min >= side, name
        lines = []
        for i, lim in enumerate(limits):
            line = blueprint.plan(geo, i, lim, lim).line_y
            lines.append(line)
            for count in range(0, lim + 10):
                p = blueprint.plan(geo, i, lim, count)
                assert p.line_y == line, f"{name}, limit {lim}: the line moves with {count} cards"
                ys = [y for _, y in p.upright]
                assert all(b - a == geo.step for a, b in zip(ys, ys[1:])), f"{name}, limit {lim}, {count}"
                fans = [b - a for (_, a), (_, b) in zip(p.sideways, p.sideways[1:])]
                assert all(f >= side for f in fans), f"{name}, limit {lim}, {count} cards: fan {fans} < {side}"
                assert count <= lim or p.sideways, "a card over the limit always shows"
                assert len(p.sideways) + p.hidden == max(0, count - lim)
                for x, y in p.sideways:
                    r = pygame.Rect(0, 0, geo.side[1], geo.side[0])
                    r.center = (x, y)
                    assert geo.lanes[i].contains(r) and r.top > p.line_y
        steps = [b - a for a, b in zip(lines, lines[1:]) if b > lines[0]]
        assert len(set(steps)) == 1, f"{name}: the limit lines rise evenly ({lines})"


def test_the_corner_values_of_an_overfull_column_show_in_its_picture():
    """Drawn: every card of overfull columns (over the limit by one, by a few, and by as many as a
    suit has) shows its corner value's pixels as the card has them, the counter included where not
    every card shows; the line lies where it lies at the limit."""
    from scenes.tables.catsle import blueprint

    counters = 0
    for name, rect, header, limits in the_blueprints():
        geo = blueprint.geometry(tuple(rect.size), limits, header)
        digit, side = corner_depth(geo.card), side_depth(geo.side)
        for extra in (1, 2, 5, 12):
            cols = tuple((s, tuple(f"{s}{v}" for v in range(1, min(12, lim + extra) + 1)), lim)
                         for s, lim in zip("WGRYB", limits))
            pic = blueprint.picture(tuple(rect.size), cols, header)
            for i, (_, cs, lim) in enumerate(cols):
                p = blueprint.plan(geo, i, lim, len(cs))
                counters += getattr(p, "counter", None) is not None or p.hidden > 0
                assert p.line_y == blueprint.plan(geo, i, lim, lim).line_y
                _corners_show(pic, geo, cs, lim, p, digit, side, f"{name}, limit {lim}, {len(cs)} cards")
    assert counters >= 10, "columns with a counter were among them"


def _corners_show(pic, geo, cs, lim, p, digit: int, side: int, where: str) -> None:
    """Each card's corner value in `pic` as the card has it: the upright cards' top left, the
    sideways cards' top right (see `corner_depth`, `side_depth`)."""
    from scenes.tables.catsle import blueprint
    from sprites import card as cards

    for card, (x, y) in zip(cs, p.upright):
        face = cards.face(card, geo.card)
        left, top = x - geo.card[0] // 2, y - geo.card[1] // 2
        for fy in range(digit):
            for fx in range(geo.card[0] // 3):
                c = face.get_at((fx, fy))
                if c.a == 255:
                    assert pic.get_at((left + fx, top + fy)) == c, f"{where}: {card}'s corner is covered"
    over = cs[lim:][-len(p.sideways):] if p.sideways else ()
    for card, (x, y) in zip(over, p.sideways):
        img = blueprint.sideways(card, geo.side)
        left, top = x - img.get_width() // 2, y - img.get_height() // 2
        for fy in range(side):
            for fx in range(img.get_width() // 2, img.get_width()):
                c = img.get_at((fx, fy))
                if c.a == 255:
                    assert pic.get_at((left + fx, top + fy)) == c, f"{where}: {card} (sideways) is covered"


# --------------------------------------------------------------------------- issue 32: one shown view

def other_hands_changed(s):
    """`s` with the other seats' hands (not seat 0's) dealt anew among them: other cards, the same counts."""
    from dataclasses import replace

    others = [p for p in range(s.players) if p != 0 and s.hands[p]]
    pool = sorted(c for p in others for c in s.hands[p])
    for shift in range(1, len(pool)):
        cards, hands = pool[shift:] + pool[:shift], list(s.hands)
        for p in others:
            hands[p], cards = catsle.sort_cards(cards[:len(s.hands[p])]), cards[len(s.hands[p]):]
        if all(set(hands[p]) != set(s.hands[p]) for p in others):
            return replace(s, hands=tuple(hands))
    raise AssertionError("no other dealing of the other hands")


def test_the_board_and_prompt_never_read_another_seats_hand(app):
    """The drawn table (static layer and moving picture) and the prompt are the same when the other
    seats hold other cards of the same counts: what they show of the others comes from the public
    parts and the screen seat's own view, never from another hand in the full state."""
    import pygame

    t = table_for(app)

    def picture() -> tuple[bytes, str]:
        t.painter.pictures.clear()  # (each opponent's panel drawn afresh)
        surf = pygame.Surface((1280, 720)).convert()
        t.draw_static(surf)
        t.draw_dynamic(surf)
        return pygame.image.tobytes(surf, "RGB"), t.prompt_text()

    checked = set()
    for _ in range(12):
        settle(app, t)
        s = t.state
        if t.match.is_over() or catsle.phase(s) not in ("play", "take"):
            break
        if any(s.hands[p] for p in range(1, s.players)):
            assert t.shown_state is s and t.board_state() is s
            before = picture()
            t.match.state = t.shown_state = other_hands_changed(s)
            try:
                assert picture() == before, "the table showed something of another seat's hand"
            finally:
                t.match.state = t.shown_state = s
            checked.add(catsle.phase(s))
        play_or_take(app, t)
    assert checked == {"play", "take"}
