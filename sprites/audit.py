"""The layout audit: what a frame draws, recorded while it draws; off (and free) in normal play.

When enabled (`enable()`: the screenshot gallery and the tests), every
surface made with `pygame.Surface` is an `AuditSurface` whose blits carry
*records* along: each text (its words, its font size in logical px, its tight
rect), each panel (opaque or translucent), each veil, each sprite (a card, a
disc, a roof) and each container (a panel that holds sprites). A text made
by `sprites.text`, a panel by `rounded_panel`, a veil by `shade` — they tag
their surfaces here (`text`, `panel`, `veil`, `sprite`, `container`); a blit
copies the records of its source into the destination at the blit's
position (cut where the destination or its clip ends), an opaque blit hides
what it covers, a veil or a translucent panel lowers the contrast of what
lies beneath. Scaling and rotating (`pygame.transform`) carry the records too.

`check(root)` reads the records of the screen after a frame and returns the
violations (STYLE.md, "Overlays and text at café distance"):
- `text_too_small`: a text below 18 logical px;
- `text_overlap`: two texts intersect, or a card, disc or roof lies on a text;
- `text_clipped`: a text cut by its surface, crossing its panel's edge or the screen's;
- `sprite_outside_panel`: a sprite that reaches into a container but not wholly inside it;
- `see_through`: under a modal overlay, the layer below shows with more than 35 % of its contrast;
- `bubble_covers_target`: a coach's bubble lies on what it points at (or on that thing's ring);
- `text_touches_pointer`: a pointer (the coach's arrow) reaches into a text;
- `text_touches_button`: a text outside a button comes within `TOUCH` px of it (descenders too);
- `glyph_clipped`: a card's corner index (rank and suit) is partly covered by a card drawn above
  it (a wholly covered index is a card hidden in its pile, not a clipped one);
- `destructive_default`: a button that loses something (deleting, switching off) is the highlighted
  or focused default of its choice.

Off by default: then every tag returns its surface untouched and nothing is patched.
"""
from __future__ import annotations

import math
import weakref
from dataclasses import dataclass, field, replace

import pygame

MIN_PX = 18
TOUCH = 3                 # a text closer to a button than this (px) touches it
SEE_THROUGH = 0.35        # the contrast the layer beneath an overlay may keep at most
VISIBLE = 0.35            # a text (or panel) below this contrast is veiled: not checked for size or edges
COMPETES = 0.10           # a veiled text still competes with a text lying on it down to this contrast
MAX_RECORDS = 2000        # per surface: a trail drawn on for ever keeps its newest records

ENABLED = False
_records: "weakref.WeakKeyDictionary[pygame.Surface, list[Rec]]" = weakref.WeakKeyDictionary()
_state = {"layer": 0, "scene": "", "modal": [], "seq": 0, "root": None}
_BaseSurface = pygame.Surface
_originals: dict[str, object] = {}


@dataclass
class Rec:
    kind: str                     # "text", "panel", "container", "sprite", "veil"
    rect: pygame.Rect             # in the coordinates of the surface that holds the record
    label: str = ""               # the words, or a sprite's / panel's name
    px: float = 0.0               # a text's font size in logical px (scaled with the surface)
    opaque: bool = False          # a panel: filled without transparency
    alpha: float = 0.0            # a veil or translucent panel: how much of what lies beneath it hides
    contrast: float = 1.0         # how much of its own contrast still shows (veils lower it)
    clipped: str = ""             # where a text or sprite was cut
    layer: int | None = None      # the stack index of the scene that drew it (set on the screen)
    scene: str = ""
    seq: int = 0                  # drawing order
    owner: str = ""               # for a text: the panel or sprite it was drawn on, if any
    extra: dict = field(default_factory=dict)


def _next_seq() -> int:
    _state["seq"] += 1
    return _state["seq"]


def records(surface: pygame.Surface) -> list[Rec]:
    return _records.get(surface, [])


def _set(surface: pygame.Surface, recs: list[Rec]) -> None:
    if recs:
        _records[surface] = recs
    else:
        _records.pop(surface, None)


# --------------------------------------------------------------------------- tags (called by the drawing code)


