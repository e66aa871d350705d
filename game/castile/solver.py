"""The Castile Solitaire solver: ``solve`` (won / lost / unknown, honestly) and ``hint``.

How it works
============

A depth-first search over positions with a transposition table, restarted
over and over with node budgets following the Luby sequence (500 × 1, 1, 2,
1, 1, 2, 4, …) and randomly perturbed move orders from a seeded generator
(win times are heavy-tailed: many short different runs beat one long run).
Tarjan's strongly-connected-component bookkeeping marks positions dead only
when everything reachable from them has been searched, so dead positions
stay dead from one run to the next.

Every third run is "bold": it sends cards home up to rank lowest level + 3
without trying anything else. That is not always safe, so a bold run can
only ever find wins (it has its own dead set and its exhaustion proves
nothing), but it finds many wins much sooner. Bold runs search the plain
graph (every move leads to a plain position, no pending obligations, see
below), the sound runs the reduced one: the two graphs order the same moves
differently and find different wins quickly, so the mix decides more deals
than either alone (hard deals 1–1000, 5 CPU s each: 7 of 20 won against 4 of
20 with the reduced graph everywhere and 5 of 20 with the plain one). A bold
run also skips every position a sound run proved dead: it is dead, so no
win is lost (and a bold run never proves anything anyway).

Two of every three restarts are *prefix restarts*: they start not from the deal
but from the position after a prefix of the line that made the most progress
so far (2 × cards home − cards left in the reserve; the best line of each run
is offered), cut at a random point that favours late cuts. Wins were found by
lucky dives of a few hundred positions inside short runs; starting such dives
deeper along a promising line makes them much likelier (deals 1–1000 at
10 CPU s: 32 undecided instead of 54). A prefix restart can only find a win:
its exhaustion proves only its starting position dead (every position it marks
dead is dead whatever the start, so the dead sets stay shared).

``won`` is only returned with a move list that replays to a win through
``rules.apply_move`` (checked before returning). ``lost`` is only returned when
a sound run from the deal itself (not bold, not a prefix restart, no budget,
time or depth limit hit) exhausted the search graph, or when the deadlock test below fails. Everything else is
``unknown``. Search and replay use an internal form: cards are ints
``rank_index * 4 + suit_index``, foundations are levels per suit.

The search graph, and why each reduction is sound
-------------------------------------------------

*Exact canonical key.* A position is the reserve heights plus the tableau
piles sorted (tableau piles are interchangeable; reserve contents are fixed,
so their heights say everything; the foundations are then determined: every
card in no pile is home, and each suit is home from the ace up).

*Safe foundation moves are forced.* A playable card of rank ``r`` whose
foundation is ready, with every suit home up to at least ``r − 2``, goes home
at once and no other move is tried. Proof sketch (see
``rules.safe_auto_moves``): replay any winning line with the card already home;
every ``r − 1`` can go home whenever it is uncovered because all ``r − 2`` are
home, so moves of low cards onto our card become moves home, moves of our
card or of low cards leaving a foundation are dropped, and every other move
stays legal: the replay wins and is no longer.

*Reserve tops go home one rank further.* A reserve top of rank ``r`` whose
foundation is ready goes home at once as soon as every other suit is home up to
``r − 3`` (tableau tops need ``r − 2``): nothing is ever placed on a reserve
card, so the card is never needed as a host where it lies. Take a shortest
winning line from the position before the move. Until the card leaves the
reserve, no foundation level drops below ``r − 3`` on it (the first return to
do so would send home a card of rank ``r − 3`` or less that the safe rule sends
straight home again: never on a shortest line, see the next paragraph), so its
suit's ``r − 1`` is never taken back either (the same reason). Replay the line
with the card already home: every move stays legal (the card under it in the
reserve is free earlier; nothing else changes), the card's own move home is
dropped, and a move of it onto the tableau becomes the same move from its
foundation, where it is the top card: from then on the two positions are the
same. The replay wins and is no longer, with one more card home. (On deals
1–1000 it changes little: deal 47 is proven lost after 9.35 million positions
instead of 9.91 million in one run from the deal, deals 427 and 756 after as
many as before.)

*Pointless moves are never generated*: a lone king to an empty pile (the same
position); a foundation card back onto the tableau when the safe rule would
send it straight home again (a winning line from there gives a winning line,
no longer, from the position before the move, so the move is never on a
shortest winning line).

*Pending moves (partial-order reduction).* Tableau moves of a card that sits
on its rank+1 ("lateral" moves), foundation cards back to the tableau and
reserve cards onto the tableau are *postponable*. In a shortest winning line
such a move can be delayed past every later move that touches neither of its
two piles without changing anything, and the move right after it is never the
same card moving again (that pair would merge into one move, making the line
shorter). Pushing postponable moves as late as possible (ties between
independent ones broken by the moved card, higher first) turns every shortest
winning line into one where each postponable move is followed either by a
move that touches one of its piles, or by an independent postponable move of
a lower card, after which the next move must touch the piles of both (a move
touches at most two piles, so no more than two can wait for the same move).
The search only generates such lines: after a postponable move the position
carries that "pending" obligation (canonically, by cards) and only the moves
that discharge it are tried. At least one shortest winning line survives, so
nothing winnable is lost; positions with pending moves are separate nodes of
the graph, and one whose plain position is already dead is dead too (it
allows a subset of the moves).

Together these give the usual well-founded argument: from a winnable position
some generated move leads to a position with a shorter shortest win (or, for
a forced safe move, one no longer with one more card home), so exhausting the
graph without a win proves the deal lost.

*Deadlock test (a relaxation).* Treat every card as fixed in its pile and
remove cards from the tops greedily: a card may go when all lower cards of
its suit are gone (it could go home), or when a *host* is available (it could
go there): for a king, an empty tableau pile; for any other card, a card one
rank higher that is the top of a tableau pile, or is gone and has a host
itself (it could sit on the tableau). Every move of a real winning line takes
the moved card off its pile under one of these conditions: a card that hosts
another on the tableau is either still where it was dealt (then everything
above it is gone: a top), or was put on the tableau by an earlier move (from
a pile or from home) onto its own host, which by induction over the moves of
the line was available then, and it had left its pile (it is gone). The
conditions only get easier as cards go, so if the greedy removal gets stuck,
no winning line exists. Until deals 1–10,000 were swept every gone card
counted as a host, which also lets jacks go onto queens whose kings are all
buried; asking for the host's own host proves deal 1422 lost after 2.5
million positions and deal 6478 after 10.5 million (both undecided before
after 60 CPU s), deal 1404 after 2.7 million instead of 8.4 and deal 8690
after 2.4 million instead of 4.4 (the other hardest lost deals after about as
many as before).

The test runs at the start and at every plain node, except right after
foundation moves from a position that passed it. With every gone card a
host, such a position provably passed too (replay the passing removal order,
skipping the cards now home: the removed set is larger and the hosts a
superset); with the host rule above it may not (a card sent home from a pile
top is a host only while it has one), but skipping a test is sound anyway (a
test only ever prunes), and the next plain node tests again: on deal 1404,
where the rule matters most, two in three skipped tests would have failed,
yet its proof takes 2.73 million positions with the skip against 2.67
million testing everywhere, and the skip gives 20–40 % more positions per
second (``python3 -m bench.castile_kernel``: 730,000–776,000 against
530,000–620,000 compiled). On deals 10 and 47 none of the 13,000 and 9,000
skipped tests of a 100,000-position search would have failed, on deal 294 38
of 8,600. A position that passed the test once is remembered
(``_Search.passed``, bounded), since restarts come back to the same
positions again and again (5–25 % more positions per second). A position
that fails it is dead whatever its pending obligations.

The sound runs from the deal, the only ones that can prove a loss, also run it
at the positions with pending moves (the test looks at the cards only, so a
pending position whose cards cannot win is dead). Those are not tested in the
other runs, where the test would cost more than it saves, but in a proof they
are most of the graph: deal 170 is proven lost after 48,000 positions instead of
516,000, deal 559 after 380,000 (a single run from the deal, no budget).

Tested against an independent brute-force model on hundreds of small layouts
(``tests/test_castile_solver.py``).

Compiled runs
-------------

``kernel.py`` runs the same search compiled with numba, about 20 times faster
(positions per CPU second, p50 over deals 1–30 at 20,000 positions each: 19–24
times in seven measurements here, medians 770,000 and 38,000; ``python3 -m
bench.castile_kernel``): the same graph, reductions, move order, deadlock test and
Tarjan bookkeeping, on arrays and one hash table instead of tuples and sets.
Only its random numbers differ (a run without noise is the same run, position
for position: ``tests/test_castile_kernel.py``). Both searches take the card
encoding, the move fields, the pool and ``Abort`` from ``search_common.py``
(the kernel does not read this module). ``solve`` uses it for searches bounded by
time when numba is installed and compiles (with the kernel's hash table of at most 2^21 slots,
or ``table_slots``: the bench's sweeps pass ``SWEEP_SLOTS``, 2^25); searches bounded by positions (the
AI's levels, and the hint and verdict of headless runs, which think inline in
a frame) stay in Python, so no frame ever waits for numba to load.
"""
from __future__ import annotations

