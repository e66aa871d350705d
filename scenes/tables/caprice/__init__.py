"""Caprice's table folder: the table and its parts (presenter, controls, painter, prompt, lesson marks),
its layout, board, side panel, turn story, ordering screen and reveal, the words, the rules text, the
menu preview and the art.

Importing it makes the game's words (``strings``, and ``strings_phone`` for its phone page
``phone.js`` / ``phone.css``) and rules text (``rules_text``) known to the translation and the rules
book; ``TABLE`` is its line in the catalog (with ``PHONE``, the phone page's script, words and
look). The table itself is imported only when a game starts (``make_scene``), so listing the games
stays light.
"""
from __future__ import annotations

from pathlib import Path

import game.caprice as rules_package
from scenes.services import i18n, rules_book
from scenes.tables.entry import PhonePage, TableEntry, lazy
from scenes.tables.caprice.rules_text import RULES
from scenes.tables.caprice.strings import STRINGS
from scenes.tables.caprice.strings_phone import STRINGS as PHONE_STRINGS

i18n.add_strings(STRINGS)
i18n.add_strings(PHONE_STRINGS)
rules_book.add(rules_package.GAME.key, RULES)


make_scene = lazy("scenes.tables.caprice.table", "CapriceTable")
make_lesson = lazy("scenes.tables.caprice.lesson", "LESSON")
make_preview = lazy("scenes.tables.caprice.preview", "CapricePreview")


def warm(app) -> list:
    """The table's art a first entry would build (the warm-up runs it while the title plays): the
    wooden table and its board, a part per turn."""
    def background():
        from scenes.tables.caprice.table import CapriceTable

        yield from CapriceTable.backdrop.steps()

    return [("background", background)]


#: the phone page's part of the game: its script, words and look, beside this file
HERE = Path(__file__).parent
PHONE = PhonePage(HERE / "phone.js", PHONE_STRINGS, HERE / "phone.css")

TABLE = TableEntry(spec=rules_package.GAME, module=rules_package, accent=(170, 120, 70), scene=make_scene,
                   preview=make_preview, lesson=make_lesson, warm=warm,
                   phone=PHONE)
