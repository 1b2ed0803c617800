"""The arena: duplicate matches, Wilson intervals, think times (CI-sized smoke run)."""

from __future__ import annotations

import pytest

from buraco_tui.arena import main, percentile, run_arena, wilson


def test_wilson_interval_known_values() -> None:
    lo, hi = wilson(60, 100)
    assert lo == pytest.approx(0.5020, abs=1e-3)
    assert hi == pytest.approx(0.6906, abs=1e-3)
    assert wilson(0, 10)[0] == 0.0
    assert wilson(10, 10)[1] == 1.0


def test_percentile_nearest_rank() -> None:
    values = [float(x) for x in range(1, 101)]
    assert percentile(values, 0.5) == 50.0
    assert percentile(values, 0.95) == 95.0


def test_duplicate_deals_swap_seats() -> None:
    result = run_arena("medium", "easy", matches=4, seed=3, target=0)
    assert [(m.pair, m.a_seat) for m in result.matches] == [(0, 0), (0, 1), (1, 0), (1, 1)]
    assert not result.errors
    assert result.wins("a") + result.wins("b") == 4
    assert len(result.margins) >= 4
    assert result.times("a") and result.times("b")


def test_arena_command_smoke(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        [
            "--a",
            "hard",
            "--b",
            "random",
            "--matches",
            "2",
            "--seed",
            "5",
            "--target",
            "0",
            "--rules",
            "fechado",
            "--playouts",
            "6",
            "--quiet",
        ]
    )
    out = capsys.readouterr().out
    assert code == 0
    assert "95% Wilson" in out and "mean margin per hand" in out
    assert "median" in out and "p95" in out
