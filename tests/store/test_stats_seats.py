"""Statistics split by the seats at the table (issue 9): 2, 3, 4 and 6 players counted
apart; files written before the seats load as mano a mano."""

from __future__ import annotations

from pathlib import Path

from buraco_tui.store.stats import UNKNOWN_LEVEL, ModeStats, Stats, load_stats, save_stats


def test_seat_counts_are_kept_apart_and_two_is_the_default() -> None:
    stats = Stats()
    stats.record_finished("aberto", 3000, True, 3100, level="easy")
    stats.record_finished("aberto", 3000, False, 900, level="easy", players=4)
    stats.record_unfinished("rioplatense", 0, level="hard", players=3)
    assert stats.get("aberto", 3000).wins == 1
    assert stats.get("aberto", 3000, players=4) == ModeStats(1, 0, 900, 0, 0, 0)
    assert stats.get("rioplatense", 0, players=3).unfinished == 1
    assert stats.get("rioplatense", 0).matches == 0
    assert [(r, t, n) for r, t, n, _ in stats.seat_entries()] == [
        ("aberto", 3000, 2),
        ("aberto", 3000, 4),
        ("rioplatense", 0, 3),
    ]
    assert [(r, t) for r, t, _ in stats.entries()] == [("aberto", 3000)]  # mano a mano
    assert [lv for lv, _ in stats.by_level("aberto", 3000, players=4)] == ["easy"]


def test_seats_round_trip_and_two_players_write_no_players(tmp_path: Path) -> None:
    stats = Stats()
    stats.record_finished("aberto", 3000, True, 3100, level="easy")
    stats.record_finished("rioplatense", 1500, True, 1600, level="medium", players=6)
    data = stats.to_dict()
    assert all("players" not in item for item in data["modes"] if item["rules"] == "aberto")
    assert [item.get("players") for item in data["modes"]] == [None, 6]
    save_stats(tmp_path, stats)
    loaded, problem = load_stats(tmp_path)
    assert problem is None
    assert loaded.seat_entries() == stats.seat_entries()
    assert loaded.by_level("rioplatense", 1500, 6) == stats.by_level("rioplatense", 1500, 6)


def test_an_old_file_loads_as_mano_a_mano() -> None:
    counts = dict(
        matches=2, wins=1, highest_score=3100, current_streak=0, best_streak=1, unfinished=1
    )
    old = {"modes": [{"rules": "aberto", "target": 3000, **counts}]}
    stats = Stats.from_dict(old)
    assert stats.get("aberto", 3000) == ModeStats(**counts)
    assert [lv for lv, _ in stats.by_level("aberto", 3000)] == [UNKNOWN_LEVEL]
    assert stats.seat_entries()[0][2] == 2


def test_a_bad_seat_count_is_corrupt(tmp_path: Path) -> None:
    counts = dict(
        matches=1, wins=1, highest_score=3100, current_streak=1, best_streak=1, unfinished=0
    )
    for players in (5, "4", True):
        bad = {"modes": [{"rules": "aberto", "target": 3000, "players": players, **counts}]}
        try:
            Stats.from_dict(bad)
        except ValueError:
            continue
        raise AssertionError(f"players {players!r} accepted")
