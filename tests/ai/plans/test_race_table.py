"""At a race table Difícil starts from the race's rules (bot decision B17).

Seed 001: "Se puede cerrar sin canasta, pero no conviene: no hay premio de cierre
y tu mesa cuenta en negativo." A side that needs no canastra to go out can end
the hand at any time, so the hand is a race to the morto and the batida: there
Difícil's rules are the racer's draw and lay-down with its own careful discards,
at the root and in its playouts; everywhere else they stay the Difícil rules.
"""

from __future__ import annotations

from buraco_tui.ai.knowledge.seen import Seen
from buraco_tui.ai.knowledge.tables import race_table
from buraco_tui.ai.mcts.search import HardBot
from buraco_tui.ai.plans.race import RaceTableRules
from buraco_tui.ai.plans.style import HARD
from buraco_tui.engine import Game, ruleset


def _position(preset: str) -> Game:
    return Game.from_layout(
        ruleset(preset, meta=0),
        hands=["4♠ 5♠ 6♠ 9♥ 9♦ 9♣ K♦ Q♣ 3♥ 8♦ 7♣", "3♠ 3♦ 7♦ 10♠ Q♦ A♣ 6♦ 5♣ 4♦ J♥ 8♥"],
        mortos=["8♠ 9♠ 10♦ J♠ Q♠ K♠ A♠ 3♣ 4♣ 5♦ 6♣", "7♥ 10♥ J♦ Q♥ K♥ A♥ 4♥ 5♥ 6♥ 8♣ 10♣"],
        monte="J♣ K♣ A♦ 2♠",
        lixo="7♠",
        phase="baixar",
    )


def test_only_a_table_that_needs_no_canastra_is_a_race() -> None:
    assert race_table(ruleset("rioplatense"))
    for preset in ("aberto", "fechado", "mestre-buraco", "jogatina-fechado", "vip-fechado-sujo"):
        assert not race_table(ruleset(preset)), preset


def test_at_the_race_table_the_rules_and_the_playouts_are_the_race() -> None:
    game = _position("rioplatense")
    view = game.view(0)
    seen = Seen.from_view(view)
    bot = HardBot(seed=1, playouts=0)
    assert bot.racing(seen)
    assert isinstance(bot.own_policy(seen), RaceTableRules)
    # the race lays every jogo it finds: the 4♠ 5♠ 6♠ and the three 9s both go down
    plan = RaceTableRules().plan(seen)
    assert len(seen.hand) - len(plan.hand) >= 6
    race_first = bot.rules_candidates(view, seen)[0]
    assert race_first == RaceTableRules().candidates(view, seen)[0]
    assert bot.choose(view) == race_first
    # the search's first candidate, the one that stands unless beaten, is the race's plan
    first = bot.root_candidates(seen)[0]
    assert first.label.startswith("corrida")
    assert first.actions[0] == race_first


def test_elsewhere_the_rules_stay_difficils() -> None:
    game = _position("aberto")
    seen = Seen.from_view(game.view(0))
    bot = HardBot(seed=1, playouts=0)
    assert not bot.racing(seen)
    assert getattr(bot.own_policy(seen), "style", None) is HARD
    assert bot.root_candidates(seen)[0].label.startswith("difícil")
