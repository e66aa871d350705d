"""Castile Solitaire's table scene: the match on green felt, and its helpers put together.

The table holds the match (the one record of the position: `piles()` and `counts()` read it through
the rules) and makes every move the same way (`play`: try_move, then `on_move` animates it, then the
history records it). Safe cards go home by themselves (a setting) and once only foundation moves are
left the game finishes itself; a card taken by the automatic moves guards its pile for a moment, so a
press meant for it never lands on the card it uncovered. The table routes input, runs the clock, opens
the game menu and the results, and draws the glowing targets, the hint, the focus and the lost deal's
badge over the card layer. Winning sets off the card cascade and a fanfare.

Its helpers, one job each: `board` (the card sprites, their flights, the cached layer), `gestures`
(the player's hand: drag, tap, double tap, keys and pads), `history` (undo and redo, and which moves
were automatic), `advice` (the hint and the "still winnable?" verdict from worker processes) and
`stats` (the figures of finished games).

In a lesson ("Lernpartie", `lesson.py`) the table names what the coach points at (`lesson_target`) and
where a person taps for a move (`lesson_taps`); no card goes home by itself, undo and redo work only at
the steps that teach them (undo is reported as the lesson event "undo"), and the hint shows the move the
lesson asks for next.
"""
from __future__ import annotations

import random
from functools import lru_cache
from typing import Iterator

import pygame

import game.castile as castile
from game.castile import RESIGN, Move
from game.core import Match
from scenes.services.formats import clock
from scenes.services.i18n import tr, tr_error
from scenes.tables.castile import layout as L
from scenes.tables.castile import stats
from scenes.tables.castile.advice import Advisor
from scenes.tables.castile.art import turn_arrow
from scenes.tables.castile.board import FLY, Board
from scenes.tables.castile.board import felt as board_felt
from scenes.tables.castile.cascade import Cascade
from scenes.tables.castile.gestures import Gestures
from scenes.tables.castile.history import History
from scenes.tables.castile.strings import card_name
from scenes.tables.castile.taps import REACTION
from scenes.tables.lesson import TAP, YOU
from scenes.tables.table import TableScene
from sprites import card as cards
from sprites import fonts, theme
from sprites.draw import rounded_panel
from sprites.particles import Particles
from sprites.text import render, size_of
from sprites.topbar import HEIGHT as TOPBAR_HEIGHT
from sprites.topbar import HINT_RECT
from sprites.widgets import Button

HELD_GLOW = (255, 255, 255)  # round a card held by a tap or a key
HINT_GLOW = (120, 220, 255)  # round the hint's card and its target


