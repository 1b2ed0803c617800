"""The table shows the lixo as the table's seed does (docs/rules.md §9.2, decisions 22 and 25).

Seed 002: "Buraco Fechado: só o topo do lixo"; seed 004: "apenas a carta em cima da pilha
(colocada por último) fica visível"; seed 001: "del pozo sólo se ve la carta de arriba (y cuántas
hay)". The player's table must show no more than the seat's view holds.
"""

from __future__ import annotations

from buraco_tui.engine import parse_cards
from buraco_tui.screens.widgets.lixo import LixoView
from tests.helpers.app import make_app, save_session, screen_text, session_from, until
from tests.helpers.positions import full_layout

LIXO = "9♣ 4♥ K♠ 7♦"


async def _lixo_shown(data_dir, preset: str, **options) -> tuple[list[str], str]:
    game = full_layout(
        preset,
        hands=["5♠ 6♠ 8♥ J♣ Q♦", "A♣ A♣ 7♥ 3♦ 3♦"],
        lixo=LIXO,
        options=options,
        mortos=[],
    )
    save_session(data_dir, session_from(game))
    app = make_app(data_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: bool(app.screen.query(LixoView)))
        await pilot.pause()
        shown = [str(c) for c in app.screen.query_one("#lixo", LixoView).cards]
        return shown, screen_text(app)


async def test_a_stacked_lixo_shows_only_its_top_card_and_count(data_dir):
    shown, text = await _lixo_shown(data_dir, "jogatina-fechado")
    assert shown == ["7♦"]
    assert "(4)" in text  # the count beside the lixo's name
    assert "K♠" not in text.split("(4)")[1].splitlines()[0]


async def test_a_fanned_lixo_shows_every_card(data_dir):
    shown, _ = await _lixo_shown(data_dir, "fechado")
    assert shown == [str(c) for c in parse_cards(LIXO)]


async def test_the_learning_aid_fans_a_stacked_lixo(data_dir):
    shown, _ = await _lixo_shown(data_dir, "jogatina-fechado", lixo_em_leque=True)
    assert shown == [str(c) for c in parse_cards(LIXO)]
