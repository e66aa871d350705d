"""Secrets stay secret: no view of a seat carries a way to another seat's hidden hands or tiles.

For CATsle and Caprice, at every step of whole games: no number found anywhere in a seat's view JSON,
used as the seed of the match's chance stream, reproduces the hidden deal (`sample_chance` replayed
exactly as the match driver draws); views hold no seed or generator state; and the views of two
seats differ only in what each may see. The match keeps the seed, and so does its save.
"""
from __future__ import annotations

import copy
import json
import random
import re

import pytest

from game import caprice, castro, catsle
from game.core import CHANCE, AIAgent, Match, chance_rng

SEEDS = [5, 77, 2**40 + 12345, 987654321987]


def numbers_in(node) -> set[int]:
    """Every whole number in a JSON tree: ints, and digit runs inside strings ("W12" → 12)."""
    out: set[int] = set()
    if isinstance(node, bool):
        return out
    if isinstance(node, int):
        out.add(node)
    elif isinstance(node, str):
        out.update(int(x) for x in re.findall(r"\d+", node))
    elif isinstance(node, list):
        for v in node:
            out |= numbers_in(v)
    elif isinstance(node, dict):
        for k, v in node.items():
            out |= numbers_in(k) | numbers_in(v)
    return out


def keys_in(node) -> set[str]:
    if isinstance(node, dict):
        return set(node) | {k for v in node.values() for k in keys_in(v)}
    if isinstance(node, list):
        return {k for v in node for k in keys_in(v)}
    return set()


def chance_states(match: Match) -> list:
    """The states at which the match drew its chance steps so far."""
    return [state for state, actor in zip(match.replay_states(), match.actors) if actor == CHANCE]


def chance_outcomes(module, match: Match, seed: int, states: list | None = None) -> list:
    """The chance moves the match would have drawn so far with `seed` (as Match.step_chance draws them)."""
    rng = chance_rng(seed)
    return [module.sample_chance(state, rng) for state in (states if states is not None else chance_states(match))]


def hidden(chance_moves: list) -> list:
    """The chance outcomes that hold secrets: the deals and the tile draws (not the public starter)."""
    return [m for m in chance_moves if isinstance(m, (catsle.Deal, caprice.Draw))]


def play_recording(module, players: int, seed: int):
    """A whole AI game; yields the match after every step."""
    match = Match(module, [AIAgent("easy") for _ in range(players)], seed=seed)
    while not match.is_over():
        if match.actor() == CHANCE:
            match.step_chance()
        else:
            match.apply(match.choose_ai_move())
        yield match


SECRET_GAMES = {"catsle": (catsle, (3, 4, 5)), "caprice": (caprice, (2, 3, 4))}


def _secret_fields(game: str, view_json: dict, seat: int) -> dict:
    """The view with the parts that only `seat` may see cleared (what stays must be public)."""
    d = copy.deepcopy(view_json)
    if game == "catsle":
        if d["hands"]:
            d["hands"][seat] = None
    else:
        if d["tiles"] is not None:
            d["tiles"][seat] = None
        if seat < len(d["orders"]):
            d["orders"][seat] = None
    return d


@pytest.mark.parametrize("game", sorted(SECRET_GAMES))
@pytest.mark.parametrize("seed", SEEDS)
def test_no_view_leads_to_the_hidden_deal(game, seed):
    module, counts = SECRET_GAMES[game]
    players = counts[seed % len(counts)]
    checked = 0
    for step, match in enumerate(play_recording(module, players, seed)):
        if step % 7 and not match.is_over():
            continue
        state = match.state
        states = chance_states(match)
        real = chance_outcomes(module, match, seed, states)
        assert real == match.chance_moves(), "the test replays the chance stream as the match draws it"
        real = hidden(real)
        views = {p: module.state_to_json(module.view(state, p)) for p in range(players)}
        for p, vj in views.items():
            text = json.dumps(vj)
            assert not {"seed", "rng", "rng_state", "random"} & keys_in(vj)
            assert module.state_from_json(json.loads(text)) == module.view(state, p)
            found = numbers_in(vj)
            assert seed not in found or seed < 100, "the seed is not in the view"
            if module.is_over(state):
                continue  # everything is revealed at the end
            for n in sorted(found)[:60]:
                if n == seed:
                    continue
                guessed = hidden(chance_outcomes(module, match, n, states))
                assert not real or guessed != real, f"seat {p}'s view holds {n}, which reproduces the deal"
            checked += 1
        # two seats' views differ only in what each may see
        if not module.is_over(state):
            for a in range(players):
                for b in range(players):
                    if a < b:
                        left = _secret_fields(game, _secret_fields(game, views[a], a), b)
                        right = _secret_fields(game, _secret_fields(game, views[b], a), b)
                        assert left == right, f"views of seats {a} and {b} differ in public parts"
    assert checked > 10


@pytest.mark.parametrize("game", sorted(SECRET_GAMES))
def test_a_view_hides_exactly_the_other_seats_secrets(game):
    module, counts = SECRET_GAMES[game]
    players = counts[-1]
    for match in play_recording(module, players, 31):
        state = match.state
        full = module.state_to_json(state)
        if module.is_over(state):
            assert module.state_to_json(module.view(state, 0)) == full
            break
        for p in range(players):
            vj = module.state_to_json(module.view(state, p))
            key = "hands" if game == "catsle" else "tiles"
            if not full[key]:
                continue
            assert vj[key][p] == full[key][p], "a seat sees its own secret"
            assert all(vj[key][q] is None or full[key][q] == [] for q in range(players) if q != p), \
                "and nobody else's (an empty hand hides nothing)"


def test_the_match_and_its_save_keep_the_seed():
    match = Match(catsle, [AIAgent("easy")] * 3, seed=2**50 + 7)
    match.advance(5)
    assert match.seed == 2**50 + 7 and match.to_save()["seed"] == 2**50 + 7
    assert "seed" not in catsle.state_to_json(match.state)
    assert "seed" not in castro.state_to_json(castro.new_game(2, seed=9))
    # the AI worker gets a view, never the state
    request = match.ai_request() if match.needs_ai() else None
    if request is not None:
        assert request.view_json == catsle.state_to_json(catsle.view(match.state, request.seat))


def test_the_test_would_see_a_leak():
    """A view that carried the seed would be caught: its number reproduces the deal."""
    seed = 4242
    match = Match(catsle, [AIAgent("easy")] * 3, seed=seed)
    match.advance(3)
    leaky = dict(catsle.state_to_json(catsle.view(match.state, 0)), seed=seed)
    hits = [n for n in numbers_in(leaky)
            if hidden(chance_outcomes(catsle, match, n)) == hidden(match.chance_moves())]
    assert hits == [seed]
    random.Random(0)  # (no global random state is touched above)
