"""The lixo's gain (``draw.lixo_gain``) skips the plan without the lixo when the
hand with it lays nothing: the draws it decides are the same as with both plans
made (stop 52, lab note of the faster playout)."""

from __future__ import annotations

import pytest

from buraco_tui.ai.plans.draw import lixo_gain
from buraco_tui.ai.plans.laydown import plan_laydowns
from buraco_tui.ai.plans.style import HARD, MEDIUM, natural
from tests.helpers.played import played_positions


def _both_plans(seen, style) -> int:  # type: ignore[no-untyped-def]
    plain = natural(style.name)
    without = plan_laydowns(seen, plain)
    with_lixo = plan_laydowns(seen, plain, hand=seen.hand + seen.lixo)
    laid_without = len(seen.hand) - len(without.hand)
    return len(seen.hand) + len(seen.lixo) - len(with_lixo.hand) - laid_without


@pytest.mark.parametrize("preset", ["aberto", "mestre-buraco", "rioplatense"])
def test_the_gain_decides_as_both_plans_do(preset: str) -> None:
    draws = [s for s in played_positions(preset) if s.phase == "comprar" and s.lixo]
    assert len(draws) > 30
    positive = 0
    for seen in draws:
        for style in (MEDIUM, HARD):
            full = _both_plans(seen, style)
            gain = lixo_gain(seen, style)
            if full > 0:
                positive += 1
                assert gain == full
            else:
                assert gain <= 0
    assert positive  # some lixos do lay down more
