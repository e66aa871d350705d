"""Quarry's table folder, as a fifth game brings it: its words (``strings.py``) and rules text, the
table (``table.py``) and menu preview (``preview.py``), its phone page (``phone.js``, its words
``strings_phone.py`` and pictures ``phone_art.py``) and its catalog line ``TABLE``. Importing it
makes its words and rules text known, as the four games' folders do; nothing shared names it.
"""
from __future__ import annotations

from pathlib import Path

from scenes.services import i18n, rules_book
from scenes.tables.entry import PhonePage, TableEntry, lazy

from game import quarry as rules_package

from .strings import RULES, STRINGS
from .strings_phone import STRINGS as PHONE_STRINGS

i18n.add_strings(STRINGS)
i18n.add_strings(PHONE_STRINGS)
rules_book.add(rules_package.GAME.key, RULES)

PHONE = PhonePage(Path(__file__).with_name("phone.js"), PHONE_STRINGS)

TABLE = TableEntry(spec=rules_package.GAME, module=rules_package, accent=(120, 110, 100),
                   scene=lazy(f"{__name__}.table", "QuarryTable"), preview=lazy(f"{__name__}.preview", "QuarryPreview"),
                   phone=PHONE)
