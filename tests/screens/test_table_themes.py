"""Snapshots of the table in each theme (dark, light, high contrast) at 100x30 and 80x24.

The position shows every colour of the table at once: red and black suits, canastras
limpa and suja, learning mode's marks and lixo cards, a selected card, the card just
drawn, a refusal. Update with ``pytest --snapshot-update`` after checking them by eye.
"""

from __future__ import annotations

import pytest

from buraco_tui.screens.table import TableScreen
from buraco_tui.screens.themes import THEMES
from tests.helpers.app import make_app, save_session, session_from, settle_on
from tests.helpers.positions import full_layout


def _position():
    return full_layout(
        hands=["2♦ 6♦ 7♦ 9♣ 10♣ J♣ Q♦ Q♦ A♥ 3♣", "A♣ A♣ 7♥ 8♥ 9♥"],
        melds=[
            ["3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥", "10♠ J♠ Q♠ 2♠", "4♣ 5♣ 6♣"],
            ["J♥ Q♥ K♥", "5♦ 6♦ 7♦ 8♦ 9♦ 10♦ 2♣"],
        ],
        monte="8♣",
        lixo="Q♣ 4♠ 9♦ 8♠ J♦ 5♠",
        lixo_taken=["", "7♥"],
        mortos=["3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠"],
        mortos_taken=[True, False],
        scores=[820, 1105],
    )


@pytest.mark.parametrize("size", [(100, 30), (80, 24)], ids=["100x30", "80x24"])
@pytest.mark.parametrize("theme", THEMES)
def test_table_in_each_theme(snap_compare, data_dir, theme, size):
    save_session(data_dir, session_from(_position(), seed=2, level="easy", learning=True))
    app = make_app(data_dir)

    async def run_before(pilot) -> None:
        await settle_on(pilot, TableScreen)
        pilot.app.theme = theme
        await pilot.press("c", "right", "space", "b")
        await pilot.pause()

    assert snap_compare(app, terminal_size=size, run_before=run_before)
