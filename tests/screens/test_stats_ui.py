"""Statistics per mode and target: a finished match, play again, an unfinished match."""

from __future__ import annotations

from buraco_tui.screens.new_match import NewMatchScreen
from buraco_tui.screens.stats import StatsScreen
from buraco_tui.screens.table import TableScreen
from buraco_tui.store.stats import load_stats
from tests.helpers.app import make_app, open_table, save_session, screen_text, session_from, until
from tests.helpers.tables import bater, batida_layout


async def test_finished_then_unfinished_match_in_the_stats(data_dir):
    save_session(data_dir, session_from(batida_layout(0), seed=9))
    app = make_app(data_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        await bater(pilot)
        g = app.session.game
        assert g.match_over and g.winner == 0
        text = screen_text(app)
        assert "Você venceu a partida!" in text and "Jogar de novo" in text
        entry = load_stats(data_dir)[0].get("aberto", 0)
        assert (entry.matches, entry.wins, entry.highest_score) == (1, 1, g.match_score(0))
        assert (entry.current_streak, entry.best_streak, entry.unfinished) == (1, 1, 0)
        # play again: a fresh match of the same mode
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        assert not app.session.game.match_over and app.session.config.target == 0
        # a new match in the middle of this one asks first and counts it unfinished
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, NewMatchScreen))
        await pilot.press("enter")  # Start
        await until(pilot, lambda: "partida em andamento" in screen_text(app))
        await pilot.press("y")
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        entry = load_stats(data_dir)[0].get("aberto", 0)
        assert (entry.matches, entry.wins, entry.unfinished) == (2, 1, 1)
        assert (entry.current_streak, entry.best_streak) == (0, 1)
        await pilot.press("t")
        await until(pilot, lambda: isinstance(app.screen, StatsScreen))
        await until(pilot, lambda: "Não terminadas" in screen_text(app))
        text = screen_text(app)
        assert "Aberto" in text and "uma mão só" in text and "Não terminadas" in text


async def test_declining_the_new_match_keeps_the_current_one(data_dir):
    app = make_app(data_dir, seed=10)
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        before = app.session.game.to_json()
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, NewMatchScreen))
        await pilot.press("enter")
        await until(pilot, lambda: "partida em andamento" in screen_text(app))
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        assert app.session.game.to_json() == before
        assert load_stats(data_dir)[0].get("aberto", 3000).matches == 0