import random
import sys
import time
from dataclasses import dataclass, field

from game.core import IllegalMove

from .rules import FOUNDATIONS, RESERVE, TABLEAU, Move, State
from .search_common import (
    B_F2T, B_HOME, B_JUNK, B_LAT, B_R2T, BIT, EMPTY, F2T, HOME, LOWER, M_A, M_B, M_CARD, M_DST, M_KIND,
    M_POST, M_SCORE, M_SID, M_SRC, MAX_DEPTH, NEED, PROG_HOME, PROG_RES, R2F, R2T, RANKBITS, RESERVE_SLACK, SUITS, T2F,
    T2T,
    V_EMPTY, V_EMPTY0, V_F2T_NEED, V_HOME, V_HOST, V_KING, V_RES_EMPTY, Abort, internal, line, offer,
)
from . import rules, shortening  # (after the line above: the submodule is then an attribute of the package, and the
#                      package's lazy loader, which imports this module, is not asked for it)

__all__ = ["SolveResult", "solve", "hint", "heuristic_moves", "progress_moves", "deadlocked"]

#: Cap on remembered positions (dead set + current run), to bound memory.
TABLE_CAP = 2_000_000
#: The compiled search's hash-table cap for the bench's sweeps (``solve(table_slots=…)``): 2^25
#: slots, up to 1.9 GB. The game's hint and verdict keep the kernel's default (``kernel.MAX_SLOTS``,
#: 2^21 slots, 117 MB) so that their worker processes stay small.
SWEEP_SLOTS = 1 << 25
#: Cap on the remembered positions that passed the deadlock test (then it starts afresh).
PASSED_CAP = 500_000
#: Restart schedule: node budgets RESTART_BASE × (Luby sequence), shuffle noise.
RESTART_BASE = 500
NOISE = 200.0
#: Whether foundation cards may come back to the tableau (always, in the real game;
#: the tests switch it off to compare with a brute-force model of that variant).
ALLOW_RETURNS = True
#: "Bold" restarts (every BOLD_EVERY-th run) send cards home up to rank lowest level +
#: BOLD_SLACK without trying anything else. That is not always safe, so such runs may
#: only find wins (which are verified), never prove a loss; they find wins much sooner.
BOLD_EVERY = 3
BOLD_SLACK = 3
#: The longest search ``hint`` runs, in seconds (whatever time limit it is given).
HINT_SEARCH = 0.06
#: Which restarts search without the partial-order reduction (every move leads to a
#: plain position): attempt numbers i with i % PLAIN_EVERY in PLAIN_AT. Both graphs
#: are sound, and they find different wins quickly (a portfolio).
PLAIN_EVERY = 3
PLAIN_AT: tuple = (2,)
#: Prefix restarts: attempts i with i % PREFIX_EVERY in PREFIX_AT start from a prefix of
#: a line that made the most progress so far (one of the POOL best, the best of each
#: run), cut at the fraction 1 − u ** PREFIX_POW of its length (u uniform; PREFIX_POW > 1
#: favours late cuts). Progress = PROG_HOME × cards home − PROG_RES × cards left in the
#: reserve (``search_common``, whose pool keeps the lines). Such runs only find wins (a run
#: from a later position proves only that position dead).
PREFIX_EVERY = 3
PREFIX_AT: tuple = (1, 2)
PREFIX_POW = 3.0


