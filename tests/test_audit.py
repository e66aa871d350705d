"""The layout audit finds each kind of fault it names, on small hand-made frames (so the gallery test
that expects zero findings can fail), and leaves pygame as it was when switched off."""
from __future__ import annotations

import pygame
import pytest

from sprites import audit


@pytest.fixture
def auditing():
    pygame.display.init()
    pygame.font.init()
    audit.enable()
    root = audit.root_surface()
    audit.begin_scene(0, type("Table", (), {"name": "table", "overlay": False})(), fresh=True)
    yield root
    audit.disable()


def kinds(root) -> list[str]:
    return [v["kind"] for v in audit.check(root, "test")]


def text(words: str, px: int = 22):
    from sprites.text import render

    return render(words, "text", px, (240, 240, 240))


def test_a_clean_frame_has_no_findings(auditing):
    from sprites.draw import rounded_panel

    root = auditing
    root.fill((20, 30, 60))
    root.blit(rounded_panel((400, 200), (40, 50, 90)), (100, 100))
    root.blit(text("Hallo"), (120, 120))
    root.blit(text("Welt"), (120, 170))
    assert kinds(root) == []
    assert [t.label for t in audit.texts(root)] == ["Hallo", "Welt"]


def test_small_text_is_found(auditing):
    root = auditing
    root.fill((0, 0, 0))
    root.blit(text("klein", 14), (10, 10))
    assert kinds(root) == ["text_too_small"]


def test_scaled_text_counts_at_its_shown_size(auditing):
    root = auditing
    root.fill((0, 0, 0))
    big = text("Knopf", 20)
    root.blit(pygame.transform.smoothscale(big, (big.get_width() // 2, big.get_height() // 2)), (10, 10))
    assert kinds(root) == ["text_too_small"]


def test_overlapping_texts_are_found(auditing):
    root = auditing
    root.fill((0, 0, 0))
    root.blit(text("Erster Text"), (100, 100))
    root.blit(text("Zweiter Text"), (140, 104))
    assert kinds(root) == ["text_overlap"]


def test_a_sprite_on_a_text_is_found(auditing):
    root = auditing
    root.fill((0, 0, 0))
    root.blit(text("Feldname"), (100, 100))
    card = pygame.Surface((60, 80), pygame.SRCALPHA)
    card.fill((250, 250, 250, 255))
    root.blit(audit.sprite(card, "card"), (110, 90))
    assert kinds(root) == ["text_overlap"]


def test_text_crossing_its_panel_or_the_screen_is_found(auditing):
    from sprites.draw import rounded_panel

    root = auditing
    root.fill((0, 0, 0))
    root.blit(rounded_panel((200, 60), (40, 50, 90)), (100, 100))
    root.blit(text("viel zu lang für dieses Feld"), (120, 115))
    assert kinds(root) == ["text_clipped"]
    root.fill((0, 0, 0))
    root.blit(text("am Rand"), (1240, 10))
    assert kinds(root) == ["text_clipped"]


def test_text_cut_by_a_smaller_surface_is_found(auditing):
    root = auditing
    root.fill((0, 0, 0))
    holder = pygame.Surface((60, 40), pygame.SRCALPHA)
    holder.blit(text("abgeschnitten"), (0, 5))
    root.blit(holder, (300, 300))
    assert kinds(root) == ["text_clipped"]


def test_a_sprite_reaching_out_of_its_container_is_found(auditing):
    root = auditing
    root.fill((0, 0, 0))
    audit.container(root, (100, 100, 200, 200), "blueprint")
    card = pygame.Surface((40, 56), pygame.SRCALPHA)
    card.fill((200, 40, 40, 255))
    root.blit(audit.sprite(card, "card"), (150, 150))
    assert kinds(root) == []
    root.blit(audit.sprite(card, "card"), (150, 270))
    assert kinds(root) == ["sprite_outside_panel"]


def _overlay(alpha: int):
    return type("Overlay", (), {"name": "overlay", "overlay": True, "alpha": alpha})()


@pytest.mark.parametrize(("alpha", "found"), [(120, ["see_through"]), (235, [])])
def test_the_layer_below_a_modal_overlay_is_measured(auditing, alpha, found):
    from sprites.draw import rounded_panel, shade

    root = auditing
    root.fill((20, 30, 60))
    root.blit(text("Tisch unten"), (700, 600))
    audit.begin_scene(1, _overlay(alpha))
    root.blit(shade((1280, 720), (0, 0, 0, alpha)), (0, 0))
    root.blit(rounded_panel((400, 300), (40, 50, 90)), (100, 100))
    root.blit(text("Oben"), (140, 140))
    assert kinds(root) == found


def test_a_veiled_text_under_an_overlay_text_competes(auditing):
    from sprites.draw import shade

    root = auditing
    root.fill((20, 30, 60))
    root.blit(text("Geisterknopf"), (300, 300))
    audit.begin_scene(1, _overlay(210))
    root.blit(shade((1280, 720), (0, 0, 0, 210)), (0, 0))
    root.blit(text("Hinweis oben drauf"), (290, 302))
    assert kinds(root) == ["text_overlap"]


def test_an_opaque_cover_hides_what_lies_beneath(auditing):
    root = auditing
    root.fill((0, 0, 0))
    root.blit(text("verdeckt", 12), (100, 100))
    cover = pygame.Surface((400, 200))
    cover.fill((30, 30, 30))
    root.blit(cover, (50, 50))
    assert kinds(root) == []


def test_switching_off_restores_pygame():
    pygame.display.init()
    base = pygame.Surface
    scale = pygame.transform.scale
    audit.enable()
    assert pygame.Surface is not base and pygame.transform.scale is not scale
    audit.disable()
    assert pygame.Surface is base and pygame.transform.scale is scale
    assert audit.text(pygame.Surface((4, 4)), "x", 10) is not None and not audit.ENABLED


def test_a_text_cut_with_subsurface_is_found(auditing):
    root = auditing
    root.fill((0, 0, 0))
    name = text("Anna-Katharina von Burgund")
    root.blit(name.subsurface((0, 0, 60, name.get_height())), (100, 100))
    assert kinds(root) == ["text_clipped"]
