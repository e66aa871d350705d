"""CATsle Builders: the pure rules package (a trick-taking game; won cards fill limited columns).

``game.catsle`` exposes the rules protocol of ARCHITECTURE.md (``new_game``,
``legal_moves``, ``apply_move`` …, see ``game.catsle.rules``), the scoring
helpers ``trick_ranking`` and ``round_score`` (``game.catsle.scoring``), the
house-rule table ``HOUSE_RULES`` and the questions the UI and the AI ask
(``hand``, ``trick``, ``columns``, ``legal_columns``, ``playable`` …).
Pure Python: no pygame, no I/O and no work at import time.
"""
from game.core import GameSpec, lazy_exports


#: What the cabinet needs to list and set up this game (the one description of it).
GAME = GameSpec(key="catsle", name="CATsle Builders", title_key="game.catsle", min_players=3, max_players=5,
                default_players=4, hidden_info=True,
                options=(("limits", (2, 3, 4, 5)), ("taking", "1-2-1-0"),
                         ("exact_bonus", (0, 1, 3, 6, 10))))  # hand_size: by the number of players

__all__ = [
    "GAME",
    "NAME", "VERSION", "ROUNDS", "PHASES", "HOUSE_RULES", "OPTIONS", "ERROR_CODES",
    "State", "Start", "Deal", "Play", "Take",
    "new_game", "current_player", "legal_moves", "sample_chance", "apply_move", "is_over",
    "scores", "winners", "view", "state_to_json", "state_from_json", "move_to_json", "move_from_json",
    "deck", "card_key", "sort_cards", "take_counts", "options",
    "hand", "hand_count", "trick", "columns", "limits", "phase", "takers", "taker_counts",
    "legal_columns", "playable", "play_error", "take_error", "place_taken", "round_number", "round_scores",
    "last_trick", "exact_count", "tricks", "starter", "leader", "led_suit", "pool",
    "SUITS", "VALUES", "EXACT_BONUS", "trick_ranking", "round_score", "raw_round_score", "column_score",
    "exact_columns", "exact_bonus", "suit_of", "value_of",
]


#: the modules `_load` imports (also reachable as attributes once loaded)
_PARTS = ('ai', 'codec', 'rules', 'scoring')


def _load() -> None:
    """The rules, codec, AI …: loaded on first use of any of their names, so that listing the games
    (the catalog, the command line) costs only the description above."""
    from .codec import move_from_json, move_to_json, state_from_json, state_to_json
    from .rules import (
        ERROR_CODES, HOUSE_RULES, NAME, OPTIONS, PHASES, ROUNDS, VERSION, Deal, Play, Start, State, Take,
        apply_move, card_key, columns, current_player, deck, exact_count, hand, hand_count, is_over, last_trick,
        leader, led_suit, legal_columns, legal_moves, limits, new_game, options,
        phase, place_taken, play_error, playable, pool, round_number, round_scores, sample_chance, scores, sort_cards, starter,
        take_counts, take_error, taker_counts, takers, trick, tricks, view,
        winners,
    )
    from .scoring import (
        EXACT_BONUS, SUITS, VALUES, column_score, exact_bonus, exact_columns, raw_round_score, round_score,
        suit_of, trick_ranking, value_of,
    )
    from . import ai
    globals().update((k, v) for k, v in locals().items() if not k.startswith("_"))


__getattr__, __dir__ = lazy_exports(globals(), _load, _PARTS)
