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


# --------------------------------------------------------------------------- the kinds issue 31 needed


def test_a_bubble_on_its_target_is_found(auditing):
    root = auditing
    root.fill((0, 0, 0))
    target = pygame.Rect(600, 300, 100, 100)
    audit.bubble(root, (100, 100, 300, 150), [target])   # well beside it
    assert kinds(root) == []
    audit.bubble(root, (420, 250, 300, 150), [target])   # on it
    assert kinds(root) == ["bubble_covers_target"]


def test_a_bubble_on_its_targets_ring_is_found(auditing):
    """The coach hands the audit its targets with their pulsing rings: 5 px beside a target is on it."""
    from scenes.tables.coach import RING

    root = auditing
    root.fill((0, 0, 0))
    audit.bubble(root, (100, 100, 300, 150), [pygame.Rect(405, 120, 60, 60).inflate(RING, RING)])
    assert kinds(root) == ["bubble_covers_target"]


def test_a_pointer_into_a_text_is_found(auditing):
    root = auditing
    root.fill((0, 0, 0))
    root.blit(text("Tippe hier"), (100, 100))
    audit.pointer(root, [(400, 300), (600, 400)], 8)     # far from the text
    assert kinds(root) == []
    audit.pointer(root, [(80, 110), (300, 300)], 8)      # its line starts on the text
    assert kinds(root) == ["text_touches_pointer"]


def test_a_text_touching_a_button_is_found(auditing):
    from sprites.widgets import Button

    root = auditing
    root.fill((0, 0, 0))
    Button((100, 200, 200, 64), "Ja").draw(root)
    root.blit(text("Wirklich ausschalten?"), (100, 120))  # well above
    assert kinds(root) == []
    root.blit(text("gpqy Unterlängen"), (100, 200 - 22))   # its descenders reach the button
    assert kinds(root) == ["text_touches_button"]


def test_a_buttons_own_label_does_not_touch_it(auditing):
    from sprites.widgets import Button

    root = auditing
    root.fill((0, 0, 0))
    Button((100, 200, 200, 64), "Weiter", style="primary").draw(root)
    assert kinds(root) == []


def card(index=True):
    surf = pygame.Surface((80, 112))
    surf.fill((250, 250, 250))
    return audit.sprite(surf, "card", [pygame.Rect(4, 4, 22, 40)] if index else None)


def test_a_corner_index_cut_by_the_card_above_is_found(auditing):
    root = auditing
    root.fill((0, 60, 0))
    root.blit(card(), (100, 100))
    root.blit(card(), (130, 100))       # covers from x=130: the index (104..126) stays whole
    assert kinds(root) == []
    root.blit(card(), (300, 100))
    root.blit(card(), (315, 100))       # from x=315: the index 304..326 is cut ("10" reads "1(")
    assert kinds(root) == ["glyph_clipped"]


def test_a_card_hidden_in_its_pile_is_not_clipped(auditing):
    root = auditing
    root.fill((0, 60, 0))
    root.blit(card(), (100, 100))
    root.blit(card(), (100, 100))       # a pile: the card below is wholly covered
    root.blit(card(), (100, 146))       # a cascade: the index above stays in sight
    assert kinds(root) == []


def test_a_scaled_card_keeps_its_index(auditing):
    root = auditing
    root.fill((0, 60, 0))
    big = pygame.transform.smoothscale(card(), (160, 224))
    root.blit(big, (100, 100))
    root.blit(card(index=False), (130, 100))  # at twice the size the index reaches to x=152
    assert kinds(root) == ["glyph_clipped"]


def test_a_destructive_default_is_found(auditing):
    from sprites.widgets import Button

    root = auditing
    root.fill((0, 0, 0))
    Button((100, 200, 200, 64), "Nein", style="primary").draw(root)
    Button((400, 200, 200, 64), "Ja", destructive=True).draw(root)
    assert kinds(root) == []
    Button((400, 300, 200, 64), "Löschen", style="primary", destructive=True).draw(root)
    assert kinds(root) == ["destructive_default"]
    root.fill((0, 0, 0))
    audit.clear(root)
    Button((400, 300, 200, 64), "Ausschalten", destructive=True).draw(root, focused=True)
    assert kinds(root) == ["destructive_default"]


def test_the_confirmations_default_is_the_safe_answer(auditing):
    """Every yes/no question marks the answer that loses something, and never makes it the default."""
    from scenes.kit.dialogs import ConfirmScene

    for safe in ("no", "yes"):
        q = ConfirmScene("Statistik löschen?", lambda: None, safe=safe)
        q.enter()
        lost = [b for b in q.widgets if b.destructive]
        assert len(lost) == 1 and lost[0].style != "primary"
        assert q.widgets.index(lost[0]) != q.focus


def test_a_card_cut_by_a_clip_lies_only_where_it_shows(auditing):
    """A preview's card half out of the preview's clip does not lie on the tile's title below the clip."""
    root = auditing
    root.fill((0, 0, 0))
    root.blit(text("CATsle Builders"), (100, 220))
    root.set_clip(pygame.Rect(80, 80, 300, 120))          # the preview's area ends at y = 200
    root.blit(card(), (120, 150))                          # reaches down to 262, but is cut at 200
    root.set_clip(None)
    assert kinds(root) == []
    root.blit(card(), (120, 150))                          # the same card without the clip
    assert kinds(root) == ["text_overlap"]
