"""The cards on the Castile table: the 52 card sprites, their flights, and the cached layer.

The deal flies out staggered from below the table; after every change `sync` flies each card whose
place changed to its new place (the moved one in an arc). The layer holds the felt, the empty slots
with their letters and labels, and every card at rest. It is mended, not made again: a card that
takes off is erased from it (only where it lay is drawn again), a card that lands is drawn onto it
lying flat, and the slots whose pile emptied or filled are drawn again at the move; it is made whole
again only when that cannot be done (a card landing beneath one already lying there, cards landing
and taking off in the same frame, a new language). So a table waiting for the player costs one blit
per frame, and a move a few small redraws. Where a card lies comes from the table's piles, that is
from the rules state.
"""
from __future__ import annotations

import random
from typing import Iterator

import pygame

import game.castile as castile
from sprites import surface_pool
from scenes.services.i18n import tr
from scenes.tables.castile import layout as L
from sprites import card as cards
from sprites import fonts
from sprites.text import render

SLOT_INK = (150, 204, 168)     # "K" and "A" on empty piles: quiet, yet readable across the room
LABEL_INK = (222, 240, 228)    # "Reserve", "Foundations"
FELT_TOP = (34, 120, 70)
FELT_BOTTOM = (20, 84, 48)
DEAL_STAGGER = 0.028
FLY = 0.26


def felt() -> Iterator[None]:
    """Draws the felt, pausing now and then; returns it (see `table_background`)."""
    from sprites.draw import vertical_gradient

    surf = vertical_gradient((1280, 720), FELT_TOP, FELT_BOTTOM)
    rng = random.Random(9)
    for k in range(4000):
        if k % 500 == 0:
            yield
        x, y = rng.randrange(1280), rng.randrange(720)
        c = surf.get_at((x, y))
        d = rng.randint(-7, 7)
        surf.set_at((x, y), (max(0, min(255, c[0] + d)), max(0, min(255, c[1] + d)), max(0, min(255, c[2] + d))))
    return surf


