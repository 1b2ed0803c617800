"""Start-up (issue 25): a resumed match's table is the app's first screen, styled once as
it mounts, and not laid out again for each copy of the terminal's size Textual sends as
it starts."""

from __future__ import annotations

from textual.css.stylesheet import Stylesheet
from textual.screen import Screen

from buraco_tui.match.session import MatchConfig, MatchSession
from buraco_tui.screens.table import TableScreen
from tests.helpers.app import make_app, open_table, save_session


async def test_a_resumed_match_is_the_first_screen(data_dir):
    save_session(data_dir, MatchSession.new(MatchConfig(seed=7)))
    app = make_app(data_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        table = await open_table(pilot)
        assert app.screen_stack == [table]  # no blank screen under it


async def test_the_table_is_styled_once_and_not_laid_out_again_for_its_own_size(
    data_dir, monkeypatch
):
    restyled: list[object] = []
    relaid: list[object] = []
    update_nodes, screen_resized = Stylesheet.update_nodes, Screen._screen_resized

    def counted_update_nodes(self, nodes, animate=False):
        nodes = list(nodes)
        restyled.extend(nodes)
        return update_nodes(self, nodes, animate)

    def counted_screen_resized(self, size):
        if isinstance(self, TableScreen) and self.is_attached and self.stack_updates:
            relaid.append(size)
        return screen_resized(self, size)

    monkeypatch.setattr(Stylesheet, "update_nodes", counted_update_nodes)
    monkeypatch.setattr(Screen, "_screen_resized", counted_screen_resized)
    save_session(data_dir, MatchSession.new(MatchConfig(seed=7)))
    app = make_app(data_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        table = await open_table(pilot)
        await pilot.pause()
        # the mount styled every widget; the first resume does not restyle them all
        assert not [n for n in restyled if n is table or table in getattr(n, "ancestors", [])]
        # the terminal kept its size: the copies of it Textual sends lay nothing out again
        assert relaid == []
