"""The phone page's pictures (scenes/tables/phone_pictures.py, each game's phone_art.py, written by
scenes/services/phones/images.py): drawn headless by the tables' own art,
every expected name written, sizes sane, and the tables' caches left as they were."""
from __future__ import annotations

import pygame
import pytest

from game.caprice import DISCS
from game.castro import CATEGORIES
from scenes.services.phones import images
from scenes.tables.caprice import phone_art as caprice_art
from scenes.tables.castro import phone_art as castro_art
from scenes.tables.catsle import phone_art as catsle_art
from scenes.tables import phone_pictures
from sprites.theme import SEAT_COLORS


@pytest.fixture(scope="module")
def rendered(tmp_path_factory):
    folder = tmp_path_factory.mktemp("phone-img")
    names = phone_pictures.render(folder)
    return folder, names


def size(folder, name):
    return pygame.image.load(str(folder / f"{name}.png")).get_size()


def test_every_expected_picture_is_written(rendered):
    folder, names = rendered
    assert names == phone_pictures.expected_names()
    assert len(names) == len(set(names))
    for name in names:
        assert (folder / f"{name}.png").is_file(), name
    assert sorted(p.stem for p in folder.glob("*.png")) == sorted(names)


def test_the_names_the_page_asks_for():
    names = set(phone_pictures.expected_names())
    cards = {f"catsle-{s}{v}" for s in "WGRYB" for v in range(1, 13)}
    assert cards <= names and len(cards) == 60
    assert {"catsle-back", "catsle-R12", "catsle-W1", "caprice-marker"} <= names
    assert {f"catsle-suit-{s}" for s in "WGRYB"} <= names
    assert {f"caprice-disc-{k}" for k in DISCS} <= names
    assert {f"caprice-tile-{k}" for k in DISCS} <= names
    assert {f"castro-die-{v}" for v in range(1, 7)} <= names
    assert {f"castro-roof-{i}" for i in range(len(SEAT_COLORS))} <= names
    assert {f"castro-field-{c}" for c in CATEGORIES} <= names
    assert {f"seat-{i}" for i in range(len(SEAT_COLORS))} <= names


def test_sizes_are_about_twice_the_big_screen(rendered):
    folder, _ = rendered
    for s in "WGRYB":
        for v in (1, 7, 12):
            assert size(folder, f"catsle-{s}{v}") == catsle_art.CARD == (200, 280)
    assert size(folder, "catsle-back") == (200, 280)
    w, h = size(folder, "caprice-disc-LR")
    assert w == 2 * caprice_art.DISC == 208 and 100 < h < 200
    assert size(folder, "caprice-tile-DT") == (caprice_art.TILE, caprice_art.TILE)
    w, h = size(folder, "castro-die-6")
    assert w == h and 110 <= w <= 150
    w, h = size(folder, "castro-roof-0")
    assert w == castro_art.ROOF and 40 < h < 80
    assert size(folder, "castro-field-yatzy") == (2 * castro_art.FIELD[0], 2 * castro_art.FIELD[1])
    assert size(folder, "seat-3") == (images.SEAT, images.SEAT)


def test_pictures_are_not_empty_and_keep_transparency(rendered):
    folder, _ = rendered
    card = pygame.image.load(str(folder / "catsle-R12.png"))
    assert card.get_flags() & pygame.SRCALPHA
    assert card.get_at((0, 0)).a == 0                      # a rounded corner
    assert card.get_at((100, 140)).a == 255                # the face
    die = pygame.image.load(str(folder / "castro-die-1.png"))
    mid = die.get_at((die.get_width() // 2, die.get_height() // 2))
    assert mid.a > 240 and max(mid.r, mid.g, mid.b) < 90   # the one pip is dark
    disc = pygame.image.load(str(folder / "caprice-disc-DT.png"))
    assert disc.get_bounding_rect().width > 180


def test_no_display_mode_is_set_and_the_tables_caches_stay_as_they_were(tmp_path):
    from sprites import card

    before = card._face.cache_info().currsize
    had_display = pygame.display.get_init() and pygame.display.get_surface() is not None
    phone_pictures.render(tmp_path)
    assert card._face.cache_info().currsize == before
    if not had_display:
        assert pygame.display.get_surface() is None


def test_importing_does_nothing():
    import importlib
    import sys

    src = open(images.__file__, encoding="utf-8").read()
    assert "set_mode" not in src
    assert "pygame.display.init" not in src
    mod = sys.modules["scenes.services.phones.images"]
    assert importlib.reload(mod).render_images
