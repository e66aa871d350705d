"""CATsle Builders: what a position must satisfy to be reachable by play (used by ``state_from_json``).

``check_state(s)`` raises ``ValueError`` naming the first problem. It works on
views too (hidden hands are None). What it checks follows from the rules:

- the options: 3–5 players, a hand size that the deck allows, limits 2–5 style
  (four limits of at least 1, and the 0-limit column with 4–5 players), five
  bonus values;
- the phase against the round, the starter and the finished rounds (one
  entry of one score per player for each finished round, never negative);
- every trick in seat order from its leader: the first trick of a round led
  by the round's starter, each later one by the previous trick's two-card
  taker; the trick in play is led by whoever that makes the leader;
- the take phase: the ranking of the trick, the cards not yet taken and the
  queue of takers (one entry per card, strongest taker first);
- the cards: each card of the deck once at most; hands hold what was dealt
  minus what was played; the columns hold exactly the cards taken this round,
  one suit per column, each player as many as their ranks let them take;
- the follow rule: a player who did not follow a led suit holds none of it
  later in the round (neither in the hand nor in later tricks).

Pure Python; no I/O.
"""
from __future__ import annotations

from collections import Counter

from .rules import PHASES, ROUNDS, State, deck, sort_cards, take_counts
from .scoring import round_score, suit_of, trick_ranking

__all__ = ["check_state"]


def _fail(problem: str) -> None:
    raise ValueError(f"catsle state: {problem}")


def _check_options(s: State) -> None:
    n = s.players
    if n not in (3, 4, 5):
        _fail(f"players must be 3-5, not {n}")
    if not 1 <= s.hand_size <= len(deck(n)) // n:
        _fail(f"hand_size must be 1-{len(deck(n)) // n} with {n} players, not {s.hand_size}")
    want = 5 if n >= 4 else 4
    if len(s.limits) != want or any(x < 1 for x in s.limits[:4]) or (n >= 4 and s.limits[4] != 0):
        _fail(f"{n} players have {want} columns: limits of at least 1"
              f"{' and the 0-limit column last' if n >= 4 else ''}, not {list(s.limits)}")
    if len(s.bonus) != 5:
        _fail("bonus needs 5 values (0 to 4 columns exactly at their limit)")


def _check_phase(s: State) -> None:
    n = s.players
    if s.phase not in PHASES:
        _fail(f"unknown phase {s.phase!r}")
    if s.phase == "start":
        if s.round != 0 or s.starter is not None or s.finished or s.hands or s.history or s.trick:
            _fail("nothing has happened before the start")
        return
    if s.starter is None or not 0 <= s.starter < n:
        _fail(f"the round's starter must be a player 0-{n - 1}, not {s.starter!r}")
    if not 1 <= s.round <= ROUNDS:
        _fail(f"round must be 1-{ROUNDS}, not {s.round}")
    done = ROUNDS if s.phase == "over" else s.round - 1
    if s.phase == "over" and s.round != ROUNDS:
        _fail(f"a finished game is in round {ROUNDS}")
    if len(s.finished) != done:
        _fail(f"in phase {s.phase} of round {s.round}, {done} round(s) are finished, not {len(s.finished)}")
    best = sum(s.limits) + max(s.bonus, default=0)
    for r, pts in enumerate(s.finished):
        if len(pts) != n or any(v < 0 or v > best for v in pts):
            _fail(f"finished round {r + 1} must give each of the {n} players 0-{best} points, not {list(pts)}")
    if not 0 <= s.leader < n:
        _fail(f"leader must be a player 0-{n - 1}, not {s.leader}")


def _check_trick_order(trick, leader: int, n: int, what: str) -> None:
    for i, (p, _card) in enumerate(trick):
        if p != (leader + i) % n:
            _fail(f"{what} is not played in seat order from player {leader}")


def _check_tricks(s: State) -> None:
    n = s.players
    playing = s.phase in ("play", "take")
    between = (s.phase == "deal" and s.round > 1) or s.phase == "over"
    if s.phase == "deal" and s.round == 1 and (s.history or s.hands):
        _fail("before the first deal nobody holds cards")
    if between and len(s.history) != s.hand_size:
        _fail(f"after a round all {s.hand_size} tricks are played, not {len(s.history)}")
    if playing and len(s.history) >= s.hand_size:
        _fail(f"a round has {s.hand_size} tricks; {len(s.history)} are complete but play goes on")
    leader = s.starter
    if s.phase == "deal":  # the tricks on the table are the last round's: its starter was the one before
        leader = (s.starter - 1) % n
    for t, trick in enumerate(s.history):
        if len(trick) != n:
            _fail(f"completed trick {t + 1} has {len(trick)} cards, not {n}")
        _check_trick_order(trick, leader, n, f"completed trick {t + 1}")
        leader = trick[trick_ranking([c for _, c in trick])[1]][0]  # the two-card taker leads next
    if not playing:
        if s.trick or s.pool or s.queue or s.ranking:
            _fail(f"no trick is in play in phase {s.phase}")
        return
    if s.leader != leader:
        _fail(f"the trick must be led by player {leader} (the last two-card taker), not {s.leader}")
    _check_trick_order(s.trick, s.leader, n, "the trick")
    if s.phase == "play":
        if len(s.trick) >= n or s.pool or s.queue or s.ranking:
            _fail("while cards are played the trick is incomplete and nothing is taken")
        return
    if len(s.trick) != n:
        _fail("cards are taken only from a complete trick")
    cards = [c for _, c in s.trick]
    ranking = tuple(s.trick[i][0] for i in trick_ranking(cards))
    if s.ranking != ranking:
        _fail(f"the trick ranks players {list(ranking)}, not {list(s.ranking)}")
    full = [p for p, k in zip(ranking, take_counts(n)) for _ in range(k)]
    if not s.queue or len(s.queue) != len(s.pool) or list(s.queue) != full[len(full) - len(s.queue):]:
        _fail(f"the takers still to take must be the end of {full}, one per card left, not {list(s.queue)}")
    if list(s.pool) != [c for c in cards if c in set(s.pool)] or len(set(s.pool)) != len(s.pool):
        _fail("the cards left to take must be cards of the trick, in play order")


