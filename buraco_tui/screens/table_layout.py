"""The parts of the table's layout that the replay shows too: the piles and the status.

Both screens compose them with the ids ``table.tcss`` styles (each reads that stylesheet).
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical

from .widgets.bands import Band, LogView
from .widgets.box import Box
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
