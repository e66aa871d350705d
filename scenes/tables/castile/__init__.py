"""Castile Solitaire's table folder: the table scene (``table``) and its parts, one job each (the cards
and their cached layer ``board``, a move shown and the win celebrated ``presenter``, what is drawn over
the cards ``painter``, where an input goes ``controls``, the player's hand ``gestures`` with ``taps``, the
automatic moves ``autoplay``, undo and redo ``history``, the hint and the verdict ``advice``, the lesson's
questions to the table ``coaching``, the statistics ``stats``), the layout, the game menu and results,
the win cascade, the lesson (``lesson``), the words, the rules text, the menu preview and the art.

Importing it makes the game's words (``strings``) and rules text (``rules_text``) known to the
translation and the rules book; ``TABLE`` is its line in the catalog. The table itself is imported
only when a game starts (`folder_entry`), so listing the games stays light.
"""
from __future__ import annotations

import game.castile as rules_package
from scenes.tables.entry import folder_entry
from scenes.tables.castile.rules_text import RULES
from scenes.tables.castile.strings import STRINGS



def warm(app) -> list:
    """The table's art a first entry would build (the warm-up runs it while the title plays, after the
    felt): the empty slots, the card back, the glows and every card's face, and the process that
    answers "can this deal still be won?" (`App.checker`) is started."""
    def cards():
        from scenes.tables.castile import layout
        from sprites import card

        card.empty_slot(layout.CARD)
        yield
        card.back(layout.CARD)
        yield
        card.shadow(layout.CARD)  # (under every card that flies or is dragged)
        yield
        from scenes.tables.castile.painter import HELD_GLOW, HINT_GLOW

        for glow in (card.GOLD, HELD_GLOW, HINT_GLOW):  # the targets', a held card's, the hint's (1.5-2 ms each)
            card.highlight(layout.CARD, glow)
            yield
        for c in rules_package.DECK:
            card.face(c, layout.CARD)
            yield

    def checker():
        if not app.config.think_inline:  # (the verdict's process, in the worker's thread: not the first
            app.checker.start()          # table's, whose frames it would share the machine with)

    return [("cards", cards), ("checker", checker)]


def draw_setup_stats(surface, storage, rect) -> None:
    """The patience's statistics on its setup screen (played, won, streaks, records)."""
    from scenes.tables.castile.menu import draw_stats

    draw_stats(surface, storage, rect)


def score_columns(storage) -> list:
    """A patience's high scores: the fastest wins and the wins with the fewest moves."""
    from scenes.services.formats import clock
    from scenes.services.i18n import tr

    fastest = [(f"{i + 1}. {name}", clock(secs))
               for i, (name, secs, _m, _d) in enumerate(storage.top_records("castile", "seconds", 4))]
    fewest = [(f"{i + 1}. {name}", tr("castile.moves", n=moves))
              for i, (name, _s, moves, _d) in enumerate(storage.top_records("castile", "moves", 4))]
    return [(tr("scores.fastest"), fastest), (tr("scores.fewest"), fewest)]


def stats_rows(storage) -> list:
    """Played, won, win %, streaks, best time and fewest moves."""
    from scenes.tables.castile.stats import stat_rows

    return stat_rows(storage)


TABLE = folder_entry(__name__, rules_package, table="CastileTable", preview="CastilePreview", words=(STRINGS,),
                     rules_text=RULES, accent=(40, 130, 80), setup_panel=draw_setup_stats,
                     score_columns=score_columns, stats_rows=stats_rows, warm=warm)
