"""CATsle Builders: the rules (state, moves, the protocol and the helpers the UI and AI share).

3–5 players, cards ``"W7"`` (suits W G R Y B, values 1–12; no B with 3
players), three rounds (RULES.md, "CATsle Builders (seed 001)").

- ``Start(player)`` (chance, the game's first step): the starter of round 1.
- ``Deal(hands)`` (chance, every round): each hand sorted canonically; the
  undealt cards stay out of the round, unseen (the state does not hold them).
- A trick: the leader ``Play``s any card, the others in turn order must follow
  the led suit if they can. Then the players take cards from the trick, one
  ``Take(card, column)`` per card, strongest first: the strongest takes 1, the
  second 2, every further player but the weakest 1, the weakest none. A taken
  card goes to the column already holding its suit, else to any empty column.
  The two-card taker leads the next trick.
- After the last trick the round is scored (``round_score``); round r+1 starts
  with the player after round r's starter, with empty tableaux.
- After round 3 the highest total wins; tie → most columns exactly at their
  limit in round 3; still tied → shared.

House defaults (RULES.md marks them) live in one table, ``HOUSE_RULES``.
"A card with no legal column" cannot happen: there are always as many columns
as suits in play (4 with 3 players, 5 with 4–5 players), so a suit without a
column always finds an empty one.

Every refused move raises ``IllegalMove`` with a stable ``catsle.*`` code (see
``ERROR_CODES``); ``play_error`` / ``take_error`` give the error without raising.

Secrets: the hands. A state holds no seed (the match keeps it), so nothing in
it lets anyone recompute a deal with ``sample_chance``; ``view(state, p)``
leaves only ``p``'s own hand (the others are None; their sizes follow from the
public tricks). ``state_from_json`` refuses every position play cannot
produce (``game.catsle.state_check``); it loads views too.
"""
from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from game.core import CHANCE, IllegalMove
from game.records import record

from .scoring import EXACT_BONUS, SUITS, exact_columns, round_score, suit_of, trick_ranking, value_of

__all__ = [
    "NAME", "VERSION", "ROUNDS", "PHASES", "HOUSE_RULES", "OPTIONS", "ERROR_CODES",
    "State", "Start", "Deal", "Play", "Take",
    "new_game", "current_player", "legal_moves", "sample_chance", "apply_move", "is_over",
    "scores", "winners", "view",
    "deck", "card_key", "sort_cards", "take_counts",
    "hand", "hand_count", "trick", "columns", "limits", "phase", "takers", "taker_counts",
    "legal_columns", "playable", "play_error", "take_error", "round_number", "round_scores",
    "last_trick", "exact_count", "tricks", "starter", "leader", "led_suit", "pool", "options",
]

NAME = "catsle"
VERSION = 1
ROUNDS = 3
PHASES = ("start", "deal", "play", "take", "over")
_PLAYERS = (3, 4, 5)

#: The house defaults (RULES.md marks them; the printed values are unknown).
#: One table, shown on the rules screen. ``new_game`` options override them.
HOUSE_RULES: dict[str, Any] = {
    # cards per hand by player count
    "hand_size": {3: 12, 4: 12, 5: 10},
    # limits of columns 0-3 (with 4-5 players a column 4 with limit 0 follows)
    "limits": (2, 3, 4, 5),
    # who takes how many, strongest first: 1, 2, then 1 each, the weakest 0
    "taking": "1-2-1-0",
    # exact-limit bonus by the number of columns exactly at their limit (index 0..4)
    "exact_bonus": EXACT_BONUS,
}

#: The options ``new_game`` accepts and what they mean.
OPTIONS: dict[str, str] = {
    "hand_size": "int: cards per hand (default: 12 with 3-4 players, 10 with 5)",
    "limits": "4 ints >= 1: the limits of columns 0-3 (default 2, 3, 4, 5)",
    "taking": "'1-2-1-0' (the only scheme known)",
    "exact_bonus": "5 ints: the bonus for 0..4 columns exactly at their limit (default 0, 1, 3, 6, 10)",
}

