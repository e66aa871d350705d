"""Gallery states of phones as private hands: the join screen with its codes, a table played on phones
with one phone away, and the pause menu's "Handys".

The pictures stay the same run after run: the tokens (inside the QR codes) and the table's address
are fixed while a state is built, and the phones' connections are given, not waited for.
"""
from __future__ import annotations

import contextlib

STATES: dict = {}


def state(name: str):
    def register(fn):
        STATES[name] = fn
        return fn
    return register


@contextlib.contextmanager
def fixed_addresses():
    """Tokens and the LAN address as fixed strings (the real ones are random and the machine's)."""
    from scenes.services.phones import server

    count = iter(range(1000))
    cls = server.PhoneServer
    real = server.secrets.token_urlsafe, cls.url, cls.short_url
    server.secrets.token_urlsafe = lambda n=None: f"gallery-token-{next(count):04d}-xxxxxx"
    cls.url = lambda self, seat, address=None: f"http://192.168.1.20:8765/p/{self.seats[seat].token}"
    cls.short_url = lambda self, address=None: "192.168.1.20:8765"  # (the real port is any free one)
    try:
        yield
    finally:
        server.secrets.token_urlsafe, cls.url, cls.short_url = real


def phone_table(g, game: str, names: list[str], statuses: dict[int, str], seed: int = 3, frames: int = 60):
    from scenes.tables.catalog import GAMES

    seats = [{"kind": "human", "level": "normal", "name": n, "phone": True} for n in names]
    with fixed_addresses():
        table = GAMES[game].make_scene({"game": game, "seats": seats, "seed": seed, "options": {}})
        g.app.stack.reset(table)
        g.app.stack.flush()
        table.phones.status = lambda seat: statuses.get(seat, "waiting")
        g.run(frames)
    return table


@state("phones_join")
def phones_join(g):
    phone_table(g, "catsle", ["Anna", "Benedikt", "Cem"], {1: "connected"})


@state("phones_join_five")
def phones_join_five(g):
    phone_table(g, "catsle", ["Anna", "Ben", "Cem", "Dora", "Emil"], {0: "connected", 3: "connected"})


@state("phones_catsle_one_away")
def phones_catsle_one_away(g):
    """Everyone on a phone, the table public, Ben's phone away (the join screen closed as all joined)."""
    statuses = {0: "connected", 1: "connected", 2: "connected"}
    table = phone_table(g, "catsle", ["Anna", "Ben", "Cem"], statuses, frames=120)
    statuses[1] = "disconnected"
    g.run(300)  # the toast has come and gone: the chip and the prompt still say it
    assert g.app.stack.top is table


@state("phones_pause")
def phones_pause(g):
    from scenes.tables.overlays import PauseScene

    statuses = {0: "connected", 1: "connected"}
    table = phone_table(g, "caprice", ["Anna", "Ben"], statuses, frames=120)
    g.push(PauseScene(table), frames=40)


@state("phones_manage")
def phones_manage(g):
    """Pause → Handys: Anna's phone here (a tick), Ben's away (no code: the seat stays his phone's),
    Cem's never joined (his code); "Neues Handy" under each joined seat."""
    from scenes.tables.phone_join import PhoneJoinScene

    statuses = {0: "connected", 1: "disconnected", 2: "waiting"}
    with fixed_addresses():
        table = phone_table(g, "catsle", ["Anna", "Ben", "Cem"], statuses, frames=60)
        g.push(PhoneJoinScene(table, managing=True), frames=40)


def _repair_asked(g):
    """The phones screen of a three-phone CATsle table, "Neues Handy" pressed for Ben: (screen, table)."""
    from scenes.tables.phone_join import PhoneJoinScene

    statuses = {0: "connected", 1: "disconnected", 2: "connected"}
    table = phone_table(g, "catsle", ["Anna", "Ben", "Cem"], statuses, frames=60)
    scene = PhoneJoinScene(table, managing=True)
    g.push(scene, frames=20)
    scene.repair(1)
    g.run(40)
    return scene


@state("phones_repair_ask")
def phones_repair_ask(g):
    """"Neues Handy" for Ben: asked by name in front of the table."""
    with fixed_addresses():
        _repair_asked(g)


@state("phones_repaired")
def phones_repaired(g):
    """Ben's "Neues Handy" confirmed: the toast saying so covers the foot's address line (never
    "Weiterspielen")."""
    with fixed_addresses():
        scene = _repair_asked(g)
        question = g.app.stack.top
        g.tap(question.widgets[1].rect.center, frames=30)
        assert g.app.stack.top is scene and g.app.toasts.items, "no toast after the repair"
