"""Castile Solitaire: the rules (state, moves, the protocol and the helpers the scene uses).

One 52-card deck, all face up: 8 tableau piles ``t0``–``t7`` (3 cards each at
the start), 4 reserve piles ``r0``–``r3`` (7 each), 4 foundations ``f0``–``f3``.
One card moves at a time (always the top card of its pile):

- onto a tableau pile: exactly one rank lower than its top, suit ignored; only
  a king goes onto an empty tableau pile;
- onto a foundation: any ace onto an empty foundation, then up in suit to K;
- nothing is ever placed on a reserve pile; reserve tops play to foundations
  or onto the tableau;
- a foundation's top card may go back onto a tableau pile that accepts it
  (never onto a reserve or another foundation).

Won when all 52 cards are on the foundations; over when won, resigned, or when
no legal move is left (a loss). No chance steps: deal ``n`` is a pure function
of ``n`` (see ``game.castile.deal``).

Nothing is hidden: every card lies face up and the deal number is public, so
a view is the state itself. ``state_from_json`` refuses every position play
cannot produce (``game.castile.state_check``).
"""
from __future__ import annotations

from typing import Any

from game.core import IllegalMove
from game.records import record

from .deal import DECK, RANKS, SUITS, deal_layout

__all__ = [
    "NAME", "VERSION", "PILES", "TABLEAU", "RESERVE", "FOUNDATIONS",
    "State", "Move", "Resign", "RESIGN",
    "new_game", "current_player", "legal_moves", "sample_chance", "apply_move", "is_over",
    "scores", "winners", "view",
    
    "top", "pile_cards", "check_move", "targets", "foundation_for", "is_won",
    "safe_auto_moves", "only_foundation_moves_left", "rank_of", "suit_of", "is_red",
    "card_name_ok", "layout_of",
]

NAME = "castile"
VERSION = 1
TABLEAU: tuple[str, ...] = tuple(f"t{i}" for i in range(8))
RESERVE: tuple[str, ...] = tuple(f"r{i}" for i in range(4))
FOUNDATIONS: tuple[str, ...] = tuple(f"f{i}" for i in range(4))
PILES: tuple[str, ...] = TABLEAU + RESERVE + FOUNDATIONS
_PILE_SET = frozenset(PILES)
_CARD_SET = frozenset(DECK)


# --------------------------------------------------------------------------- cards


def rank_of(card: str) -> int:
    """1 for an ace … 13 for a king."""
    return RANKS.index(card[0]) + 1


def suit_of(card: str) -> str:
    """``"S"``, ``"H"``, ``"D"`` or ``"C"``."""
    return card[1]


def is_red(card: str) -> bool:
    return card[1] in "HD"


def card_name_ok(card: Any) -> bool:
    return isinstance(card, str) and card in _CARD_SET


def _card(rank: int, suit: str) -> str:
    return RANKS[rank - 1] + suit


# --------------------------------------------------------------------------- state and moves


@record(order=False)
class State:
    """A Castile position. Every pile is a tuple of cards, bottom → top."""

    tableau: tuple[tuple[str, ...], ...]
    reserve: tuple[tuple[str, ...], ...]
    foundations: tuple[tuple[str, ...], ...]
    deal: int | None
    resigned: bool = False


@record
class Move:
    """Move the top card of pile ``src`` onto pile ``dst`` (pile names from ``PILES``)."""

    src: str
    dst: str


@record
class Resign:
    """Give up (the game is lost)."""


RESIGN = Resign()


def _group(pile: str) -> tuple[str, int]:
    return pile[0], int(pile[1])


def pile_cards(s: State, pile: str) -> tuple[str, ...]:
    """The cards of ``pile`` bottom → top. Raises ``IllegalMove`` for an unknown pile name."""
    if not isinstance(pile, str) or pile not in _PILE_SET:
        raise IllegalMove("castile.unknown_pile", f"There is no pile called {pile!r}.", pile=str(pile))
    kind, i = _group(pile)
    if kind == "t":
        return s.tableau[i]
    if kind == "r":
        return s.reserve[i]
    return s.foundations[i]


def top(s: State, pile: str) -> str | None:
    """The top card of ``pile``, or None when it is empty."""
    cards = pile_cards(s, pile)
    return cards[-1] if cards else None


def _replace_pile(piles: tuple[tuple[str, ...], ...], i: int, cards: tuple[str, ...]):
    return piles[:i] + (cards,) + piles[i + 1:]


# --------------------------------------------------------------------------- layouts


