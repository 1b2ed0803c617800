"""Zeca's bots (Fácil, Médio, Difícil) and the Dica.

``make_bot(level, seed=None, **budget).choose(view)`` returns one action dict for
the seat whose view it is; ``hint(view, lang)`` suggests the move for the
player's own view with one sentence of why. Bots read only the view.
"""

from buraco_tui.choices import LEVELS

from .bots import Bot, make_bot
from .hint import Hint, hint

__all__ = ["LEVELS", "Bot", "Hint", "hint", "make_bot"]
