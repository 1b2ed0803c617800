"""Zeca's bots (Fácil, Médio, Difícil), the opponent pool, and the Dica.

``make_bot(level, seed=None, **budget).choose(view)`` returns one action dict for the seat
whose view it is; ``hint(view, lang)`` suggests the move for the player's own view with one
sentence of why. Bots read only a seat's view, never the ``Game``.

May import: :mod:`buraco_tui.engine` and :mod:`buraco_tui.text` only (checked by
``lint-imports``). The names below load on first use, so reading :mod:`.levels` (the level
names the settings and the command line need) does not load a bot.

The sub-packages, top to bottom (a layer imports only those below it, checked by
``lint-imports``): ``training`` (the tools that fit the numbers), ``dica`` (the Dica and the
review), ``make`` (a bot by level), ``mcts`` (Difícil's search), ``plans`` (the rule players
and the pool), ``value`` (the learned value), ``fitted`` (the fitted figures, as data),
``knowledge`` (what a seat's view tells), ``levels`` (the level names).
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

from .levels import LEVELS

if TYPE_CHECKING:
    from .dica.hint import Hint, hint
    from .make import make_bot
    from .plans.bots import Bot

_LAZY = {"Bot": ".plans.bots", "Hint": ".dica.hint", "hint": ".dica.hint", "make_bot": ".make"}


def __getattr__(name: str) -> Any:
    """``Bot``, ``Hint``, ``hint`` and ``make_bot``, imported when first asked for."""
    if name in _LAZY:
        return getattr(import_module(_LAZY[name], __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["LEVELS", "Bot", "Hint", "hint", "make_bot"]
