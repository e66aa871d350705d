"""CATsle's words on the table: a suit and a card named as guests say them, and the prompt under the
blueprints (who deals, leads, follows, takes, places).

The prompt speaks to the person at the screen whose turn it is and reads their hand from their own
view (`catsle.view`), never another seat's; what everyone sees (the trick, the takers) is public.
"""
from __future__ import annotations

import game.catsle as catsle
from game.core import CHANCE
from scenes.services.i18n import tr


def suit_name(suit: str) -> str:
    """The suit as a whole, plural ("Tore", "Gates")."""
    return tr(f"catsle.suit.{suit}")


def card_name(card: str) -> str:
    """A card as a guest says it: "Burggraben-9", "Moat 9" (any other text is returned as it is)."""
    if not isinstance(card, str) or card not in catsle.deck(5):
        return str(card)
    return tr("catsle.card", suit=tr(f"catsle.suit_one.{card[0]}"), value=card[1:])


def prompt_text(table) -> str:
    """The line under the blueprints: the game's end, the deal, a computer's or a phone's turn, or
    what the person at the screen is to do."""
    m = table.match
    p = m.actor()
    if m.is_over():
        return tr("catsle.over")
    if p is None or p == CHANCE:
        return tr("catsle.dealing")
    elsewhere = table.turn_elsewhere(p, "catsle.ai_turn")
    if elsewhere is not None:
        return elsewhere
    name = table.names[p]
    seen = catsle.view(table.state, p)  # (the person at the screen whose turn it is)
    if catsle.phase(seen) == "take":
        held = table.controls.held
        if held is not None and table.my_take():
            return tr("catsle.prompt_place", name=name, card=card_name(held))
        takers = catsle.taker_counts(seen)
        return tr("catsle.prompt_take", name=name, n=takers[0][1] if takers else 0)
    led = catsle.led_suit(seen)
    hand = set(catsle.hand(seen, p) or ())
    if not led:  # the trick is the player's to lead
        return tr("catsle.prompt_play", name=name)
    if any(catsle.suit_of(c) == led for c in catsle.playable(seen) if c in hand):
        return tr("catsle.prompt_follow", name=name, suit=suit_name(led))
    return tr("catsle.prompt_any", name=name, suit=suit_name(led))  # none of the led suit in hand
