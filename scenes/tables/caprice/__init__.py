"""Caprice's table folder: the table and its parts (presenter, controls, painter, prompt, lesson marks),
its layout, board, side panel, turn story, ordering screen and reveal, the words, the rules text, the
menu preview and the art.

Importing it makes the game's words (``strings``, and ``strings_phone`` for its phone page
``phone.js`` / ``phone.css``) and rules text (``rules_text``) known to the translation and the rules
book; ``TABLE`` is its line in the catalog (with ``PHONE``, the phone page's script, words and
look). The table itself is imported only when a game starts (`folder_entry`), so listing the games
stays light.
"""
from __future__ import annotations

from pathlib import Path

import game.caprice as rules_package
from scenes.tables.entry import PhonePage, folder_entry
from scenes.tables.caprice.rules_text import RULES
from scenes.tables.caprice.strings import STRINGS
from scenes.tables.caprice.strings_phone import STRINGS as PHONE_STRINGS



#: the phone page's part of the game: its script, words and look, beside this file
HERE = Path(__file__).parent
PHONE = PhonePage(HERE / "phone.js", PHONE_STRINGS, HERE / "phone.css")

TABLE = folder_entry(__name__, rules_package, table="CapriceTable", preview="CapricePreview",
                     words=(STRINGS, PHONE_STRINGS), rules_text=RULES, accent=(170, 120, 70), phone=PHONE)
