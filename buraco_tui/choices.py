"""The choices a match is made of, each listed once: Zeca's levels, the targets, the languages.

Plain data with no heavy imports (the app starts without loading the bots): the settings,
the saved match, the new-match form, the command line and the arena all read these.
"""

from __future__ import annotations

from buraco_tui.lang import LANGS

LEVELS: tuple[str, ...] = ("easy", "medium", "hard")
"""Zeca's levels (Fácil, Médio, Difícil), easiest first."""

POOL_LEVELS: tuple[str, ...] = ("racer", "hoarder", "cauteloso")
"""The opponent pool's styles (``ai/pool.py``: ``POOL``), players unlike Zeca's levels."""

BOT_LEVELS: tuple[str, ...] = (*LEVELS, "random", *POOL_LEVELS)
"""The arena's levels: Zeca's, a player of uniformly random legal moves, and the pool."""

ROLLOUT_STYLES: tuple[str, ...] = ("medium", *POOL_LEVELS, "hard")
"""The styles an opponent plays in Difícil's playouts (``search.rollout_pool``:
Médio, the pool, the Difícil rules), each with its own fit of the estimate."""

POOL_CHOICE = "pool"
"""``buraco arena --b pool``: one run against each style of the pool."""

TARGETS: tuple[int, ...] = (3000, 1500, 0)
"""Match targets in points; 0 is a single hand."""

PLAYERS: tuple[int, ...] = (2, 3, 4, 6)
"""Seats at a table: 2 (mano a mano), 4 (pairs); rioplatense also 3 and 6 (``Rules.jogadores``)."""

__all__ = [
    "BOT_LEVELS",
    "LANGS",
    "LEVELS",
    "PLAYERS",
    "POOL_CHOICE",
    "POOL_LEVELS",
    "ROLLOUT_STYLES",
    "TARGETS",
]