def _taken_counts(s: State) -> list[int]:
    """How many cards each player has taken this round (completed tricks and the trick being taken)."""
    n = s.players
    got = [0] * n
    for trick in s.history:
        ranking = [trick[i][0] for i in trick_ranking([c for _, c in trick])]
        for p, k in zip(ranking, take_counts(n)):
            got[p] += k
    if s.phase == "take":
        full = [p for p, k in zip(s.ranking, take_counts(n)) for _ in range(k)]
        for p in full[:len(full) - len(s.queue)]:
            got[p] += 1
    return got


def _check_cards(s: State) -> None:
    n = s.players
    in_play = set(deck(n))
    played = [c for trick in s.history for _, c in trick] + [c for _, c in s.trick]
    placed = [c for tab in s.tableaux for col in tab for c in col]
    held = [c for h in s.hands if h is not None for c in h]
    for what, cards in (("played", played), ("held", held), ("in the columns", placed)):
        bad = [c for c in cards if c not in in_play]
        if bad:
            _fail(f"{bad[0]} is not in the {n}-player deck")
        twice = [c for c, k in Counter(cards).items() if k > 1]
        if twice:
            _fail(f"{twice[0]} is {what} twice")
    both = set(played) & set(held)
    if both:
        _fail(f"{sorted(both)[0]} is both held and played")
    taken = Counter(c for trick in s.history for _, c in trick)
    if s.phase == "take":
        taken += Counter(c for _, c in s.trick) - Counter(s.pool)
    if Counter(placed) != taken:
        _fail("the columns must hold exactly the cards taken from this round's tricks")
    if (s.hands and len(s.hands) != n) or (s.phase in ("play", "take") and not s.hands):
        _fail("hands must be one per player once the cards are dealt")
    if s.phase in ("play", "take"):
        for p, h in enumerate(s.hands):
            left = s.hand_size - sum(1 for q, _ in _played_by(s) if q == p)
            if h is not None and (len(h) != left or tuple(h) != sort_cards(h)):
                _fail(f"player {p} must hold {left} sorted cards, not {len(h)}")
    elif s.hands and any(h for h in s.hands if h is not None):
        _fail(f"nobody holds cards in phase {s.phase}")
    got = _taken_counts(s)
    for p, tab in enumerate(s.tableaux):
        if len(tab) != len(s.limits):
            _fail(f"player {p} must have {len(s.limits)} columns, not {len(tab)}")
        suits = [suit_of(col[0]) for col in tab if col]
        if any(len({suit_of(c) for c in col}) > 1 for col in tab) or len(suits) != len(set(suits)):
            _fail(f"each of player {p}'s columns holds one suit, and each suit one column")
        if sum(len(col) for col in tab) != got[p]:
            _fail(f"player {p} has taken {got[p]} cards this round, not {sum(len(col) for col in tab)}")
    if (s.phase == "deal" and s.round > 1) or s.phase == "over":
        # the columns of the round just scored are still on the table: its points follow from them
        counts = [round_score([len(col) for col in tab], s.limits, s.bonus) for tab in s.tableaux]
        if list(s.finished[-1]) != counts:
            _fail(f"the last round's points follow from the columns: {counts}, not {list(s.finished[-1])}")


def _check_voids(s: State) -> None:
    """A player who did not follow the led suit had none of it, and cards only leave a hand."""
    if s.phase not in ("play", "take"):
        return
    voids: list[set[str]] = [set() for _ in range(s.players)]
    for trick in list(s.history) + [s.trick]:
        for i, (p, card) in enumerate(trick):
            if suit_of(card) in voids[p]:
                _fail(f"player {p} plays {card} after having shown to hold no {suit_of(card)} card")
            led = suit_of(trick[0][1])
            if i and suit_of(card) != led:
                voids[p].add(led)
    for p, hand in enumerate(s.hands):
        if hand is not None and any(suit_of(c) in voids[p] for c in hand):
            _fail(f"player {p} holds a card of a suit they did not follow")


def _played_by(s: State):
    """Every ``(player, card)`` played this round (completed tricks, then the trick in play)."""
    for trick in s.history:
        yield from trick
    yield from s.trick


def check_state(s: State) -> None:
    """Raise ``ValueError`` naming the problem unless ``s`` can arise in play."""
    _check_options(s)
    if len(s.tableaux) != s.players:
        _fail(f"tableaux must hold one set of columns per player ({s.players}), not {len(s.tableaux)}")
    _check_phase(s)
    if s.phase == "start":
        if any(col for tab in s.tableaux for col in tab):
            _fail("nothing has happened before the start")
        for p, tab in enumerate(s.tableaux):
            if len(tab) != len(s.limits):
                _fail(f"player {p} must have {len(s.limits)} columns, not {len(tab)}")
        return
    _check_tricks(s)
    _check_cards(s)
    _check_voids(s)
