"""A random game of every preset runs to the end of its hand."""

import random

import pytest

from buraco_tui.engine import PRESETS, Game, ruleset


@pytest.mark.parametrize("preset", PRESETS)
def test_random_hand_ends(preset):
    game = Game.new(ruleset(preset, meta=0), seed=7)
    rng = random.Random(7)
    for _ in range(5000):
        if game.hand_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    assert game.hand_over
    assert game.end_reason in ("batida", "monte")