#: Every code the rules raise, with the params they pass.
ERROR_CODES: dict[str, tuple[str, ...]] = {
    "catsle.game_over": (),
    "catsle.not_a_move": ("move",),
    "catsle.not_your_turn": ("player", "current"),
    "catsle.waiting_for_chance": (),
    "catsle.not_chance_step": (),
    "catsle.bad_player": ("player", "players"),
    "catsle.bad_deal": ("players", "hand_size"),
    "catsle.unknown_card": ("card",),
    "catsle.must_take": ("count",),
    "catsle.must_play": (),
    "catsle.not_in_hand": ("card",),
    "catsle.must_follow": ("suit",),
    "catsle.not_in_trick": ("card",),
    "catsle.bad_column": ("column", "columns"),
    "catsle.wrong_column": ("card", "column", "suit_column", "suit", "limit"),
    "catsle.column_taken": ("column", "suit"),
}


# --------------------------------------------------------------------------- cards

_SUIT_INDEX = {s: i for i, s in enumerate(SUITS)}


def card_key(card: str) -> tuple[int, int]:
    """Canonical order: suit W G R Y B, then value ascending."""
    return (_SUIT_INDEX[card[0]], value_of(card))


def sort_cards(cards) -> tuple[str, ...]:
    return tuple(sorted(cards, key=card_key))


def deck(players: int) -> tuple[str, ...]:
    """The cards in play for ``players`` (no B with 3), canonical order."""
    suits = SUITS[:4] if players == 3 else SUITS
    return tuple(f"{s}{v}" for s in suits for v in range(1, 13))


_ALL_CARDS = frozenset(deck(5))


def _is_card(c: Any) -> bool:
    return isinstance(c, str) and c in _ALL_CARDS


def take_counts(players: int) -> tuple[int, ...]:
    """Cards taken by rank (strongest first): 1, 2, then 1 each, the weakest 0."""
    return (1, 2) + (1,) * (players - 3) + (0,)


# --------------------------------------------------------------------------- moves


@record
class Start:
    """Chance, the game's first step: ``player`` starts round 1."""

    player: int


@record
class Deal:
    """Chance, every round: ``hands[p]`` (each sorted canonically)."""

    hands: tuple[tuple[str, ...], ...]

    def __post_init__(self) -> None:
        try:
            object.__setattr__(self, "hands", tuple(sort_cards(h) for h in self.hands))
        except (KeyError, TypeError, IndexError, ValueError):
            object.__setattr__(self, "hands", tuple(tuple(h) for h in self.hands))


@record
class Play:
    """Play ``card`` from the hand into the trick."""

    card: str


@record
class Take:
    """Take ``card`` from the trick and place it in ``column``."""

    card: str
    column: int


# --------------------------------------------------------------------------- state


@record(order=False)
class State:
    """A CATsle position (or a player's view of one).

    - ``hand_size``, ``limits`` (all columns, the 0-limit one included),
      ``bonus``: the options in force;
    - ``phase``: one of ``PHASES``; ``round``: 1-3 (0 before the start);
    - ``starter``: who started the current round (None before the start);
    - ``hands``: one sorted tuple per player (None where hidden), () before a deal;
    - ``leader``: who leads the current trick; ``trick``: ``(player, card)``
      in play order; ``pool``: the trick's cards not yet taken (take phase);
    - ``queue``: the players still to take, one entry per card (take phase);
      ``ranking``: the trick's players strongest first (take phase);
    - ``tableaux[p][c]``: the cards of column c in the order placed;
    - ``history``: the completed tricks of this round (public);
    - ``finished``: per finished round, per player, the points.
    """

    players: int
    hand_size: int = 12
    limits: tuple[int, ...] = (2, 3, 4, 5)
    bonus: tuple[int, ...] = EXACT_BONUS
    phase: str = "start"
    round: int = 0
    starter: int | None = None
    hands: tuple[tuple[str, ...] | None, ...] = ()
    leader: int = 0
    trick: tuple[tuple[int, str], ...] = ()
    pool: tuple[str, ...] = ()
    queue: tuple[int, ...] = ()
    ranking: tuple[int, ...] = ()
    tableaux: tuple[tuple[tuple[str, ...], ...], ...] = ()
    history: tuple[tuple[tuple[int, str], ...], ...] = ()
    finished: tuple[tuple[int, ...], ...] = ()


