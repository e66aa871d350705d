"""Three real phones play whole stretches of games on the phone page, by tapping it.

Three headless Chromium drivers (Debian's chromium, driven by selenium) at a phone's size with touch
each join one seat of a table and play by clicking the page's own elements, as a person taps; the
test only pumps the big screen's frames and never touches the big screen:

- CATsle Builders (German): the phones join round 1 with three tricks left (the first nine played as a
  resumed game), tap it to its end, the round's score on every phone (the hold panel, which covers the
  table as the big screen's does), "Nächste Runde" tapped on one phone, round 2 dealt on all three;
- Caprice (English): placing, moving and skipping to the ordering, each phone's order preset to the
  best order, the results only once the big screen has revealed them, "Play again" on one phone and
  the new game on all three without a reload;
- Castro (German): a whole game (rolling, keeping dice, building) to the results, and "Nochmal
  spielen" on one phone starts the next on all three.

All along, no page shows a toast (a refusal would), and each page shows only its own cards / tiles.
Screenshots go to tests/out/phone-*.png. The drivers are started once for the module; each case opens
a new table (new seats, new URLs).

Skipped where Chromium or its driver is missing (`.ci/run` installs both with apt-get).
"""
from __future__ import annotations

import shutil
import time
from collections import Counter
from pathlib import Path

import pytest

import game.castro as castro_rules
import game.catsle as catsle_rules
from scenes.tables.catalog import GAMES
from tests.harness import frames

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")
pytestmark = pytest.mark.skipif(not (CHROMIUM and DRIVER), reason="Debian's chromium and chromium-driver are needed")
OUT = Path(__file__).with_name("out")

# every toast the page shows, kept for the test (a toast disappears after 4 s)
TOAST_WATCH = """
window.__toasts = [];
document.addEventListener("DOMContentLoaded", function () {
  var box = document.getElementById("toasts");
  if (!box) return;
  new MutationObserver(function (changes) {
    changes.forEach(function (c) {
      c.addedNodes.forEach(function (n) {
        if (n.classList && n.classList.contains("toast")) window.__toasts.push(n.textContent);
      });
    });
  }).observe(box, {childList: true});
});
"""

# what the page holds of the last state (read only: the version it shows, whose turn, a move in flight,
# and whether its pictures have all come: a picture still loading moves what lies below it)
PAGE_STATE = """
var K = window.Kastell;
if (!K || !K.msg || !K.hello) return null;
return {version: K.msg.version, yourTurn: !!K.msg.your_turn, pending: !!K.pending, seat: K.hello.seat,
        held: !!K.msg.table, mine: !!document.querySelector("#top-main .turn.mine"),
        busy: document.getElementById("game").classList.contains("busy"),
        loaded: Array.from(document.images).every(function (i) { return i.complete; })};
"""
PICTURES_IN = "return Array.from(document.images).every(function (i) { return i.complete; });"


def make_driver():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=390,844", "--force-device-scale-factor=1", "--lang=de",
                "--disable-extensions", "--mute-audio"):
        options.add_argument(arg)
    options.add_experimental_option("mobileEmulation", {"deviceMetrics": {"width": 390, "height": 844,
                                                                          "pixelRatio": 2, "touch": True}})
    driver = webdriver.Chrome(service=Service(DRIVER), options=options)
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": TOAST_WATCH})
    return driver


@pytest.fixture(scope="module")
def drivers():
    """Three phones for the module (one per seat; each case opens new seats' URLs in them)."""
    started = []
    try:
        for _ in range(3):
            started.append(make_driver())
        yield started
    finally:
        for driver in started:
            driver.quit()


@pytest.fixture
def german():
    from scenes.services import i18n

    i18n.set_language("de")
    yield
    i18n.set_language("de")


# --------------------------------------------------------------------------- helpers

def pump_until(app, condition, seconds: float = 30.0, what: str = "the page did not get there in time"):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        frames(app, 2)
        result = condition()
        if result:
            return result
        time.sleep(0.01)
    raise AssertionError(what)


