"""Numbered Castile deals: a fixed deck order, our own PRNG, our own shuffle.

Deal ``n`` (an int >= 0) is a pure function of ``n``, stable across Python
versions and platforms, because nothing here comes from ``random``:

Deck order (before shuffling)
    suits ``S H D C`` in that order, each ``A 2 3 4 5 6 7 8 9 T J Q K``:
    index 0 is ``AS``, 12 ``KS``, 13 ``AH`` … 51 ``KC``.

PRNG: SplitMix64 (Steele, Lea, Flood 2014), state = ``n`` modulo 2**64; each
draw does::

    state = (state + 0x9E3779B97F4A7C15) mod 2**64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) mod 2**64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) mod 2**64
    return z ^ (z >> 31)

Shuffle: Fisher–Yates from the end, ``for i = 51 down to 1: j = draw() mod
(i + 1); swap deck[i], deck[j]`` (the modulo bias is below 2**-58).

Dealing order: the shuffled deck is dealt from index 0: tableau piles ``t0`` …
``t7`` get three cards each, bottom card first (``t0`` = deck[0:3], ``t1`` =
deck[3:6], …), then reserve piles ``r0`` … ``r3`` get seven cards each, bottom
card first (``r0`` = deck[24:31], …, ``r3`` = deck[45:52]). The last card of
each list is the top (playable) card.
"""
from __future__ import annotations

__all__ = ["RANKS", "SUITS", "DECK", "splitmix64", "shuffled_deck", "deal_layout"]

RANKS = "A23456789TJQK"
SUITS = "SHDC"
#: The fixed deck order every deal starts from.
DECK: tuple[str, ...] = tuple(r + s for s in SUITS for r in RANKS)

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB

TABLEAU_PILES = 8
TABLEAU_CARDS = 3
RESERVE_CARDS = 7


def splitmix64(seed: int):
    """An endless generator of 64-bit SplitMix64 outputs for ``seed``."""
    state = seed & _MASK
    while True:
        state = (state + _GOLDEN) & _MASK
        z = state
        z = ((z ^ (z >> 30)) * _MIX1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK
        yield z ^ (z >> 31)


def _check_deal(n) -> int:
    if isinstance(n, bool) or not isinstance(n, int):
        raise ValueError(f"a deal number must be an int, not {type(n).__name__}")
    if n < 0:
        raise ValueError(f"a deal number must be >= 0, not {n}")
    return n


def shuffled_deck(n: int) -> list[str]:
    """``DECK`` shuffled for deal ``n`` (Fisher–Yates with SplitMix64, see the module doc)."""
    _check_deal(n)
    deck = list(DECK)
    rng = splitmix64(n)
    for i in range(len(deck) - 1, 0, -1):
        j = next(rng) % (i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def deal_layout(n: int) -> dict:
    """Deal ``n``: ``{"tableau": [[3 cards bottom→top] × 8], "reserve": [[7 cards] × 4]}``."""
    deck = shuffled_deck(n)
    tab_end = TABLEAU_PILES * TABLEAU_CARDS
    tableau = [deck[i:i + TABLEAU_CARDS] for i in range(0, tab_end, TABLEAU_CARDS)]
    reserve = [deck[i:i + RESERVE_CARDS] for i in range(tab_end, len(deck), RESERVE_CARDS)]
    return {"tableau": tableau, "reserve": reserve}