@dataclass
class SolveResult:
    """``result``: "won", "lost" or "unknown"; ``moves``: the winning line (only when won)."""

    result: str
    moves: list = field(default_factory=list)
    nodes: int = 0
    seconds: float = 0.0


class _Found(Exception):
    pass


def _relaxed_dead(tab, res, rl, F) -> bool:
    """The deadlock test of the module docstring: True when no winning line can exist.
    ``removed``: the cards taken off so far; ``avail``: the hosts a card could go to (the
    tableau tops, ``EMPTY``, and the removed cards that could sit on the tableau)."""
    removed = HOME[0][F[0]] | HOME[1][F[1]] | HOME[2][F[2]] | HOME[3][F[3]]
    piles = tab + res
    h = [len(t) for t in tab] + list(rl)
    avail = 0
    lower, need, bit = LOWER, NEED, BIT  # (locals: faster in the loop)
    for t in tab:
        avail |= bit[t[-1]] if t else EMPTY
    changed = True
    while changed:
        changed = False
        for p in range(12):
            n = h[p]
            t = piles[p]
            while n:
                c = t[n - 1]
                lw = lower[c]
                if (removed & lw) != lw and not (avail & need[c]):
                    break
                removed |= bit[c]
                n -= 1
                if p < 8:
                    avail |= bit[t[n - 1]] if n else EMPTY
                changed = True
            h[p] = n
        for r in range(12, -1, -1):  # kings first: a queen may sit on a king counted just now
            rb = RANKBITS[r] & removed
            if rb & ~avail and avail & need[r * 4]:
                avail |= rb
                changed = True
    return any(h)


def deadlocked(state: State) -> bool:
    """True when the static deadlock test proves that ``state`` can never be won."""
    if rules.is_won(state):
        return False
    return _relaxed_dead(*internal(state))


def _allowed_dsts(src: int, pending):
    """Which moves from pile ``src`` the ``pending`` obligations allow (module docstring):
    ``(dsts, low)``: a move to ``dst`` is allowed when ``dsts`` is None (every move), when
    ``dst in dsts``, or when it is postponable and moves a card below ``low``; None when no
    move from ``src`` is allowed. One pending move L allows the moves from its source, to
    its source or destination, and postponable moves of lower cards, never a move from its
    destination; two allow only moves touching both."""
    if len(pending) == 1:
        L = pending[0]
        if src == L[M_DST]:
            return None
        if src == L[M_SRC]:
            return None, -1
        return (L[M_SRC], L[M_DST]), L[M_CARD]
    L1, L2 = pending
    if src == L1[M_DST] or src == L2[M_DST]:
        return None
    s1, s2 = src == L1[M_SRC], src == L2[M_SRC]
    if s1 and s2:
        return None, -1
    if s1:
        return (L2[M_SRC], L2[M_DST]), -1
    if s2:
        return (L1[M_SRC], L1[M_DST]), -1
    both = tuple(x for x in (L1[M_SRC], L1[M_DST]) if x == L2[M_SRC] or x == L2[M_DST])
    return (both, -1) if both else None


def _gen(tab, res, rl, F, slack=2, pending=()):
    """All useful moves with their ordering scores, those the ``pending`` obligations allow.

    A move is ``(kind, a, b, postponable, src_pile, dst_pile, card, score, src_id)``, read by
    the names of its fields (``search_common.M_KIND`` … ``M_SID``, which say what each holds).
    The order: reserve
    moves (q = 0–3, home first), tableau moves (p = 0–7, home first), foundation
    returns (s = 0–3); each source's destinations by pile number. The generation is one
    pass (the filter is applied before a move is built, the scores computed only for
    sources with an allowed move); ``tests/test_castile_solver.py`` checks it against the
    straightforward generate-then-filter version on every position of several searches.
    """
    tops = [t[-1] if t else -1 for t in tab]
    byrank = [[], [], [], [], [], [], [], [], [], [], [], [], [], []]
    empties = []
    p = 0
    for c in tops:
        if c < 0:
            empties.append(p)
        else:
            byrank[c >> 2].append(p)
        p += 1
    out = []
    one = _one_pending(pending)
    _reserve_moves(out, byrank, empties, res, rl, F, pending, one)
    _tableau_moves(out, tab, tops, byrank, empties, res, rl, F, pending, one)
    if ALLOW_RETURNS:
        _return_moves(out, byrank, empties, res, rl, F, slack, pending)
    return out


