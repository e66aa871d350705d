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

import math
import random
from typing import Iterator

import pygame

import game.castro as castro
from game.core import CHANCE
from scenes.tables.castro import layout as L
from scenes.tables.castro import panels as panels
from scenes.services import i18n
from scenes.tables.castro.hint import HintKeeper, hint_lines
from scenes.tables.castro.panels import RollButton, category_name
from scenes.services.i18n import tr
from scenes.tables.animations import TweenAnimation
from scenes.tables.lesson import CHANCE_STEP, COMPUTER
from scenes.tables.table import TableScene
from sprites import audit, surface_pool, theme
from scenes.tables.castro import art as castro_art
from scenes.tables.castro.dice_tray import DiceTray
from sprites.draw import glow, vertical_gradient
from sprites.draw import shade as draw_shade
from sprites.particles import Particles
from sprites.text import fit, render
from sprites.tween import Tween
from sprites.widgets import Button, Hotspot, Toggle

DROP = 0.5           # seconds a roof falls
WIN_SHOW = 1.8       # seconds the winning fields shine before the results
ROLLING_NOTICE = 0.2  # seconds of rolling dice before the phones are told (their result follows when they rest)


def _field(text: str) -> tuple[int, int]:
    """A field written "row,col" (lesson targets)."""
    row, col = text.split(",")
    return int(row), int(col)


class Drop(TweenAnimation):
    """A roof falling onto a field's stack."""

    def __init__(self, field, seat: int, level: int) -> None:
        self.field = field
        self.seat = seat
        self.level = level
        self.tween = Tween(0.0, 1.0, DROP, "out_bounce")
        self.landed = False


