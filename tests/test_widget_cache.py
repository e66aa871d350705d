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


@pytest.mark.parametrize("size,radius,border,alpha", [((1004, 500), 24, 2, 140), ((800, 664), 24, 3, 255),
                                                      ((640, 66), 16, 3, 255), ((300, 161), 20, 2, 225),
                                                      ((226, 268), 14, 0, 200)])
def test_a_panel_laid_in_bands_has_the_pixels_of_the_whole_panel(size, radius, border, alpha):
    from sprites.draw import rounded_panel

    color, edge = (28, 42, 78), (90, 110, 160)
    whole, banded = pygame.Surface((1280, 720)), pygame.Surface((1280, 720))
    for target in (whole, banded):
        target.fill((200, 120, 40))
        pygame.draw.line(target, (10, 250, 10), (0, 0), (1279, 719), 9)  # something beneath to blend with
    whole.blit(rounded_panel(size, color, radius, border, edge, alpha).convert_alpha(), (37, 21))
    panel = W.cached_panel(size, color, radius, border, edge, alpha)
    panel.draw(banded, (37, 21))
    assert pygame.image.tobytes(whole, "RGB") == pygame.image.tobytes(banded, "RGB")
    assert panel.size == size
    assert panel.art.get_height() <= 2 * max(radius, border) + W.PANEL_BAND   # kept small, however high


def test_a_banded_panel_is_recorded_once_for_the_layout_audit():
    from sprites import audit

    audit.enable()
    try:
        W.clear_caches()
        root = audit.root_surface()
        W.cached_panel((900, 500), (28, 42, 78), 24, 2, (90, 110, 160), 140).draw(root, (100, 80))
        panels = [r for r in audit.records(root) if r.kind == "panel"]
        assert [tuple(r.rect) for r in panels] == [(100, 80, 900, 500)]
    finally:
        audit.disable()
        W.clear_caches()
