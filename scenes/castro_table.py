"""Castro's table: the courtyard board, the dice tray with tumbling dice, and the turn flow.

A turn: press "Würfeln" (roll 1 throws all five dice), tap dice to keep them
(they slide to the keep row), roll again up to five times, and tap a glowing
field to put a roof there (the badge says how high it would stand). After the
fifth roll only empty fields glow; if none fits, "Dach abgeben" puts a roof
aside. The coach panel shows each category's chance within the rolls left.
Computer players roll, keep and place at a watchable pace (tap to hurry).
Keys: 1–5 keep dice, R roll, X discard, C coach, arrows + Enter/Space move a
focus over dice, buttons and fields and use them; a gamepad does the same.
"""
from __future__ import annotations

import math
import random

import pygame

import game.castro as castro
from game.core import CHANCE
from scenes import castro_layout as L
from scenes import i18n
from scenes.i18n import tr
from scenes.table import TableScene
from sprites import audit, castro_art, fonts, theme
from sprites.dice_tray import DiceTray
from sprites.backgrounds_cache import backdrop
from sprites.draw import glow, prepared, rounded_panel, seat_badge, vertical_gradient
from sprites.draw import shade as draw_shade
from sprites.particles import Particles
from sprites.text import fit, render, wrap
from sprites.tween import Tween, ease
from sprites.widgets import Button, Hotspot, Toggle

DROP = 0.5           # seconds a roof falls
WIN_SHOW = 1.8       # seconds the winning fields shine before the results


def make_scene(setup: dict) -> "CastroTable":
    return CastroTable(setup)


def category_name(category: str) -> str:
    return tr(f"castro.cat.{category}")