class CastileTable(TableScene, game=castile):
    param_names = {"card": card_name, "needed": card_name, "target": card_name}
    has_hint = True
    ai_delay = 0.28

    def __init__(self, setup: dict) -> None:
        super().__init__(setup)
        self.board = Board(self)          # the card sprites, their flights and the cached layer
        self.gestures = Gestures(self)    # the player's hand and the focus over the piles
        self.history = History()          # undo and redo; which moves were automatic
        self.advisor = Advisor(self)      # the hint and the verdict, from worker processes
        self._auto_checked = None         # the state auto_step last found nothing to do in
        self.elapsed = float(setup.get("elapsed") or 0.0)
        self.cascade: Cascade | None = None
        self.particles = Particles(random.Random(3))
        self.finished = False
        self.stats_result: dict = {}  # the new bests of the finished game (the results mark them)

    # ----------------------------------------------------------------- setup
    def pick_seed(self) -> int:
        seed = self.setup.get("seed")
        if seed is not None:
            return int(seed)
        rng = random.SystemRandom()
        if self.winnable_only():
            deals = castile.winnable_deals()
            if deals:
                return rng.choice(deals)
        return rng.randrange(1, 1_000_000)

    def winnable_only(self) -> bool:
        storage = self.app.storage if self.app is not None else None
        return bool(storage.get_setting("castile.winnable_only", False)) if storage else False

    def auto_enabled(self) -> bool:
        storage = self.app.storage if self.app is not None else None
        return bool(storage.get_setting("castile.auto", True)) if storage else True

    def enter(self) -> None:
        super().enter()
        self.match.keep_states()  # (an undo takes moves back to them: `rewound`)
        self.advisor.start(self.app.config.think_inline)
        self.board.lay_felt()
        self.particles.low_power = self.app.settings.low_power
        self.build_buttons()
        self.board.deal()
        self.advisor.ask_verdict()

    def exit(self) -> None:
        super().exit()
        self.advisor.stop()

    def release(self) -> None:
        super().release()
        self.board.release()

    @staticmethod
    def make_background() -> Iterator[None]:
        return board_felt()

    def build_buttons(self) -> None:
        """Undo and redo as arrows (their words would not fit at a readable size beside the deal
        number, time and moves of the top bar), the game menu by its name."""
        self.widgets = []
        y = 8
        ink = theme.palette()["button_text"]
        self.undo_btn = self.add(Button((340, y, 64, 48), "", self.undo, icon=turn_arrow(34, ink)))
        self.redo_btn = self.add(Button((412, y, 64, 48), "", self.redo, icon=turn_arrow(34, ink, redo=True)))
        self.menu_btn = self.add(Button((484, y, 124, 48), lambda: tr("castile.game"), self.open_menu, size_px=26))

    # ----------------------------------------------------------------- state helpers
    @property
    def state(self) -> castile.State:
        return self.match.state

    def piles(self) -> dict[str, tuple[str, ...]]:
        """pile name → its cards bottom→top, every pile in the rules' order."""
        return {pile: castile.pile_cards(self.state, pile) for pile in castile.PILES}

    def counts(self) -> dict[str, int]:
        return {k: len(v) for k, v in self.piles().items()}

    def human_moves(self) -> int:
        return sum(1 for m in self.match.moves if m != RESIGN)

    def busy(self) -> bool:
        return self.board.dealing or bool(self.cascade) or self.board.in_flight()

    @property
    def animating(self) -> bool:
        """Redraw every frame only while something moves; a table waiting for the player stays still."""
        return (self.board.animating() or self.cascade is not None or self.gestures.dragging
                or self.advisor.hint is not None or self.particles.animating)

    # ----------------------------------------------------------------- moves
    def on_move(self, actor, move, before, after) -> None:
        self.advisor.hint = None
        if move == RESIGN:
            return
        self.board.sync(moved=castile.top(after, move.dst))
        self.advisor.ask_verdict()

    def attempt(self, src: str, dst: str, auto: bool = False) -> bool:
        """Try a move of the top card of src to dst (the player's or an automatic one)."""
        if not auto:
            self.history.player_moves()
        card = castile.top(self.state, src)
        ok = self.play(Move(src, dst), auto)
        if ok and auto and card is not None:
            # the player may already be reaching for this card: a press on its pile in the next
            # moment is meant for it, not for the card it uncovered
            self.gestures.taps.left(src, card, FLY / self.speed() + REACTION)
        return ok

    def play(self, move, auto: bool = False) -> bool:
        """The one way a move is made at this table (the player's, an automatic one, a redo): through
        try_move, so on_move animates it, then into the history."""
        ok = self.try_move(move)
        if ok:
            self.history.record(move, auto)
        return ok

    def speed(self) -> float:
        """The animation speed factor (flights take 1/speed of their time in seconds)."""
        return max(0.1, self.app.settings.speed_factor) if self.app is not None else 1.0

    def on_refused(self) -> None:
        self.board.sync()  # an illegal drop flies back

    def auto_setting_changed(self) -> None:
        """Look again for safe cards (the game menu switched the automatic moves)."""
        self._auto_checked = None

    def auto_step(self) -> bool:
        """One automatic move: the finish when only foundation moves are left, else a safe card."""
        if self.match.is_over() or self.history.auto_paused or not self.match.needs_human():
            return False
        if self.coached:  # a lesson's moves are all the player's (its steps say which)
            return False
        state = self.state
        if self._auto_checked is state:  # nothing changed since the last look: no work per frame
            return False
        self._auto_checked = state
        if castile.only_foundation_moves_left(state):
            moves = [m for m in castile.legal_moves(state) if m != RESIGN and m.dst.startswith("f")]
            if moves:
                m = moves[0]
                return self.attempt(m.src, m.dst, auto=True)
        if self.auto_enabled():
            safe = castile.safe_auto_moves(state)
            if safe:
                return self.attempt(safe[0].src, safe[0].dst, auto=True)
        return False

    def undo(self) -> None:
        """Take back the player's last move and the automatic moves that followed it."""
        if self.busy() or not self.match.moves or self.match.is_over() or not self.lesson_allows("undo"):
            return
        taken = self.history.take_back(self.match.moves)
        self.match = self.rewound(len(taken))
        self.autosave()
        self.advisor.hint = None
        self.advisor.forget_verdict()
        self.show_verdict()
        self.gestures.release()
        self.board.sync()
        self.refresh_topbar()
        self.advisor.ask_verdict()
        self.sound("card")
        self.lesson.event("undo")

    def rewound(self, count: int) -> Match:
        """The match without its last `count` moves, from the states it kept (an undo used to replay
        the whole game from its save in the frame: 4 ms after 29 moves here, a frozen screen on a Pi
        in a long game)."""
        return self.match.truncated(count)

    def redo(self) -> None:
        """Make the moves taken back last again, each as every move is made (animated, saved, recorded)."""
        if self.busy() or not self.history.can_redo() or not self.lesson_allows("redo"):
            return
        self.gestures.release()
        for entry in self.history.redo():
            self.play(entry.move, entry.auto)
        self.advisor.forget_verdict()
        self.show_verdict()
        self.sound("card")

    def saved_setup(self) -> dict:
        return {"seed": self.seed, "elapsed": round(self.elapsed, 1)}  # the clock goes on where it stopped

    # ----------------------------------------------------------------- input
    def handle_table(self, action) -> None:
        kind = action.kind
        if kind in ("point_down", "point_move", "point_up"):
            self.handle_pointer(action)
        elif kind == "nav":
            self.handle_nav(action)
        elif kind == "select":
            self.handle_select()
        elif kind == "key":
            self.handle_key(action.key)

    def handle(self, action) -> None:
        if action.kind == "back" and self.gestures.held is not None:
            self.gestures.release()
            self.board.sync()
            return
        if action.kind == "key" and action.source == "pad":
            return
        super().handle(action)

    def handle_pointer(self, action) -> None:
        """Presses on the buttons are theirs, a press while cards fly hurries them, the rest is the hand's."""
        pressing = action.kind == "point_down"
        if (pressing and self.widget_at(action.pos) is not None) or self._pressed is not None:
            super().handle_table(action)
        elif pressing and self.busy():
            dealing = self.board.dealing
            self.hurry_animations()
            if not dealing:  # (a press that skips the deal begins no double tap)
                self.gestures.hurried(action.pos)
        else:
            self.gestures.pointer(action)

    def handle_nav(self, action) -> None:
        """Keys and pads move the focus over the piles, and from the top row up into the buttons."""
        direction = action.direction
        if self.gestures.focus_pile:
            if not self.gestures.move_focus(direction) and direction == "up":
                self.set_focus(self.undo_btn)
                self.gestures.focus_pile = ""
        elif direction == "down":
            self.gestures.focus_pile = "t0"  # from the buttons down onto the piles
        else:
            super().handle_table(action)

    def handle_select(self) -> None:
        if self.gestures.focus_pile:
            self.gestures.select()
            return
        widget = self.focused()
        if widget is not None:
            widget.activate(None)
            self.sound(widget.sound)

    def handle_key(self, key: int) -> None:
        if key in (pygame.K_u, pygame.K_z):
            self.undo()
        elif key in (pygame.K_y, pygame.K_r):
            self.redo()
        elif key == pygame.K_f and self.gestures.focus_pile:
            self.gestures.send_home(self.gestures.focus_pile)
        elif key == pygame.K_n:
            self.open_menu()

    def hurry_animations(self) -> None:
        self.board.hurry()
        self.cascade = None

    # ----------------------------------------------------------------- lesson
    @property
    def coached(self) -> bool:
        """A lesson's steps lead the table (not yet over, not left)."""
        return self.in_lesson and not self.lesson.run.finished

    def lesson_allows(self, control: str) -> bool:
        """May undo or redo be used now? Always outside a lesson; in one only at the step that teaches
        it (undo: its tap step; redo: the step whose move the redo makes). Else the coach corrects."""
        if not self.coached:
            return True
        step = self.lesson.run.step
        if control == "undo":
            ok = step.who == TAP and step.move == "undo"
        else:
            ok = step.who == YOU and self.history.redo_moves() == [step.move]
        if not ok and self.lesson.coach is not None:
            self.lesson.coach.correct()
        return ok

    def lesson_hint(self) -> Move | None:
        """In a lesson the hint shows the next move the lesson asks for (None outside one)."""
        if not self.coached:
            return None
        steps = self.lesson.run.lesson.steps
        return next((s.move for s in steps[self.lesson.run.index:] if s.who == YOU), None)

    def lesson_target(self, name: str):
        """What Castile's lesson points at: a pile's top card (or its empty place) "pile:t4", the
        foundations, the tableau's top cards, the reserve's playable cards, the deal number in the top
        bar, the undo and redo buttons."""
        counts = self.counts()
        if name.startswith("pile:"):
            pile = name[5:]
            return L.top_rect(pile, counts[pile]) if pile in counts else None
        if name == "foundations":
            return [L.base_rect(p) for p in castile.FOUNDATIONS]
        if name == "tops":
            return [L.top_rect(p, counts[p]) for p in castile.TABLEAU]
        if name == "reserve":
            return [L.top_rect(p, counts[p]) for p in castile.RESERVE if counts[p]]
        if name == "deal":
            w, h = size_of(self.round_text(), "display", 24)
            return pygame.Rect(HINT_RECT.x - 16 - w, (TOPBAR_HEIGHT - h) // 2, w, h)
        if name == "undo":
            return pygame.Rect(self.undo_btn.rect)
        if name == "redo":
            return pygame.Rect(self.redo_btn.rect)
        return None

    def lesson_taps(self, move) -> list[tuple[int, int]] | None:
        """Where a person taps to make `move`: the redo button when a redo makes just this move; a
        double tap on a card its foundation takes; else the card, then its target (tap, then tap)."""
        if not isinstance(move, Move):
            return None
        if self.history.redo_moves() == [move]:
            return [self.redo_btn.rect.center]
        counts = self.counts()
        card = castile.top(self.state, move.src)
        at = L.top_rect(move.src, counts[move.src]).center
        if card is not None and move.src[0] != "f" and castile.foundation_for(self.state, card) == move.dst:
            return [at, at]
        return [at, L.top_rect(move.dst, counts[move.dst]).center]

    # ----------------------------------------------------------------- hint and verdict
    def on_hint(self) -> None:
        self.advisor.ask_hint()

    def show_verdict(self) -> None:
        """A lost deal: the undo arrow turns gold and a badge on the felt says so."""
        lost = self.advisor.verdict == "lost" and not self.match.is_over()
        style = "primary" if lost else "normal"
        if self.undo_btn.style != style:
            self.undo_btn.style = style
            self.board.layer_dirty = True
            self.dirty = True

    # ----------------------------------------------------------------- menu, end
    def open_menu(self) -> None:
        from scenes.tables.castile.menu import CastileMenu

        self.gestures.release()
        self.app.stack.push(CastileMenu(self))

    def new_deal(self, seed: int | None) -> None:
        setup = dict(self.setup)
        setup["seed"] = seed
        self.app.stack.replace(CastileTable(setup))

    def restart_deal(self) -> None:
        self.new_deal(self.seed)

    def restart(self) -> None:
        self.new_deal(None)

    def resign(self) -> None:
        if self.match.needs_human():
            self.play(RESIGN)

    def round_text(self) -> str:
        n = self.human_moves()
        return tr("castile.status", deal=self.seed, time=clock(self.elapsed), moves=tr("castile.moves", n=n))

    def won(self) -> bool:
        return castile.is_won(self.state)

    def on_language(self) -> None:
        super().on_language()
        self.board.layer_dirty = True

    def record_stats(self) -> None:
        storage = self.app.storage
        if storage is None or self.demo or self.setup.get("lesson"):
            return  # (a lesson's game counts once the player plays on alone: `end_lesson`)
        won = castile.is_won(self.state)
        self.stats_result = stats.record_game(storage, won, self.elapsed, self.human_moves())
        if won:
            stats.record_win(storage, self.names[0], self.elapsed, self.human_moves(), self.seed)

    def show_results(self) -> None:
        from scenes.tables.castile.menu import CastileResults

        self.record_stats()
        self.app.stack.push(CastileResults(self))

    def start_cascade(self) -> None:
        frame = pygame.Surface((1280, 720))
        self.draw_table(frame)
        order = []
        piles = self.piles()
        for level in range(12, -1, -1):
            for pile in castile.FOUNDATIONS:
                cs = piles[pile]
                if level < len(cs):
                    order.append((cards.face(cs[level], L.CARD), L.card_center(pile, 0, 1)))
        self.cascade = Cascade(frame, order, random.Random(self.seed))
        self.app.sound.play("fanfare")
        for i in range(4):
            self.particles.burst((300 + i * 220, 200), theme.seat_color(i), 40, radius=6)

    # ----------------------------------------------------------------- loop
    def update(self, dt: float) -> None:
        self.board.update(dt)
        self.particles.update(dt)
        self.advisor.update(dt)
        self.gestures.taps.tick(dt / self.speed())
        if self.cascade is not None:
            self.cascade.update(dt)
            if self.cascade.done:
                self.cascade = None
        over = self.match.is_over()
        if not over and not self.board.dealing:
            self.run_clock(dt)
        if not self.busy() and not self.gestures.dragging and self.gestures.held is None:
            self.auto_step()
        if over and not self.finished and not self.busy():
            self.finished = True
            if castile.is_won(self.state) and not self.demo:
                self.start_cascade()
        super().update(dt)

    def run_clock(self, dt: float) -> None:
        self.elapsed += dt
        if int(self.elapsed) != int(self.elapsed - dt):
            self.refresh_topbar()
            self.dirty = True  # the clock in the top bar moved on: one redraw a second

    def step_match(self, dt: float) -> None:
        if self.finished and self.cascade is not None:
            return
        super().step_match(dt)

    # ----------------------------------------------------------------- drawing
    def draw_table(self, surface: pygame.Surface) -> None:
        self.board.draw(surface)

    def static_steps(self, surface: pygame.Surface) -> Iterator[None]:
        """The board's layer, a few cards per step (a staged entry and the warm-up's rehearsal spread
        it over frames), then the table as `draw_static` draws it."""
        yield from self.board.layer_steps(cards_per_step=12)
        self.draw_static(surface)
        yield

    def draw_lost_badge(self, surface: pygame.Surface) -> None:
        """'No longer winnable' on a dark pill at the foot of the tableau; it makes room for the
        toasts, which appear in the same place (the first of them says the same at length)."""
        if self.app.toasts.items:
            return
        badge = lost_badge(tr("castile.lost_badge"), theme.version())
        surface.blit(badge, badge.get_rect(midbottom=(L.TABLEAU_X + (7 * L.TABLEAU_STEP + L.CARD[0]) // 2, 716)))

    def draw(self, surface: pygame.Surface) -> None:
        if self.cascade is not None:
            self.cascade.draw(surface)
            self.particles.draw(surface)
            self.topbar.draw(surface)
            return
        self.draw_table(surface)
        counts = self.counts()
        pad = cards.highlight_pad(L.CARD)
        self.draw_targets(surface, counts, pad)
        if self.advisor.hint is not None:
            self.draw_hint(surface, counts, pad)
        moving = sorted((s for s in self.board.moving() if s.lifted), key=lambda s: s.sort_key)
        for s in moving:  # cards still waiting for their turn in the deal are not drawn
            s.draw(surface)
        self.draw_hand(surface, counts, pad)
        if self.advisor.verdict == "lost" and not self.match.is_over():
            self.draw_lost_badge(surface)
        self.particles.draw(surface)
        self.topbar.draw(surface)
        show = self.show_focus() and not self.gestures.focus_pile
        for i, w in enumerate(self.widgets):
            w.draw(surface, focused=show and i == self.focus)

    def draw_targets(self, surface: pygame.Surface, counts: dict, pad: int) -> None:
        """A ring on every pile the held card may go to."""
        ring = cards.highlight(L.CARD)
        for pile in self.gestures.targets:
            r = L.top_rect(pile, counts[pile])
            surface.blit(ring, (r.x - pad, r.y - pad))

    def draw_hand(self, surface: pygame.Surface, counts: dict, pad: int) -> None:
        """A white glow round a card held by a tap or a key, and the frame of the keys' focus."""
        held, focus_pile = self.gestures.held, self.gestures.focus_pile
        if held is not None and not self.gestures.dragging:
            r = self.board.sprites[held[0]].rect
            surface.blit(cards.highlight(L.CARD, HELD_GLOW), (r.x - pad, r.y - pad))
        if self.show_focus() and focus_pile:
            r = L.top_rect(focus_pile, counts[focus_pile])
            pygame.draw.rect(surface, theme.palette()["accent"], r.inflate(10, 10), 4, border_radius=12)

    def draw_hint(self, surface: pygame.Surface, counts: dict, pad: int) -> None:
        """A pulsing glow on the card and its target, and an arrow between them."""
        src, dst, _ = self.advisor.hint
        pulse = abs(((self.time * 2.2) % 2) - 1)
        glow = cards.highlight(L.CARD, HINT_GLOW)
        for pile in (src, dst):
            r = L.top_rect(pile, counts[pile])
            surface.blit(glow, (r.x - pad, r.y - pad))
        a = pygame.Vector2(L.top_rect(src, counts[src]).center)
        b = pygame.Vector2(L.top_rect(dst, counts[dst]).center)
        if (b - a).length() < 1:
            return
        direction = (b - a).normalize()
        a += direction * 40
        b -= direction * (40 + 10 * pulse)
        color = (140, 230, 255)
        pygame.draw.line(surface, (20, 40, 60), a, b, 12)
        pygame.draw.line(surface, color, a, b, 7)
        side = pygame.Vector2(-direction.y, direction.x)
        head = [b + direction * 22, b + side * 16, b - side * 16]
        pygame.draw.polygon(surface, (20, 40, 60), [b + direction * 27, b + side * 20, b - side * 20])
        pygame.draw.polygon(surface, color, head)

    def show_focus(self) -> bool:
        return self.app is not None and self.app.input.mode == "focus"


@lru_cache(maxsize=4)
def lost_badge(text: str, palette_version: int) -> pygame.Surface:
    """The pill saying the deal can no longer be won (made once per language and palette)."""
    pal = theme.palette()
    label = render(text, "bold", fonts.BODY, (255, 226, 210))
    box = label.get_rect().inflate(32, 12)
    surf = rounded_panel(box.size, pal["shade"], box.h // 2, 2, pal["error"], alpha=235)
    surf.blit(label, label.get_rect(center=surf.get_rect().center))
    return surf


def clear_caches() -> None:
    lost_badge.cache_clear()
