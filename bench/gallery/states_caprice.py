"""Gallery states of Caprice: the start with the secret tiles, the move step, the privacy screen, the
ordering screen, the reveal and the results."""
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


@state("caprice_start")
def caprice_start(g):
    table = g.show(g.table("caprice", KINDS, 8, NAMES), frames=5)
    rest(g, table)


@state("caprice_midgame")
def caprice_midgame(g):
    import game.caprice as caprice

    def ahead(match):
        g.play_until(match, lambda m: sum(len(t) for t in m.state.towers) >= 12 and m.actor() == 0
                     and caprice.phase(m.state) == "place")
    table = g.show(g.table("caprice", KINDS, 8, NAMES, ahead=ahead), frames=5)
    rest(g, table)


@state("caprice_privacy")
def caprice_privacy(g):
    from scenes.overlays import PrivacyScene

    g.show(g.table("caprice", ["human", "human"], 8, ["Anna", "Ben"]), frames=5)
    until_top(g, PrivacyScene)


@state("caprice_ordering")
def caprice_ordering(g):
    import game.caprice as caprice
    from scenes.caprice_order import CapriceOrder

    def ahead(match):
        g.play_until(match, lambda m: caprice.phase(m.state) == "order" and m.actor() == 0)
    g.show(g.table("caprice", KINDS, 8, NAMES, ahead=ahead), frames=5)
    until_top(g, CapriceOrder)


@state("caprice_results")
def caprice_results(g):
    from scenes.overlays import ResultsScene

    def ahead(match):
        g.play_until(match, lambda m: m.is_over())
    g.show(g.table("caprice", KINDS, 8, NAMES, ahead=ahead), frames=5)
    until_top(g, ResultsScene)
