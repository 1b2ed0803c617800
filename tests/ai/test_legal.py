"""Every action a bot returns is legal, over many random positions of every preset.

Seed 000: "O servidor valida uma ação por vez" and seed 002: "o jogo só aceita
jogadas válidas" — so a bot must never send an action the engine refuses, on any
table (issue 4: "The levels play every preset the engine offers").
"""

from __future__ import annotations

import pytest

from buraco_tui.ai import make_bot
from buraco_tui.engine import PRESETS, Game, IllegalAction, ruleset
from tests.helpers.positions import random_position

LEVELS = ("easy", "medium", "hard", "random")
BUDGET = {"playouts": 6, "horizon": 2, "time_limit": None}


def _assert_legal(game: Game, action: dict) -> None:
    trial = game.copy()
    try:
        trial.apply(action)
    except IllegalAction as exc:  # pragma: no cover - the failure message
        pytest.fail(f"{action} refused in {game!r}: {exc}")


@pytest.mark.parametrize("preset", PRESETS)
def test_every_level_is_legal_in_random_positions(preset: str) -> None:
    bots = {level: make_bot(level, seed=3, **BUDGET) for level in LEVELS}
    checked = 0
    for seed in range(12):
        game = random_position(
            preset, seed, vulneravel=preset == "mestre-canastra" and seed % 2 == 0
        )
        if game.hand_over:
            continue
        view = game.view(game.turn)
        for level, bot in bots.items():
            if level == "hard" and seed % 3:
                continue  # the search is slower: a third of the positions
            _assert_legal(game, bot.choose(view))
            checked += 1
    assert checked >= 30


@pytest.mark.parametrize("preset", PRESETS)
def test_bots_play_a_whole_hand_legally(preset: str) -> None:
    """Médio against Fácil, then Difícil (small budget) against Médio, a whole hand."""
    for seed, (a, b) in enumerate((("medium", "easy"), ("hard", "medium"))):
        game = Game.new(ruleset(preset, meta=0), seed=seed + 11)
        bots = [make_bot(a, seed=1, **BUDGET), make_bot(b, seed=2, **BUDGET)]
        for _ in range(3000):
            if game.hand_over:
                break
            action = bots[game.turn].choose(game.view(game.turn))
            game.apply(action)  # raises IllegalAction if a bot cheats the rules
        assert game.hand_over
