"""The planners' memos answer exactly as the judge and the planners would without
them (they make the playouts faster, stop 52: docs/bots.md, "Speed"): a jogo asked
about a card gives the judge's own verdict, a hand's runs are the same with the
memo cold or warm, and a turn's plan and discard order do not depend on what the
memos hold."""

from __future__ import annotations

import random

import pytest

from buraco_tui.ai.knowledge import fits as fits_module
from buraco_tui.ai.knowledge import handtools
from buraco_tui.ai.knowledge.fits import (
    candidates_among,
    fit_table,
    fits,
    may_fit,
    natural_candidates,
    verdict_table,
    with_card,
)
from buraco_tui.ai.knowledge.handtools import judge_for, natural_runs
from buraco_tui.ai.plans.discard import rank_discards
from buraco_tui.ai.plans.draft import Draft
from buraco_tui.ai.plans.laydown import plan_laydowns
from buraco_tui.ai.plans.style import HARD, MEDIUM
from buraco_tui.engine import ruleset
from tests.helpers.played import played_positions

#: An open lixo, trincas (mestre-buraco), three players and a third deck
#: (rioplatense), a closed lixo.
PRESETS = ("aberto", "mestre-buraco", "rioplatense", "jogatina-fechado")


class _Forgetful(dict):  # type: ignore[type-arg]
    """A memo that keeps nothing."""

    def __setitem__(self, key: object, value: object) -> None:
        pass


def _clear_memos() -> None:
    fits_module._JOINS.clear()
    handtools._RUNS.clear()


@pytest.mark.parametrize("preset", PRESETS)
def test_a_jogo_asked_about_a_card_answers_as_the_judge(preset: str) -> None:
    rules = ruleset(preset, meta=0)
    judge = judge_for(rules)
    jogos = {
        (codes, id(check)): (codes, check)
        for seen in played_positions(preset, hands=2)
        for side in range(seen.sides)
        for codes, check in zip(seen.melds[side], seen.checks[side], strict=True)
    }
    assert len(jogos) > 20
    _clear_memos()
    for _ in range(2):  # cold, then warm
        for codes, check in jogos.values():
            for card in range(53):
                expected = judge(codes + (card,))
                assert with_card(judge, codes, check, card) == expected
                assert fits(judge, codes, check, card) == (may_fit(check, card) and expected.ok)
            assert set(verdict_table(judge, check)) == set(range(53))
            assert set(fit_table(judge, check)) == set(range(53))


@pytest.mark.parametrize("preset", PRESETS)
def test_candidates_from_the_distinct_cards_are_the_hands_own(preset: str) -> None:
    rng = random.Random(7)
    for seen in played_positions(preset, hands=1):
        side = rng.randrange(seen.sides)
        for check in seen.checks[side]:
            hand = seen.hand + rng.sample(range(53), 4)
            assert candidates_among(check, sorted(set(hand))) == natural_candidates(check, hand)


def test_the_runs_memo_gives_a_fresh_list_of_the_same_runs() -> None:
    hand = [0, 1, 2, 3, 3, 4, 5, 14, 15, 16, 30, 51]
    cold = handtools._natural_runs(tuple(hand))
    first = natural_runs(hand)
    first.append((99,))  # a caller adds its trincas to the list it got
    assert natural_runs(hand) == cold
    assert natural_runs(list(hand)) is not natural_runs(hand)


@pytest.mark.parametrize("preset", PRESETS)
def test_plans_and_discards_do_not_depend_on_the_memos(
    preset: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The same plans and discard orders with every memo bypassed (each question
    asked of the judge afresh), cold, and warm."""
    positions = [s for s in played_positions(preset) if s.phase == "baixar"]
    assert len(positions) > 50

    def decide() -> list[tuple[list[dict[str, object]], list[int]]]:
        out = []
        for seen in positions:
            for style in (MEDIUM, HARD):
                draft = plan_laydowns(seen, style, hand=seen.hand + seen.lixo)
                out.append((draft.actions, rank_discards(Draft.of(seen), style)))
        return out

    with monkeypatch.context() as patch:
        patch.setattr(fits_module, "_joins_of", lambda judge, check: ({}, {}))
        patch.setattr(handtools, "_RUNS", _Forgetful())
        bypassed = decide()
    _clear_memos()
    cold = decide()
    warm = decide()
    assert cold == bypassed
    assert warm == bypassed
    assert any(actions for actions, _ in cold)  # the positions lay down
