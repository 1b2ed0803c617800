"""How one seat plays a turn: a :class:`Policy` (its draw, its lay-down plan, its
discard order), the rule levels as policies, and one decision's candidates.

Fácil, Médio and the rules under Difícil differ only by their :class:`Style`
(:class:`StylePolicy`); the pool's styles are policies of their own. The caller
plays the first candidate the engine accepts.
"""

from __future__ import annotations

from typing import Any, Protocol

from buraco_tui.engine import cards_text

from ..knowledge.seen import Seen
from .discard import rank_discards
from .draft import Draft
from .draw import draw_options
from .laydown import plan_laydowns
from .style import Style
from .takeback import keep_for_last, without_take_back


class Policy(Protocol):
    """How one seat plays a whole turn: its draw, its lay-down plan and its
    discard order (the rule levels and the pool's styles both fit), in a bot's
    decision as in a playout."""

    def draw(self, seen: Seen) -> list[dict[str, Any]]:
        """Ways to start the turn, the favourite first."""
        ...

    def plan(self, seen: Seen) -> Draft:
        """The lay-downs of this turn, on a private draft."""
        ...

    def discards(self, view: dict[str, Any], draft: Draft) -> list[int]:
        """The distinct cards of the draft's hand, the one to discard first
        (``view``: the seat's view, or at least its ``log``)."""
        ...


class StylePolicy:
    """A rule level (:class:`Style`: Fácil, Médio, the Difícil rules) as a :class:`Policy`."""

    def __init__(self, style: Style) -> None:
        self.style = style

    def draw(self, seen: Seen) -> list[dict[str, Any]]:
        """The level's :func:`draw_options`."""
        return draw_options(seen, self.style)

    def plan(self, seen: Seen) -> Draft:
        """The level's :func:`plan_laydowns`."""
        return plan_laydowns(seen, self.style)

    def discards(self, view: dict[str, Any], draft: Draft) -> list[int]:
        """The level's :func:`rank_discards`."""
        return rank_discards(draft, self.style)


_POLICIES: dict[Style, StylePolicy] = {}


def as_policy(how: Style | Policy) -> Policy:
    """A :class:`Policy` for a style (cached) or the policy itself."""
    if isinstance(how, Style):
        policy = _POLICIES.get(how)
        if policy is None:
            policy = _POLICIES[how] = StylePolicy(how)
        return policy
    return how


def policy_candidates(policy: Policy, view: dict[str, Any], seen: Seen) -> list[dict[str, Any]]:
    """The policy's actions for this decision, in order of preference: the
    draw's options, or the plan's lay-downs and then the discards; never a
    take-back of the side's own card, the card that would return the lixo
    unchanged last (:mod:`.takeback`, bot decision B24)."""
    if seen.phase == "comprar":
        return without_take_back(seen, policy.draw(seen))
    draft = policy.plan(seen)
    # the plan's first action, then the others in case the engine refuses one
    # for a rule the plan does not model; the discards are for the hand as it
    # is now while the plan still lays down (only its first action is played)
    out: list[dict[str, Any]] = list(draft.actions)
    now = Draft.of(seen) if draft.actions else draft
    for c in keep_for_last(seen, policy.discards(view, now)):
        out.append({"acao": "descartar", "carta": cards_text([c])})
    return out


def rule_candidates(seen: Seen, style: Style) -> list[dict[str, Any]]:
    """The level's actions for this decision, in order of preference."""
    return policy_candidates(as_policy(style), {}, seen)