class RollButton(Button):
    """The big roll button: "Würfeln" and, below, which roll it is and how high it lets you build."""

    def __init__(self, rect, on_click, sub) -> None:
        super().__init__(rect, lambda: tr("castro.roll"), on_click, style="primary")
        self.sub = sub

    def face(self) -> pygame.Surface:
        from sprites.widgets import _cached

        main, sub = self.label(), self.sub()
        pal = theme.palette()
        key = ("castro.roll", self.rect.size, main, sub, self.hover, self.enabled, theme.version())

        def make() -> pygame.Surface:
            w, h = self.rect.size
            color = pal["primary"] if self.enabled else pal["disabled"]
            if self.hover and self.enabled:
                color = tuple(min(255, c + 18) for c in color)
            surf = rounded_panel((w, h), color, 18, 3, (255, 255, 255) if self.enabled else pal["panel_edge"])
            ink = pal["primary_text"] if self.enabled else pal["muted"]
            t = render(main, "display", fit(main, "display", 30, w - 24, 20), ink)
            surf.blit(t, t.get_rect(midtop=(w // 2, 8)))
            s = render(sub, "bold", fit(sub, "bold", 19, w - 20, 13), ink)
            surf.blit(s, s.get_rect(midbottom=(w // 2, h - 9)))
            return prepared(surf)

        return _cached(key, make)


class Drop:
    """A roof falling onto a field's stack."""

    def __init__(self, field, seat: int, level: int) -> None:
        self.field = field
        self.seat = seat
        self.level = level
        self.tween = Tween(0.0, 1.0, DROP, "out_bounce")
        self.landed = False


class CastroTable(TableScene):
    name = "castro"
    game_key = "castro"
    module = castro
    module_name = "castro"
    has_hint = True
    ai_delay = 0.6

    def __init__(self, setup: dict) -> None:
        super().__init__(setup)
        self.shown: castro.State | None = None   # the state whose stacks the board layer shows
        self.board_layer: pygame.Surface | None = None
        self.board_dirty = True
        self.drops: list[Drop] = []
        self.particles = Particles(random.Random(7))
        self.coach = False
        self.win_timer = 0.0
        self.tray: DiceTray | None = None
        self.background: pygame.Surface | None = None
        self._chances_key = None
        self._chances: dict[str, float] = {}
        self._chances_pending = None

    # ----------------------------------------------------------------- set-up
    def enter(self) -> None:
        super().enter()
        storage = self.app.storage
        self.coach = bool(storage.get_setting("castro.coach", True)) if storage is not None else True
        self.particles.low_power = self.app.settings.low_power
        self.tray = DiceTray(L.TRAY_FELT, L.SLOTS, random.Random(self.seed ^ 0x5EED), self.app.sound)
        self.shown = self.match.state
        self.background = backdrop(("castro", i18n.language(), theme.version()), self.make_background)
        self.build_widgets()

    def make_background(self) -> pygame.Surface:
        surf = vertical_gradient((1280, 720), (92, 64, 44), (58, 40, 28))
        rng = random.Random(4)
        for _ in range(90):  # wood grain streaks across the table
            y = rng.randrange(64, 720)
            c = (rng.randint(70, 104), rng.randint(48, 72), rng.randint(30, 48))
            pygame.draw.line(surf, c, (0, y), (1280, y + rng.randint(-6, 6)), 1)
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
        felt = felt.convert_alpha() if pygame.display.get_surface() else felt.convert_alpha()
        felt.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surf.blit(felt, L.TRAY_FELT)
        pygame.draw.rect(surf, (20, 60, 36), L.TRAY_FELT, 2, border_radius=14)
        # the keep row: a ledge with five hollows
        pygame.draw.rect(surf, (30, 20, 12), L.KEEP.move(0, 4), border_radius=16)
        pygame.draw.rect(surf, (110, 72, 42), L.KEEP, border_radius=16)
        label = render(tr("castro.keep"), "bold", 17, (236, 214, 180))
        surf.blit(label, label.get_rect(center=(L.KEEP.x + 62, L.KEEP.centery)))
        for x, y in L.SLOTS:
            pygame.draw.rect(surf, (78, 50, 28), (x - 34, y - 34, 68, 68), border_radius=14)
            pygame.draw.rect(surf, (140, 96, 58), (x - 34, y - 34, 68, 68), 2, border_radius=14)
        return surf

    def on_language(self) -> None:
        super().on_language()
        self.background = backdrop(("castro", i18n.language(), theme.version()), self.make_background)
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

    def human_turn(self) -> bool:
        p = self.match.actor()
        return p is not None and p != CHANCE and self.match.seats[p].is_human

    def can_roll(self) -> bool:
        s = self.state
        return self.human_turn() and s.kept is None and castro.roll_number(s) < castro.MAX_ROLLS \
            and not self.busy()

    def can_keep(self) -> bool:
        s = self.state
        return self.human_turn() and 1 <= castro.roll_number(s) < castro.MAX_ROLLS and s.kept is None

    def legal_fields(self) -> list:
        s = self.state
        if not self.human_turn() or self.busy() or castro.roll_number(s) == 0 or s.kept is not None:
            return []
        return castro.legal_fields(s)

    def roll_sub(self) -> str:
        n = castro.roll_number(self.state) + 1
        if n > castro.MAX_ROLLS:
            return tr("castro.no_rolls")
        return tr("castro.roll_sub", n=n, height=castro.max_height(n) + 1)

    def round_text(self) -> str:
        return tr("castro.round", n=castro.round_number(self.state))

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

    def on_hint(self) -> None:
        self.coach_toggle.value = not self.coach
        self.set_coach(not self.coach)

    def hurry(self) -> None:
        super().hurry()
        if self.tray is not None and self.tray.tumbling:
            self.tray.finish()
        for d in self.drops:
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
            self.drops.append(Drop(move.field, actor, level))
            self.sound("whoosh")
            self.tray.keep_values(())  # the dice go back to the tray for the next player
        elif isinstance(move, castro.Discard):
            self.app.toast(tr("castro.discarded", name=self.names[actor]))
            self.sound("pop")
            self.tray.keep_values(())
        if not self.drops:
            self.shown = after
            self.board_dirty = True
        self.refresh_widgets()
        self.dirty = True

    def busy(self) -> bool:
        if self.tray is not None and self.tray.tumbling:
            return True
        if self.drops:
            return True
        return self.match.is_over() and self.win_timer < WIN_SHOW and bool(castro.winning_line(self.state))

    def error_text(self, exc) -> str:
        params = dict(exc.params)
        if "category" in params:
            params["category"] = category_name(params["category"])
        from scenes.i18n import tr_error

        return tr_error(exc.code, exc.reason, **params)

    def try_move(self, move) -> bool:
        ok = super().try_move(move)
        if not ok:
            self.sound("error")
        return ok

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
                order = sorted(range(5), key=lambda i: self.tray.dice[i].pos[0])
                self.toggle_die(order[k - pygame.K_1])
            elif k == pygame.K_r:
                if self.discard_btn.visible:
                    self.discard()
                else:
                    self.roll()
            elif k == pygame.K_x:
                self.discard()
            elif k == pygame.K_c:
                self.on_hint()
            return
        if kind == "point_down":
            w = self.widget_at(action.pos)
            if isinstance(w, Hotspot) and not w.focusable and w.key[0] == "field":
                self.tap_field(w.key[1])  # not glowing: the toast explains why not
                return
        super().handle_table(action)

    # ----------------------------------------------------------------- loop
    def update(self, dt: float) -> None:
        if self.tray is not None:
            was = self.tray.moving
            self.tray.update(dt)
            if was and not self.tray.moving:
                self.refresh_widgets()
                self.dirty = True
            for i, w in enumerate(self.die_spots):
                w.rect = self.tray.die_rect(i)
        for d in list(self.drops):
            d.tween.update(dt)
            if d.tween.done:
                self.land(d)
        self.particles.update(dt)
        if self.coach and self.thinker is not None:
            self.request_chances()
            self.poll_chances()
        if self.match.is_over() and castro.winning_line(self.state):
            self.win_timer += dt
        super().update(dt)

    def land(self, d: Drop) -> None:
        self.drops.remove(d)
        self.app.sound.play("roof")
        cell = L.cell_rect(d.field)
        y = castro_art.stack_top_y(cell, d.level, 62) + 30
        self.particles.burst((cell.centerx, y), theme.seat_color(d.seat), 14, speed=160, radius=3)
        if not self.drops:
            self.shown = self.state
            self.board_dirty = True
        self.dirty = True
        if self.match.is_over():
            line = castro.winning_line(self.state)
            for f in line:
                c = L.cell_rect(f)
                self.particles.burst(c.center, theme.seat_color(d.seat), 30, speed=260, radius=5)
        self.refresh_widgets()

    def has_dynamic(self) -> bool:
        return bool(self.tray is not None and self.tray.moving or self.drops or self.particles.animating
                    or (self.match.is_over() and castro.winning_line(self.state)))

    # ----------------------------------------------------------------- drawing

    def board_surface(self) -> pygame.Surface:
        if self.board_layer is None or self.board_dirty:
            if self.board_layer is None:
                self.board_layer = pygame.Surface(L.FRAME.size, pygame.SRCALPHA)
            layer = self.board_layer
            layer.fill((0, 0, 0, 0))
            off = (-L.FRAME.x, -L.FRAME.y)
            colors = [theme.seat_color(i) for i in range(4)]
            contrast = theme.high_contrast()
            for f in castro.FIELDS:
                cat = castro.field_category(f)
                cell = L.cell_rect(f).move(off)
                layer.blit(castro_art.field_tile(cat, L.CELL, category_name(cat), contrast), cell)
                castro_art.draw_stack(layer, cell, castro.stack(self.shown, f), 62, colors)
            self.board_dirty = False
        return self.board_layer

    def draw_static(self, surface: pygame.Surface) -> None:
        surface.blit(self.background, (0, 0))
        surface.blit(self.board_surface(), L.FRAME)
        self.draw_players(surface)
        self.draw_prompt(surface)
        if self.coach:
            self.draw_coach(surface)
        legal = self.legal_fields()
        if legal:
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
                h = len(castro.stack(s, f)) + 1
                badge = castro_art.height_badge(h, accent)
                surface.blit(badge, (cell.x + 3, cell.y + 3))

    def draw_players(self, surface: pygame.Surface) -> None:
        s = self.state
        n = s.players
        current = self.match.actor()
        for seat in range(n):
            r = L.player_rect(seat, n)
            on = seat == current
            pal = theme.palette()
            panel = rounded_panel(r.size, pal["panel"], 12, 3 if on else 1,
                                  theme.seat_color(seat) if on else pal["panel_edge"], 235)
            surface.blit(panel, r)
            surface.blit(seat_badge(theme.seat_shape(seat), theme.seat_color(seat), 26), (r.x + 8, r.y + 13))
            name = self.names[seat]
            t = render(name, "bold", fit(name, "bold", 19, r.w - 110, 13), pal["text"])
            surface.blit(t, (r.x + 40, r.y + 4))
            roof = castro_art.roof(theme.seat_color(seat), 30)
            left = castro.supply(s, seat)
            surface.blit(roof, (r.x + 40, r.y + 30))
            cnt = render(tr("castro.supply", n=left), "text", 16, pal["muted"])
            surface.blit(cnt, (r.x + 76, r.y + 28))

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
            return tr("castro.rolling")
        name = self.names[p]
        if not self.match.seats[p].is_human:
            return self.ai_turn_text(name, "castro.ai_turn")
        r = castro.roll_number(s)
        if r == 0:
            return tr("castro.prompt_start", name=name)
        if s.kept is not None:
            return tr("castro.rolling")
        legal = castro.legal_fields(s)
        if r >= castro.MAX_ROLLS:
            return tr("castro.prompt_last") if legal else tr("castro.prompt_discard")
        return tr("castro.prompt_keep") if legal else tr("castro.prompt_nothing")

    def draw_prompt(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        txt = self.prompt_text()
        lines = wrap(txt, "bold", 19, L.PROMPT.w - 8)[:2]
        y = L.PROMPT.y + (L.PROMPT.h - 24 * len(lines)) // 2
        for line in lines:
            t = render(line, "bold", 19, pal["text"])
            surface.blit(t, (L.PROMPT.x + 4, y))
            y += 24

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

    def draw_coach(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        box = L.COACH
        surface.blit(rounded_panel(box.size, pal["panel"], 14, 1, pal["panel_edge"], 230), box)
        title = render(tr("castro.coach_title"), "bold", 16, pal["accent"])
        surface.blit(title, (box.x + 12, box.y + 6))
        chances = self.chances()
        if chances is None:  # still being worked out: show the last figures greyed, or nothing
            return
        cats = list(castro.CATEGORIES)
        rows = (len(cats) + 1) // 2
        cw = (box.w - 24) // 2
        rh = (box.h - 34) // rows
        for i, cat in enumerate(cats):
            col, row = divmod(i, rows)
            x = box.x + 12 + col * cw
            y = box.y + 30 + row * rh
            p = chances.get(cat, 0.0)
            label = render(category_name(cat), "text", fit(category_name(cat), "text", 14, cw - 58, 10), pal["text"])
            surface.blit(label, (x, y))
            bar = pygame.Rect(x, y + 18, cw - 60, 7)
            pygame.draw.rect(surface, (60, 70, 100), bar, border_radius=3)
            fill = bar.copy()
            fill.w = max(0, int(bar.w * p))
            if fill.w:
                pygame.draw.rect(surface, pal["ok"] if p >= 0.5 else pal["accent"], fill, border_radius=3)
            pct = render(f"{round(p * 100)} %", "bold", 15, pal["text"])
            surface.blit(pct, (x + cw - 56, y + 6))

    def draw_dynamic(self, surface: pygame.Surface) -> None:
        line = castro.winning_line(self.state) if self.match.is_over() else ()
        if line and not self.drops:
            pulse = 0.5 + 0.5 * math.sin(self.time * 6)
            winner = self.state.winner if self.state.winner is not None else 0
            ring = glow((L.CELL, L.CELL), theme.seat_color(winner), 12, 10)
            for f in line:
                cell = L.cell_rect(f)
                ring.set_alpha(int(150 + 105 * pulse))
                surface.blit(ring, (cell.x - 10, cell.y - 10))
            ring.set_alpha(None)
            if len(line) >= 4:  # four in a row: a bold stroke through the line
                a = pygame.Vector2(L.cell_rect(line[0]).center)
                b = pygame.Vector2(L.cell_rect(line[-1]).center)
                width = int(9 + 4 * pulse)
                pygame.draw.line(surface, (20, 14, 10), a, b, width + 6)
                pygame.draw.line(surface, theme.seat_color(winner), a, b, width)
                for p in (a, b):
                    pygame.draw.circle(surface, (20, 14, 10), p, width // 2 + 5)
                    pygame.draw.circle(surface, theme.seat_color(winner), p, width // 2 + 2)
        for d in self.drops:
            cell = L.cell_rect(d.field)
            target = castro_art.stack_top_y(cell, d.level, 62)
            y = target - 180 + 180 * d.tween.value
            img = castro_art.roof(theme.seat_color(d.seat), 62)
            surface.blit(img, (cell.centerx - img.get_width() // 2, int(y)))
        focused = self.focused()
        die_focus = None
        if self.show_focus() and isinstance(focused, Hotspot):
            if focused.key[0] == "die":
                die_focus = focused.key[1]
            else:
                r = focused.rect
                pygame.draw.rect(surface, theme.palette()["accent"], r.inflate(10, 10), 4, border_radius=12)
        self.tray.draw(surface, highlight=die_focus)
        self.particles.draw(surface)

