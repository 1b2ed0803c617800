"""The parts of the table's layout that the replay shows too: the piles and the status.

Both screens compose them with the ids ``table.tcss`` styles (each reads that stylesheet).
"""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.screen import Screen

from buraco_tui.text.lang import tr

from .widgets.bands import Band, LogView
from .widgets.box import Box
from .widgets.cued import CuedBox
from .widgets.lixo import LixoView, MonteView


def compose_piles(lixo: LixoView) -> ComposeResult:
    """The monte and its mortos, beside ``lixo`` under its head."""
    with Horizontal(id="center"):
        yield MonteView(id="monte")
        with Vertical(id="lixo-col"):
            yield Band(id="lixo-head")
            with Box(id="lixo-box"):
                yield lixo


def compose_status() -> ComposeResult:
    """The turn (or the replay's step) and the news below it."""
    with Vertical(id="status"):
        yield Band(id="turn")
        with Box(id="log-box"):
            yield LogView(id="log")


LOG_ROOM = ((40, 6), (30, 4), (0, 3))
"""The lines of news by the terminal's height: 6 from 40 lines, 4 from 30, else 3."""


def fit_to_height(screen: Screen[Any], height: int) -> None:
    """Give the news the lines the terminal's height allows (``-tall``: 40 lines or more)."""
    screen.set_class(height >= 40, "-tall")
    room = next(lines for least, lines in LOG_ROOM if height >= least)
    screen.query_one("#log", LogView).room = room


def cue_boxes(screen: Screen[Any]) -> None:
    """The words of each box's cue (jogos, or the rounds of the score) and of the news's,
    in the screen's language."""
    lang = str(getattr(screen, "lang", "pt"))

    def jogos(n: int, below: bool) -> str:
        return tr("ui.fit.more_jogos", lang, n=n, arrow="↓" if below else "↑")

    def rounds(n: int, below: bool) -> str:
        return tr("ui.fit.more_rounds", lang, n=n, arrow="↓" if below else "↑")

    for box in screen.query(CuedBox):
        box.cue_text = rounds if box.id == "side" else jogos
    log = screen.query_one("#log", LogView)
    log.more = lambda n: tr("ui.fit.log_more", lang, n=n)
    log.refresh(layout=True)