#: each phone's first taps, and every tap on a named control (a hold's button, Roll, Confirm), go
#: through the browser's touch input; the many card and disc taps after them call the element's own
#: click (the same handler, the same page and server path, without chromedriver's slow gesture)
REAL_TAPS = 12


class Phone:
    """One seat's phone: a Chromium tab on the seat's URL, tapped like a person taps."""

    def __init__(self, driver, seat: int, url: str) -> None:
        self.driver = driver
        self.seat = seat
        self.url = url
        self.taps = 0

    def open(self) -> Phone:
        self.driver.get(self.url)
        return self

    def all(self, css: str):
        from selenium.webdriver.common.by import By

        return self.driver.find_elements(By.CSS_SELECTOR, css)

    def one(self, css: str):
        found = self.all(css)
        return found[0] if found else None

    def js(self, script: str, *args):
        return self.driver.execute_script(script, *args)

    def page(self) -> dict | None:
        return self.js(PAGE_STATE)

    def ready(self, version: int) -> bool:
        """The page shows the state of `version`, says it is this seat's turn, has no move in flight and has
        its pictures (a person taps once the page stands still)."""
        p = self.page()
        return bool(p and p["version"] == version and p["yourTurn"] and p["mine"] and not p["pending"]
                    and not p["busy"] and not p["held"] and p["loaded"])

    def tap(self, element_or_css) -> None:
        """Scroll the element into the middle of the screen (as a person scrolls to it) and tap it."""
        end = time.monotonic() + 5
        while not self.js(PICTURES_IN) and time.monotonic() < end:  # a picture coming in moves the page
            time.sleep(0.02)
        el = self.one(element_or_css) if isinstance(element_or_css, str) else element_or_css
        assert el is not None, f"seat {self.seat}: nothing to tap at {element_or_css!r}"
        assert el.is_enabled(), f"seat {self.seat}: {el.get_attribute('data-tap')} is disabled"
        self.js("arguments[0].scrollIntoView({block: 'center', inline: 'center'});", el)
        self.taps += 1
        if self.taps <= REAL_TAPS or isinstance(element_or_css, str):
            el.click()  # a real touch through the browser's input (about 160 ms each in chromedriver)
        else:  # the same element's own handler, without the emulated gesture (the suite's time)
            self.js("arguments[0].click();", el)

    def toasts(self) -> list[str]:
        return self.js("return window.__toasts || [];") or []

    def text(self, css: str) -> str:
        el = self.one(css)
        return el.text if el is not None else ""

    def shot(self, name: str) -> None:
        OUT.mkdir(exist_ok=True)
        self.js("window.scrollTo(0, 0);")
        self.driver.save_screenshot(str(OUT / name))


def open_table(app, game: str, seed: int, names=("Anna", "Ben", "Cem"), until=None):
    """A table whose seats all play on phones. With `until`, the match is first played on (the first
    legal move each time) until `until(state)` holds, and the table opens on it, as a resumed game
    does: the phones join a game in progress (the suite's time: no tap for what other cases show)."""
    app.config.phones_port = 0
    seats = [{"kind": "human", "level": "normal", "name": n, "phone": True} for n in names]
    setup = {"game": game, "seats": seats, "seed": seed, "options": {}}
    table = GAMES[game].make_scene(setup)
    if until is not None:
        from game.core import CHANCE, HumanAgent, Match

        match = Match(table.module, [HumanAgent(name=n) for n in names], seed=seed, options={}, game_name=game)
        while not until(match.state):
            if match.actor() == CHANCE:
                match.step_chance()
            else:
                match.apply(match.legal_moves()[0])
        table.match = match
    app.stack.reset(table)
    frames(app, 2)
    return table