def _tight(surface: pygame.Surface) -> pygame.Rect:
    try:
        r = surface.get_bounding_rect()
    except pygame.error:
        r = surface.get_rect()
    return r if r.w and r.h else surface.get_rect()


def _adopt(surface: pygame.Surface) -> pygame.Surface:
    """`surface` as an AuditSurface (a pixel-exact copy), so that cutting it (subsurface) keeps records."""
    if isinstance(surface, AuditSurface):
        return surface
    alpha = bool(surface.get_flags() & pygame.SRCALPHA)
    out = AuditSurface(surface.get_size(), pygame.SRCALPHA if alpha else 0, surface)
    if alpha:
        out.fill((0, 0, 0, 0))
        _BaseSurface.blit(out, surface, (0, 0), None, pygame.BLEND_RGBA_ADD)
    else:
        _BaseSurface.blit(out, surface, (0, 0))
    return out


def text(surface: pygame.Surface, words: str, px: int) -> pygame.Surface:
    """A rendered text: one record of its words and size (replaces what it was made of)."""
    if ENABLED and words.strip():
        surface = _adopt(surface)
        _set(surface, [Rec("text", _tight(surface), words, float(px), seq=_next_seq())])
    return surface


def panel(surface: pygame.Surface, name: str = "panel", alpha: int = 255) -> pygame.Surface:
    """A panel: texts on it must stay inside; opaque panels hide what they cover."""
    if ENABLED:
        _set(surface, records(surface) + [Rec("panel", surface.get_rect(), name, opaque=alpha >= 255,
                                              alpha=alpha / 255.0, seq=_next_seq())])
    return surface


def unmarked(surface: pygame.Surface) -> pygame.Surface:
    """`surface` without records: art laid in parts (a `widgets.Panel`), recorded whole where it is laid."""
    if ENABLED:
        _set(surface, [])
    return surface


def laid_panel(dst: pygame.Surface, rect, name: str = "panel", alpha: int = 255) -> None:
    """A panel just laid on `dst` in parts: recorded as one panel blitted at `rect` would be (it hides or
    dims what lies under it, and texts drawn on it must stay inside it)."""
    if not ENABLED:
        return
    rect = pygame.Rect(rect)
    visible = rect.clip(dst.get_clip() or dst.get_rect())
    if visible.w <= 0 or visible.h <= 0:
        return
    rec = Rec("panel", rect, name, opaque=alpha >= 255, alpha=alpha / 255.0, seq=_next_seq())
    recs = _cover(records(dst), visible, rec.opaque, rec.alpha, dst.get_rect())
    placed = _placed(rec, 0, 0, visible, dst is _state["root"])
    if placed is not None:
        recs.append(placed)
    _set(dst, recs)


def container(surface: pygame.Surface, rect, name: str) -> None:
    """A region of `surface` that holds sprites (a blueprint, a board): they must lie wholly inside it."""
    if ENABLED:
        _set(surface, records(surface) + [Rec("container", pygame.Rect(rect), name, seq=_next_seq())])


def region(surface: pygame.Surface, rect, name: str, alpha: int = 255) -> None:
    """A panel drawn straight onto `surface` (not a surface of its own)."""
    if ENABLED:
        _set(surface, records(surface) + [Rec("panel", pygame.Rect(rect), name, opaque=alpha >= 255,
                                              alpha=alpha / 255.0, seq=_next_seq())])


def veil(surface: pygame.Surface, alpha: int) -> pygame.Surface:
    """A translucent veil: what lies beneath keeps 1 − alpha of its contrast."""
    if ENABLED:
        _set(surface, [Rec("veil", surface.get_rect(), "veil", alpha=alpha / 255.0, seq=_next_seq())])
    return surface


def sprite(surface: pygame.Surface, name: str, index: list | None = None) -> pygame.Surface:
    """A card, disc or roof: a picture (its own small print is art), which must not cover text.
    `index`: the rectangles (in the surface's pixels) of a card's corner index, which a card drawn
    above it may cover wholly or not at all."""
    if ENABLED:
        rect = _tight(surface)
        extra = {}
        if index:  # kept as fractions of the sprite's rect: scaling carries them along
            extra["index"] = [((r[0] - rect.x) / rect.w, (r[1] - rect.y) / rect.h, r[2] / rect.w, r[3] / rect.h)
                              for r in index]
        _set(surface, [Rec("sprite", rect, name, seq=_next_seq(), extra=extra)])
    return surface


