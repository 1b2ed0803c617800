"""Bots see only the view: reshuffling the hidden cards consistently with it does
not change their choice, and a bot recreated on the same view answers alike.

Seed 003: "O Zeca só sabe o que você também saberia na mesa: as cartas dele, os
jogos baixados, o lixo, quantas cartas você tem e quais você pegou do lixo."
"""

from __future__ import annotations

import pytest

from buraco_tui.ai import make_bot
from tests.helpers.positions import random_position, reshuffled

BUDGET = {"playouts": 24, "horizon": 3, "time_limit": None}


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
@pytest.mark.parametrize("preset", ["aberto", "fechado"])
def test_choice_ignores_how_the_hidden_cards_lie(level: str, preset: str) -> None:
    compared = 0
    for seed in range(6):
        game = random_position(preset, 100 + seed)
        if game.hand_over:
            continue
        seat = game.turn
        base = reshuffled(game, seat, seed=1)
        other = reshuffled(game, seat, seed=2)
        view = base.view(seat)
        assert other.view(seat) == view
        # the hidden cards really differ
        assert other.hand(1 - seat) != base.hand(1 - seat) or other.monte_count == 0
        first = make_bot(level, seed=4, **BUDGET).choose(view)
        second = make_bot(level, seed=4, **BUDGET).choose(other.view(seat))
        assert first == second
        compared += 1
    assert compared >= 4


def test_a_recreated_bot_answers_alike_mid_turn() -> None:
    """The UI recreates bots after a resume: a fresh Difícil continues a turn the
    way a bot that planned it does, action after action."""
    game = random_position("aberto", 7)
    while game.phase != "baixar" or game.hand_over:
        game = random_position("aberto", game.monte_count + 1)
    seat = game.turn
    steady = make_bot("hard", seed=4, **BUDGET)
    while game.turn == seat and not game.hand_over:
        view = game.view(seat)
        action = steady.choose(view)
        fresh = make_bot("hard", seed=4, **BUDGET).choose(view)
        assert fresh["acao"] == action["acao"]
        game.apply(action)
