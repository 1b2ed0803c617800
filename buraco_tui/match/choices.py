"""The choices a match is made of, each listed once: the targets and the seat counts.

Plain data with no heavy imports (the app starts without loading the bots): the settings,
the saved match, the new-match form, the command line and the arena read these. Zeca's
levels are the bots' own (:mod:`buraco_tui.ai.levels`), the languages the catalogue's
(:mod:`buraco_tui.text.lang`).
"""

from __future__ import annotations

TARGETS: tuple[int, ...] = (3000, 1500, 0)
"""Match targets in points; 0 is a single hand."""

PLAYERS: tuple[int, ...] = (2, 3, 4, 6)
"""Seats at a table: 2 (mano a mano), 4 (pairs); rioplatense also 3 and 6 (``Rules.jogadores``)."""

__all__ = ["PLAYERS", "TARGETS"]
