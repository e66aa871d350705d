"""Castro's dice tray: five dice thrown with pymunk, bouncing off the rim and each other.

The outcome is decided before the throw (the match samples the chance move);
the tray only shows it: thrown dice tumble, flicker through faces while they
roll, and come to rest on the sampled values. A die the player keeps leaves the
physics and slides to its slot in the keep row; released, it slides back.

Physics runs only in `update` (the scene's fixed 120 Hz step) and only while a
die moves; a resting tray costs nothing. Faces and shadows are cached turns
(`sprites.dice`), so drawing never rotates or scales.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

import pygame
import pymunk

from sprites import dice as dice_art
from sprites.tween import Tween, ease

SIZE = 58              # die edge in logical pixels
STEP = 1.0 / 120.0     # physics step
DAMPING = 0.32         # velocity kept per second (air and felt)
ROLL_DECEL = 520.0     # px/s² of rolling resistance on top of the damping
SPIN_DECEL = 9.0       # rad/s² of spin resistance
REST_SPEED = 34.0      # below this (and slow spin, on the felt) a die has come to rest
REST_SPIN = 1.2
MAX_TUMBLE = 1.45      # seconds; after this the felt grabs the dice hard
GRAVITY_Z = 2600.0     # the hop into the tray (a 1-D height, for the shadow)
SLIDE = 0.24           # seconds for a kept die to slide


@dataclass
class Die:
    index: int
    value: int
    body: pymunk.Body
    shape: pymunk.Shape
    kept: bool = False
    slot_pos: tuple[float, float] = (0.0, 0.0)
    resting: bool = True
    shown: int = 1             # the face on top right now (flickers while tumbling)
    travel: float = 0.0        # distance rolled since the last face change
    z: float = 0.0             # height above the felt (the throw's hop)
    vz: float = 0.0
    slide: Tween | None = None  # sliding between tray and keep row
    slide_from: tuple[float, float] = (0.0, 0.0)
    slide_to: tuple[float, float] = (0.0, 0.0)
    slide_angle: tuple[float, float] = (0.0, 0.0)
    tray_pos: tuple[float, float] = (0.0, 0.0)
    angle_deg: float = 0.0     # for dice outside the physics (kept or sliding)
    extra: dict = field(default_factory=dict)

    @property
    def pos(self) -> tuple[float, float]:
        if self.slide is not None:
            k = ease("out", self.slide.progress)
            return (self.slide_from[0] + (self.slide_to[0] - self.slide_from[0]) * k,
                    self.slide_from[1] + (self.slide_to[1] - self.slide_from[1]) * k)
        if self.kept:
            return self.slot_pos
        p = self.body.position
        return (p.x, p.y)

    @property
    def angle(self) -> float:
        if self.slide is not None:
            a, b = self.slide_angle
            return a + (b - a) * ease("out", self.slide.progress)
        if self.kept:
            return 0.0
        return math.degrees(self.body.angle)


class DiceTray:
    """Five dice, a felt tray (`rect`) and a keep row (`slots`, five centres)."""

    def __init__(self, rect: pygame.Rect, slots: list[tuple[int, int]], rng: random.Random | None = None,
                 sound=None) -> None:
        self.rect = pygame.Rect(rect)
        self.slots = list(slots)
        self.rng = rng or random.Random(0)  # cosmetic only: throw paths and flicker faces
        self.sound = sound                  # a SoundManager (play, play_impact) or None
        self.space = pymunk.Space()
        self.space.damping = DAMPING
        self.space.iterations = 8
        self._walls()
        self.space.on_collision(None, None, post_solve=self._impact)
        self.dice: list[Die] = []
        for i in range(5):
            body = pymunk.Body(1.0, pymunk.moment_for_box(1.0, (SIZE, SIZE)))
            shape = pymunk.Poly.create_box(body, (SIZE - 6, SIZE - 6), radius=3)
            shape.elasticity = 0.55
            shape.friction = 0.6
            self.space.add(body, shape)
            self.dice.append(Die(i, i + 1, body, shape))
        self.clock = 0.0
        self.tumble_time = 0.0
        self.tumbling = False
        self.lay_out([1, 2, 3, 4, 5])

    # ------------------------------------------------------------ set-up
    def _walls(self) -> None:
        r = self.rect
        static = self.space.static_body
        corners = [(r.left, r.top), (r.right, r.top), (r.right, r.bottom), (r.left, r.bottom)]
        for a, b in zip(corners, corners[1:] + corners[:1]):
            seg = pymunk.Segment(static, a, b, 6)
            seg.elasticity = 0.7
            seg.friction = 0.5
            self.space.add(seg)

    def lay_out(self, values: list[int]) -> None:
        """Put all dice at rest in the tray, unkept, in a loose row (a new game, a new turn)."""
        r = self.rect
        for i, d in enumerate(self.dice):
            if d.kept:
                self._to_physics(d)
            d.kept = False
            d.slide = None
            d.value = d.shown = values[i]
            x = r.left + r.width * (0.17 + 0.165 * i)
            y = r.centery + self.rng.uniform(-r.height * 0.18, r.height * 0.18)
            d.body.position = (x, y)
            d.body.angle = math.radians(self.rng.uniform(-20, 20))
            d.body.velocity = (0, 0)
            d.body.angular_velocity = 0
            d.z = d.vz = 0.0
            d.resting = True
        for d in self.dice:
            self.space.reindex_shapes_for_body(d.body)
        self.tumbling = False

    # ------------------------------------------------------------ queries
    @property
    def values(self) -> list[int]:
        return sorted(d.value for d in self.dice)

    @property
    def kept_values(self) -> tuple[int, ...]:
        return tuple(sorted(d.value for d in self.dice if d.kept))

    @property
    def moving(self) -> bool:
        return self.tumbling or any(d.slide is not None for d in self.dice)

    def die_rect(self, index: int) -> pygame.Rect:
        x, y = self.dice[index].pos
        return pygame.Rect(int(x) - 32, int(y) - 32, 64, 64)

    # ------------------------------------------------------------ keeping
    def _to_keep(self, d: Die) -> None:
        self.space.remove(d.body, d.shape)

    def _to_physics(self, d: Die) -> None:
        if d.body not in self.space.bodies:
            self.space.add(d.body, d.shape)

    def set_kept(self, index: int, kept: bool) -> None:
        d = self.dice[index]
        if d.kept == kept or self.tumbling:
            return
        start = d.pos
        a0 = d.angle
        if kept:
            d.tray_pos = start
            self._to_keep(d)
            d.kept = True
            d.slot_pos = self.slots[index]
            target, a1 = d.slot_pos, 0.0
        else:
            d.kept = False
            target = self._free_spot(d.tray_pos, d)
            d.body.position = target
            d.body.angle = math.radians(self.rng.uniform(-15, 15))
            d.body.velocity = (0, 0)
            d.body.angular_velocity = 0
            self._to_physics(d)
            a1 = math.degrees(d.body.angle)
        d.slide_from, d.slide_to, d.slide_angle = start, target, (a0, a1)
        d.slide = Tween(0.0, 1.0, SLIDE, "out")

    def keep_values(self, values) -> None:
        """Keep exactly a multiset of values (the AI's choice, or a replayed `roll`)."""
        want = sorted(values)
        chosen: set[int] = set()
        # prefer dice already kept, then the others
        for v in want:
            for d in sorted(self.dice, key=lambda d: (not d.kept, d.index)):
                if d.index not in chosen and d.value == v:
                    chosen.add(d.index)
                    break
        for d in self.dice:
            self.set_kept(d.index, d.index in chosen)

    def _free_spot(self, near: tuple[float, float], me: Die) -> tuple[float, float]:
        r = self.rect.inflate(-SIZE * 1.4, -SIZE * 1.4)
        # where the other tray dice are (or are sliding to: their bodies are already there)
        others = [tuple(d.body.position) for d in self.dice if not d.kept and d is not me]
        candidates = [near] + [(self.rng.uniform(r.left, r.right), self.rng.uniform(r.top, r.bottom)) for _ in range(40)]
        for c in candidates:
            if r.collidepoint(c) and all((c[0] - o[0]) ** 2 + (c[1] - o[1]) ** 2 > (SIZE * 1.25) ** 2 for o in others):
                return c
        return (r.centerx, r.centery)

    # ------------------------------------------------------------ throwing
    def throw(self, values) -> None:
        """Throw every unkept die; they come to rest showing `values` (sorted or not)."""
        free = [d for d in self.dice if not d.kept]
        values = list(values)
        if len(values) != len(free):
            raise ValueError(f"{len(free)} dice to throw, {len(values)} values given")
        self.rng.shuffle(values)
        r = self.rect
        n = len(free)
        for k, (d, v) in enumerate(zip(free, values)):
            d.slide = None
            d.value = v
            column = k % 2  # two staggered columns: in a low tray the dice do not start inside each other
            d.body.position = (r.right - SIZE * (0.75 + 1.15 * column) - self.rng.uniform(0, 16),
                               r.top + r.height * (k + 0.5) / max(1, n) + self.rng.uniform(-8, 8))
            d.body.angle = math.radians(self.rng.uniform(0, 90))
            speed = self.rng.uniform(900, 1350)
            heading = math.radians(180 + self.rng.uniform(-24, 24))
            d.body.velocity = (speed * math.cos(heading), speed * math.sin(heading))
            d.body.angular_velocity = self.rng.choice((-1, 1)) * self.rng.uniform(9, 20)
            d.z, d.vz = self.rng.uniform(60, 90), self.rng.uniform(-80, 60)
            d.resting = False
            d.travel = 0.0
            d.shown = self.rng.randint(1, 6)
            self._to_physics(d)
        for d in free:
            self.space.reindex_shapes_for_body(d.body)
        self.tumbling = bool(free)
        self.tumble_time = 0.0
        if self.sound is not None and free:
            self.sound.play("dice_rattle", 0.8)

    def _impact(self, arbiter, space, data) -> None:
        if not arbiter.is_first_contact or self.sound is None:
            return
        impulse = arbiter.total_impulse.length
        x = arbiter.contact_point_set.points[0].point_a.x if arbiter.contact_point_set.points else self.rect.centerx
        pan = max(-1.0, min(1.0, (x - 640) / 640))
        self.sound.play_impact(impulse, pan)

    def finish(self) -> None:
        """Skip the tumble: every die rests now, showing its value (a tap to hurry)."""
        for d in self.dice:
            if d.slide is not None:
                d.slide = None
                if d.kept:
                    pass
            if not d.kept and not d.resting:
                d.body.velocity = (0, 0)
                d.body.angular_velocity = 0
                d.z = d.vz = 0.0
                d.resting = True
                d.shown = d.value
        self._separate()
        self.tumbling = False

    def _separate(self) -> None:
        """Push apart dice that a cut-short tumble left overlapping, keeping them on the felt. (On
        plain floats, the bodies moved once at the end: reading and writing pymunk's positions in
        the loop took about 1 ms of the landing frame.)"""
        free = [d for d in self.dice if not d.kept]
        area = self.rect.inflate(-SIZE, -SIZE)
        left, right, top, bottom = area.left, area.right, area.top, area.bottom
        gap = SIZE * 1.08
        xs, ys = [], []
        for d in free:
            p = d.body.position
            xs.append(p.x)
            ys.append(p.y)
        n = len(free)
        for _ in range(24):
            moved = False
            for i in range(n):
                for j in range(i + 1, n):
                    dx, dy = xs[j] - xs[i], ys[j] - ys[i]
                    dist = math.hypot(dx, dy)
                    if dist >= gap:
                        continue
                    if dist < 1e-6:
                        dx, dy, dist = 1.0, 0.0, 1.0
                    push = (gap - dist) / 2 + 0.5
                    ux, uy = dx / dist * push, dy / dist * push
                    xs[i] -= ux
                    ys[i] -= uy
                    xs[j] += ux
                    ys[j] += uy
                    moved = True
            for i in range(n):
                xs[i] = min(max(xs[i], left), right)
                ys[i] = min(max(ys[i], top), bottom)
            if not moved:
                break
        for d, x, y in zip(free, xs, ys):
            d.body.position = (x, y)
            self.space.reindex_shapes_for_body(d.body)

    # ------------------------------------------------------------ loop
    def update(self, dt: float) -> None:
        self.clock += dt
        for d in self.dice:
            if d.slide is not None:
                d.slide.update(dt)
                if d.slide.done:
                    d.slide = None
        if not self.tumbling:
            return
        self.tumble_time += dt
        late = self.tumble_time > MAX_TUMBLE
        steps = max(1, int(round(dt / STEP)))
        for _ in range(steps):
            self.space.step(dt / steps)
        all_rest = True
        grip = 6.0 if late else 1.0
        roll_cut = ROLL_DECEL * dt * grip
        spin_cut = SPIN_DECEL * dt * grip
        flicker_speed = REST_SPEED * 2.5
        for d in self.dice:
            if d.kept or d.resting:
                continue
            body = d.body
            vx, vy = body.velocity
            speed = math.hypot(vx, vy)
            # rolling resistance: a die on felt stops, it does not glide forever
            if d.z <= 0.0 and speed > 0.0:
                k = (speed - roll_cut) / speed if speed > roll_cut else 0.0
                body.velocity = (vx * k, vy * k)
            w = body.angular_velocity
            if w:
                aw = abs(w) - spin_cut
                w = math.copysign(aw, w) if aw > 0.0 else 0.0
                body.angular_velocity = w
            self._hop(d, dt)  # the hop into the tray
            # faces flicker as the die rolls over
            d.travel += speed * dt
            if speed > flicker_speed:
                if d.travel > SIZE * 0.55:
                    d.travel = 0.0
                    face = self.rng.randint(1, 5)
                    d.shown = face + 1 if face >= d.shown else face  # any face but the one showing
            else:
                d.shown = d.value
            if speed < REST_SPEED and abs(w) < REST_SPIN and d.z <= 0.0:
                body.velocity = (0, 0)
                body.angular_velocity = 0
                d.resting = True
                d.shown = d.value
            else:
                all_rest = False
        if all_rest or self.tumble_time > MAX_TUMBLE + 0.8:
            self.finish()

    def _hop(self, d, dt: float) -> None:
        """A die thrown into the tray falls, bounces once off the felt (with a knock) and lies."""
        if d.z > 0.0 or d.vz > 0.0:
            d.vz -= GRAVITY_Z * dt
            d.z += d.vz * dt
            if d.z <= 0.0:
                d.z = 0.0
                if d.vz < -260:
                    d.vz = -d.vz * 0.35
                    if self.sound is not None:
                        self.sound.play_impact(abs(d.vz) * 0.6, 0.0)
                else:
                    d.vz = 0.0

    # ------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, highlight: int | None = None, kept_rims: bool = True) -> None:
        order = sorted(self.dice, key=lambda d: (d.z, d.slide is not None))
        for d in order:
            x, y = d.pos
            sh = dice_art.shadow_at(SIZE, d.angle)
            off = 4 + d.z * 0.35
            surface.blit(sh, (int(x + off * 0.6 - sh.get_width() / 2), int(y + off - sh.get_height() / 2)))
        for d in order:
            x, y = d.pos
            y -= d.z * 0.5
            if d.kept and d.slide is None:
                img = dice_art.face(d.shown, SIZE, kept=kept_rims)
            else:
                img = dice_art.face_at(d.shown, SIZE, d.angle)
            surface.blit(img, (int(x - img.get_width() / 2), int(y - img.get_height() / 2)))
            if highlight == d.index:
                rect = img.get_rect(center=(int(x), int(y))).inflate(6, 6)
                pygame.draw.rect(surface, (252, 163, 17), rect, 3, border_radius=14)


__all__ = ["DiceTray", "Die", "SIZE"]
