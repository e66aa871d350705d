"""CATsle Builders' table: hands, tricks, the taking of cards into blueprint columns, round scoring.

The player's hand is fanned at the bottom: cards that may be played are
raised, the others dimmed (tap one to hear why). Tap a raised card to play it
(keys/pad: focus it, select). Opponents sit along the top with their hidden
hands and their blueprints, always visible. When a trick is complete, rank
badges 1…n pop onto its cards; then the players take cards, strongest first
(1, then 2, …, the weakest none). When it is your turn to take, tap a card of
the trick: the columns where it may go glow on your blueprint; tap one. A tap
on a column where it may not go keeps the card picked, says why and lets the
right column pulse. Cards beyond a column's limit lie sideways (see
`scenes.tables.catsle.blueprint`). A table entered in the middle of a trick (a resumed game)
lays the trick's cards out at once, with their rank badges while they are taken.
After each round the scoring is counted column by column (`CatsleRoundScore`).
With several people at one screen the privacy overlay hands the device over.
The panels around the cards are drawn by `scenes.tables.catsle.panels`.

The table wires its parts together: the presenter (`presenter.py`: moves as flights, badges and
sounds), the painter (`painter.py`: the board drawn), the controls (`controls.py`: taps, keys and
pads), the prompt's words (`prompt.py`), the lesson's targets (`targets.py`) and the hint (`advisor.py`:
the hard AI's move for the seat to move, asked off the frame, a ring and a line of words).
"""
from __future__ import annotations

from typing import Iterator

import pygame

import game.catsle as catsle
from scenes.tables.catsle import layout as L
from scenes.tables.catsle import painter, prompt, targets
from scenes.tables.catsle.advisor import CatsleAdvisor, hint_line
from scenes.tables.catsle.controls import CatsleControls
from scenes.tables.catsle.painter import CatslePainter
from scenes.tables.catsle.presenter import FLY, DEAL_STAGGER, CatslePresenter
from scenes.tables.catsle.prompt import card_name, suit_name
from scenes.services.i18n import tr
from scenes.tables.table import TableScene
from sprites import theme
from sprites import card as cards
from sprites.backgrounds_cache import Backdrop


