"""The choices a match is made of, each listed once: Zeca's levels, the targets, the languages.

Plain data with no heavy imports (the app starts without loading the bots): the settings,
the saved match, the new-match form, the command line and the arena all read these.
"""

from __future__ import annotations

from buraco_tui.lang import LANGS

LEVELS: tuple[str, ...] = ("easy", "medium", "hard")
"""Zeca's levels (Fácil, Médio, Difícil), easiest first."""

BOT_LEVELS: tuple[str, ...] = (*LEVELS, "random")
"""The arena's levels: Zeca's, and a player of uniformly random legal moves."""

TARGETS: tuple[int, ...] = (3000, 1500, 0)
"""Match targets in points; 0 is a single hand."""

__all__ = ["BOT_LEVELS", "LANGS", "LEVELS", "TARGETS"]
