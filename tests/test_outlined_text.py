"""Outlined titles (`sprites.text.outlined`): the font's own stroke, and the stamped fallback for a
pygame that cannot stroke, give the same picture size and an outline all around the letters; the
warm-up draws the strokes' glyphs before a screen writes with them."""
from __future__ import annotations

import pygame
import pytest

from sprites import fonts, text

TEXT_COLOR = (250, 200, 40)
EDGE_COLOR = (12, 18, 40)


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((1280, 720))
    yield


def _colors(surf: pygame.Surface) -> tuple[int, int]:
    """How many opaque pixels show the text's color and how many the outline's."""
    inner = edge = 0
    w, h = surf.get_size()
    for y in range(0, h):
        for x in range(0, w):
            c = surf.get_at((x, y))
            if c.a < 250:
                continue
            if abs(c.r - TEXT_COLOR[0]) + abs(c.g - TEXT_COLOR[1]) + abs(c.b - TEXT_COLOR[2]) < 30:
                inner += 1
            elif abs(c.r - EDGE_COLOR[0]) + abs(c.g - EDGE_COLOR[1]) + abs(c.b - EDGE_COLOR[2]) < 30:
                edge += 1
    return inner, edge


def _ring_is_outline(surf: pygame.Surface, width: int) -> bool:
    """Every opaque text pixel has, `width` pixels to its left and right, something drawn (text or
    outline), never nothing: the letters are closed in by their outline."""
    w, h = surf.get_size()
    for y in range(h):
        for x in range(width, w - width):
            c = surf.get_at((x, y))
            if c.a == 255 and abs(c.r - TEXT_COLOR[0]) + abs(c.g - TEXT_COLOR[1]) < 20:
                if surf.get_at((x - width, y)).a == 0 or surf.get_at((x + width, y)).a == 0:
                    return False
    return True


@pytest.mark.parametrize("stroke", [True, False], ids=["font stroke", "stamped"])
def test_outlined_size_and_colors(monkeypatch, stroke):
    if not stroke:
        monkeypatch.setattr(text, "get_outline_font", lambda *a: None)
    word = "Burg" + ("" if stroke else " ")  # (another text: `outlined` is cached)
    base = fonts.get_font("display", 40).render(word, True, TEXT_COLOR)
    surf = text.outlined(word, "display", 40, TEXT_COLOR, EDGE_COLOR, 3)
    assert surf.get_size() == (base.get_width() + 6, base.get_height() + 6)
    inner, edge = _colors(surf)
    assert inner > 200 and edge > 200
    assert _ring_is_outline(surf, 2)


def test_stroke_and_stamp_cover_alike(monkeypatch):
    stroked = text.outlined("Kastell", "display", 48, TEXT_COLOR, EDGE_COLOR, 4)
    monkeypatch.setattr(text, "get_outline_font", lambda *a: None)
    stamped = text.outlined("Kastell ", "display", 48, TEXT_COLOR, EDGE_COLOR, 4)
    a, b = _colors(stroked), _colors(stamped)
    assert abs(a[0] - b[0]) <= 0.1 * b[0]  # the same letters
    assert abs(a[1] - b[1]) <= 0.25 * b[1]  # about as much outline (a stroke's corners are rounder)


def test_outline_font_missing_in_old_pygame(monkeypatch):
    class OldFont(pygame.font.Font):
        @property
        def outline(self):
            raise AttributeError("outline")

        @outline.setter
        def outline(self, value):
            raise AttributeError("outline")

    fonts.get_outline_font.cache_clear()
    monkeypatch.setattr(pygame.font, "Font", OldFont)
    try:
        assert fonts.get_outline_font("display", 33, 3) is None
    finally:
        fonts.get_outline_font.cache_clear()


def test_warm_up_strokes_the_titles_before_their_screens():
    """The strokes of the menu's titles are drawn ahead of the menu's rehearsal, those that write names
    ahead of the results' and the hand-over screen's; each scene names its strokes (`STROKES`) and
    writes its titles with them."""
    from scenes.shell import warmup
    from scenes.shell.menu import MenuScene
    from scenes.shell.setup import SetupScene
    from scenes.tables.overlays import PrivacyScene, ResultsScene

    class Jobs:
        def __init__(self):
            self.names, self.jobs = [], {}

        def add(self, name, job, **kw):
            self.names.append(name)
            self.jobs.setdefault(name, job)

    class App:
        prewarm = Jobs()

    warmup.queue_all(App())
    names = App.prewarm.names
    assert names.index("strokes:menu") < names.index("menu")
    assert names.index("strokes:setup") < names.index("setup:castro")
    assert names.index("strokes:names") < min(names.index("overlays"), names.index("privacy"))
    fonts.get_outline_font.cache_clear()
    list(App.prewarm.jobs["strokes:menu"]())
    list(App.prewarm.jobs["strokes:setup"]())
    list(App.prewarm.jobs["strokes:names"]())
    made = {stroke for scene in (MenuScene, SetupScene, PrivacyScene, ResultsScene) for stroke in scene.STROKES}
    assert fonts.get_outline_font.cache_info().currsize == len(made)
    for px, width in made:
        assert fonts.get_outline_font("display", px, width) is not None
