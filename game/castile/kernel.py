"""The Castile solver's depth-first runs, compiled: the same search as ``solver._Run``, about
20 times faster (positions per CPU second, p50 over deals 1–30 at 20,000 positions each: 19–24
times in seven measurements here; ``python3 -m bench.castile_kernel``), when numba is installed
(``available()``).

``solver.solve`` hands its time-limited searches to this module: the restarts and the bold and
prefix runs stay in ``solver._search_until``; one call of ``run`` here is one run of
``_Run.visit`` from the start position (or after a prefix). The card encoding, the move kinds
and fields (a row of the move buffer holds ``search_common.M_KIND`` … ``M_SID``), the ordering
weights, the pool of best lines and ``Abort`` come from ``search_common``, as the solver's;
the kernel does not read the solver. The search graph, the move generator, the order of the
moves, the forced safe moves, the pending obligations (partial-order reduction), the deadlock
test, Tarjan's bookkeeping and the depth limit are those of ``solver.py``, whose docstring
proves each reduction sound; only the data structures differ:

- The position is arrays: the tableau ``tab`` (8 piles of up to 64 cards, heights ``th``),
  the reserve heights ``rl``, the foundation levels ``F``. The reserve contents never
  change.
- The exact canonical key is six 64-bit words: for each card what lies under it on the
  tableau (a card, 52 for the bottom of a pile, 53 for not on the tableau), the reserve
  heights, and the pending obligations (card and source id, as ``_Run.key``). Piles are
  interchangeable in it without sorting; positions with the same piles in another order
  have the same key, as in ``_Run.key``.
- One open-addressing hash table holds every remembered position: a value per key with
  flags (passed the deadlock test; proven dead by a sound run; by a bold run; dead in run
  r; on the Tarjan stack of run r, with its index). Dead marks of a run that hit the depth
  limit do not count (``valid[r]`` is 0), as ``_Search.run`` drops such a run's dead set.
  When the table is full it grows (doubling, up to ``max_slots`` and only before the
  deadline); at its cap it is emptied but for the current run's stack and the positions
  proven dead, as long as those fill at most half of it (else the sound ones only, else
  none: forgetting dead positions is sound, they are searched again). Keeping the dead
  ones matters in the long proofs: emptying everything made a run search the same dead
  regions again after each rebuild.
- Randomness: a xorshift generator seeded per run by the caller (``solver``'s
  ``random.Random``), no global state.
- The clock: read every 256 positions through ``objmode`` (the module's ``NOW[0]``, set by
  the caller to the solve's clock).

Two compiled functions are long on purpose: ``_run`` is ``_Run.visit``'s recursion written as
one loop over an explicit stack of frames (``frames``, fields ``F_*``; a run may go
``MAX_DEPTH`` deep), and ``gen`` writes out ``solver._gen`` (helper functions made the runs
slower, its docstring says by how much).

Without numba the module still imports (``available()`` is False) and ``solver`` keeps its
own Python search.
"""
from __future__ import annotations

import time

import numpy as np

from .search_common import (
    B_F2T, B_HOME, B_JUNK, B_LAT, B_R2T, EMPTY, F2T, HOME, LOWER, M_A, M_B, M_CARD, M_DST, M_KIND, M_POST,
    M_SCORE, M_SID, M_SRC, MAX_DEPTH, MOVE_FIELDS, NEED, PROG_HOME, PROG_RES, R2F, R2T, RESERVE_SLACK, T2F,
    T2T, V_EMPTY, V_EMPTY0, V_F2T_NEED, V_HOME, V_HOST, V_KING, V_RES_EMPTY, Abort, internal, offer, wants,
)

try:  # numba is optional: without it the solver searches in Python
    from numba import njit, objmode
    HAVE_NUMBA = True
except ImportError:  # pragma: no cover - exercised where numba is missing
    HAVE_NUMBA = False

    def njit(**_kw):  # the functions stay plain Python (never called: ``available()`` is False)
        return lambda f: f

__all__ = ["available", "KernelSearch"]

#: The clock the compiled runs read for their deadline (``solver`` sets it per solve).
NOW = [time.perf_counter]

W = 6                 # words per key
MAXT = 64             # cards per tableau pile, at most
MAXR = 52             # cards per reserve pile, at most
NF = 12               # fields per frame
# frame fields
F_PATH, F_AUTO, F_MY, F_LOW, F_MV0, F_MVN, F_CUR, F_PN, F_P0, F_P1 = range(10)
# (a row of the move buffer ``mv`` holds a move's fields, search_common's M_KIND … M_SID)
# value flags
V_USED = 1 << 62
V_PASSED = 1
V_DEAD = 2        # proven dead by a sound run (whatever the run)
V_BOLD = 4        # proven dead by a bold run (only bold runs may use it)
V_RUNDEAD = 8     # dead in run ``run_of(v)`` (counts once the run is known to be clean)
V_STACK = 16      # on the Tarjan stack of run ``run_of(v)``, index ``index_of(v)``
RUN_SHIFT, RUN_MASK = 8, (1 << 24) - 1
IDX_SHIFT, IDX_MASK = 32, (1 << 30) - 1
MAX_RUNS = 1 << 20
INF = 1 << 60
# run outcomes
EXHAUSTED, WON, ABORT, INCOMPLETE, FULL = 0, 1, 2, 3, 4
# info slots (per search, kept between runs)
I_NODES, I_COUNT, I_RUN, I_BEST, I_BESTLEN, I_PATHLEN, I_INCOMPLETE = range(7)


