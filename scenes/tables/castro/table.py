"""Castro's table: the courtyard board, the dice tray with tumbling dice, and the turn flow.

A turn: press "Würfeln" (roll 1 throws all five dice), tap dice to keep them
(they slide to the keep row), roll again up to five times, and tap a glowing
field to put a roof there (the badge says how high it would stand). After the
fifth roll only empty fields glow; if none fits, "Dach abgeben" puts a roof
aside. The fields panel names the field signs; with the Trainer on it shows
each category's chance within the rolls left. The hint (the top bar's button,
H, gamepad Y) shows the move the hard AI would make now, marked on the table,
with a short reason (worked out off the frame, `scenes.tables.castro.hint`).
Computer players roll, keep and place at a watchable pace (tap to hurry).
Keys: 1–5 keep dice, R roll, X discard, C Trainer, H hint, arrows + Enter/Space
move a thick gold focus over dice, buttons and fields and use them; a gamepad
does the same.

With real dice (the table option ``setup["real_dice"]``) the café rolls its own dice:
at every roll the table opens the dice picker (``scenes.tables.castro.dice_picker``)
instead of sampling, for people and computer players alike, and the tray then throws
its dice so that they land on the values typed in. Who begins still comes from the seed.
"""
from __future__ import annotations

import random
from typing import Iterator

import pygame

import game.castro as castro
from scenes.services import i18n
from scenes.services.i18n import tr
from scenes.tables.castro import layout as L
from scenes.tables.castro.advisor import CastroAdvisor
from scenes.tables.castro.background import make_background as draw_background
from scenes.tables.castro.dice_tray import DiceTray
from scenes.tables.castro.painter import CastroPainter
from scenes.tables.castro.panels import RollButton, category_name
from scenes.tables.castro.presenter import CastroPresenter
from scenes.tables.lesson import CHANCE_STEP, COMPUTER
from scenes.tables.table import TableScene
from sprites import theme
from sprites.backgrounds_cache import Backdrop
from sprites.particles import Particles
from sprites.widgets import Button, Hotspot, Toggle



def _field(text: str) -> tuple[int, int]:
    """A field written "row,col" (lesson targets)."""
    row, col = text.split(",")
    return int(row), int(col)


