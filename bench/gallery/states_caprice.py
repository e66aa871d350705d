"""Gallery states of Caprice: the start with the secret tiles, the middle of a game after the computer
players' turns (told in words and traced on the board), the move step with its ringed discs, a refused
move's toast, the hint (at the place and the move step), the privacy screen and the hand-over in hot-seat play, a 4-player game, the ordering screen,
the reveal while it counts and when it is done, and the results."""
from __future__ import annotations

from bench.gallery.common import rest, until_top

STATES: dict = {}
KINDS = ["human", "ai", "ai"]
NAMES = ["Anna", None, None]
SEED = 8


def state(name: str):
    def register(fn):
        STATES[name] = fn
        return fn
    return register


def _ahead_to(g, discs: int, seat: int):
    """Play the match ahead until `discs` discs stand and `seat` is to place."""
    import game.caprice as caprice

    def ahead(match):
        g.play_until(match, lambda m: sum(len(t) for t in m.state.towers) >= discs and m.actor() == seat
                     and caprice.phase(m.state) == "place")
    return ahead


def _midgame(g, kinds=KINDS, names=NAMES, seed=SEED):
    """Anna to place after the computer players' turns, which the table played and told itself."""
    table = g.show(g.table("caprice", kinds, seed, names, ahead=_ahead_to(g, 11, 1)), frames=5)
    rest(g, table)
    return table


def _placed(g):
    """The midgame with Anna's disc placed by two taps (tray, then spot): the move step."""
    import game.caprice as caprice
    from scenes.tables.caprice import layout as L

    table = _midgame(g)
    spot = next(s for s in caprice.place_targets(table.state) if caprice.towers(table.state)[s])
    kind = next(k for k in caprice.DISCS if caprice.supply(table.state)[k] > 0)
    g.tap(L.TRAYS[caprice.DISCS.index(kind)].center)
    g.tap(L.disc_pos(spot, len(caprice.towers(table.state)[spot])))
    rest(g, table)
    return table, spot


def _ordering(g, kinds=KINDS, names=NAMES):
    import game.caprice as caprice
    from scenes.tables.caprice.order import CapriceOrder

    def ahead(match):
        g.play_until(match, lambda m: caprice.phase(m.state) == "order" and m.actor() == 0)
    g.show(g.table("caprice", kinds, SEED, names, ahead=ahead), frames=5)
    return until_top(g, CapriceOrder)


def _revealing(g, kinds=KINDS, names=NAMES):
    """The ordering screen answered; returns the table while its reveal runs."""
    screen = _ordering(g, kinds, names)
    table = screen.table
    g.tap(screen.ok.rect.center)
    g.until(lambda: table.reveal is not None, what="the reveal")
    return table


@state("caprice_start")
def caprice_start(g):
    table = g.show(g.table("caprice", KINDS, SEED, NAMES), frames=5)
    rest(g, table)


@state("caprice_midgame")
def caprice_midgame(g):
    _midgame(g)


@state("caprice_move")
def caprice_move(g):
    _placed(g)


@state("caprice_hint")
def caprice_hint(g):
    """The hint asked in the midgame: the tray and the spot of the hard AI's place ringed, the reason in the prompt."""
    table = _midgame(g)
    g.action("hint")
    g.settle()
    rest(g, table)


@state("caprice_hint_move")
def caprice_hint_move(g):
    """The hint at the move step: the disc to move and its target ringed (or the button of a skip), the reason."""
    table, _ = _placed(g)
    g.action("hint")
    g.settle()
    rest(g, table)


@state("caprice_ai_move")
def caprice_ai_move(g):
    """A computer player has just placed and moved: its sentence and its trace stay on the table."""
    import game.caprice as caprice

    table = g.show(g.table("caprice", KINDS, 13, NAMES, ahead=_ahead_to(g, 7, 2)), frames=5)
    g.until(lambda: table.turn is not None and table.turn.seat == 2 and table.turn.moved is not None
            and not table.busy(), limit=1500, what="a computer move with a moved disc")
    g.settle(300)
    assert caprice.phase(table.state) == "place" and table.told_text(), "no sentence after the computer move"


@state("caprice_refused")
def caprice_refused(g):
    """In the move step, a tap on the disc just placed: refused, and the toast says why."""
    from scenes.tables.caprice import layout as L

    table, spot = _placed(g)
    g.tap(L.disc_pos(spot, len(table.board_towers()[spot]) - 1), frames=12)


@state("caprice_privacy")
def caprice_privacy(g):
    from scenes.tables.overlays import PrivacyScene

    g.show(g.table("caprice", ["human", "human"], SEED, ["Anna", "Ben"]), frames=5)
    until_top(g, PrivacyScene)


@state("caprice_handover")
def caprice_handover(g):
    """Hot-seat: Ben's turn after the privacy screen, told what Anna did."""
    import game.caprice as caprice
    from scenes.tables.caprice import layout as L

    table = g.table("caprice", ["human", "human"], SEED, ["Anna", "Ben"], ahead=_ahead_to(g, 6, 0))
    g.show(table, frames=5)
    rest(g, table)
    spot = caprice.place_targets(table.state)[0]
    g.tap(L.TRAYS[1].center)
    g.tap(L.disc_pos(spot, len(caprice.towers(table.state)[spot])))
    rest(g, table, hurry=False)
    g.tap(L.SKIP.center)
    rest(g, table)


@state("caprice_four")
def caprice_four(g):
    _midgame(g, ["human", "ai", "ai", "ai"], ["Anna", None, None, None], seed=5)


@state("caprice_four_end")
def caprice_four_end(g):
    table = _revealing(g, ["human", "ai", "ai", "ai"], ["Anna", None, None, None])
    g.until(lambda: table.reveal is None, what="the end of the count")
    g.run(2)


@state("caprice_ordering")
def caprice_ordering(g):
    _ordering(g)


@state("caprice_reveal")
def caprice_reveal(g):
    table = _revealing(g)
    g.until(lambda: table.reveal is None or (table.reveal.current is not None and table.reveal.current.hits
                                             and table.reveal.index > len(table.reveal.steps) // 2),
            what="a scoring step in the middle of the count")
    g.run(2)


@state("caprice_reveal_done")
def caprice_reveal_done(g):
    table = _revealing(g)
    g.until(lambda: table.reveal is None, what="the end of the count")
    g.run(2)


@state("caprice_results")
def caprice_results(g):
    from scenes.tables.overlays import ResultsScene

    table = _revealing(g)
    until_top(g, ResultsScene)
    assert table.counted == table.match.scores()