_STATE = {"ready": None}  # None: not tried yet; True: compiled (or loaded); False: broken


def available() -> bool:
    """Whether numba is installed (the compiled search may run here; see ``ready``)."""
    return HAVE_NUMBA


def ready(check) -> bool:
    """Whether the compiled search runs here: the first call compiles it (or loads it from numba's
    cache: about 0.3 s here, 10 s the first time; ``python3 -m game.castile.compile`` does it ahead)
    and runs ``check`` (the solver's test of it on a small deal). Any failure is logged once, and
    the solver searches in Python."""
    if _STATE["ready"] is None:
        _STATE["ready"] = False
        if HAVE_NUMBA:
            try:
                _STATE["ready"] = bool(check())
            except Exception:  # a numba that cannot compile here must not stop the game
                import logging

                logging.getLogger(__name__).warning("compiled Castile solver unavailable", exc_info=True)
    return bool(_STATE["ready"])


def load_all() -> None:
    """Load every compiled function a search calls from Python (``_run`` loads with ``ready``; the
    table's growth calls ``_rehash``), and run the clock's object-mode block once (its first run
    compiles its call into Python), so that no search needs the compiler afterwards (``lean.py``
    then unmaps its code)."""
    keys = np.zeros((2, W), np.int64)
    _rehash(keys[:1], np.zeros(1, np.int64), keys, np.zeros(2, np.int64))
    clock()


def _now() -> float:
    return NOW[0]()


@njit(cache=True)
def clock():
    with objmode(t="float64"):
        t = _now()
    return t

@njit(cache=True)
def hash_key(k):
    h = 0x243F6A8885A308D3
    for i in range(W):
        h = (h ^ k[i]) * 0x5851F42D4C957F2D
        h ^= (h >> 29) & 0x7FFFFFFFF
    return h

@njit(cache=True)
def find(keys, vals, mask, k):
    """The slot of key ``k``: where it is, or the empty slot where it would go."""
    i = hash_key(k) & mask
    while True:
        if vals[i] == 0:
            return i
        same = True
        for j in range(W):
            if keys[i, j] != k[j]:
                same = False
                break
        if same:
            return i
        i = (i + 1) & mask

@njit(cache=True)
def normalize(vals, i, valid, bold_of, run):
    """Settle the marks of finished runs in slot ``i``: dead marks of a clean run become
    permanent (sound or bold), those of an incomplete run and stale stack marks go."""
    v = vals[i]
    r = (v >> RUN_SHIFT) & RUN_MASK
    if r == run or (v & (V_RUNDEAD | V_STACK)) == 0:
        return v
    if v & V_RUNDEAD and valid[r]:
        v |= V_BOLD if bold_of[r] else V_DEAD
    v &= ~(V_RUNDEAD | V_STACK | (RUN_MASK << RUN_SHIFT) | (IDX_MASK << IDX_SHIFT))
    vals[i] = v
    return v

@njit(cache=True)
def is_dead(v, bold, run):
    if v & V_DEAD:
        return True
    if bold and v & V_BOLD:
        return True
    return (v & V_RUNDEAD) != 0 and ((v >> RUN_SHIFT) & RUN_MASK) == run

@njit(cache=True)
def plain_key(tab, th, rl, out, below):
    """The exact canonical key without pending moves (module docstring); ``below`` is scratch."""
    below[:] = 53
    for p in range(8):
        prev = 52
        for i in range(th[p]):
            c = tab[p, i]
            below[c] = prev
            prev = c
    for w in range(5):
        x = 0
        for j in range(10):
            x |= below[w * 10 + j] << (6 * j)
        out[w] = x
    out[5] = below[50] | (below[51] << 6) | (rl[0] << 12) | (rl[1] << 18) | (rl[2] << 24) | (rl[3] << 30)

@njit(cache=True)
def relaxed_dead(tab, th, res, rl, F, LOWER, NEED, HOME, h):
    """solver._relaxed_dead on arrays (``h``: scratch for the 12 piles' heights)."""
    removed = HOME[0, F[0]] | HOME[1, F[1]] | HOME[2, F[2]] | HOME[3, F[3]]
    for p in range(8):
        h[p] = th[p]
    for q in range(4):
        h[8 + q] = rl[q]
    avail = 0
    for p in range(8):
        avail |= (1 << tab[p, th[p] - 1]) if th[p] else EMPTY
    changed = True
    while changed:
        changed = False
        for p in range(12):
            n = h[p]
            while n:
                c = tab[p, n - 1] if p < 8 else res[p - 8, n - 1]
                lw = LOWER[c]
                if (removed & lw) != lw and (avail & NEED[c]) == 0:
                    break
                removed |= 1 << c
                n -= 1
                if p < 8:
                    avail |= (1 << tab[p, n - 1]) if n else EMPTY
                changed = True
            h[p] = n
        for c in range(51, -1, -1):  # kings first, as in the solver (by card here, the same set)
            b = 1 << c
            if (removed & b) != 0 and (avail & b) == 0 and (avail & NEED[c]) != 0:
                avail |= b
                changed = True
    for p in range(12):
        if h[p]:
            return True
    return False

