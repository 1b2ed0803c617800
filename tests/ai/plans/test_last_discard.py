"""A plan never lays down the last card where the batida needs a discard, and a
jogo that may not go down whole goes down short of one card.

Seed 001 (rioplatense): "No se cierra bajando todo: siempre con un descarte";
seed 004 (VIP Aberto sujo): "os jogadores são obrigados a descartar sua carta final
para poder baixar" (docs/rules.md §6.3, `batida_por_baixada`). Seen in the arena at
rioplatense (seed 17301): a seat holding 3♥ 3♦ 3♣, its morto taken, took back its
own 3♠ (the opponent had returned it unchanged), planned the four 3s down together,
was refused ("batida_so_descartando") and threw a 3 back with nothing laid: a
take-back (bot decision B24) that the plan, not the draw, let through (bot decision
B28).
"""

from __future__ import annotations

import pytest

from buraco_tui.ai.knowledge.seen import Seen
from buraco_tui.ai.plans.draft import Draft
from buraco_tui.ai.plans.laydown import plan_laydowns
from buraco_tui.ai.plans.pool import CautelosoBot
from buraco_tui.ai.plans.race import RaceTableRules
from buraco_tui.ai.plans.style import HARD, MEDIUM
from buraco_tui.engine import Game, ruleset

#: A canastra limpa of the side (so the batida is open to it) and the four 3s.
CANASTRA = "J♠ J♠ J♥ J♥ J♦ J♦ J♣"
HAND = "3♠ 3♥ 3♦ 3♣"
#: The same at a table of sequences only: a run of four in hand.
RUN_CANASTRA = "3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥"
RUN = "5♣ 6♣ 7♣ 8♣"


def _seen(preset: str, hand: str = HAND, canastra: str = CANASTRA) -> tuple[Game, Seen]:
    game = Game.from_layout(
        ruleset(preset, meta=0),
        hands=[hand, "Q♣ 8♦ 6♠ 10♣ A♥ 4♠ 9♦"],
        mortos=[],
        mortos_taken=[True, True],
        monte="K♣ Q♦ 7♥ 5♣ 9♣",
        melds=[[canastra], []],
        phase="baixar",
    )
    return game, Seen.from_view(game.view(0))


@pytest.mark.parametrize(
    ("preset", "hand", "canastra"),
    [
        ("rioplatense", HAND, CANASTRA),
        ("vip-aberto-sujo", HAND, CANASTRA),
        ("rioplatense", RUN, RUN_CANASTRA),
    ],
)
def test_the_four_go_down_as_three_and_one_is_left_to_discard(
    preset: str, hand: str, canastra: str
) -> None:
    game, seen = _seen(preset, hand, canastra)
    for plan in (
        plan_laydowns(seen, HARD),
        plan_laydowns(seen, MEDIUM),
        RaceTableRules().plan(seen),
        CautelosoBot().plan(seen),
    ):
        assert len(plan.hand) == 1, plan.actions
        trial = game.copy()
        for action in plan.actions:
            trial.apply(action)  # the engine takes the plan as it is
        trial.apply({"acao": "descartar", "carta": str(trial.hand(0)[0])})
        assert trial.hand_over  # the batida, with its discard


def test_where_the_batida_may_lay_everything_down_the_plan_does() -> None:
    """Seed 000: "Pode bater descartando a última carta ou baixando tudo sem descartar"."""
    game, seen = _seen("aberto", RUN, RUN_CANASTRA)
    plan = plan_laydowns(seen, MEDIUM)
    assert plan.hand == []
    trial = game.copy()
    for action in plan.actions:
        trial.apply(action)
    assert trial.hand_over


def test_a_draft_refuses_to_lay_the_last_card_only_where_a_discard_is_owed() -> None:
    for preset, owed in (("rioplatense", True), ("vip-aberto-sujo", True), ("aberto", False)):
        _game, seen = _seen(preset, RUN, RUN_CANASTRA)
        draft = Draft.of(seen)
        assert draft.allowed(0, draft.checks, []) is not owed, preset
