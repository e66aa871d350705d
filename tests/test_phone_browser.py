"""The phone page in a real browser: Debian's headless Chromium (driven by selenium, no browser
download) opens a CATsle seat's page at a phone's size, shows the hand, taps a playable card, and the
table on the big screen applies it. The page is photographed at 390×844 (tests/out/phone-*.png).

Skipped where Chromium or its driver is missing (`.ci/run` installs both with apt-get).
"""
from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import pytest

from scenes.tables.catalog import GAMES
from tests.harness import frames

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")
pytestmark = pytest.mark.skipif(not (CHROMIUM and DRIVER), reason="Debian's chromium and chromium-driver are needed")
OUT = Path(__file__).with_name("out")


@pytest.fixture
def browser():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=390,844", "--force-device-scale-factor=1", "--lang=de"):
        options.add_argument(arg)
    options.add_experimental_option("mobileEmulation", {"deviceMetrics": {"width": 390, "height": 844,
                                                                          "pixelRatio": 2, "touch": True}})
    driver = webdriver.Chrome(service=Service(DRIVER), options=options)
    yield driver
    driver.quit()


def pump_until(app, condition, seconds: float = 30.0):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        frames(app, 2)
        result = condition()
        if result:
            return result
        time.sleep(0.02)
    raise AssertionError("the page did not get there in time")


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