class CatsleTable(TableScene, game=catsle):
    """The table wires its parts: the presenter (moves as flights, badges and sounds), the painter (the
    board drawn), the controls (taps, keys and pads), the prompt's words and the lesson's targets."""
    #: toasts rest over the trick's cards (no text or button lies beneath it)
    toast_anchor = ("in", pygame.Rect(L.TRICK.x, L.TRICK.y + 14, L.TRICK.w, L.TRICK.h))
    own_art = ("sprites.card",)  # (its cards' faces at its sizes: the other tables draw none of them)
    param_names = {"suit": lambda suit: suit_name(suit) if len(suit) == 1 else suit, "card": card_name}
    ai_delay = 0.55
    has_hint = True
    presenter_class = CatslePresenter
    backdrop = Backdrop(painter.make_background, lambda: ("catsle", theme.version()))

    def __init__(self, setup: dict) -> None:
        super().__init__(setup)
        self.hand_seat: int | None = None
        self.hand_sprites: dict[str, cards.CardSprite] = {}
        self.trick_sprites: dict[str, cards.CardSprite] = {}
        self.col_rects: list[pygame.Rect] = []
        self.painter = CatslePainter(self)     # the board drawn
        self.controls = CatsleControls(self)   # taps, keys and pads; the card picked from the trick
        self.advisor = CatsleAdvisor(self)     # the hint: the hard AI's move for the seat, off the frame

    # ----------------------------------------------------------------- set-up
    def enter(self) -> None:
        super().enter()
        self.presenter.particles.low_power = self.app.settings.low_power
        self.widgets = []
        self.rebuild_hand(animate=False)
        self.presenter.lay_out_trick()
        self.build_hotspots()
        self.painter.warm_cards()

    @property
    def state(self) -> catsle.State:
        return self.match.state

    def board_state(self) -> catsle.State:
        """The state the board's columns and round show: the shown state, or the round as it ended
        while its scoring is still to come (the presenter's `staged`)."""
        staged = self.presenter.staged
        return staged if staged is not None else self.shown_state

    def phase(self) -> str:
        return catsle.phase(self.state)

    def others(self) -> list[int]:
        me = self.hand_seat
        n = self.state.players
        start = (me + 1) if me is not None else 0
        return [(start + i) % n for i in range(n) if me is None or (start + i) % n != me]

    def opp_rect(self, p: int) -> pygame.Rect:
        others = self.others()
        i = others.index(p) if p in others else 0
        return L.opponent_rect(i, len(others))

    def round_text(self) -> str:
        s = self.board_state() or self.state  # (the round the board shows: not the next before its scoring)
        return tr("catsle.round", n=max(1, catsle.round_number(s)))

    def scores_for_bar(self) -> list:
        return catsle.scores(self.state)

    # ----------------------------------------------------------------- hand
    def rebuild_hand(self, animate: bool) -> None:
        seat = self.screen_seat()
        self.hand_seat = seat
        seen = self.seen(self.state)  # the hand comes from the rules' view of the seat at the screen
        hand = list(catsle.hand(seen, seat) or []) if seat is not None else []
        slots = L.hand_slots(len(hand))
        old = self.hand_sprites
        self.hand_sprites = {}
        for i, (c, pos) in enumerate(zip(hand, slots)):
            s = old.get(c)
            if s is None:
                s = cards.CardSprite(c, L.DECK if animate else pos, face_up=not animate, size=L.CARD, z=i)
                if animate:
                    s.fly_to(pos, duration=FLY, arc=40, flip_to=True, delay=i * DEAL_STAGGER * self.state.players)
            else:
                s.z = i
                if s.pos != pos and not s.busy:
                    s.fly_to(pos, duration=0.2, arc=0)
            self.hand_sprites[c] = s
        self.dirty = True

    def hand_order(self) -> list[str]:
        return sorted(self.hand_sprites, key=lambda c: self.hand_sprites[c].z)

    def playable_now(self) -> set[str]:
        if not self.human_turn() or self.phase() != "play" or self.match.actor() != self.hand_seat:
            return set()
        return set(catsle.playable(catsle.view(self.state, self.hand_seat)))  # (the hand on the screen)

    def my_take(self) -> bool:
        return self.human_turn() and self.phase() == "take" and self.match.actor() == self.hand_seat

    def build_hotspots(self) -> None:
        self.controls.build_hotspots()

    def prompt_text(self) -> str:
        advice = self.advisor.advice()
        return hint_line(advice, self.names) if advice is not None else prompt.prompt_text(self)

    def on_hint(self) -> None:
        self.advisor.on_hint()

    # ----------------------------------------------------------------- lesson
    def lesson_target(self, name: str):
        return targets.lesson_target(self, name)

    def lesson_stage(self, step) -> list[pygame.Rect]:
        return targets.lesson_stage(step)

    def lesson_taps(self, move) -> list[tuple[int, int]] | None:
        return targets.lesson_taps(self, move)

    # ----------------------------------------------------------------- match events
    def on_move(self, actor, move, before, after) -> None:
        super().on_move(actor, move, before, after)  # (the presenter's flights and sounds)
        self.controls.held = None
        self.advisor.forget()
        self.build_hotspots()
        self.dirty = True

    def on_refused(self) -> None:
        self.sound("error")
        self.build_hotspots()

    # ----------------------------------------------------------------- loop
    def update_table(self, dt: float) -> None:
        moving = self.has_dynamic()
        self.update_sprites(dt)
        if moving and not self.has_dynamic():
            # The step in which the last motion ends (the last dealt card lands, the badges settle,
            # the pulse fades) leaves nothing moving, so no frame would be drawn for it: the screen
            # would keep the picture from in flight (the last card of a fresh hand not raised though
            # it may be played, a ring still pulsing). One more frame shows things at rest.
            self.dirty = True

    def update_sprites(self, dt: float) -> None:
        self.presenter.update(dt)
        self.controls.update(dt)
        self.advisor.update()
        if self.screen_seat() != self.hand_seat and not self.animations:
            self.rebuild_hand(animate=False)
            self.build_hotspots()
        self.presenter.open_score()

    def step_match(self, dt: float) -> None:
        if self.presenter.score_pending is not None:
            return
        super().step_match(dt)

    def has_dynamic(self) -> bool:
        """Cards in flight or their shadows still sinking after landing, badges popping, particles, the
        pulse (the hand and trick are drawn every frame anyway)."""
        return self.presenter.moving() or self.controls.pulse > 0

    # ----------------------------------------------------------------- drawing
    def draw_static(self, surface: pygame.Surface) -> None:
        for _ in self.static_steps(surface):
            pass

    def static_steps(self, surface: pygame.Surface) -> Iterator[None]:
        return self.painter.static_steps(surface)

    def draw_dynamic(self, surface: pygame.Surface) -> None:
        self.painter.draw_dynamic(surface)
