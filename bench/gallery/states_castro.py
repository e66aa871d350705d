"""Gallery states of Castro: the start, a roll with glowing fields and the Trainer, the hint, a refused
field, the pause, the end with its winning line, and the results."""
from __future__ import annotations

from bench.gallery.common import rest, until_top

STATES: dict = {}
KINDS = ["human", "ai", "ai"]
NAMES = ["Anna", None, None]


def state(name: str):
    def register(fn):
        STATES[name] = fn
        return fn
    return register


def _table(g, ahead=None, seed=21):
    return g.table("castro", KINDS, seed, NAMES, ahead=ahead)


def _midgame(g):
    def ahead(match):
        g.play_until(match, lambda m: len(m.moves) > 60 and m.actor() == 0 and m.state.rolls == 0)
    table = g.show(_table(g, ahead), frames=5)
    rest(g, table)
    return table


def _rolled(g):
    from scenes import castro_layout as L

    table = _midgame(g)
    g.tap(L.ROLL.center)
    rest(g, table)
    return table


@state("castro_start")
def castro_start(g):
    table = g.show(_table(g), frames=5)
    rest(g, table)


@state("castro_rolled")
def castro_rolled(g):
    _rolled(g)


@state("castro_hint")
def castro_hint(g):
    table = _rolled(g)
    g.action("hint")
    g.settle()


@state("castro_refused")
def castro_refused(g):
    from scenes import castro_layout as L

    import game.castro as castro

    table = _rolled(g)
    legal = set(castro.legal_fields(table.state))
    field = next(f for f in castro.FIELDS if f not in legal)
    g.tap(L.cell_rect(field).center, frames=20)


@state("castro_pause")
def castro_pause(g):
    table = _midgame(g)
    g.action("menu")
    g.settle()


@state("castro_won")
def castro_won(g):
    def ahead(match):
        g.play_until(match, lambda m: m.is_over())
    g.show(_table(g, ahead, seed=5), frames=50)


@state("castro_results")
def castro_results(g):
    from scenes.overlays import ResultsScene

    def ahead(match):
        g.play_until(match, lambda m: m.is_over())
    g.show(_table(g, ahead, seed=5), frames=5)
    until_top(g, ResultsScene)
