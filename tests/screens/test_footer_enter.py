"""While a jogo number is typed after ``j``, the footer says what Enter does then (use
that jogo), not "⏎ Contagem" (issue 10's follow-up)."""

from __future__ import annotations

from buraco_tui.screens.table import TableScreen
from buraco_tui.screens.widgets.footer import KeyBar
from tests.helpers.app import make_app, save_session, session_from, until
from tests.helpers.positions import full_layout
from tests.helpers.tables import TEN_JOGOS


def enter_key(app) -> list[tuple[str, bool]]:
    """The footer's Enter: its label and whether it is enabled (none when hidden)."""
    return [(k.label, k.enabled) for k in app.screen.query_one(KeyBar).keys if k.key == "enter"]


async def test_footer_names_what_enter_does_while_a_jogo_number_is_typed(data_dir):
    game = full_layout(
        hands=["6♣ 6♥ K♣ 9♣", "A♣ A♣ 7♥"], melds=[TEN_JOGOS, []], phase="baixar", mortos=[]
    )
    save_session(data_dir, session_from(game))
    app = make_app(data_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        await pilot.pause()
        assert enter_key(app) == []  # no hand over: nothing to count
        await pilot.press("j")
        await pilot.pause()
        assert enter_key(app) == [("Usar o jogo", True)]
        await pilot.press("1")
        await pilot.pause()
        assert enter_key(app) == [("Usar o jogo", True)]
        await pilot.press("escape")
        await pilot.pause()
        assert enter_key(app) == []  # no hand over: nothing to count