def _one_pending(pending):
    """The common case of one pending obligation, unpacked once (as in _allowed_dsts): (its source,
    its destination, its card, both piles), else None."""
    if len(pending) != 1:
        return None
    L = pending[0]
    return L[M_SRC], L[M_DST], L[M_CARD], (L[M_SRC], L[M_DST])


def _reserve_moves(out, byrank, empties, res, rl, F, pending, one):
    """`_gen`'s reserve tops: home, or onto a tableau card one rank higher (a king onto an empty pile)."""
    append = out.append
    v_king = V_KING if empties else 0
    dsts = None
    low = -1
    if one:
        ls, ld, lid, lset = one
    for q in range(4):
        n = rl[q]
        if not n:
            continue
        src = 8 + q
        if one:
            if src == ld:
                continue
            dsts, low = (None, -1) if src == ls else (lset, lid)
        elif pending:
            a = _allowed_dsts(src, pending)
            if a is None:
                continue
            dsts, low = a
        pq = res[q]
        c = pq[n - 1]
        r = c >> 2
        s = c & 3
        home = F[s] == r
        to = byrank[r + 1] if r < 12 else empties
        if dsts is not None:
            home = home and 12 + s in dsts
            if c >= low:
                to = [d for d in to if d in dsts]
        if not home and not to:
            continue
        if n > 1:
            z = pq[n - 2]
            zr = z >> 2
            if F[z & 3] == zr:
                ev = V_HOME
            elif zr == 12:
                ev = v_king
            else:
                ev = V_HOST if byrank[zr + 1] else 0
        else:
            ev = V_RES_EMPTY
        if home:
            append((R2F, q, s, False, src, 12 + s, c, B_HOME + ev, 60 + q))
        score = B_R2T + ev
        for d in to:
            append((R2T, q, d, True, src, d, c, score, 60 + q))


def _tableau_moves(out, tab, tops, byrank, empties, res, rl, F, pending, one):
    """`_gen`'s tableau tops: home, or onto another pile (lateral when the card already lies on its
    rank + 1)."""
    append = out.append
    dsts = None
    low = -1
    if one:
        ls, ld, lid, lset = one
    kings_waiting = None
    for p in range(8):
        c = tops[p]
        if c < 0:
            continue
        if one:
            if p == ld:
                continue
            dsts, low = (None, -1) if p == ls else (lset, lid)
        elif pending:
            a = _allowed_dsts(p, pending)
            if a is None:
                continue
            dsts, low = a
        t = tab[p]
        r = c >> 2
        s = c & 3
        home = F[s] == r
        if len(t) > 1:
            below = t[-2]
            lateral = below >> 2 == r + 1
            to = byrank[r + 1] if r < 12 else empties
        else:
            below = 99
            lateral = False
            to = () if r == 12 else byrank[r + 1]  # a lone king never moves to an empty pile
        if dsts is not None:
            home = home and 12 + s in dsts
            if not lateral or c >= low:
                to = [d for d in to if d in dsts]
        if not home and not to:
            continue
        if below == 99 and r == 12:
            append((T2F, p, s, False, p, 12 + s, c, B_HOME, 99))
            continue
        if below != 99:
            ev = _uncovered_value(below, p, byrank, empties, F)
        else:
            if kings_waiting is None:
                kings_waiting = any(
                    tops[i] >= 48 and len(tab[i]) > 1 for i in range(8)) or any(
                    rl[i] and res[i][rl[i] - 1] >= 48 for i in range(4))
            ev = V_EMPTY if kings_waiting else V_EMPTY0
        if home:
            append((T2F, p, s, False, p, 12 + s, c, B_HOME + ev, below))
        if to:
            score = (B_LAT if lateral else B_JUNK) + ev
            for d in to:
                append((T2T, p, d, lateral, p, d, c, score, below))


def _uncovered_value(below, p, byrank, empties, F):
    """What uncovering `below` (the card under pile `p`'s top) is worth: it goes home, or it is a king
    for an empty pile, or another pile's top could take it."""
    zr = below >> 2
    if F[below & 3] == zr:
        return V_HOME
    if zr == 12:
        return V_KING if empties else 0
    hosts = byrank[zr + 1]
    return V_HOST if hosts and (len(hosts) > 1 or hosts[0] != p) else 0


def _return_moves(out, byrank, empties, res, rl, F, slack, pending):
    """`_gen`'s foundation tops back onto the tableau, except those the safe rule would send straight
    home again (see the module docstring)."""
    append = out.append
    lo = None
    for s in range(4):
        f = F[s]
        if not f:
            continue
        if lo is None:
            lo = sorted(F)
        if f <= (lo[1] if f == lo[0] else lo[0]) + slack:
            continue
        r = f - 1
        to = byrank[r + 1] if r < 12 else empties
        if not to:
            continue
        c = r * 4 + s
        if pending:
            a = _allowed_dsts(12 + s, pending)
            if a is None:
                continue
            dsts, low = a
            if dsts is not None and c >= low:
                to = [d for d in to if d in dsts]
                if not to:
                    continue
        need = any(rl[i] and res[i][rl[i] - 1] >> 2 == r - 1 for i in range(4))
        score = B_F2T + (V_F2T_NEED if need else 0)
        for d in to:
            append((F2T, s, d, True, 12 + s, d, c, score, 52 + s))


def _dep(m, p) -> bool:
    """Whether moves m and p touch a common pile."""
    return m[M_SRC] == p[M_SRC] or m[M_SRC] == p[M_DST] or m[M_DST] == p[M_SRC] or m[M_DST] == p[M_DST]


