"""Phones through every step of a game: round ends, the next round, the end and "play again".

While a screen at the big screen holds the game (a round's score, the results, the pause menu), the
phones are told why and what they may press; a tap that cannot be taken is refused at once with that
reason and never replayed later; the phones see a state only once the big screen shows it; a new game
at the same table keeps its phones.
"""
from __future__ import annotations

import time

from scenes.tables.catsle.score import CatsleRoundScore
from scenes.tables.overlays import PauseScene, ResultsScene
from tests.harness import frames
from tests.test_phones import join_all, open_table, phone_seats, phones_closed, play_round  # noqa: F401


def state_with(app, phone, condition, seconds: float = 10.0) -> dict:
    """Pump frames until the phone's latest state message satisfies `condition`."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        phone.drain()
        if phone.last_state is not None and condition(phone.last_state):
            return phone.last_state
        frames(app, 1)
        time.sleep(0.002)
    raise AssertionError(f"no such state came: {phone.last_state and phone.last_state.get('table')}")


def answer(app, phone, message, seconds: float = 2.0) -> tuple[dict, int]:
    """Send `message` and wait for the error it earns; returns it and the frames it took."""
    phone.drain()
    phone.send(message)
    count = 0
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        for got in phone.drain():
            if got["type"] == "error":
                return got, count
        frames(app, 1)
        count += 1
        time.sleep(0.002)
    raise AssertionError("the phone got no answer")


def to_round_score(app, table, phones) -> CatsleRoundScore:
    play_round(app, table, phones)
    end = time.monotonic() + 20
    while not isinstance(app.stack.top, CatsleRoundScore):
        assert time.monotonic() < end, "the round's score never opened"
        frames(app, 1)
    return app.stack.top


def test_a_round_end_is_shown_on_the_phones_even_after_a_sleep_and_a_phone_starts_the_next_round(app, phones_closed):
    table = open_table(app, seed=5)
    phones = join_all(app, table)
    phones_closed.extend(phones.values())
    score = to_round_score(app, table, phones)
    held = {seat: state_with(app, phone, lambda s: (s.get("table") or {}).get("hold") == "round_score")
            for seat, phone in phones.items()}
    for seat, state in held.items():
        hold = state["table"]
        assert not state["your_turn"] and state["legal"] == [], "nobody is to tap cards while the score shows"
        assert hold["title"] == "Wertung der Runde 1" and hold["text"]
        assert [a["name"] for a in hold["actions"]] == ["continue"] and hold["actions"][0]["label"] == "Nächste Runde"
        assert sorted(r["seat"] for r in hold["rows"]) == [0, 1, 2]
        assert [r["total"] for r in hold["rows"]] == [table.match.state.finished[0][r["seat"]] for r in hold["rows"]]
    # a card tapped now is refused at once, with the reason, and never played later
    version = held[0]["version"]
    hand = held[0]["view"]["hands"][0]
    moves_before = len(table.match.moves)
    for card in hand[:3]:
        error, took = answer(app, phones[0], {"type": "move", "version": version, "move": {"type": "play", "card": card}})
        assert error["code"] == "wait" and error["text"] == held[0]["table"]["text"] and took <= 3
    assert app.stack.top is score and len(table.match.moves) == moves_before
    # a phone that sleeps while the score shows wakes up to the score and its button
    phones[2].close()
    phones[2].drain()
    phones[2].connect()
    woke = state_with(app, phones[2], lambda s: (s.get("table") or {}).get("hold") == "round_score")
    assert woke["table"] == held[2]["table"] and not woke["your_turn"]
    # an old hold's button is refused; the current one goes on to the next round
    error, _ = answer(app, phones[1], {"type": "action", "hold": held[1]["table"]["id"] - 1, "name": "continue"})
    assert error["code"] == "stale"
    phones[1].send({"type": "action", "hold": held[1]["table"]["id"], "name": "continue"})
    actor_state = {}
    end = time.monotonic() + 20
    while not actor_state:
        assert time.monotonic() < end, "the next round never reached the phones"
        frames(app, 1)
        for seat, phone in phones.items():
            phone.drain()
            s = phone.last_state
            if s and s["your_turn"] and "table" not in s:
                actor_state = {seat: s}
    assert score not in app.stack.scenes and table.match.state.round == 2
    seat, state = next(iter(actor_state.items()))
    assert state["version"] == len(table.match.moves), "the phones see the dealt round as the big screen does"
    frames(app, 30)
    assert len(table.match.moves) == state["version"], "none of the refused taps was replayed"


def test_pause_holds_the_phones_and_lets_them_go_on(app, phones_closed):
    table = open_table(app, seed=8)
    phones = join_all(app, table)
    phones_closed.extend(phones.values())
    actor = table.match.actor()
    while actor not in phones:
        frames(app, 1)
        actor = table.match.actor()
    mine = state_with(app, phones[actor], lambda s: s["your_turn"])
    table.pause()
    frames(app, 2)
    paused = state_with(app, phones[actor], lambda s: (s.get("table") or {}).get("hold") == "paused")
    assert not paused["your_turn"] and paused["legal"] == [] and paused["table"]["actions"] == []
    error, took = answer(app, phones[actor], {"type": "move", "version": mine["version"], "move": mine["legal"][0]})
    assert error["code"] == "wait" and "Pause" in error["text"] and took <= 3
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    pause.resume_game()
    frames(app, 2)
    again = state_with(app, phones[actor], lambda s: s["your_turn"] and "table" not in s)
    assert again["legal"] == mine["legal"]
    phones[actor].move(again["legal"][0], again["version"])
    state_with(app, phones[actor], lambda s: s["version"] > again["version"])


def test_a_game_over_reaches_the_phones_with_the_results_and_they_play_again(app, phones_closed):
    seats = phone_seats("Anna", "Ben") + [{"kind": "ai", "name": "Kuno", "level": "easy"}]
    table = open_table(app, game="castro", seats=seats, seed=4)
    phones = join_all(app, table)
    phones_closed.extend(phones.values())
    tokens = {seat: table.phones.server.token(seat) for seat in phones}
    received = []   # (version, were the results up on the big screen when it arrived)
    end = time.monotonic() + 240
    while not table.driver.results_shown:
        assert time.monotonic() < end, "the game never ended"
        frames(app, 1)
        for seat, phone in phones.items():
            for message in phone.drain():
                if message["type"] == "state":
                    received.append((message["version"], table.driver.results_shown))
            s = phone.last_state
            if s and s["your_turn"] and not table.busy() and s["version"] == len(table.match.moves):
                phone.move(s["legal"][0])
                s["your_turn"] = False
    final = len(table.match.moves)
    assert not [v for v, up in received if v == final and not up], "the result reaches the phones with the big screen's"
    results = {seat: state_with(app, phone, lambda s: (s.get("table") or {}).get("hold") == "results")
               for seat, phone in phones.items()}
    assert isinstance(app.stack.top, ResultsScene)
    hold = results[1]["table"]
    assert [a["name"] for a in hold["actions"]] == ["play_again"]
    phones[1].send({"type": "action", "hold": hold["id"], "name": "play_again"})
    fresh = state_with(app, phones[0], lambda s: s["version"] < results[0]["version"] and "table" not in s, 20)
    new_table = app.stack.top
    assert new_table is not table and new_table.phones is not None and new_table.match.moves is not table.match.moves
    assert {seat: new_table.phones.server.token(seat) for seat in phones} == tokens, "the same phones go on"
    assert fresh["version"] <= 2 and not new_table.match.is_over()


def test_a_long_show_at_the_big_screen_is_told_to_the_phones(app, phones_closed, monkeypatch):
    import scenes.tables.phone_seats as phone_seats_module

    monkeypatch.setattr(phone_seats_module, "SHOWING_AFTER", 0.2)
    table = open_table(app, seed=8)
    phones = join_all(app, table)
    phones_closed.extend(phones.values())
    end = time.monotonic() + 20
    while table.match.actor() not in phones or not phones[table.match.actor()].last_state \
            or not phones[table.match.actor()].last_state["your_turn"]:
        assert time.monotonic() < end
        frames(app, 1)
        for phone in phones.values():
            phone.drain()
    actor = table.match.actor()
    mine = phones[actor].last_state
    before = len(table.match.moves)
    phones[actor].move(mine["legal"][0], mine["version"])
    wait = time.monotonic() + 5
    while len(table.match.moves) == before:
        assert time.monotonic() < wait
        frames(app, 1)
    table.busy = lambda: True  # the big screen takes long to show it (as Caprice's reveal does)
    shown = state_with(app, phones[actor], lambda s: (s.get("table") or {}).get("hold") == "showing", 5)
    assert shown["version"] == mine["version"] and not shown["your_turn"] and shown["legal"] == []
    assert "große Bildschirm" in shown["table"]["text"]
    del table.busy
    after = state_with(app, phones[actor], lambda s: s["version"] > mine["version"], 5)
    assert "table" not in after


def test_three_phones_play_a_whole_catsle_game_and_the_next_without_the_big_screen(app, phones_closed):
    table = open_table(app, seed=11)
    phones = join_all(app, table)
    phones_closed.extend(phones.values())
    for round_no in (1, 2, 3):
        to_round_score(app, table, phones)
        held = state_with(app, phones[round_no % 3], lambda s: (s.get("table") or {}).get("hold") == "round_score")
        label = held["table"]["actions"][0]["label"]
        assert held["table"]["title"] == f"Wertung der Runde {round_no}"
        assert label == ("Zum Ergebnis" if round_no == 3 else "Nächste Runde"), label
        phones[round_no % 3].send({"type": "action", "hold": held["table"]["id"], "name": "continue"})
        if round_no < 3:
            state_with(app, phones[0], lambda s: "table" not in s and s["view"]["round"] == round_no + 1, 20)
    over = state_with(app, phones[2], lambda s: (s.get("table") or {}).get("hold") == "results", 20)
    assert isinstance(app.stack.top, ResultsScene) and table.match.is_over()
    assert over["view"]["phase"] == "over" and over["version"] == len(table.match.moves)
    phones[2].send({"type": "action", "hold": over["table"]["id"], "name": "play_again"})
    fresh = state_with(app, phones[0], lambda s: s["version"] < over["version"] and "table" not in s, 20)
    assert app.stack.top is not table and fresh["view"]["round"] in (0, 1)


def test_while_the_dice_roll_at_the_big_screen_the_phones_are_told_so(app, phones_closed):
    table = open_table(app, game="castro", seats=phone_seats("Anna", "Ben"), seed=4)
    phones = join_all(app, table)
    phones_closed.extend(phones.values())
    actor = table.match.actor()
    mine = state_with(app, phones[actor], lambda s: s["your_turn"])
    phones[actor].move({"type": "roll", "keep": []}, mine["version"])
    told = state_with(app, phones[actor], lambda s: (s.get("table") or {}).get("hold") == "showing", 5)
    assert told["table"]["text"] == "Die Würfel rollen am großen Bildschirm …"
    rolled = state_with(app, phones[actor], lambda s: s["version"] > mine["version"] and "table" not in s, 10)
    assert rolled["your_turn"] and not table.busy(), "the dice reach the phone once they rest on the big screen"
