"""What a playout is worth to the search: its point margin (the default) or, with
``utility="win"``, the chance the hand ends won (docs/lab/2026-12-07-the-racer-at-200-and-the-chance-to-win.md)."""

from __future__ import annotations

import math

import pytest

from buraco_tui.ai import make_bot
from buraco_tui.ai.fitted.outcome import sd_for
from buraco_tui.ai.levels import parse_level
from buraco_tui.ai.mcts.playout import evaluate, stage_of
from buraco_tui.ai.mcts.search import REWARD_SCALE, HardBot, win_chance
from buraco_tui.engine import Game, ruleset


def _finished(seed: int) -> Game:
    game = Game.new(ruleset("mestre-buraco", meta=0), seed=seed)
    medium = make_bot("medium", seed=seed)
    while not game.hand_over:
        game.apply(medium.choose(game.view(game.turn)))
    return game


def test_the_chance_to_win_is_even_at_a_level_estimate_and_saturates() -> None:
    assert win_chance(0.0, 300.0) == 0.0
    assert win_chance(300.0, 300.0) == pytest.approx(2 * 0.8413447 - 1, abs=1e-6)
    assert win_chance(-300.0, 300.0) == -win_chance(300.0, 300.0)
    assert win_chance(3000.0, 300.0) == pytest.approx(1.0)
    # the same lead counts for more where the result is nearer settled
    assert win_chance(200.0, 200.0) > win_chance(200.0, 700.0) > 0


def test_a_finished_hand_is_won_lost_or_level_by_its_margin() -> None:
    win = HardBot(seed=1, utility="win")
    margin = HardBot(seed=1)
    seen = set()
    for seed in range(1, 40):
        game = _finished(seed)
        for side in (0, 1):
            exact = evaluate(game, side)
            assert margin.reward(game, side, [], {}) == exact / REWARD_SCALE
            assert win.reward(game, side, [], {}) == (exact > 0) - (exact < 0)
            seen.add(win.reward(game, side, [], {}))
        if {1.0, -1.0} <= seen:
            break
    assert {1.0, -1.0} <= seen


def test_before_the_end_the_estimate_is_weighed_by_the_tables_spread() -> None:
    game = Game.new(ruleset("mestre-buraco", meta=0), seed=8)
    medium = make_bot("medium", seed=8)
    for _ in range(30):
        game.apply(medium.choose(game.view(game.turn)))
    assert not game.hand_over
    bot = HardBot(seed=1, utility="win")
    for side in (0, 1):
        value = evaluate(game, side, [], {})
        sd = sd_for("mestre-buraco")[stage_of(game)]
        expected = math.erf(value / (sd * math.sqrt(2.0)))
        assert bot.reward(game, side, [], {}) == pytest.approx(expected)
        assert -1.0 < bot.reward(game, side, [], {}) < 1.0


def test_the_utility_is_a_budget_option_of_the_arena_and_nothing_else() -> None:
    level, budget = parse_level("hard:utility=win,playouts=40")
    bot = make_bot(level, seed=1, **budget)
    assert isinstance(bot, HardBot) and (bot.utility, bot.playouts) == ("win", 40)
    assert HardBot(seed=1).utility == "margin"
    with pytest.raises(ValueError, match="utility"):
        HardBot(seed=1, utility="points")
