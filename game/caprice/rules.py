"""Caprice: the rules (state, moves, the protocol and the helpers the UI and AI share).

2–4 players, a round board with 6 spots (0–5, in a ring), 24 discs (6 each of
``LR`` light-round, ``LT`` light-toothed, ``DR`` dark-round, ``DT``
dark-toothed) in a common supply, 20 symbol tiles (5 of each type) in a bag.

- **Draw** (chance, the first step): every player gets 4 secret tiles, never
  more than 2 of one type (a third tile goes back and the player draws again).
- **Turn** (player 0 starts, then seat order): ``Place`` one disc of any type
  left in the supply on an empty spot or a tower of fewer than 4 discs; then
  ``Move`` one top disc (not the one just placed, not the one under the red
  marker) to an empty spot or onto another tower of fewer than 4, or ``Skip``.
  The moved disc gets the red marker; a disc placed on the marked disc frees
  it (nobody has the marker until the next move); a skip leaves it where it is.
- **End**: checked after the move / skip: five towers of 4 discs (or no place
  possible at all). Then each player in seat order fixes an ``Order`` of their
  4 tiles (bottom → top); orders stay hidden until all are fixed.
- **Scoring**: see ``game.caprice.scoring``.

The red marker is stored as ``(spot, level)``; it always sits on the top disc
of its spot (nothing can be put on a marked disc without freeing it).

Secrets: the tiles and, until all are fixed, the orders. A state holds no seed
(the match keeps it), so nothing in it lets anyone recompute the draw with
``sample_chance``; ``view(state, p)`` leaves only ``p``'s own tiles and order
(the others are None) until the game is over. ``state_from_json`` refuses
every position play cannot produce (``game.caprice.state_check``); it loads
views too.
"""
from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from game.core import CHANCE, IllegalMove
from game.records import record

from .scoring import best_order, orderings, score

__all__ = [
    "NAME", "VERSION", "DISCS", "TILES", "SPOTS", "HEIGHT", "DISCS_PER_TYPE", "TILES_PER_TYPE",
    "HAND", "MAX_SAME", "PHASES",
    "State", "Draw", "Place", "Move", "Skip", "Order", "SKIP",
    "new_game", "current_player", "legal_moves", "sample_chance", "apply_move", "is_over",
    "scores", "winners", "view",
    
    "towers", "supply", "marker", "phase", "placed_spot", "tiles", "orders", "has_ordered",
    "movable_from", "move_targets", "place_targets", "move_error", "place_error",
    "order_error", "full_towers",
]

NAME = "caprice"
VERSION = 1

#: Disc types, which are also the tile types: light/dark × round/toothed.
DISCS: tuple[str, ...] = ("LR", "LT", "DR", "DT")
TILES = DISCS
SPOTS = 6
HEIGHT = 4
DISCS_PER_TYPE = 6
TILES_PER_TYPE = 5
HAND = 4
MAX_SAME = 2
#: Full towers that end the building.
FULL_TO_END = 5
PHASES = ("draw", "place", "move", "order", "over")
_PLAYERS = (2, 3, 4)


# --------------------------------------------------------------------------- moves


@record
class Draw:
    """Chance: every player's 4 tiles (``tiles[p]`` sorted), the final legal hands."""

    tiles: tuple[tuple[str, ...], ...]


@record
class Place:
    """Put a disc of type ``disc`` from the supply onto ``spot``."""

    disc: str
    spot: int


@record
class Move:
    """Move the top disc of spot ``src`` onto spot ``dst`` (JSON ``from`` / ``to``)."""

    src: int
    dst: int


@record
class Skip:
    """Decline the optional move."""


@record
class Order:
    """Fix the player's tile sequence, bottom → top (a permutation of their 4 tiles)."""

    tiles: tuple[str, ...]


SKIP = Skip()


# --------------------------------------------------------------------------- state


