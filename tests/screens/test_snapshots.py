"""Snapshots (pytest-textual-snapshot) of the table, the end-of-hand count and the help.

Fixed seed, fixed size, a temporary data dir. Update with ``pytest --snapshot-update``
after checking the new pictures by eye.
"""

from __future__ import annotations

from buraco_tui.screens.end_hand import EndHandScreen
from buraco_tui.screens.help import HelpScreen
from buraco_tui.screens.table import TableScreen
from tests.helpers.app import make_app, save_session, session_from, settle_on
from tests.helpers.positions import full_layout
from tests.helpers.tables import zeca_keeps_cards_layout


def test_table_snapshot(snap_compare, data_dir):
    app = make_app(data_dir, seed=10, level="easy")

    async def run_before(pilot) -> None:
        await settle_on(pilot, TableScreen)
        await pilot.press("c", "right", "space")

    assert snap_compare(app, terminal_size=(100, 30), run_before=run_before)


def test_table_snapshot_80x24_with_jogos(snap_compare, data_dir):
    game = full_layout(
        hands=["2♦ 6♦ 7♦ 9♣ 10♣ J♣ Q♦ Q♦ A♥ 3♣", "A♣ A♣ 7♥ 8♥ 9♥"],
        melds=[
            ["3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥", "10♠ J♠ Q♠ 2♠", "4♣ 5♣ 6♣"],
            ["J♥ Q♥ K♥", "5♦ 6♦ 7♦ 8♦ 9♦ 10♦ 2♣"],
        ],
        lixo="Q♣ 4♠ 9♦ 8♠ J♦ 5♠",
        lixo_taken=["", "7♥"],
        mortos=["3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠"],
        mortos_taken=[True, False],
        scores=[820, 1105],
    )
    save_session(data_dir, session_from(game, seed=2, level="easy", learning=True))
    app = make_app(data_dir)

    async def run_before(pilot) -> None:
        await settle_on(pilot, TableScreen)

    assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)


def test_end_of_hand_snapshot(snap_compare, data_dir):
    save_session(data_dir, session_from(zeca_keeps_cards_layout(), seed=2))
    app = make_app(data_dir)

    async def run_before(pilot) -> None:
        await settle_on(pilot, EndHandScreen)

    assert snap_compare(app, terminal_size=(100, 30), run_before=run_before)


def test_help_snapshot(snap_compare, data_dir):
    app = make_app(data_dir, seed=10, rules="fechado")

    async def run_before(pilot) -> None:
        await settle_on(pilot, TableScreen)
        await pilot.press("question_mark")
        while not isinstance(pilot.app.screen, HelpScreen):
            await pilot.pause(0.02)

    assert snap_compare(app, terminal_size=(100, 30), run_before=run_before)
