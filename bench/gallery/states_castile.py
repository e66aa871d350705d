"""Gallery states of Castile Solitaire: the deal laid out, a game under way, the game menu, and the
win with its statistics."""
from __future__ import annotations

from bench.gallery.common import until_top

STATES: dict = {}
NAMES = ["Anna"]


def state(name: str):
    def register(fn):
        STATES[name] = fn
        return fn
    return register


def _table(g, **kw):
    return g.table("castile", ["human"], kw.pop("seed", 7), NAMES, **kw)


def _rest(g, table):
    g.until(lambda: not table.busy(), limit=2000, what="the deal")
    g.settle()


@state("castile_start")
def castile_start(g):
    table = g.show(_table(g), frames=5)
    _rest(g, table)


@state("castile_midgame")
def castile_midgame(g):
    def ahead(match):
        g.play_until(match, lambda m: len(m.moves) >= 25 or m.is_over())
    table = g.show(_table(g, ahead=ahead), frames=5)
    _rest(g, table)


@state("castile_menu")
def castile_menu(g):
    table = g.show(_table(g), frames=5)
    _rest(g, table)
    g.action("menu")
    g.settle()


@state("castile_won")
def castile_won(g):
    from scenes.castile_menu import CastileResults

    near_won = {"tableau": [["KS"], ["KH"], ["KD"], ["KC"], [], [], [], []], "reserve": [[], [], [], []],
                "foundations": [[r + s for r in "A23456789TJQ"] for s in "SHDC"]}
    table = g.show(_table(g, seed=0, options={"layout": near_won}), frames=5)
    _rest(g, table)
    until_top(g, CastileResults)
