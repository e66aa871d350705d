"""Gallery states of the cabinet's own screens: title, menu (also with the music muted), setups, name keyboard, rules, settings,
high scores, the dialogs, the kiosk's PIN pad and operator screen, the error screen and the attract loop."""
from __future__ import annotations

from scenes.tables.catalog import ORDER

GAMES = tuple(ORDER)  # the catalog's games, each with its setup and rules states
STATES: dict = {}


def state(name: str):
    def register(fn):
        STATES[name] = fn
        return fn
    return register


def _menu():
    from scenes.shell.menu import MenuScene

    return MenuScene()


@state("title")
def title(g):
    from scenes.shell.title import TitleScene

    g.show(TitleScene(), frames=150)


@state("menu")
def menu(g):
    g.show(_menu(), frames=70)


@state("menu_kiosk")
def menu_kiosk(g):
    from scenes.shell.kiosk import KioskGuard

    g.app.config.kiosk = True
    g.app.kiosk = KioskGuard(g.app)
    g.show(_menu(), frames=70)


@state("menu_music_off")
def menu_music_off(g):
    """The menu after a guest muted the music: the note crossed out, the toast saying how it comes back."""
    g.show(_menu(), frames=10)
    g.app.toggle_music()
    g.settle()


@state("menu_keys")
def menu_keys(g):
    g.show(_menu(), frames=70)
    g.action("nav", direction="right")
    g.action("nav", direction="down")
    g.settle()


def _setup(game: str, table: dict | None = None, players: int | None = None):
    """A game's setup screen; `table`: its table options as remembered (none switched on by default),
    `players`: that many seats (the first a person, the others computers)."""
    def build(g):
        from scenes.services.seat_names import default_seats
        from scenes.shell.setup import SetupScene

        stored = g.app.storage.get_setting(f"setup.{game}")
        stored = dict(stored) if isinstance(stored, dict) else {}
        if players is not None:
            stored["seats"] = default_seats(players)
        stored["table"] = dict(table or {})
        g.app.storage.set_setting(f"setup.{game}", stored)
        g.show(_menu(), SetupScene(game), frames=40)
    return build


def _default_players(game: str) -> int | None:
    """The seats a game's plain setup state pins: its default number, for the games whose table option
    states change the remembered seats (so every language shows the same picture); else None."""
    from scenes.tables.catalog import GAMES as ENTRIES

    entry = ENTRIES[game]
    return entry.default_players if entry.table_options else None


for _game in GAMES:
    state(f"setup_{_game}")(_setup(_game, players=_default_players(_game)))
state("setup_castro_real_dice")(_setup("castro", {"real_dice": True}, players=4))  # the fullest setup


@state("setup_castile_kiosk")
def setup_castile_kiosk(g):
    """A kiosk guest's Castile setup (its description beside the kiosk's fewer controls)."""
    _kiosk(g)
    _setup("castile")(g)


@state("keyboard_name")
def keyboard_name(g):
    from scenes.shell.setup import SetupScene

    setup = g.show(_menu(), SetupScene("catsle"), frames=30)
    name_button = next(w for w in setup.widgets if getattr(w, "style", "") == "ghost")
    g.tap(name_button.rect.center, frames=40)


def _rules(game: str, over_setup: bool):
    def build(g):
        from scenes.shell.rules import RulesScene
        from scenes.shell.setup import SetupScene

        if over_setup:
            g.show(_menu(), SetupScene(game), frames=20)
            g.push(RulesScene(game, overlay=True), frames=40)
        else:
            g.show(_menu(), RulesScene(game), frames=40)
    return build


for _game in GAMES:
    state(f"rules_{_game}")(_rules(_game, False))
    state(f"rules_{_game}_over_setup")(_rules(_game, True))


@state("rules_scrolled")
def rules_scrolled(g):
    from scenes.shell.rules import RulesScene

    g.show(_menu(), RulesScene("catsle"), frames=20)
    for _ in range(6):
        g.action("wheel", dy=-1, source="mouse")
    g.settle()


@state("settings")
def settings(g):
    from scenes.shell.settings_scene import SettingsScene

    g.show(_menu(), SettingsScene(), frames=30)


@state("settings_kiosk")
def settings_kiosk(g):
    from scenes.shell.kiosk import KioskGuard, OperatorScene
    from scenes.shell.settings_scene import SettingsScene

    g.app.config.kiosk = True
    g.app.kiosk = KioskGuard(g.app)
    g.show(OperatorScene(), SettingsScene(), frames=30)


@state("high_scores")
def high_scores(g):
    from scenes.shell.scores import ScoresScene

    g.show(_menu(), ScoresScene(), frames=30)


