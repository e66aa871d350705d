"""Kastell: entry point. Parses the command line and starts the app.

Nothing runs at import time; `main()` starts pygame. A wrong flag or value
prints argparse's usage line with a clear message on stderr and exits with 2.
"""
from __future__ import annotations

import argparse
import os
import sys



def _games() -> dict:
    """The games of the catalog (key -> entry); reading it loads no pygame."""
    from scenes.tables.catalog import GAMES

    return GAMES


def _whole(minimum: int, words: str):
    """An argparse type: a whole number of at least `minimum`."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
        if value < minimum:
            raise argparse.ArgumentTypeError(f"{words}, got {value}")
        return value
    return parse


def _table_options() -> dict:
    """The games' table options (flag -> (option, the keys of the games that offer it)), from the catalog."""
    out: dict = {}
    for game in _games().values():
        for option in game.table_options:
            out.setdefault(option.flag, (option, []))[1].append(game.key)
    return out


_positive = _whole(1, "must be at least 1")
_count = _whole(0, "must not be negative")


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="main.py",
        description=f"Kastell: castle-themed tabletop games ({', '.join(g.name for g in _games().values())}) "
                    "in one arcade cabinet.",
    )
    screen = p.add_mutually_exclusive_group()
    screen.add_argument("--windowed", action="store_true", help="run in a window")
    screen.add_argument("--fullscreen", action="store_true",
                        help="run full screen at desktop resolution (the default; F11 or Alt+Enter toggles)")
    p.add_argument("--game", choices=tuple(_games()), help="start this game at once")
    p.add_argument("--players", type=_positive, metavar="N", help="number of players for --game")
    p.add_argument("--humans", type=_count, metavar="N", help="how many seats are human (the others are AI)")
    p.add_argument("--level", choices=("easy", "normal", "hard"), default="normal", help="AI level")
    p.add_argument("--seed", type=_count, metavar="N", help="seed for dice, deals and AI")
    p.add_argument("--lang", choices=("de", "en"), help="interface language (default: German)")
    p.add_argument("--demo", action="store_true",
                   help="AI on every seat, cycling through the games (with --game: only that game)")
    p.add_argument("--lesson", action="store_true",
                   help="with --game: start the game's lesson (Lernpartie), a short guided game")
    p.add_argument("--kiosk", action="store_true", help="café kiosk mode")
    p.add_argument("--phones", action="store_true",
                   help="with --game: every human seat plays on a phone (scan its QR code on the screen)")
    p.add_argument("--phones-port", type=_count, metavar="N", default=8765,
                   help="the table server's port for phones (default 8765, 0: any free port)")
    for flag, (option, keys) in _table_options().items():
        p.add_argument(f"--{flag}", action="store_true", dest=f"table_{option.key}", help=option.help)
    p.add_argument("--headless", action="store_true",
                   help="no window and no sound (SDL dummy drivers), virtual clock")
    p.add_argument("--frames", type=_positive, metavar="N", help="exit with code 0 after N frames")
    p.add_argument("--uncapped", action="store_true", help="no frame limiter (benchmarks)")
    p.add_argument("--shots", metavar="DIR", help="save a PNG of the screen every 60 frames and at exit")
    p.add_argument("--data-dir", metavar="PATH", help="folder for the database (default: the user data folder)")
    pin = p.add_mutually_exclusive_group()
    pin.add_argument("--reset-pin", action="store_true",
                     help="forgot the operator PIN? set it back to 0000 and lift the lock, then exit "
                          "(from a shell on the machine; the next operator visit asks for a new PIN)")
    pin.add_argument("--set-pin", action="store_true",
                     help="choose the kiosk's operator PIN from a shell (asked twice, not shown), then exit")
    pin.add_argument("--pin-status", action="store_true",
                     help="say whether an own operator PIN has been chosen (exit code 0) or the factory PIN "
                          "0000 still opens the choice of one (exit code 1), then exit")
    return p


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = build_parser()
    args = parser.parse_args(argv)
    games = _games()
    most = max(g.max_players for g in games.values())
    if args.game:
        lo, hi = games[args.game].min_players, games[args.game].max_players
        if args.players is not None and not lo <= args.players <= hi:
            span = f"{lo}" if lo == hi else f"{lo} to {hi}"
            parser.error(f"argument --players: {args.game} is played by {span} players, not {args.players}")
    elif args.players is not None and args.players > most:
        parser.error(f"argument --players: at most {most} players, not {args.players}")
    players = args.players or (games[args.game].min_players if args.game else None)
    if args.humans is not None and players is not None and args.humans > players:
        parser.error(f"argument --humans: {args.humans} humans do not fit {players} seats")
    if args.phones and not args.game:
        parser.error("argument --phones: needs --game (the game whose human seats play on phones)")
    if args.phones and args.game and games[args.game].phone is None:
        parser.error(f"argument --phones: {args.game} is played at the big screen only (it has no phone page)")
    for flag, (option, keys) in _table_options().items():
        if not getattr(args, f"table_{option.key}"):
            continue
        games = " or ".join(f"--game {k}" for k in keys)
        if not args.game:
            parser.error(f"argument --{flag}: needs {games}")
        if args.game not in keys:
            parser.error(f"argument --{flag}: only for {games}, not --game {args.game}")
        if args.demo or args.lesson:
            parser.error(f"argument --{flag}: not with --demo or --lesson (they play a game of their own)")
    if args.lesson and not args.game:
        parser.error("argument --lesson: needs --game (the game to learn)")
    if args.lesson and (args.demo or args.phones):
        parser.error("argument --lesson: a lesson is played at the screen, not with --demo or --phones")
    if args.phones_port > 65535:
        parser.error(f"argument --phones-port: at most 65535, not {args.phones_port}")
    if args.data_dir and os.path.exists(args.data_dir) and not os.path.isdir(args.data_dir):
        parser.error(f"argument --data-dir: {args.data_dir} is a file, not a folder")
    if args.shots and os.path.exists(args.shots) and not os.path.isdir(args.shots):
        parser.error(f"argument --shots: {args.shots} is a file, not a folder")
    return args


