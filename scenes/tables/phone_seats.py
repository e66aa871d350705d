"""A table's phone seats, on the game thread's side: the server's lifetime, what each phone is sent and
what the phones send.

Each phone seat is sent its own view (`view(state, seat)`, never anything else), its legal moves when
it is its turn, and the version (the number of moves so far) — once the big screen shows that state
too: while the table still animates a move, or the game is over and the results are not up yet, the
phones keep the state before, so they reveal nothing before the big screen does (`sync`). While a
screen at the table holds the game (a round's score, the results, the pause menu: `PhoneHold`), the
state says so under ``table`` (why, and the buttons a phone may press instead of the big screen's),
and no seat has legal moves.

What a phone sends is answered at once, never held and replayed: a move is applied through the same
path as a tap on the big screen (animated there, autosaved) when its version is the current one, it
is that seat's turn, the table is free and the rules accept it; otherwise the phone gets an error with
the code `stale`, `wait` (a hold or the table still moving: the text says which), `not_your_turn`,
`bad_message` or the rules' own code, in the table's language. An action (``{"type":"action"}``) runs
the hold's button of that name when the hold it was offered in is still the current one.

The phones stay with the table through "play again" (`adopt`): the same people, the same seats.

The server knows no game: the table's catalog line (``table.entry``, a `TableEntry`) hands it the
game's part of the page, its script (``scenes/tables/<game>/phone.js``, served as ``assets/game.js``),
its look (``phone.css``, as ``assets/game.css``) and its words (`phone_words`: the shared ones, the
game's own and its name).
"""
from __future__ import annotations

import logging
import queue
from typing import Callable

from game.core import IllegalMove
from scenes.services import strings_phone
from scenes.services.i18n import STRINGS, language, tr
from scenes.services.phones.picture_cache import PictureCache
from scenes.tables import phone_pictures
from scenes.services.phones.server import PhoneMove, PhoneServer
from scenes.tables.phone_hold import PhoneHold

_log = logging.getLogger("kastell.phones")

MOVES_PER_FRAME = 4   # phone moves handled in one step at most (the rest wait for the next)
SHOWING_AFTER = 1.5   # seconds the big screen may be busy showing a move before the phones are told so


def phone_words(entry=None) -> Callable[[], dict[str, str]]:
    """The words of the phone page for a game's catalog line (`TableEntry`), read in the current
    language each time its strings.json is asked for: the page's shared words
    (`scenes.services.strings_phone`), the game's own (its `PhonePage`'s) and its name
    (``phone.game``, the catalog title)."""
    page = entry.phone if entry is not None else None
    keys = list(strings_phone.STRINGS) + (list(page.words) if page is not None else [])

    def words() -> dict[str, str]:
        lang = language()
        out = {key: STRINGS[key].get(lang) or STRINGS[key].get("de", key) for key in keys if key in STRINGS}
        if entry is not None:
            out["phone.game"] = entry.title
        return out
    return words


