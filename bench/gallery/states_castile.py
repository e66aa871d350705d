"""Gallery states of Castile Solitaire: the deal laid out, a game under way, a card in the hand, the hint,
an illegal drop and its toast, a deal that can no longer be won, the game menu, the deal-number pad,
giving up (the question and the results), no moves left, and the win with its statistics."""
from __future__ import annotations

from bench.gallery.common import until_top

STATES: dict = {}
NAMES = ["Anna"]
SEED = 7                # a winnable deal: the solver's line leads the mid-game positions
_solutions: dict[int, list] = {}

NEAR_WON = {"tableau": [["KS"], ["KH"], ["KD"], ["KC"], [], [], [], []], "reserve": [[], [], [], []],
            "foundations": [[r + s for r in "A23456789TJQ"] for s in "SHDC"]}


def _cycle_layout(tableau: list[list[str]], tops: tuple[str, str]) -> dict:
    """Lost for good: the twos of spades and hearts lie on each other's aces and every three lies beneath
    them; the other cards (4 to K) fill the tableau as given and two reserve rows ending in `tops`."""
    on_table = {c for pile in tableau for c in pile}
    rest = [r + s for s in "SHDC" for r in "456789TJQK" if r + s not in on_table]
    rows = []
    for suits, top in zip(("SH", "DC"), tops):
        row = [c for c in rest if c[1] in suits and c != top]
        rows.append(row + [top] if top not in on_table else row)
    return {"tableau": tableau, "reserve": [["3S", "3H", "AH", "2S"], ["3D", "3C", "AS", "2H"], *rows],
            "foundations": [["AD", "2D"], ["AC", "2C"], [], []]}


# moves remain (kings to empty piles, the queen of hearts onto the king of spades), yet nothing helps
LOST_WITH_MOVES = _cycle_layout([["KS"], ["QH"], [], [], [], [], [], []], ("KH", "KC"))
# nothing at all can move: every tableau pile is taken, no top fits on another
NO_MOVES = _cycle_layout([["KS"], ["KH"], ["KD"], ["KC"], ["JS"], ["JH"], ["JD"], ["JC"]], ("9S", "9D"))


def state(name: str):
    def register(fn):
        STATES[name] = fn
        return fn
    return register


def _solution(seed: int) -> list:
    if seed not in _solutions:
        import game.castile as castile

        # a budget of positions: the Python search, the same line on every machine and at any load
        found = castile.solve(castile.new_game(seed=seed), node_limit=50_000)
        _solutions[seed] = list(found.moves or [])
    return _solutions[seed]


def _table(g, **kw):
    return g.table("castile", ["human"], kw.pop("seed", SEED), NAMES, **kw)


def _rest(g, table):
    g.until(lambda: not table.busy(), limit=2000, what="the deal")
    g.settle()


def _under_way(g, moves: int = 40, elapsed: float = 263.0):
    """The table of deal SEED after `moves` moves of a winning line, four minutes in."""
    def ahead(match):
        for move in _solution(SEED)[:moves]:
            match.apply(move)
    table = _table(g, ahead=ahead)
    table.elapsed = elapsed
    table = g.show(table, frames=5)
    _rest(g, table)
    return table


def _legal_pair(table, foundation: bool = False):
    """(src, dst) of a legal move of the position (a tableau or foundation move as asked)."""
    import game.castile as castile

    for move in castile.legal_moves(table.state):
        if move != castile.RESIGN and move.dst.startswith("f") == foundation and not move.src.startswith("f"):
            if foundation or castile.top(table.state, move.dst) is not None:
                return move.src, move.dst
    raise RuntimeError("no such move in this position")


def _illegal_pair(table):
    import game.castile as castile

    for src in castile.TABLEAU + castile.RESERVE:
        for dst in castile.TABLEAU:
            if src != dst and castile.top(table.state, src) and dst not in castile.targets(table.state, src):
                return src, dst
    raise RuntimeError("no illegal move in this position")