def join(app, table, drivers) -> dict[int, Phone]:
    """Each seat's URL in its own Chromium; the join screen closes once all three are in."""
    phones = {seat: Phone(drivers[seat], seat, table.phones.server.url(seat, "127.0.0.1")).open()
              for seat in sorted(table.phone_seats)}
    pump_until(app, lambda: app.stack.top is table and all(table.phones.status(s) == "connected" for s in phones),
               30, "the phones never joined")
    pump_until(app, lambda: all(p.page() for p in phones.values()), 30, "the pages never got their state")
    return phones


def synced(table) -> bool:
    """The big screen shows the match as it stands and the phones were sent that state."""
    return (table.phones is not None and not table.busy() and table.phones.version == len(table.match.moves)
            and table.phones.hold is None)


def play(app, table, phones, turn, until, seconds: float, what: str) -> int:
    """Pump frames; whenever a phone seat is to move and its page shows it, let `turn(phone)` tap the
    move in. Ends when `until()` holds. Returns the moves tapped in."""
    end = time.monotonic() + seconds
    tries: Counter = Counter()
    moves = 0
    while not until():
        assert time.monotonic() < end, what
        frames(app, 1)
        if until():
            break
        if not synced(table):
            continue
        actor = table.match.actor()
        phone = phones.get(actor)
        version = len(table.match.moves)
        if phone is None or not phone.ready(version):
            time.sleep(0.002)
            continue
        tries[version] += 1
        assert tries[version] <= 2, f"seat {actor}'s move at version {version} was not taken: {phone.toasts()}"
        turn(phone)
        moves += 1
    return moves


def no_toasts(phones) -> None:
    shown = {seat: phone.toasts() for seat, phone in phones.items()}
    assert not any(shown.values()), f"the pages showed toasts: {shown}"


def img_names(phone: Phone, css: str, prefix: str) -> list[str]:
    """The picture names (img/<prefix><name>.png) of the images under `css`, in page order."""
    srcs = phone.js("return Array.from(document.querySelectorAll(arguments[0])).map(function (i) {"
                    " return i.getAttribute('src'); });", css)
    return [s.rsplit("/", 1)[-1].removesuffix(".png").removeprefix(prefix) for s in srcs]


# --------------------------------------------------------------------------- CATsle Builders

def catsle_hand_check(phone: Phone, state) -> None:
    """The page's hand is this seat's hand, and no card of another seat shows anywhere in its hand."""
    shown = img_names(phone, ".cs-hand img", "catsle-")
    own = list(state.hands[phone.seat])
    assert sorted(shown) == sorted(own), f"seat {phone.seat} shows {shown}, holds {own}"
    others = {c for p, hand in enumerate(state.hands) if p != phone.seat for c in hand}
    view_hands = phone.js("return Kastell.msg.view.hands;")
    assert all(not h for p, h in enumerate(view_hands) if p != phone.seat), \
        f"another seat's hand reached seat {phone.seat}: {view_hands}"
    assert not others & set(shown)


def catsle_turn(table):
    def turn(phone: Phone) -> None:
        state = table.match.state
        if state.phase == "play":
            catsle_hand_check(phone, state)
            playable = phone.all('.cs-hand [data-tap^="hand-"].playable')
            assert playable, f"seat {phone.seat}: no playable card to tap"
            phone.tap(playable[-1])
            return
        assert state.phase == "take", state.phase
        pool = phone.all('.cs-pool [data-tap^="pool-"]')
        assert pool, f"seat {phone.seat}: no card to take"
        if pool[0].get_attribute("aria-pressed") != "true":
            phone.tap(pool[0])
        cols = phone.all('.cs-columns button.cs-col.legal[data-tap^="col-"]')
        assert cols, f"seat {phone.seat}: no column to lay the card in"
        phone.tap(cols[0])
    return turn


