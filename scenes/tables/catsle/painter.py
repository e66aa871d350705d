"""CATsle's board drawn: the background, the static layer (opponents, info panel, own blueprint,
prompt) and the moving picture over it (the hand, the trick with its rank badges, the pulsing column,
cards in flight).

The columns come from the board's state (`CatsleTable.board_state`: the shown state, or the round as
it ended while its scoring is to come); the hands' sizes are public (`hand_counts`: from the tricks
played, never from the hands). Kept per opponent: the panel as last drawn, reused while nothing on
it changed.
"""
from __future__ import annotations

import math
from typing import Iterator

import pygame

import game.catsle as catsle
from scenes.services.i18n import tr
from scenes.tables.catsle import blueprint
from scenes.tables.catsle import layout as L
from scenes.tables.catsle import panels as panels
from sprites import audit, fonts, theme
from sprites import card as cards
from sprites.draw import rounded_panel, shade, vertical_gradient
from sprites.text import render
from sprites.tween import ease
from sprites.widgets import Hotspot, cached_panel

PULSE = 1.6          # seconds the right column pulses after a tap on a wrong one


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


def hand_counts(state) -> list[int]:
    """How many cards each player holds, as everyone knows it: each count from a view that hides
    that hand (the rules count the cards played from it)."""
    n = state.players
    return [catsle.hand_count(catsle.view(state, (p + 1) % n), p) for p in range(n)]


