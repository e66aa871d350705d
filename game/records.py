"""``record``: the frozen dataclasses of the rules (moves and states), made cheaply.

``@record`` is ``@dataclass(frozen=True, order=True)`` and ``@record(order=False)`` is
``@dataclass(frozen=True)``, with the same behaviour: equal when of the same class with equal
fields, hashed and ordered by the tuple of their fields, the same ``repr``, ``fields``,
``replace`` and pickling. The difference is the cost of making the class. ``dataclass`` writes
the source of each method it adds and compiles it (about 0.1 ms per method here), ten methods for a
frozen, ordered class: importing a rules module took 5–7 ms, a whole frame's budget, in the
warm-up while the title plays (issue "No hitch on a Raspberry Pi"). Here ``dataclass`` only writes
``__init__`` and the frozen ``__setattr__`` / ``__delattr__``; comparison, hash and ``repr`` are
functions compiled once with this module: closures over each class's getter of its fields
(``operator.attrgetter``), nothing compiled per class. ``tests/test_records.py`` checks them against plain dataclasses.
"""
from __future__ import annotations

from dataclasses import dataclass, fields
from operator import attrgetter

__all__ = ["record"]


def _getter(names: tuple[str, ...]):
    """``(get, one)``: ``get(obj)`` gives the named fields, as a tuple when there are several (or
    none), the value itself when there is one (``one``); comparing those compares as the tuples do."""
    if len(names) == 1:
        return attrgetter(names[0]), True
    if names:
        return attrgetter(*names), False
    return (lambda obj: ()), False


def _comparisons(get, order: bool) -> dict:
    """``__eq__`` (and the order) of a class whose compared fields ``get`` gives: closures over
    ``get``, made from code compiled once with this module."""

    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return get(self) == get(other)
        return NotImplemented

    if not order:
        return {"__eq__": __eq__}

    def __lt__(self, other):
        if other.__class__ is self.__class__:
            return get(self) < get(other)
        return NotImplemented

    def __le__(self, other):
        if other.__class__ is self.__class__:
            return get(self) <= get(other)
        return NotImplemented

    def __gt__(self, other):
        if other.__class__ is self.__class__:
            return get(self) > get(other)
        return NotImplemented

    def __ge__(self, other):
        if other.__class__ is self.__class__:
            return get(self) >= get(other)
        return NotImplemented

    return {"__eq__": __eq__, "__lt__": __lt__, "__le__": __le__, "__gt__": __gt__, "__ge__": __ge__}


def _hasher(get, one: bool):
    """``__hash__``: the hash of the tuple of the hashed fields, as ``dataclass`` computes it."""
    if one:
        def __hash__(self):
            return hash((get(self),))
    else:
        def __hash__(self):
            return hash(get(self))
    return __hash__


def _repr(self):
    parts = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._repr_names_)
    return f"{self.__class__.__qualname__}({parts})"


def _make(cls, order: bool):
    cls = dataclass(frozen=True, eq=False, repr=False)(cls)
    fs = fields(cls)
    get, _ = _getter(tuple(f.name for f in fs if f.compare))
    for name, method in _comparisons(get, order).items():
        method.__qualname__ = f"{cls.__qualname__}.{name}"
        setattr(cls, name, method)
    cls.__hash__ = _hasher(*_getter(tuple(f.name for f in fs if (f.compare if f.hash is None else f.hash))))
    cls._repr_names_ = tuple(f.name for f in fs if f.repr)
    cls.__repr__ = _repr
    return cls


def record(cls=None, /, *, order: bool = True):
    """Make ``cls`` a frozen dataclass (ordered unless ``order=False``); see the module docstring."""
    if cls is None:
        return lambda c: _make(c, order)
    return _make(cls, order)
