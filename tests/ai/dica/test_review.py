"""The review (issue 11, item 3): each decision weighed by Difícil on the same guesses.

Issue 11: "marks each decision as fine, inaccuracy or mistake by the estimated points it
cost against the best move found ... a decision is marked only when the difference is
beyond it [the spread]". The built hand: mestre-buraco, where any canastra lets a side
bater; both lines below go out, but laying the 2♦ on the canastra limpa turns it suja.
"""

from __future__ import annotations

import pytest

from buraco_tui.ai.dica.review import (
    FINE,
    MISTAKE,
    Cancelled,
    Decision,
    Review,
    review,
    weigh,
)
from buraco_tui.engine import Game, ruleset

SUJA_LINE = [
    {"acao": "encostar", "jogo": 0, "cartas": "2♦"},
    {"acao": "encostar", "jogo": 1, "cartas": "7♣"},
    {"acao": "descartar", "carta": "K♠"},
]
LIMPA_LINE = [
    {"acao": "encostar", "jogo": 1, "cartas": "7♣ 2♦"},
    {"acao": "descartar", "carta": "K♠"},
]


def batida_position() -> Game:
    """Seed 000: "Canastra limpa+200 cada", "Canastra suja+100 cada", and for the batida
    "qualquer canastra serve, limpa ou suja" (mestre-buraco's table): the 2♦ on 3♥…9♥ turns
    the limpa suja, 100 points lost, while 7♣ 2♦ on the clubs goes out as well."""
    return Game.from_layout(
        ruleset("mestre-buraco", meta=0),
        hands=["2♦ 7♣ K♠", "A♠ A♦ 7♥ 9♦ 10♦ J♣"],
        mortos=[],
        monte="Q♣ 9♣ 8♠ 5♦",
        lixo="4♠",
        melds=[["3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥", "4♣ 5♣ 6♣"], []],
        mortos_taken=[True, True],
        phase="baixar",
    )


def test_turning_the_limpa_into_a_suja_is_a_mistake():
    game = batida_position()
    verdict = weigh(Decision(3, game.view(0), SUJA_LINE), playouts=4, seed=1)
    assert verdict.verdict == MISTAKE
    assert verdict.cost >= 100 and verdict.cost > 2 * verdict.spread
    assert verdict.best != SUJA_LINE and verdict.best[0]["jogo"] == 1
    assert verdict.sentence["pt"] and verdict.sentence["en"] and verdict.sentence["es"]


def test_keeping_the_limpa_is_fine():
    game = batida_position()
    verdict = weigh(Decision(3, game.view(0), LIMPA_LINE), playouts=4, seed=1)
    assert verdict.verdict == FINE and verdict.cost == 0


def test_the_summary_names_the_costliest_and_the_total():
    game = batida_position()
    decisions = [
        Decision(1, game.view(0), LIMPA_LINE),
        Decision(5, game.view(0), SUJA_LINE),
    ]
    seen = []
    result = review(decisions, playouts=3, seed=2, progress=lambda d, t: seen.append((d, t)))
    assert seen == [(1, 2), (2, 2)]
    assert [v.step for v in result.costliest()] == [5]
    assert result.total == result.costliest()[0].cost and result.total_spread >= 0
    again = Review.from_dict(result.to_dict())  # cached in the record as plain data
    assert again.to_dict() == result.to_dict()


def test_the_review_is_deterministic():
    game = Game.new(ruleset("aberto", meta=0), seed=4)
    game.apply({"acao": "comprar"})
    view = game.view(0)
    discard = [{"acao": "descartar", "carta": view["hand"][0]}]
    a = weigh(Decision(1, view, discard), playouts=3, seed=9)
    b = weigh(Decision(1, view, discard), playouts=3, seed=9)
    assert a.to_dict() == b.to_dict()


def test_the_review_stops_when_cancelled():
    game = batida_position()
    decisions = [Decision(i, game.view(0), LIMPA_LINE) for i in range(3)]
    calls = []

    def cancelled() -> bool:
        calls.append(1)
        return len(calls) > 1

    with pytest.raises(Cancelled):
        review(decisions, playouts=2, seed=1, cancelled=cancelled)
    assert len(calls) == 2


def test_the_review_meets_the_opponent_as_difícil_reads_it(monkeypatch):
    """The review judges a move with the playouts Difícil plays by: at the race table
    (rioplatense, bot decision B20) each opponent seat is drawn by the odds read from its
    turns, not evenly; a review that drew evenly would judge moves Difícil itself
    would not make."""
    from buraco_tui.ai.dica import review as review_module
    from buraco_tui.ai.knowledge.seen import Seen
    from buraco_tui.ai.mcts.playout import play_turn
    from buraco_tui.ai.mcts.search import HardBot, rollout_policy

    game = Game.new(ruleset("rioplatense", meta=0), seed=11)
    ways = [rollout_policy("medium"), rollout_policy("hoarder")]
    for _ in range(9):
        play_turn(game, ways[game.turn])
    game.apply({"acao": "comprar"})
    view = game.view(0)
    read = HardBot(1).opponent_odds(view, Seen.from_view(view))
    assert read and read[1] != [0.2] * 5  # the hoarder's turns moved the odds
    met: list[object] = []
    original = review_module.HardBot.rollout_ways

    def recording(self, seen, rng, odds=None):
        met.append(odds)
        return original(self, seen, rng, odds)

    monkeypatch.setattr(review_module.HardBot, "rollout_ways", recording)
    discard = [{"acao": "descartar", "carta": view["hand"][0]}]
    weigh(Decision(19, view, discard), playouts=3, seed=9)
    assert met and all(odds == read for odds in met)
