"""Issue 11: "From the count screen, the round history, and a 'Mãos anteriores' list
(command palette too), open a hand" — the round history ("Rodadas", in the score panel)
opens the replay of the hand on each of its lines, by a click or by the keyboard, at every
seat count and at 100x30 and 80x24."""

from __future__ import annotations

import pytest
from textual.geometry import Region

from buraco_tui.screens.replay import ReplayScreen
from buraco_tui.screens.table import TableScreen
from buraco_tui.screens.widgets.score import ScorePanel
from tests.helpers.app import make_app, open_table, status_text, until
from tests.helpers.history import match_with_finished_hands


def history_line(app, hand: int) -> int:
    """The panel's line that tells ``hand``."""
    panel = app.screen.query_one("#score", ScorePanel)
    line = panel.summary.line_of(hand)
    assert line is not None
    return line


async def click_history_row(pilot, hand: int) -> None:
    panel = pilot.app.screen.query_one("#score", ScorePanel)
    line = history_line(pilot.app, hand)
    panel.parent.scroll_to_region(
        Region(0, panel.virtual_region.y + line, 1, 1), animate=False, immediate=True
    )
    await pilot.pause()
    await pilot.click(panel, offset=(2, line))


async def open_row(pilot, hand: int) -> None:
    """Click the round history's row of ``hand`` and wait for the replay."""
    await click_history_row(pilot, hand)
    await until(pilot, lambda: isinstance(pilot.app.screen, ReplayScreen))


async def back_to_table(pilot) -> None:
    """Leave the replay (``escape``) and wait for the table."""
    await pilot.press("escape")
    await until(pilot, lambda: isinstance(pilot.app.screen, TableScreen))


@pytest.mark.parametrize("size", [(100, 30), (80, 24)])
async def test_a_click_on_a_row_of_the_round_history_opens_that_hand(data_dir, size):
    match_with_finished_hands(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=size) as pilot:
        await open_table(pilot)
        await open_row(pilot, 1)
        assert app.screen.model.hand.hand_number == 1
        await back_to_table(pilot)
        await open_row(pilot, 2)
        assert app.screen.model.hand.hand_number == 2


@pytest.mark.parametrize("size", [(100, 30), (80, 24)])
async def test_the_rounds_key_picks_a_hand_with_the_arrows_and_enter_opens_it(data_dir, size):
    match_with_finished_hands(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=size) as pilot:
        table = await open_table(pilot)
        keys = table.query_one("KeyBar").keys
        assert any(k.key == "r" for k in keys)  # the key is in the Footer
        await pilot.press("r")
        panel = table.query_one("#score", ScorePanel)
        assert app.focused is panel and panel.picked == 2  # the last finished hand
        shown = {k.key: k.label for k in table.query_one("KeyBar").keys}
        assert {"up", "enter", "escape"} <= set(shown)  # picking's keys in the Footer too
        await pilot.press("up")
        assert panel.picked == 1
        await pilot.press("up")  # no hand before the first
        assert panel.picked == 1
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, ReplayScreen))
        assert app.screen.model.hand.hand_number == 1
        await back_to_table(pilot)
        await pilot.press("escape")  # back to the table's own keys
        assert app.focused is None and panel.picked is None
        cursor = table.cursor
        await pilot.press("right")
        assert table.cursor == (cursor + 1) % len(table.order)


async def test_the_rounds_key_with_no_finished_hand_says_so(data_dir):
    app = make_app(data_dir, seed=5, new=True, target=3000)
    async with app.run_test(size=(100, 30)) as pilot:
        table = await open_table(pilot)
        await pilot.press("r")
        assert app.focused is None
        assert "Nenhuma mão terminou ainda" in status_text(app)
        assert not isinstance(app.screen, ReplayScreen) and app.screen is table


@pytest.mark.parametrize("players", [3, 4, 6])
async def test_the_round_history_opens_a_hand_at_every_seat_count(data_dir, players):
    match_with_finished_hands(data_dir, players=players)
    app = make_app(data_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        await open_row(pilot, 1)
        assert app.screen.model.hand.hand_number == 1
        await back_to_table(pilot)
        await pilot.press("r", "enter")
        await until(pilot, lambda: isinstance(app.screen, ReplayScreen))
        assert app.screen.model.hand.hand_number == 2


async def test_a_click_on_the_replays_own_round_history_opens_that_hand_in_place(data_dir):
    match_with_finished_hands(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        await pilot.press("r", "enter")  # hand 2, the last finished one
        await until(pilot, lambda: isinstance(app.screen, ReplayScreen))
        replay = app.screen
        assert replay.model.hand.hand_number == 2
        await pilot.press("end")
        await pilot.pause()
        await click_history_row(pilot, 1)
        await pilot.pause()
        assert app.screen is replay and replay.model.hand.hand_number == 1
        assert replay.model.step == 0  # from its deal
        await back_to_table(pilot)


@pytest.mark.parametrize(
    ("seats", "totais", "count"),
    [
        (4, [100, -20], "Nós 100 × Zeca/Tonho -20"),
        (3, [1, 2, 3], "Você 1 × Zeca 2 × Tonho 3"),
        (6, [1, 2, 3], "Nós 1 × Zeca/Lurdes 2 × Tonho/Bené 3"),
    ],
)
def test_the_past_hands_list_names_every_side_of_a_seated_table(seats, totais, count):
    from buraco_tui.screens.hands_list import hand_line
    from buraco_tui.store.hands import ListedHand

    row = ListedHand(
        "m", 0, 1, "aberto", ["you"] + ["easy"] * (seats - 1), True, totais, False, False, "x"
    )
    assert hand_line(row, "pt", 1).endswith(count)