class _Search:
    """The search graph of one deal, kept across restarts: its start position, the
    positions proven dead (separately for sound and bold runs) and the node count."""

    def __init__(self, state: State, clock=time.perf_counter):
        self.tab0, self.res, self.rl0, self.F0 = internal(state)
        self.clock = clock
        self.dead: set = set()
        self.dead_bold: set = set()
        self.passed: set = set()  # plain positions that passed the deadlock test
        self.nodes = 0
        self.path: list = []
        # the line reaching the most progress so far (cards home and out of the reserve)
        # the lines that made the most progress (cards home and out of the reserve), the
        # best of each run, at most POOL of them: (progress, line)
        self.pool: list = []

    def run(self, budget: int, deadline: float, rng: random.Random | None, noise: float,
            bold: bool = False, por: bool = True, start: tuple = ()) -> bool:
        """One DFS from the start (or from the position after the moves ``start``): True
        when won (``self.path`` holds the line), False when the graph is exhausted (lost,
        when started from the start). Raises ``Abort`` when a budget or limit stops it."""
        walk = _Run(self, budget, deadline, rng, noise, bold, por, start)
        old = sys.getrecursionlimit()
        if old < 3 * MAX_DEPTH:
            sys.setrecursionlimit(3 * MAX_DEPTH)
        try:
            walk.visit(())
        except _Found:
            self.path = line(walk.path)
            return True
        except Abort:
            if not walk.incomplete:
                walk.dead.update(walk.run_dead)  # completed components of a clean run stay dead
            raise
        finally:
            sys.setrecursionlimit(old)
            offer(self.pool, walk.best, walk.best_path)
        if walk.incomplete:
            raise Abort
        walk.dead.update(walk.run_dead)  # (a run from a later position proves only it dead)
        return False


_INF = 1 << 60


