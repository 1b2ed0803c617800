"""The end-of-hand screen speaks the table's card language (issue 10's follow-up): the
ASCII option shows the interface language's suit letters, and the cards take the
theme's colours (component classes on theme variables, as the table's), in the dark, the
light and the high-contrast theme. Snapshots of the screen in each theme at 100x30 and 80x24.
"""

from __future__ import annotations

import pytest
from rich.text import Text

from buraco_tui.engine import parse_cards
from buraco_tui.screens.end_hand import EndHandScreen
from buraco_tui.screens.themes import THEMES
from tests.helpers.app import make_app, save_session, session_from, until
from tests.helpers.tables import zeca_keeps_cards_layout

SIZES = [pytest.param((100, 30), id="100x30"), pytest.param((80, 24), id="80x24")]


async def _end_screen(pilot) -> EndHandScreen:
    await until(pilot, lambda: isinstance(pilot.app.screen, EndHandScreen))
    await pilot.pause()
    return pilot.app.screen


async def test_ascii_suits_take_the_languages_letters(data_dir):
    """ "ASCII suit letters are English (s h d c) in Portuguese": the end of the hand too."""
    save_session(data_dir, session_from(zeca_keeps_cards_layout(), seed=2))
    app = make_app(data_dir, settings={"ascii_suits": True})
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await _end_screen(pilot)
        left = str(screen.query_one("#left").render())
        shown = left.split(":", 1)[1].split("(")[0].split()
        assert sorted(shown) == sorted(["Ap", "Ap", "7c", "Qo"])  # paus, copas, ouros


async def test_ascii_suits_in_english(data_dir):
    save_session(data_dir, session_from(zeca_keeps_cards_layout(), seed=2))
    app = make_app(data_dir, settings={"ascii_suits": True, "lang": "en"})
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await _end_screen(pilot)
        left = str(screen.query_one("#left").render())
        assert sorted(left.split(":", 1)[1].split("(")[0].split()) == ["7h", "Ac", "Ac", "Qd"]


@pytest.mark.parametrize("theme", THEMES)
async def test_cards_left_take_the_themes_colours(data_dir, theme):
    """Red cards wear the theme's red (``card--red`` on ``$text-error``), not a fixed one."""
    save_session(data_dir, session_from(zeca_keeps_cards_layout(), seed=2))
    app = make_app(data_dir, settings={"theme": theme})
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await _end_screen(pilot)
        assert app.theme == theme
        red = screen.get_component_rich_style("card--red", partial=True)
        black = screen.get_component_rich_style("card--black", partial=True)
        assert red.color is not None and red.color != black.color
        left = screen.query_one("#left").render()
        assert isinstance(left, Text)
        for card in parse_cards("7♥ Q♦ A♣"):
            label = str(card)
            start = left.plain.index(label)
            styles = [s.style for s in left.spans if s.start <= start < s.end]
            assert styles, label
            expected = red if card.is_red else black
            assert all(s == expected for s in styles), (label, styles, expected)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("theme", THEMES)
def test_end_of_hand_in_each_theme(snap_compare, data_dir, theme, size):
    save_session(data_dir, session_from(zeca_keeps_cards_layout(), seed=2))
    app = make_app(data_dir, settings={"theme": theme})

    async def run_before(pilot) -> None:
        await pilot.pause()
        await _end_screen(pilot)
        await pilot.pause(0.2)

    assert snap_compare(app, terminal_size=size, run_before=run_before)
