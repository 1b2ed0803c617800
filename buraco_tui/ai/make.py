"""Build a bot by its level: the one place that knows which class plays each level."""

from __future__ import annotations

from typing import Any

from .levels import LEVELS
from .plans.bots import Bot, RandomBot, RuleBot
from .plans.style import STYLES


def make_bot(level: str, seed: int | None = None, **budget: Any) -> Bot:
    """A bot of ``level`` ("easy", "medium", "hard", "random", or a style of the
    opponent pool: "racer", "hoarder", "cauteloso"; see ``ai/plans/pool.py``).

    ``budget`` tunes the search of "hard" (``playouts=...`` per decision,
    ``horizon=...`` in turns; ``time_limit=...`` in seconds is off by default);
    the other levels ignore it.
    """
    if level == "random":
        return RandomBot(seed)
    if level in ("easy", "medium"):
        return RuleBot(STYLES[level], seed)
    if level == "hard":
        from .mcts.search import HardBot

        return HardBot(seed, **budget)
    from .plans.pool import POOL, make_pool_bot

    if level in POOL:
        return make_pool_bot(level, seed)
    valid = ", ".join((*LEVELS, "random", *POOL))
    raise ValueError(f"nível desconhecido: {level!r}; os válidos são: {valid}")