def _press_and_move(g, table, src: str, dst: str, release: bool):
    """Pick the top card of src up with the mouse and carry it over dst (and drop it there)."""
    from scenes.tables.castile import layout as L
    from scenes.engine.input import Action

    counts = table.counts()
    a = L.top_rect(src, counts[src]).center
    b = L.top_rect(dst, counts[dst]).center
    g.app.dispatch(Action("point_down", pos=a, source="mouse"))
    g.run(2)
    for k in (0.35, 0.7, 1.0):
        pos = (round(a[0] + (b[0] - a[0]) * k), round(a[1] + (b[1] - a[1]) * k) + 30)
        g.app.dispatch(Action("point_move", pos=pos, source="mouse", extra={"pressed": True}))
        g.run(2)
    if release:
        g.app.dispatch(Action("point_up", pos=pos, source="mouse"))
    g.run(2)


def _menu(g, table):
    g.tap(table.menu_btn.rect.center)
    g.settle()
    return g.app.stack.top


@state("castile_start")
def castile_start(g):
    _rest(g, g.show(_table(g), frames=5))


@state("castile_midgame")
def castile_midgame(g):
    _under_way(g)


def _drag_moves(first: int = 40) -> int:
    """The first position from move ``first`` of the winning line on with a legal move onto
    a card (not onto an empty pile, whose marker the card in the hand would cover), so the
    screen does not depend on which winning line the solver found."""
    import game.castile as castile

    line = _solution(SEED)
    s = castile.new_game(seed=SEED)
    for i, move in enumerate(line):
        if i >= first and any(m != castile.RESIGN and m.dst.startswith("t") and not m.src.startswith("f")
                              and castile.top(s, m.dst) is not None for m in castile.legal_moves(s)):
            return i
        s = castile.apply_move(s, move)
    return first


@state("castile_drag")
def castile_drag(g):
    table = _under_way(g, moves=_drag_moves())
    src, dst = _legal_pair(table)
    _press_and_move(g, table, src, dst, release=False)
    g.run(20)  # the card is in the hand, its targets glow


@state("castile_hint")
def castile_hint(g):
    table = _under_way(g)
    g.action("hint")
    g.until(lambda: table.advisor.hint is not None, limit=600, what="the hint")
    g.run(20)


@state("castile_illegal")
def castile_illegal(g):
    table = _under_way(g)
    src, dst = _illegal_pair(table)
    _press_and_move(g, table, src, dst, release=True)
    g.run(40)  # the card has flown back, the toast says why


@state("castile_lost_badge")
def castile_lost_badge(g):
    table = g.show(_table(g, seed=0, options={"layout": LOST_WITH_MOVES}), frames=5)
    _rest(g, table)
    g.until(lambda: table.advisor.verdict == "lost", limit=600, what="the verdict")
    g.run(30)


@state("castile_menu")
def castile_menu(g):
    _menu(g, _under_way(g))


@state("castile_deal_pad")
def castile_deal_pad(g):
    from scenes.engine.input import Action

    menu = _menu(g, _under_way(g))
    g.tap(menu.widgets[1].rect.center)
    g.app.dispatch(Action("text", text="4711", source="keyboard"))
    g.run(10)


@state("castile_resign_ask")
def castile_resign_ask(g):
    menu = _menu(g, _under_way(g))
    g.tap(menu.widgets[5].rect.center)
    g.settle()


@state("castile_gave_up")
def castile_gave_up(g):
    from scenes.tables.castile.menu import CastileResults
    from scenes.kit.dialogs import ConfirmScene

    menu = _menu(g, _under_way(g))
    g.tap(menu.widgets[5].rect.center)
    g.settle()
    ask = g.app.stack.top
    assert isinstance(ask, ConfirmScene)
    g.tap(ask.widgets[1].rect.center)  # yes
    until_top(g, CastileResults)


@state("castile_no_moves")
def castile_no_moves(g):
    from scenes.tables.castile.menu import CastileResults

    table = _table(g, seed=0, options={"layout": NO_MOVES})
    table.elapsed = 187.0
    g.show(table, frames=5)
    until_top(g, CastileResults)


@state("castile_won")
def castile_won(g):
    from scenes.tables.castile.menu import CastileResults

    storage = g.app.storage  # the bests of the fixtures again, so that this win sets records in each language
    storage.stat_set("castile", "best_time", 312.4)
    storage.stat_set("castile", "fewest_moves", 128)
    table = _table(g, seed=0, options={"layout": NEAR_WON})
    table.elapsed = 291.0
    table = g.show(table, frames=5)
    _rest(g, table)
    until_top(g, CastileResults)