def test_catsle_round_one_by_taps_then_the_next_round_from_one_phone(app, drivers, german):
    from scenes.tables.catsle.score import CatsleRoundScore

    # the phones join with three tricks of round 1 left (the first nine played as a resumed game)
    table = open_table(app, "catsle", seed=5,
                       until=lambda s: catsle_rules.phase(s) == "play" and len(s.trick) == 0
                       and max(catsle_rules.hand_count(s, p) for p in range(3)) == 3)
    phones = join(app, table, drivers)
    moves = play(app, table, phones, catsle_turn(table),
                 until=lambda: isinstance(app.stack.top, CatsleRoundScore), seconds=150,
                 what="round 1 did not end by taps")
    assert moves == 18, "3 tricks of 3 cards, each card played and taken by a tap on a phone"
    assert len(table.match.state.finished) == 1 and app.stack.top.round_no == 1, "round 1 is scored"

    def held(phone: Phone) -> bool:
        return bool(phone.one("#game > .hold.hold-round_score .hold-rows")
                    and phone.one('#game [data-tap="action-continue"]'))
    pump_until(app, lambda: all(held(p) for p in phones.values()), 20, "the round's score did not reach every phone")
    totals = table.match.state.finished[0]
    for seat, phone in phones.items():
        assert phone.text("#game > .hold h2") == "Wertung der Runde 1"
        rows = phone.all("#game > .hold .hold-rows tbody tr")
        assert len(rows) == 3, "one row per player"
        shown_totals = [int(r.find_element("css selector", "td.total").text) for r in rows]
        assert sorted(shown_totals) == sorted(totals)
        assert phone.one("#game > .hold .hold-rows tr.me"), "the phone's own row is marked"
        button = phone.one('[data-tap="action-continue"]')
        assert button.text == "Nächste Runde" and button.is_enabled()
        assert not phone.one("#game > .held") and not phone.one(".cs-hand"), \
            "the score covers the table, as on the big screen: no board under it"
        assert phone.text("#top-main .turn.held") == "Wertung der Runde", "the header's short word"
        assert phone.one("#top-main .turn.held").value_of_css_property("opacity") == "1", "the header is not dimmed"
        assert not phone.all('[data-tap^="hand-"]'), "no card to tap while the score shows"
        assert phone.page()["yourTurn"] is False
    phones[0].shot("phone-catsle-round-score.png")
    assert isinstance(app.stack.top, CatsleRoundScore), "the big screen still shows the score: nobody touched it"

    phones[1].tap('[data-tap="action-continue"]')

    def round_two() -> bool:
        if any(isinstance(s, CatsleRoundScore) for s in app.stack.scenes) or not synced(table):
            return False
        if table.match.state.round != 2 or table.match.state.phase != "play":
            return False
        for phone in phones.values():
            if phone.one("#game > .hold") or len(phone.all(".cs-hand img")) != 12:
                return False
        actor = table.match.actor()
        return phones[actor].text("#top-main .turn.mine") == "Du bist dran!"
    pump_until(app, round_two, 30, "round 2 did not reach the phones")
    assert app.stack.top is table and not isinstance(app.stack.top, CatsleRoundScore)
    for seat, phone in phones.items():
        catsle_hand_check(phone, table.match.state)
        if seat != table.match.actor():
            assert not phone.one("#top-main .turn.mine")
    phones[table.match.actor()].shot("phone-catsle-round-two.png")
    no_toasts(phones)


# --------------------------------------------------------------------------- Caprice

def caprice_turn(table, log: Counter):
    def turn(phone: Phone) -> None:
        import game.caprice as caprice

        state = table.match.state
        phase = caprice.phase(state)
        tiles = img_names(phone, ".cp-tiles img", "caprice-tile-")
        assert sorted(tiles) == sorted(caprice.tiles(state, phone.seat)), "the page shows its own tiles"
        others = phone.js("return Kastell.msg.view.tiles;")
        assert all(t is None for p, t in enumerate(others) if p != phone.seat), "another seat's tiles reached the page"
        if phase == "place":
            discs = [d for d in phone.all('.cp-discs [data-tap^="disc-"]') if d.is_enabled()]
            assert discs, "no disc to place"
            phone.tap(discs[log["place"] % len(discs)])
            spots = phone.all('.cp-board button.cp-spot.legal[data-tap^="spot-"]')
            assert spots, f"no spot for the disc (the page's choice: {phone.js('return JSON.stringify(Kastell.ui);')})"
            phone.tap(spots[0])
            log["place"] += 1
            return
        assert phase == "move", phase
        sources = phone.all('.cp-board button.cp-spot.legal[data-tap^="spot-"]')
        if sources and log["turns"] % 3 == 1:  # now and then move a disc: its tower, then its new spot
            phone.tap(sources[-1])
            targets = phone.all('.cp-board button.cp-spot.legal[data-tap^="spot-"]')
            assert targets and phone.one(".cp-board .cp-spot.selected"), "the picked tower is marked"
            phone.tap(targets[0])
            log["move"] += 1
        else:
            phone.tap('[data-tap="skip"]')
            log["skip"] += 1
        log["turns"] += 1
    return turn


