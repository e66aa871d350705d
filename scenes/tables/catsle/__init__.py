"""CATsle Builders's table folder: the table and its layout, panels and round scoring, the blueprints, the words, the rules text and the menu preview.

Importing it makes the game's words (``strings``, and ``strings_phone`` for its phone page
``phone.js`` / ``phone.css``) and rules text (``rules_text``) known to the translation and the rules
book; ``TABLE`` is its line in the catalog (with ``PHONE``, the phone page's script, words and
look). The table itself is imported only when a game starts (`folder_entry`), so listing the games
stays light.
"""
from __future__ import annotations

from pathlib import Path

import game.catsle as rules_package
from scenes.tables.entry import PhonePage, folder_entry
from scenes.tables.catsle.rules_text import RULES
from scenes.tables.catsle.strings import STRINGS
from scenes.tables.catsle.strings_phone import STRINGS as PHONE_STRINGS



def warm(app) -> list:
    """The table's art a first entry would build (the warm-up runs it while the title plays, after the
    blueprint paper): the card backs and the flying cards' shadows, then every card's face at hand size
    (one card per turn)."""
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

    return [("backs", backs), ("faces", faces)]


#: the phone page's part of the game: its script, words and look, beside this file
HERE = Path(__file__).parent
PHONE = PhonePage(HERE / "phone.js", PHONE_STRINGS, HERE / "phone.css")

TABLE = folder_entry(__name__, rules_package, table="CatsleTable", preview="CatslePreview",
                     words=(STRINGS, PHONE_STRINGS), rules_text=RULES, accent=(70, 120, 200), warm=warm, phone=PHONE)
