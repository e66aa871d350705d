"""Castro's dice picker: real dice rolled at the table, typed in on the big screen.

With the table option "Echte Würfel" the café rolls its own dice in a cup; at every roll the table
opens this overlay instead of sampling the dice. It asks whoever rolled (or, for a computer player,
whoever rolls for it) how the dice landed:

- the kept dice lie fixed on a wooden ledge, as in the table's keep row;
- each rolled die lies on the felt, big, with a question mark until it is set; a tap (or select)
  turns it to the next number, and the six faces under it set a number at once (the mark then
  moves on to the next open die);
- keys: 1–6 set the marked die and move on to the next open one (Enter on "Übernehmen" then
  confirms), arrows move the mark, Backspace clears, Esc or P pause; a gamepad moves the mark and
  selects.

"Übernehmen" applies exactly the chance move ``Dice(values)`` through the table's referee (``Referee.apply_chance``),
which validates it as the rules validate any chance move. A refused entry (dice without a number,
the wrong count, a 7) is explained in the overlay in the player's language, and nothing changes;
an accepted one closes the picker, and the tray throws the dice so that they land on those values.
``submit(values)`` is the same path for a list of values (scripts and tests).
"""
from __future__ import annotations

import pygame

import game.castro as castro
from game.core import IllegalMove
from scenes.kit.dialogs import veil
from scenes.kit.ui_scene import UIScene
from scenes.services.i18n import tr
from sprites import audit, fonts, theme
from sprites import dice as dice_art
from sprites.draw import rounded_panel, seat_badge, vertical_gradient
from sprites.text import fit, render, wrap
from sprites.widgets import Button, Widget, button_face

PANEL = pygame.Rect(60, 24, 1160, 672)
PITCH = 212                    # from one die's column to the next
DIE = 112                      # a die's face in the picker
DIE_Y = 272                    # the dice's centre line
FACE_BUTTON = 56               # the buttons of one number each, three by two under each rolled die
FACE_GAP = 7
GRID_Y = 354                   # the top of the number buttons
AREA_Y, AREA_H = 200, 290      # each rolled die's patch of felt, the kept dice's ledge
GAP = 14                       # between two patches
MESSAGE_Y = 528                # the centre of the message line
BUTTON_Y = 592
_DIGITS = {getattr(pygame, f"K_{d}"): d for d in range(10)}
_DIGITS.update({getattr(pygame, f"K_KP{d}"): d for d in range(10)})


def column_x(column: int) -> int:
    """The centre of a die's column (five columns: rolled dice first, then the kept ones)."""
    return PANEL.centerx + (column - 2) * PITCH


class PickDie(Widget):
    """A rolled die to set: its number, or a question mark; tapped or selected, it shows the next number."""

    def __init__(self, picker: "DicePicker", index: int) -> None:
        rect = pygame.Rect(0, 0, DIE + 16, DIE + 16)
        rect.center = (column_x(index), DIE_Y)
        super().__init__(rect, lambda: picker.cycle(index))
        self.picker = picker
        self.index = index

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        value = self.picker.values[self.index]
        flagged = self.index in self.picker.flagged
        if value is None:
            img = open_die(flagged)
        else:
            img = dice_art.face(value, DIE)
        if self.sunk:
            img = pygame.transform.smoothscale(img, (int(img.get_width() * 0.95), int(img.get_height() * 0.95)))
        surface.blit(img, img.get_rect(center=self.rect.center))
        if focused:
            self.draw_focus(surface)


class FaceButton(Widget):
    """One number for one rolled die, drawn as a die face; gold while it is that die's number."""

    def __init__(self, picker: "DicePicker", index: int, value: int, rect) -> None:
        super().__init__(rect, lambda: picker.choose(index, value))
        self.picker = picker
        self.index = index
        self.value = value

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        chosen = self.picker.values[self.index] == self.value
        face = button_face(self.rect.size, "", "primary" if chosen else "normal", self.hover, True)
        pip = dice_art.face(self.value, FACE_BUTTON - 22)
        if self.sunk:
            face = pygame.transform.smoothscale(face, (int(self.rect.w * 0.95), int(self.rect.h * 0.95)))
        rect = face.get_rect(center=self.rect.center)
        surface.blit(face, rect)
        surface.blit(pip, pip.get_rect(center=(rect.centerx, rect.centery - 2)))
        if focused:
            self.draw_focus(surface)


