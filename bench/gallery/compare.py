"""`python -m bench.gallery.compare BEFORE AFTER`: which gallery pictures changed between two runs.

Compares the PNGs of two gallery folders state by state (same names, both languages) and prints
each state whose picture differs, with how many pixels differ and the box around them; states that
are in only one folder are named too. Exit code 0 when every picture is identical, else 1. The guard
of a refactoring: run the gallery before, change the code, run it again, compare.
"""
from __future__ import annotations

import argparse
import os
import sys


def pictures(folder: str) -> dict[str, str]:
    out = {}
    for lang in sorted(os.listdir(folder)):
        sub = os.path.join(folder, lang)
        if os.path.isdir(sub):
            for name in sorted(os.listdir(sub)):
                if name.endswith(".png"):
                    out[f"{lang}/{name[:-4]}"] = os.path.join(sub, name)
    return out


def difference(a_path: str, b_path: str) -> tuple[int, tuple[int, int, int, int] | None]:
    """(pixels that differ, their bounding box) of two pictures of the same size."""
    import pygame

    a, b = pygame.image.load(a_path), pygame.image.load(b_path)
    if a.get_size() != b.get_size():
        return a.get_width() * a.get_height(), (0, 0, *a.get_size())
    if pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB"):
        return 0, None
    mask = pygame.mask.Mask(a.get_size())
    w, h = a.get_size()
    pa, pb = pygame.PixelArray(a), pygame.PixelArray(b)
    for x in range(w):
        col_a, col_b = pa[x], pb[x]
        for y in range(h):
            if col_a[y] != col_b[y]:
                mask.set_at((x, y))
    del pa, pb
    rects = mask.get_bounding_rects()
    box = rects[0].unionall(rects[1:]) if rects else None
    return mask.count(), (tuple(box) if box else None)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.gallery.compare", description=__doc__.splitlines()[0])
    p.add_argument("before")
    p.add_argument("after")
    args = p.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    before, after = pictures(args.before), pictures(args.after)
    changed = 0
    for state in sorted(set(before) | set(after)):
        if state not in after or state not in before:
            print(f"{state}: only in {'before' if state in before else 'after'}")
            changed += 1
            continue
        count, box = difference(before[state], after[state])
        if count:
            print(f"{state}: {count} pixels differ in {box}")
            changed += 1
    print(f"{len(set(before) & set(after))} pictures compared, {changed} differ")
    return 1 if changed else 0


if __name__ == "__main__":
    sys.exit(main())
