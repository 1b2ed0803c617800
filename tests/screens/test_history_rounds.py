"""Issue 11: "From the count screen, the round history, and a 'Mãos anteriores' list
(command palette too), open a hand" — the round history ("Rodadas", in the score panel)
opens the replay of the hand on each of its lines, by a click or by the keyboard, at every
seat count and at 100x30 and 80x24."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.geometry import Region

from buraco_tui.engine import Game, ruleset
from buraco_tui.match.records import MatchRecord, match_id_for
from buraco_tui.screens.replay import ReplayScreen
from buraco_tui.screens.table import TableScreen
from buraco_tui.screens.widgets.score import ScorePanel
from buraco_tui.store.hands import HandStore
from buraco_tui.store.recorder import Recorder

from .conftest import make_app, save_session, session_from, status_text, until
from .test_table_keys import open_table

SEED = 11


def match_with_finished_hands(data_dir: Path, players: int = 2, hands: int = 2) -> Game:
    """A match whose first ``hands`` hands were played out with the time-out move and
    recorded as the app records them; the next hand is dealt and waits for the player."""
    rules = ruleset("rioplatense" if players in (3, 6) else "aberto", meta=100_000)
    seed = next(
        s for s in range(SEED, SEED + 50) if Game.new(rules, players=players, seed=s).turn == 0
    )
    game = Game.new(rules, players=players, seed=seed)
    recorder = Recorder(HandStore(data_dir))
    match_id = match_id_for(seed)

    def make() -> MatchRecord:
        return MatchRecord(match_id, rules.to_dict(), players, seed, ["you"] + ["easy"] * 5)

    for _ in range(hands):
        while not game.hand_over:
            game.apply(game.timeout_action())
            recorder.observe(game, match_id, make)
        game.next_hand()
        recorder.observe(game, match_id, make)
    assert recorder.last_error == ""
    assert [h.hand_number for h in recorder.record.hands][:hands] == list(range(1, hands + 1))
    levels = ["", "easy", "easy", "easy", "easy", "easy"][:players] if players > 2 else []
    session = session_from(game, seed=seed, level="easy", players=players, seat_levels=levels)
    save_session(data_dir, session)
    return game


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


@pytest.mark.parametrize("size", [(100, 30), (80, 24)])
async def test_a_click_on_a_row_of_the_round_history_opens_that_hand(data_dir, size):
    match_with_finished_hands(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=size) as pilot:
        await open_table(pilot)
        await click_history_row(pilot, 1)
        await until(pilot, lambda: isinstance(app.screen, ReplayScreen))
        assert app.screen.model.hand.hand_number == 1
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        await click_history_row(pilot, 2)
        await until(pilot, lambda: isinstance(app.screen, ReplayScreen))
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
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
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
        await click_history_row(pilot, 1)
        await until(pilot, lambda: isinstance(app.screen, ReplayScreen))
        assert app.screen.model.hand.hand_number == 1
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
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
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, TableScreen))


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
