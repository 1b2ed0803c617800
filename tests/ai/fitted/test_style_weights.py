"""The playouts' estimate fitted against each opponent style (bot decision B19)."""

from __future__ import annotations

import random

from buraco_tui.ai.fitted.style_weights import BY_STYLE
from buraco_tui.ai.fitted.weights import BY_PRESET, SHARED, weights_for
from buraco_tui.ai.levels import ROLLOUT_STYLES
from buraco_tui.ai.mcts.playout import FEATURES, evaluate, style_of
from buraco_tui.ai.mcts.search import HardBot, rollout_policy
from buraco_tui.engine import PRESETS, Game, ruleset


def _play(game: Game, ways: list[object], turns: int) -> None:
    from buraco_tui.ai.mcts.playout import play_turn

    for _ in range(turns):
        if game.hand_over:
            return
        play_turn(game, ways[game.turn])  # type: ignore[arg-type]


def test_style_fits_are_whole_rows_of_preset_tables() -> None:
    hand_value, bonus = FEATURES.index("hand_value"), FEATURES.index("bonus")
    for preset, by_style in BY_STYLE.items():
        assert preset in PRESETS
        assert set(by_style) <= set(ROLLOUT_STYLES)
        for rows in by_style.values():
            assert len(rows) == 4
            for stage, row in enumerate(rows):
                if row is not None:
                    assert len(row) == len(FEATURES)
                    assert row[hand_value] == (-1.0, -0.7, -0.4, -0.2)[stage]
                    assert row[bonus] == 1.0


def test_weights_per_style_fall_back_to_the_tables_own() -> None:
    assert weights_for("aberto", "racer") is SHARED
    assert weights_for("mestre-buraco", None) is BY_PRESET["mestre-buraco"]
    assert "racer" in BY_STYLE["mestre-buraco"]
    racer = weights_for("mestre-buraco", "racer")
    own = BY_PRESET["mestre-buraco"]
    for stage, row in enumerate(BY_STYLE["mestre-buraco"]["racer"]):
        assert racer[stage] == (own[stage] if row is None else row)
    # against a racer a card held early is worth less than against a hoarder
    cards = FEATURES.index("hand_cards")
    assert racer[3][cards] < weights_for("mestre-buraco", "hoarder")[3][cards]


def test_the_estimate_reads_the_opponents_style_from_the_playouts_ways() -> None:
    game = Game.new(ruleset("mestre-buraco"), seed=9)
    _play(game, [rollout_policy("medium"), rollout_policy("medium")], 6)
    assert not game.hand_over
    mine = rollout_policy("hard")
    racer = evaluate(game, 0, [mine, rollout_policy("racer")])
    hoarder = evaluate(game, 0, [mine, rollout_policy("hoarder")])
    assert evaluate(game, 0) != racer != hoarder
    assert evaluate(game, 0, [mine, mine]) == evaluate(game, 0, [mine, rollout_policy("hard")])


def test_every_playout_is_judged_against_the_style_its_opponent_plays() -> None:
    """The search passes each playout's ways to the estimate: the styles the
    pool drew for that guess, each of the pool's names."""
    from buraco_tui.ai.knowledge.seen import Seen

    game = Game.new(ruleset("aberto"), seed=3)
    seen = Seen.from_view(game.view(0))
    bot = HardBot(seed=1, playouts=8)
    met = {style_of(bot.rollout_ways(seen, random.Random(k))[1]) for k in range(60)}
    assert met == set(ROLLOUT_STYLES)