def _validate_layout(tableau, reserve, foundations) -> None:
    """Raise ValueError unless the piles hold the 52 cards once and the foundations are runs."""
    seen: dict[str, str] = {}
    for group, piles in (("tableau", tableau), ("reserve", reserve), ("foundations", foundations)):
        for i, pile in enumerate(piles):
            for card in pile:
                if not card_name_ok(card):
                    raise ValueError(f"{group} pile {i}: {card!r} is not a card (rank A23456789TJQK + suit SHDC)")
                if card in seen:
                    raise ValueError(f"card {card} appears twice (in {seen[card]} and {group} pile {i})")
                seen[card] = f"{group} pile {i}"
    if len(seen) != 52:
        missing = sorted(set(DECK) - set(seen), key=DECK.index)
        raise ValueError(f"a layout must hold all 52 cards once; missing: {' '.join(missing)}")
    for i, pile in enumerate(foundations):
        if not pile:
            continue
        suit = suit_of(pile[0])
        want = tuple(_card(r, suit) for r in range(1, len(pile) + 1))
        if tuple(pile) != want:
            raise ValueError(
                f"foundation {i} must be a run of one suit from the ace up, like {' '.join(want)}; got {' '.join(pile)}"
            )


def _piles_from(value, count: int, what: str) -> tuple[tuple[str, ...], ...]:
    if not isinstance(value, (list, tuple)) or len(value) != count:
        raise ValueError(f"layout {what!r} must be a list of {count} piles")
    out = []
    for i, pile in enumerate(value):
        if not isinstance(pile, (list, tuple)):
            raise ValueError(f"layout {what!r} pile {i} must be a list of cards")
        out.append(tuple(pile))
    return tuple(out)


def layout_of(s: State) -> dict:
    """The layout dict of ``s`` (lists), as ``new_game(layout=…)`` takes it."""
    return {
        "tableau": [list(p) for p in s.tableau],
        "reserve": [list(p) for p in s.reserve],
        "foundations": [list(p) for p in s.foundations],
    }


def new_game(players: int = 1, seed: int = 0, layout: dict | None = None, **options) -> State:
    """A new game: deal number ``seed`` (>= 0), or the custom ``layout``.

    ``layout`` = ``{"tableau": [8 piles], "reserve": [4 piles], "foundations": [4 piles]}``
    (foundations optional), piles bottom → top of any length, holding the 52
    cards exactly once; each foundation a run of one suit from the ace up.
    Other options (e.g. a UI's "winnable deals only" flag, which only affects
    how the deal number is chosen) do not change the rules and are ignored.
    """
    if isinstance(players, bool) or players != 1:
        raise ValueError(f"Castile Solitaire is played by 1 player, not {players!r}")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"the seed (deal number) must be an int, not {type(seed).__name__}")
    if layout is None:
        if seed < 0:
            raise ValueError(f"the deal number must be >= 0, not {seed}")
        layout = deal_layout(seed)
        deal: int | None = seed
    else:
        deal = None
    if not isinstance(layout, dict):
        raise ValueError("layout must be a dict with 'tableau', 'reserve' and optional 'foundations'")
    unknown = set(layout) - {"tableau", "reserve", "foundations"}
    if unknown:
        raise ValueError(f"unknown layout key(s): {', '.join(sorted(map(str, unknown)))}")
    if "tableau" not in layout or "reserve" not in layout:
        raise ValueError("layout needs 'tableau' (8 piles) and 'reserve' (4 piles)")
    tableau = _piles_from(layout["tableau"], 8, "tableau")
    reserve = _piles_from(layout["reserve"], 4, "reserve")
    foundations = _piles_from(layout.get("foundations", [[], [], [], []]), 4, "foundations")
    _validate_layout(tableau, reserve, foundations)
    return State(tableau=tableau, reserve=reserve, foundations=foundations, deal=deal)


# --------------------------------------------------------------------------- checking moves


def _foundation_error(card: str, found: tuple[str, ...]) -> IllegalMove | None:
    """Why ``card`` cannot go onto foundation pile ``found`` (None if it can)."""
    if not found:
        if rank_of(card) == 1:
            return None
        return IllegalMove("castile.foundation_ace", "Only an ace starts a foundation.", card=card)
    last = found[-1]
    if rank_of(last) == 13:
        return IllegalMove("castile.foundation_full", "This foundation is complete.", card=card)
    needed = _card(rank_of(last) + 1, suit_of(last))
    if card != needed:
        return IllegalMove(
            "castile.foundation_sequence",
            f"Foundations build up in suit: {needed} is next.",
            card=card, needed=needed,
        )
    return None


