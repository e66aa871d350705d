"""The phone page in a real browser: Debian's headless Chromium (driven by selenium, no browser
download) opens a CATsle seat's page at a phone's size, shows the hand, taps a playable card, and the
table on the big screen applies it. The page is photographed at 390×844 (tests/out/phone-*.png).

Skipped where Chromium or its driver is missing (`.ci/run` installs both with apt-get).
"""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from scenes.tables.catalog import GAMES
from tests.harness import frames
from tests.test_phone_browser_games import CHROMIUM, DRIVER, make_driver, pump_until

pytestmark = pytest.mark.skipif(not (CHROMIUM and DRIVER), reason="Debian's chromium and chromium-driver are needed")
OUT = Path(__file__).with_name("out")


@pytest.fixture
def browser():
    driver = make_driver()
    yield driver
    driver.quit()


def test_a_phone_plays_a_card_and_the_table_applies_it(app, browser):
    from selenium.webdriver.common.by import By

    app.config.phones_port = 0
    seats = [{"kind": "human", "level": "normal", "name": "Anna", "phone": True},
             {"kind": "ai", "level": "normal", "name": "Kuno"}, {"kind": "ai", "level": "normal", "name": "Gisela"}]
    table = GAMES["catsle"].make_scene({"game": "catsle", "seats": seats, "seed": 12, "options": {}})
    app.stack.reset(table)
    frames(app, 2)
    browser.get(table.phones.server.url(0, "127.0.0.1"))
    hand = pump_until(app, lambda: browser.find_elements(By.CSS_SELECTOR, ".cs-hand img"))
    assert len(hand) == 12, "the twelve cards of the hand"
    assert table.phones.status(0) == "connected" and app.stack.top is table, "joined: the codes are gone"
    playable = pump_until(app, lambda: browser.find_elements(By.CSS_SELECTOR, ".cs-hand .playable"), 60)
    OUT.mkdir(exist_ok=True)
    browser.save_screenshot(str(OUT / "phone-catsle-hand.png"))
    before = len(table.match.moves)
    assert table.match.actor() == 0
    card = playable[0].get_attribute("data-tap").removeprefix("hand-")
    playable[0].click()
    pump_until(app, lambda: len(table.match.moves) > before)
    played = table.match.moves[before]
    assert table.match.actors[before] == 0 and getattr(played, "card", None) == card
    assert card in table.trick_sprites, "the big screen shows the card on its way to the trick"
    pump_until(app, lambda: not browser.find_elements(By.CSS_SELECTOR, f'[data-tap="hand-{card}"]'))
    browser.save_screenshot(str(OUT / "phone-catsle-played.png"))
    assert os.path.getsize(OUT / "phone-catsle-played.png") > 10_000
