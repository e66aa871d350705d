"""Gallery states of Castro: the start, a roll with glowing fields and the Trainer, the hint (keep and
roll; place), a refused field with its toast, keyboard focus on a field and on a die, the fields legend
(Trainer off), a 4-player game, the pause, the end with its winning line, and the results."""
from __future__ import annotations

from bench.gallery.common import rest, until_top

STATES: dict = {}
KINDS = ["human", "ai", "ai"]
NAMES = ["Anna", None, None]
KINDS4 = ["human", "ai", "ai", "ai"]
NAMES4 = ["Anna", None, None, "Maximilian Ü"]
WIN_SEED = 36  # four players (easy AI for all): Anna ends it with a diagonal of four


def state(name: str):
    def register(fn):
        STATES[name] = fn
        return fn
    return register


def _coach(g, on: bool) -> None:
    """The Trainer setting the next table starts with (it is remembered between games)."""
    g.app.storage.set_setting("castro.coach", on)


def _table(g, ahead=None, seed=21, kinds=KINDS, names=NAMES):
    return g.table("castro", kinds, seed, names, ahead=ahead)


def _midgame(g, coach=True):
    _coach(g, coach)

    def ahead(match):
        g.play_until(match, lambda m: len(m.moves) > 60 and m.actor() == 0 and m.state.rolls == 0)
    table = g.show(_table(g, ahead), frames=5)
    rest(g, table)
    return table


def _rolled(g, coach=True):
    from scenes.tables.castro import layout as L

    table = _midgame(g, coach)
    g.tap(L.ROLL.center)
    rest(g, table)
    return table


def _focus(g, table, want, direction: str) -> None:
    """Walk the keyboard focus with an arrow key until `want(widget)` holds."""
    g.app.input.mode = "focus"
    for _ in range(40):
        w = table.focused()
        if w is not None and want(w):
            break
        g.action("nav", direction=direction)
    g.app.input.mode = "focus"
    table.dirty = True
    g.settle()


@state("castro_start")
def castro_start(g):
    _coach(g, True)
    table = g.show(_table(g), frames=5)
    rest(g, table)


@state("castro_rolled")
def castro_rolled(g):
    _rolled(g)


@state("castro_hint")
def castro_hint(g):
    """The hint after a roll: keep these dice and roll (marked on the table), with the chance."""
    table = _rolled(g)
    g.action("hint")
    g.settle()


@state("castro_hint_place")
def castro_hint_place(g):
    """The hint when the best move is a roof: the field is marked, the reason says why."""
    import game.castro as castro
    from game.castro.hint import advise

    _coach(g, True)

    def ahead(match):
        g.play_until(match, lambda m: len(m.moves) > 40 and m.actor() == 0 and m.state.rolls >= 1
                     and isinstance(advise(castro.view(m.state, 0)).move, castro.Place))
    table = g.show(_table(g, ahead, seed=8), frames=5)
    rest(g, table)
    g.action("hint")
    g.settle()


@state("castro_refused")
def castro_refused(g):
    from scenes.tables.castro import layout as L

    import game.castro as castro

    table = _rolled(g)
    legal = set(castro.legal_fields(table.state))
    field = next(f for f in castro.FIELDS if f not in legal)
    g.tap(L.cell_rect(field).center, frames=20)


@state("castro_focus")
def castro_focus(g):
    """Playing with keys: the thick gold focus on a glowing field."""
    table = _rolled(g)
    _focus(g, table, lambda w: getattr(w, "key", (None,))[0] == "field", "left")


@state("castro_focus_die")
def castro_focus_die(g):
    """Playing with keys: the focus on a die (1–5 or Enter keeps it)."""
    table = _rolled(g)
    _focus(g, table, lambda w: getattr(w, "key", (None,))[0] == "die", "up")


@state("castro_legend")
def castro_legend(g):
    """The Trainer off: the fields panel is the legend of the field signs."""
    _rolled(g, coach=False)


@state("castro_4p")
def castro_4p(g):
    """Four players mid-game (one with a long name), the Trainer off."""
    _coach(g, False)

    def ahead(match):
        g.play_until(match, lambda m: len(m.moves) > 120 and m.actor() == 0 and m.state.rolls == 0)
    table = g.show(_table(g, ahead, seed=WIN_SEED, kinds=KINDS4, names=NAMES4), frames=5)
    rest(g, table)


