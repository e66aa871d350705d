"""Kastell's own log file: `kastell.log` in the data folder, rotating (3 × 512 kB), with every warning
and every crash with its traceback. A folder that cannot be written means no log file (said once)."""
from __future__ import annotations

import logging
import logging.handlers
import os

LOG_NAME = "kastell.log"
_handlers: dict[str, logging.Handler] = {}


def install_log_file(storage) -> str | None:
    """Log to `kastell.log` in the data folder (rotating); None when the folder cannot be written."""
    if storage is None or not storage.persistent or not storage.folder:
        return None
    path = os.path.join(storage.folder, LOG_NAME)
    if path in _handlers:
        return path
    try:
        handler = logging.handlers.RotatingFileHandler(path, maxBytes=512 * 1024, backupCount=3, encoding="utf-8")
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    handler.setLevel(logging.INFO)
    root = logging.getLogger("kastell")
    root.addHandler(handler)
    if root.level == logging.NOTSET or root.level > logging.INFO:
        root.setLevel(logging.INFO)
    _handlers[path] = handler
    return path


def remove_log_file(path: str | None) -> None:
    handler = _handlers.pop(path, None) if path else None
    if handler is not None:
        logging.getLogger("kastell").removeHandler(handler)
        handler.close()
