"""Which numbered deals are winnable: the sweep that makes ``winnable_deals.json`` and its loader.

``python -m game.castile.winnable --upto N [--time-limit S] [--jobs J] [--out PATH]``
solves deals 1..N (J worker processes, default 2; S CPU seconds per deal, default
60, with the bench's large position table: up to 1.9 GB per job) and writes
``{"time_limit": S, "upto": N, "won": [...], "lost": [...], "unknown": [...],
"seconds": total}``. An existing output file is resumed:
deals already decided (won or lost) are skipped, unknown ones are tried again.

``winnable_deals()`` reads the shipped ``winnable_deals.json`` next to this
module (lazily, on first call; no I/O at import) and returns the won deals,
for the "nur lösbare Spiele" option.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path

from .solve import _time_limit  # one parser for a time limit, shared with the solve command

__all__ = ["winnable_deals", "DATA_FILE", "main"]

DATA_FILE = Path(__file__).with_name("winnable_deals.json")
_cache: list[int] | None = None


def winnable_deals() -> list[int]:
    """The deal numbers the shipped sweep proved winnable, ascending ([] without the file)."""
    global _cache
    if _cache is None:
        try:
            data = json.loads(DATA_FILE.read_text(encoding="utf-8"))
            _cache = sorted({int(n) for n in data.get("won", [])})
        except (OSError, ValueError, TypeError):
            _cache = []
    return list(_cache)


def _solve_deal(args: tuple[int, float]) -> tuple[int, str, float, int]:
    """One deal as the bench's sweeps solve it: CPU seconds, the sweeps' large position table
    (``solver.SWEEP_SLOTS``, up to 1.9 GB per job)."""
    n, time_limit = args
    from . import rules
    from .solver import SWEEP_SLOTS, solve

    r = solve(rules.new_game(seed=n), time_limit=time_limit, clock=time.process_time, table_slots=SWEEP_SLOTS)
    return n, r.result, r.seconds, r.nodes


def _positive_int(text: str) -> int:
    try:
        v = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not an integer: {text!r}") from None
    if v < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {v}")
    return v


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m game.castile.winnable",
        description="Solve Castile deals 1..N and record which are won, lost or undecided.",
    )
    parser.add_argument("--upto", type=_positive_int, required=True, help="last deal number")
    parser.add_argument("--time-limit", type=_time_limit, default=60.0, help="CPU seconds per deal (default 60)")
    parser.add_argument("--jobs", type=_positive_int, default=2, help="worker processes (default 2)")
    parser.add_argument("--out", type=Path, default=DATA_FILE, help=f"output file (default {DATA_FILE.name} next to the module)")
    args = parser.parse_args(argv)

    won: set[int] = set()
    lost: set[int] = set()
    seconds = 0.0
    if args.out.exists():
        try:
            old = json.loads(args.out.read_text(encoding="utf-8"))
            won = {int(n) for n in old.get("won", []) if int(n) <= args.upto}
            lost = {int(n) for n in old.get("lost", []) if int(n) <= args.upto}
            seconds = float(old.get("seconds", 0.0))
        except (OSError, ValueError, TypeError) as e:
            print(f"ignoring unreadable {args.out}: {e}", file=sys.stderr)
    todo = [n for n in range(1, args.upto + 1) if n not in won and n not in lost]
    unknown: set[int] = set()
    print(f"{len(won)} won and {len(lost)} lost already known; solving {len(todo)} deals "
          f"with {args.jobs} jobs, {args.time_limit:g} s each", flush=True)

    def save() -> None:
        data = {
            "time_limit": args.time_limit, "upto": args.upto,
            "won": sorted(won), "lost": sorted(lost), "unknown": sorted(unknown),
            "seconds": round(seconds, 1),
        }
        tmp = args.out.with_suffix(args.out.suffix + ".tmp")
        tmp.write_text(json.dumps(data) + "\n", encoding="utf-8")
        tmp.replace(args.out)

    t0 = time.perf_counter()
    done = 0
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        futures = [pool.submit(_solve_deal, (n, args.time_limit)) for n in todo]
        for fut in as_completed(futures):
            n, result, secs, nodes = fut.result()
            seconds += secs
            {"won": won, "lost": lost}.get(result, unknown).add(n)
            done += 1
            print(f"[{done}/{len(todo)}] deal {n}: {result} ({secs:.1f} s, {nodes} positions)", flush=True)
            if done % 10 == 0:
                save()
    save()
    total = len(won) + len(lost) + len(unknown)
    print(f"deals 1..{args.upto}: {len(won)} won, {len(lost)} lost, {len(unknown)} unknown "
          f"({100 * (len(won) + len(lost)) / max(1, total):.0f} % decided) in {time.perf_counter() - t0:.0f} s",
          flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
