"""The bots' names, each listed once, and how a level is asked for.

Plain data with no heavy imports: the settings, the saved match, the new-match form,
the command line and the arena read these without loading a bot (``ai/make.py`` builds one by its level).
"""

from __future__ import annotations

from typing import Any

LEVELS: tuple[str, ...] = ("easy", "medium", "hard")
"""Zeca's levels (Fácil, Médio, Difícil), easiest first."""

POOL_LEVELS: tuple[str, ...] = ("racer", "hoarder", "cauteloso")
"""The opponent pool's styles (``ai/plans/pool.py``: ``POOL``), players unlike Zeca's levels."""

BOT_LEVELS: tuple[str, ...] = (*LEVELS, "random", *POOL_LEVELS)
"""The arena's levels: Zeca's, a player of uniformly random legal moves, and the pool."""

ROLLOUT_STYLES: tuple[str, ...] = ("medium", *POOL_LEVELS, "hard")
"""The styles an opponent plays in Difícil's playouts (``search.rollout_pool``:
Médio, the pool, the Difícil rules), each with its own fit of the estimate."""

POOL_CHOICE = "pool"
"""``buraco arena --b pool``: one run against each style of the pool."""


class UnknownLevel(ValueError):
    """A level name that is none of :data:`BOT_LEVELS`; ``level`` names it."""

    def __init__(self, level: str) -> None:
        super().__init__(f"unknown level {level!r}: {', '.join(BOT_LEVELS)}")
        self.level = level


def parse_level(spec: str) -> tuple[str, dict[str, Any]]:
    """``"hard"`` or ``"hard:playouts=40,horizon=4"``: a level and its own budget.

    Raises :class:`UnknownLevel` for a level not in :data:`BOT_LEVELS`."""
    level, _, rest = spec.partition(":")
    if level not in BOT_LEVELS:
        raise UnknownLevel(level)
    budget: dict[str, Any] = {}
    for item in filter(None, rest.split(",")):
        key, _, value = item.partition("=")
        key = key.strip().replace("-", "_")
        try:
            number = float(value)
        except ValueError:
            budget[key] = value.strip()
            continue
        budget[key] = int(number) if number.is_integer() and key != "time_limit" else number
    return level, budget
