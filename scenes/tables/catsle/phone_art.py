"""CATsle Builders' pictures for the phone page, drawn by the big screen's own card art at the phone's
size (`CARD`): ``catsle-<card>`` for every card (suits W G R Y B, values
1-12), ``catsle-back`` and ``catsle-suit-<suit>`` (a suit's icon, for the columns)."""
from __future__ import annotations

#: a card's pixel size on the phone (sprites.card.CARD_SIZE is 100×140)
CARD = (200, 280)

SUITS = "WGRYB"


def pictures() -> dict:
    """name -> a function drawing that picture (the card art's caches bypassed: ``__wrapped__``)."""
    from sprites import card

    out: dict = {}
    for s in SUITS:
        for v in range(1, 13):
            cid = f"{s}{v}"
            out[f"catsle-{cid}"] = lambda cid=cid: card._face.__wrapped__(cid, *CARD)
    out["catsle-back"] = lambda: card._back.__wrapped__("kastell", *CARD)
    for s in SUITS:
        out[f"catsle-suit-{s}"] = lambda s=s: card._catsle_icon.__wrapped__(s, 108, 80)
    return out