class CatslePainter:
    def __init__(self, table) -> None:
        self.table = table
        #: each opponent's panel as last drawn, with what it showed (`draw_opponent`)
        self.pictures: dict[int, tuple[tuple, pygame.Surface]] = {}

    def warm_cards(self) -> None:
        """Queue every card of the game at the sizes this table shows them (in a hand and a trick, and
        in its blueprints) for the app's spare time, before the warm-up's other work: a card's first
        appearance at a size would otherwise draw its face in that frame (3-4 ms here). The warm-up
        has the hand size ready unless the table opened at once (`--game`, a resumed game); the first
        card lands in a blueprint a trick after the deal."""
        t = self.table
        s = t.state
        limits = tuple(lim for _, _, lim in catsle.columns(s, 0))  # (the same limits for every player)
        sizes = {tuple(L.CARD)}
        humans, screen = t.view.humans, t.view.screen_humans
        own = not humans or bool(screen)  # a hand on the screen (the attract loop shows one)
        alone = bool(humans) and (not screen or len(screen) > 1)  # or none, at times
        if own:
            sizes.add(blueprint.geometry(tuple(L.own_blueprint().size), limits, L.OWN_HEADER).card)
        for count in [s.players - 1] * own + [s.players] * alone:  # the opponents beside the own blueprint,
            for index in range(count):                               # or every player's without it
                rect = L.opponent_blueprint(L.opponent_rect(index, count))
                sizes.add(blueprint.geometry(tuple(rect.size), limits, L.OPP_HEADER).card)
        for size in sorted(sizes):  # (each goes first: the hand size ends up first, the deck's first card first)
            for c in reversed(catsle.deck(s.players)):
                t.app.prewarm.add(f"catsle:card:{c}:{size}", lambda c=c, size=size: cards.face_steps(c, size),
                                  soon=not t.rehearsing)  # (a rehearsal off screen: in the warm-up's turn)

    # ----------------------------------------------------------------- the static layer
    def static_steps(self, surface: pygame.Surface) -> Iterator[None]:
        """The static picture, pausing after each opponent and each panel (a staged entry and the
        warm-up's rehearsal spread it over frames)."""
        t = self.table
        surface.blit(t.background, (0, 0))
        s = t.state
        current = t.match.actor()
        counts = hand_counts(s)
        for p in t.others():
            self.draw_opponent(surface, p, counts[p], p == current)
            yield
        shown = t.board_state() or s  # the round the board shows (the next one only after its scoring)
        tricks_left = max(hand_counts(shown), default=0)
        panels.draw_info(surface, max(1, catsle.round_number(shown)), tricks_left, catsle.take_counts(s.players),
                         t.presenter.ranking, t.names)
        yield
        self.draw_own(surface)
        panels.draw_prompt(surface, t.prompt_text())
        yield

    def draw_opponent(self, surface: pygame.Surface, p: int, count: int, current: bool) -> None:
        """Opponent `p`'s panel; unchanged since the layer was last made, it is the same picture again
        (kept per opponent: a rebuilt layer after a card copies two or three panels instead of
        drawing about twenty pieces each)."""
        t = self.table
        rect = t.opp_rect(p)
        columns = catsle.columns(t.board_state(), p)
        key = (rect.topleft, rect.size, t.names[p], count, tuple(columns), current, theme.version())
        kept = self.pictures.get(p)
        if kept is not None and kept[0] == key and not audit.ENABLED:
            surface.blit(kept[1], rect)
            return
        panels.draw_opponent(surface, rect, p, t.names[p], count, columns, current)
        if not audit.ENABLED:  # (the layout audit checks what is drawn, so it always sees it drawn)
            picture = kept[1] if kept is not None and kept[1].get_size() == rect.size else \
                pygame.Surface(rect.size, 0, surface)  # (copied into the same surface each time: a new
            picture.blit(surface, (0, 0), rect)        # one per card cost its page faults)
            self.pictures[p] = (key, picture)

    def draw_own(self, surface: pygame.Surface) -> None:
        t = self.table
        pal = theme.palette()
        seat = t.hand_seat
        box = L.OWN
        if seat is None:
            cached_panel(box.size, pal["panel"], 14, 2, pal["panel_edge"], 200).draw(surface, box)
            if t.phone_seats and not t.view.screen_humans:  # say where the hands are
                words = render(tr("phones.hands_away"), "bold", fonts.BODY, pal["muted"])
                surface.blit(words, words.get_rect(center=box.center))
            return
        held = t.controls.held
        glow_cols = catsle.legal_columns(t.state, held) if held and t.my_take() else []
        focus = t.focused()
        focus_col = focus.key[1] if t.show_focus() and isinstance(focus, Hotspot) and focus.key[0] == "column" \
            else None
        t.col_rects = blueprint.draw_blueprint(surface, L.own_blueprint(), catsle.columns(t.board_state(), seat),
                                               glow_cols, L.OWN_HEADER, focus_col)

    # ----------------------------------------------------------------- the moving picture
    def draw_dynamic(self, surface: pygame.Surface) -> None:
        t = self.table
        focus = t.focused() if t.show_focus() else None
        self.draw_hand(surface, focus)
        s = t.state
        trick = catsle.trick(s) or (list(s.history[-1]) if t.presenter.trick_hold > 0 and s.history else [])
        self.draw_trick(surface, trick, focus)
        t.advisor.draw(surface)  # the hint's rings (beneath the rank badges)
        self.draw_badges(surface, trick)
        self.draw_pulse(surface)
        for sprite in t.presenter.backs + list(t.animations):
            sprite.draw(surface)
        t.presenter.particles.draw(surface)

    def draw_hand(self, surface: pygame.Surface, focus) -> None:
        """The hand: the cards that may be played raised, the others dimmed while it is the seat's play."""
        t = self.table
        playable = t.playable_now()
        my_turn = t.human_turn() and t.phase() == "play" and t.match.actor() == t.hand_seat
        for c in t.hand_order():
            s = t.hand_sprites[c]
            raise_ = L.HAND_RAISE if c in playable and not s.busy else 0
            s.draw(surface, (0, -raise_))
            if my_turn and c not in playable and not s.busy:
                veil = shade(L.CARD, (8, 12, 26, 150), 8)
                surface.blit(veil, veil.get_rect(center=(round(s.pos[0]), round(s.pos[1]))))
            if isinstance(focus, Hotspot) and focus.key == ("hand", c):
                r = s.rect.move(0, -raise_)
                pygame.draw.rect(surface, theme.palette()["accent"], r.inflate(8, 8), 4, border_radius=10)

    def draw_trick(self, surface: pygame.Surface, trick, focus) -> None:
        """The trick's cards in play order, the picked one framed white, the ones to take golden."""
        t = self.table
        order = [c for _, c in trick if c in t.trick_sprites] + \
            [c for c in t.trick_sprites if c not in {c2 for _, c2 in trick}]
        pool = set(catsle.pool(t.state))
        held = t.controls.held
        for c in order:
            s = t.trick_sprites[c]
            s.draw(surface)
            if held == c:
                pygame.draw.rect(surface, (255, 255, 255), s.rect.inflate(8, 8), 4, border_radius=10)
            elif t.my_take() and c in pool and not s.busy:
                pygame.draw.rect(surface, (255, 226, 120), s.rect.inflate(6, 6), 3, border_radius=10)
            if isinstance(focus, Hotspot) and focus.key == ("trick", c):
                pygame.draw.rect(surface, theme.palette()["accent"], s.rect.inflate(12, 12), 4, border_radius=12)

    def draw_pulse(self, surface: pygame.Surface) -> None:
        """After a tap on a wrong column: the right one pulses (a ring, nothing rendered anew)."""
        controls, col_rects = self.table.controls, self.table.col_rects
        if controls.pulse <= 0 or not col_rects:
            return
        k = 0.5 + 0.5 * math.cos((PULSE - controls.pulse) * math.tau * 1.5)
        width = 3 + round(4 * k)
        for i in controls.pulse_cols:
            if i < len(col_rects):
                r = col_rects[i].inflate(6 + round(6 * k), 6 + round(6 * k))
                pygame.draw.rect(surface, (255, 240, 170), r, width, border_radius=12)

    def draw_badges(self, surface: pygame.Surface, trick) -> None:
        presenter = self.table.presenter
        badges = presenter.badges
        if not presenter.ranking or badges is None or not trick:
            return
        k = ease("out_back", badges.progress) if badges.elapsed >= badges.delay else 0.0
        if k <= 0:
            return
        rank_of = {p: i + 1 for i, p in enumerate(presenter.ranking)}
        for p, c in trick:
            s = self.table.trick_sprites.get(c)
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