class Board:
    """The card sprites of one table and the picture of the cards at rest."""

    def __init__(self, table) -> None:
        self.table = table
        self.sprites: dict[str, cards.CardSprite] = {}
        self.dealing = True
        self.layer: pygame.Surface | None = None
        self.layer_changes = 0  # how often the layer went out of date (a layer made in steps notices)
        self.layer_dirty = True
        self._moving: list[cards.CardSprite] = []  # in the air, in the hand, or still settling their lift
        self._flying: list[cards.CardSprite] = []  # in the air or in the hand at the last look
        self._drawn: dict[str, pygame.Rect] = {}  # where each card on the layer covers it (`erase`)
        self._empty: set = set()  # the piles that were empty when the layer was drawn (their letters)

    @property
    def felt(self) -> pygame.Surface:
        return self.table.background

    # ------------------------------------------------------------------ flights
    def deal(self) -> None:
        self.sprites = {}
        piles = self.table.piles()
        tableau = [piles[pile] for pile in castile.TABLEAU]
        order = [cs[row] for row in range(max(map(len, tableau))) for cs in tableau if row < len(cs)]  # as dealt
        for pile in castile.RESERVE + castile.FOUNDATIONS:
            order.extend(piles[pile])
        pos = L.positions(piles)
        for k, card in enumerate(order):
            x, y, z = pos[card]
            s = cards.CardSprite(card, L.DECK, face_up=False, size=L.CARD, z=z)
            last = k == len(order) - 1
            s.fly_to((x, y), duration=0.32, arc=90, flip_to=True, delay=0.15 + k * DEAL_STAGGER,
                     on_done=self._dealt if last else (self._deal_tick if k % 3 == 0 else None))
            self.sprites[card] = s
        self.dealing = True
        self.layer_dirty = True
        self.mark_moving()

    def _deal_tick(self) -> None:
        self.table.app.sound.play("card_deal", volume=0.5)

    def _dealt(self) -> None:
        self.dealing = False
        self.layer_dirty = True

    def sync(self, moved: str | None = None, duration: float = FLY) -> None:
        """Fly every card whose place changed to its new place (the moved one in an arc)."""
        pos = L.positions(self.table.piles())
        for card, (x, y, z) in pos.items():
            s = self.sprites[card]
            s.z = z
            if s.dragging:
                continue
            if (abs(s.pos[0] - x) > 0.5 or abs(s.pos[1] - y) > 0.5) or s.busy:
                arc = 50 if card == moved else 0
                s.fly_to((x, y), duration=duration if card == moved else 0.18, arc=arc,
                         on_done=self._landed if card == moved else None)
        self.mark_moving()  # (`moving` notices the cards taking off and landing, and mends the layer)
        self.mend_slots()

    def _landed(self) -> None:
        self.table.app.sound.play("card", volume=0.8)

    def update(self, dt: float) -> None:
        for s in self._moving:
            s.update(dt)

    def hurry(self) -> None:
        """Every flight jumps to its end."""
        for s in list(self._moving):
            s.finish()
        self.layer_dirty = True

    def in_flight(self) -> bool:
        return any(s.busy for s in self._moving)

    def animating(self) -> bool:
        return self.dealing or bool(self._moving)

    def mark_moving(self) -> None:
        self._moving = [s for s in self.sprites.values() if s.busy or s.dragging]

    def moving(self) -> list[cards.CardSprite]:
        """Cards in the air or in the hand (kept up to date as flights start and end)."""
        self._moving = [s for s in self._moving if s.busy or s.dragging or s._lift > 0.0]
        flying = [s for s in self._moving if s.busy or s.dragging]
        before = self._flying
        if len(flying) != len(before) or any(a is not b for a, b in zip(flying, before)):
            now, was = set(map(id, flying)), set(map(id, before))
            landed = [s for s in before if id(s) not in now]
            for s in landed:
                s.settle()  # (the layer keeps it as it lies: with a resting card's shadow)
            took_off = [s for s in flying if id(s) not in was]
            if not (self.erase(took_off) if took_off and not landed else not took_off and self.stamp(landed)):
                self.layer_dirty = True  # the layer is made again without the cards in the air
            self._flying = flying
        return flying

    # ------------------------------------------------------------------ the layer
    @property
    def layer_dirty(self) -> bool:
        """True when the layer is out of date and must be made again before it is shown."""
        return self._layer_dirty

    @layer_dirty.setter
    def layer_dirty(self, value: bool) -> None:
        if value:
            self.layer_changes += 1
        self._layer_dirty = value

    def stamp(self, landed: list) -> bool:
        """Draw cards that just landed straight onto the cached layer; True if that was enough,
        i.e. every card above each of them in its pile is still in the air (as in the deal)."""
        if self.layer_dirty or self.layer is None:
            return False
        airborne = self._airborne()
        piles = self.table.piles()
        above: dict[str, tuple[str, ...]] = {}
        for cs in piles.values():
            for i, c in enumerate(cs):
                above[c] = cs[i + 1:]
        for s in landed:
            if s.card not in above or any(c not in airborne for c in above[s.card]):
                return False
        for s in sorted(landed, key=lambda s: s.z):
            s.draw(self.layer)
            self._drawn[s.card] = s.bounds()
        return True

    def erase(self, took_off: list) -> bool:
        """Take cards that just took off out of the cached layer: only where they lay is drawn again,
        as a whole new layer would draw it there; True if that was possible (each card lay on the
        layer). A whole layer cost about 3 ms here at every move, in the frame of the tap."""
        if self.layer_dirty or self.layer is None or any(s.card not in self._drawn for s in took_off):
            return False
        area = self._drawn.pop(took_off[0].card).unionall([self._drawn.pop(s.card) for s in took_off[1:]])
        self._redraw(area.unionall(self._changed_slots()))
        return True

    def mend_slots(self) -> None:
        """Draw again the slots whose pile became empty (its letter shows) or stopped being so."""
        if not self.layer_dirty and self.layer is not None:
            changed = self._changed_slots()
            if changed:
                self._redraw(changed[0].unionall(changed[1:]))

    def _changed_slots(self) -> list[pygame.Rect]:
        empty = self._empty_piles()
        changed = [L.base_rect(pile) for pile in empty ^ self._empty]
        self._empty = empty
        return changed

    def _redraw(self, area: pygame.Rect) -> None:
        """Draw `area` of the layer again: felt, slots and the cards at rest that cover it, in order."""
        area = area.clip(self.layer.get_rect())
        airborne = self._airborne()
        under = [s for s in self.sprites.values()
                 if s.card not in airborne and (r := self._drawn.get(s.card)) is not None and r.colliderect(area)]
        layer = self.layer
        layer.set_clip(area)
        try:
            layer.blit(self.felt, area, area)
            self.draw_slots(layer)
            for s in self.order_for_draw(sorted(under, key=lambda s: s.z)):
                s.draw(layer)
        finally:
            layer.set_clip(None)

    def _airborne(self) -> set[str]:
        """The cards in the air or in the hand (never on the layer)."""
        return {s.card for s in self._moving if s.busy or s.dragging}

    def _empty_piles(self) -> set:
        return {pile for pile, n in self.table.counts().items() if not n}

    def draw(self, surface: pygame.Surface) -> None:
        """The layer: felt, slots and the cards at rest (made again first if it is out of date)."""
        for _ in self.layer_steps():
            pass
        surface.blit(self.layer, (0, 0))

    def layer_steps(self, cards_per_step: int = 0) -> Iterator[None]:
        """Make the layer again if it is out of date, pausing after the felt and after every
        `cards_per_step` cards (0: never; a staged entry spreads the first layer over frames). A
        change meanwhile starts it again; a whole layer made meanwhile ends it."""
        if self.layer is None:
            self.layer = surface_pool.take()
        while self.layer_dirty:
            moving = {id(s) for s in self.moving()}
            changes = self.layer_changes
            for _ in self._draw_layer(moving, cards_per_step):
                yield
                if not self.layer_dirty or self.layer_changes != changes:
                    break
            else:
                self._layer_dirty = False

    def _draw_layer(self, moving: set, cards_per_step: int) -> Iterator[None]:
        layer = self.layer
        self._drawn = {}
        self._empty = self._empty_piles()
        layer.blit(self.felt, (0, 0))
        self.draw_slots(layer)
        if cards_per_step:
            yield
        resting = sorted((s for s in self.sprites.values() if id(s) not in moving), key=lambda s: s.z)
        for i, s in enumerate(self.order_for_draw(resting), 1):
            s.draw(layer)
            self._drawn[s.card] = s.bounds()
            if cards_per_step and i % cards_per_step == 0:
                yield

    def release(self) -> None:
        """The table left the stack: its layer goes back to the pool."""
        surface_pool.give(self.layer)
        self.layer = None
        self.layer_dirty = True

    def order_for_draw(self, sprites_: list) -> list:
        """Draw pile by pile, bottom card first."""
        piles = self.table.piles()
        where = {}
        for pile, cs in piles.items():
            for i, c in enumerate(cs):
                where[c] = (castile.PILES.index(pile), i)
        return sorted(sprites_, key=lambda s: where.get(s.card, (99, 0)))

    def draw_slots(self, surface: pygame.Surface) -> None:
        """The empty slots, what may start each empty pile ("K" on the tableau, "A" on a foundation:
        any ace starts any foundation) and the names of the reserve and the foundations."""
        counts = self.table.counts()
        slot = cards.empty_slot(L.CARD)
        for pile in castile.PILES:
            r = L.base_rect(pile)
            surface.blit(slot, r)
            letter = {"t": "K", "f": "A"}.get(pile[0])
            if letter and not counts[pile]:
                img = render(letter, "display", 52, SLOT_INK)
                surface.blit(img, img.get_rect(center=r.center))
        for key, x in (("castile.reserve", L.RESERVE_X + (L.CARD[0] + 6 * L.RESERVE_STEP) // 2),  # under the fans
                       ("castile.foundations", L.FOUNDATION_X + L.CARD[0] // 2)):
            label = render(tr(key), "bold", fonts.BODY, LABEL_INK)
            surface.blit(label, label.get_rect(midtop=(x, 674)))
