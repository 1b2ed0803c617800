"""Issue 10 item 6: "Statistics split by Zeca's level as well as by table and target"."""

from __future__ import annotations

from pathlib import Path

import pytest

from buraco_tui.store.stats import (
    STATS_FILE,
    UNKNOWN_LEVEL,
    ModeStats,
    Stats,
    load_stats,
    save_stats,
)
from buraco_tui.store.storage import JsonStore


def test_each_level_keeps_its_own_counts_and_the_mode_all_of_them() -> None:
    stats = Stats()
    stats.record_finished("aberto", 3000, True, 3100, level="hard")
    stats.record_finished("aberto", 3000, True, 3300, level="easy")
    stats.record_finished("aberto", 3000, False, 1200, level="easy")
    stats.record_unfinished("aberto", 3000, level="medium")
    assert stats.get("aberto", 3000) == ModeStats(4, 2, 3300, 0, 2, 1)
    assert stats.by_level("aberto", 3000) == [
        ("easy", ModeStats(2, 1, 3300, 0, 1, 0)),
        ("medium", ModeStats(1, 0, None, 0, 0, 1)),
        ("hard", ModeStats(1, 1, 3100, 1, 1, 0)),
    ]
    assert stats.by_level("fechado", 3000) == []


def test_a_match_without_a_level_counts_under_unknown() -> None:
    stats = Stats()
    stats.record_finished("aberto", 0, True, 900)
    assert stats.by_level("aberto", 0) == [(UNKNOWN_LEVEL, ModeStats(1, 1, 900, 1, 1, 0))]


def test_levels_round_trip(tmp_path: Path) -> None:
    stats = Stats()
    stats.record_finished("aberto", 3000, True, 3100, level="medium")
    stats.record_unfinished("fechado", 1500, level="hard")
    save_stats(tmp_path, stats)
    loaded, problem = load_stats(tmp_path)
    assert problem is None
    assert loaded.to_dict() == stats.to_dict()
    assert loaded.by_level("fechado", 1500) == [("hard", ModeStats(1, 0, None, 0, 0, 1))]


OLD = {
    "rules": "aberto",
    "target": 3000,
    "matches": 3,
    "wins": 2,
    "highest_score": 3400,
    "current_streak": 1,
    "best_streak": 1,
    "unfinished": 0,
}


def test_an_old_file_without_levels_loads_under_the_unknown_level(tmp_path: Path) -> None:
    JsonStore(tmp_path, STATS_FILE).save({"modes": [OLD]})
    stats, problem = load_stats(tmp_path)
    assert problem is None
    counts = ModeStats(3, 2, 3400, 1, 1, 0)
    assert stats.get("aberto", 3000) == counts
    assert stats.by_level("aberto", 3000) == [(UNKNOWN_LEVEL, counts)]
    # a new match adds its level next to the old ones, and all of it is saved
    stats.record_finished("aberto", 3000, True, 3500, level="medium")
    save_stats(tmp_path, stats)
    again = load_stats(tmp_path)[0]
    assert [lv for lv, _ in again.by_level("aberto", 3000)] == ["medium", UNKNOWN_LEVEL]
    assert again.get("aberto", 3000).matches == 4


LEVEL = {**OLD, "level": "easy"}
BAD_LEVELS = {
    "levels not a list": {"easy": 1},
    "missing level": [OLD],
    "level not a string": [{**LEVEL, "level": 1}],
    "mode never played": [{**LEVEL, "rules": "fechado"}],
    "twice": [LEVEL, LEVEL],
    "inconsistent": [{**LEVEL, "wins": 9}],
}


@pytest.mark.parametrize("levels", BAD_LEVELS.values(), ids=BAD_LEVELS.keys())
def test_bad_levels_make_the_file_corrupt(tmp_path: Path, levels) -> None:
    JsonStore(tmp_path, STATS_FILE).save({"modes": [OLD], "levels": levels})
    stats, problem = load_stats(tmp_path)
    assert problem == "corrupt" and stats.entries() == []
