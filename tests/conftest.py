"""Test setup: SDL dummy drivers before pygame is imported anywhere, and a temp data folder."""
from __future__ import annotations

import os
import sys

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

import pytest  # noqa: E402


@pytest.fixture
def app(tmp_path):
    """A started headless app with its own data folder; shut down afterwards."""
    from tests.harness import make_app

    a = make_app(tmp_path / "data")
    yield a
    a.shutdown()
