"""Keeping small the process that runs Castile's compiled solver (the table's verdict, `verdict.py`).

While a Castile table is open, the app's checker process searches compiled (`kernel.py`, numba).
Loaded as it comes, it held 140-165 MB here (PSS): llvmlite's library (LLVM, 70 MB of it mapped),
numba's own objects, SciPy, and each verdict's hash table. `warm_checker`, the call that loads it
(a second after a table opens), keeps it near 100 MB (`python -m bench.cabinet_memory`):

- SciPy stays out (13 MB): numba imports it when it is installed, for linear algebra the kernel
  never uses; the process marks it missing first, which numba takes as SciPy not installed.
- Big blocks stay in mmap (`game.heap`): each verdict's hash table goes back to the system when
  the verdict ends, and the verdicts' tables are kept small (`verdict.VERDICT_SLOTS`).
- While the solver loads, the compiler's library is unmapped every few milliseconds
  (`compiler_code_trimmed`): loading touches 70 MB of LLVM's code, a few MB of it at a time, and the
  process's most memory (its PSS peak while `warm_checker` runs) fell from 147 to 98-101 MB here,
  the load taking no longer (0.86-1.13 s against 0.94-1.11 s). A first compile, with no numba cache,
  takes longer (21.6 s against 17.7 s; its peak 188 MB against 236 MB). Each pass drops only what
  the process re-reads from the page cache on its next touch (below); another thread may be running
  that code meanwhile (the kernel maps a dropped page again when it is touched).
- The compiler's library is unmapped once every compiled function is loaded (`kernel.load_all`):
  numba needs LLVM to compile and to load compiled code, not to run it, and a verdict only runs
  it. Only the library's mappings none of whose pages is dirty go (its code and read-only data,
  never its relocated or written data): their pages are the file's bytes, which the kernel keeps
  in its page cache (reclaimable) and maps again should the process ever touch them (then it only
  costs that memory again).

Nothing runs at import; elsewhere than Linux the unmapping is skipped.
"""
from __future__ import annotations

import contextlib
import ctypes
import os
import sys
import threading

MADV_DONTNEED = 4
#: the library whose machine code is unmapped after loading (llvmlite's LLVM)
COMPILER_LIBRARY = "libllvmlite"
#: seconds between two passes of `compiler_code_trimmed`, and the thread switch interval meanwhile
#: (Python's default of 5 ms would leave the pass waiting for the loading thread's lock)
TRIM_EVERY = 0.003
TRIM_SWITCH = 0.001


def warm_checker() -> bool:
    """Load the compiled solver into this process, lean (module docstring): whether it runs here."""
    from game import heap
    from game.castile import solver

    keep_scipy_out()
    heap.fix_mmap_threshold()
    with compiler_code_trimmed():
        ready = solver.warm_compiled()
        if ready:
            from game.castile import kernel

            kernel.load_all()
    if ready:
        unmap_compiler_code()
    heap.trim()
    return ready


def keep_scipy_out() -> None:
    """Mark SciPy missing in this process unless something has imported it already."""
    if "scipy" not in sys.modules and "numba" not in sys.modules:
        sys.modules["scipy"] = None  # type: ignore[assignment]  (an import of it now raises ImportError)


@contextlib.contextmanager
def compiler_code_trimmed(every: float = TRIM_EVERY):
    """Within the block, a thread unmaps the compiler library's clean mappings every ``every``
    seconds (module docstring); the block gets the count of passes made (a list of one int). The
    library is loaded first, so that its mappings are known (and its relocated ones dirty, hence
    kept); without llvmlite, /proc or madvise nothing happens."""
    segments, madvise = [], None
    if sys.platform.startswith("linux"):
        try:
            from llvmlite import binding

            binding.llvm_version_info  # (loads the library)
            segments, madvise = _clean_code_segments("/proc/self/smaps"), _madvise()
        except (ImportError, OSError, AttributeError):
            segments = []
    if not segments or madvise is None:
        yield [0]
        return
    stop = threading.Event()
    passes = [0]

    def trim() -> None:
        while not stop.is_set():
            _drop(segments, madvise)
            passes[0] += 1
            stop.wait(every)

    switch = sys.getswitchinterval()
    sys.setswitchinterval(TRIM_SWITCH)
    worker = threading.Thread(target=trim, name="kastell-trim-compiler", daemon=True)
    worker.start()
    try:
        yield passes
    finally:
        stop.set()
        worker.join()
        sys.setswitchinterval(switch)


def unmap_compiler_code(maps: str = "/proc/self/smaps") -> int:
    """Unmap the clean mappings of the compiler's library from this process: the bytes unmapped
    (0 where there is no such library, no /proc or no madvise)."""
    if not sys.platform.startswith("linux"):
        return 0
    try:
        segments = _clean_code_segments(maps)
    except OSError:
        return 0
    madvise = _madvise()
    return _drop(segments, madvise) if madvise else 0


def _drop(segments: list[tuple[int, int]], madvise) -> int:
    """Unmap each (start, end) with ``madvise``: the bytes it unmapped."""
    return sum(end - start for start, end in segments if madvise(start, end - start, MADV_DONTNEED) == 0)


def _madvise():
    """libc's madvise through ctypes (it releases the interpreter's lock while it runs), or None."""
    try:
        madvise = ctypes.CDLL(None, use_errno=True).madvise
    except (OSError, AttributeError):
        return None
    madvise.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]
    return madvise


def _clean_code_segments(maps: str) -> list[tuple[int, int]]:
    """(start, end) of the compiler library's mappings that hold no dirty page (none written: a
    private mapping's written pages are the process's own copies, which must stay)."""
    found, current = [], None
    with open(maps, encoding="ascii", errors="replace") as f:
        for line in f:
            fields = line.split()
            if fields and "-" in fields[0] and not fields[0].endswith(":"):
                current = None
                if len(fields) >= 6 and fields[1].endswith("p") and "w" not in fields[1] and \
                        os.path.basename(fields[5]).startswith(COMPILER_LIBRARY):
                    start, end = (int(x, 16) for x in fields[0].split("-"))
                    current = [start, end, 0]
                    found.append(current)
            elif current is not None and fields[0] in ("Private_Dirty:", "Shared_Dirty:", "Anonymous:"):
                current[2] += int(fields[1])
    return [(start, end) for start, end, dirty in found if dirty == 0]