def shown_order(phone: Phone) -> list[str]:
    """The order on the page, bottom -> top (its rows stand top first)."""
    rows = img_names(phone, ".cp-order .cp-slot .tilebtn img", "caprice-tile-")
    return list(reversed(rows))


def test_caprice_in_english_to_the_reveal_and_play_again_from_a_phone(app, drivers, german):
    app.set_language("en")
    table = open_table(app, "caprice", seed=7)
    phones = join(app, table, drivers)
    assert all(p.js("return document.documentElement.lang;") == "en" for p in phones.values())
    _caprice_built_by_taps(app, table, phones)
    best = _caprice_ordering_shown(app, table, phones)
    _caprice_orders_confirmed(app, table, phones, best)
    _caprice_revealed_then_results(app, table, phones)
    _caprice_played_again(app, table, phones)


def _caprice_built_by_taps(app, table, phones: dict) -> None:
    """The building phase played to its end by taps on the phones: places, moves and skips."""
    import game.caprice as caprice

    log: Counter = Counter()
    play(app, table, phones, caprice_turn(table, log),
         until=lambda: caprice.phase(table.match.state) == "order", seconds=120,
         what="the building did not end by taps")
    assert log["place"] >= 20 and log["move"] >= 1 and log["skip"] >= 1, log


def _caprice_ordering_shown(app, table, phones: dict) -> dict:
    """Every phone shows its seat's best order before anyone touches anything; only the player whose
    turn it is may confirm. Returns the best order of each seat."""
    import game.caprice as caprice

    def ordering(phone: Phone) -> bool:
        return len(phone.all(".cp-order .cp-slot")) == 4 and phone.page()["version"] == len(table.match.moves)
    pump_until(app, lambda: synced(table) and all(ordering(p) for p in phones.values()), 20,
               "the ordering did not reach the phones")
    towers = caprice.towers(table.match.state)
    best = {seat: caprice.best_order(towers, caprice.tiles(table.match.state, seat)) for seat in phones}
    for seat, phone in phones.items():
        assert shown_order(phone) == best[seat], f"seat {seat}: the page's order is not the best one"
        assert phone.js("return Kastell.msg.preset;") == {"type": "order", "tiles": best[seat]}
        assert phone.text(".cp-confirm .big-number") == str(caprice.score(towers, best[seat]))
    first = caprice.current_player(table.match.state)
    phones[first].shot("phone-caprice-order.png")
    for seat, phone in phones.items():
        button = phone.one('[data-tap="confirm"]')
        assert button.text == ("Fix this order" if seat == first else "Wait for your turn")
        assert button.is_enabled() == (seat == first)
    return best


def _caprice_orders_confirmed(app, table, phones: dict, best: dict) -> None:
    """Each seat confirms its preset order in turn; the game stores exactly those orders."""
    import game.caprice as caprice

    orders = Counter()

    def confirm(phone: Phone) -> None:
        assert shown_order(phone) == best[phone.seat], "still the preset order when it is this seat's turn"
        assert not any(p.one(".results") for p in phones.values())
        phone.tap('[data-tap="confirm"]')
        orders[phone.seat] += 1
    play(app, table, phones, confirm, until=lambda: table.match.is_over(), seconds=30,
         what="the orders were not all confirmed")
    assert orders == {0: 1, 1: 1, 2: 1}
    assert [list(o) for o in caprice.orders(table.match.state)] == [best[s] for s in (0, 1, 2)]


