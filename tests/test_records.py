"""``game.records.record`` behaves as the frozen dataclass it replaces, and costs less to make."""
from __future__ import annotations

import dataclasses
import pickle

import pytest

from game.records import record


def _pair(order: bool = True):
    """The same class made by ``record`` and by ``dataclass``."""

    def body(name):
        return type(name, (), {"__annotations__": {"a": "int", "b": "tuple"}, "b": (), "__doc__": name,
                               "__module__": __name__, "__qualname__": "Sample"})

    made = record(body("R"), order=order)
    plain = dataclasses.dataclass(frozen=True, order=order)(body("D"))
    return made, plain


VALUES = [(0, ()), (1, ()), (1, (2,)), (1, (3,)), (2, (0, 1)), (-5, (9,))]


@pytest.mark.parametrize("order", [True, False])
def test_record_behaves_as_the_dataclass(order):
    R, D = _pair(order)
    assert dataclasses.is_dataclass(R)
    assert [f.name for f in dataclasses.fields(R)] == ["a", "b"]
    for x in VALUES:
        r, d = R(*x), D(*x)
        assert repr(r) == repr(d) == f"Sample(a={x[0]!r}, b={x[1]!r})"
        assert hash(r) == hash(d)
        assert dataclasses.replace(r, a=7) == R(7, x[1])
        with pytest.raises(dataclasses.FrozenInstanceError):
            r.a = 3
        with pytest.raises(dataclasses.FrozenInstanceError):
            del r.b
        for y in VALUES:
            assert (r == R(*y)) == (d == D(*y)) == (x == y)
            assert (r != R(*y)) == (x != y)
            if order:
                assert (r < R(*y), r <= R(*y), r > R(*y), r >= R(*y)) == (x < y, x <= y, x > y, x >= y)
        assert r != d  # another class is never equal, as with dataclasses
        assert r != x
        if order:
            with pytest.raises(TypeError):
                r < d  # noqa: B015
        else:
            with pytest.raises(TypeError):
                r < R(*x)  # noqa: B015


def test_one_field_and_no_field():
    @record
    class One:
        """one"""
        v: int

    @record
    class Empty:
        """none"""

    assert hash(One(4)) == hash((4,)) and sorted([One(3), One(1)]) == [One(1), One(3)]
    assert Empty() == Empty() and hash(Empty()) == hash(()) and not Empty() < Empty()
    assert repr(Empty()) == "test_one_field_and_no_field.<locals>.Empty()"


def test_excluded_fields_follow_the_dataclass_rules():
    @record
    class Note:
        """note"""
        a: int
        memo: str = dataclasses.field(default="", compare=False, repr=False)

    assert Note(1, "x") == Note(1, "y") and hash(Note(1, "x")) == hash((1,)) and repr(Note(1, "x")) == "test_excluded_fields_follow_the_dataclass_rules.<locals>.Note(a=1)"


def test_the_rules_records_pickle_and_sort():
    """Moves and states cross to the AI worker by pickle, and ``legal_moves`` sorts moves."""
    from game.castile import rules as castile
    from game.castro import rules as castro

    state = castile.new_game(seed=3)
    assert pickle.loads(pickle.dumps(state)) == state and hash(pickle.loads(pickle.dumps(state))) == hash(state)
    moves = [castro.Roll((6, 1)), castro.Roll(()), castro.Roll((2,)), castro.Roll((1, 6))]
    assert sorted(moves) == [castro.Roll(()), castro.Roll((1, 6)), castro.Roll((1, 6)), castro.Roll((2,))]
    assert pickle.loads(pickle.dumps(moves)) == moves
    assert repr(castro.Place((1, 2))) == "Place(field=(1, 2))"


def test_post_init_still_runs():
    @record
    class Keep:
        """kept dice, sorted"""
        keep: tuple = ()

        def __post_init__(self):
            object.__setattr__(self, "keep", tuple(sorted(self.keep)))

    assert Keep((3, 1)).keep == (1, 3) and Keep((3, 1)) == Keep((1, 3))


def test_making_a_record_costs_less_than_a_dataclass():
    """The reason the module exists: fewer methods compiled per class (counted, not timed: a
    method written by ``dataclass`` is compiled by ``exec``)."""
    calls = []
    real = dataclasses._create_fn

    def counting(*args, **kwargs):
        calls.append(args[0])
        return real(*args, **kwargs)

    dataclasses._create_fn = counting
    try:
        record(type("M", (), {"__annotations__": {"a": "int"}, "__doc__": "m"}))
        made = len(calls)
        calls.clear()
        dataclasses.dataclass(frozen=True, order=True)(type("M", (), {"__annotations__": {"a": "int"}, "__doc__": "m"}))
    finally:
        dataclasses._create_fn = real
    assert made == 3 and len(calls) == 10, (made, calls)
