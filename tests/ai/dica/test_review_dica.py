"""The Dica and the review judge through one entry point (issue 27, item 6).

Issue 27: "The Dica and the review judge with the same value and search." Both take
their candidates from ``dica.judged_candidates`` (Difícil's root candidates and the
Dica's sure rules), weigh them with the same guesses, playout ways and
``playout.evaluate``, and say why with ``explain.say``. So on a position the review
marks the line the Dica does not play, names the Dica's move as the better one,
and finds nothing to mark in the Dica's own line.
"""

from __future__ import annotations

from typing import Any

import pytest

from buraco_tui.ai import hint
from buraco_tui.ai.dica import hint as dica_module
from buraco_tui.ai.dica.explain import say
from buraco_tui.ai.dica.review import FINE, MISTAKE, Decision, weigh
from buraco_tui.ai.mcts.search import DEFAULT_PLAYOUTS
from buraco_tui.engine import Game
from tests.helpers.positions import position

BUDGET: dict[str, Any] = {"playouts": DEFAULT_PLAYOUTS, "time_limit": None}


def dica_line(game: Game) -> list[dict[str, Any]]:
    """The Dica's actions to the end of the seat's turn (on a copy)."""
    game = game.copy()
    seat = game.turn
    line: list[dict[str, Any]] = []
    while not game.hand_over and game.turn == seat and len(line) < 12:
        action = hint(game.view(seat), "pt", seed=1, **BUDGET).action
        game.apply(action)
        line.append(action)
        if action["acao"] in ("comprar", "pegar_lixo"):
            break  # a draw is a decision of its own
    return line


def curinga_to_the_morto() -> Game:
    """Seed 003: "Corra para o morto": the 2♦ on the spades takes the hand to the morto
    (test_dica_positions_27, family 1)."""
    return position(
        "mestre-buraco",
        hands=["2♦ J♠ K♠ 5♣", 11],
        melds=[["3♥ 4♥ 5♥ 6♥ 7♥ 8♥", "8♠ 9♠ 10♠"], ["5♦ 6♦ 7♦"]],
        phase="baixar",
    )


def monte_wins_the_race() -> Game:
    """The monte takes the morto this turn, the closed lixo would not (family 2)."""
    return position(
        "fechado",
        hands=["8♥ 9♥", 11],
        melds=[["5♥ 6♥ 7♥"], []],
        lixo="4♠ Q♣ K♦ 3♣ J♦ 10♥",
    )


CASES = [
    (
        curinga_to_the_morto,
        [{"acao": "encostar", "jogo": 1, "cartas": "J♠"}, {"acao": "descartar", "carta": "K♠"}],
    ),
    (monte_wins_the_race, [{"acao": "pegar_lixo", "cartas": "8♥ 9♥"}]),
]


@pytest.mark.parametrize(("build", "other"), CASES)
@pytest.mark.parametrize("seed", [1, 2])
def test_the_review_and_the_dica_agree(build: Any, other: list[dict[str, Any]], seed: int) -> None:
    game = build()
    view = game.view(0)
    mine = dica_line(game)
    assert mine and mine != other
    assert weigh(Decision(0, view, mine), playouts=48, seed=seed).verdict == FINE
    verdict = weigh(Decision(0, view, other), playouts=48, seed=seed)
    assert verdict.verdict == MISTAKE, verdict
    assert verdict.best[0] == mine[0]
    assert verdict.sentence["pt"] == say(view, mine[0], "pt")[0]


def test_the_review_weighs_the_dicas_candidates(monkeypatch: pytest.MonkeyPatch) -> None:
    """The review's candidates are ``judged_candidates``: the one entry point."""
    asked: list[str] = []
    real = dica_module.judged_candidates

    def spy(*args: Any, **kw: Any) -> Any:
        asked.append("judged")
        return real(*args, **kw)

    monkeypatch.setattr("buraco_tui.ai.dica.review.judged_candidates", spy)
    game = monte_wins_the_race()
    weigh(Decision(0, game.view(0), [{"acao": "comprar"}]), playouts=4, seed=1)
    assert asked == ["judged"]
