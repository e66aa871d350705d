"""Castro's table folder: the table and its layout, hint and panels, the dice tray, the words, the rules text, the menu preview and the art.

Importing it makes the game's words (``strings``, and ``strings_phone`` for its phone page
``phone.js`` / ``phone.css``) and rules text (``rules_text``) known to the translation and the rules
book; ``TABLE`` is its line in the catalog (with ``PHONE``, the phone page's script, words and
look). The table itself is imported only when a game starts (`folder_entry`), so listing the games
stays light.
"""
from __future__ import annotations

from pathlib import Path

import game.castro as rules_package
from scenes.tables.entry import PhonePage, TableOption, folder_entry
from scenes.tables.castro.rules_text import RULES
from scenes.tables.castro.strings import STRINGS
from scenes.tables.castro.strings_phone import STRINGS as PHONE_STRINGS



def warm(app) -> list:
    """The table's art a first entry would build (the warm-up runs it while the title plays, after the
    table's background): the board's tiles (one field per turn), then the dice turned every way."""
    def tiles():
        from scenes.tables.castro import art, layout
        from sprites import theme

        for f in rules_package.FIELDS:  # (a generator: one tile per turn; cached per category)
            art.field_tile(rules_package.field_category(f), layout.CELL, theme.high_contrast(), False)
            yield

    def dice():
        from scenes.tables.castro.dice_tray import SIZE
        from sprites import dice as dice_art

        yield from dice_art.warm_turns(SIZE)  # every turn of every face and its shadow, a few per turn

    return [("tiles", tiles), ("dice", dice)]


#: Real dice: the café rolls its own dice in a cup and types each roll in (the table's dice picker); the
#: screen stays board and referee. Who begins still comes from the seed.
REAL_DICE = TableOption(key="real_dice", label_key="castro.real_dice", flag="real-dice",
                        help="with --game castro: roll real dice and type each roll in (the screen is the board "
                             "and referee)")

#: the phone page's part of the game: its script, words and look, beside this file
HERE = Path(__file__).parent
PHONE = PhonePage(HERE / "phone.js", PHONE_STRINGS, HERE / "phone.css")

TABLE = folder_entry(__name__, rules_package, table="CastroTable", preview="CastroPreview",
                     words=(STRINGS, PHONE_STRINGS), rules_text=RULES, accent=(196, 120, 64),
                     table_options=(REAL_DICE,), warm=warm, phone=PHONE)
