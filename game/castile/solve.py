"""``python -m game.castile.solve --deal N [--json] [--time-limit S]``: solve one numbered deal.

With ``--json`` it prints one line::

    {"deal": N, "layout": {"tableau": [[3 cards bottom→top] × 8],
     "reserve": [[7 cards bottom→top] × 4]}, "result": "won" | "lost" | "unknown",
     "moves": [move JSON, …]}

(``moves`` only when won). Without it, a readable summary. Bad arguments exit
with status 2 (argparse).
"""
from __future__ import annotations

import argparse
import json
import sys

__all__ = ["main"]


def _deal_number(text: str) -> int:
    try:
        v = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a deal number: {text!r}") from None
    if v < 0:
        raise argparse.ArgumentTypeError(f"a deal number is >= 0, not {v}")
    return v


def _time_limit(text: str) -> float:
    try:
        v = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if not v > 0 or v != v or v == float("inf"):
        raise argparse.ArgumentTypeError(f"the time limit must be a positive number, not {text}")
    return v


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.castile.solve", description="Solve a numbered Castile Solitaire deal.")
    parser.add_argument("--deal", type=_deal_number, required=True, help="the deal number (>= 0)")
    parser.add_argument("--json", action="store_true", help="print the result as one line of JSON")
    parser.add_argument("--time-limit", type=_time_limit, default=10.0, help="seconds to search (default 10)")
    args = parser.parse_args(argv)

    from . import rules
    from .codec import move_to_json
    from .deal import deal_layout
    from .solver import solve

    layout = deal_layout(args.deal)
    result = solve(rules.new_game(seed=args.deal), time_limit=args.time_limit)
    if args.json:
        out = {"deal": args.deal, "layout": layout, "result": result.result}
        if result.result == "won":
            out["moves"] = [move_to_json(m) for m in result.moves]
        print(json.dumps(out))
        return 0
    print(f"Castile Solitaire, deal {args.deal}")
    for i, pile in enumerate(layout["tableau"]):
        print(f"  t{i}: {' '.join(pile)}")
    for i, pile in enumerate(layout["reserve"]):
        print(f"  r{i}: {' '.join(pile)}")
    verdict = {"won": "winnable", "lost": "proven unwinnable", "unknown": "undecided within the time limit"}
    print(f"Result: {verdict[result.result]} ({result.nodes} positions, {result.seconds:.2f} s)")
    if result.result == "won":
        print(f"Winning line ({len(result.moves)} moves):")
        state = rules.new_game(seed=args.deal)
        for i, m in enumerate(result.moves, 1):
            card = rules.top(state, m.src)
            print(f"  {i:3d}. {card} {m.src} -> {m.dst}")
            state = rules.apply_move(state, m)
    return 0


if __name__ == "__main__":
    sys.exit(main())
