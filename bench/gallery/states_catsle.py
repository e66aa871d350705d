"""Gallery states of CATsle Builders.

The first trick; a resumed game in the take step with a card picked and its columns glowing; a tap
on a wrong column with its explanation; the hint (a card to play, a card to take and its column);
round 2 with many cards over their limits (3 players) and a 5-player game with the 0 column (long
names too); three players late in round 3; round 3 dealt
with the person to lead, all twelve cards raised; the person's columns ≤4 and ≤5 over their
limits (their lines where they are at the limit, a counter); the pause overlay; the hot-seat
privacy screen; the round scoring counting up and counted; the scoring after round 3 with the
three-round table; the results.

Positions deep in a game are played ahead by the rules (`g.table(..., ahead=...)`), then handed to
the table as a resumed game is. `ahead_over` takes the cards greedily into columns already at their
limit, so the blueprints fill beyond their limits as they do in a careless game.
"""
from __future__ import annotations

from bench.gallery.common import rest, until_top

STATES: dict = {}
KINDS = ["human", "ai", "ai", "ai"]
NAMES = ["Anna", None, None, None]
FIVE = ["human", "ai", "ai", "ai", "ai"]
FIVE_NAMES = ["Anna-Katharina", None, "Maximiliane von Hohenstein", None, None]


def state(name: str):
    def register(fn):
        STATES[name] = fn
        return fn
    return register


def _fullest(p: int, cols, move) -> int:
    suit, cs, lim = cols[move.column]
    return len(cs) - lim


def play_over(match, stop, limit: int = 5000, take_key=_fullest) -> None:
    """Like `g.play_until`, but every seat takes cards into columns already at their limit when it
    can (else as the easy AI would): blueprints with many cards over their limits. `take_key(seat,
    columns, move)`: which take a seat prefers (the largest)."""
    import game.catsle as catsle
    from game.core import CHANCE

    for _ in range(limit):
        if stop(match):
            return
        p = match.actor()
        if p is None:
            break
        if p == CHANCE:
            match.step_chance()
            continue
        s = match.state
        if catsle.phase(s) == "take":
            cols = catsle.columns(s, p)
            match.apply(max(catsle.legal_moves(s), key=lambda move: take_key(p, cols, move)))
            continue
        match.apply(match.module.ai.choose_move(match.ai_view(p), "easy", match.seat_rngs[p]))


def _take_position(g, seed: int, wrong: bool):
    """A resumed game where Anna takes from a trick; with `wrong`, one whose card has a column it
    may not go to."""
    import game.catsle as catsle

    def ready(m):
        s = m.state
        if catsle.phase(s) != "take" or m.actor() != 0 or len(catsle.pool(s)) < 2:
            return False
        if not wrong:
            return True
        card = catsle.pool(s)[0]
        return len(catsle.legal_columns(s, card)) < len(s.limits)

    table = g.show(g.table("catsle", KINDS, seed, NAMES, ahead=lambda m: g.play_until(m, ready)), frames=5)
    rest(g, table)
    return table


@state("catsle_start")
def catsle_start(g):
    table = g.show(g.table("catsle", KINDS, 3, NAMES), frames=5)
    rest(g, table)


@state("catsle_take")
def catsle_take(g):
    """Resumed in the take step: the trick lies there with its rank badges; Anna picks a card and
    the columns where it may go glow."""
    import game.catsle as catsle

    table = _take_position(g, 3, wrong=False)
    card = catsle.pool(table.state)[0]
    g.tap(table.trick_sprites[card].rect.center)
    g.settle()


@state("catsle_take_wrong")
def catsle_take_wrong(g):
    """A tap on a column the picked card may not go to: the card stays picked, a toast says why and
    the right column pulses."""
    import game.catsle as catsle

    table = _take_position(g, 7, wrong=True)
    s = table.state
    card = catsle.pool(s)[0]
    g.tap(table.trick_sprites[card].rect.center)
    wrong = next(i for i in range(len(s.limits)) if i not in catsle.legal_columns(s, card))
    g.tap(table.col_rects[wrong].center, frames=20)


@state("catsle_hint")
def catsle_hint(g):
    """The hint at the first trick: the hard AI's card for Anna ringed in her hand, the reason in the prompt."""
    table = g.show(g.table("catsle", KINDS, 3, NAMES), frames=5)
    rest(g, table)
    g.action("hint")
    g.settle()


@state("catsle_hint_take")
def catsle_hint_take(g):
    """The hint in the take step: the card ringed in the trick and its column on the blueprint, with why."""
    _take_position(g, 3, wrong=False)
    g.action("hint")
    g.settle()


@state("catsle_round2")
def catsle_round2(g):
    """Round 2 with three computer players, late: many columns over their limits, Anna's too (where
    the cards once spilled out of the blueprints down across the trick)."""
    import game.catsle as catsle

    def ahead(match):
        play_over(match, lambda m: catsle.round_number(m.state) == 2 and len(catsle.tricks(m.state)) >= 9
                  and m.actor() == 0 and catsle.phase(m.state) == "play")
    table = g.show(g.table("catsle", KINDS, 8, NAMES, ahead=ahead), frames=5)
    rest(g, table)


@state("catsle_round3_three")
def catsle_round3_three(g):
    """Three players (four columns), late in round 3, cards over their limits."""
    import game.catsle as catsle

    def ahead(match):
        play_over(match, lambda m: catsle.round_number(m.state) == 3 and len(catsle.tricks(m.state)) >= 8
                  and m.actor() == 0 and catsle.phase(m.state) == "play")
    table = g.show(g.table("catsle", ["human", "ai", "ai"], 8, NAMES[:3], ahead=ahead), frames=5)
    rest(g, table)


