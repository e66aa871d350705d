"""The widgets' surface cache stays within its byte budget (a kiosk runs for days; a table caches a
panel per roll's chances), least recently used first, and forgets a pressed-in face with its face."""
import pygame
import pytest

from sprites import widgets as W


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((1280, 720))
    W.clear_caches()
    yield
    W.clear_caches()


def _panel(w=400, h=300):
    return lambda: pygame.Surface((w, h), pygame.SRCALPHA)


def test_bytes_stay_within_budget_when_keys_keep_changing():
    for i in range(400):                       # 400 × 480 KB would be 187 MB without the bound
        W._cached(("fields", i), _panel())
    total = sum(W._size_of(s) for s in W._cache.values())
    assert total == W._cache_bytes
    assert W._cache_bytes <= W.CACHE_BYTES
    assert ("fields", 399) in W._cache and ("fields", 0) not in W._cache


def test_recently_used_surfaces_survive():
    keep = W._cached(("btn", "keep"), _panel(200, 60))
    for i in range(200):
        W._cached(("fields", i), _panel())
        assert W._cached(("btn", "keep"), _panel(200, 60)) is keep   # used every frame: never evicted


def test_pressed_in_face_goes_with_its_face():
    face = W._cached(("btn", "old"), _panel(200, 60))
    sunk = W.sunk_face(face)
    assert W.sunk_face(face) is sunk
    W._evict(("btn", "old"))
    assert ("sunk", id(face)) not in W._cache
    assert W._cache_bytes == sum(W._size_of(s) for s in W._cache.values())