def _caprice_revealed_then_results(app, table, phones: dict) -> None:
    """The big screen reveals with no results on the phones; then every phone shows the results."""
    from scenes.tables.overlays import ResultsScene

    # the big screen reveals: no results on the phones yet
    pump_until(app, lambda: table.reveal is not None, 10, "the reveal did not start")
    looked = 0
    while table.reveal is not None and looked < 6:
        assert not any(p.one(".results") for p in phones.values()), "a phone shows the results before the reveal"
        looked += 1
        frames(app, 20)
    assert looked >= 2, "the reveal was watched"
    pump_until(app, lambda: isinstance(app.stack.top, ResultsScene), 60, "the results did not come up")

    def results(phone: Phone) -> bool:
        return bool(phone.all(".results li") and phone.one('[data-tap="action-play_again"]'))
    pump_until(app, lambda: all(results(p) for p in phones.values()), 20, "the results did not reach every phone")
    scores = table.match.scores()
    for seat, phone in phones.items():
        assert len(phone.all(".results li")) == 3
        shown = sorted(int(li.find_element("css selector", ".num").text) for li in phone.all(".results li"))
        assert shown == sorted(scores)
        assert phone.text('[data-tap="action-play_again"]') == "Play again"
        assert phone.text("#top-main .turn.over") == "Game over"
    phones[0].shot("phone-caprice-results.png")
    no_toasts(phones)


def _caprice_played_again(app, table, phones: dict) -> None:
    """"Play again" on a phone: a new game at the big screen, every phone on the same page (not reloaded)
    with its new tiles."""
    import game.caprice as caprice

    old = table
    urls = {seat: p.driver.current_url for seat, p in phones.items()}
    loads = {seat: p.js("return performance.timeOrigin;") for seat, p in phones.items()}
    phones[2].tap('[data-tap="action-play_again"]')
    new = pump_until(app, lambda: (type(app.stack.top) is type(old) and app.stack.top is not old
                                   and app.stack.top), 20, "no new game at the big screen")
    assert old not in app.stack.scenes and new.phones is not None

    def fresh(phone: Phone) -> bool:
        p = phone.page()
        return bool(p and p["version"] == len(new.match.moves) and not phone.one(".results")
                    and not phone.one("#game > .hold") and phone.one(".cp-tiles img"))
    pump_until(app, lambda: synced(new) and caprice.phase(new.match.state) == "place"
               and all(fresh(p) for p in phones.values()), 30, "the new game did not reach every phone")
    actor = new.match.actor()
    assert phones[actor].text("#top-main .turn.mine") == "Your turn!"
    for seat, phone in phones.items():
        assert phone.driver.current_url == urls[seat], "the same page"
        assert phone.js("return performance.timeOrigin;") == loads[seat], "not reloaded"
        tiles = img_names(phone, ".cp-tiles img", "caprice-tile-")
        assert sorted(tiles) == sorted(caprice.tiles(new.match.state, seat))
    phones[actor].shot("phone-caprice-again.png")
    no_toasts(phones)


# --------------------------------------------------------------------------- Castro

