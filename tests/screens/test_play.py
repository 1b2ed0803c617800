"""A whole hand played through key presses, the end-of-hand count, and the next hand."""

from __future__ import annotations

from buraco_tui.engine import score_lines
from buraco_tui.screens.end_hand import EndHandScreen
from buraco_tui.screens.table import TableScreen
from tests.helpers.app import make_app, screen_text, until
from tests.helpers.keys import play_hand_by_keys


async def test_full_hand_by_keys_then_count_then_next_hand(data_dir):
    app = make_app(data_dir, seed=10, level="easy")
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        assert app.session.game.hand_number == 1
        moves = await play_hand_by_keys(pilot)
        assert moves > 5
        game = app.session.game
        assert game.hand_over
        # the end-of-hand screen shows every line of the count this table can score, both sides
        await until(pilot, lambda: isinstance(app.screen, EndHandScreen))
        text = str(app.screen.query_one("#count").render()) + "\n" + screen_text(app)
        mine, his = game.hand_score(0), game.hand_score(1)
        for key, pt_label, _en in score_lines(game.rules):
            line = next(row for row in text.splitlines() if pt_label in row)
            assert line.split()[-2:] == [str(getattr(mine, key)), str(getattr(his, key))], line
        total_line = next(row for row in text.splitlines() if "Total da mão" in row)
        assert total_line.split()[-2:] == [str(mine.total), str(his.total)]
        # the round history has the hand just played
        assert game.history[0]["totais"] == [mine.total, his.total]
        assert f"{mine.total:+d}" in text and f"{his.total:+d}" in text
        # Enter deals the next hand; the score carried over
        await pilot.press("enter")
        await until(pilot, lambda: app.session.game.hand_number == 2)
        assert isinstance(app.screen, TableScreen)
        assert app.session.game.match_score(0) == mine.total
        assert not app.session.game.hand_over