@record(order=False)
class State:
    """A Caprice position (or a player's view of one).

    - ``towers``: 6 tuples of discs, bottom → top;
    - ``tiles``: None before the draw, else one sorted 4-tuple per player,
      None where hidden (a view);
    - ``phase``: one of ``PHASES``; ``turn``: the player building this turn;
    - ``placed``: the spot placed on this turn (move phase), else None;
    - ``marker``: ``(spot, level)`` of the disc under the red marker, or None;
    - ``orders``: the fixed orders in seat order (its length is how many
      players have ordered); None where hidden (a view).
    """

    players: int
    towers: tuple[tuple[str, ...], ...] = ((),) * SPOTS
    tiles: tuple[tuple[str, ...] | None, ...] | None = None
    phase: str = "draw"
    turn: int = 0
    placed: int | None = None
    marker: tuple[int, int] | None = None
    orders: tuple[tuple[str, ...] | None, ...] = ()


def new_game(players: int = 2, seed: int = 0, **options) -> State:
    """A new game for 2–4 players; the first step is the chance ``Draw``. Caprice has no options."""
    if options:
        raise ValueError(f"Caprice has no options; unknown: {', '.join(sorted(map(str, options)))}")
    if isinstance(players, bool) or not isinstance(players, int) or players not in _PLAYERS:
        raise ValueError(f"Caprice is played by 2 to 4 players, not {players!r}")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"the seed must be an int, not {type(seed).__name__}")
    return State(players=players)


# --------------------------------------------------------------------------- small questions


def towers(s: State) -> list[tuple[str, ...]]:
    """The 6 towers, each a tuple of discs bottom → top."""
    return list(s.towers)


def supply(s: State) -> dict[str, int]:
    """Discs left in the supply per type (24 discs = supply + board)."""
    on_board = [d for t in s.towers for d in t]
    return {d: DISCS_PER_TYPE - on_board.count(d) for d in DISCS}


def marker(s: State) -> int | None:
    """The spot whose top disc carries the red marker, or None."""
    return None if s.marker is None else s.marker[0]


def phase(s: State) -> str:
    """``"draw"``, ``"place"``, ``"move"``, ``"order"`` or ``"over"``."""
    return s.phase


def placed_spot(s: State) -> int | None:
    """The spot the current player placed on this turn (move phase only), else None."""
    return s.placed if s.phase == "move" else None


def tiles(s: State, player: int) -> tuple[str, ...] | None:
    """``player``'s 4 tiles (sorted), or None before the draw or when hidden in this view."""
    if s.tiles is None or not 0 <= player < s.players:
        return None
    return s.tiles[player]


def orders(s: State) -> list[tuple[str, ...] | None]:
    """One entry per player: the fixed order (bottom → top), or None if not fixed yet or hidden."""
    return [s.orders[p] if p < len(s.orders) else None for p in range(s.players)]


def has_ordered(s: State, player: int) -> bool:
    """Whether ``player`` has fixed their order (known even when the order is hidden)."""
    return 0 <= player < len(s.orders)


def full_towers(s: State) -> int:
    """How many towers hold 4 discs."""
    return sum(1 for t in s.towers if len(t) == HEIGHT)


def _spot_ok(spot: Any) -> bool:
    return not isinstance(spot, bool) and isinstance(spot, int) and 0 <= spot < SPOTS


def _building_done(towers_: tuple[tuple[str, ...], ...]) -> bool:
    """Five full towers, or no place possible at all (board full / supply empty)."""
    if sum(1 for t in towers_ if len(t) == HEIGHT) >= FULL_TO_END:
        return True
    on_board = sum(len(t) for t in towers_)
    room = any(len(t) < HEIGHT for t in towers_)
    return not room or on_board >= DISCS_PER_TYPE * len(DISCS)


def current_player(s: State) -> int | None:
    """CHANCE at the draw, the builder in place / move, the next orderer, None when over."""
    if s.phase == "draw":
        return CHANCE
    if s.phase in ("place", "move"):
        return s.turn
    if s.phase == "order":
        return len(s.orders)
    return None


def is_over(s: State) -> bool:
    return s.phase == "over"


