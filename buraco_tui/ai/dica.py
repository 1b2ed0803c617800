"""The Dica: the Difícil reasoning on the player's own view, with one sentence of why.

Same code as the bot, no peeking: it reads only the view it is given.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .explain import explain
from .make import make_bot
from .seen import Seen
from .style import HARD


@dataclass(frozen=True)
class Hint:
    """A suggested move: the action dict, one sentence of why, and the cards
    (hand or lixo, as text) to highlight."""

    action: dict[str, Any]
    reason: str
    cards: list[str] = field(default_factory=list)


def hint(view: dict[str, Any], lang: str = "pt", seed: int | None = None, **budget: Any) -> Hint:
    """The move the Difícil level would make on ``view`` (the seat to act), with
    its reason in ``lang`` ("pt" or "en").

    ``budget`` tunes the search like :func:`make_bot`'s (e.g. ``playouts=...``).
    """
    bot = make_bot("hard", seed=seed, **budget)
    action = bot.choose(view)
    reason, cards = explain(Seen.from_view(view).remembering(view), action, lang, HARD)
    return Hint(action=action, reason=reason, cards=cards)