@njit(cache=True)
def allowed(src, mv, pn, p0, p1):
    """solver._allowed_dsts: (code, d1, d2, low): code 0 nothing allowed, 1 every move,
    2 moves to d1 or d2 (d2 may be -1), and postponable moves of cards below ``low``."""
    if pn == 1:
        if src == mv[p0, M_DST]:
            return 0, -1, -1, -1
        if src == mv[p0, M_SRC]:
            return 1, -1, -1, -1
        return 2, mv[p0, M_SRC], mv[p0, M_DST], mv[p0, M_CARD]
    s1, d1, s2, d2 = mv[p0, M_SRC], mv[p0, M_DST], mv[p1, M_SRC], mv[p1, M_DST]
    if src == d1 or src == d2:
        return 0, -1, -1, -1
    a, b = src == s1, src == s2
    if a and b:
        return 1, -1, -1, -1
    if a:
        return 2, s2, d2, -1
    if b:
        return 2, s1, d1, -1
    x = -1
    y = -1
    if s1 == s2 or s1 == d2:
        x = s1
    if d1 == s2 or d1 == d2:
        if x < 0:
            x = d1
        else:
            y = d1
    if x < 0:
        return 0, -1, -1, -1
    return 2, x, y, -1

@njit(cache=True)
def put(mv, n, kind, a, b, post, src, dst, card, score, sid):
    mv[n, M_KIND] = kind
    mv[n, M_A] = a
    mv[n, M_B] = b
    mv[n, M_POST] = post
    mv[n, M_SRC] = src
    mv[n, M_DST] = dst
    mv[n, M_CARD] = card
    mv[n, M_SCORE] = score
    mv[n, M_SID] = sid
    return n + 1

