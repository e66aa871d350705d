"""The phone page's pictures on disk: drawn once per version of the art, by a worker process.

Drawing every card, disc, tile and die (`images.render_images`) takes most of a second here and
several on a Raspberry Pi, far too long for a frame, so a separate process draws them into the data
folder (`phone-pictures/<art key>/`), where they stay for every later table; the art key is a hash of
the drawing code, so new art draws anew. The table server waits for them (`ready`) before it serves
a picture. The worker is the module the tables name (`scenes.tables.phone_pictures`: the pictures
are theirs), run as ``python -m <worker> FOLDER``; it draws through `draw`.
"""
from __future__ import annotations

import hashlib
import logging
import os
import subprocess
import sys
import tempfile
from pathlib import Path

_log = logging.getLogger("kastell.phones")

ROOT = Path(__file__).resolve().parents[3]
DONE = "done"          # written last: the folder is complete


def art_key() -> str:
    """A short hash of every module that draws a picture (the sprites, the tables' art and phone art,
    images.py, the gatherer)."""
    digest = hashlib.sha256()
    tables = ROOT / "scenes" / "tables"
    sources = (sorted((ROOT / "sprites").glob("*.py")) + sorted(tables.glob("*/art.py"))
               + sorted(tables.glob("*/phone_art.py")) + [tables / "phone_pictures.py"])
    sources.append(Path(__file__).with_name("images.py"))
    for path in sources:
        if not path.exists():
            continue
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


class PictureCache:
    def __init__(self, data_folder: str | None, worker: str) -> None:
        """`worker`: the module that draws the pictures when run (``python -m worker FOLDER``)."""
        base = Path(data_folder) if data_folder else Path(tempfile.gettempdir()) / "kastell"
        self.folder = base / "phone-pictures" / art_key()
        self.worker = worker
        self.process: subprocess.Popen | None = None

    def ready(self) -> bool:
        return (self.folder / DONE).exists()

    def start(self) -> None:
        """Draw the pictures in a worker process unless this art's pictures are already there."""
        if self.ready() or self.process is not None:
            return
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
        env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p)
        try:
            self.process = subprocess.Popen([sys.executable, "-m", self.worker,
                                             str(self.folder)], cwd=str(ROOT), env=env,
                                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        except OSError as exc:
            _log.error("cannot draw the phone pictures: %s", exc)

    def stop(self) -> None:
        """Leave a drawing that is still running to finish on its own (the next table finds it)."""
        self.process = None


def draw(folder: Path, render) -> int:
    """Draw every picture (`render(scratch)`, returning the names written) into a folder of its own
    first, then move it into place as `folder`, marked complete (a table that closes meanwhile, or a
    data folder that goes away, never sees half of it); returns how many were drawn."""
    import shutil

    scratch = Path(tempfile.mkdtemp(prefix="kastell-pictures-"))
    try:
        names = render(scratch)
        (scratch / DONE).write_text(f"{len(names)}\n", encoding="utf-8")
        if not (folder / DONE).exists():  # (another table's worker may have been quicker)
            folder.parent.mkdir(parents=True, exist_ok=True)
            shutil.rmtree(folder, ignore_errors=True)
            shutil.move(str(scratch), str(folder))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return len(names)