class _Run:
    """One depth-first run of ``_Search``: the position being searched (changed in place by
    ``do`` and ``undo``), the line to it, and Tarjan's bookkeeping of the positions on the
    stack (``index``, ``stack``) and of those proven dead in this run (``run_dead``)."""

    def __init__(self, search: _Search, budget: int, deadline: float,
                 rng: random.Random | None, noise: float, bold: bool, por: bool = True,
                 start: tuple = ()):
        self.search = search
        self.tab = [list(p) for p in search.tab0]
        self.tb = [bytes(p) for p in self.tab]   # the piles as bytes, for the position key
        self.res = search.res
        self.rl = list(search.rl0)
        self.F = list(search.F0)
        self.dead = search.dead_bold if bold else search.dead
        # a bold run may also skip positions a sound run proved dead (they are dead)
        self.sound_dead = search.dead if bold else frozenset()
        # the runs that can prove a loss also test the positions with pending moves
        self.test_pending = por and not bold and not start
        self.plain = b""  # the plain key (no pending moves) of the position ``key`` saw last
        self.slack = BOLD_SLACK if bold else 2
        # reserve tops go home one rank further, when foundation cards may come back (docstring)
        self.rslack = max(self.slack, RESERVE_SLACK) if ALLOW_RETURNS else self.slack
        self.run_dead: set = set()
        self.index: dict = {}
        self.stack: list = []
        self.path: list = []
        self.counter = 0
        self.depth = 0
        self.incomplete = False
        self.limit = search.nodes + budget
        self.deadline = deadline
        self.rnd = rng.random if rng is not None else None
        self.noise = noise
        self.por = por  # False: the plain graph (no pending obligations)
        self.best = -1
        self.best_path: list = []
        for m in start:
            self.do(m)
            self.path.append(m)

    def do(self, m) -> None:
        k, a, b = m[M_KIND], m[M_A], m[M_B]
        tab, tb, F = self.tab, self.tb, self.F
        if k == T2F:
            t = tab[a]; t.pop(); tb[a] = bytes(t); F[b] += 1
        elif k == R2F:
            self.rl[a] -= 1; F[b] += 1
        elif k == R2T:
            rl = self.rl
            rl[a] -= 1; t = tab[b]; t.append(self.res[a][rl[a]]); tb[b] = bytes(t)
        elif k == T2T:
            t = tab[a]; u = tab[b]; u.append(t.pop()); tb[a] = bytes(t); tb[b] = bytes(u)
        else:
            F[a] -= 1; t = tab[b]; t.append(F[a] * 4 + a); tb[b] = bytes(t)

    def undo(self, m) -> None:
        k, a, b = m[M_KIND], m[M_A], m[M_B]
        tab, tb, F = self.tab, self.tb, self.F
        if k == T2F:
            F[b] -= 1; t = tab[a]; t.append(F[b] * 4 + b); tb[a] = bytes(t)
        elif k == R2F:
            F[b] -= 1; self.rl[a] += 1
        elif k == R2T:
            t = tab[b]; t.pop(); tb[b] = bytes(t); self.rl[a] += 1
        elif k == T2T:
            t = tab[a]; u = tab[b]; t.append(u.pop()); tb[a] = bytes(t); tb[b] = bytes(u)
        else:
            t = tab[b]; t.pop(); tb[b] = bytes(t); F[a] += 1

    def safe_move(self):
        """A forced safe foundation move (module docstring), or None."""
        F, rl, res = self.F, self.rl, self.res
        mn = min(F) + self.slack - 1  # rank index r (rank r + 1) <= lowest level + slack
        for p, t in enumerate(self.tab):
            if t:
                c = t[-1]
                if c >> 2 <= mn and F[c & 3] == c >> 2:
                    return (T2F, p, c & 3)
        mr = min(F) + self.rslack - 1  # (reserve tops: one rank more, module docstring)
        for q in range(4):
            if rl[q]:
                c = res[q][rl[q] - 1]
                if c >> 2 <= mr and F[c & 3] == c >> 2:
                    return (R2F, q, c & 3)
        return None

    def play_safe_moves(self) -> list:
        """Play every forced safe move; return them (to be taken back in reverse)."""
        auto = []
        while (m := self.safe_move()) is not None:
            self.do(m)
            self.path.append(m)
            auto.append(m)
        return auto

    def take_back(self, moves) -> None:
        for m in reversed(moves):
            self.undo(m)
            self.path.pop()

    def key(self, pending) -> bytes | None:
        """The canonical key of the position with its pending obligations, or None when the
        plain position is already dead (then so is this one)."""
        k = self.plain = bytes(self.rl) + b"\xff".join(sorted(self.tb))
        if pending:
            if k in self.dead or k in self.run_dead or k in self.sound_dead:
                return None
            k = k + b"\xfe" + bytes([x for m in pending for x in (m[M_CARD], m[M_SID])])
        return k

    def known(self, k, pending, alive: bool = False) -> int | None:
        """The low-link value of a position already decided or on the stack (``_INF`` when
        dead), or None for a new position, which is then counted; a dead end found here
        (deadlock test, depth limit) returns ``_INF`` too. ``alive``: the deadlock test is
        skipped here (the position is one that passed it plus foundation moves, module docstring)."""
        if k in self.dead or k in self.run_dead or k in self.sound_dead:
            return _INF
        i = self.index.get(k)
        if i is not None:
            return i
        search = self.search
        search.nodes += 1
        if search.nodes > self.limit or (not (search.nodes & 255) and search.clock() > self.deadline):
            raise Abort
        if not alive and (not pending or self.test_pending) and self.plain not in search.passed:
            if _relaxed_dead(self.tab, self.res, self.rl, self.F):
                self.run_dead.add(self.plain)  # (dead whatever its pending moves)
                return _INF
            if len(search.passed) >= PASSED_CAP:
                search.passed.clear()
            search.passed.add(self.plain)
        if self.depth >= MAX_DEPTH:
            self.incomplete = True
            return _INF
        return None

    def push(self, k) -> int:
        """Put a new position on the Tarjan stack; return its index."""
        if len(self.run_dead) + len(self.index) + len(self.dead) > TABLE_CAP:
            # forgetting dead positions is always sound (they are searched again)
            self.dead.clear()
            if len(self.run_dead) + len(self.index) > TABLE_CAP:
                self.run_dead.clear()
        my = self.counter
        self.counter = my + 1
        self.index[k] = my
        self.stack.append(k)
        self.depth += 1
        return my

    def pop(self, k, my: int, low: int) -> None:
        """Leave a position; when it roots a component, the whole component is dead."""
        self.depth -= 1
        if low == my:
            stack, index, run_dead = self.stack, self.index, self.run_dead
            while True:
                x = stack.pop()
                del index[x]
                run_dead.add(x)
                if x is k:
                    break

    def ordered_moves(self, pending) -> list:
        """The moves to try here, best first (perturbed by noise in randomised runs)."""
        moves = _gen(self.tab, self.res, self.rl, self.F, self.slack, pending)
        rnd, noise = self.rnd, self.noise
        if rnd is not None:
            moves.sort(key=lambda x: -x[M_SCORE] - noise * rnd())
        else:
            moves.sort(key=lambda x: -x[M_SCORE])
        return moves

    def visit(self, pending, alive: bool = False) -> int:
        """Search the current position (with its ``pending`` postponable moves, module
        docstring); return its low-link value. Raises ``_Found`` on a win. ``alive``: the
        position is one that passed the deadlock test plus one foundation move (the test is
        skipped, module docstring)."""
        auto = () if pending else self.play_safe_moves()
        F = self.F
        if F[0] + F[1] + F[2] + F[3] == 52:
            raise _Found
        prog = PROG_HOME * (F[0] + F[1] + F[2] + F[3]) - PROG_RES * sum(self.rl)
        if prog > self.best:
            self.best = prog
            self.best_path = self.path[:]
        k = self.key(pending)
        ret = _INF if k is None else self.known(k, pending, alive)
        if ret is not None:
            self.take_back(auto)
            return ret
        low = my = self.push(k)
        path = self.path
        for m in self.ordered_moves(pending):
            self.do(m)
            path.append(m)
            if not m[M_POST] or not self.por:
                r = self.visit((), not pending and m[M_KIND] <= R2F)
            elif not pending or (_dep(m, pending[0]) and (len(pending) == 1 or _dep(m, pending[1]))):
                r = self.visit((m,))
            else:
                r = self.visit(pending + (m,))
            self.undo(m)
            path.pop()
            if r < low:
                low = r
        self.pop(k, my, low)
        self.take_back(auto)
        return low


# --------------------------------------------------------------------------- lines


def _to_moves(state: State, path) -> tuple[list[Move], State]:
    """Internal moves → rules Moves with pile names, replayed through ``apply_move``
    (which raises on any illegal move); returns the moves and the final state."""
    out = []
    s = state
    for k, a, b in path:
        if k == T2F or k == R2F:
            src = TABLEAU[a] if k == T2F else RESERVE[a]
            m = Move(src, rules.foundation_for(s, rules.top(s, src)))
        elif k == R2T:
            m = Move(RESERVE[a], TABLEAU[b])
        elif k == T2T:
            m = Move(TABLEAU[a], TABLEAU[b])
        else:
            suit = SUITS[a]
            src = next(FOUNDATIONS[i] for i, f in enumerate(s.foundations) if f and f[0][1] == suit)
            m = Move(src, TABLEAU[b])
        s = rules.apply_move(s, m)
        out.append(m)
    return out, s


