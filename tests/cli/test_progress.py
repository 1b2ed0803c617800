"""The long commands' progress when stderr is a log file, not a terminal."""

from __future__ import annotations

import pytest

from buraco_tui.cli.progress import plain_steps, progress_bar


def test_plain_lines_at_each_twentieth_and_at_the_end(capsys: pytest.CaptureFixture[str]) -> None:
    step = plain_steps(200, "arena cauteloso")
    for done in range(1, 201):
        step(done, f"A {done} - B 0")
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 20
    assert lines[0].startswith("arena cauteloso  10/200  A 10 - B 0  0m")
    assert lines[-1].startswith("arena cauteloso  200/200  A 200 - B 0")


def test_a_short_run_prints_every_step_once(capsys: pytest.CaptureFixture[str]) -> None:
    step = plain_steps(3, "curve")
    for done in (1, 1, 2, 3, 3):
        step(done)
    assert [line.split("  ")[1] for line in capsys.readouterr().err.splitlines()] == [
        "1/3",
        "2/3",
        "3/3",
    ]


def test_progress_bar_to_a_log_prints_plain_lines(capsys: pytest.CaptureFixture[str]) -> None:
    # Under pytest stderr is captured, so it is not a terminal: the plain lines are used.
    with progress_bar(4, "train") as step:
        for done in range(1, 5):
            step(done, "ok")
    err = capsys.readouterr().err
    assert "train  4/4  ok" in err
    assert "\x1b[" not in err


def test_quiet_prints_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    with progress_bar(4, "train", enabled=False) as step:
        step(4, "ok")
    assert capsys.readouterr().err == ""
