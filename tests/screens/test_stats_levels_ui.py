"""Issue 10 item 6 on screen: the level of each finished match is recorded, and the
statistics screen shows the counts per level at 100x30 and at 80x24."""

from __future__ import annotations

import pytest

from buraco_tui.screens.stats import StatsScreen
from buraco_tui.store.stats import load_stats
from tests.helpers.app import make_app, open_table, save_session, screen_text, session_from, until
from tests.helpers.tables import bater, batida_layout, stats_file


async def test_a_finished_match_is_counted_under_its_level(data_dir):
    save_session(data_dir, session_from(batida_layout(0), seed=9, level="hard"))
    app = make_app(data_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot)
        await bater(pilot)
    levels = load_stats(data_dir)[0].by_level("aberto", 0)
    assert [(lv, s.matches, s.wins) for lv, s in levels] == [("hard", 1, 1)]


@pytest.mark.parametrize("size", [(100, 30), (80, 24)])
async def test_the_stats_screen_shows_each_level(data_dir, size):
    stats_file(data_dir)
    app = make_app(data_dir, seed=10)
    async with app.run_test(size=size) as pilot:
        await open_table(pilot)
        await pilot.press("t")
        await until(pilot, lambda: isinstance(app.screen, StatsScreen))
        await pilot.pause()
        lines = screen_text(app).splitlines()
        rows = [line.strip("│ ") for line in lines]
        assert any(r.startswith("Nível  Partidas  Vitórias") for r in rows)
        assert any(r.startswith("—") and "3400" in r for r in rows)  # the old, unknown level
        assert any(r.startswith("fácil") and "1720" in r for r in rows)
        assert any(r.startswith("médio") and "980" in r for r in rows)
        assert "—: partidas de antes" in screen_text(app)


async def test_the_stats_screen_in_english(data_dir):
    stats_file(data_dir)
    app = make_app(data_dir, seed=10, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_table(pilot)
        await pilot.press("t")
        await until(pilot, lambda: isinstance(app.screen, StatsScreen))
        await pilot.pause()
        text = screen_text(app)
        assert "Level" in text and "easy" in text and "medium" in text