# --------------------------------------------------------------------------- API


def solve(state: State, time_limit: float = 10.0, node_limit: int | None = None, seed: int = 0,
          clock=time.perf_counter, compiled: bool | None = None, shorten: bool = True,
          table_slots: int | None = None) -> SolveResult:
    """Solve ``state``: "won" (with a verified winning ``moves`` list), "lost" (proven) or
    "unknown" (the budget ran out). ``node_limit`` caps the positions searched (a
    deterministic budget); ``seed`` seeds the move-order shuffles of the restarts;
    ``clock`` measures the time limit (``time.process_time`` for CPU seconds, as the
    sweeps on a shared machine do). ``compiled``: whether the runs are the compiled ones
    of ``kernel.py`` (the same search, about 20 times faster: module docstring); by default they are for
    searches bounded by time when numba is installed, and not for those bounded by
    positions, which run inline in headless frames and must not wait for numba to load.
    ``shorten``: cut detours out of a winning line (up to a tenth of the time limit, or
    without limit under a node budget). ``table_slots``: the compiled search's hash-table cap
    (``SWEEP_SLOTS`` for the sweeps, ``verdict.VERDICT_SLOTS`` for the table's verdict; by default
    the kernel's)."""
    t0 = clock()
    deadline = t0 + max(0.0, float(time_limit))

    def done(result, moves=(), nodes=0):
        return SolveResult(result, list(moves), nodes, clock() - t0)

    if rules.is_won(state):
        return done("won")
    if state.resigned or not rules._legal(state) or deadlocked(state):
        return done("lost")
    if compiled is None:
        compiled = node_limit is None and _kernel().ready(_compiled_check)
    search = _kernel_search(state, clock, table_slots) if compiled else _Search(state, clock)
    verdict = _search_until(search, deadline, node_limit, seed)
    if verdict != "won":
        return done(verdict, nodes=search.nodes)
    # with a node budget the whole result must be reproducible: shorten without a clock
    short_deadline = None if not shorten else float("inf") if node_limit is not None else min(
        deadline, clock() + 0.1 * time_limit)
    return done("won", _winning_moves(state, search.path, short_deadline, clock), search.nodes)


def _kernel():
    """The compiled runs' module (imported on first use: it loads numba, when installed)."""
    from . import kernel
    return kernel


def _kernel_search(state: State, clock=time.perf_counter, table_slots: int | None = None):
    """The compiled search of ``state`` (``kernel.KernelSearch``), with this module's settings and
    the hash-table cap ``table_slots`` (the kernel's default when None)."""
    return _kernel().KernelSearch(state, clock, returns=ALLOW_RETURNS, max_slots=table_slots)


def warm_compiled() -> bool:
    """Load the compiled runs in this process ahead of its first search (numba and the compiled
    code: about 0.3 s here): a worker runs it when a Castile table opens, so that the first hint
    searches at full speed instead of waiting for the load inside its 60 ms."""
    return _kernel().ready(_compiled_check)


def _compiled_check() -> bool:
    """The compiled runs' test when a process first loads them: deal 2 solved with them (a win of a
    few hundred positions) and the line replayed through the rules."""
    state = rules.new_game(seed=2)
    search = _kernel_search(state)
    won = _search_until(search, time.perf_counter() + 600.0, 100_000, 0) == "won"
    return won and rules.is_won(_to_moves(state, search.path)[1])


def _search_until(search: _Search, deadline: float, node_limit: int | None, seed: int) -> str:
    """The restarts of ``solve``: "won" (the line in ``search.path``), "lost" (a sound run
    exhausted the graph) or "unknown" (the node or time budget ran out)."""
    rng = random.Random(seed)
    attempt = 0
    total = node_limit if node_limit is not None else 1 << 62
    while True:
        b = min(RESTART_BASE * _luby(attempt + 1), total - search.nodes)
        if b <= 0 or search.clock() > deadline:
            return "unknown"
        bold = BOLD_EVERY > 0 and attempt % BOLD_EVERY == BOLD_EVERY - 1
        por = attempt % PLAIN_EVERY not in PLAIN_AT
        start = ()
        if PREFIX_EVERY and attempt % PREFIX_EVERY in PREFIX_AT and search.pool:
            bp = search.pool[rng.randrange(len(search.pool))][1]
            start = tuple(bp[:int(len(bp) * (1 - rng.random() ** PREFIX_POW))])
        try:
            won = search.run(b, deadline, rng if attempt else None, NOISE, bold, por, start)
        except Abort:
            attempt += 1
            continue
        if won:
            return "won"
        if not bold and not start:
            return "lost"
        attempt += 1  # a bold run prunes unsoundly: its exhaustion proves nothing


def _winning_moves(state: State, path: list, deadline: float | None, clock) -> list[Move]:
    """The winning line ``path`` (internal moves), shortened while time allows (not at all when
    ``deadline`` is None), as rules Moves replayed through ``rules.apply_move`` (never a line
    that does not win)."""
    final = None
    if deadline is not None:
        try:
            short = shortening.shorten(state, path, deadline, clock)
            moves, final = _to_moves(state, shortening.merge_detours(state, short, deadline, clock=clock))
        except IllegalMove:
            final = None
    if final is None or not rules.is_won(final):
        moves, final = _to_moves(state, path)
    if not rules.is_won(final):  # never claim a win we cannot replay
        raise AssertionError("castile solver produced a line that does not win")
    return moves


