"""CATsle blueprints (scenes/tables/catsle/blueprint.py): every card stays inside its lane and the paper however
many cards lie over a limit (a sideways fan, then a counter), upright cards above the limit line and
sideways ones below it, flights land where the card will lie; the layout audit finds no card out of
a blueprint, and the same check does catch one (a card laid beyond the paper, as cards once were)."""
from __future__ import annotations

import pygame
import pytest

from scenes.tables.catsle import layout as L
from sprites import audit
from scenes.tables.catsle import blueprint

LIMITS = {4: (2, 3, 4, 5), 5: (2, 3, 4, 5, 0)}
SUITS = "WGRYB"


def rects():
    """Every blueprint the table draws: the own one, and the opponents' for 2, 3 and 4 opponents."""
    out = [(L.own_blueprint(), L.OWN_HEADER, n) for n in (4, 5)]
    for others, n in ((2, 4), (3, 5), (4, 5), (5, 5)):  # five: everyone, behind a privacy screen
        out.append((L.opponent_blueprint(L.opponent_rect(0, others)), L.OPP_HEADER, n))
    return out


def columns(limits, count):
    return [(SUITS[i], tuple(f"{SUITS[i]}{v}" for v in range(1, count + 1)), lim) for i, lim in enumerate(limits)]


@pytest.mark.parametrize("rect,header,n", rects())
@pytest.mark.parametrize("count", range(0, 13))
def test_every_card_lies_inside_its_lane(rect, header, n, count):
    limits = LIMITS[n]
    geo = blueprint.geometry(tuple(rect.size), limits, header)
    paper = pygame.Rect((0, 0), rect.size)
    assert geo.card[1] >= 56 if header == L.OWN_HEADER else geo.card[1] >= 40
    for i, lim in enumerate(limits):
        lane = geo.lanes[i]
        assert paper.contains(lane) and paper.contains(geo.plaques[i])
        assert geo.plaques[i].h >= 24, "room for a limit of 22 px"
        p = blueprint.plan(geo, i, lim, count)
        assert len(p.upright) == min(count, lim)
        assert len(p.sideways) + p.hidden == max(0, count - lim)
        assert count <= lim or p.sideways, "a column over its limit always shows a card over it"
        for x, y in p.upright:
            r = pygame.Rect(0, 0, *geo.card)
            r.center = (x, y)
            assert lane.contains(r) and r.bottom <= p.line_y
        side = (geo.side[1], geo.side[0])  # turned across the lane
        for x, y in p.sideways:
            r = pygame.Rect(0, 0, *side)
            r.center = (x, y)
            assert lane.contains(r) and r.top >= p.line_y
        if count:  # the flight of one more card lands on the paper, where that card will lie
            x, y = blueprint.next_card_pos(rect, columns(limits, count), i, header)
            assert rect.collidepoint(x, y)


def test_a_column_far_over_its_limit_gets_a_counter():
    rect = L.opponent_blueprint(L.opponent_rect(0, 4))
    geo = blueprint.geometry(tuple(rect.size), LIMITS[5], L.OPP_HEADER)
    p = blueprint.plan(geo, 0, 2, 12)
    assert p.hidden > 0 and len(p.sideways) >= 1


@pytest.fixture
def audited():
    pygame.init()
    audit.enable()
    try:
        yield audit.root_surface()
    finally:
        audit.disable()


def _outside(root) -> list[dict]:
    return [v for v in audit.check(root, "test") if v["kind"] == "sprite_outside_panel"]


def test_the_audit_finds_no_card_out_of_a_full_blueprint(audited):
    for rect, header, n in rects():
        for count in (3, 7, 12):
            root = audit.root_surface()
            blueprint.draw_blueprint(root, rect, columns(LIMITS[n], count), header=header)
            assert not _outside(root)
            assert not [v for v in audit.check(root, "test") if v["kind"] != "sprite_outside_panel"]


def test_the_audit_catches_a_card_beyond_the_paper(audited):
    """The check is able to fail: a sideways card laid below the paper (the old layout) is found."""
    from sprites import card as cards

    root = audited
    rect = L.opponent_blueprint(L.opponent_rect(0, 3))
    blueprint.draw_blueprint(root, rect, columns(LIMITS[5], 2), header=L.OPP_HEADER)
    assert not _outside(root)
    spilled = blueprint.sideways("B9", (60, 84))
    root.blit(spilled, (rect.x + 10, rect.bottom - 30))
    found = _outside(root)
    assert found and "blueprint" in found[0]["detail"]
