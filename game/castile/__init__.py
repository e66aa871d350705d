"""Castile Solitaire: the rules protocol, the solver and the AI.

``game.castile`` exposes the rules protocol of ARCHITECTURE.md (``new_game``,
``legal_moves``, ``apply_move`` …, see ``game.castile.rules``), the numbered
deals (``game.castile.deal``), the solver (``solve``, ``hint``; run
``python -m game.castile.solve --deal N``), the list of deals known to be
winnable (``winnable_deals``) and the AI as ``game.castile.ai``.
"""
from game.core import GameSpec, lazy_exports


def winnable_deals() -> list[int]:
    """The deal numbers proven winnable by the shipped sweep (see ``game.castile.winnable``)."""
    from .winnable import winnable_deals as load  # lazy: ``-m game.castile.winnable`` stays clean

    return load()


#: What the cabinet needs to list and set up this game (the one description of it).
GAME = GameSpec(key="castile", name="Castile Solitaire", title_key="game.castile", min_players=1,
                max_players=1, default_players=1, hidden_info=False,
                options=(("layout", None),))  # None: the deal of the seed

__all__ = [
    "GAME",
    "NAME", "VERSION", "PILES", "TABLEAU", "RESERVE", "FOUNDATIONS", "DECK",
    "State", "Move", "Resign", "RESIGN", "SolveResult",
    "new_game", "deal_layout", "current_player", "legal_moves", "sample_chance", "apply_move",
    "is_over", "scores", "winners", "view", "state_to_json", "state_from_json",
    "move_to_json", "move_from_json",
    "top", "pile_cards", "check_move", "targets", "foundation_for", "is_won",
    "safe_auto_moves", "only_foundation_moves_left", "rank_of", "suit_of", "is_red",
    "card_name_ok", "layout_of",
    "solve", "hint", "deadlocked", "winnable_deals", "ai",
]


#: the modules `_load` imports (also reachable as attributes once loaded)
_PARTS = ('ai', 'codec', 'deal', 'rules', 'solver')


def _load() -> None:
    """The rules, codec, AI …: loaded on first use of any of their names, so that listing the games
    (the catalog, the command line) costs only the description above."""
    from .deal import DECK, deal_layout
    from .codec import move_from_json, move_to_json, state_from_json, state_to_json
    from .rules import (
        FOUNDATIONS, NAME, PILES, RESERVE, RESIGN, TABLEAU, VERSION, Move, Resign, State,
        apply_move, card_name_ok, check_move, current_player, foundation_for, is_over, is_red,
        is_won, layout_of, legal_moves, new_game,
        only_foundation_moves_left, pile_cards, rank_of, safe_auto_moves, sample_chance, scores,
        suit_of, targets, top, view, winners,
    )
    from .solver import SolveResult, deadlocked, hint, solve
    from . import ai
    globals().update((k, v) for k, v in locals().items() if not k.startswith("_"))


__getattr__, __dir__ = lazy_exports(globals(), _load, _PARTS)