# --------------------------------------------------------------------------- errors


def _game_over() -> IllegalMove:
    return IllegalMove("caprice.game_over", "The game is over.")


def _phase_error(s: State, kind: str) -> IllegalMove | None:
    """Why a move of ``kind`` ("draw", "place", "move", "order") does not fit the phase (None if it does)."""
    if s.phase == "over":
        return _game_over()
    if kind == "draw":
        if s.phase != "draw":
            return IllegalMove("caprice.not_a_chance_step", "The tiles have already been drawn.")
        return None
    if s.phase == "draw":
        return IllegalMove("caprice.must_draw", "First everyone draws their tiles.")
    if kind == "order":
        if s.phase != "order":
            return IllegalMove("caprice.not_ordering_yet", "Tiles are ordered only when the building is over.")
        return None
    if s.phase == "order":
        return IllegalMove("caprice.ordering_now", "The building is over; now everyone orders their tiles.")
    if kind == "place" and s.phase == "move":
        return IllegalMove("caprice.already_placed", "You have already placed a disc this turn; move one or skip.")
    if kind == "move" and s.phase == "place":
        return IllegalMove("caprice.must_place_first", "Place a disc first; then you may move one.")
    return None


def _turn_error(s: State, player: int | None) -> IllegalMove | None:
    if player is not None and player != current_player(s):
        return IllegalMove("caprice.not_your_turn", "It is not your turn.", player=player)
    return None


def place_error(s: State, disc: Any, spot: Any, player: int | None = None) -> IllegalMove | None:
    """The IllegalMove ``Place(disc, spot)`` would raise now, or None if it is legal.

    With ``player`` given, a player other than the one to move gets ``caprice.not_your_turn``.
    """
    err = _phase_error(s, "place") or _turn_error(s, player)
    if err is not None:
        return err
    if not isinstance(disc, str) or disc not in DISCS:
        return IllegalMove("caprice.unknown_disc", f"There is no disc type {disc!r}.", disc=str(disc))
    if not _spot_ok(spot):
        return IllegalMove("caprice.bad_spot", f"There is no spot {spot!r}.", spot=str(spot))
    if supply(s)[disc] <= 0:
        return IllegalMove("caprice.no_such_disc_left", f"No {disc} disc is left in the supply.", disc=disc)
    if len(s.towers[spot]) >= HEIGHT:
        return IllegalMove("caprice.tower_full", f"The tower on spot {spot} already has {HEIGHT} discs.",
                           spot=spot, height=HEIGHT)
    return None


def move_error(s: State, src: Any, dst: Any, player: int | None = None) -> IllegalMove | None:
    """The IllegalMove ``Move(src, dst)`` would raise now, or None if it is legal.

    With ``player`` given, a player other than the one to move gets ``caprice.not_your_turn``.
    """
    err = _phase_error(s, "move") or _turn_error(s, player)
    if err is not None:
        return err
    for spot in (src, dst):
        if not _spot_ok(spot):
            return IllegalMove("caprice.bad_spot", f"There is no spot {spot!r}.", spot=str(spot))
    if not s.towers[src]:
        return IllegalMove("caprice.empty_spot", f"There is no disc on spot {src} to move.", spot=src)
    if src == s.placed:
        return IllegalMove("caprice.just_placed", "The disc you just placed cannot move this turn.", spot=src)
    if s.marker is not None and s.marker[0] == src:
        return IllegalMove("caprice.marked", "The disc under the red marker cannot move now.", spot=src)
    if src == dst:
        return IllegalMove("caprice.same_spot", "A moved disc must go to a different spot.", spot=src)
    if len(s.towers[dst]) >= HEIGHT:
        return IllegalMove("caprice.tower_full", f"The tower on spot {dst} already has {HEIGHT} discs.",
                           spot=dst, height=HEIGHT)
    return None


