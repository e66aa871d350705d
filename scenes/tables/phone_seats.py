"""A table's phone seats, on the game thread's side: the server's lifetime, what each phone is sent and
the moves the phones send.

After every applied move each phone seat is sent its own view (`view(state, seat)`, never anything
else), its legal moves when it is its turn, and the version (the number of moves so far). A move
from a phone is applied through the same path as a tap on the big screen (animated there, autosaved)
when its version is the current one, it is that seat's turn and the rules accept it; otherwise the
phone gets an error with the code `stale`, `not_your_turn`, `bad_message` or the rules' own code, in
the table's language. A message is checked as soon as it arrives (a refusal goes back at once); a
good move waits while the table still animates the one before it (the match waits then too, so it
stays good), and is applied when the animation is done.
"""
from __future__ import annotations

import logging
import queue

from game.core import IllegalMove
from scenes.services.i18n import STRINGS, language, tr
from scenes.services.phones.picture_cache import PictureCache
from scenes.services.phones.server import PhoneMove, PhoneServer

_log = logging.getLogger("kastell.phones")

MOVES_PER_FRAME = 4   # phone moves handled in one step at most (the rest wait for the next)


def phone_words() -> dict[str, str]:
    """The phone page's own words (``phone.*``) in the current language, for its strings.json."""
    lang = language()
    return {key: entry.get(lang) or entry.get("de", key) for key, entry in STRINGS.items()
            if key.startswith("phone.")}


class PhoneSeats:
    def __init__(self, table, seats: list[int], port: int, data_folder: str | None = None) -> None:
        self.table = table
        self.seats: set[int] = set(seats)
        self.pictures = PictureCache(data_folder)
        self.server = PhoneServer(table.game_key, sorted(seats), list(table.names), lang=language(), port=port,
                                  strings=phone_words, images=self.pictures.folder, images_ready=self.pictures.ready,
                                  bad_message=tr("phones.error.bad_message"))
        self.running = False
        self.waiting: list[tuple[int, object]] = []   # checked moves held while the table animates

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

    def headless_lines(self) -> list[str]:
        """One line per phone seat for a headless run (ARCHITECTURE.md): the seat and its local URL."""
        return [f"KASTELL_PHONE seat={seat} url={self.server.url(seat, '127.0.0.1')}" for seat in sorted(self.seats)]

    def status(self, seat: int) -> str:
        return self.server.status(seat) if seat in self.seats else "screen"

    def release(self, seat: int) -> None:
        """The seat leaves its phone (back to the big screen, or to the computer): its token dies."""
        self.seats.discard(seat)
        self.server.forget(seat)

    # ------------------------------------------------------------------ to the phones
    def publish(self) -> None:
        """Every phone seat's view of the match as it stands now."""
        match = self.table.match
        module = self.table.module
        state = match.state
        actor = match.actor()
        version = len(match.moves)
        messages = {}
        for seat in self.seats:
            turn = actor == seat
            legal = [module.move_to_json(m) for m in module.legal_moves(state)] if turn else []
            messages[seat] = {"type": "state", "version": version,
                              "view": module.state_to_json(module.view(state, seat)),
                              "legal": legal, "your_turn": turn}
        self.server.publish(messages)

    # ------------------------------------------------------------------ from the phones
    def poll(self) -> None:
        """Check what the phones sent (a few per step) and apply a held move once the table is free."""
        for _ in range(MOVES_PER_FRAME):
            try:
                message = self.server.inbox.get_nowait()
            except queue.Empty:
                break
            self.check(message)
        if self.waiting and not self.table.busy():
            seat, move = self.waiting.pop(0)
            self.apply(seat, move)

    def check(self, message: PhoneMove) -> None:
        """Refuse a message at once (its code back to its phone), or hold its move for `apply`."""
        seat = message.seat
        match = self.table.match
        if seat not in self.seats:
            return  # the seat went back to the screen or the computer meanwhile
        if message.version != len(match.moves) or any(s == seat for s, _ in self.waiting):
            self.refuse(seat, "stale", tr("phones.error.stale"))
            return
        if match.actor() != seat:
            self.refuse(seat, "not_your_turn", tr("phones.error.not_your_turn"))
            return
        try:
            move = self.table.module.move_from_json(message.move)
        except (ValueError, TypeError, KeyError):
            self.refuse(seat, "bad_message", tr("phones.error.bad_message"))
            return
        self.waiting.append((seat, move))

    def apply(self, seat: int, move) -> None:
        if seat not in self.seats or self.table.match.actor() != seat:
            return
        try:
            self.table.play_phone_move(seat, move)
        except IllegalMove as exc:
            self.refuse(seat, exc.code, self.table.error_text(exc))

    def refuse(self, seat: int, code: str, text: str) -> None:
        _log.info("phone seat %s: refused (%s)", seat, code)
        self.server.send_error(seat, code, text)
        if code == "stale":
            self.server.resend(seat)


__all__ = ["PhoneSeats", "phone_words"]
