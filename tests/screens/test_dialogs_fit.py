"""Every dialog, and the end-of-hand / end-of-match screen, shows all its controls at
80x24 and 100x30 (issue 10's follow-up: at 80x24 the end-of-match buttons were cut off).

The longest count: a rioplatense hand (every score line of the table) that ends the match
with Zeca's eleven cards left face up.
"""

from __future__ import annotations

import pytest

from buraco_tui.screens.end_hand import EndHandScreen
from buraco_tui.screens.table import TableScreen
from tests.helpers.app import hidden_controls, make_app, save_session, session_from, until
from tests.helpers.positions import full_layout

SIZES = [pytest.param((100, 30), id="100x30"), pytest.param((80, 24), id="80x24")]


def long_count_layout(match_over: bool = True, play: bool = True):
    """Rioplatense: you bater (10♣ on J♣ Q♣ K♣, discard K♠); Zeca keeps eleven cards.

    With ``match_over`` your score passes the 3000 of the match, so the screen is the end
    of the match (winner, final score, two buttons). ``play=False`` stops before the batida.
    """
    game = full_layout(
        "rioplatense",
        hands=["10♣ K♠", "A♣ A♣ 7♥ Q♦ 2♦ 3♣ 5♠ 9♠ J♥ K♦ 4♦"],
        melds=[["3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥", "J♣ Q♣ K♣"], ["5♦ 6♦ 7♦"]],
        mortos=["3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠"],
        mortos_taken=[True, False],
        phase="baixar",
        scores=[4900 if match_over else 300, 450],
    )
    if play:
        game.apply({"acao": "encostar", "jogo": 1, "cartas": "10♣"})
        game.apply({"acao": "descartar", "carta": "K♠"})
        assert game.hand_over and game.match_over == match_over
    return game


@pytest.mark.parametrize("size", SIZES)
async def test_end_of_match_shows_its_buttons_with_the_longest_count(data_dir, size):
    """ "At 80x24 the end-of-match dialog's buttons are cut off." """
    save_session(data_dir, session_from(long_count_layout(play=False), seed=2))
    app = make_app(data_dir)
    async with app.run_test(size=size) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        app.screen.play({"acao": "encostar", "jogo": 1, "cartas": "10♣"})
        app.screen.play({"acao": "descartar", "carta": "K♠"})
        await until(pilot, lambda: isinstance(app.screen, EndHandScreen))
        await pilot.pause()
        assert app.screen.query("#again") and app.screen.query("#winner")
        assert hidden_controls(app) == []
        winner = app.screen.query_one("#winner").region
        assert winner.bottom <= app.screen.query_one(".dialog").region.bottom
        # what does not fit scrolls: the history at the end can be brought into sight
        scroll = app.screen.query_one(".scroll")
        scroll.scroll_end(animate=False)
        await pilot.pause()
        history = app.screen.query_one("#history").region
        assert scroll.region.contains_region(history)


@pytest.mark.parametrize("size", SIZES)
async def test_every_dialog_shows_all_its_controls(data_dir, size):
    """Help, statistics, options, the new-match form and the end of a hand, each at
    100x30 and 80x24: every button, select and checkbox is in sight."""
    save_session(data_dir, session_from(long_count_layout(match_over=False, play=False), seed=2))
    app = make_app(data_dir)
    async with app.run_test(size=size) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        table = app.screen
        for key in ("question_mark", "t", "g", "n"):
            await pilot.press(key)
            await until(pilot, lambda: app.screen is not table)
            await pilot.pause()
            assert hidden_controls(app) == [], key
            await pilot.press("escape")
            await until(pilot, lambda: app.screen is table)
        table.play({"acao": "encostar", "jogo": 1, "cartas": "10♣"})
        table.play({"acao": "descartar", "carta": "K♠"})
        await until(pilot, lambda: isinstance(app.screen, EndHandScreen))
        await pilot.pause()
        assert app.screen.query("#next")
        assert hidden_controls(app) == []
