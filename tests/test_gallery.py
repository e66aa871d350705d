"""Every screen a person can meet, in German and English, passes the layout audit.

Runs `python -m bench.gallery` (a process of its own: the audit switches pygame into recording mode)
over all states in both languages and reads its audit.json: no violation may be left that is not in
`bench.gallery.exceptions`, and every exception there must still be needed.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

REQUIRED = [
    "title", "menu", "menu_kiosk", "keyboard_name", "settings", "high_scores", "statistics", "pin_pad",
    "pin_locked", "pin_first_visit", "operator", "confirm_quit", "resume_offer", "error_screen",
    "attract_teaser", "attract_high_scores", "attract_game",
    *[f"setup_{g}" for g in ("castro", "catsle", "caprice", "castile")],
    *[f"rules_{g}" for g in ("castro", "catsle", "caprice", "castile")],
    *[f"rules_{g}_over_setup" for g in ("castro", "catsle", "caprice", "castile")],
    "castro_start", "castro_rolled", "castro_hint", "castro_pause", "castro_won", "castro_results",
    "catsle_start", "catsle_take", "catsle_round2", "catsle_privacy", "catsle_round_scoring", "catsle_results",
    "caprice_start", "caprice_midgame", "caprice_privacy", "caprice_ordering", "caprice_results",
    "castile_start", "castile_midgame", "castile_menu", "castile_won",
]


@pytest.fixture(scope="module")
def gallery(tmp_path_factory):
    out = tmp_path_factory.mktemp("gallery")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    run = subprocess.run([sys.executable, "-m", "bench.gallery", str(out), "--lang", "both"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=900)
    path = out / "audit.json"
    assert path.exists(), run.stdout[-3000:] + run.stderr[-3000:]
    with open(path, encoding="utf-8") as f:
        report = json.load(f)
    return out, report, run


def test_the_gallery_covers_every_kind_of_screen(gallery):
    out, report, _ = gallery
    for lang in ("de", "en"):
        missing = [name for name in REQUIRED if f"{lang}/{name}" not in report["states"]]
        assert not missing, f"{lang}: no gallery state for {missing}"
    assert report["texts"] > 2000
    for state in report["states"]:
        assert (out / f"{state}.png").exists()
    assert (out / "index.html").exists()
    assert set(report) >= {"states", "texts", "violations"}


def test_no_screen_breaks_the_layout_rules(gallery):
    _, report, run = gallery
    found = [f"{v['state']}: {v['kind']}: {v['detail']}" for v in report["violations"]]
    assert not found, f"{len(found)} violation(s):\n" + "\n".join(found[:60])
    assert run.returncode == 0


def test_every_exception_is_still_needed(gallery):
    from bench.gallery.exceptions import EXCEPTIONS

    _, report, _ = gallery
    from fnmatch import fnmatch

    for e in EXCEPTIONS:
        used = [v for v in report["excepted"] if fnmatch(v["state"], e["state"]) and v["kind"] == e["kind"]
                and e.get("contains", "") in v["detail"]]
        assert used, f"stale exception (it hides nothing any more): {e}"
        assert len(e["reason"]) > 40, f"an exception needs a real reason: {e}"
