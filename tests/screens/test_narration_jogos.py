"""Zeca's jogos are drawn with "•", not numbered: the narration names his jogo by its
cards, as they lay before the move, so the player can find it on the table (issue 10's
follow-up: "Zeca encostou X no jogo 8" named a number shown nowhere)."""

from __future__ import annotations

from buraco_tui.screens.table import TableScreen
from tests.helpers.app import make_app, save_session, screen_text, session_from, until
from tests.helpers.positions import full_layout

ZECA = 1


def _table_after_zecas_encostar():
    """Your turn; Zeca's second jogo is 6♣ 7♣ 8♣ 9♣ (he just laid 9♣ off on it)."""
    return full_layout(
        hands=["4♠ 6♠ 9♥ K♦", "A♦ A♦ 7♥"],
        melds=[["3♥ 4♥ 5♥"], ["J♠ Q♠ K♠", "6♣ 7♣ 8♣ 9♣"]],
    )


async def _table(pilot) -> TableScreen:
    await until(pilot, lambda: isinstance(pilot.app.screen, TableScreen))
    await pilot.pause()
    return pilot.app.screen


async def test_zecas_encostar_names_his_jogo_by_its_cards(data_dir):
    save_session(data_dir, session_from(_table_after_zecas_encostar()))
    app = make_app(data_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        table = await _table(pilot)
        said = table.narrate([{"seat": ZECA, "acao": "encostar", "jogo": 1, "cartas": "9♣"}])
        assert said == "Zeca encostou 9♣ em 6♣ 7♣ 8♣."
        assert "jogo 2" not in said
        # the named cards are on the table, in Zeca's jogos, side by side
        assert "6♣  7♣  8♣" in screen_text(app).split("Monte")[0]


async def test_zecas_lixo_on_a_jogo_names_it_by_its_cards_in_english_ascii(data_dir):
    save_session(data_dir, session_from(_table_after_zecas_encostar()))
    app = make_app(data_dir, settings={"lang": "en", "ascii_suits": True})
    async with app.run_test(size=(100, 30)) as pilot:
        table = await _table(pilot)
        event = {"seat": ZECA, "acao": "pegar_lixo", "jogo": 1, "cartas": "2♥ 9♣"}
        said = table.narrate([event])
        assert said == "Zeca took the lixo (2h 9c), its top card going to 6c 7c 8c."


async def test_your_own_jogos_keep_their_numbers(data_dir):
    save_session(data_dir, session_from(_table_after_zecas_encostar()))
    app = make_app(data_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        table = await _table(pilot)
        said = table.narrate([{"seat": 0, "acao": "encostar", "jogo": 0, "cartas": "5♥"}])
        assert said == "Você encostou 5♥ no jogo 1."