@njit(cache=True)
def gen(tab, th, res, rl, F, slack, returns, mv, n, pn, p0, p1, tops, byrank, nby, empties, to):
    """solver._gen, writing the moves as rows of ``mv`` from row ``n``; returns the end row.
    The same moves, scores and order. The lists of host piles and their filtering are written out
    at each source kind: as helper functions the runs were 30-60 % slower (measured)."""
    nby[:] = 0
    ne = 0
    for p in range(8):
        if th[p]:
            c = tab[p, th[p] - 1]
            tops[p] = c
            r = c >> 2
            byrank[r, nby[r]] = p
            nby[r] += 1
        else:
            tops[p] = -1
            empties[ne] = p
            ne += 1
    v_king = V_KING if ne else 0
    code, d1, d2, low = 1, -1, -1, -1
    # reserve tops
    for q in range(4):
        m = rl[q]
        if not m:
            continue
        src = 8 + q
        if pn:
            code, d1, d2, low = allowed(src, mv, pn, p0, p1)
            if code == 0:
                continue
        c = res[q, m - 1]
        r = c >> 2
        s = c & 3
        home = F[s] == r
        nt = 0
        if r < 12:
            for i in range(nby[r + 1]):
                to[nt] = byrank[r + 1, i]
                nt += 1
        else:
            for i in range(ne):
                to[nt] = empties[i]
                nt += 1
        if code == 2:
            home = home and (12 + s == d1 or 12 + s == d2)
            if c >= low:
                k = 0
                for i in range(nt):
                    if to[i] == d1 or to[i] == d2:
                        to[k] = to[i]
                        k += 1
                nt = k
        if not home and nt == 0:
            continue
        if m > 1:
            z = res[q, m - 2]
            zr = z >> 2
            if F[z & 3] == zr:
                ev = V_HOME
            elif zr == 12:
                ev = v_king
            else:
                ev = V_HOST if nby[zr + 1] else 0
        else:
            ev = V_RES_EMPTY
        if home:
            n = put(mv, n, R2F, q, s, 0, src, 12 + s, c, B_HOME + ev, 60 + q)
        for i in range(nt):
            n = put(mv, n, R2T, q, to[i], 1, src, to[i], c, B_R2T + ev, 60 + q)
    # tableau tops
    kings_waiting = -1
    for p in range(8):
        c = tops[p]
        if c < 0:
            continue
        if pn:
            code, d1, d2, low = allowed(p, mv, pn, p0, p1)
            if code == 0:
                continue
        r = c >> 2
        s = c & 3
        home = F[s] == r
        nt = 0
        if th[p] > 1:
            below = tab[p, th[p] - 2]
            lateral = (below >> 2) == r + 1
            if r < 12:
                for i in range(nby[r + 1]):
                    to[nt] = byrank[r + 1, i]
                    nt += 1
            else:
                for i in range(ne):
                    to[nt] = empties[i]
                    nt += 1
        else:
            below = 99
            lateral = False
            if r < 12:
                for i in range(nby[r + 1]):
                    to[nt] = byrank[r + 1, i]
                    nt += 1
        if code == 2:
            home = home and (12 + s == d1 or 12 + s == d2)
            if not lateral or c >= low:
                k = 0
                for i in range(nt):
                    if to[i] == d1 or to[i] == d2:
                        to[k] = to[i]
                        k += 1
                nt = k
        if not home and nt == 0:
            continue
        if below != 99:
            zr = below >> 2
            if F[below & 3] == zr:
                ev = V_HOME
            elif zr == 12:
                ev = v_king
            else:
                hn = nby[zr + 1]
                ev = V_HOST if hn and (hn > 1 or byrank[zr + 1, 0] != p) else 0
        elif r == 12:
            n = put(mv, n, T2F, p, s, 0, p, 12 + s, c, B_HOME, 99)
            continue
        else:
            if kings_waiting < 0:
                kings_waiting = 0
                for i in range(8):
                    if tops[i] >= 48 and th[i] > 1:
                        kings_waiting = 1
                for i in range(4):
                    if rl[i] and res[i, rl[i] - 1] >= 48:
                        kings_waiting = 1
            ev = V_EMPTY if kings_waiting else V_EMPTY0
        if home:
            n = put(mv, n, T2F, p, s, 0, p, 12 + s, c, B_HOME + ev, below)
        score = (B_LAT if lateral else B_JUNK) + ev
        for i in range(nt):
            n = put(mv, n, T2T, p, to[i], 1 if lateral else 0, p, to[i], c, score, below)
    # foundation tops back onto the tableau
    if returns:
        for s in range(4):
            f = F[s]
            if not f:
                continue
            # the lowest level among the other suits
            other = 99
            for t in range(4):
                if t != s and F[t] < other:
                    other = F[t]
            if f <= other + slack:
                continue
            r = f - 1
            nt = 0
            if r < 12:
                for i in range(nby[r + 1]):
                    to[nt] = byrank[r + 1, i]
                    nt += 1
            else:
                for i in range(ne):
                    to[nt] = empties[i]
                    nt += 1
            if nt == 0:
                continue
            c = r * 4 + s
            if pn:
                code, d1, d2, low = allowed(12 + s, mv, pn, p0, p1)
                if code == 0:
                    continue
                if code == 2 and c >= low:
                    k = 0
                    for i in range(nt):
                        if to[i] == d1 or to[i] == d2:
                            to[k] = to[i]
                            k += 1
                    nt = k
                    if nt == 0:
                        continue
            need = False
            for i in range(4):
                if rl[i] and (res[i, rl[i] - 1] >> 2) == r - 1:
                    need = True
            score = B_F2T + (V_F2T_NEED if need else 0)
            for i in range(nt):
                n = put(mv, n, F2T, s, to[i], 1, 12 + s, to[i], c, score, 52 + s)
    return n

@njit(cache=True)
def do(tab, th, res, rl, F, kind, a, b):
    if kind == T2F:
        th[a] -= 1
        F[b] += 1
    elif kind == R2F:
        rl[a] -= 1
        F[b] += 1
    elif kind == R2T:
        rl[a] -= 1
        tab[b, th[b]] = res[a, rl[a]]
        th[b] += 1
    elif kind == T2T:
        tab[b, th[b]] = tab[a, th[a] - 1]
        th[b] += 1
        th[a] -= 1
    else:
        F[a] -= 1
        tab[b, th[b]] = F[a] * 4 + a
        th[b] += 1

@njit(cache=True)
def undo(tab, th, res, rl, F, kind, a, b):
    if kind == T2F:
        F[b] -= 1
        tab[a, th[a]] = F[b] * 4 + b
        th[a] += 1
    elif kind == R2F:
        F[b] -= 1
        rl[a] += 1
    elif kind == R2T:
        th[b] -= 1
        rl[a] += 1
    elif kind == T2T:
        tab[a, th[a]] = tab[b, th[b] - 1]
        th[a] += 1
        th[b] -= 1
    else:
        th[b] -= 1
        F[a] += 1

@njit(cache=True)
def safe_move(tab, th, res, rl, F, slack, rslack):
    """_Run.safe_move: (kind, pile) of a forced safe foundation move, or (-1, -1); ``rslack``: the
    reserve tops' slack (``_Run.rslack``)."""
    mn = min(F[0], F[1], F[2], F[3]) + slack - 1
    for p in range(8):
        if th[p]:
            c = tab[p, th[p] - 1]
            if (c >> 2) <= mn and F[c & 3] == (c >> 2):
                return T2F, p
    mr = min(F[0], F[1], F[2], F[3]) + rslack - 1
    for q in range(4):
        if rl[q]:
            c = res[q, rl[q] - 1]
            if (c >> 2) <= mr and F[c & 3] == (c >> 2):
                return R2F, q
    return -1, -1