def castro_turn(table, log: Counter):
    """Roll; build where it brings the phone's own line of four nearest; else keep the most common
    value and roll again; discard when nothing fits after the fifth roll."""
    import game.castro as castro
    from game.castro.board import LINES

    def best_field(state, seat, fields):
        def value(f):
            best = 0
            for line in LINES:
                if f not in line:
                    continue
                tops = [castro.top_owner(state, g) for g in line if g != f]
                if any(t is not None and t != seat for t in tops):
                    continue
                best = max(best, sum(1 for t in tops if t == seat))
            return (best, -f[0], -f[1])
        return max(fields, key=value)

    def turn(phone: Phone) -> None:
        state = table.match.state
        if state.rolls == 0:
            phone.tap('[data-tap="roll"]')
            log["roll"] += 1
            return
        fields = [tuple(int(x) for x in el.get_attribute("data-tap").split("-")[1:])
                  for el in phone.all('.cr-board button.cr-field.legal[data-tap^="field-"]')]
        legal = {tuple(m.field) for m in castro.legal_moves(state) if type(m).__name__ == "Place"}
        assert set(fields) == legal, "the page offers the legal fields"
        if fields:
            r, c = best_field(state, phone.seat, fields)
            phone.tap(f'[data-tap="field-{r}-{c}"]')
            assert phone.one(f'[data-tap="field-{r}-{c}"].selected')
            if log["place"] == 0:
                phone.shot("phone-castro-build.png")
            phone.tap('[data-tap="place"]')
            log["place"] += 1
            return
        if state.rolls < 5:
            dice = list(state.dice)
            value, n = Counter(dice).most_common(1)[0]
            if n >= 2:
                for i, d in enumerate(dice):
                    if d == value:
                        phone.tap(f'[data-tap="die-{i}"]')
                assert len(phone.all(".cr-dice .cr-die.kept")) == n
                log["keep"] += 1
            phone.tap('[data-tap="roll"]')
            log["roll"] += 1
            return
        phone.tap('[data-tap="discard"]')
        log["discard"] += 1
    return turn


def test_castro_a_whole_game_by_taps_to_the_results_and_the_next_one(app, drivers, german):
    from scenes.tables.overlays import ResultsScene

    table = open_table(app, "castro", seed=293)
    phones = join(app, table, drivers)
    log: Counter = Counter()
    play(app, table, phones, castro_turn(table, log), until=lambda: table.match.is_over(), seconds=150,
         what="the game did not end by taps")
    assert log["place"] >= 10 and log["keep"] >= 1, log
    pump_until(app, lambda: isinstance(app.stack.top, ResultsScene), 30, "the results did not come up")

    def results(phone: Phone) -> bool:
        return bool(phone.all(".results li") and phone.one('[data-tap="action-play_again"]'))
    pump_until(app, lambda: all(results(p) for p in phones.values()), 20, "the results did not reach every phone")
    winners = table.match.winners()
    scores = table.match.scores()
    for seat, phone in phones.items():
        assert len(phone.all(".results li")) == 3
        assert phone.text('[data-tap="action-play_again"]') == "Nochmal spielen"
        assert phone.text("#top-main .turn.over") == "Spiel vorbei"
        title = phone.text("#game .panel h2")
        assert title == ("Du gewinnst!" if seat in winners else f"{table.names[winners[0]]} gewinnt!")
        first = phone.one(".results li")
        assert "win" in first.get_attribute("class").split()
        shown = sorted(int(li.find_element("css selector", ".num").text) for li in phone.all(".results li"))
        assert shown == sorted(scores)
    line = castro_rules.winning_line(table.match.state)
    assert line, "(this seed ends in a line of four)"
    for phone in phones.values():  # the winning line shines on every phone as on the big screen
        assert len(phone.all(".cr-board .cr-field.win")) == len(line)
        assert "vier in einer Reihe" in phone.text("#game .panel .over-note"), "the ranking's reason, under its title"
    phones[winners[0]].shot("phone-castro-results.png")
    # "Nochmal spielen" on a phone: the next game begins on all three, nobody at the big screen
    phones[2].tap('[data-tap="action-play_again"]')
    pump_until(app, lambda: app.stack.top is not table and getattr(app.stack.top, "phones", None) is not None, 20,
               "play again did not start a new game")
    new_table = app.stack.top
    pump_until(app, lambda: all(not p.all(".results li") and p.one(".cr-board") for p in phones.values()), 20,
               "the phones did not go on to the new game")
    actor = new_table.match.actor()
    pump_until(app, lambda: phones[actor].text("#top-main .turn") == "Du bist dran!", 20,
               "the first player of the new game was not told")
    no_toasts(phones)
