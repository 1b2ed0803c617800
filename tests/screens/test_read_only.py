"""A second instance on one data dir (issue 26, item 3): the offer, then read-only.

"a second instance says so and offers to open read-only (watch, replay, statistics) or
quit" -- "`buraco review FILE`, then Esc, resumes the saved match even while another
instance plays it."
"""

from __future__ import annotations

from pathlib import Path

from buraco_tui.app import BuracoApp
from buraco_tui.cli import main
from buraco_tui.screens.hands_list import HandsListScreen
from buraco_tui.screens.read_only import DataDirBusyScreen, ReadOnlyScreen
from buraco_tui.screens.replay import ReplayScreen
from buraco_tui.screens.stats import StatsScreen
from buraco_tui.screens.table import TableScreen
from buraco_tui.store.lock import claim
from buraco_tui.store.settings import Settings, save_settings
from tests.helpers.app import make_args, screen_text, until
from tests.helpers.history import match_with_finished_hands


def files(data_dir: Path) -> list[tuple[str, int, int]]:
    """Every file under the data dir with its size and modification time."""
    return sorted(
        (str(p.relative_to(data_dir)), p.stat().st_size, p.stat().st_mtime_ns)
        for p in data_dir.rglob("*")
    )


def saved_match(data_dir: Path) -> None:
    """A match in play, its hands recorded, as the owning instance left it."""
    save_settings(data_dir, Settings(bot_delay=0.0))
    match_with_finished_hands(data_dir)


async def test_the_second_instance_offers_read_only_and_writes_nothing(data_dir):
    saved_match(data_dir)
    with claim(data_dir) as owner, claim(data_dir) as second:
        assert owner.owned and not second.owned
        before = files(data_dir)
        # --lang en would be remembered in the settings: not by an instance that owns nothing
        app = BuracoApp(make_args(data_dir, lang="en", new=True), claim=second)
        async with app.run_test(size=(100, 30)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, DataDirBusyScreen))
            text = screen_text(app)
            assert "Another buraco" in text and "Read-only" in text and "Quit" in text
            await pilot.press("l")
            await until(pilot, lambda: isinstance(app.screen, ReadOnlyScreen))
            hub = app.screen
            assert "Watch the match" in screen_text(app)
            await pilot.press("n")  # play: refused, with the reason
            await pilot.pause()
            said = str(hub.query_one("#read-only-message").render())
            assert "another buraco owns this data dir" in said
            await pilot.press("v")  # watch: the last hand of the saved match
            await until(pilot, lambda: isinstance(app.screen, ReplayScreen))
            assert app.screen.model.index == 2  # hands 1 and 2 done, hand 3 dealt
            await pilot.press("escape")
            await until(pilot, lambda: app.screen is hub)
            await pilot.press("t")
            await until(pilot, lambda: isinstance(app.screen, StatsScreen))
            await pilot.press("escape")
            await until(pilot, lambda: app.screen is hub)
            await pilot.press("m")
            await until(pilot, lambda: isinstance(app.screen, HandsListScreen))
            await pilot.press("enter")
            await until(pilot, lambda: isinstance(app.screen, ReplayScreen))
            await pilot.press("escape", "escape")
            await until(pilot, lambda: app.screen is hub)
            assert app.session is None and app.table is None  # nothing was ever played
            await pilot.press("q")
        assert files(data_dir) == before


async def test_quit_is_the_default_answer(data_dir):
    saved_match(data_dir)
    with claim(data_dir), claim(data_dir) as second:
        before = files(data_dir)
        app = BuracoApp(make_args(data_dir), claim=second)
        async with app.run_test(size=(100, 30)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, DataDirBusyScreen))
            assert "Só leitura" in screen_text(app)  # the remembered language
            await pilot.press("enter")
            await until(pilot, lambda: not app.is_running)
        assert app.return_code == 0
        assert files(data_dir) == before


async def test_review_then_escape_does_not_resume_a_match_another_instance_owns(data_dir, tmp_path):
    saved_match(data_dir)
    shared = tmp_path / "shared.json"
    assert main(["export-hand", "1", str(shared), "--data-dir", str(data_dir)]) == 0
    with claim(data_dir), claim(data_dir) as second:
        before = files(data_dir)
        app = BuracoApp(make_args(data_dir, review_file=str(shared)), claim=second)
        async with app.run_test(size=(100, 30)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, DataDirBusyScreen))
            await pilot.press("l")
            await until(pilot, lambda: isinstance(app.screen, ReplayScreen))
            await pilot.press("escape")
            await until(pilot, lambda: isinstance(app.screen, ReadOnlyScreen))
            assert not any(isinstance(s, TableScreen) for s in app.screen_stack)
            assert app.session is None
        assert files(data_dir) == before


async def test_the_owner_plays_as_before(data_dir):
    saved_match(data_dir)
    with claim(data_dir) as owner:
        app = BuracoApp(make_args(data_dir), claim=owner)
        async with app.run_test(size=(100, 30)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, TableScreen))
            assert not app.read_only and app.session is not None
