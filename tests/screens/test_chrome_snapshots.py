"""Snapshots of the screens around the table at 100x30 and 80x24 (issue 10): the new-match
form, the options, the statistics (by level), the help, the one dialog in both its uses,
and the end of a hand (Zeca's cards face up).

Fixed seed, a temporary data dir. Update with ``pytest --snapshot-update`` after checking
the new pictures by eye.
"""

from __future__ import annotations

import re

import pytest

from buraco_tui.screens.confirm import Dialog
from buraco_tui.screens.end_hand import EndHandScreen
from buraco_tui.screens.table import TableScreen
from buraco_tui.store.storage import MatchStore
from tests.helpers.app import make_app, save_session, session_from, settle_on
from tests.helpers.tables import stats_file, zeca_keeps_cards_layout

SIZES = [pytest.param((100, 30), id="100x30"), pytest.param((80, 24), id="80x24")]


def _on_table_then(*keys: str):
    async def run_before(pilot) -> None:
        await settle_on(pilot, TableScreen)
        await pilot.press(*keys)
        await pilot.pause(0.3)

    return run_before


@pytest.mark.parametrize("size", SIZES)
def test_new_match_snapshot(snap_compare, data_dir, size):
    app = make_app(data_dir, seed=10)
    assert snap_compare(app, terminal_size=size, run_before=_on_table_then("n"))


@pytest.mark.parametrize("size", SIZES)
def test_options_snapshot(snap_compare, data_dir, size):
    app = make_app(data_dir, seed=10)
    assert snap_compare(app, terminal_size=size, run_before=_on_table_then("g"))


@pytest.mark.parametrize("size", SIZES)
def test_stats_by_level_snapshot(snap_compare, data_dir, size):
    stats_file(data_dir)
    app = make_app(data_dir, seed=10)
    assert snap_compare(app, terminal_size=size, run_before=_on_table_then("t"))


def test_help_snapshot_80x24(snap_compare, data_dir):
    app = make_app(data_dir, seed=10, rules="fechado")
    assert snap_compare(app, terminal_size=(80, 24), run_before=_on_table_then("question_mark"))


@pytest.mark.parametrize("size", SIZES)
def test_dialog_confirm_snapshot(snap_compare, data_dir, size):
    app = make_app(data_dir, seed=10)
    assert snap_compare(app, terminal_size=size, run_before=_on_table_then("n", "enter"))


@pytest.mark.parametrize("size", SIZES)
def test_dialog_save_problem_snapshot(snap_compare, data_dir, size):
    MatchStore(data_dir).path.write_text("{", encoding="utf-8")
    app = make_app(data_dir)

    async def run_before(pilot) -> None:
        await settle_on(pilot, Dialog)
        # the path of the file kept aside changes with the dir and the clock: hide it
        body = pilot.app.screen.query_one("#save-problem-text")
        text = re.sub(
            re.escape(str(data_dir)) + r"\S*", "/data/match.corrupt-….json", str(body.render())
        )
        body.update(text)
        await pilot.pause()

    assert snap_compare(app, terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES)
def test_end_of_hand_with_zecas_cards_snapshot(snap_compare, data_dir, size):
    save_session(data_dir, session_from(zeca_keeps_cards_layout(), seed=2))
    app = make_app(data_dir)

    async def run_before(pilot) -> None:
        await settle_on(pilot, EndHandScreen)
        await pilot.pause(0.2)

    assert snap_compare(app, terminal_size=size, run_before=run_before)
