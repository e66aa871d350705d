"""The scenes the bench measures, by name, each built fresh on a started app.

Each entry makes the scene stack and, optionally, a per-frame driver that keeps
the scene busy the way a player would (dragging a card round, a new deal
whenever the last one has landed, the win cascade over and over).
"""
from __future__ import annotations

import math


def _castile(layout=None, seed=1):
    from scenes.tables.castile.table import CastileTable

    setup = {"game": "castile", "seats": [{"kind": "human", "level": "normal", "name": "Bench"}], "seed": seed,
             "options": {"layout": layout} if layout else {}}
    return CastileTable(setup)


def _castile_deal():
    table = _castile()

    def drive(app, i):
        if not table.busy():
            table.board.deal()  # deal again: the bench wants frames full of flying cards
    return [table], drive


def _castile_drag():
    from scenes.tables.castile import layout as L
    from scenes.engine.input import Action

    table = _castile()
    state = {"down": False}

    def drive(app, i):
        if table.board.dealing:
            table.hurry_animations()
            return
        if table.busy() and not table.gestures.dragging:
            return
        if not state["down"]:
            counts = table.counts()
            pos = L.top_rect("t0", counts["t0"]).center
            app.dispatch(Action("point_down", pos=pos, source="mouse"))
            state["down"] = True
            state["origin"] = pos
            return
        ox, oy = state["origin"]
        p = (int(ox + 300 + 200 * math.cos(i / 20)), int(oy + 200 + 120 * math.sin(i / 20)))
        app.dispatch(Action("point_move", pos=p, source="mouse", extra={"pressed": True}))
    return [table], drive


NEAR_WON = {"tableau": [["KS"], ["KH"], ["KD"], ["KC"], [], [], [], []], "reserve": [[], [], [], []],
            "foundations": [[r + s for r in "A23456789TJQ"] for s in "SHDC"]}


def _castile_cascade():
    import game.castile as castile

    table = _castile(NEAR_WON, seed=0)
    won = castile.new_game(layout={"tableau": [[]] * 8, "reserve": [[]] * 4,
                                   "foundations": [[r + s for r in "A23456789TJQK"] for s in "SHDC"]})

    def drive(app, i):
        if table.board.dealing:
            table.hurry_animations()
            return
        if table.cascade is None:
            table.match.state = won
            table.board.sync(duration=0)
            for s in table.board.sprites.values():
                s.finish()
            table.start_cascade()
    return [table], drive


def _castro(seed=5):
    from scenes.tables.castro.table import CastroTable

    seats = [{"kind": "human", "name": "Bench"}, {"kind": "human", "name": "Zwei"}]
    return CastroTable({"game": "castro", "seats": seats, "seed": seed, "options": {}})


def _castro_dice():
    """Five dice tumbling, over and over (the tray's worst case: nothing kept)."""
    import random

    table = _castro()
    rng = random.Random(1)

    def drive(app, i):
        if table.tray is not None and not table.tray.tumbling:
            table.tray.keep_values(())
            table.tray.throw([rng.randint(1, 6) for _ in range(5)])
    return [table], drive


def _castro_drop():
    """Roofs dropping onto the board while the dice roll (a placement and the next throw)."""
    import random

    from scenes.tables.castro.presenter import Drop

    table = _castro()
    rng = random.Random(2)

    def drive(app, i):
        if table.tray is None:
            return
        if not table.tray.tumbling:
            table.tray.keep_values(())
            table.tray.throw([rng.randint(1, 6) for _ in range(5)])
        if not table.animations:
            field = (rng.randrange(6), rng.randrange(6))
            table.animate(Drop(field, rng.randrange(2), rng.randint(1, 5)))
    return [table], drive


def _caprice_stack():
    """Discs flying onto towers, landing with a wobble, the bead sliding (towers kept full-ish)."""
    import random
    from dataclasses import replace

    import game.caprice as caprice
    from scenes.tables.caprice.presenter import Flight
    from scenes.tables.caprice.table import CapriceTable

    seats = [{"kind": "human", "name": "Bench"}, {"kind": "human", "name": "Zwei"}]
    table = CapriceTable({"game": "caprice", "seats": seats, "seed": 4, "options": {}})
    rng = random.Random(3)
    kinds = ("LR", "LT", "DR", "DT")

    def drive(app, i):
        if table.shown_state is None:
            return
        if not table.animations:
            spot = rng.randrange(6)
            level = rng.randrange(4)
            towers = list(caprice.towers(table.shown_state))
            towers[spot] = tuple(rng.choice(kinds) for _ in range(level))
            table.shown_state = replace(table.shown_state, towers=tuple(towers))
            start = (rng.randrange(800, 1200), rng.randrange(90, 200))
            table.animate(Flight(rng.choice(kinds), start, spot, level))
    return [table], drive


def _catsle_fly():
    """CATsle with cards flying: the hand dealt again and again while trick cards fly to columns."""
    import random

    from scenes.tables.catsle import layout as L
    from sprites import card as cards

    from scenes.tables.catsle.table import CatsleTable

    seats = [{"kind": "human", "name": "Bench"}, {"kind": "human", "name": "B"}, {"kind": "human", "name": "C"},
             {"kind": "human", "name": "D"}]
    table = CatsleTable({"game": "catsle", "seats": seats, "seed": 4, "options": {}})
    rng = random.Random(5)

    def drive(app, i):
        if table.match is None or not table.hand_sprites and table.state.phase != "play":
            return
        if not any(s.busy for s in table.hand_sprites.values()):
            table.hand_sprites = {}
            table.rebuild_hand(animate=True)
        if not table.animations:
            for k in range(4):
                s = cards.CardSprite(rng.choice(["W3", "G7", "R12", "Y5"]), L.trick_slot(k, 4), size=L.CARD)
                s.fly_to((rng.randrange(920, 1240), rng.randrange(300, 520)), duration=0.32, arc=40)
                table.animate(s)
    return [table], drive


def scene_factories() -> dict:
    from scenes.tables.catalog import GAMES
    from scenes.kit.keyboard import KeyboardScene
    from scenes.shell.menu import MenuScene
    from scenes.shell.rules import RulesScene
    from scenes.shell.settings_scene import SettingsScene
    from scenes.shell.setup import SetupScene
    from scenes.shell.title import TitleScene

    out = {
        "title": lambda: ([TitleScene()], None),
        "menu": lambda: ([MenuScene()], None),
        "settings": lambda: ([SettingsScene()], None),
        "rules": lambda: ([MenuScene(), RulesScene("castro")], None),
        "setup": lambda: ([MenuScene(), SetupScene("catsle")], None),
        "keyboard": lambda: ([MenuScene(), SetupScene("castro"), KeyboardScene("Name", "Anna", lambda t: None)], None),
    }
    if "castile" in GAMES:  # each game's own scenarios, while the catalog lists it
        out["castile_deal"] = _castile_deal
        out["castile_drag"] = _castile_drag
        out["castile_cascade"] = _castile_cascade
    if "catsle" in GAMES:  # each game's own scenarios, while the catalog lists it
        out["catsle_fly"] = _catsle_fly
    if "caprice" in GAMES:  # each game's own scenarios, while the catalog lists it
        out["caprice_stack"] = _caprice_stack
    if "castro" in GAMES:  # each game's own scenarios, while the catalog lists it
        out["castro_dice"] = _castro_dice
        out["castro_drop"] = _castro_drop
    return out
