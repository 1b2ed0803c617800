"""Planning a turn's lay-downs from what a seat sees.

:func:`plan_laydowns` lays down and encostar what a level would, on a private
:class:`~.draft.Draft`, and returns it with the actions in order. The bots are
stateless: every call plans again from the view and plays the first action of
the plan.
"""

from __future__ import annotations

from collections.abc import Callable

from ..knowledge.handtools import is_wild
from ..knowledge.seen import Seen
from .batida import batida_loses_match, batida_pays, near_the_end
from .draft import Draft
from .style import Style


def plan_laydowns(seen: Seen, style: Style, hand: list[int] | None = None) -> Draft:
    """Lay down and encostar what the level would, on a private draft.

    Returns the draft: its ``actions`` in order (empty when the level lays
    nothing), its final ``hand`` and jogos.
    """
    draft = Draft.of(seen, hand)
    if style.judge_batida and not seen.can_take_morto and not batida_pays(seen):
        draft.min_left = 2
    _plan_into(draft, style)
    if style.wild_to_go_out and not draft.to_morto and len(draft.hand) > 1:
        trial = _go_out(draft)
        if trial is not None:
            draft = trial
    if style.judge_batida and draft.min_left < 2 and batida_loses_match(seen, draft):
        draft = Draft.of(seen, hand)
        draft.min_left = 2
        _plan_into(draft, style)
    return draft


def _plan_into(draft: Draft, style: Style) -> None:
    def wilds(d: Draft) -> bool:
        late = style.late_dump and near_the_end(d.seen)
        spend = late or strands_wilds(d)
        changed = (style.wild_jogos or spend) and d.wild_jogo()
        return d.wild_on_jogo("any" if spend else style.wild_encostar) or changed

    run_plan(draft, wilds)


def run_plan(draft: Draft, wilds: Callable[[Draft], bool]) -> None:
    """Lay down and encostar on ``draft``: the opening a vulnerável side needs,
    then natural cards, then the style's use of curingas, until nothing changes."""
    if draft.open_big and not draft.open_vulneravel(use_wilds=True):
        return
    for _ in range(30):
        if draft.to_morto:
            return
        changed = draft.natural_encostar()
        changed |= draft.natural_jogos()
        if not draft.to_morto and wilds(draft):
            changed = True
        if not changed:
            return


def strands_wilds(draft: Draft) -> bool:
    """Where a curinga may never be discarded (``Rules.descarte_curinga`` off), a
    short hand holding one must put it on the table before only curingas are left."""
    if draft.seen.rules.descarte_curinga:
        return False
    return len(draft.hand) <= 3 and any(is_wild(c) for c in draft.hand)


def _go_out(draft: Draft) -> Draft | None:
    """Try to empty the hand (to 0, or to 1 card to discard) by spending curingas.

    Worth it to reach the morto or, when the side may, to bater.
    """
    seen = draft.seen
    if not seen.can_take_morto:
        if draft.min_left >= 2:
            return None
        if not seen.has_canastra(draft.checks) and not _canastra_reachable(draft):
            return None
    if not any(is_wild(c) for c in draft.hand):
        return None
    trial = draft.spend_wilds(lambda t: t.wild_jogo() or t.wild_on_jogo("any"))
    if trial.to_morto or len(trial.hand) <= 1:
        if len(trial.hand) == 1 and is_wild(trial.hand[0]) and seen.can_take_morto:
            return None  # would throw a curinga away to reach the morto
        return trial
    return None


def _canastra_reachable(draft: Draft) -> bool:
    return any(m.size >= 6 for m in draft.checks)
