"""Positions the opponent pool reaches in real hands, for tests that compare two
ways of deciding on many ordinary positions."""

from __future__ import annotations

from buraco_tui.ai.knowledge.seen import Seen
from buraco_tui.ai.mcts.playout import play_turn
from buraco_tui.ai.plans.pool import rollout_pool
from buraco_tui.engine import Game, ruleset


def played_positions(preset: str, hands: int = 3) -> list[Seen]:
    """Every turn start of a few hands the pool plays, and the same turn after
    a draw from the monte (the lay-down phase)."""
    pool = rollout_pool()
    out: list[Seen] = []
    for seed in range(hands):
        game = Game.new(ruleset(preset, meta=0), players=2, seed=seed)
        while not game.hand_over:
            out.append(Seen.from_game(game, game.turn))
            if game.monte_count:
                drawn = game.copy()
                drawn.apply({"acao": "comprar"})
                out.append(Seen.from_game(drawn, drawn.turn))
            play_turn(game, pool[(seed + game.turn) % len(pool)])
    return out