@state("catsle_round3_twelve")
def catsle_round3_twelve(g):
    """Round 3 dealt, as the table deals it (the cards fly in): the person leads, so all twelve
    cards may be played and are raised, the last one dealt too."""
    import game.catsle as catsle
    from game.core import CHANCE

    def ahead(match):
        g.play_until(match, lambda m: catsle.round_number(m.state) == 3 and m.actor() == CHANCE)
    table = g.show(g.table("catsle", KINDS, 7, NAMES, ahead=ahead), frames=5)
    rest(g, table, hurry=False)
    s = table.state
    if table.match.actor() != 0 or catsle.trick(s) or len(table.playable_now()) != 12:
        raise RuntimeError("the person does not lead round 3 with twelve cards")


def _overfull_take(p: int, cols, move):
    """The person (seat 0) takes cards into their columns ≤4 and ≤5 when it can: those columns, the
    longest, run over their limits; the others fill their fullest columns."""
    suit, cs, lim = cols[move.column]
    if p == 0:
        return (move.column in (2, 3), len(cs) - lim if cs else -9)
    return (False, len(cs) - lim)


def play_overfull(match, stop, limit: int = 5000) -> None:
    play_over(match, stop, limit, take_key=_overfull_take)
    if not stop(match):
        raise RuntimeError("the match never reached the wanted position")


@state("catsle_overfull_column")
def catsle_overfull_column(g):
    """Late in round 2, the person's columns ≤4 and ≤5 are over their limits (≤5 by two: one
    card lies sideways below its line, a counter tells "+2"), and ≤2 by one: every line lies where
    it lies at the limit, the staircase's step as in the other columns, every corner value shown."""
    import game.catsle as catsle

    def over(m) -> bool:
        s = m.state
        if catsle.phase(s) != "play" or m.actor() != 0:
            return False
        cols = catsle.columns(s, 0)
        return len(cols[3][1]) > cols[3][2] + 1 and len(cols[2][1]) > cols[2][2] \
            and sum(len(cs) > lim for _, cs, lim in cols) >= 3
    table = g.show(g.table("catsle", KINDS, 444, NAMES, ahead=lambda m: play_overfull(m, over)), frames=5)
    rest(g, table)


@state("catsle_five")
def catsle_five(g):
    """Five players (the 0 column), late in round 1, long names; many cards over their limits."""
    import game.catsle as catsle

    def ahead(match):
        play_over(match, lambda m: len(catsle.tricks(m.state)) >= 8 and m.actor() == 0
                  and catsle.phase(m.state) == "play")
    table = g.show(g.table("catsle", FIVE, 4, FIVE_NAMES, ahead=ahead), frames=5)
    rest(g, table)


@state("catsle_pause")
def catsle_pause(g):
    """The pause overlay over a game in round 2."""
    import game.catsle as catsle

    def ahead(match):
        play_over(match, lambda m: catsle.round_number(m.state) == 2 and len(catsle.tricks(m.state)) >= 4
                  and m.actor() == 0 and catsle.phase(m.state) == "play")
    table = g.show(g.table("catsle", KINDS, 5, NAMES, ahead=ahead), frames=5)
    rest(g, table)
    g.action("menu")
    g.settle()


@state("catsle_privacy")
def catsle_privacy(g):
    from scenes.tables.overlays import PrivacyScene

    g.show(g.table("catsle", ["human", "human", "ai"], 3, ["Anna", "Ben", None]), frames=5)
    until_top(g, PrivacyScene)


def _last_trick_of(round_no: int):
    import game.catsle as catsle

    def ahead(match):
        play_over(match, lambda m: catsle.round_number(m.state) == round_no
                  and len(catsle.tricks(m.state)) == m.state.hand_size - 1
                  and catsle.phase(m.state) == "play" and not catsle.trick(m.state))
    return ahead


@state("catsle_round_scoring")
def catsle_round_scoring(g):
    """The scoring of round 1, counted (four players)."""
    from scenes.tables.catsle.score import CatsleRoundScore

    g.show(g.table("catsle", ["ai", "ai", "ai", "ai"], 4, None, ahead=_last_trick_of(1)), frames=5)
    until_top(g, CatsleRoundScore)
    g.run(400)
    g.settle()


@state("catsle_round_scoring_mid")
def catsle_round_scoring_mid(g):
    """The scoring of round 1 while it counts: two columns shown so far."""
    from scenes.tables.catsle.score import STEP, CatsleRoundScore

    g.show(g.table("catsle", ["ai", "ai", "ai", "ai"], 4, None, ahead=_last_trick_of(1)), frames=5)
    g.until(lambda: isinstance(g.app.stack.top, CatsleRoundScore), what="the round scoring")
    g.run(round(STEP * 2.4 * 60))


@state("catsle_final_scoring")
def catsle_final_scoring(g):
    """The scoring after round 3 of five players: the three-round table and "Zum Ergebnis"."""
    from scenes.tables.catsle.score import CatsleRoundScore

    g.show(g.table("catsle", ["ai"] * 5, 6, ["Anna", None, None, None, None], ahead=_last_trick_of(3)),
           frames=5)
    until_top(g, CatsleRoundScore)
    g.run(400)
    g.settle()


@state("catsle_results")
def catsle_results(g):
    from scenes.tables.overlays import ResultsScene

    def ahead(match):
        g.play_until(match, lambda m: m.is_over())
    g.show(g.table("catsle", KINDS, 6, NAMES, ahead=ahead), frames=5)
    until_top(g, ResultsScene)
