"""Statistics (issue 3: "kept apart per mode and per target: matches, wins, highest score,
current and best win streak, unfinished matches"; "Starting a new match in the middle of one
asks first, and counts the old one as unfinished")."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from buraco_tui.store.stats import STATS_FILE, ModeStats, Stats, load_stats, save_stats
from buraco_tui.store.storage import JsonStore


def fixed_clock() -> datetime:
    return datetime(2026, 11, 30, 10, 15, 0, tzinfo=UTC)


def test_never_played_is_all_zeros() -> None:
    assert Stats().get("aberto", 3000) == ModeStats(0, 0, None, 0, 0, 0)
    assert Stats().entries() == []


def test_streaks_wins_and_highest_score() -> None:
    stats = Stats()
    results = [(True, 3100), (True, 3400), (False, 2200), (True, 3050), (True, 3900), (True, 3010)]
    for won, score in results:
        stats.record_finished("aberto", 3000, won, score)
    assert stats.get("aberto", 3000) == ModeStats(
        matches=6, wins=5, highest_score=3900, current_streak=3, best_streak=3, unfinished=0
    )
    stats.record_finished("aberto", 3000, False, 1800)
    got = stats.get("aberto", 3000)
    assert (got.current_streak, got.best_streak, got.highest_score) == (0, 3, 3900)


def test_best_streak_is_kept_after_a_loss() -> None:
    stats = Stats()
    for won in (True, True, True, False, True):
        stats.record_finished("fechado", 1500, won, 100)
    got = stats.get("fechado", 1500)
    assert (got.current_streak, got.best_streak, got.wins, got.matches) == (1, 3, 4, 5)


def test_unfinished_breaks_the_streak_and_counts_as_a_match() -> None:
    stats = Stats()
    stats.record_finished("aberto", 3000, True, 3200)
    stats.record_finished("aberto", 3000, True, 3300)
    stats.record_unfinished("aberto", 3000)
    assert stats.get("aberto", 3000) == ModeStats(
        matches=3, wins=2, highest_score=3300, current_streak=0, best_streak=2, unfinished=1
    )


def test_unfinished_only_has_no_highest_score() -> None:
    stats = Stats()
    stats.record_unfinished("aberto", 0)
    assert stats.get("aberto", 0) == ModeStats(matches=1, unfinished=1)


def test_negative_scores_count_as_highest() -> None:
    """A lost single hand can end below zero; it is still the highest if it is the only one."""
    stats = Stats()
    stats.record_finished("aberto", 0, False, -150)
    assert stats.get("aberto", 0).highest_score == -150
    stats.record_finished("aberto", 0, False, -400)
    assert stats.get("aberto", 0).highest_score == -150


def test_modes_and_targets_are_kept_apart() -> None:
    stats = Stats()
    stats.record_finished("aberto", 3000, True, 3000)
    stats.record_finished("aberto", 1500, False, 900)
    stats.record_finished("fechado", 3000, False, 1200)
    assert stats.get("aberto", 3000).wins == 1
    assert stats.get("aberto", 1500).wins == 0
    assert stats.get("fechado", 3000).highest_score == 1200
    assert stats.get("fechado", 1500).matches == 0
    assert [(r, t) for r, t, _ in stats.entries()] == [
        ("aberto", 1500),
        ("aberto", 3000),
        ("fechado", 3000),
    ]


def test_get_and_entries_return_copies() -> None:
    stats = Stats()
    stats.record_finished("aberto", 3000, True, 3000)
    stats.get("aberto", 3000).wins = 99
    stats.entries()[0][2].wins = 99
    assert stats.get("aberto", 3000).wins == 1


def test_round_trip(tmp_path: Path) -> None:
    stats = Stats()
    stats.record_finished("aberto", 3000, True, 3100)
    stats.record_unfinished("fechado", 0)
    stats.record_finished("mestre-buraco", 1500, False, -20)
    save_stats(tmp_path, stats)
    loaded, problem = load_stats(tmp_path)
    assert problem is None
    assert loaded.entries() == stats.entries()
    assert [p.name for p in tmp_path.iterdir()] == [STATS_FILE]


def test_missing_file_gives_empty_stats(tmp_path: Path) -> None:
    stats, problem = load_stats(tmp_path)
    assert problem is None
    assert stats.entries() == []


GOOD = {
    "rules": "aberto",
    "target": 3000,
    "matches": 2,
    "wins": 1,
    "highest_score": 3100,
    "current_streak": 0,
    "best_streak": 1,
    "unfinished": 1,
}
BAD_PAYLOADS = {
    "no modes": {},
    "modes not a list": {"modes": {"aberto": 1}},
    "entry not a dict": {"modes": [1]},
    "missing field": {"modes": [{k: v for k, v in GOOD.items() if k != "wins"}]},
    "extra field": {"modes": [{**GOOD, "losses": 1}]},
    "string count": {"modes": [{**GOOD, "matches": "2"}]},
    "negative count": {"modes": [{**GOOD, "unfinished": -1}]},
    "more wins than finished": {"modes": [{**GOOD, "wins": 2}]},
    "streak above best": {"modes": [{**GOOD, "current_streak": 2}]},
    "score with no finished match": {
        "modes": [{**GOOD, "matches": 1, "wins": 0, "best_streak": 0}]
    },
    "duplicate mode": {"modes": [GOOD, GOOD]},
    "target not int": {"modes": [{**GOOD, "target": "3000"}]},
}


def test_the_good_entry_is_good(tmp_path: Path) -> None:
    """Guards the table below: each bad payload differs from this accepted one."""
    JsonStore(tmp_path, STATS_FILE).save({"modes": [GOOD]})
    stats, problem = load_stats(tmp_path)
    assert problem is None
    assert stats.get("aberto", 3000) == ModeStats(2, 1, 3100, 0, 1, 1)


@pytest.mark.parametrize("payload", BAD_PAYLOADS.values(), ids=BAD_PAYLOADS.keys())
def test_bad_payload_is_corrupt_and_kept_aside(tmp_path: Path, payload: dict) -> None:
    JsonStore(tmp_path, STATS_FILE).save(payload)
    original = (tmp_path / STATS_FILE).read_bytes()
    stats, problem = load_stats(tmp_path, now=fixed_clock)
    assert problem == "corrupt"
    assert stats.entries() == []
    assert (tmp_path / "stats.corrupt-20261130-101500.json").read_bytes() == original
    assert not (tmp_path / STATS_FILE).exists()


@pytest.mark.parametrize("content", [b"", b"\x89garbage", b'{"schema": 1, "payl', b"[1, 2]"])
def test_corrupt_file_is_kept_aside_and_never_overwritten(tmp_path: Path, content: bytes) -> None:
    (tmp_path / STATS_FILE).write_bytes(content)
    stats, problem = load_stats(tmp_path, now=fixed_clock)
    assert (problem, stats.entries()) == ("corrupt", [])
    aside = tmp_path / "stats.corrupt-20261130-101500.json"
    stats.record_finished("aberto", 3000, True, 3000)
    save_stats(tmp_path, stats)
    assert aside.read_bytes() == content
    assert load_stats(tmp_path)[0].get("aberto", 3000).wins == 1


def test_newer_file_is_kept_aside(tmp_path: Path) -> None:
    (tmp_path / STATS_FILE).write_text('{"schema": 7, "app": "buraco-tui", "payload": {}}')
    assert load_stats(tmp_path, now=fixed_clock)[1] == "newer"
    assert (tmp_path / "stats.newer-20261130-101500.json").exists()