def _int_ok(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _empty_tableaux(players: int, n_columns: int) -> tuple:
    return tuple(((),) * n_columns for _ in range(players))


def new_game(players: int = 3, seed: int = 0, **options) -> State:
    """A new game for 3-5 players; the first step is the chance ``Start``.

    Options (see ``OPTIONS``; defaults in ``HOUSE_RULES``): ``hand_size``,
    ``limits``, ``taking``, ``exact_bonus``. Unknown options → ValueError.
    """
    if not _int_ok(players) or players not in _PLAYERS:
        raise ValueError(f"CATsle Builders is played by 3 to 5 players, not {players!r}")
    if not _int_ok(seed):
        raise ValueError(f"the seed must be an int, not {type(seed).__name__}")
    unknown = set(options) - set(OPTIONS)
    if unknown:
        raise ValueError(f"unknown CATsle option(s): {', '.join(sorted(map(str, unknown)))}")
    hand_size = options.get("hand_size", HOUSE_RULES["hand_size"][players])
    if not _int_ok(hand_size) or not 1 <= hand_size <= len(deck(players)) // players:
        raise ValueError(f"hand_size must be an int 1..{len(deck(players)) // players}, not {hand_size!r}")
    lim = options.get("limits", HOUSE_RULES["limits"])
    if not isinstance(lim, (list, tuple)) or len(lim) != 4 or not all(_int_ok(x) and x >= 1 for x in lim):
        raise ValueError(f"limits must be 4 ints >= 1, not {lim!r}")
    taking = options.get("taking", HOUSE_RULES["taking"])
    if taking != HOUSE_RULES["taking"]:
        raise ValueError(f"taking must be {HOUSE_RULES['taking']!r}, not {taking!r}")
    bonus = options.get("exact_bonus", HOUSE_RULES["exact_bonus"])
    if not isinstance(bonus, (list, tuple)) or len(bonus) != 5 or not all(_int_ok(x) for x in bonus):
        raise ValueError(f"exact_bonus must be 5 ints, not {bonus!r}")
    limits_ = tuple(lim) + ((0,) if players >= 4 else ())
    return State(players=players, hand_size=hand_size, limits=limits_, bonus=tuple(bonus),
                 tableaux=_empty_tableaux(players, len(limits_)))


def options(s: State) -> dict:
    """The options in force, as ``new_game`` takes them."""
    return {"hand_size": s.hand_size, "limits": list(s.limits[:4]), "taking": HOUSE_RULES["taking"],
            "exact_bonus": list(s.bonus)}


# --------------------------------------------------------------------------- small questions


def phase(s: State) -> str:
    """``"start"``, ``"deal"``, ``"play"``, ``"take"`` or ``"over"``."""
    return s.phase


def round_number(s: State) -> int:
    """The current round, 1-3 (0 before the start; 3 when over)."""
    return s.round


def starter(s: State) -> int | None:
    return s.starter


def leader(s: State) -> int | None:
    """Who leads (led) the current trick (play / take phase), else None."""
    return s.leader if s.phase in ("play", "take") else None


def limits(s: State) -> tuple[int, ...]:
    """The column limits, column 0 first (with 4-5 players the last is the 0-limit column)."""
    return s.limits


def hand(s: State, p: int) -> tuple[str, ...] | None:
    """Player ``p``'s hand (sorted), or None where hidden in this view."""
    if not s.hands:
        return ()
    return s.hands[p]


def hand_count(s: State, p: int) -> int:
    """How many cards ``p`` holds (known even when the hand is hidden)."""
    if not s.hands:
        return 0
    if s.hands[p] is not None:
        return len(s.hands[p])
    played = sum(1 for t in s.history for q, _ in t if q == p) + sum(1 for q, _ in s.trick if q == p)
    return s.hand_size - played


def trick(s: State) -> list[tuple[int, str]]:
    """The current trick: ``(player, card)`` in play order (all played cards, also while taking)."""
    return list(s.trick)


def pool(s: State) -> tuple[str, ...]:
    """The cards of the trick not yet taken (take phase)."""
    return s.pool


def tricks(s: State) -> list[list[tuple[int, str]]]:
    """The completed tricks of the current round, in order."""
    return [list(t) for t in s.history]


def led_suit(s: State) -> str | None:
    return suit_of(s.trick[0][1]) if s.trick else None


def columns(s: State, p: int) -> list[tuple[str | None, tuple[str, ...], int]]:
    """Player ``p``'s columns: ``(suit or None, cards in placing order, limit)``."""
    return [(suit_of(col[0]) if col else None, col, lim) for col, lim in zip(s.tableaux[p], s.limits)]


def exact_count(s: State, p: int) -> int:
    """How many of ``p``'s columns hold exactly their limit (the 0-limit column never counts)."""
    return exact_columns([len(c) for c in s.tableaux[p]], s.limits)


def taker_counts(s: State) -> list[tuple[int, int]]:
    """The players still to take in this trick and how many cards each, in order."""
    out: list[tuple[int, int]] = []
    for p in s.queue:
        if out and out[-1][0] == p:
            out[-1] = (p, out[-1][1] + 1)
        else:
            out.append((p, 1))
    return out


def takers(s: State) -> list[tuple[int, int]]:
    """Same as ``taker_counts``: who takes how many now (first entry: the one taking)."""
    return taker_counts(s)


def round_scores(s: State) -> list[list[int]]:
    """Per finished round, per player, the points."""
    return [list(r) for r in s.finished]


def last_trick(s: State) -> dict | None:
    """The last completed trick of this round: ``{"cards": [(player, card)…], "ranking": [players strongest first]}``."""
    if not s.history:
        return None
    t = s.history[-1]
    order = trick_ranking([c for _, c in t])
    return {"cards": list(t), "ranking": [t[i][0] for i in order]}


def current_player(s: State) -> int | None:
    """CHANCE at the start and at deals, the player to play / take, None when over."""
    if s.phase in ("start", "deal"):
        return CHANCE
    if s.phase == "play":
        return (s.leader + len(s.trick)) % s.players
    if s.phase == "take":
        return s.queue[0]
    return None


def is_over(s: State) -> bool:
    return s.phase == "over"


def _suit_column(s: State, p: int, suit: str) -> int | None:
    for i, col in enumerate(s.tableaux[p]):
        if col and suit_of(col[0]) == suit:
            return i
    return None


def _columns_for(s: State, p: int, card: str) -> list[int]:
    i = _suit_column(s, p, suit_of(card))
    if i is not None:
        return [i]
    return [i for i, col in enumerate(s.tableaux[p]) if not col]


def legal_columns(s: State, card: str, player: int | None = None) -> list[int]:
    """The columns ``card`` may go to for the taker (or ``player``): its suit's column, else the empty ones."""
    if player is None:
        player = current_player(s) if s.phase == "take" else None
    if player is None or player == CHANCE or not _is_card(card):
        return []
    return _columns_for(s, player, card)


def _follow_cards(s: State, cards: tuple[str, ...]) -> tuple[str, ...]:
    if not s.trick:
        return cards
    led = suit_of(s.trick[0][1])
    same = tuple(c for c in cards if suit_of(c) == led)
    return same or cards


def playable(s: State) -> tuple[str, ...]:
    """The cards the player to move may play now (play phase; () if hidden or another phase)."""
    if s.phase != "play":
        return ()
    own = s.hands[current_player(s)]
    if own is None:
        return ()
    return _follow_cards(s, own)


# --------------------------------------------------------------------------- errors


def _game_over() -> IllegalMove:
    return IllegalMove("catsle.game_over", "The game is over.")


def _turn_error(s: State, player: int | None) -> IllegalMove | None:
    if player is not None and player != current_player(s):
        return IllegalMove("catsle.not_your_turn", "It is not your turn.", player=player,
                           current=current_player(s))
    return None


def play_error(s: State, card: Any, player: int | None = None) -> IllegalMove | None:
    """The IllegalMove ``Play(card)`` would raise now, or None if it is legal."""
    if s.phase == "over":
        return _game_over()
    if s.phase in ("start", "deal"):
        return IllegalMove("catsle.waiting_for_chance", "The cards are being dealt.")
    if s.phase == "take":
        return IllegalMove("catsle.must_take", "Cards are being taken from the trick now.",
                           count=len(s.queue))
    err = _turn_error(s, player)
    if err is not None:
        return err
    if not _is_card(card):
        return IllegalMove("catsle.unknown_card", f"There is no card {card!r}.", card=str(card))
    own = s.hands[current_player(s)]
    if own is None or card not in own:
        return IllegalMove("catsle.not_in_hand", f"{card} is not in your hand.", card=card)
    if card not in _follow_cards(s, own):
        led = suit_of(s.trick[0][1])
        return IllegalMove("catsle.must_follow", f"You must follow suit: play a {led} card.", suit=led)
    return None


def take_error(s: State, card: Any, column: Any, player: int | None = None) -> IllegalMove | None:
    """The IllegalMove ``Take(card, column)`` would raise now, or None if it is legal."""
    if s.phase == "over":
        return _game_over()
    if s.phase in ("start", "deal"):
        return IllegalMove("catsle.waiting_for_chance", "The cards are being dealt.")
    if s.phase == "play":
        return IllegalMove("catsle.must_play", "Play a card first; cards are taken when the trick is complete.")
    err = _turn_error(s, player)
    if err is not None:
        return err
    if not _is_card(card):
        return IllegalMove("catsle.unknown_card", f"There is no card {card!r}.", card=str(card))
    if card not in s.pool:
        return IllegalMove("catsle.not_in_trick", f"{card} is not (any more) in the trick.", card=card)
    n_cols = len(s.limits)
    if not _int_ok(column) or not 0 <= column < n_cols:
        return IllegalMove("catsle.bad_column", f"There is no column {column!r}.", column=str(column),
                           columns=n_cols)
    p = current_player(s)
    suit = suit_of(card)
    home = _suit_column(s, p, suit)
    if home is not None and home != column:
        return IllegalMove("catsle.wrong_column",
                           f"{card} must go to column {home}, which already holds {suit} cards.",
                           card=card, column=column, suit_column=home, suit=suit, limit=s.limits[home])
    if home is None and s.tableaux[p][column]:
        other = suit_of(s.tableaux[p][column][0])
        return IllegalMove("catsle.column_taken", f"Column {column} already holds {other} cards.",
                           column=column, suit=other)
    return None


def _deal_error(s: State, hands: Any) -> IllegalMove | None:
    if s.phase == "over":
        return _game_over()
    if s.phase != "deal":
        return IllegalMove("catsle.not_chance_step", "No cards are dealt now.")
    n, k = s.players, s.hand_size
    bad = IllegalMove("catsle.bad_deal", f"A deal gives {k} different cards to each of the {n} players.",
                      players=n, hand_size=k)
    if not isinstance(hands, (tuple, list)) or len(hands) != n:
        return bad
    seen: set[str] = set()
    cards_ok = set(deck(n))
    for h in hands:
        if not isinstance(h, (tuple, list)) or len(h) != k:
            return bad
        for c in h:
            if not isinstance(c, str) or c not in cards_ok or c in seen:
                return bad
            seen.add(c)
    return None


# --------------------------------------------------------------------------- protocol


def legal_moves(s: State) -> list:
    """The current player's moves in a deterministic order; [] at chance steps and when over.

    Play phase: ``Play`` for each playable card (canonical order; [] in a view
    hiding the hand). Take phase: ``Take(card, column)`` for each card of the
    pool (play order) and each legal column (ascending).
    """
    if s.phase == "play":
        return [Play(c) for c in playable(s)]
    if s.phase == "take":
        p = s.queue[0]
        return [Take(c, col) for c in s.pool for col in _columns_for(s, p, c)]
    return []


def sample_chance(s: State, rng: random.Random):
    """``Start`` (a random starter) or ``Deal`` (a shuffled deck dealt; the rest stays out)."""
    if s.phase == "start":
        return Start(rng.randrange(s.players))
    if s.phase == "deal":
        cards = list(deck(s.players))
        rng.shuffle(cards)
        k = s.hand_size
        return Deal(tuple(sort_cards(cards[p * k:(p + 1) * k]) for p in range(s.players)))
    raise IllegalMove("catsle.not_chance_step", "This is not a chance step.")


def _finish_trick(s: State) -> State:
    """All cards played: rank the trick and queue the takers."""
    cards = [c for _, c in s.trick]
    order = [s.trick[i][0] for i in trick_ranking(cards)]
    queue: list[int] = []
    for p, k in zip(order, take_counts(s.players)):
        queue += [p] * k
    return replace(s, phase="take", pool=tuple(cards), queue=tuple(queue), ranking=tuple(order))


def _finish_round(s: State) -> State:
    pts = tuple(round_score([len(c) for c in s.tableaux[p]], s.limits, s.bonus) for p in range(s.players))
    finished = s.finished + (pts,)
    if s.round >= ROUNDS:
        return replace(s, phase="over", finished=finished)
    return replace(s, phase="deal", finished=finished, round=s.round + 1, starter=(s.starter + 1) % s.players)


def place_taken(s: State, m: Take) -> State:
    """The taker's card in its column, out of the pool, the taker's turn used: the first half of a
    legal ``Take`` (``apply_move`` then closes the trick and the round). A table shows this state
    while the last card of a round lands, before the round is scored and the columns are cleared."""
    p = s.queue[0]
    tab = list(s.tableaux[p])
    tab[m.column] = tab[m.column] + (m.card,)
    tableaux = s.tableaux[:p] + (tuple(tab),) + s.tableaux[p + 1:]
    return replace(s, tableaux=tableaux, pool=tuple(c for c in s.pool if c != m.card), queue=s.queue[1:])


def apply_move(s: State, m: Any) -> State:
    """The state after ``m`` (pure). Raises ``IllegalMove`` for an illegal move."""
    if isinstance(m, Start):
        if s.phase == "over":
            raise _game_over()
        if s.phase != "start":
            raise IllegalMove("catsle.not_chance_step", "The starting player is already chosen.")
        if not _int_ok(m.player) or not 0 <= m.player < s.players:
            raise IllegalMove("catsle.bad_player", f"There is no player {m.player!r}.", player=str(m.player),
                              players=s.players)
        return replace(s, phase="deal", round=1, starter=m.player)
    if isinstance(m, Deal):
        err = _deal_error(s, m.hands)
        if err:
            raise err
        return replace(s, phase="play", hands=tuple(sort_cards(h) for h in m.hands), leader=s.starter,
                       trick=(), pool=(), queue=(), ranking=(), history=(),
                       tableaux=_empty_tableaux(s.players, len(s.limits)))
    if isinstance(m, Play):
        err = play_error(s, m.card)
        if err:
            raise err
        p = current_player(s)
        hands = list(s.hands)
        hands[p] = tuple(c for c in hands[p] if c != m.card)
        s2 = replace(s, hands=tuple(hands), trick=s.trick + ((p, m.card),))
        return _finish_trick(s2) if len(s2.trick) == s.players else s2
    if isinstance(m, Take):
        err = take_error(s, m.card, m.column)
        if err:
            raise err
        s2 = place_taken(s, m)
        if s2.queue:
            return s2
        # the trick is fully taken (the weakest took nothing; the pool is empty)
        s2 = replace(s2, phase="play", leader=s.ranking[1], history=s.history + (s.trick,), trick=(), pool=(),
                     ranking=())
        if len(s2.history) == s.hand_size:
            return _finish_round(s2)
        return s2
    if s.phase == "over":
        raise _game_over()
    raise IllegalMove("catsle.not_a_move", "That is not a CATsle move.", move=repr(m))


def scores(s: State) -> list[int]:
    """Each player's total of the finished rounds (the running round adds nothing)."""
    return [sum(r[p] for r in s.finished) for p in range(s.players)]


def winners(s: State) -> list[int]:
    """Once over: the highest total; tie → most columns exactly at limit in round 3; still tied → all. [] before."""
    if s.phase != "over":
        return []
    tot = scores(s)
    best = max(tot)
    top = [p for p in range(s.players) if tot[p] == best]
    if len(top) > 1:
        ex = {p: exact_count(s, p) for p in top}
        most = max(ex.values())
        top = [p for p in top if ex[p] == most]
    return top


def view(s: State, player: int) -> State:
    """What ``player`` may know: the other hands are None (their sizes follow from the public tricks);
    an empty hand hides nothing and stays ()."""
    if not _int_ok(player) or not 0 <= player < s.players:
        raise ValueError(f"no player {player!r} in a {s.players}-player game")
    if not s.hands:
        return s
    return replace(s, hands=tuple(h if p == player or not h else None for p, h in enumerate(s.hands)))