def order_error(s: State, order: Any, player: int | None = None) -> IllegalMove | None:
    """The IllegalMove ``Order(order)`` would raise now, or None if it is legal."""
    err = _phase_error(s, "order") or _turn_error(s, player)
    if err is not None:
        return err
    own = tiles(s, current_player(s))
    if own is None:
        return IllegalMove("caprice.not_your_turn", "It is not your turn.", player=current_player(s))
    fits = isinstance(order, (tuple, list)) and all(isinstance(t, str) for t in order)
    if not fits or sorted(order) != sorted(own):
        return IllegalMove("caprice.not_a_permutation", "The order must use exactly your 4 tiles, each once.",
                           tiles=" ".join(own))
    return None


def _draw_error(s: State, hands: Any) -> IllegalMove | None:
    err = _phase_error(s, "draw")
    if err is not None:
        return err
    n = s.players
    if not isinstance(hands, (tuple, list)) or len(hands) != n:
        return IllegalMove("caprice.bad_draw", f"A draw gives tiles to each of the {n} players.", players=n)
    total = {t: 0 for t in TILES}
    for p, hand in enumerate(hands):
        if not isinstance(hand, (tuple, list)) or len(hand) != HAND:
            return IllegalMove("caprice.bad_draw", f"Every player draws exactly {HAND} tiles.", players=n)
        for t in hand:
            if not isinstance(t, str) or t not in TILES:
                return IllegalMove("caprice.unknown_tile", f"There is no tile type {t!r}.", tile=str(t))
            total[t] += 1
            if list(hand).count(t) > MAX_SAME:
                return IllegalMove("caprice.hand_limit",
                                   f"Player {p} would hold more than {MAX_SAME} {t} tiles.",
                                   player=p, tile=t, limit=MAX_SAME)
    for t in TILES:
        if total[t] > TILES_PER_TYPE:
            return IllegalMove("caprice.bag_limit", f"The bag holds only {TILES_PER_TYPE} {t} tiles.",
                               tile=t, limit=TILES_PER_TYPE)
    return None


# --------------------------------------------------------------------------- targets (UI / AI)


def place_targets(s: State) -> list[int]:
    """The spots a disc may be placed on now (place phase, some disc left), else []."""
    if s.phase != "place" or not any(supply(s).values()):
        return []
    return [i for i, t in enumerate(s.towers) if len(t) < HEIGHT]


def move_targets(s: State, src: int) -> list[int]:
    """The spots the top disc of ``src`` may move to now (move phase), else []."""
    if s.phase != "move":
        return []
    return [dst for dst in range(SPOTS) if move_error(s, src, dst) is None]


def movable_from(s: State) -> list[int]:
    """The spots whose top disc may move now (with at least one target)."""
    return [src for src in range(SPOTS) if move_targets(s, src)]


# --------------------------------------------------------------------------- protocol


def legal_moves(s: State) -> list:
    """The current player's moves in a deterministic order; [] at the draw and when over.

    Place phase: sorted ``Place`` moves. Move phase: sorted ``Move`` moves, then
    ``SKIP``. Order phase: the distinct arrangements of the orderer's tiles
    (sorted); [] in a view that hides them.
    """
    if s.phase == "place":
        left = supply(s)
        return sorted(Place(d, spot) for d in DISCS if left[d] > 0 for spot in place_targets(s))
    if s.phase == "move":
        return [Move(a, b) for a in range(SPOTS) for b in move_targets(s, a)] + [SKIP]
    if s.phase == "order":
        own = tiles(s, current_player(s))
        return [] if own is None else [Order(o) for o in orderings(own)]
    return []


def sample_chance(s: State, rng: random.Random) -> Draw:
    """The tile draw, done like the real bag.

    Players draw in turn one tile at a time until each holds 4; a tile that
    would be the player's third of its type goes back and the player draws
    again (this always ends: the bag never holds only such tiles).
    """
    if s.phase != "draw":
        raise IllegalMove("caprice.not_a_chance_step", "The tiles have already been drawn.")
    bag = [t for t in TILES for _ in range(TILES_PER_TYPE)]
    hands: list[list[str]] = [[] for _ in range(s.players)]
    for _ in range(HAND):
        for hand in hands:
            while True:
                i = rng.randrange(len(bag))
                if hand.count(bag[i]) < MAX_SAME:
                    hand.append(bag.pop(i))
                    break
                # a third tile of this type goes back into the bag: draw again
    return Draw(tuple(tuple(sorted(h)) for h in hands))