def config_from_args(args: argparse.Namespace):
    from scenes.engine.app import Config

    return Config(windowed=args.windowed, fullscreen=args.fullscreen, game=args.game, players=args.players,
                  humans=args.humans, level=args.level, seed=args.seed, lang=args.lang, demo=args.demo,
                  kiosk=args.kiosk, headless=args.headless, frames=args.frames, uncapped=args.uncapped,
                  shots=args.shots, data_dir=args.data_dir, phones=args.phones, phones_port=args.phones_port,
                  table_options={option.key: True for option, _ in _table_options().values()
                                 if getattr(args, f"table_{option.key}", False)},
                  lesson=args.lesson)


def _open_storage(data_dir: str | None):
    from scenes.services.storage import Storage, default_data_dir

    folder = data_dir or default_data_dir()
    storage = Storage(folder)
    if not storage.persistent:
        print(f"Kastell: cannot open the database in {folder}: {storage.problem}", file=sys.stderr)
        storage.close()
        return folder, None
    return folder, storage


def reset_pin(data_dir: str | None) -> int:
    """`--reset-pin`: back to the default PIN, lock lifted; needs no display (a shell on the kiosk)."""
    from scenes.services.pin_vault import PinVault

    folder, storage = _open_storage(data_dir)
    if storage is None:
        return 1
    try:
        PinVault(storage).reset()
    finally:
        storage.close()
    print(f"Kastell: the operator PIN in {folder} is 0000 again and the PIN pad is unlocked.\n"
          "The next operator visit (hold the top-left corner 5 s, or Ctrl+Alt+Q) asks for a new PIN.")
    return 0


def set_pin(data_dir: str | None, ask=None) -> int:
    """`--set-pin`: choose the operator PIN at a shell (typed twice, not echoed)."""
    import getpass

    from scenes.services.pin_vault import MAX_DIGITS, MIN_DIGITS, PinVault, new_pin_problem

    ask = ask or getpass.getpass
    rules = {"pin.rule_digits": f"the PIN needs {MIN_DIGITS} to {MAX_DIGITS} digits",
             "pin.rule_default": "0000 is the default PIN and cannot be chosen",
             "pin.rule_simple": "too easy to guess (one digit repeated or a run like 1234)"}
    try:
        pin = ask(f"New operator PIN ({MIN_DIGITS}-{MAX_DIGITS} digits): ").strip()
        problem = new_pin_problem(pin)
        if problem is not None:
            print(f"Kastell: {rules[problem]}; nothing changed.", file=sys.stderr)
            return 2
        if ask("The same PIN once more: ").strip() != pin:
            print("Kastell: the two entries differ; nothing changed.", file=sys.stderr)
            return 2
    except (EOFError, KeyboardInterrupt):
        print("\nKastell: no PIN entered; nothing changed.", file=sys.stderr)
        return 2
    folder, storage = _open_storage(data_dir)
    if storage is None:
        return 1
    try:
        vault = PinVault(storage)
        vault.set_pin(pin)
        vault.record_success()  # a new PIN also lifts a lock
    finally:
        storage.close()
    print(f"Kastell: the operator PIN in {folder} is set.")
    return 0


def pin_status(data_dir: str | None) -> int:
    """`--pin-status`: 0 when an own PIN guards the operator screen, 1 while the factory PIN still opens
    the choice of one (the installer asks for a PIN then)."""
    from scenes.services.pin_vault import PinVault

    folder, storage = _open_storage(data_dir)
    if storage is None:
        return 1
    try:
        default = PinVault(storage).is_default()
    finally:
        storage.close()
    print(f"Kastell: {'no operator PIN chosen yet (0000 opens the choice of one)' if default else 'the operator PIN is chosen'}"
          f" ({folder})")
    return 1 if default else 0


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.reset_pin:
        return reset_pin(args.data_dir)
    if args.pin_status:
        return pin_status(args.data_dir)
    if args.set_pin:
        return set_pin(args.data_dir)
    if args.headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from scenes.shell.boot import run

    return run(config_from_args(args))


if __name__ == "__main__":
    sys.exit(main())
