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
"""
from __future__ import annotations

import math
import random
from typing import Iterator

import pygame

import game.catsle as catsle
from game.core import CHANCE
from scenes.tables.catsle import layout as L
from scenes.tables.catsle import panels as panels
from scenes.services.i18n import tr, tr_error
from scenes.tables.lesson import CHANCE_STEP, COMPUTER
from scenes.tables.table import TableScene
from scenes.tables.catsle import blueprint
from sprites import audit, fonts, theme
from sprites import card as cards
from sprites.draw import rounded_panel, shade, vertical_gradient
from sprites.particles import Particles
from sprites.text import render
from sprites.tween import Tween, ease
from sprites.widgets import Hotspot, cached_panel

FLY = 0.32
DEAL_STAGGER = 0.035
BADGE_POP = 0.25
TRICK_SHOW = 0.9     # seconds a complete trick stays before the taking starts
PULSE = 1.6          # seconds the right column pulses after a tap on a wrong one


def suit_name(suit: str) -> str:
    """The suit as a whole, plural ("Tore", "Gates")."""
    return tr(f"catsle.suit.{suit}")


def card_name(card: str) -> str:
    """A card as a guest says it: "Burggraben-9", "Moat 9" (any other text is returned as it is)."""
    if not isinstance(card, str) or card not in catsle.deck(5):
        return str(card)
    return tr("catsle.card", suit=tr(f"catsle.suit_one.{card[0]}"), value=card[1:])


class CatsleTable(TableScene, game=catsle):
    #: toasts rest over the trick's cards (no text or button lies beneath it)
    toast_anchor = ("in", pygame.Rect(L.TRICK.x, L.TRICK.y + 14, L.TRICK.w, L.TRICK.h))
    param_names = {"suit": lambda suit: suit_name(suit) if len(suit) == 1 else suit, "card": card_name}
    ai_delay = 0.55

    def __init__(self, setup: dict) -> None:
        super().__init__(setup)
        self.hand_seat: int | None = None
        self.hand_sprites: dict[str, cards.CardSprite] = {}
        self.trick_sprites: dict[str, cards.CardSprite] = {}
        self.backs: list[cards.CardSprite] = []        # dealt backs flying to the opponents
        self.held: str | None = None                   # a trick card picked to take
        self.badges: Tween | None = None
        self.ranking: list[int] = []
        self.trick_hold = 0.0
        self.particles = Particles(random.Random(6))
        self.background: pygame.Surface | None = None
        self.score_pending: dict | None = None
        self.col_rects: list[pygame.Rect] = []
        self.told_one_column = False
        self.pulse = 0.0                               # the right column pulses (after a wrong tap)
        self.pulse_cols: list[int] = []
        #: each opponent's panel as last drawn, with what it showed (`draw_opponent`)
        self._opponent_pictures: dict[int, tuple[tuple, pygame.Surface]] = {}

    # ----------------------------------------------------------------- set-up
    def enter(self) -> None:
        super().enter()
        self.particles.low_power = self.app.settings.low_power
        self.background = self.background_art()
        self.widgets = []
        self.rebuild_hand(animate=False)
        self.lay_out_trick()
        self.build_hotspots()
        self.warm_cards()

    def warm_cards(self) -> None:
        """Queue every card of the game at the sizes this table shows them (in a hand and a trick, and
        in its blueprints) for the app's spare time, before the warm-up's other work: a card's first
        appearance at a size would otherwise draw its face in that frame (3-4 ms here). The warm-up
        has the hand size ready unless the table opened at once (`--game`, a resumed game); the first
        card lands in a blueprint a trick after the deal."""
        s = self.state
        limits = tuple(lim for _, _, lim in catsle.columns(s, 0))  # (the same limits for every player)
        sizes = {tuple(L.CARD)}
        own = not self.humans or bool(self.screen_humans)  # a hand on the screen (the attract loop shows one)
        alone = bool(self.humans) and (not self.screen_humans or len(self.screen_humans) > 1)  # or none, at times
        if own:
            sizes.add(blueprint.geometry(tuple(L.own_blueprint().size), limits, L.OWN_HEADER).card)
        for count in [s.players - 1] * own + [s.players] * alone:  # the opponents beside the own blueprint,
            for index in range(count):                               # or every player's without it
                rect = L.opponent_blueprint(L.opponent_rect(index, count))
                sizes.add(blueprint.geometry(tuple(rect.size), limits, L.OPP_HEADER).card)
        for size in sorted(sizes):  # (each goes first: the hand size ends up first, the deck's first card first)
            for c in reversed(catsle.deck(s.players)):
                self.app.prewarm.add(f"catsle:card:{c}:{size}", lambda c=c, size=size: cards.face_steps(c, size),
                                     soon=not self.rehearsing)  # (a rehearsal off screen: in the warm-up's turn)

    def lay_out_trick(self) -> None:
        """The trick as the state holds it, laid out at once (a table entered mid-trick, as a resumed
        game is): the played cards, and while they are taken the ones left with their rank badges."""
        s = self.state
        taking = catsle.phase(s) == "take"
        pool = set(catsle.pool(s))
        self.trick_sprites = {}
        for i, (_, c) in enumerate(catsle.trick(s)):
            if taking and c not in pool:
                continue
            self.trick_sprites[c] = cards.CardSprite(c, L.trick_slot(i, s.players), size=L.CARD, z=100 + i)
        self.ranking = list(s.ranking) if taking else []
        self.badges = None
        if taking:
            self.badges = Tween(0.0, 1.0, BADGE_POP, "out_back")
            self.badges.finish()

    @classmethod
    def background_key(cls) -> tuple:
        return (cls.game_key, theme.version())

    @staticmethod
    def make_background() -> Iterator[None]:
        """Draws the picture, pausing between its parts; returns it (see `table_background`)."""
        surf = vertical_gradient((1280, 720), (24, 52, 96), (14, 30, 60))
        yield
        for x in range(0, 1280, 32):
            pygame.draw.line(surf, (30, 62, 110), (x, 64), (x, 720), 1)
        for y in range(64, 720, 32):
            pygame.draw.line(surf, (30, 62, 110), (0, y), (1280, y), 1)
        yield
        felt = rounded_panel(L.TRICK.size, (20, 44, 84), 18, 2, (70, 110, 170), 235)
        surf.blit(felt, L.TRICK)
        return surf

    @property
    def state(self) -> catsle.State:
        return self.match.state

    def phase(self) -> str:
        return catsle.phase(self.state)

    def others(self) -> list[int]:
        me = self.hand_seat
        n = self.state.players
        start = (me + 1) if me is not None else 0
        return [(start + i) % n for i in range(n) if me is None or (start + i) % n != me]

    def round_text(self) -> str:
        s = self.shown_state or self.state  # (the round the board shows: not the next before its scoring)
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
        return set(catsle.playable(self.state))

    # ----------------------------------------------------------------- hotspots (keys and pads)
    def build_hotspots(self) -> None:
        self.widgets = []
        order = self.hand_order()
        slots = L.hand_slots(len(order))
        playable = self.playable_now()
        for c, pos in zip(order, slots):
            r = pygame.Rect(0, 0, *L.CARD)
            r.center = (pos[0], pos[1] - (L.HAND_RAISE if c in playable else 0))
            w = self.add(Hotspot(r, lambda c=c: self.tap_hand(c), ("hand", c)))
            w.focusable = bool(playable)
        taking = self.my_take()
        for i, (_, c) in enumerate(catsle.trick(self.state)):
            if c not in catsle.pool(self.state):
                continue
            r = pygame.Rect(0, 0, *L.CARD)
            r.center = L.trick_slot(i, self.state.players)
            w = self.add(Hotspot(r, lambda c=c: self.tap_trick(c), ("trick", c)))
            w.focusable = taking
        if self.hand_seat is not None:
            cols = blueprint.column_rects(L.own_blueprint(), self.state.limits, L.OWN_HEADER)
            self.col_rects = cols
            for i, r in enumerate(cols):
                w = self.add(Hotspot(r, lambda i=i: self.tap_column(i), ("column", i)))
                w.focusable = taking and self.held is not None
        order = self.focusables()
        focused = self.focused()
        ready = [i for i in order if self.widgets[i].key[0] == "hand" and self.widgets[i].key[1] in playable]
        dimmed = focused is not None and focused.key[0] == "hand" and focused.key[1] not in playable
        if order and (focused is None or not focused.focusable or (dimmed and ready)):
            self.focus = (ready or order)[0]  # keys and pads start on a card that can be played

    def my_take(self) -> bool:
        return self.human_turn() and self.phase() == "take" and self.match.actor() == self.hand_seat

    # ----------------------------------------------------------------- lesson
    def hand_rect(self, card: str) -> pygame.Rect | None:
        """A card of the hand where it lies (raised when it may be played)."""
        sprite = self.hand_sprites.get(card)
        if sprite is None:
            return None
        r = pygame.Rect(0, 0, *L.CARD)
        raised = L.HAND_RAISE if card in self.playable_now() else 0
        r.center = (round(sprite.pos[0]), round(sprite.pos[1]) - raised)
        return r

    def trick_rect(self, card: str) -> pygame.Rect | None:
        """A card of the trick where it lies (or will lie, while it flies there)."""
        for i, (_, c) in enumerate(catsle.trick(self.state)):
            if c == card and c in self.trick_sprites:
                r = pygame.Rect(0, 0, *L.CARD)
                r.center = L.trick_slot(i, self.state.players)
                return r
        return None

    def trick_target(self, card: str) -> pygame.Rect | None:
        """A card of the trick with its rank badge above it (once the trick is ranked)."""
        r = self.trick_rect(card)
        if r is not None and self.ranking:
            r = r.inflate(0, 26).move(0, -13)
        return r

    def own_columns(self) -> list[pygame.Rect]:
        if self.hand_seat is None:
            return []
        return blueprint.column_rects(L.own_blueprint(), self.state.limits, L.OWN_HEADER)

    def lesson_target(self, name: str):
        """What CATsle's lesson points at: the own blueprint, its columns, the hand (or one card of it),
        the trick (or one card of it), who takes how many, the own score, an opponent's panel
        ("opponent:<seat>"). "take:<card>:<column>" is the two taps of a take: the card in the trick
        until it is picked, then the column."""
        if name == "blueprint":
            return pygame.Rect(L.OWN)
        if name == "columns":
            return self.own_columns() or None
        if name.startswith("column:"):
            cols = self.own_columns()
            i = int(name[7:])
            return cols[i] if i < len(cols) else None
        if name == "hand":
            rects = [self.hand_rect(c) for c in self.hand_order()]
            return [r for r in rects if r is not None] or None
        if name.startswith("hand:"):
            return self.hand_rect(name[5:])
        if name == "trick":
            rects = [self.trick_target(c) for _, c in catsle.trick(self.state)]
            return [r for r in rects if r is not None] or None
        if name.startswith("trick:"):
            return self.trick_target(name[6:])
        if name.startswith("take:"):
            card, column = name[5:].split(":")
            if self.held == card:
                return self.lesson_target(f"column:{column}")
            return self.trick_target(card)
        if name == "takes":  # "Wer nimmt wie viele?" in the info panel
            return pygame.Rect(L.INFO.x + 4, L.INFO.y + 66, L.INFO.w - 8, L.INFO.h - 70)
        if name.startswith("opponent:"):
            seat = int(name[9:])
            return self.opp_rect(seat) if seat in self.others() else None
        if name == "score":
            you = self.lesson.run.lesson.you if self.lesson.run is not None else 0
            chips = self.topbar.chip_rects  # (laid out when the top bar is first drawn)
            return pygame.Rect(chips[you]) if you < len(chips) else None
        return None

    def lesson_stage(self, step) -> list[pygame.Rect]:
        """The trick (its cards, their rank badges, the prompt) stays in sight of the coach's bubble;
        while another player plays, the blueprints too (won cards go there)."""
        out = [pygame.Rect(L.TRICK)]
        if step.who in (COMPUTER, CHANCE_STEP):
            out += [pygame.Rect(L.OPP), pygame.Rect(L.OWN)]
        return out

    def lesson_taps(self, move) -> list[tuple[int, int]] | None:
        """Where a person taps to make `move`: a card of the hand; or a card of the trick, then a column."""
        if isinstance(move, catsle.Play):
            r = self.hand_rect(move.card)
            return [r.center] if r is not None else None
        if isinstance(move, catsle.Take):
            card, cols = self.trick_rect(move.card), self.own_columns()
            if card is None or move.column >= len(cols):
                return None
            return [card.center, cols[move.column].center]
        return None

    # ----------------------------------------------------------------- actions
    def tap_hand(self, card: str) -> None:
        if self.busy() or not self.human_turn():
            return
        if self.phase() == "take":
            self.app.toast(tr("catsle.take_first"))
            return
        err = catsle.play_error(self.state, card)
        if err is not None:
            self.explain(err)
            return
        self.try_move(catsle.Play(card))

    def tap_trick(self, card: str) -> None:
        if not self.my_take() or self.busy():
            return
        self.held = None if self.held == card else card
        self.pulse = 0.0
        self.sound("click")
        cols = catsle.legal_columns(self.state, card) if self.held else []
        if len(cols) == 1 and self.held and not self.told_one_column and not self.in_lesson:
            self.told_one_column = True  # said once per game: it teaches, then it would nag
            self.app.toast(tr("catsle.one_column"))
        self.build_hotspots()
        self.dirty = True

    def tap_column(self, column: int) -> None:
        if not self.my_take() or self.busy():
            return
        if self.held is None:
            self.app.toast(tr("catsle.pick_card"))
            return
        err = catsle.take_error(self.state, self.held, column)
        if err is not None:  # keep the card picked, say why and show where it may go
            self.explain(err)
            self.pulse_cols = catsle.legal_columns(self.state, self.held)
            self.pulse = PULSE
            self.dirty = True
            return
        card, self.held = self.held, None
        self.pulse = 0.0
        self.try_move(catsle.Take(card, column))

    def explain(self, err) -> None:
        self.app.toast(self.error_text(err), "error")
        self.sound("error")

    def on_refused(self) -> None:
        self.sound("error")
        self.build_hotspots()

    def hurry(self) -> None:
        super().hurry()
        for s in list(self.animations) + list(self.backs) + list(self.hand_sprites.values()) \
                + list(self.trick_sprites.values()):
            s.finish()
        self.trick_hold = 0.0
        if self.badges is not None:
            self.badges.finish()

    # ----------------------------------------------------------------- match events
    def on_move(self, actor, move, before, after) -> None:
        if isinstance(move, catsle.Start):
            self.app.toast(tr("catsle.starts", name=self.names[move.player]))
        elif isinstance(move, catsle.Deal):
            self.trick_sprites = {}
            self.ranking = []
            self.badges = None
            self.rebuild_hand(animate=True)
            self.deal_backs()
            self.sound("card_deal")
        elif isinstance(move, catsle.Play):
            self.play_card(actor, move.card, after)
        elif isinstance(move, catsle.Take):
            self.take_card(actor, move, before, after)
        self.held = None
        self.build_hotspots()
        self.dirty = True

    def deal_backs(self) -> None:
        others = self.others()
        for k, p in enumerate(others):
            r = self.opp_rect(p)
            for i in range(3):
                s = cards.CardSprite("W1", L.DECK, face_up=False, size=L.DEALT_BACK)
                s.fly_to((r.right - 60, r.y + 40), duration=FLY, arc=30, delay=(k * 3 + i) * DEAL_STAGGER,
                         on_done=lambda s=s: self.backs.remove(s) if s in self.backs else None)
                self.backs.append(s)

    def opp_rect(self, p: int) -> pygame.Rect:
        others = self.others()
        i = others.index(p) if p in others else 0
        return L.opponent_rect(i, len(others))

    def play_card(self, actor: int, card: str, after) -> None:
        count = self.state.players
        index = len(catsle.trick(after)) - 1
        if index == 0:  # a new trick: the last trick's ranks are history
            self.ranking = []
            self.badges = None
        target = L.trick_slot(index, count)
        s = self.hand_sprites.pop(card, None)
        if s is None:
            r = self.opp_rect(actor) if actor != self.hand_seat else pygame.Rect(640, 650, 1, 1)
            s = cards.CardSprite(card, (r.centerx, r.centery), face_up=False, size=L.CARD)
            s.fly_to(target, duration=FLY, arc=50, flip_to=True)
        else:
            s.fly_to(target, duration=FLY, arc=50)
        s.z = 100 + index
        self.trick_sprites[card] = s
        self.sound("card")
        if catsle.phase(after) == "take":
            self.ranking = list(after.ranking)
            self.badges = Tween(0.0, 1.0, BADGE_POP, "out_back", delay=FLY)
            self.trick_hold = TRICK_SHOW
        if self.hand_sprites:
            self.rebuild_hand(animate=False)

    def take_card(self, actor: int, move, before, after) -> None:
        s = self.trick_sprites.pop(move.card, None)
        cols_before = catsle.columns(before, actor)
        if actor == self.hand_seat:
            target = blueprint.next_card_pos(L.own_blueprint(), cols_before, move.column, L.OWN_HEADER)
        else:
            r = self.opp_rect(actor)
            target = blueprint.next_card_pos(L.opponent_blueprint(r), cols_before, move.column, L.OPP_HEADER)
        if s is not None:
            s.fly_to(target, duration=FLY, arc=40)
            self.animate(s)  # the columns show the card when it has landed
        self.sound("card")
        if catsle.round_number(after) != catsle.round_number(before) or catsle.is_over(after):
            self.score_pending = {"before": before, "move": move, "actor": actor, "after": after}
            self.ranking = []
            self.badges = None

    def catch_up(self) -> None:
        super().catch_up()
        if self.score_pending is not None:  # the round's last card stays in its column until the scoring opens
            info = self.score_pending
            self.shown_state = catsle.place_taken(info["before"], info["move"])

    # ----------------------------------------------------------------- loop
    def busy(self) -> bool:
        if super().busy() or self.backs or self.trick_hold > 0 or self.score_pending is not None:
            return True
        return any(s.busy for s in self.hand_sprites.values()) or any(s.busy for s in self.trick_sprites.values())

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
        for s in list(self.backs) + list(self.hand_sprites.values()) + list(self.trick_sprites.values()):
            s.update(dt)
        if self.badges is not None:
            self.badges.update(dt)
        if self.trick_hold > 0 and not any(s.busy for s in self.trick_sprites.values()):
            self.trick_hold = max(0.0, self.trick_hold - dt)
        self.particles.update(dt)
        if self.pulse > 0:
            self.pulse = max(0.0, self.pulse - dt)
            if self.held is None or not self.my_take():
                self.pulse = 0.0
        if self.screen_seat() != self.hand_seat and not self.animations:
            self.rebuild_hand(animate=False)
            self.build_hotspots()
        if self.score_pending is not None and not self.animations:
            info, self.score_pending = self.score_pending, None
            from scenes.tables.catsle.score import CatsleRoundScore

            self.app.stack.push(CatsleRoundScore(self, info))

    def step_match(self, dt: float) -> None:
        if self.score_pending is not None:
            return
        super().step_match(dt)

    def has_dynamic(self) -> bool:
        """Cards in flight or their shadows still sinking after landing, badges popping, particles
        (the hand and trick are drawn every frame anyway)."""
        moving = bool(self.animations or self.backs) or any(_moving(s) for s in self.hand_sprites.values()) \
            or any(_moving(s) for s in self.trick_sprites.values())
        return moving or (self.badges is not None and not self.badges.done) or self.particles.animating \
            or self.pulse > 0

    # ----------------------------------------------------------------- drawing

    def draw_static(self, surface: pygame.Surface) -> None:
        for _ in self.static_steps(surface):
            pass

    def static_steps(self, surface: pygame.Surface) -> Iterator[None]:
        """The static picture, pausing after each opponent and each panel (a staged entry and the
        warm-up's rehearsal spread it over frames)."""
        surface.blit(self.background, (0, 0))
        s = self.state
        current = self.match.actor()
        for p in self.others():
            self.draw_opponent(surface, p, p == current)
            yield
        shown = self.shown_state or s  # the round the board shows (the next one only after its scoring)
        tricks_left = max((catsle.hand_count(shown, p) for p in range(shown.players)), default=0)
        panels.draw_info(surface, max(1, catsle.round_number(shown)), tricks_left, catsle.take_counts(s.players),
                         self.ranking, self.names)
        yield
        self.draw_own(surface)
        panels.draw_prompt(surface, self.prompt_text())
        yield

    def draw_opponent(self, surface: pygame.Surface, p: int, current: bool) -> None:
        """Opponent `p`'s panel; unchanged since the layer was last made, it is the same picture again
        (kept per opponent: a rebuilt layer after a card copies two or three panels instead of
        drawing about twenty pieces each)."""
        rect = self.opp_rect(p)
        count, columns = catsle.hand_count(self.state, p), catsle.columns(self.shown_state, p)
        key = (rect.topleft, rect.size, self.names[p], count, tuple(columns), current, theme.version())
        kept = self._opponent_pictures.get(p)
        if kept is not None and kept[0] == key and not audit.ENABLED:
            surface.blit(kept[1], rect)
            return
        panels.draw_opponent(surface, rect, p, self.names[p], count, columns, current)
        if not audit.ENABLED:  # (the layout audit checks what is drawn, so it always sees it drawn)
            picture = kept[1] if kept is not None and kept[1].get_size() == rect.size else \
                pygame.Surface(rect.size, 0, surface)  # (copied into the same surface each time: a new
            picture.blit(surface, (0, 0), rect)        # one per card cost its page faults)
            self._opponent_pictures[p] = (key, picture)

    def draw_own(self, surface: pygame.Surface) -> None:
        pal = theme.palette()
        seat = self.hand_seat
        box = L.OWN
        if seat is None:
            cached_panel(box.size, pal["panel"], 14, 2, pal["panel_edge"], 200).draw(surface, box)
            if self.phone_seats and not self.screen_humans:  # say where the hands are
                words = render(tr("phones.hands_away"), "bold", fonts.BODY, pal["muted"])
                surface.blit(words, words.get_rect(center=box.center))
            return
        glow_cols = catsle.legal_columns(self.state, self.held) if self.held and self.my_take() else []
        focus = self.focused()
        focus_col = focus.key[1] if self.show_focus() and isinstance(focus, Hotspot) and focus.key[0] == "column" \
            else None
        self.col_rects = blueprint.draw_blueprint(surface, L.own_blueprint(),
                                                  catsle.columns(self.shown_state, seat),
                                                  glow_cols, L.OWN_HEADER, focus_col)

    def prompt_text(self) -> str:
        m = self.match
        p = m.actor()
        if m.is_over():
            return tr("catsle.over")
        if p is None or p == CHANCE:
            return tr("catsle.dealing")
        name = self.names[p]
        if not m.seats[p].is_human:
            return self.ai_turn_text(name, "catsle.ai_turn")
        if self.is_phone(p):
            return self.desk.turn_text(p)
        if self.phase() == "take":
            if self.held is not None and self.my_take():
                return tr("catsle.prompt_place", name=name, card=card_name(self.held))
            n = catsle.taker_counts(self.state)[0][1] if catsle.taker_counts(self.state) else 0
            return tr("catsle.prompt_take", name=name, n=n)
        led = catsle.led_suit(self.state)
        hand = set(catsle.hand(self.state, p) or ())
        if not led:  # the trick is the player's to lead
            return tr("catsle.prompt_play", name=name)
        if any(catsle.suit_of(c) == led for c in catsle.playable(self.state) if c in hand):
            return tr("catsle.prompt_follow", name=name, suit=suit_name(led))
        return tr("catsle.prompt_any", name=name, suit=suit_name(led))  # none of the led suit in hand

    def draw_dynamic(self, surface: pygame.Surface) -> None:
        playable = self.playable_now()
        my_turn = self.human_turn() and self.phase() == "play" and self.match.actor() == self.hand_seat
        focus = self.focused() if self.show_focus() else None
        for c in self.hand_order():
            s = self.hand_sprites[c]
            raise_ = L.HAND_RAISE if c in playable and not s.busy else 0
            s.draw(surface, (0, -raise_))
            if my_turn and c not in playable and not s.busy:
                veil = shade(L.CARD, (8, 12, 26, 150), 8)
                surface.blit(veil, veil.get_rect(center=(round(s.pos[0]), round(s.pos[1]))))
            if isinstance(focus, Hotspot) and focus.key == ("hand", c):
                r = s.rect.move(0, -raise_)
                pygame.draw.rect(surface, theme.palette()["accent"], r.inflate(8, 8), 4, border_radius=10)
        trick = catsle.trick(self.state) or (list(self.state.history[-1]) if self.trick_hold > 0 and
                                             self.state.history else [])
        order = [c for _, c in trick if c in self.trick_sprites] + \
            [c for c in self.trick_sprites if c not in {c2 for _, c2 in trick}]
        pool = set(catsle.pool(self.state))
        for c in order:
            s = self.trick_sprites[c]
            s.draw(surface)
            if self.held == c:
                pygame.draw.rect(surface, (255, 255, 255), s.rect.inflate(8, 8), 4, border_radius=10)
            elif self.my_take() and c in pool and not s.busy:
                pygame.draw.rect(surface, (255, 226, 120), s.rect.inflate(6, 6), 3, border_radius=10)
            if isinstance(focus, Hotspot) and focus.key == ("trick", c):
                pygame.draw.rect(surface, theme.palette()["accent"], s.rect.inflate(12, 12), 4, border_radius=12)
        self.draw_badges(surface, trick)
        self.draw_pulse(surface)
        for s in self.backs + list(self.animations):
            s.draw(surface)
        self.particles.draw(surface)

    def draw_pulse(self, surface: pygame.Surface) -> None:
        """After a tap on a wrong column: the right one pulses (a ring, nothing rendered anew)."""
        if self.pulse <= 0 or not self.col_rects:
            return
        k = 0.5 + 0.5 * math.cos((PULSE - self.pulse) * math.tau * 1.5)
        width = 3 + round(4 * k)
        for i in self.pulse_cols:
            if i < len(self.col_rects):
                r = self.col_rects[i].inflate(6 + round(6 * k), 6 + round(6 * k))
                pygame.draw.rect(surface, (255, 240, 170), r, width, border_radius=12)

    def draw_badges(self, surface: pygame.Surface, trick) -> None:
        if not self.ranking or self.badges is None or not trick:
            return
        k = ease("out_back", self.badges.progress) if self.badges.elapsed >= self.badges.delay else 0.0
        if k <= 0:
            return
        rank_of = {p: i + 1 for i, p in enumerate(self.ranking)}
        for p, c in trick:
            s = self.trick_sprites.get(c)
            if s is None:
                continue
            rank = rank_of.get(p)
            if rank is None:
                continue
            img = _badge(rank, theme.seat_color(p))
            size = max(1, int(img.get_width() * k))
            if size != img.get_width():
                img = pygame.transform.scale(img, (size, size))
            surface.blit(img, img.get_rect(center=(round(s.pos[0]), round(s.rect.top - 4))))


def _moving(s: cards.CardSprite) -> bool:
    """A card in flight, or landed with its shadow still sinking back under it (as Castile's board
    asks it): the frames go on until it lies still, and the last one shows it so."""
    return s.busy or s._lift > 0.0


_badges: dict[tuple, pygame.Surface] = {}


def _badge(rank: int, color) -> pygame.Surface:
    key = (rank, color)
    if key not in _badges:
        s = pygame.Surface((40, 40), pygame.SRCALPHA)
        pygame.draw.circle(s, (20, 20, 30), (20, 20), 19)
        pygame.draw.circle(s, color, (20, 20), 16)
        t = render(str(rank), "display", 22, (20, 20, 30) if sum(color) > 400 else (255, 255, 255))
        s.blit(t, t.get_rect(center=(20, 20)))
        _badges[key] = s
    return _badges[key]


def clear_caches() -> None:
    _badges.clear()