class CastroTable(TableScene, game="castro"):
    #: toasts rest over the dice tray's felt (no text or button lies beneath it)
    toast_anchor = ("in", pygame.Rect(L.TRAY.x, L.TRAY.y + 18, L.TRAY.w, L.TRAY.h))
    param_names = {"category": category_name}
    has_hint = True
    ai_delay = 0.6

    def __init__(self, setup: dict) -> None:
        super().__init__(setup)
        self.board_layer: pygame.Surface | None = None
        self.board_dirty = True
        self._board_key = None          # the palette and background the board layer was drawn with
        self._drawn: dict = {}          # field -> the stack drawn there
        self._key_order: list[int] | None = None  # the dice for keys 1–5 this roll (`key_order`)
        self.particles = Particles(random.Random(7))
        self.coach = False
        self.win_timer = 0.0
        self.tray: DiceTray | None = None
        self.background: pygame.Surface | None = None
        self._chances_key = None
        self._chances: dict[str, float] = {}
        self._chances_pending = None
        self.hint = HintKeeper()
        self.hint_on = False           # the player asked for the hint of the current position
        self.picker = None             # the dice picker of the pending roll (real dice), kept across a pause

    # ----------------------------------------------------------------- set-up
    def enter(self) -> None:
        super().enter()
        storage = self.app.storage
        self.coach = bool(storage.get_setting("castro.coach", True)) if storage is not None else True
        if self.lesson.run is not None:
            self.coach = True  # the lesson introduces the Trainer (the owner's setting stays as it is)
        self.particles.low_power = self.app.settings.low_power
        self.tray = DiceTray(L.TRAY_FELT, L.SLOTS, random.Random(self.seed ^ 0x5EED), self.app.sound)
        s = self.match.state
        if s.rolls and len(s.dice) == 5:  # a game resumed mid-turn: the tray shows the last roll
            self.tray.lay_out(list(s.dice))
            if s.kept:
                self.tray.keep_values(s.kept)
        self.background = self.background_art()
        self.build_widgets()

    @classmethod
    def background_key(cls) -> tuple:
        return (cls.game_key, i18n.language(), theme.version())  # (the keep row's word, the palette)

    @staticmethod
    def make_background() -> Iterator[None]:
        """Draws the picture, pausing between its parts; returns it (see `table_background`)."""
        surf = vertical_gradient((1280, 720), (92, 64, 44), (58, 40, 28))
        yield
        rng = random.Random(4)
        for _ in range(90):  # wood grain streaks across the table
            y = rng.randrange(64, 720)
            c = (rng.randint(70, 104), rng.randint(48, 72), rng.randint(30, 48))
            pygame.draw.line(surf, c, (0, y), (1280, y + rng.randint(-6, 6)), 1)
        yield
        # the courtyard frame
        pygame.draw.rect(surf, (40, 30, 22), L.FRAME.move(0, 5), border_radius=20)
        pygame.draw.rect(surf, (120, 112, 100), L.FRAME, border_radius=20)
        pygame.draw.rect(surf, (84, 78, 70), L.FRAME.inflate(-12, -12), border_radius=14)
        audit.container(surf, L.FRAME, "board")
        # the tray: a wooden rim around green felt
        pygame.draw.rect(surf, (30, 20, 12), L.TRAY.move(0, 5), border_radius=22)
        pygame.draw.rect(surf, (128, 82, 46), L.TRAY, border_radius=22)
        pygame.draw.rect(surf, (160, 108, 64), L.TRAY, 3, border_radius=22)
        felt = vertical_gradient(L.TRAY_FELT.size, (40, 118, 72), (26, 88, 52))
        mask = pygame.Surface(L.TRAY_FELT.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=14)
        felt = felt.convert_alpha()
        felt.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surf.blit(felt, L.TRAY_FELT)
        pygame.draw.rect(surf, (20, 60, 36), L.TRAY_FELT, 2, border_radius=14)
        yield
        # the keep row: a ledge with five hollows
        pygame.draw.rect(surf, (30, 20, 12), L.KEEP.move(0, 4), border_radius=16)
        pygame.draw.rect(surf, (110, 72, 42), L.KEEP, border_radius=16)
        audit.region(surf, L.KEEP, "keep row")
        word = tr("castro.keep")
        label = render(word, "bold", fit(word, "bold", 24, L.KEEP_LABEL_W - 16), (244, 226, 196))
        surf.blit(label, label.get_rect(center=(L.KEEP.x + L.KEEP_LABEL_W // 2 + 2, L.KEEP.centery)))
        half = L.SLOT // 2
        for x, y in L.SLOTS:
            pygame.draw.rect(surf, (78, 50, 28), (x - half, y - half, L.SLOT, L.SLOT), border_radius=14)
            pygame.draw.rect(surf, (140, 96, 58), (x - half, y - half, L.SLOT, L.SLOT), 2, border_radius=14)
        return surf

    def on_language(self) -> None:
        super().on_language()
        self.background = self.background_art()
        self.board_dirty = True
        self.dirty = True

    def build_widgets(self) -> None:
        self.widgets = []
        self.die_spots = [self.add(Hotspot(self.tray.die_rect(i), lambda i=i: self.toggle_die(i), ("die", i)))
                          for i in range(5)]
        self.roll_btn = self.add(RollButton(L.ROLL, self.roll, self.roll_sub))
        self.discard_btn = self.add(Button(L.ROLL, lambda: tr("castro.discard"), self.discard, style="primary"))
        self.coach_toggle = self.add(Toggle(L.COACH_TOGGLE, lambda: tr("castro.coach"), self.coach, self.set_coach))
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

    def set_coach(self, on: bool) -> None:
        self.coach = on
        if self.app.storage is not None:
            self.app.storage.set_setting("castro.coach", on)
        self.dirty = True

    def toggle_coach(self) -> None:
        self.coach_toggle.value = not self.coach
        self.set_coach(not self.coach)

    def on_hint(self) -> None:
        """The hint: the move the hard AI would make now (asked off the frame); asked again, it goes."""
        if self.hint_on:
            self.hint_on = False
            self.dirty = True
            return
        if not self.human_turn() or self.busy() or self.state.kept is not None or self.thinker is None:
            self.app.toast(tr("hint.none"))
            return
        self.hint_on = True
        me = self.match.actor()
        self.hint.ask(castro.view(self.state, me), self.thinker)
        self.poll_hint()
        self.dirty = True

    def poll_hint(self) -> None:
        if self.hint.poll():
            self.dirty = True

    def advice(self):
        """The hint to show now, or None (not asked, not ready, or the position changed)."""
        if not self.hint_on or not self.human_turn():
            return None
        return self.hint.advice_for(castro.view(self.state, self.match.actor()))

    def hint_dice(self, advice) -> list[int]:
        """The dice (tray indices) the hint says to keep: kept ones first, then free ones of each value."""
        want = list(advice.keep)
        marked = []
        for kept_first in (True, False):
            for d in self.tray.dice:
                if d.kept == kept_first and d.value in want and d.index not in marked:
                    want.remove(d.value)
                    marked.append(d.index)
        return marked

    def hurry(self) -> None:
        super().hurry()
        if self.tray is not None and self.tray.tumbling:
            self.tray.finish()
        for d in self.animations:
            d.tween.finish()

    # ----------------------------------------------------------------- match events
    def on_move(self, actor, move, before, after) -> None:
        if isinstance(move, castro.Roll):
            if castro.roll_number(before) == 0:
                self.tray.keep_values(())
            else:
                self.tray.keep_values(move.keep)
        elif isinstance(move, castro.Dice):
            self.tray.throw(move.values)
        elif isinstance(move, castro.Place):
            level = len(castro.stack(after, move.field))
            self.animate(Drop(move.field, actor, level))
            self.sound("whoosh")
            self.tray.keep_values(())  # the dice go back to the tray for the next player
        elif isinstance(move, castro.Discard):
            self.app.toast(tr("castro.discarded", name=self.names[actor]))
            self.sound("pop")
            self.tray.keep_values(())
        self.hint_on = False  # a hint belongs to one position
        self.refresh_widgets()
        self.dirty = True

    def showing_text(self) -> str:
        """The phones, while the big screen takes long: the dice still rolling there."""
        if self.tray is not None and self.tray.tumbling:
            return tr("phones.hold.rolling")
        return super().showing_text()

    def phone_highlight(self) -> list | None:
        line = castro.winning_line(self.match.state)
        return [list(field) for field in line] or None

    def showing_after(self, usual: float) -> float:
        """Rolling dice are news for the phones at once (a roof's fall is not)."""
        return ROLLING_NOTICE if self.tray is not None and self.tray.tumbling else usual

    def busy(self) -> bool:
        if self.tray is not None and self.tray.tumbling:
            return True
        if super().busy():  # roofs still falling
            return True
        return self.match.is_over() and self.win_timer < WIN_SHOW and bool(castro.winning_line(self.state))

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
                self.toggle_coach()
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
        if self.coach and self.thinker is not None:
            self.request_chances()
            self.poll_chances()
        if self.hint_on:
            self.poll_hint()
        if self.match.is_over() and castro.winning_line(self.state):
            self.win_timer += dt

    def on_landed(self, d: Drop) -> None:
        self.app.sound.play("roof")
        cell = L.cell_rect(d.field)
        y = castro_art.stack_top_y(cell, d.level) + castro_art.roof_height()
        self.particles.burst((cell.centerx, y), theme.seat_color(d.seat), 14, speed=160, radius=3)
        self.dirty = True
        if self.match.is_over():
            line = castro.winning_line(self.state)
            for f in line:
                c = L.cell_rect(f)
                self.particles.burst(c.center, theme.seat_color(d.seat), 30, speed=260, radius=5)
        self.refresh_widgets()

    def on_caught_up(self) -> None:
        self.board_dirty = True  # the stacks the board layer shows have changed

    def has_dynamic(self) -> bool:
        return bool(self.tray is not None and self.tray.moving or self.animations or self.particles.animating
                    or (self.match.is_over() and castro.winning_line(self.state)))

    # ----------------------------------------------------------------- drawing

    def release(self) -> None:
        super().release()
        surface_pool.give(self.board_layer)
        self.board_layer = None

    def board_surface(self) -> pygame.Surface:
        """The board as one cached layer (tiles and towers), opaque: drawn over its part of the
        background, so that the layer is copied, not blended, when the table's picture is drawn
        again (after each throw; blending it took about 0.5 ms of those frames). When the shown
        stacks change only the fields that changed are drawn again, over the background; a new
        language, palette or background draws it all."""
        for _ in self.board_steps():
            pass
        return self.board_layer

    def board_steps(self) -> Iterator[None]:
        """`board_surface` brought up to date a row of fields per step (a first entry draws all 36
        fields: 3-9 ms in one step of the staged entry). A build left unfinished stays due."""
        if self.board_layer is not None and not self.board_dirty:
            return
        key = (theme.version(), theme.high_contrast(), self.background)
        if self.board_layer is None or key != self._board_key:
            surface_pool.give(self.board_layer)
            self.board_layer = surface_pool.take(L.FRAME.size)
            self.board_layer.blit(self.background, (0, 0), L.FRAME)
            self._board_key = key
            self._drawn = {}
        layer = self.board_layer
        off = (-L.FRAME.x, -L.FRAME.y)
        colors = [theme.seat_color(i) for i in range(4)]
        self.board_dirty = False  # (a change while the steps run marks it again)
        try:
            drew = False
            for f in castro.FIELDS:
                if drew and f[1] == 0:  # a new row, after a row that drew something
                    drew = False
                    yield
                owners = castro.stack(self.shown_state, f)
                if self._drawn.get(f) == owners:
                    continue
                cell = L.cell_rect(f).move(off)
                layer.blit(self.background, cell, L.cell_rect(f))  # what lies beneath the field
                tile = castro_art.field_tile(castro.field_category(f), L.CELL, key[1], bool(owners))
                layer.blit(tile, cell)
                castro_art.draw_stack(layer, cell, owners, colors)
                self._drawn[f] = owners
                drew = True
        except GeneratorExit:
            self.board_dirty = True
            raise

    def draw_static(self, surface: pygame.Surface) -> None:
        for _ in self.static_steps(surface):
            pass

    def static_steps(self, surface: pygame.Surface) -> Iterator[None]:
        """`draw_static`, pausing between its panels (the warm-up's rehearsal spreads them over frames)."""
        surface.blit(self.background, (0, 0))
        yield from self.board_steps()
        surface.blit(self.board_surface(), L.FRAME)
        yield
        panels.draw_players(surface, self.state, self.names, self.match.actor())
        advice = self.advice()
        told = self.told()
        if advice is not None:
            panels.draw_hint(surface, hint_lines(advice, self.names))
        else:
            panels.draw_prompt(surface, self.prompt_text(), (told[0], self.told_text(told)) if told else None)
        yield
        panels.draw_fields_panel(surface, self.chances(), self.coach and not self.match.is_over())
        self.draw_legal(surface)
        if told is not None and told[1] is not None:  # where the last roof of another player went
            pygame.draw.rect(surface, theme.seat_color(told[0]), L.cell_rect(told[1]).inflate(8, 8), 4,
                             border_radius=12)
        if advice is not None and advice.field is not None:
            cell = L.cell_rect(advice.field)
            ring = castro_art.hint_ring(cell.size)
            surface.blit(ring, ring.get_rect(center=cell.center))

    def draw_legal(self, surface: pygame.Surface) -> None:
        """Glowing fields the roof may go on (each with a pale roof and the height it would stand at);
        the others dimmed."""
        legal = self.legal_fields()
        if not legal:
            return
        s = self.state
        accent = theme.seat_color(self.match.actor())
        ring = glow((L.CELL, L.CELL), (255, 236, 140), 12, 9)
        shade = draw_shade((L.CELL, L.CELL), (10, 8, 6, 120), 10)
        legal_set = set(legal)
        for f in castro.FIELDS:
            if f not in legal_set:
                surface.blit(shade, L.cell_rect(f))
        for f in legal:
            cell = L.cell_rect(f)
            surface.blit(ring, (cell.x - 9, cell.y - 9))
            castro_art.would_be(surface, cell, len(castro.stack(s, f)) + 1, accent)

    def told(self) -> tuple[int, tuple | None] | None:
        """The last turn of another player, as Caprice tells it (until the next roof is set): (seat, the
        field of its roof, or None when it put the roof aside); None during that player's own turn, at
        the game's end, or before anybody's roof."""
        m = self.match
        if m.is_over() or self.animations:  # (told once the roof has landed)
            return None
        for actor, move in zip(reversed(m.actors), reversed(m.moves)):
            if isinstance(move, castro.Place):
                found = (actor, tuple(move.field))
                break
            if isinstance(move, castro.Discard):
                found = (actor, None)
                break
        else:
            return None
        return None if found[0] == m.actor() else found

    def told_text(self, told: tuple[int, tuple | None]) -> str:
        """`told` (see `told`) in words: where the roof went, and how tall that tower is."""
        seat, field = told
        name = self.names[seat]
        if field is None:
            return tr("castro.discarded", name=name)
        height = max(1, len(castro.stack(self.state, field)))
        params = dict(name=name, category=panels.category_name(castro.BOARD[field[0]][field[1]]), row=field[0] + 1,
                      col=field[1] + 1, height=height)
        return tr("castro.told.new" if height == 1 else "castro.told.tower", **params)

    def prompt_text(self) -> str:
        s = self.state
        p = self.match.actor()
        if self.match.is_over():
            if s.winner is not None:
                line = castro.winning_line(s)
                key = "castro.won_yatzy" if line and all(f in castro.YATZY_FIELDS for f in line) and len(line) == 3 \
                    else "castro.won_line"
                return tr(key, name=self.names[s.winner])
            return tr("castro.over")
        if p is None or p == CHANCE:
            roller = self.roller()
            if self.real_dice and roller is not None:
                return tr("castro.real.prompt", name=self.names[roller])
            return tr("castro.rolling")
        name = self.names[p]
        if not self.match.seats[p].is_human:
            return self.ai_turn_text(name, "castro.ai_turn")
        if self.is_phone(p):
            return self.desk.turn_text(p)
        r = castro.roll_number(s)
        if r == 0:
            return tr("castro.prompt_start", name=name)
        if s.kept is not None:
            return tr("castro.rolling")
        legal = castro.legal_fields(s)
        if r >= castro.MAX_ROLLS:
            return tr("castro.prompt_last") if legal else tr("castro.prompt_discard")
        return tr("castro.prompt_keep") if legal else tr("castro.prompt_nothing")

    def chances_key(self) -> tuple:
        s = self.state
        r = castro.roll_number(s)
        return (s.dice if r else (), castro.MAX_ROLLS - r, s.straight)

    def chances(self) -> dict[str, float] | None:
        """The coach's figures for the current dice, None until the worker has sent them."""
        return self._chances if self.chances_key() == self._chances_key else None

    def request_chances(self) -> None:
        """Ask the worker (off the frame: it builds the probability tables once) for the coach's figures."""
        key = self.chances_key()
        if key == self._chances_key:
            return
        if self._chances_pending is None or self._chances_pending[0] != key:
            from game.castro.probability import chances as chances_fn

            self._chances_pending = (key, self.thinker.submit_call(chances_fn, *key))
        return None

    def poll_chances(self) -> None:
        pending = self._chances_pending
        if pending is None or not pending[1].done():
            return
        self._chances_pending = None
        try:
            self._chances = pending[1].result()
            self._chances_key = pending[0]
        except Exception:  # noqa: BLE001 - the coach is a nicety; the game goes on without it
            self._chances, self._chances_key = {}, pending[0]
        self.dirty = True

    def draw_dynamic(self, surface: pygame.Surface) -> None:
        line = castro.winning_line(self.state) if self.match.is_over() else ()
        if line and not self.animations:
            pulse = 0.5 + 0.5 * math.sin(self.time * 6)
            winner = self.state.winner if self.state.winner is not None else 0
            color = theme.seat_color(winner)
            halo = glow((L.CELL + 8, L.CELL + 8), color, 14, 10)
            halo.set_alpha(int(120 + 135 * pulse))
            mark = castro_art.mark_ring((L.CELL, L.CELL), color)
            for f in line:
                cell = L.cell_rect(f)
                surface.blit(halo, halo.get_rect(center=cell.center))
                surface.blit(mark, mark.get_rect(center=cell.center))
            halo.set_alpha(None)
        for d in self.animations:
            cell = L.cell_rect(d.field)
            target = castro_art.stack_top_y(cell, d.level)
            y = target - 180 + 180 * d.tween.value
            img = castro_art.roof(theme.seat_color(d.seat))
            surface.blit(img, (cell.centerx - img.get_width() // 2, int(y)))
        self.tray.draw(surface)
        advice = self.advice()
        if advice is not None:
            for i in self.hint_dice(advice):
                r = self.tray.die_rect(i)
                ring = castro_art.hint_ring(r.size)
                surface.blit(ring, ring.get_rect(center=r.center))
            button = self.roll_btn if isinstance(advice.move, castro.Roll) else (
                self.discard_btn if isinstance(advice.move, castro.Discard) else None)
            if button is not None and button.visible:
                ring = castro_art.hint_ring(button.rect.size, 18)
                surface.blit(ring, ring.get_rect(center=button.rect.center))
        focused = self.focused()
        if self.show_focus() and focused is not None and focused.visible and focused.focusable:
            rect = focused.rect
            ring = castro_art.focus_ring(rect.size, 18 if not isinstance(focused, Hotspot) else 12)
            surface.blit(ring, ring.get_rect(center=rect.center))
        self.particles.draw(surface)
