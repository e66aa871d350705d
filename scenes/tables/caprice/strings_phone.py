"""Caprice's words on the phone page (``phone.js`` beside this file), German first, English second.

Every key starts with ``phone.caprice.``; the table folder adds them to the translation
(`scenes.services.i18n.add_strings`) and its catalog line (``TABLE.phone``) hands them to the phone
server, which sends them with the page's shared words (`scenes.services.strings_phone`) as
``assets/strings.json`` in the table's language. The names follow the table's own words:
Caprice's "Scheibe" / "disc", "Symbolstein" / "symbol tile", "Platz" / "spot"
and the red marker (``strings.py``).
"""
from __future__ import annotations

STRINGS: dict[str, dict[str, str]] = {
    "phone.caprice.drawing": {"de": "Die Symbolsteine werden gezogen …", "en": "Drawing the symbol tiles …"},
    "phone.caprice.your_tiles": {"de": "Deine Symbolsteine (geheim)", "en": "Your symbol tiles (secret)"},
    "phone.caprice.disc.LR": {"de": "hell, rund", "en": "light, round"},
    "phone.caprice.disc.LT": {"de": "hell, gezahnt", "en": "light, toothed"},
    "phone.caprice.disc.DR": {"de": "dunkel, rund", "en": "dark, round"},
    "phone.caprice.disc.DT": {"de": "dunkel, gezahnt", "en": "dark, toothed"},
    "phone.caprice.marker": {"de": "roter Markierungsstein", "en": "red marker"},
    "phone.caprice.spot_label": {"de": "Platz {n}: {height} Scheiben", "en": "Spot {n}: {height} discs"},
    "phone.caprice.left": {"de": "noch {n}", "en": "{n} left"},
    "phone.caprice.full": {"de": "Volle Türme: {n} / 5", "en": "Full towers: {n} / 5"},
    "phone.caprice.points_now": {"de": "Deine Punkte jetzt: {n}", "en": "Your points now: {n}"},
    "phone.caprice.pick_disc": {"de": "Wähle eine Scheibe aus dem Vorrat.", "en": "Choose a disc from the supply."},
    "phone.caprice.pick_spot": {"de": "Scheibe „{disc}“: Tippe einen leuchtenden Platz.",
                                "en": "Disc “{disc}”: tap a glowing spot."},
    "phone.caprice.move_from": {"de": "Du darfst eine Scheibe versetzen: Tippe den Turm, von dem sie kommt.",
                                "en": "You may move a disc: tap the tower it comes from."},
    "phone.caprice.move_to": {"de": "Wohin mit der Scheibe von Platz {n}? Tippe einen leuchtenden Platz.",
                              "en": "Where does the disc from spot {n} go? Tap a glowing spot."},
    "phone.caprice.no_move": {"de": "Keine Scheibe lässt sich versetzen.", "en": "No disc can be moved."},
    "phone.caprice.skip": {"de": "Nicht versetzen", "en": "Don't move"},
    "phone.caprice.wait_place": {"de": "{name} setzt eine Scheibe ein.", "en": "{name} is placing a disc."},
    "phone.caprice.wait_move": {"de": "{name} darf eine Scheibe versetzen.", "en": "{name} may move a disc."},
    "phone.caprice.order_now": {"de": "Das Bauen ist vorbei: Lege deine Symbolsteine in eine Reihe.",
                                "en": "The building is over: put your symbol tiles in order."},
    "phone.caprice.order_wait": {"de": "{name} legt die Symbolsteine in eine Reihe. Du kannst deine Reihe "
                                       "schon vorbereiten.",
                                 "en": "{name} is ordering their tiles. You can prepare your order already."},
    "phone.caprice.order_title": {"de": "Deine Reihe", "en": "Your order"},
    "phone.caprice.swap_hint": {"de": "Tippe zwei Steine an, um sie zu tauschen – oder nimm die Pfeile.",
                                "en": "Tap two tiles to swap them – or use the arrows."},
    "phone.caprice.top": {"de": "oben", "en": "top"},
    "phone.caprice.bottom": {"de": "unten", "en": "bottom"},
    "phone.caprice.up": {"de": "nach oben", "en": "up"},
    "phone.caprice.down": {"de": "nach unten", "en": "down"},
    "phone.caprice.order_points": {"de": "Punkte mit dieser Reihe:", "en": "Points with this order:"},
    "phone.caprice.confirm": {"de": "Reihe festlegen", "en": "Fix this order"},
    "phone.caprice.confirm_later": {"de": "Warte, bis du dran bist", "en": "Wait for your turn"},
    "phone.caprice.ordered": {"de": "Deine Reihe steht fest. Warte auf die anderen.",
                              "en": "Your order is fixed. Wait for the others."},
    "phone.caprice.your_order": {"de": "Deine Reihe (unten → oben)", "en": "Your order (bottom → top)"},
}
