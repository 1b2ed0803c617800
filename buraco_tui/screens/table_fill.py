"""What the table and the replay draw alike from a game: the jogos, the piles."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from textual.screen import Screen

from buraco_tui.engine import Game
from buraco_tui.text.lang import keys, tr
from buraco_tui.text.names import side_label, side_seats

from .widgets.lixo import LixoView, MonteView
from .widgets.melds import MeldsView


def show_jogos_and_piles(
    screen: Screen[Any], game: Game, sides: Sequence[tuple[str, int]], lang: str
) -> LixoView:
    """Fill each ``(view id, side)`` jogos box, the monte and mortos, and the lixo
    (the whole fan where the table shows it, else only its top card, the count
    standing in its head: rules.md §9.2). Returns the lixo view for what the
    caller adds to it."""
    labels = {k.removeprefix("ui.canastra."): tr(k, lang) for k in keys("ui.canastra.")}
    for view_id, side in sides:
        melds = screen.query_one(view_id, MeldsView)
        melds.melds = game.melds(side)
        melds.empty_text = tr("ui.no_jogos", lang)
        melds.labels = labels
        # a pair of bots: their jogos under both names, apart from the seats' lines above
        pair = side != 0 and len(side_seats(side, game.players)) > 1
        names = side_label(side, game.players, lang)
        melds.title = tr("ui.seats.their_jogos", lang, names=names) if pair else ""
    monte = screen.query_one("#monte", MonteView)
    monte.monte, monte.mortos = game.monte_count, game.mortos_left
    monte.labels = (tr("ui.monte", lang), tr("ui.mortos", lang))
    lixo = screen.query_one("#lixo", LixoView)
    lixo.cards = list(game.lixo) if game.rules.lixo_a_vista else list(game.lixo[-1:])
    lixo.empty_text = tr("ui.lixo_empty", lang)
    lixo.top_text = "◂ " + tr("ui.lixo_top", lang) + _virada_text(game, lang)
    return lixo


def _virada_text(game: Game, lang: str) -> str:
    """Under a stacked lixo, the card turned up at the deal while it lies at the
    bottom: every seat saw it, and the bots remember it (decision 79)."""
    if game.rules.lixo_a_vista or len(game.lixo) < 2:
        return ""
    virada = game.view(0)["lixo_virada"]
    return "  " + tr("ui.lixo_virada", lang, card=virada) if virada else ""
