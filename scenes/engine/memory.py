"""The process's resident memory right now (for the soak run's report)."""
from __future__ import annotations


def rss_mb() -> float:
    """Current resident set size in MB (Linux: /proc; elsewhere the peak from rusage)."""
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024.0
    except OSError:
        pass
    import resource
    import sys

    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024.0 * 1024.0) if sys.platform == "darwin" else peak / 1024.0