@njit(cache=True)
def rand(st):
    x = st[0]
    x ^= x << 13
    x ^= (x >> 7) & 0x1FFFFFFFFFFFFFF
    x ^= x << 17
    st[0] = x
    return ((x >> 11) & 0xFFFFFFFFFFFFF) / 4503599627370496.0

@njit(cache=True)
def keeps(v, run, level):
    """Whether ``rebuild`` keeps a settled entry ``v`` besides the stack: level 2 every dead mark
    (sound, bold, or of the current run), 1 the sound ones, 0 none."""
    if level == 0 or v & V_STACK:
        return False
    if v & V_DEAD:
        return True
    return level == 2 and (v & V_BOLD or (v & V_RUNDEAD and ((v >> RUN_SHIFT) & RUN_MASK) == run))

@njit(cache=True)
def rebuild(keys, vals, mask, tstack, ntst, run, valid, bold_of, room):
    """Empty the full table but for the current run's stack (slots in ``tstack`` are moved) and
    the positions proven dead (the marks of finished runs settled first): all of them if they
    take at most ``room`` slots, else the sound ones if they do, else none (forgetting a dead
    position is sound: it is searched again). Returns the number of entries kept."""
    sound = 0
    every = 0
    for i in range(vals.shape[0]):
        if vals[i] != 0:
            v = normalize(vals, i, valid, bold_of, run)
            every += keeps(v, run, 2)
            sound += keeps(v, run, 1)
    level = 2 if every <= room else 1 if sound <= room else 0
    n = every if level == 2 else sound if level == 1 else 0
    keep = np.empty((ntst + n, W), np.int64)
    kv = np.empty(ntst + n, np.int64)
    for i in range(ntst):
        s = tstack[i]
        for j in range(W):
            keep[i, j] = keys[s, j]
        kv[i] = vals[s] & (V_USED | V_STACK | (RUN_MASK << RUN_SHIFT) | (IDX_MASK << IDX_SHIFT))
    n = ntst
    for i in range(vals.shape[0]):
        if vals[i] != 0 and keeps(vals[i], run, level):
            for j in range(W):
                keep[n, j] = keys[i, j]
            kv[n] = vals[i]
            n += 1
    vals[:] = 0
    for i in range(n):
        s = find(keys, vals, mask, keep[i])
        for j in range(W):
            keys[s, j] = keep[i, j]
        vals[s] = kv[i]
        if i < ntst:
            tstack[i] = s
    return n

@njit(cache=True)
def slot_for(keys, vals, mask, k, info):
    """The slot of key ``k``, inserted (with no marks) when new."""
    s = find(keys, vals, mask, k)
    if vals[s] == 0:
        for j in range(W):
            keys[s, j] = k[j]
        vals[s] = V_USED
        info[I_COUNT] += 1
    return s