@state("statistics")
def statistics(g):
    from scenes.shell.scores import ScoresScene

    g.show(_menu(), ScoresScene("stats"), frames=30)


@state("confirm_quit")
def confirm_quit(g):
    menu = g.show(_menu(), frames=40)
    g.tap(menu.quit_btn.rect.center, frames=40)


@state("resume_offer")
def resume_offer(g):
    from game.core import AIAgent, HumanAgent, Match

    import game.castro as castro
    from scenes.shell.menu import MenuScene

    match = Match(castro, [HumanAgent("Anna"), AIAgent("hard", "Ritter Kuno")], seed=4)
    match.advance(3)
    setup = {"game": "castro", "seats": g.seats(["human", "ai"], ["Anna", None]), "seed": 4, "options": {}}
    g.app.storage.save_game("castro", setup, match.to_save())
    g.show(MenuScene(offer=True), frames=40)
    g.app.storage.clear_game()


def _kiosk(g):
    from scenes.shell.kiosk import KioskGuard

    g.app.config.kiosk = True
    g.app.kiosk = KioskGuard(g.app)
    return g.app.kiosk


@state("pin_pad")
def pin_pad(g):
    guard = _kiosk(g)
    guard.vault.set_pin("2580")
    g.show(_menu(), frames=10)
    guard.ask_pin()
    g.run(30)
    pad = g.app.stack.top
    for ch in "147":
        g.tap(next(k for k in pad.keys if k.label() == ch).rect.center)
    g.settle()


@state("pin_wrong")
def pin_wrong(g):
    guard = _kiosk(g)
    guard.vault.set_pin("2580")
    g.show(_menu(), frames=10)
    guard.ask_pin()
    g.run(20)
    pad = g.app.stack.top
    pad.digits = "1111"
    pad.confirm()
    if pad._job is not None:
        pad._job.join(timeout=60)  # the key derivation runs in real time
    g.until(lambda: not pad.busy, what="the PIN check")
    g.settle()
    guard.vault.record_success()


@state("pin_locked")
def pin_locked(g):
    guard = _kiosk(g)
    guard.vault.set_pin("2580")
    for _ in range(5):
        guard.vault.record_failure()
    g.show(_menu(), frames=10)
    guard.ask_pin()
    g.run(30)
    guard.vault.record_success()


@state("pin_first_visit")
def pin_first_visit(g):
    from scenes.kit.pin_pad import PinChooseScene

    guard = _kiosk(g)
    g.show(_menu(), PinChooseScene(guard.vault, first=True), frames=30)


@state("operator")
def operator(g):
    from scenes.shell.kiosk import OperatorScene

    _kiosk(g)
    g.show(OperatorScene(), frames=30)


@state("operator_power_off")
def operator_power_off(g):
    """"Ausschalten" asks first: the longest question of the operator (three lines), "Nein" the default."""
    from scenes.shell.kiosk import OperatorScene

    _kiosk(g)
    scene = g.show(OperatorScene(), frames=30)
    scene.power_off()
    g.run(40)


@state("operator_problems")
def operator_problems(g):
    """The operator screen naming a missing data stick and the X11 fallback (the longest problems)."""
    import os

    from scenes.shell.kiosk import OperatorScene

    _kiosk(g)
    g.app.stick_missing = "LABEL=kastell-data"
    os.environ["KASTELL_DISPLAY_NOTE"] = "kmsdrm not available"
    g.show(OperatorScene(), frames=30)


@state("error_screen")
def error_screen(g):
    from scenes.shell.crash import ErrorScene

    g.show(_menu(), ErrorScene("/var/lib/kastell/kastell.log"), frames=30)


@state("attract_teaser")
def attract_teaser(g):
    from scenes.shell.attract import TeaserScene

    g.show(TeaserScene("catsle"), frames=60)


@state("attract_high_scores")
def attract_high_scores(g):
    from scenes.shell.attract import HighScoreScene

    g.show(HighScoreScene("castro"), frames=60)


@state("attract_stick_missing")
def attract_stick_missing(g):
    """The attract loop warning the staff that the data stick is missing."""
    from scenes.shell.attract import TeaserScene

    _kiosk(g)
    g.app.stick_missing = "LABEL=kastell-data"
    g.show(TeaserScene("caprice"), frames=60)


@state("attract_game")
def attract_game(g):
    from scenes.tables.catalog import GAMES
    from scenes.shell.attract import demo_setup

    g.app.config.demo = True
    g.show(GAMES["castro"].make_scene(demo_setup("castro", 12)), frames=420)  # a fixed seed: the same picture
