"""Run inside the check's machine, by the installed Kastell's Python as the kastell user (the booted check
sends this file on stdin): the game in progress as the database holds it, read-only, as JSON on stdout.
For Castile it adds the piles and, for each legal move, where to tap on the 1280x720 screen (the
source's top card, then the destination), from the table's own layout.

Not imported on the host; nothing here runs in the app.
"""
import json
import sqlite3
import sys

sys.path.insert(0, "/opt/kastell")
DATA = sys.argv[1] if len(sys.argv) > 1 else "/var/lib/kastell"
# Castile's deal number as the screen shows it ("Nr. 7"), for a game with no move stored yet
DEAL = int(sys.argv[2]) if len(sys.argv) > 2 else None


def main() -> None:
    db = sqlite3.connect(f"file:{DATA}/kastell.db?mode=ro", uri=True)
    row = db.execute("SELECT game, save FROM autosave WHERE slot='current'").fetchone()
    out: dict = {"game": None}
    if row is not None or DEAL is not None:
        game, save = (row[0], json.loads(row[1])) if row is not None else ("castile", None)
        out = {"game": game, "moves": len(save.get("moves", [])) if save else 0, "save": save}
        if game == "castile":
            import game.castile as castile
            from game.core import Match
            from scenes.tables.castile.layout import card_center, top_rect

            if save is not None:
                state = Match.from_save(save, castile, game_name="castile").state
            else:  # a fresh deal: no move stored yet
                state = castile.new_game(1, seed=DEAL)
            piles = {p: list(castile.pile_cards(state, p)) for p in castile.PILES}
            taps = []
            for move in castile.legal_moves(state):
                src, dst = getattr(move, "src", None), getattr(move, "dst", None)
                if src is None:
                    continue
                n = len(piles[src])
                sx, sy = card_center(src, n - 1, n)
                taps.append({"src": src, "dst": dst, "from": [round(sx), round(sy)],
                             "to": list(top_rect(dst, len(piles[dst])).center)})
            out["piles"] = piles
            out["taps"] = taps
    print(json.dumps(out))


if __name__ == "__main__":
    main()
