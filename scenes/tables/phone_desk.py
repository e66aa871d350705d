"""A table's phone desk: the table's side of the seats played on phones.

Every `TableScene` owns one `PhoneDesk` (``table.desk``). It decides which seats go to phones (the
setup's, when the owner allows phone play; never in the attract loop, a demo or a finished game), opens
their `scenes.tables.phone_seats.PhoneSeats` (the server and what each phone is sent) or takes over
the phones of the game before ("play again": the same people, the same seats), and, on the table's
every step (`watch`), lets the phones' messages in and shows on the top bar whether each phone is
there, with a toast when one goes away.

It answers what the phones are shown: `may_see` (the match once the big screen shows it too) and
`hold_now` (what holds the game at the big screen: the topmost screen over the table that says why).
And it carries out what the phone screen (`scenes.tables.phone_join.PhoneJoinScene`) decides for a
seat: back to the big screen (`to_screen`), to the computer (`to_computer`), or to a new device
(`repair`); each is saved at once.

A seat on a phone is never shown or played on the big screen (`is_phone`).
"""
from __future__ import annotations

import logging

from game.core import AIAgent
from scenes.services.i18n import tr

_log = logging.getLogger("kastell.table")


class PhoneDesk:
    def __init__(self, table) -> None:
        self.table = table
        self.phones = None                 # the phone seats and their server (PhoneSeats), if any
        self.marks: dict[int, str] = {}    # each phone seat's status as the top bar shows it

    @property
    def seats(self) -> set[int]:
        return self.phones.seats if self.phones is not None else set()

    def is_phone(self, seat: int | None) -> bool:
        return seat is not None and seat in self.seats

    # ------------------------------------------------------------ opening
    def wanted(self) -> list[int]:
        """The human seats the setup puts on phones (none in the attract loop, none when the owner
        turned phone play off, none once the game is over)."""
        table = self.table
        if table.attract or table.demo or table.app is None or not table.app.settings.phones \
                or table.match.is_over():
            return []
        return [i for i, s in enumerate(table.setup["seats"]) if s.get("phone") and table.match.seats[i].is_human]

    def take_over(self, desk: "PhoneDesk") -> None:
        """"Play again": the phones of the game before come along (opened at `open`)."""
        self.phones, desk.phones = desk.phones, None

    def open(self) -> None:
        """Start the phone seats' server (or adopt the phones taken over); when a phone is still to join,
        the phone screen opens over the table. A port that is taken: everybody plays at the big screen."""
        table = self.table
        if self.phones is not None:
            self.phones.adopt(table)
            self.phones.sync(force=True)
            return
        seats = self.wanted()
        if not seats:
            return
        from scenes.tables.phone_join import PhoneJoinScene
        from scenes.tables.phone_seats import PhoneSeats

        app = table.app
        storage = app.storage
        folder = storage.folder if storage is not None and storage.persistent else None
        phones = PhoneSeats(table, seats, port=app.config.phones_port, data_folder=folder,
                            keys=table.setup.get("phone_keys"))
        if not phones.start():
            for seat in seats:
                table.setup["seats"][seat]["phone"] = False
            app.toast(tr("phones.no_server"), "error")
            return
        self.phones = phones
        phones.sync(force=True)
        if app.config.headless:
            for line in phones.headless_lines():
                print(line, flush=True)
        if any(phones.status(s) != "connected" for s in phones.seats):
            app.stack.push(PhoneJoinScene(table))

    def stop(self) -> None:
        if self.phones is not None:
            self.phones.stop()

    # ------------------------------------------------------------ what the phones are shown
    def may_see(self) -> bool:
        """The phones are shown the match as it stands once the big screen shows it too: no move still
        on its way to the board, and a finished game only once the results are up."""
        table = self.table
        if table.busy():
            return False
        return not table.match.is_over() or table.driver.results_shown

    def hold_now(self):
        """What holds the game at the big screen, for the phones (a `PhoneHold`), or None: the topmost
        screen over the table that says why; else, when a phone seat is to move and something is open
        over the table, a general word."""
        table = self.table
        scenes = table.app.stack.scenes if table.app is not None else []
        if table not in scenes:
            return None
        above = scenes[scenes.index(table) + 1:]
        for scene in reversed(above):
            hold = scene.phone_hold()
            if hold is not None:
                return hold
        if above and self.is_phone(table.match.actor()):
            from scenes.tables.phone_hold import PhoneHold

            return PhoneHold("screen", tr("phones.hold.screen"))
        return None

    def turn_text(self, seat: int) -> str:
        """Whose turn it is on the big screen when that person plays on a phone (and whether it is away)."""
        name = self.table.names[seat]
        if self.phones is not None and self.phones.status(seat) == "disconnected":
            return tr("phones.turn_gone", name=name)
        return tr("phones.turn", name=name)

    # ------------------------------------------------------------ each step
    def watch(self) -> None:
        """What the phones sent (answered at once), what they are shown, and their marks on the top bar."""
        if self.phones is None:
            return
        table = self.table
        self.phones.sync()
        if self.phones.poll():
            if self.phones is None:  # a phone's "play again": the phones went on to the new game
                return
            self.phones.sync()  # (a move applied without animation, a screen closed: said at once)
        marks = {seat: self.phones.status(seat) for seat in self.phones.seats}
        if marks == self.marks:
            return
        for seat, status in marks.items():
            if status == "disconnected" and self.marks.get(seat) == "connected":
                table.app.toast(tr("phones.toast.gone", name=table.names[seat]))
        if any(status == "connected" and self.marks.get(seat) == "waiting" for seat, status in marks.items()):
            table.records.save()  # a phone joined its seat: kept, so that after a restart it gets back in
        self.marks = marks
        table.topbar.phones = dict(marks)
        table.dirty = True

    # ------------------------------------------------------------ a seat changes hands
    def to_screen(self, seat: int) -> None:
        """A phone seat comes back to the big screen (with the privacy screen between people)."""
        table = self.table
        if self.phones is not None:
            self.phones.release(seat)
        table.setup["seats"][seat]["phone"] = False
        table.shown_to = None
        table.records.save()
        table.dirty = True

    def repair(self, seat: int) -> None:
        """A phone seat goes to a new device (the table saw its name and said yes): a new code, the old
        device told; saved at once, so a restart does not let the old device back in."""
        table = self.table
        if self.phones is None or seat not in self.phones.seats:
            return
        self.phones.server.repair(seat)
        _log.info("phone seat %s given to a new device", seat)
        table.app.toast(tr("phones.repair.done", name=table.names[seat]))
        table.records.save()
        table.dirty = True

    def to_computer(self, seat: int) -> None:
        """A phone seat is played by the computer from now on (its own generator: nothing else changes)."""
        table = self.table
        if self.phones is not None:
            self.phones.release(seat)
        table.setup["seats"][seat].update(kind="ai", phone=False, level="normal")
        table.match.seats[seat] = AIAgent(level="normal", name=table.names[seat])
        table.records.save()
        table.dirty = True


__all__ = ["PhoneDesk"]
