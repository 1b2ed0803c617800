"""The Dica: the Difícil reasoning on the player's own view, with one sentence of why.

Same code as the bot, no peeking: it reads only the view it is given. The Dica and
the review (:mod:`.review`) judge with the same pieces: Difícil's candidates
(``HardBot.root_candidates``), the same guesses of the hidden cards
(``sampling.determinize``), the same playout ways (``HardBot.rollout_ways``,
``opponent_odds``, ``card_price``) and value (``playout.evaluate``); and they say
why with the same :func:`.explain.say`, every claim checked (issue 27, item 6).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .explain import say
from .make import make_bot


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
    reason, cards = say(view, action, lang)
    return Hint(action=action, reason=reason, cards=cards)