class CastroTable(TableScene, game=castro):
    #: toasts rest over the dice tray's felt (no text or button lies beneath it)
    toast_anchor = ("in", pygame.Rect(L.TRAY.x, L.TRAY.y + 18, L.TRAY.w, L.TRAY.h))
    param_names = {"category": category_name}
    own_art = ("sprites.dice",)  # (the dice turned every way: only this table throws them)
    has_hint = True
    ai_delay = 0.6
    presenter_class = CastroPresenter
    #: the wood, the courtyard, the tray and the keep row (with its word, in the palette's colours)
    backdrop = Backdrop(draw_background, lambda: ("castro", i18n.language(), theme.version()))

    def __init__(self, setup: dict) -> None:
        super().__init__(setup)
        self.painter = CastroPainter(self)   # the board layer, the panels, what moves over them
        self.advisor = CastroAdvisor(self)   # the Trainer's chances and the hint
        self._key_order: list[int] | None = None  # the dice for keys 1–5 this roll (`key_order`)
        self.particles = Particles(random.Random(7))
        self.tray: DiceTray | None = None
        self.picker = None             # the dice picker of the pending roll (real dice), kept across a pause

    # ----------------------------------------------------------------- set-up
    def enter(self) -> None:
        super().enter()
        storage = self.app.storage
        self.advisor.coach = bool(storage.get_setting("castro.coach", True)) if storage is not None else True
        if self.lesson.run is not None:
            self.advisor.coach = True  # the lesson introduces the Trainer (the owner's setting stays as it is)
        self.particles.low_power = self.app.settings.low_power
        self.tray = DiceTray(L.TRAY_FELT, L.SLOTS, random.Random(self.seed ^ 0x5EED), self.app.sound)
        s = self.match.state
        if s.rolls and len(s.dice) == 5:  # a game resumed mid-turn: the tray shows the last roll
            self.tray.lay_out(list(s.dice))
            if s.kept:
                self.tray.keep_values(s.kept)
        self.build_widgets()


    def on_language(self) -> None:
        super().on_language()
        self.painter.board_dirty = True
        self.dirty = True

    def build_widgets(self) -> None:
        self.widgets = []
        self.die_spots = [self.add(Hotspot(self.tray.die_rect(i), lambda i=i: self.toggle_die(i), ("die", i)))
                          for i in range(5)]
        self.roll_btn = self.add(RollButton(L.ROLL, self.roll, self.roll_sub))
        self.discard_btn = self.add(Button(L.ROLL, lambda: tr("castro.discard"), self.discard, style="primary"))
        self.coach_toggle = self.add(Toggle(L.COACH_TOGGLE, lambda: tr("castro.coach"), self.advisor.coach,
                                                 self.advisor.set_coach))
        self.field_spots = {f: self.add(Hotspot(L.cell_rect(f), lambda f=f: self.tap_field(f), ("field", f)))
                            for f in castro.FIELDS}
        self.set_focus(self.roll_btn)
        self.refresh_widgets()

    # ----------------------------------------------------------------- state questions
    @property
    def state(self) -> castro.State:
        return self.match.state

    def can_keep(self) -> bool:
        s = self.state
        return self.human_turn() and 1 <= castro.roll_number(s) < castro.MAX_ROLLS and s.kept is None

    def legal_fields(self) -> list:
        s = self.state
        if not self.human_turn() or self.busy() or castro.roll_number(s) == 0 or s.kept is not None:
            return []
        return castro.legal_fields(s)

    @property
    def real_dice(self) -> bool:
        """The café rolls real dice and types them in (a table option; never in the attract loop or a demo)."""
        return self.setup.get("real_dice") is True and not self.attract and not self.demo

    def roller(self) -> int | None:
        """The seat whose roll is pending (the seat of the last move, a Roll), else None."""
        m = self.match
        if m.moves and isinstance(m.moves[-1], castro.Roll):
            return m.actors[-1]
        return None

    def outside_chance(self) -> bool:
        """With real dice every roll is typed in (the starting player still comes from the seed): once
        the kept dice have reached the keep row, the picker opens over the table."""
        if not self.real_dice or self.state.kept is None:
            return False
        if self.tray is not None and self.tray.moving:
            return True
        if self.app.stack.top is self:
            self.app.stack.push(self.dice_picker())
        return True

    def dice_picker(self):
        """The picker of the pending roll (the same one again after a pause: what was entered stays)."""
        from scenes.tables.castro.dice_picker import DicePicker

        if self.picker is None or self.picker.ply != len(self.match.moves):
            self.picker = DicePicker(self)
        return self.picker

    def roll_sub(self) -> str:
        n = castro.roll_number(self.state) + 1
        if n > castro.MAX_ROLLS or self.match.is_over():
            return tr("castro.no_rolls")
        return tr("castro.roll_sub", n=n, height=castro.max_height(n) + 1)

    def round_text(self) -> str:
        return tr("castro.round", n=castro.round_number(self.state))

    # ----------------------------------------------------------------- lesson
    def lesson_target(self, name: str):
        """What Castro's lesson points at: the board, the roll button, the dice, the Trainer, fields."""
        if name.startswith("field:"):
            return L.cell_rect(_field(name[6:]))
        if name.startswith("fields:"):
            return [L.cell_rect(_field(f)) for f in name[7:].split(";")]
        fixed = {"board": L.FRAME, "roll": L.ROLL, "trainer_panel": L.COACH, "players": L.PLAYERS,
                 "prompt": L.PROMPT}
        if name in fixed:
            return pygame.Rect(fixed[name])
        if name == "dice":
            return [pygame.Rect(L.TRAY), pygame.Rect(L.KEEP)]
        if name == "yatzy":
            return [L.cell_rect(f) for f in castro.YATZY_FIELDS]
        if name == "legal":
            return [L.cell_rect(f) for f in self.legal_fields()] or None
        return None

    def lesson_stage(self, step) -> list[pygame.Rect]:
        """The dice (tray and keep row) and the prompt under them stay in sight of the coach's bubble;
        while the computer plays, the Trainer's chances and the roll button too (the bubble then rests
        on the board, away from the field its roof lands on: the move's own spot is kept clear)."""
        out = [pygame.Rect(L.TRAY), pygame.Rect(L.KEEP), pygame.Rect(L.PROMPT)]
        if step.who in (COMPUTER, CHANCE_STEP):
            out += [pygame.Rect(L.ROLL), pygame.Rect(L.COACH), pygame.Rect(L.COACH_TOGGLE)]
        return out

    def lesson_taps(self, move) -> list[tuple[int, int]] | None:
        """Where a person taps to make `move`: the dice to keep (or let go), the roll button, a field."""
        if isinstance(move, castro.Roll):
            want = list(move.keep)
            taps = []
            for d in sorted(self.tray.dice, key=lambda d: not d.kept):  # kept dice first: they stay if wanted
                if d.value in want:
                    want.remove(d.value)
                    if not d.kept:
                        taps.append(self.tray.die_rect(d.index).center)
                elif d.kept:
                    taps.append(self.tray.die_rect(d.index).center)
            return taps + [L.ROLL.center]
        if isinstance(move, castro.Place):
            return [L.cell_rect(move.field).center]
        return None

    # ----------------------------------------------------------------- actions
    def toggle_die(self, i: int) -> None:
        if not self.can_keep() or self.busy():  # sliding dice do not count as busy
            if self.human_turn() and castro.roll_number(self.state) == 0:
                self.app.toast(tr("castro.roll_first"))
            return
        d = self.tray.dice[i]
        if not d.kept and len(self.tray.kept_values) >= 4:
            self.app.toast(tr("error.castro.keep_all_five"), "error")
            self.sound("error")
            return
        self.tray.set_kept(i, not d.kept)
        self.sound("click")
        self.dirty = True

    def roll(self) -> None:
        if not self.human_turn():
            return
        s = self.state
        keep = self.tray.kept_values if castro.roll_number(s) > 0 else ()
        self.try_move(castro.Roll(keep))

    def discard(self) -> None:
        if self.human_turn():
            self.try_move(castro.DISCARD)

    def tap_field(self, field) -> None:
        s = self.state
        if not self.human_turn() or self.busy():
            return
        if castro.roll_number(s) == 0:
            self.app.toast(tr("castro.roll_first"))
            return
        self.try_move(castro.Place(field))

    # ----------------------------------------------------------------- match events
    def on_refused(self) -> None:
        self.sound("error")

    # ----------------------------------------------------------------- widgets
    def refresh_widgets(self) -> None:
        s = self.state
        discard_now = self.human_turn() and castro.DISCARD in castro.legal_moves(s)
        self.discard_btn.visible = discard_now
        self.roll_btn.visible = not discard_now
        self.roll_btn.enabled = self.human_turn() and s.kept is None and castro.roll_number(s) < castro.MAX_ROLLS
        legal = set(castro.legal_fields(s)) if self.human_turn() and castro.roll_number(s) > 0 and s.kept is None \
            else set()
        for f, w in self.field_spots.items():
            w.focusable = f in legal
        keepable = self.can_keep()
        for w in self.die_spots:
            w.focusable = keepable
        w = self.focused()
        if w is None or not w.visible or not w.focusable:
            self.set_focus(self.discard_btn if discard_now else self.roll_btn)

    # ----------------------------------------------------------------- input
    def handle_table(self, action) -> None:
        kind = action.kind
        if kind == "point_down" and self.busy():
            self.hurry()
        if kind == "key":
            k = action.key
            if pygame.K_1 <= k <= pygame.K_5:
                self.toggle_die(self.key_order()[k - pygame.K_1])
            elif k == pygame.K_r:
                if self.discard_btn.visible:
                    self.discard()
                else:
                    self.roll()
            elif k == pygame.K_x:
                self.discard()
            elif k == pygame.K_c:
                self.advisor.toggle_coach()
            return
        if kind == "point_down":
            w = self.widget_at(action.pos)
            if isinstance(w, Hotspot) and not w.focusable and w.key[0] == "field":
                self.tap_field(w.key[1])  # not glowing: the toast explains why not
                return
        super().handle_table(action)

    # ----------------------------------------------------------------- loop
    def key_order(self) -> list[int]:
        """The dice for the keys 1–5: left to right as they lay when the roll came to rest, and so
        until the next roll (a kept die sliding aside keeps its number: the same key lets it go)."""
        if self._key_order is None:
            self._key_order = sorted(range(5), key=lambda i: self.tray.dice[i].pos[0])
        return self._key_order

    def update_table(self, dt: float) -> None:
        if self.tray is not None and self.tray.tumbling:
            self._key_order = None  # a new roll: numbered afresh once it lies
        if self.tray is not None:
            was = self.tray.moving
            self.tray.update(dt)
            if was and not self.tray.moving:
                self.refresh_widgets()
                self.dirty = True
            for i, w in enumerate(self.die_spots):
                w.rect = self.tray.die_rect(i)
        self.particles.update(dt)
        self.advisor.update()
        self.presenter.update(dt)

    # ----------------------------------------------------------------- drawing (the painter's)
    def on_hint(self) -> None:
        self.advisor.on_hint()

    def has_dynamic(self) -> bool:
        return self.painter.has_dynamic()

    def static_steps(self, surface: pygame.Surface) -> Iterator[None]:
        return self.painter.static_steps(surface)

    def draw_static(self, surface: pygame.Surface) -> None:
        for _ in self.painter.static_steps(surface):
            pass

    def draw_dynamic(self, surface: pygame.Surface) -> None:
        self.painter.draw_dynamic(surface)

    def release(self) -> None:
        super().release()
        self.painter.release()

    # ----------------------------------------------------------------- drawing
