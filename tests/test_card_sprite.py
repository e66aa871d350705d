"""Card art and CardSprite motion (sprites/card.py)."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import subprocess  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from sprites import card as C  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
SIZES = [(100, 140), (70, 98)]


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((1280, 720))
    yield
    C.clear_caches()


def _pixels(surface):
    w, h = surface.get_size()
    return [surface.get_at((x, y)) for y in range(h) for x in range(w)]


def _is_red(c):
    return c.a > 200 and c.r > 150 and c.g < 90 and c.b < 90


def test_ids_cover_both_decks():
    assert len(C.FRENCH_IDS) == 52 and len(set(C.FRENCH_IDS)) == 52
    assert len(C.CATSLE_IDS) == 60 and len(set(C.CATSLE_IDS)) == 60
    assert {"AS", "TD", "KH"} <= set(C.FRENCH_IDS)
    assert {"W7", "R12", "B1"} <= set(C.CATSLE_IDS)
    assert all(C.kind_of(c) == C.FRENCH for c in C.FRENCH_IDS)
    assert all(C.kind_of(c) == C.CATSLE for c in C.CATSLE_IDS)


@pytest.mark.parametrize("size", SIZES)
def test_every_card_renders_at_size(size):
    for cid in C.ALL_IDS:
        surf = C.face(cid, size)
        assert surf.get_size() == size, cid
        assert surf.get_flags() & pygame.SRCALPHA, cid
        # rounded corners: the very corner pixel is transparent, the centre opaque
        assert surf.get_at((0, 0)).a < 60, cid
        # ... and everything away from the corners fully opaque (no shadow showing through)
        opaque = pygame.mask.from_surface(surf, 254)
        r = round(8 * size[0] / 100) + 1
        for box, at in ((pygame.Mask((size[0] - 2 * r, size[1] - 2), fill=True), (r, 1)),
                        (pygame.Mask((size[0] - 2, size[1] - 2 * r), fill=True), (1, r))):
            assert opaque.overlap_area(box, at) == box.count(), cid


def test_cache_returns_same_object():
    assert C.face("AS") is C.face("AS", (100, 140))
    assert C.face("R12", (70, 98)) is C.face("R12", [70, 98])
    assert C.back((100, 140)) is C.back((100, 140))
    assert C.shadow((100, 140)) is C.shadow((100, 140))
    assert C.highlight((100, 140)) is C.highlight((100, 140))
    assert C.empty_slot((100, 140), suit="H") is C.empty_slot((100, 140), suit="H")
    assert C.face("AS", (70, 98)) is not C.face("AS", (100, 140))


@pytest.mark.parametrize("cid", [r + s for r in "A7TQK" for s in "HD"])
def test_red_suits_contain_red(cid):
    assert sum(_is_red(c) for c in _pixels(C.face(cid))) > 100


@pytest.mark.parametrize("cid", [r + "S" for r in C.FRENCH_RANKS] + [r + "C" for r in "A7TJQK"])
def test_black_suits_contain_no_red(cid):
    assert not any(_is_red(c) for c in _pixels(C.face(cid)))


def test_different_cards_differ():
    for size in SIZES:
        blobs = {pygame.image.tobytes(C.face(cid, size), "RGBA") for cid in C.ALL_IDS}
        assert len(blobs) == len(C.ALL_IDS)
    assert pygame.image.tobytes(C.face("AS"), "RGBA") != pygame.image.tobytes(C.back(), "RGBA")


def test_back_and_helpers_sizes():
    assert C.back((100, 140)).get_size() == (100, 140)
    assert C.back((70, 98)).get_size() == (70, 98)
    pad = C.shadow_pad((100, 140))
    assert C.shadow((100, 140)).get_size() == (100 + 2 * pad, 140 + 2 * pad)
    hp = C.highlight_pad((100, 140))
    assert C.highlight((100, 140), (86, 180, 233)).get_size() == (100 + 2 * hp, 140 + 2 * hp)
    for s in (C.empty_slot((100, 140)), C.empty_slot((100, 140), label="K"), C.empty_slot((70, 98), suit="S"),
              C.outline("K", (100, 140)), C.outline("D", (100, 140)), C.outline("slot", (100, 140))):
        assert s.get_size() in ((100, 140), (70, 98))
    # empty slots are faint: nothing in them is near-opaque
    assert max(c.a for c in _pixels(C.empty_slot((100, 140), suit="H"))) < 160
    assert C.empty_slot((100, 140), suit="H") is not C.empty_slot((100, 140))
    back = _pixels(C.back())
    assert any(c.r > 240 and 140 < c.g < 190 and c.b < 60 for c in back)  # gold border


@pytest.mark.parametrize("bad", ["", "A", "1S", "AX", "as", "10D", "ASS", "W0", "W13", "W01", "R012", "X5",
                                 "7", None, 7, ("A", "S")])
def test_invalid_ids_raise(bad):
    with pytest.raises(ValueError):
        C.kind_of(bad)
    with pytest.raises(ValueError):
        C.face(bad)
    with pytest.raises(ValueError):
        C.CardSprite(bad)


def test_invalid_helper_arguments_raise():
    with pytest.raises(ValueError):
        C.empty_slot((100, 140), suit="W")
    with pytest.raises(ValueError):
        C.outline("nope")
    with pytest.raises(ValueError):
        C.back((100, 140), style="nope")
    with pytest.raises(ValueError):
        C.face("AS", (0, 0))


def _ink(face, paper, x, y) -> bool:
    """A pixel of the face's print, its faintest edge included (not paper; the rounded corners, not
    opaque, do not count)."""
    f, p = face.get_at((x, y)), paper.get_at((x, y))
    return f.a == 255 and f[:3] != p[:3]


@pytest.mark.parametrize("size", [(96, 134), (100, 140), (70, 98)])  # Castile's table, the reference, small
def test_index_rect_is_the_corner_index_as_printed(size):
    # a fan of overlapping cards (Castile's reserve) is laid out by it: it must be the real glyphs'
    # bounds, rank over suit, not a guess; "10", "Q" and "A" are the widest
    for cid in C.FRENCH_IDS:
        face, paper, r = C.face(cid, size), C._paper(*size), C.index_rect(cid, size)
        ink = [(x, y) for y in range(r.top, r.bottom) for x in range(r.left, r.right) if _ink(face, paper, x, y)]
        xs, ys = [x for x, _ in ink], [y for _, y in ink]
        assert (min(xs), min(ys), max(xs) + 1, max(ys) + 1) == (r.left, r.top, r.right, r.bottom), cid  # tight
        rank_rows = range(r.top, r.top + r.h * 3 // 5)  # (lower down, a big heart's lobe comes near)
        beside = [(x, y) for y in rank_rows for x in range(r.right, r.right + 2)]
        beside += [(x, y) for y in range(r.top - 2, r.bottom) for x in range(r.left - 2, r.left)]
        beside += [(x, y) for y in range(r.top - 2, r.top) for x in range(r.left, r.right)]
        assert not [xy for xy in beside if _ink(face, paper, *xy)], cid  # nothing of the index outside it
    widest = {cid[0] for cid in C.FRENCH_IDS if C.index_rect(cid, size).right == max(
        C.index_rect(c, size).right for c in C.FRENCH_IDS)}
    assert "T" in widest
    with pytest.raises(ValueError):
        C.index_rect("W7", size)


def _run(sprite, seconds, dt=1 / 60):
    for _ in range(int(seconds / dt) + 2):
        sprite.update(dt)


def test_fly_to_reaches_target_and_calls_back_once():
    calls = []
    sp = C.CardSprite("QH", (100.0, 500.0))
    sp.fly_to((733.3, 211.7), duration=0.35, arc=60, on_done=lambda: calls.append(1))
    assert sp.busy
    sp.update(0.1)
    x, y = sp.pos
    assert 100 < x < 733.3
    straight_y = 500 + (211.7 - 500) * (x - 100) / (733.3 - 100)
    assert y < straight_y - 1  # above the straight line: it arcs
    _run(sp, 0.5)
    assert sp.pos == (733.3, 211.7)
    assert not sp.busy
    assert calls == [1]
    _run(sp, 0.5)
    assert calls == [1]
    assert sp.rect.center == (733, 212)


def test_delay_holds_the_card():
    sp = C.CardSprite("W7", (10, 10))
    sp.fly_to((300, 10), duration=0.2, delay=0.3)
    sp.update(0.25)
    assert sp.pos == (10.0, 10.0) and sp.busy
    _run(sp, 0.4)
    assert sp.pos == (300.0, 10.0) and not sp.busy


def test_flip_swaps_face_exactly_once_mid_flight():
    sp = C.CardSprite("KS", (0, 0), face_up=False)
    screen = pygame.display.get_surface()
    sp.fly_to((500, 300), duration=0.4, arc=50, flip_to=True)
    states = [sp.face_up]
    narrowest = 1.0
    for _ in range(40):
        sp.update(1 / 60)
        states.append(sp.face_up)
        narrowest = min(narrowest, sp._xscale())
        sp.draw(screen)
    changes = sum(1 for a, b in zip(states, states[1:]) if a != b)
    assert changes == 1
    assert sp.face_up is True and not sp.busy
    assert narrowest < 0.2
    assert sp._xscale() == 1.0


def test_flip_to_same_side_does_not_flip():
    sp = C.CardSprite("2C", (0, 0), face_up=True)
    sp.fly_to((50, 50), flip_to=True)
    seen = set()
    for _ in range(40):
        sp.update(1 / 60)
        seen.add(sp.face_up)
    assert seen == {True}


def test_flip_in_one_big_step_and_finish():
    sp = C.CardSprite("G3", (0, 0), face_up=True)
    sp.fly_to((10, 10), duration=0.3, flip_to=False)
    sp.update(5.0)
    assert sp.face_up is False and sp.pos == (10.0, 10.0) and not sp.busy
    done = []
    sp.flip(on_done=lambda: done.append(1))
    sp.finish()
    assert sp.face_up is True and done == [1] and not sp.busy


def test_drag_keeps_grab_offset():
    sp = C.CardSprite("TD", (200, 300))
    assert sp.contains((230, 340)) and not sp.contains((251, 300))
    sp.start_drag((230, 340))
    assert sp.dragging and sp.lifted
    sp.drag_to((600, 100))
    assert sp.pos == (570.0, 60.0)
    sp.drag_to((601.5, 99))
    assert sp.pos == (571.5, 59.0)
    sp.end_drag()
    assert not sp.dragging
    sp.drag_to((0, 0))  # ignored once released
    assert sp.pos == (571.5, 59.0)


def test_drag_interrupts_flight():
    sp = C.CardSprite("AH", (0, 0), face_up=False)
    sp.fly_to((400, 0), duration=1.0, flip_to=True)
    sp.update(0.1)
    sp.start_drag(sp.pos)
    assert not sp.busy and sp.face_up is True


def test_lift_grows_shadow_offset_and_draw_works():
    screen = pygame.display.get_surface()
    sp = C.CardSprite("B12", (640, 360), size=(70, 98))
    sp.draw(screen)
    sp.start_drag((640, 360))
    for _ in range(30):
        sp.update(1 / 60)
    assert sp._lift > 0.95
    sp.draw(screen)
    sp.end_drag()
    for _ in range(60):
        sp.update(1 / 60)
    assert sp._lift == 0.0
    assert sp.sort_key == (0, 0)


def test_import_makes_no_display_calls():
    code = ("import os; os.environ['SDL_VIDEODRIVER']='dummy'; import pygame, sprites.card as c; "
            "assert not pygame.display.get_init(); s = c.face('AS'); assert s.get_size() == (100, 140); "
            "assert not pygame.display.get_init()")
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True, capture_output=True)


def test_suit_icons_for_labels():
    for suit in C.CATSLE_SUITS:
        icon = C.suit_icon(suit, (27, 20))
        assert icon is C.suit_icon(suit, (27, 20))
        w, h = icon.get_size()
        assert 27 <= w <= 34 and 20 <= h <= 26, (suit, w, h)
        assert icon.get_bounding_rect().w > w // 2  # something is drawn
    with pytest.raises(ValueError):
        C.suit_icon("S", (27, 20))