def _end_turn(s: State, towers_: tuple, mark: tuple[int, int] | None) -> State:
    if _building_done(towers_):
        return replace(s, towers=towers_, marker=mark, placed=None, phase="order", orders=())
    return replace(s, towers=towers_, marker=mark, placed=None, phase="place", turn=(s.turn + 1) % s.players)


def _with_spot(towers_: tuple, spot: int, tower: tuple) -> tuple:
    return towers_[:spot] + (tower,) + towers_[spot + 1:]


def apply_move(s: State, m: Any) -> State:
    """The state after ``m`` (pure). Raises ``IllegalMove`` for an illegal move."""
    if isinstance(m, Draw):
        err = _draw_error(s, m.tiles)
        if err:
            raise err
        return replace(s, tiles=tuple(tuple(sorted(h)) for h in m.tiles), phase="place", turn=0)
    if isinstance(m, Place):
        err = place_error(s, m.disc, m.spot)
        if err:
            raise err
        tower = s.towers[m.spot]
        mark = s.marker
        if mark is not None and mark[0] == m.spot:
            mark = None  # a disc placed on the marked disc frees it
        towers_ = _with_spot(s.towers, m.spot, tower + (m.disc,))
        return replace(s, towers=towers_, marker=mark, placed=m.spot, phase="move")
    if isinstance(m, Move):
        err = move_error(s, m.src, m.dst)
        if err:
            raise err
        disc = s.towers[m.src][-1]
        towers_ = _with_spot(s.towers, m.src, s.towers[m.src][:-1])
        towers_ = _with_spot(towers_, m.dst, towers_[m.dst] + (disc,))
        return _end_turn(s, towers_, (m.dst, len(towers_[m.dst]) - 1))
    if isinstance(m, Skip):
        err = _phase_error(s, "move")
        if err:
            raise err
        return _end_turn(s, s.towers, s.marker)
    if isinstance(m, Order):
        err = order_error(s, m.tiles)
        if err:
            raise err
        new_orders = s.orders + (tuple(m.tiles),)
        return replace(s, orders=new_orders, phase="over" if len(new_orders) == s.players else "order")
    if s.phase == "over":
        raise _game_over()
    raise IllegalMove("caprice.not_a_move", "That is not a Caprice move.", move=repr(m))


def scores(s: State) -> list[int]:
    """Each player's points on the current towers.

    A player who has fixed an order (visible in this state) scores with it;
    a player whose tiles are known but not yet ordered scores with the best
    order of their tiles (``best_order``), i.e. the points they would get if
    the game ended now; a player whose tiles are hidden (or before the draw)
    scores 0. When the game is over these are the final scores.
    """
    out = []
    for p in range(s.players):
        order = s.orders[p] if p < len(s.orders) else None
        own = tiles(s, p)
        if order is None and own is not None:
            order = tuple(best_order(s.towers, own))
        out.append(0 if order is None else score(s.towers, order))
    return out


def winners(s: State) -> list[int]:
    """The top scorers once the game is over (several on a tie); [] before."""
    if s.phase != "over":
        return []
    pts = scores(s)
    top = max(pts)
    return [p for p, v in enumerate(pts) if v == top]


def view(s: State, player: int) -> State:
    """What ``player`` may know: others' tiles and orders are None until the game is over."""
    if isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < s.players:
        raise ValueError(f"no player {player!r} in a {s.players}-player game")
    if s.phase == "over":
        return s
    hidden_tiles = None if s.tiles is None else tuple(
        h if p == player else None for p, h in enumerate(s.tiles))
    hidden_orders = tuple(o if p == player else None for p, o in enumerate(s.orders))
    return replace(s, tiles=hidden_tiles, orders=hidden_orders)
