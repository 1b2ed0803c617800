"""Rioplatense in Spanish (issue 9): the table, the help and a hand's count say nothing in Portuguese."""

from __future__ import annotations

import re

from buraco_tui.screens.end_hand import EndHandScreen
from buraco_tui.screens.table import TableScreen
from tests.helpers.app import make_app, open_help, screen_text, until
from tests.helpers.keys import play_hand_by_keys

PORTUGUESE = {
    "lixo",
    "morto",
    "mortos",
    "curinga",
    "canastra",
    "você",
    "mão",
    "jogo",
    "jogos",
    "sua",
}
"""Portuguese words that seed 001 says otherwise (pozo, buraco, comodín, canasta, tú, mano, juego)."""


def portuguese_in(text: str) -> set[str]:
    """The Portuguese words of ``text``."""
    return set(re.findall(r"\w+", text.lower())) & PORTUGUESE


async def test_rioplatense_in_spanish_table_help_and_count(data_dir):
    app = make_app(data_dir, seed=3, level="easy", lang="es", rules="rioplatense")
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        await pilot.pause()
        text = screen_text(app)
        assert "Pozo" in text and "Mazo" in text and "Tu mano" in text
        assert not portuguese_in(text)
        help_text = await open_help(pilot, width=76)
        assert "Reglas de esta mesa: Rioplatense" in help_text
        assert "con 7 es canasta y ya no acepta más" in " ".join(help_text.split())
        assert not portuguese_in(help_text)
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        await play_hand_by_keys(pilot)
        await until(pilot, lambda: isinstance(app.screen, EndHandScreen))
        count = str(app.screen.query_one("#count").render()) + "\n" + screen_text(app)
        assert "Total de la partida" in count
        assert not portuguese_in(count), count
