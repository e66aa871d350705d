"""Keeping the heap small over days of running (the café kiosk's soak), in the app and in the
process that runs Castile's compiled solver (`game.castile.lean`).

Every table makes a few screen-sized surfaces (backgrounds, cached layers).
glibc's malloc raises its mmap threshold each time such a block is freed, so
later blocks of that size come from the heap and fragment it: resident
memory creeps up game after game. Fixing the threshold (which turns the
dynamic raise off) keeps big blocks in mmap, returned to the system when
freed (the solver's hash tables, 3-15 MB, alike); one arena for all threads keeps the small ones in
one heap; `trim()` after scene changes (and after each verdict) gives back free heap pages as well.
Elsewhere than glibc both are no-ops.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import sys

M_MMAP_THRESHOLD = -3
M_ARENA_MAX = -8
_libc = None


def _lib():
    global _libc
    if _libc is None:
        _libc = False
        if sys.platform.startswith("linux"):
            name = ctypes.util.find_library("c")
            try:
                lib = ctypes.CDLL(name or "libc.so.6")
                if hasattr(lib, "mallopt") and hasattr(lib, "malloc_trim"):
                    _libc = lib
            except OSError:
                pass
    return _libc


def fix_mmap_threshold(size: int = 256 * 1024) -> bool:
    lib = _lib()
    return bool(lib and lib.mallopt(M_MMAP_THRESHOLD, int(size)))


def one_arena() -> bool:
    """All threads allocate from the main heap (call before any thread starts). glibc gives each thread
    that meets contention an arena of its own (up to 8 per core), and what a thread allocated stays in
    its arena: the storage's writer, the worker's result handler and the sound thread each kept pages of
    their own (the kiosk soak: 5-6 MB more resident). Their allocations are few; contention is no cost."""
    lib = _lib()
    return bool(lib and lib.mallopt(M_ARENA_MAX, 1))


def trim() -> None:
    lib = _lib()
    if lib:
        lib.malloc_trim(0)
