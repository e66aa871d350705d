"""CATsle Builders's table folder: the table and its layout, panels and round scoring, the blueprints, the words, the rules text and the menu preview.

Importing it makes the game's words (``strings``, and ``strings_phone`` for its phone page
``phone.js`` / ``phone.css``) and rules text (``rules_text``) known to the translation and the rules
book; ``TABLE`` is its line in the catalog (with ``PHONE``, the phone page's script, words and
look). The table itself is imported only when a game starts (``make_scene``), so listing the games
stays light.
"""
from __future__ import annotations

from pathlib import Path

import game.catsle as rules_package
from scenes.services import i18n, rules_book
from scenes.tables.entry import PhonePage, TableEntry, lazy
from scenes.tables.catsle.rules_text import RULES
from scenes.tables.catsle.strings import STRINGS
from scenes.tables.catsle.strings_phone import STRINGS as PHONE_STRINGS

i18n.add_strings(STRINGS)
i18n.add_strings(PHONE_STRINGS)
rules_book.add(rules_package.GAME.key, RULES)


make_scene = lazy("scenes.tables.catsle.table", "CatsleTable")
make_lesson = lazy("scenes.tables.catsle.lesson", "LESSON")
make_preview = lazy("scenes.tables.catsle.preview", "CatslePreview")


def warm(app) -> list:
    """The table's art a first entry would build (the warm-up runs it while the title plays): the
    blueprint paper, the card backs and the flying cards' shadows, then every card's face at hand size
    (one card per turn)."""
    def background():
        from scenes.tables.catsle.table import CatsleTable

        yield from CatsleTable.backdrop.steps()

    def backs():
        from scenes.tables.catsle import layout
        from scenes.tables.catsle.panels import MINI_BACK
        from scenes.tables.catsle.score import COUNT_BACK
        from sprites import card

        for size in (layout.CARD, layout.DEALT_BACK, MINI_BACK, COUNT_BACK):
            card.back(size)
            yield
        for size in (layout.CARD, layout.DEALT_BACK):  # (under the cards that fly: dealt, played, won)
            card.shadow(size)
            yield

    def faces():
        from scenes.tables.catsle import layout
        from sprites import card

        for c in rules_package.deck(rules_package.GAME.max_players):
            yield from card.face_steps(c, layout.CARD)
            yield

    return [("background", background), ("backs", backs), ("faces", faces)]


#: the phone page's part of the game: its script, words and look, beside this file
HERE = Path(__file__).parent
PHONE = PhonePage(HERE / "phone.js", PHONE_STRINGS, HERE / "phone.css")

TABLE = TableEntry(spec=rules_package.GAME, module=rules_package, accent=(70, 120, 200), scene=make_scene,
                   preview=make_preview, lesson=make_lesson, warm=warm,
                   phone=PHONE)
