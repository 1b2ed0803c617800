"""Every bot plays every seat count (issue 9): a fuzz per seat count that the
bots never send a refused action and that every hand ends.

Seed 000: "2 jogadores (um contra o outro) ou 4 jogadores em duplas: assentos 0
e 2 contra 1 e 3." Seed 001: "2 o 3 jugadores: cada uno juega solo ... 3 parejas
(6 jugadores)". The search runs on a small budget here (the tests stay quick and
deterministic); its full budget is measured by the arena, never by a test.
"""

from __future__ import annotations

import pytest

from buraco_tui.ai import hint, make_bot
from buraco_tui.engine import PRESETS, Game, ruleset

#: Difícil's search, small enough for a test.
SMALL = {"playouts": 6, "horizon": 2}
MAX_ACTIONS = 3000


def play_hand(
    preset: str, players: int, levels: list[str], seed: int, hint_seat: int | None = None
) -> Game:
    """One hand of ``levels`` (one per seat) from a fresh deal; every action
    must be accepted (``Game.apply`` raises on a refusal) and the hand must end."""
    game = Game.new(ruleset(preset, meta=0), players=players, seed=seed)
    bots = [
        make_bot(level, seed=seed * 10 + s, **(SMALL if level == "hard" else {}))
        for s, level in enumerate(levels)
    ]
    for _ in range(MAX_ACTIONS):
        if game.hand_over:
            return game
        seat = game.turn
        view = game.view(seat)
        if seat == hint_seat:
            action = hint(view, "pt", seed=seed, **SMALL).action
        else:
            action = bots[seat].choose(view)
        game.apply(action)
    raise AssertionError(f"{preset} {players}p seed {seed}: the hand did not end")


PAIR_PRESETS = [p for p in PRESETS if 4 in ruleset(p).jogadores]


def test_every_preset_with_pairs_allows_four() -> None:
    # seed 000: "2 ou 4 jogadores · individual ou em duplas"
    assert len(PAIR_PRESETS) == len(PRESETS)


@pytest.mark.parametrize("preset", PAIR_PRESETS)
def test_four_players_in_pairs_on_every_preset(preset: str) -> None:
    # the levels rotate over the presets so each meets partners and opponents of every kind
    kinds = ["hard", "medium", "racer", "hoarder", "cauteloso", "easy"]
    i = PRESETS.index(preset)
    levels = [kinds[(i + k) % len(kinds)] for k in range(4)]
    game = play_hand(preset, 4, levels, seed=i + 1)
    assert game.hand_over and len(game.history[-1]["totais"]) == 2


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_rioplatense_every_seat_count_with_hard(players: int) -> None:
    levels = ["hard", "medium", "racer", "hard", "cauteloso", "hoarder"][:players]
    game = play_hand("rioplatense", players, levels, seed=players)
    sides = 3 if players in (3, 6) else 2
    assert game.hand_over and len(game.history[-1]["totais"]) == sides


@pytest.mark.parametrize("players", [3, 4, 6])
def test_the_dica_answers_at_every_seat_count(players: int) -> None:
    levels = ["medium", "easy", "racer", "medium", "hoarder", "easy"][:players]
    game = play_hand("rioplatense", players, levels, seed=20 + players, hint_seat=0)
    assert game.hand_over


def test_four_players_aberto_hard_pairs_against_pool_styles() -> None:
    game = play_hand("aberto", 4, ["hard", "racer", "hard", "hoarder"], seed=7)
    assert game.hand_over


def test_hard_search_at_three_sides_scores_against_the_best_opponent() -> None:
    # a playout's reward with three sides is the margin over the strongest
    # other side (rules.md §8.2: of three sides, the leader of the other two)
    from buraco_tui.ai.mcts.playout import evaluate

    game = play_hand("rioplatense", 3, ["medium", "medium", "medium"], seed=5)
    totals = [game.hand_score(s).total for s in range(3)]
    for side in range(3):
        best_other = max(t for s, t in enumerate(totals) if s != side)
        assert evaluate(game, side) == totals[side] - best_other


def test_the_playout_budget_is_counted_and_scaled_by_seats() -> None:
    # bot decision B1: a budget in playouts, not seconds; bot decision B7: fewer with more seats
    from buraco_tui.ai.mcts.search import playouts_for

    assert [playouts_for(160, n) for n in (2, 3, 4, 6)] == [160, 137, 120, 96]
    assert [playouts_for(40, n) for n in (2, 3, 4, 6)] == [40, 34, 30, 24]
    assert playouts_for(0, 4) == 0 and playouts_for(1, 6) == 1
