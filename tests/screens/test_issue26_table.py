"""Issue 26 item 6 at the table: the Dica's card, the names and marks of the table."""

from __future__ import annotations

from buraco_tui.ai.dica import Hint
from buraco_tui.engine import parse_cards
from tests.helpers.app import make_app, open_table, save_session, session_from, until
from tests.helpers.positions import full_layout


async def test_after_a_discard_dica_d_discards_the_card_under_the_cursor(data_dir):
    """The Dica marks its card; moving the cursor away and pressing ``d`` discards the card
    under the cursor, not the hinted one."""
    game = full_layout(hands=["3♥ 7♣ K♠ Q♦", "A♣ A♣ 7♥"], phase="baixar")
    save_session(data_dir, session_from(game))
    app = make_app(data_dir)
    app.find_hint = lambda view, lang, seed: Hint(
        {"acao": "descartar", "carta": "K♠"}, "o K♠ não serve", ["K♠"]
    )
    async with app.run_test(size=(100, 30)) as pilot:
        table = await open_table(pilot)
        await pilot.press("h")
        await until(pilot, lambda: table.hint is not None)
        hinted = table.order.index(parse_cards("K♠")[0])
        assert table.hinted == {hinted} and table.cursor == hinted
        await pilot.press("right")
        under = table.order[table.cursor]
        assert str(under) != "K♠"
        log = len(app.session.game.log)
        await pilot.press("d")
        await pilot.pause()
        assert app.session.game.log[log]["acao"] == "descartar"
        assert app.session.game.log[log]["carta"] == str(under)
