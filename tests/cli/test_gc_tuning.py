"""The command line tunes the garbage collector for the engine's hot loops (decision 58)."""

from __future__ import annotations

import gc

import pytest

from buraco_tui import cli
from buraco_tui.cli.gc_tuning import YOUNG_THRESHOLD, tune_gc


@pytest.fixture
def gc_settings():
    """Give the test process its collector back as it was."""
    before = gc.get_threshold()
    yield
    gc.set_threshold(*before)
    gc.unfreeze()


def test_tune_gc_raises_the_young_threshold_and_keeps_the_others(gc_settings):
    gc.set_threshold(700, 10, 10)
    tune_gc()
    assert gc.get_threshold() == (YOUNG_THRESHOLD, 10, 10)
    assert gc.get_freeze_count() > 0


def test_the_command_line_tunes_it_before_any_command(gc_settings, monkeypatch):
    gc.set_threshold(700, 10, 10)
    seen = []
    monkeypatch.setattr(
        "buraco_tui.cli.bench.run", lambda args: seen.append(gc.get_threshold()) or 0
    )
    assert cli.main(["bench", "--seconds", "0.1"]) == 0
    assert seen == [(YOUNG_THRESHOLD, 10, 10)]