_open: dict = {}


def open_die(flagged: bool) -> pygame.Surface:
    """A die without a number yet: an outlined square with a question mark (red-edged when it was missed)."""
    key = (flagged, theme.version())
    if key not in _open:
        pal = theme.palette()
        size = DIE + 8
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        body = surf.get_rect().inflate(-8, -8)
        pygame.draw.rect(surf, (24, 70, 44), body, border_radius=24)
        edge = pal["error"] if flagged else (236, 226, 200)
        pygame.draw.rect(surf, edge, body, 5 if flagged else 4, border_radius=24)
        mark = render("?", "display", 64, edge)
        surf.blit(mark, mark.get_rect(center=body.center))
        _open[key] = surf
    return _open[key]


class DicePicker(UIScene):
    """The overlay asking for the values of the dice actually rolled (see the module's docstring)."""

    overlay = True
    update_below = True   # the table beneath keeps watching its phones (its picture stays frozen)
    name = "dice_picker"

    def __init__(self, table) -> None:
        super().__init__()
        self.table = table
        match = table.match
        state = match.state
        if state.kept is None:
            raise ValueError("the dice picker opens only while a roll is pending")
        self.ply = len(match.moves)                # the chance step it answers
        self.kept = tuple(state.kept)
        self.roll = castro.roll_number(state) + 1
        self.seat = table.roller()
        self.values: list[int | None] = [None] * (castro.MAX_ROLLS - len(self.kept))
        self.flagged: set[int] = set()              # dice a refused entry left without a number
        self.message = ""
        self.message_kind = "info"
        self.typing = False   # number keys in use: the die they set next wears the mark, whatever the input mode
        self.device = "pointer"  # what was used last ("pointer", "keyboard", "pad"): the instruction fits it

    # -- building
    def enter(self) -> None:
        self.below = None  # (re-opened after the pause: the table beneath is photographed again)
        if self.app.input.mode == "focus" and self.device == "pointer":  # opened with a key press
            self.device = "keyboard"
        self.widgets = []
        self.dice = [self.add(PickDie(self, i)) for i in range(len(self.values))]
        self.faces: list[list[FaceButton]] = []
        for i in range(len(self.values)):
            row = []
            for v in range(1, 7):
                x = column_x(i) + ((v - 1) % 3 - 1) * (FACE_BUTTON + FACE_GAP) - FACE_BUTTON // 2
                y = GRID_Y + (v - 1) // 3 * (FACE_BUTTON + FACE_GAP)
                row.append(self.add(FaceButton(self, i, v, (x, y, FACE_BUTTON, FACE_BUTTON))))
            self.faces.append(row)
        self.pause_btn = self.add(Button((PANEL.x + 40, BUTTON_Y, 220, 68), lambda: tr("btn.pause"), self.to_pause,
                                         style="ghost", size_px=26))
        self.clear_btn = self.add(Button((PANEL.x + 280, BUTTON_Y, 280, 68), lambda: tr("castro.real.clear"),
                                         self.clear, size_px=26))
        self.confirm_btn = self.add(Button((PANEL.right - 420, BUTTON_Y, 380, 68), lambda: tr("castro.real.confirm"),
                                           self.confirm, style="primary"))
        self.focus_next(-1)
        self.dirty = True

    def phone_hold(self):
        from scenes.tables.phone_hold import PhoneHold

        return PhoneHold("dice", tr("phones.hold.dice"))

    # -- what the picker knows
    @property
    def missing(self) -> list[int]:
        return [i for i, v in enumerate(self.values) if v is None]

    def column_of(self, widget) -> int | None:
        """The die a widget belongs to (the die itself or one of its numbers), else None."""
        if isinstance(widget, (PickDie, FaceButton)):
            return widget.index
        return None

    # -- changing the entry
    def set_value(self, index: int, value: int) -> None:
        self.values[index] = value
        self.flagged.discard(index)
        self.say("")

    def choose(self, index: int, value: int) -> None:
        """A number chosen under a die: set, and the mark moves on to the next open die."""
        self.set_value(index, value)
        self.focus_next(index)

    def cycle(self, index: int) -> None:
        """A tap on a die: the next number (a die without a number starts at 1)."""
        v = self.values[index]
        self.set_value(index, 1 if v is None else v % 6 + 1)

    def clear(self) -> None:
        self.values = [None] * len(self.values)
        self.flagged.clear()
        self.say("")
        self.focus_next(-1)

    def focus_next(self, after: int) -> None:
        """Put the mark on the next die without a number after `after` (wrapping round), or on
        "Übernehmen" when every die has one."""
        n = len(self.values)
        for step in range(1, n + 1):
            i = (after + step) % n
            if self.values[i] is None:
                self.set_focus(self.dice[i])
                return
        self.set_focus(self.confirm_btn)

    def type_digit(self, digit: int) -> None:
        """A number key: sets the marked die (or the first open one) and moves on."""
        if not 1 <= digit <= 6:
            self.refuse(IllegalMove("castro.bad_die", f"A die shows 1 to 6, not {digit}.", value=str(digit)))
            return
        index = self.column_of(self.focused())
        if index is None:
            open_ = self.missing
            if not open_:
                return
            index = open_[0]
        self.set_value(index, digit)
        self.sound("click")
        self.focus_next(index)
        self.typing = True

    def backspace(self) -> None:
        """Backspace: clear the marked die, or (if it has no number) the last one set before it."""
        index = self.column_of(self.focused())
        if index is None:
            index = len(self.values) - 1
        while index > 0 and self.values[index] is None:
            index -= 1
        self.values[index] = None
        self.set_focus(self.dice[index])
        self.say("")

    def say(self, text: str, kind: str = "info") -> None:
        self.message, self.message_kind = text, kind
        self.dirty = True

    def refuse(self, exc: IllegalMove) -> None:
        self.say(self.table.referee.error_text(exc), "error")
        self.sound("error")

    # -- answering
    def confirm(self) -> None:
        """"Übernehmen": every die needs a number; then the entry goes to the rules."""
        missing = self.missing
        if missing:
            self.flagged = set(missing)
            self.say(tr("castro.real.missing", n=len(missing)), "error")
            self.sound("error")
            self.set_focus(self.dice[missing[0]])
            return
        self.submit(self.values)

    def submit(self, values) -> bool:
        """Apply ``Dice(values)`` (the values of the rolled dice) as this roll's chance move; True when the
        rules took it (the picker closes), False when they refused it (the reason shows, nothing changes)."""
        if len(self.table.match.moves) != self.ply:  # (the table moved on: this picker is stale)
            self.app.stack.pop(self)
            return False
        try:
            self.table.referee.apply_chance(castro.Dice(tuple(values)))
        except IllegalMove as exc:
            self.refuse(exc)
            return False
        self.app.stack.pop(self)
        return True

    def to_pause(self) -> None:
        """The table's pause menu (the picker comes back, with what was entered, when play goes on)."""
        self.app.stack.pop(self)
        self.table.pause()

    def on_back(self) -> None:
        self.to_pause()

    # -- input
    def handle(self, action) -> None:
        kind = action.kind
        if kind == "point_down":
            self.typing = False
        if kind in ("point_down", "nav", "select", "key", "back"):
            self.device = {"mouse": "pointer", "touch": "pointer", "pad": "pad"}.get(action.source, "keyboard")
        if kind == "key":
            digit = _DIGITS.get(action.key)
            if digit is not None:
                self.type_digit(digit)
            return
        if kind == "back" and action.key == pygame.K_BACKSPACE:
            self.backspace()
            self.typing = True
            return
        if kind == "menu":
            self.to_pause()
            return
        if kind in ("hint", "text"):
            return
        super().handle(action)

    # -- drawing
    def show_focus(self) -> bool:
        return self.typing or super().show_focus()

    def title_text(self) -> str:
        name = self.table.names[self.seat] if self.seat is not None else ""
        ai = self.seat is not None and not self.table.match.seats[self.seat].is_human
        return tr("castro.real.title_ai" if ai else "castro.real.title", name=name)

    def roll_text(self) -> str:
        if not self.kept:
            return tr("castro.real.roll_all", n=self.roll)
        return tr("castro.real.roll_some", n=self.roll, rolled=len(self.values), kept=len(self.kept))

    def status(self) -> tuple[str, str]:
        """The message line: a refusal, else what is left to do."""
        if self.message:
            return self.message, self.message_kind
        missing = len(self.missing)
        if missing:
            return tr("castro.real.todo", n=missing), "todo"
        return tr("castro.real.ready"), "ready"

    def draw_static(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        veil(surface)
        surface.blit(rounded_panel(PANEL.size, pal["panel"], 24, 3, pal["accent"]), PANEL)
        width = PANEL.w - 80
        title = self.title_text()
        badge = seat_badge(theme.seat_shape(self.seat), theme.seat_color(self.seat), 40) \
            if self.seat is not None else None
        room = width - (56 if badge is not None else 0)
        img = render(title, "display", fit(title, "display", fonts.HEADING, room, 26), pal["text"])
        rect = img.get_rect(center=(PANEL.centerx + (28 if badge is not None else 0), PANEL.y + 50))
        surface.blit(img, rect)
        if badge is not None:  # whose dice: the seat's colour and shape
            surface.blit(badge, badge.get_rect(midright=(rect.x - 16, rect.centery)))
        roll = render(self.roll_text(), "bold", fonts.BODY + 2, pal["accent"])
        surface.blit(roll, roll.get_rect(center=(PANEL.centerx, PANEL.y + 100)))
        how = tr({"keyboard": "castro.real.how_keys", "pad": "castro.real.how_pad"}.get(self.device, "castro.real.how"))
        img = render(how, "text", fit(how, "text", fonts.BODY, width), pal["text"])
        surface.blit(img, img.get_rect(center=(PANEL.centerx, PANEL.y + 136)))
        self.draw_felt_and_ledge(surface)
        text, kind = self.status()
        color = {"error": pal["error"], "ready": pal["accent"]}.get(kind, pal["muted"])
        lines = wrap(text, "bold", fonts.BODY + 2, width)[:2]
        y = MESSAGE_Y - 15 * len(lines)
        for line in lines:
            img = render(line, "bold", fonts.BODY + 2, color)
            surface.blit(img, img.get_rect(midtop=(PANEL.centerx, y)))
            y += 30

    def draw_felt_and_ledge(self, surface: pygame.Surface) -> None:
        """Each rolled die lies on its own patch of felt with its numbers; the kept ones lie on a wooden
        ledge, as on the table."""
        rolled = len(self.values)
        half = (PITCH - GAP) // 2
        for i in range(rolled):
            felt = pygame.Rect(column_x(i) - half, AREA_Y, 2 * half, AREA_H)
            surface.blit(_felt(felt.size), felt)
            pygame.draw.rect(surface, (20, 60, 36), felt, 2, border_radius=18)
            audit.region(surface, felt, "felt")
        if not self.kept:
            return
        ledge = pygame.Rect(column_x(rolled) - half, AREA_Y, (len(self.kept) - 1) * PITCH + 2 * half, AREA_H)
        pygame.draw.rect(surface, (30, 20, 12), ledge.move(0, 4), border_radius=18)
        pygame.draw.rect(surface, (110, 72, 42), ledge, border_radius=18)
        audit.region(surface, ledge, "keep ledge")
        label = render(tr("castro.real.kept"), "bold", fit(tr("castro.real.kept"), "bold", fonts.BODY + 2,
                                                                ledge.w - 24), (244, 226, 196))
        surface.blit(label, label.get_rect(center=(ledge.centerx, GRID_Y + FACE_BUTTON + FACE_GAP // 2)))
        for k, value in enumerate(self.kept):
            img = dice_art.face(value, DIE, kept=True)
            surface.blit(img, img.get_rect(center=(column_x(rolled + k), DIE_Y)))


_felts: dict = {}


def _felt(size: tuple[int, int]) -> pygame.Surface:
    if size not in _felts:
        surf = vertical_gradient(size, (40, 118, 72), (26, 88, 52))
        mask = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=18)
        out = pygame.Surface(size, pygame.SRCALPHA)
        out.blit(surf, (0, 0))
        out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        _felts[size] = out
    return _felts[size]


def clear_caches() -> None:
    """Forget the surfaces made here (pygame restarted, or the audit switched on)."""
    _open.clear()
    _felts.clear()


__all__ = ["DicePicker", "column_x", "clear_caches"]
