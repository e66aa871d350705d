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
(``operator.attrgetter``), nothing compiled per class. ``tests/test_records.py`` checks them
against plain dataclasses.
"""
from __future__ import annotations

from dataclasses import dataclass, fields
import operator
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


def _equality(get):
    """``__eq__``, written out (dict and set lookups call it often; ``op`` below would add a call)."""

    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return get(self) == get(other)
        return NotImplemented

    return __eq__


def _compare(op, get):
    """A comparison method applying ``op`` to the compared fields of two records of the same class:
    a closure, made from code compiled once with this module."""

    def method(self, other):
        if other.__class__ is self.__class__:
            return op(get(self), get(other))
        return NotImplemented

    return method


_ORDER = {"__lt__": operator.lt, "__le__": operator.le, "__gt__": operator.gt, "__ge__": operator.ge}


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
    methods = {"__eq__": _equality(get)}
    if order:
        methods.update((name, _compare(op, get)) for name, op in _ORDER.items())
    for name, method in methods.items():
        method.__name__, method.__qualname__ = name, f"{cls.__qualname__}.{name}"
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
