"""CATsle's presenter: the moves as cards on their way and sounds, and what the board is busy showing.

A deal fans the hand in and flies backs to the opponents, a played card flies into the trick (face
down from an opponent, turning over), a complete trick gets its rank badges and stays a moment
(`TRICK_SHOW`), a taken card flies into its blueprint column. After a round's last take the round's
scoring (`CatsleRoundScore`) opens once the card has landed; until the next deal the board keeps the
columns as the round ended (`staged`: the rules are already on to the next round). A table entered
in the middle of a trick lays it out at once (`lay_out_trick`). What it shows comes from the move,
the public parts of the states (tricks, rankings, columns) and the table's hand of the seat at the
screen; it never reads another seat's hand.
"""
from __future__ import annotations

import random

import pygame

import game.catsle as catsle
from scenes.services.i18n import tr
from scenes.tables.catsle import blueprint
from scenes.tables.catsle import layout as L
from scenes.tables.presenter import Presenter
from sprites import card as cards
from sprites.particles import Particles
from sprites.tween import Tween

FLY = 0.32
DEAL_STAGGER = 0.035
BADGE_POP = 0.25
TRICK_SHOW = 0.9     # seconds a complete trick stays before the taking starts


class CatslePresenter(Presenter):
    def __init__(self, table) -> None:
        super().__init__(table)
        self.backs: list[cards.CardSprite] = []        # dealt backs flying to the opponents
        self.badges: Tween | None = None
        self.ranking: list[int] = []
        self.trick_hold = 0.0
        self.particles = Particles(random.Random(6))
        self.score_pending: dict | None = None
        #: the columns as the round ended, shown from its last take until the next deal (None: the shown state's)
        self.staged: catsle.State | None = None

    def lay_out_trick(self) -> None:
        """The trick as the state holds it, laid out at once (a table entered mid-trick, as a resumed
        game is): the played cards, and while they are taken the ones left with their rank badges."""
        s = self.table.state
        taking = catsle.phase(s) == "take"
        pool = set(catsle.pool(s))
        self.table.trick_sprites = {}
        for i, (_, c) in enumerate(catsle.trick(s)):
            if taking and c not in pool:
                continue
            self.table.trick_sprites[c] = cards.CardSprite(c, L.trick_slot(i, s.players), size=L.CARD, z=100 + i)
        self.ranking = list(s.ranking) if taking else []
        self.badges = None
        if taking:
            self.badges = Tween(0.0, 1.0, BADGE_POP, "out_back")
            self.badges.finish()

    # ----------------------------------------------------------------- the moves
    def on_move(self, actor, move, before, after) -> None:
        table = self.table
        if isinstance(move, catsle.Start):
            table.app.toast(tr("catsle.starts", name=table.names[move.player]))
        elif isinstance(move, catsle.Deal):
            table.trick_sprites = {}
            self.ranking = []
            self.badges = None
            table.rebuild_hand(animate=True)
            self.deal_backs()
            table.sound("card_deal")
        elif isinstance(move, catsle.Play):
            self.play_card(actor, move.card, after)
        elif isinstance(move, catsle.Take):
            self.take_card(actor, move, before, after)

    def deal_backs(self) -> None:
        others = self.table.others()
        for k, p in enumerate(others):
            r = self.table.opp_rect(p)
            for i in range(3):
                s = cards.CardSprite("W1", L.DECK, face_up=False, size=L.DEALT_BACK)
                s.fly_to((r.right - 60, r.y + 40), duration=FLY, arc=30, delay=(k * 3 + i) * DEAL_STAGGER,
                         on_done=lambda s=s: self.backs.remove(s) if s in self.backs else None)
                self.backs.append(s)

    def play_card(self, actor: int, card: str, after) -> None:
        table = self.table
        count = table.state.players
        index = len(catsle.trick(after)) - 1
        if index == 0:  # a new trick: the last trick's ranks are history
            self.ranking = []
            self.badges = None
        target = L.trick_slot(index, count)
        s = table.hand_sprites.pop(card, None)
        if s is None:
            r = table.opp_rect(actor) if actor != table.hand_seat else pygame.Rect(640, 650, 1, 1)
            s = cards.CardSprite(card, (r.centerx, r.centery), face_up=False, size=L.CARD)
            s.fly_to(target, duration=FLY, arc=50, flip_to=True)
        else:
            s.fly_to(target, duration=FLY, arc=50)
        s.z = 100 + index
        table.trick_sprites[card] = s
        table.sound("card")
        if catsle.phase(after) == "take":
            self.ranking = list(after.ranking)
            self.badges = Tween(0.0, 1.0, BADGE_POP, "out_back", delay=FLY)
            self.trick_hold = TRICK_SHOW
        if table.hand_sprites:
            table.rebuild_hand(animate=False)

    def take_card(self, actor: int, move, before, after) -> None:
        table = self.table
        s = table.trick_sprites.pop(move.card, None)
        cols_before = catsle.columns(before, actor)
        if actor == table.hand_seat:
            target = blueprint.next_card_pos(L.own_blueprint(), cols_before, move.column, L.OWN_HEADER)
        else:
            r = table.opp_rect(actor)
            target = blueprint.next_card_pos(L.opponent_blueprint(r), cols_before, move.column, L.OPP_HEADER)
        if s is not None:
            s.fly_to(target, duration=FLY, arc=40)
            table.animate(s)  # the columns show the card when it has landed
        table.sound("card")
        if catsle.round_number(after) != catsle.round_number(before) or catsle.is_over(after):
            self.score_pending = {"before": before, "move": move, "actor": actor, "after": after}
            self.ranking = []
            self.badges = None

    def on_caught_up(self) -> None:
        """The round's last card stays in its column until the scoring opens (and after, until the deal)."""
        info = self.score_pending
        self.staged = catsle.place_taken(info["before"], info["move"]) if info is not None else None

    # ----------------------------------------------------------------- time
    def sprites(self) -> list[cards.CardSprite]:
        """Every card on the table that may move: the dealt backs, the hand, the trick."""
        return list(self.backs) + list(self.table.hand_sprites.values()) + list(self.table.trick_sprites.values())

    def update(self, dt: float) -> None:
        """The cards, the badges, the trick's moment on show and the particles, one step on."""
        for s in self.sprites():
            s.update(dt)
        if self.badges is not None:
            self.badges.update(dt)
        if self.trick_hold > 0 and not any(s.busy for s in self.table.trick_sprites.values()):
            self.trick_hold = max(0.0, self.trick_hold - dt)
        self.particles.update(dt)

    def open_score(self) -> None:
        """The round's scoring, once the last card of the round has landed."""
        if self.score_pending is not None and not self.table.animations:
            info, self.score_pending = self.score_pending, None
            from scenes.tables.catsle.score import CatsleRoundScore

            self.table.app.stack.push(CatsleRoundScore(self.table, info))

    def busy(self) -> bool:
        if self.backs or self.trick_hold > 0 or self.score_pending is not None:
            return True
        table = self.table
        return any(s.busy for s in table.hand_sprites.values()) or any(s.busy for s in table.trick_sprites.values())

    def moving(self) -> bool:
        """Cards in flight or their shadows still sinking after landing, badges popping, particles."""
        table = self.table
        moving = bool(table.animations or self.backs) or any(_moving(s) for s in table.hand_sprites.values()) \
            or any(_moving(s) for s in table.trick_sprites.values())
        return moving or (self.badges is not None and not self.badges.done) or self.particles.animating

    def hurry(self) -> None:
        for s in list(self.table.animations) + self.sprites():
            s.finish()
        self.trick_hold = 0.0
        if self.badges is not None:
            self.badges.finish()


def _moving(s: cards.CardSprite) -> bool:
    """A card in flight, or landed with its shadow still sinking back under it (as Castile's board
    asks it): the frames go on until it lies still, and the last one shows it so."""
    return s.busy or s._lift > 0.0