@njit(cache=True)
def _run(res, tab, th, rl, F, keys, vals, valid, bold_of, LOWER, NEED, HOME,
        mv, frames, tstack, path, best_path, start, nstart, info,
        limit, deadline, seed, noise, bold, por, returns, max_depth, full_at, grow):
    """One run of _Run.visit from the position after ``start[:nstart]``. Returns the
    outcome (EXHAUSTED, WON, ABORT, INCOMPLETE or FULL: stopped to let the caller grow
    the table). ``info`` carries the node count and table load between runs and gets
    the run's best progress and line length (``best_path``), or the winning line's
    length (``path``)."""
    mask = vals.shape[0] - 1
    run_id = info[I_RUN]
    valid[run_id] = 1
    bold_of[run_id] = 1 if bold else 0
    slack = 3 if bold else 2
    rslack = max(slack, RESERVE_SLACK) if returns else slack
    test_pending = por and not bold and nstart == 0
    st = np.empty(1, np.int64)
    st[0] = seed | 1
    k = np.empty(W, np.int64)
    kp = np.empty(W, np.int64)
    sortkey = np.empty(256, np.float64)
    tmp = np.empty(MOVE_FIELDS, np.int64)
    below = np.empty(52, np.int64)
    tops = np.empty(8, np.int64)
    byrank = np.empty((14, 8), np.int64)
    nby = np.zeros(14, np.int64)
    empties = np.empty(8, np.int64)
    to = np.empty(8, np.int64)
    hts = np.empty(12, np.int64)
    maxpath = path.shape[0]
    maxmv = mv.shape[0] - 256
    maxtst = tstack.shape[0]
    npath = 0
    for i in range(nstart):
        do(tab, th, res, rl, F, start[i, 0], start[i, 1], start[i, 2])
        path[npath, 0] = start[i, 0]
        path[npath, 1] = start[i, 1]
        path[npath, 2] = start[i, 2]
        npath += 1
    best = -1
    bestlen = 0
    counter = 0
    ntst = 0
    depth = 0        # frames on the stack
    incomplete = False
    outcome = EXHAUSTED
    # the call being made: its pending obligations and whether it is known to pass the test
    pn, p0, p1, alive = 0, -1, -1, False
    mvtop = 0
    calling = True
    ret = 0
    while True:
        if calling:
            # ---- visit(pending, alive): enter a position
            path_before = npath
            overflow = False
            if pn == 0:
                while True:
                    kind, a = safe_move(tab, th, res, rl, F, slack, rslack)
                    if kind < 0:
                        break
                    if npath >= maxpath - 1:  # (no room left on the line: a depth limit)
                        incomplete = overflow = True
                        break
                    c = tab[a, th[a] - 1] if kind == T2F else res[a, rl[a] - 1]
                    do(tab, th, res, rl, F, kind, a, c & 3)
                    path[npath, 0] = kind
                    path[npath, 1] = a
                    path[npath, 2] = c & 3
                    npath += 1
            if F[0] + F[1] + F[2] + F[3] == 52:
                info[I_PATHLEN] = npath
                outcome = WON
                break
            prog = PROG_HOME * (F[0] + F[1] + F[2] + F[3]) - PROG_RES * (rl[0] + rl[1] + rl[2] + rl[3])
            if prog > best:
                best = prog
                for i in range(npath):
                    best_path[i, 0] = path[i, 0]
                    best_path[i, 1] = path[i, 1]
                    best_path[i, 2] = path[i, 2]
                bestlen = npath
            # the key; None (dead) when the plain position is dead
            plain_key(tab, th, rl, kp, below)
            known = -2  # -2: a new position; else its low-link value
            if overflow:
                known = INF
            sp = -1
            if known == -2 and pn:
                sp = find(keys, vals, mask, kp)
                if vals[sp] != 0 and is_dead(normalize(vals, sp, valid, bold_of, run_id), bold, run_id):
                    known = INF
            if known == -2:
                for j in range(W):
                    k[j] = kp[j]
                if pn:
                    k[5] |= (mv[p0, M_CARD] | (mv[p0, M_SID] << 6)) << 36
                    if pn == 2:
                        k[5] |= (mv[p1, M_CARD] | (mv[p1, M_SID] << 6)) << 49
                s = find(keys, vals, mask, k)
                if vals[s] != 0:
                    v = normalize(vals, s, valid, bold_of, run_id)
                    if is_dead(v, bold, run_id):
                        known = INF
                    elif v & V_STACK:
                        known = (v >> IDX_SHIFT) & IDX_MASK
            if known == -2:
                info[I_NODES] += 1
                if info[I_NODES] > limit:
                    outcome = ABORT
                    break
                if (info[I_NODES] & 255) == 0 and clock() > deadline:
                    outcome = ABORT
                    break
                if info[I_COUNT] >= full_at:
                    if grow:
                        outcome = FULL
                        break
                    info[I_COUNT] = rebuild(keys, vals, mask, tstack, ntst, run_id, valid, bold_of, full_at // 2)
                    s = find(keys, vals, mask, k)
                if not alive and (pn == 0 or test_pending):
                    if pn == 0:  # (the plain key is the key: its slot is known)
                        sp = s
                        if vals[sp] == 0:
                            for j in range(W):
                                keys[sp, j] = k[j]
                            vals[sp] = V_USED
                            info[I_COUNT] += 1
                    else:  # (the plain key may take the empty slot found for the key)
                        sp = slot_for(keys, vals, mask, kp, info)
                        s = find(keys, vals, mask, k)
                    vp = normalize(vals, sp, valid, bold_of, run_id)
                    if not vp & V_PASSED:
                        if relaxed_dead(tab, th, res, rl, F, LOWER, NEED, HOME, hts):
                            vals[sp] = (vp & ~(RUN_MASK << RUN_SHIFT)) | V_RUNDEAD | (run_id << RUN_SHIFT)
                            known = INF
                        else:
                            vals[sp] = vp | V_PASSED
            if known == -2 and (depth >= max_depth or ntst >= maxtst or mvtop >= maxmv
                                or npath >= maxpath - 1):
                incomplete = True
                known = INF
            if known != -2:
                # take back the safe moves and return ``known`` to the caller
                while npath > path_before:
                    npath -= 1
                    undo(tab, th, res, rl, F, path[npath, 0], path[npath, 1], path[npath, 2])
                ret = known
                calling = False
                if depth == 0:
                    break
            else:
                # push: a new frame, its moves generated and ordered
                if vals[s] == 0:
                    for j in range(W):
                        keys[s, j] = k[j]
                    vals[s] = V_USED
                    info[I_COUNT] += 1
                my = counter
                counter += 1
                v = vals[s] & ~((RUN_MASK << RUN_SHIFT) | (IDX_MASK << IDX_SHIFT))
                vals[s] = v | V_STACK | (run_id << RUN_SHIFT) | (my << IDX_SHIFT)
                tstack[ntst] = s
                ntst += 1
                fr = frames[depth]
                fr[F_PATH] = path_before
                fr[F_AUTO] = npath - path_before
                fr[F_MY] = my
                fr[F_LOW] = my
                fr[F_PN] = pn
                fr[F_P0] = p0
                fr[F_P1] = p1
                m0 = mvtop
                m1 = gen(tab, th, res, rl, F, slack, returns, mv, m0, pn, p0, p1, tops, byrank, nby, empties, to)
                # order: score (+ noise in randomised runs), best first; stable
                cnt = m1 - m0
                for i in range(cnt):
                    sk = float(mv[m0 + i, M_SCORE])
                    if noise > 0.0:
                        sk += noise * rand(st)
                    sortkey[i] = sk
                for i in range(1, cnt):
                    x = sortkey[i]
                    for j in range(MOVE_FIELDS):
                        tmp[j] = mv[m0 + i, j]
                    j = i - 1
                    while j >= 0 and sortkey[j] < x:
                        sortkey[j + 1] = sortkey[j]
                        for f in range(MOVE_FIELDS):
                            mv[m0 + j + 1, f] = mv[m0 + j, f]
                        j -= 1
                    sortkey[j + 1] = x
                    for f in range(MOVE_FIELDS):
                        mv[m0 + j + 1, f] = tmp[f]
                fr[F_MV0] = m0
                fr[F_MVN] = cnt
                fr[F_CUR] = 0
                mvtop = m1
                depth += 1
                calling = False
                ret = -1  # (no child returned yet)
        else:
            # ---- in the top frame: take a child's answer, then the next move
            fr = frames[depth - 1]
            if ret >= 0:
                m = fr[F_MV0] + fr[F_CUR] - 1
                undo(tab, th, res, rl, F, mv[m, M_KIND], mv[m, M_A], mv[m, M_B])
                npath -= 1
                if ret < fr[F_LOW]:
                    fr[F_LOW] = ret
            if fr[F_CUR] < fr[F_MVN]:
                m = fr[F_MV0] + fr[F_CUR]
                fr[F_CUR] += 1
                do(tab, th, res, rl, F, mv[m, M_KIND], mv[m, M_A], mv[m, M_B])
                path[npath, 0] = mv[m, M_KIND]
                path[npath, 1] = mv[m, M_A]
                path[npath, 2] = mv[m, M_B]
                npath += 1
                fpn = fr[F_PN]
                if not mv[m, M_POST] or not por:
                    pn, p0, p1 = 0, -1, -1
                    alive = fpn == 0 and mv[m, M_KIND] <= R2F
                else:
                    alive = False
                    if fpn == 0:
                        pn, p0, p1 = 1, m, -1
                    else:
                        q0 = fr[F_P0]
                        dep0 = (mv[m, M_SRC] == mv[q0, M_SRC] or mv[m, M_SRC] == mv[q0, M_DST]
                                or mv[m, M_DST] == mv[q0, M_SRC] or mv[m, M_DST] == mv[q0, M_DST])
                        dep1 = True
                        if fpn == 2:
                            q1 = fr[F_P1]
                            dep1 = (mv[m, M_SRC] == mv[q1, M_SRC] or mv[m, M_SRC] == mv[q1, M_DST]
                                    or mv[m, M_DST] == mv[q1, M_SRC] or mv[m, M_DST] == mv[q1, M_DST])
                        if dep0 and dep1:
                            pn, p0, p1 = 1, m, -1
                        else:
                            pn, p0, p1 = 2, q0, m
                calling = True
                continue
            # every move tried: leave the frame (a component root pops its component)
            depth -= 1
            my = fr[F_MY]
            low = fr[F_LOW]
            if low == my:
                while True:
                    ntst -= 1
                    s = tstack[ntst]
                    v = vals[s]
                    idx = (v >> IDX_SHIFT) & IDX_MASK
                    vals[s] = (v & ~(V_STACK | (IDX_MASK << IDX_SHIFT))) | V_RUNDEAD
                    if idx == my:
                        break
            mvtop = fr[F_MV0]
            while npath > fr[F_PATH]:
                npath -= 1
                undo(tab, th, res, rl, F, path[npath, 0], path[npath, 1], path[npath, 2])
            ret = low
            if depth == 0:
                break
    info[I_BEST] = best
    info[I_BESTLEN] = bestlen
    info[I_INCOMPLETE] = 1 if incomplete else 0
    if outcome == EXHAUSTED and incomplete:
        outcome = INCOMPLETE
    # undo everything (the arrays are the caller's start position again)
    while npath > 0:
        npath -= 1
        undo(tab, th, res, rl, F, path[npath, 0], path[npath, 1], path[npath, 2])
    return outcome

@njit(cache=True)
def _rehash(keys, vals, nkeys, nvals):
    """Move every entry of the table into the (larger, empty) table ``nkeys``/``nvals``."""
    mask = nvals.shape[0] - 1
    for i in range(vals.shape[0]):
        if vals[i] != 0:
            s = find(nkeys, nvals, mask, keys[i])
            for j in range(W):
                nkeys[s, j] = keys[i, j]
            nvals[s] = vals[i]


#: The hash table: slots at the start and, by default, at most (each 56 bytes; grown by doubling
#: when 70 % full, never after the deadline; at the most, or past the deadline, it is emptied but
#: for the running search's stack and the positions proven dead instead, ``rebuild``).
#: ``KernelSearch(max_slots=…)`` changes the cap (the sweeps raise it: ``solver.SWEEP_SLOTS``; the
#: table's verdict lowers it, ``verdict.VERDICT_SLOTS``); a compiled hint keeps this one (2^21: 117 MB).
FIRST_SLOTS = 1 << 16
MAX_SLOTS = 1 << 21
FILL = 0.7
#: Rows for the moves of the positions on the search stack (the buffer is only touched as far as used).
MOVE_ROWS = 24


class KernelSearch:
    """``solver._Search`` with compiled runs: the same ``run``, ``pool``, ``path`` and ``nodes``.
    ``clock`` measures the deadlines; ``max_depth`` caps the depth (``search_common.MAX_DEPTH``,
    as the Python search); ``returns``: whether foundation cards may come back to the tableau
    (``solver.ALLOW_RETURNS``, which the solver passes in); ``max_slots``: the hash table's cap
    (a power of two; ``MAX_SLOTS`` when None)."""

    def __init__(self, state, clock=time.perf_counter, max_depth: int = MAX_DEPTH, returns: bool = True,
                 max_slots: int | None = None) -> None:
        self.clock = clock
        self.max_slots = max_slots = max_slots or MAX_SLOTS
        self.returns = returns
        tab, res, rl, F = internal(state)
        self.res = np.zeros((4, MAXR), np.int64)
        for q, p in enumerate(res):
            self.res[q, :len(p)] = p
        self.tab = np.zeros((8, MAXT), np.int64)
        self.th = np.zeros(8, np.int64)
        for p, t in enumerate(tab):
            self.tab[p, :len(t)] = t
            self.th[p] = len(t)
        self.rl = np.array(rl, np.int64)
        self.F = np.array(F, np.int64)
        self.max_depth = max_depth
        self._new_table(min(FIRST_SLOTS, max_slots))
        self.valid = np.zeros(MAX_RUNS, np.uint8)
        self.bold_of = np.zeros(MAX_RUNS, np.uint8)
        self.LOWER = np.array(LOWER, np.int64)
        self.NEED = np.array(NEED, np.int64)
        self.HOME = np.array(HOME, np.int64)
        self.mv = np.empty((MOVE_ROWS * self.max_depth + 512, MOVE_FIELDS), np.int64)
        self.frames = np.empty((self.max_depth + 1, NF), np.int64)
        self.tstack = np.empty(int(max_slots * FILL) + 1, np.int64)
        self.line = np.empty((4 * self.max_depth + 64, 3), np.int64)
        self.best_line = np.empty_like(self.line)
        self.info = np.zeros(8, np.int64)
        self.pool: list = []
        self.path: list = []

    def _new_table(self, slots: int) -> None:
        self.keys = np.zeros((slots, W), np.int64)
        self.vals = np.zeros(slots, np.int64)

    @property
    def nodes(self) -> int:
        return int(self.info[I_NODES])

    def run(self, budget: int, deadline: float, rng, noise: float, bold: bool = False,
            por: bool = True, start: tuple = ()) -> bool:
        """``_Search.run``: True when won (``self.path`` holds the line), False when the graph is
        exhausted; raises ``search_common.Abort`` when a budget, the deadline or the depth limit stops it."""
        NOW[0] = self.clock
        if self.info[I_RUN] >= MAX_RUNS - 1:  # run ids are spent: forget everything (sound)
            self.vals[:] = 0
            self.info[I_COUNT] = 0
            self.info[I_RUN] = 0
        starts = np.array(start, np.int64).reshape(-1, 3)
        limit = self.nodes + budget
        seed = rng.getrandbits(62) if rng is not None else 1
        noise = noise if rng is not None else 0.0
        while True:
            slots = self.vals.shape[0]
            outcome = _run(
                self.res, self.tab, self.th, self.rl, self.F, self.keys, self.vals, self.valid,
                self.bold_of, self.LOWER, self.NEED, self.HOME, self.mv, self.frames, self.tstack,
                self.line, self.best_line, starts, len(starts), self.info, limit, deadline, seed, noise,
                bold, por, self.returns, self.max_depth, int(slots * FILL),
                slots < self.max_slots and self.clock() < deadline)
            rid = int(self.info[I_RUN])
            self.info[I_RUN] = rid + 1
            if self.info[I_INCOMPLETE]:  # it hit the depth limit: its dead marks do not count
                self.valid[rid] = 0
            prog = int(self.info[I_BEST])
            if wants(self.pool, prog):  # (only then is the line turned into tuples)
                offer(self.pool, prog, [tuple(r) for r in self.best_line[:int(self.info[I_BESTLEN])].tolist()])
            if outcome != FULL:
                break
            # the table is 70 % full: a table twice the size, and the same run again (what it
            # proved dead stays dead, so it goes on about where it stopped)
            keys, vals = self.keys, self.vals
            self._new_table(2 * slots)
            _rehash(keys, vals, self.keys, self.vals)
            seed += 1
        if outcome == WON:
            n = int(self.info[I_PATHLEN])
            self.path = [tuple(r) for r in self.line[:n].tolist()]
            return True
        if outcome == EXHAUSTED:
            return False
        raise Abort