def _tableau_error(card: str, pile: tuple[str, ...]) -> IllegalMove | None:
    if not pile:
        if rank_of(card) == 13:
            return None
        return IllegalMove("castile.empty_tableau_king_only", "Only kings may go to an empty space.", card=card)
    target = pile[-1]
    if rank_of(target) != rank_of(card) + 1:
        return IllegalMove(
            "castile.tableau_rank",
            f"A {card} only goes on a card one rank higher.",
            card=card, target=target,
        )
    return None


def _move_error(s: State, src: Any, dst: Any) -> IllegalMove | None:
    """The IllegalMove that moving the top of ``src`` onto ``dst`` raises, or None (ignores game over)."""
    for pile in (src, dst):
        if not isinstance(pile, str) or pile not in _PILE_SET:
            return IllegalMove("castile.unknown_pile", f"There is no pile called {pile!r}.", pile=str(pile))
    if src == dst:
        return IllegalMove("castile.same_pile", "A card must move to a different pile.", pile=src)
    dkind, di = _group(dst)
    skind, _ = _group(src)
    if dkind == "r":
        return IllegalMove("castile.onto_reserve", "Nothing may be placed on a reserve pile.", pile=dst)
    cards = pile_cards(s, src)
    if not cards:
        return IllegalMove("castile.empty_source", "There is no card to move there.", pile=src)
    card = cards[-1]
    if dkind == "f":
        if skind == "f":
            return IllegalMove(
                "castile.foundation_to_foundation",
                "A foundation card may only go back onto a tableau pile.", card=card,
            )
        return _foundation_error(card, s.foundations[di])
    return _tableau_error(card, s.tableau[di])


def is_won(s: State) -> bool:
    return sum(len(f) for f in s.foundations) == 52


def _has_move(s: State) -> bool:
    return bool(_legal(s))


def is_over(s: State) -> bool:
    return s.resigned or is_won(s) or not _has_move(s)


def current_player(s: State) -> int | None:
    return None if is_over(s) else 0


def check_move(s: State, src: str, dst: str) -> None:
    """Raise the ``IllegalMove`` that ``apply_move(s, Move(src, dst))`` would raise; else return None."""
    if s.resigned or is_won(s):
        raise IllegalMove("castile.game_over", "The game is over.")
    err = _move_error(s, src, dst)
    if err is not None:
        if not _has_move(s):
            raise IllegalMove("castile.game_over", "The game is over.")
        raise err


def _legal(s: State) -> list[Move]:
    moves = []
    for src in PILES:
        cards = pile_cards(s, src)
        if not cards:
            continue
        for dst in _targets_unchecked(s, src, cards[-1]):
            moves.append(Move(src, dst))
    moves.sort()
    return moves


_RANK = {r: i + 1 for i, r in enumerate(RANKS)}


def _fits_foundation(card: str, found: tuple[str, ...]) -> bool:
    if not found:
        return card[0] == "A"
    last = found[-1]
    return last[1] == card[1] and _RANK[card[0]] == _RANK[last[0]] + 1


def _fits_tableau(card: str, pile: tuple[str, ...]) -> bool:
    if not pile:
        return card[0] == "K"
    return _RANK[pile[-1][0]] == _RANK[card[0]] + 1


def _targets_unchecked(s: State, src: str, card: str) -> list[str]:
    """Where ``card`` (the top of ``src``) may go (same answers as ``_move_error``, faster)."""
    out = []
    if src[0] != "f":
        for i, f in enumerate(s.foundations):
            if _fits_foundation(card, f):
                out.append(FOUNDATIONS[i])
    for i, t in enumerate(s.tableau):
        if TABLEAU[i] != src and _fits_tableau(card, t):
            out.append(TABLEAU[i])
    return out


def targets(s: State, src: str) -> list[str]:
    """The piles the top card of ``src`` may legally move to now (sorted; [] when over)."""
    cards = pile_cards(s, src)
    if not cards or s.resigned or is_won(s):
        return []
    return sorted(_targets_unchecked(s, src, cards[-1]))


def legal_moves(s: State) -> list:
    """Every legal ``Move`` (sorted), then ``RESIGN`` last; [] when the game is over."""
    if s.resigned or is_won(s):
        return []
    moves = _legal(s)
    if not moves:
        return []
    return moves + [RESIGN]


def sample_chance(s: State, rng) -> Any:
    raise IllegalMove("castile.no_chance", "Castile Solitaire has no chance steps.")


