"""Castile's undo and redo record (history.py) on its own, and at the table: automatic moves are taken
back and made again with the player's move they followed, a redo goes through on_move like every move,
and the player's own next move ends what could be redone."""
from __future__ import annotations

import game.castile as castile
from game.castile import Move
from scenes.tables.castile import layout as L
from scenes.tables.castile.history import Entry, History
from tests.test_castile_table import REVEAL, drag, settle_table, table_for
from tests.harness import frames

A, B, C, D = Move("t0", "t3"), Move("t0", "f0"), Move("r0", "f1"), Move("t1", "t2")


def test_undo_takes_back_the_players_move_with_the_automatic_moves_after_it():
    h = History()
    for move, auto in ((D, False), (A, False), (B, True), (C, True)):
        h.record(move, auto)
    group = h.take_back([D, A, B, C])
    assert group == [Entry(A, False), Entry(B, True), Entry(C, True)]
    assert h.done == [Entry(D, False)] and h.undone == [group] and h.auto_paused
    assert h.take_back([D]) == [Entry(D, False)] and h.done == []
    assert h.undone == [group, [Entry(D, False)]]


def test_moves_from_before_the_record_count_as_the_players_own():
    # a resumed game: the match holds D and A, the table recorded only what followed
    h = History()
    h.record(B, True)
    assert h.take_back([D, A, B]) == [Entry(A, False), Entry(B, True)]
    assert h.take_back([D]) == [Entry(D, False)]


def test_automatic_moves_at_the_very_start_are_taken_back_together():
    h = History()
    h.record(B, True)
    h.record(C, True)
    assert h.take_back([B, C]) == [Entry(B, True), Entry(C, True)] and h.done == []


def test_redo_gives_back_the_last_group_with_its_marks_and_the_players_hand_ends_redo():
    h = History()
    h.record(A, False)
    h.record(B, True)
    h.record(D, False)
    first = h.take_back([A, B, D])
    second = h.take_back([A, B])
    assert h.can_redo() and h.redo() == second == [Entry(A, False), Entry(B, True)]
    assert h.undone == [first]
    h.player_moves()
    assert not h.can_redo() and not h.auto_paused


def test_the_table_undoes_and_redoes_an_automatic_move_through_on_move(app):
    app.storage.set_setting("castile.auto", True)
    t = table_for(app, seed=0, layout=REVEAL)
    start = castile.state_to_json(t.state)
    drag(app, t, "t0", "t3")            # the five of clubs moves; the uncovered ace goes home by itself
    settle_table(app, t)
    made = list(t.match.moves)
    after = castile.state_to_json(t.state)
    assert len(made) == 2 and made[1].dst.startswith("f")
    assert [e.auto for e in t.history.done] == [False, True]

    t.undo()
    settle_table(app, t)
    frames(app, 5)                      # the automatic moves rest after an undo
    assert castile.state_to_json(t.state) == start and t.match.moves == [] and t.history.done == []

    seen = []
    on_move = t.on_move
    t.on_move = lambda actor, move, before, after_: (seen.append(move), on_move(actor, move, before, after_))
    t.redo()
    settle_table(app, t)
    assert seen == made                 # each move of the group, as every move is made
    assert castile.state_to_json(t.state) == after and t.match.moves == made
    assert [(e.move, e.auto) for e in t.history.done] == [(made[0], False), (made[1], True)]
    assert not t.history.can_redo()
    stored = app.storage.load_game()
    assert stored is not None and len(stored["save"]["moves"]) == 2  # saved as a move is
    for card, (x, y, _) in L.positions(t.piles()).items():
        assert t.board.sprites[card].pos == (x, y)


def test_the_players_own_move_after_an_undo_ends_redo_and_wakes_the_automatic_moves(app):
    app.storage.set_setting("castile.auto", True)
    t = table_for(app, seed=0, layout=REVEAL)
    drag(app, t, "t0", "t3")
    t.undo()
    settle_table(app, t)
    assert t.history.can_redo() and t.history.auto_paused
    frames(app, 90)                     # past the guard on the pile the ace left by itself
    drag(app, t, "t0", "t3")
    for _ in range(5):
        settle_table(app, t)
        frames(app, 2)
    assert not t.history.can_redo() and not t.history.auto_paused
    assert [e.auto for e in t.history.done] == [False, True]