class PhoneSeats:
    def __init__(self, table, seats: list[int], port: int, data_folder: str | None = None,
                 keys: dict | None = None) -> None:
        self.table = table
        self.seats: set[int] = set(seats)
        self.pictures = PictureCache(data_folder, phone_pictures.WORKER)
        entry = table.entry       # the game's catalog line: its phone page (script and words) and name
        page = entry.phone if entry is not None else None
        self.server = PhoneServer(table.game_key, sorted(seats), list(table.names), lang=language(), port=port,
                                  strings=phone_words(entry), script=page.script if page is not None else None,
                                  style=page.style if page is not None else None,
                                  images=self.pictures.folder, images_ready=self.pictures.ready,
                                  bad_message=tr("phones.error.bad_message"), keys=keys)
        self.running = False
        self.version = -1                    # the move count of the state the phones were last sent
        self.base: dict[int, dict] = {}      # that state per seat: its view JSON, legal moves, turn
        self.hold: PhoneHold | None = None   # what holds the game at the big screen, as last sent
        self.hold_id = 0                     # counts the holds: an action names the one it was offered in
        self.behind_since: float | None = None  # since when the big screen has been showing a move

    # ------------------------------------------------------------------ lifetime
    def start(self) -> bool:
        """Listen for the phones; False (and logged) when the port cannot be had."""
        self.pictures.start()
        try:
            port = self.server.start()
        except OSError as exc:
            _log.error("the phone server cannot listen: %s", exc)
            return False
        self.running = True
        _log.info("phone server on port %s for seats %s", port, sorted(self.seats))
        return True

    def stop(self) -> None:
        if self.running:
            self.server.stop()
            self.running = False

    def adopt(self, table) -> None:
        """A new game at the same table ("play again"): the phones stay, and are shown the new match."""
        self.table = table
        self.version = -1
        self.base = {}
        self.hold = None
        self.hold_id += 1

    def headless_lines(self) -> list[str]:
        """One line per phone seat for a headless run (ARCHITECTURE.md): the seat and its local URL."""
        return [f"KASTELL_PHONE seat={seat} url={self.server.url(seat, '127.0.0.1')}" for seat in sorted(self.seats)]

    def status(self, seat: int) -> str:
        return self.server.status(seat) if seat in self.seats else "screen"

    def release(self, seat: int) -> None:
        """The seat leaves its phone (back to the big screen, or to the computer): its token dies."""
        self.seats.discard(seat)
        self.server.forget(seat)
        self.base.pop(seat, None)

    # ------------------------------------------------------------------ to the phones
    def sync(self, force: bool = False) -> None:
        """Send the phones what changed: the match's state once the big screen shows it, and the hold."""
        table = self.table
        changed = force
        may_see = table.desk.may_see()
        if may_see and (force or len(table.match.moves) != self.version):
            self.base = self.views()
            self.version = len(table.match.moves)
            changed = True
        behind = not may_see and len(table.match.moves) != self.version
        if not behind:
            self.behind_since = None
        elif self.behind_since is None:
            self.behind_since = table.time  # (the table's clock: the animations' own)
        hold = table.desk.hold_now()
        show = table.presenter
        if hold is None and behind and table.time - self.behind_since >= show.showing_after(SHOWING_AFTER):
            hold = PhoneHold("showing", show.showing_text())  # (a reveal, a long animation: say so)
        if hold != self.hold:
            self.hold = hold
            self.hold_id += 1
            changed = True
        if changed and self.base:
            self.send()

    def views(self) -> dict[int, dict]:
        match = self.table.match
        module = self.table.module
        state = match.state
        actor = match.actor()
        out = {}
        highlight = self.table.presenter.phone_highlight()
        for seat in self.seats:
            turn = actor == seat
            entry = {"view": module.state_to_json(module.view(state, seat)),
                     "legal": [module.move_to_json(m) for m in module.legal_moves(state)] if turn else [],
                     "turn": turn}
            preset = self.table.phone_preset(seat)
            if preset is not None:
                entry["preset"] = module.move_to_json(preset)
            if highlight:
                entry["highlight"] = highlight
            out[seat] = entry
        return out

    def send(self) -> None:
        hold = self.hold
        messages = {}
        for seat, entry in self.base.items():
            if seat not in self.seats:
                continue
            turn = entry["turn"] and hold is None
            message = {"type": "state", "version": self.version, "view": entry["view"],
                       "legal": entry["legal"] if turn else [], "your_turn": turn}
            for extra in ("preset", "highlight"):
                if extra in entry:
                    message[extra] = entry[extra]
            if hold is not None:
                message["table"] = hold.to_json(self.hold_id)
            messages[seat] = message
        self.server.publish(messages)

    # ------------------------------------------------------------------ from the phones
    def poll(self) -> bool:
        """Answer what the phones sent (a few per step): apply, run or refuse, never hold back. True
        when there was something."""
        handled = False
        for _ in range(MOVES_PER_FRAME):
            try:
                message = self.server.inbox.get_nowait()
            except queue.Empty:
                break
            self.check(message)
            handled = True
        return handled

    def check(self, message: PhoneMove) -> None:
        """Apply a phone's move or run its action now, or refuse it now (its code back to its phone)."""
        seat = message.seat
        table = self.table
        match = table.match
        if seat not in self.seats:
            return  # the seat went back to the screen or the computer meanwhile
        hold = self.hold
        if message.action is not None:
            action = hold.action(message.action) if hold is not None and message.version == self.hold_id else None
            if action is None:
                self.refuse(seat, "stale", tr("phones.error.action_gone"))
                return
            _log.info("phone seat %s: %s", seat, action.name)
            action.run()
            return
        if hold is not None:
            self.refuse(seat, "wait", hold.text)
            return
        if message.version != self.version or message.version != len(match.moves):
            if len(match.moves) != self.version:  # the phone cannot know yet: the table still shows a move
                self.refuse(seat, "wait", tr("phones.error.busy"))
            else:
                self.refuse(seat, "stale", tr("phones.error.stale"))
            return
        if match.actor() != seat:
            self.refuse(seat, "not_your_turn", tr("phones.error.not_your_turn"))
            return
        if table.busy():
            self.refuse(seat, "wait", tr("phones.error.busy"))
            return
        try:
            move = table.module.move_from_json(message.move)
        except (ValueError, TypeError, KeyError):
            self.refuse(seat, "bad_message", tr("phones.error.bad_message"))
            return
        try:
            table.referee.play_phone_move(seat, move)
        except IllegalMove as exc:
            self.refuse(seat, exc.code, table.referee.error_text(exc))

    def refuse(self, seat: int, code: str, text: str) -> None:
        _log.info("phone seat %s: refused (%s)", seat, code)
        self.server.send_error(seat, code, text)
        if code == "stale":
            self.server.resend(seat)


__all__ = ["PhoneSeats", "phone_words"]
