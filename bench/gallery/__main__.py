"""`python -m bench.gallery OUT [--lang de|en|both] [--size WxH] [--only TEXT]`: see bench.gallery."""
from __future__ import annotations

import argparse
import sys


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT like 1920x1080, got {text!r}") from None
    if not (320 <= w <= 7680 and 180 <= h <= 4320):
        raise argparse.ArgumentTypeError(f"a size from 320x180 to 7680x4320, not {text!r}")
    return w, h


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.gallery",
                                description="Photograph and audit every screen state of Kastell.")
    p.add_argument("out", metavar="OUT", help="folder for the PNGs, index.html and audit.json")
    p.add_argument("--lang", choices=("de", "en", "both"), default="both", help="language(s) (default: both)")
    p.add_argument("--size", type=_size, default=(1280, 720), metavar="WxH",
                   help="size of the pictures, as a window of that size shows them (default: 1280x720)")
    p.add_argument("--only", metavar="TEXT", help="only the states whose name contains TEXT")
    args = p.parse_args(argv)
    from bench.gallery.run import run

    report = run(args.out, ("de", "en") if args.lang == "both" else (args.lang,), args.size, args.only)
    print(f"{len(report['states'])} states, {report['texts']} texts checked, "
          f"{len(report['violations'])} violations, {len(report['excepted'])} excepted -> {args.out}")
    for v in report["violations"][:40]:
        print(f"  {v['state']}: {v['kind']}: {v['detail']}")
    return 1 if report["violations"] else 0


if __name__ == "__main__":
    sys.exit(main())