@state("castro_pause")
def castro_pause(g):
    table = _midgame(g)
    g.action("menu")
    g.settle()


@state("castro_won")
def castro_won(g):
    """The last roof makes four in a row: the winning fields ring in the winner's colour."""
    import game.castro as castro

    _coach(g, True)

    def ahead(match):
        g.play_until(match, lambda m: m.is_over())
    table = g.show(_table(g, ahead, seed=WIN_SEED, kinds=KINDS4, names=NAMES4), frames=50)
    if not castro.winning_line(table.state):
        raise RuntimeError("the game ended without a winning line")


@state("castro_results")
def castro_results(g):
    from scenes.tables.overlays import ResultsScene

    def ahead(match):
        g.play_until(match, lambda m: m.is_over())
    g.show(_table(g, ahead, seed=5), frames=5)
    until_top(g, ResultsScene)


@state("castro_results_line")
def castro_results_line(g):
    """The results after a win by a line of four."""
    from scenes.tables.overlays import ResultsScene

    def ahead(match):
        g.play_until(match, lambda m: m.is_over())
    g.show(_table(g, ahead, seed=WIN_SEED, kinds=KINDS4, names=NAMES4), frames=5)
    until_top(g, ResultsScene)


@state("castro_discard")
def castro_discard(g):
    """After the fifth roll nothing fits: the roll button becomes "put a roof aside"; the hint says so."""
    import game.castro as castro

    _coach(g, True)

    def ahead(match):
        g.play_until(match, lambda m: m.actor() == 0 and m.state.rolls == castro.MAX_ROLLS
                     and castro.DISCARD in castro.legal_moves(m.state))
    table = g.show(_table(g, ahead, seed=20), frames=5)
    rest(g, table)
    g.action("hint")
    g.settle()


def _real_dice_table(g, ahead=None, seed=21, kinds=KINDS, names=NAMES):
    """A table played with real dice (the café rolls, the picker asks for each roll)."""
    table = _table(g, ahead, seed, kinds, names)
    table.setup["real_dice"] = True
    return table


def _picker(g):
    from bench.gallery.common import until_top
    from scenes.tables.castro.dice_picker import DicePicker

    return until_top(g, DicePicker)


def _real_dice_second_roll(g):
    """Anna mid-game with real dice: her first roll entered, two dice kept, the second roll asked for."""
    from scenes.tables.castro import layout as L

    _coach(g, True)

    def ahead(match):
        g.play_until(match, lambda m: len(m.moves) > 60 and m.actor() == 0 and m.state.rolls == 0)
    table = g.show(_real_dice_table(g, ahead), frames=5)
    rest(g, table)
    g.tap(L.ROLL.center, frames=4)
    picker = _picker(g)
    picker.submit([2, 5, 5, 3, 6])
    rest(g, table)
    for d in [d for d in table.tray.dice if d.value == 5]:
        g.tap(tuple(int(c) for c in d.pos), frames=2)
    g.run(30)
    g.tap(L.ROLL.center, frames=4)
    return _picker(g)


@state("castro_real_dice")
def castro_real_dice(g):
    """Real dice: the picker asks Anna for her second roll (two 5s kept); typed in with the keys so far."""
    import pygame

    _real_dice_second_roll(g)
    g.action("key", key=pygame.K_4)
    g.settle()


@state("castro_real_dice_refused")
def castro_real_dice_refused(g):
    """Real dice: "Übernehmen" with one die still open is refused, the die marked red, the reason said."""
    picker = _real_dice_second_roll(g)
    g.tap(picker.faces[0][3].rect.center)
    g.tap(picker.faces[2][0].rect.center)
    g.tap(picker.confirm_btn.rect.center)
    g.settle()


@state("castro_real_dice_ai")
def castro_real_dice_ai(g):
    """Real dice: a computer player's first roll, rolled by the café for it (named in the title)."""
    _coach(g, True)

    def ahead(match):
        g.play_until(match, lambda m: len(m.moves) > 30 and m.actor() == 1 and m.state.rolls == 0)
    table = g.show(_real_dice_table(g, ahead), frames=5)
    for _ in range(600):
        table.hurry()
        g.run(1)
        if g.app.stack.top is not table:
            break
    _picker(g)
