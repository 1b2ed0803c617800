"""``buraco curve`` (issue 27, item 2): A levels on the same deals, compared in pairs."""

from __future__ import annotations

from pathlib import Path

import pytest

import buraco_tui
from buraco_tui.cli import main
from buraco_tui.cli.arena import ArenaResult, MatchResult
from buraco_tui.cli.curve import paired


def _result(a: str, outcomes: list[tuple[str, int]]) -> ArenaResult:
    result = ArenaResult(a, "medium")
    for pair, (winner, margin) in enumerate(outcomes):
        result.matches.append(MatchResult(pair, 0, winner, [margin], {"a": [], "b": []}))
    return result


def test_paired_differences_match_by_match() -> None:
    before = _result("x", [("a", 100), ("b", -50), ("b", -200), ("a", 30)])
    after = _result("y", [("a", 150), ("a", 20), ("b", -100), ("a", 30)])
    d = paired(before, after)
    assert d["won"] == pytest.approx(25.0)  # one match of four turned
    assert d["margin"] == pytest.approx((50 + 70 + 100 + 0) / 4)
    assert d["n"] == 4
    assert d["margin_ci"] > 0


def test_the_same_level_twice_differs_by_nothing(capsys) -> None:
    argv = ["curve", "--quiet", "--a", "medium", "--a", "medium", "--b", "easy"]
    assert main([*argv, "--rules", "mestre-buraco", "--matches", "4"]) == 0
    out = capsys.readouterr().out
    assert "4 matches each (same deals)" in out
    # the code measured, whatever folder the command ran in (stop 55: a console script
    # started in a git worktree ran the installed checkout's bots)
    assert f"code {Path(buraco_tui.__file__).parent}" in out.splitlines()[0]
    assert "medium - medium: won +0.0 ± 0.0 points, margin +0.0 ± 0.0/hand" in out


def test_one_level_is_not_a_curve(capsys) -> None:
    assert main(["curve", "--a", "medium"]) == 2
    assert "--a" in capsys.readouterr().err


def test_each_arm_is_printed_as_it_finishes(capsys, monkeypatch) -> None:
    """A run stopped in its second arm keeps the first arm's line (stop 35 lost a
    26-minute arm because nothing was printed before the last one finished)."""
    import buraco_tui.cli.curve as curve

    real = curve.run_arena
    calls: list[str] = []

    def stopped_in_second_arm(spec, *args, **kwargs):
        calls.append(spec)
        if len(calls) == 2:
            raise KeyboardInterrupt
        return real(spec, *args, **kwargs)

    monkeypatch.setattr(curve, "run_arena", stopped_in_second_arm)
    argv = ["curve", "--quiet", "--a", "medium", "--a", "easy", "--b", "easy"]
    assert main([*argv, "--rules", "mestre-buraco", "--matches", "2"]) != 0
    out = capsys.readouterr().out
    assert "2 matches each (same deals)" in out
    assert out.splitlines()[1].lstrip().startswith("medium ")
    assert "/2 " in out.splitlines()[1]


def test_each_arm_reports_median_p95_and_max_cpu() -> None:
    """Issue 27, item 5 bounds the median, the p95 and the max CPU per decision; stop 59's
    curve printed no max, so its rule had to read the max from other runs."""
    from buraco_tui.cli.curve import line

    result = _result("hard", [("a", 10), ("b", -5)])
    result.matches[0].cpu["a"] = [0.1, 0.2, 0.3]
    result.matches[1].cpu["a"] = [0.4, 1.5]
    row = line(result)
    assert "cpu median  300.0ms p95 1500.0ms max 1500.0ms" in row
    result.matches[1].cpu["a"] = [0.4] * 30 + [1.9]
    assert "p95  400.0ms max 1900.0ms" in line(result)