def apply_move(s: State, m) -> State:
    """The state after move ``m`` (pure). Raises ``IllegalMove`` for an illegal move."""
    if s.resigned or is_won(s):
        raise IllegalMove("castile.game_over", "The game is over.")
    if isinstance(m, Resign):
        if not _has_move(s):
            raise IllegalMove("castile.game_over", "The game is over.")
        return State(s.tableau, s.reserve, s.foundations, s.deal, True)
    if not isinstance(m, Move):
        if not _has_move(s):
            raise IllegalMove("castile.game_over", "The game is over.")
        raise IllegalMove("castile.not_a_move", "That is not a Castile move.", move=repr(m))
    check_move(s, m.src, m.dst)
    tableau, reserve, foundations = s.tableau, s.reserve, s.foundations
    skind, si = _group(m.src)
    if skind == "t":
        card = tableau[si][-1]
        tableau = _replace_pile(tableau, si, tableau[si][:-1])
    elif skind == "r":
        card = reserve[si][-1]
        reserve = _replace_pile(reserve, si, reserve[si][:-1])
    else:
        card = foundations[si][-1]
        foundations = _replace_pile(foundations, si, foundations[si][:-1])
    dkind, di = _group(m.dst)
    if dkind == "t":
        tableau = _replace_pile(tableau, di, tableau[di] + (card,))
    else:
        foundations = _replace_pile(foundations, di, foundations[di] + (card,))
    return State(tableau, reserve, foundations, s.deal, s.resigned)


def scores(s: State) -> list[int]:
    """[number of cards on the foundations]."""
    return [sum(len(f) for f in s.foundations)]


def winners(s: State) -> list[int]:
    return [0] if is_won(s) else []


def view(s: State, player: int) -> State:
    """Nothing is hidden in Castile."""
    return s


# --------------------------------------------------------------------------- helpers for the scene


def foundation_for(s: State, card: str) -> str | None:
    """The foundation pile that accepts ``card`` now (the lowest empty one for an ace), or None."""
    if not card_name_ok(card):
        return None
    for i, f in enumerate(s.foundations):
        if card in f:
            return None
    for i, f in enumerate(s.foundations):
        if _fits_foundation(card, f):
            return FOUNDATIONS[i]
    return None


def _min_foundation_rank(s: State) -> int:
    """The lowest rank complete on every suit (0 when some suit has no ace home)."""
    tops = {suit_of(f[0]): len(f) for f in s.foundations if f}
    return min(tops.get(suit, 0) for suit in SUITS)


def safe_auto_moves(s: State) -> list[Move]:
    """Foundation moves that can never turn a winnable position into a lost one.

    Rule: a playable card (top of a tableau or reserve pile) of rank ``r`` may
    go home when every suit's foundation has reached at least rank ``r − 2``
    (so aces and twos always are safe).

    Why: on the tableau a card of rank ``r`` only ever serves as the target of
    an ``r − 1``. All cards of rank ≤ ``r − 2`` are home; each ``r − 1`` can
    therefore go home as soon as it is playable, and cards that come back from
    a foundation onto the tableau (all below ``r`` here, or higher cards that
    never need our card) can simply stay home. Take any winning line from the
    position before the move and replay it with our card already home: moves
    of cards of rank < ``r`` onto our card (or onto such low cards) become moves
    home, moves of our card and of the low cards that would leave a foundation
    are skipped, every other move stays legal (the cards on top of each pile
    are the same or only low cards were removed), so the replay wins too.

    The moves are listed so that they can all be applied in order (two aces
    get two different empty foundations). [] when the game is over.
    """
    if s.resigned or is_won(s):
        return []
    limit = _min_foundation_rank(s) + 2
    free = [FOUNDATIONS[i] for i, f in enumerate(s.foundations) if not f]
    moves = []
    for src in TABLEAU + RESERVE:
        card = top(s, src)
        if card is None or rank_of(card) > limit:
            continue
        if rank_of(card) == 1:
            if free:
                moves.append(Move(src, free.pop(0)))
            continue
        dst = foundation_for(s, card)
        if dst is not None:
            moves.append(Move(src, dst))
    return moves


def only_foundation_moves_left(s: State) -> bool:
    """True when playing cards home in a greedy loop (tops of tableau and reserve piles
    whose foundation is ready) brings every card home, so the game can be finished
    automatically with foundation moves only.

    Greedy is exact here: a move home only uncovers cards and never takes a
    foundation move away from another card. True when already won; False when resigned.
    """
    if s.resigned:
        return False
    tops = {suit_of(f[0]): rank_of(f[-1]) for f in s.foundations if f}
    level = {suit: tops.get(suit, 0) for suit in SUITS}
    piles = [list(p) for p in s.tableau + s.reserve]
    progress = True
    while progress:
        progress = False
        for pile in piles:
            while pile and level[suit_of(pile[-1])] + 1 == rank_of(pile[-1]):
                level[suit_of(pile[-1])] += 1
                pile.pop()
                progress = True
    return all(not p for p in piles)