def bubble(surface: pygame.Surface, rect, targets: list) -> None:
    """A coach's bubble drawn on `surface` at `rect`, pointing at `targets` (which it must not cover: the
    caller gives them with their rings)."""
    if ENABLED:
        _set(surface, records(surface) + [Rec("bubble", pygame.Rect(rect), "bubble", seq=_next_seq(),
                                              extra={"targets": [pygame.Rect(t) for t in targets]})])


def pointer(surface: pygame.Surface, points: list, width: int) -> None:
    """A pointer (an arrow) drawn on `surface`: the line through `points`, `width` px wide; no text may
    lie under it."""
    if ENABLED and len(points) >= 2:
        pieces = []
        for (x0, y0), (x1, y1) in zip(points, points[1:]):
            n = max(1, int(math.hypot(x1 - x0, y1 - y0) // 4))
            for k in range(n + 1):
                x, y = x0 + (x1 - x0) * k / n, y0 + (y1 - y0) * k / n
                pieces.append(pygame.Rect(round(x - width / 2), round(y - width / 2), width, width))
        box = pieces[0].unionall(pieces[1:])
        _set(surface, records(surface) + [Rec("pointer", box, "pointer", seq=_next_seq(),
                                              extra={"pieces": pieces})])


def button(surface: pygame.Surface, rect, label: str, default: bool, destructive: bool) -> None:
    """A button just drawn on `surface`: whether it is its choice's default (highlighted or focused) and
    whether it loses something."""
    if ENABLED:
        _set(surface, records(surface) + [Rec("button", pygame.Rect(rect), label, seq=_next_seq(),
                                              extra={"default": default, "destructive": destructive})])


def begin_scene(index: int, scene, fresh: bool = False) -> None:
    """The stack is about to draw `scene` (its index from the bottom; `fresh` for the first scene of a
    frame); overlays are modal unless they say `modal = False`."""
    if ENABLED:
        _state["layer"] = index
        _state["scene"] = getattr(scene, "name", type(scene).__name__)
        if fresh:
            _state["modal"] = []
        if getattr(scene, "overlay", False) and getattr(scene, "modal", True):
            _state["modal"].append(index)


# --------------------------------------------------------------------------- the recording surface


def _placed(rec: Rec, dx: int, dy: int, visible: pygame.Rect, dst_root: bool) -> Rec | None:
    moved = rec.rect.move(dx, dy)
    cut = moved.clip(visible)
    if cut.w <= 0 or cut.h <= 0:
        return None
    clipped = rec.clipped
    extra = rec.extra
    if rec.kind in ("text", "sprite") and cut != moved and not clipped:
        clipped = f"cut to {tuple(cut)} of {tuple(moved)}"
    if rec.kind == "sprite" and (cut != moved or "shown" in extra):
        # what shows of it (a card half out of a preview's clip lies on nothing beneath that clip)
        before = extra.get("shown")
        extra = {**extra, "shown": before.move(dx, dy).clip(visible) if before is not None else cut}
    layer = rec.layer
    if layer is None and dst_root:
        layer = _state["layer"]
    return replace(rec, rect=moved if rec.kind in ("text", "sprite") else cut, clipped=clipped, layer=layer, extra=extra,
                   scene=rec.scene or (_state["scene"] if dst_root else ""), seq=_next_seq())


def _cover(dst_recs: list[Rec], area: pygame.Rect, opaque: bool, alpha: float,
           bounds: pygame.Rect | None = None) -> list[Rec]:
    """What `dst_recs` become under something drawn over `area` (a record's part beyond `bounds`, the
    surface's edge, is not there to be seen, so only its part within counts)."""
    out = []
    for r in dst_recs:
        seen = r.rect.clip(bounds) if bounds is not None else r.rect
        if opaque and (area.contains(seen) or seen.w <= 0 or seen.h <= 0):
            continue  # hidden
        if opaque and r.contrast <= VISIBLE and seen.colliderect(area):
            r = replace(r, rect=_uncovered(seen, area))  # a veiled text half under a panel: what peeks out
        if not opaque and alpha > 0 and area.collidepoint(seen.center):
            r = replace(r, contrast=r.contrast * (1.0 - alpha))
        out.append(r)
    return out


def _uncovered(seen: pygame.Rect, area: pygame.Rect) -> pygame.Rect:
    """The part of `seen` an opaque `area` leaves visible, when the area covers one side of it whole
    (else `seen` itself: a hole in the middle is not a rectangle)."""
    if area.y <= seen.y and area.bottom >= seen.bottom:  # covers a left or right part, full height
        if area.x <= seen.x:
            return pygame.Rect(area.right, seen.y, seen.right - area.right, seen.h)
        if area.right >= seen.right:
            return pygame.Rect(seen.x, seen.y, area.x - seen.x, seen.h)
    if area.x <= seen.x and area.right >= seen.right:  # covers a top or bottom part, full width
        if area.y <= seen.y:
            return pygame.Rect(seen.x, area.bottom, seen.w, seen.bottom - area.bottom)
        if area.bottom >= seen.bottom:
            return pygame.Rect(seen.x, seen.y, seen.w, area.y - seen.y)
    return seen


def _is_opaque(surface: pygame.Surface) -> bool:
    if surface.get_flags() & pygame.SRCALPHA or surface.get_colorkey() is not None:
        return False
    a = surface.get_alpha()
    return a is None or a >= 255


def _after_blit(dst: pygame.Surface, src: pygame.Surface, dest, area, special_flags: int) -> None:
    if special_flags and special_flags not in (0,):
        return  # masks and additive light: no records move
    src_recs = records(src)
    if isinstance(dest, pygame.Rect):
        x, y = dest.topleft
    else:
        x, y = int(dest[0]), int(dest[1])
    area_r = pygame.Rect(area) if area is not None else src.get_rect()
    dx, dy = x - area_r.x, y - area_r.y
    placed_area = area_r.move(dx, dy)
    visible = placed_area.clip(dst.get_clip() or dst.get_rect())
    if visible.w <= 0 or visible.h <= 0:
        return
    dst_recs = records(dst)
    bounds = dst.get_rect()
    if _is_opaque(src):
        dst_recs = _cover(dst_recs, visible, True, 1.0, bounds)
    else:
        for r in src_recs:
            if r.kind == "veil":
                dst_recs = _cover(dst_recs, r.rect.move(dx, dy).clip(visible), False, r.alpha, bounds)
            elif r.kind == "panel" and r.rect.size == src.get_size():
                dst_recs = _cover(dst_recs, r.rect.move(dx, dy).clip(visible), r.opaque, r.alpha, bounds)
    fade = src.get_alpha()
    fade = 1.0 if fade is None else fade / 255.0
    root = dst is _state["root"]
    for r in src_recs:
        if r.kind == "veil" and root:
            continue  # on the screen a veil has done its work (a veil in a layer stays for that layer)
        p = _placed(r, dx, dy, visible, root)
        if p is not None:
            if fade < 1.0 and r.kind != "veil":
                p = replace(p, contrast=p.contrast * fade)
            dst_recs.append(p)
    if len(dst_recs) > MAX_RECORDS:  # a surface drawn on again and again (a trail): the newest count
        del dst_recs[:len(dst_recs) - MAX_RECORDS]
    _set(dst, dst_recs)


class AuditSurface(_BaseSurface):
    """A surface that keeps the records of what is drawn on it (audit mode only)."""

    def blit(self, source, dest=(0, 0), area=None, special_flags=0):
        rect = _BaseSurface.blit(self, source, dest, area, special_flags)
        _after_blit(self, source, dest, area, special_flags)
        return rect

    def blits(self, blit_sequence, doreturn=1):
        out = []
        for item in blit_sequence:
            out.append(self.blit(*item))
        return out if doreturn else None

    def fblits(self, blit_sequence, special_flags=0):
        for source, dest in blit_sequence:
            self.blit(source, dest, None, special_flags)

    def fill(self, color, rect=None, special_flags=0):
        r = _BaseSurface.fill(self, color, rect, special_flags)
        if not special_flags:
            c = pygame.Color(color) if not isinstance(color, pygame.Color) else color
            area = pygame.Rect(rect) if rect is not None else self.get_rect()
            if c.a == 0 and self.get_flags() & pygame.SRCALPHA:
                _set(self, [x for x in records(self) if not area.contains(x.rect)])
            elif c.a >= 255 or not self.get_flags() & pygame.SRCALPHA:
                _set(self, _cover(records(self), area, True, 1.0))
        return r

    def copy(self):
        out = _BaseSurface.copy(self)
        _set(out, [replace(r) for r in records(self)])
        return out

    def convert(self, *args):
        out = _BaseSurface.convert(self, *args)
        _set(out, [replace(r) for r in records(self)])
        return out

    def convert_alpha(self, *args):
        out = _BaseSurface.convert_alpha(self, *args)
        _set(out, [replace(r) for r in records(self)])
        return out

    def subsurface(self, *rect):
        out = _BaseSurface.subsurface(self, *rect)
        box = pygame.Rect(*rect)
        kept = []
        for r in records(self):
            p = _placed(r, -box.x, -box.y, pygame.Rect(0, 0, box.w, box.h), False)
            if p is not None:
                kept.append(p)
        _set(out, kept)
        return out


# --------------------------------------------------------------------------- transforms carry records


def _unshown(extra: dict) -> dict:
    """A sprite's extra without its cut (a transformed picture is whole again as far as is known)."""
    return {k: v for k, v in extra.items() if k != "shown"} if "shown" in extra else extra


def _scaled(surface, result, sx: float, sy: float) -> pygame.Surface:
    recs = records(surface)
    if recs:
        _set(result, [replace(r, rect=pygame.Rect(round(r.rect.x * sx), round(r.rect.y * sy),
                                                  max(1, round(r.rect.w * sx)), max(1, round(r.rect.h * sy))),
                              px=r.px * min(sx, sy), extra=_unshown(r.extra)) for r in recs])
    return result


def _rotated(surface, result, angle: float, scale: float = 1.0) -> pygame.Surface:
    recs = records(surface)
    if not recs:
        return result
    cx, cy = surface.get_width() / 2, surface.get_height() / 2
    ox, oy = result.get_width() / 2, result.get_height() / 2
    a = math.radians(-angle)
    out = []
    for r in recs:
        pts = []
        for px_, py_ in (r.rect.topleft, r.rect.topright, r.rect.bottomleft, r.rect.bottomright):
            vx, vy = (px_ - cx) * scale, (py_ - cy) * scale
            pts.append((ox + vx * math.cos(a) - vy * math.sin(a), oy + vx * math.sin(a) + vy * math.cos(a)))
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        box = pygame.Rect(int(min(xs)), int(min(ys)), int(max(xs) - min(xs)), int(max(ys) - min(ys)))
        extra = _unshown(r.extra)
        if "index" in extra and abs(angle) % 90 > 0.5:  # (a tilted card's corner is no rectangle)
            extra = {k: v for k, v in extra.items() if k != "index"}
        out.append(replace(r, rect=box, px=r.px * scale, extra=extra))
    _set(result, out)
    return result


def _patch_transforms() -> None:
    t = pygame.transform

    def wrap_scale(name):
        fn = getattr(t, name)
        _originals[name] = fn

        def scaled(surface, size, *args, **kw):
            result = fn(surface, size, *args, **kw)
            w, h = surface.get_size()
            return _scaled(surface, result, result.get_width() / max(1, w), result.get_height() / max(1, h))
        setattr(t, name, scaled)

    for name in ("scale", "smoothscale"):
        wrap_scale(name)
    for name in ("scale_by", "smoothscale_by"):
        fn = getattr(t, name)
        _originals[name] = fn

        def by(surface, factor, *args, _fn=fn, **kw):
            result = _fn(surface, factor, *args, **kw)
            w, h = surface.get_size()
            return _scaled(surface, result, result.get_width() / max(1, w), result.get_height() / max(1, h))
        setattr(t, name, by)
    _originals["rotozoom"] = t.rotozoom
    _originals["rotate"] = t.rotate
    _originals["flip"] = t.flip
    rotozoom, rotate, flip = t.rotozoom, t.rotate, t.flip
    t.rotozoom = lambda surface, angle, scale: _rotated(surface, rotozoom(surface, angle, scale), angle, scale)
    t.rotate = lambda surface, angle: _rotated(surface, rotate(surface, angle), angle)

    def flipped(surface, flip_x, flip_y):
        result = flip(surface, flip_x, flip_y)
        recs = records(surface)
        if recs:
            w, h = surface.get_size()
            _set(result, [replace(r, rect=pygame.Rect(w - r.rect.right if flip_x else r.rect.x,
                                                      h - r.rect.bottom if flip_y else r.rect.y, r.rect.w, r.rect.h))
                          for r in recs])
        return result
    t.flip = flipped


# --------------------------------------------------------------------------- switching on


def enable() -> None:
    """Record from now on (call before the app makes its first surfaces; caches are emptied)."""
    global ENABLED
    if ENABLED:
        return
    ENABLED = True
    pygame.Surface = AuditSurface
    _patch_transforms()
    from sprites.caches import clear_all

    clear_all()


def disable() -> None:
    global ENABLED
    if not ENABLED:
        return
    ENABLED = False
    pygame.Surface = _BaseSurface
    for name, fn in _originals.items():
        setattr(pygame.transform, name, fn)
    _originals.clear()
    _records.clear()
    from sprites.caches import clear_all

    clear_all()


def root_surface(size=(1280, 720)) -> pygame.Surface:
    """The screen to draw on while auditing (the app draws here instead of the display surface)."""
    surface = AuditSurface(size)
    if pygame.display.get_surface() is not None:
        surface = surface.convert()
    _state["root"] = surface
    return surface


def clear(surface: pygame.Surface) -> None:
    _records.pop(surface, None)


# --------------------------------------------------------------------------- reading a frame


def _shrunk(r: pygame.Rect, by: int = 1) -> pygame.Rect:
    return r.inflate(-2 * by, -2 * by)


def check(root: pygame.Surface, state: str = "") -> list[dict]:
    """The violations of the frame drawn on `root` (see the module docstring)."""
    recs = sorted(records(root), key=lambda r: r.seq)
    screen = root.get_rect()
    texts = [r for r in recs if r.kind == "text" and r.contrast >= VISIBLE]
    faint = [r for r in recs if r.kind == "text" and COMPETES <= r.contrast < VISIBLE]
    panels = [r for r in recs if r.kind == "panel" and r.contrast >= VISIBLE]
    containers = [r for r in recs if r.kind == "container"]
    sprites_ = [r for r in recs if r.kind == "sprite" and r.contrast >= VISIBLE]
    out: list[dict] = []

    def add(kind: str, detail: str) -> None:
        out.append({"state": state, "kind": kind, "detail": detail})

    for t in texts:
        if t.px < MIN_PX - 0.05:
            add("text_too_small", f"{t.label!r} at {t.px:.1f} px ({t.scene})")
        if t.clipped:
            add("text_clipped", f"{t.label!r} {t.clipped} ({t.scene})")
        elif not screen.contains(t.rect):
            add("text_clipped", f"{t.label!r} crosses the screen edge at {tuple(t.rect)} ({t.scene})")
        else:
            home = [p for p in panels if p.seq < t.seq and p.rect.collidepoint(t.rect.center)]
            if home and not home[-1].rect.contains(t.rect):
                add("text_clipped", f"{t.label!r} {tuple(t.rect)} crosses its panel {home[-1].label} "
                                    f"{tuple(home[-1].rect)} ({t.scene})")
    for i, a in enumerate(texts):
        for b in texts[i + 1:]:
            if _shrunk(a.rect).colliderect(_shrunk(b.rect)):
                add("text_overlap", f"{a.label!r} {tuple(a.rect)} and {b.label!r} {tuple(b.rect)} "
                                    f"({a.scene}/{b.scene})")
        for s in sprites_:
            if s.seq > a.seq and _shrunk(_shown(s), 2).colliderect(_shrunk(a.rect)):
                add("text_overlap", f"{s.label} {tuple(s.rect)} lies on {a.label!r} {tuple(a.rect)} ({a.scene})")
        for f in faint:
            if _shrunk(a.rect).colliderect(_shrunk(f.rect)):
                add("text_overlap", f"{a.label!r} {tuple(a.rect)} lies on the veiled {f.label!r} {tuple(f.rect)} "
                                    f"({f.contrast:.0%} contrast, {f.scene}/{a.scene})")
    for s in sprites_:
        reached = [c for c in containers if c.seq < s.seq and c.rect.colliderect(_shrunk(s.rect, 2))]
        if reached and not any(c.rect.contains(_shrunk(s.rect, 2)) for c in reached):
            names = ", ".join(c.label for c in reached)
            add("sprite_outside_panel", f"{s.label} {tuple(s.rect)} reaches out of {names} ({s.scene})")
    _check_pointing(recs, texts, add)
    _check_buttons(recs, texts, panels, add)
    _check_indices(sprites_, add)
    modal = _state["modal"]
    if modal:
        top = max(modal)
        shows = [r for r in recs if r.kind in ("text", "sprite") and r.layer is not None and r.layer < top
                 and r.contrast > SEE_THROUGH]
        if shows:
            names = ", ".join(repr(r.label) for r in shows[:4])
            add("see_through", f"{len(shows)} thing(s) of the layer below show at "
                               f"{max(r.contrast for r in shows):.0%} contrast: {names}")
    return out


def _shown(r: Rec) -> pygame.Rect:
    """What shows of a sprite: its rect, cut where a clip cut it."""
    shown = r.extra.get("shown")
    return r.rect if shown is None else shown


def _visible(r: Rec) -> bool:
    return r.contrast >= VISIBLE


def _check_pointing(recs: list[Rec], texts: list[Rec], add) -> None:
    """A bubble never on its targets (rings included); a pointer never over a text."""
    for b in (r for r in recs if r.kind == "bubble" and _visible(r)):
        for t in b.extra["targets"]:
            if b.rect.colliderect(t):
                add("bubble_covers_target", f"the bubble {tuple(b.rect)} lies on its target {tuple(t)} ({b.scene})")
    for p in (r for r in recs if r.kind == "pointer" and _visible(r)):
        for t in texts:
            if t.seq < p.seq and any(piece.colliderect(t.rect) for piece in p.extra["pieces"]):
                add("text_touches_pointer", f"the pointer {tuple(p.rect)} reaches into {t.label!r} {tuple(t.rect)} "
                                            f"({t.scene})")


def _check_buttons(recs: list[Rec], texts: list[Rec], panels: list[Rec], add) -> None:
    """No text outside a button within `TOUCH` px of it; no destructive button as the default."""
    faces = [p for p in panels if p.label == "button"]
    for t in texts:
        for f in faces:
            if not f.rect.contains(t.rect) and f.rect.colliderect(t.rect.inflate(2 * TOUCH, 2 * TOUCH)):
                add("text_touches_button", f"{t.label!r} {tuple(t.rect)} touches the button {tuple(f.rect)} "
                                           f"({t.scene})")
    for b in (r for r in recs if r.kind == "button" and _visible(r)):
        if b.extra["destructive"] and b.extra["default"]:
            add("destructive_default", f"{b.label!r} {tuple(b.rect)} loses something and is the default ({b.scene})")


def _check_indices(sprites_: list[Rec], add) -> None:
    """A card's corner index is covered wholly or not at all by the cards drawn above it."""
    for i, a in enumerate(sprites_):
        for fx, fy, fw, fh in a.extra.get("index", ()):
            box = pygame.Rect(round(a.rect.x + fx * a.rect.w), round(a.rect.y + fy * a.rect.h),
                              max(1, round(fw * a.rect.w)), max(1, round(fh * a.rect.h)))
            over = [_shown(b) for b in sprites_[i + 1:] if _shown(b).colliderect(box)]
            if not over or any(r.contains(box) for r in over):
                continue
            points = [(x, y) for x in range(box.x, box.right, 2) for y in range(box.y, box.bottom, 2)]
            hidden = sum(1 for p in points if any(r.collidepoint(p) for r in over))
            if hidden < len(points):
                add("glyph_clipped", f"{a.label} {tuple(a.rect)}: its index {tuple(box)} is cut by a card "
                                     f"{tuple(over[-1])} drawn above it ({a.scene})")


def texts(root: pygame.Surface) -> list[Rec]:
    """The visible texts of the frame on `root` (for counting and reports)."""
    return [r for r in records(root) if r.kind == "text" and r.contrast >= VISIBLE]
