"""Castro: the pure rules package (dice like Kniffel, building like "Vier gewinnt").

``game.castro`` owns the Castro rules protocol of ARCHITECTURE.md (``new_game``,
``legal_moves``, ``apply_move`` …, see ``game.castro.rules``), the board as data
and the dice categories (``game.castro.board``: ``BOARD``, ``LINES``,
``combos``), the exact probability table for the coach and the AI
(``game.castro.probability``: ``probability``, ``best_keep``, ``chances``) and
the helpers the UI and AI share (``legal_fields``, ``placement_error`` …).
The AI lives in ``game.castro.ai``. Only ``GAME`` is defined at import: the rest (AI included) loads
on first use of any exported name (``game.core.lazy_exports``), so listing the games stays cheap.
Pure Python: no pygame, no I/O and no work at import time.
"""
from game.core import GameSpec, lazy_exports


#: What the cabinet needs to list and set up this game (the one description of it).
GAME = GameSpec(key="castro", name="Castro", title_key="game.castro", min_players=2, max_players=4,
                default_players=2, hidden_info=False, options=(("straight", "five"),))

__all__ = [
    "GAME",
    "NAME", "VERSION", "ROOFS", "MAX_ROLLS", "OPTIONS", "ERROR_CODES",
    "State", "Start", "Roll", "Dice", "Place", "Discard", "DISCARD",
    "new_game", "current_player", "legal_moves", "sample_chance", "apply_move", "is_over",
    "scores", "winners", "view", "state_to_json", "state_from_json", "move_to_json", "move_from_json",
    "BOARD", "LAYOUT", "SIZE", "FIELDS", "LINES", "CATEGORIES", "PAIR_CATEGORIES", "PAIR_FIELD",
    "YATZY_FIELDS", "STRAIGHT_OPTIONS", "make_board", "field_category", "fields_of", "is_field",
    "lines_through", "combos",
    "probability", "best_keep", "chances", "build_tables", "multisets",
    "legal_fields", "max_height", "top_owner", "stack", "supply", "roll_number", "dice", "kept",
    "round_number", "winning_line", "placement_error", "move_error", "turn_categories",
]


#: the modules `_load` imports (also reachable as attributes once loaded)
_PARTS = ('ai', 'board', 'codec', 'probability', 'rules')


def _load() -> None:
    """The rules, codec, AI …: loaded on first use of any of their names, so that listing the games
    (the catalog, the command line) costs only the description above."""
    from .board import (
        BOARD, CATEGORIES, FIELDS, LAYOUT, LINES, PAIR_CATEGORIES, PAIR_FIELD, SIZE, STRAIGHT_OPTIONS,
        YATZY_FIELDS, combos, field_category, fields_of, is_field, lines_through, make_board,
    )
    from .probability import MAX_ROLLS, best_keep, build_tables, chances, multisets, probability
    from .codec import move_from_json, move_to_json, state_from_json, state_to_json
    from .rules import (
        DISCARD, ERROR_CODES, NAME, OPTIONS, ROOFS, VERSION, Dice, Discard, Place, Roll, Start, State,
        apply_move, current_player, dice, is_over, kept, legal_fields, legal_moves, max_height,
        move_error, new_game, placement_error, round_number, roll_number,
        sample_chance, scores, stack, supply, top_owner, turn_categories,
        view, winners, winning_line,
    )
    from . import ai
    globals().update((k, v) for k, v in locals().items() if not k.startswith("_"))


__getattr__, __dir__ = lazy_exports(globals(), _load, _PARTS)
