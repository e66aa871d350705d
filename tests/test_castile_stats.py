"""Castile's statistics module on its own: a win counts, raises the streak and sets bests, a loss
breaks the streak, a win enters the high scores, and the rows read the figures back."""
from __future__ import annotations

import pytest

from scenes.services.i18n import set_language, tr
from scenes.services.storage import Storage
from scenes.tables.castile import stats


@pytest.fixture
def storage(tmp_path):
    s = Storage(str(tmp_path))
    yield s
    s.close()


def test_a_first_win_counts_and_sets_every_best(storage):
    news = stats.record_game(storage, won=True, seconds=301.26, moves=140)
    assert news == {"best_streak": True, "best_time": True, "fewest_moves": True}
    assert storage.stats("castile") == {"played": 1, "won": 1, "streak": 1, "best_streak": 1,
                                        "best_time": 301.3, "fewest_moves": 140}


def test_only_better_figures_are_new_bests(storage):
    stats.record_game(storage, won=True, seconds=300.0, moves=140)
    news = stats.record_game(storage, won=True, seconds=320.0, moves=120)
    assert news == {"best_streak": True, "fewest_moves": True}
    figures = storage.stats("castile")
    assert figures["streak"] == 2 and figures["best_time"] == 300.0 and figures["fewest_moves"] == 120


def test_a_loss_counts_and_breaks_the_streak_but_keeps_the_best(storage):
    stats.record_game(storage, won=True, seconds=300.0, moves=140)
    stats.record_game(storage, won=True, seconds=300.0, moves=140)
    assert stats.record_game(storage, won=False, seconds=50.0, moves=3) == {}
    figures = storage.stats("castile")
    assert figures["played"] == 3 and figures["won"] == 2
    assert figures["streak"] == 0 and figures["best_streak"] == 2
    assert stats.record_game(storage, won=True, seconds=400.0, moves=200) == {}  # a streak of 1 is no best


def test_a_win_enters_the_high_scores(storage):
    stats.record_win(storage, "Cleo", 312.44, 140, 7)
    assert storage.top_records("castile") == [("Cleo", 312.4, 140, 7)]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_rows_read_the_figures_back(storage, lang):
    set_language(lang)
    try:
        assert [value for _, value in stats.stat_rows(storage)] == ["0", "0 (–)", "0 / 0", "–", "–"]
        stats.record_game(storage, won=True, seconds=307.0, moves=128)
        stats.record_game(storage, won=False, seconds=10.0, moves=2)
        rows = stats.stat_rows(storage)
        assert rows == [(tr("castile.stat.played"), "2"), (tr("castile.stat.won"), "1 (50 %)"),
                        (tr("castile.stat.streak"), "0 / 1"), (tr("castile.stat.best_time"), "5:07"),
                        (tr("castile.stat.fewest_moves"), "128")]
        assert len(rows) == len(stats.STAT_KEYS)
    finally:
        set_language("de")


def test_no_storage_reads_as_nothing_played():
    assert [value for _, value in stats.stat_rows(None)][0] == "0"
