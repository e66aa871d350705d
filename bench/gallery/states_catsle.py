"""Gallery states of CATsle Builders: the first trick, taking into glowing columns, a later round with
cards over their limits, the hot-seat privacy screen, the round scoring and the results."""
from __future__ import annotations

from bench.gallery.common import rest, until_top

STATES: dict = {}
KINDS = ["human", "ai", "ai", "ai"]
NAMES = ["Anna", None, None, None]


def state(name: str):
    def register(fn):
        STATES[name] = fn
        return fn
    return register


@state("catsle_start")
def catsle_start(g):
    table = g.show(g.table("catsle", KINDS, 3, NAMES), frames=5)
    rest(g, table)


@state("catsle_take")
def catsle_take(g):
    import game.catsle as catsle

    def ahead(match):
        g.play_until(match, lambda m: catsle.phase(m.state) == "take" and m.actor() == 0
                     and len(catsle.pool(m.state)) > 1)
    table = g.show(g.table("catsle", KINDS, 3, NAMES, ahead=ahead), frames=5)
    rest(g, table)
    card = catsle.pool(table.state)[0]
    sprite = table.trick_sprites.get(card)
    if sprite is not None:
        g.tap(sprite.rect.center)
    g.settle()


@state("catsle_round2")
def catsle_round2(g):
    import game.catsle as catsle

    def ahead(match):
        g.play_until(match, lambda m: catsle.round_number(m.state) == 2 and len(catsle.tricks(m.state)) >= 8
                     and m.actor() == 0 and catsle.phase(m.state) == "play")
    table = g.show(g.table("catsle", ["human", "ai", "ai"], 8, NAMES[:3], ahead=ahead), frames=5)
    rest(g, table)


@state("catsle_privacy")
def catsle_privacy(g):
    from bench.gallery.common import until_top
    from scenes.overlays import PrivacyScene

    g.show(g.table("catsle", ["human", "human", "ai"], 3, ["Anna", "Ben", None]), frames=5)
    until_top(g, PrivacyScene)


@state("catsle_round_scoring")
def catsle_round_scoring(g):
    import game.catsle as catsle
    from scenes.catsle_score import CatsleRoundScore

    def ahead(match):
        g.play_until(match, lambda m: catsle.round_number(m.state) == 1 and len(catsle.tricks(m.state)) == 11
                     and catsle.phase(m.state) == "play" and not catsle.trick(m.state))
    g.show(g.table("catsle", ["ai", "ai", "ai"], 4, None, ahead=ahead), frames=5)
    top = until_top(g, CatsleRoundScore)
    g.run(400)
    g.settle()


@state("catsle_results")
def catsle_results(g):
    import game.catsle as catsle
    from scenes.overlays import ResultsScene

    def ahead(match):
        g.play_until(match, lambda m: m.is_over())
    g.show(g.table("catsle", KINDS, 6, NAMES, ahead=ahead), frames=5)
    until_top(g, ResultsScene)