def _luby(i: int) -> int:
    """The Luby sequence 1, 1, 2, 1, 1, 2, 4, 1, … (i from 1)."""
    k = 1
    while (1 << k) - 1 < i:
        k += 1
    while True:
        if i == (1 << k) - 1:
            return 1 << (k - 1)
        i -= (1 << (k - 1)) - 1
        k = 1
        while (1 << k) - 1 < i:
            k += 1


def _phi(s: State) -> tuple[int, int]:
    """Progress potential: (3 × cards home + cards out of the reserve, −tableau disorder)."""
    home = sum(len(f) for f in s.foundations)
    out_of_reserve = 28 - sum(len(r) for r in s.reserve)
    disorder = 0
    for pile in s.tableau:
        for i, c in enumerate(pile):
            if i == 0:
                disorder += rules.rank_of(c) != 13
            else:
                disorder += rules.rank_of(pile[i - 1]) != rules.rank_of(c) + 1
    return (3 * home + out_of_reserve, -disorder)


def heuristic_moves(s: State) -> list[Move]:
    """The legal card moves of ``s`` (no RESIGN), best first by the solver's move ordering."""
    if s.resigned or rules.is_won(s):
        return []
    tab, res, rl, F = internal(s)
    scored = {}
    for m in _gen(tab, res, rl, F):
        k, a, b = m[M_KIND], m[M_A], m[M_B]
        if k == T2F or k == R2F:
            src = TABLEAU[a] if k == T2F else RESERVE[a]
            mv = Move(src, rules.foundation_for(s, rules.top(s, src)))
        elif k == R2T:
            mv = Move(RESERVE[a], TABLEAU[b])
        elif k == T2T:
            mv = Move(TABLEAU[a], TABLEAU[b])
        else:
            src = next(FOUNDATIONS[i] for i, f in enumerate(s.foundations) if f and f[0][1] == SUITS[a])
            mv = Move(src, TABLEAU[b])
        scored[mv] = max(scored.get(mv, -10**9), m[M_SCORE])
    for mv in rules._legal(s):  # moves the generator leaves out (pointless ones) come last
        scored.setdefault(mv, -10**6)
    safe = set(rules.safe_auto_moves(s))
    return sorted(scored, key=lambda mv: (-(scored[mv] + (10**4 if mv in safe else 0)), mv))


def progress_moves(s: State, plain_only: bool = False) -> list[Move]:
    """Heuristic moves that make measurable progress, best first.

    A move qualifies when it raises ``_phi`` (more cards home or out of the
    reserve, or less disorder in the tableau), or when it leaves ``_phi`` as it is
    but uncovers a card that can then go home. Playing only such moves, and a
    plain-progress move whenever one exists, always ends (``_phi`` rises at least
    every second move), which is what the AI's fallback relies on.
    ``plain_only``: only the moves that raise ``_phi``.
    """
    base = _phi(s)
    out = []
    for mv in heuristic_moves(s):
        nxt = rules.apply_move(s, mv)
        p = _phi(nxt)
        if p > base:
            out.append((0, mv))
        elif p == base and mv.src[0] == "t" and not plain_only:
            uncovered = rules.top(nxt, mv.src)
            if uncovered is not None and rules.foundation_for(nxt, uncovered) is not None:
                out.append((1, mv))
    out.sort(key=lambda x: x[0])  # stable: plain progress first, heuristic order inside
    return [mv for _, mv in out]


_LINES: dict = {}  # state → remaining winning line (a few recent lines)
_LINE_ORDER: list = []


def remember_line(state: State, moves: list[Move]) -> None:
    """Remember a winning line so that ``cached_line`` can continue it from any state on it."""
    key = object()
    s = state
    for i, m in enumerate(moves):
        _LINES[s] = (key, moves, i)
        s = rules.apply_move(s, m)
    _LINE_ORDER.append(key)
    while len(_LINE_ORDER) > 4:
        old = _LINE_ORDER.pop(0)
        for st in [st for st, v in _LINES.items() if v[0] is old]:
            del _LINES[st]


def cached_line(state: State) -> list[Move] | None:
    """The rest of a remembered winning line from ``state``, or None."""
    hit = _LINES.get(state)
    if hit is None:
        return None
    _, moves, i = hit
    return moves[i:]


def hint(state: State, time_limit: float = 0.25, node_limit: int | None = None,
         compiled: bool | None = None) -> Move | None:
    """A good move: the first move of a winning line found within ``time_limit`` seconds
    (at most ``HINT_SEARCH``), else the best heuristic move. RESIGN only when no card can
    move; None when over. With ``node_limit`` the search is bounded by positions instead of
    time, so the answer is the same at any load (headless runs)."""
    if state.resigned or rules.is_won(state):
        return None
    legal = rules._legal(state)
    if not legal:
        return None
    line = cached_line(state)
    if line:
        return line[0]
    # the search gets at most HINT_SEARCH seconds, so the answer comes within 0.1 s (the
    # rest is for turning a line into moves, or for the heuristic)
    if node_limit is None:
        r = solve(state, time_limit=min(0.8 * time_limit, HINT_SEARCH), compiled=compiled)
    else:
        r = solve(state, time_limit=float("inf"), node_limit=node_limit)
    if r.result == "won" and r.moves:
        remember_line(state, r.moves)
        return r.moves[0]
    best = heuristic_moves(state)
    return best[0] if best else legal[0]



def hint_json(state_json: dict, time_limit: float = 0.2, node_limit: int | None = None,
              compiled: bool | None = None) -> dict | None:
    """``hint`` from and to JSON: what the table's worker process runs for the hint button
    (``compiled=False``: in Python, so that process never loads numba)."""
    from .codec import move_to_json, state_from_json

    move = hint(state_from_json(state_json), time_limit, node_limit, compiled)
    return None if move is None else move_to_json(move)