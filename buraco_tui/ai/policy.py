"""The rule-based levels: one candidate list per decision, the favourite first.

Fácil, Médio and the rules under Difícil differ only by their :class:`Style`.
The caller plays the first candidate the engine accepts.
"""

from __future__ import annotations

from typing import Any

from buraco_tui.engine import cards_text

from .planner import Style, draw_options, plan_laydowns, rank_discards
from .seen import Seen


def rule_candidates(seen: Seen, style: Style) -> list[dict[str, Any]]:
    """The level's actions for this decision, in order of preference."""
    if seen.phase == "comprar":
        return draw_options(seen, style)
    draft = plan_laydowns(seen, style)
    out: list[dict[str, Any]] = []
    if draft.actions:
        # the plan's first action, then the others in case the engine refuses
        # one for a rule the plan does not model
        out.extend(draft.actions)
        hand, checks, codes = seen.hand, seen.checks[seen.side], seen.melds[seen.side]
    else:
        hand, checks, codes = draft.hand, draft.checks, draft.codes
    for c in rank_discards(seen, hand, checks, style, codes):
        out.append({"acao": "descartar", "carta": cards_text([c])})
    return out
