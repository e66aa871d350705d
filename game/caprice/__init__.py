"""Caprice: the disc-stacking game (seed 002). Rules protocol and pure helpers.

``game.caprice`` exposes the rules protocol of ARCHITECTURE.md (``new_game``,
``legal_moves``, ``apply_move`` …, see ``game.caprice.rules``), the scoring
helpers ``score(towers, order)`` and ``best_order(towers, tiles)`` (see
``game.caprice.scoring``) and the small questions the UI and the AI ask
(``towers``, ``supply``, ``marker``, ``phase``, ``move_targets`` …).
"""
from game.core import GameSpec, lazy_exports


#: What the cabinet needs to list and set up this game (the one description of it).
GAME = GameSpec(key="caprice", name="Caprice", title_key="game.caprice", min_players=2, max_players=4,
                default_players=2, hidden_info=True)

__all__ = [
    "GAME",
    "NAME", "VERSION", "DISCS", "TILES", "SPOTS", "HEIGHT", "DISCS_PER_TYPE", "TILES_PER_TYPE",
    "HAND", "MAX_SAME", "PHASES",
    "State", "Draw", "Place", "Move", "Skip", "Order", "SKIP",
    "new_game", "current_player", "legal_moves", "sample_chance", "apply_move", "is_over",
    "scores", "winners", "view", "state_to_json", "state_from_json", "move_to_json",
    "move_from_json",
    "towers", "supply", "marker", "phase", "placed_spot", "tiles", "orders", "has_ordered",
    "full_towers", "movable_from", "move_targets", "place_targets", "move_error",
    "place_error", "order_error",
    "score", "best_order", "orderings", "tower_score",
]


#: the modules `_load` imports (also reachable as attributes once loaded)
_PARTS = ('ai', 'codec', 'rules', 'scoring')


def _load() -> None:
    """The rules, codec, AI …: loaded on first use of any of their names, so that listing the games
    (the catalog, the command line) costs only the description above."""
    from .codec import move_from_json, move_to_json, state_from_json, state_to_json
    from .rules import (
        DISCS, DISCS_PER_TYPE, HAND, HEIGHT, MAX_SAME, NAME, PHASES, SKIP, SPOTS, TILES,
        TILES_PER_TYPE, VERSION, Draw, Move, Order, Place, Skip, State,
        apply_move, current_player, full_towers, has_ordered, is_over, legal_moves, marker,
        move_error, move_targets, movable_from, new_game,
        order_error, orders, phase, place_error, place_targets, placed_spot, sample_chance,
        scores, supply, tiles, towers, view, winners,
    )
    from .scoring import best_order, orderings, score, tower_score
    from . import ai
    globals().update((k, v) for k, v in locals().items() if not k.startswith("_"))


__getattr__, __dir__ = lazy_exports(globals(), _load, _PARTS)
